import { Progress, Tag } from 'antd';
import type { TPracticeSession } from '@yzfk/contract/calls/tiku-shapes';
import { percentText } from '../../../components/question/answer-text';
import { sessionKindText } from '../utils/tiku-format';

/** The top of a chapter session: its title and kind, the counts (练习 only), the progress. */
export function PracticeBar({ session }: { session: TPracticeSession }) {
  const isRecite = session.mode === 'recite';
  const done = session.total > 0 ? Math.round((session.answeredCount / session.total) * 100) : 0;
  return (
    <header className="tiku-practice__bar">
      <h1 className="tiku-practice__title">{session.title}</h1>
      <Tag color={isRecite ? 'gold' : 'blue'}>{sessionKindText(session.kind, session.mode)}</Tag>
      {isRecite ? null : (
        <span className="tiku-practice__stats">
          已答 {session.answeredCount}/{session.total} · 答对 {session.correctCount} · 正确率{' '}
          {percentText(session.accuracy)}
        </span>
      )}
      <Progress percent={done} size="small" showInfo={false} className="tiku-practice__progress" />
    </header>
  );
}
