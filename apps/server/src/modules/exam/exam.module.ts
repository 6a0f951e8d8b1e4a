import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EXAM_DEFAULTS } from '@yzfk/contract/calls/exam-shapes';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import { createAttemptService } from './attempt.service';
import { createExamAdminService } from './exam-admin.service';
import { registerExamAdminRoutes } from './exam-admin.routes';
import { createExamCatalogService } from './exam-catalog.service';
import { createPaperCache, createPaperClockCache, type TExamDeps } from './exam-context';
import { createExamRepositories } from './exam-repositories';
import { registerExamRoutes } from './exam.routes';
import { closeOverdueAttempts } from './finish-attempt';
import { relinkFrozenLawRefs, type TLinkLawRefs } from './relink-frozen-law-refs';

/** Seconds between deadline sweeps; a read or save of an overdue attempt closes it at once. */
const EXAM_SWEEP_INTERVAL_S = 15;
/** Attempts the deadline sweep collects per transaction. */
const SWEEP_BATCH = 200;

/** The key of the 证件号码 hashes, derived from the server secret (never the secret itself). */
export function idNumberKey(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('yzfk exam id numbers').digest('hex');
}

/** Mock exams: exams, registrations, the exam room, attempts, reports, operator calls. */
export function createExamModule(
  { config, database, log, now, jobs }: TPlatform,
  services: Pick<TExamDeps, 'authsOf' | 'source' | 'recordWrongAnswers'>,
) {
  const store = createExamRepositories(database.db);
  const base: TExamDeps = {
    ...services,
    store,
    now,
    idNumberSecret: idNumberKey(config.TOKEN_SECRET),
    log,
  };
  const deps = {
    ...base,
    paperById: createPaperCache(store),
    paperClocksOf: createPaperClockCache(store),
  };
  const examCatalog = createExamCatalogService(deps);
  const examAttempts = createAttemptService({ ...deps, rankingOpen: examCatalog.rankingOpen });
  const examAdmin = createExamAdminService(deps);
  /** Collects every attempt past its deadline and grace; answers how many it collected. */
  const closeOverdue = (at: Date, batchSize = SWEEP_BATCH) =>
    closeOverdueAttempts(deps, at, batchSize, EXAM_DEFAULTS.saveGraceSeconds);
  // The deadline sweep: every attempt past its deadline is collected and scored even when the
  // candidate never returns; each turn is claimed once across processes (decision 0013).
  jobs.add({
    name: 'exam-deadline-sweep',
    intervalSeconds: EXAM_SWEEP_INTERVAL_S,
    run: (at) => closeOverdue(at),
  });
  return {
    examCatalog,
    examAttempts,
    examAdmin,
    closeOverdueAttempts: closeOverdue,
    /**
     * Links the law references frozen in every paper again with `link` (after laws were retired);
     * answers how many papers changed. Papers already in this process's cache keep their old
     * links until a restart: those ids still open, through the law database's redirects.
     */
    relinkLawRefs: (link: TLinkLawRefs) => relinkFrozenLawRefs(database.db, link),
    register(app: FastifyInstance, calls: TCallDeps) {
      registerExamRoutes(app, { ...calls, examCatalog, examAttempts });
      registerExamAdminRoutes(app, { ...calls, examAdmin });
    },
  };
}

export type TExamModule = ReturnType<typeof createExamModule>;
