import { OrderSuccessPage } from '~/features/payment/payment.public';

export const meta = () => [{ title: 'Order Placed | Shringar' }, { name: 'robots', content: 'noindex' }];

export default function OrderSuccess() {
  return <OrderSuccessPage />;
}
