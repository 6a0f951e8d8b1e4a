import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The command end to end, as a user runs it: a child process on a PGlite folder of its own.
// (The import itself is tested on both databases in tiku/import-questions.test.ts; here what
// matters is reading the file, the summary and the exit code.)

const run = promisify(execFile);
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const CLI = fileURLToPath(new URL('./import-questions.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'yzfk-cli-questions-'));
const env = { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' };

async function importFile(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, [CLI, file], { env, cwd: dir });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function writeLines(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n'));
  return path;
}

describe('npm run import:questions', () => {
  const jecqa = (id: string, answer: string) =>
    `{"answer": ${answer}, "id": "${id}", "option_list": {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "statement": "根据《刑法》，关于正当防卫，下列说法正确的是", "type": "0"}`;
  const file = writeLines('jecqa.json', [
    jecqa('t1', '["A"]'),
    jecqa('t2', '[]'),
    jecqa('t3', '["B", "C"]'),
  ]);

  it('imports a file, lists rejected lines and exits 0; a second run changes nothing', async () => {
    const first = await importFile(file);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('100% 2/2');
    expect(first.stdout).toContain(
      'JEC-QA 格式，读取 3 行：题目 2（新增 2，更新 0，未变 0），试卷 0（新增 0，更新 0，未变 0），拒绝 1 行',
    );
    expect(first.stdout).toContain('第 2 行：缺少答案');
    const second = await importFile(file);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('题目 2（新增 0，更新 0，未变 2）');
    expect(second.stdout).toContain('没有新增或更新的内容');
  }, 120_000);

  it('exits 2 with a message for a missing file or a file in neither format', async () => {
    const missing = await importFile(join(dir, 'missing.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('找不到文件');
    const other = await importFile(writeLines('other.json', ['{"title": "不是题目"}']));
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('无法识别文件格式');
  }, 120_000);
});
