CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"synonyms" text[] NOT NULL,
	"bidirectional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0 and status <> 'out_of_stock') STORED;--> statement-breakpoint
CREATE INDEX "products_listed_stock_popular_idx" ON "products" USING btree ("in_stock","review_count","id") WHERE status <> 'inactive';--> statement-breakpoint
CREATE INDEX "products_listed_stock_newest_idx" ON "products" USING btree ("in_stock","created_at","id") WHERE status <> 'inactive';--> statement-breakpoint
CREATE INDEX "products_listed_stock_sales_idx" ON "products" USING btree ("in_stock","sales_30d","id") WHERE status <> 'inactive';--> statement-breakpoint
CREATE INDEX "products_listed_stock_rating_idx" ON "products" USING btree ("in_stock","rating","review_count","id") WHERE status <> 'inactive';