CREATE TABLE "referral_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"units" bigint NOT NULL,
	"reward_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_claims_positive" CHECK ("referral_claims"."amount_fen" > 0 AND "referral_claims"."units" > 0 AND "referral_claims"."reward_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"bettor_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"game_id" integer NOT NULL,
	"issue_no" text NOT NULL,
	"stake_fen" bigint NOT NULL,
	"bps" integer NOT NULL,
	"units" bigint NOT NULL,
	"claim_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_commissions_level" CHECK ("referral_commissions"."level" BETWEEN 1 AND 3),
	CONSTRAINT "referral_commissions_bps" CHECK ("referral_commissions"."bps" BETWEEN 1 AND 1000),
	CONSTRAINT "referral_commissions_units" CHECK ("referral_commissions"."stake_fen" > 0 AND "referral_commissions"."units" = "referral_commissions"."stake_fen" * "referral_commissions"."bps"),
	CONSTRAINT "referral_commissions_not_self" CHECK ("referral_commissions"."beneficiary_id" <> "referral_commissions"."bettor_id")
);
--> statement-breakpoint
CREATE TABLE "protection_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_blocks_kind" CHECK ("protection_blocks"."kind" IN ('cooling_off', 'self_exclusion')),
	CONSTRAINT "protection_blocks_span" CHECK ("protection_blocks"."until" > "protection_blocks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_fen" bigint,
	"pending_amount_fen" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "protection_limits_kind" CHECK ("protection_limits"."kind" IN ('deposit', 'stake', 'loss')),
	CONSTRAINT "protection_limits_period" CHECK ("protection_limits"."period" IN ('day', 'month')),
	CONSTRAINT "protection_limits_amount_positive" CHECK ("protection_limits"."amount_fen" IS NULL OR "protection_limits"."amount_fen" > 0),
	CONSTRAINT "protection_limits_pending" CHECK (("protection_limits"."pending_effective_at" IS NOT NULL OR "protection_limits"."pending_amount_fen" IS NULL) AND ("protection_limits"."pending_amount_fen" IS NULL OR "protection_limits"."pending_amount_fen" > 0))
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_known";--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_bettor_id_users_id_fk" FOREIGN KEY ("bettor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_claim_id_referral_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."referral_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_blocks" ADD CONSTRAINT "protection_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_claims_user_idx" ON "referral_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_bet_beneficiary_uq" ON "referral_commissions" USING btree ("bet_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "referral_commissions_beneficiary_idx" ON "referral_commissions" USING btree ("beneficiary_id","id");--> statement-breakpoint
CREATE INDEX "referral_commissions_unclaimed_idx" ON "referral_commissions" USING btree ("beneficiary_id") WHERE "referral_commissions"."claim_id" IS NULL;--> statement-breakpoint
CREATE INDEX "referral_commissions_bettor_idx" ON "referral_commissions" USING btree ("beneficiary_id","bettor_id");--> statement-breakpoint
CREATE INDEX "protection_blocks_user_until_idx" ON "protection_blocks" USING btree ("user_id","until");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_not_invited_by_self" CHECK ("users"."invited_by" <> "users"."id");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_known" CHECK ("wallet_ledger"."kind" IN ('recharge', 'withdraw_freeze', 'withdraw_unfreeze', 'withdraw_paid', 'bet', 'payout', 'refund', 'red_envelope_send', 'red_envelope_grab', 'red_envelope_refund', 'reward', 'referral_commission', 'adjust', 'vip_reward', 'sign_in_reward', 'daily_bonus', 'activity_reward'));