import { describe, expect, it } from 'vitest';
import { E, ERROR_CODES, SESSION_ENDING_CODES, isErrorCode } from './error-codes';

describe('E, the codes by name', () => {
  it('names every catalogue entry by its id in camelCase', () => {
    expect(E.attemptNotFound).toBe(4709);
    expect(E.bookNotFound).toBe(4960);
    expect(E.invalidParams).toBe(4000);
    expect(E.noPermission).toBe(5006);
    expect(E.mindDocVersionStale).toBe(4991);
  });

  it('holds exactly one name per code: no two entries share an id', () => {
    const codes = Object.keys(ERROR_CODES).map(Number).sort();
    expect(Object.values(E).sort()).toEqual(codes);
    for (const [name, code] of Object.entries(E)) {
      expect(ERROR_CODES[code].id.replaceAll('_', '')).toBe(name.toLowerCase());
    }
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(E)).toBe(true);
  });
});

describe('the catalogue', () => {
  it('tells its codes from other numbers', () => {
    expect(isErrorCode(E.bookNotFound)).toBe(true);
    expect(isErrorCode(4999)).toBe(false);
  });

  it('ends the session for the spec’s five codes', () => {
    expect([...SESSION_ENDING_CODES].sort()).toEqual([5002, 5006, 5007, 5008, 5015]);
  });
});

describe('messages that name a limit', () => {
  it('say the limit the check uses, in the spec’s words', () => {
    expect(ERROR_CODES[E.imageInvalid].msg).toBe('请上传 2MB 以内的 JPG、PNG 或 WebP 图片');
    expect(ERROR_CODES[E.examEntryClosed].msg).toBe('开考已超过 30 分钟，不能再进入考场');
    expect(ERROR_CODES[E.noteTagLimitReached].msg).toBe('标签已达 300 个上限，请先删掉不用的标签');
    expect(ERROR_CODES[E.noteLimitReached].msg).toBe(
      '这里的笔记已达 2000 条上限，请先删除一些再记',
    );
    expect(ERROR_CODES[E.notebookLimitReached].msg).toBe('笔记本已达 100 个上限，请先删除一些再建');
    expect(ERROR_CODES[E.mindDocLimitReached].msg).toBe('导图已达 200 份上限，请先删除一些再建');
  });
});
