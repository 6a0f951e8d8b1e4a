import type { FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';

export type TSecurityOptions = {
  /** The site is reached over HTTPS only (TRUST_HTTPS): send Strict-Transport-Security. */
  trustHttps: boolean;
  /** Origins (scheme://host[:port]) whose pages may call the API (CORS_ORIGINS); none when empty. */
  corsOrigins: readonly string[];
};

/** HSTS lifetime when TRUST_HTTPS is on: 180 days, the usual minimum of HSTS checkers. */
const HSTS_MAX_AGE_S = 180 * 86_400;

/**
 * The Content-Security-Policy of the app. Scripts only from our own origin (Vite emits no inline
 * script); styles also inline, because antd's CSS-in-JS writes <style> elements at run time
 * (decision 0010). Images may be any HTTPS URL (WeChat avatars, pictures in imported content).
 * The EPUB reader shows each chapter in a blob: iframe with its styles and fonts as blob: URLs;
 * a blob: document inherits this policy, so the book's scripts (inline or blob:) never run.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'", 'blob:'],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:', 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const;

/**
 * Security headers on every reply (@fastify/helmet): the CSP above, X-Content-Type-Options,
 * Referrer-Policy, X-Frame-Options SAMEORIGIN, and HSTS only when the site is HTTPS-only.
 * Cross-origin API calls stay refused (no Access-Control-Allow-Origin) unless origins are listed.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: TSecurityOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        // Over plain HTTP (development, tests) an upgrade would break every request.
        ...(options.trustHttps ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.trustHttps
      ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false }
      : false,
  });
  if (options.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: [...options.corsOrigins],
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
      maxAge: 600,
    });
  }
}
