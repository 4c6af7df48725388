CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
ALTER TABLE "catalog_version" ADD CONSTRAINT "catalog_version_one_row" CHECK ("id" = 1);
--> statement-breakpoint
CREATE SEQUENCE "catalog_version_seq";
--> statement-breakpoint
-- The number moves on in the writer's own transaction: a reader that sees it also sees the change.
-- An upsert: a database emptied table by table (seed --reset) keeps counting.
CREATE FUNCTION catalog_version_bump() RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_version (id, version) VALUES (1, nextval('catalog_version_seq'))
  ON CONFLICT (id) DO UPDATE SET version = excluded.version;
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a statement that changed no row moves nothing.
-- A bulk load (the demo generator, a whole-catalogue import) sets bayi.catalog_bulk = 'on' for its transaction:
-- the triggers stand aside and the loader calls product_search_write(NULL) and catalog_version_bump() once at
-- the end (derived-data.ts refreshProductSearch), instead of paying per statement.
CREATE FUNCTION catalog_bulk_load() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('bayi.catalog_bulk', true), '') = 'on';
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_version_from_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF catalog_bulk_load() THEN RETURN NULL; END IF;
  -- Each transition table is named only where the event has one: a statement is planned whole.
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM catalog_version_bump(); END IF;
  ELSE
    IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM catalog_version_bump(); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_version_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF catalog_bulk_load() THEN RETURN NULL; END IF;
  PERFORM catalog_version_bump();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_catalog_version_insert AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_from_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_catalog_version_update AFTER UPDATE ON "product_search" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_from_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_catalog_version_delete AFTER DELETE ON "product_search" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_from_rows();
--> statement-breakpoint
CREATE TRIGGER product_search_catalog_version_truncate AFTER TRUNCATE ON "product_search"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_truncated();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_version_insert AFTER INSERT ON "product_prices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_from_rows();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_version_update AFTER UPDATE ON "product_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_from_rows();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_version_delete AFTER DELETE ON "product_prices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_from_rows();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_version_truncate AFTER TRUNCATE ON "product_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_truncated();
--> statement-breakpoint
-- product_search follows every writer of products (the app, an import, a script). product_search_write is the
-- one place that derives its rows: the given products' rows (every product's for null) are written again where
-- anything the lists read differs, and removed where a product is gone or passive.
CREATE FUNCTION product_search_write(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The ids are joined, never tested with "ids IS NULL OR …": PL/pgSQL soon plans a statement once for any
  -- argument, and such a plan scans the whole table for every batch of an import.
  IF ids IS NULL THEN
    ids := ARRAY(SELECT id FROM products);
  END IF;
  DELETE FROM product_search s USING unnest(ids) AS k(id)
   WHERE s.id = k.id AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.id AND p.is_active);
  WITH RECURSIVE tree AS (
    SELECT id, ARRAY[id] AS path FROM categories WHERE parent_id IS NULL
    UNION ALL
    SELECT c.id, t.path || c.id FROM categories c JOIN tree t ON c.parent_id = t.id
  )
  INSERT INTO product_search AS s
    (id, search_text, sort_name, code_lower, barcode, in_stock, category_id, category_l1, category_l2, brand_id)
  SELECT p.id, p.search_text, p.sort_name, lower(p.code), p.barcode, p.stock_qty > 0,
         p.category_id, t.path[1], t.path[2], p.brand_id
    FROM unnest(ids) AS k(id)
    JOIN products p ON p.id = k.id
    LEFT JOIN tree t ON t.id = p.category_id
   WHERE p.is_active
  ON CONFLICT (id) DO UPDATE SET
    search_text = excluded.search_text, sort_name = excluded.sort_name, code_lower = excluded.code_lower,
    barcode = excluded.barcode, in_stock = excluded.in_stock, category_id = excluded.category_id,
    category_l1 = excluded.category_l1, category_l2 = excluded.category_l2, brand_id = excluded.brand_id
  WHERE (s.search_text, s.sort_name, s.code_lower, s.barcode, s.in_stock, s.category_id, s.category_l1,
         s.category_l2, s.brand_id)
        IS DISTINCT FROM
        (excluded.search_text, excluded.sort_name, excluded.code_lower, excluded.barcode, excluded.in_stock,
         excluded.category_id, excluded.category_l1, excluded.category_l2, excluded.brand_id);
END $$;
--> statement-breakpoint
CREATE FUNCTION product_search_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF catalog_bulk_load() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM product_search_write(ARRAY(SELECT id FROM old_rows));
  ELSE
    PERFORM product_search_write(ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_product_search_insert AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_follow_products();
--> statement-breakpoint
CREATE TRIGGER products_product_search_update AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_follow_products();
--> statement-breakpoint
CREATE TRIGGER products_product_search_delete AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_follow_products();
--> statement-breakpoint
-- A category moved under another parent moves its products' branch columns (category_l1, category_l2).
CREATE FUNCTION product_search_follow_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF catalog_bulk_load() THEN RETURN NULL; END IF;
  PERFORM product_search_write(NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_product_search_update AFTER UPDATE OF parent_id ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_follow_categories();
