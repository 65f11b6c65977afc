ALTER TABLE "alert_opening_scans" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "alert_opening_scans" CASCADE;--> statement-breakpoint
ALTER TABLE "alert_offers" DROP CONSTRAINT "alert_offers_reservation_event_id_reservation_events_id_fk";
--> statement-breakpoint
DROP INDEX "alert_offers_event_alert";--> statement-breakpoint
ALTER TABLE "alert_offers" ALTER COLUMN "opening_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_offers_opening_alert" ON "alert_offers" USING btree ("opening_id","alert_id");--> statement-breakpoint
ALTER TABLE "alert_offers" DROP COLUMN "reservation_event_id";