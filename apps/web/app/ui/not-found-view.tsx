import { storePaths } from '@shringar/contracts/store-paths';
import { SearchX } from './icons';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { ApiError } from '~/lib/api-error';
import { buttonClass } from './button';

/** The API said this id names nothing (404, or an id that cannot exist): there is nothing to retry. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A product, category, brand or offer that does not exist: said plainly, with ways on (the page answers 404). */
export function NotFoundView({ what }: { what: 'product' | 'category' | 'brand' | 'offer' | 'all' }) {
  const t = useMessages(messages);
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-16 text-center" data-testid="not-found-view">
      <SearchX aria-hidden="true" className="h-10 w-10 text-brand-600" />
      <h1 className="text-2xl font-semibold text-gray-900">{t.notExists(what)}</h1>
      <p className="max-w-md text-gray-600">{t.removedOrMistyped}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <LocaleLink to={storePaths.shopAll} className={buttonClass('primary', 'lg')}>
          {t.shopAll}
        </LocaleLink>
        <LocaleLink to={storePaths.home} className={buttonClass('secondary', 'lg')}>
          {t.goHome}
        </LocaleLink>
      </div>
    </div>
  );
}
