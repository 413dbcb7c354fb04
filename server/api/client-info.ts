import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../services/auth';

/** Address (through trusted proxies only) and browser of a sign-in, for the session list. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
