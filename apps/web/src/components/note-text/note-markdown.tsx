import type { Token, Tokens } from 'marked';
import { decodeNoteEntities } from '@yzfk/contract/notes/note-entities';
import { Fragment, type ReactNode } from 'react';
import { noteMarked } from './note-grammar';
import './note-text.css';

// A note's Markdown shown as React elements made from the note grammar's tokens: every string
// becomes a text node, so nothing typed can become markup (there is no HTML path at all).

function inline(tokens: Token[] | undefined): ReactNode {
  return tokens?.map((token, index) => <Fragment key={index}>{inlineToken(token)}</Fragment>);
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{inline(token.tokens)}</strong>;
    case 'em':
      return <em>{inline(token.tokens)}</em>;
    case 'del':
      return <del>{inline(token.tokens)}</del>;
    case 'codespan':
      return <code>{decodeNoteEntities((token as Tokens.Codespan).text)}</code>;
    case 'br':
      return <br />;
    case 'text':
      return token.tokens ? inline(token.tokens) : decodeNoteEntities((token as Tokens.Text).text);
    case 'escape':
      return (token as Tokens.Escape).text;
    default:
      return token.raw;
  }
}

function blocks(tokens: Token[]): ReactNode {
  return tokens.map((token, index) => <Fragment key={index}>{blockToken(token)}</Fragment>);
}

function blockToken(token: Token): ReactNode {
  switch (token.type) {
    case 'space':
      return null;
    case 'paragraph':
      return <p>{inline(token.tokens)}</p>;
    case 'text':
      // The text of a tight list item: inline content without a paragraph around it.
      return inline(token.tokens) ?? decodeNoteEntities((token as Tokens.Text).text);
    case 'blockquote':
      return <blockquote>{blocks((token as Tokens.Blockquote).tokens)}</blockquote>;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => <li key={index}>{blocks(item.tokens)}</li>);
      if (!list.ordered) return <ul>{items}</ul>;
      return <ol start={typeof list.start === 'number' ? list.start : undefined}>{items}</ol>;
    }
    default:
      // The grammar makes no other block; were one to appear, its source shows as text.
      return <p>{token.raw}</p>;
  }
}

/** A note's text (Markdown) as the reader sees it: bold, lists, quotes…, never raw HTML. */
export function NoteMarkdown({ text, className }: { text: string; className?: string }) {
  const tokens = noteMarked.lexer(text);
  return (
    <div className={className ? `note-markdown ${className}` : 'note-markdown'}>
      {blocks(tokens)}
    </div>
  );
}
