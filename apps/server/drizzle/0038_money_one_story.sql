CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"booking_engine_id" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_attempts" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payment_steps" (
	"operation_id" text NOT NULL,
	"step" text NOT NULL,
	"action" text NOT NULL,
	"state" text NOT NULL,
	"payment_id" text,
	"amount_cents" integer,
	"booking_engine_id" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_steps_operation_id_step_pk" PRIMARY KEY("operation_id","step")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "product_stock" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_live_key_idx" ON "jobs" USING btree ("kind","key") WHERE "jobs"."key" is not null and "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("lease_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("booking_engine_id","finished_at") WHERE "jobs"."state" = 'dead';--> statement-breakpoint
CREATE INDEX "payment_steps_owed_idx" ON "payment_steps" USING btree ("state") WHERE "payment_steps"."state" in ('pending', 'dead');--> statement-breakpoint
CREATE INDEX "customer_memberships_order_idx" ON "customer_memberships" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_certificates_order_idx" ON "gift_certificates" USING btree ("order_id");--> statement-breakpoint
-- Gift certificates bought before deliveries became per-item jobs (issue #45) and not yet
-- delivered: one delivery item each, due at its delivery time, as checkout now enqueues them.
INSERT INTO "jobs" ("kind", "key", "payload", "booking_engine_id", "max_attempts", "run_at")
SELECT 'gift-delivery', 'gift-certificate:' || g."id", jsonb_build_object('giftCertificateId', g."id"), o."booking_engine_id", 8, g."deliver_at"
FROM "gift_certificates" g
LEFT JOIN "orders" o ON o."id" = g."order_id"
WHERE g."delivered_at" IS NULL
ON CONFLICT DO NOTHING;
