import type { TSolution } from '@yzfk/contract/calls/tiku-shapes';
import { Link } from 'react-router';
import { lettersText } from './answer-text';
import { lawRefMissingText, lawRefPath, lawRefText } from './law-refs';
import { RichHtml } from './rich-html';
import './rich-html.css';
import './solution-panel.css';

/**
 * The right answer, the explanation (解析) and the related law articles (相关法条). A cited
 * article links to itself in the law database; one the database lacks says 本条未收录 (the link
 * then opens the law). showsAnswer false leaves out 正确答案 where the card already says it.
 * Practice, papers and exam reports share it.
 */
export function SolutionPanel({
  solution,
  showsAnswer = true,
}: {
  solution: TSolution;
  showsAnswer?: boolean;
}) {
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
              return (
                <li key={index}>
                  {path ? <Link to={path}>{text}</Link> : text}
                  {missing ? <span className="solution-panel__muted">（{missing}）</span> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
