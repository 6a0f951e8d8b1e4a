import { readFileSync } from 'node:fs';
import type { TDb } from '../../../platform/db/database';
import { createLogger } from '../../../platform/logger';
import { BUNDLED_LAW_PACK } from './bundled-law-pack';
import { lawPackChecksum } from './law-pack-format';
import { loadLawPack, type TLawPackSource } from './load-law-pack';

/** The committed law pack's bytes and checksum, as a load takes them. */
export function readBundledLawPack(): TLawPackSource {
  const bytes = readFileSync(BUNDLED_LAW_PACK);
  return { bytes, checksum: lawPackChecksum(bytes) };
}

/**
 * Loads a pack into a database that holds no demo content (the benches' and the browser
 * journeys' prepared libraries): with no sample laws to retire, nothing runs after the import.
 */
export function loadLawPackUnseeded(db: TDb, pack: TLawPackSource) {
  return loadLawPack(
    { db, log: createLogger('warn'), now: () => new Date(), afterImport: () => Promise.resolve() },
    pack,
  );
}
