import type { TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import { RichHtml } from './rich-html';

/** How the options look: answerable, or marked against the right answer. */
export type TOptionMarks = {
  /** The options the user chose (their answer, or the current selection). */
  chosen: readonly string[];
  /** The right options, once the user may see them; null hides every mark. */
  answer: readonly string[] | null;
};

/**
 * The options of a question as a radio group (单选) or a group of checkboxes (多选, 不定项).
 * Each option is a button named by its letter and text; once the answer is known, the right
 * options are marked 正确答案 (green) and a wrong choice 你的选择 (red).
 */
export function OptionList({
  question,
  marks,
  disabled,
  onPick,
}: {
  question: TQuestion;
  marks: TOptionMarks;
  disabled: boolean;
  onPick: (key: string) => void;
}) {
  const isSingle = question.type === 'single';
  const role = isSingle ? 'radio' : 'checkbox';
  const { chosen, answer } = marks;
  return (
    <div
      role={isSingle ? 'radiogroup' : 'group'}
      aria-label="选项"
      aria-disabled={disabled || undefined}
      className="tiku-options"
    >
      {question.options.map((option) => {
        const isChosen = chosen.includes(option.key);
        const isRight = answer?.includes(option.key) ?? false;
        const isWrongChoice = answer !== null && isChosen && !isRight;
        const state = isWrongChoice ? 'wrong' : isRight ? 'right' : isChosen ? 'chosen' : 'idle';
        return (
          <button
            key={option.key}
            type="button"
            role={role}
            aria-checked={isChosen}
            aria-disabled={disabled || undefined}
            data-state={state}
            className={`tiku-option tiku-option--${state}`}
            onClick={() => {
              if (!disabled) onPick(option.key);
            }}
          >
            <span className="tiku-option__key">{option.key}</span>
            <RichHtml as="span" className="tiku-option__text" html={option.html} />
            {isRight ? <span className="tiku-option__tag">正确答案</span> : null}
            {isWrongChoice ? (
              <span className="tiku-option__tag tiku-option__tag--wrong">你的选择</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
