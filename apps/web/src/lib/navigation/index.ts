export * from './navigation';
export * from './routes';
