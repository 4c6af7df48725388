-- The back office's order list shows each order's dealer (code, name) and a sales representative sees the orders of
-- their own dealers: a change of either moves the dealer's order version too, so every answer cached under the
-- old version is dropped (admin-orders/service.ts), in every process.
CREATE FUNCTION report_versions_from_dealers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.code, n.name, n.representative_id) IS DISTINCT FROM (o.code, o.name, o.representative_id);
  IF ids IS NOT NULL THEN PERFORM report_versions_bump(ids, 'orders'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_versions_dealers AFTER UPDATE ON dealers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_dealers();
--> statement-breakpoint
-- The back office keeps each placed order's line summary by orders.lines_version; the application bumps it with
-- every basket change, and this does for a placed order's lines changed by anyone else (an ERP, a script).
CREATE FUNCTION orders_lines_version_from_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE orders SET lines_version = lines_version + 1
      WHERE id IN (SELECT DISTINCT order_id FROM old_rows) AND status <> 'basket';
  ELSE
    UPDATE orders SET lines_version = lines_version + 1
      WHERE id IN (SELECT DISTINCT order_id FROM new_rows) AND status <> 'basket';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_lines_version_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_lines_version_from_lines();
--> statement-breakpoint
CREATE TRIGGER orders_lines_version_update AFTER UPDATE ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_lines_version_from_lines();
--> statement-breakpoint
CREATE TRIGGER orders_lines_version_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_lines_version_from_lines();
