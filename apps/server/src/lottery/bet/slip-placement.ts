import { type SQL, sql } from 'drizzle-orm';
import { liveSessionSql } from '../../accounts/index.ts';
import { isShortBalance, type ProtectionService, walletExists } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { isDatabaseUnavailable } from '../../platform/db/db-errors.ts';
import { namedTemplate } from '../../platform/db/sql-template.ts';
import { businessRule } from '../../platform/errors.ts';
import { metrics } from '../../platform/metrics.ts';
import type { RecalledSession } from '../../platform/session.ts';
import type { DrawService } from '../draw/draw.service.ts';
import { betRepository, type PlacedItem } from './bet.repository.ts';
import { placeSlipBatch, slipBatchStatement, slipColumns } from './slip-batch-statement.ts';
import { createSlipBatcher } from './slip-batcher.ts';
import { type NewOrder, type SlipInput, slipSample, slipSlots } from './slip-statement.ts';

/** Most slips placed in one statement (slip-batcher.ts). */
const SLIP_BATCH_MAX = 10;

const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

/**
 * The common case of a bet slip in one round trip (bet.service `place`): the order, its bets, the
 * debit and its ledger row in one statement (no transaction around it), while the issue takes
 * bets (checked by id and time inside the statement, so a stale cache cannot place a bet on a
 * closed issue), the player has a wallet and no protection block or limit can apply. Slips that
 * arrive together share the statement (slip-batcher.ts).
 */
export function createSlipPlacement({
  db,
  draw,
  protection,
}: {
  db: Db;
  draw: DrawService;
  protection: ProtectionService;
}) {
  /**
   * What must hold for a slip to be placed here: no block or limit can apply, the player has a
   * wallet, and `session` (an SQL condition) when the session must be checked. Values, or the
   * columns of a batch's rows.
   */
  const allowed = (userId: number | SQL, at: Date | SQL, session: SQL | undefined) => [
    protection.noBetRestrictionSql(userId, at),
    walletExists(userId),
    ...(session ? [session] : []),
  ];

  /** The statement of one slip, from its input. */
  const slipSql = (v: SlipInput) =>
    betRepository.slipSql({
      issueGuard: draw.openIssueGuard(v.order.issueId, v.t),
      allowed: allowed(
        v.order.userId,
        new Date(v.t),
        v.tokenHash === undefined ? undefined : liveSessionSql(v.tokenHash, v.order.userId, v.now),
      ),
      order: v.order,
      items: v.items,
      memo: v.memo,
    });
  // Its text is the same for every slip: Drizzle builds it once (per kind), each slip only fills
  // in its values (sql-template.ts). slipSql must read nothing but its input (no clock of its own).
  const slipStatement = once(() =>
    namedTemplate(db, 'bet_slip', slipSql, slipSlots, slipSample(1), slipSample(2)),
  );
  const slipStatementWithSession = once(() =>
    namedTemplate(db, 'bet_slip', slipSql, slipSlots, slipSample(1, true), slipSample(2, true)),
  );

  /** One slip in its own statement; undefined when it wrote nothing. */
  async function placeAlone(input: SlipInput) {
    try {
      const statement = input.tokenHash === undefined ? slipStatement() : slipStatementWithSession();
      const placed = await betRepository.placeOrderWithDebit(db, statement(input));
      return placed.rows.length > 0 ? placed : undefined;
    } catch (err) {
      if (isShortBalance(err)) throw businessRule('INSUFFICIENT_BALANCE', '余额不足');
      throw err;
    }
  }

  // The same conditions on each row of a batch (slip-batch-statement.ts).
  const c = slipColumns;
  const batchStatement = once(() =>
    slipBatchStatement(db, {
      issuesGuard: draw.openIssuesGuard(c.issueIds),
      allowed: allowed(
        c.userId,
        c.t,
        sql`(${c.tokenHash} IS NULL OR ${liveSessionSql(c.tokenHash, c.userId, c.now)})`,
      ),
    }),
  );
  const batcher = createSlipBatcher({
    one: placeAlone,
    many: async (inputs: SlipInput[]) => {
      const placed = await placeSlipBatch(batchStatement(), inputs);
      metrics.betSlipsBatched.inc(placed.filter(Boolean).length);
      return placed;
    },
    playerOf: (input) => input.order.userId,
    max: SLIP_BATCH_MAX,
    // A second statement may run beside the first, but only with a full batch. With one at a
    // time, the next statement started only when this thread got round to the last one's answer,
    // behind the HTTP work of the other slips: for 10 slips PostgreSQL worked 1.24 ms of the 2.3 ms
    // each statement took here. With two and no floor, half of the statements held one to six slips,
    // each paying the statement's fixed cost (about 0.4 ms in PostgreSQL, 0.085 ms a slip). On
    // PostgreSQL (bench/bets.bench.ts, alternating runs): 4,341 slips/s with one at a time, 4,578
    // with two and this floor, 4,394 with a floor of half a batch. Room for 20 in a statement (a
    // second beside it from 10) placed fuller statements (10.0-10.5 slips against 8.5-8.6) for
    // less CPU a slip, but 4 % fewer slips/s in 8 alternating pairs: each waited longer for its
    // statement.
    inFlight: 2,
    overlapAt: SLIP_BATCH_MAX,
    // A database that is away fails each slip alike (503): asking it once more per slip would
    // only double the wait.
    retryAlone: (err) => !isDatabaseUnavailable(err),
    onBatchFailed: () => metrics.betSlipBatchesFailed.inc(),
  });

  return {
    /**
     * Places a slip; undefined when it wrote nothing (the caller's transaction then tells why); a
     * short balance fails it (422 INSUFFICIENT_BALANCE).
     */
    place(
      order: NewOrder,
      items: PlacedItem[],
      memo: string,
      t: number,
      session: RecalledSession | undefined,
    ) {
      // A session taken from memory is checked here, in the statement that places the slip.
      const tokenHash = session?.verify ? session.tokenHash : undefined;
      return batcher.place({ order, items, memo, t, tokenHash, now: new Date() });
    },
  };
}
