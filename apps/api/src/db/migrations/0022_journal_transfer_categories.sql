-- A database migrated from before 0016 in the same run (one transaction) still has that migration's journal checks
-- pending, and a table with pending trigger events cannot be altered: run them now, then defer them again as usual.
SET CONSTRAINTS "journal_entries_balanced", "journal_lines_balanced" IMMEDIATE;--> statement-breakpoint
-- Money moved between a client's own programs (docs/decisions.md, "Transfers between programs").
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_category_check";--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_category_check" CHECK ("journal_lines"."category" is null or "journal_lines"."category" in ('benefit_deposit', 'wages', 'other_income', 'food', 'housing', 'utilities', 'medical', 'clothing', 'personal', 'savings', 'fees', 'other', 'transfer_in', 'transfer_out'));--> statement-breakpoint
SET CONSTRAINTS "journal_entries_balanced", "journal_lines_balanced" DEFERRED;
