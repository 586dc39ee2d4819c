ALTER TABLE "staff_accounts" ADD COLUMN "login_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "ip_restrictions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Hand-written: audit_logs and personal_data_access are append-only in the database itself.
-- UPDATE, DELETE and TRUNCATE are refused for every role, the application's included. The one
-- exception to UPDATE is the foreign key's ON DELETE SET NULL (a staff account removed; the row
-- keeps the e-mail and name as written). DELETE is allowed only for a row past its retention
-- (개인정보의 안전성 확보조치 기준 제8조): permission changes (settings.roles.*, settings.staff.*)
-- 5 years, everything else, personal-data access included, 2 years. The daily job
-- `audit.purge-expired` deletes those rows (packages/domain admin-audit.ts holds the same rule).
CREATE OR REPLACE FUNCTION audit_retained_until(tbl text, action text, occurred_at timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT occurred_at + CASE
    WHEN tbl = 'audit_logs' AND (action LIKE 'settings.roles.%' OR action LIKE 'settings.staff.%') THEN interval '5 years'
    ELSE interval '2 years'
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION '% is append-only: TRUNCATE is refused', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  ELSIF TG_OP = 'UPDATE' THEN
    IF OLD.staff_id IS NOT NULL AND NEW.staff_id IS NULL AND (to_jsonb(NEW) - 'staff_id') = (to_jsonb(OLD) - 'staff_id') THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION '% is append-only: UPDATE is refused', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  ELSIF TG_OP = 'DELETE' THEN
    IF audit_retained_until(TG_TABLE_NAME, to_jsonb(OLD) ->> 'action', OLD.occurred_at) <= now() THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION '% is append-only: a row within its retention cannot be deleted', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_append_only BEFORE UPDATE OR DELETE ON audit_logs FOR EACH ROW EXECUTE FUNCTION audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
--> statement-breakpoint
CREATE TRIGGER personal_data_access_append_only BEFORE UPDATE OR DELETE ON personal_data_access FOR EACH ROW EXECUTE FUNCTION audit_append_only();
--> statement-breakpoint
CREATE TRIGGER personal_data_access_no_truncate BEFORE TRUNCATE ON personal_data_access FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
--> statement-breakpoint
ALTER TABLE audit_logs ENABLE ALWAYS TRIGGER audit_logs_append_only;
--> statement-breakpoint
ALTER TABLE audit_logs ENABLE ALWAYS TRIGGER audit_logs_no_truncate;
--> statement-breakpoint
ALTER TABLE personal_data_access ENABLE ALWAYS TRIGGER personal_data_access_append_only;
--> statement-breakpoint
ALTER TABLE personal_data_access ENABLE ALWAYS TRIGGER personal_data_access_no_truncate;
