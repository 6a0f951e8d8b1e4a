import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { NotesActivity } from './notes-activity';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

describe('NotesActivity', () => {
  it('counts my notes from one page of one, linking to /mynotes', async () => {
    resetMockApi(() => ok({ items: [], total: 12, page: 1, pageSize: 1 }));
    renderWithRouter(<NotesActivity />, '/learnrecord');
    const link = await screen.findByRole('link', { name: '笔记 12 条' });
    expect(link.getAttribute('href')).toBe('/mynotes');
    expect(mockRequests[0]?.body).toMatchObject({ page: 1, pageSize: 1 });
  });
});
