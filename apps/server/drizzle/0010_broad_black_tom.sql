CREATE TABLE "alert_opening_scans" (
	"reservation_event_id" integer PRIMARY KEY NOT NULL,
	"alert_id" uuid,
	"facility_id" integer NOT NULL,
	"teetime" text NOT NULL,
	"open_players" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tee_time_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"dates" text[] NOT NULL,
	"timezone" text NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"players" integer NOT NULL,
	"facility_ids" integer[] NOT NULL,
	"holes" integer[] NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"criteria" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tee_time_alerts_window" CHECK ("tee_time_alerts"."start_minute" between 0 and 1439 and "tee_time_alerts"."end_minute" between "tee_time_alerts"."start_minute" and 1439),
	CONSTRAINT "tee_time_alerts_players" CHECK ("tee_time_alerts"."players" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "alert_opening_scans" ADD CONSTRAINT "alert_opening_scans_reservation_event_id_reservation_events_id_fk" FOREIGN KEY ("reservation_event_id") REFERENCES "public"."reservation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_opening_scans" ADD CONSTRAINT "alert_opening_scans_alert_id_tee_time_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."tee_time_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_alerts" ADD CONSTRAINT "tee_time_alerts_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_alerts" ADD CONSTRAINT "tee_time_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tee_time_alerts_customer_criteria" ON "tee_time_alerts" USING btree ("customer_id","criteria");--> statement-breakpoint
CREATE INDEX "tee_time_alerts_engine_idx" ON "tee_time_alerts" USING btree ("booking_engine_id");