CREATE TABLE "engine_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engine_images_size" CHECK (octet_length("engine_images"."bytes") between 1 and 1048576)
);
--> statement-breakpoint
ALTER TABLE "engine_images" ADD CONSTRAINT "engine_images_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engine_images_engine_idx" ON "engine_images" USING btree ("booking_engine_id");