import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from './error-state';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * A route's error boundary: the page area shows the error with a reload while the store's header and footer
 * stay in place. Export it from a route module as `export { RouteErrorBoundary as ErrorBoundary }`.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useMessages(messages);
  const message = isRouteErrorResponse(error)
    ? error.status === 404
      ? t.resourceNotFound
      : t.serverError
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <ErrorState message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
