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
      <div className="reader-settings__row">
        <span>主题</span>
        <Segmented
          aria-label="主题"
          size="small"
          value={prefs.theme}
          options={THEMES}
          onChange={(theme) => onChange({ ...prefs, theme })}
        />
      </div>
      <div className="reader-settings__row">
        <span>模式</span>
        <Segmented
          aria-label="阅读模式"
          size="small"
          value={prefs.flow}
          options={FLOWS}
          onChange={(flow) => onChange({ ...prefs, flow })}
        />
      </div>
    </div>
  );
}
