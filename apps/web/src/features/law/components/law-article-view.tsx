import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo, type ComponentType } from 'react';
import type { TLawArticle } from '@yzfk/contract/calls/law';
import { lawArticleAnchor } from '@yzfk/contract/paths';
import { useFeedback, type TFeedbackApi } from '../../../lib/use-feedback';
import { citationOf } from '../law-articles';
import { HighlightedText } from '../../../components/highlighted-text';
import { markTerms } from '../../../components/mark-terms';
import { ArticleBadges } from './relations/article-badges';
import { ArticleChangeMark } from '../compare/article-change-marks';

/** Copies an article with its citation: 《中华人民共和国民法典》第一千零八十四条, then the text. */
async function copyArticle(
  title: string,
  article: TLawArticle,
  message: TFeedbackApi['message'],
): Promise<void> {
  const citation = citationOf(title, article.number, article.kind);
  // An ideographic space separates the citation from the text, as in printed statutes.
  const text = `${citation}\u3000${article.paragraphs.join('\n')}`;
  try {
    await navigator.clipboard.writeText(text);
    void message.success(`已复制 ${citation}`);
  } catch {
    void message.error('复制失败，请手动选择文字复制');
  }
}

/** What the page shows of the user's notes on an article (composed in by the router). */
export type TLawArticleNotesProps = {
  lawId: number;
  ordinal: number;
  number: string | null;
  /** The article's first words, quoted by a new note. */
  firstWords: string;
};

/** One article with its anchor, number, paragraphs (款), a copy button and the notes slot. */
export const LawArticleView = memo(function LawArticleView({
  lawId,
  title,
  article,
  terms,
  active,
  articleNotes: ArticleNotes,
}: {
  lawId: number;
  title: string;
  article: TLawArticle;
  terms: string[];
  active: boolean;
  articleNotes?: ComponentType<TLawArticleNotesProps>;
}) {
  const { message } = useFeedback();
  const [first, ...rest] = article.paragraphs;
  const label = article.kind === 'item' ? `${article.number ?? ''}、` : article.number;
  return (
    <section
      id={lawArticleAnchor(article.ordinal)}
      className={`law-article${active ? ' law-article--active' : ''}`}
      aria-label={article.number ?? undefined}
      aria-current={active ? 'location' : undefined}
    >
      <p className="law-article__para">
        {label ? <strong className="law-article__number">{label}</strong> : null}
        <HighlightedText parts={markTerms(first ?? '', terms)} />
      </p>
      {rest.map((paragraph, index) => (
        <p key={index} className="law-article__para">
          <HighlightedText parts={markTerms(paragraph, terms)} />
        </p>
      ))}
      <ArticleBadges ordinal={article.ordinal} number={article.number} />
      <ArticleChangeMark ordinal={article.ordinal} number={article.number} />
      {article.number ? (
        <Button
          size="small"
          type="text"
          icon={<CopyOutlined />}
          className="law-article__copy"
          aria-label={`复制${article.number}`}
          onClick={() => void copyArticle(title, article, message)}
        >
          复制
        </Button>
      ) : null}
      {ArticleNotes ? (
        <ArticleNotes
          lawId={lawId}
          ordinal={article.ordinal}
          number={article.number}
          firstWords={first ?? ''}
        />
      ) : null}
    </section>
  );
});
