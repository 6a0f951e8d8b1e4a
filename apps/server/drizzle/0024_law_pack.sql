CREATE TABLE "law_redirects" (
	"from_law_id" integer PRIMARY KEY NOT NULL,
	"to_law_id" integer NOT NULL,
	"articles" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_pack_loads" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"source_commit" text NOT NULL,
	"state" text NOT NULL,
	"total" integer NOT NULL,
	"loaded" integer NOT NULL,
	"source_keys" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "law_redirects" ADD CONSTRAINT "law_redirects_to_law_id_law_documents_id_fk" FOREIGN KEY ("to_law_id") REFERENCES "law_documents"("id") ON DELETE cascade ON UPDATE no action;