ALTER TABLE "reservation_events" ADD COLUMN "tender" text;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD COLUMN "credit_id" uuid;