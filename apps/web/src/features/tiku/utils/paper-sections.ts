import {
  QUESTION_TYPE_LABELS,
  type TQuestion,
  type TQuestionType,
} from '@yzfk/contract/calls/tiku-shapes';

export type TPaperSection = {
  type: TQuestionType;
  title: string;
  /** The questions with their index in the session. */
  items: { question: TQuestion; index: number }[];
  points: number;
};

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八'];

/**
 * A paper's sections: its questions grouped by type in the order they first appear (一、单选题
 * …), each question keeping its number in the paper.
 */
export function paperSections(questions: readonly TQuestion[]): TPaperSection[] {
  const sections: TPaperSection[] = [];
  questions.forEach((question, index) => {
    let section = sections.find((s) => s.type === question.type);
    if (!section) {
      section = { type: question.type, title: '', items: [], points: 0 };
      sections.push(section);
    }
    section.items.push({ question, index });
    section.points += question.points;
  });
  return sections.map((section, i) => ({
    ...section,
    title: `${NUMERALS[i] ?? i + 1}、${QUESTION_TYPE_LABELS[section.type]}（共 ${section.items.length} 题，${section.points} 分）`,
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
