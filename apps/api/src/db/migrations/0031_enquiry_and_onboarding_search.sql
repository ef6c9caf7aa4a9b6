-- The enquiry inbox's search (GET /admin/enquiries?q=: the sender's name or the reference, as the client search; pg_trgm from
-- migration 0029) and its sort by name. The onboarding queue's search reuses the client search's index of 0029.
CREATE INDEX "enquiries_search_trgm_idx" ON "enquiries" USING gin (("first_name" || ' ' || "last_name" || chr(10) || "reference") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "enquiries_name_order_idx" ON "enquiries" USING btree ("last_name","first_name","id");