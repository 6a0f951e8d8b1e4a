import { Button, Drawer, Result } from 'antd';
import { openLoginDialog } from '../../../../lib/identity-dialog';
import type { TBookNote } from '../api/book-notes';
import type { TRenderer } from '../engine/renderer';
import type { TNotePlacement } from '../utils/anchoring';
import { NotesPanel } from './notes-panel';
import type { TReaderPanel } from './reader-bar';
import { SearchPanel } from './search-panel';
import { TocPanel } from './toc-panel';

const TITLES: Record<TReaderPanel, string> = {
  toc: '目录',
  notes: '笔记与书签',
  search: '书内搜索',
};

/**
 * The side drawer with one panel: the contents, my notes and bookmarks (a visitor is asked to
 * log in), or the search in the book. Opening a place goes there and closes the drawer.
 */
export function ReaderPanels({
  panel,
  renderer,
  chapter,
  isLogined,
  notes,
  placements,
  onGo,
  onEdit,
  onDelete,
  onClose,
}: {
  panel: TReaderPanel | null;
  renderer: TRenderer | null;
  /** The chapter in view (marked in the contents). */
  chapter: string;
  isLogined: boolean;
  notes: TBookNote[];
  placements: ReadonlyMap<number, TNotePlacement>;
  onGo: (target: string) => void;
  onEdit: (note: TBookNote) => void;
  onDelete: (note: TBookNote) => void;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={panel !== null}
      onClose={onClose}
      title={panel ? TITLES[panel] : TITLES.search}
      placement="right"
      size="default"
      className="book-reader__drawer"
      forceRender={false}
    >
      {panel === 'toc' ? (
        <TocPanel items={renderer?.toc ?? []} current={chapter} onOpen={onGo} />
      ) : null}
      {panel === 'notes' ? (
        isLogined ? (
          <NotesPanel
            notes={notes}
            placements={placements}
            onOpen={onGo}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ) : (
          <Result
            status="info"
            title="登录后可查看笔记"
            extra={
              <Button type="primary" onClick={openLoginDialog}>
                登录
              </Button>
            }
          />
        )
      ) : null}
      {panel === 'search' && renderer ? (
        <SearchPanel search={renderer.search} onOpen={onGo} />
      ) : null}
    </Drawer>
  );
}
