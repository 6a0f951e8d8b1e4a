// A note's Markdown as the editor writes it holds &, < and > as entities (&amp; &lt; &gt;);
// the display and the search index read them back as the characters typed (decision 0034).

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Named entities the editor writes, and numeric ones, as their characters; others unchanged. */
export function decodeNoteEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/giu, (whole, name: string) => {
    if (!name.startsWith('#')) return NAMED[name.toLowerCase()] ?? whole;
    const hex = name[1] === 'x' || name[1] === 'X';
    const code = hex ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
