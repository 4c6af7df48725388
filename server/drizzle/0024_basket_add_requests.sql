-- Bulk adds already applied, by the client's Idempotency-Key (quick order): a repeated
-- POST /basket/addproducts/ with the same key adds nothing.
CREATE TABLE "basket_add_requests" (
	"user_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_add_requests_user_id_request_key_pk" PRIMARY KEY("user_id","request_key")
);
--> statement-breakpoint
ALTER TABLE "basket_add_requests" ADD CONSTRAINT "basket_add_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_add_requests" ADD CONSTRAINT "basket_add_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;