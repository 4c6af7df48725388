-- Representative names and a dealer's address titles are unique folded the Turkish way (fold_turkish, 0031), as codes
-- are since 0032: lower() left "IŞIK" and "Işık" (lower gives "işık" and "ışık") or "İSTANBUL" and "istanbul" as two,
-- while the back office and the addresses import take them for one. The queries compare fold_turkish(...), so these
-- indexes answer them.
-- A database holding two names or titles that fold alike cannot take these indexes: it stops here, naming them,
-- before anything changes, so the operator can rename one and start again (docs/operations.md).
DO $$
DECLARE clash text;
BEGIN
  SELECT string_agg(names, '; ') INTO clash FROM (
    SELECT 'plasiyer adı ' || string_agg(name, ' = ') AS names FROM representatives
      GROUP BY fold_turkish(name) HAVING count(*) > 1
    UNION ALL
    SELECT 'Cari No ' || min(d.code) || ' adres başlığı ' || string_agg(a.title, ' = ')
      FROM dealer_addresses a JOIN dealers d ON d.id = a.dealer_id
      GROUP BY a.dealer_id, fold_turkish(a.title) HAVING count(*) > 1
  ) c;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'Büyük/küçük harf ve Türkçe harf farkı dışında aynı olan adlar var: %. Birini yeniden adlandırıp sunucuyu yeniden başlatın.', clash;
  END IF;
END $$;
--> statement-breakpoint
DROP INDEX "dealer_addresses_dealer_title";--> statement-breakpoint
DROP INDEX "representatives_name";--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_addresses_dealer_title" ON "dealer_addresses" USING btree ("dealer_id",fold_turkish("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "representatives_name" ON "representatives" USING btree (fold_turkish("name"));
