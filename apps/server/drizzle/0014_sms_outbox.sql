CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_engine_id" integer,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_attempts" CHECK ("sms_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_sandbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_message_id" text,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"reference" text NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_sandbox_messages_provider_message_id_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_recipient_idx" ON "sms_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "sms_sandbox_messages_reference_idx" ON "sms_sandbox_messages" USING btree ("reference");