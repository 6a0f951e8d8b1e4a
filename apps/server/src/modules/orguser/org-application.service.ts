import { ORG_APPLICATIONS_PENDING_MAX, type TOrgApplication } from '@yzfk/contract/calls/orguser';
import type { TIpRangeWidest } from '@yzfk/contract/calls/ip-range';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { refuseTooWideRanges } from '../../platform/http/refuse-wide-ranges';
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
  widest: TIpRangeWidest;
}) {
  return {
    /**
     * Records an application; 4116 for a range wider than the configured widest (an approved
     * one would authorise every visitor from it), 4117 past the pending applications a user
     * may have (counted under the user's lock, so parallel calls cannot pass it together).
     */
    async apply(auth: TAuth, input: TApplicationInput): Promise<TOrgApplication> {
      const user = await deps.accounts.requireUser(auth);
      refuseTooWideRanges(input.ipRanges, deps.widest);
      const row = await deps.applications.insertUnderPendingCap(
        { ...input, siteId: auth.siteId, userId: user.id },
        ORG_APPLICATIONS_PENDING_MAX,
      );
      if (!row) throw new AppError(E.orgApplicationsPendingLimit);
      return toOrgApplication(row);
    },

    async list(auth: TAuth): Promise<TOrgApplication[]> {
      const user = await deps.accounts.requireUser(auth);
      return (await deps.applications.listForUser(user.id)).map(toOrgApplication);
    },
  };
}

export type TOrgApplicationService = ReturnType<typeof createOrgApplicationService>;
