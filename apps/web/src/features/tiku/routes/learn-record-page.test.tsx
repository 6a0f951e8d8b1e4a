import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { logIn, practiceSession } from '../testing/tiku-fixtures';
import { LearnRecordPage } from './learn-record-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

describe('learning records /learnrecord', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it('charts accuracy by subject and links every record back to its session', async () => {
    resetMockApi(() =>
      ok({
        total: 2,
        page: 1,
        pageSize: 20,
        list: [
          practiceSession({
            id: '11111111-1111-4111-8111-111111111111',
            kind: 'paper',
            mode: 'exam',
            title: '2023 年客观题卷一',
            total: 100,
            answeredCount: 98,
            correctCount: 70,
            accuracy: 0.7143,
            score: 101,
            maxScore: 150,
            finishedAt: '2025-05-06T11:00:00.000Z',
          }),
          practiceSession({
            title: '民法 · 物权',
            answeredCount: 5,
            correctCount: 4,
            accuracy: 0.8,
          }),
        ],
        subjects: [
          { subjectName: '民法', answerCount: 40, correctCount: 30, accuracy: 0.75 },
          { subjectName: '刑法', answerCount: 20, correctCount: 9, accuracy: 0.45 },
          { subjectName: '商法', answerCount: 0, correctCount: 0, accuracy: null },
        ],
      }),
    );
    logIn();
    renderWithRouter(<LearnRecordPage />, '/learnrecord');

    const chart = await screen.findByRole('figure', { name: '各科正确率' });
    const civil = within(chart).getByRole('meter', { name: '民法' });
    expect(civil.getAttribute('aria-valuenow')).toBe('75');
    expect(civil.getAttribute('aria-valuetext')).toBe('75%');
    expect((civil.firstElementChild as HTMLElement).style.width).toBe('75%');
    expect(within(chart).getByRole('meter', { name: '刑法' }).getAttribute('aria-valuenow')).toBe(
      '45',
    );
    expect(within(chart).getByRole('meter', { name: '商法' }).getAttribute('aria-valuetext')).toBe(
      '—',
    );
    expect(chart.textContent).toContain('答 40 题 · 对 30 题');

    const paperRow = screen.getByRole('row', { name: /2023 年客观题卷一/ });
    expect(paperRow.textContent).toContain('试卷练习');
    expect(paperRow.textContent).toContain('98/100');
    expect(paperRow.textContent).toContain('71%');
    expect(paperRow.textContent).toContain('101/150');
    expect(
      within(paperRow).getByRole('link', { name: '查看 2023 年客观题卷一' }).getAttribute('href'),
    ).toBe('/sj?session=11111111-1111-4111-8111-111111111111');
    const chapterRow = screen.getByRole('row', { name: /民法 · 物权/ });
    expect(chapterRow.textContent).toContain('2025/05/06');
    expect(
      within(chapterRow).getByRole('link', { name: '继续 民法 · 物权' }).getAttribute('href'),
    ).toMatch(/^\/zj\?session=/);
  });

  it('says when there are no records yet', async () => {
    resetMockApi(() => ok({ total: 0, page: 1, pageSize: 20, list: [], subjects: [] }));
    logIn();
    renderWithRouter(<LearnRecordPage />, '/learnrecord');
    expect(await screen.findByText('暂无学习记录')).toBeTruthy();
  });
});
