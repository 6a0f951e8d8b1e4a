import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The corpus's metadata databases (table law joined with category), read with sql.js
// (WebAssembly, no native build) so that the importer runs anywhere Node does. A corpus may
// carry one db.sqlite3 at its top and more in sub-folders (one per province of local
// regulations, say): each governs its own subtree, with paths relative to its own folder, and
// the nearest one governs a file. sql.js is imported here, when a corpus is read, never at
// server start (the server bundles this file through the demo seed).

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
  /** Folder of the category relative to its database's folder, e.g. 部门规章/公安部. */
  folder: string;
  /** 省/自治区/直辖市 of a local regulation, when the database has a region column. */
  region?: string | null;
};

/** The metadata of one database and the folder it governs ('' for the corpus top). */
export type TMetadataSource = { dir: string; rows: TLawMetadata[] };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Columns a corpus may add to table law and that the importer understands. */
const REGION_COLUMNS = ['region', 'province'];

async function readOne(file: string): Promise<TLawMetadata[]> {
  const { default: initSqlJs } = await import('sql.js');
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(file));
  try {
    const columns = new Set(
      (db.exec(`PRAGMA table_info(law)`)[0]?.values ?? []).map((row) => String(row[1])),
    );
    const region = REGION_COLUMNS.find((column) => columns.has(column));
    const [result] = db.exec(
      `SELECT l.level, l.name, l.filename, l.subtitle, l.publish, l.valid_from, l.expired,
              l."order", c.folder, ${region ? `l."${region}"` : 'NULL'}
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
      region: text(row[9]),
    }));
  } finally {
    db.close();
  }
}

/** Reads every db.sqlite3 under a corpus folder (none: an empty list). */
export async function readLawMetadata(folder: string): Promise<TMetadataSource[]> {
  const sources: TMetadataSource[] = [];
  const walk = async (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && entry.name === 'db.sqlite3')) {
      const rows = await readOne(join(dir, 'db.sqlite3'));
      sources.push({ dir: relative(folder, dir).split(sep).join('/'), rows });
    }
    for (const entry of entries) if (entry.isDirectory()) await walk(join(dir, entry.name));
  };
  await walk(folder);
  return sources;
}

/** Finds the metadata of a file in one database: by folder and name (with its date), else by name. */
function createOneIndex(rows: TLawMetadata[]) {
  const byPath = new Map<string, TLawMetadata>();
  const byName = new Map<string, TLawMetadata>();
  for (const row of rows) {
    const base = row.filename ?? row.name;
    const names = [base, ...(row.publish ? [`${base}(${row.publish})`] : [])];
    if (row.subtitle) names.push(row.subtitle);
    for (const name of names) {
      // A database beside its files lists them under an empty folder.
      byPath.set(row.folder ? `${row.folder}/${name}` : name, row);
      if (!byName.has(name)) byName.set(name, row);
    }
  }
  return (relativePath: string): TLawMetadata | undefined => {
    const base = relativePath.slice(relativePath.lastIndexOf('/') + 1);
    return byPath.get(relativePath) ?? byName.get(base);
  };
}

/** What governs a file: its metadata row (if its database lists it) and that database's folder. */
export type TGoverningMetadata = { metadata: TLawMetadata | undefined; dir: string | null };

/** Finds a file's metadata in the nearest database above it. */
export function createMetadataIndex(sources: TMetadataSource[]) {
  const indexes = new Map(sources.map((source) => [source.dir, createOneIndex(source.rows)]));
  return {
    /** `relativePath` without .md, e.g. 民法商法/公司法(2023-12-29) or 地方性法规/广东/x. */
    find(relativePath: string): TGoverningMetadata {
      const segments = relativePath.split('/');
      for (let depth = segments.length - 1; depth >= 0; depth--) {
        const dir = segments.slice(0, depth).join('/');
        const find = indexes.get(dir);
        if (!find) continue;
        return { metadata: find(segments.slice(depth).join('/')), dir };
      }
      return { metadata: undefined, dir: null };
    },
  };
}
