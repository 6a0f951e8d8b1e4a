import type { TSolution } from '@yzfk/contract/calls/tiku-shapes';
import { Link } from 'react-router';
import { lettersText } from '../utils/answer-status';
import { lawRefMissingText, lawRefPath, lawRefText } from '../utils/tiku-paths';
import { RichHtml } from '../../../components/question/rich-html';

/**
 * The right answer, the explanation (解析) and the related law articles (相关法条). A cited
 * article links to itself in the law database; one the database lacks says 本条未收录 (the link
 * then opens the law). showsAnswer false leaves out 正确答案 where the card already says it.
 */
export function SolutionPanel({
  solution,
  showsAnswer = true,
}: {
  solution: TSolution;
  showsAnswer?: boolean;
}) {
  return (
    <section className="tiku-solution" aria-label="答案解析">
      {showsAnswer ? (
        <div className="tiku-solution__answer">
          正确答案：<strong>{lettersText(solution.answer)}</strong>
        </div>
      ) : null}
      <h3 className="tiku-solution__heading">解析</h3>
      {solution.explanationHtml ? (
        <RichHtml className="rich-html" html={solution.explanationHtml} />
      ) : (
        <p className="tiku-muted">本题暂无解析。</p>
      )}
      {solution.lawRefs.length > 0 ? (
        <>
          <h3 className="tiku-solution__heading">相关法条</h3>
          <ul className="tiku-solution__laws">
            {solution.lawRefs.map((ref, index) => {
              const path = lawRefPath(ref);
              const text = lawRefText(ref);
              const missing = lawRefMissingText(ref);
              return (
                <li key={index}>
                  {path ? <Link to={path}>{text}</Link> : text}
                  {missing ? (
                    <span className="tiku-muted tiku-solution__missing">（{missing}）</span>
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
