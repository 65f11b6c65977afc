ALTER TABLE "promotions" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_uses_per_golfer" integer;--> statement-breakpoint
CREATE INDEX "reservations_promotion_idx" ON "reservations" USING btree ("promotion_code") WHERE "reservations"."promotion_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_limits_positive" CHECK (("promotions"."max_uses" IS NULL OR "promotions"."max_uses" > 0) AND ("promotions"."max_uses_per_golfer" IS NULL OR "promotions"."max_uses_per_golfer" > 0));