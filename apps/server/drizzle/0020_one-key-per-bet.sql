-- A bet's slip, player, game and issue are one foreign key to its slip's (whose own keys reach the
-- user, game and issue): a bet can no longer name another player or issue than its slip, and a bet
-- costs one key check instead of four (a third of a bet slip statement's time went to them). A
-- game's bets are never read by game alone (always a player's, by bets_user_idx), and a game's
-- deletion now checks its slips, not its bets: bets_game_idx is one index less per bet written.
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_slip_key" UNIQUE("id","user_id","game_id","issue_id");--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_slip_fk" FOREIGN KEY ("order_id","user_id","game_id","issue_id") REFERENCES "public"."bet_orders"("id","user_id","game_id","issue_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_order_id_bet_orders_id_fk";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_game_id_games_id_fk";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_issue_id_issues_id_fk";--> statement-breakpoint
DROP INDEX "bets_game_idx";
