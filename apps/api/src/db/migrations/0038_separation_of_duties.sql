CREATE TABLE "deposit_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"description" text,
	"drafted_by" integer NOT NULL,
	"drafted_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"entry_id" bigint,
	CONSTRAINT "deposit_approvals_entry_id_unique" UNIQUE("entry_id"),
	CONSTRAINT "deposit_approvals_source_check" CHECK ("deposit_approvals"."source" in ('social_security', 'ssi', 'va', 'wages', 'other')),
	CONSTRAINT "deposit_approvals_amount_check" CHECK ("deposit_approvals"."amount_cents" > 0),
	CONSTRAINT "deposit_approvals_posted_check" CHECK (("deposit_approvals"."approved_by" is null) = ("deposit_approvals"."entry_id" is null))
);
--> statement-breakpoint
CREATE TABLE "month_close_sign_offs" (
	"month" text PRIMARY KEY NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"prepared_by" integer NOT NULL,
	"difference_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closed_months" ADD COLUMN "difference_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "closed_months" ADD COLUMN "signed_off_by" integer;--> statement-breakpoint
ALTER TABLE "closed_months" ADD COLUMN "signed_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_approvals" ADD CONSTRAINT "deposit_approvals_drafted_by_staff_users_id_fk" FOREIGN KEY ("drafted_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_approvals" ADD CONSTRAINT "deposit_approvals_approved_by_staff_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_approvals" ADD CONSTRAINT "deposit_approvals_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_approvals" ADD CONSTRAINT "deposit_approvals_enrolment_fk" FOREIGN KEY ("client_id","program_id") REFERENCES "public"."client_programs"("client_id","program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_close_sign_offs" ADD CONSTRAINT "month_close_sign_offs_prepared_by_staff_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_approvals_waiting_idx" ON "deposit_approvals" USING btree ("drafted_at") WHERE "deposit_approvals"."entry_id" is null;--> statement-breakpoint
ALTER TABLE "closed_months" ADD CONSTRAINT "closed_months_signed_off_by_staff_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;