import { Button, Tag } from 'antd';
import type { TCallData } from '@yzfk/contract/call';
import type { examBeforeCall } from '@yzfk/contract/calls/exam';
import type { TExamStartMode } from '@yzfk/contract/calls/exam-shapes';
import { paths } from '@yzfk/contract/paths';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCountdownTo } from '../../../hooks/use-countdown';
import { formatStamp } from '../../../lib/date-format';
import { durationText, paperText } from '../utils/exam-format';
import { toDeviceTime } from '../utils/server-clock';

export type TPaperEntry = TCallData<typeof examBeforeCall>['papers'][number];

/**
 * One paper on the waiting screen: its opening time and a countdown by the server's clock.
 * 统一开考 has no start button: when `auto` is set the paper opens by itself at its time.
 * 随到随考 shows 开始答题 while the window is open. A started paper resumes; a finished one links
 * to its report.
 */
export function PaperEntry({
  entry,
  startMode,
  offset,
  auto,
  starting,
  onStart,
  onResume,
}: {
  entry: TPaperEntry;
  startMode: TExamStartMode;
  /** Server clock minus device clock, in ms. */
  offset: number;
  /** This is the paper that opens by itself (统一开考). */
  auto: boolean;
  starting: boolean;
  onStart: () => void;
  onResume: () => void;
}) {
  const { paper, attempt } = entry;
  const opensAt = toDeviceTime(entry.opensAt, offset);
  const closesAt = toDeviceTime(entry.entryClosesAt, offset);
  const fresh = attempt === null;
  const toOpen = useCountdownTo(fresh ? opensAt : null) ?? 0;
  const toClose = useCountdownTo(fresh ? closesAt : null) ?? 0;

  // 统一开考: at the opening time (or at once when entering late) the paper opens by itself.
  const startLatest = useRef(onStart);
  useEffect(() => {
    startLatest.current = onStart;
  }, [onStart]);
  const [autoStarted, setAutoStarted] = useState(false);
  const opensNow = fresh && auto && startMode === 'fixed' && toOpen === 0 && toClose > 0;
  useEffect(() => {
    if (!opensNow || autoStarted) return;
    setAutoStarted(true);
    startLatest.current();
  }, [opensNow, autoStarted]);

  let state: ReactNode;
  if (attempt && attempt.status !== 'in_progress') {
    state = (
      <>
        <Tag color="green">已交卷</Tag>
        <Link to={paths.examReport.href({ attempt: attempt.id })}>查看答题报告</Link>
      </>
    );
  } else if (attempt) {
    state = (
      <Button type="primary" onClick={onResume}>
        继续答题
      </Button>
    );
  } else if (toOpen > 0) {
    state = (
      <span role="timer" aria-label={`${paper.title}开考倒计时`} className="exam-before__countdown">
        距开考 <strong>{durationText(toOpen)}</strong>
      </span>
    );
  } else if (toClose === 0) {
    state = <Tag color="default">入场时间已过</Tag>;
  } else if (startMode === 'fixed') {
    state = <span className="exam-before__opening">{starting ? '正在进入答题…' : '已开考'}</span>;
  } else {
    state = (
      <Button type="primary" loading={starting} onClick={onStart}>
        开始答题
      </Button>
    );
  }

  return (
    <li className="exam-before__paper" aria-label={paper.title}>
      <div>
        <div className="exam-before__paper-title">{paperText(paper)}</div>
        <div className="exam-muted">
          开考时间 {formatStamp(opensAt + offset)} · 入场截止 {formatStamp(closesAt + offset)}
        </div>
      </div>
      <div className="exam-before__paper-state">{state}</div>
    </li>
  );
}
