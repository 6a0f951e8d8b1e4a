import { Button, Segmented } from 'antd';
import type { TFlow, TTheme } from '../engine/renderer';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, type TReaderPrefs } from '../utils/reader-prefs';

const FLOWS: { value: TFlow; label: string }[] = [
  { value: 'paginated', label: '翻页' },
  { value: 'scrolled', label: '滚动' },
];
const THEMES: { value: TTheme; label: string }[] = [
  { value: 'day', label: '日间' },
  { value: 'night', label: '夜间' },
  { value: 'eye', label: '护眼' },
];

type TChoiceKey = 'theme' | 'flow';

/** A setting chosen among a few words (theme, flow). */
type TChoice = {
  [K in TChoiceKey]: {
    key: K;
    title: string;
    label: string;
    options: { value: TReaderPrefs[K]; label: string }[];
  };
}[TChoiceKey];

const CHOICES: TChoice[] = [
  { key: 'theme', title: '主题', label: '主题', options: THEMES },
  { key: 'flow', title: '模式', label: '阅读模式', options: FLOWS },
];

/** The preferences with one choice set to the option that has this value. */
function choose(prefs: TReaderPrefs, choice: TChoice, value: string): TReaderPrefs {
  const option = choice.options.find((one) => one.value === value);
  return option ? { ...prefs, [choice.key]: option.value } : prefs;
}

/** The 设置 popover: font size (A-/A+ in steps of 2), theme and paginated or scrolling. */
export function ReaderSettings({
  prefs,
  onChange,
}: {
  prefs: TReaderPrefs;
  onChange: (next: TReaderPrefs) => void;
}) {
  return (
    <div className="reader-settings">
      <div className="reader-settings__row">
        <span>字号</span>
        <Button
          size="small"
          aria-label="缩小字号"
          disabled={prefs.fontSize <= FONT_SIZE_MIN}
          onClick={() => onChange({ ...prefs, fontSize: prefs.fontSize - 2 })}
        >
          A-
        </Button>
        <span aria-live="polite">{prefs.fontSize}</span>
        <Button
          size="small"
          aria-label="放大字号"
          disabled={prefs.fontSize >= FONT_SIZE_MAX}
          onClick={() => onChange({ ...prefs, fontSize: prefs.fontSize + 2 })}
        >
          A+
        </Button>
      </div>
      {CHOICES.map((choice) => (
        <div key={choice.key} className="reader-settings__row">
          <span>{choice.title}</span>
          <Segmented<string>
            aria-label={choice.label}
            size="small"
            value={prefs[choice.key]}
            options={choice.options}
            onChange={(value) => onChange(choose(prefs, choice, value))}
          />
        </div>
      ))}
    </div>
  );
}
