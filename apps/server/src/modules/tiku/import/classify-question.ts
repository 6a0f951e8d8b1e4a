import { canonicalSubjectName, GENERAL_SUBJECT, SYLLABUS, type TSyllabusChapter } from './syllabus';

// Places a question in a subject and a chapter of the syllabus. Sources rarely say both: JEC-QA
// names a subject for fewer than half its questions and never a chapter. Law titles are the
// strongest signal (《刑事诉讼法》 settles the subject and often the chapter), then keywords of the
// syllabus chapters; a longer keyword is more specific, so it weighs more.

export type TClassifyInput = {
  /** The subject the source gives, if any (aliases are understood). */
  subject: string | null;
  /** The chapter path the source gives, if any: kept as it is. */
  chapterPath: string | null;
  /** Plain text of the stem (for a subjective question, the material and sub-questions). */
  stem: string;
  /** Plain text of the options, if any. */
  options: string;
};

export type TClassification = { subject: string; chapterPath: string | null };

/** Points for a law named in 《》 and for a law name in running text. */
const TITLE_WEIGHT = 6;
const BARE_LAW_WEIGHT = 3;
/** How much more a word in the stem counts than one in the options. */
const STEM_FACTOR = 2;
/** Below this a subject or chapter guess is noise. */
const MIN_SCORE = 2;

type TNode = { path: string; parent: TNode | null; hasChildren: boolean };
type TLawEntry = { name: string; subject: string; node: TNode | null };
type TSubjectIndex = { name: string; nodes: TNode[] };
/** Who a keyword points to: a subject as a whole (node null) or one of its chapters. */
type TTarget = { subject: string; node: TNode | null };

function keywordWeight(keyword: string): number {
  return Math.min(keyword.length, 4);
}

function buildIndex() {
  const subjects: TSubjectIndex[] = [];
  const laws: TLawEntry[] = [];
  const keywords = new Map<string, TTarget[]>();
  const addKeywords = (words: string[], target: TTarget) => {
    for (const word of words) keywords.set(word, [...(keywords.get(word) ?? []), target]);
  };
  for (const entry of SYLLABUS) {
    const nodes: TNode[] = [];
    const add = (chapter: TSyllabusChapter, parent: TNode | null) => {
      const path = parent ? `${parent.path} / ${chapter.name}` : chapter.name;
      const node = { path, parent, hasChildren: chapter.children.length > 0 };
      nodes.push(node);
      addKeywords(chapter.keywords, { subject: entry.name, node });
      for (const law of chapter.laws) laws.push({ name: law, subject: entry.name, node });
      for (const child of chapter.children) add(child, node);
    };
    for (const chapter of entry.chapters) add(chapter, null);
    addKeywords(entry.keywords, { subject: entry.name, node: null });
    for (const law of entry.laws) laws.push({ name: law, subject: entry.name, node: null });
    subjects.push({ name: entry.name, nodes });
  }
  // Longest first, so 社会保险法 is found before 保险法 and 劳动合同法 before 合同法.
  laws.sort((a, b) => b.name.length - a.name.length);
  // Keywords by their first two characters: one pass over a stem finds them all, instead of
  // thousands of substring searches per question.
  const byPrefix = new Map<string, string[]>();
  for (const word of keywords.keys()) {
    const prefix = word.slice(0, 2);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), word]);
  }
  return { subjects, laws, keywords, byPrefix };
}

const INDEX = buildIndex();

/** The law a title names: 《中华人民共和国刑事诉讼法》, 《关于适用〈民事诉讼法〉的解释》. */
function lawOfTitle(title: string): TLawEntry | undefined {
  const bare = title.replaceAll('中华人民共和国', '');
  return INDEX.laws.find((law) => bare.includes(law.name));
}

/**
 * The syllabus subject of a law by its title (中华人民共和国刑事诉讼法 → 刑事诉讼法), or
 * undefined for a law the syllabus does not name: what a note on the law is filed under.
 */
export function subjectOfLawTitle(title: string): string | undefined {
  return lawOfTitle(title)?.subject;
}

/** The distinct syllabus keywords a text contains. */
function keywordsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) {
    const candidates = INDEX.byPrefix.get(text.slice(i, i + 2));
    if (!candidates) continue;
    for (const word of candidates) if (text.startsWith(word, i)) found.add(word);
  }
  return found;
}

type TScores = { subjects: Map<string, number>; nodes: Map<TNode, number> };

/** Adds the points of a text's law names and keywords, times a factor, to the scores. */
function score(text: string, factor: number, scores: TScores): void {
  const { subjects, nodes } = scores;
  const credit = (target: TTarget, base: number) => {
    const points = base * factor;
    subjects.set(target.subject, (subjects.get(target.subject) ?? 0) + points);
    if (target.node) nodes.set(target.node, (nodes.get(target.node) ?? 0) + points);
  };
  for (const match of text.matchAll(/《([^》]{1,60})》/g)) {
    const law = lawOfTitle(match[1] ?? '');
    if (law) credit(law, TITLE_WEIGHT);
  }
  // Law names in running text, titles taken out so they do not count twice.
  let rest = text.replace(/《[^》]{1,60}》/g, ' ');
  for (const law of INDEX.laws) {
    if (!rest.includes(law.name)) continue;
    credit(law, BARE_LAW_WEIGHT);
    rest = rest.replaceAll(law.name, ' ');
  }
  // Keywords outside titles too: 《刑事诉讼法》 already counted for its law.
  for (const word of keywordsIn(text.replace(/《[^》]{1,60}》/g, ' '))) {
    for (const target of INDEX.keywords.get(word) ?? []) credit(target, keywordWeight(word));
  }
}

/**
 * The best chapter of a subject: a sub-chapter scores its own points plus half its parent's;
 * a chapter whose sub-chapters say nothing keeps its own points.
 */
function bestChapter(subject: TSubjectIndex, nodes: Map<TNode, number>): string | null {
  let best: { path: string; value: number } | null = null;
  for (const node of subject.nodes) {
    const own = nodes.get(node) ?? 0;
    if (own === 0) continue;
    const value = node.parent ? own + (nodes.get(node.parent) ?? 0) / 2 : own;
    if (value >= MIN_SCORE && (!best || value > best.value)) best = { path: node.path, value };
  }
  return best?.path ?? null;
}

/** Places a question: the given subject (else the best scoring one, else 综合) and chapter. */
export function classifyQuestion(input: TClassifyInput): TClassification {
  // The stem says what is asked; options often borrow terms of neighbouring subjects.
  const scores: TScores = { subjects: new Map(), nodes: new Map() };
  score(input.stem, STEM_FACTOR, scores);
  score(input.options, 1, scores);
  let subjectName: string;
  if (input.subject?.trim()) {
    subjectName = canonicalSubjectName(input.subject);
  } else {
    let best: { name: string; value: number } | null = null;
    for (const [name, value] of scores.subjects) {
      if (value >= MIN_SCORE && (!best || value > best.value)) best = { name, value };
    }
    subjectName = best?.name ?? GENERAL_SUBJECT;
  }
  if (input.chapterPath?.trim()) return { subject: subjectName, chapterPath: input.chapterPath };
  const subject = INDEX.subjects.find((entry) => entry.name === subjectName);
  return { subject: subjectName, chapterPath: subject ? bestChapter(subject, scores.nodes) : null };
}
