CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_digits_trgm_idx" ON "customers" USING gin (replace("phone", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_guest_name_trgm_idx" ON "orders" USING gin ("guest_name" gin_trgm_ops) WHERE "orders"."guest_name" is not null;