CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"inquiry_id" integer,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('inquiry.received'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_inquiry_idx" ON "outbox" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiries_closed_idx" ON "inquiries" USING btree ("closed_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_closed_check" CHECK (("inquiries"."status" = 'closed') = ("inquiries"."closed_at" is not null));