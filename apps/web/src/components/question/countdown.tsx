import { ClockCircleOutlined } from '@ant-design/icons';
import { useCountdownTo } from '../../hooks/use-countdown';
import './countdown.css';

/** Seconds as a clock: 1:05:09, or 05:09 under an hour. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The time left of a timed paper or exam (剩余时间), red in the last five minutes; 0 calls onExpire. */
export function Countdown({ deadline, onExpire }: { deadline: string; onExpire: () => void }) {
  const left = useCountdownTo(deadline, onExpire) ?? 0;
  return (
    <div
      role="timer"
      aria-label="剩余时间"
      className={`countdown${left <= 300 ? ' countdown--urgent' : ''}`}
    >
      <ClockCircleOutlined aria-hidden /> 剩余时间 <strong>{clockText(left)}</strong>
    </div>
  );
}
