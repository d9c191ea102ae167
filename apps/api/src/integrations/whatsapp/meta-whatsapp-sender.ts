import { WhatsAppDeliveryError, type WhatsAppSender, type WhatsAppTemplateMessage } from './whatsapp-sender.ts';

type MetaOptions = {
  /** A system user's permanent access token with whatsapp_business_messaging; sent only to Meta, never logged. */
  accessToken: string;
  /** The WhatsApp Business phone number's id (not the number itself). */
  phoneNumberId: string;
  /** The Graph API version, e.g. v21.0. */
  apiVersion: string;
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * Meta's WhatsApp Cloud API: POST {base}/{version}/{phone-number-id}/messages with a template message and the
 * token as a Bearer header. Meta answers { messages: [{ id }] } on acceptance, { error: { message, code } } else.
 */
export class MetaWhatsAppSender implements WhatsAppSender {
  readonly name = 'meta';
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: MetaOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch;
  }

  async sendTemplate(message: WhatsAppTemplateMessage): Promise<void> {
    const url = new URL(
      `/${encodeURIComponent(this.opts.apiVersion)}/${encodeURIComponent(this.opts.phoneNumberId)}/messages`,
      this.opts.baseUrl,
    );
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: [{ type: 'body', parameters: message.bodyParameters.map((text) => ({ type: 'text', text })) }],
      },
    };
    let res: Response;
    try {
      res = await this.fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.opts.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new WhatsAppDeliveryError('WhatsApp Cloud API could not be reached', { cause: err });
    }
    const answer = (await res.json().catch(() => null)) as {
      messages?: Array<{ id: string }>;
      error?: { message?: string; code?: number };
    } | null;
    if (!res.ok || !answer?.messages?.length) {
      const why = answer?.error ? `${answer.error.code ?? ''} ${answer.error.message ?? ''}`.trim() : 'no message id';
      throw new WhatsAppDeliveryError(`WhatsApp Cloud API refused the message (${res.status}): ${why}`);
    }
  }
}
