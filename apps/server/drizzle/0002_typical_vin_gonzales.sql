CREATE TYPE "public"."promotion_type" AS ENUM('none', 'fixed', 'amount', 'percent');--> statement-breakpoint
CREATE TYPE "public"."restriction_kind" AS ENUM('cart-path-only', 'aeration', 'overseed', 'renovations');--> statement-breakpoint
CREATE TABLE "course_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"restriction" "restriction_kind",
	"message" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_notices_has_content" CHECK ("course_notices"."restriction" is not null or "course_notices"."message" is not null)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" "promotion_type" NOT NULL,
	"value" integer NOT NULL,
	"allowed_players" integer[] DEFAULT '{1,2,3,4}'::integer[] NOT NULL,
	"promotion_template_id" integer NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_upper" CHECK ("promotions"."code" = upper("promotions"."code")),
	CONSTRAINT "promotions_value_non_negative" CHECK ("promotions"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_set_id" integer NOT NULL,
	"name" text NOT NULL,
	"holes" integer NOT NULL,
	"green_fee_cart" integer NOT NULL,
	"green_fee_walking" integer NOT NULL,
	"transaction_fee" integer DEFAULT 0 NOT NULL,
	"transportation" text DEFAULT 'Both' NOT NULL,
	"allowed_players" integer[] DEFAULT '{1,2,3,4}'::integer[] NOT NULL,
	"days_of_week" integer[] DEFAULT '{1,2,3,4,5,6,7}'::integer[] NOT NULL,
	"start_minute" integer DEFAULT 0 NOT NULL,
	"end_minute" integer DEFAULT 1440 NOT NULL,
	"show_as_hot_deal" boolean DEFAULT false NOT NULL,
	"trade" boolean DEFAULT false NOT NULL,
	"is_simulator" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer,
	"group_size" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_prices_non_negative" CHECK ("rates"."green_fee_cart" >= 0 and "rates"."green_fee_walking" >= 0 and "rates"."transaction_fee" >= 0),
	CONSTRAINT "rates_holes" CHECK ("rates"."holes" in (9, 18)),
	CONSTRAINT "rates_band" CHECK ("rates"."start_minute" >= 0 and "rates"."end_minute" <= 1440 and "rates"."start_minute" < "rates"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "tee_time_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"tee_time" text NOT NULL,
	"players" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tee_time_bookings_local_time" CHECK ("tee_time_bookings"."tee_time" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$'),
	CONSTRAINT "tee_time_bookings_players" CHECK ("tee_time_bookings"."players" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "tee_time_locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"tee_time" text NOT NULL,
	"slots" integer NOT NULL,
	"holder" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tee_time_locks_local_time" CHECK ("tee_time_locks"."tee_time" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$'),
	CONSTRAINT "tee_time_locks_slots" CHECK ("tee_time_locks"."slots" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "course_notices" ADD CONSTRAINT "course_notices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sets" ADD CONSTRAINT "rate_sets_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_rate_set_id_rate_sets_id_fk" FOREIGN KEY ("rate_set_id") REFERENCES "public"."rate_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_bookings" ADD CONSTRAINT "tee_time_bookings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_locks" ADD CONSTRAINT "tee_time_locks_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_notices_facility_idx" ON "course_notices" USING btree ("facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_engine_code" ON "promotions" USING btree ("booking_engine_id","code");--> statement-breakpoint
CREATE INDEX "rate_sets_facility_idx" ON "rate_sets" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "rates_rate_set_idx" ON "rates" USING btree ("rate_set_id");--> statement-breakpoint
CREATE INDEX "tee_time_bookings_facility_time_idx" ON "tee_time_bookings" USING btree ("facility_id","tee_time");--> statement-breakpoint
CREATE INDEX "tee_time_locks_facility_time_idx" ON "tee_time_locks" USING btree ("facility_id","tee_time");