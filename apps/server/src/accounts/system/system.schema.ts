import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-editable settings, one JSON value per key (system config of SPEC.md §3 among them). */
export const systemSettings = pgTable('system_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const feedback = pgTable('feedback', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  userId: integer(),
  type: text().notNull(),
  content: text().notNull(),
  contact: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const errorReports = pgTable('error_reports', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  userId: integer(),
  ip: text(),
  message: text().notNull(),
  detail: jsonb(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
