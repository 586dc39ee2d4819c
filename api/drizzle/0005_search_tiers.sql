CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_listed_popular_idx";--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING btree (split_part("search_jamo", ' ', 1) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_en_idx" ON "products" USING btree (split_part("search_jamo", ' ', 2) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_choseong_prefix_idx" ON "products" USING btree ("search_choseong" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_listed_popular_idx" ON "products" USING btree ("review_count","id","brand_id","search_jamo","search_choseong") WHERE status <> 'inactive';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_name_length_check" CHECK (char_length("products"."name") <= 100 and char_length("products"."name_en") <= 100);