import { Tag } from 'antd';
import { QUESTION_TYPE_LABELS, type TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import type { ReactNode } from 'react';
import { OptionList, type TOptionMarks } from './option-list';
import { RichHtml } from './rich-html';
import { sourceText } from './source-text';
import './rich-html.css';
import './question-view.css';

/**
 * One objective question: its type badge, its number in the session (and the session's size),
 * where it comes from, the stem and options, with whatever the page puts under it (submit
 * button, feedback, solution) and beside it (favourite, note). Practice, papers and exams share
 * it; what happens on a pick is the page's.
 */
export function QuestionView({
  question,
  number,
  total,
  marks,
  disabled,
  onPick,
  tools,
  children,
}: {
  question: TQuestion;
  /** 1-based number in the session, paper or exam. */
  number: number;
  total?: number;
  marks: TOptionMarks;
  disabled: boolean;
  onPick: (key: string) => void;
  tools?: ReactNode;
  children?: ReactNode;
}) {
  const source = sourceText(question.source, { withNumber: false });
  return (
    <article className="question-view" aria-labelledby={`question-${question.id}-title`}>
      <header className="question-view__head">
        <Tag color="blue" className="question-view__type">
          {QUESTION_TYPE_LABELS[question.type]}
        </Tag>
        <h2 id={`question-${question.id}-title`} className="question-view__number">
          第 {number} 题
          {total ? <span className="question-view__muted"> / 共 {total} 题</span> : null}
        </h2>
        <span className="question-view__muted">{question.points} 分</span>
        {source ? (
          <span className="question-view__muted question-view__source">出处：{source}</span>
        ) : null}
        {tools ? <div className="question-view__tools">{tools}</div> : null}
      </header>
      <RichHtml className="question-view__stem rich-html" html={question.stemHtml} />
      <OptionList question={question} marks={marks} disabled={disabled} onPick={onPick} />
      {children}
    </article>
  );
}
