CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"duration_ms" integer,
	"access" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "media_files_access_check" CHECK ("media_files"."access" in ('free', 'authorised')),
	CONSTRAINT "media_files_byte_size_check" CHECK ("media_files"."byte_size" >= 0)
);
