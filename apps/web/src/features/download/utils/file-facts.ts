// How a file's facts read on the page: its type, its size and its date.

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'text/markdown': 'Markdown',
  'text/plain': '文本',
  'application/zip': 'ZIP',
};

/** The file type as users name it: PDF, Word…; else the file name's extension. */
export function typeLabel(contentType: string, fileName: string): string {
  const known = TYPE_LABELS[contentType];
  if (known) return known;
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toUpperCase() : '文件';
}

/** A size in B, KB or MB (1024-based, one decimal under 10). */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** The date of an ISO instant in China time, YYYY-MM-DD. */
export function dateLabel(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
