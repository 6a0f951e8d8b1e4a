import type { TDb } from '../../platform/db/database';
import { createAttemptRepository, type TAttemptRepository } from './attempt.repository';
import { createExamRepository, type TExamRepository } from './exam.repository';

/** The exam module's repositories, all on one connection or transaction. */
export type TExamRepositories = { exams: TExamRepository; attempts: TAttemptRepository };

function bind(db: TDb): TExamRepositories {
  return { exams: createExamRepository(db), attempts: createAttemptRepository(db) };
}

/** The repositories, and a way to run work on all of them in one transaction. */
export function createExamRepositories(db: TDb) {
  return {
    ...bind(db),
    transaction<T>(work: (repositories: TExamRepositories) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(bind(tx)));
    },
  };
}

export type TExamStore = ReturnType<typeof createExamRepositories>;
