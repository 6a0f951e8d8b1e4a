// drizzle-kit writes foreign keys as REFERENCES "public"."table"; our tables live in whichever
// schema is first on the search_path (tests give each run a fresh schema), so the qualifier is
// removed from the generated SQL. See docs/decisions/0004-database.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../drizzle/', import.meta.url);
for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
  const file = new URL(name, folder);
  const sql = readFileSync(file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(file, unqualified);
}
