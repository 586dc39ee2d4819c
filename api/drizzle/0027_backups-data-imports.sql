CREATE TABLE "backup_chunks" (
	"backup_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "backup_chunks_backup_id_seq_pk" PRIMARY KEY("backup_id","seq")
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"total_rows" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"message" text,
	"payload" jsonb,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_by_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "data_imports_status_check" CHECK ("data_imports"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "data_imports_kind_check" CHECK ("data_imports"."kind" in ('customers')),
	CONSTRAINT "data_imports_counts_check" CHECK ("data_imports"."total_rows" >= 0 and "data_imports"."processed" >= 0 and "data_imports"."created" >= 0)
);
--> statement-breakpoint
ALTER TABLE "backups" DROP CONSTRAINT "backups_type_check";--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "tables" jsonb;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "migration" text;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "source" text DEFAULT 'backup' NOT NULL;--> statement-breakpoint
ALTER TABLE "backup_chunks" ADD CONSTRAINT "backup_chunks_backup_id_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_imports_status_idx" ON "data_imports" USING btree ("status","created_at");--> statement-breakpoint
-- Hand-written: rows of the old types (seeded history) become database backups before the new check.
UPDATE "backups" SET "type" = 'database' WHERE "type" NOT IN ('full', 'database', 'settings');--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_type_check" CHECK ("backups"."type" in ('full', 'database', 'settings'));