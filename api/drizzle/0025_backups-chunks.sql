CREATE TABLE "backup_chunks" (
	"backup_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "backup_chunks_backup_id_seq_pk" PRIMARY KEY("backup_id","seq")
);
--> statement-breakpoint
ALTER TABLE "backups" DROP CONSTRAINT "backups_type_check";--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "tables" jsonb;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "migration" text;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN "source" text DEFAULT 'backup' NOT NULL;--> statement-breakpoint
ALTER TABLE "backup_chunks" ADD CONSTRAINT "backup_chunks_backup_id_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: rows of the old types (seeded history) become database backups before the new check (moved here from above).
UPDATE "backups" SET "type" = 'database' WHERE "type" NOT IN ('full', 'database', 'settings');--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_type_check" CHECK ("backups"."type" in ('full', 'database', 'settings'));
