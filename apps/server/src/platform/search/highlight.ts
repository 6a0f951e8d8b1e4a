import { queryTerms, splitLongTerm } from './chinese-tokens';
import { phraseText, type TQueryMode } from './ts-literals';

/** A piece of text, marked when it is a matched term. */
export type TTextPart = { text: string; hit: boolean };

/** The strings a query highlights: its words, or the whole phrase. */
export function highlightTerms(query: string, mode: TQueryMode): string[] {
  const terms = queryTerms(query);
  if (mode === 'phrase') return terms.length > 0 ? [phraseText(query)] : [];
  return [...new Set(terms.flatMap((term) => splitLongTerm(term)))];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits a text into parts with every occurrence of the terms marked (case-insensitive). */
export function markTerms(text: string, terms: string[]): TTextPart[] {
  const usable = terms.filter((term) => term.length > 0).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return [{ text, hit: false }];
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  const parts: TTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), hit: false });
    parts.push({ text: match[0], hit: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}

/**
 * A short extract of a text around the first matched term, at most about `width`
 * characters, with an ellipsis where it was cut, and the terms marked.
 */
export function snippetOf(text: string, terms: string[], width = 120): TTextPart[] {
  const lower = text.toLowerCase();
  const first = Math.min(
    ...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((index) => index >= 0),
  );
  const anchor = Number.isFinite(first) ? first : 0;
  const start = Math.max(0, Math.min(anchor - Math.floor(width / 3), text.length - width));
  const end = Math.min(text.length, start + width);
  const extract = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return markTerms(extract, terms);
}
