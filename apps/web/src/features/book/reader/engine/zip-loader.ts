import { BlobReader, BlobWriter, configure, TextWriter, ZipReader } from '@zip.js/zip.js';

/**
 * Reads the EPUB (a zip) for foliate-js with @zip.js/zip.js, the library the server imports
 * books with (ADR 0021), instead of the copy foliate-js vendors: one zip library in the product.
 * Entries are inflated only when the engine asks for them (a chapter, its images).
 */
export async function zipLoader(file: Blob) {
  // No workers: their script would be a blob: URL, which the CSP does not allow as a script.
  configure({ useWebWorkers: false });
  const reader = new ZipReader(new BlobReader(file));
  const entries = new Map(
    (await reader.getEntries()).flatMap((entry) =>
      entry.directory ? [] : [[entry.filename, entry] as const],
    ),
  );
  return {
    loadText: async (name: string) => (await entries.get(name)?.getData(new TextWriter())) ?? null,
    loadBlob: async (name: string, type?: string) =>
      (await entries.get(name)?.getData(new BlobWriter(type))) ?? null,
    getSize: (name: string) => entries.get(name)?.uncompressedSize ?? 0,
  };
}
