CREATE TABLE "embeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"author_name" text,
	"author_url" text,
	"text" text,
	"thumbnail_url" text,
	"player_url" text,
	"aspect_ratio" real,
	"duration_seconds" integer,
	"fetched_at" timestamp with time zone,
	"refresh_after" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embeds_kind_known" CHECK ("embeds"."kind" IN ('video', 'post', 'audio'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_x" real;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_y" real;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "rights" text DEFAULT 'egen' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "credit" text;--> statement-breakpoint
UPDATE "media" SET "credit" = NULLIF(btrim("photographer"), '') WHERE "photographer" IS NOT NULL;--> statement-breakpoint
UPDATE "media" SET "rights" = 'klub', "credit" = COALESCE("credit", NULLIF(btrim("club"), ''), 'Klubben') WHERE "source" = 'logo';--> statement-breakpoint
CREATE UNIQUE INDEX "embeds_url_key" ON "embeds" USING btree ("url");--> statement-breakpoint
CREATE INDEX "embeds_refresh_after_idx" ON "embeds" USING btree ("refresh_after");--> statement-breakpoint
CREATE INDEX "media_rights_created_idx" ON "media" USING btree ("rights","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_focal_point" CHECK (("media"."focal_x" IS NULL AND "media"."focal_y" IS NULL) OR ("media"."focal_x" BETWEEN 0 AND 1 AND "media"."focal_y" BETWEEN 0 AND 1));--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_rights_known" CHECK ("media"."rights" IN ('egen', 'bureau', 'klub', 'læser', 'fri'));--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_credit_required" CHECK ("media"."rights" = 'egen' OR ("media"."credit" IS NOT NULL AND btrim("media"."credit") <> ''));