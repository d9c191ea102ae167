import { adminCancelShipment, adminCreateShipment, adminRequestPickup } from '@shringar/contracts/endpoints/shipping';
import { formatRupees } from '@shringar/contracts/money';
import { type OrderShipmentAnswer, SHIPMENT_STATUS_LABELS, type Shipment } from '@shringar/contracts/shipping';
import { Download, Truck, X } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { FormAlert } from '../kit/form-alert';
import { fieldError, formError } from '../kit/form-errors';
import { formatAdminTime } from '../kit/format-time';
import { TextField } from '../kit/text-field';
import { useAction } from '../kit/use-action';
import { useFormSubmit } from '../kit/use-form-submit';
import { DetailRow } from './detail-row';

const SIZE_FIELDS = [
  ['weightGrams', 'Weight (g)'],
  ['lengthCm', 'Length (cm)'],
  ['breadthCm', 'Breadth (cm)'],
  ['heightCm', 'Height (cm)'],
] as const;

export const labelPath = (orderId: string) => `/api/v4/admin/orders/${encodeURIComponent(orderId)}/shipment/label.pdf`;

/**
 * The order's parcel with the courier: book it (AWB and label, its size filled in from the variants), download the
 * label, ask for pickup, cancel it while it is still at the store, and the courier's scans as they arrive.
 */
export function ShipmentPanel({
  orderId,
  shipping,
  canManage,
  onChanged,
}: {
  orderId: string;
  shipping: OrderShipmentAnswer;
  canManage: boolean;
  onChanged(message: string): void;
}) {
  const { shipment } = shipping;
  return (
    <section aria-labelledby="shipment-heading" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="shipment-heading" className="font-semibold text-gray-900">
        Shipment
      </h2>
      {shipment ? (
        <ShipmentDetails orderId={orderId} shipment={shipment} canManage={canManage} onChanged={onChanged} />
      ) : canManage && shipping.canCreate ? (
        <CreateShipmentForm orderId={orderId} shipping={shipping} onChanged={onChanged} />
      ) : (
        <p className="mt-2 text-sm text-gray-700">
          {shipping.canCreate
            ? 'No parcel booked yet.'
            : 'A parcel is booked with the courier once the order is placed, until it ships.'}
        </p>
      )}
      {shipping.cancelled.length > 0 && (
        <p className="mt-3 text-xs text-gray-600">
          Cancelled before: {shipping.cancelled.map((s) => `AWB ${s.awb}`).join(', ')}
        </p>
      )}
    </section>
  );
}

function CreateShipmentForm({
  orderId,
  shipping,
  onChanged,
}: {
  orderId: string;
  shipping: OrderShipmentAnswer;
  onChanged(message: string): void;
}) {
  const submit = useFormSubmit(async (form) => {
    // A blank field is left out, so the server names it as required in the form's words.
    const body = Object.fromEntries(
      SIZE_FIELDS.flatMap(([name]) => {
        const value = String(form.get(name) ?? '').trim();
        return value ? [[name, Number(value)]] : [];
      }),
    );
    const booked = await adminCall(adminCreateShipment, {
      params: { id: orderId },
      body: body as { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number },
    });
    onChanged(`AWB ${booked.awb} booked with ${booked.courierName}. Download the label and request pickup.`);
  });
  const missing = SIZE_FIELDS.some(([name]) => shipping.suggestedParcel[name] === null);
  return (
    <form className="mt-2 flex flex-col gap-3" onSubmit={submit.onSubmit} noValidate>
      <p className="text-sm text-gray-700">
        {missing
          ? 'Some variants have no packed weight or size: fill in the parcel.'
          : 'The parcel’s size, from its variants. Change it if it is packed differently.'}
      </p>
      <div className="grid grid-cols-2 gap-3">
        {SIZE_FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            name={name}
            label={label}
            inputMode="numeric"
            required
            defaultValue={shipping.suggestedParcel[name] ?? ''}
            error={fieldError(submit.error, name)}
          />
        ))}
      </div>
      <FormAlert
        message={formError(
          submit.error,
          SIZE_FIELDS.map(([name]) => name),
        )}
      />
      <Button type="submit" disabled={submit.busy} className="self-start">
        <Truck aria-hidden="true" className="size-4" />
        {submit.busy ? 'Booking…' : 'Create shipment'}
      </Button>
    </form>
  );
}

