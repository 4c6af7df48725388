CREATE TABLE "report_versions" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"ledger" bigint DEFAULT 0 NOT NULL,
	"invoices" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE SEQUENCE "report_version_seq";
--> statement-breakpoint
-- Gives the dealers' column `kind` a new version number (one per dealer, however many rows changed).
CREATE FUNCTION report_versions_bump(dealer_ids integer[], kind text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO report_versions AS v (dealer_id, %1$I)
       SELECT d, nextval(''report_version_seq'') FROM (SELECT DISTINCT unnest($1) AS d) s WHERE d IS NOT NULL ORDER BY d
     ON CONFLICT (dealer_id) DO UPDATE SET %1$I = excluded.%1$I',
    kind) USING dealer_ids;
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk import of 50,000 movements bumps each dealer once.
CREATE FUNCTION report_versions_from_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT dealer_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT dealer_id) INTO ids FROM (SELECT dealer_id FROM new_rows UNION SELECT dealer_id FROM old_rows) r;
  ELSE
    SELECT array_agg(DISTINCT dealer_id) INTO ids FROM old_rows;
  END IF;
  IF ids IS NOT NULL THEN PERFORM report_versions_bump(ids, TG_ARGV[0]); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Orders: only placed, completed or cancelled ones are in Sipariş Listesi; a basket's changes bump nothing.
CREATE FUNCTION report_versions_from_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT dealer_id) INTO ids FROM new_rows WHERE status <> 'basket';
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT dealer_id) INTO ids FROM (
      SELECT dealer_id FROM new_rows WHERE status <> 'basket' UNION SELECT dealer_id FROM old_rows WHERE status <> 'basket') r;
  ELSE
    SELECT array_agg(DISTINCT dealer_id) INTO ids FROM old_rows WHERE status <> 'basket';
  END IF;
  IF ids IS NOT NULL THEN PERFORM report_versions_bump(ids, 'orders'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_versions_from_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT o.dealer_id) INTO ids FROM new_rows l JOIN orders o ON o.id = l.order_id WHERE o.status <> 'basket';
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT o.dealer_id) INTO ids FROM (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows) l
      JOIN orders o ON o.id = l.order_id WHERE o.status <> 'basket';
  ELSE
    SELECT array_agg(DISTINCT o.dealer_id) INTO ids FROM old_rows l JOIN orders o ON o.id = l.order_id WHERE o.status <> 'basket';
  END IF;
  IF ids IS NOT NULL THEN PERFORM report_versions_bump(ids, 'orders'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_movements_report_version_insert AFTER INSERT ON "account_movements" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_rows('ledger');
--> statement-breakpoint
CREATE TRIGGER account_movements_report_version_update AFTER UPDATE ON "account_movements" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_rows('ledger');
--> statement-breakpoint
CREATE TRIGGER account_movements_report_version_delete AFTER DELETE ON "account_movements" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_rows('ledger');
--> statement-breakpoint
CREATE TRIGGER delivery_notes_report_version_insert AFTER INSERT ON "delivery_notes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_rows('ledger');
--> statement-breakpoint
CREATE TRIGGER delivery_notes_report_version_update AFTER UPDATE ON "delivery_notes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_rows('ledger');
--> statement-breakpoint
CREATE TRIGGER delivery_notes_report_version_delete AFTER DELETE ON "delivery_notes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_rows('ledger');
--> statement-breakpoint
CREATE TRIGGER invoices_report_version_insert AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_rows('invoices');
--> statement-breakpoint
CREATE TRIGGER invoices_report_version_update AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_rows('invoices');
--> statement-breakpoint
CREATE TRIGGER invoices_report_version_delete AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_rows('invoices');
--> statement-breakpoint
CREATE TRIGGER orders_report_version_insert AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_orders();
--> statement-breakpoint
CREATE TRIGGER orders_report_version_update AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_orders();
--> statement-breakpoint
CREATE TRIGGER orders_report_version_delete AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_orders();
--> statement-breakpoint
CREATE TRIGGER order_lines_report_version_insert AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_order_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_report_version_update AFTER UPDATE ON "order_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_order_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_report_version_delete AFTER DELETE ON "order_lines" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_from_order_lines();
--> statement-breakpoint
-- TRUNCATE has no rows to look at: every dealer's column moves on.
CREATE FUNCTION report_versions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE report_versions SET %1$I = nextval(''report_version_seq'')', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_movements_report_version_truncate AFTER TRUNCATE ON "account_movements"
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_truncated('ledger');
--> statement-breakpoint
CREATE TRIGGER delivery_notes_report_version_truncate AFTER TRUNCATE ON "delivery_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_truncated('ledger');
--> statement-breakpoint
CREATE TRIGGER invoices_report_version_truncate AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_truncated('invoices');
--> statement-breakpoint
CREATE TRIGGER orders_report_version_truncate AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_truncated('orders');
--> statement-breakpoint
CREATE TRIGGER order_lines_report_version_truncate AFTER TRUNCATE ON "order_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_truncated('orders');
