ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
DROP INDEX "shipments_order_seller_idx";--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "goods_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "coupon_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "points_refund" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "shipping_recharge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "return_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_return_seller_idx" ON "shipments" USING btree ("return_id","seller_id") WHERE "shipments"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_seller_idx" ON "shipments" USING btree ("order_id","seller_id") WHERE "shipments"."return_id" is null;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('order_use', 'order_earn', 'cancel_restore', 'signup_bonus', 'review_reward', 'admin_adjust', 'expire', 'return_restore'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_breakdown_check" CHECK ("returns"."goods_amount" >= 0 and "returns"."coupon_share" >= 0 and "returns"."points_refund" >= 0 and "returns"."shipping_recharge" >= 0 and "returns"."return_fee" >= 0);