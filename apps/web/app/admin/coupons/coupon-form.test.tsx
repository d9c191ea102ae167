import type { AdminCoupon } from '@shringar/contracts/admin-coupons';
import type { Versioned } from '@shringar/contracts/record-version';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, choose, click, field, renderRoute } from '../kit/testing/render-route';
import { CouponForm } from './coupon-form';

/** Answers every fetch with this JSON envelope, recording what was asked. */
function answer(data: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const coupon: Versioned<AdminCoupon> = {
  id: 7,
  version: 'v3',
  code: 'DIWALI10',
  description: 'Ten percent off for Diwali',
  kind: 'PERCENT',
  value: 10,
  minOrder: 499,
  maxDiscount: 200,
  startsOn: '2026-11-01',
  endsOn: null,
  usageLimit: null,
  perUserLimit: 1,
  firstOrderOnly: false,
  isActive: true,
  usedCount: 12,
  state: 'live',
};

let view: Awaited<ReturnType<typeof renderRoute>> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
});

describe('CouponForm', () => {
  it('adds a coupon: numbers as numbers, an empty limit as none, then a fresh form', async () => {
    const fetchMock = answer({ ...coupon, id: 8 });
    const onSaved = vi.fn();
    view = await renderRoute(
      '/',
      () => null,
      () => <CouponForm editing={null} onSaved={onSaved} />,
    );
    const { container } = view;
    expect(container.querySelector('h2')!.textContent).toBe('Add a coupon');
    field(container, 'Code').value = 'FLAT100';
    field(container, 'Description').value = 'Rupees 100 off';
    await choose(field<HTMLSelectElement>(container, 'Type'), 'FLAT');
    field(container, 'Amount off (₹)').value = '100';
    field(container, 'Minimum order (₹)').value = '999';
    await click(button(container, 'Add'));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v4/admin/coupons');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      code: 'FLAT100',
      description: 'Rupees 100 off',
      kind: 'FLAT',
      value: 100,
      minOrder: 999,
      maxDiscount: null,
      endsOn: null,
      usageLimit: null,
      perUserLimit: null,
      firstOrderOnly: false,
      isActive: true,
    });
    expect(onSaved).toHaveBeenCalled();
    // The next coupon starts afresh: empty code, percent off again.
    expect(field(container, 'Code').value).toBe('');
    expect(field<HTMLSelectElement>(container, 'Type').value).toBe('PERCENT');
    field(container, 'Percent off');
  });

  it('edits a coupon against the version it read', async () => {
    const fetchMock = answer({ ...coupon, version: 'v4' });
    view = await renderRoute(
      '/?edit=7',
      () => null,
      () => <CouponForm editing={coupon} onSaved={() => {}} />,
    );
    const { container } = view;
    expect(container.querySelector('h2')!.textContent).toBe('Edit DIWALI10');
    expect(field(container, 'Maximum discount (₹)').value).toBe('200');
    expect(container.textContent).toContain('Used 12 times so far; empty: no limit');
    await click(button(container, 'Save changes'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v4/admin/coupons/7');
    expect((init?.headers as Record<string, string>)['If-Match']).toBe('"v3"');
    expect(view.search()).toBe('');
  });

  it('shows the server’s refusal beside the field it names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              message: 'Code is already used by another coupon.',
              code: 'COUPON_CODE_TAKEN',
              errors: [{ field: 'code', message: 'Code is already used by another coupon.' }],
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    view = await renderRoute(
      '/',
      () => null,
      () => <CouponForm editing={null} onSaved={() => {}} />,
    );
    const { container } = view;
    await click(button(container, 'Add'));
    const code = field(container, 'Code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('Code is already used by another coupon.');
  });
});
