CREATE TABLE "download_records" (
	"download_id" integer NOT NULL,
	"reader" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_records_download_id_reader_day_pk" PRIMARY KEY("download_id","reader","day")
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"media_file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"access" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downloads_key_unique" UNIQUE("key"),
	CONSTRAINT "downloads_access_check" CHECK ("downloads"."access" in ('free', 'authorised')),
	CONSTRAINT "downloads_category_check" CHECK ("downloads"."category" in ('考试大纲', '法条汇编', '文书模板', '资料')),
	CONSTRAINT "downloads_count_check" CHECK ("downloads"."download_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "download_records" ADD CONSTRAINT "download_records_download_id_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "downloads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_category_published_idx" ON "downloads" USING btree ("category","published_at");