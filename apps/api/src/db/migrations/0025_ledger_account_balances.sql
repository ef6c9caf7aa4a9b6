ALTER TABLE "ledger_accounts" ADD COLUMN "balance_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each account's posted total from the lines posted before: from now on the journal keeps it in each posting.
UPDATE "ledger_accounts" a SET "balance_cents" = t."total"
  FROM (SELECT "account_id", sum("amount_cents") AS "total" FROM "journal_lines" GROUP BY "account_id") t
  WHERE t."account_id" = a."id";
