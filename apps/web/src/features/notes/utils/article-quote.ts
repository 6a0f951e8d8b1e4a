/** How many characters of an article's text a note quotes after its number. */
const QUOTE_CHARS = 30;

/** The quote of a law article note: its number and first words (第十条 自然人的民事权利…). */
export function articleQuote(number: string | null, firstWords: string): string {
  const chars = Array.from(firstWords.trim());
  const words =
    chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS).join('')}…` : chars.join('');
  return [number ?? '', words].filter(Boolean).join(' ');
}
