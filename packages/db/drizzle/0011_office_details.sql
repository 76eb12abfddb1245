CREATE TABLE "office_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "office_details_single_row" CHECK ("office_details"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "office_details" ADD CONSTRAINT "office_details_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;