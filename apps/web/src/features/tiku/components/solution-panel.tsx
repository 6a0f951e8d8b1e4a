import type { TSolution } from '@yzfk/contract/calls/tiku-shapes';
import { Link } from 'react-router';
import { lettersText } from '../utils/answer-status';
import { lawRefPath, lawRefText } from '../utils/tiku-paths';
import { RichHtml } from './rich-html';

/** The right answer, the explanation (解析) and the related law articles (相关法条). */
export function SolutionPanel({ solution }: { solution: TSolution }) {
  return (
    <section className="tiku-solution" aria-label="答案解析">
      <div className="tiku-solution__answer">
        正确答案：<strong>{lettersText(solution.answer)}</strong>
      </div>
      <h3 className="tiku-solution__heading">解析</h3>
      {solution.explanationHtml ? (
        <RichHtml className="tiku-rich" html={solution.explanationHtml} />
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
              return <li key={index}>{path ? <Link to={path}>{text}</Link> : text}</li>;
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
