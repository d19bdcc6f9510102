ALTER TABLE "clubs" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "clubs" SET "follower_count" = (SELECT count(*) FROM "club_follows" f WHERE f."club_id" = "clubs"."id");--> statement-breakpoint
-- Issue 24: every follow added or removed (unfollowing, or a deleted account's cascade) moves its
-- club's count in the same transaction, so 'Mest fulgte klubber' never counts the follows.
CREATE OR REPLACE FUNCTION "club_follows_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "clubs" SET "follower_count" = "follower_count" + 1 WHERE "id" = NEW."club_id";
  ELSE
    UPDATE "clubs" SET "follower_count" = greatest("follower_count" - 1, 0) WHERE "id" = OLD."club_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "club_follows_count" AFTER INSERT OR DELETE ON "club_follows"
  FOR EACH ROW EXECUTE FUNCTION "club_follows_count"();
