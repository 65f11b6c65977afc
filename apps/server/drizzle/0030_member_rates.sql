ALTER TABLE "rates" ADD COLUMN "audience" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "member_guest_fee_cart" integer;--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "member_guest_fee_walking" integer;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_member_guest_fees" CHECK ("rates"."audience" = 'public' or ("rates"."member_guest_fee_cart" >= 0 and "rates"."member_guest_fee_walking" >= 0));