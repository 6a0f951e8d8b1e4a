import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TRelocation } from '../engine/renderer';
import { shareOf } from '../utils/locator';

/** The reader's foot: 上一页/下一页 around the chapter in view and the share read. */
export function ReaderFoot({
  place,
  ready,
  onTurn,
}: {
  place: TRelocation | null;
  /** Whether the book is open (pages turn only then). */
  ready: boolean;
  onTurn: (direction: 'prev' | 'next') => void;
}) {
  return (
    <footer className="book-reader__foot">
      <Button
        aria-label="上一页"
        icon={<LeftOutlined />}
        onClick={() => onTurn('prev')}
        disabled={!ready}
      />
      <span className="book-reader__place">
        <span className="book-reader__chapter">{place?.chapter}</span>
        <span>{place ? `${Math.round(shareOf(place.share) * 100)}%` : ''}</span>
      </span>
      <Button
        aria-label="下一页"
        icon={<RightOutlined />}
        onClick={() => onTurn('next')}
        disabled={!ready}
      />
    </footer>
  );
}
