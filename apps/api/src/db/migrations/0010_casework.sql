CREATE TABLE "rejection_reason_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rejection_reason_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejection_reason_templates_title_unique" UNIQUE("title"),
	CONSTRAINT "rejection_reason_templates_text_check" CHECK (length("rejection_reason_templates"."text") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "intake_decisions" DROP CONSTRAINT "intake_decisions_decision_check";--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","at");--> statement-breakpoint
ALTER TABLE "intake_decisions" ADD CONSTRAINT "intake_decisions_decision_check" CHECK ("intake_decisions"."decision" in ('in_progress', 'approve', 'reject'));--> statement-breakpoint
-- Under review (4): a member of staff has taken up an application that was sent in; the applicant's
-- current_process stays inProgress. The statuses are listed in the order an application goes through them.
INSERT INTO "application_statuses" ("id", "name", "sort_order") VALUES (4, 'Under review', 3);--> statement-breakpoint
UPDATE "application_statuses" SET "sort_order" = 4 WHERE "id" = 3;--> statement-breakpoint
-- Reasons a Michigan representative-payee service most often sends an application back for.
INSERT INTO "rejection_reason_templates" ("title", "text", "sort_order") VALUES
('SSA award letter missing', 'We need a copy of the Social Security award letter (or a benefit letter from this year) that shows the benefits we would manage. Please upload it and send the application again.', 1),
('SSN does not match the documents', 'The Social Security Number on the application does not match the one on the SSA documents. Please check the number on the About You step, or upload the right documents.', 2),
('Lives outside Michigan', 'Our service is only for people who live in Michigan, and the address on the application is outside the state. If you have moved to Michigan, please update the address.', 3),
('SSA-1696 not signed', 'The SSA-1696 form (Claimant''s Appointment of Representative) is not signed. Please sign it and upload it again.', 4),
('SSA-11 incomplete', 'The SSA-11 form (Request to be Selected as Payee) is not complete. Please fill in every section, sign it and upload it again.', 5),
('Document cannot be read', 'One or more of the uploaded documents cannot be read (blurred, cut off or the wrong file). Please upload a clear copy of every page.', 6),
('Income does not match the benefit letter', 'The monthly income on the application does not match the benefit letter. Please check the amount on the Employment Details step.', 7);
