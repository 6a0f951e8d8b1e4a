ALTER TABLE "law_articles" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "law_articles" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "law_documents" ADD COLUMN "region" text;--> statement-breakpoint
CREATE INDEX "law_documents_level_region_idx" ON "law_documents" USING btree ("level","region");--> statement-breakpoint
-- Articles of the demo samples carry the flag that search filters on.
UPDATE "law_articles" SET "is_sample" = true WHERE "law_id" IN (SELECT "id" FROM "law_documents" WHERE "is_sample");
