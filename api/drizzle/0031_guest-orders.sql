ALTER TABLE "orders" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_password_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_check" CHECK (("orders"."guest_password_hash" is null and "orders"."guest_name" is null and "orders"."guest_email" is null and "orders"."guest_phone" is null) or ("orders"."customer_id" is null and "orders"."guest_name" is not null and "orders"."guest_email" is not null and "orders"."guest_phone" is not null and "orders"."guest_password_hash" is not null));