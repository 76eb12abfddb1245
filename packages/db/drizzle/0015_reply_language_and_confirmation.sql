-- Decision 0045: how a visitor would like to be answered (the language and the channel, shown in
-- the inbox and the CSV), and the visitor's confirmation e-mail as a second kind of outbox message.
-- The index counts the confirmations written to one address (in any case) in a day: at most three.
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reply_lang" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reply_channel" text;--> statement-breakpoint
CREATE INDEX "inquiries_email_created_idx" ON "inquiries" USING btree (lower("email"),"created_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_reply_channel_check" CHECK ("inquiries"."reply_channel" in ('email', 'phone', 'messenger'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('inquiry.received', 'inquiry.confirmation'));