import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useExamPosition } from './use-exam-position';

describe('useExamPosition', () => {
  it('starts where the candidate was, within the paper', () => {
    expect(renderHook(() => useExamPosition(2, 4)).result.current.position).toBe(2);
    expect(renderHook(() => useExamPosition(9, 4)).result.current.position).toBe(3);
    expect(renderHook(() => useExamPosition(-1, 4)).result.current.position).toBe(0);
    expect(renderHook(() => useExamPosition(3, 0)).result.current.position).toBe(0);
  });

  it('moves to any question of the paper and stops at either end', () => {
    const { result } = renderHook(() => useExamPosition(0, 4));
    act(() => result.current.move(2));
    expect(result.current.position).toBe(2);
    act(() => result.current.move(7));
    expect(result.current.position).toBe(3);
    act(() => result.current.move(-1));
    expect(result.current.position).toBe(0);
  });
});
