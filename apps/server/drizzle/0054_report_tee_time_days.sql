CREATE TABLE "report_tee_time_days" (
	"facility_id" integer NOT NULL,
	"play_date" text NOT NULL,
	"booked" jsonb NOT NULL,
	CONSTRAINT "report_tee_time_days_facility_id_play_date_pk" PRIMARY KEY("facility_id","play_date")
);
--> statement-breakpoint
-- A course's day of bookings as search counts them: players per tee time of the rows still booked.
CREATE FUNCTION "report_refresh_tee_time_day"(course integer, day text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counts jsonb;
BEGIN
  SELECT jsonb_object_agg(tee_time, players) INTO counts FROM (
    SELECT b.tee_time, sum(b.players)::integer AS players FROM "tee_time_bookings" b
    WHERE b.facility_id = course AND b.tee_time >= day || 'T00:00' AND b.tee_time <= day || 'T23:59' AND b.status = 'booked'
    GROUP BY b.tee_time
  ) booked;
  IF counts IS NULL THEN
    DELETE FROM "report_tee_time_days" WHERE facility_id = course AND play_date = day;
  ELSE
    INSERT INTO "report_tee_time_days" (facility_id, play_date, booked) VALUES (course, day, counts)
    ON CONFLICT (facility_id, play_date) DO UPDATE SET booked = excluded.booked;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_refresh_by_tee_time_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "report_refresh_tee_time_day"(OLD.facility_id, left(OLD.tee_time, 10)); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.facility_id <> OLD.facility_id OR left(NEW.tee_time, 10) <> left(OLD.tee_time, 10))) THEN
    PERFORM "report_refresh_tee_time_day"(NEW.facility_id, left(NEW.tee_time, 10));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_tee_time_bookings_refresh" AFTER INSERT OR UPDATE OR DELETE ON "tee_time_bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "report_refresh_by_tee_time_booking"();
--> statement-breakpoint
INSERT INTO "report_tee_time_days" (facility_id, play_date, booked)
SELECT facility_id, left(tee_time, 10), jsonb_object_agg(tee_time, players)
FROM (
  SELECT facility_id, tee_time, sum(players)::integer AS players FROM "tee_time_bookings"
  WHERE status = 'booked' GROUP BY facility_id, tee_time
) booked
GROUP BY facility_id, left(tee_time, 10)
ORDER BY facility_id, left(tee_time, 10);
