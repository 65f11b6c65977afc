ALTER TABLE "report_reservations" ADD COLUMN "confirmation_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_reservations" ADD COLUMN "booker_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_reservations" ADD COLUMN "booker_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "report_reservations_engine_day_idx" ON "report_reservations" USING btree ("booking_engine_id","play_date");--> statement-breakpoint
-- The no-shows report lists the confirmation number and the booker's name from the summary.
CREATE OR REPLACE VIEW "report_reservation_figures" AS
SELECT
  r.id AS reservation_id,
  o.booking_engine_id,
  r.facility_id,
  left(r.teetime, 10) AS play_date,
  r.teetime,
  coalesce(sb.payment_method, 'online') AS channel,
  r.rate_name,
  r.holes,
  coalesce(r.promotion_code, '') AS promotion_code,
  r.status = 'cancelled' AS cancelled,
  r.players,
  CASE WHEN r.status = 'cancelled' THEN 0 ELSE greatest(0, r.players - p.cancelled_slots) END AS players_left,
  i.booked_cents,
  e.refunded_cents + s.refunded_cents AS refunded_cents,
  r.promotion_discount AS promotion_discount_cents,
  CASE WHEN r.status = 'cancelled' THEN '{}'::integer[] ELSE p.no_show_slots END AS no_show_slots,
  r.confirmation_number,
  o.first_name AS booker_first_name,
  o.last_name AS booker_last_name
FROM "reservations" r
JOIN "orders" o ON o.id = r.order_id
LEFT JOIN "staff_bookings" sb ON sb.reservation_id = r.id
CROSS JOIN LATERAL (
  SELECT
    count(*) FILTER (WHERE rp.cancelled_at IS NOT NULL)::integer AS cancelled_slots,
    coalesce(array_agg(rp.slot ORDER BY rp.slot) FILTER (WHERE rp.no_show_at IS NOT NULL AND rp.cancelled_at IS NULL), '{}') AS no_show_slots
  FROM "reservation_players" rp WHERE rp.reservation_id = r.id
) p
CROSS JOIN LATERAL (
  SELECT coalesce(sum(inv.grand_total), 0)::integer AS booked_cents
  FROM "invoices" inv
  WHERE inv.source_order_id = r.order_id AND inv.cart_item_id = r.cart_item_id AND inv.status = 'Closed'
) i
CROSS JOIN LATERAL (
  SELECT coalesce(sum(
    CASE WHEN ev.kind = 'cancelled' THEN
      greatest(ev.credit_book_cents, 0) + greatest(ev.gift_cents, 0)
      + CASE WHEN ev.amount_cents - ev.gift_cents - ev.credit_book_cents > 0
               AND ev.payment_status IS DISTINCT FROM 'refund_failed'
             THEN ev.amount_cents - ev.gift_cents - ev.credit_book_cents ELSE 0 END
    WHEN ev.kind IN ('refunded', 'rain-check') AND ev.tender IS NOT NULL AND ev.amount_cents > 0
         AND NOT (ev.kind = 'refunded' AND ev.tender = 'card' AND ev.payment_status IS NOT DISTINCT FROM 'refund_failed')
      THEN ev.amount_cents
    ELSE 0 END), 0)::integer AS refunded_cents
  FROM "reservation_events" ev WHERE ev.reservation_id = r.id
) e
CROSS JOIN LATERAL (
  SELECT coalesce(sum(ps.refunded_cents), 0)::integer AS refunded_cents
  FROM "payment_shares" ps
  WHERE ps.reservation_id = r.id AND ps.refunded_cents > 0 AND ps.paid_at IS NOT NULL
    AND ps.status IN ('paid', 'lead-charged', 'cancelled')
) s;
--> statement-breakpoint
CREATE FUNCTION "report_refresh_by_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reservation uuid;
BEGIN
  FOR reservation IN SELECT r.id FROM "reservations" r WHERE r.order_id = NEW.id
  LOOP PERFORM "report_refresh_reservation"(reservation); END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_orders_refresh" AFTER UPDATE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION "report_refresh_by_order"();
--> statement-breakpoint
-- Rebuilt in the order the reports read them (alias, course, day), so a season's rows sit together.
CREATE OR REPLACE FUNCTION "report_summaries_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "report_days", "report_reservations";
  INSERT INTO "report_reservations"
  SELECT * FROM "report_reservation_figures" ORDER BY booking_engine_id, facility_id, teetime;
  INSERT INTO "report_days"
  SELECT booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled,
    count(*), sum(players), sum(players_left), sum(booked_cents), sum(refunded_cents),
    sum(promotion_discount_cents), sum(cardinality(no_show_slots))
  FROM "report_reservations"
  GROUP BY booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled
  ORDER BY booking_engine_id, facility_id, play_date;
END $$;
--> statement-breakpoint
SELECT "report_summaries_rebuild"();
