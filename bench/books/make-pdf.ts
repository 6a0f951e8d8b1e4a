import { writeFileSync } from 'node:fs';

// A plain N-page PDF for the books benchmark, written at run time (no big file in the repo):
// each page a screenful of text in Helvetica (a standard font, so pdf.js fetches its data from
// our build as for a real book), uncompressed so that a page weighs what a text page of a
// law book without pictures does (~9 KB). Not linearised, a classic xref table at the end, and a
// balanced page tree (nodes of 10 pages under the root) as pdfTeX, Ghostscript and Acrobat
// write long documents: pdf.js reads the last page's node to check the document on opening, and
// with a flat tree whose page objects lie between the contents it would read nearly the whole
// file to count its way there (decision 0024).

const LINES_PER_PAGE = 46;
const PAGES_PER_NODE = 10;

function pageText(page: number): string {
  const lines: string[] = [];
  for (let line = 0; line < LINES_PER_PAGE; line++) {
    const text = `Page ${page}, line ${line + 1}: the quick brown fox jumps over the lazy dog 0123456789 ${'abcdefghij'.repeat(9)}`;
    lines.push(`BT /F1 9 Tf 36 ${806 - line * 17} Td (${text}) Tj ET`);
  }
  return lines.join('\n');
}

/** Writes an A4 PDF of `pages` pages of text to `file`; answers its size in bytes. */
export function writeTextPdf(file: string, pages: number): number {
  const objects: string[] = [];
  // 1 catalog, 2 root of the page tree, 3 font, then its nodes of 10 pages, then per page: the
  // page and its content stream.
  const nodes = Math.ceil(pages / PAGES_PER_NODE);
  const nodeId = (node: number) => 4 + node;
  const pageId = (index: number) => 4 + nodes + index * 2;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  const nodeKids = Array.from({ length: nodes }, (_, node) => `${nodeId(node)} 0 R`).join(' ');
  objects[2] = `<< /Type /Pages /Kids [${nodeKids}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  for (let node = 0; node < nodes; node++) {
    const first = node * PAGES_PER_NODE;
    const count = Math.min(PAGES_PER_NODE, pages - first);
    const kids = Array.from({ length: count }, (_, k) => `${pageId(first + k)} 0 R`).join(' ');
    objects[nodeId(node)] = `<< /Type /Pages /Parent 2 0 R /Kids [${kids}] /Count ${count} >>`;
  }
  for (let index = 0; index < pages; index++) {
    const content = pageText(index + 1);
    const parent = nodeId(Math.floor(index / PAGES_PER_NODE));
    objects[pageId(index)] =
      `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(index) + 1} 0 R >>`;
    objects[pageId(index) + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  }
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const bytes = Buffer.from(out, 'latin1');
  writeFileSync(file, bytes);
  return bytes.length;
}
