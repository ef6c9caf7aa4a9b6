ALTER TABLE "bill_repeat_frequencies" ADD COLUMN "payment_frequency" text;--> statement-breakpoint
-- Each onboarding bill frequency as a scheduled payment's (until now a table in the payments code, which paid any
-- other row monthly).
UPDATE "bill_repeat_frequencies" SET "payment_frequency" = CASE "id"
  WHEN 1 THEN 'weekly' WHEN 2 THEN 'every_two_weeks' WHEN 3 THEN 'monthly' WHEN 4 THEN 'quarterly' WHEN 5 THEN 'yearly'
  ELSE 'monthly' END;--> statement-breakpoint
ALTER TABLE "bill_repeat_frequencies" ALTER COLUMN "payment_frequency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reporting_accounts" ADD COLUMN "spending_category" text;--> statement-breakpoint
-- Each bill type as the SSA-623 category it is paid from (until now a table in the payments code); the accounts of
-- money in (1-6) have none, and a bill of one of them is paid from "other", as before.
UPDATE "reporting_accounts" SET "spending_category" = CASE "id"
  WHEN 7 THEN 'housing' WHEN 8 THEN 'utilities' WHEN 9 THEN 'food' WHEN 10 THEN 'personal' WHEN 11 THEN 'personal'
  WHEN 12 THEN 'medical' WHEN 13 THEN 'other' WHEN 14 THEN 'utilities' WHEN 15 THEN 'fees' WHEN 16 THEN 'other' END;--> statement-breakpoint
ALTER TABLE "bill_repeat_frequencies" ADD CONSTRAINT "bill_repeat_frequencies_payment_frequency_check" CHECK ("bill_repeat_frequencies"."payment_frequency" in ('once', 'weekly', 'every_two_weeks', 'monthly', 'quarterly', 'yearly'));--> statement-breakpoint
ALTER TABLE "reporting_accounts" ADD CONSTRAINT "reporting_accounts_spending_category_check" CHECK ("reporting_accounts"."spending_category" in ('food', 'housing', 'utilities', 'medical', 'clothing', 'personal', 'savings', 'fees', 'other'));
