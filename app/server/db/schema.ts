import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { MediaVariant } from "../../lib/media-variant";

const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Spec §3 Article, plus the fields PRODUCT.md adds (partner, source, generator, version). */
export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    imageCredit: text("image_credit"),
    category: text("category").notNull().default("Nyheder"),
    // Normalised tags: "liga:premier-league", "klub:fc-kobenhavn", free text. See features/articles/tags.ts.
    tags: text("tags").array(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
    isDraft: boolean("is_draft").notNull().default(false),
    isAgentGenerated: boolean("is_agent_generated").notNull().default(false),
    // The byline as text: the writer's display name when saved, "Agent", or a partner/desk name.
    author: text("author"),
    // The staff member who wrote it (migration 0008); the byline then shows their current display
    // name and links to /forfatter/{slug}. Null for AI, partner and imported articles.
    authorId: text("author_id").references((): AnyPgColumn => user.id, { onDelete: "set null" }),
    views: integer("views").notNull().default(0),
    // Advertorials name the paying partner.
    partner: text("partner"),
    // Where an AI article came from; unique so the same source never makes two articles.
    sourceUrl: text("source_url"),
    // Which generator made it: "url", "history", "agent"; null for hand-written.
    generator: text("generator"),
    // When the article's URL was last sent to IndexNow; null means "not yet submitted".
    indexNowSubmittedAt: timestamp("indexnow_submitted_at", { withTimezone: true }),
    // Optimistic concurrency: each save increments it, a stale save is refused.
    version: integer("version").notNull().default(1),
    // Live coverage (issue 15): null for an ordinary article; "pre", "live" or "ended" for a live
    // article. Score and minute live on the match row so every page shows the same score.
    liveStatus: text("live_status"),
    liveMatchId: uuid("live_match_id").references(() => matches.id, { onDelete: "set null" }),
    coverageStartedAt: timestamp("coverage_started_at", { withTimezone: true }),
    coverageEndedAt: timestamp("coverage_ended_at", { withTimezone: true }),
    // Issue 25: the live desk's switch: goals, red cards, kick-off, half-time and full-time of this
    // article's match go out as push automatically unless the desk turns it off.
    livePush: boolean("live_push").notNull().default(true),
    // Issue 26, the review workflow (ADR 0028): where an unpublished article is on its way to
    // publication. Null: a plain draft ('Kladde') or a published article; "submitted" ('Til
    // redigering'), "approved" ('Godkendt'), "returned" (sent back to the writer with a comment).
    // Readers are gated by is_draft alone; this column never makes anything public.
    reviewState: text("review_state"),
    // Issue 22: when the newest live update was posted (null without one), kept by the live desk's
    // writes in their transaction. `latest_at` is what 'latest' lists sort by: the publish time, or
    // while the article is live, its newest update when that is later (GREATEST skips NULL).
    liveUpdatedAt: timestamp("live_updated_at", { withTimezone: true }),
    // Issue 27 (ADR 0032): the addresses of the body's embeds and pictures, as the save's parser
    // found them (lib/article-body.ts `bodyMediaUrlsOf`), and their stored cards and variants,
    // kept by triggers (migration 0020: the article's own write, and every write to `embeds` and
    // `media` that changes what a card shows), so the reader's request reads them with the row.
    // The request checks the addresses against its own parse and looks up itself when they differ.
    bodyMediaUrls: text("body_media_urls").array(),
    bodyMediaRows: json("body_media_rows"),
    latestAt: timestamp("latest_at", { withTimezone: true }).generatedAlwaysAs(
      (): SQL =>
        sql`GREATEST(${articles.publishedAt}, CASE WHEN ${articles.liveStatus} = 'live' THEN ${articles.liveUpdatedAt} END)`,
    ),
    // The title folded (forsiden_fold, ADR 0015), stored so the typo search and the admin search
    // compare trigrams without folding every row they walk.
    titleFolded: text("title_folded").generatedAlwaysAs((): SQL => sql`forsiden_fold(${articles.title})`),
    // Over folded text (forsiden_fold, migration 0009: "Brondby", "Broendby" and "Brøndby" are one
    // word); the search folds its query the same way (ADR 0015).
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('danish', forsiden_fold(coalesce(${articles.title}, ''))), 'A') || setweight(to_tsvector('danish', forsiden_fold(coalesce(${articles.excerpt}, ''))), 'B') || setweight(to_tsvector('danish', forsiden_fold(coalesce(${articles.content}, ''))), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex("articles_slug_key").on(t.slug),
    uniqueIndex("articles_source_url_key").on(t.sourceUrl),
    // Index order and NULLS placement match the ORDER BY exactly, or PostgreSQL sorts every row
    // (docs/decisions/0013). SQL `DESC` means NULLS FIRST; Drizzle's index `.desc()` alone is
    // NULLS LAST, so NULLS FIRST is spelled out.
    // Public lists (latest, tag/club news, related, RSS, sitemaps): visible rows only, newest first.
    index("articles_public_published_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id.asc())
      .where(sql`${t.isDraft} = false`),
    // Issue 22: 'latest' lists (home, ticker, headlines, tag and club news) by latest_at.
    index("articles_public_latest_idx")
      .on(t.latestAt.desc().nullsFirst(), t.id.asc())
      .where(sql`${t.isDraft} = false`),
    // Most read and analytics top articles.
    index("articles_public_views_idx")
      .on(t.views.desc().nullsFirst(), t.publishedAt.desc().nullsFirst())
      .where(sql`${t.isDraft} = false`),
    // Related by category.
    index("articles_public_category_idx")
      .on(t.category, t.publishedAt.desc().nullsFirst())
      .where(sql`${t.isDraft} = false`),
    // Issue 26: the review queue and its count (a small share of the rows).
    index("articles_review_state_idx")
      .on(t.reviewState, t.updatedAt.desc())
      .where(sql`${t.reviewState} IS NOT NULL`),
    check("articles_review_state_valid", sql`${t.reviewState} IN ('submitted', 'approved', 'returned')`),
    // History and other generator lists (a small share of the rows).
    index("articles_public_generator_idx")
      .on(t.generator, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isDraft} = false AND ${t.generator} IS NOT NULL`),
    // Admin article table: drafts without a date first, then newest (keyset-friendly, unique).
    index("articles_admin_order_idx").on(
      t.publishedAt.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.asc(),
    ),
    // Admin article table filtered to drafts (issue 22): the same order, drafts only.
    index("articles_admin_drafts_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.asc())
      .where(sql`${t.isDraft} = true`),
    // Media picker: articles with an image, dated ones first.
    index("articles_picker_idx")
      .on(t.publishedAt.desc().nullsLast(), t.createdAt.desc().nullsFirst())
      .where(sql`${t.imageUrl} IS NOT NULL`),
    index("articles_category_idx").on(t.category),
    // Issue 27: the articles whose page shows a picture whose crops changed (their cache is refreshed).
    index("articles_image_url_idx").on(t.imageUrl).where(sql`${t.imageUrl} IS NOT NULL`),
    // The triggers that keep `body_media_rows` find the articles showing an address through it.
    index("articles_body_media_urls_idx").using("gin", t.bodyMediaUrls),
    index("articles_created_at_idx").on(t.createdAt),
    index("articles_updated_at_idx").on(t.updatedAt),
    // Scheduled articles not yet gone live (publish-scheduled job): a handful of rows.
    index("articles_scheduled_idx")
      .on(t.publishedAt)
      .where(sql`${t.isDraft} = false AND ${t.publishedAt} > ${t.updatedAt}`),
    // IndexNow: published articles not yet submitted or changed since.
    index("articles_indexnow_pending_idx")
      .on(t.publishedAt.desc().nullsFirst())
      .where(
        sql`${t.isDraft} = false AND (${t.indexNowSubmittedAt} IS NULL OR ${t.indexNowSubmittedAt} < ${t.updatedAt})`,
      ),
    index("articles_tags_gin").using("gin", t.tags),
    index("articles_search_gin").using("gin", t.searchVector),
    // Typo-tolerant title search (pg_trgm `%>` on the folded title, ADR 0015).
    index("articles_title_trgm_idx").using("gin", sql`${t.titleFolded} gin_trgm_ops`),
    check("articles_views_nonnegative", sql`${t.views} >= 0`),
    check(
      "articles_live_status_valid",
      sql`${t.liveStatus} IS NULL OR ${t.liveStatus} IN ('pre', 'live', 'ended')`,
    ),
    // Live articles (LIVE badges, the match centre): a handful of rows.
    index("articles_live_idx")
      .on(t.liveStatus, t.publishedAt.desc().nullsFirst())
      .where(sql`${t.liveStatus} IS NOT NULL`),
    index("articles_live_match_idx").on(t.liveMatchId).where(sql`${t.liveMatchId} IS NOT NULL`),
    // An author's page lists their articles newest first (and a deleted user's rows are found).
    index("articles_author_published_idx")
      .on(t.authorId, t.publishedAt.desc().nullsFirst(), t.id.asc())
      .where(sql`${t.authorId} IS NOT NULL`),
  ],
);

/** One entry of a live blog (issue 15), newest first by `created_at`. */
export const liveUpdates = pgTable(
  "live_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    // Mål, Selvmål, Straffe, Gult kort, Rødt kort, Udskiftning, VAR, Kampstart, Pause, Slutfløjt
    // as keys: goal, own_goal, penalty, yellow_card, red_card, substitution, var, kickoff,
    // half_time, full_time; null for a plain text update.
    eventType: text("event_type"),
    minute: integer("minute"),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    pinned: boolean("pinned").notNull().default(false),
    author: text("author"),
    createdBy: text("created_by"),
    ...timestamps,
  },
  (t) => [
    index("live_updates_article_idx").on(t.articleId, t.createdAt.desc().nullsFirst()),
    check("live_updates_minute_range", sql`${t.minute} IS NULL OR ${t.minute} BETWEEN 0 AND 130`),
    check(
      "live_updates_event_type_valid",
      sql`${t.eventType} IS NULL OR ${t.eventType} IN ('goal', 'own_goal', 'penalty', 'yellow_card', 'red_card', 'substitution', 'var', 'kickoff', 'half_time', 'full_time')`,
    ),
  ],
);

/**
 * The journal the live streams send: every change to a live blog (insert, edit, delete, pin) or a
 * live score takes the next `seq`, which is the SSE event id. A reader resuming with
 * Last-Event-ID gets every row after it, deletions and edits included; old rows are pruned.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    // "article:<uuid>" or "matches"
    topic: text("topic").notNull(),
    // JSON payload sent as the SSE `data:` line
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_events_topic_seq_idx").on(t.topic, t.seq)],
);

/** Every save keeps the previous state so an editor can restore it. */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by"),
  },
  (t) => [index("article_revisions_article_idx").on(t.articleId, t.version.desc())],
);

/** Spec §3 Club. */
export const clubs = pgTable(
  "clubs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    shortName: text("short_name"),
    description: text("description"),
    website: text("website"),
    stadium: text("stadium"),
    location: text("location"),
    founded: integer("founded"),
    league: text("league").notNull(),
    country: text("country").notNull(),
    logoUrl: text("logo_url"),
    primaryColor: text("primary_color"),
    secondaryColor: text("secondary_color"),
    // Readers following the club (issue 24): kept by a trigger on club_follows (migration 0015),
    // whatever deletes a follow (unfollowing, a deleted account's cascade), so the staff's
    // 'Mest fulgte klubber' reads a few club rows instead of counting a million follows.
    followerCount: integer("follower_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("clubs_slug_key").on(t.slug),
    index("clubs_country_league_name_idx").on(t.country, t.league, t.name),
    // Club matches and "Mente du …?" in the reader search (pg_trgm on the folded name, ADR 0015).
    index("clubs_name_trgm_idx").using("gin", sql`forsiden_fold(${t.name}) gin_trgm_ops`),
    check("clubs_founded_range", sql`${t.founded} IS NULL OR (${t.founded} BETWEEN 1800 AND 2030)`),
  ],
);

/** Media library: uploads, imported images and the stock-photo samples, with responsive variants. */
export type { MediaVariant };

export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    url: text("url").notNull(),
    storageKey: text("storage_key").notNull(),
    title: text("title"),
    alt: text("alt"),
    caption: text("caption"),
    keywords: text("keywords").array(),
    photographer: text("photographer"),
    club: text("club"),
    category: text("category"),
    // "upload", "import", "stock", "logo", "historical"
    source: text("source").notNull().default("upload"),
    mimeType: text("mime_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
    // Issue 27: what matters in the picture, as fractions of its width and height (0–1); every
    // crop is cut around it. Null: sharp's attention strategy chooses.
    focalX: real("focal_x"),
    focalY: real("focal_y"),
    // Issue 27: who owns the picture (lib/image-rights.ts) and the credit line shown with it; a
    // credit is required for everything but our own.
    rights: text("rights").notNull().default("egen"),
    credit: text("credit"),
    // Issue 27: failed attempts of the 'billedudsnit' job to cut this picture's crops (a missing
    // or broken original); after 3 the job stops trying, so such rows cannot block its batches.
    cropFailures: smallint("crop_failures").notNull().default(0),
    // Issue 27: the addresses of crops a new focal point replaced. Variants are served as
    // immutable and cached pages (a CDN's too, up to s-maxage + stale-while-revalidate) may still
    // name them, so the 'billedudsnit' job deletes the files only a while after `crops_retired_at`.
    retiredCrops: jsonb("retired_crops").$type<string[]>().notNull().default([]),
    cropsRetiredAt: timestamp("crops_retired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by"),
  },
  (t) => [
    uniqueIndex("media_url_key").on(t.url),
    index("media_created_at_idx").on(t.createdAt.desc()),
    index("media_keywords_gin").using("gin", t.keywords),
    // The media library's 'Kilde' filter, newest first.
    index("media_rights_created_idx").on(t.rights, t.createdAt.desc()),
    // The 'billedudsnit' job's queue (issue 27): pictures without crops, oldest first.
    index("media_crops_pending_idx")
      .on(t.createdAt, t.id)
      .where(
        sql`NOT (${t.variants} @> '[{"crop":"square"}]'::jsonb) AND ${t.cropFailures} < 3 AND ${t.source} NOT IN ('logo', 'embed')`,
      ),
    // Replaced crops whose files the job deletes once no cached page can name them any more.
    index("media_crops_retired_idx").on(t.cropsRetiredAt).where(sql`${t.cropsRetiredAt} IS NOT NULL`),
    check(
      "media_focal_point",
      sql`(${t.focalX} IS NULL AND ${t.focalY} IS NULL) OR (${t.focalX} BETWEEN 0 AND 1 AND ${t.focalY} BETWEEN 0 AND 1)`,
    ),
    check("media_rights_known", sql`${t.rights} IN ('egen', 'bureau', 'klub', 'læser', 'fri')`),
    check(
      "media_credit_required",
      sql`${t.rights} = 'egen' OR (${t.credit} IS NOT NULL AND btrim(${t.credit}) <> '')`,
    ),
  ],
);

/**
 * Issue 27: a provider's oEmbed answer for a URL an article embeds, fetched when the article is
 * saved (never on a reader's request) and refreshed by the 'indlejringer-opdatering' job. Readers
 * get a static card from it; the provider's own player loads only after a click or consent.
 */
export const embeds = pgTable(
  "embeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The URL as the article has it (trimmed), the key the body's embed line looks up.
    url: text("url").notNull(),
    // lib/embed-providers.ts EmbedProviderId
    provider: text("provider").notNull(),
    // "video" | "post" | "audio"
    kind: text("kind").notNull(),
    title: text("title"),
    authorName: text("author_name"),
    authorUrl: text("author_url"),
    // A social post's text (from the oEmbed answer's blockquote, as plain text).
    text: text("text"),
    // The thumbnail copied into our storage through the image pipeline (a media row's URL).
    thumbnailUrl: text("thumbnail_url"),
    // The iframe address the click loads (lib/embed-providers.ts playerUrl), on the provider's
    // frame origin; null: the card links out instead.
    playerUrl: text("player_url"),
    // The player's aspect ratio (width / height), reserved before anything loads.
    aspectRatio: real("aspect_ratio"),
    // Seconds, when the provider says (VideoObject's duration).
    durationSeconds: integer("duration_seconds"),
    // null until the first successful fetch; a URL that never fetched stays a plain link.
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    refreshAfter: timestamp("refresh_after", { withTimezone: true }).notNull().defaultNow(),
    failures: integer("failures").notNull().default(0),
    lastError: text("last_error"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("embeds_url_key").on(t.url),
    index("embeds_refresh_after_idx").on(t.refreshAfter),
    // A media row's trigger finds the embeds whose thumbnail it is (migration 0020).
    index("embeds_thumbnail_url_idx").on(t.thumbnailUrl).where(sql`${t.thumbnailUrl} IS NOT NULL`),
    check("embeds_kind_known", sql`${t.kind} IN ('video', 'post', 'audio')`),
  ],
);

/** Spec §3 League definition; section decides where /stillinger lists it. */
export const leagues = pgTable("leagues", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  country: text("country").notNull(),
  season: text("season").notNull().default("2024-25"),
  // "popular", "danish", "europe", or "tournament" (vm/em: not on the overview)
  section: text("section").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  // Competition code at football-data.org when that source covers the league.
  externalCode: text("external_code"),
});

/** Spec §3 Standings row, stored per league and season. */
export const standingsRows = pgTable(
  "standings_rows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leagueKey: text("league_key")
      .notNull()
      .references(() => leagues.key, { onDelete: "cascade" }),
    season: text("season").notNull(),
    position: integer("position").notNull(),
    team: text("team").notNull(),
    clubSlug: text("club_slug"),
    played: integer("played").notNull().default(0),
    won: integer("won").notNull().default(0),
    drawn: integer("drawn").notNull().default(0),
    lost: integer("lost").notNull().default(0),
    goalsFor: integer("goals_for").notNull().default(0),
    goalsAgainst: integer("goals_against").notNull().default(0),
    points: integer("points").notNull().default(0),
    // Latest result last; letters W, D, L as in the spec.
    form: text("form").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("standings_rows_league_season_team_key").on(t.leagueKey, t.season, t.team),
    index("standings_rows_league_season_position_idx").on(t.leagueKey, t.season, t.position),
    // Issue 24: a followed club's table position on /mine-klubber.
    index("standings_rows_club_season_idx").on(t.clubSlug, t.season.desc()),
  ],
);

/** Fixtures and results shown on club pages. */
export const matches = pgTable(
  "matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    homeTeam: text("home_team").notNull(),
    awayTeam: text("away_team").notNull(),
    homeClubSlug: text("home_club_slug"),
    awayClubSlug: text("away_club_slug"),
    kickoffAt: timestamp("kickoff_at", { withTimezone: true }).notNull(),
    competition: text("competition").notNull(),
    leagueKey: text("league_key"),
    season: text("season"),
    // "upcoming", "live" or "finished"
    status: text("status").notNull().default("upcoming"),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    // While live: the phase (see features/live) and the match minute; null otherwise.
    phase: text("phase"),
    minute: integer("minute"),
    ...timestamps,
  },
  (t) => [
    index("matches_home_idx").on(t.homeClubSlug, t.kickoffAt),
    index("matches_away_idx").on(t.awayClubSlug, t.kickoffAt),
    index("matches_league_idx").on(t.leagueKey, t.season),
    check("matches_status_valid", sql`${t.status} IN ('upcoming', 'live', 'finished')`),
    check(
      "matches_phase_valid",
      sql`${t.phase} IS NULL OR ${t.phase} IN ('first_half', 'half_time', 'second_half', 'extra_time', 'penalties', 'full_time')`,
    ),
    check("matches_minute_range", sql`${t.minute} IS NULL OR ${t.minute} BETWEEN 0 AND 130`),
    // Match centre: matches of a few days around today, in kickoff order.
    index("matches_kickoff_idx").on(t.kickoffAt),
  ],
);

/** Spec §3 cron_executions: one row per scheduled or manual job run. */
export const cronExecutions = pgTable(
  "cron_executions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobName: text("job_name").notNull(),
    status: text("status").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    errorMessage: text("error_message"),
    responseData: jsonb("response_data"),
    // "schedule" or "manual" (run by hand from the admin).
    trigger: text("trigger").notNull().default("schedule"),
  },
  (t) => [index("cron_executions_started_at_idx").on(t.startedAt.desc())],
);

/** Spec §3 Agent log entry (Auto Article Agent). */
export const agentLogs = pgTable(
  "agent_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    level: text("level").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    eventMessage: text("event_message").notNull(),
    executionTimeMs: integer("execution_time_ms"),
  },
  (t) => [index("agent_logs_timestamp_idx").on(t.timestamp.desc())],
);

/** Spec §3 settings object, saved for real: exactly one row (id = 1). */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    siteName: text("site_name").notNull().default("Forsiden"),
    siteDescription: text("site_description")
      .notNull()
      .default("Danske & Internationale fodboldnyheder 24/7"),
    enableNotifications: boolean("enable_notifications").notNull().default(true),
    enableAnalytics: boolean("enable_analytics").notNull().default(true),
    autoPublish: boolean("auto_publish").notNull().default(false),
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
    indexNowKey: text("index_now_key"),
    // Auto Article Agent: off by default; reads these RSS/Atom feeds when on.
    agentEnabled: boolean("agent_enabled").notNull().default(false),
    agentFeedUrls: text("agent_feed_urls").array().notNull().default(sql`'{}'::text[]`),
    // Company details (issue 14) for /contact, the legal pages, the footer and the Organization
    // JSON-LD; null = not filled in yet (the page leaves the sentence out, /admin warns).
    companyName: text("company_name"),
    companyCvr: text("company_cvr"),
    companyStreet: text("company_street"),
    companyPostalCity: text("company_postal_city"),
    companyPhone: text("company_phone"),
    companyEmail: text("company_email"),
    responsibleEditor: text("responsible_editor"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);

/** One request-indexing run (IndexNow, and Search Console when configured), for the admin panel. */
export const indexingRuns = pgTable(
  "indexing_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // "manual", "schedule" or "publish"
    trigger: text("trigger").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    success: boolean("success").notNull().default(false),
    submittedUrls: integer("submitted_urls").notNull().default(0),
    urls: text("urls").array().notNull().default(sql`'{}'::text[]`),
    errors: jsonb("errors").$type<{ url: string; error: string }[]>().notNull().default([]),
    searchConsole: jsonb("search_console"),
  },
  (t) => [index("indexing_runs_started_at_idx").on(t.startedAt.desc())],
);

/** Every source item the Auto Article Agent has seen, so it never uses the same source twice. */
export const agentSourceItems = pgTable("agent_source_items", {
  url: text("url").primaryKey(),
  feedUrl: text("feed_url").notNull(),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  // "generated", "failed" or "skipped"
  status: text("status").notNull(),
  articleId: uuid("article_id").references(() => articles.id, { onDelete: "set null" }),
  error: text("error"),
});

/** First-party, cookieless analytics: daily counts per path and referrer class, no personal data. */
export const pageViewsDaily = pgTable(
  "page_views_daily",
  {
    day: date("day").notNull(),
    path: text("path").notNull(),
    // "direct", "search", "social", "other"
    referrerClass: text("referrer_class").notNull(),
    views: integer("views").notNull().default(0),
    // Views that arrived from outside the site: a cookieless stand-in for visits.
    entries: integer("entries").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.path, t.referrerClass] }),
    index("page_views_daily_day_idx").on(t.day),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by"),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt.desc())],
);

/** Who did what and when: feeds the admin overview's recent activity. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    metadata: jsonb("metadata"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt.desc())],
);

/* ---- Accounts (Better Auth tables; role and twoFactorEnabled are our additions) ---- */

/** An author's portrait as stored by the image pipeline (original plus WebP variants). */
export interface AuthorPortrait {
  url: string;
  width: number;
  height: number;
  variants: MediaVariant[];
}

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // "admin", "editor" or "user" (PRODUCT.md); "contributor" ('skribent', issue 26).
    role: text("role").notNull().default("user"),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    // Author profile (migration 0008, ADR 0017): `name` is the public display name; a user with a
    // slug has an author page at /forfatter/{slug}. Edited on /admin/profil and /admin/brugere only.
    authorSlug: text("author_slug"),
    jobTitle: text("job_title"),
    bio: text("bio"),
    portrait: jsonb("portrait").$type<AuthorPortrait>(),
    // When a person chose the display name on a profile form (issue 22). Null: the name is still
    // the e-mail or one made from it, and a staff member is asked to set it and cannot publish.
    nameConfirmedAt: timestamp("name_confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("user_email_key").on(t.email),
    uniqueIndex("user_author_slug_key").on(t.authorSlug).where(sql`${t.authorSlug} IS NOT NULL`),
    check("user_role_valid", sql`${t.role} IN ('admin', 'editor', 'contributor', 'user')`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("session_token_key").on(t.token), index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_identifier_idx").on(t.identifier),
    // A completed reset deletes every other reset link of the user (value = user id).
    index("verification_value_idx").on(t.value),
  ],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    // The last TOTP time step (unix time / 30 s) that signed in or confirmed the setup: each step
    // is accepted once, and never an older one (RFC 6238 §5.2).
    lastTotpStep: integer("last_totp_step"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("two_factor_user_idx").on(t.userId)],
);

/**
 * Every e-mail the site sends. Without SMTP the body is kept so the development mailbox can show
 * it; with SMTP only the envelope is recorded.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body"),
    // "smtp" or "log"
    transport: text("transport").notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_at_idx").on(t.createdAt.desc())],
);

/**
 * Rate-limit counters shared by every instance (ADR 0011): one row per key, a sliding window
 * made of the current fixed window's hits and the previous window's. Expired rows are deleted
 * opportunistically by the limiter.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    // Start of the current fixed window, in ms since the epoch (aligned to the window length).
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    hits: integer("hits").notNull().default(0),
    previousHits: integer("previous_hits").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires_at_idx").on(t.expiresAt)],
);

/**
 * Issue 24: newsletter readers, one row per e-mail address (lower-cased). Signed links (confirm,
 * unsubscribe, preferences) name this id; deleting the row makes every old link inert.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    // Set by a permanent SMTP refusal (5xx on RCPT): nothing more is sent to the address.
    undeliverableAt: timestamp("undeliverable_at", { withTimezone: true }),
    undeliverableReason: text("undeliverable_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    // The admin's 'Kan ikke modtage' counts read only the refused addresses.
    index("newsletter_subscribers_undeliverable_idx").on(t.id).where(sql`${t.undeliverableAt} IS NOT NULL`),
  ],
);

/**
 * One address on one list, and the consent record for it (double opt-in): when, which list, the
 * consent text's version and where it was given. `list_key` is "dagens-vigtigste" or
 * "klub:<club id>". Pending rows expire after 7 days (the newsletter jobs delete them).
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    listKey: text("list_key").notNull(),
    // "pending" | "confirmed" | "unsubscribed"
    status: text("status").notNull(),
    consentTextVersion: text("consent_text_version").notNull(),
    consentSource: text("consent_source").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.listKey] }),
    // A send walks one list's confirmed subscribers in id order (keyset).
    index("newsletter_subscriptions_list_status_idx").on(t.listKey, t.status, t.subscriberId),
    // Expiry of unconfirmed sign-ups.
    index("newsletter_subscriptions_pending_idx").on(t.consentedAt).where(sql`${t.status} = 'pending'`),
    check("newsletter_subscriptions_status", sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/**
 * One issue of one list on one day (Copenhagen date): rendered once, then sent per recipient.
 * A draft row carries the editor's hand-picked lead story before the issue is built.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listKey: text("list_key").notNull(),
    issueDate: date("issue_date").notNull(),
    // "draft" (lead chosen, not built) | "sending" | "sent" | "skipped" (nothing to send)
    status: text("status").notNull(),
    leadArticleId: uuid("lead_article_id").references(() => articles.id, { onDelete: "set null" }),
    subject: text("subject"),
    html: text("html"),
    text: text("text"),
    articleCount: integer("article_count").notNull().default(0),
    recipientCount: integer("recipient_count").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_issues_list_date_key").on(t.listKey, t.issueDate),
    index("newsletter_issues_created_at_idx").on(t.createdAt.desc()),
  ],
);

/**
 * The send log: one row per (issue, recipient), claimed before the mail is handed to SMTP. Its key
 * makes a send resumable across restarts and instances: a recipient with a row is never picked
 * again, except a "sending" row left by a crash (sent again, with the same Message-ID).
 */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    // "sending" | "sent" | "retry" | "failed" | "undeliverable"
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    error: text("error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index("newsletter_sends_subscriber_idx").on(t.subscriberId),
    index("newsletter_sends_open_idx")
      .on(t.issueId, t.status)
      .where(sql`${t.status} IN ('sending', 'retry')`),
  ],
);

/**
 * Issue 24: a reader's followed clubs ('Mine klubber'). Private to the account: shown only on
 * /mine-klubber and from private endpoints; the admin sees counts per club, never who.
 */
export const clubFollows = pgTable(
  "club_follows",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clubId] }),
    // Followers per club (counts) and the club's cascade delete.
    index("club_follows_club_idx").on(t.clubId),
  ],
);

/**
 * Issue 25: the VAPID key pair every instance signs pushes with (one row, created by whichever
 * instance needs it first), unless VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set.
 */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    id: integer("id").primaryKey(),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("push_vapid_keys_single_row", sql`${t.id} = 1`)],
);

/**
 * Issue 25: one browser's push subscription (a device). It follows topics without an account; a
 * signed-in reader's device is linked to the account (`user_id`) and, with `account_clubs`, its club
 * topics are the account's followed clubs (kept by a trigger on club_follows).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The push service's URL for this browser: only https on the known push services' hosts.
    endpoint: text("endpoint").notNull(),
    // The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url.
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    accountClubs: boolean("account_clubs").notNull().default(false),
    // Quiet hours in Copenhagen time: nothing but goals (unless quiet_goals) between start and end.
    quietHours: boolean("quiet_hours").notNull().default(true),
    quietStart: integer("quiet_start").notNull().default(23),
    quietEnd: integer("quiet_end").notNull().default(7),
    quietGoals: boolean("quiet_goals").notNull().default(false),
    // What the reader sees in their device list ('Chrome på Android'), from the User-Agent.
    label: text("label").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp("last_delivered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId).where(sql`${t.userId} IS NOT NULL`),
    check(
      "push_subscriptions_quiet_hours",
      sql`${t.quietStart} BETWEEN 0 AND 23 AND ${t.quietEnd} BETWEEN 0 AND 23`,
    ),
  ],
);

/**
 * Issue 25: what a device follows: "breaking", "club:{id}" or "article:{id}". Keyed topic first, so a
 * fan-out walks one topic's devices in id order (keyset). `via_account`: the row mirrors the
 * account's followed club and goes when the account unfollows it.
 */
export const pushSubscriptionTopics = pgTable(
  "push_subscription_topics",
  {
    topic: text("topic").notNull(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    viaAccount: boolean("via_account").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.topic, t.subscriptionId] }),
    index("push_subscription_topics_subscription_idx").on(t.subscriptionId),
  ],
);

/**
 * Issue 25: one push (a goal, a breaking story, a marked live update) and its fan-out: the keyset
 * cursor over its recipients and the counts /admin/push shows. `dedupe_key` makes the live desk and
 * the football-data sync send one push per score change between them.
 */
export const pushMessages = pgTable(
  "push_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // "goal" | "red_card" | "kickoff" | "half_time" | "full_time" | "update" | "breaking"
    kind: text("kind").notNull(),
    topics: text("topics").array().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    // RFC 8030 Topic header: a newer push with the same topic replaces an undelivered older one.
    pushTopic: text("push_topic"),
    urgency: text("urgency").notNull().default("normal"),
    ttlSeconds: integer("ttl_seconds").notNull().default(3600),
    // Goals reach devices in quiet hours unless the device also silences goals.
    goal: boolean("goal").notNull().default(false),
    dedupeKey: text("dedupe_key"),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "set null" }),
    matchId: uuid("match_id").references(() => matches.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    // "sending" (fan-out open) | "done"
    status: text("status").notNull().default("sending"),
    cursor: uuid("cursor"),
    claimedAll: boolean("claimed_all").notNull().default(false),
    recipientCount: integer("recipient_count").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    deliveredCount: integer("delivered_count").notNull().default(0),
    expiredCount: integer("expired_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_messages_dedupe_key").on(t.dedupeKey).where(sql`${t.dedupeKey} IS NOT NULL`),
    index("push_messages_created_at_idx").on(t.createdAt.desc()),
    index("push_messages_kind_created_idx").on(t.kind, t.createdAt.desc()),
    index("push_messages_open_idx").on(t.createdAt).where(sql`${t.status} = 'sending'`),
    // A match's score keys are released when its score goes down (a disallowed goal, a reset).
    index("push_messages_match_idx").on(t.matchId).where(sql`${t.matchId} IS NOT NULL`),
  ],
);

/**
 * Issue 25: the delivery log, one row per (push, device), claimed before the request is made. A
 * device with a row is never picked again for that push, so every instance can help with one
 * fan-out and a crash loses nothing; a "claimed" row whose lease ran out (its process died) is
 * sent again.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => pushMessages.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    // "claimed" | "delivered" | "retry" | "expired" | "failed"
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.subscriptionId] }),
    index("push_deliveries_subscription_idx").on(t.subscriptionId),
    index("push_deliveries_open_idx")
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} IN ('claimed', 'retry')`),
  ],
);

