// Every module's tables, for Drizzle's relational queries and for drizzle-kit.
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/system/system.schema.ts';
export * from '../modules/user/user.schema.ts';
export * from '../modules/wallet/wallet.schema.ts';
