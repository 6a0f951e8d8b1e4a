import type { TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import { RichHtml } from './rich-html';
import './option-list.css';

/** How the options look: answerable, or marked against the right answer. */
export type TOptionMarks = {
  /** The options the user chose (their answer, or the current selection). */
  chosen: readonly string[];
  /** The right options, once the user may see them; null hides every mark. */
  answer: readonly string[] | null;
};

/** The state an option is drawn in: idle, chosen (no answer known yet), right or a wrong choice. */
export type TOptionState = 'idle' | 'chosen' | 'right' | 'wrong';

/** The drawn state of one option, and whether it gets the 你的选择 and 正确答案 tags. */
function optionState(
  key: string,
  marks: TOptionMarks,
): { state: TOptionState; isChosen: boolean; isRight: boolean; tagsChoice: boolean } {
  const isChosen = marks.chosen.includes(key);
  const isRight = marks.answer?.includes(key) ?? false;
  const judged = marks.answer !== null;
  const state: TOptionState =
    judged && isChosen && !isRight ? 'wrong' : isRight ? 'right' : isChosen ? 'chosen' : 'idle';
  return { state, isChosen, isRight, tagsChoice: judged && isChosen };
}

/**
 * The options of a question as a radio group (单选) or a group of checkboxes (多选, 不定项).
 * Each option is a button named by its letter and text; once the answer is known, the right
 * options are marked 正确答案 (green), and every option the user chose 你的选择 (red when wrong),
 * so a right choice carries both tags.
 */
export function OptionList({
  question,
  marks,
  disabled,
  onPick,
}: {
  question: Pick<TQuestion, 'type' | 'options'>;
  marks: TOptionMarks;
  disabled: boolean;
  onPick: (key: string) => void;
}) {
  const isSingle = question.type === 'single';
  const role = isSingle ? 'radio' : 'checkbox';
  return (
    <div
      role={isSingle ? 'radiogroup' : 'group'}
      aria-label="选项"
      aria-disabled={disabled || undefined}
      className="option-list"
    >
      {question.options.map((option) => {
        const { state, isChosen, isRight, tagsChoice } = optionState(option.key, marks);
        return (
          <button
            key={option.key}
            type="button"
            role={role}
            aria-checked={isChosen}
            aria-disabled={disabled || undefined}
            data-state={state}
            className={`option-list__option option-list__option--${state}`}
            onClick={() => {
              if (!disabled) onPick(option.key);
            }}
          >
            <span className="option-list__key">{option.key}</span>
            <RichHtml as="span" className="option-list__text" html={option.html} />
            {tagsChoice ? (
              <span
                className={`option-list__tag${isRight ? ' option-list__tag--chosen' : ' option-list__tag--wrong'}`}
              >
                你的选择
              </span>
            ) : null}
            {isRight ? <span className="option-list__tag">正确答案</span> : null}
          </button>
        );
      })}
    </div>
  );
}
