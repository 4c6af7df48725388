-- Sign-in throttling per account and address (docs/security.md "Sign-in throttling").
-- Rows keyed "acct:" used to lock an account for everyone; the key now means a growing delay and
-- is written differently, so the old account locks are dropped. Address counts ("ip:") are kept for
-- the default 15-minute window and pruned after it.
DELETE FROM "login_throttle" WHERE "key" NOT LIKE 'ip:%';--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "expires_at" timestamp with time zone NOT NULL DEFAULT now();--> statement-breakpoint
UPDATE "login_throttle" SET "expires_at" = greatest("window_started_at" + interval '15 minutes', coalesce("locked_until", "window_started_at"));--> statement-breakpoint
ALTER TABLE "login_throttle" ALTER COLUMN "expires_at" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "login_throttle_expiry" ON "login_throttle" USING btree ("expires_at");
