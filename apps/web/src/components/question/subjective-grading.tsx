import { Button, Checkbox } from 'antd';
import { useState, type ReactNode } from 'react';
import { RichHtml } from './rich-html';
import './rich-html.css';
import './subjective-grading.css';

/** A sub-question (第 N 问) of a subjective question: its stem and points. */
export type TGradedSubQuestion = { stemHtml: string; points: number };

export type TSubjectiveSolution = {
  referenceHtml: string;
  scoringPoints: { text: string; points: number }[];
}[];

/** The points of the ticked scoring points, summed over every sub-question. */
function achievedTotal(solution: TSubjectiveSolution, achieved: number[][]): number {
  return solution.reduce(
    (sum, part, i) =>
      sum + (achieved[i] ?? []).reduce((s, k) => s + (part.scoringPoints[k]?.points ?? 0), 0),
    0,
  );
}

/**
 * Self-grading of a subjective answer: per sub-question the typed answer beside the reference
 * answer and the scoring points (采分点) as checkboxes with their points; the total updates as
 * they are ticked, and 确认评分 records it. /zg (practice) and the exam report share it; the
 * report starts from the server's suggestion and shows it in `summary`.
 */
export function SubjectiveGrading({
  subQuestions,
  solution,
  answers,
  initialAchieved,
  maxScore,
  savedScore,
  grading,
  onGrade,
  summary,
}: {
  subQuestions: TGradedSubQuestion[];
  solution: TSubjectiveSolution;
  /** The typed answer of each sub-question. */
  answers: readonly string[];
  /** The ticks to start from, per sub-question (the saved grade, or a suggestion). */
  initialAchieved: readonly (readonly number[])[];
  maxScore: number;
  /** The score recorded so far; null until graded. */
  savedScore: number | null;
  grading: boolean;
  onGrade: (achieved: number[][]) => void;
  summary?: ReactNode;
}) {
  const [achieved, setAchieved] = useState<number[][]>(() =>
    solution.map((_, i) => [...(initialAchieved[i] ?? [])]),
  );
  const total = achievedTotal(solution, achieved);
  const toggle = (part: number, point: number, on: boolean) =>
    setAchieved((all) =>
      all.map((keys, i) =>
        i !== part
          ? keys
          : on
            ? [...keys, point].sort((a, b) => a - b)
            : keys.filter((k) => k !== point),
      ),
    );

  return (
    <section className="subjective-grading" aria-label="参考答案与评分">
      {solution.map((part, i) => (
        <div key={i} className="subjective-grading__part">
          <div className="subjective-grading__head">
            <span className="subjective-grading__label">第 {i + 1} 问</span>
            <span className="subjective-grading__muted">（{subQuestions[i]?.points ?? 0} 分）</span>
          </div>
          {subQuestions[i] ? (
            <RichHtml
              className="rich-html subjective-grading__stem"
              html={subQuestions[i].stemHtml}
            />
          ) : null}
          <div className="subjective-grading__compare">
            <div>
              <h3 className="subjective-grading__heading">你的作答</h3>
              <p className="subjective-grading__mine">{answers[i]?.trim() || '（未作答）'}</p>
            </div>
            <div>
              <h3 className="subjective-grading__heading">参考答案</h3>
              <RichHtml className="rich-html" html={part.referenceHtml} />
            </div>
          </div>
          <fieldset className="subjective-grading__points">
            <legend>采分点（勾选你答到的）</legend>
            {part.scoringPoints.map((point, k) => (
              <Checkbox
                key={k}
                checked={achieved[i]?.includes(k) ?? false}
                onChange={(event) => toggle(i, k, event.target.checked)}
              >
                {point.text}（{point.points} 分）
              </Checkbox>
            ))}
          </fieldset>
        </div>
      ))}
      <div className="subjective-grading__total">
        <span role="status" aria-label="自评得分">
          自评得分 <strong>{total}</strong> / {maxScore} 分
        </span>
        {summary}
        <Button type="primary" loading={grading} onClick={() => onGrade(achieved)}>
          确认评分
        </Button>
        {savedScore !== null ? (
          <span className="subjective-grading__saved">
            已评分：{savedScore} / {maxScore} 分
          </span>
        ) : null}
      </div>
    </section>
  );
}
