import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A running build of the product, for browser journeys and benchmarks. */
export type TBuiltServer = { base: string; child: ChildProcess; stop: () => Promise<void> };

const SERVER_BUNDLE = fileURLToPath(new URL('../../../dist/main.js', import.meta.url));

/**
 * Starts the built server (npm run build first) in its own process on a fresh PGlite folder,
 * or on PostgreSQL when DATABASE_URL is set, and waits until /healthz answers.
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string> = {},
): Promise<TBuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yzfk-run-'));
  // SERVER_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile a benchmark's servers (NODE_OPTIONS does not take --cpu-prof).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    child,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
