import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { practiceSession } from '../testing/tiku-fixtures';
import { PracticeBar } from './practice-bar';

describe('the top of a chapter session', () => {
  it('names the session and counts answers, right answers and accuracy in 练习', () => {
    render(
      <PracticeBar
        session={practiceSession({ total: 4, answeredCount: 2, correctCount: 1, accuracy: 0.5 })}
      />,
    );
    expect(screen.getByRole('heading', { name: '民法 · 民事法律行为' })).toBeTruthy();
    expect(screen.getByText('章节练习')).toBeTruthy();
    expect(screen.getByText(/已答 2\/4 · 答对 1 · 正确率/).textContent).toContain('50%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  });

  it('in 背题 says so and counts nothing', () => {
    render(<PracticeBar session={practiceSession({ mode: 'recite', answeredCount: 1 })} />);
    expect(screen.getByText('章节练习 · 背题')).toBeTruthy();
    expect(screen.queryByText(/已答/)).toBeNull();
  });

  it('shows no progress for an empty session', () => {
    render(<PracticeBar session={practiceSession({ total: 0 })} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
