CREATE TABLE "sign_in_failures" (
	"booking_engine_id" integer NOT NULL,
	"email" text NOT NULL,
	"failed_count" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_booking_engine_id_email_pk" PRIMARY KEY("booking_engine_id","email"),
	CONSTRAINT "sign_in_failures_count" CHECK ("sign_in_failures"."failed_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_failed_logins";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_idx" ON "sign_in_failures" USING btree ("last_failed_at");--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "locked_until";