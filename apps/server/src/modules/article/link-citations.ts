import { fullHref, paths } from '@yzfk/contract/paths';
import { citationStart, findCitations } from './find-citations';

// Turns the law citations in an article's sanitised HTML into links to the law page's article
// (/law/item/<id>#art-<ordinal>, the anchor the law page scrolls to). Only text between tags
// is touched, never inside a link or a code block; what is inserted is built here, so the
// HTML stays as safe as the sanitiser left it.

/** Where a citation leads: a law and the article's ordinal in it. */
export type TCitationTarget = { lawId: number; ordinal: number };

/** Answers the target of a law name and article number, or null when the database lacks it. */
export type TResolveCitations = (
  wanted: { names: string[]; number: string }[],
) => Promise<(name: string, number: string) => TCitationTarget | null>;

/** The class of a citation link: the web page styles it and routes a click within the app. */
export const CITATION_CLASS = 'law-citation';

const TAG = /(<[^>]*>)/u;

function linkText(
  text: string,
  targetOf: (name: string, number: string) => TCitationTarget | null,
) {
  let out = '';
  let from = 0;
  for (const citation of findCitations(text)) {
    for (const name of citation.names) {
      const target = targetOf(name, citation.number);
      const start = citationStart(citation, name);
      if (!target || start < from) continue;
      const href = fullHref(paths.lawItem.href({ id: target.lawId, article: target.ordinal }));
      out += text.slice(from, start);
      out += `<a class="${CITATION_CLASS}" href="${href}">${text.slice(start, citation.end)}</a>`;
      from = citation.end;
      break;
    }
  }
  return out + text.slice(from);
}

/** The HTML with every citation the database knows linked to its law article. */
export async function linkCitations(html: string, resolve: TResolveCitations): Promise<string> {
  const parts = html.split(TAG);
  const wanted = parts
    .filter((part) => !part.startsWith('<'))
    .flatMap((part) => findCitations(part))
    .map(({ names, number }) => ({ names, number }));
  if (wanted.length === 0) return html;
  const targetOf = await resolve(wanted);
  // Depth of enclosing a, code and pre elements: text there is left as written.
  let skip = 0;
  return parts
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<(a|code|pre)[\s>]/iu.test(part)) skip++;
        else if (/^<\/(a|code|pre)>/iu.test(part)) skip = Math.max(0, skip - 1);
        return part;
      }
      return skip > 0 ? part : linkText(part, targetOf);
    })
    .join('');
}
