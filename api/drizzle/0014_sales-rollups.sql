CREATE TABLE "rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_daily_rollups" (
	"day" date NOT NULL,
	"brand_id" uuid,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_daily_rollups_brand_day_key" UNIQUE NULLS NOT DISTINCT("brand_id","day"),
	CONSTRAINT "sales_daily_rollups_numbers_check" CHECK ("sales_daily_rollups"."orders" >= 0 and "sales_daily_rollups"."revenue" >= 0 and "sales_daily_rollups"."refunds" >= 0 and "sales_daily_rollups"."refund_amount" >= 0 and "sales_daily_rollups"."cancellations" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sales_daily_rollups" ADD CONSTRAINT "sales_daily_rollups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("cancelled_at") WHERE "orders"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_completed_idx" ON "refunds" USING btree ("completed_at") WHERE "refunds"."completed_at" is not null;