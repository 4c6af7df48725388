-- Cari No, user and representative codes are unique and found folded the Turkish way (fold_turkish, 0031), as they
-- are compared at sign-in, by the imports and in the back office: "ILKER", "İlker" and "ılker" are no longer three
-- users. The queries compare fold_turkish(code), so these indexes answer them.
-- A database holding two codes that fold alike cannot take these indexes: it stops here, naming them, before
-- anything changes, so the operator can rename one and start again (docs/operations.md).
DO $$
DECLARE clash text;
BEGIN
  SELECT string_agg(codes, '; ') INTO clash FROM (
    SELECT 'Cari No ' || string_agg(code, ' = ') AS codes FROM dealers GROUP BY fold_turkish(code) HAVING count(*) > 1
    UNION ALL
    SELECT 'plasiyer kodu ' || string_agg(code, ' = ') FROM representatives WHERE code IS NOT NULL
      GROUP BY fold_turkish(code) HAVING count(*) > 1
    UNION ALL
    SELECT 'kullanıcı kodu ' || string_agg(user_code, ' = ') FROM users
      GROUP BY dealer_id, fold_turkish(user_code) HAVING count(*) > 1
  ) c;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'Büyük/küçük harf ve Türkçe harf farkı dışında aynı olan kodlar var: %. Birini yeniden adlandırıp sunucuyu yeniden başlatın.', clash;
  END IF;
END $$;
--> statement-breakpoint
DROP INDEX "dealers_code";--> statement-breakpoint
DROP INDEX "representatives_code";--> statement-breakpoint
DROP INDEX "users_dealer_code";--> statement-breakpoint
DROP INDEX "users_staff_code";--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_code" ON "dealers" USING btree (fold_turkish("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "representatives_code" ON "representatives" USING btree (fold_turkish("code")) WHERE "representatives"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_dealer_code" ON "users" USING btree ("dealer_id",fold_turkish("user_code")) WHERE "users"."dealer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_staff_code" ON "users" USING btree (fold_turkish("user_code")) WHERE "users"."dealer_id" is null;