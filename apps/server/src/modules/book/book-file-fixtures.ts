import { TextReader, Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';

// Tiny EPUB and PDF files for the importer's tests, made here in JS. Test-only.

/** A PDF text string: UTF-16BE in hex, so Chinese titles survive. */
function pdfText(text: string): string {
  const units = [...text].flatMap((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code > 0xffff ? [...String.fromCodePoint(code)].map((c) => c.charCodeAt(0)) : [code];
  });
  return `<FEFF${units.map((u) => u.toString(16).padStart(4, '0')).join('')}>`;
}

/** A PDF of `pages` blank pages whose outline names pages (from 1), nested one level. */
export function makePdf(
  pages: number,
  outline: { title: string; page: number; children?: { title: string; page: number }[] }[],
): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 3 + i);
  objects[1] = `<< /Type /Catalog /Pages 2 0 R${outline.length ? ' /Outlines OUTLINES 0 R' : ''} >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  for (const id of pageIds) objects[id] = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';
  let next = 3 + pages;
  const outlinesId = next++;
  objects[1] = objects[1].replace('OUTLINES', String(outlinesId));
  const writeLevel = (
    items: { title: string; page: number; children?: { title: string; page: number }[] }[],
    parent: number,
  ): number[] => {
    const ids = items.map(() => next++);
    items.forEach((item, index) => {
      const id = ids[index] ?? 0;
      const kids = item.children?.length ? writeLevel(item.children, id) : [];
      const links = [
        `/Parent ${parent} 0 R`,
        index > 0 ? `/Prev ${ids[index - 1]} 0 R` : '',
        index < ids.length - 1 ? `/Next ${ids[index + 1]} 0 R` : '',
        kids.length
          ? `/First ${kids[0]} 0 R /Last ${kids[kids.length - 1]} 0 R /Count ${kids.length}`
          : '',
      ].join(' ');
      objects[id] =
        `<< /Title ${pdfText(item.title)} ${links} /Dest [${pageIds[item.page - 1]} 0 R /Fit] >>`;
    });
    return ids;
  };
  const top = writeLevel(outline, outlinesId);
  objects[outlinesId] = top.length
    ? `<< /Type /Outlines /First ${top[0]} 0 R /Last ${top[top.length - 1]} 0 R /Count ${top.length} >>`
    : '<< /Type /Outlines /Count 0 >>';
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export type TEpubSpec = {
  title?: string;
  authors?: string[];
  /** EPUB 3 nav (default) or EPUB 2 NCX. */
  toc?: 'nav' | 'ncx';
  cover?: Buffer;
};

/** A small EPUB with two chapters (the second with a section) in OEBPS/. */
export async function makeEpub(spec: TEpubSpec = {}): Promise<Buffer> {
  const title = spec.title ?? '中华人民共和国宪法';
  const authors = spec.authors ?? ['全国人民代表大会'];
  const zip = new ZipWriter(new Uint8ArrayWriter());
  await zip.add('mimetype', new TextReader('application/epub+zip'), { level: 0 });
  await zip.add(
    'META-INF/container.xml',
    new TextReader(
      `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
    ),
  );
  const creators = authors.map((a) => `<dc:creator>${a}</dc:creator>`).join('');
  const coverItem = spec.cover
    ? '<item id="cover" href="images/cover.png" media-type="image/png" properties="cover-image"/>'
    : '';
  const navItem =
    spec.toc === 'ncx'
      ? '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>'
      : '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>';
  await zip.add(
    'OEBPS/content.opf',
    new TextReader(
      `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:isbn:9787509391234</dc:identifier><dc:title>${title}</dc:title>${creators}<dc:publisher>中国法制出版社</dc:publisher><dc:language>zh-CN</dc:language></metadata><manifest>${navItem}${coverItem}<item id="c1" href="text/ch1.xhtml" media-type="application/xhtml+xml"/><item id="c2" href="text/ch2.xhtml" media-type="application/xhtml+xml"/></manifest><spine${spec.toc === 'ncx' ? ' toc="ncx"' : ''}><itemref idref="c1"/><itemref idref="c2"/></spine></package>`,
    ),
  );
  if (spec.toc === 'ncx') {
    await zip.add(
      'OEBPS/toc.ncx',
      new TextReader(
        `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><navMap><navPoint id="p1"><navLabel><text>第一章 总纲</text></navLabel><content src="text/ch1.xhtml"/></navPoint><navPoint id="p2"><navLabel><text>第二章 公民的基本权利和义务</text></navLabel><content src="text/ch2.xhtml"/><navPoint id="p3"><navLabel><text>第三十三条</text></navLabel><content src="text/ch2.xhtml#a33"/></navPoint></navPoint></navMap></ncx>`,
      ),
    );
  } else {
    await zip.add(
      'OEBPS/nav.xhtml',
      new TextReader(
        `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body><nav epub:type="toc"><ol><li><a href="text/ch1.xhtml">第一章 总纲</a></li><li><a href="text/ch2.xhtml">第二章 公民的基本权利和义务</a><ol><li><a href="text/ch2.xhtml#a33">第三十三条</a></li></ol></li></ol></nav></body></html>`,
      ),
    );
  }
  for (const [name, text] of [
    [
      'ch1',
      '第一条 中华人民共和国是工人阶级领导的、以工农联盟为基础的人民民主专政的社会主义国家。',
    ],
    ['ch2', '第三十三条 凡具有中华人民共和国国籍的人都是中华人民共和国公民。'],
  ] as const) {
    await zip.add(
      `OEBPS/text/${name}.xhtml`,
      new TextReader(
        `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><p id="a33">${text}</p></body></html>`,
      ),
    );
  }
  if (spec.cover) await zip.add('OEBPS/images/cover.png', new Uint8ArrayReader(spec.cover));
  return Buffer.from(await zip.close());
}
