import {
  isCjk,
  queryTerms,
  segmentWords,
  splitLongTerm,
  tokenize,
  type TToken,
} from './chinese-tokens';

// tsvector and tsquery literals built in Node, so the database only stores and matches them
// (`simple` configuration semantics, no parser or dictionary of its own involved).

/** PostgreSQL's largest tsvector position and most positions kept per lexeme. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;

/** A field of a document and its weight (A title, B headings, D body text). */
export type TWeightedField = { text: string; weight: 'A' | 'B' | 'C' | 'D' };

function quote(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * The tsvector literal of several fields: each field's tokens are placed after the previous
 * field's (with a gap, so a phrase never spans two fields) and carry the field's weight.
 */
export function tsvectorLiteral(fields: TWeightedField[]): string {
  const positions = new Map<string, string[]>();
  let base = 1;
  for (const field of fields) {
    for (const token of tokenize(field.text, base)) {
      const list = positions.get(token.lexeme) ?? [];
      if (list.length < MAX_POSITIONS_PER_LEXEME) {
        // D is the default weight and is left out: it keeps the literal short.
        list.push(
          `${Math.min(token.position, MAX_POSITION)}${field.weight === 'D' ? '' : field.weight}`,
        );
        positions.set(token.lexeme, list);
      }
    }
    base += Array.from(field.text).length + 2;
  }
  return Array.from(positions, ([lexeme, list]) => `${quote(lexeme)}:${list.join(',')}`).join(' ');
}

/** The text an exact-phrase query must match: the query without spaces, punctuation kept. */
export function phraseText(query: string): string {
  return query.trim().replace(/\s+/gu, '');
}

/** How a query's terms combine: all terms (any order) or the whole query as one phrase. */
export type TQueryMode = 'all' | 'phrase';

/** The tokens a query term is matched with, in order. */
function matchTokens(term: string): TToken[] {
  return tokenize(term).sort((a, b) => a.position - b.position);
}

function phraseOf(tokens: TToken[]): string {
  const first = tokens[0];
  if (!first) return '';
  // A query of one Han character matches every pair that starts with it.
  if (tokens.length === 1 && isCjk(first.lexeme) && first.lexeme.length === 1) {
    return `${quote(first.lexeme)}:*`;
  }
  let text = quote(first.lexeme);
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i];
    const previous = tokens[i - 1];
    if (!token || !previous) continue;
    text += ` <${token.position - previous.position}> ${quote(token.lexeme)}`;
  }
  return tokens.length > 1 ? `(${text})` : text;
}

/**
 * The tsquery literal of one word: its character pairs as a phrase (a pair alone for two
 * characters; a lone Han character matches every pair it starts).
 */
export function wordLiteral(word: string): string {
  return phraseOf(matchTokens(word));
}

/**
 * The tsquery literal of a user's query, or undefined when nothing in it can be searched
 * (empty or punctuation only). In mode `all` every term must match as a phrase (long terms
 * are split into words first); in mode `phrase` the whole query must appear as written.
 * Operators typed by the user are plain characters here: only
 * letters, digits and Han characters reach the literal, each quoted.
 */
export function tsqueryLiteral(query: string, mode: TQueryMode): string | undefined {
  const terms = queryTerms(query);
  if (terms.length === 0) return undefined;
  if (mode === 'phrase') {
    // Punctuation keeps its place (as in the text); spaces only separate what was typed.
    const phrase = phraseOf(matchTokens(phraseText(query)));
    return phrase || undefined;
  }
  const words = terms.flatMap((term) => splitLongTerm(term));
  const phrases = [...new Set(words)].map((word) => phraseOf(matchTokens(word))).filter(Boolean);
  return phrases.length > 0 ? phrases.join(' & ') : undefined;
}

/** How a stage of the never-empty search matches (the contract's SEARCH_MATCHES). */
export type TMatchStage = { match: 'exact' | 'words' | 'partial'; literal: string };

/** Pieces of a word for partial matching: its Segmenter words, or its pairs when it is one. */
function partsOf(word: string): string[] {
  const pieces = segmentWords(word);
  if (pieces.length > 1) return pieces;
  return tokenize(word).map((token) => token.lexeme);
}

/**
 * The tsquery literals tried in turn until one finds something: the query as typed (every
 * term whole, or the exact phrase), then all its words (long terms split into words), then any
 * of its words or their parts of two characters or more, ranked by how many match. Stages that
 * would repeat an earlier literal are left out.
 */
export function tsqueryStages(query: string, mode: TQueryMode): TMatchStage[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const stages: TMatchStage[] = [];
  const add = (match: TMatchStage['match'], literal: string | undefined) => {
    if (literal && !stages.some((stage) => stage.literal === literal)) {
      stages.push({ match, literal });
    }
  };
  if (mode === 'phrase') add('exact', tsqueryLiteral(query, 'phrase'));
  else add('exact', [...new Set(terms)].map((term) => phraseOf(matchTokens(term))).join(' & '));
  add('words', tsqueryLiteral(query, 'all'));
  const words = [...new Set(terms.flatMap((term) => splitLongTerm(term)))];
  const parts = [...new Set(words.flatMap(partsOf))].filter((part) => Array.from(part).length > 1);
  if (parts.length > 1)
    add('partial', parts.map((part) => phraseOf(matchTokens(part))).join(' | '));
  return stages;
}
