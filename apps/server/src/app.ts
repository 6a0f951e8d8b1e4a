import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { applyChineseValidationMessages } from '@yzfk/contract/zod-locale';
import type { TPlatform } from './platform/platform';
import { registerEnvelopeParser } from './platform/plugins/envelope-parser';
import { registerErrorHandler, registerNotFoundHandler } from './platform/plugins/error-handler';
import { registerSecurityHeaders } from './platform/plugins/security-headers';
import { registerWebApp } from './platform/plugins/web-app';
import { registerHealthRoutes } from './platform/http/health.route';
import type { TModules } from './modules';

export type TAppOptions = {
  logger: FastifyBaseLogger;
  bodyLimitBytes: number;
  webDistDir: string | undefined;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none when empty. */
  trustedProxies: string[];
  /** HTTPS only (TRUST_HTTPS): send HSTS. Off when absent. */
  trustHttps?: boolean;
  /** Origins allowed to call the API from their pages (CORS_ORIGINS); none when absent. */
  corsOrigins?: string[];
};

/** Builds the HTTP server: security headers, envelope, errors, API calls, health checks and the web app. */
export async function buildApp(
  platform: TPlatform,
  modules: TModules,
  options: TAppOptions,
): Promise<FastifyInstance> {
  applyChineseValidationMessages();
  const app = Fastify({
    loggerInstance: options.logger,
    trustProxy: options.trustedProxies.length > 0 ? options.trustedProxies : false,
    bodyLimit: options.bodyLimitBytes,
    // Request ids let one failure be followed across log lines.
    requestIdHeader: 'x-request-id',
  });
  await registerSecurityHeaders(app, {
    trustHttps: options.trustHttps ?? false,
    corsOrigins: options.corsOrigins ?? [],
  });
  registerEnvelopeParser(app, platform.codec);
  registerErrorHandler(app, platform.codec);

  const callPaths = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/flks/')) callPaths.add(route.url);
  });
  await modules.register(app);
  registerHealthRoutes(app, platform.database);

  const isDeepLink = await registerWebApp(app, options.webDistDir);
  registerNotFoundHandler(app, platform.codec, callPaths, isDeepLink);
  return app;
}
