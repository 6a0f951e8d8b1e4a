import type { FastifyInstance } from 'fastify';
import {
  answerDailyQuestionCall,
  getHomeSectionDataCall,
  homepageCall,
} from '@yzfk/contract/calls/home-sections';
import {
  adminListHomeSectionsCall,
  adminOrderHomeSectionsCall,
  adminUpdateHomeSectionCall,
} from '@yzfk/contract/calls/home-sections-admin';
import type { TCallDeps } from '../../platform/http/register-call';
import { registerCall, registerSessionCall } from '../../platform/http/register-call';
import type { THomePageService } from './home-page.service';
import type { THomeSectionAdminService } from './home-section-admin.service';

/** The home page's calls, and the operators' calls that arrange it. */
export function registerHomePageRoutes(
  app: FastifyInstance,
  deps: TCallDeps & { home: THomePageService; homeAdmin: THomeSectionAdminService },
): void {
  registerSessionCall(app, deps, homepageCall, ({ auth }) => deps.home.homepage(auth));
  registerSessionCall(app, deps, getHomeSectionDataCall, ({ auth, body }) =>
    deps.home.getData(auth, body),
  );
  registerSessionCall(app, deps, answerDailyQuestionCall, ({ body }) =>
    deps.home.answerDaily(body),
  );
  registerCall(app, deps, {
    call: adminListHomeSectionsCall,
    auth: 'admin',
    handler: ({ body }) => deps.homeAdmin.list(body),
  });
  registerCall(app, deps, {
    call: adminUpdateHomeSectionCall,
    auth: 'admin',
    handler: ({ body }) => deps.homeAdmin.update(body),
  });
  registerCall(app, deps, {
    call: adminOrderHomeSectionsCall,
    auth: 'admin',
    handler: ({ body }) => deps.homeAdmin.order(body),
  });
}
