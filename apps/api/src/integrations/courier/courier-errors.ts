import { AppError } from '../../lib/errors.ts';

/** The courier refused the request or could not be reached; nothing was booked on the store's side. */
export class CourierFailed extends AppError {
  constructor(message: string) {
    super(502, 'COURIER_FAILED', message);
  }
}
