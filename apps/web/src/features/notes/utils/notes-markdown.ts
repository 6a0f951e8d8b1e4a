import type { TNote } from '@yzfk/contract/calls/notes';
import { formatPosition } from './format-position';
import { SOURCE_LABELS } from '../../../lib/note-place';
import { downloadFile } from '../../../lib/download-file';

/** Where a note sits, in words: 法条 · 第一条…, 课程 · 03:12, 题目 #12. */
export function placeText(note: TNote): string {
  const kind = SOURCE_LABELS[note.source];
  if (note.source === 'lesson') return `${kind} · ${formatPosition(note.anchorOrder)}`;
  if (note.quote !== '') return `${kind} · ${note.quote}`;
  return `${kind} #${note.sourceId}`;
}

/** A quote as Markdown block quote lines. */
function blockQuote(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

/** Notes as a Markdown document: a title, then each note's place, tags, quote and text. */
export function notesMarkdown(title: string, notes: TNote[]): string {
  const parts = [`# ${title.replace(/\n/g, ' ')}`, ''];
  for (const note of notes) {
    parts.push(`## ${placeText(note).replace(/\n/g, ' ')}`, '');
    if (note.tags?.length) parts.push(`标签：${note.tags.map((tag) => `#${tag}`).join(' ')}`, '');
    if (note.quote !== '' && note.source !== 'law') parts.push(blockQuote(note.quote), '');
    if (note.text !== '') parts.push(note.text, '');
  }
  return parts.join('\n');
}

/** Offers a text as a Markdown file to download. */
export function downloadText(fileName: string, text: string): void {
  downloadFile(fileName, new Blob([text], { type: 'text/markdown;charset=utf-8' }));
}
