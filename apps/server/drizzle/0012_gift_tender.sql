ALTER TABLE "checkout_attempts" ADD COLUMN "gift_certificate_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "gift_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_certificate_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD COLUMN "gift_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_certificate_redemptions" ADD COLUMN "restored_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_certificate_redemptions" ADD CONSTRAINT "gift_certificate_redemptions_restored" CHECK ("gift_certificate_redemptions"."restored_amount" >= 0 and "gift_certificate_redemptions"."restored_amount" <= "gift_certificate_redemptions"."amount");