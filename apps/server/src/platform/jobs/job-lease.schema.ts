import { pgTable, text } from 'drizzle-orm/pg-core';
import { moment, requiredMoment } from '../db/columns';

/**
 * One row per named job, shared by every server process: when the job is next due, and who
 * holds it while it runs. A process runs a job only after claiming this row with one conditional
 * upsert, so with several processes on one database each run happens once (decision 0013).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The job may start again from this moment. */
  nextRunAt: requiredMoment('next_run_at'),
  /** Set while a run holds the job; a run that dies leaves it to lapse at this time. */
  lockedUntil: moment('locked_until'),
  /** Random id of the run holding the lease, so only that run releases it. */
  owner: text('owner'),
  lastStartedAt: moment('last_started_at'),
  lastFinishedAt: moment('last_finished_at'),
});
