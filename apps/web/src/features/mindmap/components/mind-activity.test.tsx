import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-server';
import { resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { MindActivity } from './mind-activity';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

describe('MindActivity', () => {
  it('counts my maps and outlines, linking to /mymind', async () => {
    const doc = { title: '刑法', nodeCount: 3, version: 1, updatedAt: '2026-11-24T00:00:00Z' };
    resetMockApi(() =>
      ok({
        items: [
          { ...doc, id: 1 },
          { ...doc, id: 2 },
        ],
      }),
    );
    renderWithRouter(<MindActivity />, '/learnrecord');
    const link = await screen.findByRole('link', { name: '导图与提纲 2 份' });
    expect(link.getAttribute('href')).toBe('/mymind');
  });
});
