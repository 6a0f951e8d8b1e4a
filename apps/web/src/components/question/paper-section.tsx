import type { TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import type { ReactNode } from 'react';
import { paperAnchor, type TPaperSection } from './paper-sections';
import './paper-section.css';

/**
 * One section of a paper or exam (一、单项选择题（共 N 题，M 分）) with its questions, each in an
 * anchor the answer sheet jumps to. `items` may be a filtered part of the section's questions;
 * `renderQuestion` draws one (usually a QuestionView).
 */
export function PaperSection({
  section,
  items = section.items,
  renderQuestion,
}: {
  section: TPaperSection;
  items?: TPaperSection['items'];
  renderQuestion: (question: TQuestion, index: number) => ReactNode;
}) {
  return (
    <section className="paper-section" aria-label={section.title}>
      <h2 className="paper-section__title">{section.title}</h2>
      {items.map(({ question, index }) => (
        <div
          key={question.id}
          id={paperAnchor(index)}
          tabIndex={-1}
          className="paper-section__question"
        >
          {renderQuestion(question, index)}
        </div>
      ))}
    </section>
  );
}
