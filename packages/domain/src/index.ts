export * from './constants.ts';
export * from './engagement/commissions.ts';
export * from './engagement/levels.ts';
export * from './engagement/streaks.ts';
export * from './games/index.ts';
export * from './money.ts';
export * from './shanghai-time.ts';
export * from './social/red-envelope.ts';
