CREATE TABLE "notebook_notes" (
	"notebook_id" integer NOT NULL,
	"note_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebook_notes_notebook_id_note_id_pk" PRIMARY KEY("notebook_id","note_id")
);
--> statement-breakpoint
CREATE TABLE "notebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebooks_name_check" CHECK (char_length("notebooks"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "notebook_notes" ADD CONSTRAINT "notebook_notes_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_notes" ADD CONSTRAINT "notebook_notes_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebook_notes_note_idx" ON "notebook_notes" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "notebooks_user_idx" ON "notebooks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notes_search_vector_idx" ON "notes" USING gin ("search_vector");--> statement-breakpoint
-- Question notes move onto the one notes model (decision 0019): every row is copied as a
-- note on the whole question (anchor ''), written when it was last saved; its search vector
-- is left null and filled by the first search of its owner. The old table goes only after.
INSERT INTO "notes" ("user_id", "source", "source_id", "anchor", "anchor_order", "quote", "text", "colour", "created_at", "updated_at")
SELECT "user_id", 'question', "question_id", '', 0, '', "text", 'yellow', "updated_at", "updated_at"
FROM "question_notes" ORDER BY "updated_at", "user_id", "question_id";--> statement-breakpoint
DROP TABLE "question_notes" CASCADE;