import {
  QUESTION_TYPE_LABELS,
  type TQuestion,
  type TQuestionType,
} from '@yzfk/contract/calls/tiku-shapes';
import type { TAnswerStatus } from './answer-sheet';

export type TPaperSection = {
  /** The paper's own section title, or the question type for a paper without sections. */
  key: string;
  title: string;
  /** The questions with their index in the session. */
  items: { question: TQuestion; index: number }[];
  points: number;
};

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八'];

function typeTitle(type: TQuestionType, order: number): string {
  return `${NUMERALS[order] ?? order + 1}、${QUESTION_TYPE_LABELS[type]}`;
}

/**
 * A paper's sections in the order they first appear: the paper's own (一、单项选择题 …) when
 * the server names them, else the questions grouped by type; each question keeps its number.
 */
export function paperSections(questions: readonly TQuestion[]): TPaperSection[] {
  const sections: (TPaperSection & { type: TQuestionType; named: boolean })[] = [];
  questions.forEach((question, index) => {
    const key = question.section ?? question.type;
    let section = sections.find((s) => s.key === key);
    if (!section) {
      const named = question.section !== null;
      section = { key, type: question.type, named, title: '', items: [], points: 0 };
      sections.push(section);
    }
    section.items.push({ question, index });
    section.points += question.points;
  });
  return sections.map(({ key, type, named, items, points }, i) => ({
    key,
    items,
    points,
    title: `${named ? key : typeTitle(type, i)}（共 ${items.length} 题，${points} 分）`,
  }));
}

/** The answer sheet's groups for a paper: one per section, each question with its status. */
export function sheetGroups(
  sections: readonly TPaperSection[],
  statusOf: (question: TQuestion) => TAnswerStatus,
): { title: string; items: { index: number; status: TAnswerStatus }[] }[] {
  return sections.map((section) => ({
    title: section.title,
    items: section.items.map(({ question, index }) => ({ index, status: statusOf(question) })),
  }));
}

/** The element id of a question in the paper, for the answer sheet's jumps. */
export function paperAnchor(index: number): string {
  return `paper-q-${index + 1}`;
}

/** Scrolls a question of the paper into view and moves the focus to it. */
export function scrollToQuestion(index: number): void {
  const element = document.getElementById(paperAnchor(index));
  element?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  element?.focus({ preventScroll: true });
}
