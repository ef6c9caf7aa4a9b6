-- Each instance keeps the tokens it verified for a few seconds (lib/subject-cache.ts). Whatever could
-- end a session or change who it signs in is announced to every instance at commit, on the channel
-- "sessions_changed", naming the user ("client:12", "staff:3"; "*" for everyone), and each drops what it kept of
-- them (docs/decisions.md, "Speed (issue 15): token check"). The same notification repeated in a transaction is
-- sent once. A token's last use moving forward (every request of staff) is not announced: it never ends a session.
CREATE FUNCTION "sessions_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subject text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    subject := '*';
  ELSIF TG_TABLE_NAME = 'auth_tokens' THEN
    subject := OLD."subject_type" || ':' || OLD."subject_id";
  ELSIF TG_TABLE_NAME = 'client_users' THEN
    subject := 'client:' || OLD."id";
  ELSE
    subject := 'staff:' || OLD."id";
  END IF;
  PERFORM pg_notify('sessions_changed', subject);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auth_tokens_sessions_changed" AFTER UPDATE ON "auth_tokens" FOR EACH ROW
  WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at" OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at"
    OR OLD."token_hash" IS DISTINCT FROM NEW."token_hash" OR OLD."subject_type" IS DISTINCT FROM NEW."subject_type"
    OR OLD."subject_id" IS DISTINCT FROM NEW."subject_id"
    OR (OLD."last_used_at" IS NOT NULL AND (NEW."last_used_at" IS NULL OR NEW."last_used_at" < OLD."last_used_at")))
  EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_sessions_ended" AFTER DELETE ON "auth_tokens" FOR EACH ROW EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_sessions_truncated" AFTER TRUNCATE ON "auth_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "client_users_sessions_changed" AFTER UPDATE ON "client_users" FOR EACH ROW
  WHEN (OLD."sign_in_locked_at" IS DISTINCT FROM NEW."sign_in_locked_at")
  EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "client_users_sessions_ended" AFTER DELETE ON "client_users" FOR EACH ROW EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "client_users_sessions_truncated" AFTER TRUNCATE ON "client_users" FOR EACH STATEMENT EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "staff_users_sessions_changed" AFTER UPDATE ON "staff_users" FOR EACH ROW
  WHEN (OLD."deactivated_at" IS DISTINCT FROM NEW."deactivated_at" OR OLD."roles" IS DISTINCT FROM NEW."roles"
    OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "staff_users_sessions_ended" AFTER DELETE ON "staff_users" FOR EACH ROW EXECUTE FUNCTION "sessions_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "staff_users_sessions_truncated" AFTER TRUNCATE ON "staff_users" FOR EACH STATEMENT EXECUTE FUNCTION "sessions_changed_notify"();
