import { describe, expect, it } from 'vitest';
import { amendedNameOf, instructionOf, renumbersArticles } from './amending-documents';
import { createCitationExtractor } from './extract-citations';

const extract = createCitationExtractor(['刑法']);

describe('amending documents', () => {
  it('reads the amended text from the title, none for other documents', () => {
    expect(amendedNameOf('中华人民共和国刑法修正案（十一）')).toBe('中华人民共和国刑法');
    expect(amendedNameOf('中华人民共和国刑法修正案')).toBe('中华人民共和国刑法');
    expect(
      amendedNameOf(
        '最高人民法院关于修改《最高人民法院关于在民事审判工作中适用〈工会法〉若干问题的解释》等二十七件民事类司法解释的决定',
      ),
    ).toBeNull();
    expect(amendedNameOf('最高人民法院关于修改《关于上海金融法院案件管辖的规定》的决定')).toBe(
      '关于上海金融法院案件管辖的规定',
    );
    expect(amendedNameOf('最高人民法院关于《刑法修正案（九）》时间效力问题的解释')).toBe(undefined);
    expect(amendedNameOf('中华人民共和国民法典')).toBe(undefined);
  });

  it('reads what an item changes outside the wording it quotes, over several paragraphs', () => {
    const item =
      '在刑法第一百四十二条后增加一条，作为第一百四十二条之一：“违反药品管理法规……\n“有前款行为，同时又构成本法第一百四十一条规定之罪的，依照处罚较重的规定定罪处罚。”';
    expect(instructionOf(item)).toBe('在刑法第一百四十二条后增加一条，作为第一百四十二条之一：“”');
    // The new article it adds continues the law named before it; 本法 in the quote is not read.
    expect(
      extract(instructionOf(item), { continueNames: true, initialName: '中华人民共和国刑法' }),
    ).toEqual([
      { name: '刑法', articles: [142] },
      { name: '刑法', articles: [142.01] },
    ]);
  });

  it('continues the title an item names last (一、修改《X》 then 1.将第一条修改为)', () => {
    expect(
      extract(
        instructionOf('修改《最高人民法院关于审理存单纠纷案件的若干规定》\n1.将第一条修改为：“……”'),
        {
          continueNames: true,
        },
      ),
    ).toEqual([{ name: '最高人民法院关于审理存单纠纷案件的若干规定', articles: [1] }]);
  });

  it('tells article renumbering from the 款 renumbering of a 修正案', () => {
    expect(renumbersArticles('七、将《解释》原第七条改为修改后《解释》第十二条。')).toBe(true);
    expect(renumbersArticles('条文顺序作相应调整。')).toBe(true);
    expect(renumbersArticles('原第三款作为第四款，修改为：“单位犯第二款、第三款罪的”')).toBe(false);
  });
});
