ALTER TABLE "articles" DROP CONSTRAINT "articles_column_check";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "law_refs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_column_check" CHECK ("articles"."column" in ('备考方法', '法律实务', '法条解读', '案例分析'));