/* ---- The newsroom (issue 26, ADR 0028) ---- */

/**
 * Every workflow transition of an article (Kladde → Til redigering → Godkendt → Publiceret, and
 * 'send back'): who, when, and the comment. Shown with the article's revisions.
 */
export const articleTransitions = pgTable(
  "article_transitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    // draft | submitted | approved | returned | published | scheduled
    fromState: text("from_state").notNull(),
    toState: text("to_state").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("article_transitions_article_idx").on(t.articleId, t.createdAt.desc()),
    index("article_transitions_actor_idx").on(t.actorId),
  ],
);

/** Staff-only comments on an article (markdown, @mentions), resolvable. Never in public output. */
export const articleNotes = pgTable(
  "article_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    // The user ids the note mentions (@navn), notified when it was written.
    mentions: text("mentions").array().notNull().default(sql`'{}'::text[]`),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("article_notes_article_idx").on(t.articleId, t.createdAt),
    index("article_notes_author_idx").on(t.authorId),
  ],
);

/** What a staff member is told in the admin (and by e-mail): mentions, submissions, take-overs … */
export const staffNotifications = pgTable(
  "staff_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // mention | submitted | returned | approved | takeover | assignment
    kind: text("kind").notNull(),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    href: text("href"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("staff_notifications_user_idx").on(t.userId, t.createdAt.desc()),
    index("staff_notifications_unread_idx").on(t.userId).where(sql`${t.readAt} IS NULL`),
    index("staff_notifications_article_idx").on(t.articleId),
  ],
);

