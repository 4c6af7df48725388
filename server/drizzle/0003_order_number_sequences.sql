-- Order numbers come from one sequence per series (prefix + year), named order_no_<prefix>_<year>,
-- instead of a counter row that every placing had to lock until its commit. Each counter moves
-- into its sequence, so numbering continues where it stopped.
DO $$
DECLARE
  r record;
  seq text;
BEGIN
  FOR r IN SELECT prefix, year, last_no FROM document_counters LOOP
    seq := lower('order_no_' || r.prefix || '_' || r.year);
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer', seq);
    IF r.last_no > 0 THEN
      PERFORM setval(seq::regclass, r.last_no);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
DROP TABLE "document_counters" CASCADE;
