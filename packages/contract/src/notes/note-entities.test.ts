import { describe, expect, it } from 'vitest';
import { decodeNoteEntities } from './note-entities';

describe('a note’s entities', () => {
  it('reads back what the editor encoded, numeric ones too, and leaves the rest as typed', () => {
    expect(decodeNoteEntities('a &amp; b &lt;script&gt; &#x4E2D;&#25991;')).toBe(
      'a & b <script> 中文',
    );
    expect(decodeNoteEntities('&nbsp; &#0; &#x110000; &')).toBe('&nbsp; &#0; &#x110000; &');
  });
});
