CREATE TABLE "journal_entry_count" (
	"id" smallint PRIMARY KEY NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "journal_entry_count_one_row" CHECK ("journal_entry_count"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "client_users_last_name_prefix_idx" ON "client_users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_users_first_name_prefix_idx" ON "client_users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "journal_entries_kind_posted_idx" ON "journal_entries" USING btree ("kind","posted_on","id");--> statement-breakpoint
-- The journal's count, kept (issue 23): one row, the entries there are now, then one added for each entry a
-- transaction inserts, at its commit. journal_entries is append-only (0016 refuses UPDATE, DELETE and TRUNCATE), so
-- nothing else changes the count. Deferred to the commit (as 0016's balance check is) so the counter row is the last
-- lock a posting takes, after its accounts: taken at the insert, it would make a transaction that posts twice wait
-- for the counter while holding an account another posting holds the counter for (a deadlock), and hold every other
-- posting for as long as its own work runs.
INSERT INTO "journal_entry_count" ("id", "entries") SELECT 1, count(*) FROM "journal_entries";--> statement-breakpoint
CREATE FUNCTION "journal_entry_count_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "journal_entry_count" SET "entries" = "entries" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_count" AFTER INSERT ON "journal_entries" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "journal_entry_count_add"();
