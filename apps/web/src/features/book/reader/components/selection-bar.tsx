import { NOTE_COLOURS, type TNoteColour } from '@yzfk/contract/calls/notes';
import { Button } from 'antd';
import { COLOUR_LABELS } from './colours';

/** Shown while text is selected: highlight in a colour, write a note on it, or cancel. */
export function SelectionBar({
  text,
  busy,
  onHighlight,
  onNote,
  onCancel,
}: {
  text: string;
  busy: boolean;
  onHighlight: (colour: TNoteColour) => void;
  onNote: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="reader-selection" role="toolbar" aria-label="选中文字">
      <span className="reader-selection__text" title={text}>
        {text}
      </span>
      <span className="reader-selection__colours">
        {NOTE_COLOURS.map((colour) => (
          <button
            key={colour}
            type="button"
            className="reader-swatch"
            style={{ background: COLOUR_LABELS[colour].swatch }}
            aria-label={`${COLOUR_LABELS[colour].name}划线`}
            title={`${COLOUR_LABELS[colour].name}划线`}
            disabled={busy}
            onClick={() => onHighlight(colour)}
          />
        ))}
      </span>
      <Button size="small" type="primary" onClick={onNote} disabled={busy}>
        写笔记
      </Button>
      <Button size="small" onClick={onCancel}>
        取消
      </Button>
    </div>
  );
}
