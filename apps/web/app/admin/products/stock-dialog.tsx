import {
  STOCK_ADJUSTMENT_MAX,
  STOCK_MOVEMENT_LABELS,
  stockAdjustmentBody,
  type StockHistoryPage,
  type StockMovementView,
} from '@shringar/contracts/admin-stock';
import { adminAdjustStock, adminStockHistory } from '@shringar/contracts/endpoints/admin-stock';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { adminCall, AdminError } from '../kit/api/admin-request';
import { formatAdminTime } from '../kit/format-time';
import { TextField } from '../kit/text-field';

const PAGE = 20;

const signed = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

/** Who moved the stock, as staff read it: 'staff:Asha' → 'Asha'. */
const who = (actor: string) =>
  actor === 'customer' ? 'Shopper' : actor === 'system' ? 'Store' : actor.replace(/^(staff|operator):/, '');

function MovementRow({ m }: { m: StockMovementView }) {
  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-x-3 gap-y-0.5 border-b border-gray-100 py-2 last:border-b-0 sm:grid-cols-[4.5rem_1fr_5rem]">
      <span className={`font-semibold tabular-nums ${m.delta < 0 ? 'text-red-700' : 'text-green-800'}`}>
        {signed(m.delta)}
      </span>
      <span className="text-sm text-gray-900">
        <span className="font-medium">{STOCK_MOVEMENT_LABELS[m.kind]}</span>
        {m.reason !== STOCK_MOVEMENT_LABELS[m.kind] && <span className="text-gray-700"> · {m.reason}</span>}
      </span>
      <span className="col-start-2 text-sm tabular-nums text-gray-700 sm:col-start-3 sm:row-start-1 sm:text-right">
        Balance {m.balance}
      </span>
      <span className="col-start-2 text-xs text-gray-600 sm:col-end-4">
        {formatAdminTime(m.createdAt)} · {who(m.actor)}
      </span>
    </li>
  );
}

/**
 * A saved variant's stock: the live count, an adjustment by units with a reason (never a typed count, so an order
 * placed while the page was open is kept), and the history of every movement, newest first.
 */
function StockPanel({ variantId, onStock }: { variantId: number; onStock(stock: number): void }) {
  const id = useId();
  const [history, setHistory] = useState<StockHistoryPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [units, setUnits] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; reason?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function load(page: number) {
    try {
      const next = await adminCall(adminStockHistory, {
        params: { id: String(variantId) },
        query: { page: String(page), itemsPerPage: String(PAGE) },
      });
      setHistory((h) => (page > 1 && h ? { ...next, items: [...h.items, ...next.items] } : next));
      onStock(next.stock);
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof AdminError ? error.message : 'The history could not be loaded.');
    }
  }

  useEffect(() => {
    void load(1);
    // Loaded once per opening; later pages are asked for by the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variantId]);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog sits in the product form's React tree: its submit must not save the product.
    event.stopPropagation();
    setDone(null);
    const count = units.trim() === '' ? Number.NaN : Number(units.trim());
    const checked = stockAdjustmentBody.safeParse({ delta: direction === 'add' ? count : -count, reason });
    const next: typeof errors = {};
    // Units are typed as a count; the direction gives the sign.
    if (!Number.isInteger(count) || count <= 0) next.delta = 'Units must be a whole number more than 0';
    else if (count > STOCK_ADJUSTMENT_MAX) next.delta = `Units must be at most ${STOCK_ADJUSTMENT_MAX}`;
    for (const issue of checked.success ? [] : checked.error.issues)
      if (issue.path[0] === 'reason') next.reason ??= issue.message;
    if (!checked.success || next.delta || next.reason) {
      setErrors(next);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await adminCall(adminAdjustStock, { params: { id: String(variantId) }, body: checked.data });
      setDone(`Stock ${signed(checked.data.delta)}: now ${answer.stock}.`);
      setUnits('');
      setReason('');
      await load(1);
    } catch (error) {
      if (error instanceof AdminError) {
        const field = error.fieldErrors[0]?.field === 'reason' ? 'reason' : error.fieldErrors.length ? 'delta' : 'form';
        setErrors({ [field]: error.fieldErrors[0]?.message ?? error.message });
      } else setErrors({ form: 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-base text-gray-900" aria-live="polite">
        In stock now: <strong className="tabular-nums">{history ? history.stock : '…'}</strong>
      </p>
      <form onSubmit={(e) => void apply(e)} noValidate className="flex flex-col gap-3" aria-labelledby={`${id}-adjust`}>
        <h3 id={`${id}-adjust`} className="text-base font-semibold text-gray-900">
          Adjust stock
        </h3>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">Change</legend>
          {(['add', 'take'] as const).map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name={`${id}-direction`}
                checked={direction === d}
                onChange={() => setDirection(d)}
                className="size-4"
              />
              {d === 'add' ? 'Add units' : 'Take units away'}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
          <TextField
            label="Units"
            inputMode="numeric"
            value={units}
            onChange={(e) => setUnits(e.target.value)}
            error={errors.delta}
          />
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
            hint={direction === 'add' ? 'e.g. received from supplier' : 'e.g. damaged, lost, stock-take'}
          />
        </div>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Applying…' : 'Apply'}
          </Button>
          <p aria-live="polite" className="text-sm text-green-800">
            {done}
          </p>
        </div>
      </form>

      <section aria-labelledby={`${id}-history`} className="flex flex-col gap-2">
        <h3 id={`${id}-history`} className="text-base font-semibold text-gray-900">
          History
        </h3>
        {loadError && (
          <p role="alert" className="text-sm text-red-700">
            {loadError}
          </p>
        )}
        {history && (
          <>
            <p className="text-xs text-gray-600">Newest first. The stock is the sum of these movements.</p>
            <ol className="flex flex-col" data-testid="stock-history">
              {history.items.map((m) => (
                <MovementRow key={m.id} m={m} />
              ))}
            </ol>
            {history.pagination.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => void load(history.pagination.currentPage + 1)}
              >
                Show older movements
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/**
 * The stock line of a saved variant in the product form: the count is read-only (a product save never writes
 * stock) and 'Adjust stock' opens the variant's ledger.
 */
export function VariantStock({
  variantId,
  title,
  stock,
  onStock,
}: {
  variantId: number;
  title: string;
  stock: string;
  onStock(stock: number): void;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-gray-800">Stock</span>
      <div className="flex h-10 items-center gap-3">
        <span className="tabular-nums text-gray-900" data-testid="variant-stock">
          {stock}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
        >
          Adjust stock<span className="sr-only"> of {title}</span>
        </Button>
      </div>
      {/* Rendered in the body: the adjustment's form cannot sit inside the product's form. */}
      {mounted &&
        createPortal(
          <Dialog open={open} onClose={() => setOpen(false)} title={`Stock of ${title}`} placement="right">
            {open && <StockPanel variantId={variantId} onStock={onStock} />}
          </Dialog>,
          document.body,
        )}
    </div>
  );
}
