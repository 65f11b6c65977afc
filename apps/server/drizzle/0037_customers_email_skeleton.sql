ALTER TABLE "customers" ADD COLUMN "email_skeleton" text;--> statement-breakpoint
CREATE INDEX "customers_engine_email_skeleton" ON "customers" USING btree ("booking_engine_id","email_skeleton");