import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OptionList } from './option-list';
import { question } from './testing/question-fixtures';

describe('option list', () => {
  it('tags a right choice both 你的选择 and 正确答案, a wrong one only 你的选择', () => {
    render(
      <OptionList
        question={question(1, { type: 'multiple' })}
        marks={{ chosen: ['A', 'B'], answer: ['A', 'C'] }}
        disabled
        onPick={() => undefined}
      />,
    );
    const a = screen.getByRole('checkbox', { name: /^A/ });
    expect(a.getAttribute('data-state')).toBe('right');
    expect(within(a).getByText('你的选择')).toBeTruthy();
    expect(within(a).getByText('正确答案')).toBeTruthy();

    const b = screen.getByRole('checkbox', { name: /^B/ });
    expect(b.getAttribute('data-state')).toBe('wrong');
    expect(within(b).getByText('你的选择')).toBeTruthy();
    expect(within(b).queryByText('正确答案')).toBeNull();

    const c = screen.getByRole('checkbox', { name: /^C/ });
    expect(within(c).getByText('正确答案')).toBeTruthy();
    expect(within(c).queryByText('你的选择')).toBeNull();
    expect(
      within(screen.getByRole('checkbox', { name: /^D/ })).queryByText(/正确答案|你的选择/),
    ).toBeNull();
  });

  it('shows no tags while the answer is unknown, and picks by letter unless disabled', () => {
    const onPick = vi.fn();
    const { rerender } = render(
      <OptionList
        question={question(1)}
        marks={{ chosen: ['B'], answer: null }}
        disabled={false}
        onPick={onPick}
      />,
    );
    const b = screen.getByRole('radio', { name: /^B/ });
    expect(b.getAttribute('aria-checked')).toBe('true');
    expect(b.getAttribute('data-state')).toBe('chosen');
    expect(screen.queryByText(/正确答案|你的选择/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^C/ }));
    expect(onPick).toHaveBeenCalledWith('C');

    rerender(
      <OptionList
        question={question(1)}
        marks={{ chosen: ['B'], answer: null }}
        disabled
        onPick={onPick}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: /^D/ }));
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});
