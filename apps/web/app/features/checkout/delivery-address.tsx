import type { Address } from '@shringar/contracts/address';
import { storePaths } from '@shringar/contracts/store-paths';
import { MapPin } from 'lucide-react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { buttonClass } from '~/ui/button';
import { PostalAddress } from '~/ui/postal-address';
import { messages } from './messages';

/** The selected delivery address, or the spec's notice; 'Change Address' goes to address management and back. */
export function DeliveryAddress({ address }: { address: Address | null }) {
  const t = useMessages(messages);
  return (
    <section aria-labelledby="delivery-address-title" className="rounded-2xl border border-gray-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="delivery-address-title" className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <MapPin aria-hidden="true" className="h-5 w-5 text-brand-600" />
          {t.deliveryAddress}
        </h2>
        <LocaleLink
          to={`${storePaths.addressManagement}?from=checkout`}
          className={buttonClass('secondary', 'sm')}
          data-testid="change-address"
        >
          {t.changeAddress}
        </LocaleLink>
      </div>
      {address ? (
        <PostalAddress
          address={address}
          className="mt-3 text-sm not-italic leading-6 text-gray-700"
          nameClassName="font-semibold text-gray-900"
          testId="selected-address"
        />
      ) : (
        <div className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="no-address">
          <p className="font-semibold text-amber-900">{t.noAddress}</p>
          <p className="mt-1 text-amber-900">{t.addAddress}</p>
        </div>
      )}
    </section>
  );
}
