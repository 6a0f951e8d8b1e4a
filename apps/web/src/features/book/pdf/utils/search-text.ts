// Search in the document: a page's text is its text items joined; a hit is found on the page's
// text with whitespace ignored (pdf.js splits lines into items, often mid-phrase), and shown
// with a little context. Case is ignored for Latin letters.

export type TSearchHit = { page: number; snippet: string };

const CONTEXT_CHARS = 18;

/** Text without whitespace, lower-cased: how pages and the query are compared. */
function squeeze(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/** The hits of `query` in one page's text, each with context; none for a blank query. */
export function findInPage(page: number, pageText: string, query: string): TSearchHit[] {
  const needle = squeeze(query);
  if (needle === '') return [];
  const text = pageText.replace(/\s+/g, '');
  const haystack = text.toLowerCase();
  const hits: TSearchHit[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const start = Math.max(0, at - CONTEXT_CHARS);
    const end = Math.min(text.length, at + needle.length + CONTEXT_CHARS);
    const snippet = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
    hits.push({ page, snippet });
  }
  return hits;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One text item of the text layer as HTML with the query marked (<mark>). It marks a hit that
 * lies inside one item; a hit split across items is found by the search but not marked.
 */
export function highlightItem(item: string, query: string): string {
  const needle = query.trim();
  if (needle === '') return escapeHtml(item);
  const pattern = new RegExp(escapeRegExp(needle), 'gi');
  let html = '';
  let last = 0;
  for (const match of item.matchAll(pattern)) {
    const at = match.index;
    html += `${escapeHtml(item.slice(last, at))}<mark class="book-pdf-hit">${escapeHtml(match[0])}</mark>`;
    last = at + match[0].length;
  }
  return html + escapeHtml(item.slice(last));
}
