import type { FastifyInstance } from 'fastify';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TAccountService } from '../identity/account.service';
import { createOrgApplicationRepository } from './org-application.repository';
import { createOrgApplicationService } from './org-application.service';
import { registerOrgUserRoutes } from './orguser.routes';

/** Applications to become an organisation user (apply, list). */
export function createOrgUserModule(
  { database }: TPlatform,
  { accounts }: { accounts: TAccountService },
) {
  const orgApplications = createOrgApplicationService({
    applications: createOrgApplicationRepository(database.db),
    accounts,
  });
  return {
    orgApplications,
    register(app: FastifyInstance, calls: TCallDeps) {
      registerOrgUserRoutes(app, { ...calls, orgApplications });
    },
  };
}
