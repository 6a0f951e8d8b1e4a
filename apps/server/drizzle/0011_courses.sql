CREATE TABLE "course_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"ordinal" integer NOT NULL,
	"media_file_id" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "course_lessons_duration_check" CHECK ("course_lessons"."duration_ms" > 0)
);
--> statement-breakpoint
CREATE TABLE "course_study_days" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day" date NOT NULL,
	"studied_ms" bigint NOT NULL,
	CONSTRAINT "course_study_days_user_id_course_id_day_pk" PRIMARY KEY("user_id","course_id","day")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"teacher" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"cover_file_id" integer,
	"access" text NOT NULL,
	"lesson_count" integer NOT NULL,
	"total_duration_ms" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_key_unique" UNIQUE("key"),
	CONSTRAINT "courses_kind_check" CHECK ("courses"."kind" in ('video', 'audio')),
	CONSTRAINT "courses_access_check" CHECK ("courses"."access" in ('free', 'authorised'))
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position_ms" integer NOT NULL,
	"watched_ms" bigint NOT NULL,
	"finished" boolean NOT NULL,
	"client_at" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_study_days" ADD CONSTRAINT "course_study_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_study_days" ADD CONSTRAINT "course_study_days_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_file_id_media_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_chapters_course_ordinal_key" ON "course_chapters" USING btree ("course_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "course_lessons_course_key_key" ON "course_lessons" USING btree ("course_id","key");--> statement-breakpoint
CREATE INDEX "lesson_progress_user_course_idx" ON "lesson_progress" USING btree ("user_id","course_id","updated_at");