import { fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAnswerKeys, type TAnswerKeyHandlers } from './use-answer-keys';

// The one keyboard hook of the practice and mock-exam screens.

function handlers(extra: Pick<TAnswerKeyHandlers, 'onEnter' | 'onMark'> = {}) {
  return {
    onLetter: vi.fn<(key: string) => void>(),
    onPrev: vi.fn<() => void>(),
    onNext: vi.fn<() => void>(),
    ...extra,
  };
}

/** Presses a key on the page (or on `target`); answers whether the hook took it. */
function press(key: string, target: Element = document.body, init: KeyboardEventInit = {}) {
  return !fireEvent.keyDown(target, { key, bubbles: true, cancelable: true, ...init });
}

describe('useAnswerKeys', () => {
  it('A–H pick an option as a capital, ←/→ move; other keys and modifiers are left alone', () => {
    const keys = handlers();
    renderHook(() => useAnswerKeys(keys));
    expect(press('c')).toBe(true);
    expect(press('H')).toBe(true);
    expect(keys.onLetter.mock.calls).toEqual([['C'], ['H']]);
    expect(press('ArrowLeft')).toBe(true);
    expect(press('ArrowRight')).toBe(true);
    expect(keys.onPrev).toHaveBeenCalledTimes(1);
    expect(keys.onNext).toHaveBeenCalledTimes(1);
    expect(press('i')).toBe(false);
    expect(press('a', document.body, { ctrlKey: true })).toBe(false);
    expect(keys.onLetter).toHaveBeenCalledTimes(2);
  });

  it('Enter and M only where the screen handles them (practice: Enter, exam: M)', () => {
    const practice = handlers({ onEnter: vi.fn() });
    const { unmount } = renderHook(() => useAnswerKeys(practice));
    expect(press('Enter')).toBe(true);
    expect(press('m')).toBe(false);
    expect(practice.onEnter).toHaveBeenCalledTimes(1);
    unmount();

    const exam = handlers({ onMark: vi.fn() });
    renderHook(() => useAnswerKeys(exam));
    expect(press('M')).toBe(true);
    expect(press('Enter')).toBe(false);
    expect(exam.onMark).toHaveBeenCalledTimes(1);
  });

  it('leaves fields, dialogs and Enter on a focused button to themselves, and stops when off', () => {
    const keys = handlers({ onEnter: vi.fn(), onMark: vi.fn() });
    const { getByRole } = render(
      <div>
        <textarea aria-label="作答" />
        <div role="dialog">
          <span>交卷确认</span>
        </div>
        <button type="button">下一题</button>
      </div>,
    );
    const { rerender } = renderHook(({ on }) => useAnswerKeys(keys, on), {
      initialProps: { on: true },
    });
    expect(press('a', getByRole('textbox'))).toBe(false);
    expect(press('m', getByRole('dialog'))).toBe(false);
    expect(press('Enter', getByRole('button'))).toBe(false);
    expect(keys.onLetter).not.toHaveBeenCalled();
    expect(keys.onEnter).not.toHaveBeenCalled();

    rerender({ on: false });
    expect(press('a')).toBe(false);
    expect(keys.onLetter).not.toHaveBeenCalled();
  });
});
