import type { ProductCsvBatch } from '@shringar/contracts/admin-product-csv';
import { adminUndoProductImport } from '@shringar/contracts/endpoints/admin-products';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { adminCall, AdminError } from '../kit/api/admin-request';
import { formatAdminTime } from '../kit/format-time';

/** One applied import, with Undo asked twice (the first click says what it does). */
function BatchRow({ batch, onChange }: { batch: ProductCsvBatch; onChange: (message: string) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function undo() {
    setBusy(true);
    setProblem(null);
    try {
      await adminCall(adminUndoProductImport, { params: { id: String(batch.batchId) } });
      setAsking(false);
      onChange(`Import ${batch.batchId} undone.`);
    } catch (error) {
      setProblem(error instanceof AdminError ? error.message : 'The import could not be undone.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-2 border-b border-gray-100 p-3 last:border-0" data-testid="import-batch">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-gray-900">
          Import {batch.batchId} · {formatAdminTime(batch.appliedAt)} · {batch.appliedBy}
        </p>
        {batch.undoneAt ? (
          <p className="text-sm text-gray-700">
            Undone {formatAdminTime(batch.undoneAt)} by {batch.undoneBy}
          </p>
        ) : (
          !asking && (
            <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
              Undo import {batch.batchId}
            </Button>
          )
        )}
      </div>
      <p className="text-sm text-gray-700">
        {batch.records} records: {batch.created} new, {batch.updated} updated, {batch.unchanged} unchanged,{' '}
        {batch.refused} refused
      </p>
      {asking && !batch.undoneAt && (
        <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <p>
            Undo puts every product this import touched back as it was before it: new products and variants are removed,
            stock moves back in the stock history. It is refused if anything changed those products since.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" disabled={busy} onClick={undo}>
              {busy ? 'Undoing…' : `Yes, undo import ${batch.batchId}`}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
              Keep it
            </Button>
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
    </li>
  );
}

/** The applied imports, newest first, each with Undo while it can still be undone. */
export function CsvImportHistory({
  batches,
  onChange,
}: {
  batches: ProductCsvBatch[];
  onChange: (message: string) => void;
}) {
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-semibold text-gray-900">
        Applied imports
      </h2>
      {batches.length === 0 ? (
        <p className="text-sm text-gray-700">No import applied yet.</p>
      ) : (
        <ul className="rounded-xl border border-gray-200 bg-white">
          {batches.map((b) => (
            <BatchRow key={b.batchId} batch={b} onChange={onChange} />
          ))}
        </ul>
      )}
    </section>
  );
}
