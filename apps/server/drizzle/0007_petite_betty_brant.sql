CREATE TABLE "check_in_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"slots" integer[] NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency_code" text NOT NULL,
	"card_brand" text,
	"card_last_four" text,
	"payment_id" text NOT NULL,
	"payment_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "check_in_invoices_amount" CHECK ("check_in_invoices"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slots" integer[] NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"payment_id" text,
	"payment_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_events_amount" CHECK ("reservation_events"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_metadata" (
	"reservation_id" uuid NOT NULL,
	"google_rwg_token" text,
	"merchant_changed" integer,
	"external_reservation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_metadata_reservation_id_pk" PRIMARY KEY("reservation_id"),
	CONSTRAINT "reservation_metadata_merchant_changed" CHECK ("reservation_metadata"."merchant_changed" is null or "reservation_metadata"."merchant_changed" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "reservation_players" (
	"reservation_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"paid_at_course_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_players_reservation_id_slot_pk" PRIMARY KEY("reservation_id","slot"),
	CONSTRAINT "reservation_players_slot" CHECK ("reservation_players"."slot" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "reservation_requests" (
	"booking_engine_id" integer NOT NULL,
	"operation" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_requests_booking_engine_id_operation_idempotency_key_pk" PRIMARY KEY("booking_engine_id","operation","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "check_in_invoices" ADD CONSTRAINT "check_in_invoices_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_metadata" ADD CONSTRAINT "reservation_metadata_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_players" ADD CONSTRAINT "reservation_players_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_invoices_reservation_idx" ON "check_in_invoices" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_metadata_external_id_idx" ON "reservation_metadata" USING btree ("external_reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_requests_reservation_idx" ON "reservation_requests" USING btree ("reservation_id");