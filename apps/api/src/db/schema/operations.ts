import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Who did what through the operator API. */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    operator: text().notNull(),
    action: text().notNull(),
    target: text(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('operator_audit_log_created_idx').on(t.createdAt)],
);
