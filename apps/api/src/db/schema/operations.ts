/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - operatorAuditLog: modules/staff
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Who did what through the operator API: every change (and refused or failed attempt), with the state before
 * and after where the change has one. Staff members appear by e-mail, the automation token as
 * `automation:<name>`.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    operator: text().notNull(),
    actorKind: text({ enum: ['staff', 'automation'] })
      .notNull()
      .default('automation'),
    staffId: integer(),
    action: text().notNull(),
    target: text(),
    statusCode: integer(),
    before: jsonb(),
    after: jsonb(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_audit_log_created_idx').on(t.createdAt),
    index('operator_audit_log_operator_idx').on(t.operator, t.createdAt),
    index('operator_audit_log_target_idx').on(t.target, t.createdAt),
  ],
);
