import { Tag } from 'antd';
import { QUESTION_TYPE_LABELS, type TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import type { ReactNode } from 'react';
import { OptionList, type TOptionMarks } from './option-list';
import { RichHtml } from './rich-html';

/** Where a question comes from: 2019年 卷一 第12题. */
export function sourceText(source: TQuestion['source']): string {
  return [
    source.year ? `${source.year}年` : '',
    source.paper ?? '',
    source.number ? `第${source.number}题` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * One objective question: its type badge, number, stem and options, with whatever the page
 * puts under it (submit button, feedback, solution) and beside it (favourite, note).
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
  /** 1-based number in the session. */
  number: number;
  total?: number;
  marks: TOptionMarks;
  disabled: boolean;
  onPick: (key: string) => void;
  tools?: ReactNode;
  children?: ReactNode;
}) {
  const source = sourceText(question.source);
  return (
    <article className="tiku-question" aria-labelledby={`tiku-q-${question.id}-title`}>
      <header className="tiku-question__head">
        <Tag color="blue" className="tiku-question__type">
          {QUESTION_TYPE_LABELS[question.type]}
        </Tag>
        <h2 id={`tiku-q-${question.id}-title`} className="tiku-question__number">
          第 {number} 题{total ? <span className="tiku-muted"> / 共 {total} 题</span> : null}
        </h2>
        <span className="tiku-muted">{question.points} 分</span>
        {source ? <span className="tiku-muted tiku-question__source">{source}</span> : null}
        {tools ? <div className="tiku-question__tools">{tools}</div> : null}
      </header>
      <RichHtml className="tiku-question__stem tiku-rich" html={question.stemHtml} />
      <OptionList question={question} marks={marks} disabled={disabled} onPick={onPick} />
      {children}
    </article>
  );
}
