-- One bank account per IBAN. Before, an account taken out of the list and added again as a new row was kept twice
-- (the old one inactive), and the list could then no longer be saved as read. Each IBAN keeps one row (the active
-- one, else the oldest); orders that pointed at a copy point at it, and the copies go.
WITH "kept" AS (
  SELECT DISTINCT ON ("iban") "iban", "id" FROM "bank_accounts" ORDER BY "iban", "is_active" DESC, "id"
)
UPDATE "orders" o SET "bank_account_id" = k."id"
  FROM "bank_accounts" b JOIN "kept" k ON k."iban" = b."iban"
  WHERE o."bank_account_id" = b."id" AND b."id" <> k."id";
--> statement-breakpoint
DELETE FROM "bank_accounts" b
  USING (SELECT DISTINCT ON ("iban") "iban", "id" FROM "bank_accounts" ORDER BY "iban", "is_active" DESC, "id") k
  WHERE k."iban" = b."iban" AND b."id" <> k."id";
--> statement-breakpoint
-- Checked at commit: a save that swaps two accounts' IBANs row by row is judged by where it ends.
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_iban" UNIQUE("iban") DEFERRABLE INITIALLY DEFERRED;
