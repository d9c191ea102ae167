import { SmsDeliveryError, type SmsSender } from './sms-sender.ts';

type Msg91Options = {
  authKey: string;
  /** The DLT-registered OTP template on MSG91 (its text holds ##OTP##). */
  templateId: string;
  /** A DLT-registered Hindi OTP template (Unicode, with ##OTP##) for sign-ins on /hi; none: the English one. */
  templateIdHindi?: string | undefined;
  /** A DLT-registered Flow template for order updates with one variable, `message`; none: no order SMS. */
  orderTemplateId?: string | undefined;
  /** A DLT-registered Unicode Flow template for order updates in Hindi; none: the English one carries them. */
  orderTemplateIdHindi?: string | undefined;
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * MSG91's SendOTP v5 API with our own code (we generate and verify codes ourselves, so MSG91 only delivers):
 * POST {base}/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=NNNN&otp_expiry=5 with the auth key in the
 * `authkey` header (never in the URL, where proxies would log it). MSG91 answers { type: 'success' | 'error' }.
 */
export class Msg91SmsSender implements SmsSender {
  readonly name = 'msg91';
  private readonly fetch: typeof fetch;

  readonly sendsText: boolean;

  constructor(private readonly opts: Msg91Options) {
    this.fetch = opts.fetch ?? globalThis.fetch;
    this.sendsText = Boolean(opts.orderTemplateId);
  }

  /**
   * An order update through MSG91's Flow API: POST {base}/api/v5/flow with the template (a Hindi text: the
   * Hindi template when set) and the text as its `message` variable.
   */
  async sendText(phone: string, text: string, opts?: { locale?: 'en' | 'hi' }): Promise<void> {
    if (!this.opts.orderTemplateId) throw new SmsDeliveryError('MSG91_ORDER_TEMPLATE_ID is not set');
    const body = {
      template_id: (opts?.locale === 'hi' && this.opts.orderTemplateIdHindi) || this.opts.orderTemplateId,
      recipients: [{ mobiles: phone.replace(/^\+/, ''), message: text }],
    };
    await this.post(new URL('/api/v5/flow', this.opts.baseUrl), body, 'the order update');
  }

  async sendOtp(
    phone: string,
    code: string,
    { expiresInMinutes, locale }: { expiresInMinutes: number; locale?: 'en' | 'hi' },
  ): Promise<void> {
    const url = new URL('/api/v5/otp', this.opts.baseUrl);
    const template = (locale === 'hi' && this.opts.templateIdHindi) || this.opts.templateId;
    url.searchParams.set('template_id', template);
    url.searchParams.set('mobile', phone.replace(/^\+/, ''));
    url.searchParams.set('otp', code);
    url.searchParams.set('otp_length', String(code.length));
    url.searchParams.set('otp_expiry', String(expiresInMinutes));
    await this.post(url, {}, 'the OTP');
  }

  private async post(url: URL, payload: object, what: string): Promise<void> {
    let res: Response;
    try {
      res = await this.fetch(url, {
        method: 'POST',
        headers: { authkey: this.opts.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new SmsDeliveryError('MSG91 could not be reached', { cause: err });
    }
    const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!res.ok || body?.type !== 'success') {
      throw new SmsDeliveryError(`MSG91 refused ${what} (${res.status}): ${body?.message ?? 'no message'}`);
    }
  }
}
