CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] NOT NULL,
	"path" text NOT NULL,
	"vector" "tsvector" NOT NULL,
	CONSTRAINT "search_entries_kind_ref_unique" UNIQUE("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"kind" text PRIMARY KEY NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_entries_vector_idx" ON "search_entries" USING gin ("vector");