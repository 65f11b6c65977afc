DROP INDEX "customers_contact_trigrams";--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" = 'done';--> statement-breakpoint
CREATE INDEX "mail_outbox_sweep_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" <> 'queued';--> statement-breakpoint
CREATE INDEX "gateway_idempotency_keys_created_idx" ON "gateway_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_engine_contact_trigrams" ON "customers" USING gin ("booking_engine_id","first_name" gin_trgm_ops,"last_name" gin_trgm_ops,("first_name" || ' ' || "last_name") gin_trgm_ops,"email" gin_trgm_ops,regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_outbox_sweep_idx" ON "sms_outbox" USING btree ("created_at") WHERE "sms_outbox"."status" <> 'queued';