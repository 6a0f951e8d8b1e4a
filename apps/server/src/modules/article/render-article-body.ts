import { Marked } from 'marked';
import sanitize from 'sanitize-html';
import { SANITIZE_BASE, TABLE_TAGS } from '../../platform/html/sanitize-html';

// An article's Markdown becomes HTML once, at import, and passes through a whitelist there:
// the browser renders the stored HTML as it is, so nothing unsafe may survive this step.

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    ...TABLE_TAGS,
  ],
  // No classes, styles or handlers (on* attributes are never allowed).
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'] },
  // javascript:, data: and the like are dropped with the attribute.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  // A Markdown # heading would compete with the page's title: it becomes a h2.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
  ...SANITIZE_BASE,
};

/** The article's Markdown as sanitised HTML, safe to render as it is. */
export function renderArticleBody(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitize(html, SANITIZE_OPTIONS).trim();
}

/** The text of sanitised HTML (for the reading time): tags dropped, entities kept short. */
export function textOfHtml(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/gu, ' ').trim();
}

/** Minutes to read a text, at 400 Chinese characters a minute; at least one. */
export function readingMinutes(charCount: number): number {
  return Math.max(1, Math.ceil(charCount / 400));
}
