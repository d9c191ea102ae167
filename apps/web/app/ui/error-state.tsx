import { AlertTriangle } from './icons';
import { Button } from './button';

/** Spec 2 error state: 'Something went wrong', the error text and a retry button. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try Again',
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden="true" className="h-8 w-8 text-red-600" />
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {message && <p className="max-w-md text-sm text-gray-700">{message}</p>}
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
