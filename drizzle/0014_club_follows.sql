CREATE TABLE "club_follows" (
	"user_id" text NOT NULL,
	"club_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_follows_user_id_club_id_pk" PRIMARY KEY("user_id","club_id")
);
--> statement-breakpoint
ALTER TABLE "club_follows" ADD CONSTRAINT "club_follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_follows" ADD CONSTRAINT "club_follows_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_follows_club_idx" ON "club_follows" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_undeliverable_idx" ON "newsletter_subscribers" USING btree ("id") WHERE "newsletter_subscribers"."undeliverable_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "standings_rows_club_season_idx" ON "standings_rows" USING btree ("club_slug","season" DESC NULLS LAST);