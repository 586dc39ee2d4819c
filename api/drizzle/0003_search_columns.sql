ALTER TABLE "brands" ADD COLUMN "search_jamo" text GENERATED ALWAYS AS (search_jamo(name) || ' ' || search_jamo(name_en)) STORED;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_choseong" text GENERATED ALWAYS AS (search_choseong(name)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_jamo" text GENERATED ALWAYS AS (search_jamo(name) || ' ' || search_jamo(name_en)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_choseong" text GENERATED ALWAYS AS (search_choseong(name)) STORED;--> statement-breakpoint
CREATE INDEX "brands_search_jamo_idx" ON "brands" USING gin ("search_jamo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_search_choseong_idx" ON "brands" USING gin ("search_choseong" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_jamo_idx" ON "products" USING gin ("search_jamo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_choseong_idx" ON "products" USING gin ("search_choseong" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listed_popular_idx" ON "products" USING btree ("review_count","id") WHERE status <> 'inactive';--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at","id") WHERE status <> 'inactive';--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree (coalesce("sale_price", "price"),"id") WHERE status <> 'inactive';--> statement-breakpoint
CREATE INDEX "products_listed_rating_idx" ON "products" USING btree ("rating","review_count","id") WHERE status <> 'inactive';