import { CheckoutPage } from '~/features/checkout/checkout-page';

export const meta = () => [{ title: 'Checkout | Shringar' }, { name: 'robots', content: 'noindex' }];

export default function Checkout() {
  return <CheckoutPage />;
}
