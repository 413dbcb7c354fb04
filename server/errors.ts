// Typed errors thrown by services and routes; the one error handler (plugins/error-handler.ts)
// turns them into responses. Routes never build error bodies themselves.
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  /** Seconds after which the same request may succeed: sent as Retry-After. */
  retryAfter?: number;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** An HttpError of one status, with the message it says when none is given. */
function withStatus(statusCode: number, defaultMessage: string) {
  return class extends HttpError {
    constructor(message = defaultMessage) {
      super(statusCode, message);
    }
  };
}

export class BadRequest extends withStatus(400, 'Bad request') {}
export class Unauthorized extends withStatus(401, 'Unauthenticated.') {}
export class Forbidden extends withStatus(403, 'Access denied. Admin privileges required.') {}
export class NotFound extends withStatus(404, 'Not found') {}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
/** 422 with field messages, for rules a schema cannot express (uniqueness, references, limits). */
export class ValidationFailed extends HttpError {
  constructor(errors: FieldErrors, message?: string) {
    super(422, message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
  }
}
/** 429: this address asked for more of something costly than its share; it may again after `retryAfter` s. */
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfter: number) {
    super(429, message);
    this.retryAfter = retryAfter;
  }
}
/** 503 that says what went wrong in words a visitor can act on (try again), unlike an unknown 5xx. */
export class Unavailable extends HttpError {
  constructor(message: string, retryAfter = 5) {
    super(503, message);
    this.retryAfter = retryAfter;
  }
}
/** 410: it existed and is over for good (a quotation past its validity date, docs/product.md §25). */
export class Gone extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}
