import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The browser benches run the built product in Chromium: both need the same preparation.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the product (npm run build), unless BENCH_SKIP_BUILD=1 and a build is there. */
export function buildProductUnlessReused(): void {
  const builtAlready =
    existsSync(`${ROOT}/apps/web/dist/index.html`) &&
    existsSync(`${ROOT}/apps/server/dist/main.js`);
  if (process.env.BENCH_SKIP_BUILD === '1' && builtAlready) {
    console.log('reusing the existing build (BENCH_SKIP_BUILD=1)');
    return;
  }
  console.log('building (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Chromium's path (CHROMIUM_PATH, else Debian's); throws when it is not installed. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`Chromium not found at ${path}: apt-get install -y chromium`);
  return path;
}
