CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"reservation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"slot" integer,
	"language" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_slot" CHECK ("invitations"."slot" is null or "invitations"."slot" between 2 and 6)
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_reservation_idx" ON "invitations" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("booking_engine_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_email_uq" ON "invitations" USING btree ("reservation_id","email") WHERE "invitations"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_slot_uq" ON "invitations" USING btree ("reservation_id","slot") WHERE "invitations"."slot" is not null;