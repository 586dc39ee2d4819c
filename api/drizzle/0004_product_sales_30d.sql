ALTER TABLE "products" ADD COLUMN "sales_30d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listed_sales_idx" ON "products" USING btree ("sales_30d","id") WHERE status <> 'inactive';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sales_30d_check" CHECK ("products"."sales_30d" >= 0);