import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { question } from '../../../components/question/testing/question-fixtures';
import { usePracticeKeys, type TPracticeKeysOptions } from './use-practice-keys';

function setUp(overrides: Partial<TPracticeKeysOptions> = {}) {
  const calls = {
    pick: vi.fn<(key: string) => void>(),
    send: vi.fn<(keys: string[]) => void>(),
    go: vi.fn<(index: number) => void>(),
  };
  renderHook(() =>
    usePracticeKeys({
      question: question(1, { type: 'multiple' }),
      index: 1,
      chosen: ['A', 'C'],
      locked: false,
      done: false,
      enabled: true,
      ...calls,
      ...overrides,
    }),
  );
  return calls;
}

const press = (key: string) => fireEvent.keyDown(window, { key });

describe('usePracticeKeys', () => {
  it('picks with letters and moves with ←/→', () => {
    const { pick, go } = setUp();
    press('b');
    press('ArrowLeft');
    press('ArrowRight');
    expect(pick).toHaveBeenCalledWith('B');
    expect(go.mock.calls).toEqual([[0], [2]]);
  });

  it('Enter submits the multiple choice so far', () => {
    const { send, go } = setUp();
    press('Enter');
    expect(send).toHaveBeenCalledWith(['A', 'C']);
    expect(go).not.toHaveBeenCalled();
  });

  it('Enter goes on once the question is done', () => {
    const { send, go } = setUp({ locked: true, done: true });
    press('Enter');
    expect(go).toHaveBeenCalledWith(2);
    expect(send).not.toHaveBeenCalled();
  });

  it('Enter does nothing on an unanswered single choice (a click answers it)', () => {
    const single = setUp({ question: question(1), chosen: [] });
    press('Enter');
    expect(single.send).not.toHaveBeenCalled();
    expect(single.go).not.toHaveBeenCalled();
  });

  it('Enter waits while the answer is being judged', () => {
    const judging = setUp({ locked: true });
    press('Enter');
    expect(judging.send).not.toHaveBeenCalled();
    expect(judging.go).not.toHaveBeenCalled();
  });

  it('is off on the finish screen', () => {
    const { pick, go } = setUp({ enabled: false });
    press('a');
    press('ArrowRight');
    expect(pick).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });
});
