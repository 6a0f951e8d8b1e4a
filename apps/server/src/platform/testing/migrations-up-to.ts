import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../db/migrate';

// Migration tests build a database as it stood before a migration, fill it with the rows of
// that time, then run the rest: the migrations folder is copied with its journal cut short.

/** A copy of the migrations folder whose journal ends with the migration tagged `tag`. */
export function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'yzfk-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration tagged ${tag}`);
  writeFileSync(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut + 1) }),
  );
  return folder;
}
