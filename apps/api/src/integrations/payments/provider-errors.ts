import { AppError } from '../../lib/errors.ts';

/** The provider could not be reached or failed on its side: the shopper may retry, nothing was changed here. */
export class PaymentProviderUnavailable extends AppError {
  constructor(message = 'The payment provider is not reachable. Please try again.') {
    super(502, 'PAYMENT_PROVIDER_UNAVAILABLE', message);
  }
}

/** The provider refused the request (unknown payment, amount above what can be refunded, bad input). */
export class PaymentProviderRejected extends AppError {
  constructor(message: string) {
    super(400, 'PAYMENT_PROVIDER_REJECTED', message);
  }
}
