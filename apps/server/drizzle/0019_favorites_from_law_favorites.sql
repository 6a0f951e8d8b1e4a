CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id"),
	CONSTRAINT "favorites_kind_check" CHECK ("favorites"."kind" in ('law', 'book', 'course', 'article'))
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_user_kind_created_idx" ON "favorites" USING btree ("user_id","kind","created_at");--> statement-breakpoint
-- Law favourites move into the one favourites model (their time kept), then their table goes.
INSERT INTO "favorites" ("user_id", "kind", "target_id", "created_at")
SELECT "user_id", 'law', "law_id", "created_at" FROM "law_favorites"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "law_favorites" CASCADE;
