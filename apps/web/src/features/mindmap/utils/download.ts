/** A file name from a document title: characters file systems refuse become '_'. */
export function fileNameOf(title: string, extension: string): string {
  const base = title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || '导图';
  return `${base}.${extension}`;
}
