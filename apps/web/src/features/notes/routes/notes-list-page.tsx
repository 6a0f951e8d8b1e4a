import { Breadcrumb, Button, Input, Popconfirm, Result, Space } from 'antd';
import { NOTE_SOURCES, NOTEBOOK_NAME_MAX, type TNote } from '@yzfk/contract/calls/notes';
import { paths } from '@yzfk/contract/paths';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoginRequired } from '../../../components/login-required';
import { useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeleteNotebook } from '../api/delete-notebook';
import { useNotebookNotes } from '../api/list-notebook-notes';
import { useSourceNotes } from '../api/list-source-notes';
import { useRenameNotebook } from '../api/rename-notebook';
import { DeletedNoteAlert } from '../components/deleted-note-alert';
import { MyNoteCard } from '../components/my-note-card';
import { NoteTagsRow } from '../components/note-tags-row';
import { QuestionDialog } from '../components/question-dialog';
import { SOURCE_LABELS } from '../../../lib/note-place';
import { downloadText, notesMarkdown } from '../utils/notes-markdown';
import '../components/notes.css';

/**
 * /mynotes/list/:id?: the notes of one notebook, or with ?source=…&sourceId=… of one source,
 * in source order; exported as Markdown.
 */
export function NotesListPage() {
  const isLogined = useSession((state) => state.isLogined);
  const { id } = useParams();
  const [params] = useSearchParams();
  if (!isLogined) return <LoginRequired what="查看自己的笔记" />;
  const notebookId = Number(id);
  if (id !== undefined && Number.isInteger(notebookId) && notebookId > 0) {
    return <NotebookNotes notebookId={notebookId} />;
  }
  const source = NOTE_SOURCES.find((kind) => kind === params.get('source'));
  const sourceId = Number(params.get('sourceId'));
  if (source && Number.isInteger(sourceId) && sourceId > 0) {
    return <SourceNotes source={source} sourceId={sourceId} />;
  }
  return (
    <Result
      status="404"
      title="没有这个笔记列表"
      extra={<Link to={paths.myNotes.href()}>返回我的笔记</Link>}
    />
  );
}

function NotebookNotes({ notebookId }: { notebookId: number }) {
  const notes = useNotebookNotes(notebookId, true);
  if (notes.isPending) return <p className="lesson-notes__muted">正在加载笔记…</p>;
  if (notes.isError) {
    return (
      <Result
        status="warning"
        title={notes.error.message}
        extra={<Link to={paths.myNotes.href()}>返回我的笔记</Link>}
      />
    );
  }
  const { notebook, items } = notes.data;
  return (
    <NotesList
      title={notebook.name}
      notes={items}
      tools={<NotebookTools notebookId={notebook.id} name={notebook.name} />}
    />
  );
}

function SourceNotes({ source, sourceId }: { source: TNote['source']; sourceId: number }) {
  const notes = useSourceNotes(source, sourceId, true);
  const title = `${SOURCE_LABELS[source]} #${sourceId} 的笔记`;
  if (notes.isPending) return <p className="lesson-notes__muted">正在加载笔记…</p>;
  if (notes.isError) return <Result status="warning" title={notes.error.message} />;
  return <NotesList title={title} notes={notes.data.items} />;
}

function NotebookTools({ notebookId, name }: { notebookId: number; name: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useRenameNotebook();
  const remove = useDeleteNotebook();
  const navigate = useNavigate();
  const { message } = useFeedback();
  if (draft !== null) {
    return (
      <Space.Compact size="small">
        <Input
          aria-label="笔记本名称"
          value={draft}
          maxLength={NOTEBOOK_NAME_MAX}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button
          type="primary"
          loading={rename.isPending}
          disabled={draft.trim() === ''}
          onClick={() =>
            rename.mutate({ notebookId, name: draft.trim() }, { onSuccess: () => setDraft(null) })
          }
        >
          保存
        </Button>
        <Button onClick={() => setDraft(null)}>取消</Button>
      </Space.Compact>
    );
  }
  return (
    <>
      <Button size="small" onClick={() => setDraft(name)}>
        重命名
      </Button>
      <Popconfirm
        title="删除这个笔记本？其中的笔记会保留。"
        okText="删除"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutate(
            { notebookId },
            {
              onSuccess: () => {
                void message.success('笔记本已删除');
                void navigate(paths.myNotes.href());
              },
            },
          )
        }
      >
        <Button size="small" danger>
          删除笔记本
        </Button>
      </Popconfirm>
    </>
  );
}

function NotesList({ title, notes, tools }: { title: string; notes: TNote[]; tools?: ReactNode }) {
  const [questionId, setQuestionId] = useState<number | null>(null);
  const [deleted, setDeleted] = useState<TNote | null>(null);
  const navigate = useNavigate();
  return (
    <section className="my-notes" aria-label={title}>
      <Breadcrumb items={[{ title: <Link to={paths.myNotes.href()}>我的笔记</Link> }, { title }]} />
      <div className="my-notes__toolbar">
        <h2 className="my-notes__title">{title}</h2>
        <span className="my-notes__tools">
          {tools}
          <Button
            size="small"
            type="primary"
            disabled={notes.length === 0}
            onClick={() => downloadText(`${title}.md`, notesMarkdown(title, notes))}
          >
            导出 Markdown
          </Button>
        </span>
      </div>
      <DeletedNoteAlert note={deleted} onDone={() => setDeleted(null)} />
      {notes.length === 0 ? (
        <p className="lesson-notes__muted">这里还没有笔记</p>
      ) : (
        <ol className="my-notes__list" aria-label="笔记列表">
          {notes.map((note) => (
            <MyNoteCard
              key={note.id}
              note={note}
              onOpenQuestion={setQuestionId}
              onDeleted={setDeleted}
              tags={
                <NoteTagsRow
                  note={note}
                  onPickTag={(tag) => void navigate(paths.myNotes.href({ tag }))}
                />
              }
            />
          ))}
        </ol>
      )}
      <QuestionDialog questionId={questionId} onClose={() => setQuestionId(null)} />
    </section>
  );
}
