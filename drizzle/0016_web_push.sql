CREATE TABLE "push_deliveries" (
	"message_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "push_deliveries_message_id_subscription_id_pk" PRIMARY KEY("message_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "push_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"topics" text[] NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"push_topic" text,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"ttl_seconds" integer DEFAULT 3600 NOT NULL,
	"goal" boolean DEFAULT false NOT NULL,
	"dedupe_key" text,
	"article_id" uuid,
	"match_id" uuid,
	"created_by" text,
	"status" text DEFAULT 'sending' NOT NULL,
	"cursor" uuid,
	"claimed_all" boolean DEFAULT false NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"expired_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscription_topics" (
	"topic" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"via_account" boolean DEFAULT false NOT NULL,
	CONSTRAINT "push_subscription_topics_topic_subscription_id_pk" PRIMARY KEY("topic","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_id" text,
	"account_clubs" boolean DEFAULT false NOT NULL,
	"quiet_hours" boolean DEFAULT true NOT NULL,
	"quiet_start" integer DEFAULT 23 NOT NULL,
	"quiet_end" integer DEFAULT 7 NOT NULL,
	"quiet_goals" boolean DEFAULT false NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_delivered_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_quiet_hours" CHECK ("push_subscriptions"."quiet_start" BETWEEN 0 AND 23 AND "push_subscriptions"."quiet_end" BETWEEN 0 AND 23)
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_vapid_keys_single_row" CHECK ("push_vapid_keys"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_message_id_push_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."push_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription_topics" ADD CONSTRAINT "push_subscription_topics_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_subscription_idx" ON "push_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_open_idx" ON "push_deliveries" USING btree ("status","next_attempt_at") WHERE "push_deliveries"."status" IN ('claimed', 'retry');--> statement-breakpoint
CREATE UNIQUE INDEX "push_messages_dedupe_key" ON "push_messages" USING btree ("dedupe_key") WHERE "push_messages"."dedupe_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "push_messages_created_at_idx" ON "push_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_messages_kind_created_idx" ON "push_messages" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_messages_open_idx" ON "push_messages" USING btree ("created_at") WHERE "push_messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "push_messages_match_idx" ON "push_messages" USING btree ("match_id") WHERE "push_messages"."match_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "push_subscription_topics_subscription_idx" ON "push_subscription_topics" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id") WHERE "push_subscriptions"."user_id" IS NOT NULL;--> statement-breakpoint
-- Issue 25: a device linked to an account with account_clubs follows the account's clubs. Every
-- follow added or removed (a deleted account's cascade included) changes those devices' club topics
-- in the same transaction, so a goal's fan-out reads topics only.
CREATE OR REPLACE FUNCTION "club_follows_push_topics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "push_subscription_topics" ("topic", "subscription_id", "via_account")
      SELECT 'club:' || NEW."club_id", s."id", true FROM "push_subscriptions" s
      WHERE s."user_id" = NEW."user_id" AND s."account_clubs"
      ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM "push_subscription_topics" t USING "push_subscriptions" s
      WHERE t."subscription_id" = s."id" AND s."user_id" = OLD."user_id"
        AND t."topic" = 'club:' || OLD."club_id" AND t."via_account";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "club_follows_push_topics" AFTER INSERT OR DELETE ON "club_follows"
  FOR EACH ROW EXECUTE FUNCTION "club_follows_push_topics"();
