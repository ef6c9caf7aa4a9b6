-- The client search's trigram index (client_users_search_trgm_idx) needs pg_trgm: a trusted extension, shipped with
-- PostgreSQL's contrib (and loaded into PGlite by db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_events_at_idx";--> statement-breakpoint
CREATE INDEX "client_users_search_trgm_idx" ON "client_users" USING gin (("first_name" || coalesce(' ' || "middle_name", '') || ' ' || "last_name" || coalesce(' ' || "suffix", '')
    || chr(10) || "first_name" || ' ' || "last_name" || chr(10) || coalesce("username", '') || chr(10) || "application_code") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "client_users_first_name_trgm_idx" ON "client_users" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "client_users_last_name_trgm_idx" ON "client_users" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "client_users_name_order_idx" ON "client_users" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "intake_applications_submitted_desc_idx" ON "intake_applications" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "intake_applications_submitted_idx" ON "intake_applications" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_id_idx" ON "audit_events" USING btree ("at","id");