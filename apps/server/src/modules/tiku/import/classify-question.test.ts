import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './classify-question';

const classify = (stem: string, options = '', subject: string | null = null) =>
  classifyQuestion({ subject, chapterPath: null, stem, options });

describe('classifyQuestion', () => {
  it('infers the subject and chapter from a law title', () => {
    expect(
      classify('根据《中华人民共和国刑事诉讼法》，下列哪些情形应当变更强制措施，改为取保候审?'),
    ).toEqual({
      subject: '刑事诉讼法',
      chapterPath: '刑事诉讼总论 / 强制措施',
    });
    expect(classify('依照《票据法》，关于汇票背书，下列说法正确的是')).toEqual({
      subject: '商法',
      chapterPath: '票据法',
    });
  });

  it('infers them from keywords when no law is named', () => {
    expect(
      classify(
        '甲在乙持刀行凶时将乙打成重伤，关于甲的行为是否属于正当防卫，下列说法正确的是',
        '防卫过当\n紧急避险',
      ),
    ).toEqual({ subject: '刑法', chapterPath: '刑法总论 / 违法阻却事由' });
    expect(classify('当事人对仲裁裁决不服，申请撤销仲裁裁决的，下列说法正确的是')).toEqual({
      subject: '民事诉讼法',
      chapterPath: '仲裁',
    });
    expect(
      classify('关于诉讼时效中断的事由，下列说法正确的是', '权利人提出履行请求'),
    ).toMatchObject({
      subject: '民法',
      chapterPath: '民法总则 / 诉讼时效与期间',
    });
  });

  it('keeps a given subject (aliases understood) and finds the chapter within it', () => {
    expect(classify('关于唐律中的十恶，下列说法正确的是', '', '中国法律史')).toEqual({
      subject: '法制史',
      chapterPath: '隋唐宋元的法律思想与制度',
    });
    expect(
      classifyQuestion({
        subject: '民法',
        chapterPath: '合同 / 合同的订立',
        stem: '刑法',
        options: '',
      }),
    ).toEqual({ subject: '民法', chapterPath: '合同 / 合同的订立' });
  });

  it('leaves the chapter null without a signal, and the subject 综合 without any', () => {
    expect(classify('下列说法正确的是', '', '民法')).toEqual({
      subject: '民法',
      chapterPath: null,
    });
    expect(classify('下列说法正确的是', '甲\n乙')).toEqual({ subject: '综合', chapterPath: null });
  });
});
