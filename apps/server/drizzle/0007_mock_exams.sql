CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"chosen" text[] NOT NULL,
	"texts" jsonb NOT NULL,
	"marked" boolean NOT NULL,
	"seq" integer NOT NULL,
	"changed_at" timestamp with time zone,
	"saved_at" timestamp with time zone NOT NULL,
	"achieved" jsonb,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"score" integer,
	"scored" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_logins" (
	"registration_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"logged_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_logins_registration_id_session_id_pk" PRIMARY KEY("registration_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"gap_minutes_before" integer DEFAULT 0 NOT NULL,
	"partial_credit" boolean DEFAULT false NOT NULL,
	"sections" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"max_score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_no" text NOT NULL,
	"real_name" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"login_failures" integer DEFAULT 0 NOT NULL,
	"login_failures_since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_registrations_ticket_no_unique" UNIQUE("ticket_no")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"variant" text NOT NULL,
	"start_mode" text NOT NULL,
	"access" text NOT NULL,
	"organisation_id" integer,
	"description" text NOT NULL,
	"notice_html" text NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"late_entry_minutes" integer NOT NULL,
	"submit_opens_minutes_before_end" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "exam_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_logins" ADD CONSTRAINT "exam_logins_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "exam_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_logins" ADD CONSTRAINT "exam_logins_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_registration_paper_idx" ON "exam_attempts" USING btree ("registration_id","paper_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_paper_score_idx" ON "exam_attempts" USING btree ("paper_id","score");--> statement-breakpoint
CREATE INDEX "exam_attempts_open_deadline_idx" ON "exam_attempts" USING btree ("deadline") WHERE status = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_papers_exam_ordinal_idx" ON "exam_papers" USING btree ("exam_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_registrations_exam_user_idx" ON "exam_registrations" USING btree ("exam_id","user_id");--> statement-breakpoint
CREATE INDEX "exam_registrations_user_idx" ON "exam_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exams_starts_at_idx" ON "exams" USING btree ("starts_at");