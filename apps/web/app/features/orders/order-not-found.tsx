import { storePaths } from '@shringar/contracts/store-paths';
import { PackageX } from 'lucide-react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { buttonClass } from '~/ui/button';
import { messages } from './messages';

/** Spec 2: an order that does not exist — or is someone else's, which the API does not tell apart. */
export function OrderNotFound() {
  const t = useMessages(messages);
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PackageX aria-hidden="true" className="size-12 text-gray-400" />
      <h1 className="text-2xl font-bold text-gray-900">{t.orderNotFound}</h1>
      <p className="text-gray-600">{t.orderNotExists}</p>
      <LocaleLink to={storePaths.orders} className={buttonClass('primary', 'lg')}>
        {t.backToOrdersButton}
      </LocaleLink>
    </main>
  );
}
