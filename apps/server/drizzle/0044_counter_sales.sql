CREATE TABLE "counter_sale_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"tender" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_last_four" text,
	"gift_certificate_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counter_sales" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"receipt" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counter_sale_payments" ADD CONSTRAINT "counter_sale_payments_order_id_counter_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."counter_sales"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sale_payments" ADD CONSTRAINT "counter_sale_payments_gift_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("gift_certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_sale_payments_order_idx" ON "counter_sale_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_sales_engine_key" ON "counter_sales" USING btree ("booking_engine_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "counter_sales_engine_idx" ON "counter_sales" USING btree ("booking_engine_id","created_at");