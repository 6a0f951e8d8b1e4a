import { Result } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { Loading, LoadError } from '../../../../components/load-states';
import { ApiError } from '../../../../lib/api-error';
import { useSession } from '../../../../lib/session-store';
import { useBook } from '../../api/get-book';
import { useOpenBook, type TOpenedBook } from '../api/open-book';
import { LockedBook } from '../components/locked-book';
import { NoteDialog } from '../components/note-dialog';
import { ReaderBar, type TReaderPanel } from '../components/reader-bar';
import { ReaderFoot } from '../components/reader-foot';
import { ReaderPanels } from '../components/reader-panels';
import { ReaderSettings } from '../components/reader-settings';
import { SelectionBar } from '../components/selection-bar';
import type { TRelocation, TRendererEvents } from '../engine/renderer';
import { useNotePlacements } from '../hooks/use-note-placements';
import { useReadAloud } from '../hooks/use-read-aloud';
import { useReaderEngine } from '../hooks/use-reader-engine';
import { useReaderKeys } from '../hooks/use-reader-keys';
import { useReaderNotes } from '../hooks/use-reader-notes';
import { useReaderPrefs } from '../hooks/use-reader-prefs';
import { useReadingProgress } from '../hooks/use-reading-progress';
import { quoteOf } from '../utils/anchoring';
import { shareOf, startingPlace } from '../utils/locator';
import './book-reader.css';

// /book/reader?id=<bookId>[&cfi=<CFI>]: the EPUB read in the page (paginated or scrolling),
// contents, font size and themes, highlights, notes and bookmarks in the one notes model,
// search, reading aloud; my place saved every 15 s and resumed on any device.

/** The engine's events before the page has set its handlers. */
const NO_EVENTS: TRendererEvents = {
  onRelocate: () => undefined,
  onSelect: () => undefined,
  onHighlightClick: () => undefined,
  onKey: () => undefined,
};

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
  const hostRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<TRelocation | null>(null);
  const [panel, setPanel] = useState<TReaderPanel | null>(null);
  const events = useRef<TRendererEvents>(NO_EVENTS);
  const [prefs, setPrefs] = useReaderPrefs();
  const { renderer, failed } = useReaderEngine({
    host: hostRef,
    url: opened.url,
    startAt: startingPlace(addressCfi, opened.resumeAt, addressHref),
    look: prefs,
    events,
  });
  const keys = useReaderKeys(renderer);
  const notes = useReaderNotes({ bookId, isLogined, renderer, place });
  // The engine's events reach the latest handlers.
  events.current = {
    onRelocate: setPlace,
    onSelect: notes.setSelection,
    onHighlightClick: notes.openNote,
    onKey: keys.onBookKey,
  };
  const placements = useNotePlacements(renderer, notes.notes);
  useReadingProgress(
    bookId,
    place ? { cfi: place.cfi, share: shareOf(place.share) } : null,
    isLogined && renderer !== null,
  );
  const readAloud = useReadAloud(
    useCallback(() => renderer?.visibleText() ?? '', [renderer]),
    useCallback(() => renderer?.next() ?? Promise.resolve(), [renderer]),
  );

  const goTo = (target: string) => {
    setPanel(null);
    void renderer?.goTo(target);
  };
  const { selection, editing } = notes;

  return (
    <div className={`book-reader book-reader--${prefs.theme}`}>
      <ReaderBar
        title={title}
        ready={renderer !== null}
        reading={readAloud.reading}
        settings={<ReaderSettings prefs={prefs} onChange={setPrefs} />}
        onPanel={setPanel}
        onBookmark={notes.addBookmark}
        onReadAloud={readAloud.reading ? readAloud.stop : readAloud.start}
      />
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
          busy={notes.creating}
          onHighlight={(colour) => notes.highlight(selection, colour)}
          onNote={() => notes.noteOnSelection(selection)}
          onCancel={() => renderer?.clearSelection()}
        />
      ) : null}
      <ReaderFoot place={place} ready={renderer !== null} onTurn={keys.turn} />
      <ReaderPanels
        panel={panel}
        renderer={renderer}
        chapter={place?.chapter ?? ''}
        isLogined={isLogined}
        notes={notes.notes}
        placements={placements}
        onGo={goTo}
        onEdit={(note) => notes.openNote(note.id)}
        onDelete={notes.remove}
        onClose={() => setPanel(null)}
      />
      {editing ? (
        <NoteDialog
          quote={'note' in editing ? editing.note.quote : quoteOf(editing.selection.text)}
          initialText={'note' in editing ? editing.note.text : undefined}
          initialColour={'note' in editing ? editing.note.colour : undefined}
          busy={notes.saving}
          onClose={notes.closeEditing}
          onSave={notes.saveEditing}
        />
      ) : null}
    </div>
  );
}
