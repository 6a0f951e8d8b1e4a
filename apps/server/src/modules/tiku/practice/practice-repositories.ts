import type { TDb } from '../../../platform/db/database';
import {
  createPracticeQuestionsRepository,
  type TPracticeQuestionsRepository,
} from './practice-questions.repository';
import {
  createPracticeLookupsRepository,
  type TPracticeLookupsRepository,
} from './practice-lookups.repository';
import { createPracticeRepository, type TPracticeRepository } from './practice.repository';
import {
  createPracticeResultsRepository,
  type TPracticeResultsRepository,
} from './practice-results.repository';

import {
  createQuestionMistakeRepository,
  type TQuestionMistakeRepository,
} from '../personal/question-mistake.repository';

/** The repositories practice works with, all on one connection or transaction. */
export type TPracticeRepositories = {
  sessions: TPracticeRepository;
  lookups: TPracticeLookupsRepository;
  picks: TPracticeQuestionsRepository;
  results: TPracticeResultsRepository;
  /** The wrong-answer book, written as answers are checked. */
  mistakes: TQuestionMistakeRepository;
};

function bind(db: TDb): TPracticeRepositories {
  return {
    sessions: createPracticeRepository(db),
    lookups: createPracticeLookupsRepository(db),
    picks: createPracticeQuestionsRepository(db),
    results: createPracticeResultsRepository(db),
    mistakes: createQuestionMistakeRepository(db),
  };
}

/**
 * Practice's repositories, and a way to run work on all of them in one transaction (an answer
 * writes the answer, the session's counts, statistics and the wrong-answer book together).
 */
export function createPracticeRepositories(db: TDb) {
  return {
    ...bind(db),
    transaction<T>(work: (repositories: TPracticeRepositories) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(bind(tx)));
    },
  };
}

export type TPracticeStore = ReturnType<typeof createPracticeRepositories>;
