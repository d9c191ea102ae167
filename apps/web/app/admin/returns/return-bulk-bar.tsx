import type { BulkReturnAction, ReturnQueueRow } from '@shringar/contracts/admin-returns';
import { Ban, Check, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { BULK_RETURN_TITLES, ReturnBulkForm } from './return-bulk-form';

const ACTIONS = [
  { action: 'approve', label: 'Approve', icon: Check },
  { action: 'receive', label: 'Mark received', icon: PackageCheck },
  { action: 'reject', label: 'Reject', icon: Ban },
] as const;

/**
 * The bar that follows the returns list while returns are selected, as on the orders list: how many, the three
 * decisions, and Clear. Each decision opens its form over the list.
 */
export function ReturnBulkBar({ returns, onClear }: { returns: ReturnQueueRow[]; onClear: () => void }) {
  const [open, setOpen] = useState<BulkReturnAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const count = returns.length;
  const close = () => {
    setOpen(null);
    void revalidator.revalidate();
  };
  return (
    <>
      <section
        aria-label="Bulk actions"
        className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-2 rounded-xl border border-gray-300 bg-white p-3 shadow-lg"
      >
        <p aria-live="polite" className="mr-auto text-sm font-semibold text-gray-900" data-testid="selected-count">
          {count === 0 ? (done ?? 'No returns selected') : `${count} ${count === 1 ? 'return' : 'returns'} selected`}
        </p>
        {count > 0 && (
          <>
            {ACTIONS.map(({ action, label, icon: Icon }) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'reject' ? 'secondary' : 'primary'}
                onClick={() => setOpen(action)}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear selection
            </Button>
          </>
        )}
      </section>
      {open && (
        <Dialog open title={`${BULK_RETURN_TITLES[open]}: ${count}`} onClose={close}>
          <ReturnBulkForm
            action={open}
            returns={returns}
            onDone={(message) => {
              setOpen(null);
              setDone(message);
              onClear();
              void revalidator.revalidate();
            }}
          />
        </Dialog>
      )}
    </>
  );
}
