import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFS, FONT_SIZE_MAX } from '../utils/reader-prefs';
import { ReaderSettings } from './reader-settings';

describe('the reader’s 设置', () => {
  it('changes the theme and the reading mode, keeping the other preferences', async () => {
    const onChange = vi.fn();
    render(<ReaderSettings prefs={DEFAULT_PREFS} onChange={onChange} />);

    await userEvent.click(screen.getByText('夜间'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_PREFS, theme: 'night' });

    await userEvent.click(screen.getByText('滚动'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_PREFS, flow: 'scrolled' });
  });

  it('steps the font size by 2 and stops at the largest', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ReaderSettings prefs={DEFAULT_PREFS} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '放大字号' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_PREFS, fontSize: 20 });

    rerender(
      <ReaderSettings prefs={{ ...DEFAULT_PREFS, fontSize: FONT_SIZE_MAX }} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: '放大字号' })).toHaveProperty('disabled', true);
  });
});
