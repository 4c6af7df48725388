-- A large import writes its prices with their triggers on — each process's row cache drops the changed
-- products at once, so a price is never shown stale — but must not move the catalogue's version at every batch:
-- each move makes every process build its whole catalogue index again (live-index.ts), 200 times for one file.
-- With bayi.catalog_version_deferred on for its transaction the version triggers stand aside; the import moves the
-- version once at its end (imports/kinds/products.ts).
CREATE OR REPLACE FUNCTION catalog_version_from_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF catalog_bulk_load() OR coalesce(current_setting('bayi.catalog_version_deferred', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  -- Each transition table is named only where the event has one: a statement is planned whole.
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM catalog_version_bump(); END IF;
  ELSE
    IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM catalog_version_bump(); END IF;
  END IF;
  RETURN NULL;
END $$;
