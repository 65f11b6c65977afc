ALTER TABLE "check_in_invoices" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_invoices" ADD COLUMN "tender" text DEFAULT 'card' NOT NULL;