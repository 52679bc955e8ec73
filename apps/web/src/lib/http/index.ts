export * from './client';
export * from './error-report';
export * from './errors';
export * from './http';
export { resetUnauthorizedGuard } from './unauthorized';
