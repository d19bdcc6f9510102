ALTER TABLE "user" ADD COLUMN "name_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_admin_drafts_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "articles"."is_draft" = true;--> statement-breakpoint
-- Data (issue 22): a display name counts as chosen unless it is an e-mail, blank, or still the one
-- made from the address by migration 0008 / ensureAuthorIdentity ("ux-admin@…" → "Ux Admin").
UPDATE "user" SET "name_confirmed_at" = now()
  WHERE position('@' in "name") = 0 AND btrim("name") <> ''
    AND "name" <> coalesce(
      nullif(initcap(btrim(regexp_replace(split_part("email", '@', 1), '[^[:alnum:]]+', ' ', 'g'))), ''),
      'Redaktionen');--> statement-breakpoint
-- One label for one meaning (issue 22): the sample content's 'Transfer' is the admin choice 'Transfers'.
UPDATE "articles" SET "category" = 'Transfers' WHERE "category" = 'Transfer';
