ALTER TABLE "articles" ADD COLUMN "live_updated_at" timestamp with time zone;--> statement-breakpoint
-- Issue 22: an article while it is live ranks by its newest live update; existing ones take it from live_updates.
UPDATE "articles" SET "live_updated_at" = "u"."newest"
  FROM (SELECT "article_id", max("created_at") AS "newest" FROM "live_updates" GROUP BY "article_id") AS "u"
  WHERE "articles"."id" = "u"."article_id";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "latest_at" timestamp with time zone GENERATED ALWAYS AS (GREATEST("articles"."published_at", CASE WHEN "articles"."live_status" = 'live' THEN "articles"."live_updated_at" END)) STORED;--> statement-breakpoint
CREATE INDEX "articles_public_latest_idx" ON "articles" USING btree ("latest_at" DESC NULLS FIRST,"id") WHERE "articles"."is_draft" = false;
