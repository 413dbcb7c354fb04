// Typed errors thrown by services and routes; the one error handler (plugins/error-handler.ts)
// turns them into responses. Routes never build error bodies themselves.
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export class BadRequest extends HttpError {
  constructor(message = 'Bad request') {
    super(400, message);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'Access denied. Admin privileges required.') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
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
