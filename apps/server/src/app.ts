import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { applyChineseValidationMessages } from '@yzfk/contract/zod-locale';
import type { TAppDeps } from './app-deps';
import { registerEnvelopeParser } from './platform/plugins/envelope-parser';
import { registerErrorHandler, registerNotFoundHandler } from './platform/plugins/error-handler';
import { registerWebApp } from './platform/plugins/web-app';
import { registerGetTokenRoute } from './modules/session/gettoken.route';
import { registerAccountRoutes } from './modules/identity/account.routes';
import { registerHeaderLogoRoutes } from './modules/identity/headerlogo.route';
import { registerLoginRoutes } from './modules/identity/login.routes';
import { registerRefreshRoute } from './modules/session/refresh.route';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerOrgUserRoutes } from './modules/orguser/orguser.routes';
import { registerWechatRoutes } from './modules/identity/wechat.routes';
import { registerServicePathRoute } from './modules/session/servicepath.route';
import { registerHealthRoutes } from './platform/http/health.route';
import { registerGetPageSectionRoute } from './modules/pagesection/page-section.routes';
import { registerGetLawListRoute } from './modules/law/getlawlist.route';
import { registerSearchRoute } from './modules/law/search.route';
import { registerLawDetailRoute } from './modules/law/detail.route';
import { registerLawFavoriteRoute } from './modules/law/favorite.route';
import { registerTikuCatalogRoutes } from './modules/tiku/catalog.routes';
import { registerPracticeRoutes } from './modules/tiku/practice.routes';
import { registerLearningRecordsRoute } from './modules/tiku/records.route';
import { registerTikuPersonalRoutes } from './modules/tiku/personal.routes';
import { registerSubjectiveRoutes } from './modules/tiku/subjective.routes';

export type TAppOptions = {
  logger: FastifyBaseLogger;
  bodyLimitBytes: number;
  webDistDir: string | undefined;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none when empty. */
  trustedProxies: string[];
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

/** Builds the HTTP server: envelope, errors, API calls, health checks and the web app. */
export async function buildApp(deps: TAppDeps, options: TAppOptions): Promise<FastifyInstance> {
  applyChineseValidationMessages();
  const app = Fastify({
    loggerInstance: options.logger,
    trustProxy: options.trustedProxies.length > 0 ? options.trustedProxies : false,
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
  await registerHeaderLogoRoutes(app, deps);
  registerHealthRoutes(app, deps);

  const isDeepLink = await registerWebApp(app, options.webDistDir);
  registerNotFoundHandler(app, deps.codec, callPaths, isDeepLink);
  return app;
}
