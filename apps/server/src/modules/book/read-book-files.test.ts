import { describe, expect, it } from 'vitest';
import { makeEpub, makePdf } from './book-file-fixtures';
import { readEpub } from './read-epub';
import { readPdf } from './read-pdf';

const CONTENTS = [
  { title: '第一章 总纲', href: 'text/ch1.xhtml', children: [] },
  {
    title: '第二章 公民的基本权利和义务',
    href: 'text/ch2.xhtml',
    children: [{ title: '第三十三条', href: 'text/ch2.xhtml#a33', children: [] }],
  },
];

describe('readEpub', () => {
  it('reads title, authors, publisher, ISBN, cover and the EPUB 3 nav', async () => {
    const cover = Buffer.from('not really a png');
    const facts = await readEpub(await makeEpub({ authors: ['甲', '乙'], cover }));
    expect(facts).toMatchObject({
      title: '中华人民共和国宪法',
      authors: ['甲', '乙'],
      publisher: '中国法制出版社',
      isbn: '9787509391234',
      contents: CONTENTS,
    });
    expect(facts.cover).toEqual({ bytes: cover, extension: 'png' });
  });

  it('reads the contents from an EPUB 2 NCX', async () => {
    const facts = await readEpub(await makeEpub({ toc: 'ncx' }));
    expect(facts.contents).toEqual(CONTENTS);
    expect(facts.cover).toBeUndefined();
  });

  it('refuses what is not an EPUB with a reason', async () => {
    await expect(readEpub(Buffer.from('PK\u0003\u0004 broken'))).rejects.toThrow(/EPUB 损坏/);
    await expect(readEpub(makePdf(1, []))).rejects.toThrow(/EPUB/);
  });
});

describe('readPdf', () => {
  it('reads the page count and the outline with the page of each entry', async () => {
    const pdf = makePdf(5, [
      { title: '第一章 总纲', page: 1 },
      {
        title: '第二章 公民的基本权利和义务',
        page: 3,
        children: [{ title: '第三十三条', page: 4 }],
      },
    ]);
    expect(await readPdf(pdf)).toEqual({
      pageCount: 5,
      contents: [
        { title: '第一章 总纲', page: 1, children: [] },
        {
          title: '第二章 公民的基本权利和义务',
          page: 3,
          children: [{ title: '第三十三条', page: 4, children: [] }],
        },
      ],
    });
  });

  it('reads a PDF without an outline as pages only', async () => {
    expect(await readPdf(makePdf(2, []))).toEqual({ pageCount: 2, contents: [] });
  });

  it('refuses a damaged PDF with a reason', async () => {
    await expect(readPdf(Buffer.from('%PDF-1.4\nnothing else'))).rejects.toThrow(/PDF 损坏/);
    await expect(readPdf(Buffer.from('hello'))).rejects.toThrow(/PDF 损坏/);
  });
});
