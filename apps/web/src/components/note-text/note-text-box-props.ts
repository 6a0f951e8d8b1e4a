/** What every note box takes, whether the editor has loaded or its plain stand-in shows. */
export type TNoteTextBoxProps = {
  /** The note's Markdown. */
  value: string;
  onChange: (text: string) => void;
  onSave: () => void;
  /** What a screen reader announces for the box. */
  label: string;
  id?: string;
  placeholder?: string;
  autoFocus?: boolean;
  maxRows?: number;
  /** The most characters of Markdown the note's call accepts. */
  maxLength?: number;
};
