DROP INDEX "orders_guest_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- 주문자명 on the order itself: the admin's name search reads two indexed columns of orders
-- (recipient, orderer) instead of also matching every order against the ids of the name's accounts
-- (issue 14: a common name has hundreds of accounts; the search's p95 was 3-4x a primary-key lookup).
UPDATE "orders" o SET "orderer_name" = c."name" FROM "customers" c WHERE c."id" = o."customer_id";--> statement-breakpoint
UPDATE "orders" SET "orderer_name" = "guest_name" WHERE "guest_name" IS NOT NULL;--> statement-breakpoint
-- orderer_name is always coalesce(guest name, the account's current name, ''). Every way an order
-- is written (checkout, guest checkout, seeds, imports) gets it here unless it gives one, and it
-- follows a change of the order's account or guest name (a deleted account's orders: ''). ENABLE
-- ALWAYS: also under session_replication_role = replica (bulk loads).
CREATE OR REPLACE FUNCTION orders_orderer_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.orderer_name := coalesce(NEW.guest_name, (SELECT name FROM customers WHERE id = NEW.customer_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_orderer_name_insert BEFORE INSERT ON orders FOR EACH ROW
  WHEN (NEW.orderer_name = '') EXECUTE FUNCTION orders_orderer_name();--> statement-breakpoint
CREATE TRIGGER orders_orderer_name_update BEFORE UPDATE OF customer_id, guest_name ON orders FOR EACH ROW
  WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id OR OLD.guest_name IS DISTINCT FROM NEW.guest_name)
  EXECUTE FUNCTION orders_orderer_name();--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_orderer_name_insert;--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_orderer_name_update;--> statement-breakpoint
-- A renamed account's orders are found, and shown, under its current name (as when the name was read
-- from customers at each request).
CREATE OR REPLACE FUNCTION customers_orderer_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET orderer_name = NEW.name WHERE customer_id = NEW.id AND orderer_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_orderer_name AFTER UPDATE OF name ON customers FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION customers_orderer_name();--> statement-breakpoint
CREATE INDEX "orders_orderer_name_trgm_idx" ON "orders" USING gin ("orderer_name" gin_trgm_ops);
