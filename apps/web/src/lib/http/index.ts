export * from './client';
export * from './error-report';
export * from './errors';
export * from './http';
export { maintenanceSignal } from './maintenance';
export { newRequestId } from './request-id';
export { resetUnauthorizedGuard } from './unauthorized';
