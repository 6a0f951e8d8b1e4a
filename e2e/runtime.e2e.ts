import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The runtime check every npm entry point starts with (scripts/check-runtime.mjs): it names the
// Node it runs on, and stops a command on a Node older than the root package's engines.node.

const run = promisify(execFile);
const CHECK = fileURLToPath(new URL('../scripts/check-runtime.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'yzfk-runtime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a copy of the check beside a package.json that asks for `engines`. */
async function check(engines: string): Promise<{ code: number; stderr: string }> {
  const root = mkdtempSync(join(dir, 'root-'));
  mkdirSync(join(root, 'scripts'));
  copyFileSync(CHECK, join(root, 'scripts/check-runtime.mjs'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ engines: { node: engines } }));
  try {
    const { stderr } = await run(process.execPath, [join(root, 'scripts/check-runtime.mjs')]);
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('the runtime check', () => {
  it('names the Node the commands run on, which is 24', async () => {
    const result = await check('>=24');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^Node v24\.\d+\.\d+ \(/);
  });

  it('stops a command on an older Node, saying what to do', async () => {
    const result = await check('>=99');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('本项目需要 Node >=99');
    expect(result.stderr).toContain('npm ci');
  });
});
