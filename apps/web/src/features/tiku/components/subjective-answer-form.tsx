import { Button, Input } from 'antd';
import { SUBJECTIVE_ANSWER_MAX } from '@yzfk/contract/calls/tiku-subjective';
import { useState } from 'react';
import { RichHtml } from '../../../components/question/rich-html';

export type TSubQuestion = { stemHtml: string; points: number };

/**
 * The answer sheet of a subjective question: one text box per sub-question with a live
 * character count (at most SUBJECTIVE_ANSWER_MAX each), and 提交作答 once anything is written.
 */
export function SubjectiveAnswerForm({
  subQuestions,
  submitting,
  onSubmit,
}: {
  subQuestions: TSubQuestion[];
  submitting: boolean;
  onSubmit: (answers: string[]) => void;
}) {
  const [texts, setTexts] = useState<string[]>(() => subQuestions.map(() => ''));
  const blank = texts.every((text) => text.trim() === '');
  return (
    <form
      className="tiku-zg-form"
      aria-label="作答"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onSubmit(texts);
      }}
    >
      {subQuestions.map((sub, index) => {
        const text = texts[index] ?? '';
        const id = `zg-answer-${index}`;
        return (
          <div key={index} className="tiku-zg-sub">
            <div className="tiku-zg-sub__head">
              <label htmlFor={id} className="tiku-zg-sub__label">
                第 {index + 1} 问
              </label>
              <span className="tiku-muted">（{sub.points} 分）</span>
            </div>
            <RichHtml className="rich-html tiku-zg-sub__stem" html={sub.stemHtml} />
            <Input.TextArea
              id={id}
              value={text}
              maxLength={SUBJECTIVE_ANSWER_MAX}
              autoSize={{ minRows: 5, maxRows: 16 }}
              placeholder="在此输入你的作答，写明结论与法律依据…"
              onChange={(event) =>
                setTexts((all) => all.map((old, i) => (i === index ? event.target.value : old)))
              }
            />
            <div
              className={`tiku-zg-sub__count${text.length >= SUBJECTIVE_ANSWER_MAX ? ' tiku-zg-sub__count--full' : ''}`}
              aria-live="polite"
              data-testid={`zg-count-${index + 1}`}
            >
              已输入 {text.length} / {SUBJECTIVE_ANSWER_MAX} 字
            </div>
          </div>
        );
      })}
      <Button type="primary" htmlType="submit" disabled={blank} loading={submitting}>
        提交作答
      </Button>
    </form>
  );
}
