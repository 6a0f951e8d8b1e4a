import type { TExamReport } from '@yzfk/contract/calls/exam-shapes';
import { percentText } from '../../../../components/question/answer-text';
import { scoreText } from '../utils/report-format';

type TAccuracyRow = TExamReport['sections'][number];

/** The colour of an accuracy: green from 80%, amber from 60%, red below. */
function toneOf(accuracy: number): string {
  if (accuracy >= 0.8) return 'good';
  if (accuracy >= 0.6) return 'fair';
  return 'poor';
}

/**
 * Accuracy per section (题型) or subject (科目): a table with a bar per row. Each bar is a meter
 * named by its row, so a screen reader reads 民法 75%; the table prints as it shows.
 */
export function AccuracyTable({
  title,
  nameHeader,
  rows,
}: {
  title: string;
  nameHeader: string;
  rows: TAccuracyRow[];
}) {
  if (rows.length === 0) return null;
  return (
    <table className="exam-report__table exam-accuracy" aria-label={title}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col">题数</th>
          <th scope="col">答对</th>
          <th scope="col">正确率</th>
          <th scope="col">得分</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const accuracy = row.total === 0 ? null : row.correct / row.total;
          const value = accuracy === null ? 0 : Math.round(accuracy * 100);
          return (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.total}</td>
              <td>{row.correct}</td>
              <td>
                <span className="exam-accuracy__cell">
                  <span
                    role="meter"
                    aria-label={row.name}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={value}
                    aria-valuetext={percentText(accuracy)}
                    className="exam-accuracy__track"
                  >
                    <span
                      className={`exam-accuracy__bar exam-accuracy__bar--${accuracy === null ? 'none' : toneOf(accuracy)}`}
                      style={{ width: `${value}%` }}
                    />
                  </span>
                  <span className="exam-accuracy__value">{percentText(accuracy)}</span>
                </span>
              </td>
              <td>
                {scoreText(row.earned)} / {row.maxScore}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
