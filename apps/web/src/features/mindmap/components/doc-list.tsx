import { Alert, Button, Input, Modal, Popconfirm, Select, Upload } from 'antd';
import {
  MIND_DOC_TITLE_MAX,
  MIND_TEMPLATES,
  type TMindDocSummary,
  type TMindTemplate,
} from '@yzfk/contract/calls/mindmap';
import { useState } from 'react';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { formatStamp } from '../../../lib/date-format';
import { useCreateMindDoc } from '../api/create-mind-doc';
import { useDeleteMindDoc } from '../api/delete-mind-doc';
import { useImportMindDoc } from '../api/import-mind-doc';
import { useMindDocs } from '../api/list-mind-docs';
import { useRenameMindDoc } from '../api/rename-mind-doc';
import './mindmap.css';

type TProps = {
  /** 导图 or 提纲: what the page calls a document. */
  noun: string;
  onOpen: (docId: number) => void;
};

/**
 * My documents (the same list on /mymind and /myoutline: every document is both a map and an
 * outline), with create (blank or a subject's template), import Markdown or XMind, rename and
 * delete.
 */
export function DocList({ noun, onOpen }: TProps) {
  const docs = useMindDocs();
  const createDoc = useCreateMindDoc();
  const importDoc = useImportMindDoc();
  const [title, setTitle] = useState('');
  const [template, setTemplate] = useState<TMindTemplate | 'blank'>('blank');
  const [renaming, setRenaming] = useState<TMindDocSummary | null>(null);

  const create = async () => {
    const name = title.trim() || (template === 'blank' ? `新${noun}` : `${template}${noun}`);
    const reply = await createDoc.mutateAsync({
      title: name.slice(0, MIND_DOC_TITLE_MAX),
      ...(template === 'blank' ? {} : { template }),
    });
    onOpen(reply.doc.id);
  };
  const [importProblem, setImportProblem] = useState<string | null>(null);
  const importFile = async (file: File) => {
    setImportProblem(null);
    const name = file.name.replace(/\.(md|markdown|txt|xmind)$/i, '').slice(0, MIND_DOC_TITLE_MAX);
    const title = name || `导入的${noun}`;
    if (/\.xmind$/i.test(file.name)) {
      // The zip library loads with the first XMind file, not with the page.
      const { readXmindZip } = await import('@yzfk/contract/mind/xmind-zip');
      const read = await readXmindZip(new Uint8Array(await file.arrayBuffer()));
      if (!read.ok) {
        setImportProblem(read.message);
        return;
      }
      const reply = await createDoc.mutateAsync({ title, root: read.root });
      onOpen(reply.doc.id);
      return;
    }
    const reply = await importDoc.mutateAsync({ title, markdown: await file.text() });
    onOpen(reply.doc.id);
  };

  return (
    <section className="mind-list" aria-label={`我的${noun}`}>
      <h2>我的{noun}</h2>
      <div className="mind-list__create">
        <Input
          aria-label={`${noun}名称`}
          placeholder={`${noun}名称`}
          maxLength={MIND_DOC_TITLE_MAX}
          value={title}
          style={{ width: 220 }}
          onChange={(event) => setTitle(event.target.value)}
          onPressEnter={() => void create()}
        />
        <Select
          aria-label="模板"
          value={template}
          style={{ width: 140 }}
          onChange={setTemplate}
          options={[
            { label: '空白', value: 'blank' },
            ...MIND_TEMPLATES.map((subject) => ({ label: `${subject}模板`, value: subject })),
          ]}
        />
        <Button type="primary" loading={createDoc.isPending} onClick={() => void create()}>
          新建{noun}
        </Button>
        <Upload
          accept=".md,.markdown,.txt,.xmind,text/markdown,text/plain"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button loading={importDoc.isPending}>导入 Markdown / XMind</Button>
        </Upload>
      </div>
      {importProblem ? (
        <Alert
          type="error"
          showIcon
          closable
          message={importProblem}
          onClose={() => setImportProblem(null)}
        />
      ) : null}
      {docs.isPending ? (
        <Loading rows={4} />
      ) : docs.isError ? (
        <LoadError error={docs.error} onRetry={() => void docs.refetch()} />
      ) : docs.data.items.length === 0 ? (
        <EmptyState text={`还没有${noun}：新建一份，或从科目模板开始`} />
      ) : (
        <ul className="mind-list__items" aria-label={`${noun}列表`}>
          {docs.data.items.map((doc) => (
            <DocRow key={doc.id} doc={doc} onOpen={onOpen} onRename={setRenaming} />
          ))}
        </ul>
      )}
      {renaming ? (
        <RenameDialog doc={renaming} noun={noun} onClose={() => setRenaming(null)} />
      ) : null}
    </section>
  );
}

function DocRow({
  doc,
  onOpen,
  onRename,
}: {
  doc: TMindDocSummary;
  onOpen: (docId: number) => void;
  onRename: (doc: TMindDocSummary) => void;
}) {
  const remove = useDeleteMindDoc();
  return (
    <li className="mind-list__item">
      <a
        className="mind-list__name"
        href="#"
        onClick={(event) => {
          event.preventDefault();
          onOpen(doc.id);
        }}
      >
        {doc.title}
      </a>
      <span className="mind-list__meta">
        {doc.nodeCount} 个节点 · 更新于 {formatStamp(doc.updatedAt)}
      </span>
      <Button size="small" onClick={() => onRename(doc)}>
        重命名
      </Button>
      <Popconfirm
        title={`删除“${doc.title}”？`}
        description="删除后无法恢复"
        okText="删除"
        cancelText="取消"
        onConfirm={() => remove.mutate({ docId: doc.id })}
      >
        <Button size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </li>
  );
}

function RenameDialog({
  doc,
  noun,
  onClose,
}: {
  doc: TMindDocSummary;
  noun: string;
  onClose: () => void;
}) {
  const rename = useRenameMindDoc();
  const [title, setTitle] = useState(doc.title);
  return (
    <Modal
      open
      title={`重命名${noun}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={rename.isPending}
      okButtonProps={{ disabled: title.trim() === '' }}
      onCancel={onClose}
      onOk={() => rename.mutate({ docId: doc.id, title }, { onSuccess: onClose })}
    >
      <Input
        aria-label="新名称"
        value={title}
        maxLength={MIND_DOC_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
      />
    </Modal>
  );
}
