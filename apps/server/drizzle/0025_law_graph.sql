CREATE TABLE "law_charges" (
	"name" text NOT NULL,
	"article_id" integer NOT NULL,
	"source_law_id" integer NOT NULL,
	"abolished" boolean NOT NULL,
	CONSTRAINT "law_charges_name_article_id_pk" PRIMARY KEY("name","article_id")
);
--> statement-breakpoint
CREATE TABLE "law_citations" (
	"citing_article_id" integer NOT NULL,
	"cited_article_id" integer NOT NULL,
	"citing_law_id" integer NOT NULL,
	"cited_law_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "law_citations_citing_article_id_cited_article_id_pk" PRIMARY KEY("citing_article_id","cited_article_id")
);
--> statement-breakpoint
ALTER TABLE "law_charges" ADD CONSTRAINT "law_charges_article_id_law_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "law_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_charges" ADD CONSTRAINT "law_charges_source_law_id_law_documents_id_fk" FOREIGN KEY ("source_law_id") REFERENCES "law_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_citations" ADD CONSTRAINT "law_citations_citing_article_id_law_articles_id_fk" FOREIGN KEY ("citing_article_id") REFERENCES "law_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_citations" ADD CONSTRAINT "law_citations_cited_article_id_law_articles_id_fk" FOREIGN KEY ("cited_article_id") REFERENCES "law_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "law_charges_article_idx" ON "law_charges" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "law_citations_cited_idx" ON "law_citations" USING btree ("cited_article_id");