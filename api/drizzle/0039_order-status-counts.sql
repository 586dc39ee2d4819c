CREATE TABLE "order_status_count_deltas" (
	"status" text NOT NULL,
	"d" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The tiles' counts follow every write to orders (ADR 043). Statement triggers with transition
-- tables: one small insert per statement (the large seed's bulk inserts included), into a table
-- nothing updates, so concurrent checkouts never queue on a counter row. ENABLE ALWAYS: they
-- also fire under session_replication_role = replica (the large seed's bulk load).
CREATE OR REPLACE FUNCTION order_status_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_count_deltas (status, d) SELECT status, count(*) FROM new_rows GROUP BY status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_count_deltas (status, d)
  SELECT status, sum(d) FROM (
    SELECT n.status, 1 AS d FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status IS DISTINCT FROM o.status
    UNION ALL
    SELECT o.status, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status IS DISTINCT FROM o.status
  ) x GROUP BY status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_count_deltas (status, d) SELECT status, -count(*) FROM old_rows GROUP BY status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_count_deltas;
  DELETE FROM order_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_insert();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_update();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_delete();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_truncate();
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_status_counts_insert;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_status_counts_update;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_status_counts_delete;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_status_counts_truncate;
--> statement-breakpoint
-- The orders already there (taken under the table's lock, so no write slips between).
LOCK TABLE orders IN SHARE MODE;
--> statement-breakpoint
INSERT INTO order_status_counts (status, n) SELECT status, count(*) FROM orders GROUP BY status;
