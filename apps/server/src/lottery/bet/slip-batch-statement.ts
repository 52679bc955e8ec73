import { and, fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { debitsCtes } from '../../money/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { buildQuery, executeBuilt, statementName } from '../../platform/db/named-statement.ts';
import type { BuiltQuery } from '../../platform/db/sql-template.ts';
import type { PlacedRow } from './bet.repository.ts';
import type { SlipInput } from './slip-statement.ts';

/**
 * Many slips in one statement (the slip batcher's "many"): each slip is a row `slip` of a JSON
 * parameter, and the statement does for each what the one-slip statement does (slipSql): the order
 * and its bets while its issue takes bets and its conditions hold, unless its (userId, requestId)
 * exists, and the debit of its stake with its ledger row. One player has at most one slip in a
 * batch, so a slip is known by its player. Any failure (a short balance) fails every slip of it.
 */

/**
 * The columns of a slip's row `slip` that the conditions of other contexts read. (Not `s`: the
 * session check names the sessions table so.)
 */
export const slipColumns = {
  userId: sql`slip.user_id`,
  /** The service's clock when the slip was made. */
  t: sql`slip.t`,
  /** The session to check, or NULL when the route looked it up itself. */
  tokenHash: sql`slip.token_hash`,
  /** The real clock, for the session's expiry. */
  now: sql`slip.now`,
  /** The issue ids of the batch, as a subquery. */
  issueIds: sql`SELECT issue_id FROM slip`,
};

export interface SlipBatchParts {
  /** The open issues of `slipColumns.issueIds` with their `close_at`, locked FOR SHARE. */
  issuesGuard: SQL;
  /** Conditions on a slip's row `slip`, all of which must hold for it to be placed. */
  allowed: SQL[];
}

/** A slip as a row of the batch's JSON parameter (the column list of `slip` below). */
const slipRow = ({ order, items, memo, t, tokenHash, now }: SlipInput) => ({
  user_id: order.userId,
  game_id: order.gameId,
  issue_id: order.issueId,
  issue_no: order.issueNo,
  request_id: order.requestId ?? null,
  total_fen: order.totalFen,
  item_count: order.itemCount,
  created_at: (order.createdAt ?? new Date(t)).toISOString(),
  t: new Date(t).toISOString(),
  memo,
  token_hash: tokenHash ?? null,
  now: now.toISOString(),
  game_type: items[0]!.gameType,
  plays: items.map((i) => i.play),
  options: items.map((i) => i.option),
  amounts: items.map((i) => i.amountFen),
  odds: items.map((i) => i.oddsHundredths),
});

/** The statement, with its slips (JSON text) as the placeholder `slips`. */
function slipBatchSql(parts: SlipBatchParts): SQL {
  const allowed = and(...parts.allowed) ?? sql`TRUE`;
  return sql`
    WITH slip AS (
      SELECT * FROM json_to_recordset(${sql.placeholder('slips')}::json) AS x(
        user_id int, game_id int, issue_id bigint, issue_no text, request_id text, total_fen bigint,
        item_count int, created_at timestamptz, t timestamptz, memo text, token_hash text,
        now timestamptz, game_type text, plays text[], options text[], amounts bigint[], odds int[])
    ),
    i AS (${parts.issuesGuard}),
    o AS (
      INSERT INTO bet_orders (user_id, game_id, issue_id, issue_no, request_id, total_fen, item_count, created_at)
      SELECT slip.user_id, slip.game_id, slip.issue_id, slip.issue_no, slip.request_id, slip.total_fen, slip.item_count, slip.created_at
      FROM slip JOIN i ON i.id = slip.issue_id AND i.close_at > slip.t
      WHERE ${allowed}
      ON CONFLICT (user_id, request_id) DO NOTHING
      RETURNING id, user_id
    ),
    b AS (
      INSERT INTO bets (order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen, odds_hundredths, created_at)
      SELECT o.id, slip.user_id, slip.game_id, slip.game_type, slip.issue_id, slip.issue_no, v.p, v.o, v.a, v.h, slip.created_at
      FROM o JOIN slip ON slip.user_id = o.user_id,
        unnest(slip.plays, slip.options, slip.amounts, slip.odds) WITH ORDINALITY AS v(p, o, a, h, n)
      ORDER BY o.id, v.n
      RETURNING id, order_id, user_id, status
    ),
    debits AS (
      SELECT o.user_id, slip.total_fen AS amount_fen, 'bet'::text AS kind, 'bet-order:' || o.id AS reference,
        slip.memo, o.id AS ord
      FROM o JOIN slip ON slip.user_id = o.user_id
    ),
    ${debitsCtes('debits')}
    SELECT json_build_object(
      'placed', (
        SELECT coalesce(json_agg(json_build_array(w.user_id, w.balance_fen, s.order_id, s.ids, s.statuses)), '[]'::json)
        FROM debits_wallets w JOIN (
          SELECT user_id, order_id, array_agg(id ORDER BY id) AS ids, array_agg(status ORDER BY id) AS statuses
          FROM b GROUP BY user_id, order_id
        ) s ON s.user_id = w.user_id
      ),
      'orders', (SELECT count(*) FROM o),
      'debited', (SELECT count(*) FROM debits_ledger)
    ) AS r`;
}

/**
 * What the statement answers: per placed slip its player, the balance after, its order and its
 * bets' ids and statuses in item order (their plays, options, amounts and odds are the slip's own,
 * so they do not make the round trip back).
 */
type BatchOut = {
  placed: [
    userId: number,
    balanceFen: number,
    orderId: number,
    ids: number[],
    statuses: PlacedRow['status'][],
  ][];
  orders: number;
  debited: number;
};

/**
 * The batch statement for these conditions. Drizzle builds its text once: a statement differs from
 * another only by its slips, so each call just fills them in.
 */
export function slipBatchStatement(db: DbOrTx, parts: SlipBatchParts): SlipBatchStatement {
  const query = buildQuery(db, slipBatchSql(parts));
  return { db, query, name: statementName('bet_slips', query.sql) };
}

export interface SlipBatchStatement {
  db: DbOrTx;
  query: BuiltQuery;
  name: string | undefined;
}

/**
 * Places the slips (of distinct players) in one statement. Answers, in the order of `slips`, each
 * slip's bets in item order with the player's balance after, or undefined for a slip it did not
 * place (its issue closed, a condition failed or its requestId exists: the caller tells which).
 * Throws when the statement failed, having written nothing.
 */
export async function placeSlipBatch(
  { db, query, name }: SlipBatchStatement,
  slips: SlipInput[],
): Promise<({ rows: PlacedRow[]; balanceFen: number } | undefined)[]> {
  const params = fillPlaceholders(query.params, { slips: JSON.stringify(slips.map(slipRow)) });
  // A json column arrives parsed from both drivers (node-postgres and PGlite parse its type).
  const res = await executeBuilt<{ r: BatchOut }>(db, name, { sql: query.sql, params });
  const out = res.rows[0]!.r;
  // Cannot happen (every order's debit reads it, and its wallet exists): the orders are written.
  if (Number(out.orders) !== Number(out.debited)) throw new Error('bet slips placed without their debits');
  const byUser = new Map<number, (typeof out.placed)[number]>();
  for (const p of out.placed) byUser.set(p[0], p);
  return slips.map(({ order, items }) => {
    const p = byUser.get(order.userId);
    if (!p) return undefined;
    const [, balanceFen, orderId, ids, statuses] = p;
    const rows = items.map(
      (item, i): PlacedRow => ({
        id: Number(ids[i]),
        orderId: Number(orderId),
        play: item.play,
        option: item.option,
        amountFen: item.amountFen,
        oddsHundredths: item.oddsHundredths,
        status: statuses[i]!,
      }),
    );
    return { rows, balanceFen: Number(balanceFen) };
  });
}
