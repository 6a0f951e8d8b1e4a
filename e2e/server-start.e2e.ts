import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';
import { freePort } from './support/free-port';

// What the built server loads at start: every package it resolves is written to a file by a
// module resolve hook. redis (the limiter with REDIS_URL) is imported where it is used, so a
// plain start must not load it.

const dir = mkdtempSync(join(tmpdir(), 'yzfk-start-'));
const seen = join(dir, 'resolved.txt');
const hooks = join(dir, 'hooks.mjs');
const register = join(dir, 'register.mjs');
writeFileSync(
  hooks,
  `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  if (!/^(node:|\\.|\\/|file:|data:)/.test(specifier)) appendFileSync(${JSON.stringify(seen)}, specifier + '\\n');
  return next(specifier, context);
}
`,
);
writeFileSync(
  register,
  `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the built server at start', () => {
  it('does not load redis', async () => {
    const server = await startBuiltServer(await freePort(), {
      NODE_OPTIONS: `--import ${pathToFileURL(register).href}`,
      REDIS_URL: '',
    });
    try {
      expect((await fetch(`${server.base}/healthz`)).ok).toBe(true);
    } finally {
      await server.stop();
    }
    const packages = new Set(readFileSync(seen, 'utf8').split('\n').filter(Boolean));
    expect(packages).toContain('fastify');
    expect(packages).not.toContain('redis');
  });
});
