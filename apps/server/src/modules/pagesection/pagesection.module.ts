import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { createHomePageService } from './home-page.service';
import { registerHomePageRoutes } from './home-page.routes';
import { createHomeSectionAdminService } from './home-section-admin.service';
import { createHomeSectionRepository } from './home-section.repository';
import { createHomeSources, type THomeContent } from './create-home-sources';
import { createPageSectionRepository } from './page-section.repository';
import { registerGetPageSectionRoute } from './page-section.routes';
import { createPageSectionService } from './page-section.service';

/** Page sections of a site: the header menu and the home page's sections. */
export function createPageSectionModule(
  { config, database, now }: TPlatform,
  deps: {
    /** The content modules' services the home sections read (wired in modules.ts). */
    homeContent: THomeContent;
    siteIdByCode: (code: string) => Promise<number | undefined>;
  },
) {
  const pageSections = createPageSectionService(
    createPageSectionRepository(database.db),
    config.PAGE_SECTION_CACHE_TTL_S * 1000,
    now,
  );
  const sections = createHomeSectionRepository(database.db);
  const home = createHomePageService({
    sections,
    sources: createHomeSources(deps.homeContent),
    now,
  });
  const homeAdmin = createHomeSectionAdminService({ sections, siteIdByCode: deps.siteIdByCode });
  return {
    pageSections,
    register(app: FastifyInstance, calls: TCallDeps) {
      registerGetPageSectionRoute(app, { ...calls, pageSections });
      registerHomePageRoutes(app, { ...calls, home, homeAdmin });
    },
  };
}
