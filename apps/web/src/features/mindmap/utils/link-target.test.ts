import { describe, expect, it } from 'vitest';
import { hitTarget, noteTarget } from './link-target';
import { paths } from '@yzfk/contract/paths';

describe('link targets', () => {
  it('links a law article hit without the search terms, keeping its article', () => {
    expect(
      hitTarget({
        title: '中华人民共和国民法典 第十三条',
        path: '/law/item/4?hl=%E8%87%AA#art-13',
      }),
    ).toEqual({ link: '/law/item/4#art-13', title: '中华人民共和国民法典 第十三条' });
    expect(hitTarget({ title: '民法典', path: '/law/item/4?hl=x&y=1' })?.link).toBe(
      '/law/item/4?y=1',
    );
  });

  it('links a question hit where the search page opens it (its bank)', () => {
    expect(hitTarget({ title: '甲乙订立合同…', path: '/tikulist?bank=2' })).toEqual({
      link: '/tikulist?bank=2',
      title: '甲乙订立合同…',
    });
  });

  it('refuses paths a node may not link to', () => {
    expect(hitTarget({ title: '下载', path: '/DownloadList?x=1' })).toBeUndefined();
    expect(hitTarget({ title: '长', path: `/book/detail/1?${'a'.repeat(400)}` })).toBeUndefined();
  });

  it('links a book note to the reader at its place', () => {
    const note = {
      source: 'book' as const,
      sourceId: 5,
      anchor: 'epubcfi(/6/4!/4/2,/1:0,/1:4)',
      anchorOrder: 0.1,
      quote: '第一条 为了保护民事主体的合法权益',
      text: '',
    };
    expect(noteTarget(note)).toEqual({
      link: paths.bookReader.href({ id: 5, cfi: note.anchor }),
      title: '图书笔记：第一条 为了保护民事主体的合法权益',
    });
  });
});
