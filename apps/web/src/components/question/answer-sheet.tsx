import './answer-sheet.css';

/** How a question stands in a session, for the answer sheet and the review. */
export type TAnswerStatus = 'unanswered' | 'answered' | 'right' | 'wrong';

export type TSheetItem = { index: number; status: TAnswerStatus; marked?: boolean };

/**
 * Glyphs drawn beside a cell's number, as the official exam screen does (`*` unanswered, `?`
 * marked): the sign is the first signal, the colour the second.
 */
export type TSheetGlyphs = { unanswered: string; marked: string };
export type TSheetGroup = { title?: string; items: TSheetItem[] };

const STATUS_LABELS: Record<TAnswerStatus, string> = {
  unanswered: '未作答',
  answered: '已作答',
  right: '答对',
  wrong: '答错',
};

/**
 * The answer sheet (答题卡): a numbered grid coloured by status, the current question outlined.
 * Each number is a button named 第N题：<status>; choosing one jumps to that question.
 */
export function AnswerSheet({
  groups,
  current,
  onJump,
  legend = ['unanswered', 'right', 'wrong'],
  glyphs,
}: {
  groups: TSheetGroup[];
  /** Index of the current question, if the page shows one at a time. */
  current?: number;
  onJump: (index: number) => void;
  legend?: TAnswerStatus[];
  glyphs?: TSheetGlyphs;
}) {
  const glyphOf = (status: TAnswerStatus, marked: boolean): string | null => {
    if (!glyphs) return null;
    if (marked) return glyphs.marked;
    return status === 'unanswered' ? glyphs.unanswered : null;
  };
  return (
    <nav aria-label="答题卡" className="answer-sheet">
      <div className="answer-sheet__title">答题卡</div>
      <ul className="answer-sheet__legend" aria-hidden>
        {legend.map((status) => (
          <li key={status}>
            <span className={`answer-sheet__swatch answer-sheet__cell--${status}`}>
              {glyphOf(status, false)}
            </span>
            {STATUS_LABELS[status]}
          </li>
        ))}
        {glyphs ? (
          <li>
            <span className="answer-sheet__swatch answer-sheet__cell--marked">{glyphs.marked}</span>
            已标记
          </li>
        ) : null}
      </ul>
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} className="answer-sheet__group">
          {group.title ? <div className="answer-sheet__group-title">{group.title}</div> : null}
          <div className="answer-sheet__grid">
            {group.items.map(({ index, status, marked = false }) => {
              const glyph = glyphOf(status, marked);
              return (
                <button
                  key={index}
                  type="button"
                  data-status={status}
                  data-marked={marked || undefined}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={`第${index + 1}题：${STATUS_LABELS[status]}${marked ? '，已标记' : ''}`}
                  className={`answer-sheet__cell answer-sheet__cell--${status}${
                    marked ? ' answer-sheet__cell--marked' : ''
                  }${index === current ? ' answer-sheet__cell--current' : ''}`}
                  onClick={() => onJump(index)}
                >
                  {index + 1}
                  {glyph ? <span className="answer-sheet__glyph">{glyph}</span> : null}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </nav>
  );
}
