import type { FastifyRequest } from 'fastify';
import type { TClient } from './auth';

/** The caller's address (X-Forwarded-For only from TRUSTED_PROXIES) and user agent. */
export function clientOf(request: FastifyRequest): TClient {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) };
}
