import { PaymentFailedPage, paymentMessages } from '~/features/payment/payment.public';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/payment-failed';

export const meta = ({ location }: Route.MetaArgs) => [
  { title: paymentMessages[localeFromPath(location.pathname)].failedMetaTitle },
  { name: 'robots', content: 'noindex' },
];

export default function PaymentFailed() {
  return <PaymentFailedPage />;
}
