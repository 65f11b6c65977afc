CREATE INDEX "orders_engine_created_idx" ON "orders" USING btree ("booking_engine_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_teetime_idx" ON "reservations" USING btree ("teetime");--> statement-breakpoint
CREATE INDEX "payment_shares_paid_idx" ON "payment_shares" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "check_in_invoices_created_idx" ON "check_in_invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reservation_events_created_idx" ON "reservation_events" USING btree ("created_at");