-- The operator audit log is append-only (issue 14 §1): rows are only ever inserted. Whatever asks
-- (a route, a job, a console at the database), an UPDATE, DELETE or TRUNCATE of it is refused.
-- Statement triggers: they refuse even a statement that would touch no row.
CREATE FUNCTION "admin_audit_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_logs is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_logs_no_change" BEFORE UPDATE OR DELETE
  ON "admin_audit_logs" FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_logs_append_only"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_logs_no_truncate" BEFORE TRUNCATE
  ON "admin_audit_logs" FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_logs_append_only"();
