CREATE TABLE "case_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"contacted_at" timestamp with time zone NOT NULL,
	"staff_user_id" integer NOT NULL,
	"text_encrypted" text NOT NULL,
	"corrects_note_id" integer,
	"enquiry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_notes_client_id_id_unique" UNIQUE("client_id","id"),
	CONSTRAINT "case_notes_kind_check" CHECK ("case_notes"."kind" in ('phone_call', 'visit', 'email', 'letter', 'other'))
);
--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_client_id_client_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_corrects_same_client_fk" FOREIGN KEY ("client_id","corrects_note_id") REFERENCES "public"."case_notes"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_notes_client_contacted_idx" ON "case_notes" USING btree ("client_id","contacted_at","id");--> statement-breakpoint
CREATE INDEX "case_notes_client_kind_contacted_idx" ON "case_notes" USING btree ("client_id","kind","contacted_at","id");--> statement-breakpoint
CREATE INDEX "case_notes_corrects_idx" ON "case_notes" USING btree ("corrects_note_id");--> statement-breakpoint
CREATE INDEX "case_notes_enquiry_idx" ON "case_notes" USING btree ("enquiry_id");--> statement-breakpoint
-- Hand-written (docs/decisions/back-office.md, "Case notes"): case notes are append-only, as the audit trail and the
-- journal are. DELETE and TRUNCATE are refused; so is every UPDATE but the key rotation's (db/at-rest.ts): the
-- text re-encrypted under another key id (`v2:<key id>:…`), every other column as it was.
CREATE FUNCTION "case_notes_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(NEW) - 'text_encrypted') = (to_jsonb(OLD) - 'text_encrypted')
    AND split_part(NEW.text_encrypted, ':', 2) <> split_part(OLD.text_encrypted, ':', 2) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Case notes are append-only: % on case_notes is refused. Add a correcting note instead.', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "case_notes_no_update_or_delete" BEFORE UPDATE OR DELETE ON "case_notes" FOR EACH ROW EXECUTE FUNCTION "case_notes_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "case_notes_no_truncate" BEFORE TRUNCATE ON "case_notes" FOR EACH STATEMENT EXECUTE FUNCTION "case_notes_refuse_change"();
