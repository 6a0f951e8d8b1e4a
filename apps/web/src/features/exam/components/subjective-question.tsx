import { Input, Tag } from 'antd';
import type { TExamQuestion } from '@yzfk/contract/calls/exam-shapes';
import { EXAM_TEXT_ANSWER_MAX } from '@yzfk/contract/calls/exam';
import { useState, type ReactNode } from 'react';
import { ResizableColumn } from '../../../components/resizable-column';
import { RichHtml } from '../../../components/question/rich-html';
import type { TAnswerValue } from '../queue/answer-queue';
import { MarkButton } from './objective-question';

const MIN_PANE = 240;

/** Texts of every sub-question (a stored answer may have fewer boxes than the question). */
function textsOf(question: TExamQuestion, answer: TAnswerValue): string[] {
  return question.subQuestions.map((_, index) => answer.texts[index] ?? '');
}

/**
 * A 主观题: the case material and the answer boxes side by side, with the shared draggable
 * divider between them (the resizable column: drag, or ←/→ on the focused handle), one box per
 * sub-question with its character count.
 */
export function SubjectiveQuestion({
  question,
  total,
  answer,
  locked,
  onChange,
  status,
  tools,
}: {
  question: TExamQuestion;
  total: number;
  answer: TAnswerValue;
  locked: boolean;
  onChange: (value: TAnswerValue) => void;
  status: ReactNode;
  tools?: ReactNode;
}) {
  const [materialWidth, setMaterialWidth] = useState(520);
  const texts = textsOf(question, answer);
  return (
    <article className="exam-subt" aria-labelledby={`exam-q-${question.id}`}>
      <header className="exam-subt__head">
        <Tag color="purple">主观题</Tag>
        <h2 id={`exam-q-${question.id}`} className="exam-subt__number">
          第 {question.number} 题<span className="exam-muted"> / 共 {total} 题</span>
        </h2>
        <span className="exam-muted">{question.points} 分</span>
        <div className="exam-subt__tools">
          {status}
          {tools}
          <MarkButton
            marked={answer.marked}
            disabled={locked}
            onToggle={() => onChange({ ...answer, marked: !answer.marked })}
          />
        </div>
      </header>
      <table className="exam-split">
        <colgroup>
          <col style={{ width: materialWidth }} />
          <col />
        </colgroup>
        <thead>
          <tr>
            <ResizableColumn
              width={materialWidth}
              minWidth={MIN_PANE}
              onResize={(width) => setMaterialWidth(width)}
              className="exam-split__title"
            >
              案情材料
            </ResizableColumn>
            <th className="exam-split__title">作答区</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="exam-split__pane">
              <section aria-label="案情材料" className="exam-split__scroll">
                {question.materialHtml ? (
                  <RichHtml className="rich-html" html={question.materialHtml} />
                ) : null}
                <RichHtml className="rich-html" html={question.stemHtml} />
              </section>
            </td>
            <td className="exam-split__pane">
              <section aria-label="作答区" className="exam-split__scroll">
                {question.subQuestions.map((sub, index) => {
                  const text = texts[index] ?? '';
                  const id = `exam-answer-${question.id}-${index}`;
                  return (
                    <div key={index} className="exam-subt__sub">
                      <label htmlFor={id} className="exam-subt__label">
                        第 {index + 1} 问<span className="exam-muted">（{sub.points} 分）</span>
                      </label>
                      <RichHtml className="rich-html exam-subt__stem" html={sub.stemHtml} />
                      <Input.TextArea
                        id={id}
                        value={text}
                        disabled={locked}
                        maxLength={EXAM_TEXT_ANSWER_MAX}
                        autoSize={{ minRows: 6, maxRows: 18 }}
                        placeholder="在此输入答案"
                        onChange={(event) =>
                          onChange({
                            ...answer,
                            texts: texts.map((old, i) => (i === index ? event.target.value : old)),
                          })
                        }
                      />
                      <div className="exam-subt__count" aria-live="polite">
                        已输入 {text.length} 字
                      </div>
                    </div>
                  );
                })}
              </section>
            </td>
          </tr>
        </tbody>
      </table>
    </article>
  );
}
