import type {
  ProtectionHistory,
  ProtectionLimit,
  ProtectionLimitKind,
  ProtectionLimitPeriod,
  ProtectionStatus,
  RealityCheck,
  SetProtectionLimitBody,
} from '@cailiao/contracts';
import {
  PROTECTION_BLOCK_NAMES,
  PROTECTION_LIMIT_KIND_NAMES,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_LIMIT_PERIODS,
} from '@cailiao/contracts';
import {
  addShanghaiMonths,
  type Block,
  blockAfterRequest,
  coolingOffUntil,
  DAY_MS,
  effectiveLimit,
  fenToYuan,
  formatYuan,
  type PlayerLimit,
  requestLimitChange,
  selfExclusionUntil,
  shanghaiDate,
  shanghaiDayStart,
  shanghaiMinute,
  shanghaiMonthStart,
  yuanToFen,
} from '@cailiao/domain';
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { businessRule, conflict, type DomainError } from '../../platform/errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { type PlaySums, protectionRepository as repo } from './protection.repository.ts';
import type { ProtectionBlockRow, ProtectionLimitRow } from './protection.schema.ts';

interface Deps {
  db: Db;
  wallet: WalletService;
  /** The one clock of protection (tests inject theirs). */
  now?: () => Date;
}

const HISTORY_DAYS = 30;
/** A reality check looks back at most this far (a session older than that is summarised from here). */
const REALITY_CHECK_MAX_MS = 7 * DAY_MS;

const PERIOD_WORDS: Record<ProtectionLimitPeriod, { every: string; current: string }> = {
  day: { every: '每日', current: '今日' },
  month: { every: '每月', current: '本月' },
};
const USED_WORDS: Record<ProtectionLimitKind, string> = {
  deposit: '已充值',
  stake: '已投注',
  loss: '净亏损',
};
const ACTION_WORDS: Record<ProtectionLimitKind, string> = { deposit: '充值', stake: '投注', loss: '投注' };
const LIMIT_CODES: Record<ProtectionLimitKind, string> = {
  deposit: 'DEPOSIT_LIMIT_REACHED',
  stake: 'STAKE_LIMIT_REACHED',
  loss: 'LOSS_LIMIT_REACHED',
};

type Key = `${ProtectionLimitKind}:${ProtectionLimitPeriod}`;
type Applying = { kind: ProtectionLimitKind; period: ProtectionLimitPeriod; limitFen: number };
/** The usages a stake adds to (its amount to each: stakes, and the net loss until it settles). */
const PLAY_KEYS: Key[] = ['stake:day', 'stake:month', 'loss:day', 'loss:month'];

/** Stake and loss usage from a player's play sums (none: all zero). */
function playUsage(s: PlaySums | undefined): Map<Key, number> {
  return new Map<Key, number>([
    ['stake:day', -(s?.stakeDay ?? 0)],
    ['stake:month', -(s?.stakeMonth ?? 0)],
    ['loss:day', -(s?.netDay ?? 0)],
    ['loss:month', -(s?.netMonth ?? 0)],
  ]);
}
const toLimit = (r: ProtectionLimitRow): PlayerLimit => ({
  amountFen: r.amountFen,
  pending: r.pendingEffectiveAt ? { amountFen: r.pendingAmountFen, effectiveAt: r.pendingEffectiveAt } : null,
});
const NO_LIMIT: PlayerLimit = { amountFen: null, pending: null };

function periodBounds(now: Date) {
  const dayStart = shanghaiDayStart(now);
  const monthStart = shanghaiMonthStart(now);
  return {
    dayStart,
    monthStart,
    resets: { day: new Date(dayStart.getTime() + DAY_MS), month: addShanghaiMonths(monthStart, 1) },
  };
}

function blockError(b: Pick<ProtectionBlockRow, 'kind' | 'until'>): DomainError {
  const until = `${shanghaiMinute(b.until)}（北京时间）`;
  return b.kind === 'self_exclusion'
    ? businessRule('SELF_EXCLUDED', `您已申请自我排除，${until}前无法投注和充值；提现不受影响`)
    : businessRule('COOLING_OFF', `您正处于冷静期，${until}前无法投注和充值；提现不受影响`);
}

