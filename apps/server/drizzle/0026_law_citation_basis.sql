ALTER TABLE "law_citations" ADD COLUMN "basis" text DEFAULT 'cites' NOT NULL;--> statement-breakpoint
ALTER TABLE "law_citations" ADD COLUMN "score" real;