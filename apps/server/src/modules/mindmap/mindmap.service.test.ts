import { describe, expect, it } from 'vitest';
import type { TMindTreeNode } from '@yzfk/contract/mind/mind-tree';
import { userAuth } from '../../platform/testing/test-auth';
import type { TMindDocsRepository } from './mindmap.repository';
import type { TMindDocRow } from './mindmap.schema';
import { createMindDocsService } from './mindmap.service';

// The save rule without a database: a save names the version it started from; only the first
// of two saves from the same version is written, the second is told (4991) and writes nothing.

const AT = new Date('2026-11-20T02:00:00Z');

/** A repository over one row, with the compare-and-set the SQL does. */
function fakeRepository(row: TMindDocRow): TMindDocsRepository {
  const mine = (userId: number, docId: number) => row.userId === userId && row.id === docId;
  return {
    list: () => Promise.resolve([row]),
    find: (userId, docId) => Promise.resolve(mine(userId, docId) ? row : undefined),
    create: () => Promise.reject(new Error('not used')),
    save: (userId, docId, version, tree, at) => {
      if (!mine(userId, docId) || row.version !== version) return Promise.resolve(undefined);
      Object.assign(row, tree, { version: version + 1, updatedAt: at });
      return Promise.resolve(row);
    },
    rename: () => Promise.resolve(undefined),
    remove: () => Promise.resolve(false),
  };
}

const tree = (title: string): TMindTreeNode => ({ title, children: [] });

describe('saving a mind document', () => {
  const start = () => {
    const row: TMindDocRow = {
      id: 7,
      userId: 1,
      title: '刑法',
      root: tree('刑法'),
      nodeCount: 1,
      version: 3,
      createdAt: AT,
      updatedAt: AT,
    };
    return { row, service: createMindDocsService({ docs: fakeRepository(row), now: () => AT }) };
  };

  it('writes from the current version and answers the next one', async () => {
    const { row, service } = start();
    const reply = await service.save(userAuth(1), { docId: 7, version: 3, root: tree('甲') });
    expect(reply.version).toBe(4);
    expect(row.root).toEqual(tree('甲'));
  });

  it('refuses the second of two saves from one version (4991) and keeps the first', async () => {
    const { row, service } = start();
    await service.save(userAuth(1), { docId: 7, version: 3, root: tree('第一个窗口') });
    await expect(
      service.save(userAuth(1), { docId: 7, version: 3, root: tree('第二个窗口') }),
    ).rejects.toMatchObject({ code: 4991 });
    expect(row).toMatchObject({ version: 4, root: tree('第一个窗口') });
  });

  it("answers another user's document as missing (4990), not as a conflict", async () => {
    const { service } = start();
    await expect(
      service.save(userAuth(2), { docId: 7, version: 3, root: tree('x') }),
    ).rejects.toMatchObject({ code: 4990 });
  });
});
