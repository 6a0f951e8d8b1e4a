CREATE TABLE "mind_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"root" jsonb NOT NULL,
	"node_count" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mind_docs_title_check" CHECK (char_length("mind_docs"."title") <= 60)
);
--> statement-breakpoint
ALTER TABLE "mind_docs" ADD CONSTRAINT "mind_docs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mind_docs_user_updated_idx" ON "mind_docs" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);