import { stat } from 'node:fs/promises';
import type { TStorage } from '../../platform/storage/storage';
import type { registerMediaFile } from './register-media-file';
import type { TRegisterFile } from './media.types';

type TRegisterMediaFile = (input: TRegisterFile) => ReturnType<typeof registerMediaFile>;

/**
 * A registerFile that does not copy a file again when the stored copy is unchanged: the same
 * size and not older than the source. A restart then only checks the demo
 * files (courses and books) instead of copying them again.
 */
export function skipUnchangedFiles(
  storage: TStorage,
  registerFile: TRegisterMediaFile,
): TRegisterMediaFile {
  return async (input: TRegisterFile) => {
    if (input.source && 'path' in input.source) {
      const [stored, source] = await Promise.all([
        storage.stat(input.key),
        stat(input.source.path),
      ]);
      if (stored && stored.size === source.size && stored.modifiedAt >= source.mtime) {
        return registerFile({ ...input, source: undefined });
      }
    }
    return registerFile(input);
  };
}
