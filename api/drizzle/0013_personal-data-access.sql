CREATE TABLE "personal_data_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"staff_name" text NOT NULL,
	"ip" text,
	"purpose" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"fields" text[] NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "personal_data_access_purpose_check" CHECK ("personal_data_access"."purpose" in ('reveal', 'export'))
);
--> statement-breakpoint
ALTER TABLE "personal_data_access" ADD CONSTRAINT "personal_data_access_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_access_occurred_idx" ON "personal_data_access" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "personal_data_access_staff_idx" ON "personal_data_access" USING btree ("staff_id","occurred_at");--> statement-breakpoint
CREATE INDEX "personal_data_access_resource_idx" ON "personal_data_access" USING btree ("resource","resource_id");