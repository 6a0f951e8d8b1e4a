CREATE TABLE "article_views" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "article_views_article_id_day_visitor_pk" PRIMARY KEY("article_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"column" text NOT NULL,
	"tags" text[] NOT NULL,
	"cover" text,
	"summary" text NOT NULL,
	"body_html" text NOT NULL,
	"char_count" integer NOT NULL,
	"content_hash" text NOT NULL,
	"published" boolean NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_key_unique" UNIQUE("key"),
	CONSTRAINT "articles_column_check" CHECK ("articles"."column" in ('备考方法', '法律实务', '法条解读'))
);
--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_views_day_idx" ON "article_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");