import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startBuiltServer,
  type TBuiltServer,
} from '@yzfk/server/platform/testing/start-built-server';
import { freePort } from './support/free-port';
import { journeyDataDir } from './support/journey-data';
import { E } from '@yzfk/contract/error-codes';

// `npm run api` against a running build: what an operator types, what an operator reads.

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function api(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'api', '--', ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run api', () => {
  let server: TBuiltServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = journeyDataDir();
    server = await startBuiltServer(await freePort(), { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints a decrypted token, which then reads the menu', async () => {
    const token = await api([
      '/flks/auth/gettoken?tk=1',
      '{"domainName":"localhost"}',
      '--base',
      server.base,
    ]);
    expect(token.code).toBe(0);
    // The project's own Node (the `node` devDependency), whatever Node the machine has.
    expect(token.stderr).toMatch(/^Node v24\./m);
    const reply = JSON.parse(token.stdout) as { code: number; data: { token: string } };
    expect(reply.code).toBe(200);
    expect(reply.data.token.split('.')).toHaveLength(3);

    const menu = await api([
      '/flks/pagesection/get',
      '{"pageValue":"headMenu"}',
      '--token',
      reply.data.token,
      '--base',
      server.base,
    ]);
    expect(menu.code).toBe(0);
    expect((JSON.parse(menu.stdout) as { data: { name: string }[] }).data[0]?.name).toBe('首页');
  });

  it('prints an error reply and exits 1; bad arguments exit 2 with the usage', async () => {
    const refused = await api([
      '/flks/pagesection/get',
      '{"pageValue":"x"}',
      '--base',
      server.base,
    ]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({
      code: E.tokenRequired,
      msg: '请先获取访问令牌',
    });
    const usage = await api(['no-slash']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run api');
  });
});
