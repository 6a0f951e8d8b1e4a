import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Code from '@tiptap/extension-code';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import { Placeholder, UndoRedo } from '@tiptap/extensions';
import { Markdown } from '@tiptap/markdown';
import type { marked } from 'marked';
import type { Extensions } from '@tiptap/core';
import { noteMarked } from './note-grammar';

/**
 * What a note can hold, and nothing more: the marks and blocks the toolbar offers (each with
 * its usual shortcut, e.g. Ctrl+B), undo, and Markdown in and out with the notes' own grammar
 * (note-grammar.ts).
 */
export function noteExtensions(placeholder?: string): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Bold,
    Italic,
    Strike,
    Code,
    Blockquote,
    BulletList,
    OrderedList,
    ListItem,
    UndoRedo,
    Placeholder.configure({ placeholder: placeholder ?? '' }),
    // The option is typed as marked's default export, but tiptap uses only what an instance
    // has too (Lexer, defaults, lexer, use, setOptions): the instance keeps the global untouched.
    Markdown.configure({ marked: noteMarked as unknown as typeof marked }),
  ];
}
