import { describe, expect, it } from 'vitest';
import { LAW_RELATIONS_LISTED } from '@yzfk/contract/calls/law-relations';
import type { TLawGraphRepository } from './law-graph.repository';
import { createLawGraphService } from './law-graph.service';

type TEnd = Awaited<ReturnType<TLawGraphRepository['listOtherEnds']>>[number];

function end(kind: string, level: string, ordinal: number): TEnd {
  return {
    kind,
    basis: 'cites',
    lawId: 7,
    ordinal,
    lawTitle: `${level}文件`,
    number: `第${ordinal}条`,
    level,
    status: '现行有效',
  };
}

/** A repository whose article 1 has the given edges on each side. */
function fakeRepository(cited: TEnd[], citing: TEnd[]): TLawGraphRepository {
  return {
    articleId: (lawId: number, ordinal: number) =>
      Promise.resolve(lawId === 1 && ordinal === 1 ? 1 : undefined),
    listOtherEnds: (_articleId: number, side: 'cited' | 'citing') =>
      Promise.resolve(side === 'cited' ? cited : citing),
    chargeArticles: () => Promise.resolve([]),
    chargesOf: () => Promise.resolve([{ name: '职务侵占罪', abolished: false }]),
    listChargeNames: () => Promise.resolve([]),
  };
}

describe('law graph service', () => {
  it('groups who cites an article by the citing kind, in the contract order, with counts', async () => {
    const cases = Array.from({ length: LAW_RELATIONS_LISTED + 5 }, (_, i) =>
      end('case', '案例', i + 1),
    );
    const service = createLawGraphService(
      fakeRepository([...cases, end('interpretation', '司法解释', 3)], []),
    );
    const groups = await service.citationsOf(1);
    expect(groups.map((group) => [group.kind, group.count, group.items.length])).toEqual([
      ['interpretation', 1, 1],
      ['case', LAW_RELATIONS_LISTED + 5, LAW_RELATIONS_LISTED],
    ]);
  });

  it('groups what an article applies by the cited text’s kind, keeping internal apart', async () => {
    // Every edge out of an interpretation has the kind interpretation; its ends are statutes.
    const service = createLawGraphService(
      fakeRepository(
        [],
        [
          end('interpretation', '法律', 5),
          end('interpretation', '行政法规', 2),
          end('internal', '司法解释', 1),
        ],
      ),
    );
    expect((await service.appliesTo(1)).map((group) => [group.kind, group.count])).toEqual([
      ['law', 1],
      ['regulation', 1],
      ['internal', 1],
    ]);
  });

  it('answers an article by its place, and nothing for a place without one', async () => {
    const service = createLawGraphService(fakeRepository([end('law', '法律', 2)], []));
    expect(await service.relationsAt(1, 1)).toMatchObject({
      citedBy: [{ kind: 'law', count: 1, items: [{ number: '第2条', basis: 'cites' }] }],
      applies: [],
      charges: [{ name: '职务侵占罪', abolished: false }],
    });
    expect(await service.relationsAt(1, 2)).toBeUndefined();
  });
});
