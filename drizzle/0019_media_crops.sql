ALTER TABLE "media" ADD COLUMN "crop_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "retired_crops" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "crops_retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_image_url_idx" ON "articles" USING btree ("image_url") WHERE "articles"."image_url" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "media_crops_pending_idx" ON "media" USING btree ("created_at","id") WHERE NOT ("media"."variants" @> '[{"crop":"square"}]'::jsonb) AND "media"."crop_failures" < 3 AND "media"."source" NOT IN ('logo', 'embed');--> statement-breakpoint
CREATE INDEX "media_crops_retired_idx" ON "media" USING btree ("crops_retired_at") WHERE "media"."crops_retired_at" IS NOT NULL;