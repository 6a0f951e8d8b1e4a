import { describe, expect, it } from 'vitest';
import {
  formatArticleNumber,
  parseQuestionFile,
  QuestionFileFormatError,
} from './parse-question-file';

const bank = { kind: 'bank', code: 'demo', name: '测试题库', isFree: true };
const single = {
  kind: 'question',
  id: 'q1',
  bank: 'demo',
  type: 'single',
  subject: '民法',
  chapter: '合同/合同的订立',
  stem: '<p onclick="x()">寄送的价目表是？</p><script>alert(1)</script>',
  options: { A: '要约', B: '要约邀请', C: '承诺', D: '合同' },
  answer: ['B'],
  explanation: '见第四百七十三条。',
  lawRefs: [{ lawTitle: '《中华人民共和国民法典》', articleNumber: 473 }],
  source: { year: 2020, paper: '卷二', number: 3 },
  difficulty: 2,
  tags: ['要约邀请'],
};
const multiple = { ...single, id: 'q2', type: 'multiple', answer: ['A', 'B'] };
const subjective = {
  kind: 'question',
  id: 'c1',
  bank: 'demo',
  type: 'subjective',
  subject: '刑法',
  stem: '甲盗窃后投案。',
  subQuestions: [
    {
      stem: '甲是否自首？',
      referenceAnswer: '是。',
      scoringPoints: [{ text: '成立自首', points: 2 }],
    },
  ],
};
const paper = {
  kind: 'paper',
  id: 'p1',
  bank: 'demo',
  type: 'past',
  title: '2020 年卷二（节选）',
  year: 2020,
  sections: [
    { title: '一、单项选择题', questions: ['q1'] },
    { title: '二、多项选择题', questions: ['q2'] },
  ],
};
const file = (...lines: unknown[]) =>
  lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n');

describe('parseQuestionFile, our format', () => {
  it('reads banks, questions (sanitised, chapter and article numbers normalised) and papers', () => {
    const parsed = parseQuestionFile(file(bank, single, multiple, subjective, paper));
    expect(parsed.rejections).toEqual([]);
    expect(parsed.format).toBe('yzfk');
    expect(parsed.banks).toEqual([
      { code: 'demo', name: '测试题库', description: null, isFree: true, isSample: false },
    ]);
    expect(parsed.questions[0]).toMatchObject({
      externalId: 'demo:q1',
      chapterPath: '合同 / 合同的订立',
      stemHtml: '<p>寄送的价目表是？</p>',
      answer: ['B'],
      explanationHtml: '<p>见第四百七十三条。</p>',
      lawRefs: [{ lawTitle: '中华人民共和国民法典', articleNumber: '第四百七十三条' }],
      source: { year: 2020, paper: '卷二', number: 3 },
    });
    expect(parsed.questions[2]).toMatchObject({
      type: 'subjective',
      options: [],
      subQuestions: [
        {
          stemHtml: '<p>甲是否自首？</p>',
          referenceHtml: '<p>是。</p>',
          scoringPoints: [{ text: '成立自首', points: 2 }],
        },
      ],
    });
    // Default points: single 1, multiple 2.
    expect(parsed.papers).toEqual([
      {
        externalId: 'demo:paper:p1',
        bankCode: 'demo',
        kind: 'past',
        title: '2020 年卷二（节选）',
        year: 2020,
        timeLimitMinutes: null,
        partialCredit: false,
        sections: [
          { title: '一、单项选择题', questions: [{ externalId: 'demo:q1', points: 1 }] },
          { title: '二、多项选择题', questions: [{ externalId: 'demo:q2', points: 2 }] },
        ],
      },
    ]);
  });

  it('rejects bad lines with their number and a reason, and keeps the rest', () => {
    const parsed = parseQuestionFile(
      file(
        bank,
        single,
        { ...single, id: 'x1', type: 'essay' },
        { ...single, id: 'x2', answer: [] },
        { ...single, id: 'x3', answer: ['E'] },
        { ...subjective, id: 'x4', subQuestions: [{ stem: '问', referenceAnswer: '答' }] },
        '{"kind": "question", ',
        { ...paper, id: 'p2', sections: [{ title: '一', questions: ['q1', 'nope'] }] },
        { ...single, id: 'q1' },
        { ...single, id: 'x5', bank: 'other' },
        { ...single, id: 'x6', type: 'multiple', answer: ['A'] },
        { ...single, id: 'x7', difficulty: 9 },
        { kind: 'chapter' },
      ),
    );
    expect(parsed.questions.map((question) => question.externalId)).toEqual(['demo:q1']);
    expect(parsed.rejections).toEqual([
      { line: 3, reason: '未知题型：essay' },
      { line: 4, reason: '缺少答案' },
      { line: 5, reason: '答案中的选项不存在：E' },
      { line: 6, reason: '主观题第 1 问缺少采分点' },
      { line: 7, reason: '不是合法的 JSON' },
      { line: 8, reason: '试卷引用了不存在或未通过校验的题目：nope' },
      { line: 9, reason: '题目编号重复：q1（第 2 行已用）' },
      { line: 10, reason: '题库 other 未在文件中声明（缺少它的 bank 行）' },
      { line: 11, reason: '多选题至少要有两个答案' },
      { line: 12, reason: '难度须为 1 到 5（difficulty）' },
      { line: 13, reason: '未知的行类型：chapter（应为 bank、question 或 paper）' },
    ]);
  });

  it('tells the formats apart and refuses a file in neither', () => {
    const jecqa =
      '{"answer": ["A"], "id": "9", "option_list": {"A": "甲", "B": "乙"}, "statement": "题"}';
    expect(parseQuestionFile(`\n${jecqa}\n`)).toMatchObject({ format: 'jecqa', lines: 1 });
    expect(() => parseQuestionFile('{"foo": 1}\nnot json')).toThrow(QuestionFileFormatError);
    expect(() => parseQuestionFile('')).toThrow(QuestionFileFormatError);
  });
});

describe('formatArticleNumber', () => {
  it('writes article numbers as statutes do', () => {
    expect(formatArticleNumber(188)).toBe('第一百八十八条');
    expect(formatArticleNumber('第12条')).toBe('第十二条');
    expect(formatArticleNumber('1084')).toBe('第一千零八十四条');
    expect(formatArticleNumber('第120条之一')).toBe('第一百二十条之一');
    expect(formatArticleNumber(110)).toBe('第一百一十条');
    expect(formatArticleNumber('第一百八十八条')).toBe('第一百八十八条');
  });
});
