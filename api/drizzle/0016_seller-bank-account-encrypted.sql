ALTER TABLE "sellers" ADD COLUMN "bank_account_encrypted" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "suspended_brand_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;