import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#common/database-unavailable';
import { pgCode } from '#common/pg-errors';
import { type FieldErrors, HttpError } from '../errors';

// PostgreSQL error codes that reach here only when a service missed a rule; they still must not be 500s.
const PG_STATUS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'A record with the same value already exists.' },
  '23503': { status: 409, message: 'This record is referenced by other records.' },
  '23514': { status: 422, message: 'The given data was invalid.' },
  '22P02': { status: 422, message: 'The given data was invalid.' },
  '22003': { status: 422, message: 'A number is out of range.' },
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldErrors = {};
      for (const issue of err.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (err.validationContext ?? 'body');
        errors[field] ??= [];
        errors[field].push(issue.message ?? 'Invalid value.');
      }
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send({ message: first, errors });
    }
    if (err instanceof HttpError) {
      if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
      if (err.statusCode >= 500) request.log.warn({ err }, 'request refused for now');
      return reply
        .status(err.statusCode)
        .send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    // The database is down or unreachable: the service's state, not the request's fault (retry).
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'Service temporarily unavailable.' });
    }
    const code = pgCode(err);
    // Class 22 is "data exception" (bad encoding, NUL bytes, overflow…): the input's fault.
    const mapped = code && (PG_STATUS[code] ?? (code.startsWith('22') ? PG_STATUS['22P02'] : undefined));
    if (mapped) {
      request.log.warn({ err }, 'database rejected the input');
      const { status, message } = mapped;
      return reply.status(status).send({ message });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      const message = status === 503 ? 'Service temporarily unavailable.' : 'Internal Server Error';
      return reply.status(status).send({ message });
    }
    if (status === 429) return reply.status(429).send({ message: err.message || 'Too many requests.' });
    return reply.status(status).send({ message: err.message });
  });
}
