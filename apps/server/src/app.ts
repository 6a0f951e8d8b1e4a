import Fastify, { type FastifyInstance } from 'fastify';
import { applyChineseValidationMessages } from '@yzfk/contract/zod-locale';
import type { TAppDeps } from './app-deps';
import { registerEnvelopeParser } from './plugins/envelope-parser';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler';
import { registerWebApp } from './plugins/web-app';
import { registerGetTokenRoute } from './routes/auth/gettoken.route';
import { registerRefreshRoute } from './routes/auth/refresh.route';
import { registerServicePathRoute } from './routes/auth/servicepath.route';
import { registerHealthRoutes } from './routes/health.route';
import { registerGetPageSectionRoute } from './routes/pagesection/get.route';

export type TAppOptions = {
  logLevel: string;
  bodyLimitBytes: number;
  webDistDir: string | undefined;
  /** Where log lines go; standard output when absent (tests pass a collector). */
  logStream?: { write(line: string): void };
};

/** Every API call's route registration, in one list. */
const CALL_ROUTES = [
  registerGetTokenRoute,
  registerRefreshRoute,
  registerServicePathRoute,
  registerGetPageSectionRoute,
];

/** Builds the HTTP server: envelope, errors, API calls, health checks and the web app. */
export async function buildApp(deps: TAppDeps, options: TAppOptions): Promise<FastifyInstance> {
  applyChineseValidationMessages();
  const app = Fastify({
    logger: {
      level: options.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: options.bodyLimitBytes,
    // Request ids let one failure be followed across log lines.
    requestIdHeader: 'x-request-id',
  });
  registerEnvelopeParser(app, deps.codec);
  registerErrorHandler(app, deps.codec);

  const callPaths = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/flks/')) callPaths.add(route.url);
  });
  for (const register of CALL_ROUTES) register(app, deps);
  registerHealthRoutes(app, deps);

  const isDeepLink = await registerWebApp(app, options.webDistDir);
  registerNotFoundHandler(app, deps.codec, callPaths, isDeepLink);
  return app;
}
