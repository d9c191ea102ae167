import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from './error-state';

/**
 * A route's error boundary: the page area shows the error with a reload while the store's header and footer
 * stay in place. Export it from a route module as `export { RouteErrorBoundary as ErrorBoundary }`.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.status === 404
      ? 'Resource not found.'
      : 'Server error. Please try again later.'
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <ErrorState message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
