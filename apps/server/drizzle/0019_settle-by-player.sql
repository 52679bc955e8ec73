-- Settlement takes an issue's pending bets in (player, id) order, so each batch holds a few
-- players' bets and locks and updates a few wallets, instead of a couple of bets of every player.
DROP INDEX "bets_issue_pending_idx";--> statement-breakpoint
CREATE INDEX "bets_issue_pending_idx" ON "bets" USING btree ("issue_id","user_id","id") WHERE "bets"."status" = 'pending';