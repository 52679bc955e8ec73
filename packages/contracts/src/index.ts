import './locale.ts';

export * from './admin.ts';
export * from './auth.ts';
export * from './bet.ts';
export * from './chat.ts';
export * from './draw.ts';
export * from './envelope.ts';
export * from './friends.ts';
export * from './game.ts';
export * from './groups.ts';
export * from './pagination.ts';
export * from './recharge.ts';
export * from './socket.ts';
export * from './system.ts';
export * from './user.ts';
export * from './wallet.ts';
export * from './withdraw.ts';
export * from './withdraw-account-types.ts';
