import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import './star-toggle.css';

/**
 * A favourite star: a toggle button 收藏 / 已收藏 (pressed), the label its text and the icon
 * decoration. Busy (its state being asked, or a change being saved), it takes no click.
 * `compact` is the small text button of a question's toolbar.
 */
export function StarToggle({
  on,
  busy,
  onToggle,
  compact = false,
  className,
}: {
  on: boolean;
  busy: boolean;
  onToggle: () => void;
  compact?: boolean;
  className?: string;
}) {
  return (
    <Button
      className={className}
      size={compact ? 'small' : undefined}
      type={compact ? 'text' : undefined}
      icon={
        on ? <StarFilled className="star-toggle__on" aria-hidden /> : <StarOutlined aria-hidden />
      }
      aria-pressed={on}
      aria-busy={busy}
      loading={busy}
      onClick={onToggle}
    >
      {on ? '已收藏' : '收藏'}
    </Button>
  );
}
