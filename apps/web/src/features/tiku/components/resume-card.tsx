import { PlayCircleOutlined } from '@ant-design/icons';
import { Progress } from 'antd';
import type { TPracticeSession } from '@yzfk/contract/calls/tiku-shapes';
import { practiceHref } from '@yzfk/contract/paths';
import { LinkButton } from '../../../components/link-button';
import { formatStamp } from '../../../lib/date-format';
import { percentText } from '../../../components/question/answer-text';
import { sessionKindText } from '../utils/tiku-format';

/** The 继续练习 card: the user's latest unfinished session and where they left it. */
export function ResumeCard({ session }: { session: TPracticeSession }) {
  const done = session.total > 0 ? Math.round((session.answeredCount / session.total) * 100) : 0;
  return (
    <section className="tiku-resume" aria-label="继续练习">
      <PlayCircleOutlined className="tiku-resume__icon" aria-hidden />
      <div className="tiku-resume__main">
        <div className="tiku-resume__title">
          上次练到：{session.title}
          <span className="tiku-muted">（{sessionKindText(session.kind, session.mode)}）</span>
        </div>
        <div className="tiku-resume__meta">
          <span>
            第 {Math.min(session.position + 1, session.total)} / {session.total} 题
          </span>
          <span>正确率 {percentText(session.accuracy)}</span>
          <span>开始于 {formatStamp(session.startedAt)}</span>
        </div>
        <Progress percent={done} size="small" showInfo={false} />
      </div>
      <LinkButton to={practiceHref(session)}>继续练习</LinkButton>
    </section>
  );
}
