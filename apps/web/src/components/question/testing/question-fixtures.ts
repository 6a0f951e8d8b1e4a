import type { TQuestion, TSolution } from '@yzfk/contract/calls/tiku-shapes';

// Questions for the tests of the question components and the pages that show them, shaped like
// the contract's replies.

/** A solution with a short explanation and no related articles unless given. */
export function solution(answer: string[], overrides: Partial<TSolution> = {}): TSolution {
  return {
    answer,
    explanationHtml: `<p>本题答案为 ${answer.join('')}，依据相关规定。</p>`,
    lawRefs: [],
    ...overrides,
  };
}

/** An objective single-choice question (2023年 卷一, numbered by its id) unless overridden. */
export function question(id: number, overrides: Partial<TQuestion> = {}): TQuestion {
  return {
    id,
    type: 'single',
    subjectName: '民法',
    chapterName: '民事法律行为',
    stemHtml: `<p>第${id}题的题干：关于民事法律行为的效力，下列说法正确的是？</p>`,
    options: ['A', 'B', 'C', 'D'].map((key) => ({ key, html: `选项${key}的内容` })),
    section: null,
    points: 1,
    difficulty: null,
    tags: [],
    source: { year: 2023, paper: '卷一', number: id },
    favorite: false,
    note: null,
    solution: null,
    ...overrides,
  };
}
