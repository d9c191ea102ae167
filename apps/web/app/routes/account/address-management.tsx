import { AddressManagementPage } from '~/features/addresses/addresses.public';

export const meta = () => [{ title: 'Manage Addresses | Shringar' }, { name: 'robots', content: 'noindex' }];

export default function AddressManagement() {
  return <AddressManagementPage />;
}
