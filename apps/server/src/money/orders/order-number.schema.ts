import { pgSequence } from 'drizzle-orm/pg-core';

/** One sequence numbers every recharge and withdrawal order: no two orders draw the same value. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1, increment: 1, cache: 1 });
