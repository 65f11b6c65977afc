CREATE TYPE "public"."block_kind" AS ENUM('maintenance', 'event', 'league', 'shotgun-start', 'other');--> statement-breakpoint
CREATE TABLE "tee_time_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"kind" "block_kind" NOT NULL,
	"restriction" "restriction_kind",
	"reason" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tee_time_blocks_times" CHECK ("tee_time_blocks"."from_time" < "tee_time_blocks"."to_time"),
	CONSTRAINT "tee_time_blocks_dates" CHECK ("tee_time_blocks"."starts_on" <= "tee_time_blocks"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "tee_time_blocks" ADD CONSTRAINT "tee_time_blocks_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_blocks" ADD CONSTRAINT "tee_time_blocks_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tee_time_blocks_facility_dates_idx" ON "tee_time_blocks" USING btree ("facility_id","starts_on","ends_on");