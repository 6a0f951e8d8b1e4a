import type { createDailyQuestionService } from './daily/daily-question';

// The question bank's types other modules name (the home page reads 每日一题 through this).

export type TDailyQuestionService = ReturnType<typeof createDailyQuestionService>;
