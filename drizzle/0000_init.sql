CREATE TABLE "agent_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"event_message" text NOT NULL,
	"execution_time_ms" integer
);
--> statement-breakpoint
CREATE TABLE "article_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text,
	"image_credit" text,
	"category" text DEFAULT 'Nyheder' NOT NULL,
	"tags" text[],
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"is_agent_generated" boolean DEFAULT false NOT NULL,
	"author" text,
	"views" integer DEFAULT 0 NOT NULL,
	"partner" text,
	"source_url" text,
	"generator" text,
	"version" integer DEFAULT 1 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('danish', coalesce("articles"."title", '')), 'A') || setweight(to_tsvector('danish', coalesce("articles"."excerpt", '')), 'B') || setweight(to_tsvector('danish', coalesce("articles"."content", '')), 'C')) STORED,
	CONSTRAINT "articles_views_nonnegative" CHECK ("articles"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"description" text,
	"website" text,
	"stadium" text,
	"location" text,
	"founded" integer,
	"league" text NOT NULL,
	"country" text NOT NULL,
	"logo_url" text,
	"primary_color" text,
	"secondary_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_founded_range" CHECK ("clubs"."founded" IS NULL OR ("clubs"."founded" BETWEEN 1800 AND 2030))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text
);
--> statement-breakpoint
CREATE TABLE "cron_executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_name" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"error_message" text,
	"response_data" jsonb
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"season" text DEFAULT '2024-25' NOT NULL,
	"section" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"external_code" text
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_club_slug" text,
	"away_club_slug" text,
	"kickoff_at" timestamp with time zone NOT NULL,
	"competition" text NOT NULL,
	"league_key" text,
	"season" text,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_status_valid" CHECK ("matches"."status" IN ('upcoming', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"storage_key" text NOT NULL,
	"title" text,
	"alt" text,
	"caption" text,
	"keywords" text[],
	"photographer" text,
	"club" text,
	"category" text,
	"source" text DEFAULT 'upload' NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "page_views_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_class" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_daily_day_path_referrer_class_pk" PRIMARY KEY("day","path","referrer_class")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text DEFAULT 'Forsiden' NOT NULL,
	"site_description" text DEFAULT 'Danske & Internationale fodboldnyheder 24/7' NOT NULL,
	"enable_notifications" boolean DEFAULT true NOT NULL,
	"enable_analytics" boolean DEFAULT true NOT NULL,
	"auto_publish" boolean DEFAULT false NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"index_now_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "standings_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_key" text NOT NULL,
	"season" text NOT NULL,
	"position" integer NOT NULL,
	"team" text NOT NULL,
	"club_slug" text,
	"played" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"drawn" integer DEFAULT 0 NOT NULL,
	"lost" integer DEFAULT 0 NOT NULL,
	"goals_for" integer DEFAULT 0 NOT NULL,
	"goals_against" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"form" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_rows" ADD CONSTRAINT "standings_rows_league_key_leagues_key_fk" FOREIGN KEY ("league_key") REFERENCES "public"."leagues"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_logs_timestamp_idx" ON "agent_logs" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_revisions_article_idx" ON "article_revisions" USING btree ("article_id","version" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_source_url_key" ON "articles" USING btree ("source_url");--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_views_idx" ON "articles" USING btree ("views" DESC NULLS LAST,"published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "articles_tags_gin" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "articles_search_gin" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_slug_key" ON "clubs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "clubs_country_league_name_idx" ON "clubs" USING btree ("country","league","name");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cron_executions_started_at_idx" ON "cron_executions" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matches_home_idx" ON "matches" USING btree ("home_club_slug","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_away_idx" ON "matches" USING btree ("away_club_slug","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_league_idx" ON "matches" USING btree ("league_key","season");--> statement-breakpoint
CREATE UNIQUE INDEX "media_url_key" ON "media" USING btree ("url");--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_keywords_gin" ON "media" USING gin ("keywords");--> statement-breakpoint
CREATE INDEX "page_views_daily_day_idx" ON "page_views_daily" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "standings_rows_league_season_team_key" ON "standings_rows" USING btree ("league_key","season","team");--> statement-breakpoint
CREATE INDEX "standings_rows_league_season_position_idx" ON "standings_rows" USING btree ("league_key","season","position");