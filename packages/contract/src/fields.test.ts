import { describe, expect, it } from 'vitest';
import {
  INT32_MAX,
  PAGE_MAX,
  PAGE_SIZE_MAX,
  zFreeText,
  zId,
  zInt,
  zPage,
  zPageSize,
  zText,
} from './fields';

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('zText', () => {
  const name = zText({ max: 10, min: 1 });
  it('trims and keeps ordinary Chinese text', () => {
    expect(name.parse('  民法典 ')).toBe('民法典');
  });
  it('refuses NUL, other control characters and broken surrogates with a message', () => {
    expect(messageOf(name.safeParse('a\u0000b'))).toBe('不能包含控制字符');
    expect(messageOf(name.safeParse('a\u001bb'))).toBe('不能包含控制字符');
    expect(messageOf(name.safeParse('a\u0085b'))).toBe('不能包含控制字符');
    expect(messageOf(name.safeParse('a\ud800b'))).toBe('包含无法识别的字符');
  });
  it('refuses the same broken text every time, whatever was checked before', () => {
    // A stateful (global) regular expression used to let every second one through (issue 27).
    for (let i = 0; i < 3; i += 1) {
      expect(messageOf(name.safeParse('\ud800'))).toBe('包含无法识别的字符');
      expect(messageOf(name.safeParse('a\udc00'))).toBe('包含无法识别的字符');
    }
  });
  it('keeps a paired surrogate (an emoji) and bounds the length', () => {
    expect(name.parse('法😀')).toBe('法😀');
    expect(messageOf(name.safeParse('一二三四五六七八九十一'))).toBe('不能超过 10 个字');
    expect(messageOf(name.safeParse('   '))).toBe('不能为空');
  });
});

describe('zFreeText', () => {
  const note = zFreeText({ max: 20 });
  it('drops control characters a paste brought along but keeps line breaks and tabs', () => {
    expect(note.parse('第一行\r\n第二行\t\u0000尾\u0007')).toBe('第一行\n第二行\t尾');
    expect(note.parse('a\udc00b')).toBe('ab');
  });
  it('trims when asked, after cleaning', () => {
    expect(zFreeText({ max: 5, trim: true }).parse(' \u0000 笔记 \n')).toBe('笔记');
  });
  it('bounds the cleaned length', () => {
    expect(messageOf(note.safeParse('字'.repeat(21)))).toBe('不能超过 20 个字');
  });
});

describe('zId and zInt', () => {
  const id = zId('法规编号');
  it('accepts ids up to the 32-bit column limit, also as numeric strings', () => {
    expect(id.parse(INT32_MAX)).toBe(INT32_MAX);
    expect(id.parse('42')).toBe(42);
  });
  it('refuses 2^31, zero, negatives, fractions and words, naming the field', () => {
    expect(messageOf(id.safeParse(2 ** 31))).toBe('法规编号超出范围');
    expect(messageOf(id.safeParse(0))).toBe('法规编号必须是正整数');
    expect(messageOf(id.safeParse(-3))).toBe('法规编号必须是正整数');
    expect(messageOf(id.safeParse(1.5))).toBe('法规编号必须是整数');
    expect(messageOf(id.safeParse('abc'))).toBe('法规编号必须是数字');
  });
  it('takes numbers and numeric strings only, not what Number() would coerce', () => {
    for (const value of [true, null, [], [5], {}, '', ' ', 'NaN', '1e400']) {
      expect(id.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(messageOf(id.safeParse(null))).toBe('法规编号必须是数字');
  });
  it('bounds an integer to its range and to the column', () => {
    const days = zInt({ min: 1, max: 3650, label: '天数' });
    expect(days.parse(30)).toBe(30);
    expect(messageOf(days.safeParse(4000))).toBe('天数不能大于 3650');
    expect(messageOf(zInt({ min: 0, max: Infinity }).safeParse(2 ** 31))).toBe(
      `数值不能大于 ${INT32_MAX}`,
    );
  });
});

describe('zPage and zPageSize', () => {
  it('reads a page from 1 to 10,000, page 1 when not given, also as a numeric string', () => {
    expect(zPage().parse(undefined)).toBe(1);
    expect(zPage().parse('3')).toBe(3);
    expect(zPage().parse(PAGE_MAX)).toBe(10_000);
    expect(messageOf(zPage().safeParse(0))).toBe('页码从 1 开始');
    expect(messageOf(zPage().safeParse(10_001))).toBe('页码不能大于 10000');
  });
  it('bounds a page size by 50 unless the call allows more, in the words of the limit', () => {
    expect(PAGE_SIZE_MAX).toBe(50);
    expect(zPageSize().parse(50)).toBe(50);
    expect(messageOf(zPageSize().safeParse(51))).toBe('每页最多 50 条');
    expect(zPageSize(100).parse(100)).toBe(100);
    expect(messageOf(zPageSize(100).safeParse(101))).toBe('每页最多 100 条');
    expect(messageOf(zPageSize().safeParse(0))).toBe('每页条数不能小于 1');
  });
  it('leaves the default size to each call', () => {
    expect(zPageSize().default(12).parse(undefined)).toBe(12);
  });
});
