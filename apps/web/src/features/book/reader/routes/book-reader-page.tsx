import {
  BookOutlined,
  LeftOutlined,
  MenuOutlined,
  RightOutlined,
  SearchOutlined,
  SettingOutlined,
  SoundOutlined,
  EditOutlined,
} from '@ant-design/icons';
import type { TNoteColour } from '@yzfk/contract/calls/notes';
import { Button, Drawer, Popover, Result, Segmented, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { Loading, LoadError } from '../../../../components/load-states';
import { ApiError } from '../../../../lib/api-error';
import { openLoginDialog } from '../../../../lib/identity-dialog';
import { mediaHref } from '../../../../lib/media-href';
import { useSession } from '../../../../lib/session-store';
import { useFeedback } from '../../../../lib/use-feedback';
import {
  useBookNotes,
  useCreateBookNote,
  useDeleteBookNote,
  useUpdateBookNote,
  type TBookNote,
} from '../api/book-notes';
import { useBook } from '../../api/get-book';
import { useOpenBook, type TOpenedBook } from '../api/open-book';
import { LockedBook } from '../components/locked-book';
import { NoteDialog } from '../components/note-dialog';
import { NotesPanel } from '../components/notes-panel';
import { SearchPanel } from '../components/search-panel';
import { SelectionBar } from '../components/selection-bar';
import { TocPanel } from '../components/toc-panel';
import {
  openRenderer,
  type TFlow,
  type TRelocation,
  type TRenderer,
  type TRendererEvents,
  type TSelection,
  type TTheme,
} from '../engine/renderer';
import { canReadAloud, useReadAloud } from '../hooks/use-read-aloud';
import { useReadingProgress } from '../hooks/use-reading-progress';
import { placeNote, quoteOf, type TNotePlacement } from '../utils/anchoring';
import { fitsAnchor, isRangeCfi, shareOf, startingPlace } from '../utils/locator';
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  loadPrefs,
  storePrefs,
  type TReaderPrefs,
} from '../utils/reader-prefs';
import './book-reader.css';

// /book/reader?id=<bookId>[&cfi=<CFI>]: the EPUB read in the page (paginated or scrolling),
// contents, font size and themes, highlights, notes and bookmarks in the one notes model,
// search, reading aloud; my place saved every 15 s and resumed on any device.

const FLOWS: { value: TFlow; label: string }[] = [
  { value: 'paginated', label: '翻页' },
  { value: 'scrolled', label: '滚动' },
];
const THEMES: { value: TTheme; label: string }[] = [
  { value: 'day', label: '日间' },
  { value: 'night', label: '夜间' },
  { value: 'eye', label: '护眼' },
];

