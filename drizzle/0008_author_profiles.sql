ALTER TABLE "articles" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "author_slug" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "portrait" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_author_published_idx" ON "articles" USING btree ("author_id","published_at" DESC NULLS FIRST,"id") WHERE "articles"."author_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_author_slug_key" ON "user" USING btree ("author_slug") WHERE "user"."author_slug" IS NOT NULL;--> statement-breakpoint
-- Data (issue 14, ADR 0015): a reader never sees an e-mail address as a byline.
-- 1. Staff, and every account whose e-mail is some article's byline, get a display name that is
--    not an e-mail: the address's local part as words ("ux-admin@…" → "Ux Admin") until they
--    choose one on /admin/profil.
UPDATE "user" SET "name" = coalesce(
    nullif(initcap(btrim(regexp_replace(split_part("email", '@', 1), '[^[:alnum:]]+', ' ', 'g'))), ''),
    'Redaktionen')
  WHERE (position('@' in "name") > 0 OR btrim("name") = '')
    AND ("role" IN ('admin', 'editor')
      OR EXISTS (SELECT 1 FROM "articles" a WHERE lower(btrim(a."author")) = lower("user"."email")));--> statement-breakpoint
-- 2. The same accounts get an author page address made from the name as lib/slug.ts toSlugValue
--    does (æ → ae, ø → o, å → aa, accents dropped); a name that is taken gets -2, -3 …
WITH "candidates" AS (
  SELECT "id", "created_at",
    coalesce(nullif(btrim(regexp_replace(
      translate(replace(replace(replace(lower("name"), 'æ', 'ae'), 'ø', 'o'), 'å', 'aa'),
        'áàâäãéèêëíìîïóòôöõúùûüýÿñç', 'aaaaaeeeeiiiiooooouuuuyync'),
      '[^a-z0-9]+', '-', 'g'), '-'), ''), 'forfatter') AS "base"
  FROM "user"
  WHERE "author_slug" IS NULL
    AND ("role" IN ('admin', 'editor')
      OR EXISTS (SELECT 1 FROM "articles" a WHERE lower(btrim(a."author")) = lower("user"."email")))
), "numbered" AS (
  SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "created_at", "id") AS "n"
  FROM "candidates"
)
UPDATE "user" SET "author_slug" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."base"
    ELSE "numbered"."base" || '-' || "numbered"."n" END
  FROM "numbered" WHERE "user"."id" = "numbered"."id";--> statement-breakpoint
-- 3. Articles whose byline is an account's e-mail point at that account and carry its name.
UPDATE "articles" SET "author_id" = u."id", "author" = u."name"
  FROM "user" u
  WHERE "articles"."author_id" IS NULL
    AND position('@' in "articles"."author") > 0
    AND lower(btrim("articles"."author")) = lower(u."email");--> statement-breakpoint
-- 4. Any other e-mail left in a byline (an account that no longer exists) is removed: the article
--    is then by the site, as an article without an author always was.
UPDATE "articles" SET "author" = NULL
  WHERE "author_id" IS NULL AND "author" ~ '[^[:space:]@]+@[^[:space:]@]+';
