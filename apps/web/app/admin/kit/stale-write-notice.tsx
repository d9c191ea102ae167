import { Button } from '~/ui/button';
import { AdminError } from './api/admin-request';

/** A save refused because someone else changed the record after this form read it (409 STALE_WRITE). */
export const isStaleWrite = (error: unknown): error is AdminError =>
  error instanceof AdminError && error.code === 'STALE_WRITE';

/**
 * Beside the form whose save was refused: what the other person changed (the server's message names the
 * fields) and Reload, which shows their version. Until then the form keeps what the operator typed, so they can
 * copy it before reloading.
 */
export function StaleWriteNotice({ error, onReload }: { error: unknown; onReload: () => void }) {
  if (!isStaleWrite(error)) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="min-w-0 flex-1">{error.message} Your edits stay in the form until you reload.</p>
      <Button variant="secondary" onClick={onReload}>
        Reload
      </Button>
    </div>
  );
}
