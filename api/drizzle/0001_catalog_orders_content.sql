CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_options_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_options_stock_check" CHECK ("product_options"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_best" boolean DEFAULT false NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 500 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('active', 'out_of_stock', 'low_stock', 'inactive')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" > 0),
	CONSTRAINT "products_sale_price_check" CHECK ("products"."sale_price" is null or ("products"."sale_price" > 0 and "products"."sale_price" < "products"."price")),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_counts_check" CHECK ("products"."sold_count" >= 0 and "products"."review_count" >= 0 and "products"."weight_grams" > 0),
	CONSTRAINT "products_rating_check" CHECK ("products"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"business_number" text NOT NULL,
	"ceo_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_holder" text NOT NULL,
	"commission_rate" numeric(4, 1) NOT NULL,
	"settlement_cycle" text DEFAULT 'monthly' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"active_product_count" integer DEFAULT 0 NOT NULL,
	"monthly_revenue" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_business_number_unique" UNIQUE("business_number"),
	CONSTRAINT "sellers_status_check" CHECK ("sellers"."status" in ('active', 'pending', 'suspended')),
	CONSTRAINT "sellers_cycle_check" CHECK ("sellers"."settlement_cycle" in ('weekly', 'biweekly', 'monthly')),
	CONSTRAINT "sellers_commission_check" CHECK ("sellers"."commission_rate" >= 0 and "sellers"."commission_rate" <= 100),
	CONSTRAINT "sellers_business_number_check" CHECK ("sellers"."business_number" ~ '^[0-9]{3}-[0-9]{2}-[0-9]{5}$'),
	CONSTRAINT "sellers_counts_check" CHECK ("sellers"."product_count" >= 0 and "sellers"."active_product_count" >= 0 and "sellers"."monthly_revenue" >= 0)
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text DEFAULT 'notice' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"target_audience" text DEFAULT 'all' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type_check" CHECK ("announcements"."type" in ('promotion', 'policy', 'service', 'maintenance', 'notice')),
	CONSTRAINT "announcements_priority_check" CHECK ("announcements"."priority" in ('urgent', 'high', 'normal', 'low')),
	CONSTRAINT "announcements_audience_check" CHECK ("announcements"."target_audience" in ('all', 'premium', 'sellers', 'new')),
	CONSTRAINT "announcements_status_check" CHECK ("announcements"."status" in ('active', 'scheduled', 'expired', 'draft')),
	CONSTRAINT "announcements_views_check" CHECK ("announcements"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"location" text DEFAULT 'online' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"banner_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"prize" text,
	"prize_value" bigint DEFAULT 0 NOT NULL,
	"participation_condition" text,
	"winners" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('sale', 'promotion', 'brand_event', 'lucky_draw', 'offline_event', 'welcome_event', 'photo_contest', 'vip_preview')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('scheduled', 'active', 'upcoming', 'completed', 'cancelled')),
	CONSTRAINT "events_period_check" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_numbers_check" CHECK ("events"."current_participants" >= 0 and ("events"."max_participants" is null or "events"."current_participants" <= "events"."max_participants") and "events"."winners" >= 0 and "events"."views" >= 0 and "events"."clicks" between 0 and "events"."views" and "events"."revenue" >= 0 and "events"."cost" >= 0 and "events"."prize_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"helpful" integer DEFAULT 0 NOT NULL,
	"not_helpful" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_category_check" CHECK ("faqs"."category" in ('shipping', 'account', 'payment', 'product', 'order', 'general')),
	CONSTRAINT "faqs_status_check" CHECK ("faqs"."status" in ('active', 'draft', 'inactive')),
	CONSTRAINT "faqs_numbers_check" CHECK ("faqs"."priority" >= 1 and "faqs"."views" >= 0 and "faqs"."helpful" >= 0 and "faqs"."not_helpful" >= 0)
);
--> statement-breakpoint
CREATE TABLE "qnas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"email" text,
	"phone" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"question" text NOT NULL,
	"product_id" uuid,
	"order_id" uuid,
	"is_public" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"admin_reply" text,
	"replied_by" uuid,
	"replied_by_name" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qnas_category_check" CHECK ("qnas"."category" in ('product', 'order', 'shipping', 'return', 'exchange', 'account', 'payment', 'coupon', 'other')),
	CONSTRAINT "qnas_status_check" CHECK ("qnas"."status" in ('pending', 'answered', 'urgent', 'closed')),
	CONSTRAINT "qnas_priority_check" CHECK ("qnas"."priority" in ('urgent', 'high', 'normal', 'low')),
	CONSTRAINT "qnas_reply_check" CHECK ("qnas"."status" <> 'answered' or "qnas"."admin_reply" is not null)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid,
	"order_id" uuid,
	"order_line_id" uuid,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"helpful" integer DEFAULT 0 NOT NULL,
	"not_helpful" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_reply" text,
	"admin_replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('approved', 'pending', 'hidden', 'flagged')),
	CONSTRAINT "reviews_numbers_check" CHECK ("reviews"."photo_count" >= 0 and "reviews"."helpful" >= 0 and "reviews"."not_helpful" >= 0 and "reviews"."reported" >= 0)
);
--> statement-breakpoint
CREATE TABLE "brand_follows" (
	"customer_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_follows_customer_id_brand_id_pk" PRIMARY KEY("customer_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"customer_id" uuid,
	"result_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_log_term_check" CHECK (length("search_log"."term") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"position" text NOT NULL,
	"link_url" text,
	"priority" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"is_responsive" boolean DEFAULT true NOT NULL,
	"target_device" text DEFAULT 'all' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_status_check" CHECK ("banners"."status" in ('active', 'inactive', 'scheduled', 'expired')),
	CONSTRAINT "banners_position_check" CHECK ("banners"."position" in ('main_hero', 'main_middle', 'category_top', 'brand_top', 'event_page', 'popup')),
	CONSTRAINT "banners_device_check" CHECK ("banners"."target_device" in ('all', 'desktop', 'mobile')),
	CONSTRAINT "banners_numbers_check" CHECK ("banners"."priority" >= 1 and "banners"."impressions" >= 0 and "banners"."clicks" between 0 and "banners"."impressions"),
	CONSTRAINT "banners_period_check" CHECK ("banners"."ends_at" > "banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"customer_id" uuid,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "coupon_redemptions_amount_check" CHECK ("coupon_redemptions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"total_quantity" integer NOT NULL,
	"used_quantity" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"brand_id" uuid,
	"is_signup_benefit" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" = upper(btrim("coupons"."code")) and length("coupons"."code") between 3 and 40),
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" in ('percentage', 'fixed', 'shipping')),
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('active', 'inactive', 'expired')),
	CONSTRAINT "coupons_value_check" CHECK (("coupons"."type" = 'percentage' and "coupons"."value" between 1 and 100) or ("coupons"."type" = 'fixed' and "coupons"."value" > 0) or ("coupons"."type" = 'shipping' and "coupons"."value" >= 0)),
	CONSTRAINT "coupons_amounts_check" CHECK (("coupons"."max_discount" is null or "coupons"."max_discount" > 0) and "coupons"."min_order_amount" >= 0),
	CONSTRAINT "coupons_quantity_check" CHECK ("coupons"."used_quantity" >= 0 and "coupons"."total_quantity" >= 0 and "coupons"."used_quantity" <= "coupons"."total_quantity"),
	CONSTRAINT "coupons_per_customer_check" CHECK ("coupons"."per_customer_limit" >= 1),
	CONSTRAINT "coupons_period_check" CHECK ("coupons"."ends_at" > "coupons"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" uuid
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"target_audience" text DEFAULT 'all_customers' NOT NULL,
	"budget" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"brand_ids" uuid[],
	"category_ids" uuid[],
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code"),
	CONSTRAINT "promotions_type_check" CHECK ("promotions"."type" in ('discount', 'brand_spotlight', 'first_purchase', 'seasonal', 'loyalty', 'flash_sale')),
	CONSTRAINT "promotions_status_check" CHECK ("promotions"."status" in ('draft', 'active', 'paused', 'completed', 'cancelled')),
	CONSTRAINT "promotions_audience_check" CHECK ("promotions"."target_audience" in ('all_customers', 'new_customers', 'premium_customers', 'vip_customers', 'inactive_customers')),
	CONSTRAINT "promotions_numbers_check" CHECK ("promotions"."budget" >= 0 and "promotions"."spent" >= 0 and "promotions"."impressions" >= 0 and "promotions"."clicks" between 0 and "promotions"."impressions" and "promotions"."conversions" between 0 and "promotions"."clicks" and "promotions"."revenue" >= 0),
	CONSTRAINT "promotions_period_check" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" integer NOT NULL,
	"settlement_id" uuid,
	CONSTRAINT "order_lines_amounts_check" CHECK ("order_lines"."unit_price" > 0 and "order_lines"."quantity" between 1 and 99 and "order_lines"."line_total" = "order_lines"."unit_price" * "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"subtotal" integer NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"payment_method" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"zip_code" text NOT NULL,
	"address" text NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"delivery_memo" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"processing_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'processing', 'shipped', 'delivered', 'purchase_confirmed', 'cancelled')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('card', 'bank', 'phone', 'kakao', 'naver')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."coupon_discount" >= 0 and "orders"."points_used" >= 0 and "orders"."total" >= 0),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."shipping_fee" - "orders"."coupon_discount" - "orders"."points_used"),
	CONSTRAINT "orders_shipped_at_check" CHECK (("orders"."shipped_at" is not null) = ("orders"."status" in ('shipped', 'delivered', 'purchase_confirmed'))),
	CONSTRAINT "orders_delivered_at_check" CHECK (("orders"."delivered_at" is not null) = ("orders"."status" in ('delivered', 'purchase_confirmed'))),
	CONSTRAINT "orders_confirmed_at_check" CHECK (("orders"."confirmed_at" is not null) = ("orders"."status" = 'purchase_confirmed')),
	CONSTRAINT "orders_cancelled_at_check" CHECK (("orders"."cancelled_at" is not null) = ("orders"."status" = 'cancelled')),
	CONSTRAINT "orders_paid_at_check" CHECK ("orders"."status" in ('pending', 'cancelled') or "orders"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'bank', 'phone', 'kakao', 'naver')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'cancelled', 'partially_refunded', 'refunded', 'failed')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount" >= 0 and "payments"."refunded_amount" between 0 and "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"balance_after" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('order_use', 'order_earn', 'cancel_restore', 'signup_bonus', 'review_reward', 'admin_adjust', 'expire')),
	CONSTRAINT "points_ledger_numbers_check" CHECK ("points_ledger"."delta" <> 0 and "points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"return_id" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "return_lines_numbers_check" CHECK ("return_lines"."quantity" >= 1 and "return_lines"."amount" >= 0),
	CONSTRAINT "return_lines_reason_check" CHECK ("return_lines"."reason" in ('defective', 'damaged', 'size', 'mind_changed', 'wrong_item'))
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"admin_notes" text,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_return_number_unique" UNIQUE("return_number"),
	CONSTRAINT "returns_type_check" CHECK ("returns"."type" in ('return', 'exchange')),
	CONSTRAINT "returns_reason_check" CHECK ("returns"."reason" in ('defective', 'damaged', 'size', 'mind_changed', 'wrong_item')),
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'approved', 'processing', 'completed', 'rejected')),
	CONSTRAINT "returns_refund_check" CHECK ("returns"."refund_amount" >= 0 and ("returns"."type" = 'return' or "returns"."refund_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipment_events_status_check" CHECK ("shipment_events"."status" in ('pending', 'shipped', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"carrier_code" text NOT NULL,
	"tracking_number" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_weight_grams" integer DEFAULT 0 NOT NULL,
	"shipping_cost" integer DEFAULT 0 NOT NULL,
	"shipped_at" timestamp with time zone,
	"estimated_delivery" date,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_tracking_number_unique" UNIQUE("tracking_number"),
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('pending', 'shipped', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned')),
	CONSTRAINT "shipments_tracking_check" CHECK ("shipments"."status" = 'pending' or ("shipments"."tracking_number" is not null and "shipments"."shipped_at" is not null)),
	CONSTRAINT "shipments_delivered_check" CHECK (("shipments"."delivered_at" is not null) = ("shipments"."status" = 'delivered')),
	CONSTRAINT "shipments_numbers_check" CHECK ("shipments"."total_weight_grams" >= 0 and "shipments"."shipping_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text NOT NULL,
	"api_key" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enable_card_payment" boolean DEFAULT true NOT NULL,
	"card_provider" text DEFAULT 'inicis' NOT NULL,
	"card_merchant_id" text DEFAULT '' NOT NULL,
	"card_merchant_key" text DEFAULT '' NOT NULL,
	"card_installment_months" integer[] DEFAULT '{0,2,3,6,12}'::integer[] NOT NULL,
	"card_min_amount" integer DEFAULT 1000 NOT NULL,
	"enable_bank_transfer" boolean DEFAULT true NOT NULL,
	"bank_transfer_timeout_days" integer DEFAULT 7 NOT NULL,
	"virtual_account_provider" text DEFAULT 'inicis' NOT NULL,
	"enable_mobile_payment" boolean DEFAULT true NOT NULL,
	"mobile_provider" text DEFAULT 'danal' NOT NULL,
	"mobile_carriers" text[] DEFAULT '{skt,kt,lgu}'::text[] NOT NULL,
	"enable_kakao_pay" boolean DEFAULT true NOT NULL,
	"kakao_pay_cid" text DEFAULT '' NOT NULL,
	"kakao_pay_secret_key" text DEFAULT '' NOT NULL,
	"enable_naver_pay" boolean DEFAULT true NOT NULL,
	"naver_pay_client_id" text DEFAULT '' NOT NULL,
	"naver_pay_client_secret" text DEFAULT '' NOT NULL,
	"enable_payco" boolean DEFAULT false NOT NULL,
	"payco_client_id" text DEFAULT '' NOT NULL,
	"payco_client_secret" text DEFAULT '' NOT NULL,
	"enable_toss_pay" boolean DEFAULT false NOT NULL,
	"toss_pay_client_key" text DEFAULT '' NOT NULL,
	"toss_pay_secret_key" text DEFAULT '' NOT NULL,
	"enable_ssl" boolean DEFAULT true NOT NULL,
	"enable_3d_secure" boolean DEFAULT true NOT NULL,
	"enable_fraud_detection" boolean DEFAULT true NOT NULL,
	"max_daily_amount" bigint DEFAULT 1000000 NOT NULL,
	"max_monthly_amount" bigint DEFAULT 10000000 NOT NULL,
	"auto_refund_enabled" boolean DEFAULT true NOT NULL,
	"refund_processing_days" integer DEFAULT 3 NOT NULL,
	"partial_refund_enabled" boolean DEFAULT true NOT NULL,
	"card_fee_rate" numeric(4, 2) DEFAULT 2.9 NOT NULL,
	"mobile_fee_rate" numeric(4, 2) DEFAULT 3.5 NOT NULL,
	"bank_transfer_fee" integer DEFAULT 500 NOT NULL,
	"payment_success_email" boolean DEFAULT true NOT NULL,
	"payment_failure_email" boolean DEFAULT true NOT NULL,
	"refund_notification_email" boolean DEFAULT true NOT NULL,
	"admin_notification_email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_single_row_check" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_card_provider_check" CHECK ("payment_settings"."card_provider" in ('inicis', 'kcp', 'lg', 'nice')),
	CONSTRAINT "payment_settings_mobile_provider_check" CHECK ("payment_settings"."mobile_provider" in ('danal', 'mobilians')),
	CONSTRAINT "payment_settings_numbers_check" CHECK ("payment_settings"."card_min_amount" >= 0 and "payment_settings"."bank_transfer_timeout_days" >= 1 and "payment_settings"."max_daily_amount" >= 0 and "payment_settings"."max_monthly_amount" >= "payment_settings"."max_daily_amount" and "payment_settings"."refund_processing_days" >= 0 and "payment_settings"."card_fee_rate" between 0 and 100 and "payment_settings"."mobile_fee_rate" between 0 and 100 and "payment_settings"."bank_transfer_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fee" integer NOT NULL,
	"min_delivery_days" integer NOT NULL,
	"max_delivery_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_methods_code_unique" UNIQUE("code"),
	CONSTRAINT "shipping_methods_numbers_check" CHECK ("shipping_methods"."fee" >= 0 and "shipping_methods"."min_delivery_days" >= 0 and "shipping_methods"."max_delivery_days" >= "shipping_methods"."min_delivery_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_shipping_threshold" integer DEFAULT 50000 NOT NULL,
	"standard_shipping_fee" integer DEFAULT 3000 NOT NULL,
	"express_shipping_fee" integer DEFAULT 5000 NOT NULL,
	"default_shipping_method" text DEFAULT 'standard' NOT NULL,
	"processing_time_days" integer DEFAULT 1 NOT NULL,
	"packing_time_hours" integer DEFAULT 24 NOT NULL,
	"max_weight_kg" integer DEFAULT 30 NOT NULL,
	"max_width_cm" integer DEFAULT 100 NOT NULL,
	"max_length_cm" integer DEFAULT 100 NOT NULL,
	"max_height_cm" integer DEFAULT 100 NOT NULL,
	"return_shipping_fee" integer DEFAULT 3000 NOT NULL,
	"exchange_shipping_fee" integer DEFAULT 6000 NOT NULL,
	"tracking_email_enabled" boolean DEFAULT true NOT NULL,
	"delivery_confirmation_enabled" boolean DEFAULT true NOT NULL,
	"international_shipping_enabled" boolean DEFAULT false NOT NULL,
	"international_shipping_fee" integer DEFAULT 25000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_single_row_check" CHECK ("shipping_settings"."id" = 1),
	CONSTRAINT "shipping_settings_method_check" CHECK ("shipping_settings"."default_shipping_method" in ('standard', 'express', 'pickup')),
	CONSTRAINT "shipping_settings_numbers_check" CHECK ("shipping_settings"."free_shipping_threshold" >= 0 and "shipping_settings"."standard_shipping_fee" >= 0 and "shipping_settings"."express_shipping_fee" >= 0 and "shipping_settings"."return_shipping_fee" >= 0 and "shipping_settings"."exchange_shipping_fee" >= 0 and "shipping_settings"."international_shipping_fee" >= 0 and "shipping_settings"."max_weight_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"zip_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"free_shipping_threshold" integer DEFAULT 50000 NOT NULL,
	"delivery_days" integer DEFAULT 2 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_zones_numbers_check" CHECK ("shipping_zones"."shipping_fee" >= 0 and "shipping_zones"."free_shipping_threshold" >= 0 and "shipping_zones"."delivery_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text DEFAULT '스타일허브' NOT NULL,
	"shop_description" text DEFAULT '' NOT NULL,
	"shop_slogan" text DEFAULT '' NOT NULL,
	"business_number" text DEFAULT '' NOT NULL,
	"ceo_name" text DEFAULT '' NOT NULL,
	"business_address" text DEFAULT '' NOT NULL,
	"customer_service_phone" text DEFAULT '' NOT NULL,
	"customer_service_email" text DEFAULT '' NOT NULL,
	"operating_hours" text DEFAULT '평일 09:00-18:00' NOT NULL,
	"business_type" text DEFAULT 'fashion' NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"language" text DEFAULT 'ko' NOT NULL,
	"timezone" text DEFAULT 'Asia/Seoul' NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"allow_guest_checkout" boolean DEFAULT false NOT NULL,
	"require_email_verification" boolean DEFAULT false NOT NULL,
	"enable_reviews" boolean DEFAULT true NOT NULL,
	"enable_wishlist" boolean DEFAULT true NOT NULL,
	"enable_compare_products" boolean DEFAULT false NOT NULL,
	"minimum_order_amount" integer DEFAULT 0 NOT NULL,
	"free_shipping_threshold" integer DEFAULT 50000 NOT NULL,
	"max_order_quantity" integer DEFAULT 99 NOT NULL,
	"stock_warning_level" integer DEFAULT 5 NOT NULL,
	"auto_approve_reviews" boolean DEFAULT false NOT NULL,
	"show_out_of_stock_products" boolean DEFAULT true NOT NULL,
	"enable_coupons" boolean DEFAULT true NOT NULL,
	"enable_loyalty_program" boolean DEFAULT true NOT NULL,
	"loyalty_points_rate" numeric(4, 1) DEFAULT 1 NOT NULL,
	"enable_social_login" boolean DEFAULT false NOT NULL,
	"enable_newsletter_signup" boolean DEFAULT true NOT NULL,
	"default_product_sort" text DEFAULT 'newest' NOT NULL,
	"products_per_page" integer DEFAULT 20 NOT NULL,
	"enable_search_suggestions" boolean DEFAULT true NOT NULL,
	"enable_recently_viewed" boolean DEFAULT true NOT NULL,
	"max_recently_viewed" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row_check" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_business_type_check" CHECK ("shop_settings"."business_type" in ('fashion', 'beauty', 'electronics', 'home', 'sports')),
	CONSTRAINT "shop_settings_currency_check" CHECK ("shop_settings"."currency" in ('KRW', 'USD', 'EUR', 'JPY')),
	CONSTRAINT "shop_settings_sort_check" CHECK ("shop_settings"."default_product_sort" in ('newest', 'price_low', 'price_high', 'popular', 'rating')),
	CONSTRAINT "shop_settings_numbers_check" CHECK ("shop_settings"."minimum_order_amount" >= 0 and "shop_settings"."free_shipping_threshold" >= 0 and "shop_settings"."max_order_quantity" >= 1 and "shop_settings"."stock_warning_level" >= 0 and "shop_settings"."loyalty_points_rate" between 0 and 100 and "shop_settings"."products_per_page" between 1 and 100 and "shop_settings"."max_recently_viewed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"type" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"total_sales" bigint NOT NULL,
	"taxable_amount" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"exempt_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"due_date" date NOT NULL,
	"filed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_reports_type_check" CHECK ("tax_reports"."type" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "tax_reports_status_check" CHECK ("tax_reports"."status" in ('draft', 'filed', 'overdue')),
	CONSTRAINT "tax_reports_amounts_check" CHECK ("tax_reports"."total_sales" >= 0 and "tax_reports"."taxable_amount" >= 0 and "tax_reports"."vat_amount" >= 0 and "tax_reports"."exempt_amount" >= 0 and "tax_reports"."total_sales" = "tax_reports"."taxable_amount" + "tax_reports"."exempt_amount"),
	CONSTRAINT "tax_reports_filed_check" CHECK (("tax_reports"."filed_at" is not null) = ("tax_reports"."status" = 'filed'))
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'category' NOT NULL,
	"target_id" uuid,
	"target_name" text,
	"rate" numeric(4, 1) DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rules_type_check" CHECK ("tax_rules"."type" in ('general', 'category', 'product', 'brand')),
	CONSTRAINT "tax_rules_rate_check" CHECK ("tax_rules"."rate" between 0 and 100),
	CONSTRAINT "tax_rules_target_check" CHECK ("tax_rules"."type" = 'general' or "tax_rules"."target_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"vat_enabled" boolean DEFAULT true NOT NULL,
	"vat_rate" numeric(4, 1) DEFAULT 10 NOT NULL,
	"vat_included" boolean DEFAULT true NOT NULL,
	"business_registration_number" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"business_type" text DEFAULT 'retail' NOT NULL,
	"business_address" text DEFAULT '' NOT NULL,
	"ceo_name" text DEFAULT '' NOT NULL,
	"tax_invoice_enabled" boolean DEFAULT true NOT NULL,
	"auto_issue_tax_invoice" boolean DEFAULT false NOT NULL,
	"tax_invoice_email_enabled" boolean DEFAULT true NOT NULL,
	"exemption_threshold" integer DEFAULT 0 NOT NULL,
	"small_business_exemption" boolean DEFAULT false NOT NULL,
	"monthly_report_enabled" boolean DEFAULT true NOT NULL,
	"quarterly_report_enabled" boolean DEFAULT true NOT NULL,
	"yearly_report_enabled" boolean DEFAULT true NOT NULL,
	"report_email_recipient" text DEFAULT '' NOT NULL,
	"international_tax_enabled" boolean DEFAULT false NOT NULL,
	"duty_calculation_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_single_row_check" CHECK ("tax_settings"."id" = 1),
	CONSTRAINT "tax_settings_business_type_check" CHECK ("tax_settings"."business_type" in ('retail', 'wholesale', 'manufacturing', 'service')),
	CONSTRAINT "tax_settings_numbers_check" CHECK ("tax_settings"."vat_rate" between 0 and 100 and "tax_settings"."exemption_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "settlement_lines_kind_check" CHECK ("settlement_lines"."kind" in ('productSales', 'shippingFees', 'returns', 'cancellations', 'promotionCosts')),
	CONSTRAINT "settlement_lines_numbers_check" CHECK ("settlement_lines"."amount" >= 0 and "settlement_lines"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_number" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"cycle" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gross_amount" bigint NOT NULL,
	"commission_rate" numeric(4, 1) NOT NULL,
	"commission" bigint NOT NULL,
	"return_amount" bigint DEFAULT 0 NOT NULL,
	"adjustments" bigint DEFAULT 0 NOT NULL,
	"net_amount" bigint NOT NULL,
	"transaction_count" integer DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_holder" text NOT NULL,
	"due_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	"suspend_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_settlement_number_unique" UNIQUE("settlement_number"),
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('pending', 'approved', 'processing', 'paid', 'suspended')),
	CONSTRAINT "settlements_cycle_check" CHECK ("settlements"."cycle" in ('weekly', 'biweekly', 'monthly')),
	CONSTRAINT "settlements_period_check" CHECK ("settlements"."period_end" >= "settlements"."period_start"),
	CONSTRAINT "settlements_amounts_check" CHECK ("settlements"."gross_amount" >= 0 and "settlements"."commission" >= 0 and "settlements"."return_amount" >= 0),
	CONSTRAINT "settlements_net_check" CHECK ("settlements"."net_amount" = "settlements"."gross_amount" - "settlements"."commission" - "settlements"."return_amount" + "settlements"."adjustments"),
	CONSTRAINT "settlements_paid_check" CHECK (("settlements"."paid_at" is not null) = ("settlements"."status" = 'paid')),
	CONSTRAINT "settlements_suspend_check" CHECK ("settlements"."status" <> 'suspended' or "settlements"."suspend_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"user_email" text NOT NULL,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"resource_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"status" text DEFAULT 'SUCCESS' NOT NULL,
	"severity" text DEFAULT 'INFO' NOT NULL,
	"ip" text,
	CONSTRAINT "audit_logs_status_check" CHECK ("audit_logs"."status" in ('SUCCESS', 'FAILED', 'WARNING')),
	CONSTRAINT "audit_logs_severity_check" CHECK ("audit_logs"."severity" in ('INFO', 'LOW', 'MEDIUM', 'HIGH'))
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'full' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"location" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "backups_type_check" CHECK ("backups"."type" in ('full', 'incremental', 'schema')),
	CONSTRAINT "backups_status_check" CHECK ("backups"."status" in ('running', 'stopped', 'completed', 'pending', 'failed', 'healthy')),
	CONSTRAINT "backups_numbers_check" CHECK ("backups"."size_bytes" >= 0 and "backups"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "maintenance_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"schedule" text NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_tasks_code_unique" UNIQUE("code"),
	CONSTRAINT "maintenance_tasks_status_check" CHECK ("maintenance_tasks"."status" in ('running', 'stopped', 'completed', 'pending', 'failed', 'healthy')),
	CONSTRAINT "maintenance_tasks_duration_check" CHECK ("maintenance_tasks"."duration_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address_detail" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "total_saved" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "coupon_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qnas" ADD CONSTRAINT "qnas_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qnas" ADD CONSTRAINT "qnas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qnas" ADD CONSTRAINT "qnas_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qnas" ADD CONSTRAINT "qnas_replied_by_staff_accounts_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_follows" ADD CONSTRAINT "brand_follows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_follows" ADD CONSTRAINT "brand_follows_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_code_carriers_code_fk" FOREIGN KEY ("carrier_code") REFERENCES "public"."carriers"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_color_size_idx" ON "product_options" USING btree ("product_id","color","size");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status","created_at");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold_count");--> statement-breakpoint
CREATE INDEX "products_review_count_idx" ON "products" USING btree ("review_count");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_new_idx" ON "products" USING btree ("created_at") WHERE "products"."is_new";--> statement-breakpoint
CREATE INDEX "products_best_idx" ON "products" USING btree ("sold_count") WHERE "products"."is_best";--> statement-breakpoint
CREATE INDEX "sellers_status_created_idx" ON "sellers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sellers_cycle_idx" ON "sellers" USING btree ("settlement_cycle");--> statement-breakpoint
CREATE INDEX "sellers_company_idx" ON "sellers" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "announcements_status_created_idx" ON "announcements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "announcements_pinned_idx" ON "announcements" USING btree ("is_pinned","created_at");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "events_type_idx" ON "events" USING btree ("type");--> statement-breakpoint
CREATE INDEX "faqs_category_status_idx" ON "faqs" USING btree ("category","status","priority");--> statement-breakpoint
CREATE INDEX "faqs_status_created_idx" ON "faqs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "qnas_status_created_idx" ON "qnas" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "qnas_product_idx" ON "qnas" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "qnas_customer_idx" ON "qnas" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "qnas_category_idx" ON "qnas" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "qnas_priority_idx" ON "qnas" USING btree ("priority","status");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_idx" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_created_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "brand_follows_brand_idx" ON "brand_follows" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("customer_id","product_id","color","size");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_log_created_term_idx" ON "search_log" USING btree ("created_at","term");--> statement-breakpoint
CREATE INDEX "search_log_term_idx" ON "search_log" USING btree ("term");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "banners_position_status_idx" ON "banners" USING btree ("position","status","priority");--> statement-breakpoint
CREATE INDEX "banners_status_created_idx" ON "banners" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "coupons_status_created_idx" ON "coupons" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "coupons_type_idx" ON "coupons" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "coupons_brand_idx" ON "coupons" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "coupons_ends_idx" ON "coupons" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_coupons_customer_coupon_idx" ON "customer_coupons" USING btree ("customer_id","coupon_id");--> statement-breakpoint
CREATE INDEX "customer_coupons_coupon_idx" ON "customer_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "promotions_status_created_idx" ON "promotions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "promotions_type_idx" ON "promotions" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_line_no_idx" ON "order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_lines_seller_idx" ON "order_lines" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "order_lines_brand_idx" ON "order_lines" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "order_lines_settlement_idx" ON "order_lines" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("payment_method","created_at");--> statement-breakpoint
CREATE INDEX "orders_confirmed_idx" ON "orders" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_customer_idx" ON "points_ledger" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_order_idx" ON "points_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_return_idx" ON "refunds" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "refunds_status_created_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_return_line_idx" ON "return_lines" USING btree ("return_id","order_line_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "returns_status_requested_idx" ON "returns" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "returns_type_idx" ON "returns" USING btree ("type","requested_at");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_customer_idx" ON "returns" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_seller_idx" ON "shipments" USING btree ("order_id","seller_id");--> statement-breakpoint
CREATE INDEX "shipments_status_created_idx" ON "shipments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shipments_carrier_idx" ON "shipments" USING btree ("carrier_code","status");--> statement-breakpoint
CREATE INDEX "shipments_seller_idx" ON "shipments" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_reports_type_period_idx" ON "tax_reports" USING btree ("type","period");--> statement-breakpoint
CREATE INDEX "tax_reports_status_due_idx" ON "tax_reports" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "tax_rules_type_idx" ON "tax_rules" USING btree ("type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_kind_idx" ON "settlement_lines" USING btree ("settlement_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_seller_period_idx" ON "settlements" USING btree ("seller_id","period_start");--> statement-breakpoint
CREATE INDEX "settlements_status_created_idx" ON "settlements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "settlements_period_idx" ON "settlements" USING btree ("period_end");--> statement-breakpoint
CREATE INDEX "settlements_cycle_idx" ON "settlements" USING btree ("cycle","status");--> statement-breakpoint
CREATE INDEX "audit_logs_occurred_idx" ON "audit_logs" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_logs_staff_idx" ON "audit_logs" USING btree ("staff_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("resource","resource_id");--> statement-breakpoint
CREATE INDEX "audit_logs_severity_idx" ON "audit_logs" USING btree ("severity","occurred_at");--> statement-breakpoint
CREATE INDEX "backups_created_idx" ON "backups" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_seller_idx" ON "brands" USING btree ("seller_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_gender_check" CHECK ("customers"."gender" is null or "customers"."gender" in ('male', 'female', 'other'));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_not_own_parent_check" CHECK ("categories"."parent_id" is null or "categories"."parent_id" <> "categories"."id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_count_check" CHECK ("categories"."product_count" >= 0);