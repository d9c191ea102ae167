/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - staffMembers: modules/staff
 * - staffSessions: modules/staff
 * - automationGrants: modules/staff
 */
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Staff accounts of the operator console. An invited member has no password yet: they set it, with the
 * authenticator, through the one-time invitation link (only its SHA-256 is stored).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    email: text().notNull(),
    name: text().notNull(),
    role: text({ enum: ['owner', 'catalogue', 'fulfilment', 'support'] }).notNull(),
    status: text({ enum: ['invited', 'active', 'disabled'] })
      .notNull()
      .default('invited'),
    /** argon2id in PHC string form; null until the invitation is accepted. */
    passwordHash: text(),
    /** Base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s). */
    totpSecret: text().notNull(),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint({ mode: 'number' }),
    invitationTokenHash: text(),
    invitationExpiresAt: timestamp({ withTimezone: true }),
    invitedBy: text().notNull(),
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_members_email_uq').on(t.email),
    uniqueIndex('staff_members_invitation_uq').on(t.invitationTokenHash),
  ],
);

/** Console sessions, apart from shoppers': only the SHA-256 of the cookie's token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Permissions owners granted the automation token (OPERATOR_TOKEN) besides its own set: one row each, with who
 * granted it. Only those in AUTOMATION_GRANTABLE are ever written.
 */
export const automationGrants = pgTable('automation_grants', {
  permission: text().primaryKey(),
  grantedBy: text().notNull(),
  grantedAt: createdAt(),
});
