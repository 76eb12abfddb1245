-- Issue 28: scheduled publishing and unpublishing of posts (decision 0046), a title, description and
-- sharing image per post and language for search engines, deleted posts remembered (410 Gone), staff's
-- redirects and the 404 paths visitors asked for (decision 0047).
CREATE TABLE "deleted_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" "post_kind" NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"permanent" boolean DEFAULT true NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "seo_image_url" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_image_url" text;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits" DESC NULLS LAST,"last_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "not_found_paths_seen_idx" ON "not_found_paths" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_path_idx" ON "redirects" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "posts_publish_at_idx" ON "posts" USING btree ("publish_at") WHERE "posts"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "posts_unpublish_at_idx" ON "posts" USING btree ("unpublish_at") WHERE "posts"."unpublish_at" is not null;