ALTER TABLE "release_queue_tickets" ADD COLUMN "jumped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_queues" ADD COLUMN "sold_out_at" timestamp with time zone;