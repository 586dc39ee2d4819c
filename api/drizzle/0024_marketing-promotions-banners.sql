CREATE TABLE "promotion_attributions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" uuid NOT NULL,
	"revenue" bigint NOT NULL,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_attributions_revenue_check" CHECK ("promotion_attributions"."revenue" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_daily_stats" (
	"promotion_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_daily_stats_promotion_id_day_pk" PRIMARY KEY("promotion_id","day"),
	CONSTRAINT "promotion_daily_stats_numbers_check" CHECK ("promotion_daily_stats"."impressions" >= 0 and "promotion_daily_stats"."clicks" >= 0 and "promotion_daily_stats"."conversions" >= 0 and "promotion_daily_stats"."revenue" >= 0)
);
--> statement-breakpoint
ALTER TABLE "banners" DROP CONSTRAINT "banners_position_check";--> statement-breakpoint
ALTER TABLE "promotion_attributions" ADD CONSTRAINT "promotion_attributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_attributions" ADD CONSTRAINT "promotion_attributions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_daily_stats" ADD CONSTRAINT "promotion_daily_stats_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_attributions_promotion_idx" ON "promotion_attributions" USING btree ("promotion_id","created_at");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_position_check" CHECK ("banners"."position" in ('main_hero', 'main_middle', 'category_top', 'brand_top', 'product_detail', 'event_page', 'sidebar', 'footer', 'popup'));