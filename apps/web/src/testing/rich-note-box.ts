import { screen, waitFor } from '@testing-library/react';

/**
 * A note box by its label, once the lazily loaded rich editor has replaced its plain stand-in
 * (NoteTextBox): a test that held the stand-in would go on typing into a detached element.
 */
export function richNoteBox(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const box = screen.getByRole('textbox', { name });
    if (box.getAttribute('contenteditable') !== 'true') throw new Error('编辑器尚未载入');
    return box;
  });
}
