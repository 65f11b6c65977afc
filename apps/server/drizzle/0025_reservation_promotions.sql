ALTER TABLE "reservations" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "promotion_discount" integer DEFAULT 0 NOT NULL;