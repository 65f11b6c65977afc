CREATE TABLE "report_days" (
	"booking_engine_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"play_date" text NOT NULL,
	"channel" text NOT NULL,
	"rate_name" text NOT NULL,
	"holes" integer NOT NULL,
	"promotion_code" text NOT NULL,
	"cancelled" boolean NOT NULL,
	"reservations" integer NOT NULL,
	"players" integer NOT NULL,
	"players_left" integer NOT NULL,
	"booked_cents" bigint NOT NULL,
	"refunded_cents" bigint NOT NULL,
	"promotion_discount_cents" bigint NOT NULL,
	"no_shows" integer NOT NULL,
	CONSTRAINT "report_days_booking_engine_id_facility_id_play_date_channel_rate_name_holes_promotion_code_cancelled_pk" PRIMARY KEY("booking_engine_id","facility_id","play_date","channel","rate_name","holes","promotion_code","cancelled")
);
--> statement-breakpoint
CREATE TABLE "report_reservations" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"booking_engine_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"play_date" text NOT NULL,
	"teetime" text NOT NULL,
	"channel" text NOT NULL,
	"rate_name" text NOT NULL,
	"holes" integer NOT NULL,
	"promotion_code" text NOT NULL,
	"cancelled" boolean NOT NULL,
	"players" integer NOT NULL,
	"players_left" integer NOT NULL,
	"booked_cents" integer NOT NULL,
	"refunded_cents" integer NOT NULL,
	"promotion_discount_cents" integer NOT NULL,
	"no_show_slots" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_reservations_no_shows_idx" ON "report_reservations" USING btree ("booking_engine_id","facility_id","play_date") WHERE cardinality("report_reservations"."no_show_slots") > 0;--> statement-breakpoint
-- What a reservation counts in the console's reports, computed from its rows as the reports did per
-- request: booked = its closed booking invoices; refunded = the money view's refunds (a
-- cancellation's credit-book, gift-certificate and card parts, a card part whose refund failed left
-- out; staff's refunds and rain checks; friends' captured shares refunded); players left = players
-- less cancelled slots (0 once cancelled); no-shows = slots marked no-show and not cancelled.
CREATE VIEW "report_reservation_figures" AS
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
  CASE WHEN r.status = 'cancelled' THEN '{}'::integer[] ELSE p.no_show_slots END AS no_show_slots
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
-- Adds (direction 1) or takes away (direction -1) one reservation's figures from its day's totals; a total
-- left with no reservation is removed, so the reports list only rates and codes that were booked.
CREATE FUNCTION "report_day_add"(f "report_reservations", direction integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_days" AS d (
    booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled,
    reservations, players, players_left, booked_cents, refunded_cents, promotion_discount_cents, no_shows
  ) VALUES (
    f.booking_engine_id, f.facility_id, f.play_date, f.channel, f.rate_name, f.holes, f.promotion_code, f.cancelled,
    direction, direction * f.players, direction * f.players_left, direction * f.booked_cents, direction * f.refunded_cents,
    direction * f.promotion_discount_cents, direction * cardinality(f.no_show_slots)
  )
  ON CONFLICT (booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled)
  DO UPDATE SET
    reservations = d.reservations + excluded.reservations,
    players = d.players + excluded.players,
    players_left = d.players_left + excluded.players_left,
    booked_cents = d.booked_cents + excluded.booked_cents,
    refunded_cents = d.refunded_cents + excluded.refunded_cents,
    promotion_discount_cents = d.promotion_discount_cents + excluded.promotion_discount_cents,
    no_shows = d.no_shows + excluded.no_shows;
  DELETE FROM "report_days"
  WHERE booking_engine_id = f.booking_engine_id AND facility_id = f.facility_id AND play_date = f.play_date
    AND channel = f.channel AND rate_name = f.rate_name AND holes = f.holes
    AND promotion_code = f.promotion_code AND cancelled = f.cancelled AND reservations = 0;
