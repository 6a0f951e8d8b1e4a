import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { solution } from './testing/question-fixtures';
import { SolutionPanel } from './solution-panel';
import { paths } from '@yzfk/contract/paths';

const REFS = solution(['A'], {
  lawRefs: [
    { lawTitle: '中华人民共和国刑法', articleNumber: '第三条', lawId: 3, articleOrdinal: 3 },
    { lawTitle: '中华人民共和国刑法', articleNumber: '第二十条', lawId: 3, articleOrdinal: null },
    { lawTitle: '某地方条例', articleNumber: '第五条', lawId: null, articleOrdinal: null },
  ],
});

describe('solution panel', () => {
  it('links a cited article to itself and says 本条未收录 / 本法未收录 for what the library lacks', () => {
    render(
      <MemoryRouter>
        <SolutionPanel solution={REFS} />
      </MemoryRouter>,
    );
    const present = screen.getByRole('link', { name: '《中华人民共和国刑法》第三条' });
    expect(present.getAttribute('href')).toBe(paths.lawItem.href({ id: 3, article: 3 }));
    expect(present.closest('li')?.textContent).not.toContain('未收录');

    const missing = screen.getByRole('link', { name: '《中华人民共和国刑法》第二十条' });
    expect(missing.getAttribute('href')).toBe(paths.lawItem.href({ id: 3 }));
    expect(missing.closest('li')?.textContent).toContain('（本条未收录）');

    expect(screen.getByText('《某地方条例》第五条').closest('li')?.textContent).toContain(
      '（本法未收录）',
    );
    expect(screen.getByText('正确答案：')).toBeTruthy();
  });

  it('leaves out 正确答案 where the card already says it', () => {
    render(
      <MemoryRouter>
        <SolutionPanel solution={REFS} showsAnswer={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/正确答案/)).toBeNull();
    expect(screen.getByText('本题答案为 A，依据相关规定。')).toBeTruthy();
  });
});
