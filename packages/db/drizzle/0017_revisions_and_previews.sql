-- Issue 28: revisions of every content save (posts, translations, page texts, main-task contents),
-- pruned by count and age, and previews of unsaved content shown through an expiring signed link.
CREATE TABLE "content_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"fields" jsonb NOT NULL,
	"reason" text DEFAULT 'save' NOT NULL,
	"restored_from" integer,
	"staff_id" integer,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_previews" ADD CONSTRAINT "content_previews_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_previews_expires_idx" ON "content_previews" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "revisions_subject_idx" ON "revisions" USING btree ("subject","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "revisions_created_at_idx" ON "revisions" USING btree ("created_at");