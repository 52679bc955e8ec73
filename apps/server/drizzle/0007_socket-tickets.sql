CREATE TABLE "socket_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "socket_tickets" ADD CONSTRAINT "socket_tickets_token_hash_sessions_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "socket_tickets_token_idx" ON "socket_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "socket_tickets_expiry_idx" ON "socket_tickets" USING btree ("expires_at");