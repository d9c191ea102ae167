import type { OrderShipmentAnswer, Shipment } from '@shringar/contracts/shipping';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, renderRoute } from '../kit/testing/render-route';
import { ShipmentPanel } from './shipment-panel';

/** Answers every fetch with this JSON envelope, recording what was asked. */
function answer(data: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const shipment: Shipment = {
  id: 1,
  orderId: 'SH7K2M9QXD4T',
  provider: 'simulator',
  awb: 'SIM4821730956',
  courierName: 'Shringar Simulated Courier',
  status: 'CREATED',
  weightGrams: 400,
  lengthCm: 12,
  breadthCm: 10,
  heightCm: 8,
  codAmount: 749,
  expectedDeliveryDate: null,
  pickupRequestedAt: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  scans: [],
};

const unbooked: OrderShipmentAnswer = {
  shipment: null,
  cancelled: [],
  suggestedParcel: { weightGrams: 400, lengthCm: 12, breadthCm: 10, heightCm: null },
  canCreate: true,
  provider: 'simulator',
};

let view: Awaited<ReturnType<typeof renderRoute>> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
});

describe('shipment panel', () => {
  it('fills the parcel from the variants, leaves an unknown figure for staff, and books with what is typed', async () => {
    const onChanged = vi.fn();
    view = await renderRoute(
      '/',
      () => unbooked,
      (data) => <ShipmentPanel orderId="SH7K2M9QXD4T" shipping={data} canManage onChanged={onChanged} />,
    );
    expect(field(view.container, 'Weight (g)').value).toBe('400');
    expect(field(view.container, 'Height (cm)').value).toBe('');
    const fetchMock = answer(shipment);
    field(view.container, 'Height (cm)').value = '8';
    await click(button(view.container, 'Create shipment'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/v4/admin/orders/SH7K2M9QXD4T/shipment');
    expect(JSON.parse(String(init?.body))).toEqual({ weightGrams: 400, lengthCm: 12, breadthCm: 10, heightCm: 8 });
    expect(onChanged).toHaveBeenCalledWith(
      'AWB SIM4821730956 booked with Shringar Simulated Courier. Download the label and request pickup.',
    );
  });

  it('a booked parcel offers its label, pickup and a cancel that asks first', async () => {
    view = await renderRoute(
      '/',
      () => ({ ...unbooked, shipment, canCreate: false }),
      (data) => <ShipmentPanel orderId="SH7K2M9QXD4T" shipping={data} canManage onChanged={() => {}} />,
    );
    expect(button(view.container, 'Download label').getAttribute('href')).toBe(
      '/api/v4/admin/orders/SH7K2M9QXD4T/shipment/label.pdf',
    );
    expect(view.container.textContent).toContain('₹749');
    const fetchMock = answer({ ...shipment, status: 'CANCELLED' });
    await click(button(view.container, 'Cancel shipment'));
    expect(fetchMock).not.toHaveBeenCalled();
    await click(button(view.container, 'Yes, cancel AWB SIM4821730956'));
    expect(fetchMock.mock.calls[0]![0]).toContain('/shipment/cancel');
  });
});
