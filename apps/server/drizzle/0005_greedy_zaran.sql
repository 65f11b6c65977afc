CREATE TABLE "cart_metadata" (
	"cart_id" uuid NOT NULL,
	"google_rwg_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_metadata_cart_id_pk" PRIMARY KEY("cart_id")
);
--> statement-breakpoint
CREATE TABLE "checkout_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"customer_id" integer,
	"guest_session_id" integer,
	"form" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency_code" text NOT NULL,
	"card_token" text,
	"card_brand" text,
	"card_last_four" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"payment_id" text,
	"order_id" uuid,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"rwg_token" text NOT NULL,
	"merchant_changed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_conversions_merchant_changed" CHECK ("google_conversions"."merchant_changed" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"shopping_cart_id" uuid NOT NULL,
	"cart_item_id" uuid,
	"facility_id" integer,
	"status" text DEFAULT 'Open' NOT NULL,
	"reference_id" text NOT NULL,
	"player_count" integer,
	"rate_name" text,
	"currency_code" text NOT NULL,
	"lines" jsonb NOT NULL,
	"sub_total" integer NOT NULL,
	"total_taxes" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"due_now" integer NOT NULL,
	"due_at_course" integer NOT NULL,
	"source_order_id" uuid,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_totals" CHECK ("invoices"."grand_total" = "invoices"."sub_total" + "invoices"."total_taxes" and "invoices"."due_now" + "invoices"."due_at_course" = "invoices"."grand_total")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"parent_cart_item_id" uuid,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" integer,
	"guest_session_id" integer,
	"cart_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"sub_total" integer NOT NULL,
	"total_taxes" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"paid_now" integer NOT NULL,
	"due_at_course" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"card_brand" text,
	"card_last_four" text,
	"card_token" text,
	"payment_id" text,
	"payment_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"facility_id" integer NOT NULL,
	"booking_id" integer,
	"cart_item_id" uuid NOT NULL,
	"confirmation_number" text NOT NULL,
	"teetime" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"players" integer NOT NULL,
	"rate_name" text NOT NULL,
	"holes" integer NOT NULL,
	"transportation" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"booker_email" text NOT NULL,
	"home_club" text,
	"member_number" text,
	"caddie_request" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_confirmation_number_unique" UNIQUE("confirmation_number")
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "tax_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "payment_policy" text DEFAULT 'prepay' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "reservation_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_metadata" ADD CONSTRAINT "cart_metadata_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_guest_session_id_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_conversions" ADD CONSTRAINT "google_conversions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_session_id_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_booking_id_tee_time_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tee_time_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_engine_key" ON "checkout_attempts" USING btree ("booking_engine_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_payment" ON "checkout_attempts" USING btree ("payment_id") WHERE "checkout_attempts"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "checkout_attempts_cart_idx" ON "checkout_attempts" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "checkout_attempts_state_idx" ON "checkout_attempts" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "google_conversions_order_idx" ON "google_conversions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_cart_idx" ON "invoices" USING btree ("shopping_cart_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("source_order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_engine_idx" ON "orders" USING btree ("booking_engine_id");--> statement-breakpoint
CREATE INDEX "reservations_order_idx" ON "reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reservations_booker_idx" ON "reservations" USING btree ("booker_email","starts_at");--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_tax_rate" CHECK ("facilities"."tax_rate_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_reservation_fee" CHECK ("facilities"."reservation_fee_cents" >= 0);