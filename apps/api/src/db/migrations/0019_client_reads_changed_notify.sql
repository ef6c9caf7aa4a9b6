-- Each instance keeps a signed-in client's hot reads (programs, process, balance) for a few seconds
-- (plugins/auth.ts, `clientReads`). Whatever changes what they read is announced to every instance at commit, on the
-- channel "client_reads_changed", naming the client ("client:12"; "*" for everyone), and each drops what it kept of
-- them (docs/decisions.md, "Speed (issue 15): token check"). The same notification repeated in a transaction is sent
-- once, so an import posting many lines for one client announces it once.
CREATE FUNCTION "client_reads_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  client integer;
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME = 'programs' THEN
    PERFORM pg_notify('client_reads_changed', '*');
    RETURN NULL;
  END IF;
  -- An update announces the client of the row before and after it (the same one, unless it moved).
  FOREACH changed IN ARRAY CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW] WHEN 'DELETE' THEN ARRAY[OLD] ELSE ARRAY[OLD, NEW] END LOOP
    IF TG_TABLE_NAME = 'client_users' THEN
      client := changed."id";
    ELSIF TG_TABLE_NAME = 'intake_applications' THEN
      client := changed."client_user_id";
    ELSIF TG_TABLE_NAME = 'journal_lines' THEN
      SELECT "client_id" INTO client FROM "ledger_accounts" WHERE "id" = changed."account_id";
    ELSE
      client := changed."client_id";
    END IF;
    IF client IS NOT NULL THEN
      PERFORM pg_notify('client_reads_changed', 'client:' || client);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "client_users_client_reads_changed" AFTER UPDATE OR DELETE ON "client_users" FOR EACH ROW EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "client_users_client_reads_truncated" AFTER TRUNCATE ON "client_users" FOR EACH STATEMENT EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "intake_applications_client_reads_changed" AFTER INSERT OR UPDATE OF "client_user_id" OR DELETE ON "intake_applications" FOR EACH ROW EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "intake_applications_client_reads_truncated" AFTER TRUNCATE ON "intake_applications" FOR EACH STATEMENT EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "client_programs_client_reads_changed" AFTER INSERT OR UPDATE OR DELETE ON "client_programs" FOR EACH ROW EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "client_programs_client_reads_truncated" AFTER TRUNCATE ON "client_programs" FOR EACH STATEMENT EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_client_reads_changed" AFTER INSERT OR UPDATE OR DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_client_reads_truncated" AFTER TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_client_reads_changed" AFTER INSERT OR UPDATE OR DELETE ON "journal_lines" FOR EACH ROW EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_client_reads_truncated" AFTER TRUNCATE ON "journal_lines" FOR EACH STATEMENT EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "programs_client_reads_changed" AFTER INSERT OR UPDATE OR DELETE ON "programs" FOR EACH ROW EXECUTE FUNCTION "client_reads_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "programs_client_reads_truncated" AFTER TRUNCATE ON "programs" FOR EACH STATEMENT EXECUTE FUNCTION "client_reads_changed_notify"();
