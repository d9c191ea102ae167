import { isRouteErrorResponse } from 'react-router';

/** A console page that failed to load: not found, or what the server said. */
export function ConsoleError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-white p-6">
      <h1 className="text-lg font-semibold text-gray-900">{notFound ? 'Not found' : 'Something went wrong'}</h1>
      <p className="mt-2 text-gray-600">
        {isRouteErrorResponse(error) ? error.statusText || `Error ${error.status}` : 'Please try again.'}
      </p>
    </div>
  );
}
