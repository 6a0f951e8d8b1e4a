import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInFlight } from './in-flight';

describe('in-flight work', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for tracked work to settle, failures included', async () => {
    const inFlight = createInFlight();
    let finish: () => void = () => undefined;
    const work = inFlight.track(new Promise<string>((resolve) => (finish = () => resolve('ok'))));
    const failing = inFlight.track(Promise.reject(new Error('boom')));
    await expect(failing).rejects.toThrow('boom');
    expect(inFlight.count).toBe(1);
    let drained = false;
    const waiting = inFlight.drained(5000).then(() => (drained = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(drained).toBe(false);
    finish();
    await waiting;
    expect(await work).toBe('ok');
    expect(inFlight.count).toBe(0);
  });

  it('stops waiting after the time-out', async () => {
    const inFlight = createInFlight();
    void inFlight.track(new Promise(() => undefined));
    let drained = false;
    const waiting = inFlight.drained(30).then(() => (drained = true));
    await vi.advanceTimersByTimeAsync(29);
    expect(drained).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(drained).toBe(true);
    await waiting;
    expect(inFlight.count).toBe(1);
  });
});
