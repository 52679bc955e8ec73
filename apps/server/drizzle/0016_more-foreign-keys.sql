-- Foreign keys on the references added after 0001 (issue 9 "Integrity in the database"). What the
-- set-null and cascade rules would have done to a dangling value is done first; a money or audit row
-- that names a missing bet, game, message, conversation or reviewer stops the migration instead.
UPDATE "chat_groups" SET "muted_by" = NULL WHERE "muted_by" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "chat_groups"."muted_by");--> statement-breakpoint
UPDATE "group_members" SET "muted_by" = NULL WHERE "muted_by" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "group_members"."muted_by");--> statement-breakpoint
DELETE FROM "group_draw_notices" WHERE NOT EXISTS (SELECT 1 FROM "games" g WHERE g."id" = "group_draw_notices"."game_id");--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_draw_notices" ADD CONSTRAINT "group_draw_notices_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_applications_reviewed_by_idx" ON "activity_applications" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "referral_commissions_game_idx" ON "referral_commissions" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "chat_groups_muted_by_idx" ON "chat_groups" USING btree ("muted_by");--> statement-breakpoint
CREATE INDEX "group_draw_notices_game_idx" ON "group_draw_notices" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "group_members_muted_by_idx" ON "group_members" USING btree ("muted_by");--> statement-breakpoint
CREATE INDEX "red_envelopes_conversation_idx" ON "red_envelopes" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "red_envelopes_message_idx" ON "red_envelopes" USING btree ("message_id");