import { isStorageKey, type TStorage } from '../../platform/storage/storage';
import type { TMediaFile, TMediaRepository } from './media.repository';
import type { TRegisterFile } from './media.types';

const CONTENT_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]{0,99}$/;

/**
 * Records a file of the storage as a media file, storing its bytes first when given; the same
 * key again updates its row and keeps its id. Used by the media service and by importers that
 * run without a server (the course CLI, the demo seed).
 */
export async function registerMediaFile(
  deps: { files: TMediaRepository; storage: TStorage },
  input: TRegisterFile,
): Promise<TMediaFile> {
  if (!isStorageKey(input.key)) throw new Error(`invalid storage key: ${input.key}`);
  if (!CONTENT_TYPE.test(input.contentType)) {
    throw new Error(`invalid content type: ${input.contentType}`);
  }
  const stored = input.source
    ? await deps.storage.put(input.key, input.source)
    : await deps.storage.stat(input.key);
  if (!stored) throw new Error(`no stored file under ${input.key}`);
  return deps.files.upsert({
    storageKey: input.key,
    contentType: input.contentType,
    byteSize: stored.size,
    durationMs: input.durationMs ?? null,
    access: input.access,
  });
}
