CREATE TABLE "pro_account_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"payment_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_account_entries_payment_request_id_unique" UNIQUE("payment_request_id"),
	CONSTRAINT "pro_account_entries_amount" CHECK ("pro_account_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pro_account_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"wallet_card_id" integer,
	"status" text DEFAULT 'running' NOT NULL,
	"payment_id" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_account_payments_amount" CHECK ("pro_account_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pro_credit_book_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"description" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_credit_book_uses_quantity" CHECK ("pro_credit_book_uses"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "pro_credit_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"total" integer NOT NULL,
	"purchased_on" date NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_credit_books_total" CHECK ("pro_credit_books"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "pro_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"member_number" text NOT NULL,
	"home_club" text NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"member_since" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_members_credit_limit" CHECK ("pro_members"."credit_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pro_account_entries" ADD CONSTRAINT "pro_account_entries_member_id_pro_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."pro_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_account_payments" ADD CONSTRAINT "pro_account_payments_member_id_pro_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."pro_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_account_payments" ADD CONSTRAINT "pro_account_payments_wallet_card_id_wallet_cards_id_fk" FOREIGN KEY ("wallet_card_id") REFERENCES "public"."wallet_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_credit_book_uses" ADD CONSTRAINT "pro_credit_book_uses_book_id_pro_credit_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."pro_credit_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_credit_books" ADD CONSTRAINT "pro_credit_books_member_id_pro_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."pro_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_members" ADD CONSTRAINT "pro_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_members" ADD CONSTRAINT "pro_members_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pro_account_entries_member_idx" ON "pro_account_entries" USING btree ("member_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_account_payments_member_key" ON "pro_account_payments" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pro_credit_book_uses_book_idx" ON "pro_credit_book_uses" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "pro_credit_books_member_idx" ON "pro_credit_books" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_members_customer_facility" ON "pro_members" USING btree ("customer_id","facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_members_facility_number" ON "pro_members" USING btree ("facility_id","member_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_members_one_home" ON "pro_members" USING btree ("customer_id") WHERE "pro_members"."is_home";