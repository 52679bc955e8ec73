import {
  type BalanceDetail,
  LEDGER_KIND_NAMES,
  type LedgerKind,
  type Page,
  type TransactionsQuery,
  toPage,
  type WalletTransaction,
} from '@cailiao/contracts';
import { fenToYuan, shanghaiDayStart, shanghaiRange } from '@cailiao/domain';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { badRequest, businessRule, conflict } from '../../platform/errors.ts';
import {
  type LedgerFilter,
  type LedgerRow,
  type LockedWallet,
  walletRepository,
} from './wallet.repository.ts';

/** One movement of money. `reference` is globally unique: the same reference never moves money twice. */
export interface MoneyMove {
  userId: number;
  /** Positive integer fen. */
  amountFen: number;
  kind: LedgerKind;
  reference: string;
  memo?: string | null;
}

export interface MoneyMoveResult {
  ledgerId: number;
  /** Signed change of the balance that the ledger row records. */
  amountFen: number;
  frozenDeltaFen: number;
  /** The wallet after the move (after the first move, for a replay). */
  balanceFen: number;
  frozenFen: number;
  availableFen: number;
  /** True when the reference already existed and nothing moved this time. */
  replayed: boolean;
}

/** Answers money of a user that is on its way but not settled (pending withdrawals, open bets…), in fen. */
export type PendingSource = (userId: number) => Promise<number>;
/** Today's (Asia/Shanghai) net result of a player's settled bets, in fen. */
export type WinLossSource = (userId: number) => Promise<number>;

type Op = 'credit' | 'debit' | 'freeze' | 'unfreeze' | 'settleFrozen';
/** [Δbalance, Δfrozen] of each primitive for an amount a > 0. */
const DELTAS: Record<Op, (a: number) => [number, number]> = {
  credit: (a) => [a, 0],
  debit: (a) => [-a, 0],
  freeze: (a) => [0, a],
  unfreeze: (a) => [0, -a],
  settleFrozen: (a) => [-a, -a],
};

/** Win/loss of the day comes from these ledger kinds (stakes out, payouts and refunds in). */
const WIN_LOSS_KINDS: LedgerKind[] = ['bet', 'payout', 'refund'];

/**
 * The wallet: every balance change goes through the primitives here, inside the caller's
 * transaction, so that the ledger rule holds (ARCHITECTURE.md "Money"; README.md of this folder).
 */
