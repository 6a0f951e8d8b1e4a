import { describe, expect, it } from 'vitest';
import { question } from './testing/question-fixtures';
import { paperSections } from './paper-sections';

describe('paperSections', () => {
  it("keeps the paper's own sections, in order, with counts and points", () => {
    const sections = paperSections([
      question(1, { section: '一、单项选择题', points: 1 }),
      question(2, { section: '一、单项选择题', points: 1 }),
      question(3, { section: '二、多项选择题', type: 'multiple', points: 2 }),
    ]);
    expect(sections.map((s) => s.title)).toEqual([
      '一、单项选择题（共 2 题，2 分）',
      '二、多项选择题（共 1 题，2 分）',
    ]);
    expect(sections[1]?.items.map((item) => item.index)).toEqual([2]);
  });

  it('groups by question type when the paper names no sections', () => {
    const sections = paperSections([
      question(1),
      question(2, { type: 'multiple', points: 2 }),
      question(3),
    ]);
    expect(sections.map((s) => s.title)).toEqual([
      '一、单选题（共 2 题，2 分）',
      '二、多选题（共 1 题，2 分）',
    ]);
  });
});
