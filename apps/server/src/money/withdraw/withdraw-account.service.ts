import {
  ACCOUNT_TYPES,
  accountTypeName,
  type WithdrawAccount,
  type WithdrawAccountBody,
} from '@cailiao/contracts';
import type { Db } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/db-errors.ts';
import { businessRule, conflict, notFound } from '../../platform/errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { WithdrawAccountRow } from './withdraw.schema.ts';
import { type AccountFields, withdrawAccountRepository as repo } from './withdraw-account.repository.ts';

const MAX_ACCOUNTS = 10;

/** Masks an account number for display: an email keeps its domain, anything else its ends. */
export function maskAccountNo(no: string): string {
  const at = no.indexOf('@');
  if (at > 0) return `${no.slice(0, Math.min(2, at - 1))}***${no.slice(at)}`;
  if (no.length <= 4) return '*'.repeat(no.length);
  const [head, tail] = no.length >= 11 ? [4, 4] : no.length >= 7 ? [2, 2] : [1, 1];
  return `${no.slice(0, head)}****${no.slice(-tail)}`;
}

export function toWithdrawAccount(a: WithdrawAccountRow, reveal = false): WithdrawAccount {
  return {
    id: a.id,
    type: a.type,
    typeName: accountTypeName(a.type),
    accountName: a.accountName,
    accountNo: reveal ? a.accountNo : maskAccountNo(a.accountNo),
    bankName: a.bankName,
    bankBranch: a.bankBranch,
    qrCodeUrl: a.qrCodeUrl,
    isDefault: a.isDefault,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

const fieldsOf = (b: WithdrawAccountBody): AccountFields => ({
  type: b.type,
  accountName: b.accountName,
  accountNo: b.accountNo,
  bankName: b.type === 'bank' ? (b.bankName ?? null) : b.bankName || null,
  bankBranch: b.bankBranch || null,
  qrCodeUrl: b.qrCodeUrl ?? null,
});

/**
 * Payout accounts of a player. Changes run in a transaction holding the player's wallet lock,
 * which serialises them per player, so "first account is default" and "one default" hold under
 * concurrency.
 */
export function createWithdrawAccountService({ db, wallet }: { db: Db; wallet: WalletService }) {
  async function duplicateGuard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (uniqueViolation(err) === 'withdraw_accounts_user_no_uq')
        throw conflict('ACCOUNT_EXISTS', '该账户已添加');
      throw err;
    }
  }

  return {
    types: () => [...ACCOUNT_TYPES],

    async list(userId: number): Promise<WithdrawAccount[]> {
      return (await repo.list(db, userId)).map((a) => toWithdrawAccount(a));
    },

    /** `reveal` (the owner's edit form) answers the full number. Another player's account: 404. */
    async get(userId: number, id: number, reveal: boolean): Promise<WithdrawAccount> {
      const a = await repo.find(db, userId, id);
      if (!a) throw notFound('提现账户不存在');
      return toWithdrawAccount(a, reveal);
    },

    /** The player's own account row, for a withdrawal. */
    async owned(userId: number, id: number): Promise<WithdrawAccountRow> {
      const a = await repo.find(db, userId, id);
      if (!a) throw notFound('提现账户不存在');
      return a;
    },

    async create(userId: number, body: WithdrawAccountBody): Promise<WithdrawAccount> {
      const row = await duplicateGuard(() =>
        db.transaction(async (tx) => {
          await wallet.lockWallet(tx, userId);
          const n = await repo.count(tx, userId);
          if (n >= MAX_ACCOUNTS) throw businessRule('TOO_MANY_ACCOUNTS', `最多添加${MAX_ACCOUNTS}个提现账户`);
          const fields = fieldsOf(body);
          if (await repo.findDuplicate(tx, userId, fields)) throw conflict('ACCOUNT_EXISTS', '该账户已添加');
          const created = await repo.insert(tx, userId, fields, n === 0);
          return n > 0 && body.isDefault
            ? ((await repo.makeDefault(tx, userId, created.id)) ?? created)
            : created;
        }),
      );
      return toWithdrawAccount(row);
    },

    async update(userId: number, id: number, body: WithdrawAccountBody): Promise<WithdrawAccount> {
      const row = await duplicateGuard(() =>
        db.transaction(async (tx) => {
          await wallet.lockWallet(tx, userId);
          const fields = fieldsOf(body);
          if (!(await repo.find(tx, userId, id))) throw notFound('提现账户不存在');
          if (await repo.findDuplicate(tx, userId, fields, id))
            throw conflict('ACCOUNT_EXISTS', '该账户已添加');
          const updated = await repo.update(tx, userId, id, fields);
          return body.isDefault ? await repo.makeDefault(tx, userId, id) : updated;
        }),
      );
      if (!row) throw notFound('提现账户不存在');
      return toWithdrawAccount(row);
    },

    /** Deletes an account; when it was the default, the newest remaining one becomes default. */
    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await wallet.lockWallet(tx, userId);
        const removed = await repo.remove(tx, userId, id);
        if (!removed) throw notFound('提现账户不存在');
        if (removed.isDefault) {
          const next = await repo.latest(tx, userId);
          if (next) await repo.makeDefault(tx, userId, next.id);
        }
      });
    },

    async setDefault(userId: number, id: number): Promise<WithdrawAccount> {
      const row = await db.transaction(async (tx) => {
        await wallet.lockWallet(tx, userId);
        // Checked inside the transaction: makeDefault clears the old default first.
        if (!(await repo.find(tx, userId, id))) throw notFound('提现账户不存在');
        return repo.makeDefault(tx, userId, id);
      });
      return toWithdrawAccount(row!);
    },
  };
}
export type WithdrawAccountService = ReturnType<typeof createWithdrawAccountService>;
