ALTER TABLE "client_users" ADD COLUMN "date_of_birth_encrypted" text;--> statement-breakpoint
ALTER TABLE "intake_application_documents" ADD COLUMN "key_encrypted" text;--> statement-breakpoint
ALTER TABLE "intake_applications" ADD COLUMN "veteran_service_no_encrypted" text;--> statement-breakpoint
ALTER TABLE "onboarding_bills" ADD COLUMN "file_key_encrypted" text;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD COLUMN "photo_key_encrypted" text;--> statement-breakpoint
-- Personal data that was in the clear, moved as "plain:<value>": the server encrypts it at its next start
-- (src/db/at-rest.ts) before it answers any request. 0014 drops the clear column.
UPDATE "client_users" SET "date_of_birth_encrypted" = 'plain:' || to_char("date_of_birth", 'YYYY-MM-DD');--> statement-breakpoint
UPDATE "intake_applications"
  SET "veteran_service_no_encrypted" = 'plain:' || ("benefit" ->> 'veteran_service_no'),
      "benefit" = "benefit" - 'veteran_service_no'
  WHERE jsonb_exists("benefit", 'veteran_service_no');
