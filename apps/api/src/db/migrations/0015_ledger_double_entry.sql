CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"posted_on" date NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"deposit_source" text,
	"reverses_entry_id" bigint,
	"override_reason" text,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "journal_entries_reverses_entry_id_unique" UNIQUE("reverses_entry_id"),
	CONSTRAINT "journal_entries_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('deposit', 'disbursement', 'card_load', 'fee', 'adjustment', 'reversal', 'transfer')),
	CONSTRAINT "journal_entries_deposit_source_check" CHECK ("journal_entries"."deposit_source" is null or "journal_entries"."deposit_source" in ('social_security', 'ssi', 'va', 'wages', 'other'))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"posted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"category" text,
	CONSTRAINT "journal_lines_amount_not_zero" CHECK ("journal_lines"."amount_cents" <> 0),
	CONSTRAINT "journal_lines_category_check" CHECK ("journal_lines"."category" is null or "journal_lines"."category" in ('benefit_deposit', 'wages', 'other_income', 'food', 'housing', 'utilities', 'medical', 'clothing', 'personal', 'savings', 'fees', 'other'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"client_id" integer,
	"program_id" integer,
	"name" text NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('bank', 'client', 'fee_income')),
	CONSTRAINT "ledger_accounts_client_check" CHECK (("ledger_accounts"."kind" = 'client') = ("ledger_accounts"."client_id" is not null and "ledger_accounts"."program_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"matched_entry_id" bigint,
	"matched_how" text,
	"matched_by" integer,
	"matched_at" timestamp with time zone,
	CONSTRAINT "bank_statement_lines_match_check" CHECK (("bank_statement_lines"."matched_entry_id" is null) = ("bank_statement_lines"."matched_how" is null))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"month" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"closing_balance_cents" bigint NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer,
	CONSTRAINT "bank_statements_month_unique" UNIQUE("month")
);
--> statement-breakpoint
CREATE TABLE "client_budgets" (
	"client_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"category" text NOT NULL,
	"monthly_cents" bigint NOT NULL,
	"on_card" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "client_budgets_client_id_program_id_category_pk" PRIMARY KEY("client_id","program_id","category"),
	CONSTRAINT "client_budgets_category_check" CHECK ("client_budgets"."category" in ('food', 'housing', 'utilities', 'medical', 'clothing', 'personal', 'savings', 'fees', 'other')),
	CONSTRAINT "client_budgets_monthly_check" CHECK ("client_budgets"."monthly_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "closed_months" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"bank_balance_cents" bigint NOT NULL,
	"book_balance_cents" bigint NOT NULL,
	"client_total_cents" bigint NOT NULL,
	"outstanding_total_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"row_count" integer NOT NULL,
	"posted_count" integer NOT NULL,
	"amount_posted_cents" bigint NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer,
	CONSTRAINT "deposit_imports_file_hash_unique" UNIQUE("file_hash")
);
--> statement-breakpoint
CREATE TABLE "disbursements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disbursements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"client_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"vendor_id" integer,
	"payee_name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_on" date NOT NULL,
	"scheduled_payment_id" integer,
	"generated_key" text,
	"drafted_by" integer,
	"drafted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"paid_on" date,
	"payment_method" text,
	"payment_reference" text,
	"entry_id" bigint,
	"voided_by" integer,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"reversal_entry_id" bigint,
	"override_reason" text,
	"override_by" integer,
	CONSTRAINT "disbursements_generated_key_unique" UNIQUE("generated_key"),
	CONSTRAINT "disbursements_kind_check" CHECK ("disbursements"."kind" in ('bill', 'card_load', 'one_off')),
	CONSTRAINT "disbursements_status_check" CHECK ("disbursements"."status" in ('draft', 'approved', 'paid', 'voided')),
	CONSTRAINT "disbursements_category_check" CHECK ("disbursements"."category" in ('food', 'housing', 'utilities', 'medical', 'clothing', 'personal', 'savings', 'fees', 'other')),
	CONSTRAINT "disbursements_amount_check" CHECK ("disbursements"."amount_cents" > 0),
	CONSTRAINT "disbursements_paid_posted_check" CHECK (("disbursements"."status" = 'paid') <= ("disbursements"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"payment_method" text NOT NULL,
	"account_number_encrypted" text,
	"account_last4" text,
	"routing_number" text,
	"address" text,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_vendors_kind_check" CHECK ("payment_vendors"."kind" in ('landlord', 'utility', 'pharmacy', 'other')),
	CONSTRAINT "payment_vendors_method_check" CHECK ("payment_vendors"."payment_method" in ('check', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"vendor_id" integer,
	"reporting_account_id" integer,
	"onboarding_bill_id" integer,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"frequency" text NOT NULL,
	"next_due_on" date,
	"remaining_count" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "scheduled_payments_onboarding_bill_id_unique" UNIQUE("onboarding_bill_id"),
	CONSTRAINT "scheduled_payments_category_check" CHECK ("scheduled_payments"."category" in ('food', 'housing', 'utilities', 'medical', 'clothing', 'personal', 'savings', 'fees', 'other')),
	CONSTRAINT "scheduled_payments_frequency_check" CHECK ("scheduled_payments"."frequency" in ('once', 'weekly', 'every_two_weeks', 'monthly', 'quarterly', 'yearly')),
	CONSTRAINT "scheduled_payments_amount_check" CHECK ("scheduled_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_id_journal_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_enrolment_fk" FOREIGN KEY ("client_id","program_id") REFERENCES "public"."client_programs"("client_id","program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_entry_id_journal_entries_id_fk" FOREIGN KEY ("matched_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_by_staff_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_staff_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_budgets" ADD CONSTRAINT "client_budgets_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_budgets" ADD CONSTRAINT "client_budgets_enrolment_fk" FOREIGN KEY ("client_id","program_id") REFERENCES "public"."client_programs"("client_id","program_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_months" ADD CONSTRAINT "closed_months_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_imports" ADD CONSTRAINT "deposit_imports_imported_by_staff_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_vendor_id_payment_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."payment_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_scheduled_payment_id_scheduled_payments_id_fk" FOREIGN KEY ("scheduled_payment_id") REFERENCES "public"."scheduled_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_drafted_by_staff_users_id_fk" FOREIGN KEY ("drafted_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_approved_by_staff_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_paid_by_staff_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_voided_by_staff_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_reversal_entry_id_journal_entries_id_fk" FOREIGN KEY ("reversal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_override_by_staff_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_enrolment_fk" FOREIGN KEY ("client_id","program_id") REFERENCES "public"."client_programs"("client_id","program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_vendor_id_payment_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."payment_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_reporting_account_id_reporting_accounts_id_fk" FOREIGN KEY ("reporting_account_id") REFERENCES "public"."reporting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_onboarding_bill_id_onboarding_bills_id_fk" FOREIGN KEY ("onboarding_bill_id") REFERENCES "public"."onboarding_bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_enrolment_fk" FOREIGN KEY ("client_id","program_id") REFERENCES "public"."client_programs"("client_id","program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_posted_idx" ON "journal_entries" USING btree ("posted_on","id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_posted_idx" ON "journal_lines" USING btree ("account_id","posted_on","id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_client_program_idx" ON "ledger_accounts" USING btree ("client_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_single_idx" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."kind" in ('bank', 'fee_income');--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_entry_idx" ON "bank_statement_lines" USING btree ("matched_entry_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "disbursements_status_due_idx" ON "disbursements" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "disbursements_client_idx" ON "disbursements" USING btree ("client_id","program_id","due_on");--> statement-breakpoint
CREATE INDEX "payment_vendors_name_idx" ON "payment_vendors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "scheduled_payments_due_idx" ON "scheduled_payments" USING btree ("next_due_on");--> statement-breakpoint
CREATE INDEX "scheduled_payments_client_idx" ON "scheduled_payments" USING btree ("client_id","program_id");