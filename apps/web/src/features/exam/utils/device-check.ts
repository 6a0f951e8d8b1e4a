// The exam room's device and network check (the entry page): each line passes, warns or fails,
// with what was measured. Pure functions of what the page measured, so they can be tested.

export type TCheckStatus = 'checking' | 'pass' | 'warn' | 'fail';
export type TCheckLine = { key: string; label: string; status: TCheckStatus; detail: string };

const REQUIRED_APIS = ['fetch', 'Promise', 'URLSearchParams', 'sessionStorage', 'localStorage'];

/** Whether the browser has what the exam screen needs. */
export function checkBrowser(scope: Record<string, unknown> = globalThis): TCheckLine {
  const missing = REQUIRED_APIS.filter((name) => !(name in scope) || scope[name] === undefined);
  return missing.length === 0
    ? { key: 'browser', label: '浏览器', status: 'pass', detail: '浏览器版本符合要求' }
    : {
        key: 'browser',
        label: '浏览器',
        status: 'fail',
        detail: '浏览器版本过低，请使用最新版 Chrome、Edge 或 Firefox',
      };
}

/** Whether the server answered, and how long the round trip took. */
export function checkServer(result: { roundTripMs: number } | 'checking' | 'failed'): TCheckLine {
  const base = { key: 'server', label: '服务器连接' };
  if (result === 'checking') return { ...base, status: 'checking', detail: '正在检测…' };
  if (result === 'failed') {
    return { ...base, status: 'fail', detail: '无法连接考试服务器，请检查网络后重新检测' };
  }
  const ms = Math.round(result.roundTripMs);
  return ms > 1500
    ? { ...base, status: 'warn', detail: `连接较慢（往返 ${ms} 毫秒），答案仍会逐题保存` }
    : { ...base, status: 'pass', detail: `连接正常（往返 ${ms} 毫秒）` };
}

/** How far the device's clock is off the server's; the exam counts by the server's anyway. */
export function checkClock(offsetMs: number | null): TCheckLine {
  const base = { key: 'clock', label: '系统时间' };
  if (offsetMs === null) return { ...base, status: 'checking', detail: '正在检测…' };
  const seconds = Math.round(Math.abs(offsetMs) / 1000);
  return seconds <= 60
    ? { ...base, status: 'pass', detail: `与服务器时间相差 ${seconds} 秒` }
    : {
        ...base,
        status: 'warn',
        detail: `本机时间与服务器相差 ${seconds} 秒，考试计时以服务器时间为准`,
      };
}

/** Whether the screen is large enough for the answering screen. */
export function checkScreen(width: number, height: number): TCheckLine {
  const base = { key: 'screen', label: '屏幕分辨率' };
  return width >= 1024 && height >= 700
    ? { ...base, status: 'pass', detail: `${width} × ${height}` }
    : {
        ...base,
        status: 'warn',
        detail: `${width} × ${height}，屏幕较小，建议使用 1280 × 720 以上的屏幕`,
      };
}

/** Where answers wait while offline: IndexedDB, else localStorage, else nowhere. */
export function checkStorage(kind: 'indexeddb' | 'localstorage' | 'none' | null): TCheckLine {
  const base = { key: 'storage', label: '本地答案保存' };
  if (kind === null) return { ...base, status: 'checking', detail: '正在检测…' };
  if (kind === 'indexeddb')
    return { ...base, status: 'pass', detail: 'IndexedDB 可用，断网时答案保存在本机' };
  if (kind === 'localstorage') {
    return { ...base, status: 'warn', detail: 'IndexedDB 不可用，断网时答案将保存在 localStorage' };
  }
  return {
    ...base,
    status: 'fail',
    detail: '浏览器禁止本地存储（可能是无痕模式），断网时答案无法保存在本机',
  };
}
