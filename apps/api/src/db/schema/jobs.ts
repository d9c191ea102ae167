/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - jobSchedules: lib/jobs
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per background job (draft expiry, the outbox dispatcher, …), shared by every process: when it is next
 * due and who holds its lease. A runner claims a due job whose lease is free (FOR UPDATE SKIP LOCKED), runs it
 * with the lease, and on finishing sets the next due time; a process killed mid-run leaves a lease that expires,
 * and another runner picks the job up.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text().primaryKey(),
  runAt: timestamp({ withTimezone: true }).notNull(),
  /** The runner holding the job (host:pid:random), or null when nobody runs it. */
  leaseOwner: text(),
  leaseExpiresAt: timestamp({ withTimezone: true }),
  /** Failures in a row; reset by a success. */
  failures: integer().notNull().default(0),
  runs: integer().notNull().default(0),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  lastError: text(),
});
