import {
  BookOutlined,
  EditOutlined,
  MenuOutlined,
  SearchOutlined,
  SettingOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Popover, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { canReadAloud } from '../hooks/use-read-aloud';

/** The side panels the bar opens. */
export type TReaderPanel = 'toc' | 'notes' | 'search';

/**
 * The reader's top bar: the title, the panels (目录, 笔记, 搜索), 加书签, 朗读 (disabled with a
 * tooltip where the browser cannot speak) and the 设置 popover.
 */
export function ReaderBar({
  title,
  ready,
  reading,
  settings,
  onPanel,
  onBookmark,
  onReadAloud,
}: {
  title: string;
  /** Whether the book is open (bookmarks and reading aloud need it). */
  ready: boolean;
  /** Whether the page is being read aloud. */
  reading: boolean;
  settings: ReactNode;
  onPanel: (panel: TReaderPanel) => void;
  onBookmark: () => void;
  onReadAloud: () => void;
}) {
  const speech = canReadAloud();
  return (
    <header className="book-reader__bar">
      <h1 className="book-reader__title" title={title}>
        {title}
      </h1>
      <div className="book-reader__tools">
        <Button
          type="text"
          aria-label="目录"
          icon={<MenuOutlined />}
          onClick={() => onPanel('toc')}
        >
          <span className="reader-label">目录</span>
        </Button>
        <Button
          type="text"
          aria-label="笔记"
          icon={<EditOutlined />}
          onClick={() => onPanel('notes')}
        >
          <span className="reader-label">笔记</span>
        </Button>
        <Button
          type="text"
          aria-label="搜索"
          icon={<SearchOutlined />}
          onClick={() => onPanel('search')}
        >
          <span className="reader-label">搜索</span>
        </Button>
        <Button
          type="text"
          aria-label="加书签"
          icon={<BookOutlined />}
          onClick={onBookmark}
          disabled={!ready}
        >
          <span className="reader-label">书签</span>
        </Button>
        <Tooltip title={speech ? undefined : '当前浏览器不支持朗读'}>
          <Button
            type="text"
            aria-label={reading ? '停止朗读' : '朗读'}
            icon={<SoundOutlined />}
            disabled={!speech || !ready}
            aria-pressed={reading}
            onClick={onReadAloud}
          >
            <span className="reader-label">{reading ? '停止朗读' : '朗读'}</span>
          </Button>
        </Tooltip>
        <Popover content={settings} trigger="click" placement="bottomRight">
          <Button type="text" aria-label="设置" icon={<SettingOutlined />}>
            <span className="reader-label">设置</span>
          </Button>
        </Popover>
      </div>
    </header>
  );
}
