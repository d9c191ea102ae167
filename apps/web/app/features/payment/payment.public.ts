/** The payment feature's face: paying an order (first time or again) and the two outcome pages. */
export { completePayment } from './complete-payment';
export { OrderSuccessPage } from './order-success-page';
export { PaymentFailedPage } from './payment-failed-page';
export { paymentMessages } from './messages';
export { useGoToPaymentDestination, usePayOrder } from './use-pay-order';
export { payWalletTopUp, type TopUpOutcome } from './wallet-top-up-payment';
