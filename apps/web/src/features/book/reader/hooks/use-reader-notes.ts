import type { TNoteColour } from '@yzfk/contract/calls/notes';
import { useMemo, useState } from 'react';
import { openLoginDialog } from '../../../../lib/identity-dialog';
import { useFeedback } from '../../../../lib/use-feedback';
import {
  useBookNotes,
  useCreateBookNote,
  useDeleteBookNote,
  useUpdateBookNote,
  type TBookNote,
} from '../api/book-notes';
import type { TRelocation, TRenderer, TSelection } from '../engine/renderer';
import { quoteOf } from '../utils/anchoring';
import { fitsAnchor, shareOf } from '../utils/locator';

/** What the note dialog edits: a new note on a selection, or one of my notes. */
export type TNoteEditing = { selection: TSelection } | { note: TBookNote } | null;

export type TReaderNotesOptions = {
  bookId: number;
  isLogined: boolean;
  /** The open engine (none before the book is shown). */
  renderer: TRenderer | null;
  /** Where the reader is (a bookmark is taken there). */
  place: TRelocation | null;
};

/**
 * Selections, highlights, notes and bookmarks in the one notes model: my notes on the book, the
 * selection the engine reports, the note being edited, and the actions with their rules (a
 * visitor is asked to log in; an anchor must fit the model; one bookmark per page).
 */
export function useReaderNotes({ bookId, isLogined, renderer, place }: TReaderNotesOptions) {
  const { message } = useFeedback();
  const list = useBookNotes(bookId, isLogined);
  const createNote = useCreateBookNote(bookId);
  const updateNote = useUpdateBookNote(bookId);
  const deleteNote = useDeleteBookNote(bookId);
  const notes = useMemo(() => list.data ?? [], [list.data]);
  const [selection, setSelection] = useState<TSelection | null>(null);
  const [editing, setEditing] = useState<TNoteEditing>(null);

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
    if (notes.some((note) => note.anchor === start.cfi)) {
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

  /** Writes a note on the selection: the dialog opens (a visitor is asked to log in). */
  const noteOnSelection = (current: TSelection) => {
    if (!needUser()) setEditing({ selection: current });
  };

  /** Opens one of my notes in the dialog (a drawn highlight was clicked, or 编辑 in the list). */
  const openNote = (noteId: number) => {
    const note = notes.find((each) => each.id === noteId);
    if (note) setEditing({ note });
  };

  /** The dialog's 保存: changes the note edited, or writes the new one on the selection. */
  const saveEditing = ({ text, colour }: { text: string; colour: TNoteColour }) => {
    if (editing && 'note' in editing) {
      updateNote.mutate(
        { noteId: editing.note.id, text, colour },
        {
          onSuccess: () => {
            setEditing(null);
            void message.success('笔记已修改');
          },
        },
      );
    } else if (editing) {
      highlight(editing.selection, colour, text);
    }
  };

  const remove = (note: TBookNote) =>
    deleteNote.mutate(note.id, { onSuccess: () => void message.success('已删除') });

  return {
    notes,
    selection,
    setSelection,
    editing,
    closeEditing: () => setEditing(null),
    creating: createNote.isPending,
    saving: createNote.isPending || updateNote.isPending,
    highlight,
    addBookmark,
    noteOnSelection,
    openNote,
    saveEditing,
    remove,
  };
}

export type TReaderNotes = ReturnType<typeof useReaderNotes>;
