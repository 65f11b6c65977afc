CREATE TYPE "public"."booking_engine_scope" AS ENUM('course', 'organization', 'group');--> statement-breakpoint
CREATE TYPE "public"."currency_code" AS ENUM('USD', 'CAD', 'EUR', 'GBP', 'AUD');--> statement-breakpoint
CREATE TABLE "booking_engine_facilities" (
	"booking_engine_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_engine_facilities_booking_engine_id_facility_id_pk" PRIMARY KEY("booking_engine_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "booking_engines" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"scope" "booking_engine_scope" NOT NULL,
	"affiliate" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_engines_alias_unique" UNIQUE("alias"),
	CONSTRAINT "booking_engines_alias_format" CHECK ("booking_engines"."alias" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$')
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"gn_facility_id" integer NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"currency_code" "currency_code" NOT NULL,
	"is_simulator" boolean DEFAULT false NOT NULL,
	"holes" integer,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"website" text,
	"image_url" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_course_id_unique" UNIQUE("course_id"),
	CONSTRAINT "facilities_gn_facility_id_unique" UNIQUE("gn_facility_id"),
	CONSTRAINT "facilities_country_iso2" CHECK (char_length("facilities"."country") = 2),
	CONSTRAINT "facilities_holes_positive" CHECK ("facilities"."holes" is null or "facilities"."holes" > 0),
	CONSTRAINT "facilities_latitude_range" CHECK ("facilities"."latitude" between -90 and 90),
	CONSTRAINT "facilities_longitude_range" CHECK ("facilities"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "booking_engine_facilities" ADD CONSTRAINT "booking_engine_facilities_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_engine_facilities" ADD CONSTRAINT "booking_engine_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_engine_facilities_facility_idx" ON "booking_engine_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_engines_single_default" ON "booking_engines" USING btree ("is_default") WHERE "booking_engines"."is_default";