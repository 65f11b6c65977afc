ALTER TABLE "checkout_attempts" ADD COLUMN "credit_book_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "credit_book_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_book_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_credit_book_uses" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "pro_credit_book_uses" ADD COLUMN "cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_credit_book_uses" ADD COLUMN "slots" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_credit_book_uses" ADD COLUMN "restored_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_credit_book_uses" ADD COLUMN "restored_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_credit_book_uses" ADD COLUMN "restored_slots" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD COLUMN "credit_book_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "pro_credit_book_uses_order_idx" ON "pro_credit_book_uses" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "pro_credit_book_uses" ADD CONSTRAINT "pro_credit_book_uses_restored" CHECK ("pro_credit_book_uses"."restored_quantity" between 0 and "pro_credit_book_uses"."quantity");