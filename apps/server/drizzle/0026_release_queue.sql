CREATE TABLE "release_queue_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"released_day" text NOT NULL,
	"token_hash" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"position" integer,
	"admitted_at" timestamp with time zone,
	"turn_ends_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	CONSTRAINT "release_queue_tickets_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "release_queue_tickets_position" CHECK ("release_queue_tickets"."position" is null or "release_queue_tickets"."position" > 0)
);
--> statement-breakpoint
CREATE TABLE "release_queues" (
	"booking_engine_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"released_day" text NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone,
	"next_position" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_queues_booking_engine_id_facility_id_released_day_pk" PRIMARY KEY("booking_engine_id","facility_id","released_day")
);
--> statement-breakpoint
ALTER TABLE "release_queue_tickets" ADD CONSTRAINT "release_queue_tickets_queue_fk" FOREIGN KEY ("booking_engine_id","facility_id","released_day") REFERENCES "public"."release_queues"("booking_engine_id","facility_id","released_day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_queues" ADD CONSTRAINT "release_queues_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_queues" ADD CONSTRAINT "release_queues_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_queue_tickets_queue_position_idx" ON "release_queue_tickets" USING btree ("booking_engine_id","facility_id","released_day","position");