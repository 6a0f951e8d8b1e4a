import { FullscreenOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import type { TAttemptView } from '@yzfk/contract/calls/exam-shapes';
import { Countdown } from '../../../components/question/countdown';

export type TFontSize = 'small' | 'medium' | 'large';
const FONT_OPTIONS: { label: string; value: TFontSize }[] = [
  { label: '小', value: 'small' },
  { label: '中', value: 'medium' },
  { label: '大', value: 'large' },
];

export type TExamScreenBarProps = {
  view: Pick<TAttemptView, 'examTitle' | 'attempt' | 'candidate'>;
  /** The deadline by the device's clock (ms); the countdown calls onTimeUp at 0. */
  deadline: number;
  onTimeUp: () => void;
  fontSize: TFontSize;
  onFontSize: (size: TFontSize) => void;
  /** Opens 法条检索 (主观题 only); without it there is no button. */
  onLawSearch?: () => void;
  /** 交卷 is off until the answers have loaded and after answering has stopped. */
  submitDisabled: boolean;
  onSubmit: () => void;
};

/**
 * The top of the exam screen: the paper, the candidate, the server-clock countdown, and the
 * tools (字号, 法条检索, 全屏, 交卷).
 */
export function ExamScreenBar({
  view,
  deadline,
  onTimeUp,
  fontSize,
  onFontSize,
  onLawSearch,
  submitDisabled,
  onSubmit,
}: TExamScreenBarProps) {
  return (
    <header className="exam-screen__bar">
      <div className="exam-screen__title">
        <strong>{view.examTitle}</strong>
        <span>{view.attempt.paperTitle}</span>
      </div>
      <dl className="exam-screen__candidate" aria-label="考生信息">
        <dt>考生</dt>
        <dd>{view.candidate.realName}</dd>
        <dt>准考证号</dt>
        <dd>{view.candidate.ticketNo}</dd>
      </dl>
      <Countdown deadline={new Date(deadline).toISOString()} onExpire={onTimeUp} />
      <div className="exam-screen__actions">
        <Segmented
          aria-label="字号"
          size="small"
          options={FONT_OPTIONS}
          value={fontSize}
          onChange={(next) => onFontSize(next)}
        />
        {onLawSearch ? (
          <Button icon={<SearchOutlined aria-hidden />} onClick={onLawSearch}>
            法条检索
          </Button>
        ) : null}
        {typeof document.documentElement.requestFullscreen === 'function' ? (
          <Button
            icon={<FullscreenOutlined aria-hidden />}
            onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
          >
            全屏
          </Button>
        ) : null}
        <Button type="primary" danger disabled={submitDisabled} onClick={onSubmit}>
          交卷
        </Button>
      </div>
    </header>
  );
}
