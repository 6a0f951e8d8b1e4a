CREATE TABLE "activation_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"auth_name" text NOT NULL,
	"days" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"authorisation_id" integer
);
--> statement-breakpoint
ALTER TABLE "activation_batches" ADD CONSTRAINT "activation_batches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_batch_id_activation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "activation_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_authorisation_id_authorisations_id_fk" FOREIGN KEY ("authorisation_id") REFERENCES "authorisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activation_codes_hash_idx" ON "activation_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "activation_codes_batch_idx" ON "activation_codes" USING btree ("batch_id");