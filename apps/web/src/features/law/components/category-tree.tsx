import { Menu } from 'antd';
import type { TCategoryNode } from '@yzfk/contract/calls/law';

export type TCategorySelection = { category?: string; subcategory?: string };

function keyOf(category: string, subcategory?: string): string {
  return subcategory ? `${category}/${subcategory}` : category;
}

/** The category tree (分类) with counts; choosing 全部 clears the filter; the chosen row is marked. */
export function CategoryTree({
  categories,
  selected,
  onSelect,
}: {
  categories: TCategoryNode[];
  selected: TCategorySelection;
  onSelect: (selection: TCategorySelection) => void;
}) {
  const total = categories.reduce((sum, node) => sum + node.count, 0);
  const items = [
    { key: '', label: `全部（${total}）` },
    ...categories.map((node) =>
      node.children.length > 0
        ? {
            key: `group:${node.name}`,
            label: `${node.name}（${node.count}）`,
            children: [
              { key: node.name, label: `全部${node.name}` },
              ...node.children.map((child) => ({
                key: keyOf(node.name, child.name),
                label: `${child.name}（${child.count}）`,
              })),
            ],
          }
        : { key: node.name, label: `${node.name}（${node.count}）` },
    ),
  ];
  const selectedKey = keyOf(selected.category ?? '', selected.subcategory);
  // The chosen row says so to screen readers too (antd marks it only with a class).
  const mark = <T extends { key: string }>(item: T) =>
    item.key === selectedKey ? { ...item, 'aria-current': 'true' as const } : item;
  const marked = items.map((item) =>
    'children' in item ? { ...item, children: item.children.map(mark) } : mark(item),
  );
  return (
    <nav aria-label="法规分类" className="law-category-tree">
      <Menu
        mode="inline"
        items={marked}
        selectedKeys={[selectedKey]}
        onClick={({ key }) => {
          const [category, subcategory] = key.split('/');
          onSelect({ category: category || undefined, subcategory });
        }}
      />
    </nav>
  );
}
