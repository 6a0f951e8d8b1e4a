import { describe, expect, it } from 'vitest';
import { cfiStillFits, nearestHit, placeNote, quoteOf } from './anchoring';

const note = {
  anchor: 'epubcfi(/6/4!/4/2,/1:0,/1:4)',
  quote: '国家尊重和保障人权',
  anchorOrder: 0.5,
};

describe('note anchoring', () => {
  it('keeps the CFI while it still points at the quote, white space aside', () => {
    expect(cfiStillFits(' 国家尊重和\n保障人权 '.replace('\n', ''), note.quote)).toBe(true);
    expect(cfiStillFits('国家尊重', note.quote)).toBe(false);
    expect(cfiStillFits(null, note.quote)).toBe(false);
  });

  it('picks the text hit nearest the share the note was taken at', () => {
    const hits = [
      { cfi: 'a', share: 0.1 },
      { cfi: 'b', share: 0.45 },
      { cfi: 'c', share: 0.9 },
    ];
    expect(nearestHit(hits, 0.5)?.cfi).toBe('b');
    expect(nearestHit([], 0.5)).toBeNull();
  });

  it('anchors, re-anchors by text, or shows the note detached', async () => {
    const noHits = () => Promise.resolve([]);
    expect(await placeNote(note, () => Promise.resolve('国家尊重和保障人权'), noHits)).toEqual({
      status: 'anchored',
      cfi: note.anchor,
    });
    // The book was re-issued: the CFI now points elsewhere, the text is found further on.
    const moved = await placeNote(
      note,
      () => Promise.resolve('第一条'),
      () =>
        Promise.resolve([
          { cfi: 'epubcfi(/6/2!/4,/1:0,/1:9)', share: 0.05 },
          { cfi: 'epubcfi(/6/6!/4,/1:3,/1:12)', share: 0.55 },
        ]),
    );
    expect(moved).toEqual({ status: 'reanchored', cfi: 'epubcfi(/6/6!/4,/1:3,/1:12)' });
    // A CFI that no longer resolves (the engine throws) and text that is gone: 未定位.
    const gone = await placeNote(note, () => Promise.reject(new Error('bad cfi')), noHits);
    expect(gone).toEqual({ status: 'detached' });
  });

  it('stores the selection as shown, within the model’s cap', () => {
    expect(quoteOf('  中华人民共和国\n  宪法 ')).toBe('中华人民共和国 宪法');
    const long = quoteOf('法'.repeat(1200));
    expect(long).toHaveLength(1000);
    expect(long.endsWith('…')).toBe(true);
  });
});
