import { storePaths } from '@shringar/contracts/store-paths';
import { SearchX } from './icons';
import { Link } from 'react-router';
import { ApiError } from '~/lib/api-error';
import { buttonClass } from './button';

/** The API said this id names nothing (404, or an id that cannot exist): there is nothing to retry. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A product, category, brand or offer that does not exist: said plainly, with ways on (the page answers 404). */
export function NotFoundView({ what }: { what: string }) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-16 text-center" data-testid="not-found-view">
      <SearchX aria-hidden="true" className="h-10 w-10 text-brand-600" />
      <h1 className="text-2xl font-semibold text-gray-900">{`This ${what} does not exist`}</h1>
      <p className="max-w-md text-gray-600">It may have been removed, or the link is mistyped.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={storePaths.shopAll} className={buttonClass('primary', 'lg')}>
          Shop All
        </Link>
        <Link to={storePaths.home} className={buttonClass('secondary', 'lg')}>
          Go Home
        </Link>
      </div>
    </div>
  );
}
