// Every module's tables, for Drizzle's relational queries and for drizzle-kit.

export * from '../modules/admin/admin.schema.ts';
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/bet/bet.schema.ts';
export * from '../modules/chat/chat.schema.ts';
export * from '../modules/draw/draw.schema.ts';
export * from '../modules/friends/friends.schema.ts';
export * from '../modules/game/game.schema.ts';
export * from '../modules/groups/groups.schema.ts';
export * from '../modules/presence/presence.schema.ts';
export * from '../modules/recharge/recharge.schema.ts';
export * from '../modules/system/system.schema.ts';
export * from '../modules/user/user.schema.ts';
export * from '../modules/wallet/wallet.schema.ts';
export * from '../modules/withdraw/withdraw.schema.ts';
