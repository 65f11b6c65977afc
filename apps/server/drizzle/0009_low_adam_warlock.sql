CREATE TABLE "customer_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"order_id" uuid,
	"cart_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"initiation_fee" integer NOT NULL,
	"frequency_type" text NOT NULL,
	"term_months" integer,
	"renews" boolean NOT NULL,
	"currency_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"next_instalment" integer,
	"next_billing_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_memberships_cart_item_id_unique" UNIQUE("cart_item_id")
);
--> statement-breakpoint
CREATE TABLE "gift_certificate_options" (
	"facility_id" integer PRIMARY KEY NOT NULL,
	"amounts" integer[] NOT NULL,
	"custom_min" integer,
	"custom_max" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificate_options_custom" CHECK (("gift_certificate_options"."custom_min" is null) = ("gift_certificate_options"."custom_max" is null) and ("gift_certificate_options"."custom_min" is null or ("gift_certificate_options"."custom_min" > 0 and "gift_certificate_options"."custom_min" <= "gift_certificate_options"."custom_max")))
);
--> statement-breakpoint
CREATE TABLE "gift_certificate_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_certificate_id" uuid NOT NULL,
	"order_id" uuid,
	"amount" integer NOT NULL,
	"restored_at" timestamp with time zone,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificate_redemptions_amount" CHECK ("gift_certificate_redemptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" integer NOT NULL,
	"balance" integer NOT NULL,
	"currency_code" text NOT NULL,
	"purchaser_customer_id" integer,
	"order_id" uuid,
	"cart_item_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"gift_message" text DEFAULT '' NOT NULL,
	"delivery_date" date NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_certificates_cart_item_id_unique" UNIQUE("cart_item_id"),
	CONSTRAINT "gift_certificates_balance" CHECK ("gift_certificates"."balance" >= 0 and "gift_certificates"."balance" <= "gift_certificates"."value")
);
--> statement-breakpoint
CREATE TABLE "membership_charges" (
	"membership_id" uuid NOT NULL,
	"instalment" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"payment_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_charges_membership_id_instalment_pk" PRIMARY KEY("membership_id","instalment")
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"initiation_fee" integer DEFAULT 0 NOT NULL,
	"frequency_type" text NOT NULL,
	"term_months" integer,
	"renews" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_amounts" CHECK ("membership_plans"."price" >= 0 and "membership_plans"."initiation_fee" >= 0),
	CONSTRAINT "membership_plans_term" CHECK ("membership_plans"."term_months" is null or "membership_plans"."term_months" > 0)
);
--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_options" ADD CONSTRAINT "gift_certificate_options_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_redemptions" ADD CONSTRAINT "gift_certificate_redemptions_gift_certificate_id_gift_certificates_id_fk" FOREIGN KEY ("gift_certificate_id") REFERENCES "public"."gift_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificate_redemptions" ADD CONSTRAINT "gift_certificate_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_purchaser_customer_id_customers_id_fk" FOREIGN KEY ("purchaser_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_membership_id_customer_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."customer_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_memberships_held_plan" ON "customer_memberships" USING btree ("customer_id","plan_id") WHERE "customer_memberships"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE INDEX "customer_memberships_billing_idx" ON "customer_memberships" USING btree ("next_billing_at");--> statement-breakpoint
CREATE INDEX "gift_certificate_redemptions_order_idx" ON "gift_certificate_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_certificates_delivery_idx" ON "gift_certificates" USING btree ("deliver_at") WHERE "gift_certificates"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "gift_certificates_recipient_idx" ON "gift_certificates" USING btree ("recipient_email");--> statement-breakpoint
CREATE INDEX "membership_plans_facility_idx" ON "membership_plans" USING btree ("facility_id");