-- The staff audit log is append-only (issue 17): no role, and no code path, can edit or remove
-- a row. UPDATE, DELETE and TRUNCATE raise an error; only INSERT is allowed.
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
