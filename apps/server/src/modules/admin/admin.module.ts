import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TSessionService } from '../session/session.service';
import { registerAdminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

/** Operator calls (with ADMIN_TOKEN): organisations, authorisations, approvals. */
export function createAdminModule(
  { database, now, config }: TPlatform,
  { sessions }: { sessions: TSessionService },
) {
  const admin = createAdminService({
    db: database.db,
    siteIdByCode: (code) => sessions.siteIdByCode(code),
    now,
    widest: { v4: config.IP_RANGE_WIDEST_V4, v6: config.IP_RANGE_WIDEST_V6 },
  });
  return {
    admin,
    register(app: FastifyInstance, calls: TCallDeps) {
      registerAdminRoutes(app, { ...calls, admin });
    },
  };
}