export function createWalletService(db: Db, now: () => Date = () => new Date()) {
  const pendingSources: PendingSource[] = [];
  let winLossSource: WinLossSource | undefined;

  /** Locks the wallet row for the rest of the transaction, opening an empty wallet if none exists. */
  async function lockWallet(tx: Tx, userId: number): Promise<LockedWallet> {
    const row = await walletRepository.lock(tx, userId);
    if (row) return row;
    await walletRepository.create(tx, userId);
    const created = await walletRepository.lock(tx, userId);
    if (!created) throw new Error(`wallet of user ${userId} could not be opened`);
    return created;
  }

  function replayOf(
    existing: LedgerRow | undefined,
    m: MoneyMove,
    delta: [number, number],
    w: LockedWallet,
  ): MoneyMoveResult {
    if (
      !existing ||
      existing.userId !== m.userId ||
      existing.kind !== m.kind ||
      existing.amountFen !== delta[0] ||
      existing.frozenDeltaFen !== delta[1]
    ) {
      // The same reference for a different movement is a programming error of the caller.
      throw conflict('REFERENCE_CONFLICT', '交易编号已被其他交易使用');
    }
    return {
      ledgerId: existing.id,
      amountFen: existing.amountFen,
      frozenDeltaFen: existing.frozenDeltaFen,
      balanceFen: w.balanceFen,
      frozenFen: w.frozenFen,
      availableFen: w.balanceFen - w.frozenFen,
      replayed: true,
    };
  }

  async function move(op: Op, tx: Tx, m: MoneyMove): Promise<MoneyMoveResult> {
    if (!Number.isSafeInteger(m.amountFen) || m.amountFen <= 0) {
      throw badRequest('金额无效');
    }
    if (!m.reference || m.reference.length > 200)
      throw new Error('a money move needs a reference of 1-200 chars');
    const w = await lockWallet(tx, m.userId);
    const delta = DELTAS[op](m.amountFen);
    const balanceFen = w.balanceFen + delta[0];
    const frozenFen = w.frozenFen + delta[1];
    if (frozenFen < 0 || balanceFen - frozenFen < 0) {
      // A retry of a move that succeeded earlier must replay, even if the wallet could not afford it now.
      const existing = await walletRepository.findLedgerByReference(tx, m.reference);
      if (existing) return replayOf(existing, m, delta, w);
      if (frozenFen < 0) throw businessRule('INSUFFICIENT_FROZEN', '冻结金额不足');
      throw businessRule('INSUFFICIENT_BALANCE', '余额不足');
    }
    const ledgerId = await walletRepository.insertLedgerIfNew(tx, {
      userId: m.userId,
      kind: m.kind,
      amountFen: delta[0],
      frozenDeltaFen: delta[1],
      balanceAfterFen: balanceFen,
      frozenAfterFen: frozenFen,
      reference: m.reference,
      memo: m.memo ?? null,
    });
    if (ledgerId === undefined) {
      return replayOf(await walletRepository.findLedgerByReference(tx, m.reference), m, delta, w);
    }
    await walletRepository.setBalances(tx, m.userId, balanceFen, frozenFen);
    return {
      ledgerId,
      amountFen: delta[0],
      frozenDeltaFen: delta[1],
      balanceFen,
      frozenFen,
      availableFen: balanceFen - frozenFen,
      replayed: false,
    };
  }

  function toTransaction(r: LedgerRow): WalletTransaction {
    return {
      id: r.id,
      kind: r.kind,
      kindName: LEDGER_KIND_NAMES[r.kind as LedgerKind] ?? r.kind,
      amount: fenToYuan(r.amountFen),
      frozenChange: fenToYuan(r.frozenDeltaFen),
      balanceBefore: fenToYuan(r.balanceAfterFen - r.amountFen),
      balanceAfter: fenToYuan(r.balanceAfterFen),
      frozenAfter: fenToYuan(r.frozenAfterFen),
      reference: r.reference,
      memo: r.memo,
      createdAt: r.createdAt.toISOString(),
    };
  }

  return {
    /** Opens the (empty) wallet of a new user, inside the registration transaction. */
    open(tx: DbOrTx, userId: number) {
      return walletRepository.create(tx, userId);
    },

    lockWallet,

    /**
     * lockWallet for many players at once, in user order (as settlement's statement locks them),
     * opening the wallets that do not exist.
     */
    async lockWallets(tx: Tx, userIds: readonly number[]): Promise<void> {
      const ids = [...new Set(userIds)].sort((a, b) => a - b);
      if (ids.length === 0) return;
      if ((await walletRepository.lockMany(tx, ids)) === ids.length) return;
      await walletRepository.createMany(tx, ids);
      await walletRepository.lockMany(tx, ids);
    },
    /** balance += amount. */
    credit: (tx: Tx, m: MoneyMove) => move('credit', tx, m),
    /** balance −= amount; needs available (balance − frozen) ≥ amount, else 422 INSUFFICIENT_BALANCE. */
    debit: (tx: Tx, m: MoneyMove) => move('debit', tx, m),
    /** frozen += amount (balance unchanged); needs available ≥ amount. */
    freeze: (tx: Tx, m: MoneyMove) => move('freeze', tx, m),
    /** frozen −= amount; needs frozen ≥ amount, else 422 INSUFFICIENT_FROZEN. */
    unfreeze: (tx: Tx, m: MoneyMove) => move('unfreeze', tx, m),
    /** Frozen money leaves: balance −= amount and frozen −= amount. */
    settleFrozen: (tx: Tx, m: MoneyMove) => move('settleFrozen', tx, m),

    /** Registers a contributor to `pendingAmount` of the balance detail: stakes awaiting their draw. */
    addPendingSource(source: PendingSource) {
      pendingSources.push(source);
    },

    /** Sets where `todayWinLoss` comes from: the lottery's settled bets (stakes still open are no loss). */
    setWinLossSource(source: WinLossSource) {
      winLossSource = source;
    },

    async balanceFen(userId: number): Promise<number> {
      return (await walletRepository.find(db, userId))?.balanceFen ?? 0;
    },

    /** balance − frozen, in fen (a read without lock: a hint; the primitives decide). */
    async availableFen(userId: number): Promise<number> {
      const w = await walletRepository.find(db, userId);
      return w ? w.balanceFen - w.frozenFen : 0;
    },

    /**
     * SPEC.md §3 balance detail, in yuan. `todayWinLoss`: today's (Asia/Shanghai) net over settled
     * bets (the win/loss source; without one, Σ of today's ledger rows of kinds bet, payout and
     * refund). `pendingAmount` (待开奖): Σ of the pending sources; a pending withdrawal is in
     * `frozenAmount`, not here.
     */
    async balanceDetail(userId: number): Promise<BalanceDetail> {
      const [w, winLoss, pending] = await Promise.all([
        walletRepository.find(db, userId),
        winLossSource
          ? winLossSource(userId)
          : walletRepository.sumAmount(db, userId, { kinds: WIN_LOSS_KINDS, from: shanghaiDayStart(now()) }),
        Promise.all(pendingSources.map((s) => s(userId))),
      ]);
      const balance = w?.balanceFen ?? 0;
      const frozen = w?.frozenFen ?? 0;
      return {
        balance: fenToYuan(balance),
        frozenAmount: fenToYuan(frozen),
        availableBalance: fenToYuan(balance - frozen),
        todayWinLoss: fenToYuan(winLoss),
        pendingAmount: fenToYuan(pending.reduce((a, b) => a + b, 0)),
      };
    },

    /** Σ signed amounts (fen) of a user's ledger rows matching the filter (e.g. total recharged). */
    ledgerSum(userId: number, filter: LedgerFilter): Promise<number> {
      return walletRepository.sumAmount(db, userId, filter);
    },

    /** A page of the user's ledger, newest first (GET /api/wallet/transactions). */
    async transactions(userId: number, q: TransactionsQuery): Promise<Page<WalletTransaction>> {
      const { from, to } = shanghaiRange(q.startDate, q.endDate);
      const { rows, total } = await walletRepository.listLedger(
        db,
        userId,
        { kinds: q.kind ?? q.type, from, to },
        q.page,
        q.limit,
      );
      return toPage(rows.map(toTransaction), q, total);
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
