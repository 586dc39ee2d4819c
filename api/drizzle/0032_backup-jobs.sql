CREATE TABLE "backup_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"keep_automatic" integer DEFAULT 7 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_settings_one_row" CHECK ("backup_settings"."id"),
	CONSTRAINT "backup_settings_keep_check" CHECK ("backup_settings"."keep_automatic" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: the one settings row, and the 자동 백업 maintenance task (its schedule and on/off switch) on every database, seeded or not.
INSERT INTO "backup_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "maintenance_tasks" ("code", "name", "description", "schedule") VALUES ('auto_backup', '자동 백업', '매일 데이터베이스 백업을 만들고 보관 개수를 넘는 오래된 자동 백업을 삭제합니다', '0 3 * * *') ON CONFLICT ("code") DO NOTHING;
