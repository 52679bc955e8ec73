ALTER TABLE "games" ADD COLUMN "max_player_issue_stake_fen" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_issue_stake_fen" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_stake_limits_positive" CHECK (coalesce("games"."max_player_issue_stake_fen", 1) > 0 AND coalesce("games"."max_issue_stake_fen", 1) > 0);