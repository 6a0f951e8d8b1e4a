import { NOTE_COLOURS, type TNoteColour } from '@yzfk/contract/calls/notes';

/** The palette's names, as the picker reads them out. */
const COLOUR_NAMES: Record<TNoteColour, string> = {
  yellow: '黄色',
  green: '绿色',
  blue: '蓝色',
  pink: '粉色',
  purple: '紫色',
};

/** A row of colour swatches to mark a note with; one is always chosen. */
export function ColourPicker({
  value,
  onChange,
}: {
  value: TNoteColour;
  onChange: (colour: TNoteColour) => void;
}) {
  return (
    <div className="note-colours" role="radiogroup" aria-label="笔记颜色">
      {NOTE_COLOURS.map((colour) => (
        <button
          key={colour}
          type="button"
          role="radio"
          aria-checked={colour === value}
          aria-label={COLOUR_NAMES[colour]}
          title={COLOUR_NAMES[colour]}
          className={`note-colours__swatch note-colour--${colour}`}
          onClick={() => onChange(colour)}
        />
      ))}
    </div>
  );
}
