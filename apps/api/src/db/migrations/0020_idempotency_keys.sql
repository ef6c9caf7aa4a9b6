CREATE TABLE "idempotency_keys" (
	"staff_user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"claim_token" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone,
	"response_status" integer,
	"response_content_type" text,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_staff_user_id_key_pk" PRIMARY KEY("staff_user_id","key"),
	CONSTRAINT "idempotency_keys_answer_complete" CHECK (("idempotency_keys"."response_status" is null) = ("idempotency_keys"."response_body" is null))
);
--> statement-breakpoint
-- A database migrated from before 0016 in the same run (one transaction) still has that migration's journal checks
-- pending, and a table with pending trigger events cannot be altered: run them now, then defer them again as usual.
SET CONSTRAINTS "journal_entries_balanced", "journal_lines_balanced" IMMEDIATE;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "assignment_reason" text;--> statement-breakpoint
SET CONSTRAINTS "journal_entries_balanced", "journal_lines_balanced" DEFERRED;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");