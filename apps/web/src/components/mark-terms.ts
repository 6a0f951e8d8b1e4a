import type { TSnippetPart } from '@yzfk/contract/calls/law';

/** Splits a text so that every occurrence of the terms is marked. */
export function markTerms(text: string, terms: string[]): TSnippetPart[] {
  const usable = terms.filter(Boolean).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return [{ text, hit: false }];
  const escaped = usable.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text
    .split(new RegExp(`(${escaped.join('|')})`, 'giu'))
    .filter((piece) => piece !== '')
    .map((piece) => ({
      text: piece,
      hit: usable.some((term) => term.toLowerCase() === piece.toLowerCase()),
    }));
}
