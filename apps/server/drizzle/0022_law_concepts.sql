CREATE TABLE "law_concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"terms" text[] NOT NULL,
	"articles" jsonb NOT NULL,
	CONSTRAINT "law_concepts_name_unique" UNIQUE("name")
);
