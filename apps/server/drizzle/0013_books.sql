CREATE TABLE "book_audio_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"ordinal" integer NOT NULL,
	"media_file_id" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "book_audio_chapters_duration_check" CHECK ("book_audio_chapters"."duration_ms" > 0)
);
--> statement-breakpoint
CREATE TABLE "book_audio_progress" (
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"position_ms" integer NOT NULL,
	"listened_ms" bigint NOT NULL,
	"finished" boolean NOT NULL,
	"client_at" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "book_audio_progress_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "book_progress" (
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"format" text NOT NULL,
	"locator" text NOT NULL,
	"share" real NOT NULL,
	"reading_ms" bigint NOT NULL,
	"client_at" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "book_progress_user_id_book_id_format_pk" PRIMARY KEY("user_id","book_id","format"),
	CONSTRAINT "book_progress_format_check" CHECK ("book_progress"."format" in ('epub', 'pdf')),
	CONSTRAINT "book_progress_share_check" CHECK ("book_progress"."share" >= 0 and "book_progress"."share" <= 1)
);
--> statement-breakpoint
CREATE TABLE "book_unlocks" (
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"unlocked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "book_unlocks_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"authors" jsonb NOT NULL,
	"publisher" text NOT NULL,
	"isbn" text,
	"edition" text,
	"published_on" date,
	"category" text NOT NULL,
	"cover_file_id" integer,
	"description" text NOT NULL,
	"contents" jsonb NOT NULL,
	"epub_file_id" integer,
	"pdf_file_id" integer,
	"pdf_page_count" integer,
	"access" text NOT NULL,
	"mind_map" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_key_unique" UNIQUE("key"),
	CONSTRAINT "books_category_check" CHECK ("books"."category" in ('考试用书', '法条汇编', '法律实务')),
	CONSTRAINT "books_access_check" CHECK ("books"."access" in ('free', 'authorised', 'code'))
);
--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_access_check";--> statement-breakpoint
ALTER TABLE "activation_batches" ADD COLUMN "book_id" integer;--> statement-breakpoint
ALTER TABLE "book_audio_chapters" ADD CONSTRAINT "book_audio_chapters_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_audio_chapters" ADD CONSTRAINT "book_audio_chapters_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_audio_progress" ADD CONSTRAINT "book_audio_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_audio_progress" ADD CONSTRAINT "book_audio_progress_chapter_id_book_audio_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "book_audio_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_audio_progress" ADD CONSTRAINT "book_audio_progress_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_progress" ADD CONSTRAINT "book_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_progress" ADD CONSTRAINT "book_progress_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_unlocks" ADD CONSTRAINT "book_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_unlocks" ADD CONSTRAINT "book_unlocks_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_cover_file_id_media_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_epub_file_id_media_files_id_fk" FOREIGN KEY ("epub_file_id") REFERENCES "media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_pdf_file_id_media_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_audio_chapters_book_key_key" ON "book_audio_chapters" USING btree ("book_id","key");--> statement-breakpoint
CREATE INDEX "book_audio_progress_user_book_idx" ON "book_audio_progress" USING btree ("user_id","book_id");--> statement-breakpoint
ALTER TABLE "activation_batches" ADD CONSTRAINT "activation_batches_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_access_check" CHECK ("media_files"."access" in ('free', 'authorised', 'book'));