/**
 * Autosave: one working copy per user and article ('ny' for the new-article form), overwritten
 * every few seconds of idle; saving or discarding deletes it, a job deletes those older than 30 days.
 */
export const articleWorkingCopies = pgTable(
  "article_working_copies",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // The article's id, or "ny" for the new-article form.
    draftKey: text("draft_key").notNull(),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    // The article's version the copy was typed on (null for a new article).
    baseVersion: integer("base_version"),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.draftKey] }),
    index("article_working_copies_saved_idx").on(t.savedAt),
    index("article_working_copies_article_idx").on(t.articleId),
  ],
);

/**
 * Who has an article open in the admin, refreshed by a heartbeat; rows not seen for 30 s are gone.
 * `editing` marks the one who holds the edit; the others read until they take over.
 */
export const articlePresence = pgTable(
  "article_presence",
  {
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    editing: boolean("editing").notNull().default(false),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    index("article_presence_user_idx").on(t.userId),
    index("article_presence_seen_idx").on(t.seenAt),
  ],
);

/** 'Opgaver': a story an editor assigns (working title, brief, deadline, assignee, match or club). */
export const assignments = pgTable(
  "assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    brief: text("brief").notNull().default(""),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    matchId: uuid("match_id").references(() => matches.id, { onDelete: "set null" }),
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "set null" }),
    // The draft started from it (set when the assignee starts writing).
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "set null" }),
    // open | started | done | cancelled
    status: text("status").notNull().default("open"),
    ...timestamps,
  },
  (t) => [
    index("assignments_assignee_idx").on(t.assigneeId, t.deadline),
    index("assignments_deadline_idx").on(t.deadline),
    index("assignments_article_idx").on(t.articleId),
    index("assignments_match_idx").on(t.matchId),
    index("assignments_club_idx").on(t.clubId),
    index("assignments_created_by_idx").on(t.createdBy),
    // The lists of work still to do ('Mine opgaver', /admin/opgaver): open and started rows only, so
    // the closed ones that pile up over the years are never walked.
    index("assignments_open_deadline_idx").on(t.deadline).where(sql`${t.status} IN ('open', 'started')`),
    index("assignments_open_assignee_idx")
      .on(t.assigneeId, t.deadline)
      .where(sql`${t.status} IN ('open', 'started')`),
    check("assignments_status_valid", sql`${t.status} IN ('open', 'started', 'done', 'cancelled')`),
  ],
);
