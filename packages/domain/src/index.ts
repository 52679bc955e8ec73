export * from './constants.ts';
export * from './money.ts';
export * from './games/index.ts';
