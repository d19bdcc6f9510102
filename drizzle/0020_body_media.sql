ALTER TABLE "articles" ADD COLUMN "body_media_urls" text[];--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body_media_rows" json;--> statement-breakpoint
CREATE INDEX "articles_body_media_urls_idx" ON "articles" USING gin ("body_media_urls");--> statement-breakpoint
CREATE INDEX "embeds_thumbnail_url_idx" ON "embeds" USING btree ("thumbnail_url") WHERE "embeds"."thumbnail_url" IS NOT NULL;--> statement-breakpoint
-- Issue 27 (ADR 0032): an article's body media (its embeds' cards and its pictures' variants) are
-- kept on its row, so the reader's request reads them with the article instead of a second
-- statement. One definition of the rows, used by the triggers below and by the request's own
-- look-up when the stored addresses are not the body's (body-media.server.ts). VOLATILE on
-- purpose: each call sees what committed before it, also when a save waited on a row lock.
CREATE OR REPLACE FUNCTION "forsiden_body_media_rows"(urls text[]) RETURNS json LANGUAGE sql AS $$
  SELECT coalesce(json_agg(r ORDER BY r.position), '[]'::json) FROM (
    SELECT u.position, u.url, e.provider, e.kind, e.title, e.author_name, e.author_url, e.text,
      e.thumbnail_url, e.player_url, e.aspect_ratio, e.duration_seconds, m.url AS media_url,
      m.width, m.height, m.variants, m.alt, m.credit, m.focal_x, m.focal_y
    FROM unnest(urls) WITH ORDINALITY AS u(url, position)
    LEFT JOIN "embeds" e ON e.url = u.url AND e.fetched_at IS NOT NULL
    LEFT JOIN "media" m ON m.url = COALESCE(e.thumbnail_url, u.url)
  ) r
$$;--> statement-breakpoint
-- The article's own write: whenever its addresses are written, its rows are made from them.
CREATE OR REPLACE FUNCTION "articles_body_media_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."body_media_rows" := CASE WHEN NEW."body_media_urls" IS NULL THEN NULL
    ELSE "forsiden_body_media_rows"(NEW."body_media_urls") END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_body_media_rows" BEFORE INSERT OR UPDATE OF "body_media_urls" ON "articles"
  FOR EACH ROW EXECUTE FUNCTION "articles_body_media_rows"();--> statement-breakpoint
-- Rebuilds the rows of every article showing one of these addresses (through the GIN index).
CREATE OR REPLACE FUNCTION "forsiden_refresh_body_media"(urls text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "articles" SET "body_media_rows" = "forsiden_body_media_rows"("body_media_urls")
  WHERE "body_media_urls" && urls AND cardinality(urls) > 0
$$;--> statement-breakpoint
-- Embeds fetched, refreshed with other data, or deleted: the articles showing their addresses.
-- Once per statement, from its transition tables, so a bulk write costs one look-up. An update
-- counts only when it changes what a card shows (a refresh that moves `refresh_after` or finds
-- the same answer writes no article).
CREATE OR REPLACE FUNCTION "embeds_body_media_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "forsiden_refresh_body_media"(ARRAY(SELECT n."url" FROM "new_embeds" n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "forsiden_refresh_body_media"(ARRAY(SELECT o."url" FROM "old_embeds" o));
  ELSE
    PERFORM "forsiden_refresh_body_media"(ARRAY(
      SELECT u."url" FROM "old_embeds" o JOIN "new_embeds" n ON n."id" = o."id",
        LATERAL (VALUES (o."url"), (n."url")) AS u("url")
      WHERE (o."url", o."provider", o."kind", o."title", o."author_name", o."author_url", o."text",
          o."thumbnail_url", o."player_url", o."aspect_ratio", o."duration_seconds", o."fetched_at" IS NULL)
        IS DISTINCT FROM (n."url", n."provider", n."kind", n."title", n."author_name", n."author_url",
          n."text", n."thumbnail_url", n."player_url", n."aspect_ratio", n."duration_seconds",
          n."fetched_at" IS NULL)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "embeds_body_media_rows_insert" AFTER INSERT ON "embeds"
  REFERENCING NEW TABLE AS "new_embeds" FOR EACH STATEMENT EXECUTE FUNCTION "embeds_body_media_rows"();--> statement-breakpoint
CREATE TRIGGER "embeds_body_media_rows_update" AFTER UPDATE ON "embeds"
  REFERENCING OLD TABLE AS "old_embeds" NEW TABLE AS "new_embeds"
  FOR EACH STATEMENT EXECUTE FUNCTION "embeds_body_media_rows"();--> statement-breakpoint
CREATE TRIGGER "embeds_body_media_rows_delete" AFTER DELETE ON "embeds"
  REFERENCING OLD TABLE AS "old_embeds" FOR EACH STATEMENT EXECUTE FUNCTION "embeds_body_media_rows"();--> statement-breakpoint
-- Pictures (or embeds' thumbnails) added, re-cropped, described or deleted: the articles showing
-- them, directly or through the embeds whose thumbnail they are. Once per statement, as above.
CREATE OR REPLACE FUNCTION "media_body_media_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  media_urls text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    media_urls := ARRAY(SELECT n."url" FROM "new_media" n);
  ELSIF TG_OP = 'DELETE' THEN
    media_urls := ARRAY(SELECT o."url" FROM "old_media" o);
  ELSE
    media_urls := ARRAY(
      SELECT u."url" FROM "old_media" o JOIN "new_media" n ON n."id" = o."id",
        LATERAL (VALUES (o."url"), (n."url")) AS u("url")
      WHERE (o."url", o."width", o."height", o."variants", o."alt", o."credit", o."focal_x", o."focal_y")
        IS DISTINCT FROM (n."url", n."width", n."height", n."variants", n."alt", n."credit", n."focal_x",
          n."focal_y"));
  END IF;
  IF cardinality(media_urls) > 0 THEN
    PERFORM "forsiden_refresh_body_media"(media_urls ||
      ARRAY(SELECT e."url" FROM "embeds" e WHERE e."thumbnail_url" = ANY(media_urls)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "media_body_media_rows_insert" AFTER INSERT ON "media"
  REFERENCING NEW TABLE AS "new_media" FOR EACH STATEMENT EXECUTE FUNCTION "media_body_media_rows"();--> statement-breakpoint
CREATE TRIGGER "media_body_media_rows_update" AFTER UPDATE ON "media"
  REFERENCING OLD TABLE AS "old_media" NEW TABLE AS "new_media"
  FOR EACH STATEMENT EXECUTE FUNCTION "media_body_media_rows"();--> statement-breakpoint
CREATE TRIGGER "media_body_media_rows_delete" AFTER DELETE ON "media"
  REFERENCING OLD TABLE AS "old_media" FOR EACH STATEMENT EXECUTE FUNCTION "media_body_media_rows"();
