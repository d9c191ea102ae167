import { CheckoutPage } from '~/features/checkout/checkout.public';

export const meta = () => [{ title: 'Checkout | Shringar' }, { name: 'robots', content: 'noindex' }];

export default function Checkout() {
  return <CheckoutPage />;
}
