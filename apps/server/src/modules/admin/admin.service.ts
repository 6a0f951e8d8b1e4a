import { AppError } from '../../platform/http/app-error';
import type { TDb } from '../../platform/db/database';
import {
  createAuthorisationRepository,
  type TAuthorisationRepository,
} from '../identity/authorisation.repository';
import {
  createOrgApplicationRepository,
  type TOrgApplicationRepository,
} from '../orguser/org-application.repository';
import type { TSiteRepository } from '../session/site.repository';
import type { TUserRepository } from '../identity/user.repository';

type TDeps = {
  db: TDb;
  sites: TSiteRepository;
  users: TUserRepository;
  auths: TAuthorisationRepository;
  applications: TOrgApplicationRepository;
  now: () => Date;
};

/** What operators do: organisations, authorisations, approving applications. */
export function createAdminService(deps: TDeps) {
  const until = (days: number) => new Date(deps.now().getTime() + days * 86_400_000);

  async function siteId(code: string): Promise<number> {
    const site = await deps.sites.findByCode(code);
    if (!site) throw new AppError(4003, `站点不存在：${code}`);
    return site.id;
  }

  async function createOrganisation(
    site: number,
    unitName: string,
    ipRanges: string[],
    days: number,
    auths: TAuthorisationRepository = deps.auths,
  ) {
    const organisation = await auths.createOrganisation({ siteId: site, unitName, ipRanges });
    const auth = await auths.grant({
      siteId: site,
      authType: 2,
      organisationId: organisation.id,
      name: unitName,
      expiresAt: until(days),
    });
    return { organisationId: organisation.id, authId: auth.id };
  }

  return {
    async createOrg(input: {
      siteCode: string;
      unitName: string;
      ipRanges: string[];
      days: number;
    }) {
      return createOrganisation(
        await siteId(input.siteCode),
        input.unitName,
        input.ipRanges,
        input.days,
      );
    },

    async grant(input: { siteCode: string; phone: string; name: string; days: number }) {
      const site = await siteId(input.siteCode);
      const user = await deps.users.findOrCreateByPhone(site, input.phone);
      const auth = await deps.auths.grant({
        siteId: site,
        authType: 1,
        userId: user.id,
        name: input.name,
        expiresAt: until(input.days),
      });
      return { authId: auth.id, userId: user.id };
    },

    async addOrgUser(input: { siteCode: string; organisationId: number; phone: string }) {
      const site = await siteId(input.siteCode);
      const organisation = await deps.auths.findOrganisation(input.organisationId);
      if (!organisation || organisation.siteId !== site) throw new AppError(4105, '机构不存在');
      const user = await deps.users.findOrCreateByPhone(site, input.phone);
      await deps.auths.addMember(organisation.id, user.id);
      return { added: true as const };
    },

    /** All or nothing: the organisation, its authorisation, the membership and the decision. */
    async approve(input: { id: number; days: number }) {
      return deps.db.transaction(async (tx) => {
        const applications = createOrgApplicationRepository(tx);
        const auths = createAuthorisationRepository(tx);
        const application = await applications.findById(input.id);
        if (!application) throw new AppError(4105, '申请不存在');
        if (application.state !== 'pending') throw new AppError(4000, '该申请已处理');
        const created = await createOrganisation(
          application.siteId,
          application.unitName,
          application.ipRanges,
          input.days,
          auths,
        );
        const decided = await applications.decide(
          application.id,
          'approved',
          created.organisationId,
          deps.now(),
        );
        if (!decided) throw new AppError(4000, '该申请已处理');
        await auths.addMember(created.organisationId, application.userId);
        return created;
      });
    },
  };
}

export type TAdminService = ReturnType<typeof createAdminService>;
