import { useEffect, useRef, useState } from 'react';
import {
  addChild,
  addSibling,
  findPlace,
  indentNode,
  moveNode,
  outdentNode,
  removeNode,
  updateNode,
  visibleRows,
  type TEditNode,
} from '../utils/edit-tree';
import './outline-editor.css';

type TProps = {
  root: TEditNode;
  /** A new tree; `coalesce` names a step that merges with the previous one (typing). */
  onChange: (root: TEditNode, coalesce?: string) => void;
  onSelect: (id: string) => void;
};

/**
 * The outline view: one text box per item, indented by depth. Enter adds an item after this
 * one, Tab / Shift+Tab indent and outdent, Alt+← / Alt+→ fold and unfold, ↑ ↓ move between
 * items, Backspace on an empty item removes it; an item may be dragged onto another to go
 * right after it.
 */
export function OutlineEditor({ root, onChange, onSelect }: TProps) {
  const [focusId, setFocusId] = useState<string | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const rows = visibleRows(root);

  useEffect(() => {
    if (focusId) inputs.current.get(focusId)?.focus();
  }, [focusId, root]);

  const go = (next: TEditNode, focus: string) => {
    onChange(next);
    setFocusId(focus);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>, node: TEditNode) => {
    if (event.nativeEvent.isComposing) return;
    const index = rows.findIndex((row) => row.node.id === node.id);
    const move = (to: number) => {
      const target = rows[to];
      if (target) setFocusId(target.node.id);
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      // On the root, or on an unfolded item with children, Enter starts the first child.
      const [tree, id] = node.id === root.id ? addChild(root, node.id) : addSibling(root, node.id);
      go(tree, id);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      go(event.shiftKey ? outdentNode(root, node.id) : indentNode(root, node.id), node.id);
    } else if (event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      if (node.children.length > 0) {
        go(updateNode(root, node.id, { collapsed: event.key === 'ArrowLeft' }), node.id);
      }
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index - 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index + 1);
    } else if (event.key === 'Backspace' && node.title === '' && node.id !== root.id) {
      event.preventDefault();
      const previous = rows[index - 1]?.node.id ?? root.id;
      go(removeNode(root, node.id), previous);
    }
  };

  const dropAfter = (targetId: string) => {
    if (!dragId || dragId === targetId) return;
    const place = findPlace(root, targetId);
    if (!place?.parent) {
      onChange(moveNode(root, dragId, root.id, 0));
    } else {
      // The index among the target's siblings once the dragged item has left them.
      const siblings = place.parent.children.filter((child) => child.id !== dragId);
      const at = siblings.findIndex((child) => child.id === targetId) + 1;
      onChange(moveNode(root, dragId, place.parent.id, at));
    }
    setDragId(null);
  };

  return (
    <div className="outline-editor">
      <p className="outline-editor__hint">
        Enter 新条目 · Tab / Shift+Tab 缩进 · Alt+← / Alt+→ 折叠展开 · 拖动条目可移动
      </p>
      <ul className="outline-editor__list" aria-label="提纲">
        {rows.map(({ node, depth }) => (
          <li
            key={node.id}
            className={`outline-editor__row${node.colour ? ` outline-editor__row--${node.colour}` : ''}`}
            style={{ paddingLeft: depth * 24 }}
            draggable={node.id !== root.id}
            onDragStart={() => setDragId(node.id)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              dropAfter(node.id);
            }}
          >
            <button
              type="button"
              className="outline-editor__fold"
              aria-label={node.collapsed ? '展开' : '折叠'}
              aria-expanded={!node.collapsed}
              disabled={node.children.length === 0}
              tabIndex={-1}
              onClick={() => onChange(updateNode(root, node.id, { collapsed: !node.collapsed }))}
            >
              {node.children.length === 0 ? '•' : node.collapsed ? '▸' : '▾'}
            </button>
            <input
              ref={(element) => {
                if (element) inputs.current.set(node.id, element);
                else inputs.current.delete(node.id);
              }}
              className={
                depth === 0
                  ? 'outline-editor__input outline-editor__input--root'
                  : 'outline-editor__input'
              }
              aria-label={depth === 0 ? '提纲标题' : `第 ${depth} 级条目`}
              value={node.title}
              maxLength={200}
              placeholder={depth === 0 ? '标题' : '条目'}
              onFocus={() => onSelect(node.id)}
              onChange={(event) =>
                onChange(
                  updateNode(root, node.id, { title: event.target.value }),
                  `title:${node.id}`,
                )
              }
              onKeyDown={(event) => onKeyDown(event, node)}
            />
            {node.collapsed ? (
              <span className="outline-editor__folded">（{node.children.length} 项已折叠）</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
