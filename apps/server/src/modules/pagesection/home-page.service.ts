import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import type {
  answerDailyQuestionCall,
  getHomeSectionDataCall,
  homepageCall,
} from '@yzfk/contract/calls/home-sections';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/auth';
import { chinaDay } from '../../platform/china-time';
import { isRightAnswer } from '../../platform/scoring/scoring';
import type { THomeSectionRepository } from './home-section.repository';
import type { THomeSources } from './home-sources';
import { resolveHomeSection } from './resolve-home-section';

type TDeps = { sections: THomeSectionRepository; sources: THomeSources; now: () => Date };

/** The home page: the site's sections with their content, one section, the daily question. */
export function createHomePageService({ sections, sources, now }: TDeps) {
  return {
    /** Every enabled section that has content, in the operator's order. */
    async homepage(auth: TAuth): Promise<TCallData<typeof homepageCall>> {
      const at = now();
      const rows = await sections.list(auth.siteId);
      const resolved = await Promise.all(
        rows.map((row) => resolveHomeSection(row, { auth, sources, now: at })),
      );
      return { sections: resolved.filter((section) => section !== null) };
    },

    /** One section by id or kind (4930 when missing, off, another site's or empty). */
    async getData(
      auth: TAuth,
      request: z.output<typeof getHomeSectionDataCall.request>,
    ): Promise<TCallData<typeof getHomeSectionDataCall>> {
      const rows = await sections.list(auth.siteId);
      const row = rows.find((candidate) =>
        request.id !== undefined ? candidate.id === request.id : candidate.kind === request.kind,
      );
      const section = row ? await resolveHomeSection(row, { auth, sources, now: now() }) : null;
      if (!section) throw new AppError(E.homeSectionNotFound);
      return section;
    },

    /**
     * Checks an answer to the day's question. Only that day's question is answered here (4933
     * otherwise), so this call cannot be used to read the answers of the whole bank; the day
     * before is still accepted, for a page left open over midnight.
     */
    async answerDaily(
      request: z.output<typeof answerDailyQuestionCall.request>,
    ): Promise<TCallData<typeof answerDailyQuestionCall>> {
      const today = chinaDay(now());
      const yesterday = chinaDay(new Date(now().getTime() - 86_400_000));
      if (request.day !== today && request.day !== yesterday)
        throw new AppError(E.dailyQuestionStale);
      const question = await sources.dailyQuestion(request.day);
      if (question?.questionId !== request.questionId) throw new AppError(E.dailyQuestionStale);
      const solution = await sources.questionAnswer(request.questionId);
      if (!solution) throw new AppError(E.dailyQuestionStale);
      return { isCorrect: isRightAnswer(solution.answer, request.choice), solution };
    },
  };
}

export type THomePageService = ReturnType<typeof createHomePageService>;
