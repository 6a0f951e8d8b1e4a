#!/usr/bin/env node
// Makes the demo books in apps/server/src/modules/book/demo/ (folder format yzfk-book/1,
// docs/book-format.md) from the public-domain statute texts in ../shared/data/laws-cn/ (PRC
// statute texts are not protected by copyright, Copyright Law art. 5):
//   demo-xianfa       《中华人民共和国宪法》, free: EPUB and PDF of the whole text, a mind map,
//                     a short audiobook (two chapters of machine narration) and a cover
//   demo-xianfa-2018  《中华人民共和国宪法修正案（2018年）》, code-protected (access `code`): EPUB
//                     and PDF; the seed issues its demo codes and `npm start` prints them
//
// Run by hand, from anywhere, after installing the tools (Debian/Ubuntu):
//   apt-get install -y ffmpeg espeak-ng fonts-noto-cjk
//   node scripts/make-demo-books.mjs
// It installs, into a temporary folder and for this run only, pdfkit (which subsets the font it
// embeds: only the glyphs the text uses) and the Noto Serif SC font from the npm registry
// (@expo-google-fonts/noto-serif-sc, SIL Open Font License); see decision 0022. The product and
// the tests need none of these: the generated files are committed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextReader, Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_DIR = join(ROOT, 'apps/server/src/modules/book/demo');
const LAWS = join(ROOT, '../shared/data/laws-cn/宪法');
const TOOLS = { pdfkit: '0.20.2', font: '@expo-google-fonts/noto-serif-sc@0.4.3' };
const FONT_FILE = '@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf';
const COVER_FONT = 'Noto Sans CJK SC';
/** A fixed date in the files (EPUB modified, PDF dates): reruns give the same bytes. */
const FIXED_DATE = new Date('2026-11-24T00:00:00Z');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.slice(0, 3).join(' ')} … failed`);
  return result.stdout?.toString() ?? '';
}

for (const tool of ['ffmpeg', 'ffprobe', 'espeak-ng', 'fc-list']) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
    console.error(`缺少 ${tool}：请先运行 apt-get install -y ffmpeg espeak-ng fonts-noto-cjk`);
    process.exit(1);
  }
}
if (!existsSync(join(LAWS, '宪法.md'))) {
  console.error(`找不到宪法文本：${LAWS}/宪法.md（../shared/data/laws-cn/）`);
  process.exit(1);
}

const WORK = mkdtempSync(join(tmpdir(), 'yzfk-demo-books-'));
process.on('exit', () => rmSync(WORK, { recursive: true, force: true }));
console.error('安装生成工具（临时）：pdfkit、Noto Serif SC …');
run('npm', [
  'install',
  '--no-save',
  '--no-audit',
  '--no-fund',
  '--prefix',
  WORK,
  `pdfkit@${TOOLS.pdfkit}`,
  TOOLS.font,
]);
const requireTool = createRequire(join(WORK, 'node_modules', 'noop.js'));
const PDFDocument = requireTool('pdfkit');
const fontPath = requireTool.resolve(FONT_FILE);

// ---- the statute text ---------------------------------------------------------------------------

/**
 * A law file of ../shared/data: its title, and its parts in order: chapters (##), sections
 * (###), articles (第X条 …, with their further paragraphs) and free paragraphs (the preamble).
 */
function readLaw(file) {
  const text = readFileSync(join(LAWS, file), 'utf8');
  const [, body = ''] = text.split('<!-- INFO END -->');
  const title = /^# (.+)$/m.exec(text)?.[1]?.trim() ?? file;
  const parts = [];
  for (const raw of body.split('\n')) {
    const line = raw.replace(/<!--.*?-->/g, '').trim();
    if (!line) continue;
    const heading = /^(#{2,4}) (.+)$/.exec(line);
    const article = /^(第[一二三四五六七八九十百零]+条(之[一二三四五六七八九十]+)?)\s*(.*)$/.exec(
      line,
    );
    if (heading)
      parts.push({
        kind: heading[1].length === 2 ? 'chapter' : 'section',
        title: heading[2].trim(),
      });
    else if (article) parts.push({ kind: 'article', title: article[1], paragraphs: [article[3]] });
    else if (parts.at(-1)?.kind === 'article') parts.at(-1).paragraphs.push(line);
    else parts.push({ kind: 'paragraph', text: line });
  }
  return { title, parts };
}

/** The contents tree: chapters › sections › articles (ids a1, a2, … in document order). */
function contentsOf(law) {
  const top = [];
  let chapter;
  let section;
  let articleNo = 0;
  for (const part of law.parts) {
    if (part.kind === 'chapter') {
      chapter = { title: part.title, id: `c${top.length + 1}`, children: [] };
      section = undefined;
      top.push(chapter);
    } else if (part.kind === 'section') {
      section = {
        title: part.title,
        id: `${chapter?.id ?? 'c0'}s${(chapter?.children.length ?? 0) + 1}`,
        children: [],
      };
      (chapter?.children ?? top).push(section);
    } else if (part.kind === 'article') {
      part.id = `a${++articleNo}`;
      (section ?? chapter)?.children.push({ title: part.title, id: part.id, children: [] });
      if (!section && !chapter) top.push({ title: part.title, id: part.id, children: [] });
    }
  }
  return top;
}

const escape = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

// ---- EPUB 3 (with an EPUB 2 NCX for older readers) ---------------------------------------------

async function makeEpub(law, file, meta, cover) {
  const contents = contentsOf(law);
  const chapters = [];
  let current;
  for (const part of law.parts) {
    if (part.kind === 'chapter' || !current) {
      current = {
        id: `ch${chapters.length + 1}`,
        title: part.kind === 'chapter' ? part.title : law.title,
        html: [],
      };
      chapters.push(current);
    }
    const chapterIndex = contents.findIndex((c) => c.title === part.title);
    if (part.kind === 'chapter')
      current.html.push(`<h1 id="c${chapterIndex + 1}">${escape(part.title)}</h1>`);
    else if (part.kind === 'section') {
      const id = contents.flatMap((c) => c.children).find((s) => s.title === part.title)?.id ?? '';
      current.html.push(`<h2 id="${id}">${escape(part.title)}</h2>`);
    } else if (part.kind === 'article') {
      const [first, ...rest] = part.paragraphs;
      current.html.push(
        `<p class="article" id="${part.id}"><b>${escape(part.title)}</b>\u3000${escape(first)}</p>`,
      );
      for (const paragraph of rest) current.html.push(`<p>${escape(paragraph)}</p>`);
    } else current.html.push(`<p>${escape(part.text)}</p>`);
  }
  const hrefOf = new Map();
  for (const chapter of chapters) {
    for (const match of chapter.html.join('').matchAll(/id="([^"]+)"/g))
      hrefOf.set(match[1], `text/${chapter.id}.xhtml#${match[1]}`);
  }
  const href = (node) =>
    (node.id.startsWith('c') && !node.id.includes('s')
      ? hrefOf.get(node.id)?.split('#')[0]
      : hrefOf.get(node.id)) ?? 'text/ch1.xhtml';
  const navList = (nodes) =>
    `<ol>${nodes.map((n) => `<li><a href="${href(n)}">${escape(n.title)}</a>${n.children.length ? navList(n.children) : ''}</li>`).join('')}</ol>`;
  let order = 0;
  const ncxPoints = (nodes) =>
    nodes
      .map(
        (n) =>
          `<navPoint id="np${++order}" playOrder="${order}"><navLabel><text>${escape(n.title)}</text></navLabel><content src="${href(n)}"/>${ncxPoints(n.children)}</navPoint>`,
      )
      .join('');

  const zip = new ZipWriter(new Uint8ArrayWriter(), {
    lastModDate: FIXED_DATE,
    extendedTimestamp: false,
  });
  await zip.add('mimetype', new TextReader('application/epub+zip'), { level: 0 });
  await zip.add(
    'META-INF/container.xml',
    new TextReader(
      '<?xml version="1.0" encoding="UTF-8"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
  );
  const items = chapters
    .map((c) => `<item id="${c.id}" href="text/${c.id}.xhtml" media-type="application/xhtml+xml"/>`)
    .join('');
  await zip.add(
    'OEBPS/content.opf',
    new TextReader(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" xml:lang="zh-CN">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="bookid">urn:yzfk:${meta.key}</dc:identifier>
<dc:title>${escape(law.title)}</dc:title>
<dc:creator>${escape(meta.author)}</dc:creator>
<dc:publisher>${escape(meta.publisher)}</dc:publisher>
<dc:language>zh-CN</dc:language>
<meta property="dcterms:modified">${FIXED_DATE.toISOString().replace(/\.\d+Z$/, 'Z')}</meta>
<meta name="cover" content="cover"/>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
<item id="css" href="style.css" media-type="text/css"/>
<item id="cover" href="images/cover.png" media-type="image/png" properties="cover-image"/>
${items}
</manifest>
<spine toc="ncx">${chapters.map((c) => `<itemref idref="${c.id}"/>`).join('')}</spine>
</package>`),
  );
  await zip.add(
    'OEBPS/nav.xhtml',
    new TextReader(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="zh-CN"><head><title>目录</title></head>
<body><nav epub:type="toc" id="toc"><h1>目录</h1>${navList(contents)}</nav></body></html>`),
  );
  await zip.add(
    'OEBPS/toc.ncx',
    new TextReader(`<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head><meta name="dtb:uid" content="urn:yzfk:${meta.key}"/></head><docTitle><text>${escape(law.title)}</text></docTitle><navMap>${ncxPoints(contents)}</navMap></ncx>`),
  );
  await zip.add(
    'OEBPS/style.css',
    new TextReader(
      'body { line-height: 1.8; } h1 { font-size: 1.4em; text-align: center; } h2 { font-size: 1.15em; text-align: center; } p { text-indent: 2em; margin: 0.4em 0; } p.article b { font-weight: bold; }\n',
    ),
  );
  await zip.add('OEBPS/images/cover.png', new Uint8ArrayReader(readFileSync(cover)));
  for (const chapter of chapters) {
    await zip.add(
      `OEBPS/text/${chapter.id}.xhtml`,
      new TextReader(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="zh-CN"><head><title>${escape(chapter.title)}</title><link rel="stylesheet" href="../style.css"/></head>
<body>${chapter.html.join('\n')}</body></html>`),
    );
  }
  writeFileSync(file, await zip.close());
}

// ---- PDF: A5 pages, Noto Serif SC embedded as a subset, an outline like the EPUB's contents ----

function makePdf(law, file, meta) {
  const doc = new PDFDocument({
    size: 'A5',
    margins: { top: 56, bottom: 56, left: 50, right: 50 },
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: law.title,
      Author: meta.author,
      Producer: '有章法考',
      Creator: '有章法考',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
    pdfVersion: '1.7',
    lang: 'zh-CN',
  });
  // pdfkit embeds the glyphs used, not the whole font (fontkit's subsetting).
  doc.registerFont('serif', fontPath);
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));

  doc.addPage();
  doc.font('serif').fontSize(22).text(law.title, { align: 'center', paragraphGap: 12 }).moveDown(2);
  doc.fontSize(11).text(meta.history, { align: 'center', lineGap: 4 });
  doc.addPage();
  let chapterItem;
  let sectionItem;
  for (const part of law.parts) {
    if (part.kind === 'chapter') {
      if (chapterItem) doc.addPage();
      chapterItem = doc.outline.addItem(part.title);
      sectionItem = undefined;
      doc.fontSize(16).text(part.title, { align: 'center', paragraphGap: 10 });
    } else if (part.kind === 'section') {
      sectionItem = (chapterItem ?? doc.outline).addItem(part.title);
      doc.moveDown(0.5).fontSize(13).text(part.title, { align: 'center', paragraphGap: 8 });
    } else if (part.kind === 'article') {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
      (sectionItem ?? chapterItem ?? doc.outline).addItem(part.title);
      const [first, ...rest] = part.paragraphs;
      doc.fontSize(11).text(`${part.title}\u3000${first}`, {
        indent: 22,
        lineGap: 4,
        paragraphGap: 4,
        align: 'justify',
      });
      for (const paragraph of rest)
        doc.text(paragraph, { indent: 22, lineGap: 4, paragraphGap: 4, align: 'justify' });
    } else {
      doc
        .fontSize(11)
        .text(part.text, { indent: 22, lineGap: 4, paragraphGap: 4, align: 'justify' });
    }
  }
  const range = doc.bufferedPageRange();
  for (let i = 1; i < range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(9)
      .text(`${i}`, 0, doc.page.height - 36, { align: 'center', width: doc.page.width });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done.then(() => {
    writeFileSync(file, Buffer.concat(chunks));
    return range.count;
  });
}

// ---- cover, narration, mind map ---------------------------------------------------------------

function makeCover(file, title, subtitle, colour) {
  writeFileSync(join(WORK, 'cover-sub.txt'), subtitle);
  const font = `font='${COVER_FONT}'`;
  // The title fits inside the frame (312 px, 12 px clear each side) on as many lines as it has,
  // and the subtitle sits below its last line.
  // Each line is drawn centred on its own.
  const lines = title.split('\n');
  const titleSize = Math.min(26, Math.floor(288 / Math.max(...lines.map((line) => line.length))));
  const lineHeight = Math.ceil(titleSize * 1.4);
  const titleFilters = lines.map((line, index) => {
    writeFileSync(join(WORK, `cover-title-${index}.txt`), line);
    return `drawtext=${font}:textfile=${WORK}/cover-title-${index}.txt:fontsize=${titleSize}:fontcolor=white:borderw=1:bordercolor=white:x=(w-text_w)/2:y=${170 + index * lineHeight}`;
  });
  const subtitleY = 170 + lines.length * lineHeight + 16;
  run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${colour}:s=360x480`,
    '-frames:v',
    '1',
    '-vf',
    `drawbox=x=24:y=24:w=312:h=432:color=0xf1c453:t=2,${titleFilters.join(',')},drawtext=${font}:textfile=${WORK}/cover-sub.txt:fontsize=16:fontcolor=white@0.85:x=(w-text_w)/2:y=${subtitleY}`,
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    file,
  ]);
}

function narrate(file, text) {
  const wav = join(WORK, 'speech.wav');
  run('espeak-ng', ['-v', 'cmn', '-s', '190', '-w', wav, text]);
  run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    wav,
    '-af',
    'adelay=300:all=1',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-ac',
    '1',
    '-ar',
    '22050',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-threads',
    '1',
    '-movflags',
    '+faststart',
    file,
  ]);
}

