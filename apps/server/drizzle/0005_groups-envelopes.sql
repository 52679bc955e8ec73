CREATE TABLE "group_announcement_reads" (
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_announcement_reads_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_popup" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_announcements_version_pos" CHECK ("group_announcements"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "group_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "group_applications_status" CHECK ("group_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "group_applications_handled" CHECK (("group_applications"."status" = 'pending') = ("group_applications"."handled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "group_draw_notices" (
	"group_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"issue_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_draw_notices_group_id_game_id_issue_no_pk" PRIMARY KEY("group_id","game_id","issue_no")
);
--> statement-breakpoint
CREATE TABLE "red_envelope_shares" (
	"envelope_id" integer NOT NULL,
	"position" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"grabbed_by" integer,
	"grabbed_at" timestamp with time zone,
	CONSTRAINT "red_envelope_shares_envelope_id_position_pk" PRIMARY KEY("envelope_id","position"),
	CONSTRAINT "red_envelope_shares_amount_min" CHECK ("red_envelope_shares"."amount_fen" >= 1),
	CONSTRAINT "red_envelope_shares_grab_pair" CHECK (("red_envelope_shares"."grabbed_by" is null) = ("red_envelope_shares"."grabbed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"conversation_id" text NOT NULL,
	"conversation_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"message_id" bigint,
	"type" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"count" integer NOT NULL,
	"blessing" text NOT NULL,
	"password_hash" text,
	"remain_count" integer NOT NULL,
	"remain_fen" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "red_envelopes_amount_range" CHECK ("red_envelopes"."amount_fen" between 1 and 2000000),
	CONSTRAINT "red_envelopes_count_range" CHECK ("red_envelopes"."count" between 1 and 100),
	CONSTRAINT "red_envelopes_share_min" CHECK ("red_envelopes"."amount_fen" >= "red_envelopes"."count"),
	CONSTRAINT "red_envelopes_remain_count" CHECK ("red_envelopes"."remain_count" between 0 and "red_envelopes"."count"),
	CONSTRAINT "red_envelopes_remain_fen" CHECK ("red_envelopes"."remain_fen" between 0 and "red_envelopes"."amount_fen"),
	CONSTRAINT "red_envelopes_remain_pair" CHECK (("red_envelopes"."remain_count" = 0) = ("red_envelopes"."remain_fen" = 0)),
	CONSTRAINT "red_envelopes_refund" CHECK ("red_envelopes"."refunded_fen" between 0 and "red_envelopes"."remain_fen"),
	CONSTRAINT "red_envelopes_expired_refunded" CHECK (("red_envelopes"."status" = 'expired') = ("red_envelopes"."refunded_at" is not null)),
	CONSTRAINT "red_envelopes_finished" CHECK (("red_envelopes"."status" = 'finished') = ("red_envelopes"."remain_count" = 0)),
	CONSTRAINT "red_envelopes_type" CHECK ("red_envelopes"."type" in ('lucky', 'normal')),
	CONSTRAINT "red_envelopes_status" CHECK ("red_envelopes"."status" in ('active', 'finished', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "chat_groups" ADD COLUMN "mute_reason" text;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD COLUMN "muted_by" integer;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD COLUMN "dissolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "mute_reason" text;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "muted_by" integer;--> statement-breakpoint
ALTER TABLE "group_announcement_reads" ADD CONSTRAINT "group_announcement_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_announcement_reads" ADD CONSTRAINT "group_announcement_reads_announcement_id_group_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."group_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_announcements" ADD CONSTRAINT "group_announcements_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_announcements" ADD CONSTRAINT "group_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_applications" ADD CONSTRAINT "group_applications_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_applications" ADD CONSTRAINT "group_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_applications" ADD CONSTRAINT "group_applications_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_draw_notices" ADD CONSTRAINT "group_draw_notices_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_grabbed_by_users_id_fk" FOREIGN KEY ("grabbed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_announcements_group_idx" ON "group_announcements" USING btree ("group_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_applications_pending_uq" ON "group_applications" USING btree ("group_id","user_id") WHERE "group_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "group_applications_group_idx" ON "group_applications" USING btree ("group_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_shares_grabber_uq" ON "red_envelope_shares" USING btree ("envelope_id","grabbed_by") WHERE "red_envelope_shares"."grabbed_by" is not null;--> statement-breakpoint
CREATE INDEX "red_envelope_shares_user_idx" ON "red_envelope_shares" USING btree ("grabbed_by","grabbed_at") WHERE "red_envelope_shares"."grabbed_by" is not null;--> statement-breakpoint
CREATE INDEX "red_envelopes_sender_idx" ON "red_envelopes" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "red_envelopes_due_idx" ON "red_envelopes" USING btree ("expires_at") WHERE "red_envelopes"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_sender_request_uq" ON "red_envelopes" USING btree ("sender_id","request_id") WHERE "red_envelopes"."request_id" is not null;