import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  examState,
  fixedEndsAt,
  isOverdue,
  paperWindows,
  saveCounts,
  submitOpensAt,
  ticketNumber,
  type TExamClock,
} from './exam-rules';

// The clock rules of decision 0015, at the edges a candidate can reach.

const at = (text: string) => new Date(text);
const fixed: TExamClock = {
  startMode: 'fixed',
  registrationOpensAt: at('2026-09-01T00:00:00+08:00'),
  registrationClosesAt: at('2026-09-20T09:00:00+08:00'),
  startsAt: at('2026-09-20T09:00:00+08:00'),
  endsAt: at('2026-09-20T15:00:00+08:00'),
  lateEntryMinutes: 30,
  submitOpensMinutesBeforeEnd: 60,
};
const window: TExamClock = {
  ...fixed,
  startMode: 'window',
  registrationClosesAt: at('2026-09-30T00:00:00+08:00'),
  endsAt: at('2026-09-30T00:00:00+08:00'),
  submitOpensMinutesBeforeEnd: null,
};
const papers = [
  { durationMinutes: 180, gapMinutesBefore: 0 },
  { durationMinutes: 180, gapMinutesBefore: 0 },
];

describe('exam states', () => {
  it('goes 即将开始 → 报名中 → 进行中 → 已结束 by the server clock', () => {
    expect(examState(fixed, at('2026-08-31T23:59:59+08:00'))).toBe('upcoming');
    expect(examState(fixed, at('2026-09-10T00:00:00+08:00'))).toBe('registering');
    expect(examState(fixed, at('2026-09-20T09:00:00+08:00'))).toBe('ongoing');
    expect(examState(fixed, at('2026-09-20T15:00:00+08:00'))).toBe('ended');
  });
});

describe('统一开考 papers', () => {
  it('run one after another, each closing to entry 30 minutes after its start', () => {
    const windows = paperWindows(fixed, papers, at('2026-09-20T08:00:00+08:00'));
    expect(windows.map((w) => [w.opensAt.toISOString(), w.entryClosesAt.toISOString()])).toEqual([
      ['2026-09-20T01:00:00.000Z', '2026-09-20T01:30:00.000Z'],
      ['2026-09-20T04:00:00.000Z', '2026-09-20T04:30:00.000Z'],
    ]);
    expect(fixedEndsAt(fixed.startsAt, papers).toISOString()).toBe('2026-09-20T07:00:00.000Z');
    const withGap = [
      { durationMinutes: 180, gapMinutesBefore: 0 },
      { durationMinutes: 180, gapMinutesBefore: 30 },
    ];
    expect(fixedEndsAt(fixed.startsAt, withGap).toISOString()).toBe('2026-09-20T07:30:00.000Z');
  });

  it('gives a late candidate the same deadline as everyone (the paper start + duration)', () => {
    const late = at('2026-09-20T09:20:00+08:00');
    const [first] = paperWindows(fixed, papers, late);
    if (!first) throw new Error('no window');
    expect(
      attemptDeadline(fixed, { durationMinutes: 180, gapMinutesBefore: 0 }, first, late),
    ).toEqual(at('2026-09-20T12:00:00+08:00'));
  });
});

describe('随到随考 papers', () => {
  it('open at once within the window and give the full duration, capped at the end', () => {
    const now = at('2026-09-25T10:00:00+08:00');
    const [w] = paperWindows(window, papers, now);
    if (!w) throw new Error('no window');
    expect(w.opensAt).toEqual(now);
    expect(w.entryClosesAt).toEqual(window.endsAt);
    expect(attemptDeadline(window, { durationMinutes: 60, gapMinutesBefore: 0 }, w, now)).toEqual(
      at('2026-09-25T11:00:00+08:00'),
    );
    const nearEnd = at('2026-09-29T23:30:00+08:00');
    const [last] = paperWindows(window, papers, nearEnd);
    if (!last) throw new Error('no window');
    expect(
      attemptDeadline(window, { durationMinutes: 60, gapMinutesBefore: 0 }, last, nearEnd),
    ).toEqual(window.endsAt);
  });

  it('opens at the window start for a candidate who comes early', () => {
    const [w] = paperWindows(window, papers, at('2026-09-19T10:00:00+08:00'));
    expect(w?.opensAt).toEqual(window.startsAt);
  });
});

describe('交卷 opens', () => {
  const attempt = {
    startedAt: at('2026-09-20T09:00:00+08:00'),
    deadline: at('2026-09-20T12:00:00+08:00'),
    extraMinutes: 0,
  };
  it('60 minutes before the deadline, not moved by operator extra time', () => {
    expect(submitOpensAt(fixed, attempt)).toEqual(at('2026-09-20T11:00:00+08:00'));
    expect(
      submitOpensAt(fixed, {
        ...attempt,
        deadline: at('2026-09-20T12:10:00+08:00'),
        extraMinutes: 10,
      }),
    ).toEqual(at('2026-09-20T11:00:00+08:00'));
  });
  it('at any time without the rule, or when the paper is shorter than the rule', () => {
    expect(submitOpensAt(window, attempt)).toBeNull();
    expect(
      submitOpensAt(fixed, { ...attempt, deadline: at('2026-09-20T09:30:00+08:00') }),
    ).toBeNull();
  });
});

describe('saves around the deadline', () => {
  const deadline = at('2026-09-20T12:00:00+08:00');
  const ms = (text: string) => at(text).getTime();
  it('counts before the deadline whatever the browser says', () => {
    expect(saveCounts(deadline, at('2026-09-20T11:59:59+08:00'), undefined, 30)).toBe(true);
    expect(saveCounts(deadline, deadline, ms('2026-09-20T12:05:00+08:00'), 30)).toBe(true);
  });
  it('counts within the grace only changes made by the deadline', () => {
    const arrival = at('2026-09-20T12:00:20+08:00');
    expect(saveCounts(deadline, arrival, ms('2026-09-20T11:59:58+08:00'), 30)).toBe(true);
    expect(saveCounts(deadline, arrival, ms('2026-09-20T12:00:01+08:00'), 30)).toBe(false);
    expect(saveCounts(deadline, arrival, undefined, 30)).toBe(false);
  });
  it('refuses everything after the grace, and the attempt is overdue', () => {
    const late = at('2026-09-20T12:00:31+08:00');
    expect(saveCounts(deadline, late, ms('2026-09-20T11:59:00+08:00'), 30)).toBe(false);
    expect(isOverdue(deadline, late, 30)).toBe(true);
    expect(isOverdue(deadline, at('2026-09-20T12:00:30+08:00'), 30)).toBe(false);
  });
});

describe('准考证号', () => {
  it('is digits: the China-time year, the exam id and the sequence', () => {
    expect(ticketNumber(at('2026-12-31T20:00:00Z'), 7, 42)).toBe('20270007000042');
    expect(ticketNumber(fixed.startsAt, 12345, 1)).toMatch(/^\d{14,16}$/);
    // Past 10⁶ registrations two exams can meet (the reason register retries on the index).
    expect(ticketNumber(fixed.startsAt, 1234, 1_234_567)).toBe(
      ticketNumber(fixed.startsAt, 12341, 234_567),
    );
  });
});
