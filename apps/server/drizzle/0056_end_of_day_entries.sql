CREATE SEQUENCE "public"."order_money_stale_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_money_entries" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"facility_id" integer,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"tender" text NOT NULL,
	"channel" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_number" text NOT NULL,
	"confirmation_number" text,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"card_last_four" text,
	CONSTRAINT "order_money_entries_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_money_stale" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"version" bigint DEFAULT nextval('order_money_stale_versions') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_money_entries" ADD CONSTRAINT "order_money_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_money_stale" ADD CONSTRAINT "order_money_stale_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_money_entries_engine_at_idx" ON "order_money_entries" USING btree ("booking_engine_id","at");--> statement-breakpoint
CREATE INDEX "order_money_stale_engine_idx" ON "order_money_stale" USING btree ("booking_engine_id");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id") WHERE "orders"."payment_id" is not null;--> statement-breakpoint
-- Marks orders' stored end-of-day entries stale, each with a new version.
CREATE FUNCTION "order_money_mark_stale"(order_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "order_money_stale" (order_id, booking_engine_id)
  SELECT o.id, o.booking_engine_id FROM "orders" o WHERE o.id = ANY(order_ids)
  ON CONFLICT (order_id) DO UPDATE SET version = nextval('order_money_stale_versions');
$$;
--> statement-breakpoint
-- A row a money view reads changed: its order is stale. TG_ARGV[0] names the row's key column,
-- TG_ARGV[1] what it keys (an order, a reservation, a processor payment).
CREATE FUNCTION "order_money_stale_by_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := ARRAY[]::text[];
BEGIN
  IF TG_OP <> 'DELETE' THEN keys := keys || (to_jsonb(NEW) ->> TG_ARGV[0]); END IF;
  IF TG_OP <> 'INSERT' THEN keys := keys || (to_jsonb(OLD) ->> TG_ARGV[0]); END IF;
  IF TG_ARGV[1] = 'reservation' THEN
    PERFORM "order_money_mark_stale"(ARRAY(SELECT DISTINCT r.order_id FROM "reservations" r WHERE r.id = ANY(keys::uuid[])));
  ELSIF TG_ARGV[1] = 'payment' THEN
    PERFORM "order_money_mark_stale"(ARRAY(SELECT o.id FROM "orders" o WHERE o.payment_id = ANY(keys)));
  ELSE
    PERFORM "order_money_mark_stale"(ARRAY(SELECT DISTINCT k FROM unnest(keys::uuid[]) k WHERE k IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_money_orders_stale" AFTER INSERT OR UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_money_stale_by_row"('id', 'order');
--> statement-breakpoint
CREATE TRIGGER "order_money_reservations_stale" AFTER INSERT OR UPDATE OR DELETE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "order_money_stale_by_row"('order_id', 'order');
--> statement-breakpoint
CREATE TRIGGER "order_money_invoices_stale" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "order_money_stale_by_row"('source_order_id', 'order');
--> statement-breakpoint
CREATE TRIGGER "order_money_counter_sale_payments_stale" AFTER INSERT OR UPDATE OR DELETE ON "counter_sale_payments"
  FOR EACH ROW EXECUTE FUNCTION "order_money_stale_by_row"('order_id', 'order');
--> statement-breakpoint
CREATE TRIGGER "order_money_reservation_events_stale" AFTER INSERT OR UPDATE OR DELETE ON "reservation_events"
  FOR EACH ROW EXECUTE FUNCTION "order_money_stale_by_row"('reservation_id', 'reservation');
--> statement-breakpoint
CREATE TRIGGER "order_money_check_in_invoices_stale" AFTER INSERT OR UPDATE OR DELETE ON "check_in_invoices"
  FOR EACH ROW EXECUTE FUNCTION "order_money_stale_by_row"('reservation_id', 'reservation');
--> statement-breakpoint
CREATE TRIGGER "order_money_payment_shares_stale" AFTER INSERT OR UPDATE OR DELETE ON "payment_shares"
  FOR EACH ROW EXECUTE FUNCTION "order_money_stale_by_row"('reservation_id', 'reservation');
--> statement-breakpoint
CREATE TRIGGER "order_money_split_payments_stale" AFTER INSERT OR UPDATE OR DELETE ON "split_payments"
  FOR EACH ROW EXECUTE FUNCTION "order_money_stale_by_row"('reservation_id', 'reservation');
--> statement-breakpoint
CREATE TRIGGER "order_money_staff_bookings_stale" AFTER INSERT OR UPDATE OR DELETE ON "staff_bookings"
  FOR EACH ROW EXECUTE FUNCTION "order_money_stale_by_row"('reservation_id', 'reservation');
--> statement-breakpoint
CREATE TRIGGER "order_money_gateway_payments_stale" AFTER UPDATE ON "gateway_payments"
  FOR EACH ROW WHEN (OLD.captured_cents IS DISTINCT FROM NEW.captured_cents)
  EXECUTE FUNCTION "order_money_stale_by_row"('id', 'payment');
--> statement-breakpoint
-- Every order there is has no stored entries yet: the job computes them (the report reads the views meanwhile).
INSERT INTO "order_money_stale" (order_id, booking_engine_id) SELECT id, booking_engine_id FROM "orders";
