CREATE TABLE "post_translations" (
	"post_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author" text,
	"source_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_translations_post_id_lang_pk" PRIMARY KEY("post_id","lang"),
	CONSTRAINT "post_translations_lang_check" CHECK ("post_translations"."lang" in ('zh', 'ja', 'en', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "source_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_translations" ADD CONSTRAINT "post_translations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;