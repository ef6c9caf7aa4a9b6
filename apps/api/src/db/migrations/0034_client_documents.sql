CREATE TABLE "client_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"dated_on" date NOT NULL,
	"expires_on" date,
	"storage_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"key_encrypted" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"replaces_document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_documents_storage_name_unique" UNIQUE("storage_name"),
	CONSTRAINT "client_documents_client_id_id_unique" UNIQUE("client_id","id"),
	CONSTRAINT "client_documents_type_check" CHECK ("client_documents"."type" in ('award_letter', 'lease', 'ssa_notice', 'id_document', 'other'))
);
--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_client_id_client_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_replaces_same_client_fk" FOREIGN KEY ("client_id","replaces_document_id") REFERENCES "public"."client_documents"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_documents_client_dated_idx" ON "client_documents" USING btree ("client_id","dated_on","id");--> statement-breakpoint
CREATE INDEX "client_documents_client_type_dated_idx" ON "client_documents" USING btree ("client_id","type","dated_on","id");--> statement-breakpoint
CREATE INDEX "client_documents_replaces_idx" ON "client_documents" USING btree ("replaces_document_id");--> statement-breakpoint
CREATE INDEX "client_documents_expires_idx" ON "client_documents" USING btree ("expires_on") WHERE "client_documents"."expires_on" is not null;--> statement-breakpoint
-- Hand-written (docs/decisions/back-office.md, "Client documents"): a kept document is never removed nor changed, as
-- case notes are not. DELETE and TRUNCATE are refused; so is every UPDATE but the key rotation's (db/at-rest.ts):
-- the file's key wrapped under another key id (`v2:<key id>:…`), every other column as it was. A newer document
-- replaces an older one by naming it.
CREATE FUNCTION "client_documents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(NEW) - 'key_encrypted') = (to_jsonb(OLD) - 'key_encrypted')
    AND split_part(NEW.key_encrypted, ':', 2) <> split_part(OLD.key_encrypted, ':', 2) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Client documents are kept: % on client_documents is refused. Upload a newer document that replaces it instead.', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "client_documents_no_update_or_delete" BEFORE UPDATE OR DELETE ON "client_documents" FOR EACH ROW EXECUTE FUNCTION "client_documents_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "client_documents_no_truncate" BEFORE TRUNCATE ON "client_documents" FOR EACH STATEMENT EXECUTE FUNCTION "client_documents_refuse_change"();
