ALTER TABLE "facilities" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "settings_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "facilities" SET "images" = ARRAY["image_url"] WHERE "image_url" IS NOT NULL;