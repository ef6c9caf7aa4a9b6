CREATE TABLE "onboarding_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"acted_by" text NOT NULL,
	"staff_user_id" integer,
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"program_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "onboarding_actions_action_check" CHECK ("onboarding_actions"."action" in ('invite', 'submit', 'send_back', 'activate'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_benefits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_benefits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"reporting_account_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_till" date NOT NULL,
	CONSTRAINT "onboarding_benefits_profile_account_unique" UNIQUE("profile_id","reporting_account_id"),
	CONSTRAINT "onboarding_benefits_amount_check" CHECK ("onboarding_benefits"."amount_cents" >= 0),
	CONSTRAINT "onboarding_benefits_dates_check" CHECK ("onboarding_benefits"."effective_till" >= "onboarding_benefits"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "onboarding_bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"reporting_account_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"is_recursive" smallint DEFAULT 0 NOT NULL,
	"bill_repeat_frequency_id" integer,
	"repeat_intervals" integer,
	"file_storage_name" text NOT NULL,
	"file_original_name" text NOT NULL,
	"file_content_type" text NOT NULL,
	"file_size_bytes" integer NOT NULL,
	"file_sha256" char(64) NOT NULL,
	CONSTRAINT "onboarding_bills_file_storage_name_unique" UNIQUE("file_storage_name"),
	CONSTRAINT "onboarding_bills_amount_check" CHECK ("onboarding_bills"."amount_cents" >= 0),
	CONSTRAINT "onboarding_bills_is_recursive_check" CHECK ("onboarding_bills"."is_recursive" in (0, 1)),
	CONSTRAINT "onboarding_bills_file_size_check" CHECK ("onboarding_bills"."file_size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "onboarding_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"contact_category_id" integer NOT NULL,
	"other_contact_category" text,
	"description" text,
	"personal_contact" jsonb NOT NULL,
	"physical_address" jsonb,
	"mailing_address" jsonb
);
--> statement-breakpoint
CREATE TABLE "onboarding_other_identifiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_other_identifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"identity_type" text NOT NULL,
	"identity_code_encrypted" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_user_id" integer NOT NULL,
	"photo_storage_name" text,
	"photo_original_name" text,
	"photo_content_type" text,
	"photo_size_bytes" integer,
	"photo_sha256" char(64),
	"health_info_encrypted" text,
	"identification_type_id" integer,
	"identifiers_encrypted" text,
	"saved_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_profiles_client_user_id_unique" UNIQUE("client_user_id"),
	CONSTRAINT "onboarding_profiles_photo_storage_name_unique" UNIQUE("photo_storage_name"),
	CONSTRAINT "onboarding_profiles_photo_complete" CHECK (("onboarding_profiles"."photo_storage_name" is null) = ("onboarding_profiles"."photo_original_name" is null)
        and ("onboarding_profiles"."photo_storage_name" is null) = ("onboarding_profiles"."photo_content_type" is null)
        and ("onboarding_profiles"."photo_storage_name" is null) = ("onboarding_profiles"."photo_size_bytes" is null)
        and ("onboarding_profiles"."photo_storage_name" is null) = ("onboarding_profiles"."photo_sha256" is null))
);
--> statement-breakpoint
ALTER TABLE "onboarding_actions" ADD CONSTRAINT "onboarding_actions_client_user_id_client_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_actions" ADD CONSTRAINT "onboarding_actions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_benefits" ADD CONSTRAINT "onboarding_benefits_profile_id_onboarding_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."onboarding_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_benefits" ADD CONSTRAINT "onboarding_benefits_reporting_account_id_reporting_accounts_id_fk" FOREIGN KEY ("reporting_account_id") REFERENCES "public"."reporting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_bills" ADD CONSTRAINT "onboarding_bills_profile_id_onboarding_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."onboarding_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_bills" ADD CONSTRAINT "onboarding_bills_reporting_account_id_reporting_accounts_id_fk" FOREIGN KEY ("reporting_account_id") REFERENCES "public"."reporting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_bills" ADD CONSTRAINT "onboarding_bills_bill_repeat_frequency_id_bill_repeat_frequencies_id_fk" FOREIGN KEY ("bill_repeat_frequency_id") REFERENCES "public"."bill_repeat_frequencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_contacts" ADD CONSTRAINT "onboarding_contacts_profile_id_onboarding_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."onboarding_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_contacts" ADD CONSTRAINT "onboarding_contacts_contact_category_id_contact_categories_id_fk" FOREIGN KEY ("contact_category_id") REFERENCES "public"."contact_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_other_identifiers" ADD CONSTRAINT "onboarding_other_identifiers_profile_id_onboarding_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."onboarding_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD CONSTRAINT "onboarding_profiles_client_user_id_client_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD CONSTRAINT "onboarding_profiles_identification_type_id_identification_types_id_fk" FOREIGN KEY ("identification_type_id") REFERENCES "public"."identification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_actions_client_idx" ON "onboarding_actions" USING btree ("client_user_id","acted_at");--> statement-breakpoint
CREATE INDEX "onboarding_bills_profile_idx" ON "onboarding_bills" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "onboarding_contacts_profile_idx" ON "onboarding_contacts" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "onboarding_other_identifiers_profile_idx" ON "onboarding_other_identifiers" USING btree ("profile_id","position");