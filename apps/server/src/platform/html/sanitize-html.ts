import { Parser } from 'htmlparser2';
import sanitize from 'sanitize-html';

// Question text reaches the browser as HTML, so everything imported passes through here: rich
// text is cut down to a whitelist by a real HTML parser (sanitize-html on htmlparser2), plain
// text is escaped, and HTML is turned back into text for lists and search.

/** A table's tags: every rich text that may hold a table keeps all of them. */
export const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'] as const;

/**
 * What every whitelist here shares, whatever tags it keeps: no protocol-relative links, an
 * unknown tag goes but its text stays, and script, style and the like go with their content.
 */
export const SANITIZE_BASE = {
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
} satisfies sanitize.IOptions;

/** The tags a stem, option, explanation or reference answer may keep. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  ...TABLE_TAGS,
  'span',
  'blockquote',
] as const;

const SANITIZE_OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  // No classes, styles, links or handlers: only the cell spans a table needs.
  allowedAttributes: { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: [],
  ...SANITIZE_BASE,
};

/** Rich text cut down to the whitelist; the result is safe to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, SANITIZE_OPTIONS).trim();
}

/** Escapes text for use inside an HTML element. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Plain text as HTML paragraphs: one <p> per non-empty line, escaped. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** Whether a string contains markup (a tag or a comment) rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>|<!--/i.test(text);
}

/**
 * Text a user typed in an import file: sanitised when it holds markup, else taken as plain
 * text (so "甲 < 乙" stays as written).
 */
export function richTextFromInput(text: string): string {
  return looksLikeHtml(text) ? sanitizeRichText(text) : plainTextToHtml(text);
}

/** Inline rich text (an option): like richTextFromInput without wrapping plain text in <p>. */
export function inlineTextFromInput(text: string): string {
  return looksLikeHtml(text) ? sanitizeRichText(text) : escapeHtml(text.trim());
}

/** Tags that end a line of text. */
const BLOCK_TAGS = new Set(['p', 'br', 'li', 'tr', 'blockquote', 'div', 'table', 'ul', 'ol']);
const SKIPPED_TAGS = new Set(['script', 'style']);

/** The text of HTML (entities decoded), one line per block, blank lines dropped. */
export function htmlToText(html: string): string {
  let text = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED_TAGS.has(name)) skipping++;
        else if (name === 'br') text += '\n';
        else if (name === 'td' || name === 'th') text += ' ';
      },
      ontext(chunk) {
        if (skipping === 0) text += chunk;
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipping--;
        else if (BLOCK_TAGS.has(name) && name !== 'br') text += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
