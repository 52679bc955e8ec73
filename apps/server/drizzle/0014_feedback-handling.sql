ALTER TABLE "feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_handled_by_idx" ON "feedback" USING btree ("handled_by");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handled_whole" CHECK (("feedback"."handled_at" IS NULL) = ("feedback"."handled_by" IS NULL));