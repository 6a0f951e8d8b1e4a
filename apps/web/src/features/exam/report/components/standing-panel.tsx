import type { TStanding } from '@yzfk/contract/calls/exam-shapes';
import { scoreText } from '../utils/report-format';
import { ScoreDistributionChart } from './score-distribution-chart';

/**
 * Where the score stands among the exam's candidates of the same paper: rank of N, 击败了 N% 的
 * 考生, average and highest, and the distribution. Until the exam closes the server sends no
 * standing, and the panel says when it will come.
 */
export function StandingPanel({
  standing,
  score,
}: {
  standing: TStanding | null;
  score: number | null;
}) {
  return (
    <section className="exam-report__block exam-standing" aria-label="成绩排名">
      <h2 className="exam-report__subheading">成绩排名</h2>
      {standing === null ? (
        <p className="exam-report__muted" role="status">
          成绩排名将在考试结束后公布
        </p>
      ) : (
        <>
          <p className="exam-standing__beat" role="status">
            击败了 <strong>{Math.round(standing.beatPercent)}%</strong> 的考生
          </p>
          <dl className="exam-report__stats">
            <div className="exam-report__stat">
              <dt>排名</dt>
              <dd>
                第 {standing.rank} 名 / 共 {standing.of} 人
              </dd>
            </div>
            <div className="exam-report__stat">
              <dt>平均分</dt>
              <dd>{scoreText(standing.average)} 分</dd>
            </div>
            <div className="exam-report__stat">
              <dt>最高分</dt>
              <dd>{scoreText(standing.highest)} 分</dd>
            </div>
          </dl>
          {standing.distribution.length > 0 ? (
            <ScoreDistributionChart bands={standing.distribution} score={score} />
          ) : null}
        </>
      )}
    </section>
  );
}
