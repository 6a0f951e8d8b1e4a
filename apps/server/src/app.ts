import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { applyChineseValidationMessages } from '@yzfk/contract/zod-locale';
import type { TAppDeps } from './app-deps';
import { registerCompression } from './plugins/compression';
import { registerEnvelopeParser } from './plugins/envelope-parser';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerGetTokenRoute } from './routes/auth/gettoken.route';
import { registerAccountRoutes } from './routes/auth/account.routes';
import { registerHeaderLogoRoutes } from './routes/auth/headerlogo.route';
import { registerLoginRoutes } from './routes/auth/login.routes';
import { registerRefreshRoute } from './routes/auth/refresh.route';
import { registerAdminRoutes } from './routes/admin/admin.routes';
import { registerOrgUserRoutes } from './routes/orguser/orguser.routes';
import { registerWechatRoutes } from './routes/auth/wechat.routes';
import { registerServicePathRoute } from './routes/auth/servicepath.route';
import { registerHealthRoutes } from './routes/health.route';
import { registerGetPageSectionRoute } from './routes/pagesection/get.route';
import { registerGetLawListRoute } from './routes/law/getlawlist.route';
import { registerSearchRoute } from './routes/law/search.route';
import { registerLawDetailRoute } from './routes/law/detail.route';
import { registerLawFavoriteRoute } from './routes/law/favorite.route';
import { registerTikuCatalogRoutes } from './routes/tiku/catalog.routes';
import { registerPracticeRoutes } from './routes/tiku/practice.routes';
import { registerLearningRecordsRoute } from './routes/tiku/records.route';
import { registerTikuPersonalRoutes } from './routes/tiku/personal.routes';
import { registerSubjectiveRoutes } from './routes/tiku/subjective.routes';

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

/** Every API call's route registration, in one list. */
const CALL_ROUTES = [
  registerGetTokenRoute,
  registerRefreshRoute,
  registerServicePathRoute,
  registerGetPageSectionRoute,
  registerGetLawListRoute,
  registerSearchRoute,
  registerLawDetailRoute,
  registerLawFavoriteRoute,
  registerLoginRoutes,
  registerAccountRoutes,
  registerWechatRoutes,
  registerOrgUserRoutes,
  registerAdminRoutes,
  registerTikuCatalogRoutes,
  registerPracticeRoutes,
  registerLearningRecordsRoute,
  registerTikuPersonalRoutes,
  registerSubjectiveRoutes,
];

/** Builds the HTTP server: compression, security headers, envelope, errors, API calls, health checks and the web app. */
export async function buildApp(deps: TAppDeps, options: TAppOptions): Promise<FastifyInstance> {
  applyChineseValidationMessages();
  const app = Fastify({
    loggerInstance: options.logger,
    trustProxy: options.trustedProxies.length > 0 ? options.trustedProxies : false,
    bodyLimit: options.bodyLimitBytes,
    // Request ids let one failure be followed across log lines.
    requestIdHeader: 'x-request-id',
  });
  await registerCompression(app);
  await registerSecurityHeaders(app, {
    trustHttps: options.trustHttps ?? false,
    corsOrigins: options.corsOrigins ?? [],
  });
  registerEnvelopeParser(app, deps.codec);
  registerErrorHandler(app, deps.codec);

  const callPaths = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/flks/')) callPaths.add(route.url);
  });
  for (const register of CALL_ROUTES) register(app, deps);
  await registerHeaderLogoRoutes(app, deps);
  registerHealthRoutes(app, deps);

  const isDeepLink = await registerWebApp(app, options.webDistDir);
  registerNotFoundHandler(app, deps.codec, callPaths, isDeepLink);
  return app;
}
