import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActiveFilters } from './active-filters';

describe('active law filters', () => {
  it('shows every filter in force and clears one or all', () => {
    const onClear = vi.fn();
    render(
      <ActiveFilters
        filters={[
          { param: 'category', text: '分类：刑法' },
          { param: 'keyword', text: '标题含：公司法' },
        ]}
        onClear={onClear}
      />,
    );
    const group = screen.getByRole('group', { name: '当前筛选' });
    expect(within(group).getByText('分类：刑法')).toBeTruthy();
    expect(within(group).getByText('标题含：公司法')).toBeTruthy();

    fireEvent.click(within(group).getByLabelText('清除分类：刑法'));
    expect(onClear).toHaveBeenLastCalledWith(['category']);
    fireEvent.click(within(group).getByRole('button', { name: '清除全部' }));
    expect(onClear).toHaveBeenLastCalledWith(['category', 'keyword']);
  });

  it('shows nothing when no filter is in force', () => {
    render(<ActiveFilters filters={[]} onClear={() => undefined} />);
    expect(screen.queryByRole('group', { name: '当前筛选' })).toBeNull();
  });
});
