import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { objectiveQuestion } from '../testing/exam-fixtures';
import { useExamKeys, type TExamKeysOptions } from './use-exam-keys';

function setUp(overrides: Partial<TExamKeysOptions> = {}) {
  const move = vi.fn<(to: number) => void>();
  const change = vi.fn<TExamKeysOptions['change']>();
  renderHook(() =>
    useExamKeys({
      question: objectiveQuestion(3, { type: 'multiple' }),
      value: { chosen: ['A'], texts: [], marked: false },
      position: 2,
      move,
      change,
      enabled: true,
      ...overrides,
    }),
  );
  return { move, change };
}

const press = (key: string) => fireEvent.keyDown(window, { key });

describe('useExamKeys', () => {
  it('moves with ←/→ from the question on screen', () => {
    const { move } = setUp();
    press('ArrowLeft');
    press('ArrowRight');
    expect(move.mock.calls).toEqual([[1], [3]]);
  });

  it('toggles an option of a multiple-choice question, in A–H order', () => {
    const { change } = setUp();
    press('c');
    expect(change).toHaveBeenLastCalledWith(103, { chosen: ['A', 'C'], texts: [], marked: false });
    press('a');
    expect(change).toHaveBeenLastCalledWith(103, { chosen: [], texts: [], marked: false });
  });

  it('replaces the choice of a single-choice question', () => {
    const { change } = setUp({ question: objectiveQuestion(1) });
    press('d');
    expect(change).toHaveBeenCalledWith(101, { chosen: ['D'], texts: [], marked: false });
  });

  it('ignores a letter the question has no option for, and M marks', () => {
    const { change } = setUp();
    press('f');
    expect(change).not.toHaveBeenCalled();
    press('m');
    expect(change).toHaveBeenCalledWith(103, { chosen: ['A'], texts: [], marked: true });
  });

  it('does nothing while off, or before a question is on screen', () => {
    const off = setUp({ enabled: false });
    press('b');
    press('ArrowRight');
    expect(off.change).not.toHaveBeenCalled();
    expect(off.move).not.toHaveBeenCalled();

    const loading = setUp({ question: undefined });
    press('b');
    press('m');
    expect(loading.change).not.toHaveBeenCalled();
  });
});
