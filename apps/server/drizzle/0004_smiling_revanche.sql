CREATE TYPE "public"."cart_item_type" AS ENUM('tee-time', 'membership', 'gift-certificate', 'featured-product');--> statement-breakpoint
CREATE TABLE "cart_item_trail" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"parent_id" uuid,
	"type" "cart_item_type" NOT NULL,
	"facility_id" integer,
	"invoice_id" text,
	"promotion_code" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" serial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"customer_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_or_expiry" CHECK ("carts"."customer_id" is not null or "carts"."expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "product_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"inventory" integer,
	"is_unlimited" boolean DEFAULT false NOT NULL,
	"brand" text,
	"brand_model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_items_category" CHECK ("product_items"."category_id" in (1, 2, 3)),
	CONSTRAINT "product_items_price" CHECK ("product_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tee_time_capacity" (
	"facility_id" integer NOT NULL,
	"tee_time" text NOT NULL,
	CONSTRAINT "tee_time_capacity_facility_id_tee_time_pk" PRIMARY KEY("facility_id","tee_time")
);
--> statement-breakpoint
ALTER TABLE "cart_item_trail" ADD CONSTRAINT "cart_item_trail_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_parent_id_cart_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_capacity" ADD CONSTRAINT "tee_time_capacity_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_item_trail_item_idx" ON "cart_item_trail" USING btree ("cart_item_id");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_items_parent_idx" ON "cart_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "product_items_facility_idx" ON "product_items" USING btree ("facility_id");