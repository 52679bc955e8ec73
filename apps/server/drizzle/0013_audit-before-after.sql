ALTER TABLE "admin_audit_logs" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_audit_logs" ADD COLUMN "after" jsonb;