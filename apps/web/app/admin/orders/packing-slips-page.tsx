import type { AdminOrderView } from '@shringar/contracts/admin';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { adminPaths } from '../kit/admin-paths';
import { PackingSlipPage } from './packing-slip-page';

/**
 * The selected orders' packing slips, one sheet each (the single slip's own layout), printed together: the
 * browser's Print (or Save as PDF) makes one document with a page per order.
 */
export function PackingSlipsPage({ views, missing }: { views: AdminOrderView[]; missing: string[] }) {
  return (
    <div className="flex flex-col gap-6 print:gap-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={adminPaths.orders} className="text-sm text-brand-700 hover:underline">
          ← Back to orders
        </Link>
        <h1 className="text-xl font-semibold text-gray-900">
          {views.length} packing {views.length === 1 ? 'slip' : 'slips'}
        </h1>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print all
        </Button>
      </div>
      {missing.length > 0 && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 print:hidden">
          Not found: {missing.join(', ')}
        </p>
      )}
      {views.map((view) => (
        <div key={view.order.id} className="break-after-page print:break-inside-avoid" data-testid="packing-slip">
          <PackingSlipPage view={view} controls={false} />
        </div>
      ))}
    </div>
  );
}
