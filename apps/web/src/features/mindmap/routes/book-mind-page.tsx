import { Alert, Button, Input, Result } from 'antd';
import type { TMindMapNode } from '@yzfk/contract/calls/book';
import { measureTree } from '@yzfk/contract/mind/mind-tree';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/load-states';
import { useBookMindMap } from '../api/get-book-mind-map';
import { MindCanvas, type TMindCanvasHandle } from '../components/mind-canvas';
import { downloadFile } from '../../../lib/download-file';
import { fileNameOf } from '../utils/download';
import { findPlace, updateNode, withIds, type TEditNode } from '../utils/edit-tree';
import { foldAt, matchingNodes } from '../utils/search-tree';
import '../components/mindmap.css';

const FOLD_ABOVE_NODES = 40;

/** /book/mind?id=…: a book's mind map to read: zoom, pan, fold, search, export PNG. */
export function BookMindPage() {
  const [params] = useSearchParams();
  const bookId = Number(params.get('id'));
  if (!Number.isInteger(bookId) || bookId <= 0) {
    return <Result status="warning" title="缺少图书编号" subTitle="请从图书详情页打开思维导图" />;
  }
  return <BookMind bookId={bookId} />;
}

function BookMind({ bookId }: { bookId: number }) {
  const map = useBookMindMap(bookId);
  if (map.isPending) return <Loading />;
  if (map.isError) {
    return <Result status="warning" title="无法打开思维导图" subTitle={map.error.message} />;
  }
  return <BookMindView root={map.data.root} generated={map.data.generated} />;
}

function BookMindView({ root: stored, generated }: { root: TMindMapNode; generated: boolean }) {
  // A large map opens at its chapters; each unfolds on a click.
  const initial = useMemo(() => {
    const tree = withIds(stored);
    return measureTree(stored).nodes > FOLD_ABOVE_NODES ? foldAt(tree, 1) : tree;
  }, [stored]);
  const [root, setRoot] = useState<TEditNode>(initial);
  const [query, setQuery] = useState('');
  const [hit, setHit] = useState<{ ids: string[]; at: number } | null>(null);
  const canvas = useRef<TMindCanvasHandle>(null);

  // Shows the n-th match: its folded ancestors open first, then it is selected and centred.
  const show = (ids: string[], at: number) => {
    const id = ids[at];
    if (!id) return;
    let next = root;
    for (let place = findPlace(next, id); place?.parent; place = findPlace(next, place.parent.id)) {
      if (place.parent.collapsed) next = updateNode(next, place.parent.id, { collapsed: false });
    }
    setRoot(next);
    setHit({ ids, at });
    // After the redraw with the branch open.
    requestAnimationFrame(() => canvas.current?.focus(id));
  };

  return (
    <main className="book-mind">
      <header className="book-mind__bar">
        <h1 className="book-mind__title">{root.title}</h1>
        <Input.Search
          aria-label="搜索节点"
          placeholder="搜索节点"
          allowClear
          style={{ width: 220 }}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onSearch={(value) => {
            const ids = matchingNodes(root, value);
            setHit({ ids, at: 0 });
            show(ids, 0);
          }}
        />
        {hit ? (
          <span role="status">
            {hit.ids.length === 0 ? (
              '没有找到'
            ) : (
              <>
                第 {hit.at + 1} / {hit.ids.length} 个
                <Button
                  type="link"
                  size="small"
                  onClick={() => show(hit.ids, (hit.at + 1) % hit.ids.length)}
                >
                  下一个
                </Button>
              </>
            )}
          </span>
        ) : null}
        <Button
          onClick={() =>
            void canvas.current
              ?.exportPng()
              .then((url) => downloadFile(fileNameOf(root.title, 'png'), url))
          }
        >
          导出 PNG
        </Button>
      </header>
      {generated ? <Alert type="info" showIcon message="这份导图由图书目录自动生成" /> : null}
      <div className="book-mind__canvas">
        <MindCanvas
          ref={canvas}
          root={root}
          editable={false}
          label="图书思维导图：拖动平移，Ctrl+滚轮缩放，点击节点旁的圆点折叠或展开"
          onChange={setRoot}
        />
      </div>
    </main>
  );
}
