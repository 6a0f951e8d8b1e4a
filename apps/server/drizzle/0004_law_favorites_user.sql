-- Favourites of users that no longer exist would stop the constraint; they mean nothing.
DELETE FROM "law_favorites" WHERE "user_id" NOT IN (SELECT "id" FROM "users");--> statement-breakpoint
ALTER TABLE "law_favorites" ADD CONSTRAINT "law_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
