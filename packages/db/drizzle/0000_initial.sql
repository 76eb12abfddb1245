CREATE TYPE "public"."post_kind" AS ENUM('notice', 'library');--> statement-breakpoint
CREATE TYPE "public"."post_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('new', 'in_progress', 'answered', 'closed');--> statement-breakpoint
CREATE TABLE "text_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_values" (
	"key_id" integer NOT NULL,
	"lang" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_values_key_id_lang_pk" PRIMARY KEY("key_id","lang"),
	CONSTRAINT "text_values_lang_check" CHECK ("text_values"."lang" in ('ko', 'zh', 'ja', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "post_kind" NOT NULL,
	"category" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"thumbnail_url" text,
	"author" text,
	"status" "post_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_category_check" CHECK (("posts"."kind" = 'notice' and "posts"."category" is null) or ("posts"."kind" = 'library' and "posts"."category" in ('category1', 'category2', 'category3', 'category4', 'category5', 'category6')))
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"lang" text,
	"consent_given" boolean,
	"consent_version" text,
	"status" "inquiry_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "inquiries_consent_check" CHECK ("inquiries"."consent_given" is null or "inquiries"."consent_given" = true)
);
--> statement-breakpoint
CREATE TABLE "seed_log" (
	"ref" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_values" ADD CONSTRAINT "text_values_key_id_text_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."text_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "text_keys_namespace_key_idx" ON "text_keys" USING btree ("namespace","key");--> statement-breakpoint
CREATE INDEX "posts_listing_idx" ON "posts" USING btree ("kind","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST);