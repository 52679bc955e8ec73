CREATE TABLE "admin_audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_user_id" integer,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"target" text,
	"payload" jsonb,
	"ip" text,
	"status_code" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bet_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"issue_id" bigint NOT NULL,
	"issue_no" text NOT NULL,
	"request_id" text,
	"total_fen" bigint NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_orders_total_positive" CHECK ("bet_orders"."total_fen" > 0 AND "bet_orders"."item_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"issue_id" bigint NOT NULL,
	"issue_no" text NOT NULL,
	"play" text NOT NULL,
	"option" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_amounts" CHECK ("bets"."amount_fen" > 0 AND "bets"."odds_hundredths" > 0 AND "bets"."payout_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"sound_enabled" boolean DEFAULT true NOT NULL,
	"vibration_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"conversation_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"cleared_seq" integer DEFAULT 0 NOT NULL,
	"hidden_seq" integer DEFAULT 0 NOT NULL,
	"is_sticky" boolean DEFAULT false NOT NULL,
	"sticky_at" timestamp with time zone,
	"is_muted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_deletions" (
	"user_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_deletions_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"seq" integer NOT NULL,
	"conversation_type" text NOT NULL,
	"sender_id" integer,
	"target_id" integer NOT NULL,
	"message_type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"media_url" text,
	"media_size" integer,
	"duration" integer,
	"reply_to_id" bigint,
	"client_msg_id" text,
	"extra" jsonb,
	"recalled_at" timestamp with time zone,
	"recalled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"issue_no" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"numbers" integer[],
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issues_numbers_iff_drawn" CHECK (("issues"."numbers" IS NOT NULL) = ("issues"."status" IN ('drawn', 'settled'))),
	CONSTRAINT "issues_times" CHECK ("issues"."open_at" <= "issues"."close_at" AND "issues"."close_at" <= "issues"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "friend_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"message" text,
	"remark" text,
	"group_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"remark" text,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"user_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_user_id_blocked_id_pk" PRIMARY KEY("user_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"interval_seconds" integer NOT NULL,
	"close_before_seconds" integer DEFAULT 5 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_schedule" CHECK ("games"."interval_seconds" BETWEEN 9 AND 86400 AND "games"."close_before_seconds" >= 0 AND "games"."close_before_seconds" < "games"."interval_seconds")
);
--> statement-breakpoint
CREATE TABLE "odds_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"play" text NOT NULL,
	"option" text,
	"odds_hundredths" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odds_overrides_game_play_option_uq" UNIQUE NULLS NOT DISTINCT("game_id","play","option"),
	CONSTRAINT "odds_overrides_positive" CHECK ("odds_overrides"."odds_hundredths" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar" text,
	"owner_id" integer NOT NULL,
	"max_members" integer DEFAULT 500 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"allow_member_invite" boolean DEFAULT true NOT NULL,
	"join_code" text NOT NULL,
	"lottery_game_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"muted_until" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"muted_until" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "presence_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"min_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"fee_fixed_fen" bigint DEFAULT 0 NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"account_name" text,
	"account_no" text,
	"bank_name" text,
	"qr_code_url" text,
	"presets_fen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_channels_range" CHECK ("recharge_channels"."min_fen" > 0 AND "recharge_channels"."max_fen" >= "recharge_channels"."min_fen")
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_code" text NOT NULL,
	"channel_type" text NOT NULL,
	"channel_name" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"fee_fen" bigint DEFAULT 0 NOT NULL,
	"credit_fen" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_id" text,
	"payer_name" text,
	"remark" text,
	"payment" jsonb NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_orders_amounts" CHECK ("recharge_orders"."amount_fen" > 0 AND "recharge_orders"."fee_fen" >= 0 AND "recharge_orders"."credit_fen" = "recharge_orders"."amount_fen" - "recharge_orders"."fee_fen")
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"ip" text,
	"message" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text,
	"invite_code" text NOT NULL,
	"invited_by" integer,
	"phone" text,
	"roles" text[] DEFAULT ARRAY['player']::text[] NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"frozen_delta_fen" bigint DEFAULT 0 NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"frozen_after_fen" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"frozen_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonneg" CHECK ("wallets"."balance_fen" >= 0),
	CONSTRAINT "wallets_frozen_nonneg" CHECK ("wallets"."frozen_fen" >= 0),
	CONSTRAINT "wallets_frozen_le_balance" CHECK ("wallets"."frozen_fen" <= "wallets"."balance_fen")
);
--> statement-breakpoint
CREATE TABLE "withdraw_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"bank_name" text,
	"bank_branch" text,
	"qr_code_url" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"bank_name" text,
	"bank_branch" text,
	"amount_fen" bigint NOT NULL,
	"fee_fen" bigint DEFAULT 0 NOT NULL,
	"total_fen" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_id" text,
	"reason" text,
	"reviewed_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_orders_amounts" CHECK ("withdraw_orders"."amount_fen" > 0 AND "withdraw_orders"."fee_fen" >= 0 AND "withdraw_orders"."total_fen" = "withdraw_orders"."amount_fen" + "withdraw_orders"."fee_fen")
);
--> statement-breakpoint
CREATE TABLE "withdraw_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_logs_time_idx" ON "admin_audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_logs_admin_idx" ON "admin_audit_logs" USING btree ("admin_user_id","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_orders_user_request_uq" ON "bet_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "bets_user_idx" ON "bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bets_order_idx" ON "bets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bets_issue_pending_idx" ON "bets" USING btree ("issue_id","id") WHERE "bets"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bets_settled_at_idx" ON "bets" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq_uq" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_msg_uq" ON "messages" USING btree ("sender_id","client_msg_id") WHERE "messages"."client_msg_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "issues_game_issue_no_uq" ON "issues" USING btree ("game_id","issue_no");--> statement-breakpoint
CREATE INDEX "issues_game_draw_at_idx" ON "issues" USING btree ("game_id","draw_at");--> statement-breakpoint
CREATE INDEX "issues_unfinished_idx" ON "issues" USING btree ("draw_at") WHERE "issues"."settled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_groups_user_name_uq" ON "friend_groups" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_uq" ON "friend_requests" USING btree ("from_user_id","to_user_id") WHERE "friend_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "friend_requests_to_idx" ON "friend_requests" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "friend_requests_from_idx" ON "friend_requests" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "friendships_friend_idx" ON "friendships" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_code_uq" ON "game_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_code_uq" ON "games" USING btree ("code");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_groups_join_code_uq" ON "chat_groups" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "chat_groups_public_idx" ON "chat_groups" USING btree ("is_public","status");--> statement-breakpoint
CREATE UNIQUE INDEX "group_invites_pending_uq" ON "group_invites" USING btree ("group_id","invitee_id") WHERE "group_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "group_invites_invitee_idx" ON "group_invites" USING btree ("invitee_id","created_at");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "presence_connections_user_idx" ON "presence_connections" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "presence_connections_instance_idx" ON "presence_connections" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "presence_connections_expires_idx" ON "presence_connections" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_channels_code_uq" ON "recharge_channels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_order_no_uq" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_user_request_uq" ON "recharge_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "recharge_orders_status_idx" ON "recharge_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_uq" ON "users" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_reference_uq" ON "wallet_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_time_idx" ON "wallet_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_accounts_user_idx" ON "withdraw_accounts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_accounts_user_no_uq" ON "withdraw_accounts" USING btree ("user_id","type","account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_accounts_default_uq" ON "withdraw_accounts" USING btree ("user_id") WHERE "withdraw_accounts"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_order_no_uq" ON "withdraw_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_user_request_uq" ON "withdraw_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "withdraw_orders_user_idx" ON "withdraw_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdraw_orders_status_idx" ON "withdraw_orders" USING btree ("status","id");