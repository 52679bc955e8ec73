// The door of the money context: wallets, the ledger, recharge, withdraw and their review.
export type { MoneyContext, MoneyServices } from './context.ts';
export { createMoney, moneyJobs, registerMoneyRoutes } from './money.module.ts';
export type { ProtectionService } from './protection/protection.service.ts';
export type { AdminService, AuditEntry } from './review/admin.service.ts';
export { targetByIdParam } from './review/audit-target.ts';
export { auditLedger, ledgerAuditReport } from './review/ledger-audit.ts';
export { type AuditWrite, installOperatorAudit } from './review/operator-audit.ts';
export type { MoneyMove, MoneyMoveResult, WalletService } from './wallet/wallet.service.ts';
export { creditBatch } from './wallet/wallet-batch.ts';
export {
  creditCtes,
  debitCtes,
  debitsCtes,
  isShortBalance,
  settleFrozenCtes,
  walletExists,
} from './wallet/wallet-statement.ts';
