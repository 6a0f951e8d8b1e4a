CREATE TABLE "note_tags" (
	"note_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "note_tags_note_id_tag_pk" PRIMARY KEY("note_id","tag"),
	CONSTRAINT "note_tags_tag_check" CHECK (char_length("note_tags"."tag") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "note_tags" ADD CONSTRAINT "note_tags_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_tags" ADD CONSTRAINT "note_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_tags_user_tag_idx" ON "note_tags" USING btree ("user_id","tag");--> statement-breakpoint
CREATE INDEX "notes_user_subject_idx" ON "notes" USING btree ("user_id","subject");--> statement-breakpoint
-- Backfill (decision 0019, "Tags and subjects"): the one place the notes module reads other
-- modules' tables. Question notes take their question's subject, lesson notes their course's;
-- books carry no subject (''); law notes stay null and are resolved lazily through the law port
-- (the title → subject mapping lives in TypeScript, tiku/syllabus.ts).
UPDATE "notes" SET "subject" = "subjects"."name"
FROM "questions" JOIN "subjects" ON "subjects"."id" = "questions"."subject_id"
WHERE "notes"."source" = 'question' AND "questions"."id" = "notes"."source_id";--> statement-breakpoint
UPDATE "notes" SET "subject" = "courses"."subject"
FROM "course_lessons" JOIN "courses" ON "courses"."id" = "course_lessons"."course_id"
WHERE "notes"."source" = 'lesson' AND "course_lessons"."id" = "notes"."source_id";--> statement-breakpoint
UPDATE "notes" SET "subject" = '' WHERE "source" = 'book';
