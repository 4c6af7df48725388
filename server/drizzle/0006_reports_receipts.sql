ALTER TABLE "payments" ADD COLUMN "auth_code" text;--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");