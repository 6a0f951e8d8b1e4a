CREATE TABLE "law_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"number" text,
	"kind" text NOT NULL,
	"headings" text[] NOT NULL,
	"paragraphs" text[] NOT NULL,
	"char_count" integer NOT NULL,
	"opens_section" boolean NOT NULL,
	"level" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"rank_weight" real NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"head_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"level" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"issuing_body" text,
	"published_at" date,
	"effective_at" date,
	"status" text NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"version_group" text NOT NULL,
	"history" jsonb NOT NULL,
	"toc" jsonb NOT NULL,
	"article_count" integer NOT NULL,
	"rank_weight" real NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"title_vector" "tsvector" NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "law_documents_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "law_favorites" (
	"user_id" integer NOT NULL,
	"law_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "law_favorites_user_id_law_id_pk" PRIMARY KEY("user_id","law_id")
);
--> statement-breakpoint
ALTER TABLE "law_articles" ADD CONSTRAINT "law_articles_law_id_law_documents_id_fk" FOREIGN KEY ("law_id") REFERENCES "law_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_favorites" ADD CONSTRAINT "law_favorites_law_id_law_documents_id_fk" FOREIGN KEY ("law_id") REFERENCES "law_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "law_articles_law_ordinal_idx" ON "law_articles" USING btree ("law_id","ordinal");--> statement-breakpoint
CREATE INDEX "law_articles_search_vector_idx" ON "law_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "law_articles_head_vector_idx" ON "law_articles" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "law_documents_title_vector_idx" ON "law_documents" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "law_documents_version_group_idx" ON "law_documents" USING btree ("version_group");--> statement-breakpoint
CREATE INDEX "law_documents_category_idx" ON "law_documents" USING btree ("category","subcategory");--> statement-breakpoint
ALTER TABLE "law_articles" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "law_articles" ALTER COLUMN "head_vector" SET STORAGE EXTERNAL;
