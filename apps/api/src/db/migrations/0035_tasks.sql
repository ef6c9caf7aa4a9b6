CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"source_key" text,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closing_note" text,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tasks_kind_check" CHECK ("tasks"."kind" in ('manual', 'ssa_623_due', 'yearly_review', 'bill_overdue', 'benefit_ending', 'lease_renewal', 'document_expiry')),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('open', 'done', 'cancelled')),
	CONSTRAINT "tasks_source_check" CHECK (("tasks"."kind" = 'manual') = ("tasks"."source_key" is null)),
	CONSTRAINT "tasks_manual_maker_check" CHECK ("tasks"."kind" <> 'manual' or "tasks"."created_by" is not null),
	CONSTRAINT "tasks_closed_check" CHECK (("tasks"."status" = 'open') = ("tasks"."closed_at" is null) and ("tasks"."closed_at" is null) = ("tasks"."closing_note" is null))
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_client_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_kind_source_key_unique" ON "tasks" USING btree ("kind","source_key");--> statement-breakpoint
CREATE INDEX "tasks_assignee_status_due_idx" ON "tasks" USING btree ("assignee_id","status","due_on","id");--> statement-breakpoint
CREATE INDEX "tasks_client_status_due_idx" ON "tasks" USING btree ("client_id","status","due_on","id");