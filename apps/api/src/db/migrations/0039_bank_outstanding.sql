CREATE TABLE "bank_outstanding_entries" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"posted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_daily_totals" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_daily_totals_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "matched_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "matched_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_outstanding_entries" ADD CONSTRAINT "bank_outstanding_entries_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_outstanding_entries_posted_idx" ON "bank_outstanding_entries" USING btree ("posted_on","entry_id");--> statement-breakpoint
CREATE INDEX "bank_outstanding_entries_amount_idx" ON "bank_outstanding_entries" USING btree ("amount_cents","posted_on");--> statement-breakpoint
-- Kept figures for the reconciliation of a month at any size of office. Each is written here from what is there now,
-- then kept by the triggers below in the transaction that changes what it sums, so it is exact at every commit:
-- ledger_daily_totals, what each account that is not a client's moved each day (a posting locks its accounts
-- before it writes its lines, so the day's row is taken after the account's, in one order); bank_outstanding_entries,
-- each entry that moved the bank and is on no statement line, with its net (zero kept: a reader skips it);
-- bank_statements' line and match counts and sums.
INSERT INTO "ledger_daily_totals" ("account_id", "day", "amount_cents")
  SELECT line."account_id", line."posted_on", sum(line."amount_cents")
  FROM "journal_lines" line JOIN "ledger_accounts" account ON account."id" = line."account_id" AND account."kind" <> 'client'
  GROUP BY line."account_id", line."posted_on";--> statement-breakpoint
INSERT INTO "bank_outstanding_entries" ("entry_id", "posted_on", "amount_cents")
  SELECT line."entry_id", min(line."posted_on"), -sum(line."amount_cents")
  FROM "journal_lines" line JOIN "ledger_accounts" account ON account."id" = line."account_id" AND account."kind" = 'bank'
  WHERE NOT EXISTS (SELECT 1 FROM "bank_statement_lines" matched WHERE matched."matched_entry_id" = line."entry_id")
  GROUP BY line."entry_id";--> statement-breakpoint
UPDATE "bank_statements" statement SET "line_count" = t."lines", "total_cents" = t."total", "matched_count" = t."matched",
    "matched_cents" = t."matched_total"
  FROM (SELECT "statement_id", count(*) AS "lines", sum("amount_cents") AS "total", count("matched_entry_id") AS "matched",
          coalesce(sum("amount_cents") FILTER (WHERE "matched_entry_id" IS NOT NULL), 0) AS "matched_total"
        FROM "bank_statement_lines" GROUP BY "statement_id") t
  WHERE statement."id" = t."statement_id";--> statement-breakpoint
-- The entries given, as outstanding as they are now: each one's bank lines summed unless a statement line holds it.
CREATE FUNCTION "bank_outstanding_refresh"("entry_ids" bigint[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "bank_outstanding_entries" WHERE "entry_id" = ANY("entry_ids");
  INSERT INTO "bank_outstanding_entries" ("entry_id", "posted_on", "amount_cents")
    SELECT line."entry_id", min(line."posted_on"), -sum(line."amount_cents")
    FROM "journal_lines" line JOIN "ledger_accounts" account ON account."id" = line."account_id" AND account."kind" = 'bank'
    WHERE line."entry_id" = ANY("entry_ids")
      AND NOT EXISTS (SELECT 1 FROM "bank_statement_lines" matched WHERE matched."matched_entry_id" = line."entry_id")
    GROUP BY line."entry_id";
$$;--> statement-breakpoint
CREATE FUNCTION "journal_lines_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_daily_totals" ("account_id", "day", "amount_cents")
    SELECT line."account_id", line."posted_on", sum(line."amount_cents")
    FROM "new_lines" line JOIN "ledger_accounts" account ON account."id" = line."account_id" AND account."kind" <> 'client'
    GROUP BY line."account_id", line."posted_on"
    ORDER BY line."account_id", line."posted_on"
  ON CONFLICT ("account_id", "day") DO UPDATE SET "amount_cents" = "ledger_daily_totals"."amount_cents" + excluded."amount_cents";
  INSERT INTO "bank_outstanding_entries" ("entry_id", "posted_on", "amount_cents")
    SELECT line."entry_id", min(line."posted_on"), -sum(line."amount_cents")
    FROM "new_lines" line JOIN "ledger_accounts" account ON account."id" = line."account_id" AND account."kind" = 'bank'
    WHERE NOT EXISTS (SELECT 1 FROM "bank_statement_lines" matched WHERE matched."matched_entry_id" = line."entry_id")
    GROUP BY line."entry_id"
  ON CONFLICT ("entry_id") DO UPDATE SET "amount_cents" = "bank_outstanding_entries"."amount_cents" + excluded."amount_cents";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_lines_keep_totals" AFTER INSERT ON "journal_lines" REFERENCING NEW TABLE AS "new_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "journal_lines_keep_totals"();--> statement-breakpoint
-- A statement's lines written, matched, unmatched or deleted (a statement imported again deletes its lines): the
-- statement's counts and sums move by the lines' old and new values, and the entries whose match changed are
-- outstanding or not again.
CREATE FUNCTION "bank_statement_lines_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "bank_statements" statement SET "line_count" = statement."line_count" - t."lines",
        "total_cents" = statement."total_cents" - t."total", "matched_count" = statement."matched_count" - t."matched",
        "matched_cents" = statement."matched_cents" - t."matched_total"
      FROM (SELECT "statement_id", count(*) AS "lines", sum("amount_cents") AS "total", count("matched_entry_id") AS "matched",
              coalesce(sum("amount_cents") FILTER (WHERE "matched_entry_id" IS NOT NULL), 0) AS "matched_total"
            FROM "old_rows" GROUP BY "statement_id") t
      WHERE statement."id" = t."statement_id";
    PERFORM "bank_outstanding_refresh"(ARRAY(
      SELECT "matched_entry_id" FROM "old_rows" WHERE "matched_entry_id" IS NOT NULL));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "bank_statements" statement SET "line_count" = statement."line_count" + t."lines",
        "total_cents" = statement."total_cents" + t."total", "matched_count" = statement."matched_count" + t."matched",
        "matched_cents" = statement."matched_cents" + t."matched_total"
      FROM (SELECT "statement_id", count(*) AS "lines", sum("amount_cents") AS "total", count("matched_entry_id") AS "matched",
              coalesce(sum("amount_cents") FILTER (WHERE "matched_entry_id" IS NOT NULL), 0) AS "matched_total"
            FROM "new_rows" GROUP BY "statement_id") t
      WHERE statement."id" = t."statement_id";
    DELETE FROM "bank_outstanding_entries" outstanding USING "new_rows" line WHERE outstanding."entry_id" = line."matched_entry_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bank_statement_lines_inserted" AFTER INSERT ON "bank_statement_lines" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bank_statement_lines_keep_totals"();--> statement-breakpoint
CREATE TRIGGER "bank_statement_lines_updated" AFTER UPDATE ON "bank_statement_lines"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bank_statement_lines_keep_totals"();--> statement-breakpoint
CREATE TRIGGER "bank_statement_lines_deleted" AFTER DELETE ON "bank_statement_lines" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bank_statement_lines_keep_totals"();
