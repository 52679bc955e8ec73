export * from './app-settings';
export * from './cache';
export * from './game-history';
export * from './local-store';
export * from './obfuscate';
export * from './recent-pages';
export * from './session-storage';
export * from './usage';
