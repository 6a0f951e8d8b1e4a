import { describe, expect, it } from 'vitest';
import { checkBrowser, checkClock, checkScreen, checkServer, checkStorage } from './device-check';
import { clockOffset, toDeviceTime } from './server-clock';

describe('the device and network check', () => {
  it('fails an old browser and passes one with what the exam screen needs', () => {
    expect(checkBrowser({}).status).toBe('fail');
    expect(checkBrowser(globalThis).status).toBe('pass');
  });

  it('reports the server’s round trip, slow or failed', () => {
    expect(checkServer({ roundTripMs: 84.4 })).toMatchObject({
      status: 'pass',
      detail: '连接正常（往返 84 毫秒）',
    });
    expect(checkServer({ roundTripMs: 2500 }).status).toBe('warn');
    expect(checkServer('failed').status).toBe('fail');
    expect(checkServer('checking').status).toBe('checking');
  });

  it('warns of a device clock more than a minute off, saying the server’s counts', () => {
    expect(checkClock(-12_000)).toMatchObject({ status: 'pass', detail: '与服务器时间相差 12 秒' });
    expect(checkClock(300_000).detail).toContain('考试计时以服务器时间为准');
    expect(checkClock(300_000).status).toBe('warn');
  });

  it('warns of a small screen and of a missing IndexedDB, fails without any storage', () => {
    expect(checkScreen(1920, 1080).status).toBe('pass');
    expect(checkScreen(800, 600).status).toBe('warn');
    expect(checkStorage('indexeddb').status).toBe('pass');
    expect(checkStorage('localstorage').status).toBe('warn');
    expect(checkStorage('none').status).toBe('fail');
  });
});

describe('the server clock', () => {
  it('turns the server’s times into the device’s with the offset measured at receipt', () => {
    const offset = clockOffset('2026-06-01T01:00:10.000Z', Date.parse('2026-06-01T01:00:00.000Z'));
    expect(offset).toBe(10_000);
    expect(toDeviceTime('2026-06-01T02:00:00.000Z', offset)).toBe(
      Date.parse('2026-06-01T01:59:50.000Z'),
    );
  });
});
