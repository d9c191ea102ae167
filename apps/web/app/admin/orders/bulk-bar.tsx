import type { AdminOrderRow } from '@shringar/contracts/admin';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { ORDER_BULK_ACTIONS, type BulkAction } from './bulk-actions';

/**
 * The bar that follows the list while orders are selected: how many (announced politely as it changes), each
 * bulk action, and Clear. It stays in reach at the bottom of the screen however long the list scrolls.
 */
export function BulkBar({ orders, onClear }: { orders: AdminOrderRow[]; onClear: () => void }) {
  const [open, setOpen] = useState<Extract<BulkAction, { kind: 'dialog' }> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const ids = orders.map((o) => o.id);
  const count = orders.length;
  // Closed with Escape after the changes ran, the list still shows them.
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
          {count === 0 ? (done ?? 'No orders selected') : `${count} ${count === 1 ? 'order' : 'orders'} selected`}
        </p>
        {count > 0 && (
          <>
            {ORDER_BULK_ACTIONS.map((action) => {
              const Icon = action.icon;
              const content = (
                <>
                  <Icon aria-hidden="true" className="size-4" />
                  {action.label}
                </>
              );
              if (action.kind === 'dialog')
                return (
                  <Button key={action.id} size="sm" onClick={() => setOpen(action)}>
                    {content}
                  </Button>
                );
              if (action.kind === 'link')
                return (
                  <Link key={action.id} to={action.to(ids)} className={buttonClass('secondary', 'sm')}>
                    {content}
                  </Link>
                );
              return (
                <a key={action.id} href={action.href(ids)} download className={buttonClass('secondary', 'sm')}>
                  {content}
                </a>
              );
            })}
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear selection
            </Button>
          </>
        )}
      </section>
      {open && (
        <Dialog open title={`${open.title}: ${count} ${count === 1 ? 'order' : 'orders'}`} onClose={close}>
          <open.Form
            orders={orders}
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
