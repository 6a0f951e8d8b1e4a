import { Button, Input } from 'antd';
import {
  isSiteLink,
  MIND_NODE_COLOURS,
  MIND_NODE_LINK_MAX,
  MIND_NODE_NOTE_MAX,
  SITE_LINK_MESSAGE,
} from '@yzfk/contract/mind/mind-tree';
import { paths } from '@yzfk/contract/paths';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { updateNode, type TEditNode } from '../utils/edit-tree';
import { COLOUR_HEX, COLOUR_LABELS } from '../utils/elixir-data';
import { LinkPicker } from './link-picker';

type TProps = {
  root: TEditNode;
  node: TEditNode;
  onChange: (root: TEditNode, coalesce?: string) => void;
};

/**
 * The selected node's colour, note and link to a place on the site: picked from the search (or
 * my book notes), or a path typed by hand.
 */
export function NodePanel({ root, node, onChange }: TProps) {
  const [link, setLink] = useState(node.link ?? '');
  useEffect(() => setLink(node.link ?? ''), [node.id, node.link]);
  const linkValid = link === '' || isSiteLink(link.trim());

  return (
    <aside className="node-panel" aria-label="节点设置">
      <h3 className="node-panel__title">节点：{node.title || '（空）'}</h3>
      <div className="node-panel__field" role="group" aria-label="节点颜色">
        <span className="node-panel__label">颜色</span>
        <button
          type="button"
          className="node-panel__swatch node-panel__swatch--none"
          aria-label="无颜色"
          aria-pressed={!node.colour}
          onClick={() => onChange(updateNode(root, node.id, { colour: undefined }))}
        />
        {MIND_NODE_COLOURS.map((colour) => (
          <button
            type="button"
            key={colour}
            className="node-panel__swatch"
            style={{ background: COLOUR_HEX[colour] }}
            aria-label={`${COLOUR_LABELS[colour]}色`}
            aria-pressed={node.colour === colour}
            onClick={() => onChange(updateNode(root, node.id, { colour }))}
          />
        ))}
      </div>
      <label className="node-panel__field node-panel__field--column">
        <span className="node-panel__label">备注</span>
        <Input.TextArea
          aria-label="节点备注"
          value={node.note ?? ''}
          maxLength={MIND_NODE_NOTE_MAX}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) =>
            onChange(updateNode(root, node.id, { note: event.target.value }), `note:${node.id}`)
          }
        />
      </label>
      <div className="node-panel__field node-panel__field--column">
        <span className="node-panel__label">链接（法条、题目或图书位置）</span>
        {node.link ? (
          <p className="node-panel__linked">
            已链接：<Link to={node.link}>{node.linkTitle ?? node.link}</Link>{' '}
            <Button
              size="small"
              type="link"
              onClick={() =>
                onChange(updateNode(root, node.id, { link: undefined, linkTitle: undefined }))
              }
            >
              移除链接
            </Button>
          </p>
        ) : null}
        <LinkPicker
          onPick={(target) =>
            onChange(updateNode(root, node.id, { link: target.link, linkTitle: target.title }))
          }
        />
      </div>
      <label className="node-panel__field node-panel__field--column">
        <span className="node-panel__label">或手动填写链接路径</span>
        <Input
          aria-label="节点链接"
          placeholder={`${paths.lawItem.href({ id: 1 })} 或 ${paths.bookReader.href({ id: 1 })}`}
          value={link}
          maxLength={MIND_NODE_LINK_MAX}
          status={linkValid ? undefined : 'error'}
          onChange={(event) => setLink(event.target.value)}
        />
      </label>
      {linkValid ? null : (
        <p className="node-panel__error" role="alert">
          {SITE_LINK_MESSAGE}
        </p>
      )}
      <div className="node-panel__actions">
        <Button
          size="small"
          disabled={!linkValid || link.trim() === (node.link ?? '')}
          onClick={() =>
            // A typed path has no name: the panel shows the path itself.
            onChange(
              updateNode(root, node.id, { link: link.trim() || undefined, linkTitle: undefined }),
            )
          }
        >
          保存链接
        </Button>
      </div>
    </aside>
  );
}
