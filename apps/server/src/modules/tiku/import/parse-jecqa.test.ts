import { describe, expect, it } from 'vitest';
import { parseJecqaLine } from './parse-jecqa';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({
    answer: ['B'],
    id: '1_4269',
    option_list: { A: '甲', B: '乙<丙', C: '丁', D: '戊' },
    statement: '关于反补贴调查，下列哪项判断是正确的?',
    subject: '国际经济法',
    type: '0',
    ...fields,
  });

describe('parseJecqaLine', () => {
  it('reads a single-answer question with its subject; text is escaped', () => {
    const result = parseJecqaLine(line({}));
    expect(result).toMatchObject({
      ok: true,
      record: {
        externalId: 'jecqa:1_4269',
        bankCode: 'jecqa',
        type: 'single',
        subject: '国际经济法',
        chapterPath: null,
        stemHtml: '<p>关于反补贴调查，下列哪项判断是正确的?</p>',
        answer: ['B'],
      },
    });
    if (result.ok) expect(result.record.options[1]).toEqual({ key: 'B', html: '乙&lt;丙' });
  });

  it('takes two or more letters as multiple, whatever `type` says, and sorts them', () => {
    const result = parseJecqaLine(line({ answer: ['D', 'A'], type: '1', subject: undefined }));
    expect(result).toMatchObject({
      ok: true,
      record: { type: 'multiple', answer: ['A', 'D'], subject: null },
    });
  });

  it('rejects an empty answer, an unknown letter, no options and bad JSON', () => {
    expect(parseJecqaLine(line({ answer: [] }))).toEqual({ ok: false, reason: '缺少答案' });
    expect(parseJecqaLine(line({ answer: ['E'] }))).toEqual({
      ok: false,
      reason: '答案中的选项不存在：E',
    });
    expect(parseJecqaLine(line({ option_list: {} }))).toEqual({ ok: false, reason: '没有选项' });
    expect(parseJecqaLine('{"answer": ["A"], "id": ')).toEqual({
      ok: false,
      reason: '不是合法的 JSON',
    });
  });
});
