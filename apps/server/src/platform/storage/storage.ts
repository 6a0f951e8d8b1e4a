import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where stored files (avatars, course media, book scans) live: a local folder by default, an
 * S3-compatible object store behind a CDN at scale (docs/decisions/0018-media-storage.md).
 * Files are named by keys such as `avatars/3f…9a.png`: folders and a file name, checked by
 * isStorageKey, so no key can leave the storage's root.
 */
export type TStorage = {
  /**
   * Writes a file under a key, from bytes, a stream or a local file, replacing any file of that
   * key. Nothing is visible under the key until the whole file is written.
   */
  put: (key: string, source: TStorageSource) => Promise<TStoredFile>;
  /** Size and modification time of a stored file, or undefined when there is none. */
  stat: (key: string) => Promise<TStoredFile | undefined>;
  /** A stream of a stored file, or undefined when there is none. */
  open: (key: string) => Promise<Readable | undefined>;
  /** Deletes a stored file; nothing happens when there is none. */
  remove: (key: string) => Promise<void>;
  /**
   * The folder keys are paths in, for a storage on this machine (the media route serves from it
   * with ranges); undefined for a remote store.
   */
  localRoot: string | undefined;
};

export type TStorageSource = { bytes: Buffer } | { stream: Readable } | { path: string };

export type TStoredFile = { size: number; modifiedAt: Date };

const FOLDER = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,10}$/;
const MAX_FOLDERS = 4;

/**
 * Whether a text may name a stored file: one to four folders of lower-case letters, digits,
 * `-` and `_`, then a file name of the same (upper case too) with one extension. No dots but
 * the extension's, no empty parts, no `\`: so no `..`, no absolute path, no hidden file.
 */
export function isStorageKey(key: string): boolean {
  const parts = key.split('/');
  const name = parts.pop();
  if (name === undefined || !FILE_NAME.test(name)) return false;
  return parts.length >= 1 && parts.length <= MAX_FOLDERS && parts.every((p) => FOLDER.test(p));
}

/** Raised for a key that isStorageKey refuses: a programming error, never a user's input. */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'StorageKeyError';
  }
}

/** A new random key in a folder, e.g. `avatars/<32 hex>.png`. */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  if (!isStorageKey(key)) throw new StorageKeyError(key);
  return key;
}
