import { adminCourierSimulatorAdvance } from '@shringar/contracts/endpoints/shipping';
import { formatRupees } from '@shringar/contracts/money';
import {
  type CourierSimulatorStep,
  SHIPMENT_STATUS_LABELS,
  SIMULATOR_STEP_LABELS,
  type simulatorParcelsAnswer,
} from '@shringar/contracts/shipping';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Button } from '~/ui/button';
import { adminPaths } from '../kit/admin-paths';
import { adminCall } from '../kit/api/admin-request';
import { FormAlert } from '../kit/form-alert';
import { formError } from '../kit/form-errors';
import { formatAdminTime } from '../kit/format-time';
import { DataTable } from '../kit/table/data-table';
import { useAction } from '../kit/use-action';

type Parcels = z.infer<typeof simulatorParcelsAnswer>;

/**
 * The offline courier's side: its parcels, each with the steps it may take next. A step sends the store the
 * signed tracking webhook a courier would, so the order and the shopper's timeline move as they will with a
 * real courier.
 */
export function CourierSimulatorPage({ data }: { data: Parcels }) {
  const revalidator = useRevalidator();
  const action = useAction();
  const [notice, setNotice] = useState<string | null>(null);
  const advance = (awb: string, step: CourierSimulatorStep) =>
    action.run(async () => {
      const answer = await adminCall(adminCourierSimulatorAdvance, { params: { awb }, body: { step } });
      // The list is read again first, so the notice never stands beside a row still showing the old step.
      await revalidator.revalidate();
      setNotice(`AWB ${awb}: ${SIMULATOR_STEP_LABELS[step]}. The store answered: ${answer.webhook.outcome}.`);
    });
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Courier simulator</h1>
        <p className="mt-1 text-gray-700">
          {data.active
            ? 'Parcels booked with the offline courier. Move one a step to send the store its signed tracking webhook.'
            : 'The store ships with a real courier (COURIER_PROVIDER); the simulator is off.'}
        </p>
      </div>
      {notice && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {notice}
        </p>
      )}
      <FormAlert message={formError(action.error, [])} />
      {data.active && data.parcels.length === 0 && (
        <p className="text-gray-700">No parcels yet: book one from an order’s Shipment panel.</p>
      )}
      {data.active && data.parcels.length > 0 && (
        <DataTable
          caption="Simulated parcels, newest first"
          rows={data.parcels}
          rowKey={(p) => p.awb}
          rowProps={(p) => ({ 'data-awb': p.awb })}
          wide
          columns={[
            { label: 'AWB', cell: (p) => <span className="font-mono">{p.awb}</span> },
            {
              label: 'Order',
              cell: (p) => (
                <Link to={adminPaths.order(p.orderId)} className="font-mono text-brand-700 hover:underline">
                  {p.orderId}
                </Link>
              ),
            },
            { label: 'To', cell: (p) => `${p.deliveryCity} ${p.deliveryPincode}` },
            { label: 'Cash', cell: (p) => (p.codAmount > 0 ? formatRupees(p.codAmount) : 'Prepaid') },
            { label: 'Status', cell: (p) => SHIPMENT_STATUS_LABELS[p.status] },
            { label: 'Updated', cell: (p) => formatAdminTime(p.updatedAt) },
            {
              label: 'Advance',
              cell: (p) =>
                p.nextSteps.length === 0 ? (
                  <span className="text-gray-600">Final</span>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    {p.nextSteps.map((step) => (
                      <Button
                        key={step}
                        size="sm"
                        variant={step === 'RTO_DELIVERED' ? 'secondary' : 'primary'}
                        disabled={action.busy}
                        aria-label={`${SIMULATOR_STEP_LABELS[step]}: AWB ${p.awb}`}
                        onClick={() => void advance(p.awb, step)}
                      >
                        {SIMULATOR_STEP_LABELS[step]}
                      </Button>
                    ))}
                  </div>
                ),
            },
          ]}
        />
      )}
    </div>
  );
}
