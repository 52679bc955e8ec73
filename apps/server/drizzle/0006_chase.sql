CREATE TABLE "chase_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chase_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer NOT NULL,
	"issue_no" text NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"multiple" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"order_id" bigint,
	"payout_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chase_issues_amounts" CHECK ("chase_issues"."multiple" BETWEEN 1 AND 1000 AND "chase_issues"."amount_fen" > 0 AND "chase_issues"."payout_fen" >= 0),
	CONSTRAINT "chase_issues_status_known" CHECK ("chase_issues"."status" IN ('waiting', 'placed', 'won', 'lost', 'refunded', 'cancelled', 'missed')),
	CONSTRAINT "chase_issues_placed_has_order" CHECK (("chase_issues"."status" IN ('placed', 'won', 'lost', 'refunded')) = ("chase_issues"."order_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"request_id" text,
	"stop_on_win" boolean NOT NULL,
	"items" jsonb NOT NULL,
	"total_fen" bigint NOT NULL,
	"placed_fen" bigint DEFAULT 0 NOT NULL,
	"released_fen" bigint DEFAULT 0 NOT NULL,
	"won_fen" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"end_reason" text,
	"end_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "chases_money" CHECK ("chases"."total_fen" > 0 AND "chases"."placed_fen" >= 0 AND "chases"."released_fen" >= 0 AND "chases"."won_fen" >= 0
        AND "chases"."placed_fen" + "chases"."released_fen" <= "chases"."total_fen"),
	CONSTRAINT "chases_status_known" CHECK ("chases"."status" IN ('running', 'finished', 'cancelled')),
	CONSTRAINT "chases_end_reason_known" CHECK ("chases"."end_reason" IS NULL OR "chases"."end_reason" IN ('completed', 'won', 'cancelled', 'refused')),
	CONSTRAINT "chases_end" CHECK (("chases"."status" = 'running') = ("chases"."end_reason" IS NULL)
        AND ("chases"."status" = 'running' OR "chases"."placed_fen" + "chases"."released_fen" = "chases"."total_fen"))
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_known";--> statement-breakpoint
ALTER TABLE "chase_issues" ADD CONSTRAINT "chase_issues_chase_id_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."chases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chase_issues" ADD CONSTRAINT "chase_issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chase_issues" ADD CONSTRAINT "chase_issues_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chase_issues" ADD CONSTRAINT "chase_issues_order_id_bet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bet_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chases" ADD CONSTRAINT "chases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chases" ADD CONSTRAINT "chases_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chase_issues_chase_issue_uq" ON "chase_issues" USING btree ("chase_id","issue_no");--> statement-breakpoint
CREATE UNIQUE INDEX "chase_issues_chase_position_uq" ON "chase_issues" USING btree ("chase_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "chase_issues_order_uq" ON "chase_issues" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "chase_issues_waiting_idx" ON "chase_issues" USING btree ("game_id","issue_no") WHERE "chase_issues"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "chase_issues_waiting_close_idx" ON "chase_issues" USING btree ("close_at") WHERE "chase_issues"."status" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "chases_user_request_uq" ON "chases" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "chases_user_idx" ON "chases" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_known" CHECK ("wallet_ledger"."kind" IN ('recharge', 'withdraw_freeze', 'withdraw_unfreeze', 'withdraw_paid', 'bet', 'payout', 'refund', 'red_envelope_send', 'red_envelope_grab', 'red_envelope_refund', 'reward', 'referral_commission', 'adjust', 'vip_reward', 'sign_in_reward', 'daily_bonus', 'activity_reward', 'chase_freeze', 'chase_release'));