import { NOTE_TEXT_MAX } from '@yzfk/contract/calls/notes';

/** True when a note's Markdown is past what the server accepts: its save stays off. */
export function isNoteTooLong(text: string, max: number = NOTE_TEXT_MAX): boolean {
  return text.length > max;
}
