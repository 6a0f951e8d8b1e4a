import { Button, Input, Segmented } from 'antd';
import { ListPagination } from '../../../components/list-pagination';
import { NOTE_SUBJECT_MAX, NOTE_TAG_MAX } from '@yzfk/contract/calls/note-tags';
import { NOTE_SOURCES, type TNote, type TNoteSource } from '@yzfk/contract/calls/notes';
import { useState } from 'react';
import { LoginRequired } from '../../../components/login-required';
import { useFilterParams } from '../../../hooks/use-filter-params';
import { useSession } from '../../../lib/session-store';
import { textParam } from '../../../lib/url-filters';
import { useMyNotes } from '../api/list-my-notes';
import { useNotebooks } from '../api/list-notebooks';
import { DeletedNoteAlert } from '../components/deleted-note-alert';
import { MyNoteCard } from '../components/my-note-card';
import { NoteFilters } from '../components/note-filters';
import { subjectLabel } from '../components/subject-label';
import { NoteTagsRow } from '../components/note-tags-row';
import { NotebookPicker } from '../components/notebook-picker';
import { NotebooksBar } from '../components/notebooks-bar';
import { QuestionDialog } from '../components/question-dialog';
import { SOURCE_LABELS } from '../../../lib/note-place';
import '../components/notes.css';

const PAGE_SIZE = 20;

function sourceOf(value: string | null): TNoteSource | undefined {
  return NOTE_SOURCES.find((source) => source === value);
}

/**
 * /mynotes: every note of mine, newest first; by kind, subject and tag (all in the URL),
 * searched; edit, delete, tags, notebooks.
 */
export function MyNotesPage() {
  const isLogined = useSession((state) => state.isLogined);
  if (!isLogined) return <LoginRequired what="查看自己的笔记" />;
  return <MyNotes />;
}

function MyNotes() {
  const [params, update] = useFilterParams();
  const source = sourceOf(params.get('source'));
  const query = params.get('q') ?? '';
  const tag = textParam(params, 'tag', NOTE_TAG_MAX);
  const subject = textParam(params, 'subject', NOTE_SUBJECT_MAX);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const notes = useMyNotes({
    source,
    tag,
    subject,
    query: query || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const notebooks = useNotebooks(true);
  const [questionId, setQuestionId] = useState<number | null>(null);
  const [deleted, setDeleted] = useState<TNote | null>(null);

  return (
    <section className="my-notes" aria-label="我的笔记">
      <h2 className="my-notes__title">我的笔记</h2>
      <NotebooksBar notebooks={notebooks.data?.items ?? []} />
      <div className="my-notes__toolbar">
        <Segmented
          aria-label="笔记类型"
          value={source ?? 'all'}
          options={[
            { label: '全部', value: 'all' },
            ...NOTE_SOURCES.map((value) => ({ label: SOURCE_LABELS[value], value })),
          ]}
          onChange={(value) => update({ source: value === 'all' ? undefined : value })}
        />
        <NoteFilters subject={subject} tag={tag} onChange={update} />
        <Input.Search
          aria-label="搜索笔记"
          placeholder="搜索笔记内容"
          allowClear
          defaultValue={query}
          className="my-notes__search"
          onSearch={(value) => update({ q: value.trim() || undefined })}
        />
      </div>
      <DeletedNoteAlert note={deleted} onDone={() => setDeleted(null)} />
      {notes.isPending ? (
        <p className="lesson-notes__muted">正在加载笔记…</p>
      ) : notes.isError ? (
        <p className="lesson-notes__muted">笔记加载失败：{notes.error.message}</p>
      ) : notes.data.total === 0 ? (
        <p className="lesson-notes__muted">
          {tag || subject ? (
            <>
              {filteredEmpty(tag, subject)}
              <Button type="link" onClick={() => update({ tag: undefined, subject: undefined })}>
                清除筛选
              </Button>
            </>
          ) : query ? (
            '没有找到相关的笔记'
          ) : (
            '还没有笔记：在题目、法条和课程旁都可以记笔记'
          )}
        </p>
      ) : (
        <>
          <p className="my-notes__count">共 {notes.data.total} 条笔记</p>
          <ol className="my-notes__list" aria-label="笔记列表">
            {notes.data.items.map((note) => (
              <MyNoteCard
                key={note.id}
                note={note}
                onOpenQuestion={setQuestionId}
                onDeleted={setDeleted}
                extra={<NotebookPicker note={note} notebooks={notebooks.data?.items ?? []} />}
                tags={<NoteTagsRow note={note} onPickTag={(picked) => update({ tag: picked })} />}
              />
            ))}
          </ol>
          <ListPagination
            page={page}
            pageSize={PAGE_SIZE}
            total={notes.data.total}
            onPage={(next) => update({ page: next === 1 ? undefined : String(next) })}
          />
        </>
      )}
      <QuestionDialog questionId={questionId} onClose={() => setQuestionId(null)} />
    </section>
  );
}

/** What an empty filtered list says: which tag and subject found nothing. */
function filteredEmpty(tag: string | undefined, subject: string | undefined): string {
  const parts = [
    subject === undefined ? '' : `科目「${subjectLabel(subject)}」`,
    tag === undefined ? '' : `标签「${tag}」`,
  ].filter((part) => part !== '');
  return `没有${parts.join('、')}下的笔记`;
}
