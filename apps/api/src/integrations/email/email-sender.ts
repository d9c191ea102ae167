/** An e-mail with both parts: mail clients that cannot show HTML show the text. */
export type EmailMessage = { to: string; subject: string; text: string; html: string };

/** Sends e-mails (order messages). Console by default; SMTP when EMAIL_PROVIDER=smtp. */
export interface EmailSender {
  readonly name: string;
  /** Resolves once the mail server accepted the message; throws when it did not. */
  send(message: EmailMessage): Promise<void>;
}
