import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { createPageSectionRepository } from './page-section.repository';
import { registerGetPageSectionRoute } from './page-section.routes';
import { createPageSectionService } from './page-section.service';

/** Page sections of a site: the header menu and the home page's sections. */
export function createPageSectionModule({ config, database, now }: TPlatform) {
  const pageSections = createPageSectionService(
    createPageSectionRepository(database.db),
    config.PAGE_SECTION_CACHE_TTL_S * 1000,
    now,
  );
  return {
    pageSections,
    register(app: FastifyInstance, calls: TCallDeps) {
      registerGetPageSectionRoute(app, { ...calls, pageSections });
    },
  };
}
