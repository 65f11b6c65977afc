ALTER TABLE "promotions" ADD COLUMN "facility_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "rate_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "start_minute" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "end_minute" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_window" CHECK (("promotions"."start_minute" IS NULL AND "promotions"."end_minute" IS NULL) OR ("promotions"."start_minute" >= 0 AND "promotions"."end_minute" <= 1440 AND "promotions"."start_minute" < "promotions"."end_minute"));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_weekdays" CHECK ("promotions"."weekdays" <@ '{1,2,3,4,5,6,7}'::integer[]);