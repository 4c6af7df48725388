-- Where a rate came from: 'tcmb' (the Central Bank's daily file), 'manual' (set by staff, audited) or
-- 'demo'; and every attempt to read the TCMB file, so staff see when rates last came and why not.
ALTER TABLE "exchange_rates" ADD COLUMN "source" text DEFAULT 'tcmb' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "set_by" text;--> statement-breakpoint
CREATE TABLE "exchange_rate_fetches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"rate_date" date
);--> statement-breakpoint
CREATE INDEX "exchange_rate_fetches_at" ON "exchange_rate_fetches" USING btree ("at" DESC);
