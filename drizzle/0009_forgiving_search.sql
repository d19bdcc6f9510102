-- Forgiving search (issue 14, ADR 0015). Both extensions are trusted (a database owner may create
-- them); PGlite loads them in its constructor (app/server/db/client.server.ts).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
-- One folding for stored text and queries: accents off (unaccent: ø→o, æ→ae, å→a, é→e, ß→ss …),
-- lower case, then the Danish spellings oe→o and aa→a, so "Brøndby", "Broendby" and "Brondby"
-- are all "brondby" and "Aalborg"/"Ålborg" both "alborg". unaccent() is only STABLE (its rules
-- file could change); with the dictionary named it is fixed, so the wrapper is declared IMMUTABLE
-- for the generated column and the indexes. Changing this function means rebuilding both.
CREATE OR REPLACE FUNCTION public.forsiden_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT replace(replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), 'oe', 'o'), 'aa', 'a') $$;--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('danish', forsiden_fold(coalesce("articles"."title", ''))), 'A') || setweight(to_tsvector('danish', forsiden_fold(coalesce("articles"."excerpt", ''))), 'B') || setweight(to_tsvector('danish', forsiden_fold(coalesce("articles"."content", ''))), 'C')) STORED;--> statement-breakpoint
-- Dropping the column dropped its GIN index.
CREATE INDEX "articles_search_gin" ON "articles" USING gin ("search_vector");--> statement-breakpoint
-- The folded title, stored: the typo search and the admin search walk many rows, and folding each
-- one on the way cost ~20 µs a row (300 ms for "Brøndy" at 100k articles).
ALTER TABLE "articles" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (forsiden_fold("articles"."title")) STORED;--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clubs_name_trgm_idx" ON "clubs" USING gin (forsiden_fold("name") gin_trgm_ops);
