import { Button } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { useReasons } from './api/reasons';

/** The store's reasons (cancel or return) as one radio group, with loading and a retry when they fail. */
export function ReasonPicker({
  kind,
  legend,
  value,
  onChange,
  error,
}: {
  kind: 'cancel' | 'return';
  legend: string;
  value: number | null;
  onChange: (reasonId: number) => void;
  error?: string | null;
}) {
  const reasons = useReasons(kind, true);
  const errorId = `${kind}-reason-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-gray-900">{legend}</legend>
      {reasons.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : reasons.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>{reasons.error.message}</span>
          <Button variant="secondary" size="sm" onClick={() => void reasons.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          {reasons.data.map((r) => (
            <label
              key={r.id}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${
                value === r.id ? 'border-brand-600 bg-brand-50' : 'border-gray-200 hover:border-gray-300'
              }`}
            >
              <input
                type="radio"
                name={`${kind}-reason`}
                value={r.id}
                checked={value === r.id}
                onChange={() => onChange(r.id)}
                className="size-4 accent-brand-600"
              />
              <span className="text-gray-900">{r.reason}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
