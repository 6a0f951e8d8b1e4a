import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { WEB_BASE_PATH } from '@yzfk/contract/constants';

/** The class the server gives a law citation's link (modules/article/link-citations.ts). */
const CITATION_CLASS = 'law-citation';

/**
 * An article's body: the server's HTML, sanitised when the article was imported, with its law
 * citations linked when read. Only for that field, never for anything a user typed. A click on
 * a citation stays in the app (the router, not a page load); other links behave as links.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    if (event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest(`a.${CITATION_CLASS}`);
    const href = link?.getAttribute('href');
    if (!href?.startsWith(WEB_BASE_PATH)) return;
    event.preventDefault();
    void navigate(`/${href.slice(WEB_BASE_PATH.length)}`);
  };
  return (
    // The links inside are the interactive elements (Enter on a link is a click too); the
    // handler only routes their clicks.
    <div className="article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
