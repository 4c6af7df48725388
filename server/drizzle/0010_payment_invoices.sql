CREATE TABLE "payment_invoices" (
	"attempt_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	CONSTRAINT "payment_invoices_attempt_id_invoice_id_pk" PRIMARY KEY("attempt_id","invoice_id")
);
--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_invoices_invoice" ON "payment_invoices" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_debt_per_dealer" ON "payment_attempts" USING btree ("dealer_id") WHERE "payment_attempts"."purpose" in ('balance', 'invoices') and "payment_attempts"."status" in ('initiated', 'authorising');