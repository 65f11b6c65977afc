CREATE TABLE "booking_window_scans" (
	"booking_engine_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_window_scans_booking_engine_id_facility_id_date_pk" PRIMARY KEY("booking_engine_id","facility_id","date")
);
--> statement-breakpoint
CREATE TABLE "tee_time_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_engine_id" integer,
	"facility_id" integer NOT NULL,
	"teetime" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"holes" integer,
	"slots" integer NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"freed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scanned_at" timestamp with time zone,
	CONSTRAINT "tee_time_openings_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "tee_time_openings_slots" CHECK ("tee_time_openings"."slots" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "alert_offers" ADD COLUMN "opening_id" integer;--> statement-breakpoint
ALTER TABLE "booking_window_scans" ADD CONSTRAINT "booking_window_scans_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_window_scans" ADD CONSTRAINT "booking_window_scans_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_openings" ADD CONSTRAINT "tee_time_openings_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_openings" ADD CONSTRAINT "tee_time_openings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tee_time_openings_unscanned_idx" ON "tee_time_openings" USING btree ("id") WHERE "tee_time_openings"."scanned_at" is null;--> statement-breakpoint
ALTER TABLE "alert_offers" ADD CONSTRAINT "alert_offers_opening_id_tee_time_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."tee_time_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Cancellations the alerts job already looked at become scanned openings; their offers point at them.
INSERT INTO "tee_time_openings" ("booking_engine_id", "facility_id", "teetime", "starts_at", "holes", "slots", "source", "source_key", "freed_by", "created_at", "scanned_at")
SELECT o."booking_engine_id", r."facility_id", r."teetime", r."starts_at", r."holes", greatest(1, least(6, cardinality(e."slots"))), 'cancellation', 'reservation-event:' || e."id", o."customer_id", e."created_at", s."created_at"
  FROM "alert_opening_scans" s
  JOIN "reservation_events" e ON e."id" = s."reservation_event_id"
  JOIN "reservations" r ON r."id" = e."reservation_id"
  JOIN "orders" o ON o."id" = r."order_id"
ON CONFLICT ("source_key") DO NOTHING;--> statement-breakpoint
UPDATE "alert_offers" a SET "opening_id" = t."id" FROM "tee_time_openings" t WHERE t."source_key" = 'reservation-event:' || a."reservation_event_id";--> statement-breakpoint
DELETE FROM "alert_offers" WHERE "opening_id" IS NULL;
