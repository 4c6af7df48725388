CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"order_id" integer,
	"order_choice" jsonb,
	"provider" text NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"charge_amount" numeric(18, 4) NOT NULL,
	"currency_code" text DEFAULT 'TL' NOT NULL,
	"installment" integer DEFAULT 0 NOT NULL,
	"commission_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"add_commission" boolean DEFAULT false NOT NULL,
	"bank_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"pos_id" text NOT NULL,
	"option_id" text NOT NULL,
	"card_holder" text NOT NULL,
	"masked_card_number" text NOT NULL,
	"site_origin" text NOT NULL,
	"provider_reference" text,
	"auth_code" text,
	"error_code" text,
	"error_message" text,
	"payment_id" integer,
	"callback_claimed_at" timestamp with time zone,
	"authorising_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"check_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_reference" ON "payment_attempts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_attempts_dealer_date" ON "payment_attempts" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_per_order" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" in ('initiated', 'authorising');--> statement-breakpoint
CREATE INDEX "payment_attempts_open" ON "payment_attempts" USING btree ("status","authorising_at") WHERE "payment_attempts"."status" in ('initiated', 'authorising');