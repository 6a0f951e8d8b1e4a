import { Alert, Button, Segmented, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MIND_DOC_TITLE_MAX, type TMindDoc } from '@yzfk/contract/calls/mindmap';
import { treeToMarkdown } from '@yzfk/contract/mind/mind-markdown';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCreateMindDoc } from '../api/create-mind-doc';
import { mindKeys } from '../api/query-keys';
import { useAutosave, type TSaveStatus } from '../hooks/use-autosave';
import { useHistory } from '../hooks/use-history';
import { findPlace, withIds, withoutIds, type TEditNode } from '../utils/edit-tree';
import { downloadFile } from '../../../lib/download-file';
import { fileNameOf } from '../utils/download';
import { MindCanvas, type TMindCanvasHandle } from './mind-canvas';
import { NodePanel } from './node-panel';
import { OutlineEditor } from './outline-editor';
import './mindmap.css';

export type TDocView = 'map' | 'outline';

const STATUS_TEXT: Record<TSaveStatus, string> = {
  saved: '已保存',
  pending: '有改动，稍后自动保存',
  saving: '正在保存…',
  conflict: '未保存：另一处已保存过这份导图',
  failed: '保存失败',
};

type TProps = {
  doc: TMindDoc;
  view: TDocView;
  /** Where the list is (/mymind or /myoutline). */
  listPath: string;
  onView: (view: TDocView) => void;
  onOpenDoc: (docId: number) => void;
};

/**
 * One document in either view: the outline and the map edit the same tree, with one undo
 * history, autosave with the version, and the choice after a conflicting save.
 */
export function DocEditor({ doc, view, listPath, onView, onOpenDoc }: TProps) {
  const initial = useMemo(() => withIds(doc.root), [doc]);
  const history = useHistory<TEditNode>(initial);
  const [loaded, setLoaded] = useState({ version: doc.version, tree: initial });
  if (loaded.tree !== initial) {
    // A reload brought a new document body: start over from it.
    setLoaded({ version: doc.version, tree: initial });
    history.reset(initial);
  }
  const root = history.value;
  const save = useAutosave(doc.id, root, loaded.version);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const canvas = useRef<TMindCanvasHandle>(null);
  const queryClient = useQueryClient();
  const createDoc = useCreateMindDoc();
  const selected = selectedId ? findPlace(root, selectedId)?.node : undefined;

  const reload = () => void queryClient.invalidateQueries({ queryKey: mindKeys.doc(doc.id) });
  const keepCopy = async () => {
    const title = `${doc.title}（副本）`.slice(0, MIND_DOC_TITLE_MAX);
    const reply = await createDoc.mutateAsync({ title, root: withoutIds(root) });
    onOpenDoc(reply.doc.id);
  };
  const exportXmind = async () => {
    // The zip library loads with the first export, not with the page.
    const { writeXmindZip } = await import('@yzfk/contract/mind/xmind-zip');
    const bytes = await writeXmindZip(withoutIds(root), doc.title);
    downloadFile(
      fileNameOf(doc.title, 'xmind'),
      new Blob([bytes.slice()], { type: 'application/zip' }),
    );
  };
  const exportImage = async (kind: 'png' | 'svg') => {
    if (!canvas.current) return;
    const url =
      kind === 'png' ? await canvas.current.exportPng() : await canvas.current.exportSvg();
    downloadFile(fileNameOf(doc.title, kind), url);
  };

  return (
    <section className="mind-doc" aria-label={doc.title}>
      <header className="mind-doc__bar">
        <Link to={listPath}>← 全部</Link>
        <h2 className="mind-doc__title">{doc.title}</h2>
        <Segmented
          aria-label="视图"
          value={view}
          options={[
            { label: '提纲', value: 'outline' },
            { label: '导图', value: 'map' },
          ]}
          onChange={(value) => onView(value === 'map' ? 'map' : 'outline')}
        />
        <Space wrap size={4}>
          <Button size="small" disabled={!history.canUndo} onClick={history.undo}>
            撤销
          </Button>
          <Button size="small" disabled={!history.canRedo} onClick={history.redo}>
            重做
          </Button>
          {view === 'map' ? (
            <>
              <Button size="small" onClick={() => void exportImage('png')}>
                导出 PNG
              </Button>
              <Button size="small" onClick={() => void exportImage('svg')}>
                导出 SVG
              </Button>
            </>
          ) : null}
          <Button
            size="small"
            onClick={() =>
              downloadFile(
                fileNameOf(doc.title, 'md'),
                new Blob([treeToMarkdown(withoutIds(root))], {
                  type: 'text/markdown;charset=utf-8',
                }),
              )
            }
          >
            导出 Markdown
          </Button>
          <Button size="small" onClick={() => void exportXmind()}>
            导出 XMind
          </Button>
        </Space>
        <span className="mind-doc__status" role="status" data-status={save.status}>
          {STATUS_TEXT[save.status]}
          {save.status === 'failed' ? (
            <Button type="link" size="small" onClick={save.retry}>
              重试
            </Button>
          ) : null}
        </span>
      </header>
      {save.status === 'conflict' ? (
        <Alert
          type="warning"
          showIcon
          message="这份导图已在另一个窗口或设备上保存过"
          description="为了不覆盖那边的内容，这里的改动没有保存。可以重新加载那边保存的版本，或把这里的内容另存为副本。"
          action={
            <Space direction="vertical">
              <Button size="small" type="primary" onClick={reload}>
                重新加载
              </Button>
              <Button size="small" loading={createDoc.isPending} onClick={() => void keepCopy()}>
                另存副本
              </Button>
            </Space>
          }
        />
      ) : null}
      <div className={`mind-doc__body mind-doc__body--${view}`}>
        {view === 'map' ? (
          <div className="mind-doc__canvas">
            <MindCanvas
              ref={canvas}
              root={root}
              editable
              label="思维导图编辑区：Tab 插入子节点，Enter 插入同级节点"
              onChange={(tree) => history.apply(tree)}
              onSelect={setSelectedId}
              onUndo={history.undo}
              onRedo={history.redo}
            />
          </div>
        ) : (
          <div className="mind-doc__outline">
            <OutlineEditor root={root} onChange={history.apply} onSelect={setSelectedId} />
          </div>
        )}
        {selected ? (
          <NodePanel root={root} node={selected} onChange={history.apply} />
        ) : (
          <aside className="node-panel node-panel--empty">
            选中一个节点，可设置颜色、备注和链接
          </aside>
        )}
      </div>
    </section>
  );
}
