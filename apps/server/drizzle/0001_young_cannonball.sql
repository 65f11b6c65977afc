CREATE TYPE "public"."authentication_type" AS ENUM('basic', 'golfid');--> statement-breakpoint
CREATE TYPE "public"."one_time_token_purpose" AS ENUM('password-reset', 'email-verification', 'golf-id-state');--> statement-breakpoint
CREATE TYPE "public"."session_kind" AS ENUM('customer', 'guest');--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_engine_id" integer,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"golf_id_subject" text,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"unsubscribe_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "customers_email_lower" CHECK ("customers"."email" = lower("customers"."email")),
	CONSTRAINT "customers_failed_logins" CHECK ("customers"."failed_login_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "facility_opt_ins" (
	"customer_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"email_opt_in" boolean DEFAULT false NOT NULL,
	"sms_opt_in" boolean DEFAULT false NOT NULL,
	"transactional_sms_opt_in" boolean DEFAULT false NOT NULL,
	"rewards_program_enrolled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_opt_ins_customer_id_facility_id_pk" PRIMARY KEY("customer_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" "one_time_token_purpose" NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"customer_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" "session_kind" NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"customer_id" integer,
	"authentication_type" "authentication_type",
	"is_new_account" boolean DEFAULT false NOT NULL,
	"guest_email" text,
	"guest_first_name" text,
	"guest_last_name" text,
	"guest_phone" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_kind_fields" CHECK (("sessions"."kind" = 'customer' and "sessions"."customer_id" is not null) or ("sessions"."kind" = 'guest' and "sessions"."guest_email" is not null))
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"private_key_pem" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_opt_ins" ADD CONSTRAINT "facility_opt_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_opt_ins" ADD CONSTRAINT "facility_opt_ins_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_booking_engine_id_booking_engines_id_fk" FOREIGN KEY ("booking_engine_id") REFERENCES "public"."booking_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_engine_email" ON "customers" USING btree ("booking_engine_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_engine_golf_id" ON "customers" USING btree ("booking_engine_id","golf_id_subject") WHERE "customers"."golf_id_subject" is not null;--> statement-breakpoint
CREATE INDEX "facility_opt_ins_facility_idx" ON "facility_opt_ins" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "one_time_tokens_customer_idx" ON "one_time_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");