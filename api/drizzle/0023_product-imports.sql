CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"total_rows" integer NOT NULL,
	"product_count" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"payload" jsonb,
	"brand_id" uuid,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_by_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "product_imports_status_check" CHECK ("product_imports"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "product_imports_counts_check" CHECK ("product_imports"."total_rows" >= 0 and "product_imports"."processed" >= 0 and "product_imports"."created" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_imports_status_idx" ON "product_imports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_imports_created_by_idx" ON "product_imports" USING btree ("created_by","created_at");