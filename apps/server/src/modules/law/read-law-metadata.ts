import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The corpus's db.sqlite3 (table law joined with category), read with sql.js (WebAssembly,
// no native build) so that the importer runs anywhere Node does. sql.js is imported here, when a
// corpus is read, never at server start (the server bundles this file through the demo seed).

/** One row of the corpus metadata. */
export type TLawMetadata = {
  level: string;
  name: string;
  /** The file's base name when it differs from the name (民法典's 编). */
  filename: string | null;
  subtitle: string | null;
  publish: string | null;
  validFrom: string | null;
  expired: boolean;
  order: number | null;
  /** Folder of the category, e.g. 部门规章/公安部. */
  folder: string;
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Reads db.sqlite3 of a corpus folder; an empty list when the file is absent. */
export async function readLawMetadata(folder: string): Promise<TLawMetadata[]> {
  const file = join(folder, 'db.sqlite3');
  if (!existsSync(file)) return [];
  const { default: initSqlJs } = await import('sql.js');
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(file));
  try {
    const [result] = db.exec(
      `SELECT l.level, l.name, l.filename, l.subtitle, l.publish, l.valid_from, l.expired,
              l."order", c.folder
         FROM law l JOIN category c ON c.id = l.category_id`,
    );
    return (result?.values ?? []).map((row) => ({
      level: text(row[0]) ?? '其他',
      name: text(row[1]) ?? '',
      filename: text(row[2]),
      subtitle: text(row[3]),
      publish: text(row[4]),
      validFrom: text(row[5]),
      expired: Number(row[6]) === 1,
      order: typeof row[7] === 'number' ? row[7] : null,
      folder: text(row[8]) ?? '',
    }));
  } finally {
    db.close();
  }
}

/** Finds the metadata of a file: by folder and name (with its date), else by name anywhere. */
export function createMetadataIndex(rows: TLawMetadata[]) {
  const byPath = new Map<string, TLawMetadata>();
  const byName = new Map<string, TLawMetadata>();
  for (const row of rows) {
    const base = row.filename ?? row.name;
    const names = [base, ...(row.publish ? [`${base}(${row.publish})`] : [])];
    if (row.subtitle) names.push(row.subtitle);
    for (const name of names) {
      byPath.set(`${row.folder}/${name}`, row);
      if (!byName.has(name)) byName.set(name, row);
    }
  }
  return {
    /** `relativePath` without .md, e.g. 民法商法/公司法(2023-12-29). */
    find(relativePath: string): TLawMetadata | undefined {
      const slash = relativePath.lastIndexOf('/');
      const base = relativePath.slice(slash + 1);
      return byPath.get(relativePath) ?? byName.get(base);
    },
  };
}
