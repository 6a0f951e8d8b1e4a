import { describe, expect, it } from 'vitest';
import {
  activationCodeProblem,
  formatActivationCode,
  normaliseActivationCode,
} from '@yzfk/contract/calls/activation';
import { demoActivationCode, hashActivationCode, newActivationCode } from './activation-code';

describe('activation codes', () => {
  it('are 12 symbols without 0, O, 1 or I, printed in groups of four', () => {
    const codes = Array.from({ length: 500 }, newActivationCode);
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
      expect(activationCodeProblem(formatActivationCode(code))).toBeUndefined();
    }
    expect(new Set(codes).size).toBe(500);
    expect(formatActivationCode('ABCDEFGHJKLM')).toBe('ABCD-EFGH-JKLM');
  });

  it('read the same whatever the case, dashes or spaces', () => {
    expect(normaliseActivationCode(' abcd-efgh jklm ')).toBe('ABCDEFGHJKLM');
    expect(normaliseActivationCode('ABCD－EFGH—JKLM')).toBe('ABCDEFGHJKLM');
    expect(activationCodeProblem('abcd efgh jklm')).toBeUndefined();
    expect(activationCodeProblem('ABCD-EFGH-JKL0')).toContain('没有数字 0、1');
    expect(activationCodeProblem('ABCD-EFGH-JK')).toContain('12 位');
  });

  it('hash with the key, and the demo codes follow from it', () => {
    expect(hashActivationCode('a'.repeat(32), 'ABCDEFGHJKLM')).not.toBe(
      hashActivationCode('b'.repeat(32), 'ABCDEFGHJKLM'),
    );
    expect(demoActivationCode('k'.repeat(32), 3)).toBe(demoActivationCode('k'.repeat(32), 3));
    expect(demoActivationCode('k'.repeat(32), 3)).not.toBe(demoActivationCode('k'.repeat(32), 4));
    expect(demoActivationCode('k'.repeat(32), 0)).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  });
});
