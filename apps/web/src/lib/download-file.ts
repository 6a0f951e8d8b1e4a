/**
 * Offers a blob or a data URL to the browser as a file to download (exports, the answer sheet).
 * The link joins the page for the click, as some browsers only follow attached links.
 */
export function downloadFile(fileName: string, content: Blob | string): void {
  const url = typeof content === 'string' ? content : URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  if (typeof content !== 'string') setTimeout(() => URL.revokeObjectURL(url), 0);
}
