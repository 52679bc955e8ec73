CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"kind" text DEFAULT 'general' NOT NULL,
	"link" text,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requires_application" boolean DEFAULT false NOT NULL,
	"reward_fen" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_kind" CHECK ("activities"."kind" IN ('general', 'sign_in', 'daily_bonus', 'vip')),
	CONSTRAINT "activities_window" CHECK ("activities"."ends_at" IS NULL OR "activities"."ends_at" > "activities"."starts_at"),
	CONSTRAINT "activities_reward_nonneg" CHECK ("activities"."reward_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_applications_status" CHECK ("activity_applications"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "daily_bonus_claims" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"turnover_fen" bigint NOT NULL,
	"bps" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_bonus_claims_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "daily_bonus_claims_values" CHECK ("daily_bonus_claims"."amount_fen" > 0 AND "daily_bonus_claims"."bps" > 0 AND "daily_bonus_claims"."turnover_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"reward_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "sign_ins_values" CHECK ("sign_ins"."streak" >= 1 AND "sign_ins"."reward_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_popup" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"data" jsonb,
	"dedupe_key" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_messages_kind" CHECK ("player_messages"."kind" IN ('recharge', 'withdraw', 'level_up', 'reward', 'commission', 'activity', 'system'))
);
--> statement-breakpoint
CREATE TABLE "engagement_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_reward_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_reward_claims_amount" CHECK ("level_reward_claims"."amount_fen" > 0 AND "level_reward_claims"."level" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_levels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"turnover_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_levels_nonneg" CHECK ("player_levels"."level" >= 0 AND "player_levels"."turnover_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_known";--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_bonus_claims" ADD CONSTRAINT "daily_bonus_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_messages" ADD CONSTRAINT "player_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_reward_claims" ADD CONSTRAINT "level_reward_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_window_idx" ON "activities" USING btree ("enabled","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_applications_activity_user_uq" ON "activity_applications" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_applications_status_idx" ON "activity_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "player_messages_user_idx" ON "player_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "player_messages_unread_idx" ON "player_messages" USING btree ("user_id") WHERE NOT "player_messages"."is_read";--> statement-breakpoint
CREATE UNIQUE INDEX "player_messages_dedupe_uq" ON "player_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "level_reward_claims_user_level_uq" ON "level_reward_claims" USING btree ("user_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "level_reward_claims_reference_uq" ON "level_reward_claims" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_known" CHECK ("wallet_ledger"."kind" IN ('recharge', 'withdraw_freeze', 'withdraw_unfreeze', 'withdraw_paid', 'bet', 'payout', 'refund', 'red_envelope_send', 'red_envelope_grab', 'red_envelope_refund', 'reward', 'adjust', 'vip_reward', 'sign_in_reward', 'daily_bonus', 'activity_reward'));