function ShipmentDetails({
  orderId,
  shipment,
  canManage,
  onChanged,
}: {
  orderId: string;
  shipment: Shipment;
  canManage: boolean;
  onChanged(message: string): void;
}) {
  const action = useAction();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const atStore = shipment.status === 'CREATED' || shipment.status === 'PICKUP_REQUESTED';
  const pickup = () =>
    action.run(async () => {
      const answer = await adminCall(adminRequestPickup, { params: { id: orderId } });
      onChanged(`Pickup requested for AWB ${answer.awb}.`);
    });
  const cancel = () =>
    action.run(async () => {
      const answer = await adminCall(adminCancelShipment, { params: { id: orderId } });
      setConfirmCancel(false);
      onChanged(`AWB ${answer.awb} cancelled with the courier.`);
    });
  return (
    <div className="mt-2 flex flex-col gap-3 text-sm">
      <dl>
        <DetailRow label="AWB" value={<span className="font-mono">{shipment.awb}</span>} />
        <DetailRow label="Courier" value={shipment.courierName} />
        <DetailRow label="Parcel status" value={<strong>{SHIPMENT_STATUS_LABELS[shipment.status]}</strong>} />
        <DetailRow
          label="Cash to collect"
          value={shipment.codAmount > 0 ? formatRupees(shipment.codAmount) : 'Prepaid'}
        />
        <DetailRow
          label="Parcel"
          value={`${shipment.weightGrams} g · ${shipment.lengthCm} × ${shipment.breadthCm} × ${shipment.heightCm} cm`}
        />
        {shipment.pickupRequestedAt && (
          <DetailRow label="Pickup requested" value={formatAdminTime(shipment.pickupRequestedAt)} />
        )}
        {shipment.expectedDeliveryDate && <DetailRow label="Expected delivery" value={shipment.expectedDeliveryDate} />}
      </dl>
      <div className="flex flex-wrap gap-2">
        <a href={labelPath(orderId)} className={buttonClass('secondary', 'sm')} target="_blank" rel="noreferrer">
          <Download aria-hidden="true" className="size-4" />
          Download label
        </a>
        {canManage && shipment.status === 'CREATED' && (
          <Button size="sm" onClick={() => void pickup()} disabled={action.busy}>
            <Truck aria-hidden="true" className="size-4" />
            Request pickup
          </Button>
        )}
        {canManage && atStore && !confirmCancel && (
          <Button size="sm" variant="secondary" onClick={() => setConfirmCancel(true)} disabled={action.busy}>
            <X aria-hidden="true" className="size-4" />
            Cancel shipment
          </Button>
        )}
      </div>
      {confirmCancel && (
        <div role="group" aria-label="Confirm cancelling the shipment" className="rounded-lg bg-amber-50 p-3">
          <p className="text-amber-900">Cancel AWB {shipment.awb} with the courier? The label stops being valid.</p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="danger" onClick={() => void cancel()} disabled={action.busy}>
              Yes, cancel AWB {shipment.awb}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirmCancel(false)}>
              Keep it
            </Button>
          </div>
        </div>
      )}
      <FormAlert message={formError(action.error, [])} />
      <h3 className="font-medium text-gray-900">Courier scans</h3>
      {shipment.scans.length === 0 ? (
        <p className="text-gray-700">No scans yet: they appear as the courier sends them.</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="courier-scans">
          {shipment.scans.map((s, i) => (
            <li key={`${s.scannedAt}-${i}`} className="border-l-2 border-brand-200 pl-3">
              <span className="font-medium text-gray-900">{SHIPMENT_STATUS_LABELS[s.status]}</span>{' '}
              <span className="text-gray-700">{formatAdminTime(s.scannedAt)}</span>
              <span className="block text-gray-800">
                {s.description}
                {s.location && ` · ${s.location}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
