import { createCitationExtractor, type TArticleKey } from './extract-citations';

// Reads charge names (罪名) and the 刑法 articles they belong to from the documents that fix
// them: the 最高人民检察院 opinion of 1997 (1．背叛国家罪（第102条）…), the joint 补充规定
// (tables: | 第一百三十三条之二 （…） |妨害安全驾驶罪 （取消…罪名） |) and the sentence form of the
// eighth (将…第一百六十九条…的罪名由“A”修改为“B”). Pure.

/** One charge a document names, the articles it belongs to and the names it replaces. */
export type TExtractedCharge = {
  name: string;
  articles: TArticleKey[];
  /** Names this document abolishes in its favour (取消…罪名, 由“A”修改为). */
  replaces: string[];
};

/** The titles of the documents that fix charge names. */
export function isChargeDocument(title: string): boolean {
  return /确定罪名|犯罪的罪名的意见/.test(title);
}

const articlesOf = createCitationExtractor([]);

/** The articles a cell or a bracket names: 第114条、第115条第1款 → 114, 115. */
function articleList(text: string): TArticleKey[] {
  // The extractor needs a name before the first article; 本法 stands in for 刑法.
  return articlesOf(`本法${text.trim()}`)[0]?.articles ?? [];
}

function cleanName(text: string): string {
  return text.replace(/[\s\u3000]+/g, '');
}

/** 取消A罪和B罪罪名 → [A罪, B罪]. */
function abolished(note: string): string[] {
  const match = /取消(?:刑法原第\S+?条第\S+?项)?(.+?)罪名/.exec(cleanName(note));
  if (!match?.[1]) return [];
  return match[1]
    .split(/(?<=罪)和/)
    .map((name) => name.trim())
    .filter((name) => name.endsWith('罪'));
}

const LISTED = /(?:^|\s|\d+[．.])\s*([^\s．.（）()|]+?罪)[（(]((?:第\d+条[^）)]*))[）)]/g;
const TABLE_ROW = /^\|\s*(第[^|]+?)\|\s*([^|]+?)\s*\|?$/;
const RENAMED =
  /第([^（(]+?条(?:之[^（(的]+)?)[^“"]*?的罪名由[“"]([^”"]+)[”"]修改为[“"]([^”"]+)[”"]/g;

/** The charges one of those documents names, in the order written. */
export function extractCharges(paragraphs: string[]): TExtractedCharge[] {
  const charges: TExtractedCharge[] = [];
  for (const paragraph of paragraphs) {
    const row = TABLE_ROW.exec(paragraph.trim());
    if (row?.[1] && row[2]) {
      const cell = row[1].split(/[（(]/)[0] ?? '';
      const [namePart, ...notes] = row[2].split(/[（(]/);
      const name = cleanName(namePart ?? '');
      const articles = articleList(cell);
      if (name.endsWith('罪') && articles.length > 0)
        charges.push({ name, articles, replaces: notes.flatMap(abolished) });
      continue;
    }
    for (const match of paragraph.matchAll(LISTED)) {
      const [, name, cited] = match;
      const articles = articleList(cited ?? '');
      if (name && articles.length > 0)
        charges.push({ name: cleanName(name), articles, replaces: [] });
    }
    for (const match of paragraph.matchAll(RENAMED)) {
      const [, number, before, after] = match;
      const articles = articleList(`第${number ?? ''}`);
      if (before && after && articles.length > 0)
        charges.push({ name: cleanName(after), articles, replaces: [cleanName(before)] });
    }
  }
  return charges;
}
