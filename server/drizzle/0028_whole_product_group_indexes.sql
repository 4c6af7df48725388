-- Deleting a category or a brand checks the products that name it; an index of active products only could not
-- answer that, so each deleted category scanned the whole table.
DROP INDEX "products_category";--> statement-breakpoint
DROP INDEX "products_brand";--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand" ON "products" USING btree ("brand_id");