CREATE TABLE "ssa623_batch_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ssa623_batch_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"month" text NOT NULL,
	"program_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_token" text,
	"locked_until" timestamp with time zone,
	"error" text,
	"requested_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"storage_name" text,
	"key_encrypted" text,
	"size_bytes" bigint,
	CONSTRAINT "ssa623_batch_jobs_status_check" CHECK ("ssa623_batch_jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "ssa623_batch_jobs_done_has_file" CHECK ("ssa623_batch_jobs"."status" <> 'done' or ("ssa623_batch_jobs"."storage_name" is not null and "ssa623_batch_jobs"."key_encrypted" is not null))
);
--> statement-breakpoint
ALTER TABLE "ssa623_batch_jobs" ADD CONSTRAINT "ssa623_batch_jobs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssa623_batch_jobs" ADD CONSTRAINT "ssa623_batch_jobs_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ssa623_batch_jobs_one_active_idx" ON "ssa623_batch_jobs" USING btree ("month","program_id") WHERE "ssa623_batch_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "ssa623_batch_jobs_month_idx" ON "ssa623_batch_jobs" USING btree ("month","program_id","id");--> statement-breakpoint
CREATE INDEX "ssa623_batch_jobs_due_idx" ON "ssa623_batch_jobs" USING btree ("status","locked_until");