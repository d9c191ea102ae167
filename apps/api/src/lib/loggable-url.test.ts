import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '../../test/databases.ts';
import { testConfig } from '../../test/test-config.ts';
import { buildApp } from '../app.ts';
import { loggableUrl } from './loggable-url.ts';

describe('URLs as logs keep them', () => {
  it('drops signatures, tokens and search texts, and masks phone numbers anywhere', () => {
    expect(loggableUrl('/api/v4/orders/SH1/invoice?expires=1795500000&sig=ab12cd34')).toBe(
      '/api/v4/orders/SH1/invoice?expires=1795500000&sig=[redacted]',
    );
    expect(loggableUrl('/api/v4/admin/orders?phone=9876543210&status=PLACED')).toBe(
      '/api/v4/admin/orders?phone=[redacted]&status=PLACED',
    );
    expect(loggableUrl('/api/v4/admin/customers?q=%2B919876543210')).toBe('/api/v4/admin/customers?q=[redacted]');
    expect(loggableUrl('/api/v4/admin/customers/9876543210/orders?note=call+919812345678')).toBe(
      '/api/v4/admin/customers/••••••••10/orders?note=call••••••••78',
    );
    expect(loggableUrl('/category/1?sort=new&page=2')).toBe('/category/1?sort=new&page=2');
    expect(loggableUrl('/product/12345678901234')).toBe('/product/12345678901234');
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase('empty');
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('never keep a signed invoice link or a phone a staff member searched for', async () => {
    await app.inject({ method: 'GET', url: '/api/v4/orders/SH7K2M9QXD4T/invoice?expires=1795500000&sig=deadbeef00' });
    await app.inject({ method: 'GET', url: '/api/v4/admin/orders?phone=9876543210' });
    await app.inject({ method: 'GET', url: '/api/v4/admin/customers/9123456780' });
    const log = lines.join('\n');
    expect(log).toContain('/api/v4/orders/SH7K2M9QXD4T/invoice?expires=1795500000&sig=[redacted]');
    expect(log).toContain('/api/v4/admin/orders?phone=[redacted]');
    expect(log).not.toContain('deadbeef00');
    expect(log).not.toContain('9876543210');
    expect(log).not.toContain('9123456780');
  });
});