END $$;
--> statement-breakpoint
-- One reservation's figures recomputed and, when they changed, the old ones taken out of their
-- day and the new ones put in (a deleted reservation is taken out).
CREATE FUNCTION "report_refresh_reservation"(reservation uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_figures "report_reservations";
  new_figures "report_reservations";
BEGIN
  SELECT * INTO old_figures FROM "report_reservations" WHERE reservation_id = reservation FOR UPDATE;
  SELECT * INTO new_figures FROM "report_reservation_figures" WHERE reservation_id = reservation;
  IF old_figures IS NOT DISTINCT FROM new_figures THEN RETURN; END IF;
  IF old_figures.reservation_id IS NOT NULL THEN
    PERFORM "report_day_add"(old_figures, -1);
    DELETE FROM "report_reservations" WHERE reservation_id = reservation;
  END IF;
  IF new_figures.reservation_id IS NOT NULL THEN
    INSERT INTO "report_reservations" SELECT new_figures.*;
    PERFORM "report_day_add"(new_figures, 1);
  END IF;
END $$;
--> statement-breakpoint
-- Every reservation's figures and the days' totals from the rows (the backfill; the scale seed's
-- bulk writes, made with triggers off, call it too).
CREATE FUNCTION "report_summaries_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "report_days";
  DELETE FROM "report_reservations";
  INSERT INTO "report_reservations" SELECT * FROM "report_reservation_figures";
  INSERT INTO "report_days"
  SELECT booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled,
    count(*), sum(players), sum(players_left), sum(booked_cents), sum(refunded_cents),
    sum(promotion_discount_cents), sum(cardinality(no_show_slots))
  FROM "report_reservations"
  GROUP BY booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled;
END $$;
--> statement-breakpoint
SELECT "report_summaries_rebuild"();
--> statement-breakpoint
-- The trigger functions: which reservations a changed row's figures belong to.
CREATE FUNCTION "report_refresh_by_reservation_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "report_refresh_reservation"(OLD.reservation_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.reservation_id <> OLD.reservation_id) THEN
    PERFORM "report_refresh_reservation"(NEW.reservation_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_refresh_by_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "report_refresh_reservation"(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_refresh_by_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reservation uuid;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.source_order_id IS NOT NULL THEN
    FOR reservation IN
      SELECT r.id FROM "reservations" r WHERE r.order_id = OLD.source_order_id AND r.cart_item_id = OLD.cart_item_id
    LOOP PERFORM "report_refresh_reservation"(reservation); END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.source_order_id IS NOT NULL THEN
    FOR reservation IN
      SELECT r.id FROM "reservations" r WHERE r.order_id = NEW.source_order_id AND r.cart_item_id = NEW.cart_item_id
    LOOP PERFORM "report_refresh_reservation"(reservation); END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit, so the figures are computed once the transaction wrote all its rows
-- (a checkout inserts the reservation after its invoice), inside that transaction.
CREATE CONSTRAINT TRIGGER "report_reservations_refresh" AFTER INSERT OR UPDATE OR DELETE ON "reservations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "report_refresh_by_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_reservation_players_refresh" AFTER INSERT OR UPDATE OR DELETE ON "reservation_players"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "report_refresh_by_reservation_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_reservation_events_refresh" AFTER INSERT OR UPDATE OR DELETE ON "reservation_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "report_refresh_by_reservation_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_staff_bookings_refresh" AFTER INSERT OR UPDATE OR DELETE ON "staff_bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "report_refresh_by_reservation_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_payment_shares_refresh" AFTER INSERT OR UPDATE OR DELETE ON "payment_shares"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "report_refresh_by_reservation_id"();
--> statement-breakpoint
-- Invoices: only an order's (closed at checkout), not a cart's open ones.
CREATE CONSTRAINT TRIGGER "report_invoices_insert_refresh" AFTER INSERT ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.source_order_id IS NOT NULL)
  EXECUTE FUNCTION "report_refresh_by_invoice"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_invoices_update_refresh" AFTER UPDATE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.source_order_id IS NOT NULL OR OLD.source_order_id IS NOT NULL)
  EXECUTE FUNCTION "report_refresh_by_invoice"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_invoices_delete_refresh" AFTER DELETE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.source_order_id IS NOT NULL)
  EXECUTE FUNCTION "report_refresh_by_invoice"();
