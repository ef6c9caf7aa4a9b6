CREATE TABLE "client_caseworkers" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"staff_user_id" integer,
	"assigned_by" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_record_reads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_record_reads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "client_record_reads_kind_check" CHECK ("client_record_reads"."kind" in ('profile', 'application', 'onboarding', 'ledger', 'case_notes', 'documents'))
);
--> statement-breakpoint
ALTER TABLE "client_caseworkers" ADD CONSTRAINT "client_caseworkers_client_id_client_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_caseworkers" ADD CONSTRAINT "client_caseworkers_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_caseworkers" ADD CONSTRAINT "client_caseworkers_assigned_by_staff_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_caseworkers_staff_idx" ON "client_caseworkers" USING btree ("staff_user_id","client_id");--> statement-breakpoint
CREATE INDEX "client_record_reads_client_idx" ON "client_record_reads" USING btree ("client_id","at","id");--> statement-breakpoint
-- Hand-written (docs/decisions/back-office.md, "Access log of staff reads"): the access log is append-only, as the audit trail.
CREATE FUNCTION "client_record_reads_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The access log is append-only: % on client_record_reads is refused.', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "client_record_reads_no_update_or_delete" BEFORE UPDATE OR DELETE ON "client_record_reads" FOR EACH ROW EXECUTE FUNCTION "client_record_reads_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "client_record_reads_no_truncate" BEFORE TRUNCATE ON "client_record_reads" FOR EACH STATEMENT EXECUTE FUNCTION "client_record_reads_refuse_change"();
