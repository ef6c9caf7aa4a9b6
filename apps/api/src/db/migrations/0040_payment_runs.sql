CREATE TABLE "checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" bigint NOT NULL,
	"disbursement_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payee_name" text NOT NULL,
	"issued_on" date NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"issued_by" integer NOT NULL,
	"void_reason" text,
	"voided_by" integer,
	"voided_at" timestamp with time zone,
	CONSTRAINT "checks_number_unique" UNIQUE("number"),
	CONSTRAINT "checks_disbursement_id_unique" UNIQUE("disbursement_id"),
	CONSTRAINT "checks_status_check" CHECK ("checks"."status" in ('issued', 'voided')),
	CONSTRAINT "checks_amount_check" CHECK ("checks"."amount_cents" > 0),
	CONSTRAINT "checks_number_check" CHECK ("checks"."number" > 0),
	CONSTRAINT "checks_void_check" CHECK (("checks"."status" = 'voided') = ("checks"."void_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_run_payments" (
	"run_id" integer NOT NULL,
	"disbursement_id" integer NOT NULL,
	CONSTRAINT "payment_run_payments_disbursement_id_unique" UNIQUE("disbursement_id")
);
--> statement-breakpoint
CREATE TABLE "payment_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'draft' NOT NULL,
	"drafted_by" integer NOT NULL,
	"drafted_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"paid_on" date,
	CONSTRAINT "payment_runs_status_check" CHECK ("payment_runs"."status" in ('draft', 'approved', 'paid')),
	CONSTRAINT "payment_runs_paid_check" CHECK (("payment_runs"."status" = 'paid') = ("payment_runs"."paid_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_disbursement_id_disbursements_id_fk" FOREIGN KEY ("disbursement_id") REFERENCES "public"."disbursements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_issued_by_staff_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_voided_by_staff_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_payments" ADD CONSTRAINT "payment_run_payments_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_payments" ADD CONSTRAINT "payment_run_payments_disbursement_id_disbursements_id_fk" FOREIGN KEY ("disbursement_id") REFERENCES "public"."disbursements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_drafted_by_staff_users_id_fk" FOREIGN KEY ("drafted_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_approved_by_staff_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_paid_by_staff_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checks_issued_idx" ON "checks" USING btree ("issued_on","number");--> statement-breakpoint
CREATE INDEX "payment_run_payments_run_idx" ON "payment_run_payments" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "payment_runs_drafted_idx" ON "payment_runs" USING btree ("drafted_at");