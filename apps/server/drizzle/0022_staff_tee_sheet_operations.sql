CREATE TABLE "staff_bookings" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"payment_method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_players" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_bookings" ADD CONSTRAINT "staff_bookings_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_bookings" ADD CONSTRAINT "staff_bookings_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_bookings_engine_key" ON "staff_bookings" USING btree ("booking_engine_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "staff_bookings_engine_idx" ON "staff_bookings" USING btree ("booking_engine_id","created_at");