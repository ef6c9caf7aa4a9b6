CREATE TABLE "enquiry_thread_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_thread_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enquiry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"written_by" text NOT NULL,
	"staff_user_id" integer,
	"emailed_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_thread_entries_kind_check" CHECK ("enquiry_thread_entries"."kind" in ('note', 'reply')),
	CONSTRAINT "enquiry_thread_entries_reply_address" CHECK (("enquiry_thread_entries"."kind" = 'reply') = ("enquiry_thread_entries"."emailed_to" is not null))
);
--> statement-breakpoint
ALTER TABLE "client_users" ADD COLUMN "sign_in_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_users" ADD COLUMN "sign_in_locked_by" integer;--> statement-breakpoint
ALTER TABLE "client_users" ADD COLUMN "sign_in_lock_reason" text;--> statement-breakpoint
ALTER TABLE "enquiry_thread_entries" ADD CONSTRAINT "enquiry_thread_entries_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_thread_entries" ADD CONSTRAINT "enquiry_thread_entries_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_thread_entries_enquiry_idx" ON "enquiry_thread_entries" USING btree ("enquiry_id","created_at");--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_sign_in_locked_by_staff_users_id_fk" FOREIGN KEY ("sign_in_locked_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_users_ssn_last4_idx" ON "client_users" USING btree ("ssn_last4");--> statement-breakpoint
CREATE INDEX "audit_events_client_idx" ON "audit_events" USING btree ("client_id","at");--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_sign_in_lock_reason" CHECK (("client_users"."sign_in_locked_at" is null) = ("client_users"."sign_in_lock_reason" is null));