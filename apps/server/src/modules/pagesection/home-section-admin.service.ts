import type { z } from 'zod';
import { HOME_SECTION_CONFIGS, type THomeSectionKind } from '@yzfk/contract/calls/home-sections';
import type { ZHomeSectionRowSchema } from '@yzfk/contract/calls/home-sections-admin';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { THomeSectionRepository, THomeSectionRow } from './home-section.repository';

type TRow = z.output<typeof ZHomeSectionRowSchema>;

type TDeps = {
  sections: THomeSectionRepository;
  /** The id of the site with a code, or undefined (the session module's rule). */
  siteIdByCode: (code: string) => Promise<number | undefined>;
};

function present(row: THomeSectionRow): TRow {
  return {
    id: row.id,
    kind: row.kind as THomeSectionKind,
    title: row.title,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    config: row.config,
  };
}

/**
 * Operators list, edit, switch and order a site's home sections. The home page is not cached
 * (it differs per user), so a change shows on the next visit.
 */
export function createHomeSectionAdminService({ sections, siteIdByCode }: TDeps) {
  async function siteId(code: string): Promise<number> {
    const site = await siteIdByCode(code);
    if (site === undefined) throw new AppError(E.siteUnknown, `站点不存在：${code}`);
    return site;
  }

  return {
    async list(input: { siteCode: string }) {
      return { sections: (await sections.list(await siteId(input.siteCode))).map(present) };
    },

    /** Title, on/off and configuration; the configuration must fit the section's kind (4931). */
    async update(input: {
      id: number;
      title?: string;
      enabled?: boolean;
      config?: Record<string, unknown>;
    }): Promise<TRow> {
      const row = await sections.byId(input.id);
      if (!row) throw new AppError(E.homeSectionNotFound, '首页栏目不存在');
      let config: Record<string, unknown> | undefined;
      if (input.config !== undefined) {
        const schema = HOME_SECTION_CONFIGS[row.kind as THomeSectionKind];
        const parsed = schema.safeParse(input.config);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue?.path.join('.') ?? '';
          throw new AppError(
            E.homeSectionConfigInvalid,
            `栏目配置不正确（${where ? `${where}：` : ''}${issue?.message ?? ''}）`,
          );
        }
        config = parsed.data;
      }
      const updated = await sections.update(input.id, {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.enabled !== undefined && { enabled: input.enabled }),
        ...(config !== undefined && { config }),
      });
      if (!updated) throw new AppError(E.homeSectionNotFound, '首页栏目不存在');
      return present(updated);
    },

    /** The new order: exactly every section of the site, each once (4932 otherwise). */
    async order(input: { siteCode: string; ids: number[] }) {
      const site = await siteId(input.siteCode);
      const current = await sections.list(site);
      const known = new Set(current.map((row) => row.id));
      const given = new Set(input.ids);
      if (
        given.size !== input.ids.length ||
        given.size !== known.size ||
        input.ids.some((id) => !known.has(id))
      ) {
        throw new AppError(E.homeSectionOrderMismatch);
      }
      await sections.reorder(site, input.ids);
      return { sections: (await sections.list(site)).map(present) };
    },
  };
}

export type THomeSectionAdminService = ReturnType<typeof createHomeSectionAdminService>;
