// The door of the accounts context: players, sessions, and the site's settings.
export { createAccounts, registerAccountsRoutes } from './accounts.module.ts';
export { liveSessionSql } from './auth/auth.repository.ts';
export type { AuthService } from './auth/auth.service.ts';
export type { SmsProvider } from './auth/sms.ts';
export type { AccountsContext, AccountsServices } from './context.ts';
export { operatorSessions, operators } from './operator/operator.schema.ts';
export type { OperatorAuthService } from './operator/operator-auth.service.ts';
export { grantOperator } from './operator/operator-grant.ts';
export type { PlayerAdminService } from './operator/player-admin.service.ts';
export { installMaintenanceGate } from './system/maintenance-gate.ts';
export { systemRepository } from './system/system.repository.ts';
export type { SystemService } from './system/system.service.ts';
export { inviteRepository, type TeamMember } from './user/invite.repository.ts';
export { userRepository } from './user/user.repository.ts';
export { type UserRow, users } from './user/user.schema.ts';
export type { UserService } from './user/user.service.ts';
export type { WalletPort } from './wallet-port.ts';
