import { OrderSuccessPage, paymentMessages } from '~/features/payment/payment.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/order-success';

export const meta = ({ location }: Route.MetaArgs) => [
  { title: paymentMessages[localeFromPath(location.pathname)].successMetaTitle },
  { name: 'robots', content: 'noindex' },
];

export default function OrderSuccess() {
  return <OrderSuccessPage />;
}
