CREATE TABLE "article_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_presence" (
	"article_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"editing" boolean DEFAULT false NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_presence_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_working_copies" (
	"user_id" text NOT NULL,
	"draft_key" text NOT NULL,
	"article_id" uuid,
	"base_version" integer,
	"fields" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_working_copies_user_id_draft_key_pk" PRIMARY KEY("user_id","draft_key")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"assignee_id" text,
	"created_by" text,
	"match_id" uuid,
	"club_id" uuid,
	"article_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_status_valid" CHECK ("assignments"."status" IN ('open', 'started', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "staff_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"article_id" uuid,
	"text" text NOT NULL,
	"href" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_role_valid";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "article_notes" ADD CONSTRAINT "article_notes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_notes" ADD CONSTRAINT "article_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_presence" ADD CONSTRAINT "article_presence_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_presence" ADD CONSTRAINT "article_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_transitions" ADD CONSTRAINT "article_transitions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_transitions" ADD CONSTRAINT "article_transitions_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_working_copies" ADD CONSTRAINT "article_working_copies_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_working_copies" ADD CONSTRAINT "article_working_copies_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_notes_article_idx" ON "article_notes" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "article_notes_author_idx" ON "article_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "article_presence_user_idx" ON "article_presence" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "article_presence_seen_idx" ON "article_presence" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "article_transitions_article_idx" ON "article_transitions" USING btree ("article_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_transitions_actor_idx" ON "article_transitions" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "article_working_copies_saved_idx" ON "article_working_copies" USING btree ("saved_at");--> statement-breakpoint
CREATE INDEX "article_working_copies_article_idx" ON "article_working_copies" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "assignments_assignee_idx" ON "assignments" USING btree ("assignee_id","deadline");--> statement-breakpoint
CREATE INDEX "assignments_deadline_idx" ON "assignments" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "assignments_article_idx" ON "assignments" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "assignments_match_idx" ON "assignments" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "assignments_club_idx" ON "assignments" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "assignments_created_by_idx" ON "assignments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "assignments_open_deadline_idx" ON "assignments" USING btree ("deadline") WHERE "assignments"."status" IN ('open', 'started');--> statement-breakpoint
CREATE INDEX "assignments_open_assignee_idx" ON "assignments" USING btree ("assignee_id","deadline") WHERE "assignments"."status" IN ('open', 'started');--> statement-breakpoint
CREATE INDEX "staff_notifications_user_idx" ON "staff_notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_notifications_unread_idx" ON "staff_notifications" USING btree ("user_id") WHERE "staff_notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "staff_notifications_article_idx" ON "staff_notifications" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "articles_review_state_idx" ON "articles" USING btree ("review_state","updated_at" DESC NULLS LAST) WHERE "articles"."review_state" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_review_state_valid" CHECK ("articles"."review_state" IN ('submitted', 'approved', 'returned'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_valid" CHECK ("user"."role" IN ('admin', 'editor', 'contributor', 'user'));