CREATE TABLE "application_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_application_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_application_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"slug" text NOT NULL,
	"storage_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_application_documents_storage_name_unique" UNIQUE("storage_name"),
	CONSTRAINT "intake_application_documents_application_slug_unique" UNIQUE("application_id","slug"),
	CONSTRAINT "intake_application_documents_slug_check" CHECK ("intake_application_documents"."slug" in ('ssa-623', 'ssa-11-bk', 'ssa-1696')),
	CONSTRAINT "intake_application_documents_size_check" CHECK ("intake_application_documents"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "intake_application_programs" (
	"application_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	CONSTRAINT "intake_application_programs_application_id_program_id_pk" PRIMARY KEY("application_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "intake_application_races" (
	"application_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	CONSTRAINT "intake_application_races_application_id_race_id_pk" PRIMARY KEY("application_id","race_id")
);
--> statement-breakpoint
CREATE TABLE "intake_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"representative_type" text NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"application_status_id" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"birth_city" text,
	"birth_state_id" integer,
	"birth_state_name" text,
	"birth_country_id" integer,
	"english_fluency_id" integer,
	"marital_status_id" integer,
	"mother_name" text,
	"father_name" text,
	"gender_id" integer,
	"other_gender" text,
	"ethnicity_id" integer,
	"other_race" text,
	"language_id" integer,
	"source_id" integer,
	"other_source" text,
	"representative" jsonb NOT NULL,
	"personal_contact" jsonb,
	"physical_address" jsonb,
	"mailing_address" jsonb,
	"emergency_contact" jsonb,
	"benefit" jsonb,
	"housing" jsonb,
	"referral_id" integer,
	"referral_agency" text,
	"referral_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_applications_client_user_id_unique" UNIQUE("client_user_id"),
	CONSTRAINT "intake_applications_representative_type_check" CHECK ("intake_applications"."representative_type" in ('myself', 'case_manager', 'relative'))
);
--> statement-breakpoint
CREATE TABLE "intake_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"decision" text NOT NULL,
	"decided_by" text NOT NULL,
	"staff_user_id" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_decisions_decision_check" CHECK ("intake_decisions"."decision" in ('approve', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "intake_rejection_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_rejection_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"decision_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "intake_rejection_reasons_decision_position_unique" UNIQUE("decision_id","position")
);
--> statement-breakpoint
ALTER TABLE "intake_application_documents" ADD CONSTRAINT "intake_application_documents_application_id_intake_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."intake_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_application_programs" ADD CONSTRAINT "intake_application_programs_application_id_intake_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."intake_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_application_programs" ADD CONSTRAINT "intake_application_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_application_races" ADD CONSTRAINT "intake_application_races_application_id_intake_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."intake_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_application_races" ADD CONSTRAINT "intake_application_races_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_client_user_id_client_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_branch_id_states_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_application_status_id_application_statuses_id_fk" FOREIGN KEY ("application_status_id") REFERENCES "public"."application_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_birth_state_id_states_id_fk" FOREIGN KEY ("birth_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_birth_country_id_countries_id_fk" FOREIGN KEY ("birth_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_english_fluency_id_language_fluencies_id_fk" FOREIGN KEY ("english_fluency_id") REFERENCES "public"."language_fluencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_marital_status_id_marital_statuses_id_fk" FOREIGN KEY ("marital_status_id") REFERENCES "public"."marital_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_ethnicity_id_ethnicities_id_fk" FOREIGN KEY ("ethnicity_id") REFERENCES "public"."ethnicities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD CONSTRAINT "intake_applications_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_decisions" ADD CONSTRAINT "intake_decisions_application_id_intake_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."intake_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_decisions" ADD CONSTRAINT "intake_decisions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_rejection_reasons" ADD CONSTRAINT "intake_rejection_reasons_decision_id_intake_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."intake_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_applications_status_idx" ON "intake_applications" USING btree ("application_status_id","submitted_at");--> statement-breakpoint
CREATE INDEX "intake_decisions_application_idx" ON "intake_decisions" USING btree ("application_id","decided_at");--> statement-breakpoint
-- Application statuses: 5 is "rejected"; the others follow current_process.
INSERT INTO "application_statuses" ("id", "name", "sort_order") VALUES
(1, 'Pending', 1),
(2, 'In progress', 2),
(3, 'Approved', 3),
(5, 'Rejected', 5);
