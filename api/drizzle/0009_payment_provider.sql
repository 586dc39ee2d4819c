CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "virtual_account_bank" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "virtual_account_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "virtual_account_holder" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_provider_event_idx" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_payment_idx" ON "payment_webhook_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_deposit_due_idx" ON "payments" USING btree ("deposit_due_at") WHERE "payments"."status" = 'pending' and "payments"."deposit_due_at" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_virtual_account_check" CHECK (("payments"."virtual_account_number" is null) = ("payments"."deposit_due_at" is null));