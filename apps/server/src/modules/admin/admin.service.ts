import type { TIpRangeWidest } from '@yzfk/contract/calls/ip-range';
import { E } from '@yzfk/contract/error-codes';
import { refuseTooWideRanges } from '../../platform/http/refuse-wide-ranges';
import { AppError } from '../../platform/http/app-error';
import type { TDb } from '../../platform/db/database';
import { createOrganisationAdmin } from '../identity/organisation-admin.service';
import { createOrgApplicationDecisions } from '../orguser/org-application-decision.service';

type TDeps = {
  db: TDb;
  /** The id of the site with a code, or undefined (the session module's rule). */
  siteIdByCode: (code: string) => Promise<number | undefined>;
  now: () => Date;
  /** The widest ranges admin/org/create takes without confirmWideRanges (4116). */
  widest: TIpRangeWidest;
};

/** What operators do: organisations, authorisations, approving applications. */
export function createAdminService(deps: TDeps) {
  const until = (days: number) => new Date(deps.now().getTime() + days * 86_400_000);
  const identity = createOrganisationAdmin(deps.db);

  async function siteId(code: string): Promise<number> {
    const site = await deps.siteIdByCode(code);
    if (site === undefined) throw new AppError(E.siteUnknown, `站点不存在：${code}`);
    return site;
  }

  return {
    async createOrg(input: {
      siteCode: string;
      unitName: string;
      ipRanges: string[];
      days: number;
      confirmWideRanges?: boolean;
    }) {
      if (!input.confirmWideRanges) refuseTooWideRanges(input.ipRanges, deps.widest);
      return identity.createOrganisation({
        siteId: await siteId(input.siteCode),
        unitName: input.unitName,
        ipRanges: input.ipRanges,
        expiresAt: until(input.days),
      });
    },

    async grant(input: { siteCode: string; phone: string; name: string; days: number }) {
      return identity.grantPersonal({
        siteId: await siteId(input.siteCode),
        phone: input.phone,
        name: input.name,
        expiresAt: until(input.days),
      });
    },

    async addOrgUser(input: { siteCode: string; organisationId: number; phone: string }) {
      const added = await identity.addMemberByPhone({
        siteId: await siteId(input.siteCode),
        organisationId: input.organisationId,
        phone: input.phone,
      });
      if (!added) throw new AppError(E.authNotFound, '机构不存在');
      return { added: true as const };
    },

    /** All or nothing: the organisation, its authorisation, the membership and the decision. */
    async approve(input: { id: number; days: number }) {
      return deps.db.transaction(async (tx) => {
        const applications = createOrgApplicationDecisions(tx);
        const organisations = createOrganisationAdmin(tx);
        const application = await applications.findById(input.id);
        if (!application) throw new AppError(E.authNotFound, '申请不存在');
        if (application.state !== 'pending') throw new AppError(E.invalidParams, '该申请已处理');
        const created = await organisations.createOrganisation({
          siteId: application.siteId,
          unitName: application.unitName,
          ipRanges: application.ipRanges,
          expiresAt: until(input.days),
        });
        const decided = await applications.decide(
          application.id,
          'approved',
          created.organisationId,
          deps.now(),
        );
        if (!decided) throw new AppError(E.invalidParams, '该申请已处理');
        await organisations.addMember(created.organisationId, application.userId);
        return created;
      });
    },
  };
}

export type TAdminService = ReturnType<typeof createAdminService>;