function idFrom(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/** The EPUB reader page. */
export function BookReaderPage() {
  const [params] = useSearchParams();
  const bookId = idFrom(params.get('id'));
  if (bookId === undefined) return <Result status="404" title="图书不存在" />;
  return (
    <OpenedReader
      key={bookId}
      bookId={bookId}
      addressCfi={params.get('cfi')}
      addressHref={params.get('href')}
    />
  );
}

function OpenedReader({
  bookId,
  addressCfi,
  addressHref,
}: {
  bookId: number;
  addressCfi: string | null;
  addressHref: string | null;
}) {
  const detail = useBook(bookId);
  const opened = useOpenBook(bookId, detail.data?.locked === false);
  if (detail.isError) {
    const code = detail.error instanceof ApiError ? detail.error.code : null;
    if (code === E.bookNotFound) return <Result status="404" title="图书不存在" />;
    return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (detail.data?.locked) return <LockedBook />;
  if (detail.isPending || opened.isPending) return <Loading />;
  if (opened.isError) {
    const code = opened.error instanceof ApiError ? opened.error.code : null;
    // Locked since the detail was read: the API client has alerted (spec section 8).
    if (code === E.noPermission) return <Result status="403" title="无权限阅读" />;
    return <LoadError error={opened.error} onRetry={() => void opened.refetch()} />;
  }
  return (
    <Reader
      bookId={bookId}
      title={detail.data.book.title}
      opened={opened.data}
      addressCfi={addressCfi}
      addressHref={addressHref}
    />
  );
}

function Reader({
  bookId,
  title,
  opened,
  addressCfi,
  addressHref,
}: {
  bookId: number;
  title: string;
  opened: TOpenedBook;
  addressCfi: string | null;
  addressHref: string | null;
}) {
  const isLogined = useSession((state) => state.isLogined);
  const { message } = useFeedback();
  const hostRef = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<TRenderer | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [place, setPlace] = useState<TRelocation | null>(null);
  const [selection, setSelection] = useState<TSelection | null>(null);
  const [prefs, setPrefs] = useState<TReaderPrefs>(loadPrefs);
  const [panel, setPanel] = useState<'toc' | 'notes' | 'search' | null>(null);
  const [editing, setEditing] = useState<{ selection: TSelection } | { note: TBookNote } | null>(
    null,
  );
  const [placements, setPlacements] = useState<ReadonlyMap<number, TNotePlacement>>(new Map());
  const notes = useBookNotes(bookId, isLogined);
  const createNote = useCreateBookNote(bookId);
  const updateNote = useUpdateBookNote(bookId);
  const deleteNote = useDeleteBookNote(bookId);
  const noteAt = useRef(new Map<number, TBookNote>());

  // The engine's events reach the latest handlers without reopening the book.
  const events = useRef<TRendererEvents>({
    onRelocate: () => undefined,
    onSelect: () => undefined,
    onHighlightClick: () => undefined,
    onKey: () => undefined,
  });
  const turn = useCallback(
    (direction: 'prev' | 'next') => {
      if (!renderer) return;
      void (direction === 'next' ? renderer.next() : renderer.prev());
    },
    [renderer],
  );
  events.current = {
    onRelocate: setPlace,
    onSelect: setSelection,
    onHighlightClick: (noteId) => {
      const note = noteAt.current.get(noteId);
      if (note) setEditing({ note });
    },
    onKey: (key) => {
      if (key === 'ArrowLeft') turn('prev');
      if (key === 'ArrowRight') turn('next');
    },
  };

  // Open the book once: fetch the signed file, start the engine, go to where I was.
  const startAt = useRef(startingPlace(addressCfi, opened.resumeAt, addressHref));
  const firstPrefs = useRef(prefs);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let made: TRenderer | null = null;
    (async () => {
      const response = await fetch(mediaHref(opened.url));
      if (!response.ok) throw new Error(`图书文件加载失败（${response.status}）`);
      const file = await response.blob();
      if (cancelled) return;
      made = await openRenderer(host, file, {
        onRelocate: (value) => events.current.onRelocate(value),
        onSelect: (value) => events.current.onSelect(value),
        onHighlightClick: (value) => events.current.onHighlightClick(value),
        onKey: (value) => events.current.onKey(value),
      });
      if (cancelled) return made.destroy();
      made.setFlow(firstPrefs.current.flow);
      made.setLook(firstPrefs.current);
      await made.start(startAt.current);
      setRenderer(made);
    })().catch((error: unknown) => {
      if (!cancelled) setFailed(error);
    });
    return () => {
      cancelled = true;
      made?.destroy();
    };
  }, [opened.url]);

  // The look follows the preferences, which are kept per browser.
  useEffect(() => {
    storePrefs(prefs);
    if (!renderer) return;
    renderer.setFlow(prefs.flow);
    renderer.setLook(prefs);
  }, [renderer, prefs]);

  // Highlights: each note placed at its CFI, by its text, or shown as 未定位 in the list.
  const noteList = useMemo(() => notes.data ?? [], [notes.data]);
  useEffect(() => {
    noteAt.current = new Map(noteList.map((note) => [note.id, note]));
    if (!renderer) return;
    let cancelled = false;
    void (async () => {
      const next = new Map<number, TNotePlacement>();
      for (const note of noteList) {
        next.set(
          note.id,
          await placeNote(note, renderer.textAt, async (quote) => renderer.search(quote)),
        );
      }
      if (cancelled) return;
      if ([...next.values()].some((placed) => placed.status === 'reanchored')) {
        renderer.clearSearch();
      }
      setPlacements(next);
      renderer.setHighlights(
        noteList.flatMap((note) => {
          const placed = next.get(note.id);
          return placed && placed.status !== 'detached' && isRangeCfi(placed.cfi)
            ? [{ cfi: placed.cfi, colour: note.colour, noteId: note.id }]
            : [];
        }),
      );
    })();
    return () => {
      cancelled = true;
    };
  }, [renderer, noteList]);

  useReadingProgress(
    bookId,
    place ? { cfi: place.cfi, share: shareOf(place.share) } : null,
    isLogined && renderer !== null,
  );

  // ←/→ turn pages (also inside the book's frame, reported by the engine).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"], .ant-modal')) return;
      if (event.key === 'ArrowLeft') turn('prev');
      if (event.key === 'ArrowRight') turn('next');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [turn]);

  const readAloud = useReadAloud(
    useCallback(() => renderer?.visibleText() ?? '', [renderer]),
    useCallback(() => renderer?.next() ?? Promise.resolve(), [renderer]),
  );

  const needUser = (): boolean => {
    if (isLogined) return false;
    void message.info('登录后可划线、写笔记和加书签');
    openLoginDialog();
    return true;
  };

  const highlight = (current: TSelection, colour: TNoteColour, text = '') => {
    if (needUser()) return;
    if (!fitsAnchor(current.cfi)) {
      void message.warning('选中的位置过于复杂，请换一段文字');
      return;
    }
    createNote.mutate(
      {
        anchor: current.cfi,
        anchorOrder: shareOf(current.share),
        quote: quoteOf(current.text),
        text,
        colour,
      },
      {
        onSuccess: () => {
          renderer?.clearSelection();
          setEditing(null);
          void message.success(text ? '笔记已保存' : '已划线');
        },
      },
    );
  };

  const addBookmark = () => {
    if (needUser() || !renderer || !place) return;
    const start = renderer.pageStart();
    if (!start || !fitsAnchor(start.cfi)) return;
    if (noteList.some((note) => note.anchor === start.cfi)) {
      void message.info('这一页已有书签');
      return;
    }
    createNote.mutate(
      {
        anchor: start.cfi,
        anchorOrder: shareOf(place.share),
        quote: quoteOf(start.text || place.chapter || '书签'),
        text: '',
        colour: 'blue',
      },
      { onSuccess: () => void message.success('已加书签') },
    );
  };

  const goTo = (target: string) => {
    setPanel(null);
    void renderer?.goTo(target);
  };

  const settings = (
    <div className="reader-settings">
      <div className="reader-settings__row">
        <span>字号</span>
        <Button
          size="small"
          aria-label="缩小字号"
          disabled={prefs.fontSize <= FONT_SIZE_MIN}
          onClick={() => setPrefs({ ...prefs, fontSize: prefs.fontSize - 2 })}
        >
          A-
        </Button>
        <span aria-live="polite">{prefs.fontSize}</span>
        <Button
          size="small"
          aria-label="放大字号"
          disabled={prefs.fontSize >= FONT_SIZE_MAX}
          onClick={() => setPrefs({ ...prefs, fontSize: prefs.fontSize + 2 })}
        >
          A+
        </Button>
      </div>
      <div className="reader-settings__row">
        <span>主题</span>
        <Segmented
          aria-label="主题"
          size="small"
          value={prefs.theme}
          options={THEMES}
          onChange={(theme) => setPrefs({ ...prefs, theme })}
        />
      </div>
      <div className="reader-settings__row">
        <span>模式</span>
        <Segmented
          aria-label="阅读模式"
          size="small"
          value={prefs.flow}
          options={FLOWS}
          onChange={(flow) => setPrefs({ ...prefs, flow })}
        />
      </div>
    </div>
  );

  const speech = canReadAloud();
  const editingNote = editing && 'note' in editing ? editing.note : null;

  return (
    <div className={`book-reader book-reader--${prefs.theme}`}>
      <header className="book-reader__bar">
        <h1 className="book-reader__title" title={title}>
          {title}
        </h1>
        <div className="book-reader__tools">
          <Button
            type="text"
            aria-label="目录"
            icon={<MenuOutlined />}
            onClick={() => setPanel('toc')}
          >
            <span className="reader-label">目录</span>
          </Button>
          <Button
            type="text"
            aria-label="笔记"
            icon={<EditOutlined />}
            onClick={() => setPanel('notes')}
          >
            <span className="reader-label">笔记</span>
          </Button>
          <Button
            type="text"
            aria-label="搜索"
            icon={<SearchOutlined />}
            onClick={() => setPanel('search')}
          >
            <span className="reader-label">搜索</span>
          </Button>
          <Button
            type="text"
            aria-label="加书签"
            icon={<BookOutlined />}
            onClick={addBookmark}
            disabled={!renderer}
          >
            <span className="reader-label">书签</span>
          </Button>
          <Tooltip title={speech ? undefined : '当前浏览器不支持朗读'}>
            <Button
              type="text"
              aria-label={readAloud.reading ? '停止朗读' : '朗读'}
              icon={<SoundOutlined />}
              disabled={!speech || !renderer}
              aria-pressed={readAloud.reading}
              onClick={readAloud.reading ? readAloud.stop : readAloud.start}
            >
              <span className="reader-label">{readAloud.reading ? '停止朗读' : '朗读'}</span>
            </Button>
          </Tooltip>
          <Popover content={settings} trigger="click" placement="bottomRight">
            <Button type="text" aria-label="设置" icon={<SettingOutlined />}>
              <span className="reader-label">设置</span>
            </Button>
          </Popover>
        </div>
      </header>
      <main className="book-reader__main">
        {failed ? <LoadError error={failed} /> : null}
        {!renderer && !failed ? (
          <div className="book-reader__loading">
            <Loading />
          </div>
        ) : null}
        <div ref={hostRef} className="book-reader__book" aria-label="正文" />
      </main>
      {selection && !editing ? (
        <SelectionBar
          text={quoteOf(selection.text)}
          busy={createNote.isPending}
          onHighlight={(colour) => highlight(selection, colour)}
          onNote={() => (needUser() ? undefined : setEditing({ selection }))}
          onCancel={() => renderer?.clearSelection()}
        />
      ) : null}
      <footer className="book-reader__foot">
        <Button
          aria-label="上一页"
          icon={<LeftOutlined />}
          onClick={() => turn('prev')}
          disabled={!renderer}
        />
        <span className="book-reader__place">
          <span className="book-reader__chapter">{place?.chapter}</span>
          <span>{place ? `${Math.round(shareOf(place.share) * 100)}%` : ''}</span>
        </span>
        <Button
          aria-label="下一页"
          icon={<RightOutlined />}
          onClick={() => turn('next')}
          disabled={!renderer}
        />
      </footer>
      <Drawer
        open={panel !== null}
        onClose={() => setPanel(null)}
        title={panel === 'toc' ? '目录' : panel === 'notes' ? '笔记与书签' : '书内搜索'}
        placement="right"
        size="default"
        className="book-reader__drawer"
        forceRender={false}
      >
        {panel === 'toc' ? (
          <TocPanel items={renderer?.toc ?? []} current={place?.chapter ?? ''} onOpen={goTo} />
        ) : null}
        {panel === 'notes' ? (
          isLogined ? (
            <NotesPanel
              notes={noteList}
              placements={placements}
              onOpen={goTo}
              onEdit={(note) => setEditing({ note })}
              onDelete={(note) =>
                deleteNote.mutate(note.id, { onSuccess: () => void message.success('已删除') })
              }
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
          <SearchPanel search={renderer.search} onOpen={goTo} />
        ) : null}
      </Drawer>
      {editing ? (
        <NoteDialog
          quote={'note' in editing ? editing.note.quote : quoteOf(editing.selection.text)}
          initialText={editingNote?.text}
          initialColour={editingNote?.colour}
          busy={createNote.isPending || updateNote.isPending}
          onClose={() => setEditing(null)}
          onSave={({ text, colour }) => {
            if (editingNote) {
              updateNote.mutate(
                { noteId: editingNote.id, text, colour },
                {
                  onSuccess: () => {
                    setEditing(null);
                    void message.success('笔记已修改');
                  },
                },
              );
            } else if ('selection' in editing) {
              highlight(editing.selection, colour, text);
            }
          }}
        />
      ) : null}
    </div>
  );
}
