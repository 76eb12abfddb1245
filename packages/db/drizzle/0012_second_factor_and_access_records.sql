CREATE TABLE "security_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"second_factor_required" boolean DEFAULT false NOT NULL,
	"review_flag_threshold" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_settings_single_row" CHECK ("security_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_totp" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"encrypted_secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"purpose" text NOT NULL,
	"challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webauthn_challenges_purpose_check" CHECK ("webauthn_challenges"."purpose" in ('registration', 'authentication'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_staff_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subjects" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp" ADD CONSTRAINT "staff_totp_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkeys_credential_idx" ON "staff_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff_idx" ON "staff_passkeys" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_hash_idx" ON "staff_recovery_codes" USING btree ("staff_id","code_hash");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_expires_idx" ON "webauthn_challenges" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_staff_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_last_activity_idx" ON "inquiries" USING btree ("last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_idx" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- Until now retention counted from closing only; every inquiry's last activity starts as its last known change.
UPDATE "inquiries" SET "last_activity_at" = greatest("created_at", coalesce("closed_at", "created_at"));--> statement-breakpoint
-- The chain (decision 0039): a row's hash covers the previous row's hash and every column of its own,
-- as canonical JSON text (jsonb prints keys in one order), its time in UTC to the microsecond.
CREATE FUNCTION "audit_log_row_hash"(r "audit_log") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    r.prev_hash, r.seq, r.id, to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    r.actor_id, r.actor_email, r.action, r.target_type, r.target_id, r.detail, r.address, r.subjects, r.reason
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The rows written before the chain existed are chained now, in the order they were written.
DO $$
DECLARE
  r "audit_log"%ROWTYPE;
  previous text := NULL;
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    n := n + 1;
    r.seq := n;
    r.prev_hash := previous;
    r.hash := "audit_log_row_hash"(r);
    UPDATE "audit_log" SET "seq" = r.seq, "prev_hash" = r.prev_hash, "hash" = r.hash WHERE "id" = r.id;
    previous := r.hash;
  END LOOP;
END
$$;--> statement-breakpoint
-- At commit, each new row takes the next place in the chain. Deferred to commit and serialised by a
-- transaction lock, so rows are chained in the order their transactions commit and the lock is held
-- only for that moment. A row that arrives with its place (a restored backup) keeps it.
CREATE FUNCTION "audit_log_seal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r "audit_log"%ROWTYPE;
  last "audit_log"%ROWTYPE;
BEGIN
  SELECT * INTO r FROM "audit_log" WHERE "id" = NEW.id;
  IF NOT FOUND OR r.hash IS NOT NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(7263849201);
  SELECT * INTO last FROM "audit_log" WHERE "seq" IS NOT NULL ORDER BY "seq" DESC LIMIT 1;
  r.seq := coalesce(last.seq, 0) + 1;
  r.prev_hash := last.hash;
  r.hash := "audit_log_row_hash"(r);
  PERFORM set_config('office.audit_sealing', 'on', true);
  UPDATE "audit_log" SET "seq" = r.seq, "prev_hash" = r.prev_hash, "hash" = r.hash WHERE "id" = r.id;
  PERFORM set_config('office.audit_sealing', '', true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_log_seal" AFTER INSERT ON "audit_log" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "audit_log_seal"();--> statement-breakpoint
-- Append-only: no UPDATE but the seal's own (chain columns of an unsealed row), no DELETE but the
-- retention purge's (rows older than the cut-off it names for its transaction), no TRUNCATE.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  purge_before text := current_setting('office.audit_purge_before', true);
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.hash IS NULL AND current_setting('office.audit_sealing', true) = 'on'
     AND (NEW.id, NEW.at, NEW.actor_id, NEW.actor_email, NEW.action, NEW.target_type, NEW.target_id, NEW.detail, NEW.address, NEW.subjects, NEW.reason)
         IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.actor_id, OLD.actor_email, OLD.action, OLD.target_type, OLD.target_id, OLD.detail, OLD.address, OLD.subjects, OLD.reason) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND coalesce(purge_before, '') <> '' AND OLD.at < purge_before::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
