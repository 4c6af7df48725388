-- Cari No, user and representative codes are unique and found folded the Turkish way (fold_turkish, 0031), as they
-- are compared at sign-in, by the imports and in the back office: "ILKER", "İlker" and "ılker" are no longer three
-- users. The queries compare fold_turkish(code), so these indexes answer them.
DROP INDEX "dealers_code";--> statement-breakpoint
DROP INDEX "representatives_code";--> statement-breakpoint
DROP INDEX "users_dealer_code";--> statement-breakpoint
DROP INDEX "users_staff_code";--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_code" ON "dealers" USING btree (fold_turkish("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "representatives_code" ON "representatives" USING btree (fold_turkish("code")) WHERE "representatives"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_dealer_code" ON "users" USING btree ("dealer_id",fold_turkish("user_code")) WHERE "users"."dealer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_staff_code" ON "users" USING btree (fold_turkish("user_code")) WHERE "users"."dealer_id" is null;