CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_name" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "feed_seq" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erp_document_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erp_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_token_hash" ON "api_keys" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_feed_seq" ON "orders" USING btree ("feed_seq") WHERE "orders"."feed_seq" is not null;--> statement-breakpoint
CREATE INDEX "orders_feed_unacknowledged" ON "orders" USING btree ("feed_seq") WHERE "orders"."feed_seq" is not null and "orders"."erp_document_no" is null;--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------------
-- Hand-written: the integration feed's positions. An order gets its `feed_seq` when it leaves the basket,
-- from a trigger deferred to COMMIT that first takes a transaction-level advisory lock, held until the commit is
-- done: the next transaction can take a number only after the previous one is visible, so the numbers follow commit
-- order and a reader that has seen number n will never later find a smaller one (docs/architecture.md "Integration
-- API"). The lock is held only for the commit itself.
CREATE SEQUENCE "orders_feed_position_seq";
--> statement-breakpoint
-- Numbers every order out of the basket that has none yet, oldest first: the orders before this migration, and
-- the demo's history (written with triggers off, demo/generate.ts calls it).
CREATE FUNCTION orders_feed_backfill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7264917);
  WITH due AS (
    SELECT id, nextval('orders_feed_position_seq') AS n FROM (
      SELECT id FROM orders WHERE feed_seq IS NULL AND status <> 'basket' ORDER BY placed_at NULLS LAST, id
    ) ordered
  )
  UPDATE orders o SET feed_seq = due.n FROM due WHERE o.id = due.id;
END $$;
--> statement-breakpoint
SELECT orders_feed_backfill();
--> statement-breakpoint
CREATE FUNCTION orders_feed_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7264917);
  UPDATE orders SET feed_seq = nextval('orders_feed_position_seq')
    WHERE id = NEW.id AND feed_seq IS NULL AND status <> 'basket';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_feed_position AFTER INSERT OR UPDATE OF status ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status <> 'basket' AND NEW.feed_seq IS NULL)
  EXECUTE FUNCTION orders_feed_position();
