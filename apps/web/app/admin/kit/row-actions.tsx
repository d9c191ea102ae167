import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { withParams } from './table/url-state';
import { useAction } from './use-action';

/**
 * A list row's changes: Edit (through the URL, so an edit view can be reloaded or shared), Activate or
 * Deactivate, and Delete behind a second, explicit confirmation. Each control names the row it acts on.
 */
export function RowActions({
  id,
  name,
  isActive,
  onToggle,
  onDelete,
  onDone,
}: {
  id: number;
  name: string;
  isActive: boolean;
  onToggle: () => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
  onDone: () => void;
}) {
  const [search] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run } = useAction();
  const act = async (action: () => Promise<unknown>) => {
    if (await run(action)) onDone();
    setConfirming(false);
  };
  const hidden = <span className="sr-only"> {name}</span>;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={withParams(search, { edit: id })}
          className={buttonClass('secondary', 'sm')}
          preventScrollReset={false}
        >
          Edit{hidden}
        </Link>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void act(onToggle)}>
          {isActive ? 'Deactivate' : 'Activate'}
          {hidden}
        </Button>
        {onDelete &&
          (confirming ? (
            <>
              <Button variant="danger" size="sm" disabled={busy} onClick={() => void act(onDelete)}>
                Confirm delete{hidden}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                Keep{hidden}
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
              Delete{hidden}
            </Button>
          ))}
      </div>
      {error instanceof Error && (
        <p role="alert" className="mt-1 max-w-xs text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** Whether shoppers see it. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
        isActive ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-700'
      }`}
    >
      {isActive ? 'Active' : 'Inactive'}
    </span>
  );
}
