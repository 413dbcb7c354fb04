import type { FastifyRequest } from 'fastify';
import { validAddress } from '../lib/trust-proxy';
import type { ClientInfo } from '../services/auth';

/**
 * Address (through trusted proxies only, and only if it is an IP address) and browser of a request:
 * a sign-in's for the session list and the record of wrong second-factor codes, a lead's for the
 * inbox.
 */
export const clientOf = (request: FastifyRequest): Required<ClientInfo> => ({
  ip: validAddress(request.ip),
  userAgent: request.headers['user-agent'] ?? null,
});
