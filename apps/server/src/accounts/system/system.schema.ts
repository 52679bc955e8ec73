import { FEEDBACK_TYPES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../platform/db/constraints.ts';
import { users } from '../user/user.schema.ts';

/** Operator-editable settings, one JSON value per key (system config of SPEC.md §3 among them). */
export const systemSettings = pgTable('system_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Feedback and error reports outlive their author: they become anonymous (set null). */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    type: text({ enum: FEEDBACK_TYPES }).notNull(),
    content: text().notNull(),
    contact: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when an operator handles it (the console's 用户反馈), with who and their reply. */
    handledAt: timestamp({ withTimezone: true }),
    handledBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    reply: text(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId),
    index('feedback_handled_by_idx').on(t.handledBy),
    check('feedback_type_known', oneOf(t.type, FEEDBACK_TYPES)),
    check('feedback_handled_whole', sql`(${t.handledAt} IS NULL) = (${t.handledBy} IS NULL)`),
  ],
);

export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ip: text(),
    message: text().notNull(),
    detail: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_user_idx').on(t.userId)],
);
