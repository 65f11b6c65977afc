CREATE TABLE "payment_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"invitation_id" uuid,
	"paid_by" text,
	"card_token" text,
	"card_brand" text,
	"card_last_four" text,
	"payment_id" text,
	"pay_key" text,
	"claimed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_shares_slot" CHECK ("payment_shares"."slot" between 2 and 6),
	CONSTRAINT "payment_shares_amount" CHECK ("payment_shares"."amount_cents" >= 0 and "payment_shares"."refunded_cents" between 0 and "payment_shares"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "split_payments" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"unpaid_shares" text NOT NULL,
	"currency_code" text NOT NULL,
	"lead_card_token" text,
	"guarantee_payment_id" text,
	"guarantee_cents" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "split_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "guarantee_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_reservation_id_split_payments_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."split_payments"("reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_payments" ADD CONSTRAINT "split_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_payments" ADD CONSTRAINT "split_payments_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_shares_slot_uq" ON "payment_shares" USING btree ("reservation_id","slot");--> statement-breakpoint
CREATE INDEX "split_payments_due_idx" ON "split_payments" USING btree ("deadline") WHERE "split_payments"."settled_at" is null;