import MindElixir, { type MindElixirInstance, type Topic } from 'mind-elixir';
import { zh_CN } from 'mind-elixir/i18n';
import 'mind-elixir/style.css';
import { domToPng, domToSvg } from 'modern-screenshot';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { findPlace, type TEditNode } from '../utils/edit-tree';
import { fromElixirData, toElixirData } from '../utils/elixir-data';
import './mind-canvas.css';

// The one place that runs mind-elixir. It is imported only by this feature's pages, which are
// lazy route chunks, so the library loads with /book/mind, /mymind and /myoutline alone. The
// page owns the tree: the canvas reports each change as a new tree and redraws when it is
// given a tree it did not report itself (undo, reload, the side panel).

export type TMindCanvasHandle = {
  exportPng: () => Promise<string>;
  exportSvg: () => Promise<string>;
  /** Selects and centres a node (after its ancestors are unfolded by the page). */
  focus: (id: string) => void;
};

type TProps = {
  root: TEditNode;
  editable: boolean;
  label: string;
  onChange?: (root: TEditNode) => void;
  onSelect?: (id: string | null) => void;
  onUndo?: () => void;
  onRedo?: () => void;
};

export const MindCanvas = forwardRef<TMindCanvasHandle, TProps>(function MindCanvas(props, ref) {
  const host = useRef<HTMLDivElement>(null);
  const mind = useRef<MindElixirInstance | null>(null);
  const reported = useRef<TEditNode | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!host.current) return;
    const instance = new MindElixir({
      el: host.current,
      direction: MindElixir.SIDE,
      editable: props.editable,
      contextMenu: props.editable ? { locale: zh_CN, focus: false, link: false } : false,
      toolBar: true,
      keypress: true,
      // Undo lives in the page (one history for the map and the outline views).
      allowUndo: false,
      newTopicName: '新节点',
    });
    instance.init(toElixirData(props.root));
    // On a phone the whole map is shown first, small; pinch or the + button zooms in.
    if (host.current.clientWidth < 600) instance.scaleFit();
    reported.current = props.root;
    const report = () => {
      const tree = fromElixirData(instance.getData());
      reported.current = tree;
      latest.current.onChange?.(tree);
    };
    instance.bus.addListener('operation', (operation) => {
      if (operation.name !== 'beginEdit') report();
    });
    instance.bus.addListener('expandNode', report);
    instance.bus.addListener('selectNodes', (nodes) =>
      latest.current.onSelect?.(nodes[0]?.id ?? null),
    );
    instance.bus.addListener('unselectNodes', () => latest.current.onSelect?.(null));
    mind.current = instance;
    return () => {
      instance.destroy();
      mind.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the instance is made once; later trees arrive through the effect below
  }, []);

  useEffect(() => {
    const instance = mind.current;
    if (!instance || props.root === reported.current) return;
    const selected = instance.currentNode?.nodeObj.id;
    reported.current = props.root;
    instance.refresh(toElixirData(props.root));
    if (selected && findPlace(props.root, selected)) {
      instance.selectNode(instance.findEle(selected));
    }
  }, [props.root]);

  useImperativeHandle(ref, () => ({
    exportPng: () => {
      if (!mind.current) return Promise.reject(new Error('导图尚未加载'));
      return domToPng(mind.current.nodes, { backgroundColor: '#ffffff', scale: 2 });
    },
    exportSvg: () => {
      if (!mind.current) return Promise.reject(new Error('导图尚未加载'));
      return domToSvg(mind.current.nodes, { backgroundColor: '#ffffff' });
    },
    focus: (id: string) => {
      const instance = mind.current;
      if (!instance) return;
      const topic: Topic = instance.findEle(id);
      instance.selectNode(topic);
      instance.scrollIntoView(topic, true);
    },
  }));

  return (
    <div
      className="mind-canvas"
      role="application"
      aria-label={props.label}
      onKeyDownCapture={(event) => {
        // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y go to the page's history (not while typing a title).
        if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement).isContentEditable) {
          return;
        }
        const key = event.key.toLowerCase();
        if (key === 'z' || key === 'y') {
          event.preventDefault();
          event.stopPropagation();
          if (key === 'y' || event.shiftKey) latest.current.onRedo?.();
          else latest.current.onUndo?.();
        }
      }}
    >
      <div ref={host} className="mind-canvas__host" />
    </div>
  );
});
