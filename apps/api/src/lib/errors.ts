/** A field-level validation problem, as sent in the error envelope's `errors`. */
export type FieldError = { field: string; message: string };

/**
 * Every expected failure is an AppError with a stable code; the error handler maps it to the envelope.
 * Anything else is a 500 whose body says nothing about internals.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors?: FieldError[], code = 'VALIDATION_ERROR') {
    super(400, code, message, errors);
  }
  static field(field: string, message: string, code?: string) {
    return new ValidationError(message, [{ field, message }], code);
  }
}

export class BadRequest extends AppError {
  constructor(message: string, code = 'BAD_REQUEST') {
    super(400, code, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Not authenticated', code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'Access forbidden.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

/** Also used for resources that belong to someone else: never reveal that they exist. */
export class NotFound extends AppError {
  constructor(message = 'Resource not found.', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}

/** A well-formed request the store's rules refuse (e.g. cash on delivery for this order); the code names the rule. */
export class Unprocessable extends AppError {
  constructor(message: string, code: string) {
    super(422, code, message);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message = 'File is too large', code = 'PAYLOAD_TOO_LARGE') {
    super(413, code, message);
  }
}

export class UnsupportedMediaType extends AppError {
  constructor(message = 'Unsupported file type', code = 'UNSUPPORTED_MEDIA_TYPE') {
    super(415, code, message);
  }
}

export class RateLimited extends AppError {
  constructor(
    retryAfterSeconds: number,
    message = 'Too many requests. Please try again later.',
    code = 'RATE_LIMITED',
  ) {
    super(429, code, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** A 409 about one field the caller can change (a name or code already taken): the form shows it beside the field. */
export class FieldConflict extends AppError {
  constructor(field: string, message: string, code: string) {
    super(409, code, message, [{ field, message }]);
  }
}
