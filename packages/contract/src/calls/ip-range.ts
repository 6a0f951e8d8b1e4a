// IP ranges as PostgreSQL's `cidr` reads them, so that a range the contract accepts can always
// be stored and compared at login. The accepted forms are a strict subset of PostgreSQL's: full
// dotted IPv4 (no leading zeros, no classful abbreviations such as `10/8`), IPv6 with at most
// one `::` and an optional dotted IPv4 tail, and an optional prefix length. The host bits right
// of the prefix must be zero, as `cidr` demands (decision 0012).

export type TIpRange = {
  version: 4 | 6;
  /** 4 or 16 bytes. */
  bytes: number[];
  prefix: number;
};

export type TIpRangeResult =
  | { ok: true; range: TIpRange }
  | { ok: false; reason: 'format' }
  /** Readable, but bits are set right of the prefix; `network` is what was probably meant. */
  | { ok: false; reason: 'host-bits'; network: string };

const OCTET = /^(0|[1-9]\d{0,2})$/;
const HEXTET = /^[0-9a-fA-F]{1,4}$/;
const PREFIX = /^(0|[1-9]\d{0,2})$/;

function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!OCTET.test(part) || Number(part) > 255) return undefined;
    bytes.push(Number(part));
  }
  return bytes;
}

function parseHextets(text: string): number[] | undefined {
  if (text === '') return [];
  const words: number[] = [];
  for (const part of text.split(':')) {
    if (!HEXTET.test(part)) return undefined;
    words.push(Number.parseInt(part, 16));
  }
  return words;
}

function parseIpv6(text: string): number[] | undefined {
  let head = text;
  let tail: number[] = [];
  if (text.includes('.')) {
    // A dotted IPv4 may only stand for the last 32 bits (::ffff:1.2.3.4).
    const colon = text.lastIndexOf(':');
    const v4 = parseIpv4(text.slice(colon + 1));
    if (!v4) return undefined;
    tail = [(v4[0] ?? 0) * 256 + (v4[1] ?? 0), (v4[2] ?? 0) * 256 + (v4[3] ?? 0)];
    head = text.slice(0, colon + 1);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const left = parseHextets(halves[0] ?? '');
  const right = halves.length === 2 ? parseHextets(halves[1] ?? '') : [];
  if (!left || !right) return undefined;
  const given = left.length + right.length + tail.length;
  // Without `::` all eight groups are written; `::` stands for at least one group of zeros.
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  const words = [...left, ...Array<number>(8 - given).fill(0), ...right, ...tail];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

function formatIpv6(bytes: number[]): string {
  const words = Array.from(
    { length: 8 },
    (_, i) => (bytes[2 * i] ?? 0) * 256 + (bytes[2 * i + 1] ?? 0),
  );
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; i += 1) {
    let j = i;
    while (j < 8 && words[j] === 0) j += 1;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  const hex = words.map((word) => word.toString(16));
  if (best.start < 0) return hex.join(':');
  const before = hex.slice(0, best.start).join(':');
  const after = hex.slice(best.start + best.length).join(':');
  return `${before}::${after}`;
}

/** Formats a range as PostgreSQL would for IPv4; IPv6 in the usual compressed form. */
export function formatIpRange(range: TIpRange): string {
  const address = range.version === 4 ? range.bytes.join('.') : formatIpv6(range.bytes);
  return `${address}/${range.prefix}`;
}

/** Reads an IP range (a bare address is a /32 or /128), or says why it cannot be stored. */
export function parseIpRange(text: string): TIpRangeResult {
  const [address = '', prefixText, ...rest] = text.split('/');
  if (rest.length > 0 || (prefixText !== undefined && !PREFIX.test(prefixText))) {
    return { ok: false, reason: 'format' };
  }
  const version = address.includes(':') ? 6 : 4;
  const bytes = version === 4 ? parseIpv4(address) : parseIpv6(address);
  const maxPrefix = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (!bytes || prefix > maxPrefix) return { ok: false, reason: 'format' };
  const network = bytes.map((byte, i) => {
    const kept = Math.min(8, Math.max(0, prefix - i * 8));
    return byte & ((0xff << (8 - kept)) & 0xff);
  });
  const range = { version, bytes, prefix } as const;
  if (network.some((byte, i) => byte !== bytes[i])) {
    return { ok: false, reason: 'host-bits', network: formatIpRange({ ...range, bytes: network }) };
  }
  return { ok: true, range };
}

/** Whether a text is one IP address (no prefix) that PostgreSQL's `inet` reads. */
export function isIpAddress(text: string): boolean {
  return !text.includes('/') && parseIpRange(text).ok;
}

/** The widest prefixes a range may have without an operator's explicit confirmation. */
export type TIpRangeWidest = { v4: number; v6: number };

/** Defaults of IP_RANGE_WIDEST_V4 / IP_RANGE_WIDEST_V6: a /16 (65 536 addresses), a /48 (a site). */
export const IP_RANGE_WIDEST_DEFAULT: TIpRangeWidest = { v4: 16, v6: 48 };

const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

/**
 * An IPv4-mapped IPv6 range (::ffff:a.b.c.d/96+n) as the IPv4 range a.b.c.d/n it authorises:
 * `::ffff:0.0.0.0/96` is every IPv4 address, however long its prefix looks.
 */
export function unmappedIpRange(range: TIpRange): TIpRange {
  const mapped =
    range.version === 6 &&
    range.prefix >= 96 &&
    MAPPED_PREFIX.every((byte, i) => range.bytes[i] === byte);
  return mapped ? { version: 4, bytes: range.bytes.slice(12), prefix: range.prefix - 96 } : range;
}

/**
 * The first of `ranges` wider than `widest` allows (after unmapping), as written; undefined
 * when all are narrow enough. Unreadable ranges are the format check's business.
 */
export function firstTooWideIpRange(
  ranges: readonly string[],
  widest: TIpRangeWidest,
): string | undefined {
  return ranges.find((text) => {
    const result = parseIpRange(text);
    if (!result.ok) return false;
    const range = unmappedIpRange(result.range);
    return range.prefix < (range.version === 4 ? widest.v4 : widest.v6);
  });
}
