import { storePaths } from '@shringar/contracts/store-paths';
import { data } from 'react-router';
import { LocaleLink, useLocaleNavigate } from '~/lib/i18n/i18n';
import { buttonClass } from '~/ui/button';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  { title: 'Page Not Found — Shringar' },
  { name: 'description', content: 'The page you are looking for does not exist on Shringar.' },
  { name: 'robots', content: 'noindex' },
];

/** Unknown paths answer HTTP 404 while still showing the store's frame. */
export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  const navigate = useLocaleNavigate();
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold text-gray-900">Page Not Found</h1>
      <p className="text-gray-600">The page you are looking for does not exist or has moved.</p>
      <div className="flex gap-3">
        <LocaleLink to={storePaths.home} className={buttonClass('primary', 'lg')}>
          Go Home
        </LocaleLink>
        <button type="button" onClick={() => void navigate(-1)} className={buttonClass('secondary', 'lg')}>
          Go Back
        </button>
      </div>
    </main>
  );
}
