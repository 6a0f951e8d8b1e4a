import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

// The corpus's metadata databases (table law joined with category), read with Node's own SQLite
// (node:sqlite, read-only; no dependency, no native build). A corpus may carry one db.sqlite3 at
// its top and more in sub-folders (one per province of local regulations, say): each governs its
// own subtree, with paths relative to its own folder, and the nearest one governs a file.

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

function readOne(file: string): TLawMetadata[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const columns = new Set(
      db
        .prepare(`PRAGMA table_info(law)`)
        .all()
        .map((row) => String(row.name)),
    );
    const region = REGION_COLUMNS.find((column) => columns.has(column));
    const rows = db
      .prepare(
        `SELECT l.level, l.name, l.filename, l.subtitle, l.publish, l.valid_from, l.expired,
                l."order", c.folder, ${region ? `l."${region}"` : 'NULL'} AS region
           FROM law l JOIN category c ON c.id = l.category_id`,
      )
      .all();
    return rows.map((row) => ({
      level: text(row.level) ?? '其他',
      name: text(row.name) ?? '',
      filename: text(row.filename),
      subtitle: text(row.subtitle),
      publish: text(row.publish),
      validFrom: text(row.valid_from),
      expired: Number(row.expired) === 1,
      order: typeof row.order === 'number' ? row.order : null,
      folder: text(row.folder) ?? '',
      region: text(row.region),
    }));
  } finally {
    db.close();
  }
}

/** Reads every db.sqlite3 under a corpus folder (none: an empty list). */
export function readLawMetadata(folder: string): TMetadataSource[] {
  const sources: TMetadataSource[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && entry.name === 'db.sqlite3')) {
      const rows = readOne(join(dir, 'db.sqlite3'));
      sources.push({ dir: relative(folder, dir).split(sep).join('/'), rows });
    }
    for (const entry of entries) if (entry.isDirectory()) walk(join(dir, entry.name));
  };
  walk(folder);
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
