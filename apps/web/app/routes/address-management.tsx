import { AddressManagementPage } from '~/features/addresses/address-management-page';

export const meta = () => [{ title: 'Manage Addresses | Shringar' }, { name: 'robots', content: 'noindex' }];

export default function AddressManagement() {
  return <AddressManagementPage />;
}
