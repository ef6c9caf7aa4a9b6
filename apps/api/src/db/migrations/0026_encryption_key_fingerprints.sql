CREATE TABLE "encryption_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"first_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
