import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ConsoleWhatsAppSender } from './console-whatsapp-sender.ts';
import { createWhatsAppSender } from './create-whatsapp-sender.ts';
import { MetaWhatsAppSender } from './meta-whatsapp-sender.ts';
import { WhatsAppDeliveryError } from './whatsapp-sender.ts';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const message = {
  to: '+919876543210',
  template: 'order_shipped',
  language: 'en',
  bodyParameters: ['SH7K2M9QXD4T', 'Your order SH7K2M9QXD4T is on its way.'],
};

describe('Meta WhatsApp Cloud API sender', () => {
  const make = (fetchImpl: typeof fetch) =>
    new MetaWhatsAppSender({
      accessToken: 'EAAG-secret-token',
      phoneNumberId: '109876543210987',
      apiVersion: 'v21.0',
      baseUrl: 'https://graph.facebook.com',
      fetch: fetchImpl,
    });

  it('posts a template message to /{version}/{phone-number-id}/messages with the token as a Bearer header', async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      reply(200, { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgM' }] }),
    );
    await make(fetchMock as unknown as typeof fetch).sendTemplate(message);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://graph.facebook.com/v21.0/109876543210987/messages');
    expect(String(url)).not.toContain('EAAG-secret-token');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer EAAG-secret-token');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'SH7K2M9QXD4T' },
              { type: 'text', text: 'Your order SH7K2M9QXD4T is on its way.' },
            ],
          },
        ],
      },
    });
  });

  it("fails on Meta's error answer, a non-2xx status, or no answer at all", async () => {
    await expect(
      make((async () =>
        reply(400, {
          error: { message: 'Template name does not exist in the translation', code: 132001 },
        })) as typeof fetch).sendTemplate(message),
    ).rejects.toThrow(/400.*132001/);
    await expect(make((async () => reply(200, {})) as typeof fetch).sendTemplate(message)).rejects.toBeInstanceOf(
      WhatsAppDeliveryError,
    );
    await expect(
      make((async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch).sendTemplate(message),
    ).rejects.toBeInstanceOf(WhatsAppDeliveryError);
  });
});

describe('console sender and factory', () => {
  it('logs the message and keeps it readable', async () => {
    const info = vi.fn();
    const sender = new ConsoleWhatsAppSender({ info } as never);
    await sender.sendTemplate(message);
    expect(info).toHaveBeenCalledWith(
      'WhatsApp to +919876543210: order_shipped (en) ["SH7K2M9QXD4T","Your order SH7K2M9QXD4T is on its way."]',
    );
    expect(sender.sent).toEqual([message]);
  });

  it('builds the configured sender and refuses meta without its token and phone number id', () => {
    const log = { info: () => {} } as never;
    expect(createWhatsAppSender(loadConfig({}), log).name).toBe('console');
    expect(() => createWhatsAppSender(loadConfig({ WHATSAPP_PROVIDER: 'meta' }), log)).toThrow(/WHATSAPP_ACCESS_TOKEN/);
    expect(
      createWhatsAppSender(
        loadConfig({ WHATSAPP_PROVIDER: 'meta', WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' }),
        log,
      ).name,
    ).toBe('meta');
  });
});
