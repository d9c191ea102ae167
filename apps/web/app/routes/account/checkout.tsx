import { CheckoutPage, checkoutMessages } from '~/features/checkout/checkout.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/checkout';

export const meta = ({ location }: Route.MetaArgs) => [
  { title: checkoutMessages[localeFromPath(location.pathname)].metaTitle },
  { name: 'robots', content: 'noindex' },
];

export default function Checkout() {
  return <CheckoutPage />;
}
