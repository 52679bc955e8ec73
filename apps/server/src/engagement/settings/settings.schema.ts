import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The rules of engagement (level table, sign-in rewards, bonus tiers): one JSON value per key. */
export const engagementSettings = pgTable('engagement_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
