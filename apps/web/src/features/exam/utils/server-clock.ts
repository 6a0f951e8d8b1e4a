// The exam's clock is the server's: the device's clock may be off by minutes, so every time
// the server sends (opening, deadline) is turned into the device's time with the offset
// measured when its reply arrived.

/** How far the server's clock is ahead of the device's, in ms (serverTime − local at receipt). */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** A moment of the server's clock (ISO 8601) as the device's epoch milliseconds. */
export function toDeviceTime(serverIso: string, offset: number): number {
  return Date.parse(serverIso) - offset;
}

/** The server's clock now, by the device's clock and the offset. */
export function serverNow(offset: number, now = Date.now()): number {
  return now + offset;
}
