CREATE TABLE "stored_files" (
	"id" uuid NOT NULL,
	"variant" text NOT NULL,
	"purpose" text NOT NULL,
	"owner_post_id" integer,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_id_variant_pk" PRIMARY KEY("id","variant"),
	CONSTRAINT "stored_files_purpose_check" CHECK ("stored_files"."purpose" in ('thumbnail', 'attachment')),
	CONSTRAINT "stored_files_variant_check" CHECK ("stored_files"."variant" in ('original', 'w800', 'w400')),
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."byte_size" = octet_length("stored_files"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_post_id_posts_id_fk" FOREIGN KEY ("owner_post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_post_id");--> statement-breakpoint
-- Uploads are compressed formats already (WebP, PDF, ZIP-based documents): keep them out of line, uncompressed.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;