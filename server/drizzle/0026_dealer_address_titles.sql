-- Imports upsert a dealer's addresses by title, so a title must be unique per dealer, in any case.
-- Titles a dealer already has twice (older demo data could give a dealer two "Şube") keep their first address
-- as it is; the later ones get their id appended, "Şube (1234)", which no other title of the dealer has. Rows
-- are renamed, never deleted: orders point at their delivery address.
UPDATE "dealer_addresses" a SET "title" = a."title" || ' (' || a."id" || ')'
  WHERE EXISTS (SELECT 1 FROM "dealer_addresses" b
                WHERE b."dealer_id" = a."dealer_id" AND lower(b."title") = lower(a."title") AND b."id" < a."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_addresses_dealer_title" ON "dealer_addresses" USING btree ("dealer_id",lower("title"));
