-- Index entries a slip no longer writes: no read takes slips by game or by issue (and games and
-- issues are never deleted, the only thing those indexes served), no read takes an issue's bets of
-- every status (settlement and the stake limits read its pending ones, bets_issue_pending_idx), and
-- reports read settled bets by time, so a pending bet, placed without a settled_at, is not indexed
-- by it. Eight index entries less per three-bet slip.
DROP INDEX "bet_orders_game_idx";--> statement-breakpoint
DROP INDEX "bet_orders_issue_idx";--> statement-breakpoint
DROP INDEX "bets_issue_idx";--> statement-breakpoint
DROP INDEX "bets_settled_at_idx";--> statement-breakpoint
CREATE INDEX "bets_settled_at_idx" ON "bets" USING btree ("settled_at") WHERE "bets"."settled_at" IS NOT NULL;