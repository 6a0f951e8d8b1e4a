/** One frame of a text progress bar, starting with a carriage return: [#####-----] 50% 5/10. */
export function renderProgress(done: number, total: number, width = 30): string {
  const share = total === 0 ? 1 : Math.min(done / total, 1);
  const filled = Math.round(share * width);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
  return `\r[${bar}] ${String(Math.round(share * 100)).padStart(3)}% ${done}/${total}`;
}

/** Where progress goes: a terminal (isTTY) gets a redrawn bar, anything else plain lines. */
export type TProgressStream = { isTTY?: boolean; write: (text: string) => unknown };

/** Reports the progress of an import to a stream; `finish` ends the bar's line. */
export type TProgressReporter = {
  update: (done: number, total: number) => void;
  finish: () => void;
};

function percent(done: number, total: number): number {
  return total === 0 ? 100 : Math.floor((Math.min(done, total) * 100) / total);
}

/**
 * A progress bar for a terminal, redrawn in place (carriage return) whenever the percentage
 * moves; for a log or CI output (not a TTY), one line per 10 % instead, so that no carriage
 * return frames end up in the file.
 */
export function createProgressReporter(stream: TProgressStream): TProgressReporter {
  const interactive = stream.isTTY === true;
  let shown = -1;
  return {
    update(done, total) {
      const now = percent(done, total);
      const step = interactive ? now : Math.floor(now / 10) * 10;
      if (step <= shown || (!interactive && step === 0)) return;
      shown = step;
      const frame = renderProgress(done, total);
      stream.write(interactive ? frame : `${frame.slice(1)}\n`);
    },
    finish() {
      if (interactive && shown >= 0) stream.write('\n');
    },
  };
}
