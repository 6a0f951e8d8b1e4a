import { ClockCircleOutlined } from '@ant-design/icons';
import { useCountdownTo } from '../../hooks/use-countdown';
import { clockText } from '../media-player/clock-text';
import './countdown.css';

/** The time left of a timed paper or exam (剩余时间), red in the last five minutes; 0 calls onExpire. */
export function Countdown({ deadline, onExpire }: { deadline: string; onExpire: () => void }) {
  const left = useCountdownTo(deadline, onExpire) ?? 0;
  return (
    <div
      role="timer"
      aria-label="剩余时间"
      className={`countdown${left <= 300 ? ' countdown--urgent' : ''}`}
    >
      <ClockCircleOutlined aria-hidden /> 剩余时间 <strong>{clockText(left * 1000)}</strong>
    </div>
  );
}
