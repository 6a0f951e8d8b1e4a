import { Button, Collapse, Tag } from 'antd';
import type { TSubjectiveAttempt } from '@yzfk/contract/calls/tiku-subjective';
import { formatStamp } from '../../../lib/date-format';

/** The user's attempts at a subjective question, newest first, each expandable to its answers. */
export function AttemptHistory({
  attempts,
  currentId,
  onOpen,
}: {
  attempts: TSubjectiveAttempt[];
  currentId: number | null;
  onOpen: (attemptId: number) => void;
}) {
  if (attempts.length === 0) return <p className="tiku-muted">还没有作答记录。</p>;
  return (
    <Collapse
      size="small"
      className="tiku-zg-history"
      items={attempts.map((attempt, n) => ({
        key: attempt.id,
        label: (
          <span className="tiku-zg-history__label">
            <span>第 {attempts.length - n} 次</span>
            <span>{formatStamp(attempt.createdAt)}</span>
            {attempt.score === null ? (
              <Tag>未评分</Tag>
            ) : (
              <Tag color="blue">
                {attempt.score} / {attempt.maxScore} 分
              </Tag>
            )}
            {attempt.id === currentId ? <Tag color="gold">正在查看</Tag> : null}
          </span>
        ),
        children: (
          <div>
            {attempt.answers.map((text, i) => (
              <div key={i} className="tiku-zg-history__answer">
                <strong>第 {i + 1} 问：</strong>
                <span className="tiku-zg-mine">{text.trim() || '（未作答）'}</span>
              </div>
            ))}
            <Button size="small" onClick={() => onOpen(attempt.id)}>
              {attempt.score === null ? '去评分' : '查看评分'}
            </Button>
          </div>
        ),
      }))}
    />
  );
}
