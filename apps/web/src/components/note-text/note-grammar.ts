import { Marked, type TokenizerObject } from 'marked';

// The one Markdown grammar of a note, shared by the editor (tiptap's Markdown parser) and the
// display, so what a user sees is what the editor holds. A note holds paragraphs, line breaks,
// bold, italic, strike, inline code, lists and quotes. Everything else Markdown knows (headings,
// code blocks, rules, tables, links, raw HTML) is switched off and stays the text it was typed
// as: an old plain note with "# 要点" or "<b>" keeps those characters, and no HTML ever reaches
// the page. `breaks`: a single newline is a line break, as in the plain notes written before.

// A tokenizer that returns undefined does not match (false would fall back to marked's own).
const off = () => undefined;

const blockOff: TokenizerObject = {
  code: off,
  fences: off,
  heading: off,
  hr: off,
  html: off,
  def: off,
  table: off,
  lheading: off,
};

const inlineOff: TokenizerObject = {
  tag: off,
  link: off,
  reflink: off,
  autolink: off,
  url: off,
};

/** The marked instance that reads note Markdown (its lexer only: nothing renders HTML). */
export const noteMarked = new Marked({
  gfm: true,
  breaks: true,
  tokenizer: { ...blockOff, ...inlineOff },
});
