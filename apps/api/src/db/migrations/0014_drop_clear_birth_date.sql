ALTER TABLE "client_users" ALTER COLUMN "date_of_birth_encrypted" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "client_users" DROP COLUMN "date_of_birth";