/** The mind map: the law › chapters › sections › articles, each article with its first words. */
function mindMapOf(law) {
  const articles = new Map(law.parts.filter((p) => p.kind === 'article').map((p) => [p.id, p]));
  const node = (n) => {
    const article = articles.get(n.id);
    const words = article ? article.paragraphs[0].replace(/[，。；：].*$/, '').slice(0, 24) : '';
    return { title: words ? `${n.title} ${words}` : n.title, children: n.children.map(node) };
  };
  return { title: law.title, children: contentsOf(law).map(node) };
}

// ---- the books --------------------------------------------------------------------------------

async function makeBook({ key, lawFile, access, description, history, audio, colour, subtitle }) {
  const dir = join(DEMO_DIR, key);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const law = readLaw(lawFile);
  const meta = { key, author: '全国人民代表大会', publisher: '有章法考（示例）', history };
  makeCover(join(dir, 'cover.png'), law.title.replace('（', '\n（'), subtitle, colour);
  await makeEpub(law, join(dir, 'book.epub'), meta, join(dir, 'cover.png'));
  const pages = await makePdf(law, join(dir, 'book.pdf'), meta);
  const manifest = {
    format: 'yzfk-book/1',
    key,
    authors: [meta.author],
    publisher: meta.publisher,
    category: '法条汇编',
    description,
    access,
    cover: 'cover.png',
    epub: 'book.epub',
    pdf: 'book.pdf',
  };
  if (audio) {
    mkdirSync(join(dir, 'audio'), { recursive: true });
    manifest.audio = audio.map((chapter, index) => {
      const file = `audio/c${index + 1}.m4a`;
      narrate(join(dir, file), `${chapter.title}。${chapter.text}`);
      return { key: `c${index + 1}`, title: chapter.title, file };
    });
    writeFileSync(join(dir, 'mindmap.json'), `${JSON.stringify(mindMapOf(law), null, 1)}\n`);
    manifest.mindMap = 'mindmap.json';
  }
  writeFileSync(join(dir, 'book.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // In the project's JSON style, so the committed files pass the format check.
  run('npx', ['prettier', '--write', join(dir, '*.json')], { cwd: ROOT });
  console.error(`${key}：《${law.title}》，PDF ${pages} 页`);
}

const xianfa = readLaw('宪法.md');
const article = (title) =>
  xianfa.parts.find((p) => p.kind === 'article' && p.title === title)?.paragraphs[0] ?? '';
await makeBook({
  key: 'demo-xianfa',
  lawFile: '宪法.md',
  access: 'free',
  colour: '0x9b2226',
  subtitle: '2018 年修正文本 · 示例图书',
  description:
    '《中华人民共和国宪法》全文（1982 年通过，历经 1988、1993、1999、2004、2018 年五次修正）。示例图书：电子书、PDF、思维导图和两章机器朗读的有声书，由项目根据公开的法律文本生成。',
  history:
    '1982年12月4日第五届全国人民代表大会第五次会议通过\n根据1988年、1993年、1999年、2004年、2018年《中华人民共和国宪法修正案》修正',
  audio: [
    { title: '第一条', text: article('第一条') },
    { title: '第二条', text: article('第二条') },
  ],
});
await makeBook({
  key: 'demo-xianfa-2018',
  lawFile: '宪法修正案（2018年）.md',
  access: 'code',
  colour: '0x1d3557',
  subtitle: '随书码示例 · 兑换后阅读',
  description:
    '《中华人民共和国宪法修正案（2018年）》全文。示例的随书码图书：纸书中印有兑换码，兑换后可阅读电子版；演示兑换码在 npm start 启动时列出。',
  history: '2018年3月11日第十三届全国人民代表大会第一次会议通过',
});
