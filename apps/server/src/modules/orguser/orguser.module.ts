import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TAccountService } from '../identity/account.service';
import { createOrgApplicationRepository } from './org-application.repository';
import { createOrgApplicationService } from './org-application.service';
import { registerOrgUserRoutes } from './orguser.routes';

/** Applications to become an organisation user (apply, list). */
export function createOrgUserModule(
  { database, config }: TPlatform,
  { accounts }: { accounts: TAccountService },
) {
  const orgApplications = createOrgApplicationService({
    applications: createOrgApplicationRepository(database.db),
    accounts,
    widest: { v4: config.IP_RANGE_WIDEST_V4, v6: config.IP_RANGE_WIDEST_V6 },
  });
  return {
    orgApplications,
    register(app: FastifyInstance, calls: TCallDeps) {
      registerOrgUserRoutes(app, { ...calls, orgApplications });
    },
  };
}
