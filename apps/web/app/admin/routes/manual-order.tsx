import { ManualOrderPage } from '../admin.public';

export const meta = () => [{ title: 'New phone order · Shringar console' }];

export default function ManualOrder() {
  return <ManualOrderPage />;
}
