-- A slip's issue and game are one foreign key to its issue's (whose own key reaches the game): a
-- slip can no longer name another game than its issue's, and each slip costs one key check less.
ALTER TABLE "issues" ADD CONSTRAINT "issues_game_key" UNIQUE("id","game_id");--> statement-breakpoint
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_issue_fk" FOREIGN KEY ("issue_id","game_id") REFERENCES "public"."issues"("id","game_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_orders" DROP CONSTRAINT "bet_orders_game_id_games_id_fk";--> statement-breakpoint
ALTER TABLE "bet_orders" DROP CONSTRAINT "bet_orders_issue_id_issues_id_fk";
