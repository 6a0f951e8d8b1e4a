import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live; a local folder now, an S3-compatible store at scale. */
export type TFileStorage = {
  /** Stores bytes under a new random key in a folder (e.g. `avatars`); answers the key. */
  put: (folder: string, bytes: Buffer, extension: string) => Promise<string>;
  /** A stream of a stored file, or undefined when there is none. */
  open: (folder: string, key: string) => Readable | undefined;
};

const KEY = /^[a-z0-9]{32}\.(png|jpg|webp)$/;

/** Files in a local folder: <root>/<folder>/<random>.<ext>. */
export function createLocalFileStorage(root: string): TFileStorage {
  return {
    async put(folder, bytes, extension) {
      const key = `${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(join(root, folder), { recursive: true });
      await writeFile(join(root, folder, key), bytes);
      return key;
    },
    open(folder, key) {
      if (!KEY.test(key)) return undefined;
      const path = join(root, folder, key);
      return existsSync(path) ? createReadStream(path) : undefined;
    },
  };
}
