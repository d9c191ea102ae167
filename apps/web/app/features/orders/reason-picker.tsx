import type { Reason } from '@shringar/contracts/catalogue';
import { Button } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { useReasons } from './api/reasons';
import { ChoiceGroup, ChoiceRow } from './choice-group';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** The store's reasons (cancel or return) as one radio group, with loading and a retry when they fail. */
export function ReasonPicker({
  kind,
  legend,
  value,
  onChange,
  error,
  only,
}: {
  kind: 'cancel' | 'return';
  legend: string;
  value: number | null;
  onChange: (reasonId: number, reason: Reason) => void;
  error?: string | null;
  /** Offer only these reasons (a hygiene item: the product's own faults). */
  only?: ((reason: Reason) => boolean) | undefined;
}) {
  const reasons = useReasons(kind, true);
  const t = useMessages(messages);
  return (
    <ChoiceGroup legend={legend} errorId={`${kind}-reason-error`} error={error}>
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
            {t.tryAgainButton}
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          {reasons.data
            .filter((r) => !only || only(r))
            .map((r) => (
              <ChoiceRow
                key={r.id}
                name={`${kind}-reason`}
                value={r.id}
                checked={value === r.id}
                onChoose={() => onChange(r.id, r)}
              >
                {r.reason}
              </ChoiceRow>
            ))}
        </div>
      )}
    </ChoiceGroup>
  );
}
