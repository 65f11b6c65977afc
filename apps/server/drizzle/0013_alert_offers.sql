CREATE TABLE "alert_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_event_id" integer NOT NULL,
	"alert_id" uuid NOT NULL,
	"customer_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"teetime" text NOT NULL,
	"players" integer NOT NULL,
	"cart_id" uuid,
	"cart_item_id" uuid,
	"status" text DEFAULT 'offered' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_offers" ADD CONSTRAINT "alert_offers_reservation_event_id_reservation_events_id_fk" FOREIGN KEY ("reservation_event_id") REFERENCES "public"."reservation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_offers" ADD CONSTRAINT "alert_offers_alert_id_tee_time_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."tee_time_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_offers" ADD CONSTRAINT "alert_offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_offers" ADD CONSTRAINT "alert_offers_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_offers" ADD CONSTRAINT "alert_offers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_offers_event_alert" ON "alert_offers" USING btree ("reservation_event_id","alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_offers_one_live_per_customer" ON "alert_offers" USING btree ("customer_id") WHERE "alert_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "alert_offers_live_idx" ON "alert_offers" USING btree ("status","expires_at");