/**
 * Player protection (README.md of this folder): the player's own limits, cooling-off and
 * self-exclusion, the reality check and the 30-day history; and the checks bets and recharges
 * call inside their transactions.
 */
export function createProtectionService({ db, wallet, now = () => new Date() }: Deps) {
  async function limitsOf(dbx: DbOrTx, userId: number): Promise<Map<Key, PlayerLimit>> {
    const rows = await repo.limits(dbx, userId);
    return new Map(rows.map((r) => [`${r.kind}:${r.period}` as Key, toLimit(r)]));
  }

  /** Usage of each limit kind in the current day and month, in fen (loss may be negative: a gain). */
  async function usage(dbx: DbOrTx, userId: number, at: Date, kinds: readonly ProtectionLimitKind[]) {
    const { dayStart, monthStart } = periodBounds(at);
    let used = new Map<Key, number>();
    if (kinds.includes('stake') || kinds.includes('loss')) {
      used = playUsage(await repo.playSums(dbx, userId, dayStart, monthStart));
    }
    if (kinds.includes('deposit')) {
      const d = await repo.depositSums(dbx, userId, dayStart, monthStart, at);
      used.set('deposit:day', d.day).set('deposit:month', d.month);
    }
    return used;
  }

  /** The limits of `kinds` in force at `at` (those with an amount). */
  function applyingLimits(limits: Map<Key, PlayerLimit>, kinds: readonly ProtectionLimitKind[], at: Date) {
    const applying: Applying[] = [];
    for (const kind of kinds)
      for (const period of PROTECTION_LIMIT_PERIODS) {
        const limitFen = effectiveLimit(limits.get(`${kind}:${period}`) ?? NO_LIMIT, at);
        if (limitFen !== null) applying.push({ kind, period, limitFen });
      }
    return applying;
  }

  /** The refusal when adding `amountFen` to what is `used` breaks one of the `applying` limits. */
  function limitRefusal(
    applying: Applying[],
    used: Map<Key, number>,
    amountFen: number,
    at: Date,
  ): DomainError | undefined {
    const { resets } = periodBounds(at);
    for (const { kind, period, limitFen } of applying) {
      const u = used.get(`${kind}:${period}`) ?? 0;
      if (u + amountFen <= limitFen) continue;
      const words = PERIOD_WORDS[period];
      return businessRule(
        LIMIT_CODES[kind],
        `超出您设定的${words.every}${PROTECTION_LIMIT_KIND_NAMES[kind]}限额${formatYuan(limitFen)}元：` +
          `${words.current}${USED_WORDS[kind]}${formatYuan(Math.max(0, u))}元，本次${ACTION_WORDS[kind]}${formatYuan(amountFen)}元。` +
          `限额将于${shanghaiMinute(resets[period])}（北京时间）重置`,
      );
    }
    return undefined;
  }

  /**
   * Refuses (422) when the block in force or one of the limits of `kinds` forbids adding
   * `amountFen` now. Runs inside the caller's transaction and, when a limit applies, locks the
   * wallet first so that concurrent bets or orders of the player are judged one after another.
   */
  async function assertAllowed(
    tx: Tx,
    userId: number,
    amountFen: number,
    kinds: ProtectionLimitKind[],
    at: Date,
  ) {
    const block = await repo.activeBlock(tx, userId, at);
    if (block) throw blockError(block);
    const applying = applyingLimits(await limitsOf(tx, userId), kinds, at);
    if (applying.length === 0) return;
    await wallet.lockWallet(tx, userId);
    const refusal = limitRefusal(applying, await usage(tx, userId, at, kinds), amountFen, at);
    if (refusal) throw refusal;
  }

  /**
   * assertCanBet for many stakes at once, judged in the order given as if one after another: a
   * stake allowed counts against the player's limits for the stakes after it, a stake refused
   * does not. A handful of queries whatever the number. The caller holds the players' wallets
   * locked (FOR UPDATE). Answers the refusal of each stake, or undefined where it is allowed.
   */
  async function betRefusals(
    tx: Tx,
    stakes: readonly { userId: number; stakeFen: number }[],
    at: Date,
  ): Promise<(DomainError | undefined)[]> {
    const kinds = ['stake', 'loss'] as const;
    const userIds = await repo.restrictedBettors(tx, [...new Set(stakes.map((s) => s.userId))], at);
    if (userIds.length === 0) return stakes.map(() => undefined);
    const blocks = await repo.activeBlocks(tx, userIds, at);
    const limitRows = await repo.limitsOfUsers(tx, userIds, [...kinds]);
    const limits = new Map<number, Map<Key, PlayerLimit>>();
    for (const r of limitRows) {
      if (!limits.has(r.userId)) limits.set(r.userId, new Map());
      limits.get(r.userId)!.set(`${r.kind}:${r.period}` as Key, toLimit(r));
    }
    const applying = new Map<number, Applying[]>();
    for (const [userId, l] of limits) {
      const a = applyingLimits(l, kinds, at);
      if (a.length > 0 && !blocks.has(userId)) applying.set(userId, a);
    }
    const { dayStart, monthStart } = periodBounds(at);
    const sums = await repo.playSumsOfUsers(tx, [...applying.keys()], dayStart, monthStart);
    const used = new Map([...applying.keys()].map((u) => [u, playUsage(sums.get(u))]));
    return stakes.map(({ userId, stakeFen }) => {
      const block = blocks.get(userId);
      if (block) return blockError(block);
      const a = applying.get(userId);
      if (!a) return undefined;
      const u = used.get(userId)!;
      const refusal = limitRefusal(a, u, stakeFen, at);
      if (!refusal) for (const key of PLAY_KEYS) u.set(key, (u.get(key) ?? 0) + stakeFen);
      return refusal;
    });
  }

  async function status(userId: number): Promise<ProtectionStatus> {
    const at = now();
    const [limits, block] = await Promise.all([limitsOf(db, userId), repo.activeBlock(db, userId, at)]);
    const used = await usage(db, userId, at, PROTECTION_LIMIT_KINDS);
    const { resets } = periodBounds(at);
    const list: ProtectionLimit[] = [];
    for (const kind of PROTECTION_LIMIT_KINDS)
      for (const period of PROTECTION_LIMIT_PERIODS) {
        const l = limits.get(`${kind}:${period}`) ?? NO_LIMIT;
        const amountFen = effectiveLimit(l, at);
        const pending = l.pending && l.pending.effectiveAt > at ? l.pending : null;
        const u = Math.max(0, used.get(`${kind}:${period}`) ?? 0);
        list.push({
          kind,
          period,
          amount: amountFen === null ? null : fenToYuan(amountFen),
          pending: pending
            ? {
                amount: pending.amountFen === null ? null : fenToYuan(pending.amountFen),
                effectiveAt: pending.effectiveAt.toISOString(),
              }
            : null,
          used: fenToYuan(u),
          remaining: amountFen === null ? null : fenToYuan(Math.max(0, amountFen - u)),
          resetsAt: resets[period].toISOString(),
        });
      }
    return {
      limits: list,
      block: block
        ? { kind: block.kind, startedAt: block.startedAt.toISOString(), until: block.until.toISOString() }
        : null,
      canBet: !block,
      canRecharge: !block,
      canWithdraw: true,
      serverTime: at.toISOString(),
    };
  }

  async function startBlock(userId: number, requested: Block) {
    const at = now();
    await db.transaction(async (tx) => {
      await wallet.lockWallet(tx, userId); // one change of a player's protection at a time
      const current = await repo.activeBlock(tx, userId, at);
      const next = blockAfterRequest(current ?? null, requested, at);
      if (!next) {
        throw conflict(
          'PROTECTION_BLOCK_ACTIVE',
          `您的${PROTECTION_BLOCK_NAMES[current!.kind]}持续至${shanghaiMinute(current!.until)}（北京时间），只能延长，不能缩短或取消`,
        );
      }
      await repo.insertBlock(tx, { userId, kind: next.kind, startedAt: at, until: next.until });
    });
    return status(userId);
  }

  return {
    status,

    /** Sets or removes a limit: lowering applies at once, raising or removing after 24 hours. */
    async setLimit(userId: number, body: SetProtectionLimitBody): Promise<ProtectionStatus> {
      const requested = body.amount === null ? null : yuanToFen(body.amount);
      const at = now();
      await db.transaction(async (tx) => {
        await wallet.lockWallet(tx, userId);
        const current = (await limitsOf(tx, userId)).get(`${body.kind}:${body.period}`) ?? NO_LIMIT;
        const next = requestLimitChange(current, requested, at);
        await repo.upsertLimit(tx, {
          userId,
          kind: body.kind,
          period: body.period,
          amountFen: next.amountFen,
          pendingAmountFen: next.pending?.amountFen ?? null,
          pendingEffectiveAt: next.pending?.effectiveAt ?? null,
        });
      });
      return status(userId);
    },

    startCoolingOff: (userId: number, days: number) =>
      startBlock(userId, { kind: 'cooling_off', until: coolingOffUntil(now(), days) }),

    startSelfExclusion: (userId: number, months: number) =>
      startBlock(userId, { kind: 'self_exclusion', until: selfExclusionUntil(now(), months) }),

    /** Play since `since` (the client's session start, at most 7 days back): time, stakes, wins, net. */
    async realityCheck(userId: number, since: Date): Promise<RealityCheck> {
      const at = now();
      const from = new Date(
        Math.min(at.getTime(), Math.max(since.getTime(), at.getTime() - REALITY_CHECK_MAX_MS)),
      );
      const days = await repo.dailyPlay(db, userId, from);
      const stakeFen = days.reduce((a, d) => a + d.stakeFen, 0);
      const payoutFen = days.reduce((a, d) => a + d.payoutFen, 0);
      return {
        since: from.toISOString(),
        serverTime: at.toISOString(),
        minutesPlayed: Math.floor((at.getTime() - from.getTime()) / 60_000),
        betCount: days.reduce((a, d) => a + d.bets, 0),
        stakes: fenToYuan(stakeFen),
        wins: fenToYuan(payoutFen),
        net: fenToYuan(payoutFen - stakeFen),
      };
    },

    /** The last 30 Shanghai days with play, newest first, and their totals. */
    async history(userId: number): Promise<ProtectionHistory> {
      const at = now();
      const from = new Date(shanghaiDayStart(at).getTime() - (HISTORY_DAYS - 1) * DAY_MS);
      const rows = await repo.dailyPlay(db, userId, from);
      const days = rows
        .filter((d) => d.date >= shanghaiDate(from))
        .map((d) => ({
          date: d.date,
          stakes: fenToYuan(d.stakeFen),
          wins: fenToYuan(d.payoutFen),
          net: fenToYuan(d.payoutFen - d.stakeFen),
        }));
      const stakeFen = rows.reduce((a, d) => a + d.stakeFen, 0);
      const payoutFen = rows.reduce((a, d) => a + d.payoutFen, 0);
      return {
        days,
        totals: {
          stakes: fenToYuan(stakeFen),
          wins: fenToYuan(payoutFen),
          net: fenToYuan(payoutFen - stakeFen),
        },
      };
    },

    /**
     * For a bet placed in one statement: an SQL condition, true when no block or stake/loss limit
     * can apply to the player, so the statement may skip assertCanBet. When it is false the caller
     * takes the path with assertCanBet (conservative: a limit not in force yet also says false).
     * `userId` and `at` may be SQL expressions (columns of a statement placing many slips).
     */
    noBetRestrictionSql(userId: number | SQL, at: Date | SQL = now()) {
      return repo.noBetRestriction(userId, at);
    },

    /** Inside the bet transaction: the block, and the stake and net-loss limits, for a slip of `stakeFen`. */
    assertCanBet(tx: Tx, userId: number, stakeFen: number, at: Date = now()) {
      return assertAllowed(tx, userId, stakeFen, ['stake', 'loss'], at);
    },

    betRefusals,

    /** Inside the recharge transaction: the block and the deposit limits, for an order of `amountFen`. */
    assertCanDeposit(tx: Tx, userId: number, amountFen: number, at: Date = now()) {
      return assertAllowed(tx, userId, amountFen, ['deposit'], at);
    },
  };
}
export type ProtectionService = ReturnType<typeof createProtectionService>;
