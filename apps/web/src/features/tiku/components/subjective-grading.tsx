import { Button, Checkbox } from 'antd';
import type { TSubjectiveAttempt } from '@yzfk/contract/calls/tiku-subjective';
import { useState } from 'react';
import type { TSubQuestion } from './subjective-answer-form';
import { RichHtml } from '../../../components/question/rich-html';

export type TSubjectiveSolution = {
  referenceHtml: string;
  scoringPoints: { text: string; points: number }[];
}[];

/** The points of the ticked scoring points, summed over every sub-question. */
export function achievedTotal(solution: TSubjectiveSolution, achieved: number[][]): number {
  return solution.reduce(
    (sum, part, i) =>
      sum + (achieved[i] ?? []).reduce((s, k) => s + (part.scoringPoints[k]?.points ?? 0), 0),
    0,
  );
}

/**
 * Self-grading of one attempt: per sub-question the user's answer beside the reference answer
 * and the scoring points (采分点) as checkboxes with their points; the total updates as they
 * are ticked, and 确认评分 records it.
 */
export function SubjectiveGrading({
  subQuestions,
  solution,
  attempt,
  maxScore,
  grading,
  onGrade,
}: {
  subQuestions: TSubQuestion[];
  solution: TSubjectiveSolution;
  attempt: TSubjectiveAttempt;
  maxScore: number;
  grading: boolean;
  onGrade: (achieved: number[][]) => void;
}) {
  const [achieved, setAchieved] = useState<number[][]>(() =>
    solution.map((_, i) => attempt.achieved?.[i] ?? []),
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
    <section className="tiku-zg-grading" aria-label="参考答案与评分">
      {solution.map((part, i) => (
        <div key={i} className="tiku-zg-sub">
          <div className="tiku-zg-sub__head">
            <span className="tiku-zg-sub__label">第 {i + 1} 问</span>
            <span className="tiku-muted">（{subQuestions[i]?.points ?? 0} 分）</span>
          </div>
          {subQuestions[i] ? (
            <RichHtml className="rich-html tiku-zg-sub__stem" html={subQuestions[i].stemHtml} />
          ) : null}
          <div className="tiku-zg-compare">
            <div>
              <h3 className="tiku-solution__heading">你的作答</h3>
              <p className="tiku-zg-mine">{attempt.answers[i]?.trim() || '（未作答）'}</p>
            </div>
            <div>
              <h3 className="tiku-solution__heading">参考答案</h3>
              <RichHtml className="rich-html" html={part.referenceHtml} />
            </div>
          </div>
          <fieldset className="tiku-zg-points">
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
      <div className="tiku-zg-total">
        <span role="status" aria-label="自评得分">
          自评得分 <strong>{total}</strong> / {maxScore} 分
        </span>
        <Button type="primary" loading={grading} onClick={() => onGrade(achieved)}>
          确认评分
        </Button>
        {attempt.score !== null ? (
          <span className="tiku-zg-total__saved">
            已评分：{attempt.score} / {attempt.maxScore} 分
          </span>
        ) : null}
      </div>
    </section>
  );
}
