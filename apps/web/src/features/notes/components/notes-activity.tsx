import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { useMyNotes } from '../api/list-my-notes';

/**
 * My note count for /learnrecord's activity line (composed there by the router): one page of
 * one note is enough to read the total.
 */
export function NotesActivity() {
  const notes = useMyNotes({ page: 1, pageSize: 1 });
  if (!notes.isSuccess) return null;
  return <Link to={paths.myNotes.href()}>笔记 {notes.data.total} 条</Link>;
}
