ALTER TABLE "payment_vendors" ADD COLUMN "account_type" text DEFAULT 'checking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_vendors" ADD COLUMN "ach_entry_class" text DEFAULT 'CCD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_run_payments" ADD COLUMN "trace_number" text;--> statement-breakpoint
ALTER TABLE "payment_vendors" ADD CONSTRAINT "payment_vendors_account_type_check" CHECK ("payment_vendors"."account_type" in ('checking', 'savings'));--> statement-breakpoint
ALTER TABLE "payment_vendors" ADD CONSTRAINT "payment_vendors_ach_entry_class_check" CHECK ("payment_vendors"."ach_entry_class" in ('PPD', 'CCD'));