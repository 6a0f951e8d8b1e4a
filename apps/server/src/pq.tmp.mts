import { openDatabase } from './db/database';
import { createPostgresLawSearch } from './search/law-search';
import { BENCH_QUERIES } from '../../../bench/search/queries';
const db = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test', schema: 'lawdev', poolSize: 2 });
const s = createPostgresLawSearch(db.db);
for (const q of BENCH_QUERIES) await s.searchArticles({ ...q, offset: 0, limit: 10 });
const rows: [string, number, number][] = [];
for (const q of BENCH_QUERIES) {
  const t = performance.now();
  const r = await s.searchArticles({ ...q, offset: 0, limit: 10 });
  rows.push([q.query, performance.now() - t, r.total]);
}
rows.sort((a, b) => b[1] - a[1]);
console.log(rows.slice(0, 12).map((r) => `${r[0]} ${r[1].toFixed(1)}ms total=${r[2]}`).join('\n'));
await db.close();
