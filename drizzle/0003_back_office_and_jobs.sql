CREATE TABLE "agent_source_items" (
	"url" text PRIMARY KEY NOT NULL,
	"feed_url" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"article_id" uuid,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "indexing_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"success" boolean DEFAULT false NOT NULL,
	"submitted_urls" integer DEFAULT 0 NOT NULL,
	"urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_console" jsonb
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "indexnow_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cron_executions" ADD COLUMN "trigger" text DEFAULT 'schedule' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "agent_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "agent_feed_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_source_items" ADD CONSTRAINT "agent_source_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indexing_runs_started_at_idx" ON "indexing_runs" USING btree ("started_at" DESC NULLS LAST);