CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"operator_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"ledger_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_adjustments_nonzero" CHECK ("balance_adjustments"."amount_fen" <> 0),
	CONSTRAINT "balance_adjustments_reason" CHECK (length(btrim("balance_adjustments"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_known";--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_ledger_id_wallet_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."wallet_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_request_uq" ON "balance_adjustments" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_ledger_uq" ON "balance_adjustments" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_user_idx" ON "balance_adjustments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_time_brin" ON "wallet_ledger" USING brin ("created_at");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_known" CHECK ("wallet_ledger"."kind" IN ('recharge', 'withdraw_freeze', 'withdraw_unfreeze', 'withdraw_paid', 'bet', 'payout', 'refund', 'red_envelope_send', 'red_envelope_grab', 'red_envelope_refund', 'reward', 'referral_commission', 'adjust', 'vip_reward', 'sign_in_reward', 'daily_bonus', 'activity_reward', 'chase_freeze', 'chase_release', 'admin_adjust'));