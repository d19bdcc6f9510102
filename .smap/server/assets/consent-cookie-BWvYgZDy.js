import { d as logger, l as parseEnv, s as getEnv } from "./cluster-CW_395LJ.js";
import fs, { createReadStream } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { data, redirect } from "react-router";
import { aliasedTable, and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, like, lt, lte, ne, or, sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import crypto, { createHash, createSign, randomBytes, randomInt, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzle$1 } from "drizzle-orm/pglite";
import { migrate as migrate$1 } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { z } from "zod";
import { AsyncLocalStorage } from "node:async_hooks";
import { Readable } from "node:stream";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import nodemailer from "nodemailer";
import { isbot } from "isbot";
import dns from "node:dns";
import https from "node:https";
import net from "node:net";
import { XMLParser } from "fast-xml-parser";
import sharp from "sharp";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, NoObjectGeneratedError, Output, RetryError, generateText } from "ai";
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { setTimeout as setTimeout$1 } from "node:timers/promises";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// app/server/db/pg-listen.server.ts
/**
* One LISTEN connection taken from the pool for as long as the process runs (the page cache's
* invalidations, the live bus). When it is lost (a restart, pg_terminate_backend) it reconnects
* with backoff and calls `onReconnected`; a failure at start is thrown to the caller, as for any
* database error at boot. Returns a function that stops listening (without reconnecting).
*/
async function listenWithReconnect(pool, options) {
	const { channel, name } = options;
	const minDelay = options.minDelayMs ?? 200;
	const maxDelay = options.maxDelayMs ?? 5e3;
	/** The live connection; `retire` marks it as ours to close (its end is then not a loss). */
	let active;
	let stopped = false;
	let delay = minDelay;
	let timer;
	const onNotification = (message) => {
		if (message.channel === channel) options.onNotification(message.payload);
	};
	const connect = async (reconnecting) => {
		const client = await pool.connect();
		let done = false;
		const onLost = (error) => {
			if (done) return;
			done = true;
			if (active?.client === client) active = void 0;
			client.release(error ?? true);
			if (stopped) return;
			logger.warn({ err: error }, `${name}: LISTEN connection lost, reconnecting`);
			schedule();
		};
		client.on("error", onLost);
		client.on("end", () => onLost());
		client.on("notification", onNotification);
		try {
			await client.query(`LISTEN ${channel}`);
		} catch (error) {
			if (!reconnecting && !done) {
				done = true;
				client.release(error);
				throw error;
			}
			onLost(error);
			return;
		}
		if (done) return;
		if (stopped) {
			done = true;
			client.release();
			return;
		}
		active = {
			client,
			retire: () => {
				done = true;
			}
		};
		delay = minDelay;
		if (reconnecting) options.onReconnected?.();
	};
	const schedule = () => {
		if (stopped || timer) return;
		const wait = delay;
		delay = Math.min(delay * 2, maxDelay);
		timer = setTimeout(() => {
			timer = void 0;
			if (stopped) return;
			connect(true).catch((error) => {
				logger.warn({
					err: error,
					retryInMs: delay
				}, `${name}: LISTEN reconnect failed`);
				schedule();
			});
		}, wait);
		timer.unref();
	};
	await connect(false);
	return async () => {
		stopped = true;
		if (timer) clearTimeout(timer);
		timer = void 0;
		const current = active;
		active = void 0;
		if (!current) return;
		current.retire();
		current.client.removeListener("notification", onNotification);
		try {
			await current.client.query(`UNLISTEN ${channel}`);
			current.client.release();
		} catch (error) {
			current.client.release(error);
		}
	};
}
// app/server/db/schema.ts
var schema_exports = /* @__PURE__ */ __exportAll({
	account: () => account,
	agentLogs: () => agentLogs,
	agentSourceItems: () => agentSourceItems,
	articleRevisions: () => articleRevisions,
	articles: () => articles,
	auditLog: () => auditLog,
	clubs: () => clubs,
	contactMessages: () => contactMessages,
	cronExecutions: () => cronExecutions,
	indexingRuns: () => indexingRuns,
	leagues: () => leagues,
	liveEvents: () => liveEvents,
	liveUpdates: () => liveUpdates,
	mailOutbox: () => mailOutbox,
	matches: () => matches$1,
	media: () => media,
	pageViewsDaily: () => pageViewsDaily,
	rateLimits: () => rateLimits,
	session: () => session,
	siteSettings: () => siteSettings,
	standingsRows: () => standingsRows,
	twoFactor: () => twoFactor$1,
	user: () => user,
	verification: () => verification
});
var tsvector = customType({ dataType() {
	return "tsvector";
} });
var timestamps = {
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
};
/** Spec §3 Article, plus the fields PRODUCT.md adds (partner, source, generator, version). */
var articles = pgTable("articles", {
	id: uuid("id").primaryKey().defaultRandom(),
	slug: text("slug").notNull(),
	title: text("title").notNull(),
	excerpt: text("excerpt").notNull().default(""),
	content: text("content").notNull().default(""),
	imageUrl: text("image_url"),
	imageAlt: text("image_alt"),
	imageCredit: text("image_credit"),
	category: text("category").notNull().default("Nyheder"),
	tags: text("tags").array(),
	publishedAt: timestamp("published_at", { withTimezone: true }),
	...timestamps,
	isDraft: boolean("is_draft").notNull().default(false),
	isAgentGenerated: boolean("is_agent_generated").notNull().default(false),
	author: text("author"),
	authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
	views: integer("views").notNull().default(0),
	partner: text("partner"),
	sourceUrl: text("source_url"),
	generator: text("generator"),
	indexNowSubmittedAt: timestamp("indexnow_submitted_at", { withTimezone: true }),
	version: integer("version").notNull().default(1),
	liveStatus: text("live_status"),
	liveMatchId: uuid("live_match_id").references(() => matches$1.id, { onDelete: "set null" }),
	coverageStartedAt: timestamp("coverage_started_at", { withTimezone: true }),
	coverageEndedAt: timestamp("coverage_ended_at", { withTimezone: true }),
	liveUpdatedAt: timestamp("live_updated_at", { withTimezone: true }),
	latestAt: timestamp("latest_at", { withTimezone: true }).generatedAlwaysAs(() => sql`GREATEST(${articles.publishedAt}, CASE WHEN ${articles.liveStatus} = 'live' THEN ${articles.liveUpdatedAt} END)`),
	titleFolded: text("title_folded").generatedAlwaysAs(() => sql`forsiden_fold(${articles.title})`),
	searchVector: tsvector("search_vector").generatedAlwaysAs(() => sql`setweight(to_tsvector('danish', forsiden_fold(coalesce(${articles.title}, ''))), 'A') || setweight(to_tsvector('danish', forsiden_fold(coalesce(${articles.excerpt}, ''))), 'B') || setweight(to_tsvector('danish', forsiden_fold(coalesce(${articles.content}, ''))), 'C')`)
}, (t) => [
	uniqueIndex("articles_slug_key").on(t.slug),
	uniqueIndex("articles_source_url_key").on(t.sourceUrl),
	index("articles_public_published_idx").on(t.publishedAt.desc().nullsFirst(), t.id.asc()).where(sql`${t.isDraft} = false`),
	index("articles_public_latest_idx").on(t.latestAt.desc().nullsFirst(), t.id.asc()).where(sql`${t.isDraft} = false`),
	index("articles_public_views_idx").on(t.views.desc().nullsFirst(), t.publishedAt.desc().nullsFirst()).where(sql`${t.isDraft} = false`),
	index("articles_public_category_idx").on(t.category, t.publishedAt.desc().nullsFirst()).where(sql`${t.isDraft} = false`),
	index("articles_public_generator_idx").on(t.generator, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isDraft} = false AND ${t.generator} IS NOT NULL`),
	index("articles_admin_order_idx").on(t.publishedAt.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.asc()),
	index("articles_admin_drafts_idx").on(t.publishedAt.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.asc()).where(sql`${t.isDraft} = true`),
	index("articles_picker_idx").on(t.publishedAt.desc().nullsLast(), t.createdAt.desc().nullsFirst()).where(sql`${t.imageUrl} IS NOT NULL`),
	index("articles_category_idx").on(t.category),
	index("articles_created_at_idx").on(t.createdAt),
	index("articles_updated_at_idx").on(t.updatedAt),
	index("articles_scheduled_idx").on(t.publishedAt).where(sql`${t.isDraft} = false AND ${t.publishedAt} > ${t.updatedAt}`),
	index("articles_indexnow_pending_idx").on(t.publishedAt.desc().nullsFirst()).where(sql`${t.isDraft} = false AND (${t.indexNowSubmittedAt} IS NULL OR ${t.indexNowSubmittedAt} < ${t.updatedAt})`),
	index("articles_tags_gin").using("gin", t.tags),
	index("articles_search_gin").using("gin", t.searchVector),
	index("articles_title_trgm_idx").using("gin", sql`${t.titleFolded} gin_trgm_ops`),
	check("articles_views_nonnegative", sql`${t.views} >= 0`),
	check("articles_live_status_valid", sql`${t.liveStatus} IS NULL OR ${t.liveStatus} IN ('pre', 'live', 'ended')`),
	index("articles_live_idx").on(t.liveStatus, t.publishedAt.desc().nullsFirst()).where(sql`${t.liveStatus} IS NOT NULL`),
	index("articles_live_match_idx").on(t.liveMatchId).where(sql`${t.liveMatchId} IS NOT NULL`),
	index("articles_author_published_idx").on(t.authorId, t.publishedAt.desc().nullsFirst(), t.id.asc()).where(sql`${t.authorId} IS NOT NULL`)
]);
/** One entry of a live blog (issue 15), newest first by `created_at`. */
var liveUpdates = pgTable("live_updates", {
	id: uuid("id").primaryKey().defaultRandom(),
	articleId: uuid("article_id").notNull().references(() => articles.id, { onDelete: "cascade" }),
	body: text("body").notNull(),
	eventType: text("event_type"),
	minute: integer("minute"),
	imageUrl: text("image_url"),
	imageAlt: text("image_alt"),
	pinned: boolean("pinned").notNull().default(false),
	author: text("author"),
	createdBy: text("created_by"),
	...timestamps
}, (t) => [
	index("live_updates_article_idx").on(t.articleId, t.createdAt.desc().nullsFirst()),
	check("live_updates_minute_range", sql`${t.minute} IS NULL OR ${t.minute} BETWEEN 0 AND 130`),
	check("live_updates_event_type_valid", sql`${t.eventType} IS NULL OR ${t.eventType} IN ('goal', 'own_goal', 'penalty', 'yellow_card', 'red_card', 'substitution', 'var', 'kickoff', 'half_time', 'full_time')`)
]);
/**
* The journal the live streams send: every change to a live blog (insert, edit, delete, pin) or a
* live score takes the next `seq`, which is the SSE event id. A reader resuming with
* Last-Event-ID gets every row after it, deletions and edits included; old rows are pruned.
*/
var liveEvents = pgTable("live_events", {
	seq: bigserial("seq", { mode: "number" }).primaryKey(),
	topic: text("topic").notNull(),
	payload: jsonb("payload").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("live_events_topic_seq_idx").on(t.topic, t.seq)]);
/** Every save keeps the previous state so an editor can restore it. */
var articleRevisions = pgTable("article_revisions", {
	id: uuid("id").primaryKey().defaultRandom(),
	articleId: uuid("article_id").notNull().references(() => articles.id, { onDelete: "cascade" }),
	version: integer("version").notNull(),
	snapshot: jsonb("snapshot").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	createdBy: text("created_by")
}, (t) => [index("article_revisions_article_idx").on(t.articleId, t.version.desc())]);
/** Spec §3 Club. */
var clubs = pgTable("clubs", {
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
	...timestamps
}, (t) => [
	uniqueIndex("clubs_slug_key").on(t.slug),
	index("clubs_country_league_name_idx").on(t.country, t.league, t.name),
	index("clubs_name_trgm_idx").using("gin", sql`forsiden_fold(${t.name}) gin_trgm_ops`),
	check("clubs_founded_range", sql`${t.founded} IS NULL OR (${t.founded} BETWEEN 1800 AND 2030)`)
]);
var media = pgTable("media", {
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
	source: text("source").notNull().default("upload"),
	mimeType: text("mime_type").notNull(),
	width: integer("width").notNull(),
	height: integer("height").notNull(),
	sizeBytes: integer("size_bytes").notNull(),
	variants: jsonb("variants").$type().notNull().default([]),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	createdBy: text("created_by")
}, (t) => [
	uniqueIndex("media_url_key").on(t.url),
	index("media_created_at_idx").on(t.createdAt.desc()),
	index("media_keywords_gin").using("gin", t.keywords)
]);
/** Spec §3 League definition; section decides where /stillinger lists it. */
var leagues = pgTable("leagues", {
	key: text("key").primaryKey(),
	name: text("name").notNull(),
	country: text("country").notNull(),
	season: text("season").notNull().default("2024-25"),
	section: text("section").notNull(),
	sortOrder: integer("sort_order").notNull().default(0),
	externalCode: text("external_code")
});
/** Spec §3 Standings row, stored per league and season. */
var standingsRows = pgTable("standings_rows", {
	id: uuid("id").primaryKey().defaultRandom(),
	leagueKey: text("league_key").notNull().references(() => leagues.key, { onDelete: "cascade" }),
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
	form: text("form").array().notNull().default(sql`'{}'::text[]`),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [uniqueIndex("standings_rows_league_season_team_key").on(t.leagueKey, t.season, t.team), index("standings_rows_league_season_position_idx").on(t.leagueKey, t.season, t.position)]);
/** Fixtures and results shown on club pages. */
var matches$1 = pgTable("matches", {
	id: uuid("id").primaryKey().defaultRandom(),
	homeTeam: text("home_team").notNull(),
	awayTeam: text("away_team").notNull(),
	homeClubSlug: text("home_club_slug"),
	awayClubSlug: text("away_club_slug"),
	kickoffAt: timestamp("kickoff_at", { withTimezone: true }).notNull(),
	competition: text("competition").notNull(),
	leagueKey: text("league_key"),
	season: text("season"),
	status: text("status").notNull().default("upcoming"),
	homeScore: integer("home_score"),
	awayScore: integer("away_score"),
	phase: text("phase"),
	minute: integer("minute"),
	...timestamps
}, (t) => [
	index("matches_home_idx").on(t.homeClubSlug, t.kickoffAt),
	index("matches_away_idx").on(t.awayClubSlug, t.kickoffAt),
	index("matches_league_idx").on(t.leagueKey, t.season),
	check("matches_status_valid", sql`${t.status} IN ('upcoming', 'live', 'finished')`),
	check("matches_phase_valid", sql`${t.phase} IS NULL OR ${t.phase} IN ('first_half', 'half_time', 'second_half', 'extra_time', 'penalties', 'full_time')`),
	check("matches_minute_range", sql`${t.minute} IS NULL OR ${t.minute} BETWEEN 0 AND 130`),
	index("matches_kickoff_idx").on(t.kickoffAt)
]);
/** Spec §3 cron_executions: one row per scheduled or manual job run. */
var cronExecutions = pgTable("cron_executions", {
	id: uuid("id").primaryKey().defaultRandom(),
	jobName: text("job_name").notNull(),
	status: text("status").notNull(),
	startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
	completedAt: timestamp("completed_at", { withTimezone: true }),
	errorMessage: text("error_message"),
	responseData: jsonb("response_data"),
	trigger: text("trigger").notNull().default("schedule")
}, (t) => [index("cron_executions_started_at_idx").on(t.startedAt.desc())]);
/** Spec §3 Agent log entry (Auto Article Agent). */
var agentLogs = pgTable("agent_logs", {
	id: uuid("id").primaryKey().defaultRandom(),
	level: text("level").notNull(),
	timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
	eventMessage: text("event_message").notNull(),
	executionTimeMs: integer("execution_time_ms")
}, (t) => [index("agent_logs_timestamp_idx").on(t.timestamp.desc())]);
/** Spec §3 settings object, saved for real: exactly one row (id = 1). */
var siteSettings = pgTable("site_settings", {
	id: integer("id").primaryKey().default(1),
	siteName: text("site_name").notNull().default("Forsiden"),
	siteDescription: text("site_description").notNull().default("Danske & Internationale fodboldnyheder 24/7"),
	enableNotifications: boolean("enable_notifications").notNull().default(true),
	enableAnalytics: boolean("enable_analytics").notNull().default(true),
	autoPublish: boolean("auto_publish").notNull().default(false),
	maintenanceMode: boolean("maintenance_mode").notNull().default(false),
	indexNowKey: text("index_now_key"),
	agentEnabled: boolean("agent_enabled").notNull().default(false),
	agentFeedUrls: text("agent_feed_urls").array().notNull().default(sql`'{}'::text[]`),
	companyName: text("company_name"),
	companyCvr: text("company_cvr"),
	companyStreet: text("company_street"),
	companyPostalCity: text("company_postal_city"),
	companyPhone: text("company_phone"),
	companyEmail: text("company_email"),
	responsibleEditor: text("responsible_editor"),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [check("site_settings_single_row", sql`${t.id} = 1`)]);
/** One request-indexing run (IndexNow, and Search Console when configured), for the admin panel. */
var indexingRuns = pgTable("indexing_runs", {
	id: uuid("id").primaryKey().defaultRandom(),
	trigger: text("trigger").notNull(),
	startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
	completedAt: timestamp("completed_at", { withTimezone: true }),
	success: boolean("success").notNull().default(false),
	submittedUrls: integer("submitted_urls").notNull().default(0),
	urls: text("urls").array().notNull().default(sql`'{}'::text[]`),
	errors: jsonb("errors").$type().notNull().default([]),
	searchConsole: jsonb("search_console")
}, (t) => [index("indexing_runs_started_at_idx").on(t.startedAt.desc())]);
/** Every source item the Auto Article Agent has seen, so it never uses the same source twice. */
var agentSourceItems = pgTable("agent_source_items", {
	url: text("url").primaryKey(),
	feedUrl: text("feed_url").notNull(),
	firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
	status: text("status").notNull(),
	articleId: uuid("article_id").references(() => articles.id, { onDelete: "set null" }),
	error: text("error")
});
/** First-party, cookieless analytics: daily counts per path and referrer class, no personal data. */
var pageViewsDaily = pgTable("page_views_daily", {
	day: date("day").notNull(),
	path: text("path").notNull(),
	referrerClass: text("referrer_class").notNull(),
	views: integer("views").notNull().default(0),
	entries: integer("entries").notNull().default(0)
}, (t) => [primaryKey({ columns: [
	t.day,
	t.path,
	t.referrerClass
] }), index("page_views_daily_day_idx").on(t.day)]);
var contactMessages = pgTable("contact_messages", {
	id: uuid("id").primaryKey().defaultRandom(),
	name: text("name").notNull(),
	email: text("email").notNull(),
	subject: text("subject").notNull(),
	message: text("message").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	handledAt: timestamp("handled_at", { withTimezone: true }),
	handledBy: text("handled_by")
}, (t) => [index("contact_messages_created_at_idx").on(t.createdAt.desc())]);
/** Who did what and when: feeds the admin overview's recent activity. */
var auditLog = pgTable("audit_log", {
	id: bigserial("id", { mode: "number" }).primaryKey(),
	actorId: text("actor_id"),
	actorEmail: text("actor_email"),
	action: text("action").notNull(),
	entityType: text("entity_type").notNull(),
	entityId: text("entity_id"),
	summary: text("summary").notNull(),
	metadata: jsonb("metadata"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("audit_log_created_at_idx").on(t.createdAt.desc())]);
var user = pgTable("user", {
	id: text("id").primaryKey(),
	name: text("name").notNull(),
	email: text("email").notNull(),
	emailVerified: boolean("email_verified").notNull().default(false),
	image: text("image"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	role: text("role").notNull().default("user"),
	twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
	authorSlug: text("author_slug"),
	jobTitle: text("job_title"),
	bio: text("bio"),
	portrait: jsonb("portrait").$type(),
	nameConfirmedAt: timestamp("name_confirmed_at", { withTimezone: true })
}, (t) => [
	uniqueIndex("user_email_key").on(t.email),
	uniqueIndex("user_author_slug_key").on(t.authorSlug).where(sql`${t.authorSlug} IS NOT NULL`),
	check("user_role_valid", sql`${t.role} IN ('admin', 'editor', 'user')`)
]);
var session = pgTable("session", {
	id: text("id").primaryKey(),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
	token: text("token").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	ipAddress: text("ip_address"),
	userAgent: text("user_agent"),
	userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" })
}, (t) => [uniqueIndex("session_token_key").on(t.token), index("session_user_idx").on(t.userId)]);
var account = pgTable("account", {
	id: text("id").primaryKey(),
	accountId: text("account_id").notNull(),
	providerId: text("provider_id").notNull(),
	userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" }),
	accessToken: text("access_token"),
	refreshToken: text("refresh_token"),
	idToken: text("id_token"),
	accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
	refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
	scope: text("scope"),
	password: text("password"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("account_user_idx").on(t.userId)]);
var verification = pgTable("verification", {
	id: text("id").primaryKey(),
	identifier: text("identifier").notNull(),
	value: text("value").notNull(),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("verification_identifier_idx").on(t.identifier), index("verification_value_idx").on(t.value)]);
var twoFactor$1 = pgTable("two_factor", {
	id: text("id").primaryKey(),
	secret: text("secret").notNull(),
	backupCodes: text("backup_codes").notNull(),
	lastTotpStep: integer("last_totp_step"),
	userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" })
}, (t) => [index("two_factor_user_idx").on(t.userId)]);
/**
* Every e-mail the site sends. Without SMTP the body is kept so the development mailbox can show
* it; with SMTP only the envelope is recorded.
*/
var mailOutbox = pgTable("mail_outbox", {
	id: uuid("id").primaryKey().defaultRandom(),
	to: text("to").notNull(),
	subject: text("subject").notNull(),
	body: text("body"),
	transport: text("transport").notNull(),
	error: text("error"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("mail_outbox_created_at_idx").on(t.createdAt.desc())]);
/**
* Rate-limit counters shared by every instance (ADR 0011): one row per key, a sliding window
* made of the current fixed window's hits and the previous window's. Expired rows are deleted
* opportunistically by the limiter.
*/
var rateLimits = pgTable("rate_limits", {
	key: text("key").primaryKey(),
	windowStart: bigint("window_start", { mode: "number" }).notNull(),
	hits: integer("hits").notNull().default(0),
	previousHits: integer("previous_hits").notNull().default(0),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull()
}, (t) => [index("rate_limits_expires_at_idx").on(t.expiresAt)]);
// app/server/live-bus.server.ts
var CHANNEL = "forsiden_live";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: bigger events are read by seq. */
var MAX_NOTIFY_PAYLOAD$1 = 7900;
/** Serialises journal writers, so seq order is commit order (a resume never skips a row). */
var JOURNAL_LOCK_KEY = 727010;
/** Journal rows older than this are pruned (every PRUNE_EVERY writes). */
var KEEP_HOURS = 48;
var PRUNE_EVERY = 100;
var articleTopic = (articleId) => `article:${articleId}`;
var MATCHES_TOPIC = "matches";
var mode = "local";
var subscribers = /* @__PURE__ */ new Map();
/** The highest seq dispatched here: after a lost LISTEN connection the gap is read back. */
var lastDispatched = 0;
/** Listens for one topic's events; returns the unsubscribe function. */
function subscribeLive(topic, listener) {
	let set = subscribers.get(topic);
	if (!set) {
		set = /* @__PURE__ */ new Set();
		subscribers.set(topic, set);
	}
	set.add(listener);
	return () => {
		const current = subscribers.get(topic);
		current?.delete(listener);
		if (current?.size === 0) subscribers.delete(topic);
	};
}
function dispatch(events) {
	for (const event of events) {
		if (event.seq > lastDispatched) lastDispatched = event.seq;
		const set = subscribers.get(event.topic);
		if (!set) continue;
		for (const listener of set) try {
			listener(event);
		} catch (error) {
			logger.warn({
				err: error,
				topic: event.topic
			}, "live: a subscriber failed");
		}
	}
}
function rowToEvent(row) {
	const payload = row.payload;
	return {
		seq: Number(row.seq),
		topic: row.topic,
		event: payload.event,
		data: payload.data
	};
}
/**
* Writes events to the journal inside the caller's transaction (and on PostgreSQL queues their
* NOTIFY, sent on commit). After the commit, pass the result to `announceLive`.
*/
async function publishLive(tx, inputs) {
	if (inputs.length === 0) return [];
	await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOURNAL_LOCK_KEY})`);
	const events = (await tx.insert(liveEvents).values(inputs.map((input) => ({
		topic: input.topic,
		payload: {
			event: input.event,
			data: input.data
		}
	}))).returning({
		seq: liveEvents.seq,
		topic: liveEvents.topic,
		payload: liveEvents.payload
	})).map(rowToEvent).sort((a, b) => a.seq - b.seq);
	const last = events[events.length - 1].seq;
	if (mode === "postgres") {
		let payload = JSON.stringify({ events });
		if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD$1) payload = JSON.stringify({
			from: events[0].seq,
			to: last
		});
		await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`);
	}
	if (Math.floor(last / PRUNE_EVERY) !== Math.floor((events[0].seq - 1) / PRUNE_EVERY)) await tx.execute(sql`DELETE FROM live_events WHERE created_at < now() - make_interval(hours => ${KEEP_HOURS})`);
	return events;
}
/** After the commit: delivers the events in this process (PGlite); PostgreSQL's LISTEN does it there. */
function announceLive(events) {
	if (mode === "local") dispatch(events);
}
/** Rows read per query: a byte-bounded read never loads much more than its bound from the database. */
var JOURNAL_BATCH = 32;
/**
* The journal rows of a topic after `after`, oldest first, bounded in rows and bytes. Read in
* small batches, so a journal of large updates costs the bound, not the whole window (issue 21).
*/
async function readJournal(db, topic, after, bounds = {}) {
	const limit = bounds.limit ?? 500;
	const maxBytes = bounds.maxBytes ?? Number.POSITIVE_INFINITY;
	const sizeOf = bounds.sizeOf ?? ((event) => Buffer.byteLength(JSON.stringify(event.data)));
	const events = [];
	let bytes = 0;
	let more = false;
	let cursor = after;
	read: for (;;) {
		const batch = Math.min(JOURNAL_BATCH, limit - events.length) + 1;
		const rows = await db.select({
			seq: liveEvents.seq,
			topic: liveEvents.topic,
			payload: liveEvents.payload
		}).from(liveEvents).where(and(eq(liveEvents.topic, topic), gt(liveEvents.seq, cursor))).orderBy(asc(liveEvents.seq)).limit(batch);
		for (const row of rows.slice(0, batch - 1)) {
			const event = rowToEvent(row);
			bytes += sizeOf(event);
			if (bytes > maxBytes) {
				more = true;
				break read;
			}
			events.push(event);
			cursor = event.seq;
		}
		if (rows.length < batch) break;
		if (events.length >= limit) {
			more = true;
			break;
		}
	}
	let gap = false;
	if (after > 0) {
		const [row] = await db.select({ min: sql`min(${liveEvents.seq})` }).from(liveEvents);
		const minSeq = row?.min == null ? null : Number(row.min);
		gap = minSeq !== null && after < minSeq - 1;
	}
	return {
		events,
		gap,
		more
	};
}
/** The latest seq of a topic (0 when none): the page renders it, the stream resumes after it. */
async function latestSeq(db, topic) {
	const [row] = await db.select({ seq: sql`max(${liveEvents.seq})` }).from(liveEvents).where(eq(liveEvents.topic, topic));
	return Number(row?.seq ?? 0);
}
async function readRange(db, from, to) {
	return (await db.select({
		seq: liveEvents.seq,
		topic: liveEvents.topic,
		payload: liveEvents.payload
	}).from(liveEvents).where(to === null ? gt(liveEvents.seq, from - 1) : sql`${liveEvents.seq} BETWEEN ${from} AND ${to}`).orderBy(asc(liveEvents.seq)).limit(5e3)).map(rowToEvent);
}
/**
* Starts the bus for this process: on PostgreSQL one LISTEN connection (reconnecting with backoff,
* app/server/db/pg-listen.server.ts; events missed meanwhile are read back from the journal).
* Returns the stop function.
*/
async function startLiveBus(handle, options = {}) {
	if (handle.kind !== "postgres") {
		mode = "local";
		return async () => {};
	}
	let chain = Promise.resolve();
	const inOrder = (work) => {
		chain = chain.then(async () => {
			try {
				await work();
			} catch (error) {
				logger.warn({ err: error }, "live: unreadable notification");
			}
		});
	};
	mode = "postgres";
	lastDispatched = await latestSeqOverall(handle.db);
	const stop = await listenWithReconnect(handle.pool, {
		...options,
		channel: CHANNEL,
		name: "live",
		onNotification: (payload) => inOrder(async () => {
			const body = JSON.parse(payload ?? "{}");
			if (body.events) dispatch(body.events);
			else if (body.from && body.to) dispatch(await readRange(handle.db, body.from, body.to));
		}),
		onReconnected: () => {
			if (lastDispatched === 0) return;
			const from = lastDispatched + 1;
			inOrder(async () => dispatch(await readRange(handle.db, from, null)));
		}
	});
	return async () => {
		mode = "local";
		await stop();
	};
}
async function latestSeqOverall(db) {
	const [row] = await db.select({ seq: sql`max(${liveEvents.seq})` }).from(liveEvents);
	return Number(row?.seq ?? 0);
}
// app/lib/canonical-url.ts
/**
* The canonical form of a public address: only the query parameters the page reads, in a fixed
* order. The page cache keys on it (so `?utm_source=…`, `?fbclid=…` or `?anything` share the
* entry of the page without them) and hands React Router the canonical address, and `pageMeta`
* builds the canonical link from it. Keep the rules in step with the loaders that read the query.
*/
/** The home page's filter forms (see `tagFilterFromSearch` in features/articles/home-filter). */
var HOME_FILTER_KEYS = [
	"liga",
	"transfer",
	"position",
	"nationalitet"
];
var SEARCH_QUERY_MAX_LENGTH = 200;
var CLUB_SEARCH_MAX_LENGTH = 100;
/** `/?tag=x`, else the first filter form (`/?liga=x`), else the raw tag keys (`/?liga:x`), in order. */
function homeParams(params) {
	const tag = params.get("tag");
	if (tag?.trim()) return [["tag", tag]];
	for (const key of HOME_FILTER_KEYS) {
		const value = params.get(key);
		if (value?.trim()) return [[key, value]];
	}
	const bare = [];
	for (const [key, value] of params) if (value === "" && key.includes(":") && !bare.some(([k]) => k === key)) bare.push([key, ""]);
	return bare;
}
/** The named parameters (first value each, empty ones dropped) in alphabetical order. */
function only(names, clean = {}) {
	const sorted = [...names].sort();
	return (params) => {
		const kept = [];
		for (const name of sorted) {
			const raw = params.get(name);
			const value = raw === null ? "" : clean[name]?.(raw) ?? raw;
			if (value !== "") kept.push([name, value]);
		}
		return kept;
	};
}
var RULES = {
	"/": homeParams,
	"/soeg": only(["q"], { q: (q) => q.trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim() }),
	"/alle-klubber": only(["land", "q"], { q: (q) => q.slice(0, CLUB_SEARCH_MAX_LENGTH) }),
	"/advertorial": only(["kategori"]),
	"/__manifest": only([
		"paths",
		"p",
		"version"
	])
};
/** Author pages (`/forfatter/{slug}`) page their article list with `?side=N`. */
var AUTHOR_PAGE_RULE = only(["side"]);
function ruleFor(page) {
	return RULES[page] ?? (page.startsWith("/forfatter/") ? AUTHOR_PAGE_RULE : void 0);
}
/**
* The page a path belongs to: React Router's data requests (`/_root.data`, `/soeg.data`,
* `/klubber/_.data`) read the same parameters as the page itself.
*/
function pagePathOf$1(pathname) {
	if (!pathname.endsWith(".data")) return {
		page: pathname,
		dataRequest: false
	};
	if (pathname === "/_root.data") return {
		page: "/",
		dataRequest: true
	};
	if (pathname.endsWith("/_.data")) return {
		page: pathname.slice(0, -6),
		dataRequest: true
	};
	return {
		page: pathname.slice(0, -5) || "/",
		dataRequest: true
	};
}
function encode(text) {
	return encodeURIComponent(text).replace(/%3A/gi, ":");
}
/** The query parameters a path keeps, in canonical order ("" or "?a=1&b=2"). */
function canonicalSearch(pathname, search) {
	if (search === "" || search === "?") return "";
	const params = new URLSearchParams(search);
	const { page, dataRequest } = pagePathOf$1(pathname);
	const kept = ruleFor(page)?.(params) ?? [];
	if (dataRequest) {
		const routes = params.get("_routes");
		if (routes) kept.push(["_routes", routes]);
	}
	if (kept.length === 0) return "";
	return `?${kept.map(([key, value]) => value === "" && key.includes(":") ? encode(key) : `${encode(key)}=${encode(value)}`).join("&")}`;
}
/** A path with its query made canonical: "/soeg?utm_source=x&q=mål" → "/soeg?q=m%C3%A5l". */
function canonicalPath(pathAndQuery) {
	const hash = pathAndQuery.indexOf("#");
	const withoutHash = hash === -1 ? pathAndQuery : pathAndQuery.slice(0, hash);
	const q = withoutHash.indexOf("?");
	if (q === -1) return withoutHash;
	const pathname = withoutHash.slice(0, q);
	return pathname + canonicalSearch(pathname, withoutHash.slice(q));
}
// app/server/page-cache.server.ts
/**
* In-process cache of anonymous public pages (HTML, route data and feeds), keyed by the canonical
* address (app/lib/canonical-url.ts). Entries keep the body pre-compressed (brotli and gzip) and
* a strong ETag. The cache is a shield for the database (ADR 0010):
* - one render per key at a time (single flight): concurrent misses wait for the same render;
* - an expired or softly invalidated entry is served stale while one background render refreshes
*   it, and stays served when that render fails (stale-if-error);
* - a content change drops the pages it changes hard (the next reader gets a fresh render) and
*   marks the rest stale; on PostgreSQL the change reaches every instance through LISTEN/NOTIFY;
* - bounded in entries and in bytes, least recently used out first.
*/
var brotli = promisify(zlib.brotliCompress);
var gzip = promisify(zlib.gzip);
var DEFAULT_LIMITS = {
	maxEntries: 1e3,
	maxBytes: 67108864
};
var MAX_BODY_BYTES = 2097152;
/** After a failed refresh the stale copy is served this long before the next attempt. */
var RETRY_AFTER_FAILURE_MS = 2e3;
/**
* A copy older than TTL + this (a page nobody read for a while) is not served stale: the reader
* waits for a fresh render, and gets the old copy only if that render fails.
*/
var MAX_STALE_MS = 3e5;
var NOTIFY_CHANNEL = "forsiden_page_cache";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
var MAX_NOTIFY_PAYLOAD = 7900;
var INSTANCE_ID = randomUUID();
var store$2 = /* @__PURE__ */ new Map();
var flights = /* @__PURE__ */ new Map();
var limits = { ...DEFAULT_LIMITS };
var totalBytes = 0;
var generation$1 = 0;
var notifyPool;
function entryBytes(key, page) {
	let headerBytes = 0;
	for (const [name, value] of page.headers) headerBytes += name.length + value.length;
	return page.body.length + page.br.length + page.gzip.length + key.length + headerBytes + 200;
}
function remove(key) {
	const entry = store$2.get(key);
	if (!entry) return;
	totalBytes -= entry.bytes;
	store$2.delete(key);
}
function evict() {
	while (store$2.size > limits.maxEntries || totalBytes > limits.maxBytes && store$2.size > 0) {
		const oldest = store$2.keys().next().value;
		if (oldest === void 0) break;
		remove(oldest);
	}
}
function put(key, path, page, stale) {
	const bytes = entryBytes(key, page);
	remove(key);
	if (page.body.length > MAX_BODY_BYTES || bytes > limits.maxBytes) return;
	store$2.set(key, {
		page,
		path,
		bytes,
		stale,
		retryAt: 0,
		failing: false
	});
	totalBytes += bytes;
	evict();
}
/** The entry for a key (and marks it recently used), fresh or stale, or undefined. */
function lookupPage(key, ttlMs, now = Date.now()) {
	const entry = store$2.get(key);
	if (!entry) return void 0;
	store$2.delete(key);
	store$2.set(key, entry);
	const age = now - entry.page.storedAt;
	if (!entry.stale && age <= ttlMs) return {
		state: "fresh",
		page: entry.page
	};
	const refresh = !flights.has(key) && now >= entry.retryAt;
	return {
		state: !entry.failing && age > ttlMs + MAX_STALE_MS ? "expired" : "stale",
		page: entry.page,
		refresh
	};
}
/** Compresses a rendered page once (brotli and gzip) and gives it a strong ETag. */
async function preparePage(page) {
	const [br, gz] = await Promise.all([brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip(page.body, { level: 6 })]);
	const etag = `"${createHash("sha1").update(page.body).digest("base64url").slice(0, 27)}"`;
	return {
		...page,
		br,
		gzip: gz,
		etag,
		storedAt: Date.now()
	};
}
/** The render running for a key, if any (concurrent misses wait for it instead of rendering). */
function joinRender(key) {
	return flights.get(key)?.promise;
}
/**
* Runs `render` for a key unless one runs already (single flight) and stores its page. A page
* rendered across a hard invalidation of its path is not stored; across a soft one it is stored
* stale. A failed render keeps the stale copy (retried after a short pause); a render that gave
* nothing cacheable (a redirect, a Set-Cookie) drops it.
*/
function renderOnce(key, path, render) {
	const running = flights.get(key);
	if (running) return running.promise;
	const flight = {
		path,
		invalidated: null,
		promise: Promise.resolve({
			page: null,
			failed: true
		})
	};
	const promise = (async () => {
		let outcome;
		try {
			outcome = await render();
		} catch (error) {
			logger.warn({
				err: error,
				key
			}, "page cache: render failed");
			outcome = {
				page: null,
				failed: true
			};
		}
		if (flights.get(key) === flight) flights.delete(key);
		if (outcome.page) {
			if (flight.invalidated !== "hard") put(key, path, outcome.page, flight.invalidated === "soft");
		} else if (outcome.failed) {
			const entry = store$2.get(key);
			if (entry) {
				entry.failing = true;
				entry.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
			}
		} else if (flight.invalidated !== "hard") remove(key);
		return outcome;
	})();
	flight.promise = promise;
	flights.set(key, flight);
	return promise;
}
function matches(path, patterns) {
	return patterns.some((pattern) => pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
}
var siteWideListeners = /* @__PURE__ */ new Set();
/**
* Calls `listener` on every site-wide change (every page dropped or marked stale), made here or
* heard from another instance: per-process copies of site-wide data (the settings row) drop
* theirs too, so a page rendered after the change never shows the old value.
*/
function onSiteWideChange(listener) {
	siteWideListeners.add(listener);
}
var changeListeners = /* @__PURE__ */ new Set();
/**
* Calls `listener` with every change, made here or heard from another instance (after the commit
* that made it). Open live streams re-check their reader's access here (ADR 0016).
*/
function onPageCacheChange(listener) {
	changeListeners.add(listener);
	return () => changeListeners.delete(listener);
}
function applyLocally(change) {
	generation$1++;
	if ("all" in change) for (const listener of siteWideListeners) listener();
	for (const listener of changeListeners) try {
		listener(change);
	} catch (error) {
		logger.warn({ err: error }, "page cache: a change listener failed");
	}
	const hardPaths = "hard" in change ? change.hard : null;
	const isHard = (path) => "all" in change ? change.all === "hard" : hardPaths !== null && matches(path, hardPaths);
	for (const [key, entry] of [...store$2]) if (isHard(entry.path)) remove(key);
	else {
		entry.stale = true;
		entry.retryAt = 0;
	}
	for (const [key, flight] of [...flights]) if (isHard(flight.path)) {
		flight.invalidated = "hard";
		flights.delete(key);
	} else flight.invalidated ??= "soft";
}
/** The NOTIFY payload for a change; too long for PostgreSQL → everything. */
function notifyPayload(change, instance = INSTANCE_ID) {
	const payload = JSON.stringify({
		i: instance,
		c: change
	});
	if (Buffer.byteLength(payload) <= MAX_NOTIFY_PAYLOAD) return payload;
	return JSON.stringify({
		i: instance,
		c: { all: "hard" }
	});
}
/** A received payload: another instance's change (null for our own); unreadable → everything. */
function parseNotifyPayload(payload, instance = INSTANCE_ID) {
	try {
		const message = JSON.parse(payload ?? "");
		if (message.i === instance) return null;
		const change = message.c;
		if (change?.all === "hard" || change?.all === "soft") return { all: change.all };
		if (Array.isArray(change?.hard) && change.hard.every((p) => typeof p === "string")) return { hard: change.hard };
	} catch {}
	return { all: "hard" };
}
/**
* Tells the cache what changed, here and (on PostgreSQL) on every other instance. Without an
* argument every page is dropped (a site-wide change such as the settings). Never throws and never
* waits: the NOTIFY is sent in the background and a failure is only logged.
*/
function invalidatePageCache(change = { all: "hard" }) {
	applyLocally(change);
	const pool = notifyPool;
	if (!pool) return;
	try {
		pool.query("SELECT pg_notify($1, $2)", [NOTIFY_CHANNEL, notifyPayload(change)]).catch((error) => logger.warn({ err: error }, "page cache: NOTIFY failed"));
	} catch (error) {
		logger.warn({ err: error }, "page cache: NOTIFY failed");
	}
}
/**
* On PostgreSQL: listen for other instances' changes (app/server/db/pg-listen.server.ts: the
* connection reconnects with backoff when lost); once it is back every page is marked stale,
* since notifications may have been missed meanwhile. Returns a function that stops listening.
*/
async function listenForPageCacheInvalidations(pool, options = {}) {
	const stop = await listenWithReconnect(pool, {
		...options,
		channel: NOTIFY_CHANNEL,
		name: "page cache",
		onNotification: (payload) => {
			const change = parseNotifyPayload(payload);
			if (change) applyLocally(change);
		},
		onReconnected: () => {
			applyLocally({ all: "soft" });
			logger.info("page cache: LISTEN connection back, every page marked stale");
		}
	});
	notifyPool = pool;
	return async () => {
		if (notifyPool === pool) notifyPool = void 0;
		await stop();
	};
}
// app/server/db/query-count.server.ts
/**
* Counts the SQL statements run on behalf of one request (or any other unit of work), so a test
* can pin the number of queries a page costs and fail when one is added twice. Drizzle hands every
* statement to its logger; outside `countQueries` the logger does nothing but one store lookup.
* The store sits on globalThis so the server bundle and the scripts share it.
*/
var STORE_KEY$1 = Symbol.for("forsiden.queryCount");
var holder$1 = globalThis;
holder$1[STORE_KEY$1] ??= new AsyncLocalStorage();
var store$1 = holder$1[STORE_KEY$1];
var queryCountingLogger = { logQuery(query) {
	store$1.getStore()?.push(query);
} };
// app/server/db/client.server.ts
/** Where the embedded database keeps its files (scripts open it without booting the app). */
function pgliteDataDir(env) {
	return path.join(env.dataDir, "pglite");
}
/**
* Contrib extensions the schema uses (migration 0009: forgiving search). PGlite bundles them but
* loads only those named here; every PGlite that opens this schema (a dump too) needs them.
*/
var PGLITE_EXTENSIONS = {
	pg_trgm,
	unaccent
};
var DEFAULT_STATEMENT_TIMEOUT_MS = 15e3;
var DEFAULT_CONNECT_TIMEOUT_MS = 5e3;
var MIGRATION_LOCK_KEY = 727001;
/** The log fields of a lost connection (pg attaches the whole client to the error: leave it out). */
function connectionError(error) {
	return {
		code: error.code,
		reason: error.message
	};
}
async function openDatabase(options) {
	if ("databaseUrl" in options) {
		const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
		const pool = new pg.Pool({
			connectionString: options.databaseUrl,
			max: options.poolSize ?? 10,
			idleTimeoutMillis: 3e4,
			connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
			statement_timeout: statementTimeoutMs,
			query_timeout: statementTimeoutMs + 1e3,
			keepAlive: true
		});
		pool.on("error", (error) => {
			logger.warn(connectionError(error), "database: an idle connection was closed");
		});
		pool.on("connect", (client) => {
			client.on("error", (error) => {
				logger.warn(connectionError(error), "database: a connection in use was closed");
			});
		});
		return {
			kind: "postgres",
			db: drizzle(pool, {
				schema: schema_exports,
				logger: queryCountingLogger
			}),
			pool,
			close: () => pool.end()
		};
	}
	if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
	const client = await PGlite.create({
		dataDir: options.dataDir,
		loadDataDir: options.loadDataDir,
		extensions: PGLITE_EXTENSIONS
	});
	return {
		kind: "pglite",
		db: drizzle$1(client, {
			schema: schema_exports,
			logger: queryCountingLogger
		}),
		client,
		close: () => client.close()
	};
}
/** Applies the committed migrations; on PostgreSQL under an advisory lock (safe for concurrent starts). */
async function migrateDatabase(handle) {
	const migrationsFolder = path.resolve(getEnv().MIGRATIONS_DIR);
	if (handle.kind === "pglite") {
		await migrate$1(handle.db, { migrationsFolder });
		return;
	}
	await withAdvisoryLock(handle.pool, MIGRATION_LOCK_KEY, "migration", (client) => migrate(drizzle(client, { schema: schema_exports }), { migrationsFolder }));
}
var STARTUP_LOCK_KEY = 727002;
/**
* Runs the first-start work of one instance at a time. Instances started together on an empty
* PostgreSQL database would otherwise both load the sample content and both create the first
* admin (the second fails on the unique e-mail and never gets ready). The later ones wait, then
* find the work done. PGlite is one process per data folder: nothing to wait for.
*/
async function withStartupLock(handle, fn) {
	if (handle.kind === "pglite") return fn();
	return withAdvisoryLock(handle.pool, STARTUP_LOCK_KEY, "startup", () => fn());
}
/**
* Holds a session advisory lock (waiting for it) while `fn` runs. Its own connection, without the
* pool's timeouts: a migration (an index on a big table) or the sample content may take longer
* than any page query is allowed to, and so may waiting for another instance's.
*/
async function withAdvisoryLock(pool, key, purpose, fn) {
	const { connectionString, connectionTimeoutMillis } = pool.options;
	const client = new pg.Client({
		connectionString,
		connectionTimeoutMillis
	});
	client.on("error", (error) => logger.warn(connectionError(error), `database: the ${purpose} lock connection was closed`));
	await client.connect();
	try {
		await client.query("SELECT pg_advisory_lock($1)", [key]);
		try {
			return await fn(client);
		} finally {
			await client.query("SELECT pg_advisory_unlock($1)", [key]);
		}
	} finally {
		await client.end().catch(() => void 0);
	}
}
var GLOBAL_KEY = Symbol.for("forsiden.database");
function setDatabaseHandle(handle) {
	globalThis[GLOBAL_KEY] = handle;
}
function getDatabaseHandle() {
	const handle = globalThis[GLOBAL_KEY];
	if (!handle) throw new Error("The database is not open yet (call openAppDatabase at start).");
	return handle;
}
/** The database of the running app. */
function getDb() {
	return getDatabaseHandle().db;
}
/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer with `{ rows }`). */
async function executeRows(db, query) {
	return (await db.execute(query)).rows;
}
/**
* Whether the database answers `SELECT 1` within `timeoutMs` (/readyz, and telling an outage
* from another failure when a library hides the cause, as Better Auth's getSession does).
*/
async function pingDatabase(handle, timeoutMs) {
	let timer;
	const ping = handle.kind === "pglite" ? handle.client.query("SELECT 1") : handle.pool.query("SELECT 1");
	ping.catch(() => void 0);
	const timeout = new Promise((resolve) => {
		timer = setTimeout(() => resolve(false), timeoutMs);
	});
	try {
		return await Promise.race([ping.then(() => true), timeout]);
	} catch {
		return false;
	} finally {
		clearTimeout(timer);
	}
}
// app/server/rate-limit.server.ts
/**
* Image uploads per staff member, whatever form they come through (article images, portraits):
* every upload runs the image pipeline. Saving needs the database anyway, so a store failure
* lets it through.
*/
var UPLOAD_RATE_RULE = {
	id: "upload-user",
	limit: 30,
	windowMs: 6e4,
	onStoreError: "open"
};
var MSG_TOO_MANY_UPLOADS = "For mange uploads. Prøv igen om lidt.";
/** The stored key: rule id plus a hash, so no address or e-mail is kept in the table. */
function storedKey(rule, key) {
	const digest = crypto.createHash("sha256").update(key).digest("base64url").slice(0, 32);
	return `${rule.id}:${digest}`;
}
function windowStartOf(now, windowMs) {
	return Math.floor(now / windowMs) * windowMs;
}
/** Sliding-window estimate: the previous window counts for the part that still overlaps. */
function slidingCount(hits, previousHits, elapsedMs, windowMs) {
	return hits + previousHits * Math.max(0, 1 - elapsedMs / windowMs);
}
/** Seconds until the estimate has room for one more hit (assuming no further hits), at least 1. */
function retryAfterSeconds(hits, previousHits, elapsedMs, windowMs, limit) {
	const room = limit - 1;
	let waitMs;
	if (hits <= room) waitMs = previousHits > 0 ? windowMs * (1 - (room - hits) / previousHits) - elapsedMs : 0;
	else waitMs = windowMs - elapsedMs + windowMs * Math.max(0, 1 - room / hits);
	return Math.max(1, Math.ceil(waitMs / 1e3));
}
function decide(rule, row, now) {
	const hits = Number(row.hits);
	const previous = Number(row.previous_hits);
	const elapsed = Math.max(0, now - Number(row.window_start));
	const count = slidingCount(hits, previous, elapsed, rule.windowMs);
	if (count <= rule.limit) return {
		allowed: true,
		count,
		retryAfterSeconds: 0
	};
	return {
		allowed: false,
		count,
		retryAfterSeconds: retryAfterSeconds(hits, previous, elapsed, rule.windowMs, rule.limit)
	};
}
function storeFailure(rule, error) {
	logger.warn({
		err: error,
		rule: rule.id,
		failOpen: rule.onStoreError === "open"
	}, "rate-limit store failed");
	return rule.onStoreError === "open" ? {
		allowed: true,
		count: 0,
		retryAfterSeconds: 0,
		storeError: true
	} : {
		allowed: false,
		count: 0,
		retryAfterSeconds: 5,
		storeError: true
	};
}
/** Counts `cost` hits for the key and says whether it is still within the rule. One round trip. */
async function hitRateLimit(db, rule, key, options = {}) {
	const now = options.now ?? Date.now();
	const cost = options.cost ?? 1;
	const w = rule.windowMs;
	const start = windowStartOf(now, w);
	const expiresAt = new Date(start + 2 * w).toISOString();
	try {
		const [row] = await executeRows(db, sql`INSERT INTO rate_limits AS r (key, window_start, hits, previous_hits, expires_at)
          VALUES (${storedKey(rule, key)}, ${start}, ${cost}, 0, ${expiresAt})
          ON CONFLICT (key) DO UPDATE SET
            previous_hits = CASE
              WHEN excluded.window_start <= r.window_start THEN r.previous_hits
              WHEN excluded.window_start = r.window_start + ${w}::bigint THEN r.hits
              ELSE 0 END,
            hits = CASE WHEN excluded.window_start <= r.window_start THEN r.hits + excluded.hits ELSE excluded.hits END,
            window_start = GREATEST(r.window_start, excluded.window_start),
            expires_at = GREATEST(r.expires_at, excluded.expires_at)
          RETURNING hits, previous_hits, window_start`);
		sweepExpired(db, now);
		return decide(rule, row, now);
	} catch (error) {
		return storeFailure(rule, error);
	}
}
/** The current estimate without counting a hit (allowed = one more hit would fit). */
async function peekRateLimit(db, rule, key, options = {}) {
	const now = options.now ?? Date.now();
	try {
		const [row] = await executeRows(db, sql`SELECT hits, previous_hits, window_start FROM rate_limits WHERE key = ${storedKey(rule, key)}`);
		if (!row) return {
			allowed: true,
			count: 0,
			retryAfterSeconds: 0
		};
		const start = windowStartOf(now, rule.windowMs);
		const stored = Number(row.window_start);
		const shifted = stored >= start ? row : stored === start - rule.windowMs ? {
			hits: 0,
			previous_hits: Number(row.hits),
			window_start: start
		} : {
			hits: 0,
			previous_hits: 0,
			window_start: start
		};
		const probe = decide({ ...rule }, {
			...shifted,
			hits: Number(shifted.hits) + 1
		}, now);
		return {
			...probe,
			count: probe.count - 1
		};
	} catch (error) {
		return storeFailure(rule, error);
	}
}
/** Takes back one hit of the current window (an attempt that turned out not to count, e.g. a right password). */
async function refundRateLimit(db, rule, key, options = {}) {
	const now = options.now ?? Date.now();
	try {
		await db.execute(sql`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0)
          WHERE key = ${storedKey(rule, key)} AND window_start = ${windowStartOf(now, rule.windowMs)}`);
	} catch (error) {
		logger.warn({
			err: error,
			rule: rule.id
		}, "rate-limit refund failed");
	}
}
/** Forgets one key, or every key of the rule (tests, and an operator's manual unblock). */
async function resetRateLimit(db, rule, key) {
	if (key !== void 0) await db.execute(sql`DELETE FROM rate_limits WHERE key = ${storedKey(rule, key)}`);
	else await db.execute(sql`DELETE FROM rate_limits WHERE starts_with(key, ${`${rule.id}:`})`);
}
/** Deletes every expired counter. */
async function deleteExpiredRateLimits(db, now = Date.now()) {
	return (await executeRows(db, sql`DELETE FROM rate_limits WHERE expires_at < ${new Date(now).toISOString()} RETURNING key`)).length;
}
var SWEEP_EVERY_MS = 3e5;
var lastSweep = 0;
function sweepExpired(db, now) {
	if (now - lastSweep < SWEEP_EVERY_MS) return;
	lastSweep = now;
	deleteExpiredRateLimits(db, now).catch((error) => logger.warn({ err: error }, "rate-limit sweep failed (retried later)"));
}
/** A rule bound to the app's database (or another one, for tests). */
function createRateLimiter(rule, database = getDb) {
	const withDb = async (run) => {
		let db;
		try {
			db = database();
		} catch (error) {
			return storeFailure(rule, error);
		}
		return run(db);
	};
	return {
		rule,
		attempt: (key, now) => withDb((db) => hitRateLimit(db, rule, key, { now })),
		peek: (key, now) => withDb((db) => peekRateLimit(db, rule, key, { now })),
		refund: async (key, now) => {
			try {
				await refundRateLimit(database(), rule, key, { now });
			} catch {}
		},
		reset: (key) => resetRateLimit(database(), rule, key)
	};
}
// app/lib/publication.ts
/** Draft, scheduled (published_at in the future) or published. */
function publishStatus(article, now = /* @__PURE__ */ new Date()) {
	if (article.isDraft || !article.publishedAt) return "draft";
	return new Date(article.publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}
/** True when readers may see the article now. */
function isPublishedNow(article, now = /* @__PURE__ */ new Date()) {
	return publishStatus(article, now) === "published";
}
// app/lib/uuid.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs and forms: check with this before one reaches a uuid column. */
function isUuid(value) {
	return typeof value === "string" && UUID.test(value);
}
/** A form field that must be an id, refused with `message` (Danish) otherwise. */
function uuidField(message) {
	return z.string(message).refine(isUuid, message);
}
// app/features/live/live-labels.ts
/** Live coverage vocabulary (issue 15): keys as stored, Danish labels and icons as shown. */
var LIVE_STATUSES = [
	"pre",
	"live",
	"ended"
];
var LIVE_STATUS_LABELS = {
	pre: "Før kampen",
	live: "Live",
	ended: "Slut"
};
var MATCH_PHASES = [
	"first_half",
	"half_time",
	"second_half",
	"extra_time",
	"penalties",
	"full_time"
];
var PHASE_LABELS = {
	first_half: "1. halvleg",
	half_time: "Pause",
	second_half: "2. halvleg",
	extra_time: "Forlænget",
	penalties: "Straffespark",
	full_time: "Slut"
};
var LIVE_EVENT_TYPES = [
	"goal",
	"own_goal",
	"penalty",
	"yellow_card",
	"red_card",
	"substitution",
	"var",
	"kickoff",
	"half_time",
	"full_time"
];
var EVENT_LABELS = {
	goal: "Mål",
	own_goal: "Selvmål",
	penalty: "Straffe",
	yellow_card: "Gult kort",
	red_card: "Rødt kort",
	substitution: "Udskiftning",
	var: "VAR",
	kickoff: "Kampstart",
	half_time: "Pause",
	full_time: "Slutfløjt"
};
/** Emoji icons: render the same on the server, in the island and in any font stack. */
var EVENT_ICONS = {
	goal: "⚽",
	own_goal: "⚽",
	penalty: "🎯",
	yellow_card: "🟨",
	red_card: "🟥",
	substitution: "🔄",
	var: "📺",
	kickoff: "🏁",
	half_time: "⏸️",
	full_time: "🏁"
};
function isLiveEventType(value) {
	return !!value && LIVE_EVENT_TYPES.includes(value);
}
function isMatchPhase(value) {
	return !!value && MATCH_PHASES.includes(value);
}
/** "23'" or the phase ("Pause") or nothing. */
function clockLabel(match) {
	if (match.status === "finished") return "Slut";
	if (match.phase === "half_time" || match.phase === "penalties" || match.phase === "full_time") return PHASE_LABELS[match.phase];
	if (match.minute != null) return `${match.minute}'`;
	return isMatchPhase(match.phase) ? PHASE_LABELS[match.phase] : "";
}
// app/features/live/live-queries.server.ts
var iso = (d) => d ? new Date(d).toISOString() : null;
var updateColumns = {
	id: liveUpdates.id,
	body: liveUpdates.body,
	eventType: liveUpdates.eventType,
	minute: liveUpdates.minute,
	imageUrl: liveUpdates.imageUrl,
	imageAlt: liveUpdates.imageAlt,
	pinned: liveUpdates.pinned,
	author: liveUpdates.author,
	createdAt: liveUpdates.createdAt,
	updatedAt: liveUpdates.updatedAt
};
function toUpdateView(row) {
	return {
		...row,
		eventType: isLiveEventType(row.eventType) ? row.eventType : null,
		createdAt: new Date(row.createdAt).toISOString(),
		updatedAt: new Date(row.updatedAt).toISOString()
	};
}
function toMatchState(row) {
	return {
		id: row.id,
		status: row.status === "live" || row.status === "finished" ? row.status : "upcoming",
		homeScore: row.homeScore,
		awayScore: row.awayScore,
		phase: isMatchPhase(row.phase) ? row.phase : null,
		minute: row.minute
	};
}
var homeClub = aliasedTable(clubs, "home_club");
var awayClub = aliasedTable(clubs, "away_club");
async function findLiveMatch(db, matchId) {
	const [row] = await db.select({
		match: matches$1,
		homeLogo: homeClub.logoUrl,
		awayLogo: awayClub.logoUrl
	}).from(matches$1).leftJoin(homeClub, eq(homeClub.slug, matches$1.homeClubSlug)).leftJoin(awayClub, eq(awayClub.slug, matches$1.awayClubSlug)).where(eq(matches$1.id, matchId)).limit(1);
	if (!row) return null;
	const m = row.match;
	const logo = (url, slug) => url ?? (slug ? `/logos/${slug}.svg` : null);
	return {
		...toMatchState(m),
		home: {
			name: m.homeTeam,
			slug: m.homeClubSlug,
			logoUrl: logo(row.homeLogo, m.homeClubSlug)
		},
		away: {
			name: m.awayTeam,
			slug: m.awayClubSlug,
			logoUrl: logo(row.awayLogo, m.awayClubSlug)
		},
		kickoffAt: new Date(m.kickoffAt).toISOString(),
		competition: m.competition
	};
}
async function listUpdates(db, articleId) {
	return (await db.select(updateColumns).from(liveUpdates).where(eq(liveUpdates.articleId, articleId)).orderBy(desc(liveUpdates.createdAt)).limit(500)).map(toUpdateView);
}
/** The live part of an article page; null for an ordinary article. */
async function loadLiveBlog(db, article) {
	if (article.liveStatus !== "pre" && article.liveStatus !== "live" && article.liveStatus !== "ended") return null;
	const lastSeq = await latestSeq(db, articleTopic(article.id));
	const [match, updates] = await Promise.all([article.liveMatchId ? findLiveMatch(db, article.liveMatchId) : Promise.resolve(null), listUpdates(db, article.id)]);
	return {
		articleId: article.id,
		liveStatus: article.liveStatus,
		coverageStartedAt: iso(article.coverageStartedAt ?? null),
		coverageEndedAt: iso(article.coverageEndedAt ?? null),
		match,
		updates,
		lastSeq
	};
}
/** The columns of a live article the desk, the mutations and the reader page read. */
var liveArticleColumns = {
	id: articles.id,
	slug: articles.slug,
	title: articles.title,
	tags: articles.tags,
	isDraft: articles.isDraft,
	publishedAt: articles.publishedAt,
	liveStatus: articles.liveStatus,
	liveMatchId: articles.liveMatchId,
	coverageStartedAt: articles.coverageStartedAt,
	coverageEndedAt: articles.coverageEndedAt
};
async function findLiveArticle(db, articleId) {
	if (!isUuid(articleId)) return null;
	const [row] = await db.select(liveArticleColumns).from(articles).where(eq(articles.id, articleId)).limit(1);
	return row ?? null;
}
/** Who may open an article's stream: anyone for a published live article, staff for any. */
function mayReadStream(article, staff, now = /* @__PURE__ */ new Date()) {
	if (!article) return false;
	if (staff) return true;
	return article.liveStatus !== null && isPublishedNow(article, now);
}
/** Matches an editor may tie a live article to: from two weeks back to a month ahead. */
async function listMatchChoices(db, now = /* @__PURE__ */ new Date()) {
	const from = /* @__PURE__ */ new Date(now.getTime() - 12096e5);
	const to = new Date(now.getTime() + 26784e5);
	return db.select({
		id: matches$1.id,
		homeTeam: matches$1.homeTeam,
		awayTeam: matches$1.awayTeam,
		kickoffAt: matches$1.kickoffAt,
		competition: matches$1.competition
	}).from(matches$1).where(and(gte(matches$1.kickoffAt, from), lte(matches$1.kickoffAt, to))).orderBy(asc(matches$1.kickoffAt)).limit(200);
}
// app/server/storage.server.ts
/**
* Object storage with buckets: one `ObjectStorage` interface, two drivers (ADR 0014). This file
* holds the interface, the name rules and the local-disk driver; the S3 driver is in
* `s3-storage.server.ts`, and `app-storage.server.ts` picks one from the environment.
*
* Local disk:
* Objects live at `{rootDir}/{bucket}/{name}` and are served publicly at
* `{publicBasePath}/{bucket}/{name}`. Bucket and object names are restricted to
* `[a-zA-Z0-9._-]` without a leading dot, so a name can never escape its bucket
* (no "/", no "..", no hidden files). Writes go to a temp file in the same
* directory and are renamed into place, so a reader never sees half a file.
*
* The content type given to `put` is kept in a sidecar file under
* `{rootDir}/.meta/{bucket}/{name}.json` (a dot-directory, so it can never clash
* with a bucket); when that is missing, `get` falls back to the file extension.
*/
var ARTICLE_IMAGES_BUCKET = "article-images";
var SAFE_NAME = /^[a-zA-Z0-9_-][a-zA-Z0-9._-]*$/;
var MAX_NAME_LENGTH = 200;
var META_DIR = ".meta";
var MIME_BY_EXT = {
	jpg: "image/jpeg",
	jpeg: "image/jpeg",
	png: "image/png",
	gif: "image/gif",
	webp: "image/webp",
	avif: "image/avif",
	svg: "image/svg+xml",
	json: "application/json",
	txt: "text/plain; charset=utf-8"
};
/** The content type a file name implies, or application/octet-stream. */
function contentTypeForName(name) {
	const dot = name.lastIndexOf(".");
	return MIME_BY_EXT[dot >= 0 ? name.slice(dot + 1).toLowerCase() : ""] ?? "application/octet-stream";
}
function isSafeObjectName(value) {
	return typeof value === "string" && value.length <= MAX_NAME_LENGTH && SAFE_NAME.test(value);
}
function assertSafe(kind, value) {
	if (!isSafeObjectName(value)) throw new Error(`Invalid storage ${kind}: ${JSON.stringify(String(value).slice(0, 80))}`);
}
/** True when an If-None-Match header value names `etag` (or is `*`). */
function etagMatches(ifNoneMatch, etag) {
	if (!ifNoneMatch) return false;
	const bare = (t) => t.trim().replace(/^W\//, "");
	return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === bare(etag));
}
function isNotFound(err) {
	return err?.code === "ENOENT";
}
function createLocalStorage(rootDir, publicBasePath = "/storage") {
	const root = path.resolve(rootDir);
	const base = publicBasePath.replace(/\/+$/, "");
	const pathFor = (bucket, name) => {
		assertSafe("bucket", bucket);
		assertSafe("name", name);
		return path.join(root, bucket, name);
	};
	const metaPathFor = (bucket, name) => path.join(root, META_DIR, bucket, `${name}.json`);
	const urlFor = (bucket, name) => {
		assertSafe("bucket", bucket);
		assertSafe("name", name);
		return `${base}/${bucket}/${name}`;
	};
	async function contentTypeOf(bucket, name) {
		try {
			const meta = JSON.parse(await readFile(metaPathFor(bucket, name), "utf8"));
			if (typeof meta.contentType === "string" && meta.contentType) return meta.contentType;
		} catch {}
		return contentTypeForName(name);
	}
	async function atomicWrite(file, data) {
		const dir = path.dirname(file);
		await mkdir(dir, { recursive: true });
		const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
		try {
			await writeFile(tmp, data);
			await rename(tmp, file);
		} catch (err) {
			await unlink(tmp).catch(() => {});
			throw err;
		}
	}
	return {
		driver: "local",
		rootDir: root,
		pathFor,
		urlFor,
		async put(bucket, name, data, contentType) {
			const file = pathFor(bucket, name);
			if (!Buffer.isBuffer(data)) throw new Error("Storage put expects a Buffer");
			const type = contentType?.trim() || contentTypeForName(name);
			await atomicWrite(file, data);
			await atomicWrite(metaPathFor(bucket, name), JSON.stringify({ contentType: type }));
			return {
				key: `${bucket}/${name}`,
				url: urlFor(bucket, name)
			};
		},
		async get(bucket, name) {
			const file = pathFor(bucket, name);
			let data;
			try {
				data = await readFile(file);
			} catch (err) {
				if (isNotFound(err) || err.code === "EISDIR") return null;
				throw err;
			}
			return {
				data,
				contentType: await contentTypeOf(bucket, name)
			};
		},
		async delete(bucket, name) {
			const file = pathFor(bucket, name);
			let existed = true;
			try {
				await unlink(file);
			} catch (err) {
				if (!isNotFound(err)) throw err;
				existed = false;
			}
			await rm(metaPathFor(bucket, name), { force: true });
			return existed;
		},
		async exists(bucket, name) {
			try {
				return (await stat(pathFor(bucket, name))).isFile();
			} catch (err) {
				if (isNotFound(err)) return false;
				throw err;
			}
		},
		async open(bucket, name, options = {}) {
			const file = pathFor(bucket, name);
			let info;
			try {
				info = await stat(file);
			} catch (err) {
				if (isNotFound(err)) return null;
				throw err;
			}
			if (!info.isFile()) return null;
			const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
			if (etagMatches(options.ifNoneMatch, etag)) return {
				notModified: true,
				etag
			};
			return {
				body: Readable.toWeb(createReadStream(file)),
				contentType: await contentTypeOf(bucket, name),
				contentLength: info.size,
				etag
			};
		},
		async *list(bucket) {
			assertSafe("bucket", bucket);
			let entries;
			try {
				entries = await readdir(path.join(root, bucket), { withFileTypes: true });
			} catch (err) {
				if (isNotFound(err)) return;
				throw err;
			}
			for (const entry of entries) if (entry.isFile() && isSafeObjectName(entry.name)) yield entry.name;
		}
	};
}
var ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";
/** `length` random lowercase letters/digits (crypto-strength). */
function randomSuffix(length = 8) {
	let out = "";
	for (let i = 0; i < length; i++) out += ALNUM[randomInt(36)];
	return out;
}
function cleanExt(ext) {
	const e = ext.replace(/^\./, "").toLowerCase();
	if (!/^[a-z0-9]{1,10}$/.test(e)) throw new Error(`Invalid file extension: ${JSON.stringify(ext)}`);
	return e;
}
/** Generic name: `${prefix}-${Date.now()}-${random8}.${ext}`, or without prefix the article-image form. */
function objectName(prefix, ext) {
	const stem = `${Date.now()}-${randomSuffix(8)}`;
	if (!prefix) return `${stem}.${cleanExt(ext)}`;
	assertSafe("name", prefix);
	return `${prefix}-${stem}.${cleanExt(ext)}`;
}
/** `${Date.now()}-${8 lowercase alnum}.${ext}` */
function articleImageName(ext) {
	return objectName(void 0, ext);
}
/** `historical-${Date.now()}.${ext}` */
function historicalImageName(ext) {
	return `historical-${Date.now()}.${cleanExt(ext)}`;
}
/** `club-logo-${slug}-${Date.now()}.${ext}` */
function clubLogoName(slug, ext) {
	if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`Invalid club slug: ${JSON.stringify(slug)}`);
	return `club-logo-${slug}-${Date.now()}.${cleanExt(ext)}`;
}
/** Strips the extension: "123-abc.jpg" → "123-abc" (base name for processed-image variants). */
function stripExt(name) {
	const dot = name.lastIndexOf(".");
	return dot > 0 ? name.slice(0, dot) : name;
}
// app/server/s3-storage.server.ts
var OBJECT_CACHE_CONTROL = "public, max-age=31536000, immutable";
function statusOf(err) {
	return err?.$metadata?.httpStatusCode;
}
function isMissing(err) {
	const name = err?.name;
	return name === "NoSuchKey" || name === "NotFound" || statusOf(err) === 404;
}
function createS3Storage(config) {
	const bucketName = config.bucket;
	const publicBase = config.publicUrl ? config.publicUrl.replace(/\/+$/, "") : "/storage";
	let ready;
	const load = () => {
		ready ??= (async () => {
			process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
			const sdk = await import("@aws-sdk/client-s3");
			return {
				sdk,
				client: new sdk.S3Client({
					endpoint: config.endpoint,
					region: config.region,
					forcePathStyle: config.forcePathStyle ?? false,
					credentials: {
						accessKeyId: config.accessKeyId,
						secretAccessKey: config.secretAccessKey
					},
					requestChecksumCalculation: "WHEN_REQUIRED",
					responseChecksumValidation: "WHEN_REQUIRED"
				})
			};
		})();
		return ready;
	};
	const keyFor = (bucket, name) => {
		assertSafe("bucket", bucket);
		assertSafe("name", name);
		return `${bucket}/${name}`;
	};
	const urlFor = (bucket, name) => `${publicBase}/${keyFor(bucket, name)}`;
	async function exists(bucket, name) {
		const Key = keyFor(bucket, name);
		const { sdk, client } = await load();
		try {
			await client.send(new sdk.HeadObjectCommand({
				Bucket: bucketName,
				Key
			}));
			return true;
		} catch (err) {
			if (isMissing(err)) return false;
			throw err;
		}
	}
	return {
		driver: "s3",
		bucketName,
		urlFor,
		exists,
		client: async () => (await load()).client,
		async put(bucket, name, data, contentType) {
			const Key = keyFor(bucket, name);
			if (!Buffer.isBuffer(data)) throw new Error("Storage put expects a Buffer");
			const { sdk, client } = await load();
			await client.send(new sdk.PutObjectCommand({
				Bucket: bucketName,
				Key,
				Body: data,
				ContentType: contentType?.trim() || contentTypeForName(name),
				ContentLength: data.length,
				CacheControl: OBJECT_CACHE_CONTROL
			}));
			return {
				key: Key,
				url: urlFor(bucket, name)
			};
		},
		async get(bucket, name) {
			const Key = keyFor(bucket, name);
			const { sdk, client } = await load();
			try {
				const out = await client.send(new sdk.GetObjectCommand({
					Bucket: bucketName,
					Key
				}));
				const bytes = out.Body ? await out.Body.transformToByteArray() : /* @__PURE__ */ new Uint8Array();
				return {
					data: Buffer.from(bytes),
					contentType: out.ContentType || contentTypeForName(name)
				};
			} catch (err) {
				if (isMissing(err)) return null;
				throw err;
			}
		},
		async open(bucket, name, options = {}) {
			const Key = keyFor(bucket, name);
			const { sdk, client } = await load();
			try {
				const out = await client.send(new sdk.GetObjectCommand({
					Bucket: bucketName,
					Key,
					IfNoneMatch: options.ifNoneMatch
				}));
				if (out.ETag && etagMatches(options.ifNoneMatch, out.ETag)) {
					await out.Body?.transformToWebStream().cancel();
					return {
						notModified: true,
						etag: out.ETag
					};
				}
				if (!out.Body) return null;
				return {
					body: out.Body.transformToWebStream(),
					contentType: out.ContentType || contentTypeForName(name),
					contentLength: out.ContentLength,
					etag: out.ETag
				};
			} catch (err) {
				if (statusOf(err) === 304) return {
					notModified: true,
					etag: (options.ifNoneMatch ?? "").split(",")[0].trim()
				};
				if (isMissing(err)) return null;
				throw err;
			}
		},
		async delete(bucket, name) {
			const Key = keyFor(bucket, name);
			const existed = await exists(bucket, name);
			const { sdk, client } = await load();
			await client.send(new sdk.DeleteObjectCommand({
				Bucket: bucketName,
				Key
			}));
			return existed;
		},
		async *list(bucket) {
			assertSafe("bucket", bucket);
			const { sdk, client } = await load();
			const Prefix = `${bucket}/`;
			let ContinuationToken;
			do {
				const page = await client.send(new sdk.ListObjectsV2Command({
					Bucket: bucketName,
					Prefix,
					ContinuationToken
				}));
				for (const item of page.Contents ?? []) {
					const name = item.Key?.slice(Prefix.length);
					if (name && !name.includes("/")) yield name;
				}
				ContinuationToken = page.IsTruncated ? page.NextContinuationToken : void 0;
			} while (ContinuationToken);
		}
	};
}
// app/server/app-storage.server.ts
function storageRoot(env) {
	return path.join(env.dataDir, "storage");
}
/** The S3 driver's settings from the environment (parseEnv has checked bucket and keys with s3). */
function s3ConfigFromEnv(env) {
	return {
		endpoint: env.S3_ENDPOINT,
		region: env.S3_REGION,
		bucket: env.S3_BUCKET ?? "",
		accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
		secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
		forcePathStyle: env.S3_FORCE_PATH_STYLE,
		publicUrl: env.S3_PUBLIC_URL
	};
}
/**
* A new storage for this environment: the local disk (bucket folders under DATA_DIR/storage,
* served at /storage) or, with STORAGE_DRIVER=s3, the S3 bucket every instance shares.
*/
function createAppStorage(env) {
	if (env.STORAGE_DRIVER === "s3") return createS3Storage(s3ConfigFromEnv(env));
	return createLocalStorage(storageRoot(env), "/storage");
}
var instance;
/** The app's object storage, made once from the environment. */
function getAppStorage(env = getEnv()) {
	instance ??= createAppStorage(env);
	return instance;
}
// app/lib/totp-code.ts
/** A six-digit code from an authenticator app (RFC 6238 as Better Auth's two-factor plugin uses it). */
var TOTP_CODE = /^\d{6}$/;
/** The code field of the two-factor forms: spaces typed between the digits are ignored. */
var totpCodeField = z.string({ error: "Koden er påkrævet" }).transform((v) => v.replace(/\s+/g, "")).pipe(z.string().min(1, "Koden er påkrævet").regex(TOTP_CODE, "Koden skal være 6 cifre"));
// app/lib/better-auth-answers.ts
/**
* The English messages Better Auth answers with that the app matches (to show Danish instead).
* Pure, so the sign-in forms can use it too; app/server/auth-internals.server.ts re-exports it and
* its test pins that Better Auth still answers with these (issue 23).
*/
var BETTER_AUTH_INVALID_CODE = "Invalid code";
// app/server/auth-internals.server.ts
/** Our cookie prefix; Better Auth prepends it to every cookie it sets ("forsiden.session_token"). */
var SESSION_COOKIE_PREFIX = "forsiden";
/** The twoFactor plugin's cookie for a pending sign-in (password given, code not yet), unprefixed. */
var TWO_FACTOR_COOKIE_NAME = "two_factor";
/** Its full name (on https also with `__Secure-` in front). */
var TWO_FACTOR_COOKIE = `${SESSION_COOKIE_PREFIX}.${TWO_FACTOR_COOKIE_NAME}`;
/** The verification rows of a pending two-factor sign-in are named `2fa-…`; their value is the user id. */
var PENDING_TWO_FACTOR_PREFIX = "2fa-";
/** A password reset link's verification row is named `reset-password:<token>`; its value is the user id. */
var RESET_PASSWORD_PREFIX = "reset-password:";
/** The value of the two-factor cookie in a Cookie header (either name), or null. */
function twoFactorCookieValue(cookieHeader) {
	if (!cookieHeader) return null;
	const match = cookieHeader.match(new RegExp(`(?:^|;\\s*)(?:__Secure-)?${TWO_FACTOR_COOKIE.replace(".", "\\.")}=([^;]*)`));
	return match ? match[1] : null;
}
/** The verification identifier inside a (signed, URL-encoded) two-factor cookie value, or null. */
function pendingTwoFactorIdentifier(cookieValue) {
	let value;
	try {
		value = decodeURIComponent(cookieValue);
	} catch {
		return null;
	}
	const dot = value.lastIndexOf(".");
	const identifier = dot > 0 ? value.slice(0, dot) : value;
	return identifier.startsWith(PENDING_TWO_FACTOR_PREFIX) && identifier.length <= 100 ? identifier : null;
}
/** The user id of a pending two-factor sign-in that has not expired, or null. */
async function pendingTwoFactorUser(db, identifier) {
	const [row] = await db.select({ value: verification.value }).from(verification).where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, sql`now()`))).orderBy(desc(verification.createdAt)).limit(1);
	return row?.value ?? null;
}
/** Ends a pending two-factor sign-in. */
async function deletePendingTwoFactor(db, identifier) {
	await db.delete(verification).where(eq(verification.identifier, identifier));
}
/** Deletes every reset link and pending two-factor sign-in of the user. */
async function deleteResetLinksAndPendingSignIns(db, userId) {
	await db.delete(verification).where(and(eq(verification.value, userId), or(like(verification.identifier, `${RESET_PASSWORD_PREFIX}%`), like(verification.identifier, `${PENDING_TWO_FACTOR_PREFIX}%`))));
}
/** Decrypts a value Better Auth stored encrypted with the auth secret (the TOTP secret). */
function decryptWithAuthSecret(secret, data) {
	return symmetricDecrypt({
		key: secret,
		data
	});
}
/**
* Creates a user with an e-mail/password login through Better Auth's internal adapter (so its
* hooks, ids and hashing are Better Auth's own) and returns the new user's id.
*/
async function createCredentialUser(auth, input) {
	const ctx = await auth.$context;
	const hash = await ctx.password.hash(input.password);
	const created = await ctx.internalAdapter.createUser({
		email: input.email,
		name: input.name,
		emailVerified: input.emailVerified,
		role: input.role
	});
	await ctx.internalAdapter.linkAccount({
		userId: created.id,
		providerId: "credential",
		accountId: created.id,
		password: hash
	});
	return created.id;
}
/** Inside a Better Auth hook: the user whose two-factor sign-in the request's signed cookie names. */
async function pendingTwoFactorUserInHook(ctx) {
	const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME);
	const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
	if (!identifier) return null;
	return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value ?? null;
}
// app/server/account-security.server.ts
var TOTP_PERIOD_SECONDS = 30;
/** update-user refuses name and image: they are edited on /admin/profil (issue 14). */
var PROFILE_ONLY_IN_ADMIN = "Navn og billede ændres under Min profil";
/** Better Auth accepts the code of the previous, current and next time step. */
var TOTP_WINDOW = 1;
/** RFC 4226 HOTP (SHA-1, 6 digits) with the key as Better Auth uses it (the secret's bytes). */
function hotp(secret, counter) {
	const buffer = Buffer.alloc(8);
	buffer.writeBigUInt64BE(BigInt(counter));
	const hmac = crypto.createHmac("sha1", Buffer.from(secret, "utf8")).update(buffer).digest();
	const offset = hmac[hmac.length - 1] & 15;
	return String((hmac.readUInt32BE(offset) & 2147483647) % 1e6).padStart(6, "0");
}
function totpStep(time = Date.now()) {
	return Math.floor(time / 1e3 / TOTP_PERIOD_SECONDS);
}
/** The time step whose code `code` is (within Better Auth's window), or null. */
function matchingTotpStep(secret, code, time = Date.now()) {
	const now = totpStep(time);
	for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
		const candidate = hotp(secret, step);
		if (crypto.timingSafeEqual(Buffer.from(candidate), Buffer.from(code))) return step;
	}
	return null;
}
/** Whose code this is: the signed-in user (setting up 2FA), else the pending sign-in's user. */
async function codeOwner(ctx) {
	const current = await getSessionFromCtx(ctx);
	if (current?.user) return current.user.id;
	return pendingTwoFactorUserInHook(ctx);
}
/**
* Claims the code's time step for the user in one conditional UPDATE, so of two requests with the
* same code (replayed, or racing) exactly one gets through. A code that matches no step is left to
* Better Auth, which refuses it as usual.
*/
async function claimTotpStep(db, ctx) {
	const code = ctx.body?.code;
	if (typeof code !== "string" || !TOTP_CODE.test(code)) return;
	const userId = await codeOwner(ctx);
	if (!userId) return;
	const [row] = await db.select({ secret: twoFactor$1.secret }).from(twoFactor$1).where(eq(twoFactor$1.userId, userId)).limit(1);
	if (!row) return;
	const step = matchingTotpStep(await decryptWithAuthSecret(ctx.context.secret, row.secret), code);
	if (step === null) return;
	if ((await db.update(twoFactor$1).set({ lastTotpStep: step }).where(and(eq(twoFactor$1.userId, userId), or(isNull(twoFactor$1.lastTotpStep), lt(twoFactor$1.lastTotpStep, step)))).returning({ id: twoFactor$1.id })).length === 0) throw new APIError("UNAUTHORIZED", { message: BETTER_AUTH_INVALID_CODE });
}
/** Ends every session of the user except `keepToken`. */
async function endOtherSessions(db, userId, keepToken) {
	return (await db.delete(session).where(and(eq(session.userId, userId), ne(session.token, keepToken))).returning({ id: session.id })).length;
}
/** After a completed reset: no older reset link and no pending 2FA sign-in of the user works. */
async function forgetResetLinks(db, userId) {
	await deleteResetLinksAndPendingSignIns(db, userId);
}
function accountSecurity(db) {
	return {
		id: "forsiden-account-security",
		hooks: {
			before: [
				{
					matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
					handler: createAuthMiddleware(async (ctx) => {
						await claimTotpStep(db, ctx);
					})
				},
				{
					matcher: (ctx) => ctx.path === "/update-user",
					handler: createAuthMiddleware(async (ctx) => {
						const body = ctx.body ?? {};
						if ("name" in body || "image" in body) throw new APIError("BAD_REQUEST", { message: PROFILE_ONLY_IN_ADMIN });
					})
				},
				{
					matcher: (ctx) => ctx.path === "/change-password",
					handler: createAuthMiddleware(async (ctx) => {
						return { context: { body: {
							...ctx.body,
							revokeOtherSessions: true
						} } };
					})
				}
			],
			after: [{
				matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
				handler: createAuthMiddleware(async (ctx) => {
					if (ctx.context.returned instanceof Error) return;
					const before = ctx.context.session;
					const fresh = ctx.context.newSession;
					if (!before?.session || !fresh || fresh.user.id !== before.user.id) return;
					await endOtherSessions(db, fresh.user.id, fresh.session.token);
				})
			}]
		}
	};
}
// app/server/mail.server.ts
var transport;
/**
* Sends a mail over SMTP when SMTP_URL is set. Without SMTP the mail is written to the log and
* kept in the outbox (the development mailbox), so sign-up confirmation and password reset work
* end to end on a machine without a mail server.
*/
async function sendMail(mail) {
	const env = getEnv();
	const db = getDb();
	if (!env.SMTP_URL) {
		logger.info({
			to: mail.to,
			subject: mail.subject,
			body: mail.text
		}, "mail (no SMTP configured)");
		await db.insert(mailOutbox).values({
			to: mail.to,
			subject: mail.subject,
			body: mail.text,
			transport: "log"
		});
		return;
	}
	transport ??= nodemailer.createTransport(env.SMTP_URL);
	try {
		await transport.sendMail({
			from: env.MAIL_FROM,
			to: mail.to,
			subject: mail.subject,
			text: mail.text
		});
		await db.insert(mailOutbox).values({
			to: mail.to,
			subject: mail.subject,
			transport: "smtp"
		});
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		logger.error({
			err: error,
			to: mail.to,
			subject: mail.subject
		}, "mail could not be sent");
		await db.insert(mailOutbox).values({
			to: mail.to,
			subject: mail.subject,
			transport: "smtp",
			error: message
		});
		throw error;
	}
}
/** The development mailbox (/dev/mailbox): the mails kept instead of sent, newest first. */
async function listLoggedMails(db, limit = 50) {
	return (await db.select({
		id: mailOutbox.id,
		to: mailOutbox.to,
		subject: mailOutbox.subject,
		body: mailOutbox.body,
		createdAt: mailOutbox.createdAt
	}).from(mailOutbox).where(eq(mailOutbox.transport, "log")).orderBy(desc(mailOutbox.createdAt)).limit(limit)).map((m) => ({
		...m,
		createdAt: m.createdAt.toISOString()
	}));
}
// app/server/auth.server.ts
/** Carries the client address to Better Auth; set by server/ from the socket, never by the client. */
var AUTH_CLIENT_IP_HEADER = "x-forsiden-client-ip";
/** AUTH_SECRET, or a random secret kept in the data folder (one instance; set AUTH_SECRET to scale out). */
function resolveAuthSecret(env) {
	if (env.AUTH_SECRET) return env.AUTH_SECRET;
	if (env.DATABASE_URL) logger.warn("AUTH_SECRET is not set: this instance signs sessions with its own secret from DATA_DIR, so they do not work on other instances");
	const file = path.join(env.dataDir, ".auth-secret");
	try {
		return fs.readFileSync(file, "utf8").trim();
	} catch {
		fs.mkdirSync(env.dataDir, { recursive: true });
		return writeFileOnce(file, crypto.randomBytes(32).toString("base64url"));
	}
}
/**
* Creates `file` holding `content` unless it exists, and returns what it holds: of several
* processes sharing DATA_DIR (WEB_CONCURRENCY workers) that found no file, the first one's content
* wins and the others read it. The complete file is linked into place, so nobody reads half of it.
*/
function writeFileOnce(file, content) {
	const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
	fs.writeFileSync(tmp, content, { mode: 384 });
	try {
		fs.linkSync(tmp, file);
		return content;
	} catch (error) {
		if (error.code !== "EEXIST") throw error;
		return fs.readFileSync(file, "utf8").trim();
	} finally {
		fs.rmSync(tmp, { force: true });
	}
}
/** Messages Better Auth logs at error level for a request that simply failed (bad input, wrong password). */
var EXPECTED_AUTH_FAILURES = [
	"Invalid password",
	"User not found",
	"Password not found",
	"Credential account not found",
	"User email not found",
	"Reset Password: User not found",
	"Password is too short",
	"Password is too long",
	"Invalid callbackURL",
	"Invalid redirectURL",
	"Invalid errorCallbackURL",
	"Invalid newUserCallbackURL",
	"Invalid origin"
];
function isExpectedAuthFailure(message) {
	return EXPECTED_AUTH_FAILURES.some((m) => message === m || message.startsWith(`${m}:`));
}
/** PostgreSQL's unique_violation, also when a driver or Drizzle wraps it as the `cause`. */
function isUniqueViolation$1(error) {
	let current = error;
	for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
		if (current.code === "23505") return true;
		current = current.cause;
	}
	return false;
}
/**
* The level we log a Better Auth message at. Two sign-ups for one new address at the same moment
* both pass Better Auth's "exists?" check; the unique e-mail index refuses the second, which gets
* 422: the database did its job, so that is not an error either.
*/
function authLogLevel(level, message, args) {
	if (level === "error") {
		if (isExpectedAuthFailure(message)) return "info";
		if (message === "Failed to create user" && args.some(isUniqueViolation$1)) return "info";
		return "error";
	}
	return level === "warn" ? "warn" : "debug";
}
function createAuth(db, env) {
	return betterAuth({
		appName: "Forsiden",
		baseURL: env.publicUrl,
		basePath: "/api/auth",
		secret: resolveAuthSecret(env),
		trustedOrigins: [env.publicUrl],
		database: drizzleAdapter(db, {
			provider: "pg",
			schema: {
				user,
				session,
				account,
				verification,
				twoFactor: twoFactor$1
			}
		}),
		user: { additionalFields: { role: {
			type: "string",
			required: false,
			defaultValue: "user",
			input: false
		} } },
		emailAndPassword: {
			enabled: true,
			minPasswordLength: 6,
			requireEmailVerification: true,
			revokeSessionsOnPasswordReset: true,
			onPasswordReset: async ({ user }) => forgetResetLinks(db, user.id),
			sendResetPassword: async ({ user, url }) => {
				await sendMail({
					to: user.email,
					subject: "Nulstil din adgangskode til Forsiden",
					text: `Hej\n\nKlik på linket for at vælge en ny adgangskode:\n${url}\n\nHar du ikke bedt om det, kan du se bort fra denne mail.\n\nForsiden`
				});
			}
		},
		emailVerification: {
			sendOnSignUp: true,
			sendOnSignIn: true,
			autoSignInAfterVerification: true,
			sendVerificationEmail: async ({ user, url }) => {
				await sendMail({
					to: user.email,
					subject: "Bekræft din e-mail til Forsiden",
					text: `Hej\n\nKlik på linket for at bekræfte din e-mailadresse:\n${url}\n\nForsiden`
				});
			}
		},
		session: {
			expiresIn: 604800,
			updateAge: 86400
		},
		rateLimit: { enabled: false },
		advanced: {
			cookiePrefix: SESSION_COOKIE_PREFIX,
			useSecureCookies: env.publicUrl.startsWith("https://"),
			defaultCookieAttributes: {
				httpOnly: true,
				sameSite: "lax"
			},
			ipAddress: { ipAddressHeaders: [AUTH_CLIENT_IP_HEADER] }
		},
		plugins: [twoFactor({ issuer: "Forsiden" }), accountSecurity(db)],
		logger: { log: (level, message, ...args) => {
			const err = args.find((arg) => arg instanceof Error);
			logger[authLogLevel(level, message, args)]({
				component: "auth",
				...err ? { err } : {}
			}, message);
		} }
	});
}
var AUTH_KEY = Symbol.for("forsiden.auth");
/** The app's Better Auth instance, bound to the open database. */
function getAuth() {
	const g = globalThis;
	const db = getDb();
	const cached = g[AUTH_KEY];
	if (cached && cached.db === db) return cached.auth;
	const auth = createAuth(db, getEnv());
	g[AUTH_KEY] = {
		auth,
		db
	};
	return auth;
}
// app/server/db/unavailable.server.ts
/**
* "The database is away" as opposed to "this query is wrong": the first is answered with a 503 and
* a Danish "try again" message (and never ends the process), the second stays a 500 with a log line.
*/
var UNAVAILABLE_SQLSTATES = /* @__PURE__ */ new Set([
	"57P01",
	"57P02",
	"57P03",
	"53300",
	"57014"
]);
var UNAVAILABLE_SYSCALL_CODES = /* @__PURE__ */ new Set([
	"ECONNREFUSED",
	"ECONNRESET",
	"ETIMEDOUT",
	"EPIPE",
	"EHOSTUNREACH",
	"ENETUNREACH",
	"EAI_AGAIN"
]);
var UNAVAILABLE_MESSAGES = [
	/timeout exceeded when trying to connect/i,
	/Connection terminated/i,
	/Query read timeout/i,
	/is not queryable/i,
	/Cannot use a pool after calling end on the pool/i,
	/PGlite is closed/i,
	/^Aborted\(/,
	/RuntimeError: Aborted/i
];
/** True when `error` (or an error it wraps, e.g. Drizzle's DrizzleQueryError) says the database is unreachable. */
function isDatabaseUnavailable(error) {
	const seen = /* @__PURE__ */ new Set();
	const queue = [error];
	while (queue.length > 0) {
		const current = queue.shift();
		if (!current || typeof current !== "object" || seen.has(current)) continue;
		seen.add(current);
		const { code, message, name, cause, errors } = current;
		if (typeof code === "string") {
			if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
			if (/^08[0-9A-Z]{3}$/.test(code)) return true;
		}
		if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
		if (name === "RuntimeError" && typeof message === "string" && /abort/i.test(message)) return true;
		if (cause) queue.push(cause);
		if (Array.isArray(errors)) queue.push(...errors);
	}
	return false;
}
// app/server/request-memo.server.ts
/**
* A memo that lives as long as one request: the root loader, the layout and the page run side by
* side and some ask for the same rows (the ticker's headlines are the home page's first five).
* Request-scoped rather than a TTL cache on purpose: the data changes on every publish, and a
* request-scoped copy can never be stale or leak between readers. Outside a request (jobs,
* scripts, tests that call one loader) every call simply loads.
*/
var STORE_KEY = Symbol.for("forsiden.requestMemo");
var holder = globalThis;
holder[STORE_KEY] ??= new AsyncLocalStorage();
var store = holder[STORE_KEY];
/** Runs `work` (one request's loaders and render) with a fresh memo. */
function withRequestMemo(work) {
	return store.run(/* @__PURE__ */ new Map(), work);
}
/** The value of `load()` for `key`, loaded at most once in the current request. */
function memoPerRequest(key, load) {
	const memo = store.getStore();
	if (!memo) return Promise.resolve(load());
	let pending = memo.get(key);
	if (!pending) {
		pending = Promise.resolve(load());
		memo.set(key, pending);
	}
	return pending;
}
// app/server/session.server.ts
/** Staff roles (PRODUCT.md): admin does everything; editor everything but users and settings. */
var STAFF_ROLES = ["admin", "editor"];
/** Better Auth's session → the RequestSession that loaders and actions read (null when signed out). */
function toRequestSession(result) {
	if (!result) return null;
	const { user, session } = result;
	return {
		sessionId: session.id,
		expiresAt: new Date(session.expiresAt).toISOString(),
		user: {
			id: user.id,
			email: user.email,
			name: user.name,
			role: user.role ?? "user",
			emailVerified: user.emailVerified,
			twoFactorEnabled: Boolean(user.twoFactorEnabled)
		}
	};
}
function isStaff(role) {
	return role === "admin" || role === "editor";
}
function signInRedirect(request) {
	const url = new URL(request.url);
	const target = url.pathname.replace(/\.data$/, "") + url.search;
	return redirect(`/auth?redirectTo=${encodeURIComponent(target)}`);
}
/** The signed-in user, or null. The session is resolved once per request by the server. */
function getSessionUser(args) {
	return args.context.session?.user ?? null;
}
/** Any signed-in user; otherwise a redirect to /auth?redirectTo=… */
function requireUser(args) {
	const user = getSessionUser(args);
	if (!user) throw signInRedirect(args.request);
	return user;
}
/** Admin or editor; a signed-in user without a staff role gets 403 'Ingen adgang'. */
function requireStaff(args) {
	const user = requireUser(args);
	if (!isStaff(user.role)) throw data({ message: "Ingen adgang" }, { status: 403 });
	return user;
}
/** Admin only (users, settings). */
function requireAdmin(args) {
	const user = requireUser(args);
	if (user.role !== "admin") throw data({ message: "Ingen adgang" }, { status: 403 });
	return user;
}
// app/server/site-settings.server.ts
/**
* The one settings row, read by many features (maintenance mode, analytics, the generators) and
* by the server's middleware; the settings feature owns the form that saves it.
*/
/** The company details of the settings row (blank counts as missing). */
function companyDetailsOf(settings) {
	const value = (text) => text?.trim() ? text.trim() : null;
	return {
		name: value(settings.companyName),
		cvr: value(settings.companyCvr),
		street: value(settings.companyStreet),
		postalCity: value(settings.companyPostalCity),
		phone: value(settings.companyPhone),
		email: value(settings.companyEmail),
		responsibleEditor: value(settings.responsibleEditor)
	};
}
/** The settings table has exactly one row; create it with the spec's defaults when missing. */
async function ensureSettingsRow(db) {
	await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
}
async function getSiteSettings(db) {
	const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
	if (row) return row;
	await ensureSettingsRow(db);
	const [created] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
	return created;
}
var SETTINGS_CACHE_TTL_MS = 5e3;
var SETTINGS_RETRY_MS = 2e3;
var SETTINGS_MAX_STALE_MS = 6e5;
var cachedSettings;
var refreshing;
var generation = 0;
function refreshSettings(db, now) {
	if (refreshing) return refreshing;
	const started = generation;
	const refresh = getSiteSettings(db).then((value) => {
		if (generation === started) cachedSettings = {
			value,
			expiresAt: now + SETTINGS_CACHE_TTL_MS,
			readAt: now
		};
		return value;
	}, (error) => {
		if (cachedSettings && generation === started) cachedSettings.expiresAt = now + SETTINGS_RETRY_MS;
		throw error;
	});
	refreshing = refresh;
	refresh.finally(() => {
		if (refreshing === refresh) refreshing = void 0;
	}).catch(() => void 0);
	return refresh;
}
/** The settings row, cached for a few seconds (for per-request checks, not for forms). */
async function getCachedSiteSettings(db, now = Date.now()) {
	const cached = cachedSettings;
	if (cached && cached.expiresAt > now) return cached.value;
	if (cached && now - cached.readAt < SETTINGS_MAX_STALE_MS) {
		refreshSettings(db, now).catch((error) => logger.warn({ err: error }, "settings could not be read; using the last copy"));
		return cached.value;
	}
	return refreshSettings(db, now);
}
/** This process's copy while it is fresh, without waiting (the hot path of cached pages). */
function peekSiteSettings(now = Date.now()) {
	const cached = cachedSettings;
	return cached && cached.expiresAt > now ? cached.value : void 0;
}
/** Call after saving settings so this instance applies them immediately. */
function invalidateSiteSettingsCache() {
	generation += 1;
	cachedSettings = void 0;
	refreshing = void 0;
}
onSiteWideChange(invalidateSiteSettingsCache);
// app/lib/copenhagen-time.ts
/** PRODUCT.md: dates use da-DK and the Europe/Copenhagen time zone on the server and in the browser. */
var TIME_ZONE = "Europe/Copenhagen";
var partsFormatter;
/** Every wall-clock part of an instant in Copenhagen, as numbers ("en-GB", 24-hour). */
var WALL_CLOCK_PARTS = {
	timeZone: TIME_ZONE,
	year: "numeric",
	month: "2-digit",
	day: "2-digit",
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit",
	hourCycle: "h23"
};
function formatter() {
	partsFormatter ??= new Intl.DateTimeFormat("en-GB", WALL_CLOCK_PARTS);
	return partsFormatter;
}
function formattedParts(date) {
	const parts = Object.fromEntries(formatter().formatToParts(date).map((p) => [p.type, p.value]));
	return {
		year: Number(parts.year),
		month: Number(parts.month),
		day: Number(parts.day),
		hour: Number(parts.hour),
		minute: Number(parts.minute),
		second: Number(parts.second)
	};
}
var HOUR_MS = 36e5;
/** Copenhagen's offset from UTC per UTC hour, for instants before the EU rule (bounded). */
var offsetByHour = /* @__PURE__ */ new Map();
var MAX_CACHED_HOURS = 4096;
/** From 1996 Denmark follows the EU rule; older instants ask Intl (the 1980s ended in September). */
var EU_RULE_FROM = Date.UTC(1996, 0, 1);
/** 01:00 UTC on the last Sunday of the month (0-based) of the year. */
function lastSundayOneUtc(year, month) {
	const lastDay = new Date(Date.UTC(year, month + 1, 0));
	return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}
/**
* Copenhagen's UTC offset. Since 1996 the EU rule decides it: summer time (UTC+2) from 01:00 UTC
* on the last Sunday of March to 01:00 UTC on the last Sunday of October, else UTC+1; computed,
* because a page lists some 40 times and Intl was a visible share of a cold render's CPU profile
* (and of the browser's, ADR 0022). Older instants: one formatToParts per UTC hour, as the offset
* changes only on whole hours.
*/
function offsetAt(ms) {
	if (ms >= EU_RULE_FROM) {
		const year = new Date(ms).getUTCFullYear();
		return (ms >= lastSundayOneUtc(year, 2) && ms < lastSundayOneUtc(year, 9) ? 2 : 1) * HOUR_MS;
	}
	const hour = Math.floor(ms / HOUR_MS);
	let offset = offsetByHour.get(hour);
	if (offset === void 0) {
		const start = hour * HOUR_MS;
		const p = formattedParts(new Date(start));
		offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start;
		if (offsetByHour.size >= MAX_CACHED_HOURS) offsetByHour.clear();
		offsetByHour.set(hour, offset);
	}
	return offset;
}
/** The wall-clock parts of an instant in Copenhagen. */
function copenhagenParts(date) {
	const ms = date.getTime();
	if (!Number.isFinite(ms)) return formattedParts(date);
	const local = new Date(ms + offsetAt(ms));
	return {
		year: local.getUTCFullYear(),
		month: local.getUTCMonth() + 1,
		day: local.getUTCDate(),
		hour: local.getUTCHours(),
		minute: local.getUTCMinutes(),
		second: local.getUTCSeconds()
	};
}
/** The calendar day in Copenhagen as "YYYY-MM-DD". */
function copenhagenDay(date) {
	const p = copenhagenParts(date);
	return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}
/** The instant at which the Copenhagen wall clock shows the given date and time. */
function fromCopenhagen(year, month, day, hour = 0, minute = 0) {
	const guess = Date.UTC(year, month - 1, day, hour, minute);
	let result = guess;
	for (let i = 0; i < 2; i++) {
		const p = copenhagenParts(new Date(result));
		const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
		result += guess - shown;
	}
	return new Date(result);
}
// app/features/analytics/analytics-dates.ts
function daysInMonth(year, month1) {
	return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}
function pad(n) {
	return String(n).padStart(2, "0");
}
/** Subtracts whole calendar months from a YYYY-MM-DD day; the day is clamped to the month's length. */
function subtractMonthsFromDay(day, months) {
	const [y, m, d] = day.split("-").map(Number);
	const index = y * 12 + (m - 1) - months;
	const year = Math.floor(index / 12);
	const month1 = index % 12 + 1;
	const dd = Math.min(d, daysInMonth(year, month1));
	return `${year}-${pad(month1)}-${pad(dd)}`;
}
/** Adds (or with a negative number subtracts) days to a YYYY-MM-DD day. */
function addDays(day, days) {
	const [y, m, d] = day.split("-").map(Number);
	const t = new Date(Date.UTC(y, m - 1, d + days));
	return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}
/** Subtracts whole calendar months from an instant (UTC calendar, day clamped to the month's length). */
function subtractMonthsFromInstant(date, months) {
	const index = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
	const year = Math.floor(index / 12);
	const month0 = index % 12;
	const day = Math.min(date.getUTCDate(), daysInMonth(year, month0 + 1));
	return new Date(Date.UTC(year, month0, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}
// app/features/analytics/page-view-filter.ts
/**
* Which requests count as a page view (pure, so it can be unit-tested).
* Counted: GET requests for the public site's pages by people (signed in or not). Not counted:
* the back office, auth, APIs, dev tools, stored files and build assets, feeds, sitemaps, robots,
* key files and other files with an extension, bots, and browser prefetch/prerender requests.
*/
var EXCLUDED_PREFIXES = [
	"/admin",
	"/auth",
	"/api",
	"/dev",
	"/storage",
	"/assets",
	"/logos",
	"/sitemaps"
];
/** React Router's client-side navigations fetch `{path}.data` (and `/_root.data` for `/`). */
var DATA_SUFFIX = ".data";
function hasPrefix(path, prefix) {
	return path === prefix || path.startsWith(`${prefix}/`);
}
/** The page path a request stands for, or null when it is not a public page. */
function pagePathOf(pathname) {
	let path = pathname;
	let dataRequest = false;
	if (path.endsWith(DATA_SUFFIX)) {
		dataRequest = true;
		path = path.slice(0, -5);
		if (path === "/_root" || path === "") path = "/";
	}
	if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
	if (!path.startsWith("/") || path.length > 300) return null;
	if (EXCLUDED_PREFIXES.some((prefix) => hasPrefix(path, prefix))) return null;
	if (path.slice(path.lastIndexOf("/") + 1).includes(".")) return null;
	return {
		path,
		dataRequest
	};
}
/** Chromium sends `Sec-Purpose: prefetch` (and `Purpose: prefetch`); Firefox `X-Moz: prefetch`. */
function isPrefetch(header) {
	return [
		header("sec-purpose"),
		header("purpose"),
		header("x-purpose"),
		header("x-moz")
	].some((v) => v !== void 0 && /prefetch|prerender|preview/i.test(v));
}
/** Only successful HTML documents (200, or 304 when the browser revalidates its copy) count. */
function isCountedResponse(status, contentType, dataRequest) {
	if (status !== 200 && status !== 304) return false;
	const type = (contentType ?? "").toLowerCase();
	return dataRequest ? type.startsWith("text/x-script") : type.startsWith("text/html");
}
/**
* A client-side navigation is a new page view only when the reader comes from another page:
* React Router also refetches the current page's data after a form is sent (same path: no view).
*/
function isNavigationFromAnotherPage(referer, ownHosts, path) {
	if (!referer) return true;
	try {
		const url = new URL(referer);
		if (!ownHosts.includes(url.host)) return true;
		return (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname) !== path;
	} catch {
		return true;
	}
}
// app/features/analytics/referrer-class.ts
/**
* Referrer classes of first-party analytics (PRODUCT.md: direct, search, social, other).
* Only the class is stored, never the referring address itself.
*/
var REFERRER_CLASSES = [
	"direct",
	"search",
	"social",
	"other"
];
/** Danish labels for the traffic-source card. */
var REFERRER_LABELS = {
	direct: "Direkte",
	search: "Søgemaskiner",
	social: "Sociale medier",
	other: "Andre"
};
var SEARCH_NAMES = [
	"google",
	"bing",
	"duckduckgo",
	"yahoo",
	"ecosia",
	"yandex",
	"baidu"
];
var SOCIAL_HOSTS = [
	"facebook.com",
	"fb.com",
	"fb.me",
	"messenger.com",
	"instagram.com",
	"x.com",
	"twitter.com",
	"t.co",
	"linkedin.com",
	"lnkd.in",
	"tiktok.com",
	"reddit.com",
	"youtube.com",
	"youtu.be",
	"threads.net",
	"threads.com",
	"bsky.app",
	"bsky.social"
];
/** "Forsiden.dk:443" → "forsiden.dk". */
function bareHost(host) {
	return host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}
function hostMatches(host, domain) {
	return host === domain || host.endsWith(`.${domain}`);
}
/** True for a search engine host: google.dk, www.google.com, news.google.co.uk, search.yahoo.com, … */
function isSearchHost(host) {
	return host.split(".").some((label) => SEARCH_NAMES.includes(label));
}
/**
* Classifies the Referer header of a page view. No referrer or our own host → 'direct'
* (an entry only without a referrer); search engines → 'search'; social networks → 'social';
* any other site → 'other'.
*/
function classifyReferrer(referer, ownHosts) {
	if (!referer) return {
		referrerClass: "direct",
		entry: true
	};
	let host;
	try {
		const url = new URL(referer);
		if (url.protocol !== "http:" && url.protocol !== "https:") {
			if (referer.includes("googlequicksearchbox")) return {
				referrerClass: "search",
				entry: true
			};
			return {
				referrerClass: "other",
				entry: true
			};
		}
		host = url.hostname.toLowerCase().replace(/\.$/, "");
	} catch {
		return {
			referrerClass: "direct",
			entry: true
		};
	}
	if ((typeof ownHosts === "string" ? [ownHosts] : ownHosts).map(bareHost).some((o) => host === o || host === `www.${o}` || `www.${host}` === o)) return {
		referrerClass: "direct",
		entry: false
	};
	if (isSearchHost(host)) return {
		referrerClass: "search",
		entry: true
	};
	if (SOCIAL_HOSTS.some((domain) => hostMatches(host, domain))) return {
		referrerClass: "social",
		entry: true
	};
	return {
		referrerClass: "other",
		entry: true
	};
}
var INSERT_CHUNK = 500;
var STATE_KEY = Symbol.for("forsiden.analytics.page-views");
function state() {
	const g = globalThis;
	g[STATE_KEY] ??= {
		counters: /* @__PURE__ */ new Map(),
		timer: void 0,
		flushing: void 0,
		recording: /* @__PURE__ */ new Set(),
		shutdownHooked: false,
		dropped: 0,
		earlyFlush: void 0
	};
	return g[STATE_KEY];
}
/** Adds one page view to the in-memory buffer; false when it was dropped (buffer full). */
function bufferPageView(view) {
	const s = state();
	const { counters } = s;
	const key = `${view.day}\u0000${view.referrerClass}\u0000${view.path}`;
	const counter = counters.get(key);
	if (counter) {
		counter.views += 1;
		if (view.entry) counter.entries += 1;
	} else {
		if (counters.size >= 2e4) {
			s.dropped += 1;
			return false;
		}
		counters.set(key, {
			day: view.day,
			path: view.path,
			referrerClass: view.referrerClass,
			views: 1,
			entries: view.entry ? 1 : 0
		});
	}
	return true;
}
/** How many distinct (day, path, referrer class) keys are waiting to be written. */
function pendingPageViewKeys() {
	return state().counters.size;
}
function restore(batch) {
	const s = state();
	for (const c of batch) {
		const key = `${c.day}\u0000${c.referrerClass}\u0000${c.path}`;
		const existing = s.counters.get(key);
		if (existing) {
			existing.views += c.views;
			existing.entries += c.entries;
		} else if (s.counters.size < 2e4) s.counters.set(key, { ...c });
		else s.dropped += c.views;
	}
}
async function writeBatch(db, batch) {
	for (let i = 0; i < batch.length; i += INSERT_CHUNK) {
		const rows = batch.slice(i, i + INSERT_CHUNK);
		await db.insert(pageViewsDaily).values(rows).onConflictDoUpdate({
			target: [
				pageViewsDaily.day,
				pageViewsDaily.path,
				pageViewsDaily.referrerClass
			],
			set: {
				views: sql`${pageViewsDaily.views} + excluded.views`,
				entries: sql`${pageViewsDaily.entries} + excluded.entries`
			}
		});
	}
}
/**
* Writes the buffered counts: one upsert per key (`views = views + excluded.views`), in chunks.
* A failed write puts the counts back so the next flush retries them. Returns the keys written.
*/
async function flushPageViews(db) {
	const s = state();
	if (s.recording.size > 0) await Promise.allSettled([...s.recording]);
	while (s.flushing) await s.flushing.catch(() => void 0);
	if (s.counters.size === 0) return 0;
	const batch = [...s.counters.values()];
	s.counters = /* @__PURE__ */ new Map();
	s.flushing = writeBatch(db, batch).then(() => {
		if (s.dropped > 0) {
			logger.warn({ dropped: s.dropped }, "page views dropped while the buffer was full");
			s.dropped = 0;
		}
		return batch.length;
	}, (error) => {
		restore(batch);
		throw error;
	});
	try {
		return await s.flushing;
	} finally {
		s.flushing = void 0;
	}
}
/** Flushes into the app's database, logging instead of throwing (timer, shutdown). */
async function flushPendingPageViews(database = getDb) {
	const s = state();
	if (s.counters.size === 0 && s.recording.size === 0) return;
	try {
		await flushPageViews(database());
	} catch (error) {
		logger.warn({ err: error }, "page views could not be written; retrying at the next flush");
	}
}
function ensureTimer(intervalMs, database) {
	const s = state();
	if (s.timer) return;
	s.timer = setInterval(() => void flushPendingPageViews(database), intervalMs);
	s.timer.unref();
	if (!s.shutdownHooked) {
		s.shutdownHooked = true;
		const onSignal = () => void flushPendingPageViews(database);
		process.once("SIGTERM", onSignal);
		process.once("SIGINT", onSignal);
	}
}
/** Counts page views of the public site (anonymous and signed-in readers); see server/page-view-middleware. */
function createPageViewRecorder(options = {}) {
	const intervalMs = options.flushIntervalMs ?? 1e4;
	const database = options.getDatabase ?? getDb;
	const now = options.now ?? (() => /* @__PURE__ */ new Date());
	return {
		candidate(request) {
			const page = request.method === "GET" ? pagePathOf(request.path) : null;
			const userAgent = request.header("user-agent");
			if (page === null || !userAgent || isbot(userAgent) || isPrefetch(request.header)) return null;
			return {
				request,
				page
			};
		},
		record({ request, page }, response) {
			if (!isCountedResponse(response.status, response.contentType, page.dataRequest)) return;
			const hosts = [new URL(request.url).host, ...options.ownHosts ?? []];
			const referer = request.header("referer");
			if (page.dataRequest && !isNavigationFromAnotherPage(referer, hosts, page.path)) return;
			const { referrerClass, entry } = classifyReferrer(referer, hosts);
			const day = copenhagenDay(now());
			const s = state();
			const recording = (async () => {
				try {
					if (!(await getCachedSiteSettings(database())).enableAnalytics) return;
					bufferPageView({
						day,
						path: page.path,
						referrerClass,
						entry
					});
					if (pendingPageViewKeys() >= 5e3 && !s.earlyFlush) s.earlyFlush = flushPendingPageViews(database).finally(() => {
						s.earlyFlush = void 0;
					});
					ensureTimer(intervalMs, database);
				} catch (error) {
					logger.warn({ err: error }, "page view not recorded");
				}
			})();
			s.recording.add(recording);
			recording.finally(() => s.recording.delete(recording));
		}
	};
}
// app/lib/slug.ts
var DIACRITICS = /[\u0300-\u036f]/g;
/**
* A URL-safe ASCII value for tags and club slugs: "FC København" → "fc-kobenhavn".
* (Danish letters: æ → ae, ø → o, å → aa; other accents are dropped.)
*/
function toSlugValue(input) {
	return input.trim().toLowerCase().replace(/æ/g, "ae").replace(/ø/g, "o").replace(/å/g, "aa").normalize("NFKD").replace(DIACRITICS, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
/**
* Spec §5: slug derived from a title: lowercase, æ/ø become ae, å becomes aa, other characters
* except a-z, 0-9, spaces and hyphens removed, spaces become hyphens, repeated hyphens collapsed.
*/
function slugFromTitle(title) {
	return title.toLowerCase().replace(/[æø]/g, "ae").replace(/å/g, "aa").replace(/[^a-z0-9\s-]/g, "").trim().replace(/\s+/g, "-").replace(/-+/g, "-");
}
/**
* Spec §5: manual slug input: lowercased, everything except a-z, 0-9 and hyphen removed,
* repeated hyphens collapsed.
*/
function cleanManualSlug(input) {
	return input.toLowerCase().replace(/[^a-z0-9-]/g, "").replace(/-+/g, "-");
}
/** The base itself when free, otherwise the first free `base-2`, `base-3`, … */
function nextFreeSlug(base, taken) {
	if (!taken.has(base)) return base;
	for (let n = 2;; n++) {
		const candidate = `${base}-${n}`;
		if (!taken.has(candidate)) return candidate;
	}
}
// app/lib/bylines.ts
/**
* Bylines and author addresses (issue 14, ADR 0017), shared by the features that write articles
* (editorial), manage accounts (users) and show authors (authors, articles, seo). A reader never
* sees an e-mail address: these helpers are the one place that decides what a byline shows.
*/
/** Something shaped like an e-mail address anywhere in a text. */
var EMAIL_PATTERN = /[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"'.]+/;
function looksLikeEmail(text) {
	return !!text && EMAIL_PATTERN.test(text);
}
/**
* A provisional display name from an address: its local part as capitalised words
* ("ux-admin@example.dk" → "Ux Admin"), as migration 0008 does in SQL with initcap().
*/
function nameFromEmail(email) {
	return (email.split("@")[0] ?? "").split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(" ") || "Redaktionen";
}
/** The name to show for an account: its own name, unless that is empty or an e-mail. */
function displayNameOf(account) {
	const name = account.name?.trim();
	return name && !looksLikeEmail(name) ? name : nameFromEmail(account.email);
}
/** The byline text to store for an article (never an e-mail; null means "by the site"). */
function safeBylineText(text) {
	const trimmed = text?.trim();
	return trimmed && !looksLikeEmail(trimmed) ? trimmed : null;
}
/** Author page addresses: lowercase a-z, 0-9 and single hyphens. */
var AUTHOR_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The address part made from a display name: "Mads Kjær" → "mads-kjaer". */
function authorSlugFromName(name) {
	return toSlugValue(name).slice(0, 60).replace(/-+$/, "") || "forfatter";
}
function isAuthorSlug(value) {
	return value.length <= 60 && AUTHOR_SLUG_PATTERN.test(value);
}
/** The public author page. */
function authorPath(slug) {
	return `/forfatter/${slug}`;
}
/**
* Issue 22: publishing needs a display name the person chose (every publish path says this, and
* /admin/profil explains it on first sign-in).
*/
var DISPLAY_NAME_TEXT = {
	publishRefused: "Du kan ikke publicere endnu: Vælg dit visningsnavn under Min profil (/admin/profil). Læserne ser navnet som byline over dine artikler.",
	profilePrompt: "Velkommen! Vælg det navn, læserne skal se som byline over dine artikler, og gem profilen. Indtil da kan du skrive kladder, men ikke publicere."
};
// app/server/author-identity.server.ts
/**
* The first free author page slug for `name` (`mads-kjaer`, else `mads-kjaer-2` …), leaving out
* the account's own current slug. Race-safe together with the unique index user_author_slug_key:
* a writer that loses a race gets a unique violation and tries again.
*/
async function freeAuthorSlug(db, base, exceptUserId) {
	const clash = or(eq(user.authorSlug, base), like(user.authorSlug, `${base}-%`));
	const rows = await db.select({ slug: user.authorSlug }).from(user).where(exceptUserId ? and(clash, ne(user.id, exceptUserId)) : clash);
	return nextFreeSlug(base, new Set(rows.map((r) => r.slug ?? "")));
}
/**
* Staff need a display name and an author page (issue 14): an account that becomes staff keeps
* the name it has unless that is an e-mail (sign-up stores the address as the name), and gets a
* slug made from the name if it has none. Call inside the transaction that gives the role.
*/
async function ensureAuthorIdentity(db, userId) {
	const [row] = await db.select({
		name: user.name,
		email: user.email,
		authorSlug: user.authorSlug
	}).from(user).where(eq(user.id, userId));
	if (!row) return;
	const name = displayNameOf(row);
	if (name === row.name && row.authorSlug) return;
	const authorSlug = row.authorSlug ?? await freeAuthorSlug(db, authorSlugFromName(name), userId);
	await db.update(user).set({
		name,
		authorSlug
	}).where(eq(user.id, userId));
}
/**
* What a new article records as its author: the writing account (its byline then follows the
* account's display name) and that name as text; never an e-mail address.
*/
async function bylineOfActor(db, actor) {
	const [row] = await db.select({
		id: user.id,
		name: user.name,
		email: user.email
	}).from(user).where(eq(user.id, actor.id));
	if (!row) return {
		authorId: null,
		author: safeBylineText(actor.name)
	};
	return {
		authorId: row.id,
		author: displayNameOf(row)
	};
}
/**
* Whether an account still has to choose its display name (issue 22): it has none set on a
* profile form, so its name is the e-mail or one made from it when it became staff. Such a staff
* member is sent to /admin/profil and cannot publish: readers would see "Af Ux Admin". No account
* (a job, a removed user) has nothing to choose; its articles carry no name made from an e-mail.
*/
async function needsDisplayName(db, userId) {
	if (!userId) return false;
	const [row] = await db.select({
		name: user.name,
		confirmedAt: user.nameConfirmedAt
	}).from(user).where(eq(user.id, userId));
	if (!row) return false;
	return !row.confirmedAt || !row.name.trim() || looksLikeEmail(row.name);
}
/** Marks the account's current name as chosen (a profile save, an account made with a name). */
async function confirmDisplayName(db, userId, now = /* @__PURE__ */ new Date()) {
	await db.update(user).set({ nameConfirmedAt: now }).where(eq(user.id, userId));
}
// app/features/jobs/job-catalog.ts
/**
* The scheduled jobs (PRODUCT.md: every run is written to cron_executions). Shared by the server
* (scheduler, run-job endpoint) and the job panel. Cron expressions run in Europe/Copenhagen.
*/
var JOB_NAMES = [
	"publish-scheduled",
	"request-indexing",
	"auto-article-agent",
	"analytics-retention",
	"football-data-sync"
];
var JOB_CATALOG = {
	"publish-scheduled": {
		label: "Udgiv planlagte artikler",
		cron: "* * * * *",
		schedule: "Hvert minut"
	},
	"request-indexing": {
		label: "Anmod om indeksering (IndexNow)",
		cron: "*/15 * * * *",
		schedule: "Hvert 15. minut"
	},
	"auto-article-agent": {
		label: "Auto Article Agent",
		cron: "*/30 * * * *",
		schedule: "Hvert 30. minut, når agenten er slået til"
	},
	"analytics-retention": {
		label: "Slet analysedata ældre end 26 måneder",
		cron: "15 3 * * *",
		schedule: "Dagligt kl. 03.15"
	},
	"football-data-sync": {
		label: "Synkroniser stillinger (football-data.org)",
		cron: "0 5 * * *",
		schedule: "Dagligt kl. 05.00"
	}
};
/** Spec §4: completed green, failed red, running blue, any other status grey. */
function cronStatusTone(status) {
	if (status === "completed") return "green";
	if (status === "failed") return "red";
	if (status === "running") return "blue";
	return "grey";
}
var CRON_STATUS_LABELS = {
	completed: "Gennemført",
	failed: "Fejlet",
	running: "Kører"
};
/** The toast after 'Kør nu'. */
function jobRunToast(label, result) {
	if (result.status === "completed") return {
		kind: "success",
		title: `${label}: kørt`
	};
	if (result.status === "skipped") return {
		kind: "info",
		title: `${label}: kører allerede`,
		description: "Jobbet kører allerede. Prøv igen om lidt."
	};
	return {
		kind: "error",
		title: `${label}: fejlede`,
		description: result.error || "Ukendt fejl"
	};
}
// app/features/jobs/job-lock.server.ts
/**
* One run of a job at a time.
* - PostgreSQL (possibly several instances): a session-level `pg_try_advisory_lock` on a
*   dedicated pool connection, keyed by a hash of the job name. Another instance (or handle)
*   that finds the lock taken skips its run. If the holder dies, PostgreSQL drops the lock with
*   its connection, so a crash never blocks the job for good.
* - PGlite (one process per data folder): an in-process guard per database handle.
*/
/** A stable signed 64-bit advisory-lock key for a job (as a string, for a bigint parameter). */
function jobLockKey(name) {
	return createHash("sha256").update(`forsiden:job:${name}`).digest().readBigInt64BE(0).toString();
}
var running = /* @__PURE__ */ new WeakMap();
async function withJobLock(handle, name, fn) {
	if (handle.kind === "pglite") {
		let names = running.get(handle);
		if (!names) {
			names = /* @__PURE__ */ new Set();
			running.set(handle, names);
		}
		if (names.has(name)) return { acquired: false };
		names.add(name);
		try {
			return {
				acquired: true,
				value: await fn()
			};
		} finally {
			names.delete(name);
		}
	}
	const key = jobLockKey(name);
	const client = await handle.pool.connect();
	let broken;
	try {
		const { rows } = await client.query("SELECT pg_try_advisory_lock($1::bigint) AS locked", [key]);
		if (!rows[0]?.locked) return { acquired: false };
		try {
			return {
				acquired: true,
				value: await fn()
			};
		} finally {
			try {
				await client.query("SELECT pg_advisory_unlock($1::bigint)", [key]);
			} catch (error) {
				broken = error;
			}
		}
	} finally {
		client.release(broken);
	}
}
// app/features/jobs/job-runner.server.ts
var INTERRUPTED_MESSAGE = "Afbrudt: serveren stoppede, mens jobbet kørte";
function errorMessage(error) {
	if (error instanceof Error && error.message) return error.message;
	return typeof error === "string" && error ? error : "Ukendt fejl";
}
/** JSON-safe copy (jsonb), so a Date or undefined in a result never breaks the write. */
function toJson(value) {
	if (value === void 0) return null;
	return JSON.parse(JSON.stringify(value));
}
/**
* Runs one job under its lock and records the run in cron_executions: a 'running' row at the
* start, then 'completed' with response_data or 'failed' with error_message, and completed_at.
* When the job is already running (this process, or another instance on PostgreSQL), the run is
* skipped and nothing is recorded: the run that holds the lock writes its own row.
*
* A scheduled run names its slot (`scheduledFor`, the cron time it fires for). Every instance's
* scheduler fires for the same slot, and the lock alone only keeps their runs from overlapping:
* the second one would run again right after the first finished. So under the lock, a slot that
* already has a scheduled row (any status) is skipped too. Each instance fires at its own clock's
* slot and stamps started_at from that clock, so the row is at or after the slot on every clock.
*/
async function runJob(handle, name, trigger, registry, options = {}) {
	const db = handle.db;
	const { scheduledFor } = options;
	const skipped = {
		jobName: name,
		status: "skipped",
		executionId: null,
		responseData: null,
		error: null
	};
	const locked = await withJobLock(handle, name, async () => {
		if (scheduledFor) {
			const [taken] = await db.select({ id: cronExecutions.id }).from(cronExecutions).where(and(eq(cronExecutions.jobName, name), eq(cronExecutions.trigger, "schedule"), gte(cronExecutions.startedAt, scheduledFor))).limit(1);
			if (taken) {
				logger.debug({
					job: name,
					trigger,
					scheduledFor: scheduledFor.toISOString()
				}, "job already run for this slot elsewhere; skipped");
				return skipped;
			}
		}
		const now = /* @__PURE__ */ new Date();
		await db.update(cronExecutions).set({
			status: "failed",
			errorMessage: INTERRUPTED_MESSAGE,
			completedAt: now
		}).where(and(eq(cronExecutions.jobName, name), eq(cronExecutions.status, "running")));
		const [row] = await db.insert(cronExecutions).values({
			jobName: name,
			status: "running",
			startedAt: now,
			trigger
		}).returning({ id: cronExecutions.id });
		try {
			const responseData = toJson(await registry[name]({
				db,
				handle,
				trigger,
				now
			}));
			await db.update(cronExecutions).set({
				status: "completed",
				completedAt: /* @__PURE__ */ new Date(),
				responseData
			}).where(eq(cronExecutions.id, row.id));
			return {
				jobName: name,
				status: "completed",
				executionId: row.id,
				responseData,
				error: null
			};
		} catch (error) {
			const message = errorMessage(error);
			logger.warn({
				err: error,
				job: name,
				trigger
			}, "job failed");
			await db.update(cronExecutions).set({
				status: "failed",
				completedAt: /* @__PURE__ */ new Date(),
				errorMessage: message
			}).where(eq(cronExecutions.id, row.id));
			return {
				jobName: name,
				status: "failed",
				executionId: row.id,
				responseData: null,
				error: message
			};
		}
	});
	if (!locked.acquired) {
		logger.debug({
			job: name,
			trigger,
			scheduledFor: scheduledFor?.toISOString()
		}, "job already running elsewhere; skipped");
		return skipped;
	}
	return locked.value;
}
// app/lib/source-url.ts
/**
* Shared by the URL generator and the Auto Article Agent, so both compare source links in the same
* form.
*/
/** The stored form of a source URL: no fragment, no utm_* tracking parameters. */
function canonicalSourceUrl(url) {
	const copy = new URL(url.toString());
	copy.hash = "";
	for (const key of [...copy.searchParams.keys()]) if (/^utm_/i.test(key)) copy.searchParams.delete(key);
	return copy.toString();
}
// app/server/safe-fetch.server.ts
/**
* Outbound HTTP for URLs that come from users or feeds, guarded against SSRF:
* - only http: and https:, no user info in the URL;
* - every address the host name resolves to must be public (no loopback, private, link-local,
*   CGNAT, multicast, unique-local, documentation or reserved ranges, IPv4 and IPv6, including
*   IPv4-mapped IPv6); the connection goes to an address that was checked (the check runs in the
*   socket's own DNS lookup, so a second, different DNS answer cannot slip in: no DNS rebinding);
* - at most 5 redirects, each one checked again (protocol, host policy, addresses);
* - a size cap on the body (compressed and decompressed) and a timeout.
*
* OUTBOUND_HOST_OVERRIDES (tests only): "bold.dk=http://127.0.0.1:4599/bold" sends a request for
* https://bold.dk/x to http://127.0.0.1:4599/bold/x. The address guard is skipped only for these
* explicitly mapped hosts.
*/
var SAFE_FETCH_MESSAGES = {
	invalidUrl: "Adressen er ikke en gyldig http- eller https-URL.",
	hostNotAllowed: "Adressen er ikke tilladt.",
	privateAddress: "Adressen peger på et internt netværk og kan ikke hentes.",
	dnsFailed: "Værtsnavnet kunne ikke slås op.",
	tooManyRedirects: "Siden videresender for mange gange.",
	tooLarge: "Svaret er for stort.",
	timeout: "Siden svarede ikke i tide.",
	failed: "Siden kunne ikke hentes."
};
var SafeFetchError = class extends Error {
	code;
	status;
	name = "SafeFetchError";
	constructor(code, message, status) {
		super(message);
		this.code = code;
		this.status = status;
	}
};
var DEFAULT_MAX_REDIRECTS = 5;
var DEFAULT_TIMEOUT_MS = 15e3;
var USER_AGENT = "ForsidenBot/1.0 (+https://forsiden.dk)";
var blockedV4 = new net.BlockList();
for (const [net4, prefix] of [
	["0.0.0.0", 8],
	["10.0.0.0", 8],
	["100.64.0.0", 10],
	["127.0.0.0", 8],
	["169.254.0.0", 16],
	["172.16.0.0", 12],
	["192.0.0.0", 24],
	["192.0.2.0", 24],
	["192.88.99.0", 24],
	["192.168.0.0", 16],
	["198.18.0.0", 15],
	["198.51.100.0", 24],
	["203.0.113.0", 24],
	["224.0.0.0", 4],
	["240.0.0.0", 4]
]) blockedV4.addSubnet(net4, prefix, "ipv4");
/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address) {
	let text = address.toLowerCase();
	const zone = text.indexOf("%");
	if (zone >= 0) text = text.slice(0, zone);
	if (!net.isIPv6(text)) return null;
	const v4 = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
	if (v4) {
		const [a, b, c, d] = v4[1].split(".").map(Number);
		text = `${text.slice(0, -v4[1].length)}${(a << 8 | b).toString(16)}:${(c << 8 | d).toString(16)}`;
	}
	const [head, tail] = text.includes("::") ? text.split("::") : [text, void 0];
	const headParts = head ? head.split(":") : [];
	const tailParts = tail !== void 0 && tail !== "" ? tail.split(":") : [];
	const missing = 8 - headParts.length - tailParts.length;
	const parts = tail === void 0 ? headParts : [
		...headParts,
		...Array(missing).fill("0"),
		...tailParts
	];
	if (parts.length !== 8) return null;
	return parts.map((p) => Number.parseInt(p, 16));
}
function v4FromGroups(hi, lo) {
	return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}
/** True for any address that is not a public unicast address. */
function isPrivateAddress(address) {
	if (net.isIPv4(address)) return blockedV4.check(address, "ipv4");
	const g = ipv6Groups(address);
	if (!g) return true;
	const allZeroUpTo = (n) => g.slice(0, n).every((x) => x === 0);
	if (allZeroUpTo(8)) return true;
	if (allZeroUpTo(7) && g[7] === 1) return true;
	if (allZeroUpTo(5) && g[5] === 65535) return isPrivateAddress(v4FromGroups(g[6], g[7]));
	if (allZeroUpTo(6)) return isPrivateAddress(v4FromGroups(g[6], g[7]));
	if (g[0] === 100 && g[1] === 65435 && g.slice(2, 6).every((x) => x === 0)) return isPrivateAddress(v4FromGroups(g[6], g[7]));
	if ((g[0] & 65024) === 64512) return true;
	if ((g[0] & 65472) === 65152) return true;
	if ((g[0] & 65472) === 65216) return true;
	if ((g[0] & 65280) === 65280) return true;
	if (g[0] === 8193 && g[1] === 3512) return true;
	if (g[0] === 256 && g.slice(1, 4).every((x) => x === 0)) return true;
	if (g[0] === 8194) return isPrivateAddress(v4FromGroups(g[1], g[2]));
	if (g[0] === 8193 && g[1] === 0) return true;
	return false;
}
/** Lowercased host name without IPv6 brackets and trailing dot. */
function normalHostname(url) {
	return url.hostname.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
}
/** Strict: the host is bold.dk or a subdomain of it (never "bold.dk.evil.example" or "evilbold.dk"). */
function isBoldHost(hostname) {
	const h = hostname.toLowerCase().replace(/\.$/, "");
	return h === "bold.dk" || h.endsWith(".bold.dk");
}
/** Parses "host=http://127.0.0.1:4599/base,host2=…". Bad entries are ignored. */
function parseHostOverrides(value) {
	const map = /* @__PURE__ */ new Map();
	for (const entry of (value ?? "").split(",")) {
		const eq = entry.indexOf("=");
		if (eq <= 0) continue;
		const host = entry.slice(0, eq).trim().toLowerCase();
		try {
			const target = new URL(entry.slice(eq + 1).trim());
			if (target.protocol === "http:" || target.protocol === "https:") map.set(host, target);
		} catch {}
	}
	return map;
}
var cachedOverrides;
function envOverrides() {
	const raw = getEnv().OUTBOUND_HOST_OVERRIDES;
	if (!cachedOverrides || cachedOverrides.raw !== raw) cachedOverrides = {
		raw,
		map: parseHostOverrides(raw)
	};
	return cachedOverrides.map;
}
/** Where a request for `url` really goes when its host is mapped (tests), else null. */
function mappedTarget(url, overrides) {
	const base = overrides.get(normalHostname(url));
	if (!base) return null;
	const target = new URL(base.toString());
	target.pathname = `${base.pathname.replace(/\/+$/, "")}${url.pathname}`;
	target.search = url.search;
	return target;
}
/**
* Parses and checks a URL a user gave: http/https only, no user info, a host name. Throws
* SafeFetchError("invalid_url" | "host_not_allowed").
*/
function parsePublicUrl(input, allowHost) {
	let url;
	try {
		url = new URL(input.trim());
	} catch {
		throw new SafeFetchError("invalid_url", SAFE_FETCH_MESSAGES.invalidUrl);
	}
	if (url.protocol !== "http:" && url.protocol !== "https:") throw new SafeFetchError("invalid_url", SAFE_FETCH_MESSAGES.invalidUrl);
	if (url.username || url.password || !url.hostname) throw new SafeFetchError("host_not_allowed", SAFE_FETCH_MESSAGES.hostNotAllowed);
	if (allowHost && !allowHost(normalHostname(url))) throw new SafeFetchError("host_not_allowed", SAFE_FETCH_MESSAGES.hostNotAllowed);
	return url;
}
/** dns.lookup that refuses private addresses: the socket connects only to what was checked. */
function guardedLookup(hostname, options, callback) {
	dns.lookup(hostname, {
		all: true,
		family: options.family ?? 0
	}, (err, addresses) => {
		if (err) {
			callback(err, "");
			return;
		}
		const list = addresses;
		if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
			callback(new SafeFetchError("private_address", SAFE_FETCH_MESSAGES.privateAddress), "");
			return;
		}
		if (options.all) callback(null, list);
		else callback(null, list[0].address, list[0].family);
	});
}
/** Checks before connecting (clear error early); the socket's lookup checks again. */
async function assertPublicHost(hostname) {
	if (net.isIP(hostname)) {
		if (isPrivateAddress(hostname)) throw new SafeFetchError("private_address", SAFE_FETCH_MESSAGES.privateAddress);
		return;
	}
	if (hostname === "localhost" || hostname.endsWith(".localhost")) throw new SafeFetchError("private_address", SAFE_FETCH_MESSAGES.privateAddress);
	let addresses;
	try {
		addresses = await dns.promises.lookup(hostname, { all: true });
	} catch {
		throw new SafeFetchError("dns_failed", SAFE_FETCH_MESSAGES.dnsFailed);
	}
	if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) throw new SafeFetchError("private_address", SAFE_FETCH_MESSAGES.privateAddress);
}
function requestOnce(target, guarded, opts) {
	return new Promise((resolve, reject) => {
		const req = (target.protocol === "https:" ? https : http).request(target, {
			method: "GET",
			headers: {
				"user-agent": USER_AGENT,
				accept: opts.accept,
				"accept-encoding": "gzip, deflate, br",
				"accept-language": "da,en;q=0.5"
			},
			signal: opts.signal,
			...guarded ? { lookup: guardedLookup } : {},
			agent: false
		}, (res) => {
			const status = res.statusCode ?? 0;
			if (status >= 300 && status < 400) {
				res.resume();
				resolve({
					status,
					headers: res.headers,
					body: Buffer.alloc(0)
				});
				return;
			}
			if (Number(res.headers["content-length"] ?? 0) > opts.maxBytes) {
				res.destroy();
				reject(new SafeFetchError("too_large", SAFE_FETCH_MESSAGES.tooLarge));
				return;
			}
			const encoding = String(res.headers["content-encoding"] ?? "identity").toLowerCase();
			let stream = res;
			if (encoding === "gzip" || encoding === "x-gzip") stream = res.pipe(zlib.createGunzip());
			else if (encoding === "deflate") stream = res.pipe(zlib.createInflate());
			else if (encoding === "br") stream = res.pipe(zlib.createBrotliDecompress());
			const chunks = [];
			let size = 0;
			let received = 0;
			res.on("data", (chunk) => {
				received += chunk.length;
				if (received > opts.maxBytes) res.destroy(new SafeFetchError("too_large", SAFE_FETCH_MESSAGES.tooLarge));
			});
			stream.on("data", (chunk) => {
				size += chunk.length;
				if (size > opts.maxBytes) {
					res.destroy(new SafeFetchError("too_large", SAFE_FETCH_MESSAGES.tooLarge));
					return;
				}
				chunks.push(chunk);
			});
			const fail = (err) => reject(err);
			res.on("error", fail);
			stream.on("error", fail);
			stream.on("end", () => resolve({
				status,
				headers: res.headers,
				body: Buffer.concat(chunks)
			}));
		});
		req.on("error", reject);
		req.end();
	});
}
function toSafeFetchError(err, signal, timedOut) {
	if (err instanceof SafeFetchError) return err;
	if (timedOut()) return new SafeFetchError("timeout", SAFE_FETCH_MESSAGES.timeout);
	if (signal.aborted) return new SafeFetchError("aborted", SAFE_FETCH_MESSAGES.failed);
	const cause = err?.cause;
	if (cause instanceof SafeFetchError) return cause;
	return new SafeFetchError("network", SAFE_FETCH_MESSAGES.failed);
}
/**
* GET with the SSRF guard, following up to 5 redirects (each checked again). Throws
* SafeFetchError; a non-2xx final answer throws code "http_status" with the status.
*/
async function safeFetch(input, options = {}) {
	const overrides = options.overrides ?? envOverrides();
	const maxBytes = options.maxBytes ?? 2097152;
	const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
	const accept = options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";
	const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
	const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
	const timedOut = () => timeout.aborted && !options.signal?.aborted;
	let url = parsePublicUrl(input, options.allowHost);
	for (let hop = 0;; hop++) {
		if (signal.aborted) throw toSafeFetchError(signal.reason, signal, timedOut);
		const mapped = mappedTarget(url, overrides);
		const target = mapped ?? url;
		if (!mapped) await assertPublicHost(normalHostname(url));
		let res;
		try {
			res = await requestOnce(target, !mapped, {
				signal,
				maxBytes,
				accept
			});
		} catch (err) {
			throw toSafeFetchError(err, signal, timedOut);
		}
		if (res.status >= 300 && res.status < 400 && res.headers.location) {
			if (hop >= maxRedirects) throw new SafeFetchError("too_many_redirects", SAFE_FETCH_MESSAGES.tooManyRedirects);
			url = parsePublicUrl(new URL(res.headers.location, url).toString(), options.allowHost);
			continue;
		}
		if (res.status < 200 || res.status >= 300) throw new SafeFetchError("http_status", `${SAFE_FETCH_MESSAGES.failed} (HTTP ${res.status})`, res.status);
		return {
			url: url.toString(),
			status: res.status,
			contentType: String(res.headers["content-type"] ?? ""),
			body: res.body
		};
	}
}
// app/features/agent/feed-parser.ts
var FeedParseError = class extends Error {};
var parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: "@_",
	removeNSPrefix: true,
	parseTagValue: false,
	trimValues: true,
	processEntities: true,
	isArray: (name) => [
		"item",
		"entry",
		"link"
	].includes(name)
});
function text$1(value) {
	if (value == null) return "";
	if (typeof value === "string" || typeof value === "number") return String(value).trim();
	if (Array.isArray(value)) return text$1(value[0]);
	if (typeof value === "object") {
		const obj = value;
		if ("#text" in obj) return text$1(obj["#text"]);
		if ("@_href" in obj) return text$1(obj["@_href"]);
	}
	return "";
}
function date$1(value) {
	const raw = text$1(value);
	if (!raw) return null;
	const d = new Date(raw);
	return Number.isNaN(d.getTime()) ? null : d;
}
/** RSS 2.0: <link>, else a permalink <guid>. */
function rssLink(item) {
	const link = text$1(item.link);
	if (link) return link;
	const guid = item.guid;
	if (guid && typeof guid === "object" && guid["@_isPermaLink"] === "false") return "";
	return text$1(guid);
}
/** Atom: the rel="alternate" (or rel-less) link's href. */
function atomLink(entry) {
	const links = entry.link ?? [];
	const objects = links.filter((l) => typeof l === "object" && l !== null);
	const alternate = objects.find((l) => !l["@_rel"] || l["@_rel"] === "alternate") ?? objects[0];
	return alternate ? text$1(alternate["@_href"]) : text$1(links[0]);
}
/** Parses RSS 2.0, RSS 1.0 (RDF) and Atom feeds; relative links resolve against the feed URL. */
function parseFeed(xml, feedUrl) {
	let doc;
	try {
		doc = parser.parse(xml);
	} catch {
		throw new FeedParseError("Feedet er ikke gyldig XML");
	}
	let raw;
	const rss = doc.rss;
	const rdf = doc.RDF;
	const atom = doc.feed;
	if (rss?.channel) raw = (rss.channel.item ?? []).map((i) => ({
		link: rssLink(i),
		title: text$1(i.title),
		publishedAt: date$1(i.pubDate ?? i.date)
	}));
	else if (rdf) raw = (rdf.item ?? []).map((i) => ({
		link: text$1(i.link),
		title: text$1(i.title),
		publishedAt: date$1(i.date)
	}));
	else if (atom) raw = (atom.entry ?? []).map((e) => ({
		link: atomLink(e),
		title: text$1(e.title),
		publishedAt: date$1(e.published ?? e.updated)
	}));
	else throw new FeedParseError("Feedet er hverken RSS eller Atom");
	const items = [];
	for (const item of raw) {
		if (!item.link) continue;
		try {
			const url = new URL(item.link, feedUrl);
			if (url.protocol !== "http:" && url.protocol !== "https:") continue;
			items.push({
				...item,
				link: url.toString()
			});
		} catch {}
	}
	return items;
}
var FEED_MAX_BYTES = 2097152;
var FEED_TIMEOUT_MS = 15e3;
var AGENT_TEXT = {
	disabled: "Agenten er slået fra",
	noFeeds: "Ingen feeds er sat op. Tilføj RSS- eller Atom-feeds under Indstillinger.",
	started: (feeds) => `Agenten startede: læser ${feeds} ${feeds === 1 ? "feed" : "feeds"}`,
	feedFailed: (url, error) => `Kunne ikke hente feedet ${url}: ${error}`,
	newSource: (title, url) => `Ny kilde: ${title || url} (${url})`,
	generated: (title) => `Artikel genereret: ${title}`,
	duplicate: (title) => `Kilden er allerede brugt til artiklen: ${title}`,
	failed: (url, error) => `Kunne ikke generere artikel fra ${url}: ${error}`,
	tooOld: "Ældre end 48 timer",
	finished: (generated, failed) => `Agenten er færdig: ${generated} ${generated === 1 ? "artikel" : "artikler"} genereret, ${failed} fejl`,
	allFeedsFailed: "Ingen af agentens feeds kunne hentes"
};
async function writeAgentLog(db, level, message, executionTimeMs) {
	await db.insert(agentLogs).values({
		level,
		eventMessage: message,
		executionTimeMs: executionTimeMs === void 0 ? null : Math.round(executionTimeMs)
	});
}
async function defaultFetchFeed(url) {
	return (await safeFetch(url, {
		maxBytes: FEED_MAX_BYTES,
		timeoutMs: FEED_TIMEOUT_MS,
		accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5"
	})).body.toString("utf8");
}
function errorText(error) {
	return error instanceof Error && error.message ? error.message : "Ukendt fejl";
}
function canonical(link) {
	return canonicalSourceUrl(new URL(link));
}
/**
* The Auto Article Agent (PRODUCT.md): when switched on in the settings, reads the configured
* RSS/Atom feeds and makes an article from each new item (newest first, at most 3 a run). Each
* item's link is recorded in agent_source_items *before* generating, so a source is never used
* twice, not even after a failure or by two runs at once. Everything it does goes to agent_logs.
*/
async function runAutoArticleAgent(db, deps) {
	const now = deps.now ?? /* @__PURE__ */ new Date();
	const maxPerRun = deps.maxPerRun ?? 3;
	const summary = {
		enabled: false,
		feeds: 0,
		feedErrors: 0,
		newItems: 0,
		generated: 0,
		failed: 0,
		skipped: 0,
		message: AGENT_TEXT.disabled
	};
	const [settings] = await db.select({
		enabled: siteSettings.agentEnabled,
		feeds: siteSettings.agentFeedUrls
	}).from(siteSettings).where(eq(siteSettings.id, 1));
	if (!settings?.enabled) return summary;
	summary.enabled = true;
	const feeds = [...new Set(settings.feeds.map((f) => f.trim()).filter(Boolean))];
	summary.feeds = feeds.length;
	if (feeds.length === 0) {
		summary.message = AGENT_TEXT.noFeeds;
		await writeAgentLog(db, "log", AGENT_TEXT.noFeeds);
		return summary;
	}
	const started = performance.now();
	await writeAgentLog(db, "info", AGENT_TEXT.started(feeds.length));
	const fetchFeed = deps.fetchFeed ?? defaultFetchFeed;
	const candidates = [];
	for (const feedUrl of feeds) {
		const t0 = performance.now();
		try {
			parseFeed(await fetchFeed(feedUrl), feedUrl).forEach((item, i) => {
				candidates.push({
					...item,
					link: canonical(item.link),
					feedUrl,
					order: candidates.length + i
				});
			});
		} catch (error) {
			summary.feedErrors++;
			await writeAgentLog(db, "error", AGENT_TEXT.feedFailed(feedUrl, errorText(error)), performance.now() - t0);
		}
	}
	if (summary.feedErrors === feeds.length) {
		await writeAgentLog(db, "error", AGENT_TEXT.allFeedsFailed, performance.now() - started);
		throw new Error(AGENT_TEXT.allFeedsFailed);
	}
	candidates.sort((a, b) => {
		const ta = a.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
		const tb = b.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
		return tb === ta ? a.order - b.order : tb - ta;
	});
	const seen = /* @__PURE__ */ new Set();
	for (const item of candidates) {
		if (summary.generated + summary.failed >= maxPerRun) break;
		if (seen.has(item.link)) continue;
		seen.add(item.link);
		if (item.publishedAt && now.getTime() - item.publishedAt.getTime() > 1728e5) {
			await db.insert(agentSourceItems).values({
				url: item.link,
				feedUrl: item.feedUrl,
				status: "skipped",
				error: AGENT_TEXT.tooOld
			}).onConflictDoNothing();
			continue;
		}
		if ((await db.insert(agentSourceItems).values({
			url: item.link,
			feedUrl: item.feedUrl,
			status: "pending"
		}).onConflictDoNothing().returning({ url: agentSourceItems.url })).length === 0) continue;
		summary.newItems++;
		await writeAgentLog(db, "log", AGENT_TEXT.newSource(item.title, item.link));
		const t0 = performance.now();
		let result;
		try {
			result = await deps.generate(db, {
				url: item.link,
				mode: "agent",
				actor: null
			});
		} catch (error) {
			result = {
				ok: false,
				error: errorText(error)
			};
		}
		const ms = performance.now() - t0;
		if (result.ok) {
			await db.update(agentSourceItems).set({
				status: result.duplicate ? "skipped" : "generated",
				articleId: result.article.id,
				error: null
			}).where(eq(agentSourceItems.url, item.link));
			if (result.duplicate) {
				summary.skipped++;
				await writeAgentLog(db, "log", AGENT_TEXT.duplicate(result.article.title), ms);
			} else {
				summary.generated++;
				await writeAgentLog(db, "info", AGENT_TEXT.generated(result.article.title), ms);
			}
		} else {
			summary.failed++;
			await db.update(agentSourceItems).set({
				status: "failed",
				error: result.error.slice(0, 1e3)
			}).where(eq(agentSourceItems.url, item.link));
			await writeAgentLog(db, "error", AGENT_TEXT.failed(item.link, result.error), ms);
		}
	}
	summary.message = AGENT_TEXT.finished(summary.generated, summary.failed);
	await writeAgentLog(db, "info", summary.message, performance.now() - started);
	return summary;
}
// app/lib/leagues.ts
/**
* Zones a table row can be in. Labels are Danish; the spec names "Champions League",
* "Europa League" and "Nedrykning", the rest are this site's words for each competition's rules.
*/
var ZONE_LABELS = {
	"champions-league": "Champions League",
	"europa-league": "Europa League",
	"conference-league": "Conference League-kvalifikation",
	promotion: "Oprykning",
	"promotion-playoff": "Oprykningsplayoff",
	"promotion-round": "Oprykningsspil",
	"championship-round": "Mesterskabsspil",
	"relegation-round": "Nedrykningsspil",
	"relegation-playoff": "Nedrykningsplayoff",
	relegation: "Nedrykning",
	"round-of-16": "Ottendedelsfinale",
	"knockout-playoff": "Play-off",
	eliminated: "Ude",
	qualified: "Kvalificeret",
	"qualifying-playoff": "Play-off"
};
/**
* Spec §2 default for a full domestic table without rules of its own: top 4 Champions League,
* 5-6 Europa League, last 3 Nedrykning. The top zones win in a short table, so no row gets two.
*/
function defaultRules(teams) {
	return {
		teams,
		zones: [
			{
				from: 1,
				to: Math.min(4, teams),
				zone: "champions-league"
			},
			{
				from: 5,
				to: Math.min(6, teams),
				zone: "europa-league"
			},
			{
				from: Math.max(7, teams - 2),
				to: teams,
				zone: "relegation"
			}
		].filter((z) => z.from <= z.to)
	};
}
/** A big domestic league: 4 Champions League, 1 Europa League, 1 Conference League qualifying. */
function europeanTop(teams, relegated) {
	return [
		{
			from: 1,
			to: 4,
			zone: "champions-league"
		},
		{
			from: 5,
			to: 5,
			zone: "europa-league"
		},
		{
			from: 6,
			to: 6,
			zone: "conference-league"
		},
		{
			from: teams - relegated + 1,
			to: teams,
			zone: "relegation"
		}
	];
}
/** The 36-team league phase of the three UEFA club competitions (from 2024-25). */
var UEFA_LEAGUE_PHASE = {
	teams: 36,
	zones: [
		{
			from: 1,
			to: 8,
			zone: "round-of-16"
		},
		{
			from: 9,
			to: 24,
			zone: "knockout-playoff"
		},
		{
			from: 25,
			to: 36,
			zone: "eliminated"
		}
	]
};
var CURRENT_SEASON = "2024-25";
/** A season as the admin types it: "2024" or "2024-25". */
var SEASON_PATTERN = /^\d{4}(-\d{2})?$/;
var LEAGUES = [
	{
		key: "premier-league",
		name: "Premier League",
		country: "England",
		section: "popular",
		externalCode: "PL",
		teams: 20,
		zones: europeanTop(20, 3)
	},
	{
		key: "la-liga",
		name: "La Liga",
		country: "Spanien",
		section: "popular",
		externalCode: "PD",
		teams: 20,
		zones: europeanTop(20, 3)
	},
	{
		key: "bundesliga",
		name: "Bundesliga",
		country: "Tyskland",
		section: "popular",
		externalCode: "BL1",
		teams: 18,
		zones: [...europeanTop(18, 2), {
			from: 16,
			to: 16,
			zone: "relegation-playoff"
		}]
	},
	{
		key: "serie-a",
		name: "Serie A",
		country: "Italien",
		section: "popular",
		externalCode: "SA",
		teams: 20,
		zones: europeanTop(20, 3)
	},
	{
		key: "championship",
		name: "Championship",
		country: "England",
		section: "popular",
		externalCode: "ELC",
		teams: 24,
		zones: [
			{
				from: 1,
				to: 2,
				zone: "promotion"
			},
			{
				from: 3,
				to: 6,
				zone: "promotion-playoff"
			},
			{
				from: 22,
				to: 24,
				zone: "relegation"
			}
		]
	},
	{
		key: "3f-superliga",
		name: "3F Superliga",
		country: "Danmark",
		section: "danish",
		externalCode: null,
		teams: 12,
		zones: [
			{
				from: 1,
				to: 6,
				zone: "championship-round"
			},
			{
				from: 7,
				to: 10,
				zone: "relegation-round"
			},
			{
				from: 11,
				to: 12,
				zone: "relegation"
			}
		]
	},
	{
		key: "betinia-liga",
		name: "Betinia Liga",
		country: "Danmark",
		section: "danish",
		externalCode: null,
		teams: 12,
		zones: [
			{
				from: 1,
				to: 2,
				zone: "promotion"
			},
			{
				from: 3,
				to: 6,
				zone: "promotion-round"
			},
			{
				from: 7,
				to: 10,
				zone: "relegation-round"
			},
			{
				from: 11,
				to: 12,
				zone: "relegation"
			}
		]
	},
	{
		key: "champions-league",
		name: "Champions League",
		country: "Europa",
		section: "europe",
		externalCode: "CL",
		...UEFA_LEAGUE_PHASE
	},
	{
		key: "europa-league",
		name: "Europa League",
		country: "Europa",
		section: "europe",
		externalCode: null,
		...UEFA_LEAGUE_PHASE
	},
	{
		key: "conference-league",
		name: "Conference League",
		country: "Europa",
		section: "europe",
		externalCode: null,
		...UEFA_LEAGUE_PHASE
	},
	{
		key: "vm",
		name: "VM",
		country: "Verden",
		section: "tournament",
		externalCode: "WC",
		teams: 4,
		zones: [{
			from: 1,
			to: 1,
			zone: "qualified"
		}, {
			from: 2,
			to: 2,
			zone: "qualifying-playoff"
		}]
	},
	{
		key: "em",
		name: "EM",
		country: "Europa",
		section: "tournament",
		externalCode: "EC",
		teams: 6,
		zones: [{
			from: 1,
			to: 2,
			zone: "qualified"
		}]
	}
];
var LEAGUE_KEYS = LEAGUES.map((l) => l.key);
function findLeague(key) {
	return LEAGUES.find((l) => l.key === key);
}
/** League names by their tag ('liga:premier-league' → 'Premier League'), for tag labels. */
var LEAGUE_NAMES = Object.fromEntries(LEAGUES.map((l) => [`liga:${l.key}`, l.name]));
/**
* The rules a table of `leagueKey` is coloured by. A league without rules of its own gets the
* spec's default, counted against the rows it has (the last position shown): a full table is assumed.
*/
function leagueRules(leagueKey, positions = []) {
	const league = findLeague(leagueKey);
	if (league) return {
		teams: league.teams,
		zones: league.zones
	};
	return defaultRules(Math.max(0, positions.length, ...positions));
}
/** The zone of `position` (1-based) under `rules`; none outside the league's team count. */
function zoneAt(position, rules) {
	if (!Number.isInteger(position) || position < 1 || position > rules.teams) return null;
	return rules.zones.find((z) => position >= z.from && position <= z.to)?.zone ?? null;
}
// app/server/images.server.ts
/**
* Upload pipeline for images: verify (magic bytes + a real decode by sharp), auto-rotate by
* EXIF, strip all metadata, normalise the original and encode responsive WebP/AVIF variants.
*/
sharp.cache(false);
var MAX_IMAGE_BYTES = 5242880;
/**
* Guard against decompression bombs (a 6 KB PNG can declare 7,000 × 7,000 px and cost seconds of
* CPU, issue 21): read from the header before anything is decoded. 40 megapixels is more than any
* camera photo a newsroom uploads (a 45 MP full-frame original is scaled down first).
*/
var MAX_IMAGE_PIXELS = 4e7;
/**
* 240 serves the thumbnails (112–160 CSS px beside a headline, a house ad's strip) on 1–2× screens;
* with 480 as the smallest, phones downloaded four times the pixels they showed (Lighthouse
* `uses-responsive-images`, issue 22).
*/
var DEFAULT_VARIANT_WIDTHS = [
	240,
	480,
	800,
	1200
];
var MSG_NOT_AN_IMAGE = "Kun billedfiler er tilladt";
var MSG_TOO_LARGE = "Billede må maksimalt være 5MB";
var MSG_TOO_MANY_PIXELS = "Billedet har for store dimensioner (højst 40 megapixel)";
var MSG_TOO_SLOW = "Billedet tog for lang tid at behandle";
var ImageValidationError = class extends Error {
	name = "ImageValidationError";
};
var MIME = {
	jpeg: "image/jpeg",
	png: "image/png",
	gif: "image/gif",
	webp: "image/webp"
};
var EXT = {
	jpeg: "jpg",
	png: "png",
	gif: "gif",
	webp: "webp"
};
/** Image type by magic bytes; null for anything that is not JPEG, PNG, GIF or WebP. */
function sniffImageType(buf) {
	if (!buf || buf.length < 12) return null;
	if (buf[0] === 255 && buf[1] === 216 && buf[2] === 255) return "jpeg";
	if (buf[0] === 137 && buf[1] === 80 && buf[2] === 78 && buf[3] === 71 && buf[4] === 13 && buf[5] === 10 && buf[6] === 26 && buf[7] === 10) return "png";
	const ascii = (start, end) => String.fromCharCode(...buf.subarray(start, end));
	const head6 = ascii(0, 6);
	if (head6 === "GIF87a" || head6 === "GIF89a") return "gif";
	if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
	return null;
}
/** Variant widths for an original of `originalWidth`: the configured widths up to the original, plus the original when it is narrower than the largest. */
function variantWidths(originalWidth, widths = DEFAULT_VARIANT_WIDTHS) {
	const valid = widths.filter((w) => Number.isInteger(w) && w > 0);
	const out = new Set(valid.filter((w) => w <= originalWidth));
	if (originalWidth < (valid.length ? Math.max(...valid) : 0)) out.add(originalWidth);
	return [...out].sort((a, b) => a - b);
}
function toValidationError(err) {
	if (err instanceof ImageValidationError) return err;
	const message = err instanceof Error ? err.message : String(err);
	const e = new ImageValidationError(/pixel limit/i.test(message) ? MSG_TOO_MANY_PIXELS : /timeout/i.test(message) ? MSG_TOO_SLOW : MSG_NOT_AN_IMAGE);
	e.cause = err;
	return e;
}
async function processImage(input, opts = {}) {
	if (!Buffer.isBuffer(input) || input.length === 0) throw new ImageValidationError(MSG_NOT_AN_IMAGE);
	if (input.length > 5242880) throw new ImageValidationError(MSG_TOO_LARGE);
	const sniffed = sniffImageType(input);
	if (!sniffed) throw new ImageValidationError(MSG_NOT_AN_IMAGE);
	const inputOpts = {
		failOn: "truncated",
		limitInputPixels: MAX_IMAGE_PIXELS
	};
	let meta;
	try {
		meta = await sharp(input, inputOpts).metadata();
	} catch (err) {
		throw toValidationError(err);
	}
	if (meta.format !== sniffed || !meta.width || !meta.height) throw new ImageValidationError(MSG_NOT_AN_IMAGE);
	const animated = (sniffed === "gif" || sniffed === "webp") && (meta.pages ?? 1) > 1;
	if (meta.width * (meta.pageHeight ?? meta.height) * (animated ? meta.pages ?? 1 : 1) > 4e7) throw new ImageValidationError(MSG_TOO_MANY_PIXELS);
	const swap = (meta.orientation ?? 1) >= 5;
	const width = swap ? meta.height : meta.width;
	const height = swap ? meta.width : meta.height;
	const pipeline = () => sharp(input, {
		...inputOpts,
		animated
	}).autoOrient().timeout({ seconds: 20 });
	const format = sniffed === "gif" && !animated ? "png" : sniffed;
	const encodeOriginal = async () => {
		const p = pipeline();
		switch (format) {
			case "jpeg": return p.jpeg({
				quality: 85,
				mozjpeg: true
			}).toBuffer();
			case "png": return p.png({
				compressionLevel: 8,
				adaptiveFiltering: true
			}).toBuffer();
			case "gif": return p.gif({ effort: 5 }).toBuffer();
			case "webp": return p.webp({
				quality: 85,
				effort: 4
			}).toBuffer();
		}
	};
	const widths = variantWidths(width, opts.widths ?? DEFAULT_VARIANT_WIDTHS);
	const wantAvif = (opts.avif ?? true) && !animated;
	const encodeVariant = async (w, fmt) => {
		let p = pipeline();
		if (w !== width) p = p.resize({
			width: w,
			withoutEnlargement: true
		});
		p = fmt === "webp" ? p.webp({
			quality: 80,
			effort: 4
		}) : p.avif({
			quality: 50,
			effort: 2,
			chromaSubsampling: "4:2:0"
		});
		const { data, info } = await p.toBuffer({ resolveWithObject: true });
		return {
			width: info.width,
			height: animated ? info.pageHeight ?? info.height : info.height,
			format: fmt,
			data
		};
	};
	try {
		const [original, ...variants] = await Promise.all([
			encodeOriginal(),
			...widths.map((w) => encodeVariant(w, "webp")),
			...wantAvif ? widths.map((w) => encodeVariant(w, "avif")) : []
		]);
		return {
			format,
			mimeType: MIME[format],
			ext: EXT[format],
			sourceFormat: sniffed,
			width,
			height,
			animated,
			original,
			variants
		};
	} catch (err) {
		throw toValidationError(err);
	}
}
var VARIANT_MIME = {
	webp: "image/webp",
	avif: "image/avif"
};
/**
* Writes a processed image: the original as `${baseName}.${ext}` and each variant as
* `${baseName}-${width}w.${format}`. If any write fails, what was written is removed again.
*/
async function storeProcessedImage(storage, bucket, baseName, processed) {
	const originalName = `${baseName}.${processed.ext}`;
	const variantNames = processed.variants.map((v) => `${baseName}-${v.width}w.${v.format}`);
	const writes = [storage.put(bucket, originalName, processed.original, processed.mimeType), ...processed.variants.map((v, i) => storage.put(bucket, variantNames[i], v.data, VARIANT_MIME[v.format]))];
	const results = await Promise.allSettled(writes);
	const failed = results.find((r) => r.status === "rejected");
	if (failed) {
		await Promise.allSettled([originalName, ...variantNames].map((name, i) => results[i].status === "fulfilled" ? storage.delete(bucket, name) : Promise.resolve(false)));
		throw failed.reason;
	}
	const stored = results.map((r) => r.value);
	return {
		url: stored[0].url,
		storageKey: stored[0].key,
		variants: processed.variants.map((v, i) => ({
			width: v.width,
			height: v.height,
			format: v.format,
			url: stored[i + 1].url
		}))
	};
}
// app/lib/categories.ts
/**
* One label for one meaning (issue 22): the admin form offers 'Transfers' while the sample
* content and AI answers said 'Transfer', and both showed side by side on the front page. Every
* public card, badge and feed shows a stored category through `categoryLabel`, and writers store
* the same spelling (`canonicalCategory`), so filters and 'Læs også' see one category.
*/
var SAME_MEANING = {
	transfer: "Transfers",
	transfers: "Transfers",
	nyhed: "Nyheder",
	nyheder: "Nyheder",
	kamp: "Kampe",
	kampe: "Kampe",
	analyser: "Analyse",
	analyse: "Analyse"
};
/** The one spelling to store for a category (unknown ones are kept as written, trimmed). */
function canonicalCategory(category) {
	const text = category.trim();
	return SAME_MEANING[text.toLowerCase()] ?? text;
}
/** What a reader sees for a stored category; an empty one is the spec's default 'Nyheder'. */
function categoryLabel(category) {
	return category?.trim() ? canonicalCategory(category) : "Nyheder";
}
var PREFIX_SET = /* @__PURE__ */ new Set([
	"liga",
	"klub",
	"transfer",
	"position",
	"nationalitet",
	"spiller",
	"type",
	"annonce"
]);
/** Normalises one tag: "Klub: FC København" → "klub:fc-kobenhavn"; free text is trimmed and lowercased. */
function normalizeTag(input) {
	const text = input.replace(/\s+/g, " ").trim();
	if (!text) return null;
	const colon = text.indexOf(":");
	if (colon > 0) {
		const prefix = text.slice(0, colon).trim().toLowerCase();
		if (PREFIX_SET.has(prefix)) {
			const value = toSlugValue(text.slice(colon + 1));
			return value ? `${prefix}:${value}` : null;
		}
	}
	return text.toLowerCase();
}
function collect(value, out, prefix) {
	if (value == null) return;
	if (Array.isArray(value)) {
		for (const item of value) collect(item, out, prefix);
		return;
	}
	if (typeof value === "object") {
		for (const [key, inner] of Object.entries(value)) collect(inner, out, key.trim().toLowerCase());
		return;
	}
	if (typeof value === "string" || typeof value === "number") {
		const text = String(value);
		const tag = prefix && PREFIX_SET.has(prefix) ? normalizeTag(`${prefix}:${text}`) : normalizeTag(text);
		if (tag) out.push(tag);
	}
}
/**
* Spec §3: tags arrive as an array of strings, a JSON-string array, or objects with keys such as
* klub, spiller, liga. All three become one list of normalised, de-duplicated tags.
*/
function parseTags(input) {
	let value = input;
	if (typeof value === "string") {
		const trimmed = value.trim();
		if (!trimmed) return [];
		if (trimmed.startsWith("[") || trimmed.startsWith("{")) try {
			value = JSON.parse(trimmed);
		} catch {
			value = trimmed.split(",");
		}
		else value = trimmed.split(",");
	}
	const out = [];
	collect(value, out);
	return [...new Set(out)];
}
/** Splits a normalised tag into its prefix and value. */
function splitTag(tag) {
	const colon = tag.indexOf(":");
	if (colon > 0) {
		const prefix = tag.slice(0, colon);
		if (PREFIX_SET.has(prefix)) return {
			prefix,
			value: tag.slice(colon + 1),
			raw: tag
		};
	}
	return {
		prefix: null,
		value: tag,
		raw: tag
	};
}
/** Categories an AI article may get (spec §3 'Categories seen'); anything else becomes Nyheder. */
var AI_CATEGORIES = [
	"Nyheder",
	"Transfers",
	"Kampe",
	"Landshold",
	"Analyse",
	"Gossip",
	"EM",
	"VM",
	"Nations League"
];
var modelArticleSchema = z.object({
	title: z.string().describe("Dansk overskrift, højst 120 tegn"),
	slug: z.string().describe("URL-slug: små bogstaver a-z, 0-9 og bindestreger"),
	excerpt: z.string().describe(`Dansk resumé/metabeskrivelse på 120-160 tegn`),
	content: z.string().describe("Artiklens brødtekst i markdown (afsnit, ## mellemrubrikker), på dansk"),
	category: z.string().describe(`En af: ${AI_CATEGORIES.join(", ")}`),
	tags: z.array(z.string()).describe("Tags med præfiks, fx \"klub:FC København\", \"liga:Premier League\", \"spiller:Navn\", \"type:nyhed\""),
	imageAlt: z.string().describe("Kort dansk alt-tekst til artiklens billede")
});
/** The problems of a model answer in Danish (empty when it can be stored). */
function articleProblems(a) {
	const problems = [];
	const title = a.title.trim();
	const excerpt = a.excerpt.trim();
	const content = a.content.trim();
	if (title.length < 5 || title.length > 200) problems.push("titlen skal være 5-200 tegn");
	if (excerpt.length < 120 || excerpt.length > 160) problems.push(`uddraget skal være 120-160 tegn (var ${excerpt.length})`);
	if (content.length < 200) problems.push("brødteksten er for kort (under 200 tegn)");
	if (content.length > 5e4) problems.push("brødteksten er for lang");
	return problems;
}
/** Trims the answer and picks a known category; call only when articleProblems() is empty. */
function cleanArticle(a, knownTags) {
	const category = AI_CATEGORIES.find((c) => c.toLowerCase() === canonicalCategory(a.category).toLowerCase()) ?? "Nyheder";
	return {
		title: a.title.trim(),
		slug: toSlugValue(a.slug) || toSlugValue(a.title),
		excerpt: a.excerpt.trim(),
		content: a.content.trim(),
		category,
		tags: knownTags(a.tags),
		imageAlt: a.imageAlt.trim().slice(0, 300)
	};
}
/** Fixed values of the other tag categories (editor suggestion lists). */
var FIXED_VALUES = {
	position: /* @__PURE__ */ new Set([
		"maalmand",
		"forsvar",
		"midtbane",
		"angreb"
	]),
	transfer: /* @__PURE__ */ new Set([
		"kobt",
		"solgt",
		"rygte",
		"leje",
		"fri-transfer"
	]),
	type: /* @__PURE__ */ new Set([
		"nyhed",
		"analyse",
		"interview",
		"kampreferat",
		"kommentar",
		"historie"
	]),
	nationalitet: /* @__PURE__ */ new Set([
		"dansk",
		"norsk",
		"svensk",
		"islandsk",
		"finsk",
		"engelsk",
		"tysk",
		"fransk",
		"spansk",
		"italiensk",
		"hollandsk",
		"belgisk",
		"portugisisk",
		"brasiliansk",
		"argentinsk"
	])
};
/**
* Keeps only tags that exist here: klub: must be one of our clubs (by slug or name), liga: one of
* our leagues (by key or name), position/transfer/type/nationalitet one of their fixed values,
* spiller: any player name. Free text and unknown prefixes are dropped. At most 12 tags.
*/
function tagMatcher(input) {
	const clubBySlug = /* @__PURE__ */ new Map();
	for (const c of input.clubs) {
		clubBySlug.set(c.slug, c.slug);
		clubBySlug.set(toSlugValue(c.name), c.slug);
		const short = c.shortName ? toSlugValue(c.shortName) : "";
		if (short && !clubBySlug.has(short)) clubBySlug.set(short, c.slug);
	}
	const leagueByKey = /* @__PURE__ */ new Map();
	for (const l of input.leagues) {
		leagueByKey.set(l.key, l.key);
		leagueByKey.set(toSlugValue(l.name), l.key);
	}
	return (tags) => {
		const out = [];
		for (const raw of tags) {
			if (typeof raw !== "string") continue;
			const tag = normalizeTag(raw);
			if (!tag) continue;
			const { prefix, value } = splitTag(tag);
			let kept = null;
			if (prefix === "klub") {
				const slug = clubBySlug.get(value);
				kept = slug ? `klub:${slug}` : null;
			} else if (prefix === "liga") {
				const key = leagueByKey.get(value);
				kept = key ? `liga:${key}` : null;
			} else if (prefix === "spiller") kept = value.length >= 3 && value.length <= 60 ? tag : null;
			else if (prefix && FIXED_VALUES[prefix]?.has(value)) kept = tag;
			if (kept && !out.includes(kept)) out.push(kept);
			if (out.length >= 12) break;
		}
		return out;
	};
}
// app/features/ai-generation/messages.ts
var GEN_TEXT = {
	invalidUrlTitle: "Ugyldig URL",
	invalidUrl: "Indtast venligst en gyldig bold.dk URL.",
	networkTitle: "Netværksfejl",
	networkToast: "Edge funktionen kan ikke nås. Prøv igen om et øjeblik eller kontakt support.",
	networkCard: "Netværksforbindelse fejlede. Edge funktionen er muligvis ikke deployeret endnu.",
	failedTitle: "Fejl ved generering",
	failedFallback: "Kunne ikke generere artikel",
	unexpectedTitle: "Fejl",
	unexpectedToast: "Der opstod en fejl ved generering af artiklen",
	unexpectedCard: "Der opstod en uventet fejl",
	successTitle: "Artikel genereret!",
	duplicateTitle: "Artiklen findes allerede",
	topicRequired: "Venligst udfyld emnet for artiklen",
	historyImageFailed: "Kunne ikke uploade billedet",
	historyFailed: "Kunne ikke generere artiklen. Prøv igen senere.",
	historyUnknown: "Ukendt fejl opstod",
	historySuccess: "Historisk artikel er blevet genereret og publiceret",
	notConfigured: "AI-udbyderen er ikke sat op. En administrator skal angive udbyderens adresse og model i serverens opsætning.",
	notConfiguredTitle: "AI-generering er slået fra",
	notConfiguredAdminDetails: "Serverindstillinger: AI_BASE_URL (fx https://api.openai.com/v1), AI_MODEL og, hvis udbyderen kræver en nøgle, AI_API_KEY. Genstart serveren bagefter.",
	sourceNotAllowed: "Adressen er ikke tilladt.",
	sourcePrivate: "Adressen peger på et internt netværk og kan ikke hentes.",
	sourceFetchFailed: "Kunne ikke hente kildeartiklen.",
	sourceTooLarge: "Kildesiden er for stor (over 2 MB).",
	sourceTooManyRedirects: "Kildesiden videresender for mange gange (over 5).",
	sourceNotHtml: "Adressen er ikke en artikelside (HTML).",
	sourceNoArticle: "Kunne ikke finde en artikeltekst på kildesiden.",
	providerUnreachable: "AI-udbyderen kunne ikke nås. Prøv igen om et øjeblik.",
	providerError: "AI-udbyderen svarede med en fejl.",
	invalidOutput: "AI-modellen returnerede et ugyldigt svar, så artiklen blev ikke gemt.",
	saveFailed: "Artiklen kunne ikke gemmes."
};
/** 'Generering tog for lang tid (over 30 sekunder) og blev afbrudt.' with the configured limit. */
function timeoutMessage(timeoutMs) {
	const seconds = Math.max(1, Math.round(timeoutMs / 1e3));
	return `Generering tog for lang tid (over ${seconds} ${seconds === 1 ? "sekund" : "sekunder"}) og blev afbrudt.`;
}
/** 'Artiklen fra denne URL er allerede genereret: "…"'. */
function duplicateMessage(title) {
	return `Artiklen fra denne URL er allerede genereret: "${title}". Den eksisterende artikel vises.`;
}
/** Spec §5: the browser's check of the AI generator's URL field (non-empty, contains bold.dk). */
function isAcceptableSourceInput(value) {
	const v = value.trim();
	return v !== "" && v.includes("bold.dk");
}
/** Sorts a failed serverAction() call: no answer at all (offline, server down) or an unexpected one. */
function outcomeOfError(error) {
	if (error instanceof TypeError) return { kind: "network" };
	return { kind: "unexpected" };
}
/** The generator pages' clientAction (spec §8): the server's answer, or why there is none. */
async function generatorOutcome(serverAction) {
	try {
		return {
			kind: "server",
			result: await serverAction()
		};
	} catch (error) {
		return outcomeOfError(error);
	}
}
// app/features/ai-generation/model.server.ts
/**
* The AI provider: any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM …) configured
* by AI_BASE_URL, AI_MODEL and AI_API_KEY, called through the Vercel AI SDK with a JSON schema
* (structured output). An answer that does not parse, does not match the schema or breaks a
* limit (e.g. the excerpt length) gets one repair attempt; after that the generation fails.
*/
/** The provider settings, or null when AI_BASE_URL or AI_MODEL is missing (generators disabled). */
function getAiConfig(env = getEnv()) {
	if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
	return {
		baseUrl: env.AI_BASE_URL,
		apiKey: env.AI_API_KEY,
		model: env.AI_MODEL,
		timeoutMs: env.AI_TIMEOUT_MS
	};
}
/** A generation failure with the Danish message to show. */
var GenerationError = class extends Error {
	name = "GenerationError";
};
/**
* One signal for the whole generation: aborted after AI_TIMEOUT_MS (spec: the 30 s timer is
* connected) or when the caller's signal aborts. `timedOut()` tells the two apart.
*/
function generationDeadline(timeoutMs, outer) {
	const timer = AbortSignal.timeout(timeoutMs);
	return {
		signal: outer ? AbortSignal.any([outer, timer]) : timer,
		timedOut: () => timer.aborted
	};
}
/** The Danish message for an error thrown while generating. */
function describeGenerationError(err, timeoutMs, timedOut) {
	if (timedOut) return timeoutMessage(timeoutMs);
	if (err instanceof GenerationError) return err.message;
	const inner = RetryError.isInstance(err) ? err.lastError : err;
	if (APICallError.isInstance(inner)) {
		if (inner.statusCode == null) return GEN_TEXT.providerUnreachable;
		return `${GEN_TEXT.providerError} (HTTP ${inner.statusCode})`;
	}
	if (inner?.name === "AbortError") return "Genereringen blev afbrudt.";
	return GEN_TEXT.failedFallback;
}
/** Logs a failed generation without the request body (the whole prompt) that SDK errors carry. */
function logGenerationFailure(err, context) {
	if (err instanceof GenerationError) return;
	const inner = RetryError.isInstance(err) ? err.lastError : err;
	if (APICallError.isInstance(inner)) {
		logger.warn({
			...context,
			status: inner.statusCode ?? null,
			provider: inner.url,
			error: inner.message
		}, "AI provider call failed");
		return;
	}
	logger.error({
		...context,
		err
	}, "article generation failed");
}
var JSON_INSTRUCTION = "Svar udelukkende med ét JSON-objekt med felterne \"title\", \"slug\", \"excerpt\", \"content\", \"category\", \"tags\" og \"imageAlt\".";
/**
* Asks the model for an article. Returns the parsed answer (limits checked) or throws
* GenerationError(invalid output); API errors, timeouts and aborts are thrown as they are.
*/
async function generateArticleJson(config, input) {
	const provider = createOpenAICompatible({
		name: "forsiden",
		baseURL: config.baseUrl,
		apiKey: config.apiKey,
		supportsStructuredOutputs: true
	});
	const messages = [{
		role: "user",
		content: `${input.prompt}\n\n${JSON_INSTRUCTION}`
	}];
	let lastProblems = [];
	for (let attempt = 0; attempt < 2; attempt++) {
		let answerText = "";
		try {
			const result = await generateText({
				model: provider.chatModel(config.model),
				system: input.system,
				messages,
				output: Output.object({
					schema: modelArticleSchema,
					name: "artikel"
				}),
				abortSignal: input.signal,
				maxRetries: 0,
				temperature: .7
			});
			answerText = result.text;
			const article = result.output;
			lastProblems = articleProblems(article);
			if (lastProblems.length === 0) return article;
		} catch (err) {
			if (NoObjectGeneratedError.isInstance(err)) {
				answerText = err.text ?? "";
				lastProblems = ["svaret var ikke gyldig JSON efter skemaet"];
			} else if (err?.name === "AI_NoOutputGeneratedError") lastProblems = ["svaret var tomt"];
			else throw err;
		}
		logger.warn({
			attempt,
			problems: lastProblems
		}, "AI answer rejected");
		messages.push({
			role: "assistant",
			content: answerText || "(tomt svar)"
		}, {
			role: "user",
			content: `Svaret kan ikke bruges: ${lastProblems.join("; ")}. Ret det og send hele artiklen igen. ${JSON_INSTRUCTION}`
		});
	}
	throw new GenerationError(`${GEN_TEXT.invalidOutput} (${lastProblems.join("; ")})`);
}
// app/features/ai-generation/source-page.server.ts
/** The source page: decoded, its article text extracted with Readability, its main image found. */
var MAX_SOURCE_CHARS = 12e3;
/** Decodes the body with the charset of the Content-Type header or the page's meta tag. */
function decodeHtml(body, contentType) {
	const fromHeader = /charset=([^;\s]+)/i.exec(contentType)?.[1];
	const head = body.subarray(0, 2048).toString("latin1");
	const fromMeta = /<meta[^>]+charset=["']?([a-zA-Z0-9_-]+)/i.exec(head)?.[1];
	for (const label of [
		fromHeader,
		fromMeta,
		"utf-8"
	]) {
		if (!label) continue;
		try {
			return new TextDecoder(label.replace(/["']/g, "").trim()).decode(body);
		} catch {}
	}
	return body.toString("utf8");
}
function meta(document, selectors) {
	for (const selector of selectors) {
		const value = document.querySelector(selector)?.getAttribute("content")?.trim();
		if (value) return value;
	}
	return null;
}
function absoluteHttpUrl(value, base) {
	if (!value) return null;
	try {
		const url = new URL(value, base);
		return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
	} catch {
		return null;
	}
}
/** Null when Readability finds no article text worth rewriting. */
function extractSourceArticle(html, url) {
	const { document } = parseHTML(html);
	const imageUrl = absoluteHttpUrl(meta(document, [
		"meta[property=\"og:image\"]",
		"meta[property=\"og:image:url\"]",
		"meta[name=\"twitter:image\"]"
	]), url);
	const siteName = meta(document, ["meta[property=\"og:site_name\"]"]);
	const ogTitle = meta(document, ["meta[property=\"og:title\"]"]);
	const parsed = new Readability(document, { charThreshold: 200 }).parse();
	const text = (parsed?.textContent ?? "").replace(/\s+/g, " ").trim();
	if (text.length < 200) return null;
	return {
		url,
		title: (parsed?.title || ogTitle || "").trim(),
		text: text.slice(0, MAX_SOURCE_CHARS),
		siteName: parsed?.siteName?.trim() || siteName,
		byline: parsed?.byline?.trim() || null,
		imageUrl
	};
}
// app/server/audit.server.ts
/** Records who did what (PRODUCT.md: the admin overview's recent activity). Call inside the write's transaction. */
async function recordAudit(db, actor, entry) {
	await db.insert(auditLog).values({
		actorId: actor?.id ?? null,
		actorEmail: actor?.email ?? null,
		action: entry.action,
		entityType: entry.entityType,
		entityId: entry.entityId ?? null,
		summary: entry.summary,
		metadata: entry.metadata ?? null
	});
}
// app/lib/public-paths.ts
/**
* The public addresses that more than one part of the site builds: links, canonical URLs, the page
* cache's invalidation sets (app/server/page-changes.ts). One home, so a route's address changes in
* one place.
*/
/** A club's page: `/klubber/{slug}`, encoded (a typed address may hold any character, and the path can become a Location header). */
function clubPath(slug) {
	return `/klubber/${encodeURIComponent(slug)}`;
}
/** The club slug of an article tag `klub:{slug}`, or null for any other tag. */
function clubSlugOfTag(tag) {
	return tag?.startsWith("klub:") ? tag.slice(5) || null : null;
}
// app/server/page-changes.ts
/**
* Every set of pages a change makes stale at once (ADR 0011: the rest of the cache goes stale and
* refreshes in the background). One home, so a new page that lists articles, matches or clubs is
* added to the sets in one place. Patterns end in `/*` for "every page below".
*/
/** Where an article shows: the lists of articles and its own page (by id and slug). */
function articlePages(article) {
	const hard = /* @__PURE__ */ new Set([
		"/",
		"/rss.xml",
		"/sitemap.xml",
		"/sitemaps/*",
		"/news-sitemap.xml",
		"/soeg",
		"/advertorial",
		"/dansk-fodboldhistorie",
		"/forfatter/*",
		"/dansk-fodboldhistorie/*"
	]);
	for (const id of article.ids ?? []) hard.add(`/article/${id}`);
	for (const slug of article.slugs ?? []) if (slug) hard.add(`/article/${slug}`);
	for (const tag of article.tags ?? []) {
		const club = clubSlugOfTag(tag);
		if (club) hard.add(clubPath(club));
	}
	return { hard: [...hard] };
}
/**
* A live change: the article; the front page when the change shows there ('LIVE NU', ticker, the
* latest list); its clubs' pages when asked (a score).
*/
function livePages(article, { frontPage = true, clubsToo = false } = {}) {
	const hard = [`/article/${article.id}`];
	if (article.slug) hard.push(`/article/${article.slug}`);
	if (frontPage) hard.push("/");
	if (clubsToo) for (const tag of article.tags ?? []) {
		const club = clubSlugOfTag(tag);
		if (club) hard.push(clubPath(club));
	}
	return { hard };
}
var PAGE_CHANGES = {
	article: articlePages,
	live: livePages,
	/** A club's own page, the club lists and its logo file. */
	club: (slug) => ({ hard: [
		"/klubber",
		"/alle-klubber",
		clubPath(slug),
		`/logos/${slug}.svg`
	] }),
	/** Fixtures and results show on the front page (match centre), club pages and standings. */
	matches: { hard: [
		"/",
		"/klubber/*",
		"/stillinger",
		"/stillinger/*"
	] },
	standings: { hard: ["/stillinger", "/stillinger/*"] },
	/** An author page (old and new address); bylines elsewhere follow on their next render. */
	author: (slugs) => ({ hard: [.../* @__PURE__ */ new Set([...slugs.filter((s) => Boolean(s)).map(authorPath), "/sitemaps/*"])] }),
	/** Site settings show on every page (name, footer, ads, maintenance). */
	everything: { all: "hard" }
};
// app/features/ai-generation/store-article.server.ts
/**
* Stores a generated article in one transaction: its image's media row, the article (unique slug
* with -2, -3 …; source_url unique) and the audit entry. The image files are written first and
* removed again when the transaction fails, so nothing half-written stays behind.
*/
var storedColumns = {
	id: articles.id,
	title: articles.title,
	slug: articles.slug,
	isDraft: articles.isDraft
};
async function findArticleBySourceUrl(db, sourceUrl) {
	const [row] = await db.select(storedColumns).from(articles).where(eq(articles.sourceUrl, sourceUrl)).limit(1);
	return row ?? null;
}
function isUniqueViolation(err) {
	for (let e = err; e; e = e.cause) if (e.code === "23505") return true;
	return false;
}
function slugBase(article) {
	const clean = (s) => s.toLowerCase().replace(/[^a-z0-9-]/g, "-").replace(/-+/g, "-").replace(/^-+|-+$/g, "").slice(0, 90).replace(/-+$/, "");
	return clean(article.slug) || clean(slugFromTitle(article.title)) || "artikel";
}
async function freeSlug(tx, base) {
	const rows = await tx.select({ slug: articles.slug }).from(articles).where(or(eq(articles.slug, base), like(articles.slug, `${base}-%`)));
	return nextFreeSlug(base, new Set(rows.map((r) => r.slug)));
}
function auditActor(actor) {
	if (!actor || !actor.id && !actor.email) return null;
	return {
		id: actor.id,
		email: actor.email
	};
}
var GENERATOR_LABEL = {
	url: "AI-genererede",
	history: "genererede den historiske artikel",
	agent: "Auto Article Agent genererede"
};
async function storeGeneratedArticle(db, storage, input, now = /* @__PURE__ */ new Date()) {
	let files = null;
	if (input.image) {
		const { processed, baseName } = input.image;
		const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
		files = {
			url: stored.url,
			storageKey: stored.storageKey,
			names: [`${baseName}.${processed.ext}`, ...stored.variants.map((v) => v.url.split("/").pop() ?? "")],
			variants: stored.variants
		};
	}
	const removeFiles = async () => {
		if (!files) return;
		await Promise.allSettled(files.names.filter(Boolean).map((n) => storage.delete(ARTICLE_IMAGES_BUCKET, n)));
	};
	const { article } = input;
	const base = slugBase(article);
	try {
		for (let attempt = 0;; attempt++) try {
			const saved = await db.transaction(async (tx) => {
				if (files && input.image) {
					const { processed } = input.image;
					await tx.insert(media).values({
						url: files.url,
						storageKey: files.storageKey,
						title: input.image.title ?? article.title.slice(0, 200),
						alt: article.imageAlt || null,
						caption: input.image.credit,
						photographer: input.image.credit,
						source: input.image.source,
						category: input.generator === "history" ? "historie" : null,
						mimeType: processed.mimeType,
						width: processed.width,
						height: processed.height,
						sizeBytes: processed.original.length,
						variants: files.variants,
						createdBy: input.actor?.email ?? null
					});
				}
				const slug = await freeSlug(tx, base);
				const [row] = await tx.insert(articles).values({
					title: article.title,
					slug,
					excerpt: article.excerpt,
					content: article.content,
					category: article.category,
					tags: article.tags.length > 0 ? article.tags : null,
					imageUrl: files?.url ?? null,
					imageAlt: files ? article.imageAlt || article.title : null,
					imageCredit: files ? input.image?.credit || null : null,
					isDraft: input.isDraft,
					publishedAt: input.isDraft ? null : now,
					createdAt: now,
					updatedAt: now,
					author: input.author,
					isAgentGenerated: input.isAgentGenerated,
					sourceUrl: input.sourceUrl,
					generator: input.generator
				}).returning(storedColumns);
				await recordAudit(tx, auditActor(input.actor), {
					action: input.isDraft ? "created" : "published",
					entityType: "article",
					entityId: row.id,
					summary: `${GENERATOR_LABEL[input.generator]} ${input.isDraft ? "kladden" : "artiklen"} "${article.title}"`,
					metadata: {
						generator: input.generator,
						sourceUrl: input.sourceUrl
					}
				});
				return row;
			});
			if (!saved.isDraft) invalidatePageCache(PAGE_CHANGES.article({
				ids: [saved.id],
				slugs: [saved.slug],
				tags: article.tags
			}));
			return {
				kind: "created",
				article: saved
			};
		} catch (err) {
			if (!isUniqueViolation(err)) throw err;
			if (input.sourceUrl) {
				const existing = await findArticleBySourceUrl(db, input.sourceUrl);
				if (existing) {
					await removeFiles();
					return {
						kind: "duplicate",
						article: existing
					};
				}
			}
			if (attempt >= 3) throw err;
		}
	} catch (err) {
		await removeFiles();
		logger.error({ err }, "storing a generated article failed");
		throw err;
	}
}
// app/features/ai-generation/generate-from-url.server.ts
/**
* Function 'generate-article-from-url' (spec §7): a bold.dk article (or, for the Auto Article
* Agent, any public page) is fetched with the SSRF guard, its text extracted with Readability,
* rewritten by the model into an original Danish article, and stored with its imported main image.
*/
var SOURCE_MAX_BYTES = 2097152;
var IMAGE_TIMEOUT_MS = 1e4;
function fetchErrorMessage(err) {
	switch (err.code) {
		case "invalid_url":
		case "host_not_allowed": return GEN_TEXT.sourceNotAllowed;
		case "private_address": return GEN_TEXT.sourcePrivate;
		case "too_large": return GEN_TEXT.sourceTooLarge;
		case "too_many_redirects": return GEN_TEXT.sourceTooManyRedirects;
		case "http_status": return `${GEN_TEXT.sourceFetchFailed} (HTTP ${err.status})`;
		default: return GEN_TEXT.sourceFetchFailed;
	}
}
var SYSTEM_PROMPT = [
	"Du er journalist på det danske fodboldmedie Forsiden.",
	"Du skriver en ny, original nyhedsartikel på dansk ud fra fakta i en kildeartikel.",
	"Kopiér aldrig sætninger eller afsnit fra kilden; formulér alt med egne ord, og tilføj ingen fakta, som ikke står i kilden.",
	`Uddraget (excerpt) skal være mellem 120 og 160 tegn, fordi det bruges som metabeskrivelse.`,
	"Brødteksten skrives i markdown med korte afsnit og gerne ## mellemrubrikker, uden overskriften øverst.",
	`Kategorien er én af: ${AI_CATEGORIES.join(", ")}.`,
	"Tags har præfiks: \"klub:\" med klubbens navn, \"liga:\" med ligaens navn, \"spiller:\" med spillerens navn, \"type:nyhed\" eller \"transfer:rygte\"/\"transfer:kobt\"/\"transfer:solgt\" hvor det passer."
].join("\n");
function buildPrompt(source, clubNames) {
	return [
		`Kilde: ${source.url}`,
		`Kildens overskrift: ${source.title}`,
		"",
		"Kildens tekst:",
		source.text,
		"",
		`Kendte klubber (brug præcis disse navne i klub-tags): ${clubNames.slice(0, 300).join(", ")}`,
		`Kendte ligaer (brug præcis disse navne i liga-tags): ${LEAGUES.map((l) => l.name).join(", ")}`
	].join("\n");
}
/** Fetches and verifies the source's main image; any failure only means: no image. */
async function prepareSourceImage(imageUrl, signal, overrides) {
	if (!imageUrl) return null;
	try {
		return await processImage((await safeFetch(imageUrl, {
			signal,
			overrides,
			maxBytes: MAX_IMAGE_BYTES,
			timeoutMs: IMAGE_TIMEOUT_MS,
			accept: "image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8"
		})).body, { avif: true });
	} catch (err) {
		logger.warn({
			err,
			imageUrl
		}, "source image could not be imported; the article is stored without it");
		return null;
	}
}
/** A readable credit for an imported image: the source site's name, else its host name. */
function creditFor(source) {
	if (source.siteName) return source.siteName.slice(0, 120);
	const host = new URL(source.url).hostname.replace(/^www\./, "");
	return host === "bold.dk" || host.endsWith(".bold.dk") ? "Bold.dk" : host;
}
async function generateArticleFromSource(db, input, deps = {}) {
	const config = getAiConfig();
	if (!config) return {
		ok: false,
		error: GEN_TEXT.notConfigured
	};
	let url;
	try {
		url = parsePublicUrl(input.url, input.mode === "url" ? isBoldHost : void 0);
	} catch (err) {
		if (input.mode === "url") return {
			ok: false,
			error: GEN_TEXT.invalidUrl
		};
		return {
			ok: false,
			error: err instanceof SafeFetchError ? err.message : GEN_TEXT.sourceNotAllowed
		};
	}
	const sourceUrl = canonicalSourceUrl(url);
	const existing = await findArticleBySourceUrl(db, sourceUrl);
	if (existing) return {
		ok: true,
		article: existing,
		duplicate: true
	};
	const deadline = generationDeadline(config.timeoutMs, input.signal);
	try {
		const page = await safeFetch(sourceUrl, {
			allowHost: input.mode === "url" ? isBoldHost : void 0,
			signal: deadline.signal,
			maxBytes: SOURCE_MAX_BYTES,
			overrides: deps.overrides
		});
		if (page.contentType && !/html|xml/i.test(page.contentType)) return {
			ok: false,
			error: GEN_TEXT.sourceNotHtml
		};
		const source = extractSourceArticle(decodeHtml(page.body, page.contentType), page.url);
		if (!source) return {
			ok: false,
			error: GEN_TEXT.sourceNoArticle
		};
		const clubRows = await db.select({
			slug: clubs.slug,
			name: clubs.name,
			shortName: clubs.shortName
		}).from(clubs).orderBy(asc(clubs.name));
		const article = cleanArticle(await generateArticleJson(config, {
			system: SYSTEM_PROMPT,
			prompt: buildPrompt(source, clubRows.map((c) => c.name)),
			signal: deadline.signal
		}), tagMatcher({
			clubs: clubRows,
			leagues: LEAGUES
		}));
		const image = await prepareSourceImage(source.imageUrl, deadline.signal, deps.overrides);
		if (deadline.signal.aborted) throw new GenerationError("aborted");
		const settings = await getSiteSettings(db);
		const isAgent = input.mode === "agent";
		const stored = await storeGeneratedArticle(db, deps.storage ?? getAppStorage(), {
			article,
			generator: isAgent ? "agent" : "url",
			isDraft: !settings.autoPublish,
			sourceUrl,
			author: isAgent ? "Agent" : null,
			isAgentGenerated: isAgent,
			image: image ? {
				processed: image,
				baseName: stripExt(articleImageName(image.ext)),
				credit: creditFor(source),
				source: "import",
				title: source.title.slice(0, 200) || null
			} : null,
			actor: input.actor
		});
		return {
			ok: true,
			article: stored.article,
			duplicate: stored.kind === "duplicate"
		};
	} catch (err) {
		if (deadline.timedOut()) return {
			ok: false,
			error: describeGenerationError(err, config.timeoutMs, true)
		};
		if (err instanceof SafeFetchError) return {
			ok: false,
			error: fetchErrorMessage(err)
		};
		logGenerationFailure(err, {
			url: sourceUrl,
			mode: input.mode
		});
		return {
			ok: false,
			error: describeGenerationError(err, config.timeoutMs, false)
		};
	}
}
// app/features/analytics/analytics-retention.server.ts
/**
* Deletes analytics data older than 26 months (the privacy page promises it):
* `page_views_daily` rows whose day (Europe/Copenhagen) lies before the day 26 months ago,
* and `audit_log` rows created before the instant 26 months ago. Data exactly 26 months old is kept.
*/
async function deleteExpiredAnalytics(db, now = /* @__PURE__ */ new Date()) {
	const cutoffDay = subtractMonthsFromDay(copenhagenDay(now), 26);
	const cutoffInstant = subtractMonthsFromInstant(now, 26);
	const deletedViews = await db.delete(pageViewsDaily).where(lt(pageViewsDaily.day, cutoffDay)).returning({ day: pageViewsDaily.day });
	const deletedAudit = await db.delete(auditLog).where(lt(auditLog.createdAt, cutoffInstant)).returning({ id: auditLog.id });
	return {
		deletedPageViewRows: deletedViews.length,
		deletedAuditRows: deletedAudit.length
	};
}
// app/server/db/article-columns.ts
/** A headline and its address: the menu's 'Breaking News' and the Google News sitemap. */
var articleHeadlineColumns = {
	id: articles.id,
	slug: articles.slug,
	title: articles.title,
	publishedAt: articles.publishedAt
};
/**
* An article's readable fields, for explicit selects (never the search vector or the version):
* the public article page and the admin edit dialog both start from these.
*/
var articleContentColumns = {
	id: articles.id,
	slug: articles.slug,
	title: articles.title,
	excerpt: articles.excerpt,
	content: articles.content,
	imageUrl: articles.imageUrl,
	imageAlt: articles.imageAlt,
	imageCredit: articles.imageCredit,
	category: articles.category,
	tags: articles.tags,
	publishedAt: articles.publishedAt,
	createdAt: articles.createdAt,
	updatedAt: articles.updatedAt,
	isDraft: articles.isDraft,
	isAgentGenerated: articles.isAgentGenerated,
	author: articles.author,
	partner: articles.partner
};
/**
* The one public visibility rule (spec §4, §7): not a draft, and published_at reached. Every
* public read passes through it (Ghost's enforcedFilters). A NULL published_at never compares
* true, so it needs no IS NOT NULL. Keep the SQL as it is: the partial indexes of migration 0006
* (`WHERE is_draft = false`) are chosen because of the first term. `at` defaults to the database
* clock; a job that has its own "now" passes it.
*/
function publishedNow(at = sql`now()`) {
	return and(eq(articles.isDraft, false), lte(articles.publishedAt, at));
}
/** Public lists (home, search, related, clubs, RSS): visible and not Gossip (spec §7, PRODUCT.md). */
function publicListFilter() {
	return and(publishedNow(), ne(articles.category, "Gossip"));
}
/**
* The byline a reader sees (issue 14): the writing account's current display name and its author
* page slug, else the stored text ("Agent", a desk or partner name). Join with `bylineJoin`
* (a LEFT JOIN on "user"). An account name that is an e-mail is never used.
*/
var bylineJoin = eq(user.id, articles.authorId);
var articleBylineColumns = {
	author: sql`CASE WHEN ${user.authorSlug} IS NOT NULL AND position('@' in ${user.name}) = 0 AND btrim(${user.name}) <> '' THEN ${user.name} ELSE ${articles.author} END`,
	authorSlug: sql`CASE WHEN position('@' in ${user.name}) = 0 THEN ${user.authorSlug} END`
};
// app/features/indexing/indexnow.server.ts
/** The IndexNow protocol takes at most 10,000 URLs per POST (indexnow.org/documentation). */
var INDEXNOW_MAX_URLS = 1e4;
var REQUEST_TIMEOUT_MS = 15e3;
/**
* What IndexNow's answers mean (indexnow.org/documentation, "Response format"), in Danish.
* 200 and 202 are successes: 202 means the URLs were received and the key is still being checked.
*/
var INDEXNOW_STATUS_MESSAGES = {
	400: "Ugyldig anmodning (400): IndexNow kunne ikke læse formatet",
	403: "Ugyldig nøgle (403): nøglefilen blev ikke fundet, eller den indeholder ikke nøglen",
	422: "Afvist (422): URL'erne hører ikke til værten, eller nøglen passer ikke til protokollens format",
	429: "For mange anmodninger (429): IndexNow opfatter det som mulig spam. Prøv igen senere."
};
function indexNowErrorMessage(status) {
	return INDEXNOW_STATUS_MESSAGES[status] ?? `Uventet svar fra IndexNow (HTTP ${status})`;
}
function isIndexNowSuccess(status) {
	return status === 200 || status === 202;
}
/** Splits a list into chunks of at most `size`. */
function chunk(items, size) {
	const out = [];
	for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
	return out;
}
/**
* POSTs the URLs to IndexNow as JSON `{host, key, keyLocation, urlList}`, in batches of at most
* 10,000. A failed batch gives an error for each of its URLs; the other batches still go out.
*/
async function submitToIndexNow(input) {
	const doFetch = input.fetch ?? fetch;
	const size = Math.min(input.batchSize ?? 1e4, INDEXNOW_MAX_URLS);
	const outcome = {
		accepted: [],
		errors: [],
		statuses: []
	};
	for (const urlList of chunk(input.urls, size)) {
		let error = null;
		let status = null;
		try {
			const response = await doFetch(input.endpoint, {
				method: "POST",
				headers: { "Content-Type": "application/json; charset=utf-8" },
				body: JSON.stringify({
					host: input.host,
					key: input.key,
					keyLocation: input.keyLocation,
					urlList
				}),
				signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS)
			});
			status = response.status;
			await response.body?.cancel().catch(() => {});
			if (!isIndexNowSuccess(status)) error = indexNowErrorMessage(status);
		} catch (cause) {
			error = `Kunne ikke kontakte IndexNow: ${cause instanceof Error && cause.name === "TimeoutError" ? "intet svar inden for 15 sekunder" : cause instanceof Error ? cause.cause?.message || cause.message : String(cause)}`;
		}
		outcome.statuses.push(status);
		if (error) for (const url of urlList) outcome.errors.push({
			url,
			error
		});
		else outcome.accepted.push(...urlList);
	}
	return outcome;
}
// app/features/indexing/indexnow-key.server.ts
/** IndexNow keys: 8-128 characters of a-z, A-Z, 0-9 and "-" (indexnow.org). */
var INDEXNOW_KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;
/** A new key: 32 hexadecimal characters. */
function generateIndexNowKey() {
	return randomBytes(16).toString("hex");
}
/**
* The site's IndexNow key: INDEXNOW_KEY when set, else the one stored in site_settings, generated
* and stored on first use. Race-safe: the key is only written while the column is still empty, and
* every caller then reads back whichever key won.
*/
async function getIndexNowKey(db, envKey = getEnv().INDEXNOW_KEY) {
	if (envKey) return envKey;
	const [row] = await db.select({ key: siteSettings.indexNowKey }).from(siteSettings).where(eq(siteSettings.id, 1));
	if (row?.key) return row.key;
	await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
	await db.update(siteSettings).set({ indexNowKey: generateIndexNowKey() }).where(and(eq(siteSettings.id, 1), isNull(siteSettings.indexNowKey)));
	const [stored] = await db.select({ key: siteSettings.indexNowKey }).from(siteSettings).where(eq(siteSettings.id, 1));
	if (!stored?.key) throw new Error("IndexNow-nøglen kunne ikke gemmes");
	return stored.key;
}
/** The body of /{key}.txt when `requested` is the site's key, else null (a 404). */
async function indexNowKeyFile(db, requested) {
	if (!INDEXNOW_KEY_PATTERN.test(requested)) return null;
	const key = await getIndexNowKey(db);
	return requested === key ? key : null;
}
// app/features/indexing/search-console.server.ts
/**
* Google Search Console: resubmits the sitemap with `PUT …/webmasters/v3/sites/{site}/sitemaps/{feedpath}`
* using an OAuth access token for a service account (a JWT signed with RS256, exchanged at the
* token endpoint: developers.google.com/identity/protocols/oauth2/service-account).
* Google's Indexing API is only for job postings and livestreams, so it is not used.
*/
var SEARCH_CONSOLE_SCOPE = "https://www.googleapis.com/auth/webmasters";
var SEARCH_CONSOLE_API = "https://www.googleapis.com/webmasters/v3";
var DEFAULT_TOKEN_URI = "https://oauth2.googleapis.com/token";
var TIMEOUT_MS = 15e3;
var serviceAccountSchema = z.object({
	client_email: z.string().min(1),
	private_key: z.string().includes("PRIVATE KEY"),
	private_key_id: z.string().optional(),
	token_uri: z.url().optional()
});
var SearchConsoleError = class extends Error {};
function parseServiceAccount(json) {
	let value;
	try {
		value = JSON.parse(json);
	} catch {
		throw new SearchConsoleError("GOOGLE_SERVICE_ACCOUNT_JSON er ikke gyldig JSON");
	}
	const parsed = serviceAccountSchema.safeParse(value);
	if (!parsed.success) throw new SearchConsoleError("GOOGLE_SERVICE_ACCOUNT_JSON mangler client_email eller private_key");
	return parsed.data;
}
function base64url(input) {
	return Buffer.from(input).toString("base64url");
}
/** The signed JWT a service account exchanges for an access token (RS256, valid one hour). */
function buildServiceAccountJwt(account, now = /* @__PURE__ */ new Date()) {
	const iat = Math.floor(now.getTime() / 1e3);
	const header = {
		alg: "RS256",
		typ: "JWT"
	};
	if (account.private_key_id) header.kid = account.private_key_id;
	const claims = {
		iss: account.client_email,
		scope: SEARCH_CONSOLE_SCOPE,
		aud: account.token_uri ?? DEFAULT_TOKEN_URI,
		iat,
		exp: iat + 3600
	};
	const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
	return `${signingInput}.${base64url(createSign("RSA-SHA256").update(signingInput).end().sign(account.private_key))}`;
}
async function fetchAccessToken(account, options = {}) {
	const response = await (options.fetch ?? fetch)(account.token_uri ?? DEFAULT_TOKEN_URI, {
		method: "POST",
		headers: { "Content-Type": "application/x-www-form-urlencoded" },
		body: new URLSearchParams({
			grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
			assertion: buildServiceAccountJwt(account, options.now)
		}),
		signal: AbortSignal.timeout(TIMEOUT_MS)
	});
	const body = await response.json().catch(() => null);
	if (!response.ok || !body?.access_token) throw new SearchConsoleError(`Google afviste service-kontoen (HTTP ${response.status})${body?.error_description ? `: ${body.error_description}` : ""}`);
	return body.access_token;
}
/** The address of the sitemap resubmission for a URL-prefix property (`https://site/`). */
function sitemapSubmitUrl(siteUrl, sitemapUrl, apiBase = SEARCH_CONSOLE_API) {
	return `${apiBase}/sites/${encodeURIComponent(siteUrl)}/sitemaps/${encodeURIComponent(sitemapUrl)}`;
}
/** Resubmits the sitemap to Search Console; never throws (the outcome says what happened). */
async function resubmitSitemap(input) {
	const doFetch = input.fetch ?? fetch;
	const siteUrl = `${input.publicUrl}/`;
	const sitemapUrl = `${input.publicUrl}/sitemap.xml`;
	try {
		const token = await fetchAccessToken(parseServiceAccount(input.serviceAccountJson), {
			fetch: doFetch,
			now: input.now
		});
		const response = await doFetch(sitemapSubmitUrl(siteUrl, sitemapUrl, input.apiBase), {
			method: "PUT",
			headers: { Authorization: `Bearer ${token}` },
			signal: AbortSignal.timeout(TIMEOUT_MS)
		});
		await response.body?.cancel().catch(() => {});
		if (response.ok) return {
			ok: true,
			sitemapUrl,
			status: response.status,
			error: null
		};
		const reason = response.status === 403 ? "service-kontoen har ikke adgang til ejendommen i Search Console" : response.status === 404 ? "ejendommen findes ikke i Search Console" : `HTTP ${response.status}`;
		return {
			ok: false,
			sitemapUrl,
			status: response.status,
			error: `Search Console afviste sitemap: ${reason}`
		};
	} catch (cause) {
		return {
			ok: false,
			sitemapUrl,
			status: null,
			error: cause instanceof SearchConsoleError ? cause.message : `Kunne ikke kontakte Google Search Console: ${cause instanceof Error ? cause.message : String(cause)}`
		};
	}
}
// app/features/indexing/request-indexing.server.ts
/** Recently published or updated articles count as "recent" for a manual request. */
var RECENT_WINDOW_MS = 1728e5;
function indexingConfigFromEnv() {
	const env = getEnv();
	return {
		publicUrl: env.publicUrl,
		endpoint: env.INDEXNOW_ENDPOINT,
		envKey: env.INDEXNOW_KEY,
		serviceAccountJson: env.GOOGLE_SERVICE_ACCOUNT_JSON
	};
}
function isLocalHost(hostname) {
	const h = hostname.replace(/^\[|\]$/g, "");
	return h === "localhost" || h.endsWith(".localhost") || h === "::1" || h === "0.0.0.0" || h.startsWith("127.");
}
/**
* Indexing cannot work when the site's public address is a local one and the real IndexNow is
* configured: search engines would be told about pages they cannot visit. (A local endpoint, as in
* development and tests, is fine.)
*/
function indexingUnavailableReason(config) {
	const site = new URL(config.publicUrl);
	const endpoint = new URL(config.endpoint);
	if (isLocalHost(site.hostname) && !isLocalHost(endpoint.hostname)) return `PUBLIC_URL er en lokal adresse (${config.publicUrl}), som søgemaskinerne ikke kan besøge. Sæt PUBLIC_URL til sidens offentlige adresse.`;
	return null;
}
function articleUrl(publicUrl, article) {
	return `${publicUrl}/article/${encodeURIComponent(article.slug || article.id)}`;
}
/**
* The URLs to submit: published articles not yet sent to IndexNow (or changed since), plus for a
* manual request every article published or updated in the last 48 hours, and the front page.
*/
async function collectIndexingUrls(db, input) {
	const pending = or(isNull(articles.indexNowSubmittedAt), lt(articles.indexNowSubmittedAt, articles.updatedAt));
	const since = /* @__PURE__ */ new Date(input.now.getTime() - RECENT_WINDOW_MS);
	const wanted = input.trigger === "manual" ? or(pending, gte(articles.publishedAt, since), gte(articles.updatedAt, since)) : pending;
	const rows = await db.select({
		id: articles.id,
		slug: articles.slug
	}).from(articles).where(and(publishedNow(input.now), wanted)).orderBy(sql`${articles.publishedAt} desc`).limit(99999);
	const articleIdsByUrl = /* @__PURE__ */ new Map();
	for (const row of rows) articleIdsByUrl.set(articleUrl(input.publicUrl, row), row.id);
	const urls = [...articleIdsByUrl.keys()];
	if (input.trigger === "manual" || urls.length > 0) urls.unshift(`${input.publicUrl}/`);
	return {
		urls,
		articleIdsByUrl
	};
}
/**
* The `request-indexing` function (spec §7): submits the site's new and recent URLs to IndexNow
* (and resubmits the sitemap to Search Console when a service account is configured), marks the
* submitted articles and records the run in `indexing_runs`. A scheduled run with nothing new does
* nothing and records nothing.
*/
async function requestIndexing(db, options) {
	const now = options.now ?? /* @__PURE__ */ new Date();
	const config = options.config ?? indexingConfigFromEnv();
	const unavailable = indexingUnavailableReason(config);
	if (unavailable) {
		const result = {
			success: false,
			submittedUrls: 0,
			errors: [{
				url: `${config.publicUrl}/`,
				error: unavailable
			}]
		};
		if (options.trigger === "manual") await recordRun(db, {
			trigger: options.trigger,
			now,
			urls: [],
			result
		});
		return result;
	}
	const { urls, articleIdsByUrl } = await collectIndexingUrls(db, {
		publicUrl: config.publicUrl,
		trigger: options.trigger,
		now
	});
	if (urls.length === 0) return {
		success: true,
		submittedUrls: 0,
		errors: []
	};
	const key = await getIndexNowKey(db, config.envKey);
	const outcome = await submitToIndexNow({
		endpoint: config.endpoint,
		host: new URL(config.publicUrl).host,
		key,
		keyLocation: `${config.publicUrl}/${key}.txt`,
		urls,
		batchSize: options.batchSize,
		fetch: options.fetch
	});
	const submittedIds = outcome.accepted.flatMap((url) => articleIdsByUrl.get(url) ?? []);
	for (let i = 0; i < submittedIds.length; i += 1e3) await db.update(articles).set({ indexNowSubmittedAt: now }).where(inArray(articles.id, submittedIds.slice(i, i + 1e3)));
	const errors = [...outcome.errors];
	let searchConsole = null;
	if (config.serviceAccountJson) {
		searchConsole = await resubmitSitemap({
			serviceAccountJson: config.serviceAccountJson,
			publicUrl: config.publicUrl,
			apiBase: config.searchConsoleApi,
			fetch: options.fetch,
			now
		});
		if (!searchConsole.ok) errors.push({
			url: searchConsole.sitemapUrl,
			error: searchConsole.error ?? "Ukendt fejl"
		});
	}
	const result = {
		success: outcome.accepted.length > 0 || Boolean(searchConsole?.ok) || errors.length === 0,
		submittedUrls: outcome.accepted.length,
		errors
	};
	await recordRun(db, {
		trigger: options.trigger,
		now,
		urls: outcome.accepted,
		result,
		searchConsole
	});
	return result;
}
async function recordRun(db, input) {
	await db.insert(indexingRuns).values({
		trigger: input.trigger,
		startedAt: input.now,
		completedAt: /* @__PURE__ */ new Date(),
		success: input.result.success,
		submittedUrls: input.result.submittedUrls,
		urls: input.urls,
		errors: input.result.errors,
		searchConsole: input.searchConsole ?? null
	});
}
// app/features/jobs/publish-scheduled.server.ts
/**
* Scheduled publishing: an article with a future published_at is saved with updated_at = the save
* time, so until it goes live its published_at lies after its updated_at. Public queries already
* hide it until published_at (`published_at <= now()`); this job notices the moment it went live:
* it sets updated_at to published_at (the article's last change is going live), which makes the
* step happen once, and drops the cached pages that show it (the front page, its own page, its
* clubs' pages, feeds) so they show the article at once. The IndexNow job then sees an article
* not yet submitted and sends it.
*/
async function publishScheduledArticles(db, options = {}) {
	const now = options.now ?? /* @__PURE__ */ new Date();
	const rows = await executeRows(db, sql`UPDATE articles SET updated_at = published_at
        WHERE is_draft = false AND published_at IS NOT NULL
          AND published_at <= ${now.toISOString()}::timestamptz AND published_at > updated_at
        RETURNING id, slug, title, tags`);
	if (rows.length > 0) (options.invalidate ?? invalidatePageCache)(PAGE_CHANGES.article({
		ids: rows.map((r) => r.id),
		slugs: rows.map((r) => r.slug),
		tags: rows.flatMap((r) => r.tags ?? [])
	}));
	return {
		published: rows.length,
		articles: rows.map((r) => ({
			id: r.id,
			slug: r.slug,
			title: r.title
		}))
	};
}
// app/features/standings/football-data-sync.server.ts
/**
* Optional standings sync from football-data.org (API v4). Runs only when FOOTBALL_DATA_TOKEN is
* set; without a token it makes no request at all. For each league with an external competition
* code it fetches `GET {base}/competitions/{code}/standings`, takes the TOTAL table(s) and replaces
* that league's rows for the season the source reports, one transaction per league.
*/
var NO_TOKEN_MESSAGE = "FOOTBALL_DATA_TOKEN er ikke sat";
var RATE_LIMITED_MESSAGE = "football-data.org afviste flere kald (for mange forespørgsler, 429). Prøv igen senere.";
var count$1 = z.number().int().min(0);
var tableRowSchema = z.object({
	position: z.number().int().min(1),
	team: z.object({
		name: z.string().min(1),
		shortName: z.string().nullish(),
		tla: z.string().nullish()
	}),
	playedGames: count$1,
	form: z.string().nullish(),
	won: count$1,
	draw: count$1,
	lost: count$1,
	points: z.number().int(),
	goalsFor: count$1,
	goalsAgainst: count$1
});
var standingsResponseSchema = z.object({
	season: z.object({
		startDate: z.string().nullish(),
		endDate: z.string().nullish()
	}).nullish(),
	standings: z.array(z.object({
		type: z.string(),
		group: z.string().nullish(),
		table: z.array(tableRowSchema)
	}))
});
/** "2024-08-16" .. "2025-05-25" → "2024-25"; a one-year tournament ("2026-06-11") → "2026". */
function seasonLabel(startDate, endDate) {
	const start = startDate?.match(/^(\d{4})-/)?.[1];
	if (!start) return null;
	const end = endDate?.match(/^(\d{4})-/)?.[1];
	if (!end || end === start) return start;
	return `${start}-${end.slice(2)}`;
}
/** football-data lists the latest result first ("W,D,L"); we store W/D/L oldest first, latest last. */
function parseExternalForm(form) {
	if (!form) return [];
	return form.split(",").map((s) => s.trim().toUpperCase()).filter((s) => s === "W" || s === "D" || s === "L").slice(0, 5).reverse();
}
var IGNORED_TOKENS = /* @__PURE__ */ new Set([
	"fc",
	"afc",
	"cf",
	"sc",
	"ac",
	"ssc",
	"as",
	"cfc",
	"bk",
	"if",
	"the"
]);
/** Lowercase, without accents, '&' as 'and', club-form tokens like FC/AFC dropped. */
function normalizeTeamName(name) {
	return name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/&/g, " and ").replace(/[^a-z0-9æøå]+/g, " ").split(" ").filter((t) => t && !IGNORED_TOKENS.has(t)).join(" ");
}
/** A matcher from a team's names to one of our clubs; names that fit two clubs match none. */
function createClubMatcher(clubList) {
	const byKey = /* @__PURE__ */ new Map();
	const add = (key, club) => {
		if (!key) return;
		const existing = byKey.get(key);
		if (existing === void 0) byKey.set(key, club);
		else if (existing && existing.slug !== club.slug) byKey.set(key, null);
	};
	for (const club of clubList) {
		add(normalizeTeamName(club.name), club);
		if (club.shortName) add(normalizeTeamName(club.shortName), club);
		add(normalizeTeamName(club.slug.replace(/-/g, " ")), club);
	}
	return (names) => {
		for (const name of names) {
			if (!name) continue;
			const hit = byKey.get(normalizeTeamName(name));
			if (hit) return hit;
		}
		return null;
	};
}
var RateLimited = class extends Error {};
async function fetchStandings(fetchImpl, baseUrl, token, code) {
	const response = await fetchImpl(`${baseUrl.replace(/\/+$/, "")}/competitions/${encodeURIComponent(code)}/standings`, {
		headers: {
			"X-Auth-Token": token,
			Accept: "application/json"
		},
		signal: AbortSignal.timeout(2e4)
	});
	if (response.status === 429) {
		await response.body?.cancel();
		throw new RateLimited();
	}
	if (!response.ok) {
		await response.body?.cancel();
		throw new Error(`football-data.org svarede ${response.status} for ${code}`);
	}
	const parsed = standingsResponseSchema.safeParse(await response.json());
	if (!parsed.success) throw new Error(`football-data.org sendte en stilling for ${code} i et ukendt format`);
	return parsed.data;
}
/** The TOTAL table(s): one league table, or the groups of a tournament after each other, numbered 1..n. */
function totalRows(data) {
	const tables = data.standings.filter((s) => s.type === "TOTAL");
	if (tables.length === 1) return [...tables[0].table].sort((a, b) => a.position - b.position);
	return tables.flatMap((t) => [...t.table].sort((a, b) => a.position - b.position));
}
async function syncFootballData(db, options) {
	const token = options?.token !== void 0 ? options.token : getEnv().FOOTBALL_DATA_TOKEN;
	if (!token) return {
		skipped: NO_TOKEN_MESSAGE,
		leagues: []
	};
	const baseUrl = options?.baseUrl ?? getEnv().FOOTBALL_DATA_BASE_URL;
	const fetchImpl = options?.fetchImpl ?? fetch;
	const covered = await db.select({
		key: leagues.key,
		season: leagues.season,
		externalCode: leagues.externalCode
	}).from(leagues).where(isNotNull(leagues.externalCode)).orderBy(leagues.sortOrder, leagues.key);
	const matchClub = createClubMatcher(await db.select({
		slug: clubs.slug,
		name: clubs.name,
		shortName: clubs.shortName
	}).from(clubs));
	const result = { leagues: [] };
	try {
		for (const league of covered) {
			if (!league.externalCode) continue;
			const data = await fetchStandings(fetchImpl, baseUrl, token, league.externalCode);
			const season = seasonLabel(data.season?.startDate, data.season?.endDate) ?? league.season;
			const seen = /* @__PURE__ */ new Set();
			const rows = totalRows(data).flatMap((row) => {
				const club = matchClub([
					row.team.name,
					row.team.shortName,
					row.team.tla
				]);
				const team = club?.name ?? row.team.name;
				if (seen.has(team)) return [];
				seen.add(team);
				return [{
					leagueKey: league.key,
					season,
					team,
					clubSlug: club?.slug ?? null,
					played: row.playedGames,
					won: row.won,
					drawn: row.draw,
					lost: row.lost,
					goalsFor: row.goalsFor,
					goalsAgainst: row.goalsAgainst,
					points: row.points,
					form: parseExternalForm(row.form)
				}];
			});
			await db.transaction(async (tx) => {
				await tx.delete(standingsRows).where(and(eq(standingsRows.leagueKey, league.key), eq(standingsRows.season, season)));
				if (rows.length > 0) await tx.insert(standingsRows).values(rows.map((r, i) => ({
					...r,
					position: i + 1
				})));
				if (season !== league.season) await tx.update(leagues).set({ season }).where(eq(leagues.key, league.key));
			});
			result.leagues.push({
				key: league.key,
				rows: rows.length
			});
		}
	} catch (error) {
		if (!(error instanceof RateLimited)) {
			if (result.leagues.length > 0) invalidatePageCache(PAGE_CHANGES.standings);
			throw error;
		}
		result.skipped = RATE_LIMITED_MESSAGE;
	}
	if (result.leagues.length > 0) invalidatePageCache(PAGE_CHANGES.standings);
	return result;
}
// app/workflows/jobs/job-definitions.server.ts
/**
* What each scheduled job does. A workflow (ADR 0009), where the features meet: it calls the
* analytics, standings, generator and indexing features' own functions.
*/
var jobRegistry = {
	"publish-scheduled": ({ db, now }) => publishScheduledArticles(db, { now }),
	"request-indexing": async ({ db, now }) => {
		const unavailable = indexingUnavailableReason(indexingConfigFromEnv());
		if (unavailable) return { skipped: unavailable };
		const result = await requestIndexing(db, {
			trigger: "schedule",
			now
		});
		if (!result.success) {
			const first = result.errors[0]?.error ?? "Ukendt fejl";
			throw new Error(`Fejl ved anmodning om indeksering: ${first}`);
		}
		return result;
	},
	"auto-article-agent": ({ db, now }) => runAutoArticleAgent(db, {
		generate: generateArticleFromSource,
		now
	}),
	"analytics-retention": async ({ db, now }) => {
		const analytics = await deleteExpiredAnalytics(db, now);
		const cutoff = /* @__PURE__ */ new Date(now.getTime() - 7776e6);
		const cron = await db.delete(cronExecutions).where(lt(cronExecutions.startedAt, cutoff)).returning({ id: cronExecutions.id });
		const agent = await db.delete(agentLogs).where(lt(agentLogs.timestamp, cutoff)).returning({ id: agentLogs.id });
		return {
			...analytics,
			deletedCronExecutions: cron.length,
			deletedAgentLogs: agent.length
		};
	},
	"football-data-sync": ({ db }) => syncFootballData(db)
};
// app/lib/xml.ts
var NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Escapes text for XML (feeds, sitemaps, SVG) element content and attribute values. */
function escapeXml(value) {
	return String(value).replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
var HTML_ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
/**
* Escapes text for HTML element content and quoted attribute values, for the few pages written
* without React (outage and maintenance pages). Lone surrogates become U+FFFD, as a UTF-8 encoder
* would write them anyway.
*/
function escapeHtml(value) {
	return String(value).replace(LONE_SURROGATE, "�").replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
// app/features/media/illustrations.server.ts
/**
* Deterministic SVG illustrations: stylised football "photos" for the sample content, club crests
* and placeholders. Shapes only (no external assets); the few texts use generic sans-serif fonts.
* Everything random comes from a PRNG seeded by the photo key, so the same input gives the same SVG.
*/
/** Compact number for SVG output (one decimal). */
var n = (v) => {
	const r = Math.round(v * 10) / 10;
	return Object.is(r, -0) ? "0" : String(r);
};
function hashString(s) {
	let h = 2166136261;
	for (const ch of s) {
		h ^= ch.codePointAt(0) ?? 0;
		h = Math.imul(h, 16777619);
	}
	return h >>> 0;
}
/** mulberry32 seeded from a string. */
function createRng(seed) {
	let a = hashString(seed) || 2654435769;
	const next = () => {
		a = a + 1831565813 >>> 0;
		let t = a;
		t = Math.imul(t ^ t >>> 15, t | 1);
		t ^= t + Math.imul(t ^ t >>> 7, t | 61);
		return ((t ^ t >>> 14) >>> 0) / 4294967296;
	};
	return {
		next,
		range: (min, max) => min + (max - min) * next(),
		int: (min, max) => Math.floor(min + (max - min + 1) * next()),
		pick: (items) => items[Math.floor(next() * items.length)],
		chance: (p) => next() < p
	};
}
function parseColor(value) {
	if (!value) return null;
	const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
	if (!m) return null;
	let h = m[1];
	if (h.length === 3) h = h.replace(/./g, (c) => c + c);
	return [
		Number.parseInt(h.slice(0, 2), 16),
		Number.parseInt(h.slice(2, 4), 16),
		Number.parseInt(h.slice(4, 6), 16)
	];
}
var toHex = (rgb) => `#${rgb.map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, "0")).join("")}`;
/** A safe "#rrggbb" (never raw input in the SVG). */
function safeColor(value, fallback) {
	const rgb = parseColor(value);
	return rgb ? toHex(rgb) : fallback;
}
function mix(a, b, t) {
	const x = parseColor(a) ?? [
		0,
		0,
		0
	];
	const y = parseColor(b) ?? [
		0,
		0,
		0
	];
	return toHex([
		x[0] + (y[0] - x[0]) * t,
		x[1] + (y[1] - x[1]) * t,
		x[2] + (y[2] - x[2]) * t
	]);
}
var lighten = (c, t) => mix(c, "#ffffff", t);
var darken = (c, t) => mix(c, "#000000", t);
function luminance(c) {
	const lin = (parseColor(c) ?? [
		0,
		0,
		0
	]).map((v) => {
		const s = v / 255;
		return s <= .03928 ? s / 12.92 : ((s + .055) / 1.055) ** 2.4;
	});
	return .2126 * lin[0] + .7152 * lin[1] + .0722 * lin[2];
}
function contrast(a, b) {
	const la = luminance(a);
	const lb = luminance(b);
	return (Math.max(la, lb) + .05) / (Math.min(la, lb) + .05);
}
var W = 1600;
var H = 900;
function makeCtx(seed) {
	let counter = 0;
	const idBase = `i${hashString(seed).toString(36)}`;
	return {
		rng: createRng(seed),
		defs: [],
		uid: (p) => `${idBase}${p}${++counter}`
	};
}
function linearGradient(ctx, stops, x2 = 0, y2 = 1) {
	const id = ctx.uid("lg");
	ctx.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === void 0 ? "" : ` stop-opacity="${op}"`}/>`).join("")}</linearGradient>`);
	return `url(#${id})`;
}
function radialGradient(ctx, stops, cx = .5, cy = .5, r = .5) {
	const id = ctx.uid("rg");
	ctx.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === void 0 ? "" : ` stop-opacity="${op}"`}/>`).join("")}</radialGradient>`);
	return `url(#${id})`;
}
function vignette(ctx, strength = .5) {
	return `<rect width="${W}" height="${H}" fill="${radialGradient(ctx, [[
		.55,
		"#000000",
		0
	], [
		1,
		"#000000",
		strength
	]])}"/>`;
}
var pts = (list) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
var gy = (g, z) => g.horizon + g.k / z;
var gx = (g, x, z) => g.cx + (x - g.xc) * g.f / z;
var zAt = (g, y) => g.k / (y - g.horizon);
/** Mown grass with stripes across the pitch (converging to the vanishing point) and a distance haze. */
function grass(ctx, g, yTop, light, dark, haze = "#cfe3c8", stripe = .5) {
	const zTop = zAt(g, yTop);
	const zBot = zAt(g, H);
	const xMin = g.xc - g.cx * zTop / g.f;
	const xMax = g.xc + (W - g.cx) * zTop / g.f;
	const out = [`<rect x="0" y="${n(yTop)}" width="${W}" height="${n(H - yTop)}" fill="${light}"/>`];
	const stripes = [];
	for (let i = Math.floor(xMin / stripe) - 1; i <= Math.ceil(xMax / stripe) + 1; i++) {
		if (i % 2 !== 0) continue;
		const x0 = i * stripe;
		const x1 = x0 + stripe;
		stripes.push(`<polygon points="${pts([
			[gx(g, x0, zTop), yTop],
			[gx(g, x1, zTop), yTop],
			[gx(g, x1, zBot), H],
			[gx(g, x0, zBot), H]
		])}"/>`);
	}
	out.push(`<g fill="${dark}">${stripes.join("")}</g>`);
	const hazeFill = linearGradient(ctx, [
		[
			0,
			haze,
			.45
		],
		[
			.35,
			haze,
			.08
		],
		[
			1,
			"#000000",
			.12
		]
	]);
	out.push(`<rect x="0" y="${n(yTop)}" width="${W}" height="${n(H - yTop)}" fill="${hazeFill}"/>`);
	return out.join("");
}
/** A world-space polyline on the ground, projected. */
function groundLine(g, points) {
	return pts(points.map(([x, z]) => [gx(g, x, z), gy(g, z)]));
}
var POSES = {
	stand: {
		armL: [
			[-.11, .01],
			[-.14, .16],
			[-.15, .3]
		],
		armR: [
			[.11, .01],
			[.14, .16],
			[.15, .3]
		],
		legL: [
			[-.05, 0],
			[-.055, .24],
			[-.06, .47]
		],
		legR: [
			[.05, 0],
			[.055, .24],
			[.06, .47]
		]
	},
	run: {
		armL: [
			[-.11, .01],
			[-.2, .12],
			[-.16, .25]
		],
		armR: [
			[.11, .01],
			[.19, .13],
			[.29, .05]
		],
		legL: [
			[-.04, 0],
			[-.1, .22],
			[-.26, .34]
		],
		legR: [
			[.04, 0],
			[.17, .17],
			[.13, .44]
		],
		lift: .03
	},
	kick: {
		armL: [
			[-.11, .01],
			[-.25, -.02],
			[-.36, .04]
		],
		armR: [
			[.11, .01],
			[.18, .15],
			[.22, .29]
		],
		legL: [
			[-.04, 0],
			[-.03, .24],
			[-.07, .47]
		],
		legR: [
			[.04, 0],
			[.2, .14],
			[.38, .2]
		]
	},
	celebrate: {
		armL: [
			[-.11, .01],
			[-.2, -.14],
			[-.25, -.3]
		],
		armR: [
			[.11, .01],
			[.2, -.14],
			[.25, -.3]
		],
		legL: [
			[-.05, 0],
			[-.08, .24],
			[-.1, .47]
		],
		legR: [
			[.05, 0],
			[.08, .24],
			[.1, .47]
		]
	},
	jump: {
		armL: [
			[-.11, .01],
			[-.22, -.12],
			[-.2, -.3]
		],
		armR: [
			[.11, .01],
			[.24, -.1],
			[.32, -.24]
		],
		legL: [
			[-.05, 0],
			[-.15, .18],
			[-.09, .36]
		],
		legR: [
			[.05, 0],
			[.13, .2],
			[.16, .38]
		],
		lift: .16
	}
};
var SKIN = [
	"#f1c9a5",
	"#e2ae88",
	"#c68863",
	"#8d5a3b",
	"#5c3a24"
];
var HAIR = [
	"#2b1d14",
	"#4a3222",
	"#161616",
	"#8a5a2b",
	"#d6ad68"
];
/** A stylised player: thick round-capped limbs, trapezoid torso, round head. */
function figure(x, yFeet, h, kit, pose, facing = 1) {
	const p = POSES[pose];
	const lift = (p.lift ?? 0) * h;
	const hipY = yFeet - .47 * h - lift;
	const shoulderY = hipY - .3 * h;
	const headY = shoulderY - .1 * h;
	const px = (dx) => x + dx * h * facing;
	const limb = (origin, list) => list.map(([dx, dy]) => [px(dx), origin + dy * h]);
	const out = [];
	const shadowW = .17 * h * (lift > .1 * h ? .6 : 1);
	out.push(`<ellipse cx="${n(x)}" cy="${n(yFeet)}" rx="${n(shadowW)}" ry="${n(.03 * h)}" fill="#000" opacity="0.28"/>`);
	const legW = .075 * h;
	for (const leg of [p.legL, p.legR]) {
		const pl = limb(hipY, leg);
		const knee = pl[1];
		const foot = pl[2];
		out.push(`<polyline points="${pts(pl)}" fill="none" stroke="${kit.skin}" stroke-width="${n(legW)}" stroke-linecap="round" stroke-linejoin="round"/>`);
		const sockStart = [knee[0] + (foot[0] - knee[0]) * .15, knee[1] + (foot[1] - knee[1]) * .15];
		out.push(`<line x1="${n(sockStart[0])}" y1="${n(sockStart[1])}" x2="${n(foot[0])}" y2="${n(foot[1])}" stroke="${kit.socks}" stroke-width="${n(legW * 1.04)}" stroke-linecap="round"/>`);
		out.push(`<ellipse cx="${n(foot[0] + .025 * h * facing)}" cy="${n(foot[1])}" rx="${n(.055 * h)}" ry="${n(.028 * h)}" fill="#15171c"/>`);
	}
	const sh = kit.longShorts ? .2 : .12;
	out.push(`<path d="M${n(px(-.09))} ${n(hipY - .03 * h)}L${n(px(.09))} ${n(hipY - .03 * h)}L${n(px(.105))} ${n(hipY + sh * h)}L${n(px(.012))} ${n(hipY + sh * h)}L${n(x)} ${n(hipY + (sh - .05) * h)}L${n(px(-.012))} ${n(hipY + sh * h)}L${n(px(-.105))} ${n(hipY + sh * h)}Z" fill="${kit.shorts}" stroke="${kit.shorts}" stroke-width="${n(.02 * h)}" stroke-linejoin="round"/>`);
	out.push(`<rect x="${n(x - .03 * h)}" y="${n(headY + .04 * h)}" width="${n(.06 * h)}" height="${n(.08 * h)}" fill="${kit.skin}"/>`);
	out.push(`<path d="M${n(px(-.115))} ${n(shoulderY)}L${n(px(.115))} ${n(shoulderY)}L${n(px(.088))} ${n(hipY)}L${n(px(-.088))} ${n(hipY)}Z" fill="${kit.shirt}" stroke="${kit.shirt}" stroke-width="${n(.045 * h)}" stroke-linejoin="round"/>`);
	out.push(`<path d="M${n(px(.05))} ${n(shoulderY + .02 * h)}L${n(px(.11))} ${n(shoulderY + .02 * h)}L${n(px(.088))} ${n(hipY)}L${n(px(.04))} ${n(hipY)}Z" fill="#000" opacity="0.14"/>`);
	const armW = .052 * h;
	for (const arm of [p.armL, p.armR]) {
		const pl = limb(shoulderY, arm);
		out.push(`<polyline points="${pts(pl)}" fill="none" stroke="${kit.skin}" stroke-width="${n(armW)}" stroke-linecap="round" stroke-linejoin="round"/>`);
		const s = pl[0];
		const e = pl[1];
		out.push(`<line x1="${n(s[0])}" y1="${n(s[1])}" x2="${n(s[0] + (e[0] - s[0]) * .55)}" y2="${n(s[1] + (e[1] - s[1]) * .55)}" stroke="${kit.shirt}" stroke-width="${n(armW * 1.35)}" stroke-linecap="round"/>`);
	}
	const r = .072 * h;
	out.push(`<circle cx="${n(x)}" cy="${n(headY)}" r="${n(r)}" fill="${kit.skin}"/>`);
	out.push(`<path d="M${n(x - r)} ${n(headY - .05 * r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(headY - .05 * r)}Q${n(x)} ${n(headY - .55 * r)} ${n(x - r)} ${n(headY - .05 * r)}Z" fill="${kit.hair}"/>`);
	return `<g>${out.join("")}</g>`;
}
function randomKit(rng, shirt, shorts, socks = shirt) {
	return {
		shirt,
		shorts,
		socks,
		skin: rng.pick(SKIN),
		hair: rng.pick(HAIR)
	};
}
/** The away side: whichever neutral contrasts most with the home shirt. */
function awayShirt(home) {
	return contrast(home, "#f4f4f4") >= contrast(home, "#1f2738") ? "#f4f4f4" : "#1f2738";
}
var dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
var norm = (a) => {
	const l = Math.hypot(a[0], a[1], a[2]) || 1;
	return [
		a[0] / l,
		a[1] / l,
		a[2] / l
	];
};
var BALL = (() => {
	const phi = Math.atan(2);
	const centers = [[
		0,
		0,
		1
	]];
	for (let k = 0; k < 5; k++) {
		const a = k * 2 * Math.PI / 5;
		centers.push([
			Math.sin(phi) * Math.cos(a),
			Math.sin(phi) * Math.sin(a),
			Math.cos(phi)
		]);
	}
	for (let k = 0; k < 5; k++) {
		const a = k * 2 * Math.PI / 5 + Math.PI / 5;
		centers.push([
			Math.sin(phi) * Math.cos(a),
			Math.sin(phi) * Math.sin(a),
			-Math.cos(phi)
		]);
	}
	centers.push([
		0,
		0,
		-1
	]);
	const alpha = .3504;
	const vertexToward = (c, other) => {
		const d = dot(other, c);
		const t = norm([
			other[0] - d * c[0],
			other[1] - d * c[1],
			other[2] - d * c[2]
		]);
		return [
			Math.cos(alpha) * c[0] + Math.sin(alpha) * t[0],
			Math.cos(alpha) * c[1] + Math.sin(alpha) * t[1],
			Math.cos(alpha) * c[2] + Math.sin(alpha) * t[2]
		];
	};
	const pentagons = [];
	const seams = [];
	centers.forEach((c, i) => {
		const neighbours = centers.map((o, j) => ({
			j,
			d: dot(o, c)
		})).filter((o) => o.j !== i).sort((a, b) => b.d - a.d).slice(0, 5);
		const verts = neighbours.map((o) => vertexToward(c, centers[o.j]));
		const t1 = norm(Math.abs(c[2]) < .9 ? [
			-c[1],
			c[0],
			0
		] : [
			1,
			0,
			0
		]);
		const t2 = [
			c[1] * t1[2] - c[2] * t1[1],
			c[2] * t1[0] - c[0] * t1[2],
			c[0] * t1[1] - c[1] * t1[0]
		];
		verts.sort((a, b) => Math.atan2(dot(a, t2), dot(a, t1)) - Math.atan2(dot(b, t2), dot(b, t1)));
		pentagons.push(verts);
		for (const o of neighbours) if (o.j > i) seams.push([vertexToward(c, centers[o.j]), vertexToward(centers[o.j], c)]);
	});
	return {
		centers,
		pentagons,
		seams
	};
})();
function rotate(v, ax, ay, az) {
	let [x, y, z] = v;
	[y, z] = [y * Math.cos(ax) - z * Math.sin(ax), y * Math.sin(ax) + z * Math.cos(ax)];
	[x, z] = [x * Math.cos(ay) + z * Math.sin(ay), -x * Math.sin(ay) + z * Math.cos(ay)];
	[x, y] = [x * Math.cos(az) - y * Math.sin(az), x * Math.sin(az) + y * Math.cos(az)];
	return [
		x,
		y,
		z
	];
}
function ball(ctx, cx, cy, r, patch = "#1b1d22", shadow = true) {
	const { rng } = ctx;
	const ax = rng.range(-.5, .5);
	const ay = rng.range(-.5, .5);
	const az = rng.range(0, Math.PI * 2);
	const proj = (v) => {
		const p = rotate(v, ax, ay, az);
		if (p[2] < 0) {
			const l = Math.hypot(p[0], p[1]) || 1;
			return [cx + p[0] / l * r, cy - p[1] / l * r];
		}
		return [cx + p[0] * r, cy - p[1] * r];
	};
	const clip = ctx.uid("bc");
	ctx.defs.push(`<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`);
	const parts = [];
	if (shadow) parts.push(`<ellipse cx="${n(cx + r * .15)}" cy="${n(cy + r * .95)}" rx="${n(r * 1.05)}" ry="${n(r * .22)}" fill="#000" opacity="0.3"/>`);
	parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#f6f6f3"/>`);
	const inner = [];
	BALL.pentagons.forEach((verts, i) => {
		if (rotate(BALL.centers[i], ax, ay, az)[2] < -.36) return;
		inner.push(`<polygon points="${pts(verts.map(proj))}" fill="${patch}" stroke="${patch}" stroke-width="${n(r * .03)}" stroke-linejoin="round"/>`);
	});
	const seamW = Math.max(.6, r * .018);
	for (const [a, b] of BALL.seams) {
		if (rotate(a, ax, ay, az)[2] < 0 && rotate(b, ax, ay, az)[2] < 0) continue;
		const [x1, y1] = proj(a);
		const [x2, y2] = proj(b);
		inner.push(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"/>`);
	}
	parts.push(`<g clip-path="url(#${clip})" stroke="#8d9096" stroke-width="${n(seamW)}" stroke-linecap="round">${inner.join("")}</g>`);
	const shade = radialGradient(ctx, [
		[
			0,
			"#ffffff",
			.55
		],
		[
			.35,
			"#ffffff",
			0
		],
		[
			.75,
			"#000000",
			.12
		],
		[
			1,
			"#000000",
			.55
		]
	], .36, .32, .75);
	parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${shade}"/>`);
	return `<g>${parts.join("")}</g>`;
}
/** An old laced leather ball for the history scene. */
function leatherBall(ctx, cx, cy, r) {
	const shade = radialGradient(ctx, [
		[0, "#c58b55"],
		[.6, "#8a5a32"],
		[1, "#4b2e17"]
	], .38, .34, .7);
	return `<g><ellipse cx="${n(cx + r * .1)}" cy="${n(cy + r * .95)}" rx="${n(r)}" ry="${n(r * .2)}" fill="#000" opacity="0.3"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${shade}"/><g fill="none" stroke="#3a220f" stroke-width="${n(r * .05)}"><path d="M${n(cx - r * .95)} ${n(cy - r * .2)}Q${n(cx)} ${n(cy + r * .25)} ${n(cx + r * .95)} ${n(cy - r * .2)}"/><path d="M${n(cx - r * .35)} ${n(cy - r * .93)}Q${n(cx - r * .05)} ${n(cy)} ${n(cx - r * .3)} ${n(cy + r * .95)}"/><path d="M${n(cx + r * .1)} ${n(cy - r * .55)}l${n(r * .25)} 0m${n(-r * .25)} ${n(r * .12)}l${n(r * .25)} 0m${n(-r * .25)} ${n(r * .12)}l${n(r * .25)} 0"/></g></g>`;
}
function crowdDots(ctx, x0, x1, y0, y1, rows, palette, tint, tintAmount, density = 1) {
	const { rng } = ctx;
	const out = [];
	for (let row = 0; row < rows; row++) {
		const t = rows === 1 ? 1 : row / (rows - 1);
		const y = y0 + (y1 - y0) * t;
		const r = 3 + 2.5 * t;
		const step = r * 2.4;
		for (let x = x0 + rng.range(0, step); x < x1; x += step * rng.range(.8, 1.25)) {
			if (!rng.chance(.9 * density)) continue;
			const c = mix(rng.pick(palette), tint, tintAmount * (1 - .4 * t));
			out.push(`<circle cx="${n(x)}" cy="${n(y + rng.range(-1.5, 1.5))}" r="${n(r)}" fill="${c}"/>`);
		}
	}
	return `<g>${out.join("")}</g>`;
}
function adBoards(ctx, y, height, colors) {
	const { rng } = ctx;
	const out = [];
	let x = -rng.range(0, 200);
	let i = 0;
	while (x < W) {
		const w = rng.range(220, 340);
		const base = i % 3 === 0 ? colors[0] : i % 3 === 1 ? "#f2f2f2" : colors[1];
		const accent = contrast(base, "#ffffff") > 2 ? "#ffffff" : "#1d2433";
		out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w - 4)}" height="${n(height)}" fill="${base}"/>`);
		out.push(`<rect x="${n(x + w * .18)}" y="${n(y + height * .38)}" width="${n(w * .4)}" height="${n(height * .24)}" rx="${n(height * .12)}" fill="${accent}" opacity="0.85"/>`);
		out.push(`<circle cx="${n(x + w * .72)}" cy="${n(y + height * .5)}" r="${n(height * .22)}" fill="${accent}" opacity="0.85"/>`);
		x += w;
		i++;
	}
	out.push(`<rect x="0" y="${n(y)}" width="${W}" height="${n(height * .35)}" fill="#ffffff" opacity="0.12"/>`);
	return `<g>${out.join("")}</g>`;
}
function scenePitch(ctx, c0, c1, vintage = false) {
	const { rng } = ctx;
	const out = [];
	const standTop = vintage ? "#2c2c2c" : "#141a2a";
	out.push(`<rect width="${W}" height="340" fill="${linearGradient(ctx, [[0, standTop], [1, vintage ? "#5b5b5b" : "#2a3147"]])}"/>`);
	if (vintage) {
		out.push(`<path d="M0 70L1600 40L1600 110L0 130Z" fill="#3a3a3a"/>`);
		for (let x = 40; x < W; x += 160) out.push(`<rect x="${x}" y="${n(118 - x * .02)}" width="8" height="${n(200 + x * .02)}" fill="#2a2a2a"/>`);
		out.push(crowdDots(ctx, 0, W, 150, 300, 11, [
			"#2b2b2b",
			"#4a4a4a",
			"#6d6d6d",
			"#8c8c8c",
			"#3a3a3a"
		], "#555555", .2));
		out.push(`<rect x="0" y="318" width="${W}" height="22" fill="#d9d4c8"/>`);
	} else {
		out.push(`<rect width="${W}" height="70" fill="#0b0f1a"/>`);
		out.push(crowdDots(ctx, 0, W, 88, 292, 13, [
			c0,
			c1,
			c0,
			"#e8e8e8",
			"#30384d",
			"#5d6a85"
		], "#1a2030", .45));
		out.push(adBoards(ctx, 302, 38, [c0, c1]));
	}
	const g = {
		horizon: 150,
		k: 570,
		f: 900,
		cx: 800,
		xc: rng.range(.5, 1.2)
	};
	out.push(grass(ctx, g, 340, vintage ? "#6f8f5a" : "#3f8f3a", vintage ? "#628250" : "#4a9d44", vintage ? "#d8d2c0" : "#cfe3c8"));
	const zFar = 2.85;
	const zNear = zAt(g, 940);
	const lineW = vintage ? 3 : 4;
	const circle = [];
	for (let i = 0; i <= 72; i++) {
		const a = i / 72 * Math.PI * 2;
		circle.push([.9 * Math.cos(a), 1.9 + .9 * Math.sin(a)]);
	}
	out.push(`<g fill="none" stroke="#f4f7f0" stroke-opacity="0.85" stroke-width="${lineW}" stroke-linejoin="round"><polyline points="${groundLine(g, [[-20, zFar], [20, zFar]])}"/><polyline points="${groundLine(g, [[0, zFar], [0, zNear]])}"/><polyline points="${groundLine(g, circle)}"/></g>`);
	out.push(`<ellipse cx="${n(gx(g, 0, 1.9))}" cy="${n(gy(g, 1.9))}" rx="7" ry="3" fill="#f4f7f0"/>`);
	const home = randomKit(rng, c0, c1);
	const awayC = awayShirt(c0);
	const placed = [];
	const count = rng.int(5, 7);
	for (let tries = 0; placed.length < count && tries < 200; tries++) {
		const z = rng.range(1.05, 2.7);
		const xScreen = rng.range(120, 1480);
		const x = g.xc + (xScreen - g.cx) * z / g.f;
		if (placed.some((p) => Math.abs(p.z - z) < .25 && Math.abs(gx(g, p.x, p.z) - xScreen) < 160)) continue;
		placed.push({
			x,
			z,
			team: placed.length % 2
		});
	}
	placed.sort((a, b) => b.z - a.z);
	const striker = placed.reduce((best, p) => Math.abs(gx(g, p.x, p.z) - 800) < Math.abs(gx(g, best.x, best.z) - 800) ? p : best, placed[0]);
	for (const p of placed) {
		const h = 330 / p.z;
		const sx = gx(g, p.x, p.z);
		const sy = gy(g, p.z);
		const kit = p.team === 0 ? {
			...home,
			skin: rng.pick(SKIN),
			hair: rng.pick(HAIR),
			longShorts: vintage
		} : {
			...randomKit(rng, awayC, awayC === "#f4f4f4" ? "#1f2738" : "#f4f4f4", awayC),
			longShorts: vintage
		};
		const facing = sx < 800 ? 1 : -1;
		if (p === striker) {
			out.push(figure(sx, sy, h, kit, "kick", facing));
			const br = h * .055;
			out.push(vintage ? leatherBall(ctx, sx + facing * h * .46, sy - h * .3, br) : ball(ctx, sx + facing * h * .46, sy - h * .3, br));
		} else out.push(figure(sx, sy, h, kit, rng.chance(.75) ? "run" : "stand", facing));
	}
	out.push(`<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [
		[
			0,
			"#fff6d8",
			.16
		],
		[
			.5,
			"#fff6d8",
			0
		],
		[
			1,
			"#000000",
			.12
		]
	], 1, 1)}"/>`);
	return out.join("");
}
function sceneStadium(ctx, c0, c1) {
	const { rng } = ctx;
	const out = [];
	out.push(`<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [
		[0, "#111936"],
		[.3, "#33305e"],
		[.5, "#8e4f73"],
		[.66, "#f0955a"],
		[.8, "#f7c27a"]
	])}"/>`);
	out.push(`<ellipse cx="800" cy="480" rx="700" ry="260" fill="${radialGradient(ctx, [[
		0,
		"#ffd79a",
		.7
	], [
		1,
		"#ffd79a",
		0
	]])}"/>`);
	for (let i = 0; i < 40; i++) out.push(`<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(10, 200))}" r="${n(rng.range(.8, 1.8))}" fill="#fff" opacity="${n(rng.range(.3, .8))}"/>`);
	for (let i = 0; i < 5; i++) {
		const y = rng.range(180, 320);
		const x = rng.range(-100, W);
		out.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rng.range(150, 320))}" ry="${n(rng.range(6, 14))}" fill="#ffd1b0" opacity="0.35"/>`);
	}
	const standBase = mix("#1a1e2c", c0, .12);
	const curve = (dy) => `M-40 ${n(380 + dy)}Q800 ${n(250 + dy)} 1640 ${n(380 + dy)}`;
	out.push(`<path d="${curve(0)}L1640 640L-40 640Z" fill="${standBase}"/>`);
	const tiers = [];
	for (let i = 0; i < 9; i++) {
		const dy = 18 + i * 27;
		const col = mix(i % 2 === 0 ? c0 : c1, "#10131d", .55 - i * .025);
		tiers.push(`<path d="${curve(dy)}" fill="none" stroke="${col}" stroke-width="16"/>`);
	}
	out.push(`<g>${tiers.join("")}</g>`);
	const specks = [];
	for (let i = 0; i < 700; i++) {
		const t = rng.next();
		const x = -40 + 1680 * t;
		const y = 380 - 260 * t * (1 - t) + rng.range(20, 250);
		specks.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(2, 3.6))}" fill="${mix(rng.pick([
			c0,
			c1,
			"#e8e8e8",
			"#555c70"
		]), "#10131d", .35)}"/>`);
	}
	out.push(`<g>${specks.join("")}</g>`);
	out.push(`<path d="M-60 330Q800 190 1660 330L1660 368Q800 238 -60 368Z" fill="#0c0f18"/>`);
	const roofLights = [];
	for (let i = 0; i <= 40; i++) {
		const t = i / 40;
		const x = -60 + 1720 * t;
		const y = 368 * (1 - t) * (1 - t) + 2 * (1 - t) * t * 238 + t * t * 368 - 2;
		roofLights.push(`<circle cx="${n(x)}" cy="${n(y)}" r="2.6"/>`);
	}
	out.push(`<g fill="#fff4d6">${roofLights.join("")}</g>`);
	const truss = [];
	for (let i = 0; i <= 60; i++) {
		const t = i / 60;
		const x = -60 + 1720 * t;
		const y = 330 * (1 - t) * (1 - t) + 2 * (1 - t) * t * 190 + t * t * 330;
		truss.push([x, y - (i % 2 === 0 ? 0 : 22)]);
	}
	out.push(`<polyline points="${pts(truss)}" fill="none" stroke="#0c0f18" stroke-width="3"/>`);
	const glow = radialGradient(ctx, [
		[
			0,
			"#fffbe8",
			.95
		],
		[
			.25,
			"#fff2c4",
			.45
		],
		[
			1,
			"#fff2c4",
			0
		]
	]);
	const beam = linearGradient(ctx, [[
		0,
		"#fff7dc",
		.3
	], [
		1,
		"#fff7dc",
		0
	]]);
	for (const tx of [190, 1410]) {
		const top = 120;
		out.push(`<polygon points="${pts([
			[tx - 80, 160],
			[tx + 80, 160],
			[tx + 520 * (tx < 800 ? 1 : -1) + 160, 900],
			[tx + 520 * (tx < 800 ? 1 : -1) - 160, 900]
		])}" fill="${beam}"/>`);
		const lattice = [`M${tx - 30} 660L${tx - 8} 180M${tx + 30} 660L${tx + 8} 180`];
		for (let y = 200; y < 660; y += 36) {
			const w = 8 + (y - top - 60) / 480 * 22;
			const w2 = 8 + (y + 36 - top - 60) / 480 * 22;
			lattice.push(`M${n(tx - w)} ${y}L${n(tx + w2)} ${y + 36}M${n(tx + w)} ${y}L${n(tx - w2)} ${y + 36}`);
		}
		out.push(`<path d="${lattice.join("")}" fill="none" stroke="#0b0d14" stroke-width="5"/>`);
		out.push(`<rect x="${tx - 75}" y="${top}" width="150" height="72" rx="6" fill="#0b0d14"/>`);
		const cells = [];
		for (let r = 0; r < 3; r++) for (let c = 0; c < 5; c++) cells.push(`<rect x="${tx - 68 + c * 28}" y="${126 + r * 22}" width="22" height="16" rx="3"/>`);
		out.push(`<g fill="#fffbe8">${cells.join("")}</g>`);
		out.push(`<circle cx="${tx}" cy="156" r="260" fill="${glow}"/>`);
	}
	const g = {
		horizon: 420,
		k: 440,
		f: 1100,
		cx: 800,
		xc: rng.range(-.6, .6)
	};
	out.push(grass(ctx, g, 640, "#2f7a34", "#3a8a3c", "#f6c98a"));
	out.push(`<rect x="0" y="640" width="${W}" height="10" fill="${mix(c0, "#0c0f18", .3)}"/>`);
	out.push(`<polyline points="${groundLine(g, [[-30, zAt(g, 672)], [30, zAt(g, 672)]])}" stroke="#f4f7f0" stroke-opacity="0.8" stroke-width="3" fill="none"/>`);
	out.push(`<polyline points="${groundLine(g, [[0, zAt(g, 672)], [0, zAt(g, 920)]])}" stroke="#f4f7f0" stroke-opacity="0.8" stroke-width="4" fill="none"/>`);
	out.push(`<rect y="600" width="${W}" height="300" fill="${linearGradient(ctx, [[
		0,
		"#ff9a55",
		.12
	], [
		1,
		"#0a0d18",
		.35
	]])}"/>`);
	return out.join("");
}
function sceneCrowd(ctx, c0, c1) {
	const { rng } = ctx;
	const out = [];
	out.push(`<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [
		[0, "#0b101d"],
		[.6, "#1c2236"],
		[1, "#2a2f45"]
	])}"/>`);
	const bokeh = radialGradient(ctx, [
		[
			0,
			"#fff6da",
			.9
		],
		[
			.4,
			"#fff6da",
			.35
		],
		[
			1,
			"#fff6da",
			0
		]
	]);
	for (let i = 0; i < 26; i++) out.push(`<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, 300))}" r="${n(rng.range(18, 70))}" fill="${bokeh}"/>`);
	out.push(`<ellipse cx="${n(rng.range(200, 1400))}" cy="-40" rx="900" ry="360" fill="${radialGradient(ctx, [[
		0,
		"#fff3c9",
		.45
	], [
		1,
		"#fff3c9",
		0
	]])}"/>`);
	for (let i = 0; i < 2; i++) {
		const fx = rng.range(150, 1450);
		const fy = rng.range(170, 230);
		const w = rng.range(240, 340);
		const h = w * .55;
		const wave = rng.range(15, 30);
		const id = ctx.uid("flag");
		ctx.defs.push(`<clipPath id="${id}"><path d="M${n(fx)} ${n(fy)}Q${n(fx + w * .5)} ${n(fy - wave)} ${n(fx + w)} ${n(fy + wave * .3)}L${n(fx + w)} ${n(fy + h + wave * .3)}Q${n(fx + w * .5)} ${n(fy + h - wave)} ${n(fx)} ${n(fy + h)}Z"/></clipPath>`);
		out.push(`<line x1="${n(fx)}" y1="${n(fy - 10)}" x2="${n(fx + 20)}" y2="${n(fy + h + 160)}" stroke="#cfcfcf" stroke-width="5"/>`);
		out.push(`<g clip-path="url(#${id})"><rect x="${n(fx)}" y="${n(fy - 40)}" width="${n(w)}" height="${n(h + 80)}" fill="${c0}"/><rect x="${n(fx)}" y="${n(fy + h * .36)}" width="${n(w)}" height="${n(h * .28)}" fill="${c1}"/><rect x="${n(fx)}" y="${n(fy - 40)}" width="${n(w)}" height="${n(h + 80)}" fill="${linearGradient(ctx, [
			[
				0,
				"#000",
				.25
			],
			[
				.5,
				"#fff",
				.15
			],
			[
				1,
				"#000",
				.3
			]
		], 1, 0)}"/></g>`);
	}
	const rows = 6;
	for (let row = 0; row < rows; row++) {
		const t = row / 5;
		const s = .5 + t * 1.05;
		const baseY = 360 + t * 560;
		const depth = .55 * (1 - t);
		const spacing = 78 * s;
		const fans = [];
		for (let x = -spacing * rng.range(0, 1); x < W + spacing; x += spacing * rng.range(.85, 1.15)) {
			const fx = x + rng.range(-6, 6) * s;
			const fy = baseY + rng.range(-10, 10) * s;
			const cloth = mix(rng.next() < .5 ? c0 : rng.next() < .6 ? c1 : rng.pick([
				"#23283a",
				"#3b4256",
				"#d9d9d9"
			]), "#111524", depth);
			const skin = mix(rng.pick(SKIN), "#111524", depth);
			const hair = mix(rng.pick(HAIR), "#111524", depth * .5);
			const scarf = row >= 2 && rng.chance(.28);
			const armsUp = !scarf && rng.chance(.25);
			const bodyW = 72 * s;
			const headR = 19 * s;
			const headY = fy - 130 * s;
			if (scarf) {
				const sy = headY - 55 * s;
				const half = 68 * s;
				fans.push(`<path d="M${n(fx - 30 * s)} ${n(fy - 100 * s)}L${n(fx - half)} ${n(sy + 8 * s)}M${n(fx + 30 * s)} ${n(fy - 100 * s)}L${n(fx + half)} ${n(sy + 8 * s)}" stroke="${cloth}" stroke-width="${n(15 * s)}" stroke-linecap="round" fill="none"/>`);
				const seg = 8;
				for (let k = 0; k < seg; k++) fans.push(`<rect x="${n(fx - half + k * 2 * half / seg)}" y="${n(sy)}" width="${n(2 * half / seg + .5)}" height="${n(17 * s)}" fill="${mix(k % 2 === 0 ? c0 : c1, "#111524", depth)}"/>`);
				fans.push(`<path d="M${n(fx - half)} ${n(sy + 17 * s)}v${n(10 * s)}m${n(5 * s)} ${n(-10 * s)}v${n(10 * s)}M${n(fx + half)} ${n(sy + 17 * s)}v${n(10 * s)}m${n(-5 * s)} ${n(-10 * s)}v${n(10 * s)}" stroke="${mix(c1, "#111524", depth)}" stroke-width="${n(2.5 * s)}"/>`);
				fans.push(`<circle cx="${n(fx - half)}" cy="${n(sy + 8 * s)}" r="${n(8 * s)}" fill="${skin}"/>`);
				fans.push(`<circle cx="${n(fx + half)}" cy="${n(sy + 8 * s)}" r="${n(8 * s)}" fill="${skin}"/>`);
			} else if (armsUp) {
				const spread = rng.range(40, 60) * s;
				fans.push(`<path d="M${n(fx - 28 * s)} ${n(fy - 100 * s)}L${n(fx - spread)} ${n(headY - 60 * s)}M${n(fx + 28 * s)} ${n(fy - 100 * s)}L${n(fx + spread)} ${n(headY - 60 * s)}" stroke="${cloth}" stroke-width="${n(14 * s)}" stroke-linecap="round" fill="none"/>`);
				fans.push(`<circle cx="${n(fx - spread)}" cy="${n(headY - 64 * s)}" r="${n(8 * s)}" fill="${skin}"/>`);
				fans.push(`<circle cx="${n(fx + spread)}" cy="${n(headY - 64 * s)}" r="${n(8 * s)}" fill="${skin}"/>`);
			}
			fans.push(`<path d="M${n(fx - bodyW / 2)} ${n(fy + 40 * s)}L${n(fx - bodyW / 2)} ${n(fy - 80 * s)}Q${n(fx - bodyW / 2)} ${n(fy - 108 * s)} ${n(fx - bodyW / 4)} ${n(fy - 108 * s)}L${n(fx + bodyW / 4)} ${n(fy - 108 * s)}Q${n(fx + bodyW / 2)} ${n(fy - 108 * s)} ${n(fx + bodyW / 2)} ${n(fy - 80 * s)}L${n(fx + bodyW / 2)} ${n(fy + 40 * s)}Z" fill="${cloth}"/>`);
			if (!scarf && rng.chance(.35)) fans.push(`<rect x="${n(fx - 20 * s)}" y="${n(fy - 110 * s)}" width="${n(40 * s)}" height="${n(12 * s)}" rx="${n(5 * s)}" fill="${mix(c1, "#111524", depth)}"/><rect x="${n(fx + 4 * s)}" y="${n(fy - 104 * s)}" width="${n(11 * s)}" height="${n(60 * s)}" fill="${mix(c0, "#111524", depth)}"/>`);
			fans.push(`<circle cx="${n(fx)}" cy="${n(headY)}" r="${n(headR)}" fill="${skin}"/>`);
			fans.push(`<path d="M${n(fx - headR)} ${n(headY)}A${n(headR)} ${n(headR)} 0 0 1 ${n(fx + headR)} ${n(headY)}Q${n(fx)} ${n(headY - headR * .5)} ${n(fx - headR)} ${n(headY)}Z" fill="${hair}"/>`);
		}
		out.push(`<g>${fans.join("")}</g>`);
	}
	out.push(`<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [
		[
			0,
			"#000",
			0
		],
		[
			.7,
			"#000",
			0
		],
		[
			1,
			"#000",
			.35
		]
	])}"/>`);
	return out.join("");
}
function goalFrame(ctx, g, x0, zA, zB, height, depth) {
	const top = (x, z, hh = height) => [gx(g, x, z), gy(g, z) - hh / z];
	const base = (x, z) => [gx(g, x, z), gy(g, z)];
	const net = [];
	const xb = x0 + depth;
	for (let i = 0; i <= 14; i++) {
		const z = zA + (zB - zA) * i / 14;
		const a = top(x0, z);
		const b = top(xb, z, height * .7);
		const c = base(xb, z);
		net.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}L${n(c[0])} ${n(c[1])}`);
	}
	for (let j = 0; j <= 8; j++) {
		const t = j / 8;
		const ya = top(xb, zA, height * .7 * (1 - t));
		const yb = top(xb, zB, height * .7 * (1 - t));
		net.push(`M${n(ya[0])} ${n(ya[1])}L${n(yb[0])} ${n(yb[1])}`);
	}
	for (let j = 1; j < 5; j++) {
		const t = j / 5;
		const xa = x0 + depth * t;
		const hh = height * (1 - .3 * t);
		const a = top(xa, zA, hh);
		const b = top(xa, zB, hh);
		net.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
	}
	const netPath = `<path d="${net.join("")}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.6"/>`;
	const pa = base(x0, zA);
	const pb = base(x0, zB);
	const ta = top(x0, zA);
	const tb = top(x0, zB);
	return `<g>${`<polygon points="${pts([
		pb,
		tb,
		top(xb, zB, height * .7),
		base(xb, zB)
	])}" fill="#ffffff" opacity="0.08"/>`}${netPath}${`<g stroke="#fbfbfb" stroke-linecap="round" fill="none"><line x1="${n(pb[0])}" y1="${n(pb[1])}" x2="${n(tb[0])}" y2="${n(tb[1])}" stroke-width="${n(28 / zB)}"/><line x1="${n(tb[0])}" y1="${n(tb[1])}" x2="${n(ta[0])}" y2="${n(ta[1])}" stroke-width="${n(26 / ((zA + zB) / 2))}"/><line x1="${n(pa[0])}" y1="${n(pa[1])}" x2="${n(ta[0])}" y2="${n(ta[1])}" stroke-width="${n(28 / zA)}"/></g>`}</g>`;
}
function cone(x, y, h, color) {
	const w = h * .42;
	return `<g><ellipse cx="${n(x + h * .08)}" cy="${n(y)}" rx="${n(w * 1.1)}" ry="${n(h * .12)}" fill="#000" opacity="0.25"/><path d="M${n(x - w)} ${n(y)}L${n(x - w * .1)} ${n(y - h)}L${n(x + w * .1)} ${n(y - h)}L${n(x + w)} ${n(y)}Z" fill="${color}"/><path d="M${n(x - w * .55)} ${n(y - h * .45)}L${n(x + w * .55)} ${n(y - h * .45)}L${n(x + w * .42)} ${n(y - h * .6)}L${n(x - w * .42)} ${n(y - h * .6)}Z" fill="#ffffff" opacity="0.85"/><path d="M${n(x + w * .1)} ${n(y - h)}L${n(x + w)} ${n(y)}L${n(x + w * .45)} ${n(y)}Z" fill="#000" opacity="0.15"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 1.25)}" ry="${n(h * .09)}" fill="${darken(color, .15)}"/></g>`;
}
function sceneTraining(ctx, c0, c1) {
	const { rng } = ctx;
	const out = [];
	out.push(`<rect width="${W}" height="400" fill="${linearGradient(ctx, [[0, "#7fb6e6"], [1, "#e3f0f8"]])}"/>`);
	out.push(`<circle cx="${n(rng.range(200, 1400))}" cy="90" r="240" fill="${radialGradient(ctx, [[
		0,
		"#fffbe6",
		.9
	], [
		1,
		"#fffbe6",
		0
	]])}"/>`);
	for (let i = 0; i < 4; i++) {
		const cx = rng.range(0, W);
		const cy = rng.range(60, 200);
		const parts = [];
		for (let k = 0; k < 5; k++) parts.push(`<ellipse cx="${n(cx + k * 40 - 80)}" cy="${n(cy + rng.range(-12, 12))}" rx="${n(rng.range(40, 70))}" ry="${n(rng.range(18, 30))}"/>`);
		out.push(`<g fill="#ffffff" opacity="0.75">${parts.join("")}</g>`);
	}
	const trees = [];
	for (let x = -20; x < 1640; x += rng.range(30, 55)) {
		const r = rng.range(35, 70);
		trees.push(`<circle cx="${n(x)}" cy="${n(330 - r * .6 + rng.range(-8, 8))}" r="${n(r)}" fill="${rng.pick([
			"#2e5a34",
			"#3a6b3c",
			"#28502f",
			"#456f3e"
		])}"/>`);
	}
	out.push(`<g>${trees.join("")}</g>`);
	out.push(`<rect y="326" width="${W}" height="40" fill="#2d4d31"/>`);
	const fence = [];
	for (let x = 0; x <= W; x += 80) fence.push(`M${x} 318V372`);
	for (let y = 326; y <= 366; y += 10) fence.push(`M0 ${y}H${W}`);
	out.push(`<path d="${fence.join("")}" stroke="#c9d3cc" stroke-opacity="0.55" stroke-width="1.5" fill="none"/>`);
	const g = {
		horizon: 210,
		k: 420,
		f: 950,
		cx: 800,
		xc: rng.range(-.3, .3)
	};
	out.push(grass(ctx, g, 370, "#55a349", "#62b155", "#e3f0f8", .45));
	out.push(goalFrame(ctx, g, .8, 1.55, 2.6, 210, .5));
	const drawables = [];
	const coneColors = [
		"#ff7a1a",
		c0,
		"#ffd21f",
		c1
	];
	const coneCount = 8;
	for (let i = 0; i < coneCount; i++) {
		const z = 1.05 + i * .17;
		const x = -.6 + (i % 2 === 0 ? -.14 : .14) + i * .04;
		drawables.push({
			z,
			svg: cone(gx(g, x, z), gy(g, z), 60 / z, coneColors[i % 2 === 0 ? 0 : rng.int(1, 3)])
		});
	}
	for (let i = 0; i < 7; i++) {
		const z = rng.range(1, 2.4);
		const x = rng.chance(.6) ? rng.range(.2, .7) : rng.range(-1.1, -.3);
		const r = 20 / z;
		drawables.push({
			z,
			svg: ball(ctx, gx(g, x, z), gy(g, z) - r, r)
		});
	}
	for (let i = 0; i < 2; i++) {
		const z = rng.range(1.5, 2.5);
		const x = rng.range(-.2, .5);
		const kit = randomKit(rng, c1 === "#ffffff" ? c0 : c1, "#1f2738", "#1f2738");
		drawables.push({
			z,
			svg: figure(gx(g, x, z), gy(g, z), 300 / z, kit, "run", rng.chance(.5) ? 1 : -1)
		});
	}
	drawables.sort((a, b) => b.z - a.z);
	out.push(drawables.map((d) => d.svg).join(""));
	out.push(`<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [[
		0,
		"#fff8dc",
		.18
	], [
		.6,
		"#fff8dc",
		0
	]], 1, 1)}"/>`);
	return out.join("");
}
function sceneCelebration(ctx, c0, c1) {
	const { rng } = ctx;
	const out = [];
	out.push(`<rect width="${W}" height="${H}" fill="${radialGradient(ctx, [
		[0, mix(c0, "#fff4d8", .6)],
		[.35, mix(c0, "#1a1f33", .55)],
		[1, "#070a14"]
	], .5, .15, .9)}"/>`);
	out.push(crowdDots(ctx, 0, W, 300, 560, 12, [
		c0,
		c1,
		"#e7e7e7",
		"#3a4158"
	], "#0b0f1c", .5, .9));
	const flashes = [];
	for (let i = 0; i < 70; i++) flashes.push(`<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(300, 560))}" r="${n(rng.range(1.5, 3.5))}"/>`);
	out.push(`<g fill="#ffffff" opacity="0.9">${flashes.join("")}</g>`);
	const beam = linearGradient(ctx, [[
		0,
		"#ffffff",
		.35
	], [
		1,
		"#ffffff",
		0
	]]);
	for (let i = 0; i < 4; i++) {
		const sx = rng.range(100, 1500);
		const ex = sx + rng.range(-500, 500);
		out.push(`<polygon points="${pts([
			[sx - 20, -10],
			[sx + 20, -10],
			[ex + 160, 900],
			[ex - 160, 900]
		])}" fill="${beam}" opacity="0.5"/>`);
	}
	out.push(`<rect y="600" width="${W}" height="300" fill="${linearGradient(ctx, [[0, "#2c6b31"], [1, "#153a1a"]])}"/>`);
	out.push(`<rect y="590" width="${W}" height="16" fill="${mix(c0, "#000", .35)}"/>`);
	const kitBase = randomKit(rng, c0, c1);
	const spots = [
		{
			x: 520,
			y: 880,
			h: 430,
			pose: "celebrate",
			f: 1
		},
		{
			x: 820,
			y: 870,
			h: 500,
			pose: "jump",
			f: -1
		},
		{
			x: 1120,
			y: 885,
			h: 440,
			pose: "celebrate",
			f: -1
		},
		{
			x: 300,
			y: 830,
			h: 330,
			pose: "run",
			f: 1
		},
		{
			x: 1360,
			y: 835,
			h: 340,
			pose: "jump",
			f: 1
		}
	];
	spots.sort((a, b) => a.h - b.h);
	for (const s of spots) out.push(figure(s.x + rng.range(-30, 30), s.y, s.h, {
		...kitBase,
		skin: rng.pick(SKIN),
		hair: rng.pick(HAIR)
	}, s.pose, s.f));
	const confetti = [];
	const palette = [
		c0,
		c1,
		"#ffffff",
		"#ffd54a",
		lighten(c0, .4)
	];
	for (let i = 0; i < 320; i++) {
		const x = rng.range(0, W);
		const y = rng.range(0, H);
		const size = rng.range(.6, 1.8) * (y / H + .6);
		const w = 10 * size;
		const hh = 5 * size;
		confetti.push(`<rect x="${n(-w / 2)}" y="${n(-hh / 2)}" width="${n(w)}" height="${n(hh)}" fill="${rng.pick(palette)}" opacity="${n(rng.range(.7, 1))}" transform="translate(${n(x)} ${n(y)}) rotate(${n(rng.range(0, 180))})"/>`);
	}
	out.push(`<g>${confetti.join("")}</g>`);
	const streamers = [];
	for (let i = 0; i < 14; i++) {
		const x = rng.range(0, W);
		const y = rng.range(0, 700);
		const dx = rng.range(-40, 40);
		streamers.push(`<path d="M${n(x)} ${n(y)}c${n(dx)} 20 ${n(-dx)} 40 0 60s${n(-dx)} 40 0 60" stroke="${rng.pick(palette)}" stroke-width="${n(rng.range(3, 5))}" fill="none" stroke-linecap="round"/>`);
	}
	out.push(`<g opacity="0.9">${streamers.join("")}</g>`);
	return out.join("");
}
function sceneBall(ctx, c0, c1) {
	const { rng } = ctx;
	const out = [];
	out.push(`<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [
		[0, "#0f1626"],
		[.55, mix(c0, "#1b2a3a", .7)],
		[.62, "#2e6a33"],
		[1, "#1d4a22"]
	])}"/>`);
	for (let i = 0; i < 34; i++) {
		const col = rng.pick([
			c0,
			c1,
			"#fff3d0",
			"#fff3d0"
		]);
		const fill = radialGradient(ctx, [
			[
				0,
				col,
				.55
			],
			[
				.7,
				col,
				.25
			],
			[
				1,
				col,
				0
			]
		]);
		out.push(`<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(40, 470))}" r="${n(rng.range(30, 95))}" fill="${fill}"/>`);
	}
	out.push(`<rect y="520" width="${W}" height="380" fill="${linearGradient(ctx, [[0, "#3c8a3d"], [1, "#1c4d22"]])}"/>`);
	out.push(`<rect y="470" width="${W}" height="90" fill="${linearGradient(ctx, [[
		0,
		"#3c8a3d",
		0
	], [
		1,
		"#3c8a3d",
		1
	]])}"/>`);
	const blades = (count, yMin, yMax, hMin, hMax) => {
		const list = [];
		for (let i = 0; i < count; i++) {
			const x = rng.range(-10, 1610);
			const y = rng.range(yMin, yMax);
			const h = rng.range(hMin, hMax) * (.6 + (y - 500) / 600);
			const lean = rng.range(-.35, .35) * h;
			const w = h * .07;
			const col = rng.pick([
				"#2f7d33",
				"#3f9842",
				"#4fae4b",
				"#276b2b",
				"#5cbc57"
			]);
			list.push(`<path d="M${n(x - w)} ${n(y)}Q${n(x + lean * .3)} ${n(y - h * .6)} ${n(x + lean)} ${n(y - h)}Q${n(x + lean * .3 + w * .5)} ${n(y - h * .5)} ${n(x + w)} ${n(y)}Z" fill="${col}"/>`);
		}
		return `<g>${list.join("")}</g>`;
	};
	out.push(blades(260, 540, 760, 20, 45));
	const r = 215;
	const bx = rng.range(720, 880);
	out.push(ball(ctx, bx, 560, r, rng.chance(.5) ? "#1b1d22" : mix(c0, "#111111", .35)));
	out.push(blades(320, 760, 930, 40, 95));
	out.push(vignette(ctx, .55));
	return out.join("");
}
function sceneHistory(ctx, c0, c1, base = "pitch") {
	const { rng } = ctx;
	const sepia = ctx.uid("sepia");
	ctx.defs.push(`<filter id="${sepia}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.393 0.769 0.189 0 0 0.349 0.686 0.168 0 0 0.272 0.534 0.131 0 0 0 0 0 1 0"/></filter>`);
	const out = [`<g filter="url(#${sepia})">${base === "pitch" ? scenePitch(ctx, c0, c1, true) : SCENES[base](ctx, c0, c1)}</g>`];
	out.push(`<rect width="${W}" height="${H}" fill="#6b4a2b" opacity="0.12"/>`);
	const grain = [];
	for (let i = 0; i < 18; i++) {
		const x = rng.range(0, W);
		const y0 = rng.range(-50, 400);
		const len = rng.range(200, 900);
		grain.push(`<line x1="${n(x)}" y1="${n(y0)}" x2="${n(x + rng.range(-6, 6))}" y2="${n(y0 + len)}" stroke="${rng.chance(.6) ? "#f3e6cc" : "#2a1c0e"}" stroke-width="${n(rng.range(.6, 2))}" opacity="${n(rng.range(.15, .5))}"${rng.chance(.4) ? ` stroke-dasharray="${n(rng.range(20, 60))} ${n(rng.range(5, 30))}"` : ""}/>`);
	}
	for (let i = 0; i < 160; i++) grain.push(`<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H))}" r="${n(rng.range(.5, 2.4))}" fill="${rng.chance(.5) ? "#f6ead2" : "#25180b"}" opacity="${n(rng.range(.2, .6))}"/>`);
	for (let y = 0; y < H; y += 3) if (rng.chance(.2)) grain.push(`<rect y="${y}" width="${W}" height="1" fill="#000" opacity="${n(rng.range(.02, .06))}"/>`);
	out.push(`<g>${grain.join("")}</g>`);
	out.push(vignette(ctx, .7));
	return out.join("");
}
var SCENES = {
	pitch: (ctx, c0, c1) => scenePitch(ctx, c0, c1),
	stadium: sceneStadium,
	crowd: sceneCrowd,
	training: sceneTraining,
	celebration: sceneCelebration,
	ball: sceneBall,
	history: (ctx, c0, c1) => sceneHistory(ctx, c0, c1)
};
function svgDocument(ctx, width, height, body, title) {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.max(1, Math.round(width))}" height="${Math.max(1, Math.round(height))}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${title ? `<title>${escapeXml(title)}</title>` : ""}<defs>${ctx.defs.join("")}</defs>${body}</svg>`;
}
/**
* A stylised football scene for a sample photo. Drawn in a 1600×900 space and scaled/cropped
* ("slice") to width×height. Deterministic for a given key, scene and colours.
*/
function renderPhotoSvg(photo, width = 1600, height = 900) {
	const ctx = makeCtx(`${photo.key}|${photo.scene}`);
	const c0 = safeColor(photo.colors?.[0], "#c8102e");
	const c1 = safeColor(photo.colors?.[1], "#ffffff");
	const draw = SCENES[photo.scene] ?? SCENES.pitch;
	return svgDocument(ctx, width, height, photo.scene === "history" ? sceneHistory(ctx, c0, c1, photo.base) : draw(ctx, c0, c1));
}
/** Up to three initials: the short name if given, else the first letters of the name's words (all-caps words like "FC" kept whole). */
function clubInitials(name, shortName) {
	const short = (shortName ?? "").replace(/\s+/g, "");
	if (short) return Array.from(short.toLocaleUpperCase("da-DK")).slice(0, 3).join("");
	const words = name.split(/[\s\-–/]+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);
	let out = "";
	for (const w of words) {
		const isAcronym = w.length <= 3 && w === w.toLocaleUpperCase("da-DK") && /\p{L}/u.test(w);
		out += isAcronym ? w : Array.from(w)[0];
	}
	const chars = Array.from(out.toLocaleUpperCase("da-DK")).slice(0, 3);
	return chars.length ? chars.join("") : "?";
}
var SHIELD = "M128 10C156 22 190 28 226 28L226 112C226 176 188 220 128 246C68 220 30 176 30 112L30 28C66 28 100 22 128 10Z";
function renderClubCrestSvg(club) {
	const primary = safeColor(club.primaryColor, "#1f3a68");
	const fallbackSecondary = luminance(primary) > .5 ? "#1d2433" : "#ffffff";
	let secondary = safeColor(club.secondaryColor, fallbackSecondary);
	if (contrast(primary, secondary) < 1.3) secondary = fallbackSecondary;
	const initials = clubInitials(club.name ?? "", club.shortName);
	const style = hashString(`${club.name}|${club.shortName ?? ""}`) % 4;
	const textColor = contrast(secondary, primary) >= 3 ? secondary : contrast("#ffffff", primary) >= contrast("#141414", primary) ? "#ffffff" : "#141414";
	const clipId = `crest${hashString(club.name ?? "").toString(36)}`;
	const inner = `<path d="${SHIELD}" transform="translate(128 128) scale(0.84) translate(-128 -128)"/>`;
	let pattern = "";
	switch (style) {
		case 0:
			pattern = `<rect x="0" y="178" width="256" height="26" fill="${secondary}"/>`;
			break;
		case 1:
			pattern = `<path d="M0 168L128 224L256 168L256 196L128 252L0 196Z" fill="${secondary}"/>`;
			break;
		case 2:
			pattern = `<rect x="0" y="0" width="256" height="62" fill="${secondary}"/><path d="M128 24l5.9 12 13.2 1.9-9.6 9.3 2.3 13.1L128 54.1l-11.8 6.2 2.3-13.1-9.6-9.3 13.2-1.9Z" fill="${primary}"/>`;
			break;
		default: pattern = `<rect x="36" y="0" width="22" height="256" fill="${secondary}"/><rect x="198" y="0" width="22" height="256" fill="${secondary}"/>`;
	}
	const count = Array.from(initials).length;
	const wide = Array.from(initials).reduce((s, ch) => s + (/[MWÆŒ]/.test(ch) ? .94 : /[I1]/.test(ch) ? .36 : .74), 0);
	const fontSize = Math.min(count === 1 ? 112 : count === 2 ? 92 : 70, 150 / Math.max(wide, .5));
	const baseline = (style === 2 ? 140 : 128) + fontSize * .36;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><title>${escapeXml(club.name ?? "")}</title><defs><clipPath id="${clipId}">${inner}</clipPath><linearGradient id="${clipId}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient></defs><path d="${SHIELD}" fill="${secondary}" stroke="${darken(secondary, .35)}" stroke-width="3"/><path d="${SHIELD}" transform="translate(128 128) scale(0.84) translate(-128 -128)" fill="${primary}"/><g clip-path="url(#${clipId})">${pattern}<rect width="256" height="256" fill="url(#${clipId}g)"/></g><path d="${SHIELD}" transform="translate(128 128) scale(0.84) translate(-128 -128)" fill="none" stroke="${darken(primary, .3)}" stroke-width="2"/><text x="128" y="${n(baseline)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${n(fontSize)}" fill="${textColor}" stroke="${primary}" stroke-width="6" stroke-linejoin="round" paint-order="stroke">${escapeXml(initials)}</text></svg>`;
}
/** Renders an SVG to a bitmap at its own width/height (JPEG: quality 86, mozjpeg; PNG). */
async function rasterizeSvg(svg, format = "jpeg") {
	const img = sharp(Buffer.from(svg, "utf8"), { density: 72 });
	return format === "png" ? img.png({ compressionLevel: 8 }).toBuffer() : img.flatten({ background: "#ffffff" }).jpeg({
		quality: 86,
		mozjpeg: true
	}).toBuffer();
}
// app/features/auth/auth-messages.ts
/** Spec §8 texts for sign-in and sign-up, and Danish wording for the auth library's errors. */
var AUTH_TEXT = {
	loginFailedTitle: "Login fejlede",
	invalidCredentials: "Forkerte login oplysninger",
	loginSuccessTitle: "Login succesfuld",
	loginSuccess: "Du er nu logget ind",
	signUpFailedTitle: "Registrering fejlede",
	alreadyRegistered: "Bruger er allerede registreret",
	signUpSuccessTitle: "Registrering succesfuld",
	signUpSuccess: "Tjek din email for bekræftelse",
	loading: "Indlæser...",
	tooManyAttempts: "For mange forsøg. Prøv igen om et øjeblik.",
	emailNotVerified: "Din e-mail er ikke bekræftet endnu. Vi har sendt en ny bekræftelsesmail.",
	resetSentTitle: "Tjek din email",
	resetSent: "Hvis e-mailen findes hos os, har vi sendt et link til at nulstille adgangskoden.",
	resetDoneTitle: "Adgangskoden er ændret",
	resetDone: "Du kan nu logge ind med din nye adgangskode.",
	resetFailed: "Linket er ugyldigt eller udløbet. Bed om et nyt.",
	unknownError: "Der opstod en uventet fejl. Prøv igen.",
	twoFactorTitle: "Totrinsbekræftelse",
	twoFactorFailedTitle: "Bekræftelse fejlede",
	twoFactorInvalidCode: "Koden er forkert eller udløbet. Prøv igen.",
	twoFactorInvalidBackupCode: "Backup-koden er forkert eller allerede brugt.",
	twoFactorExpired: "Din log ind er udløbet. Log ind igen med e-mail og adgangskode.",
	backToSite: "Tilbage til forsiden",
	cardDescription: "Log ind, eller opret en gratis konto som læser. Redaktionens medarbejdere logger også ind her for at skrive og redigere artikler.",
	emailVerifiedTitle: "Din e-mail er bekræftet",
	emailVerified: "Du er nu logget ind.",
	emailVerifiedSignIn: "Du kan nu logge ind.",
	verifyFailedTitle: "Bekræftelse fejlede",
	verifyFailed: "Linket er ugyldigt eller udløbet. Log ind, så sender vi dig et nyt."
};
/**
* Where the confirmation link in the sign-up mail leads after Better Auth has verified the
* address: it sets the flash 'Din e-mail er bekræftet' and sends the reader on to the front page
* (spec §5: the confirmation leads to the site root).
*/
var EMAIL_CONFIRMED_PATH = "/auth/bekraeftet";
/** Better Auth error codes → the spec's Danish messages (spec §8: else the server's message). */
function signInErrorMessage(code, message) {
	if (code === "INVALID_EMAIL_OR_PASSWORD" || message === "Invalid login credentials") return AUTH_TEXT.invalidCredentials;
	if (code === "EMAIL_NOT_VERIFIED") return AUTH_TEXT.emailNotVerified;
	if (code === "TOO_MANY_REQUESTS") return AUTH_TEXT.tooManyAttempts;
	return message || AUTH_TEXT.unknownError;
}
function signUpErrorMessage(code, message) {
	if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" || message === "User already registered") return AUTH_TEXT.alreadyRegistered;
	if (code === "PASSWORD_TOO_SHORT") return "Adgangskoden skal være mindst 6 tegn";
	if (code === "TOO_MANY_REQUESTS") return AUTH_TEXT.tooManyAttempts;
	return message || AUTH_TEXT.unknownError;
}
/** Better Auth's two-factor errors → Danish. */
function twoFactorErrorMessage(code, message) {
	if (code === "INVALID_CODE" || message === "Invalid code") return AUTH_TEXT.twoFactorInvalidCode;
	if (code === "INVALID_BACKUP_CODE" || message === "Invalid backup code") return AUTH_TEXT.twoFactorInvalidBackupCode;
	if (code === "INVALID_TWO_FACTOR_COOKIE" || message === "Invalid two factor cookie") return AUTH_TEXT.twoFactorExpired;
	if (code === "TOO_MANY_REQUESTS" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return AUTH_TEXT.tooManyAttempts;
	return AUTH_TEXT.unknownError;
}
// app/features/auth/auth-rate-limits.server.ts
var MINUTE = 6e4;
var HOUR = 60 * MINUTE;
function rule(id, limit, windowMs, onStoreError = "closed") {
	return {
		id,
		limit,
		windowMs,
		onStoreError
	};
}
/** Counts for the slowing rules: below `slowAfter` no delay, then a growing one up to `maxDelayMs`. */
var SIGN_IN_ACCOUNT_SLOW = {
	slowAfter: 10,
	stepMs: 500,
	maxDelayMs: 1e4
};
var SECOND_FACTOR_ACCOUNT_SLOW = {
	slowAfter: 10,
	stepMs: 1e3,
	maxDelayMs: 1e4
};
/** The rule table. Limits that operators may need to tune come from the environment. */
function authRules() {
	const env = getEnv();
	return {
		signInAddress: rule("auth-sign-in-address", env.RATE_LIMIT_SIGN_IN_PER_ADDRESS, MINUTE),
		signInAddressAccount: rule("auth-sign-in-address-account", env.RATE_LIMIT_SIGN_IN_PER_ACCOUNT_ADDRESS, MINUTE),
		signInAccount: rule("auth-sign-in-account", 1e6, 15 * MINUTE, "open"),
		signUpAddress: rule("auth-sign-up-address", env.RATE_LIMIT_SIGN_UP_PER_ADDRESS, 10 * MINUTE),
		resetMailAddress: rule("auth-reset-mail-address", 3, MINUTE),
		resetMailTarget: rule("auth-reset-mail-target", 3, MINUTE),
		verificationMailAddress: rule("auth-verification-mail-address", 3, MINUTE),
		verificationMailTarget: rule("auth-verification-mail-target", 3, MINUTE),
		resetPasswordAddress: rule("auth-reset-password-address", 10, MINUTE),
		verifyEmailAddress: rule("auth-verify-email-address", 20, MINUTE),
		passwordCheckAddress: rule("auth-password-check-address", 5, MINUTE),
		secondFactorAddress: rule("auth-second-factor-address", 10, MINUTE),
		secondFactorPending: rule("auth-second-factor-pending", 5, 10 * MINUTE),
		secondFactorAccount: rule("auth-second-factor-account", 30, HOUR),
		otherAddress: rule("auth-other-address", 100, MINUTE, "open")
	};
}
/** Better Auth path (below /api/auth) → the action whose rules apply. */
function authActionOfPath(path) {
	if (path.startsWith("/sign-in/")) return "sign-in";
	if (path.startsWith("/sign-up/")) return "sign-up";
	if (path === "/request-password-reset" || path === "/forget-password") return "password-reset-mail";
	if (path === "/send-verification-email") return "verification-mail";
	if (path === "/reset-password") return "reset-password";
	if (path === "/verify-email") return "verify-email";
	if (path.startsWith("/two-factor/verify-") || path === "/two-factor/send-otp" || path === "/two-factor/verify-otp") return "second-factor";
	if (path === "/change-password" || path === "/set-password" || path === "/change-email" || path === "/delete-user" || path === "/two-factor/enable" || path === "/two-factor/disable" || path === "/two-factor/get-totp-uri" || path === "/two-factor/generate-backup-codes") return "password-check";
	return "other";
}
/** The actions whose rules are keyed on the account's e-mail (read from the form or JSON body). */
function actionNeedsEmail(action) {
	return action === "sign-in" || action === "password-reset-mail" || action === "verification-mail";
}
function limiters() {
	const rules = authRules();
	return Object.fromEntries(Object.entries(rules).map(([name, r]) => [name, createRateLimiter(r)]));
}
function normalizeEmail(email) {
	const trimmed = email?.trim().toLowerCase();
	return trimmed ? trimmed : null;
}
function refused(decision) {
	return {
		ok: false,
		status: decision.storeError ? 503 : 429,
		retryAfterSeconds: decision.retryAfterSeconds
	};
}
/** Delay for a count past a slowing rule's threshold. */
function slowDownMs(count, slow) {
	const over = Math.floor(count) - slow.slowAfter;
	return over > 0 ? Math.min(over * slow.stepMs, slow.maxDelayMs) : 0;
}
var ALLOW = {
	ok: true,
	finish: async () => ({ voided: false })
};
/**
* Counts one attempt against every rule of the action; refuses (with Retry-After) when one is
* exceeded, may wait first when the account is under attack, and returns `finish` to report the
* outcome (failed-only rules give the hit back on success).
*/
async function gateAuthAttempt(action, subject) {
	const l = limiters();
	const ip = subject.ip;
	const email = normalizeEmail(subject.email);
	const hitAll = async (checks) => {
		for (const [limiter, key] of checks) {
			const decision = await limiter.attempt(key);
			if (!decision.allowed) return refused(decision);
		}
		return null;
	};
	switch (action) {
		case "sign-in": {
			const checks = [[l.signInAddress, ip]];
			if (email) checks.push([l.signInAddressAccount, `${ip}|${email}`]);
			const blocked = await hitAll(checks);
			if (blocked) return blocked;
			if (email) {
				const delay = slowDownMs((await l.signInAccount.peek(email)).count, SIGN_IN_ACCOUNT_SLOW);
				if (delay > 0) {
					logger.info({ delayMs: delay }, "sign-in slowed: many failed attempts for one account");
					await setTimeout$1(delay);
				}
			}
			return {
				ok: true,
				finish: async (succeeded) => {
					if (succeeded) for (const [limiter, key] of checks) await limiter.refund(key);
					else if (email) await l.signInAccount.attempt(email);
					return { voided: false };
				}
			};
		}
		case "password-check": {
			const blocked = await hitAll([[l.passwordCheckAddress, ip]]);
			if (blocked) return blocked;
			return {
				ok: true,
				finish: async (succeeded) => {
					if (succeeded) await l.passwordCheckAddress.refund(ip);
					return { voided: false };
				}
			};
		}
		case "sign-up": return await hitAll([[l.signUpAddress, ip]]) ?? ALLOW;
		case "password-reset-mail":
		case "verification-mail": {
			const [byAddress, byTarget] = action === "password-reset-mail" ? [l.resetMailAddress, l.resetMailTarget] : [l.verificationMailAddress, l.verificationMailTarget];
			const checks = [[byAddress, ip]];
			if (email) checks.push([byTarget, email]);
			return await hitAll(checks) ?? ALLOW;
		}
		case "reset-password": return await hitAll([[l.resetPasswordAddress, ip]]) ?? ALLOW;
		case "verify-email": return await hitAll([[l.verifyEmailAddress, ip]]) ?? ALLOW;
		case "second-factor": return gateSecondFactor(l, subject);
		case "other": return await hitAll([[l.otherAddress, ip]]) ?? ALLOW;
	}
}
async function gateSecondFactor(l, subject) {
	const byAddress = await l.secondFactorAddress.attempt(subject.ip);
	if (!byAddress.allowed) return refused(byAddress);
	const pending = subject.pending;
	if (!pending) return ALLOW;
	const onPending = await l.secondFactorPending.attempt(pending.identifier);
	if (onPending.storeError) return refused(onPending);
	if (!onPending.allowed) {
		await voidPendingSecondFactor(pending);
		return {
			ok: false,
			status: 401,
			retryAfterSeconds: 0,
			voided: true
		};
	}
	const account = await l.secondFactorAccount.attempt(pending.userId);
	if (!account.allowed) {
		await l.secondFactorAccount.refund(pending.userId);
		return refused(account);
	}
	const delay = slowDownMs(account.count - 1, SECOND_FACTOR_ACCOUNT_SLOW);
	if (delay > 0) {
		logger.info({ delayMs: delay }, "second factor slowed: many wrong codes for one account");
		await setTimeout$1(delay);
	}
	return {
		ok: true,
		finish: async (succeeded) => {
			if (succeeded) {
				await l.secondFactorAccount.refund(pending.userId);
				return { voided: false };
			}
			if (onPending.count >= 5) {
				await voidPendingSecondFactor(pending);
				return { voided: true };
			}
			return { voided: false };
		}
	};
}
/**
* The pending two-factor sign-in a request carries: Better Auth's signed `two_factor` cookie holds
* the identifier of a verification row whose value is the user id. The signature is checked by
* Better Auth itself; an unknown identifier finds no row here.
*/
async function pendingSecondFactorOf(cookieHeader) {
	const cookie = twoFactorCookieValue(cookieHeader);
	const identifier = cookie ? pendingTwoFactorIdentifier(cookie) : null;
	if (!identifier) return null;
	try {
		const userId = await pendingTwoFactorUser(getDb(), identifier);
		return userId ? {
			identifier,
			userId
		} : null;
	} catch (error) {
		logger.warn({ err: error }, "pending two-factor sign-in could not be read");
		return null;
	}
}
/** Ends a pending two-factor sign-in: the password has to be given again. */
async function voidPendingSecondFactor(pending) {
	await deletePendingTwoFactor(getDb(), pending.identifier);
	logger.info("pending two-factor sign-in void after too many wrong codes");
}
/** A Set-Cookie header value that clears the two-factor cookie. */
function clearTwoFactorCookie(secure) {
	return `${secure ? `__Secure-${TWO_FACTOR_COOKIE}` : TWO_FACTOR_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
// app/lib/database-unavailable.ts
/** The Danish texts readers and editors see while the database is away (server and browser). */
var DATABASE_UNAVAILABLE_TEXT = {
	heading: "Siden er midlertidigt utilgængelig",
	body: "Vi har forbindelsesproblemer med databasen. Prøv igen om lidt.",
	saveTitle: "Ikke gemt",
	saveMessage: "Ændringen blev ikke gemt, fordi databasen ikke svarer lige nu. Prøv igen om lidt."
};
function isDatabaseUnavailableData(value) {
	return typeof value === "object" && value !== null && value.databaseUnavailable === true;
}
// app/features/ads/ad-config.server.ts
/**
* AD_NETWORK_SCRIPT_URL as the env schema reads it (app/server/env.server.ts): a bad value is
* logged and ignored there rather than taking every page down.
*/
function parseAdConfig(source) {
	return { AD_NETWORK_SCRIPT_URL: (source ? parseEnv(source) : getEnv()).AD_NETWORK_SCRIPT_URL };
}
var cached;
function getPublicAdConfig() {
	cached ??= parseAdConfig();
	return cached;
}
// app/features/consent/consent-cookie.ts
/**
* The reader's cookie choices, kept in one first-party cookie so they can be read in the browser
* (public HTML is the same for every anonymous reader, so the server never decides the banner).
* Value: `v{policy}.s{0|1}.m{0|1}.{epoch seconds}`, e.g. `v1.s0.m1.1735689600`.
*/
var CONSENT_COOKIE_NAME = "forsiden_consent";
/** 12 months. */
var CONSENT_MAX_AGE_SECONDS = 31536e3;
function createConsentRecord(choices, now = /* @__PURE__ */ new Date()) {
	return {
		necessary: true,
		statistik: choices.statistik,
		marketing: choices.marketing,
		policyVersion: 1,
		decidedAt: /* @__PURE__ */ new Date(Math.floor(now.getTime() / 1e3) * 1e3)
	};
}
function choicesFromRecord(record) {
	return {
		statistik: record.statistik,
		marketing: record.marketing
	};
}
function serializeConsentValue(record) {
	const epoch = Math.floor(record.decidedAt.getTime() / 1e3);
	return `v${record.policyVersion}.s${record.statistik ? 1 : 0}.m${record.marketing ? 1 : 0}.${epoch}`;
}
var VALUE_PATTERN = /^v(\d{1,4})\.s([01])\.m([01])\.(\d{1,12})$/;
/**
* Parses a stored value. Anything malformed, or recorded under another policy version, counts as
* no choice, so the reader is asked again rather than assumed to agree.
*/
function parseConsentValue(value) {
	if (!value) return null;
	const match = VALUE_PATTERN.exec(value.trim());
	if (!match) return null;
	const policyVersion = Number(match[1]);
	if (policyVersion !== 1) return null;
	return {
		necessary: true,
		statistik: match[2] === "1",
		marketing: match[3] === "1",
		policyVersion,
		decidedAt: /* @__PURE__ */ new Date(Number(match[4]) * 1e3)
	};
}
/** Reads the consent from a `Cookie` request header or from `document.cookie`. */
function readConsentFromCookies(cookieHeader) {
	if (!cookieHeader) return null;
	for (const part of cookieHeader.split(";")) {
		const eq = part.indexOf("=");
		if (eq === -1) continue;
		if (part.slice(0, eq).trim() !== "forsiden_consent") continue;
		let raw = part.slice(eq + 1).trim();
		try {
			raw = decodeURIComponent(raw);
		} catch {
			return null;
		}
		return parseConsentValue(raw);
	}
	return null;
}
/**
* The `Set-Cookie` header value. Not HttpOnly on purpose: the browser reads it to decide the
* banner and which scripts may load.
*/
function consentSetCookieHeader(record, options) {
	const parts = [
		`${CONSENT_COOKIE_NAME}=${serializeConsentValue(record)}`,
		"Path=/",
		`Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
		"SameSite=Lax"
	];
	if (options.secure) parts.push("Secure");
	return parts.join("; ");
}
export { cleanArticle as $, getDb as $n, getCachedSiteSettings as $t, requestIndexing as A, liveArticleColumns as An, indexingRuns as Ar, needsDisplayName as At, PAGE_CHANGES as B, MATCH_PHASES as Bn, user as Br, toSlugValue as Bt, renderClubCrestSvg as C, clubLogoName as Cn, agentLogs as Cr, JOB_NAMES as Ct, jobRegistry as D, stripExt as Dn, clubs as Dr, confirmDisplayName as Dt, escapeXml as E, objectName as En, auditLog as Er, bylineOfActor as Et, bylineJoin as F, EVENT_ICONS as Fn, pageViewsDaily as Fr, isAuthorSlug as Ft, generateArticleJson as G, isPublishedNow as Gn, REFERRER_LABELS as Gt, recordAudit as H, clockLabel as Hn, flushPageViews as Ht, publicListFilter as I, EVENT_LABELS as In, schema_exports as Ir, looksLikeEmail as It, logGenerationFailure as J, UPLOAD_RATE_RULE as Jn, copenhagenDay as Jt, generationDeadline as K, publishStatus as Kn, addDays as Kt, publishedNow as L, LIVE_EVENT_TYPES as Ln, session as Lr, cleanManualSlug as Lt, articleBylineColumns as M, mayReadStream as Mn, liveUpdates as Mr, authorPath as Mt, articleContentColumns as N, toMatchState as Nn, matches$1 as Nr, authorSlugFromName as Nt, indexingConfigFromEnv as O, findLiveArticle as On, contactMessages as Or, ensureAuthorIdentity as Ot, articleHeadlineColumns as P, toUpdateView as Pn, media as Pr, displayNameOf as Pt, isAcceptableSourceInput as Q, getDatabaseHandle as Qn, ensureSettingsRow as Qt, generateArticleFromSource as R, LIVE_STATUSES as Rn, siteSettings as Rr, nextFreeSlug as Rt, rasterizeSvg as S, articleImageName as Sn, subscribeLive as Sr, JOB_CATALOG as St, escapeHtml as T, isSafeObjectName as Tn, articles as Tr, jobRunToast as Tt, GenerationError as U, isUuid as Un, flushPendingPageViews as Ut, clubPath as V, PHASE_LABELS as Vn, __exportAll as Vr, createPageViewRecorder as Vt, describeGenerationError as W, uuidField as Wn, REFERRER_CLASSES as Wt, duplicateMessage as X, hitRateLimit as Xn, fromCopenhagen as Xt, GEN_TEXT as Y, createRateLimiter as Yn, copenhagenParts as Yt, generatorOutcome as Z, executeRows as Zn, companyDetailsOf as Zt, AUTH_TEXT as _, BETTER_AUTH_INVALID_CODE as _n, announceLive as _r, ZONE_LABELS as _t, createConsentRecord as a, requireAdmin as an, withStartupLock as ar, categoryLabel as at, signUpErrorMessage as b, storageRoot as bn, readJournal as br, runJob as bt, serializeConsentValue as c, memoPerRequest as cn, listenForPageCacheInvalidations as cr, MSG_NOT_AN_IMAGE as ct, isDatabaseUnavailableData as d, AUTH_CLIENT_IP_HEADER as dn, preparePage as dr, storeProcessedImage as dt, getSiteSettings as en, migrateDatabase as er, tagMatcher as et, actionNeedsEmail as f, getAuth as fn, renderOnce as fr, CURRENT_SEASON as ft, pendingSecondFactorOf as g, twoFactorCookieValue as gn, MATCHES_TOPIC as gr, SEASON_PATTERN as gt, gateAuthAttempt as h, createCredentialUser as hn, pagePathOf$1 as hr, LEAGUE_NAMES as ht, consentSetCookieHeader as i, isStaff as in, setDatabaseHandle as ir, canonicalCategory as it, indexNowKeyFile as j, loadLiveBlog as jn, leagues as jr, DISPLAY_NAME_TEXT as jt, indexingUnavailableReason as k, listMatchChoices as kn, cronExecutions as kr, freeAuthorSlug as kt, getPublicAdConfig as l, withRequestMemo as ln, lookupPage as lr, MSG_TOO_LARGE as lt, clearTwoFactorCookie as m, sendMail as mn, canonicalSearch as mr, LEAGUE_KEYS as mt, CONSENT_MAX_AGE_SECONDS as n, peekSiteSettings as nn, pgliteDataDir as nr, parseTags as nt, parseConsentValue as o, requireStaff as on, invalidatePageCache as or, ImageValidationError as ot, authActionOfPath as p, listLoggedMails as pn, canonicalPath as pr, LEAGUES as pt, getAiConfig as q, MSG_TOO_MANY_UPLOADS as qn, TIME_ZONE as qt, choicesFromRecord as r, STAFF_ROLES as rn, pingDatabase as rr, splitTag as rt, readConsentFromCookies as s, toRequestSession as sn, joinRender as sr, MAX_IMAGE_BYTES as st, CONSENT_COOKIE_NAME as t, invalidateSiteSettingsCache as tn, openDatabase as tr, normalizeTag as tt, DATABASE_UNAVAILABLE_TEXT as u, isDatabaseUnavailable as un, onPageCacheChange as ur, processImage as ut, EMAIL_CONFIRMED_PATH as v, totpCodeField as vn, articleTopic as vr, leagueRules as vt, renderPhotoSvg as w, historicalImageName as wn, articleRevisions as wr, cronStatusTone as wt, twoFactorErrorMessage as x, ARTICLE_IMAGES_BUCKET as xn, startLiveBus as xr, CRON_STATUS_LABELS as xt, signInErrorMessage as y, getAppStorage as yn, publishLive as yr, zoneAt as yt, storeGeneratedArticle as z, LIVE_STATUS_LABELS as zn, standingsRows as zr, slugFromTitle as zt };

//# sourceMappingURL=consent-cookie-BWvYgZDy.js.map