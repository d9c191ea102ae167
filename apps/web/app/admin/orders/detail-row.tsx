import type { ReactNode } from 'react';

/** One label–value line of an order page's description lists (the order's facts, its shipment). */
export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-gray-700">{label}</dt>
      <dd className="text-right text-gray-900">{value}</dd>
    </div>
  );
}
