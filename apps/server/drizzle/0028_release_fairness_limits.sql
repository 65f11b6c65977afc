ALTER TABLE "checkout_attempts" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "gateway_cards" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "release_queue_tickets" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "release_queue_tickets" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "release_queue_tickets_queue_client_idx" ON "release_queue_tickets" USING btree ("booking_engine_id","facility_id","released_day","client_address");