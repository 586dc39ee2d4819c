CREATE TABLE "settlement_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_holder" text NOT NULL,
	"paid_by" uuid,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_payouts" ADD CONSTRAINT "settlement_payouts_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payouts" ADD CONSTRAINT "settlement_payouts_paid_by_staff_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_payouts_settlement_idx" ON "settlement_payouts" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "settlement_payouts_paid_idx" ON "settlement_payouts" USING btree ("paid_at");--> statement-breakpoint
-- Settlements keep only a masked account (the seller's is sealed at rest, ADR 023): mask the rows stored before.
UPDATE "settlements" SET "bank_account" = regexp_replace("bank_account", '[0-9](?=(?:[^0-9]*[0-9]){4})', '*', 'g') WHERE "bank_account" ~ '[0-9](?:[^0-9]*[0-9]){4}';
