DROP INDEX "articles_published_at_idx";--> statement-breakpoint
DROP INDEX "articles_views_idx";--> statement-breakpoint
CREATE INDEX "articles_public_published_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id") WHERE "articles"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "articles_public_views_idx" ON "articles" USING btree ("views" DESC NULLS FIRST,"published_at" DESC NULLS FIRST) WHERE "articles"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "articles_public_category_idx" ON "articles" USING btree ("category","published_at" DESC NULLS FIRST) WHERE "articles"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "articles_public_generator_idx" ON "articles" USING btree ("generator","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."is_draft" = false AND "articles"."generator" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_admin_order_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "articles_picker_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST) WHERE "articles"."image_url" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "articles_scheduled_idx" ON "articles" USING btree ("published_at") WHERE "articles"."is_draft" = false AND "articles"."published_at" > "articles"."updated_at";--> statement-breakpoint
CREATE INDEX "articles_indexnow_pending_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST) WHERE "articles"."is_draft" = false AND ("articles"."indexnow_submitted_at" IS NULL OR "articles"."indexnow_submitted_at" < "articles"."updated_at");