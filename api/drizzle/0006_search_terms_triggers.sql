-- The word dictionary of product and brand names (issue 4, typo tolerance; search_terms in
-- catalog.ts), kept by triggers so it cannot drift from the names: an insert adds its words, a
-- rename adds the new words and removes the old ones no name uses any more, a delete removes its
-- words no name uses any more, a truncate rebuilds it. The triggers are ENABLE ALWAYS: they also
-- fire under session_replication_role = replica (the large seed's bulk load).
-- A word is a space-separated part of a name as a search key: its lowercase jamo, as search_jamo
-- makes it (and toSearchJamo in packages/domain/src/search-text.ts makes a query's words).
CREATE OR REPLACE FUNCTION search_words(name text, name_en text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT search_jamo(w)), '{}')
  FROM regexp_split_to_table(coalesce(name, '') || ' ' || coalesce(name_en, ''), '\s+') AS w
  WHERE w <> ''
$$;
--> statement-breakpoint
-- Removes the given words unless a product or brand name still has them (a trigram lookup of the
-- names containing the word, then the word itself checked).
CREATE OR REPLACE FUNCTION search_terms_prune(candidates text[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_terms t
  WHERE t.term = ANY(candidates)
    AND NOT EXISTS (
      SELECT 1 FROM products p
      WHERE p.search_jamo LIKE '%' || replace(replace(replace(t.term, '\', '\\'), '%', '\%'), '_', '\_') || '%'
        AND t.term = ANY(search_words(p.name, p.name_en)))
    AND NOT EXISTS (
      SELECT 1 FROM brands b
      WHERE b.search_jamo LIKE '%' || replace(replace(replace(t.term, '\', '\\'), '%', '\%'), '_', '\_') || '%'
        AND t.term = ANY(search_words(b.name, b.name_en)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_terms;
  INSERT INTO search_terms (term)
  SELECT DISTINCT search_jamo(w) FROM (
    SELECT regexp_split_to_table(name || ' ' || name_en, '\s+') AS w FROM products
    UNION
    SELECT regexp_split_to_table(name || ' ' || name_en, '\s+') FROM brands) x
  WHERE w <> ''
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Statement level: a bulk insert splits its names once (distinct words first, then their jamo).
CREATE OR REPLACE FUNCTION search_terms_after_insert() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT search_jamo(w) FROM (SELECT DISTINCT regexp_split_to_table(n.name || ' ' || n.name_en, '\s+') AS w FROM new_rows n) x
  WHERE w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_rename() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT unnest(search_words(NEW.name, NEW.name_en)) ON CONFLICT DO NOTHING;
  PERFORM search_terms_prune(array(
    SELECT unnest(search_words(OLD.name, OLD.name_en)) EXCEPT SELECT unnest(search_words(NEW.name, NEW.name_en))));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_delete() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM search_terms_prune(array(
    SELECT DISTINCT search_jamo(w) FROM (SELECT DISTINCT regexp_split_to_table(o.name || ' ' || o.name_en, '\s+') AS w FROM old_rows o) x
    WHERE w <> ''));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_truncate() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM search_terms_rebuild();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_insert();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_rename AFTER UPDATE OF name, name_en ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_en IS DISTINCT FROM NEW.name_en)
  EXECUTE FUNCTION search_terms_after_rename();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_delete();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_truncate();
--> statement-breakpoint
CREATE TRIGGER brands_search_terms_insert AFTER INSERT ON brands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_insert();
--> statement-breakpoint
CREATE TRIGGER brands_search_terms_rename AFTER UPDATE OF name, name_en ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_en IS DISTINCT FROM NEW.name_en)
  EXECUTE FUNCTION search_terms_after_rename();
--> statement-breakpoint
CREATE TRIGGER brands_search_terms_delete AFTER DELETE ON brands REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_delete();
--> statement-breakpoint
CREATE TRIGGER brands_search_terms_truncate AFTER TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_truncate();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_search_terms_insert;
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_search_terms_rename;
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_search_terms_delete;
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_search_terms_truncate;
--> statement-breakpoint
ALTER TABLE brands ENABLE ALWAYS TRIGGER brands_search_terms_insert;
--> statement-breakpoint
ALTER TABLE brands ENABLE ALWAYS TRIGGER brands_search_terms_rename;
--> statement-breakpoint
ALTER TABLE brands ENABLE ALWAYS TRIGGER brands_search_terms_delete;
--> statement-breakpoint
ALTER TABLE brands ENABLE ALWAYS TRIGGER brands_search_terms_truncate;
--> statement-breakpoint
SELECT search_terms_rebuild();
