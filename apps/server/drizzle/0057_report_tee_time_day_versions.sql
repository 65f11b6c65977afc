CREATE SEQUENCE "public"."report_tee_time_days_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "report_tee_time_days" ADD COLUMN "version" bigint DEFAULT nextval('report_tee_time_days_versions') NOT NULL;--> statement-breakpoint
-- The day's players as 0054 computes them; a new version only when they changed.
CREATE OR REPLACE FUNCTION "report_refresh_tee_time_day"(course integer, day text) RETURNS void LANGUAGE plpgsql AS $$
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
    ON CONFLICT (facility_id, play_date) DO UPDATE
      SET booked = excluded.booked, version = nextval('report_tee_time_days_versions')
      WHERE "report_tee_time_days".booked IS DISTINCT FROM excluded.booked;
  END IF;
END $$;
