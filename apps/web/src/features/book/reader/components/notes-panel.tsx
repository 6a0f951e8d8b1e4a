import { Button, List, Popconfirm, Tag } from 'antd';
import type { TBookNote } from '../api/book-notes';
import type { TNotePlacement } from '../utils/anchoring';
import { isBookmark } from '../utils/locator';
import { COLOUR_LABELS } from './colours';
import { NoteMarkdown } from '../../../../components/note-text/note-markdown';

/**
 * My highlights, notes and bookmarks on the book in reading order. A note whose place no longer
 * exists in the book shows as 未定位 with its quote and text: it is never dropped.
 */
export function NotesPanel({
  notes,
  placements,
  onOpen,
  onEdit,
  onDelete,
}: {
  notes: TBookNote[];
  placements: ReadonlyMap<number, TNotePlacement>;
  onOpen: (cfi: string) => void;
  onEdit: (note: TBookNote) => void;
  onDelete: (note: TBookNote) => void;
}) {
  return (
    <List
      className="reader-notes"
      dataSource={notes}
      locale={{ emptyText: '还没有笔记。选中文字即可划线或写笔记' }}
      renderItem={(note) => {
        const placement = placements.get(note.id);
        const cfi = placement && placement.status !== 'detached' ? placement.cfi : null;
        const bookmark = isBookmark(note);
        return (
          <List.Item
            actions={[
              bookmark ? null : (
                <Button key="edit" size="small" type="link" onClick={() => onEdit(note)}>
                  编辑
                </Button>
              ),
              <Popconfirm
                key="delete"
                title={bookmark ? '删除这个书签？' : '删除这条笔记？'}
                okText="删除"
                cancelText="取消"
                onConfirm={() => onDelete(note)}
              >
                <Button size="small" type="link" danger>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <div className="reader-note">
              <div className="reader-note__head">
                {bookmark ? (
                  <Tag color="blue">书签</Tag>
                ) : (
                  <span
                    className="reader-swatch reader-swatch--small"
                    style={{ background: COLOUR_LABELS[note.colour].swatch }}
                    aria-label={COLOUR_LABELS[note.colour].name}
                  />
                )}
                {placement?.status === 'detached' ? <Tag>未定位</Tag> : null}
                <span className="reader-note__share">{Math.round(note.anchorOrder * 100)}%</span>
              </div>
              {cfi ? (
                <button
                  type="button"
                  className="reader-link reader-note__quote"
                  onClick={() => onOpen(cfi)}
                >
                  {note.quote}
                </button>
              ) : (
                <p className="reader-note__quote">{note.quote}</p>
              )}
              {note.text ? <NoteMarkdown className="reader-note__text" text={note.text} /> : null}
            </div>
          </List.Item>
        );
      }}
    />
  );
}
