CREATE TABLE "dynamic_pricing_rules" (
	"facility_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"floor_percent" integer DEFAULT 100 NOT NULL,
	"ceiling_percent" integer DEFAULT 100 NOT NULL,
	"utilisation_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_out_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dynamic_pricing_limits" CHECK ("dynamic_pricing_rules"."floor_percent" between 0 and 100 and "dynamic_pricing_rules"."ceiling_percent" >= 100)
);
--> statement-breakpoint
ALTER TABLE "dynamic_pricing_rules" ADD CONSTRAINT "dynamic_pricing_rules_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;