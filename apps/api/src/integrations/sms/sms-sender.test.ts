import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ConsoleSmsSender } from './console-sms-sender.ts';
import { createSmsSender } from './create-sms-sender.ts';
import { Msg91SmsSender } from './msg91-sms-sender.ts';
import { SmsDeliveryError } from './sms-sender.ts';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('msg91 sender', () => {
  const make = (fetchImpl: typeof fetch) =>
    new Msg91SmsSender({
      authKey: 'auth-key-123',
      templateId: 'tmpl-dlt-456',
      baseUrl: 'https://control.msg91.com',
      fetch: fetchImpl,
    });

  it('posts to SendOTP v5 with the template, the number without +, our code, and the key in a header', async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      reply(200, { type: 'success', request_id: 'r1' }),
    );
    await make(fetchMock as unknown as typeof fetch).sendOtp('+919876543210', '0427', { expiresInMinutes: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    const u = new URL(String(url));
    expect(`${u.origin}${u.pathname}`).toBe('https://control.msg91.com/api/v5/otp');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      template_id: 'tmpl-dlt-456',
      mobile: '919876543210',
      otp: '0427',
      otp_length: '4',
      otp_expiry: '5',
    });
    expect(u.search).not.toContain('auth-key-123');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authkey).toBe('auth-key-123');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('sends an order update through the Flow API with the order template and the text as `message`', async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      reply(200, { type: 'success', message: 'queued' }),
    );
    const sender = new Msg91SmsSender({
      authKey: 'auth-key-123',
      templateId: 'tmpl-dlt-456',
      orderTemplateId: 'tmpl-order-789',
      baseUrl: 'https://control.msg91.com',
      fetch: fetchMock as unknown as typeof fetch,
    });
    expect(sender.sendsText).toBe(true);
    await sender.sendText('+919876543210', 'Shringar: your order SH7K2M9QXD4T has shipped.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://control.msg91.com/api/v5/flow');
    expect(JSON.parse(String(init?.body))).toEqual({
      template_id: 'tmpl-order-789',
      recipients: [{ mobiles: '919876543210', message: 'Shringar: your order SH7K2M9QXD4T has shipped.' }],
    });
    expect((init?.headers as Record<string, string>).authkey).toBe('auth-key-123');
  });

  it('without an order template it sends no order updates', async () => {
    const sender = make((async () => reply(200, { type: 'success' })) as typeof fetch);
    expect(sender.sendsText).toBe(false);
    await expect(sender.sendText('+919876543210', 'hello')).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('fails when MSG91 answers an error, a non-2xx status, or cannot be reached', async () => {
    await expect(
      make((async () => reply(200, { type: 'error', message: 'Invalid template' })) as typeof fetch).sendOtp(
        '+919876543210',
        '1234',
        { expiresInMinutes: 5 },
      ),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(
      make((async () => reply(401, { type: 'error', message: 'Unauthorized' })) as typeof fetch).sendOtp(
        '+919876543210',
        '1234',
        { expiresInMinutes: 5 },
      ),
    ).rejects.toThrow(/401/);
    await expect(
      make((async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch).sendOtp('+919876543210', '1234', { expiresInMinutes: 5 }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

describe('console sender and factory', () => {
  it('logs exactly "OTP for +91XXXXXXXXXX: NNNN"', async () => {
    const info = vi.fn();
    await new ConsoleSmsSender({ info } as never).sendOtp('+919876543210', '4821');
    expect(info).toHaveBeenCalledWith('OTP for +919876543210: 4821');
  });

  it('builds the configured sender and refuses msg91 without its key and template', () => {
    const log = { info: () => {} } as never;
    expect(createSmsSender(loadConfig({}), log).name).toBe('console');
    expect(() => createSmsSender(loadConfig({ SMS_PROVIDER: 'msg91' }), log)).toThrow(/MSG91_AUTH_KEY/);
    expect(
      createSmsSender(loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' }), log).name,
    ).toBe('msg91');
  });
});
