// The Range header of a media request, checked before the file is sent. @fastify/static's send
// serves the range itself (206, Content-Range); this only decides what is refused, and refuses
// more than send does: several ranges (send would answer the whole file) are 416 too, as no
// media element asks for them and a clear refusal beats a surprise of the whole file.

/** What a request asks for: the whole file, one range of it, or something refused with 416. */
export type TByteRange =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'refused'; reason: 'malformed' | 'multiple' | 'reversed' | 'past_end' };

/** Range headers send reads as byte ranges; any other unit is ignored (RFC 9110 14.2). */
const BYTES_UNIT = /^ *bytes=/;
const ONE_RANGE = /^\s*(\d*)\s*-\s*(\d*)\s*$/;

/**
 * The range a Range header asks of a file of `size` bytes: `bytes=a-b` (b past the end is cut
 * to the end), `bytes=a-` (to the end), `bytes=-n` (the last n bytes). Refused: a start past
 * the end, a start after the end, several ranges, and anything else after `bytes=`.
 */
export function checkByteRange(header: string | undefined, size: number): TByteRange {
  if (header === undefined || !BYTES_UNIT.test(header)) return { kind: 'whole' };
  const spec = header.slice(header.indexOf('=') + 1);
  if (spec.includes(',')) return { kind: 'refused', reason: 'multiple' };
  const match = ONE_RANGE.exec(spec);
  const [, first = '', last = ''] = match ?? [];
  if (!match || (first === '' && last === '')) return { kind: 'refused', reason: 'malformed' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'refused', reason: 'past_end' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (start > end && last !== '') return { kind: 'refused', reason: 'reversed' };
  if (start >= size) return { kind: 'refused', reason: 'past_end' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
