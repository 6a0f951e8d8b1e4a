CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"anchor" text DEFAULT '' NOT NULL,
	"anchor_order" double precision DEFAULT 0 NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"colour" text DEFAULT 'yellow' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_source_check" CHECK ("notes"."source" in ('question', 'law', 'book', 'lesson')),
	CONSTRAINT "notes_colour_check" CHECK ("notes"."colour" in ('yellow', 'green', 'blue', 'pink', 'purple')),
	CONSTRAINT "notes_length_check" CHECK (char_length("notes"."text") <= 5000 and char_length("notes"."quote") <= 1000 and char_length("notes"."anchor") <= 200)
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_user_source_order_idx" ON "notes" USING btree ("user_id","source","source_id","anchor_order","id");--> statement-breakpoint
CREATE INDEX "notes_user_created_idx" ON "notes" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);