import type { TSolution } from '@yzfk/contract/calls/tiku-shapes';
import { Button } from 'antd';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { lettersText } from './answer-text';
import { LawRefArticle } from './law-ref-article';
import {
  lawRefArticle,
  lawRefArticles,
  lawRefMissingText,
  lawRefPath,
  lawRefText,
} from './law-refs';
import { RichHtml } from './rich-html';
import './rich-html.css';
import './solution-panel.css';

/**
 * The right answer, the explanation (解析) and the related law articles (相关法条). A cited
 * article links to itself in the law database; one the database lacks says 本条未收录 (the link
 * then opens the law). A cited article the library has can be read right there: 查看条文 shows
 * its text under the link (every article of the panel in one request, asked when the first one
 * opens). showsAnswer false leaves out 正确答案 where the card already says it.
 * Practice, papers and exam reports share it.
 */
export function SolutionPanel({
  solution,
  showsAnswer = true,
}: {
  solution: TSolution;
  showsAnswer?: boolean;
}) {
  const panelRefs = useMemo(() => lawRefArticles(solution.lawRefs), [solution.lawRefs]);
  // The refs' indexes opened, kept with the refs they index: a runner that shows the next
  // question in the same panel starts it with every article closed.
  const [opened, setOpened] = useState(() => ({
    refs: solution.lawRefs,
    indexes: new Set<number>(),
  }));
  const openIndexes = opened.refs === solution.lawRefs ? opened.indexes : new Set<number>();
  const idPrefix = useId();
  const toggle = (index: number) => {
    const indexes = new Set(openIndexes);
    if (!indexes.delete(index)) indexes.add(index);
    setOpened({ refs: solution.lawRefs, indexes });
  };
  return (
    <section className="solution-panel" aria-label="答案解析">
      {showsAnswer ? (
        <div className="solution-panel__answer">
          正确答案：<strong>{lettersText(solution.answer)}</strong>
        </div>
      ) : null}
      <h3 className="solution-panel__heading">解析</h3>
      {solution.explanationHtml ? (
        <RichHtml className="rich-html" html={solution.explanationHtml} />
      ) : (
        <p className="solution-panel__muted">本题暂无解析。</p>
      )}
      {solution.lawRefs.length > 0 ? (
        <>
          <h3 className="solution-panel__heading">相关法条</h3>
          <ul className="solution-panel__laws">
            {solution.lawRefs.map((ref, index) => {
              const path = lawRefPath(ref);
              const text = lawRefText(ref);
              const missing = lawRefMissingText(ref);
              const article = lawRefArticle(ref);
              const isOpen = article !== null && openIndexes.has(index);
              const articleId = `${idPrefix}-article-${index}`;
              return (
                <li key={index}>
                  {path ? <Link to={path}>{text}</Link> : text}
                  {missing ? <span className="solution-panel__muted">（{missing}）</span> : null}
                  {article ? (
                    <Button
                      type="link"
                      size="small"
                      className="solution-panel__toggle"
                      aria-label={`${isOpen ? '收起' : '查看'}${text}`}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? articleId : undefined}
                      onClick={() => toggle(index)}
                    >
                      {isOpen ? '收起' : '查看条文'}
                    </Button>
                  ) : null}
                  {isOpen ? (
                    <LawRefArticle
                      id={articleId}
                      citation={text}
                      article={article}
                      panelRefs={panelRefs}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
