import { PaymentFailedPage } from '~/features/payment/payment.public';

export const meta = () => [{ title: 'Payment Failed | Shringar' }, { name: 'robots', content: 'noindex' }];

export default function PaymentFailed() {
  return <PaymentFailedPage />;
}
