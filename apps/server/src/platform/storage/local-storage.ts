import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  StorageKeyError,
  isStorageKey,
  type TStorage,
  type TStorageSource,
  type TStoredFile,
} from './storage';

/** Errors that mean "there is no such file" (a folder of the key may be a file, too). */
function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Files in a local folder, each at <root>/<key>. A file is written beside its final name and
 * renamed into place, so a reader never sees half a file and a failed write leaves nothing.
 */
export function createLocalStorage(root: string): TStorage {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, key);

  async function write(path: string, source: TStorageSource): Promise<void> {
    if ('bytes' in source) await writeFile(path, source.bytes, { flag: 'wx' });
    else if ('stream' in source) {
      await pipeline(source.stream, createWriteStream(path, { flags: 'wx' }));
    } else await copyFile(source.path, path);
  }

  async function statOf(key: string): Promise<TStoredFile | undefined> {
    if (!isStorageKey(key)) return undefined;
    try {
      const found = await stat(pathOf(key));
      return found.isFile() ? { size: found.size, modifiedAt: found.mtime } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    localRoot: base,

    async put(key, source) {
      if (!isStorageKey(key)) throw new StorageKeyError(key);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await write(partial, source);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      const stored = await statOf(key);
      if (!stored) throw new Error(`stored file vanished: ${key}`);
      return stored;
    },

    stat: statOf,

    async open(key) {
      if (!(await statOf(key))) return undefined;
      return createReadStream(pathOf(key));
    },

    async remove(key) {
      if (!isStorageKey(key)) throw new StorageKeyError(key);
      await rm(pathOf(key), { force: true });
    },
  };
}
