import { OrderSuccessPage } from '~/features/payment/order-success-page';

export const meta = () => [{ title: 'Order Placed | Shringar' }, { name: 'robots', content: 'noindex' }];

export default function OrderSuccess() {
  return <OrderSuccessPage />;
}
