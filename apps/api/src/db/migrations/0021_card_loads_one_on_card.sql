-- One on-card budget line per client (docs/decisions.md, "Card loads: one category"). Where a client had several,
-- the largest keeps the card and takes the others' monthly amounts, so the weekly load stays what it was; the others
-- go.
UPDATE "client_budgets" b SET "monthly_cents" = r."total"
  FROM (
    SELECT "client_id", "program_id", "category",
      row_number() OVER (PARTITION BY "client_id" ORDER BY "monthly_cents" DESC, "program_id", "category") AS "n",
      sum("monthly_cents") OVER (PARTITION BY "client_id") AS "total",
      count(*) OVER (PARTITION BY "client_id") AS "lines"
    FROM "client_budgets" WHERE "on_card"
  ) r
  WHERE r."n" = 1 AND r."lines" > 1 AND b."client_id" = r."client_id" AND b."program_id" = r."program_id" AND b."category" = r."category";--> statement-breakpoint
DELETE FROM "client_budgets" b
  USING (
    SELECT "client_id", "program_id", "category",
      row_number() OVER (PARTITION BY "client_id" ORDER BY "monthly_cents" DESC, "program_id", "category") AS "n"
    FROM "client_budgets" WHERE "on_card"
  ) r
  WHERE r."n" > 1 AND b."client_id" = r."client_id" AND b."program_id" = r."program_id" AND b."category" = r."category";--> statement-breakpoint
CREATE UNIQUE INDEX "client_budgets_one_on_card_idx" ON "client_budgets" USING btree ("client_id") WHERE "client_budgets"."on_card";