/** Offers a blob or a data URL as a file to download (exports). */
export function downloadFile(fileName: string, content: Blob | string): void {
  const url = typeof content === 'string' ? content : URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked after the click has started the download.
  if (typeof content !== 'string') setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a document title: characters file systems refuse become '_'. */
export function fileNameOf(title: string, extension: string): string {
  const base = title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || '导图';
  return `${base}.${extension}`;
}
