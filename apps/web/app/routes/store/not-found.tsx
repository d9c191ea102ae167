import { storePaths } from '@shringar/contracts/store-paths';
import { data } from 'react-router';
import { localeFromPath, LocaleLink, useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { rootMessages } from '~/lib/i18n/root-messages';
import { buttonClass } from '~/ui/button';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = rootMessages[localeFromPath(location.pathname)];
  return [
    { title: t.notFoundTitle },
    { name: 'description', content: t.notFoundDescription },
    { name: 'robots', content: 'noindex' },
  ];
};

/** Unknown paths answer HTTP 404 while still showing the store's frame. */
export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  const navigate = useLocaleNavigate();
  const t = useMessages(rootMessages);
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold text-gray-900">{t.notFound}</h1>
      <p className="text-gray-600">{t.pageMissing}</p>
      <div className="flex gap-3">
        <LocaleLink to={storePaths.home} className={buttonClass('primary', 'lg')}>
          {t.goHome}
        </LocaleLink>
        <button type="button" onClick={() => void navigate(-1)} className={buttonClass('secondary', 'lg')}>
          {t.goBack}
        </button>
      </div>
    </main>
  );
}
