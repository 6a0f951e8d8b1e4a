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
