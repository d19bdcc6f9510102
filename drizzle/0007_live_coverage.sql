CREATE TABLE "live_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"body" text NOT NULL,
	"event_type" text,
	"minute" integer,
	"image_url" text,
	"image_alt" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"author" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_updates_minute_range" CHECK ("live_updates"."minute" IS NULL OR "live_updates"."minute" BETWEEN 0 AND 130),
	CONSTRAINT "live_updates_event_type_valid" CHECK ("live_updates"."event_type" IS NULL OR "live_updates"."event_type" IN ('goal', 'own_goal', 'penalty', 'yellow_card', 'red_card', 'substitution', 'var', 'kickoff', 'half_time', 'full_time'))
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_status_valid";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_status" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_match_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "coverage_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "coverage_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "phase" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "minute" integer;--> statement-breakpoint
ALTER TABLE "live_updates" ADD CONSTRAINT "live_updates_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_topic_seq_idx" ON "live_events" USING btree ("topic","seq");--> statement-breakpoint
CREATE INDEX "live_updates_article_idx" ON "live_updates" USING btree ("article_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_live_match_id_matches_id_fk" FOREIGN KEY ("live_match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_live_idx" ON "articles" USING btree ("live_status","published_at" DESC NULLS FIRST) WHERE "articles"."live_status" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_live_match_idx" ON "articles" USING btree ("live_match_id") WHERE "articles"."live_match_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "matches_kickoff_idx" ON "matches" USING btree ("kickoff_at");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_live_status_valid" CHECK ("articles"."live_status" IS NULL OR "articles"."live_status" IN ('pre', 'live', 'ended'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_phase_valid" CHECK ("matches"."phase" IS NULL OR "matches"."phase" IN ('first_half', 'half_time', 'second_half', 'extra_time', 'penalties', 'full_time'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_minute_range" CHECK ("matches"."minute" IS NULL OR "matches"."minute" BETWEEN 0 AND 130);--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_status_valid" CHECK ("matches"."status" IN ('upcoming', 'live', 'finished'));