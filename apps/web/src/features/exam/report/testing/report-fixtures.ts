import type {
  TAttemptSummary,
  TExamReport,
  TReportQuestion,
  TStanding,
} from '@yzfk/contract/calls/exam-shapes';

// Reports as the server sends them (contract exam-shapes), for the report's tests.

export function attemptSummary(overrides: Partial<TAttemptSummary> = {}): TAttemptSummary {
  return {
    id: 501,
    examId: 7,
    paperId: 70,
    paperTitle: '试卷一',
    status: 'submitted',
    startedAt: '2025-09-13T00:30:00.000Z',
    deadline: '2025-09-13T03:30:00.000Z',
    finishedAt: '2025-09-13T02:41:05.000Z',
    score: 3,
    maxScore: 5,
    ...overrides,
  };
}

export function reportQuestion(overrides: Partial<TReportQuestion> = {}): TReportQuestion {
  return {
    id: 1,
    number: 1,
    type: 'single',
    section: '一、单项选择题',
    subjectName: '民法',
    stemHtml: '<p>关于诉讼时效，下列说法正确的是？</p>',
    options: ['A', 'B', 'C', 'D'].map((key) => ({ key, html: `选项${key}` })),
    points: 1,
    chosen: ['A'],
    answer: ['A'],
    isCorrect: true,
    earned: 1,
    explanationHtml: '<p>诉讼时效期间为三年。</p>',
    lawRefs: [],
    source: { year: 2023, paper: '卷一', number: 1 },
    materialHtml: null,
    subjective: null,
    ...overrides,
  };
}

export const STANDING: TStanding = {
  rank: 3,
  of: 40,
  beatPercent: 92.5,
  average: 2.6,
  highest: 5,
  distribution: [
    { from: 0, to: 2, count: 10 },
    { from: 2, to: 4, count: 25 },
    { from: 4, to: 5, count: 5 },
  ],
};

/** A 客观题 report: one right, one wrong (with a law article), one unanswered 多选. */
export function objectiveReport(overrides: Partial<TExamReport> = {}): TExamReport {
  return {
    attempt: attemptSummary(),
    examId: 7,
    examTitle: '2025 年法考客观题模拟考试（一）',
    variant: 'obt',
    candidate: { realName: '张三', ticketNo: '20250913001', idNumberMasked: '1101**********1234' },
    timeUsedSeconds: 7865,
    answeredCount: 2,
    correctCount: 1,
    sections: [
      { name: '一、单项选择题', total: 2, correct: 1, earned: 1, maxScore: 2 },
      { name: '二、多项选择题', total: 1, correct: 0, earned: 0, maxScore: 2 },
    ],
    subjects: [
      { name: '民法', total: 2, correct: 1, earned: 1, maxScore: 3 },
      { name: '刑法', total: 1, correct: 0, earned: 0, maxScore: 1 },
    ],
    standing: STANDING,
    questions: [
      reportQuestion(),
      reportQuestion({
        id: 2,
        number: 2,
        subjectName: '刑法',
        stemHtml: '<p>关于正当防卫，下列说法正确的是？</p>',
        chosen: ['B'],
        answer: ['C'],
        isCorrect: false,
        earned: 0,
        explanationHtml: '<p>防卫过当应当负刑事责任。</p>',
        lawRefs: [
          {
            lawTitle: '中华人民共和国刑法',
            articleNumber: '第二十条',
            lawId: 3,
            articleOrdinal: 20,
          },
        ],
      }),
      reportQuestion({
        id: 3,
        number: 3,
        type: 'multiple',
        section: '二、多项选择题',
        stemHtml: '<p>下列属于物权的有？</p>',
        points: 2,
        chosen: [],
        answer: ['A', 'B'],
        isCorrect: false,
        earned: 0,
      }),
    ],
    ...overrides,
  };
}

/** A 主观题 report of one case question with two sub-questions, not yet self-graded. */
export function subjectiveReport(overrides: Partial<TExamReport> = {}): TExamReport {
  return {
    attempt: attemptSummary({
      id: 601,
      paperId: 80,
      paperTitle: '主观题试卷',
      score: null,
      maxScore: 10,
    }),
    examId: 8,
    examTitle: '2025 年法考主观题模拟考试',
    variant: 'subt',
    candidate: { realName: '李四', ticketNo: '20250914002', idNumberMasked: '1101**********5678' },
    timeUsedSeconds: 9000,
    answeredCount: 1,
    correctCount: 0,
    sections: [{ name: '案例分析题', total: 1, correct: 0, earned: 0, maxScore: 10 }],
    subjects: [{ name: '民法', total: 1, correct: 0, earned: 0, maxScore: 10 }],
    standing: null,
    questions: [
      reportQuestion({
        id: 31,
        number: 1,
        type: 'subjective',
        section: '案例分析题',
        stemHtml: '<p>请根据案情回答下列问题。</p>',
        options: [],
        points: 10,
        chosen: [],
        answer: [],
        isCorrect: false,
        earned: 0,
        explanationHtml: null,
        materialHtml: '<p>甲将房屋出卖给乙，尚未办理过户登记，又将该房屋出卖给丙并办理了过户。</p>',
        subjective: [
          {
            stemHtml: '<p>甲乙之间的买卖合同是否有效？</p>',
            points: 4,
            text: '合同有效，依据区分原则。',
            referenceHtml: '<p>有效。</p>',
            scoringPoints: [
              { text: '合同有效', points: 2 },
              { text: '区分原则', points: 2 },
            ],
            suggested: [0, 1],
            achieved: null,
          },
          {
            stemHtml: '<p>房屋所有权归谁？</p>',
            points: 6,
            text: '归丙。',
            referenceHtml: '<p>丙。</p>',
            scoringPoints: [
              { text: '归丙所有', points: 3 },
              { text: '不动产以登记为准', points: 3 },
            ],
            suggested: [],
            achieved: null,
          },
        ],
      }),
    ],
    ...overrides,
  };
}
