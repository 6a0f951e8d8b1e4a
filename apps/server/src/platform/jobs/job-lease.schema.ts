import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per named job, shared by every server process: when the job is next due, and who
 * holds it while it runs. A process runs a job only after claiming this row with one conditional
 * upsert, so with several processes on one database each run happens once (decision 0013).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The job may start again from this moment. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** Set while a run holds the job; a run that dies leaves it to lapse at this time. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Random id of the run holding the lease, so only that run releases it. */
  owner: text('owner'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
