CREATE TABLE "client_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text,
	"password_hash" text,
	"ssn_encrypted" text NOT NULL,
	"ssn_lookup" text NOT NULL,
	"ssn_last4" char(4) NOT NULL,
	"date_of_birth" date NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"suffix" text,
	"email" text,
	"phone" text,
	"process_type" text NOT NULL,
	"current_process" text,
	"application_code" text NOT NULL,
	"rejection_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_users_username_unique" UNIQUE("username"),
	CONSTRAINT "client_users_ssn_lookup_unique" UNIQUE("ssn_lookup"),
	CONSTRAINT "client_users_application_code_unique" UNIQUE("application_code"),
	CONSTRAINT "client_users_username_lowercase" CHECK ("client_users"."username" = lower("client_users"."username")),
	CONSTRAINT "client_users_process_type_check" CHECK ("client_users"."process_type" in ('intake', 'onboarding', 'client')),
	CONSTRAINT "client_users_current_process_check" CHECK ("client_users"."current_process" is null or "client_users"."current_process" in ('pending', 'inProgress', 'rejected', 'approved')),
	CONSTRAINT "client_users_ssn_last4_digits" CHECK ("client_users"."ssn_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "credential_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credential_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone,
	CONSTRAINT "credential_reset_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "credential_reset_tokens_kind_check" CHECK ("credential_reset_tokens"."kind" in ('password', 'username'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"identity_hash" text NOT NULL,
	"client_id" integer,
	"is_success" boolean NOT NULL,
	"reason" text NOT NULL,
	"ip_hash" text,
	"user_agent" text,
	CONSTRAINT "sign_in_attempts_method_check" CHECK ("sign_in_attempts"."method" in ('username', 'ssn'))
);
--> statement-breakpoint
CREATE TABLE "client_programs" (
	"client_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"enrolled_on" date NOT NULL,
	CONSTRAINT "client_programs_client_id_program_id_pk" PRIMARY KEY("client_id","program_id"),
	CONSTRAINT "client_programs_status_check" CHECK ("client_programs"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"posted_on" date NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "ledger_transactions_category_check" CHECK ("ledger_transactions"."category" in ('benefit_deposit', 'wages', 'rent', 'utilities', 'food', 'debit_card_load', 'fee', 'other')),
	CONSTRAINT "ledger_transactions_amount_not_zero" CHECK ("ledger_transactions"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "programs_status_check" CHECK ("programs"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "credential_reset_tokens" ADD CONSTRAINT "credential_reset_tokens_client_id_client_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_client_id_client_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_programs" ADD CONSTRAINT "client_programs_client_id_client_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_programs" ADD CONSTRAINT "client_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_enrolment_fk" FOREIGN KEY ("client_id","program_id") REFERENCES "public"."client_programs"("client_id","program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_reset_tokens_client_idx" ON "credential_reset_tokens" USING btree ("client_id","kind");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_identity_idx" ON "sign_in_attempts" USING btree ("identity_hash","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_client_idx" ON "sign_in_attempts" USING btree ("client_id","attempted_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_client_program_posted_idx" ON "ledger_transactions" USING btree ("client_id","program_id","posted_on","id");--> statement-breakpoint
-- Program 1 is the one product (`{product}`, SITE.productName in @payee/content), in production too.
INSERT INTO "programs" ("id", "name", "short_name", "status") VALUES (1, 'Representative Payee Program', 'RPP', 1) ON CONFLICT ("id") DO NOTHING;
