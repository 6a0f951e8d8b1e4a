import { useExamRanking } from '../api/get-exam-ranking';
import { durationText, scoreText } from '../utils/report-format';

/**
 * The top scores of the paper (排行榜), names masked as the server sends them (张**), the
 * candidate's own row marked. Shown once the report has a standing.
 */
export function RankingTable({
  examId,
  paperId,
  enabled,
}: {
  examId: number;
  paperId: number;
  enabled: boolean;
}) {
  const ranking = useExamRanking(examId, paperId, enabled);
  if (!enabled) return null;
  if (ranking.isPending) return <p className="exam-report__muted">排行榜加载中…</p>;
  if (ranking.isError) return <p className="exam-report__muted">排行榜暂时无法加载</p>;
  const { list, mine, of } = ranking.data;
  // Ties share a rank and a score: mark the first such row, not every one.
  const mineIndex =
    mine === null
      ? -1
      : list.findIndex((row) => row.rank === mine.rank && row.score === mine.score);
  return (
    <section className="exam-report__block" aria-label="排行榜">
      <h2 className="exam-report__subheading">排行榜</h2>
      {list.length === 0 ? (
        <p className="exam-report__muted">暂无排名</p>
      ) : (
        <table className="exam-report__table exam-ranking">
          <thead>
            <tr>
              <th scope="col">名次</th>
              <th scope="col">考生</th>
              <th scope="col">得分</th>
              <th scope="col">用时</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row, index) => {
              const isMine = index === mineIndex;
              return (
                <tr
                  key={`${row.rank}-${row.name}`}
                  className={isMine ? 'exam-ranking__mine' : undefined}
                >
                  <td>{row.rank}</td>
                  <td>
                    {row.name}
                    {isMine ? <span className="exam-ranking__me">（我）</span> : null}
                  </td>
                  <td>{scoreText(row.score)}</td>
                  <td>{durationText(row.timeUsedSeconds)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="exam-report__muted">
        共 {of} 名考生
        {mine ? `，我的名次：第 ${mine.rank} 名（${scoreText(mine.score)} 分）` : ''}
      </p>
    </section>
  );
}
