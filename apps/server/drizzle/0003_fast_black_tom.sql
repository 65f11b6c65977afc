CREATE TABLE "gateway_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_cards_last_four" CHECK ("gateway_cards"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "gateway_checkout_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"origin_url" text NOT NULL,
	"card_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_idempotency_keys" (
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_idempotency_keys_operation_key_pk" PRIMARY KEY("operation","key")
);
--> statement-breakpoint
CREATE TABLE "gateway_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"card_token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"return_url" text,
	"settles_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_payments_amount" CHECK ("gateway_payments"."amount_cents" > 0),
	CONSTRAINT "gateway_payments_refund" CHECK ("gateway_payments"."refunded_cents" >= 0 and "gateway_payments"."refunded_cents" <= "gateway_payments"."captured_cents"),
	CONSTRAINT "gateway_payments_capture" CHECK ("gateway_payments"."captured_cents" >= 0 and "gateway_payments"."captured_cents" <= "gateway_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "wallet_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"token" text NOT NULL,
	"token_type_id" integer DEFAULT 5 NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"override_membership_billing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_cards_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "wallet_cards_last_four" CHECK ("wallet_cards"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "wallet_cards_month" CHECK ("wallet_cards"."expiration_month" between 1 and 12),
	CONSTRAINT "wallet_cards_year" CHECK ("wallet_cards"."expiration_year" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_ledger_payment_idx" ON "gateway_ledger" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "wallet_cards_customer_idx" ON "wallet_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_customer_token" ON "wallet_cards" USING btree ("customer_id","token");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_one_default" ON "wallet_cards" USING btree ("customer_id") WHERE "wallet_cards"."is_default";