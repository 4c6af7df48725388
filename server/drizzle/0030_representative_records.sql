-- Sales representatives are kept in the back office (Plasiyerler) and named by code in the dealers import: the ERP's
-- salesman code, whether the representative takes new dealers (an inactive one keeps those it has), and its times.
ALTER TABLE "representatives" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "representatives" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "representatives" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "representatives" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A plasiyer's lists and a representative's dealer count read dealers by their representative.
CREATE INDEX "dealers_representative" ON "dealers" USING btree ("representative_id");--> statement-breakpoint
-- Staff pick a representative by its name, so a name is one record's. A name an installation already has twice keeps
-- its first record as it is; the later ones get their id appended, "Ayşe Kaya (7)", which no other record has.
-- Records are renamed, never deleted: dealers and plasiyer users point at them.
UPDATE "representatives" r SET "name" = r."name" || ' (' || r."id" || ')'
  WHERE EXISTS (SELECT 1 FROM "representatives" o WHERE lower(o."name") = lower(r."name") AND o."id" < r."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "representatives_name" ON "representatives" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "representatives_code" ON "representatives" USING btree (lower("code")) WHERE "representatives"."code" is not null;
