import './locale.ts';
export * from './envelope.ts';
export * from './pagination.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './system.ts';
export * from './socket.ts';
