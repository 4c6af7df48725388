CREATE TABLE "catalog_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at" ON "catalog_changes" ("changed_at");
--> statement-breakpoint
-- The changed products of a statement on a table whose rows name a product in product_id (prices, images).
CREATE FUNCTION catalog_changes_from_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF catalog_bulk_load() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_changes (product_id) SELECT DISTINCT product_id FROM old_rows;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_changes (product_id) SELECT DISTINCT product_id FROM new_rows;
  ELSE
    INSERT INTO catalog_changes (product_id)
      SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_changes_from_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF catalog_bulk_load() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_changes (product_id) SELECT id FROM old_rows;
  ELSE
    INSERT INTO catalog_changes (product_id) SELECT id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A brand renamed or made passive changes the boxes of its products.
CREATE FUNCTION catalog_changes_from_brands() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF catalog_bulk_load() THEN RETURN NULL; END IF;
  INSERT INTO catalog_changes (product_id)
    SELECT p.id FROM products p JOIN new_rows b ON b.id = p.brand_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Everything at once (TRUNCATE has no rows to name).
CREATE FUNCTION catalog_changes_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF catalog_bulk_load() THEN RETURN NULL; END IF;
  INSERT INTO catalog_changes (product_id) VALUES (NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_insert AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_products();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_update AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_products();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_delete AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_products();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_changes_insert AFTER INSERT ON "product_prices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_changes_update AFTER UPDATE ON "product_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_changes_delete AFTER DELETE ON "product_prices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_changes_insert AFTER INSERT ON "product_images" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_changes_update AFTER UPDATE ON "product_images" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_changes_delete AFTER DELETE ON "product_images" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_product_rows();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_changes_update AFTER UPDATE ON "brands" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_from_brands();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_truncate AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_everything();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_changes_truncate AFTER TRUNCATE ON "product_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_everything();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_changes_truncate AFTER TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_everything();
