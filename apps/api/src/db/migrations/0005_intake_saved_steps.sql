ALTER TABLE "intake_applications" ADD COLUMN "saved_steps" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Applications saved before steps were recorded: a step whose answers are stored counts as saved, and so does
-- every step of an application already sent in (its applicant confirmed them on "Check your answers").
UPDATE "intake_applications" AS "a" SET "saved_steps" = array_remove(ARRAY[
	'representative',
	CASE WHEN "a"."representative_type" <> 'myself' THEN 'contact-details' END,
	'about-you',
	'login-details',
	CASE WHEN "a"."submitted_at" IS NOT NULL OR "a"."physical_address" IS NOT NULL THEN 'address-details' END,
	CASE WHEN "a"."submitted_at" IS NOT NULL OR "a"."emergency_contact" IS NOT NULL THEN 'emergency-contact' END,
	CASE WHEN "a"."submitted_at" IS NOT NULL OR "a"."benefit" ?| ARRAY['food_stamp', 'life_insurance', 'life_insurance_type', 'veteran_service_no'] THEN 'benefit-details' END,
	CASE WHEN "a"."submitted_at" IS NOT NULL OR "a"."benefit" ?| ARRAY['employment_status', 'other_employment', 'monthly_income', 'income_types', 'other_income'] THEN 'employment-details' END,
	CASE WHEN "a"."submitted_at" IS NOT NULL OR "a"."housing" IS NOT NULL THEN 'housing-details' END,
	CASE WHEN "a"."submitted_at" IS NOT NULL OR (SELECT count(*) FROM "intake_application_documents" AS "d" WHERE "d"."application_id" = "a"."id") = 3 THEN 'ssa-documents' END,
	CASE WHEN "a"."submitted_at" IS NOT NULL OR "a"."referral_id" IS NOT NULL OR "a"."referral_agency" IS NOT NULL OR "a"."referral_date" IS NOT NULL THEN 'referral-details' END
]::text[], NULL);
