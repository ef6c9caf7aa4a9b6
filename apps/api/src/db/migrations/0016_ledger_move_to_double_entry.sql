-- The double-entry book's rules, kept by the database as well as the services (docs/decisions.md, "Trust ledger"),
-- then the client ledger rows of before moved into it, each as a balanced entry against the pooled bank account.

-- Entries and lines are never changed: a mistake is undone by a reversal entry (as audit_events, migration 0007).
CREATE FUNCTION "journal_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The journal is append-only: % on % is refused. Post a reversal instead.', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "journal_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries" FOR EACH STATEMENT EXECUTE FUNCTION "journal_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_update_or_delete" BEFORE UPDATE OR DELETE ON "journal_lines" FOR EACH ROW EXECUTE FUNCTION "journal_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_truncate" BEFORE TRUNCATE ON "journal_lines" FOR EACH STATEMENT EXECUTE FUNCTION "journal_refuse_change"();--> statement-breakpoint

-- At commit (deferred), each entry written in the transaction has at least two lines, summing to zero, all on the
-- entry's date. Fired by the entry and by each line, so a line added later to an old entry is checked too.
CREATE FUNCTION "journal_entry_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked_entry bigint;
  line_count integer;
  total numeric;
  off_date integer;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    checked_entry := NEW.id;
  ELSE
    checked_entry := NEW.entry_id;
  END IF;
  SELECT count(l.id), coalesce(sum(l.amount_cents), 0), count(l.id) FILTER (WHERE l.posted_on <> e.posted_on)
    INTO line_count, total, off_date
    FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id
    WHERE e.id = checked_entry;
  IF line_count < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'Journal entry % does not balance: % lines summing to % cents.', checked_entry, line_count, total USING ERRCODE = 'check_violation';
  END IF;
  IF off_date > 0 THEN
    RAISE EXCEPTION 'Journal entry % has lines dated otherwise than the entry.', checked_entry USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_check_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_check_balanced"();--> statement-breakpoint

-- The two accounts of the service, and a sub-ledger for every enrolment there is.
INSERT INTO "ledger_accounts" ("kind", "name") VALUES ('bank', 'Pooled trust bank account'), ('fee_income', 'Service fee income');--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind", "client_id", "program_id", "name")
  SELECT 'client', cp."client_id", cp."program_id", concat('Client ', cp."client_id", ', program ', cp."program_id")
  FROM "client_programs" cp ORDER BY cp."client_id", cp."program_id";--> statement-breakpoint

-- Each row of before becomes an entry: the client's line as it was (rent is housing, a card load personal
-- spending, a fee the service's), the bank's line opposite it; a fee also passes through the fee income account.
DO $$
DECLARE
  t record;
  new_entry bigint;
  client_account integer;
  bank_account integer;
  fee_account integer;
BEGIN
  SELECT "id" INTO bank_account FROM "ledger_accounts" WHERE "kind" = 'bank';
  SELECT "id" INTO fee_account FROM "ledger_accounts" WHERE "kind" = 'fee_income';
  FOR t IN SELECT * FROM "ledger_transactions" ORDER BY "posted_on", "id" LOOP
    SELECT "id" INTO client_account FROM "ledger_accounts" WHERE "client_id" = t."client_id" AND "program_id" = t."program_id";
    INSERT INTO "journal_entries" ("kind", "posted_on", "description", "reference", "deposit_source", "created_at", "created_by")
      VALUES (
        CASE t."category" WHEN 'benefit_deposit' THEN 'deposit' WHEN 'wages' THEN 'deposit' WHEN 'debit_card_load' THEN 'card_load'
          WHEN 'fee' THEN 'fee' WHEN 'other' THEN 'adjustment' ELSE 'disbursement' END,
        t."posted_on", t."description", t."reference",
        CASE t."category" WHEN 'benefit_deposit' THEN 'social_security' WHEN 'wages' THEN 'wages' ELSE NULL END,
        t."created_at", t."created_by")
      RETURNING "id" INTO new_entry;
    INSERT INTO "journal_lines" ("entry_id", "account_id", "posted_on", "amount_cents", "category")
      VALUES (new_entry, client_account, t."posted_on", t."amount_cents",
        CASE t."category" WHEN 'rent' THEN 'housing' WHEN 'debit_card_load' THEN 'personal' WHEN 'fee' THEN 'fees'
          WHEN 'other' THEN CASE WHEN t."amount_cents" > 0 THEN 'other_income' ELSE 'other' END ELSE t."category" END);
    IF t."category" = 'fee' THEN
      INSERT INTO "journal_lines" ("entry_id", "account_id", "posted_on", "amount_cents", "category")
        VALUES (new_entry, fee_account, t."posted_on", -t."amount_cents", NULL), (new_entry, fee_account, t."posted_on", t."amount_cents", NULL);
    END IF;
    INSERT INTO "journal_lines" ("entry_id", "account_id", "posted_on", "amount_cents", "category")
      VALUES (new_entry, bank_account, t."posted_on", -t."amount_cents", NULL);
  END LOOP;
END;
$$;--> statement-breakpoint

-- What the client area reads (schema: ledgerTransactions): a client's lines with their entry's words.
CREATE VIEW "client_ledger_lines" AS
  SELECT l."id", l."entry_id", l."account_id", a."client_id", a."program_id", l."posted_on", e."kind", e."description",
    CASE WHEN e."kind" = 'card_load' THEN 'debit_card_load' ELSE coalesce(l."category", 'other') END AS "category",
    l."amount_cents", e."reference", e."created_at", e."created_by"
  FROM "journal_lines" l
  JOIN "ledger_accounts" a ON a."id" = l."account_id"
  JOIN "journal_entries" e ON e."id" = l."entry_id"
  WHERE a."kind" = 'client';
