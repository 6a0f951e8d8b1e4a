import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBookProgressSave } from '../api/save-pdf-progress';
import { SAVE_INTERVAL_MS, usePdfProgress, type TPdfProgressOptions } from './use-pdf-progress';

type TSaveCall = [TBookProgressSave, { keepalive?: boolean }];

function setUp(overrides: Partial<TPdfProgressOptions> = {}) {
  let clock = 1_000_000;
  const save = vi.fn<(save: TBookProgressSave, o: { keepalive?: boolean }) => Promise<unknown>>(
    () => Promise.resolve({ applied: true }),
  );
  const initial: TPdfProgressOptions = {
    bookId: 7,
    page: 3,
    pageCount: 40,
    enabled: true,
    save,
    now: () => clock,
    ...overrides,
  };
  const hook = renderHook((props: TPdfProgressOptions) => usePdfProgress(props), {
    initialProps: initial,
  });
  const wait = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  return { hook, save, wait, initial, calls: () => save.mock.calls as TSaveCall[] };
}

describe('usePdfProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the page, the share read and the reading time every 15 s', () => {
    const { save, wait, calls } = setUp();
    wait(SAVE_INTERVAL_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls()[0]?.[0]).toMatchObject({
      bookId: 7,
      format: 'pdf',
      locator: '3',
      share: 0.075,
      readingDeltaMs: SAVE_INTERVAL_MS,
    });
    expect(calls()[0]?.[1]).toEqual({});
  });

  it('saves the new page after turning pages', () => {
    const { hook, wait, calls, initial } = setUp();
    wait(SAVE_INTERVAL_MS);
    hook.rerender({ ...initial, page: 20 });
    wait(SAVE_INTERVAL_MS);
    expect(calls().map(([body]) => ('locator' in body ? body.locator : ''))).toEqual(['3', '20']);
  });

  it('saves with keepalive when the page goes away', () => {
    const { hook, wait, calls } = setUp();
    wait(4_000);
    hook.unmount();
    expect(calls()).toHaveLength(1);
    expect(calls()[0]?.[0]).toMatchObject({ locator: '3', readingDeltaMs: 4_000 });
    expect(calls()[0]?.[1]).toEqual({ keepalive: true });
  });

  it('saves nothing for a visitor or before the document opens', () => {
    const visitor = setUp({ enabled: false });
    visitor.wait(SAVE_INTERVAL_MS);
    visitor.hook.unmount();
    expect(visitor.save).not.toHaveBeenCalled();

    const opening = setUp({ page: null, pageCount: 0 });
    opening.wait(SAVE_INTERVAL_MS);
    expect(opening.save).not.toHaveBeenCalled();
  });
});
