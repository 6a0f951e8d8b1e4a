import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryTree } from './category-tree';

describe('law category tree', () => {
  it('marks the chosen category as current', () => {
    render(
      <CategoryTree
        categories={[
          { name: '刑法', count: 3, children: [] },
          { name: '民法', count: 5, children: [] },
        ]}
        selected={{ category: '刑法' }}
        onSelect={() => undefined}
      />,
    );
    const chosen = screen.getByText('刑法（3）').closest('li');
    expect(chosen?.getAttribute('aria-current')).toBe('true');
    expect(chosen?.className).toContain('ant-menu-item-selected');
    expect(screen.getByText('民法（5）').closest('li')?.getAttribute('aria-current')).toBeNull();
  });
});
