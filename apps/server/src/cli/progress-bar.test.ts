import { describe, expect, it } from 'vitest';
import { createProgressReporter, type TProgressStream } from './progress-bar';

// What a user sees of an import's progress: a bar redrawn in place in a terminal, plain lines
// (one per 10 %) in a log or CI output.

function recordingStream(isTTY: boolean): TProgressStream & { text: () => string } {
  const written: string[] = [];
  return {
    isTTY,
    write: (text) => written.push(text),
    text: () => written.join(''),
  };
}

function runImport(stream: TProgressStream, total: number): void {
  const progress = createProgressReporter(stream);
  for (let done = 1; done <= total; done++) progress.update(done, total);
  progress.finish();
}

describe('the import progress bar', () => {
  it('writes one line per 10 % and no carriage return when the output is not a terminal', () => {
    const log = recordingStream(false);
    runImport(log, 250);
    const lines = log.text().split('\n');
    expect(log.text()).not.toContain('\r');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => line.replace(/^\[[#-]+\] +/, ''))).toEqual([
      '10% 25/250',
      '20% 50/250',
      '30% 75/250',
      '40% 100/250',
      '50% 125/250',
      '60% 150/250',
      '70% 175/250',
      '80% 200/250',
      '90% 225/250',
      '100% 250/250',
    ]);
    expect(lines[4]).toBe(`[${'#'.repeat(15)}${'-'.repeat(15)}]  50% 125/250`);
  });

  it('prints every 10 % step once, also when a step is skipped in a small import', () => {
    const log = recordingStream(false);
    runImport(log, 3);
    expect(log.text()).toBe(
      [
        `[${'#'.repeat(10)}${'-'.repeat(20)}]  33% 1/3`,
        `[${'#'.repeat(20)}${'-'.repeat(10)}]  67% 2/3`,
        `[${'#'.repeat(30)}] 100% 3/3`,
        '',
      ].join('\n'),
    );
  });

  it('redraws the bar in place in a terminal when the percentage moves, then ends the line', () => {
    const terminal = recordingStream(true);
    runImport(terminal, 400);
    const frames = terminal.text().split('\r').slice(1);
    expect(frames).toHaveLength(101);
    expect(frames[0]).toBe(`[${'-'.repeat(30)}]   0% 1/400`);
    expect(frames[1]).toBe(`[${'-'.repeat(30)}]   1% 4/400`);
    expect(frames.at(-1)).toBe(`[${'#'.repeat(30)}] 100% 400/400\n`);
    expect(terminal.text().split('\n')).toHaveLength(2);
  });

  it('writes nothing for an empty import in a terminal', () => {
    const terminal = recordingStream(true);
    createProgressReporter(terminal).finish();
    expect(terminal.text()).toBe('');
  });
});
