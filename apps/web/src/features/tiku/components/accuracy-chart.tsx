import { percentText } from '../../../components/question/answer-text';

export type TAccuracyBar = {
  label: string;
  /** 0–1, or null when nothing was answered. */
  accuracy: number | null;
  /** Shown after the bar: 答 12 题. */
  detail?: string;
};

/** The colour of an accuracy: green from 80%, amber from 60%, red below. */
function toneOf(accuracy: number): string {
  if (accuracy >= 0.8) return 'good';
  if (accuracy >= 0.6) return 'fair';
  return 'poor';
}

/**
 * A horizontal bar chart of accuracies, one bar per row, drawn with CSS. Each bar is a meter
 * (0–100) named by its label, so screen readers read 民法 75%.
 */
export function AccuracyChart({ title, bars }: { title: string; bars: TAccuracyBar[] }) {
  return (
    <figure className="tiku-chart" aria-label={title}>
      <figcaption className="tiku-chart__title">{title}</figcaption>
      <ul className="list-stack">
        {bars.map((bar) => {
          const value = bar.accuracy === null ? 0 : Math.round(bar.accuracy * 100);
          return (
            <li key={bar.label} className="tiku-chart__row">
              <span className="tiku-chart__label">{bar.label}</span>
              <span
                role="meter"
                aria-label={bar.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
                aria-valuetext={percentText(bar.accuracy)}
                className="tiku-chart__track"
              >
                <span
                  className={`tiku-chart__bar tiku-chart__bar--${
                    bar.accuracy === null ? 'none' : toneOf(bar.accuracy)
                  }`}
                  style={{ width: `${value}%` }}
                />
              </span>
              <span className="tiku-chart__value">{percentText(bar.accuracy)}</span>
              {bar.detail ? <span className="tiku-chart__detail">{bar.detail}</span> : null}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
