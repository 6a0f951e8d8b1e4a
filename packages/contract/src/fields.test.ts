import { describe, expect, it } from 'vitest';
import { INT32_MAX, zFreeText, zId, zInt, zText } from './fields';

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
