import type { TOrgApplication } from '@yzfk/contract/calls/orguser';
import type { TOrgApplicationRepository, TOrgApplicationRow } from './org-application.repository';
import type { TAuth } from '../../platform/http/auth';
import type { TAccountService } from '../identity/account.service';

type TApplicationInput = {
  unitName: string;
  contactName: string;
  contactPhone: string;
  ipRanges: string[];
  message: string;
};

/** Presents an application row as the contract says. */
export function toOrgApplication(row: TOrgApplicationRow): TOrgApplication {
  return {
    id: row.id,
    unitName: row.unitName,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    ipRanges: row.ipRanges,
    message: row.message,
    state: row.state as TOrgApplication['state'],
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? '',
  };
}

/** A logged-in user's applications to become an organisation user. */
export function createOrgApplicationService(deps: {
  applications: TOrgApplicationRepository;
  accounts: TAccountService;
}) {
  return {
    async apply(auth: TAuth, input: TApplicationInput): Promise<TOrgApplication> {
      const user = await deps.accounts.requireUser(auth);
      const row = await deps.applications.insert({
        ...input,
        siteId: auth.siteId,
        userId: user.id,
      });
      return toOrgApplication(row);
    },

    async list(auth: TAuth): Promise<TOrgApplication[]> {
      const user = await deps.accounts.requireUser(auth);
      return (await deps.applications.listForUser(user.id)).map(toOrgApplication);
    },
  };
}

export type TOrgApplicationService = ReturnType<typeof createOrgApplicationService>;
