export * from './constants.ts';
export * from './fees.ts';
export * from './games/index.ts';
export * from './money.ts';
export * from './shanghai-time.ts';
