import type { TStorageSource } from '../../platform/storage/storage';
import type { TMediaAccess } from './media.schema';

// The media module's types other modules name (importers hand their files to registerFile).

/** What registerFile records: a file already in the storage under `key`, or one put there now. */
export type TRegisterFile = {
  key: string;
  /** Stores these bytes under the key first; without it the key must already hold the file. */
  source?: TStorageSource;
  contentType: string;
  access: TMediaAccess;
  durationMs?: number | null;
};
