import { ClockCircleOutlined } from '@ant-design/icons';
import { useCountdownTo } from '../hooks/use-countdown-to';
import { clockText } from '../utils/tiku-format';

/** The time left of a timed paper (剩余时间), red in the last five minutes; 0 calls onExpire. */
export function Countdown({ deadline, onExpire }: { deadline: string; onExpire: () => void }) {
  const left = useCountdownTo(deadline, onExpire) ?? 0;
  return (
    <div
      role="timer"
      aria-label="剩余时间"
      className={`tiku-countdown${left <= 300 ? ' tiku-countdown--urgent' : ''}`}
    >
      <ClockCircleOutlined aria-hidden /> 剩余时间 <strong>{clockText(left)}</strong>
    </div>
  );
}
