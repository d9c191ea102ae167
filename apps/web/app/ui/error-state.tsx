import { AlertTriangle } from './icons';
import { Button } from './button';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** Spec 2 error state: 'Something went wrong', the error text and a retry button. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  const t = useMessages(messages);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden="true" className="h-8 w-8 text-red-600" />
      <h2 className="text-lg font-semibold text-gray-900">{title ?? t.somethingWrong}</h2>
      {message && <p className="max-w-md text-sm text-gray-700">{message}</p>}
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel ?? t.tryAgain}
        </Button>
      )}
    </div>
  );
}
