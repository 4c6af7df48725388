-- A row referencing another is found by an index when the other is deleted: deleting 200,000 products scanned
-- delivery_note_lines once per product (over 10 minutes). The partial indexes leave out the many rows without a link.
CREATE INDEX "product_slider_items_product" ON "product_slider_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "agreement_prices_product" ON "agreement_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "account_movements_invoice" ON "account_movements" USING btree ("invoice_id") WHERE "account_movements"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "account_movements_delivery_note" ON "account_movements" USING btree ("delivery_note_id") WHERE "account_movements"."delivery_note_id" is not null;--> statement-breakpoint
CREATE INDEX "account_movements_payment" ON "account_movements" USING btree ("payment_id") WHERE "account_movements"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "delivery_note_lines_product" ON "delivery_note_lines" USING btree ("product_id") WHERE "delivery_note_lines"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "delivery_notes_invoice" ON "delivery_notes" USING btree ("invoice_id") WHERE "delivery_notes"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id") WHERE "payments"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_dealer" ON "sessions" USING btree ("dealer_id");