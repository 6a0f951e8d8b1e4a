import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A data folder of its own for a journey's server: a copy of the run's created and migrated
 * database (support/global-setup.ts) when there is one, so the server skips creating it.
 * The caller removes it.
 */
export function journeyDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'yzfk-journey-'));
  const template = inject('journeyDataTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
