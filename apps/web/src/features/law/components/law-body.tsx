import { Fragment, type ComponentType } from 'react';
import type { TLawDetail } from '@yzfk/contract/calls/law';
import { LawArticleView, type TLawArticleNotesProps } from './law-article-view';

/** The text of a law: headings where the structure opens them, and every article. */
export function LawBody({
  detail,
  terms,
  activeOrdinal,
  articleNotes,
}: {
  detail: TLawDetail;
  terms: string[];
  activeOrdinal: number | undefined;
  articleNotes?: ComponentType<TLawArticleNotesProps>;
}) {
  const headingsAt = new Map<number, TLawDetail['law']['toc']>();
  for (const entry of detail.law.toc) {
    headingsAt.set(entry.articleOrdinal, [...(headingsAt.get(entry.articleOrdinal) ?? []), entry]);
  }
  const minDepth = Math.min(...detail.law.toc.map((entry) => entry.depth), 6);
  return (
    <div className="law-body">
      {detail.articles.map((article) => (
        <Fragment key={article.id}>
          {(headingsAt.get(article.ordinal) ?? []).map((entry, index) => (
            <h2
              key={index}
              className={`law-heading law-heading--${Math.min(entry.depth - minDepth + 1, 4)}`}
            >
              {entry.text}
            </h2>
          ))}
          <LawArticleView
            lawId={detail.law.id}
            articleNotes={articleNotes}
            title={detail.law.title}
            article={article}
            terms={terms}
            active={article.ordinal === activeOrdinal}
          />
        </Fragment>
      ))}
    </div>
  );
}
