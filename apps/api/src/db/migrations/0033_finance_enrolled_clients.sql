ALTER TABLE "client_users" ADD COLUMN "is_enrolled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "client_users_enrolled_name_order_idx" ON "client_users" USING btree ("last_name","first_name","id") WHERE "client_users"."is_enrolled";--> statement-breakpoint
UPDATE "client_users" SET "is_enrolled" = true WHERE "id" IN (SELECT "client_id" FROM "client_programs");--> statement-breakpoint
CREATE FUNCTION "client_users_keep_enrolled"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "client_users" SET "is_enrolled" = true WHERE "id" = NEW."client_id" AND NOT "is_enrolled";
  ELSE
    UPDATE "client_users" SET "is_enrolled" = EXISTS (SELECT 1 FROM "client_programs" WHERE "client_id" = OLD."client_id")
    WHERE "id" = OLD."client_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "client_programs_keep_enrolled" AFTER INSERT OR DELETE ON "client_programs"
  FOR EACH ROW EXECUTE FUNCTION "client_users_keep_enrolled"();
