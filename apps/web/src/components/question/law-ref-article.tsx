import type { TLawArticleRef } from '@yzfk/contract/calls/law';
import { Spin } from 'antd';
import { useLawArticles } from './get-law-articles';

/**
 * The text of one cited article, shown under its citation once 查看条文 opens it. `panelRefs`
 * is every article the panel cites: all opened articles share that one query (one request).
 */
export function LawRefArticle({
  id,
  citation,
  article,
  panelRefs,
}: {
  id: string;
  /** 《民法典》第五百八十六条, naming the region. */
  citation: string;
  article: TLawArticleRef;
  panelRefs: TLawArticleRef[];
}) {
  const texts = useLawArticles(panelRefs);
  if (texts.isPending) {
    return (
      <div id={id} className="solution-panel__article solution-panel__muted" role="status">
        <Spin size="small" /> 正在载入条文…
      </div>
    );
  }
  if (texts.isError) {
    return (
      <div id={id} className="solution-panel__article solution-panel__muted" role="alert">
        条文暂时无法载入
      </div>
    );
  }
  const found = texts.data.find(
    (text) => text.lawId === article.lawId && text.ordinal === article.ordinal,
  );
  if (!found) {
    return (
      <div id={id} className="solution-panel__article solution-panel__muted">
        本条未收录
      </div>
    );
  }
  return (
    <blockquote id={id} className="solution-panel__article" aria-label={`${citation}条文`}>
      {found.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </blockquote>
  );
}
