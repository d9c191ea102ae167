import { AddressManagementPage, addressesMessages } from '~/features/addresses/addresses.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/address-management';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: addressesMessages[localeFromPath(location.pathname)].pageTitle },
  { name: 'robots', content: 'noindex' },
];

export default function AddressManagement() {
  return <AddressManagementPage />;
}
