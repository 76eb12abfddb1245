ALTER TABLE "post_translations" ADD COLUMN "thumbnail_alt" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "thumbnail_alt" text;