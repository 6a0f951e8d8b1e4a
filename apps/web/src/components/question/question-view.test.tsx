import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionView } from './question-view';
import { sourceText } from './source-text';
import { question } from './testing/question-fixtures';

describe('question view', () => {
  it('shows one number per card: its place in the session, and the source without its own', () => {
    render(
      <QuestionView
        question={question(13, { source: { year: null, paper: '示例题', number: 13 } })}
        number={1}
        total={9}
        marks={{ chosen: [], answer: null }}
        disabled={false}
        onPick={() => undefined}
        tools={<button type="button">收藏</button>}
      >
        <p>页面的内容</p>
      </QuestionView>,
    );
    const card = screen.getByRole('article', { name: /第 1 题/ });
    expect(card.textContent).toContain('共 9 题');
    expect(screen.getByText('出处：示例题')).toBeTruthy();
    expect(card.querySelector('header')?.textContent).not.toContain('第13题');
    expect(
      screen.getByText('第13题的题干：关于民事法律行为的效力，下列说法正确的是？'),
    ).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('button', { name: '收藏' })).toBeTruthy();
    expect(screen.getByText('页面的内容')).toBeTruthy();
  });

  it('names a source in full where no session number stands beside it', () => {
    expect(sourceText({ year: 2019, paper: '卷一', number: 12 })).toBe('2019年 卷一 第12题');
    expect(sourceText({ year: 2019, paper: '卷一', number: 12 }, { withNumber: false })).toBe(
      '2019年 卷一',
    );
    expect(sourceText({ year: null, paper: null, number: null })).toBe('');
  });
});
