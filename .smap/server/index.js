import { $n as getDb, $t as getCachedSiteSettings, Br as user, Ct as JOB_NAMES, D as jobRegistry, Dr as clubs, Dt as confirmDisplayName, It as looksLikeEmail, Mn as mayReadStream, Mr as liveUpdates, Nr as matches, On as findLiveArticle, Ot as ensureAuthorIdentity, Pr as media, Qn as getDatabaseHandle, Qt as ensureSettingsRow, Rr as siteSettings, S as rasterizeSvg, Sr as subscribeLive, St as JOB_CATALOG, T as escapeHtml, Tn as isSafeObjectName, Tr as articles, Un as isUuid, Ut as flushPendingPageViews, Vt as createPageViewRecorder, Xt as fromCopenhagen, Yn as createRateLimiter, Yt as copenhagenParts, _ as AUTH_TEXT, ar as withStartupLock, bn as storageRoot, br as readJournal, bt as runJob, cr as listenForPageCacheInvalidations, dn as AUTH_CLIENT_IP_HEADER, dr as preparePage, dt as storeProcessedImage, er as migrateDatabase, f as actionNeedsEmail, fn as getAuth, fr as renderOnce, ft as CURRENT_SEASON, g as pendingSecondFactorOf, gr as MATCHES_TOPIC, h as gateAuthAttempt, hn as createCredentialUser, hr as pagePathOf, in as isStaff, ir as setDatabaseHandle, jr as leagues, l as getPublicAdConfig, ln as withRequestMemo, lr as lookupPage, m as clearTwoFactorCookie, mr as canonicalSearch, nn as peekSiteSettings, nr as pgliteDataDir, p as authActionOfPath, pt as LEAGUES, rr as pingDatabase, s as readConsentFromCookies, sn as toRequestSession, sr as joinRender, tr as openDatabase, u as DATABASE_UNAVAILABLE_TEXT, un as isDatabaseUnavailable, ur as onPageCacheChange, ut as processImage, vr as articleTopic, w as renderPhotoSvg, xn as ARTICLE_IMAGES_BUCKET, xr as startLiveBus, yn as getAppStorage, zr as standingsRows } from "./assets/consent-cookie-BWvYgZDy.js";
import { c as getEnvOrExit, d as logger, n as announceWorkerReady, r as formatBanner, s as getEnv, u as isLocalUrl } from "./assets/cluster-CW_395LJ.js";
import fs, { readdirSync, statSync } from "node:fs";
import fs$1 from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { createRequestHandler, data } from "react-router";
import { and, asc, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import crypto, { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { Cron } from "croner";
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
// app/features/live/live-stream.server.ts
/**
* Server-Sent Events for one topic (ADR 0016). A connection subscribes first, then sends the
* journal after the reader's last seq (Last-Event-ID, or `?after=` from the page), then live events;
* nothing is sent twice or skipped. Each frame is encoded once and shared by every connection.
* Bounded (issue 21): streams per client address and per process, the replay in bytes, each
* stream's queue; a reader whose right to the article ends (unpublished, deleted) is cut off.
*/
/** A connection whose unsent bytes pass this is dropped (it reconnects and resumes from the journal). */
var MAX_QUEUED_BYTES = 262144;
/** The journal sent on connect stays below the queue bound; a reader further behind reloads the page. */
var MAX_REPLAY_BYTES = 131072;
var HEARTBEAT_MS = 15e3;
/** The browser's reconnect delay after a dropped connection. */
var RETRY_MS = 2e3;
var STREAM_MESSAGES = {
	tooManyFromAddress: "For mange åbne live-forbindelser fra din adresse. Prøv igen om lidt.",
	tooManyInAll: "Der er for mange åbne live-forbindelser lige nu. Prøv igen om lidt.",
	tooManyPolls: "For mange forespørgsler. Prøv igen om lidt."
};
var encoder$1 = new TextEncoder();
var frames = /* @__PURE__ */ new WeakMap();
var HEARTBEAT = encoder$1.encode(": ♥\n\n");
var RESET = encoder$1.encode("event: reset\ndata: {}\n\n");
var SSE_HEADERS = {
	"Content-Type": "text/event-stream; charset=utf-8",
	"Cache-Control": "no-store",
	"X-Accel-Buffering": "no"
};
function sseFrame(event) {
	let frame = frames.get(event);
	if (!frame) {
		frame = encoder$1.encode(`id: ${event.seq}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
		frames.set(event, frame);
	}
	return frame;
}
var limits = {
	perAddress: 20,
	max: 1e3
};
/** The caps (LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_MAX), set once from the environment. */
function configureLiveStreams(next) {
	Object.assign(limits, next);
}
var connections = /* @__PURE__ */ new Set();
var perAddress = /* @__PURE__ */ new Map();
var heartbeat;
function ensureHeartbeat() {
	if (heartbeat) return;
	heartbeat = setInterval(() => {
		for (const connection of connections) connection.push(HEARTBEAT);
	}, HEARTBEAT_MS);
	heartbeat.unref();
}
/** Ends every open stream (graceful shutdown): browsers reconnect to another instance and resume. */
function closeAllLiveStreams() {
	for (const connection of [...connections]) connection.close();
	if (heartbeat) clearInterval(heartbeat);
	heartbeat = void 0;
}
/**
* A 429 when one more stream from `address` would pass a cap, else null. Both caps sit below the
* process's connection limit, so one client's streams cannot take the connections every other
* request (health checks included) needs.
*/
function liveStreamRefusal(address) {
	let message = null;
	if (connections.size >= limits.max) message = STREAM_MESSAGES.tooManyInAll;
	else if (address !== void 0 && (perAddress.get(address) ?? 0) >= limits.perAddress) message = STREAM_MESSAGES.tooManyFromAddress;
	if (!message) return null;
	logger.debug({
		open: connections.size,
		tooManyFromAddress: message === STREAM_MESSAGES.tooManyFromAddress
	}, "live: stream refused");
	return Response.json({ error: message }, {
		status: 429,
		headers: {
			"Cache-Control": "no-store",
			"Retry-After": String(10)
		}
	});
}
/** The resume point: Last-Event-ID (a reconnect), else `?after=` (the seq the page was rendered at). */
function resumeSeq(request) {
	const header = request.headers.get("last-event-id");
	const query = new URL(request.url).searchParams.get("after");
	for (const value of [header, query]) if (value && /^\d{1,15}$/.test(value)) return Number(value);
	return 0;
}
/** A reader's (not staff's) access to an article's stream: while it is a published live article. */
function readerAccess(db, articleId) {
	return {
		articleId,
		mayRead: async () => mayReadStream(await findLiveArticle(db, articleId), false)
	};
}
var gates = /* @__PURE__ */ new Map();
var watchingChanges = false;
async function stillAllowed(gate) {
	let allowed = false;
	try {
		allowed = await gate.access.mayRead();
	} catch (error) {
		logger.warn({
			err: error,
			articleId: gate.access.articleId
		}, "live: access check failed");
	}
	if (!allowed && gate.members.size > 0) {
		logger.info({
			articleId: gate.access.articleId,
			streams: gate.members.size
		}, "live: access ended, streams closed");
		for (const member of [...gate.members]) member.close();
	}
	return allowed;
}
function recheck(gate) {
	gate.chain = gate.chain.then(() => stillAllowed(gate));
}
/** An article changed (saved, unpublished, deleted, its coverage changed): its gated streams re-check. */
function onArticleChange(change) {
	const paths = "all" in change ? null : new Set(change.hard);
	for (const gate of gates.values()) if (!paths || paths.has(`/article/${gate.access.articleId}`)) recheck(gate);
}
function joinGate(topic, access, member) {
	let gate = gates.get(topic);
	if (!gate) {
		const created = {
			access,
			members: /* @__PURE__ */ new Set(),
			chain: Promise.resolve(),
			unsubscribe: () => {}
		};
		created.unsubscribe = subscribeLive(topic, (event) => {
			created.chain = created.chain.then(async () => {
				if (!await stillAllowed(created)) return;
				for (const m of [...created.members]) m.deliver(event);
			});
		});
		gates.set(topic, created);
		gate = created;
		if (!watchingChanges) {
			watchingChanges = true;
			onPageCacheChange(onArticleChange);
		}
	}
	const joined = gate;
	joined.members.add(member);
	return () => {
		joined.members.delete(member);
		if (joined.members.size === 0 && gates.get(topic) === joined) {
			joined.unsubscribe();
			gates.delete(topic);
		}
	};
}
function openLiveStream(db, topic, after, options = {}) {
	const refused = liveStreamRefusal(options.address);
	if (refused) return refused;
	const { address, access } = options;
	let connection;
	const stream = new ReadableStream({
		start(controller) {
			let lastSent = after;
			let pending = [];
			let closed = false;
			const push = (frame) => {
				if (closed) return false;
				try {
					controller.enqueue(frame);
				} catch {
					close();
					return false;
				}
				if ((controller.desiredSize ?? 0) < 0) {
					logger.info({ topic }, "live: slow stream dropped");
					close(true);
					return false;
				}
				return true;
			};
			const send = (event) => {
				if (closed || event.seq <= lastSent) return;
				lastSent = event.seq;
				push(sseFrame(event));
			};
			const receive = (event) => {
				if (pending) pending.push(event);
				else send(event);
			};
			const close = (asError = false) => {
				if (closed) return;
				closed = true;
				unsubscribe();
				if (connection && connections.delete(connection) && address !== void 0) {
					const left = (perAddress.get(address) ?? 1) - 1;
					if (left > 0) perAddress.set(address, left);
					else perAddress.delete(address);
				}
				try {
					if (asError) controller.error(/* @__PURE__ */ new Error("slow client"));
					else controller.close();
				} catch {}
			};
			const unsubscribe = access ? joinGate(topic, access, {
				deliver: receive,
				close: () => close()
			}) : subscribeLive(topic, receive);
			connection = {
				push,
				close: () => close()
			};
			connections.add(connection);
			if (address !== void 0) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
			ensureHeartbeat();
			push(encoder$1.encode(`retry: ${RETRY_MS}\n\n`));
			readJournal(db, topic, after, {
				maxBytes: MAX_REPLAY_BYTES,
				sizeOf: (e) => sseFrame(e).byteLength
			}).then(async ({ events, gap, more }) => {
				if (access && !await access.mayRead()) {
					close();
					return;
				}
				if (gap || more) push(RESET);
				if (!more) for (const event of events) {
					if (closed || event.seq <= lastSent) continue;
					lastSent = event.seq;
					push(sseFrame(event));
				}
				const buffered = pending ?? [];
				pending = null;
				for (const event of buffered) send(event);
			}).catch((error) => {
				logger.warn({
					err: error,
					topic
				}, "live: journal read failed");
				close(true);
			});
		},
		cancel() {
			connection?.close();
		}
	}, {
		highWaterMark: MAX_QUEUED_BYTES,
		size: (chunk) => chunk.byteLength
	});
	return new Response(stream, {
		status: 200,
		headers: SSE_HEADERS
	});
}
var liveJsonLimiter = createRateLimiter({
	id: "live-json-address",
	limit: 120,
	windowMs: 6e4,
	onStoreError: "open"
});
/** How long one serialized answer of `events.json` is shared (and may be cached by the browser). */
var LIVE_JSON_MEMO_MS = 1e3;
/** A poll answer is bounded like the replay; the reader pages on with `after`. */
var MAX_JSON_BYTES = MAX_REPLAY_BYTES;
/** The polling fallback: the journal after `after` as JSON (at most 200 events, MAX_JSON_BYTES). */
async function liveEventsJson(db, topic, after) {
	const { events, gap } = await readJournal(db, topic, after, {
		limit: 200,
		maxBytes: MAX_JSON_BYTES
	});
	return {
		events: events.map((e) => ({
			id: e.seq,
			event: e.event,
			data: e.data
		})),
		last: events.length > 0 ? events[events.length - 1].seq : after,
		reset: gap
	};
}
var jsonMemo = /* @__PURE__ */ new Map();
var JSON_MEMO_ENTRIES = 500;
/**
* `liveEventsJson` serialized, shared for LIVE_JSON_MEMO_MS by every poller asking for the same
* topic and point: eight pollers cost one read and one serialization.
*/
function liveEventsJsonBody(db, topic, after, now = Date.now()) {
	const key = `${topic}\n${after}`;
	const hit = jsonMemo.get(key);
	if (hit && hit.expires > now) return hit.body;
	for (const [k, entry] of jsonMemo) if (entry.expires <= now || jsonMemo.size >= JSON_MEMO_ENTRIES) jsonMemo.delete(k);
	else break;
	const body = liveEventsJson(db, topic, after).then((json) => JSON.stringify(json));
	jsonMemo.set(key, {
		expires: now + LIVE_JSON_MEMO_MS,
		body
	});
	body.catch(() => jsonMemo.delete(key));
	return body;
}
// app/features/users/staff-accounts.server.ts
var DEV_ADMIN_EMAIL = "admin@forsiden.test";
/** As the name made from the address always was, so bylines in existing tests stay. */
var DEV_ADMIN_NAME = "Admin";
/**
* Creates a confirmed account with the given role, or gives an existing account that role
* (its password is then left alone). Returns whether an account was created.
*/
async function ensureAccount(auth, db, input) {
	const email = input.email.trim().toLowerCase();
	const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
	const chosenName = input.name?.trim() && !looksLikeEmail(input.name) ? input.name.trim() : null;
	if (existing) {
		await db.update(user).set({
			role: input.role,
			emailVerified: true,
			updatedAt: /* @__PURE__ */ new Date(),
			...chosenName ? { name: chosenName } : {}
		}).where(eq(user.id, existing.id));
		if (input.role !== "user") await ensureAuthorIdentity(db, existing.id);
		if (chosenName) await confirmDisplayName(db, existing.id);
		return {
			created: false,
			userId: existing.id
		};
	}
	const createdId = await createCredentialUser(auth, {
		email,
		name: input.name ?? email,
		password: input.password,
		emailVerified: true,
		role: input.role
	});
	if (input.role !== "user") await ensureAuthorIdentity(db, createdId);
	if (chosenName) await confirmDisplayName(db, createdId);
	return {
		created: true,
		userId: createdId
	};
}
/**
* The embedded default's development admin: created on first start with a random password kept in
* DATA_DIR/.dev-admin.json, so `npm start` can print how to sign in every time.
*/
async function ensureDevAdmin(auth, db, dataDir) {
	const file = path.join(dataDir, ".dev-admin.json");
	let credentials;
	try {
		credentials = JSON.parse(fs.readFileSync(file, "utf8"));
	} catch {
		credentials = {
			email: DEV_ADMIN_EMAIL,
			password: crypto.randomBytes(9).toString("base64url")
		};
		fs.mkdirSync(dataDir, { recursive: true });
		fs.writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 384 });
	}
	const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, credentials.email));
	if (!existing) await ensureAccount(auth, db, {
		...credentials,
		role: "admin",
		name: DEV_ADMIN_NAME
	});
	else await db.update(user).set({ nameConfirmedAt: /* @__PURE__ */ new Date() }).where(and(eq(user.id, existing.id), isNull(user.nameConfirmedAt)));
	return credentials;
}
// app/workflows/jobs/scheduler.server.ts
var KEY = Symbol.for("forsiden.scheduler");
function startScheduler(handle, registry = jobRegistry, options = {}) {
	const g = globalThis;
	if (g[KEY]) return;
	const state = {
		crons: [],
		inFlight: /* @__PURE__ */ new Set()
	};
	for (const name of JOB_NAMES) {
		const cron = new Cron(options.crons?.[name] ?? JOB_CATALOG[name].cron, {
			name: `forsiden:${name}`,
			timezone: "Europe/Copenhagen",
			protect: true,
			unref: true
		}, async (self) => {
			const scheduledFor = self.previousRuns(1, new Date(Date.now() + 1))[0];
			const run = runJob(handle, name, "schedule", registry, { scheduledFor });
			state.inFlight.add(run);
			try {
				await run;
			} catch (error) {
				logger.error({
					err: error,
					job: name
				}, "scheduled job could not run");
			} finally {
				state.inFlight.delete(run);
			}
		});
		state.crons.push(cron);
	}
	g[KEY] = state;
	logger.info({ jobs: JOB_NAMES.length }, "scheduler started");
}
/** Stops the timers and waits (at most `waitMs`) for running jobs to finish their bookkeeping. */
async function stopScheduler(waitMs = 2e3) {
	const g = globalThis;
	const state = g[KEY];
	if (!state) return;
	g[KEY] = void 0;
	for (const cron of state.crons) cron.stop();
	if (state.inFlight.size === 0) return;
	let timer;
	await Promise.race([Promise.allSettled([...state.inFlight]), new Promise((resolve) => {
		timer = setTimeout(resolve, waitMs);
	})]);
	clearTimeout(timer);
}
// app/workflows/seed/data/articles.ts
/**
* Sample articles for an empty database. Times are relative to the moment of seeding
* (publishedHoursAgo); drafts have none, a negative value is a scheduled article.
*/
/** Joins markdown blocks with blank lines. */
var md = (...blocks) => blocks.join("\n\n");
/** Image fields for a stock photo from photos.ts. */
var img = (photoKey, imageAlt) => ({
	photoKey,
	imageAlt,
	imageCredit: "Forsiden Grafik"
});
var noImage = {
	photoKey: null,
	imageAlt: null,
	imageCredit: null
};
var seedArticles = [
	{
		slug: "fck-aabner-traeningen-for-fans-i-vinterpausen",
		title: "FC København åbner træningen for fans i vinterpausen",
		excerpt: "FC København inviterer fans indenfor til en åben træning i vinterpausen. Børn kan møde spillerne, og der bliver tid til autografer og selfies bagefter.",
		content: md("FC København åbner dørene til træningsanlægget, når truppen samles efter juleferien. Klubben inviterer fans i alle aldre til at se med, mens spillerne tager hul på forberedelserne til foråret.", "Arrangementet er gratis, men der er et begrænset antal pladser, og billetterne fordeles via klubbens app efter først til mølle-princippet.", "## Autografer og selfies", "Efter træningen stiller en gruppe spillere op til autografer og billeder langs sidelinjen. Klubben opfordrer forældre til at tage varmt tøj med – træningen foregår udendørs uanset vejret.", "> Vi vil gerne give noget tilbage til de fans, der bakker op hele året. Det er en god måde at starte et nyt halvår på, siger klubbens fanansvarlige.", "Der bliver solgt varm kakao og æbleskiver fra en bod ved indgangen, og overskuddet går til klubbens ungdomsafdeling."),
		category: "Nyheder",
		tags: [
			"klub:fc-kobenhavn",
			"liga:3f-superliga",
			"type:nyhed",
			"fans"
		],
		...img("fck-traening", "FC Københavns spillere til træning på en kold vinterdag"),
		publishedHoursAgo: .01,
		views: 37,
		author: "Mads Kjær"
	},
	{
		slug: "brondby-investerer-i-hybridgraes-og-nyt-lysanlaeg",
		title: "Brøndby IF investerer i hybridgræs og nyt lysanlæg på stadion",
		excerpt: "Brøndby IF moderniserer stadion med hybridgræs og LED-lys. Det skal give en bedre bane året rundt og leve op til kravene ved europæiske tv-kampe.",
		content: md("Brøndby IF går i gang med en større opgradering af Brøndby Stadion. Banen får hybridgræs, hvor kunstige fibre væves ind mellem de naturlige græsstrå, og samtidig udskiftes det gamle lysanlæg med LED-projektører.", "Hybridgræs er efterhånden standard på mange af Europas store stadioner. Fibrene holder rodnettet på plads, så banen tåler flere kampe og ikke bliver revet op, når vejret er vådt og koldt i de danske vintermåneder.", "## Bedre lys til tv og fans", "Det nye lysanlæg skal leve op til de krav, som europæiske turneringer og tv-stationerne stiller til transmissioner. LED-lyset kan desuden styres, så det kan bruges til lysshows før kampstart og ved scoringer.", "**Projektet i korte træk:**", "- Hybridgræs på hele banen\n- LED-projektører med lavere strømforbrug\n- Nyt drænsystem under spillefladen", "Arbejdet udføres i sommerpausen, så det ikke påvirker kampprogrammet. Klubben forventer, at den nye bane er klar til første hjemmekamp i den kommende sæson."),
		category: "Nyheder",
		tags: [
			"klub:brondby-if",
			"liga:3f-superliga",
			"type:nyhed",
			"stadion"
		],
		...img("brondby-stadion", "Brøndby Stadion med gule sæder og grøn bane"),
		publishedHoursAgo: 5,
		views: 2140,
		author: "Sofie Lund"
	},
	{
		slug: "aab-satser-paa-egne-talenter-i-vintertraeningen",
		title: "AaB satser på egne talenter: Seks akademispillere med i vintertræningen",
		excerpt: "AaB giver seks spillere fra akademiet chancen i vintertræningen. Cheftræneren vil se, om talenterne kan presse sig ind i truppen til forårets kampe.",
		content: md("Aalborg BK har inviteret seks spillere fra klubbens akademi med, når førsteholdet tager hul på vintertræningen. Det er en klar melding om, at klubben vil give de unge en reel chance.", "Talenterne er mellem 17 og 19 år og spiller til daglig på klubbens U19-hold. Flere af dem har allerede trænet med førsteholdet i kortere perioder, men det er første gang, de får en hel opstart med truppen.", "## En lang tradition i Nordjylland", "AaB har gennem årene haft ry for at udvikle spillere selv, og akademiet er en central del af klubbens økonomi. Når en egen spiller slår igennem og senere bliver solgt, kommer pengene hele organisationen til gode.", "> Vi vil hellere give en ung spiller fra Nordjylland chancen end hente en, der ikke gør holdet bedre. Det er vores identitet, lyder det fra klubbens sportslige ledelse.", "Talenterne skal blandt andet med på træningslejren, hvor der også er planlagt testkampe mod udenlandske modstandere."),
		category: "Nyheder",
		tags: [
			"klub:aalborg-bk",
			"liga:3f-superliga",
			"type:nyhed",
			"talent"
		],
		...img("aab-traening", "Unge AaB-spillere til træning med kegler og mini-mål"),
		publishedHoursAgo: 30,
		views: 1320,
		author: "Jonas Holm"
	},
	{
		slug: "fangrupper-efterlyser-flere-staapladser",
		title: "Fangrupper efterlyser flere ståpladser på de danske stadioner",
		excerpt: "Flere danske fangrupper ønsker flere ståpladser. De mener, at det giver bedre stemning og billigere billetter, mens klubberne peger på sikkerhed og økonomi.",
		content: md("Stemningen på tribunerne er blevet et af de store diskussionsemner i dansk fodbold. Flere fangrupper efterlyser nu flere ståpladser, som de mener er nøglen til bedre atmosfære og billigere billetter.", "Ståafsnit er ikke noget nyt i Danmark. De fleste Superliga-stadioner har allerede afsnit, hvor de mest trofaste fans står op hele kampen, men pladserne bliver hurtigt udsolgt til de store opgør.", "## Inspiration fra Tyskland", "Fangrupperne peger ofte på Tyskland, hvor store ståtribuner er en fast del af kulturen. Her kan klubberne tilbyde billige billetter til de unge fans og samtidig fylde stadion op.", "Klubberne er positive over for idéen, men understreger, at ombygninger koster penge og skal leve op til skrappe sikkerhedskrav. Ved europæiske kampe har UEFA desuden i mange år krævet siddepladser, selv om reglerne er under forandring.", "> Det handler om at gøre fodbold til en fælles oplevelse igen. Man synger mere, når man står ved siden af hinanden, siger en talsperson for en af fangrupperne."),
		category: "Nyheder",
		tags: [
			"liga:3f-superliga",
			"type:nyhed",
			"fans",
			"stadion"
		],
		...img("fck-fans", "Fans med flag og halstørklæder på en ståtribune"),
		publishedHoursAgo: 140,
		views: 860,
		author: "Sofie Lund"
	},
	{
		slug: "vejle-boldklub-klar-med-nyt-traeningsanlaeg",
		title: "Vejle Boldklub klar med nyt træningsanlæg til ungdomsholdene",
		excerpt: "Vejle Boldklub tager et nyt træningsanlæg i brug. Ungdomsholdene får kunstgræs, nyt lys og omklædning, så talenterne kan træne under bedre forhold.",
		content: "",
		category: "Nyheder",
		tags: [
			"klub:vejle-boldklub",
			"liga:3f-superliga",
			"talent"
		],
		...img("traeningsanlaeg", "Nyt træningsanlæg med kunstgræsbane og lysmaster"),
		publishedHoursAgo: 75,
		views: 410,
		author: "Line Bech"
	},
	{
		slug: "lyngby-vil-bygge-bro-mellem-akademi-og-forstehold",
		title: "Lyngby Boldklub vil bygge bro mellem akademi og førstehold",
		excerpt: "Lyngby Boldklub vil give flere unge spilletid på førsteholdet. En ny talentstruktur skal gøre vejen fra akademiet til Superligaen kortere og klarere.",
		content: md("Lyngby Boldklub har præsenteret en ny plan for klubbens talentarbejde. Målet er at gøre overgangen fra ungdomsfodbold til seniorfodbold mere glidende, så flere af klubbens egne spillere når helt op på førsteholdet.", "Planen betyder blandt andet, at de bedste U19-spillere træner fast med førsteholdet to gange om ugen. Samtidig får akademiets trænere et tættere samarbejde med cheftræneren om spillestil og fysiske krav.", "## Fælles spillestil fra U13 til førsteholdet", "Et centralt element er, at alle klubbens hold skal spille efter de samme principper. Når en ung spiller rykker op, skal han kunne genkende de bevægelser og det pres, som førsteholdet bruger.", "- Faste træningspas med førsteholdet for de bedste U19-spillere\n- Individuelle udviklingsplaner for alle akademispillere\n- Fælles videoanalyse på tværs af årgangene", "For en klub med et mindre budget end de største i landet er egne talenter ikke bare en drøm, men en nødvendighed. Lykkes det, kan det både styrke holdet og klubbens økonomi på sigt."),
		category: "Nyheder",
		tags: [
			"klub:lyngby-boldklub",
			"liga:3f-superliga",
			"type:nyhed",
			"talent"
		],
		...img("traeningsanlaeg", "Ungdomsspillere på træningsbanen en tidlig morgen"),
		publishedHoursAgo: 260,
		views: 530,
		author: "Jonas Holm"
	},
	{
		slug: "rygte-fck-jagter-venstreback-fra-allsvenskan",
		title: "Rygte: FC København jagter ung venstreback fra Allsvenskan",
		excerpt: "FC København skal ifølge svenske medier være interesseret i en 21-årig venstreback fra Allsvenskan. Klubben ønsker mere konkurrence i forsvaret.",
		content: md("FC København kigger mod Sverige i jagten på forstærkning til forsvaret. Ifølge svenske medier har klubbens scouter fulgt en 21-årig venstreback fra Allsvenskan tæt i de seneste måneder.", "Spilleren skal være på radaren hos flere skandinaviske klubber, og det kan blive en udfordring at få en aftale på plads. Hverken FCK eller den svenske klub har ønsket at kommentere rygterne.", "## Hvorfor en venstreback?", "FCK har i denne sæson haft travlt med at rotere i forsvaret på grund af skader og et tætpakket kampprogram i både Superligaen og Europa. En ung back med fart og en god indlægsfod vil give træneren flere muligheder.", "**Det ved vi om interessen:**", "- Spilleren er 21 år og har spillet på Sveriges ungdomslandshold\n- Kontrakten med den nuværende klub løber halvandet år endnu\n- Malmö FF skal også have vist interesse", "Allsvenskan har i mange år været et godt marked for danske klubber. Spillerne kender den skandinaviske kultur, og prisniveauet er ofte lavere end i de større europæiske ligaer.", "Vinterens transfervindue åbner om kort tid, og det er sandsynligt, at der kommer mere klarhed over sagen i de kommende uger."),
		category: "Transfers",
		tags: [
			"klub:fc-kobenhavn",
			"klub:malmo-ff",
			"liga:3f-superliga",
			"transfer:rygte",
			"position:forsvar",
			"nationalitet:svensk",
			"type:nyhed"
		],
		...img("fck-action", "FC København-spiller i fuld fart op ad venstre kant"),
		publishedHoursAgo: 1.5,
		views: 5870,
		author: "Mads Kjær"
	},
	{
		slug: "brondby-kigger-mod-norden-i-transferjagten",
		title: "Brøndby kigger mod Norden: Derfor er Norge blevet et transfermål",
		excerpt: "Brøndby IF har øget sin scouting i Norge. Eliteserien leverer spillere med høj fysisk standard og taktisk forståelse – til priser, som klubben kan betale.",
		content: md("Brøndby IF har i de seneste sæsoner rettet blikket mod Norge, når der skal findes nye spillere. Klubben har styrket sit scoutingnetværk i Eliteserien, hvor især unge offensive spillere har fanget interessen.", "Forklaringen er enkel: Norsk fodbold har taget et markant skridt fremad. Bodø/Glimts succes i Europa har vist, at norske klubber kan udvikle spillere, der klarer sig mod langt rigere modstandere.", "## Kendt kultur, overkommelige priser", "For en dansk klub er der flere fordele ved at handle i Norge. Sproget og kulturen ligner vores, og spillerne har ofte nemt ved at falde til. Samtidig ligger priserne typisk under niveauet i Holland, Belgien og Østrig.", "> Vi leder efter spillere, der kan gøre holdet bedre i dag og samtidig har en videresalgsværdi. Norge er et marked, hvor de to ting ofte går hånd i hånd, lyder det fra klubbens sportslige afdeling.", "Brøndby er ikke den eneste danske klub, der har fået øjnene op for nabolandet. Konkurrencen om de bedste norske talenter er derfor stigende, og det presser priserne opad."),
		category: "Transfers",
		tags: [
			"klub:brondby-if",
			"klub:bodo-glimt",
			"liga:3f-superliga",
			"transfer:rygte",
			"nationalitet:norsk",
			"type:analyse"
		],
		...img("brondby-traening", "Brøndby-spillere i gule træningsdragter under en pasningsøvelse"),
		publishedHoursAgo: 20,
		views: 3420,
		author: "Sofie Lund"
	},
	{
		slug: "premier-league-klubber-holder-oje-med-fcn",
		title: "Premier League-klubber holder øje med FC Nordsjællands talentfabrik",
		excerpt: "Flere Premier League-klubber har sendt scouter til Farum. FC Nordsjællands unge spillere er eftertragtede hos de datadrevne engelske klubber.",
		content: md("Right to Dream Park i Farum er blevet et fast stop for scouter fra Premier League. FC Nordsjælland har i mange år været kendt for at give unge spillere chancen, og de engelske klubber har fået øjnene op for, hvad der kommer ud af akademiet.", "Klubben har allerede solgt flere spillere, der senere har fundet vej til England. Simon Adingra skiftede fra Farum til Brighton, og Mohammed Kudus, der blev udviklet i FCN, endte i Premier League via Ajax.", "## Data møder talent", "Især klubber som Brighton og Brentford er kendt for at bruge data intensivt i deres rekruttering. De leder efter unge spillere med høje fysiske tal og god beslutningstagning – og som stadig kan købes til en fornuftig pris.", "FC Nordsjælland passer perfekt ind i den model. Holdet er et af de yngste i Superligaen, og spillerne får spilletid i en alder, hvor mange andre sidder på bænken eller spiller ungdomsfodbold.", "> For os er det ikke et nederlag at sælge en spiller. Det er et bevis på, at modellen virker, lyder det ofte fra Farum.", "Udfordringen for FCN er at balancere salg og sportslige resultater. Når de bedste spillere forlader klubben hver sommer, skal den næste generation være klar til at tage over med det samme."),
		category: "Transfers",
		tags: [
			"klub:fc-nordsjaelland",
			"klub:brighton",
			"klub:brentford",
			"liga:premier-league",
			"liga:3f-superliga",
			"transfer:rygte",
			"type:analyse",
			"talent"
		],
		...img("fcn-action", "Ung FC Nordsjælland-spiller i rød trøje driver bolden frem"),
		publishedHoursAgo: 44,
		views: 4480,
		author: "Mads Kjær"
	},
	{
		slug: "fri-transfer-kontraktudlob-er-spillernes-staerkeste-kort",
		title: "Fri transfer: Derfor er kontraktudløb blevet spillernes stærkeste kort",
		excerpt: "Siden Bosman-dommen i 1995 har spillere kunnet skifte gratis ved kontraktudløb. I dag bruger spillere og agenter det bevidst i forhandlingerne.",
		content: md("Når en spillers kontrakt udløber, kan han skifte klub, uden at den nye klub skal betale et transfergebyr. Det lyder simpelt, men reglen har ændret magtbalancen i fodbold markant.", "Baggrunden er den såkaldte Bosman-dom fra december 1995, hvor EU-Domstolen slog fast, at spillere frit kan skifte klub, når kontrakten er udløbet. Siden er reglerne blevet en fast del af enhver kontraktforhandling.", "## Et forhandlingskort", "I dag bruger mange spillere og agenter kontraktudløbet bevidst. En spiller, der kommer til en ny klub gratis, kan ofte forhandle en højere løn og en større underskriftsbonus, fordi klubben sparer transfersummen.", "Også danske landsholdsspillere har benyttet muligheden. Andreas Christensen skiftede i 2022 fra Chelsea til FC Barcelona på en fri transfer, og samme år fandt Christian Eriksen vej til Brentford uden et transfergebyr.", "**Reglerne i korte træk:**", "- En spiller kan aftale et skifte med en udenlandsk klub, når der er under seks måneder tilbage af kontrakten\n- Den nye klub betaler ikke et transfergebyr til den gamle klub\n- For unge spillere kan der dog være krav om uddannelseskompensation til de klubber, der har udviklet dem", "For klubberne betyder det, at timing er alt. Vil man have penge for en spiller, skal han sælges, før han kommer ind i sit sidste kontraktår – ellers risikerer man at stå tomhændet tilbage."),
		category: "Transfers",
		tags: [
			"transfer:fri-transfer",
			"spiller:andreas-christensen",
			"spiller:christian-eriksen",
			"klub:fc-barcelona",
			"klub:chelsea",
			"klub:brentford",
			"type:analyse"
		],
		...img("transfer-praesentation", "Ny spiller holder sin nye trøje frem efter underskriften"),
		publishedHoursAgo: 70,
		views: 1980,
		author: "Jonas Holm"
	},
	{
		slug: "championship-er-blevet-et-guldaeg-for-danske-klubber",
		title: "Championship er blevet et guldæg for de danske klubber",
		excerpt: "Engelsk Championship er blevet et af de vigtigste markeder for danske klubber. Ligaen betaler godt for skandinaviske spillere og er en trædesten.",
		content: md("Når danske klubber sælger spillere, er det ikke kun de store ligaer, der banker på. Engelsk Championship er blevet et af de vigtigste markeder, og klubberne i ligaen betaler ofte mere, end man skulle tro for en liga under Premier League.", "Forklaringen skal findes i de engelske tv-penge. Selv i Championship er budgetterne større end i de fleste topligaer i resten af Europa, og mange klubber satser alt på at rykke op.", "## En liga med 46 runder", "Championship består af 24 hold, der spiller 46 ligakampe på en sæson. Det er en brutal liga med mange kampe midt i ugen, hvor fysik og robusthed er afgørende.", "Skandinaviske spillere har ry for at passe godt ind. De er vant til at træne hårdt, taler engelsk og tilpasser sig hurtigt. For klubber som AGF, Randers FC og Silkeborg IF er det derfor et marked, der følges tæt.", "- De to bedste rykker direkte op i Premier League\n- Nummer tre til seks spiller playoff om den sidste oprykningsplads\n- Playoff-finalen spilles på Wembley", "For de danske klubber er et salg til England ofte den største enkeltindtægt i en sæson. Derfor er scouter fra Championship et helt almindeligt syn på de danske stadioner."),
		category: "Transfers",
		tags: [
			"liga:championship",
			"liga:premier-league",
			"klub:agf",
			"klub:randers-fc",
			"klub:silkeborg-if",
			"transfer:solgt",
			"type:analyse"
		],
		...img("agf-action", "AGF-spiller i hvid trøje vinder en hovedstødsduel"),
		publishedHoursAgo: 180,
		views: 1240,
		author: "Mads Kjær"
	},
	{
		slug: "vinterens-transfervindue-det-skal-du-holde-oje-med",
		title: "Vinterens transfervindue: Det skal du holde øje med i Superligaen",
		excerpt: "Transfervinduet åbner snart, og flere Superliga-klubber skal både købe og sælge. Her er de vigtigste spørgsmål, du skal kende, inden januar begynder.",
		content: md("Vintervinduet er kortere og mere hektisk end sommerens. Klubberne har kun en måned til at lukke huller i truppen, og mange handler bliver først afgjort i de sidste timer før deadline.", "## Toppen vil styrke truppen", "Klubberne i toppen af Superligaen har fokus på forårets slutspil og europæiske kampe. Her handler det ofte om at hente erfarne spillere, der kan gøre en forskel med det samme, frem for talenter, der skal udvikles.", "## Lejeaftaler er populære", "For mange klubber er en lejeaftale den mest fleksible løsning i januar. Man kan få en spiller ind i et halvt år uden at binde sig økonomisk, og den udlejende klub får spilletid til en spiller, der ellers sidder på bænken.", "**Fem ting at holde øje med:**", "- Hvem sælger deres topscorer til udlandet?\n- Hvilke klubber henter lejespillere fra Premier League og Bundesliga?\n- Bliver der handlet i Skandinavien, hvor sæsonen netop er slut?\n- Får nogle af de unge akademispillere en ny kontrakt?\n- Hvem bruger deadline day til en overraskelse?", "Uanset hvad der sker, kan vinterens handler få stor betydning for, hvem der løfter pokalen til sommer."),
		category: "Transfers",
		tags: [
			"liga:3f-superliga",
			"klub:fc-kobenhavn",
			"klub:fc-midtjylland",
			"transfer:kobt",
			"transfer:leje",
			"type:nyhed"
		],
		...img("transfer-praesentation", "Spiller præsenteres på stadion med klubhalstørklæde"),
		publishedHoursAgo: 400,
		views: 6120,
		author: "Sofie Lund"
	},
	{
		slug: "landsholdet-samles-i-helsingor-det-skal-riemer-finde-svar-paa",
		title: "Landsholdet samles i Helsingør: Det skal Riemer finde svar på",
		excerpt: "Landsholdet samles i Helsingør før næste landskampsamling. Brian Riemer skal finde svar på spørgsmål om målmandsposten, midtbanen og angrebet.",
		content: md("Landsholdet samles i denne uge i Helsingør, hvor spillerne skal forberede sig til de næste landskampe. For landstræner Brian Riemer er det endnu en chance for at forme holdet efter sine idéer.", "Riemer overtog jobbet efter Kasper Hjulmand i 2024 og har talt om et mere aggressivt og modigt landshold. Det tager tid at indarbejde, og hver samling er vigtig, fordi træningstiden med spillerne er begrænset.", "## Tre spørgsmål før samlingen", "**Målmandsposten:** Kasper Schmeichel har i mange år været en fast skikkelse mellem stængerne, men bag ham presser en ny generation på. Spørgsmålet er, hvornår det naturlige generationsskifte sker.", "**Midtbanen:** Christian Eriksen, Pierre-Emile Højbjerg og Morten Hjulmand konkurrerer om de centrale roller. Balancen mellem kreativitet og løbestyrke er afgørende for et hold, der vil presse højt.", "**Angrebet:** Rasmus Højlund er den oplagte spydspids, men landsholdet har brug for flere målfarlige spillere omkring ham, hvis holdet skal score mere.", "Truppen træner i Helsingør de første dage, inden holdet rejser videre til kampene. Spillerne skal også igennem fysiske test og taktikmøder, hvor trænerstaben gennemgår de næste modstandere."),
		category: "Landshold",
		tags: [
			"klub:danmark-landshold",
			"spiller:kasper-schmeichel",
			"spiller:christian-eriksen",
			"spiller:pierre-emile-hojbjerg",
			"spiller:morten-hjulmand",
			"spiller:rasmus-hojlund",
			"type:nyhed"
		],
		...img("landshold-jubel", "Landsholdsspillere i røde trøjer samlet i en cirkel"),
		publishedHoursAgo: 3,
		views: 8960,
		author: "Mads Kjær"
	},
	{
		slug: "eriksens-rolle-paa-landsholdet-fra-dirigent-til-mentor",
		title: "Eriksens rolle på landsholdet: Fra dirigent til mentor",
		excerpt: "Christian Eriksen har været landsholdets kreative centrum i mere end ti år. Nu handler hans rolle også om at vise vejen for den næste generation.",
		content: md("Siden debuten i 2010 har Christian Eriksen været landsholdets kreative centrum. Han har spillet over 100 landskampe, deltaget ved flere slutrunder og scoret nogle af de vigtigste mål i nyere dansk landsholdshistorie.", "Hans karriere fik et dramatisk vendepunkt, da han faldt om med hjertestop i EM-kampen mod Finland i Parken i juni 2021. Hele Danmark holdt vejret, og det var langt fra sikkert, at han nogensinde ville spille fodbold igen.", "## Comebacket", "Eriksen vendte tilbage til landsholdet i marts 2022 og scorede kort efter sin indskiftning mod Holland i Amsterdam. Ved EM 2024 kom han igen på måltavlen, da han scorede i den første kamp mod Slovenien.", "I dag er rollen en anden. Hvor han tidligere skulle bære det kreative ansvar næsten alene, handler det nu også om at guide de yngre spillere på midtbanen og i angrebet.", "## Hvad betyder han for holdet?", "- **Dødboldene:** Hans hjørnespark og frispark er stadig blandt holdets farligste våben\n- **Roen:** Han taber sjældent hovedet, når presset er højt\n- **Erfaringen:** Få spillere har oplevet så mange store kampe", "Spørgsmålet er, hvor længe han fortsætter. Så længe han præsterer, er han et naturligt navn i samtalen om landsholdstruppen."),
		category: "Landshold",
		tags: [
			"klub:danmark-landshold",
			"spiller:christian-eriksen",
			"position:midtbane",
			"nationalitet:dansk",
			"type:analyse"
		],
		...img("landshold-jubel", "Danske landsholdsspillere fejrer en scoring"),
		publishedHoursAgo: 36,
		views: 7320,
		author: "Sofie Lund"
	},
	{
		slug: "schmeichel-og-maalmandssporgsmaalet",
		title: "Schmeichel og målmandsspørgsmålet: Hvem tager over?",
		excerpt: "Kasper Schmeichel har stået i landsholdsmålet i over et årti. Men hvem står klar, når han en dag stopper? Vi ser på kandidaterne og deres styrker.",
		content: md("Kasper Schmeichel har i mere end et årti været landsholdets førstevalg i målet. Med sin lederskikkelse, sine reflekser og sin erfaring fra de største scener har han været en af holdets vigtigste spillere.", "Men ingen målmand spiller for evigt, og debatten om arvefølgen er blevet mere højlydt. Hvem skal overtage, når Schmeichel en dag stopper på landsholdet?", "## Kandidaterne", "**Frederik Rønnow** har i flere år været en del af landsholdstruppen og har erfaring fra Bundesliga. Han er rolig, stærk på linjen og kender miljøet omkring holdet.", "**Mads Hermansen** slog igennem i Brøndby og tog derefter springet til engelsk fodbold. Han er kendt for sit spil med fødderne, som passer godt til et hold, der vil opbygge spillet bagfra.", "## Hvad kræver den moderne målmand?", "Målmandsrollen har ændret sig markant. Det er ikke længere nok at redde skud – målmanden er også den første angriber og skal kunne spille sig ud af presset med præcise afleveringer.", "> En målmand skal i dag være lige så god med fødderne som med hænderne, lyder en udbredt holdning blandt målmandstrænere i Europa.", "Uanset hvem der vinder kampen om pladsen, står landsholdet med en bedre målmandssituation end mange andre nationer. Konkurrencen kan kun gøre alle bedre."),
		category: "Landshold",
		tags: [
			"klub:danmark-landshold",
			"spiller:kasper-schmeichel",
			"spiller:mads-hermansen",
			"spiller:frederik-ronnow",
			"position:maalmand",
			"nationalitet:dansk",
			"liga:bundesliga",
			"type:analyse"
		],
		...img("landshold-fans", "Roligans med Dannebrog bag målet ved en landskamp"),
		publishedHoursAgo: 110,
		views: 5210,
		author: "Jonas Holm"
	},
	{
		slug: "landsholdets-unge-garde-banker-paa",
		title: "Landsholdets unge garde: De næste, der banker på døren",
		excerpt: "Dansk fodbold har en ny generation på vej. Vi ser på de positioner, hvor unge spillere kan udfordre de etablerede profiler på landsholdet.",
		content: md("Hver landsholdsgeneration bliver til sidst afløst af en ny. For Danmark er overgangen allerede i gang, og flere unge spillere har vist, at de kan blive fremtidens bærende kræfter.", "Rasmus Højlund er det tydeligste eksempel. Han gik fra FC København via Sturm Graz og Atalanta til Premier League på få år og er i dag en fast del af landsholdet.", "## De unge på midtbanen", "Morten Hjulmand har taget store skridt i udlandet og er blevet en naturlig del af landsholdets midtbane. Hans løbestyrke og evne til at vinde bolden tilbage passer til et hold, der vil presse højt.", "Bag ham følger en række unge midtbanespillere fra Superligaen, som har fået mere ansvar i deres klubber og er med på U21-landsholdet.", "## Hvorfor U21 er vigtigt", "U21-landsholdet er det sidste trin før A-landsholdet. Her får spillerne erfaring med internationale kampe, og landstræneren kan følge deres udvikling tæt.", "- Flere U21-spillere spiller fast i Superligaen\n- En stigende andel spiller allerede i udlandet\n- Akademierne i blandt andre FCK, FCM, FCN og Brøndby er blandt de største leverandører", "Konkurrencen om pladserne er hård, og det er netop, hvad landsholdet har brug for. Når unge spillere presser de etablerede, bliver hele holdet stærkere."),
		category: "Landshold",
		tags: [
			"klub:danmark-landshold",
			"klub:fc-kobenhavn",
			"spiller:rasmus-hojlund",
			"spiller:morten-hjulmand",
			"nationalitet:dansk",
			"type:analyse",
			"talent"
		],
		...img("traeningsanlaeg", "Unge spillere til træning på et moderne anlæg"),
		publishedHoursAgo: 500,
		views: 2890,
		author: "Sofie Lund"
	},
	{
		slug: "optakt-derbyet-i-parken",
		title: "Optakt: Derbyet i Parken kan få afgørende betydning i toppen",
		excerpt: "FC København tager imod Brøndby IF i Parken. Derbyet er altid særligt, men denne gang kan pointene få stor betydning for kampen om toppen.",
		content: md("Når FC København og Brøndby IF mødes, står der altid mere på spil end tre point. Derbyet mellem Danmarks to største klubber er sæsonens mest omtalte kamp, og Parken ventes at være tæt på udsolgt.", "## Formen før kampen", "Begge hold har haft svingende perioder i denne sæson, men har fundet en bedre rytme i de seneste runder. FCK har fået mere ro i forsvaret, mens Brøndby har været farlige på omstillinger.", "## Nøgleduellen", "Kampen kan blive afgjort på midtbanen. FCK vil gerne styre boldbesiddelsen og spille sig igennem centralt, mens Brøndby typisk vil presse højt i perioder og søge hurtigt mod kanterne, når bolden er vundet.", "**Det skal du holde øje med:**", "- **Dødbolde:** I tætte derbyer bliver mange kampe afgjort på et hjørnespark\n- **De første 15 minutter:** Derbyer starter ofte i et højt tempo\n- **Bænken:** Udskiftningerne kan blive afgørende i en tæt kamp", "> Derbyet er den kamp, alle ser frem til. Man kan mærke det i byen hele ugen, siger en mangeårig sæsonkortholder.", "Kampen fløjtes i gang søndag, og politiet opfordrer tilskuerne til at møde op i god tid. Der er som altid skærpet sikkerhed omkring stadion."),
		category: "Kampe",
		tags: [
			"klub:fc-kobenhavn",
			"klub:brondby-if",
			"liga:3f-superliga",
			"type:nyhed",
			"derby"
		],
		...img("fck-stadion", "Parken fyldt med tilskuere før et derby"),
		publishedHoursAgo: .2,
		views: 9870,
		author: "Mads Kjær"
	},
	{
		slug: "u19-derbyet-endte-med-sen-forlosning",
		title: "U19-derbyet endte med sen forløsning i Brøndby",
		excerpt: "Brøndbys U19-hold vandt derbyet mod FC København med 2-1 efter en scoring i overtiden. Begge hold viste flere spændende talenter i en intens kamp.",
		content: md("Der var både tempo, tacklinger og drama, da Brøndby IF og FC Københavns U19-hold mødtes i ungdomsderbyet. Kampen endte 2-1 til Brøndby efter en scoring i overtiden.", "FCK kom bedst fra start og bragte sig foran efter et kvarter, da en hurtig kontra blev afsluttet i det lange hjørne. Gæsterne styrede det meste af første halvleg og kunne have øget føringen før pausen.", "## Brøndby vendte kampen", "Efter pausen skruede Brøndby op for presset. Udligningen kom efter en times spil på et hovedstød efter et hjørnespark, og derefter var det hjemmeholdet, der havde mest af spillet.", "I overtiden faldt det afgørende mål. En indskiftet kant drev bolden ind fra venstre og sendte den i mål via stolpen – til stor jubel blandt de omkring 500 tilskuere.", "> Det er de kampe, vores unge spillere husker. At vinde et derby på den måde giver selvtillid, sagde Brøndbys U19-træner efter kampen.", "Begge klubber havde trænere fra førsteholdet på tribunen. For flere af spillerne var kampen en chance for at vise sig frem før vintertræningen."),
		category: "Kampe",
		tags: [
			"klub:brondby-if",
			"klub:fc-kobenhavn",
			"type:kampreferat",
			"derby",
			"talent"
		],
		...img("brondby-jubel", "Brøndbys unge spillere jubler efter sejrsmålet"),
		publishedHoursAgo: 12,
		views: 760,
		author: "Jonas Holm"
	},
	{
		slug: "testkamp-agf-afprovede-ny-formation-mod-silkeborg",
		title: "Testkamp: AGF afprøvede ny formation mod Silkeborg IF",
		excerpt: "AGF og Silkeborg IF spillede 1-1 i en testkamp, hvor AGF prøvede et system med tre midterforsvarere. Træneren var tilfreds med indsatsen.",
		content: md("AGF brugte testkampen mod Silkeborg IF til at afprøve en ny formation. Holdet stillede op med tre midterforsvarere og to offensive wingbacks, og kampen endte 1-1.", "Testkampen blev spillet uden tilskuere og over tre gange 30 minutter, så begge trænere kunne give alle spillere i truppen spilletid.", "## Bedre balance i forsvaret", "Med tre midterforsvarere fik AGF mere kontrol over Silkeborgs angreb gennem midten. Wingbacks kunne samtidig presse højt op ad banen og give bredde i angrebsspillet.", "Silkeborg bragte sig foran på en flot afslutning uden for feltet, men AGF udlignede i den sidste periode efter et godt kombinationsspil i højre side.", "- **Resultat:** AGF–Silkeborg IF 1-1\n- **Spilletid:** 3 x 30 minutter\n- **Formation:** 3-4-3 for AGF", "> Det handler ikke om resultatet i en testkamp. Vi fik svar på mange af de ting, vi ville se, sagde AGF's træner bagefter.", "AGF spiller endnu en testkamp i næste uge, inden holdet rejser på træningslejr i Spanien."),
		category: "Kampe",
		tags: [
			"klub:agf",
			"klub:silkeborg-if",
			"type:kampreferat",
			"taktik"
		],
		...img("agf-action", "AGF-spillere i hvidt presser modstanderen højt på banen"),
		publishedHoursAgo: 52,
		views: 980,
		author: "Mads Kjær"
	},
	{
		slug: "optakt-randers-og-viborg-i-kamp-om-top-seks",
		title: "Optakt: Randers og Viborg mødes i kampen om top seks",
		excerpt: "Randers FC og Viborg FF mødes i en kamp, der kan afgøre, hvem der sniger sig med i mesterskabsspillet. Vi giver dig overblikket før kampen.",
		content: md("Når Randers FC tager imod Viborg FF, er der meget på spil. Begge hold kæmper om de sidste pladser i top seks, og med få runder tilbage af grundspillet tæller hvert point dobbelt.", "## To forskellige stilarter", "Randers bygger typisk på et solidt forsvar og hurtige omstillinger, mens Viborg gerne vil have bolden og spille sig frem gennem korte afleveringer. Det lægger op til en taktisk interessant kamp.", "## Hvad står på spil?", "Top seks giver adgang til mesterskabsspillet, hvor holdene kæmper om medaljer og europæiske pladser. Holdene under stregen skal i stedet spille i den nederste gruppe, hvor det handler om at undgå nedrykning.", "> I denne periode af sæsonen handler det om nerver. Det er dem, der kan holde hovedet koldt, der ender på den rigtige side af stregen, lyder det fra en af trænerstabene.", "Kampen spilles på Cepheus Park i Randers, og begge klubber forventer mange tilrejsende fans."),
		category: "Kampe",
		tags: [
			"klub:randers-fc",
			"klub:viborg-ff",
			"liga:3f-superliga",
			"type:nyhed"
		],
		...img("superliga-action", "Tæt duel i feltet under en Superliga-kamp"),
		publishedHoursAgo: 200,
		views: 1430,
		author: "Jonas Holm"
	},
	{
		slug: "aab-fik-svar-paa-traeningslejren-i-spanien",
		title: "Aalborg BK fik svar på træningslejren i Spanien",
		excerpt: "Aalborg BK sluttede træningslejren i Spanien med en sejr i testkampen mod en norsk modstander. Flere unge spillere fik chancen og greb den.",
		content: md("Aalborg BK sluttede ugens træningslejr i Spanien af med en 2-0-sejr i testkampen mod en modstander fra norske Eliteserien. Kampen var den sidste af tre testkampe på lejren.", "Nordjyderne kontrollerede det meste af kampen og kom foran i første halvleg efter et flot opspil gennem midten. Efter pausen fik flere akademispillere chancen, og en af dem sørgede for slutresultatet.", "## Varmen gav gode forhold", "Træningslejren har budt på sol og omkring 18 grader, og det har givet gode forhold for både træning og kampe. Spillerne har trænet to gange om dagen med fokus på fysik og pres.", "> Vi har fået lagt et godt fundament. Nu skal vi tage det med hjem og bruge det i de første kampe efter pausen, sagde AaB's cheftræner.", "Truppen rejser hjem til Aalborg i weekenden, og efter et par fridage går forberedelserne til forårspremieren i gang."),
		category: "Kampe",
		tags: [
			"klub:aalborg-bk",
			"type:kampreferat",
			"talent"
		],
		...img("aab-jubel", "AaB-spillere i rødt fejrer en scoring"),
		publishedHoursAgo: 320,
		views: 640,
		author: "Line Bech"
	},
	{
		slug: "analyse-derfor-presser-fc-midtjylland-hojt",
		title: "Analyse: Derfor presser FC Midtjylland højere end nogensinde",
		excerpt: "FC Midtjylland har gjort det høje pres til sit varemærke. Vi dykker ned i principperne, rollerne og de risici, der følger med den aggressive spillestil.",
		content: md("FC Midtjylland har i mange år været kendt som en af de mest innovative klubber i dansk fodbold. Klubben var tidligt ude med dataanalyse og dødboldstræning, og nu er det høje pres blevet et af holdets tydeligste kendetegn.", "## Hvad betyder et højt pres?", "Et højt pres betyder, at holdet forsøger at vinde bolden langt oppe på banen – tæt på modstanderens mål. Angriberne lukker pasningsvinkler, midtbanen rykker tæt op bag dem, og forsvaret står højt for at holde afstandene korte.", "Fordelen er åbenlys: Vinder man bolden 30 meter fra mål, er vejen til en afslutning kort. Mange af de farligste chancer i moderne fodbold opstår netop efter erobringer højt på banen.", "## Rollerne i presset", "- **Angriberen** styrer presset og tvinger modstanderen ud mod den ene side\n- **Kanterne** lukker for afleveringen til backen\n- **De centrale midtbanespillere** jagter den første aflevering frem i banen\n- **Forsvaret** står højt og følger dybdeløbene", "## Risikoen", "Presset har en pris. Står forsvaret højt, er der store rum bag kæden, og en enkelt præcis lang bold kan sende en angriber alene mod mål. Det kræver fart i forsvaret og en målmand, der tør gå ud og rydde op.", "Det kræver også en enorm fysisk kapacitet. Et hold, der presser højt i 90 minutter, løber markant mere i høj intensitet end et hold, der står lavt – og det kan koste i slutningen af kampene eller i perioder med mange kampe.", "> Jürgen Klopp har engang kaldt gegenpresset for den bedste playmaker i verden. Udsagnet forklarer godt, hvorfor flere og flere hold satser på strategien.", "For FC Midtjylland handler det om at finde balancen. Når presset sidder, er holdet et af de sværeste at spille imod i Superligaen. Når det ikke gør, kan det blive straffet hårdt – både herhjemme og i Europa."),
		category: "Analyse",
		tags: [
			"klub:fc-midtjylland",
			"liga:3f-superliga",
			"liga:europa-league",
			"type:analyse",
			"taktik"
		],
		...img("superliga-action", "Spillere presser modstanderen højt oppe på banen"),
		publishedHoursAgo: 8,
		views: 3980,
		author: "Sofie Lund"
	},
	{
		slug: "dodbold-revolutionen-hvad-superligaen-kan-laere-af-premier-league",
		title: "Dødbold-revolutionen: Hvad Superligaen kan lære af Premier League",
		excerpt: "Dødbolde står for en stor del af målene i moderne fodbold. Arsenal og FC Midtjylland har vist vejen med specialister – og flere klubber følger trop.",
		content: md("Et hjørnespark var engang en tilfældig chance. I dag er det en nøje indøvet manøvre med blokeringer, løbemønstre og afleveringer, der er trænet igennem i mindste detalje.", "I Premier League er udviklingen tydelig. Arsenal hentede i 2021 dødboldstræner Nicolas Jover fra Manchester City, og holdet er siden blevet et af ligaens farligste på hjørnespark.", "## Dansk pionerarbejde", "Herhjemme var FC Midtjylland blandt de første klubber i Europa, der for alvor satsede på dødbolde og data. Klubben ansatte specialister og brugte analyser til at finde de bevægelser, der gav de bedste chancer.", "## Hvorfor virker det?", "Dødbolde er de situationer i fodbold, man bedst kan kontrollere. Bolden ligger stille, spillerne står i faste positioner, og et godt indøvet mønster kan give en fordel, som modstanderen har svært ved at forsvare sig imod.", "- Blokeringer, der frigør holdets bedste hovedstødsspiller\n- Indadskruede hjørnespark mod første stolpe\n- Varianter med korte hjørnespark, der trækker forsvaret ud af position", "Flere Superliga-klubber har nu ansat trænere med fokus på dødbolde. Det er en billig investering sammenlignet med en ny angriber – og kan være forskellen på en medalje og en plads midt i tabellen."),
		category: "Analyse",
		tags: [
			"klub:arsenal",
			"klub:fc-midtjylland",
			"klub:manchester-city",
			"liga:premier-league",
			"liga:3f-superliga",
			"type:analyse",
			"taktik"
		],
		...img("premier-league-action", "Spillere stiller op i feltet før et hjørnespark"),
		publishedHoursAgo: 41,
		views: 2210,
		author: "Jonas Holm"
	},
	{
		slug: "hojlund-og-kunsten-at-spille-som-moderne-nummer-ni",
		title: "Højlund og kunsten at spille som moderne nummer ni",
		excerpt: "Rasmus Højlund kombinerer fart, fysik og dybdeløb. Vi ser på, hvad der kræves af en moderne angriber, og hvorfor rollen er så krævende i Premier League.",
		content: md("Rasmus Højlund er gået fra talent i FC København til angriber på det højeste niveau på rekordtid. Hans udvikling siger meget om, hvad der kræves af en moderne nummer ni.", "Hvor klassiske angribere tidligere blev målt næsten udelukkende på mål, skal en angriber i dag bidrage til pres, opspil og kombinationer. Det gælder ikke mindst i Premier League, hvor tempoet er højt, og forsvarerne er blandt verdens bedste.", "## Styrkerne", "- **Fart i dybden:** Højlund truer konstant bag forsvaret og tvinger modstanderen til at stå dybere\n- **Fysik:** Han kan holde på bolden med ryggen til mål og vinde dueller mod store forsvarere\n- **Pres:** Han er en aktiv del af holdets arbejde uden bold", "## Udfordringerne", "Som ung angriber på et stort hold er der et konstant pres for at levere. Perioder uden scoringer bliver analyseret i detaljer, og det kræver mental styrke at holde fokus på udviklingen.", "Samtidig afhænger en angribers målproduktion i høj grad af holdets spil. Får angriberen ikke bolden i de rigtige situationer, kan selv den bedste afslutter få svært ved at score.", "> En angriber bliver målt på mål, men trænerne ser på alt det andet: bevægelserne, presset og det, der skaber plads til andre, siger en dansk angrebstræner om rollen.", "For landsholdet er Højlunds udvikling afgørende. Han er den naturlige spydspids i mange år frem, og jo mere komplet han bliver, desto farligere bliver Danmark."),
		category: "Analyse",
		tags: [
			"spiller:rasmus-hojlund",
			"position:angreb",
			"nationalitet:dansk",
			"klub:manchester-united",
			"klub:danmark-landshold",
			"liga:premier-league",
			"type:analyse"
		],
		...img("premier-league-action", "Angriber i fuld fart mod mål i en Premier League-kamp"),
		publishedHoursAgo: 96,
		views: 6650,
		author: "Mads Kjær"
	},
	{
		slug: "saadan-laeser-du-xg",
		title: "Sådan læser du xG – og derfor fortæller tallet ikke hele historien",
		excerpt: "Expected goals er blevet en fast del af fodboldsproget. Vi forklarer, hvordan xG beregnes, hvad det kan bruges til – og hvor tallet kommer til kort.",
		content: md("Expected goals, eller xG, er blevet et af de mest brugte tal i moderne fodbold. Det dukker op i tv-grafikker, analyser og diskussioner på sociale medier. Men hvad betyder det egentlig?", "## Hvad er xG?", "xG er et mål for, hvor stor sandsynligheden er for, at en afslutning ender i mål. Tallet ligger mellem 0 og 1. Et straffespark har typisk en værdi på omkring 0,76, mens et skud fra 30 meter måske kun har 0,03.", "Modellen bygger på tusindvis af tidligere afslutninger. Den ser blandt andet på afstand, vinkel, om det var et hovedstød, og hvilken type aflevering der gik forud.", "## Hvad kan man bruge det til?", "- At vurdere, om et hold skaber gode chancer over tid\n- At se, om en angriber scorer mere eller mindre end forventet\n- At finde spillere, der kommer til mange gode chancer, selv om de ikke scorer", "## Begrænsningerne", "xG fortæller ikke alt. Tallet tager ikke højde for den enkelte afslutters kvalitet, og det fanger ikke de situationer, hvor en angriber var tæt på at komme til en afslutning, men hvor bolden aldrig nåede frem.", "Over en enkelt kamp kan xG være misvisende. Det er først over mange kampe, at tallet for alvor giver mening – og selv da bør det bruges sammen med øjnene og ikke i stedet for dem."),
		category: "Analyse",
		tags: [],
		...img("bold-naerbillede", "Fodbold på kridtstregen i straffesparksfeltet"),
		publishedHoursAgo: 300,
		views: 1870,
		author: "Sofie Lund"
	},
	{
		slug: "bodo-glimt-modellen-hvad-kan-danske-klubber-laere",
		title: "Bodø/Glimt-modellen: Hvad kan danske klubber lære?",
		excerpt: "Bodø/Glimt er gået fra provinsklub til europæisk succes. Vi ser på klubbens metoder, og hvad danske klubber kan lære af naboerne mod nord.",
		content: md("For få år siden var Bodø/Glimt en lille klub fra det nordlige Norge, som de færreste uden for Skandinavien kendte. I dag er klubben et af de mest omtalte eksempler på, hvordan man kan skabe succes med begrænsede midler.", "Bodø ligger nord for polarcirklen, og klubben spiller på kunstgræs på Aspmyra Stadion. Det er ikke ligefrem de rammer, man forbinder med europæisk topfodbold – men resultaterne taler for sig selv.", "## De europæiske nætter", "Klubben vakte opsigt i hele Europa, da den i efteråret 2021 slog AS Roma 6-1 i Conference League. Siden er Glimt nået langt i Europa League, hvor holdet har slået klubber med langt større budgetter.", "## Mental træning og en klar spillestil", "Under cheftræner Kjetil Knutsen har Glimt spillet en offensiv og modig fodbold med høj intensitet. Klubben har samtidig arbejdet målrettet med den mentale del og har blandt andet haft en tidligere jagerpilot tilknyttet som mental træner.", "- En tydelig spillestil, der gælder for hele klubben\n- Fokus på udvikling frem for dyre indkøb\n- Mental træning som en fast del af hverdagen", "## Lektien for Danmark", "Danske klubber har mange af de samme forudsætninger som Glimt: begrænsede budgetter, et lille hjemmemarked og en konstant risiko for at miste de bedste spillere. Glimt viser, at en klar identitet og tålmodighed kan flytte mere end penge."),
		category: "Analyse",
		tags: [
			"klub:bodo-glimt",
			"nationalitet:norsk",
			"liga:conference-league",
			"liga:europa-league",
			"type:analyse",
			"taktik"
		],
		...img("europa-aften-action", "Hovedstødsduel i en europæisk kamp under projektørlys"),
		publishedHoursAgo: 650,
		views: 2460,
		author: "Jonas Holm"
	},
	{
		slug: "andreas-christensen-og-den-spanske-skole",
		title: "Andreas Christensen og den spanske skole: Forsvarsspil med bolden",
		excerpt: "Andreas Christensen er en af de mest boldsikre forsvarere i europæisk fodbold. Vi ser på, hvorfor han passer så godt ind i FC Barcelonas spillestil.",
		content: md("Andreas Christensen har altid været en anderledes forsvarer. Hvor mange midterforsvarere gør sig bemærket med tacklinger og hovedstød, er han kendt for sin ro med bolden og sin evne til at læse spillet.", "Han forlod Brøndbys ungdomsafdeling som teenager og skiftede til Chelsea. Efter en lejeperiode i Borussia Mönchengladbach slog han igennem i London og vandt Champions League med Chelsea i 2021.", "## Skiftet til Barcelona", "I 2022 skiftede han på en fri transfer til FC Barcelona, hvor boldbesiddelse og opbygningsspil er en del af klubbens DNA. Her har han både spillet som midterforsvarer og på den defensive midtbane.", "## Det spanske forsvarsspil", "I spansk fodbold forventes forsvarerne at være den første del af angrebet. De skal kunne spille sig ud af presset, finde de rigtige vinkler og turde spille bolden frem gennem linjerne.", "- Han vælger ofte den sikre, men fremadrettede aflevering\n- Han positionerer sig, så han kan opsnappe bolden frem for at gå i tacklinger\n- Han kan rykke op på midtbanen, når holdet har bolden", "For landsholdet er Christensens profil værdifuld. En forsvarer, der kan sætte spillet i gang bagfra, gør det lettere for hele holdet at spille sig frem på jorden."),
		category: "Analyse",
		tags: [
			"spiller:andreas-christensen",
			"position:forsvar",
			"nationalitet:dansk",
			"klub:fc-barcelona",
			"klub:chelsea",
			"klub:brondby-if",
			"liga:la-liga",
			"type:analyse"
		],
		...img("champions-league-aften", "Stadion badet i projektørlys før en storkamp"),
		publishedHoursAgo: 560,
		views: 1590,
		author: "Sofie Lund"
	},
	{
		slug: "el-clasico-rivaliseringen-hvor-laudrup-vandt-5-0-med-begge-hold",
		title: "El Clásico: Rivaliseringen, hvor Michael Laudrup vandt 5-0 med begge hold",
		excerpt: "Real Madrid mod FC Barcelona er en af verdens mest sete klubkampe. Vi ser på rivaliseringens historie og på danskeren, der vandt 5-0 med begge klubber.",
		content: md("Når Real Madrid og FC Barcelona mødes, ser millioner af mennesker med over hele verden. El Clásico er mere end en fodboldkamp – det er et opgør mellem to byer, to identiteter og to af verdens største klubber.", "## Politik og identitet", "Rivaliseringen har rødder langt tilbage i spansk historie. Under Franco-diktaturet blev Barcelona for mange et symbol på catalansk identitet, mens Real Madrid blev forbundet med hovedstaden og magten. Den fortælling præger stadig opgøret.", "## Skiftene, der skabte fjendskab", "Få ting har ophidset fansene mere end spillere, der har skiftet direkte mellem klubberne. Luís Figos skifte fra Barcelona til Real Madrid i 2000 er det mest berømte eksempel, og han blev mødt med øredøvende piftekoncerter, da han vendte tilbage til Camp Nou.", "## Den danske forbindelse", "Michael Laudrup har en helt særlig plads i El Clásicos historie. I januar 1994 var han med, da Barcelona vandt 5-0 over Real Madrid. Et år senere havde han skiftet til Madrid – og var med, da Real vandt 5-0 over Barcelona.", "- Laudrup spillede for Barcelona fra 1989 til 1994\n- Han skiftede til Real Madrid i 1994 og blev spansk mester med klubben i 1995\n- Han regnes stadig for en af de mest elegante udlændinge i spansk fodbolds historie", "Messi- og Ronaldo-æraen løftede opgøret til nye højder i 2010'erne, og i dag fortsætter rivaliseringen med en ny generation af stjerner. El Clásico er og bliver en af fodboldens helt store begivenheder."),
		category: "Analyse",
		tags: [
			"liga:la-liga",
			"klub:real-madrid",
			"klub:fc-barcelona",
			"spiller:michael-laudrup",
			"type:historie",
			"klassiker"
		],
		...img("champions-league-aften", "Udsolgt stadion en aften med storkamp i Spanien"),
		publishedHoursAgo: 380,
		views: 2780,
		author: "Line Bech"
	},
	{
		slug: "arven-fra-sommeren-2021",
		title: "Arven fra sommeren 2021: Da Danmark samlede sig om landsholdet",
		excerpt: "EM 2021 begyndte med chok i Parken og endte med en semifinale på Wembley. Vi ser tilbage på sommeren, der samlede Danmark om landsholdet.",
		content: md("Sommeren 2021 blev en af de mest bevægende i dansk fodboldhistorie. EM-slutrunden, der var udsat et år på grund af coronapandemien, begyndte med et chok og endte med en semifinale på Wembley.", "## Chokket i Parken", "I den første kamp mod Finland faldt Christian Eriksen om med hjertestop kort før pausen. Lægerne fik ham genoplivet på banen, mens holdkammeraterne dannede en mur omkring ham. Kampen blev senere spillet færdig, og Danmark tabte 0-1.", "Efter et nederlag til Belgien i Parken, hvor kampen blev stoppet i det 10. minut for at hylde Eriksen, så det svært ud. Men en 4-1-sejr over Rusland sendte Danmark videre fra gruppen.", "## Den lange rejse", "- **Ottendedelsfinalen:** 4-0 over Wales i Amsterdam\n- **Kvartfinalen:** 2-1 over Tjekkiet i Baku\n- **Semifinalen:** 1-2 efter forlænget spilletid mod England på Wembley", "I semifinalen bragte Mikkel Damsgaard Danmark foran på et flot frispark. England udlignede på et selvmål, og i den forlængede spilletid afgjorde Harry Kane kampen på et returskud, efter at Kasper Schmeichel havde reddet hans straffespark.", "## Mere end fodbold", "Landsholdet under Kasper Hjulmand blev hyldet for måden, det håndterede situationen omkring Eriksen på. Anfører Simon Kjær og det medicinske team modtog senere UEFA's præsidentpris for deres indsats.", "Arven fra den sommer lever stadig. Mange af spillerne fra dengang er fortsat en del af landsholdet, og fællesskabet mellem hold og fans er blevet et varemærke."),
		category: "EM",
		tags: [
			"klub:danmark-landshold",
			"klub:england-landshold",
			"spiller:christian-eriksen",
			"spiller:mikkel-damsgaard",
			"spiller:kasper-schmeichel",
			"spiller:simon-kjaer",
			"type:historie",
			"em"
		],
		...img("landshold-fans", "Roligans i rødt og hvidt synger på tribunen"),
		publishedHoursAgo: 46,
		views: 3760,
		author: "Mads Kjær"
	},
	{
		slug: "em-2024-i-tilbageblik",
		title: "EM 2024 i tilbageblik: Tre uafgjorte og et farvel i Dortmund",
		excerpt: "Danmark gik videre fra gruppen ved EM 2024 uden at vinde en kamp. I ottendedelsfinalen mod værtsnationen Tyskland sluttede eventyret i Dortmund.",
		content: md("Danmark rejste til EM 2024 i Tyskland med store ambitioner, men turneringen blev en blandet oplevelse. Holdet spillede uafgjort i alle tre gruppekampe og gik videre, før eventyret sluttede mod værtsnationen i ottendedelsfinalen.", "## Gruppespillet", "- **Slovenien:** 1-1 i Stuttgart\n- **England:** 1-1 i Frankfurt\n- **Serbien:** 0-0 i München", "Christian Eriksen scorede i den første kamp, tre år efter hjertestoppet i Parken, og Morten Hjulmand udlignede mod England med et drøn fra lang afstand. Mod Serbien lykkedes det ikke at score, men uafgjort var nok til at sikre avancement.", "## Ottendedelsfinalen i Dortmund", "Kampen mod Tyskland blev afbrudt i første halvleg på grund af tordenvejr. Efter pausen troede Danmark, at Joachim Andersen havde bragt holdet foran, men målet blev annulleret for offside efter en VAR-gennemgang.", "Kort efter dømte dommeren straffespark til Tyskland for hånd på Andersen, også efter VAR. Kai Havertz scorede, og Jamal Musiala satte det endelige punktum til 2-0.", "## Hvad nu?", "Efter turneringen valgte Kasper Hjulmand at stoppe som landstræner. Han havde ført holdet til semifinalen ved EM 2021. Posten gik senere til Brian Riemer, der blandt andet har været assistenttræner i Brentford og cheftræner i Anderlecht.", "Turneringen efterlod en følelse af, at holdet manglede skarphed foran mål. Den udfordring er stadig en af de vigtigste for landsholdet at løse."),
		category: "EM",
		tags: [
			"klub:danmark-landshold",
			"klub:england-landshold",
			"spiller:christian-eriksen",
			"spiller:morten-hjulmand",
			"spiller:joachim-andersen",
			"type:historie",
			"em"
		],
		...img("landshold-fans", "Danske fans med flag på et tysk stadion"),
		publishedHoursAgo: 150,
		views: 4120,
		author: "Sofie Lund"
	},
	{
		slug: "kvindelandsholdet-og-minderne-fra-em-finalen-i-2017",
		title: "Kvindelandsholdet og minderne fra EM-finalen i 2017",
		excerpt: "I 2017 spillede Danmarks kvinder sig hele vejen til EM-finalen i Holland. Vi ser tilbage på turneringen, der satte kvindefodbold på dagsordenen.",
		content: md("Sommeren 2017 blev et vendepunkt for dansk kvindefodbold. Ved EM-slutrunden i Holland spillede landsholdet sig hele vejen til finalen og samlede et stort publikum foran skærmene derhjemme.", "Danmark gik videre fra gruppen efter sejre over Belgien og Norge og et knebent nederlag til værtsnationen Holland. I kvartfinalen ventede de regerende mestre fra Tyskland.", "## Sejren over Tyskland", "Kvartfinalen blev udsat en dag på grund af voldsomt regnvejr. Da kampen endelig blev spillet, vendte Danmark et 0-1-nederlag til en sejr på 2-1 og satte dermed en stopper for Tysklands lange række af EM-titler.", "I semifinalen mod Østrig endte kampen 0-0, og Danmark vandt straffesparkskonkurrencen. Dermed var holdet i finalen i Enschede.", "## Finalen", "Finalen mod Holland blev en målrig affære. Nadia Nadim scorede på straffespark, og Pernille Harder udlignede til 2-2, men værtsnationen trak fra og vandt 4-2.", "> Holdet fra 2017 viste en hel generation af piger, at landsholdet var noget, man kunne drømme om, lyder det ofte fra trænere i de danske klubber.", "Turneringen blev startskuddet til en større debat om vilkårene for kvindefodbold i Danmark – en debat, der har været med til at forbedre forholdene for de næste generationer."),
		category: "EM",
		tags: [
			"klub:danmark-landshold",
			"spiller:pernille-harder",
			"spiller:nadia-nadim",
			"nationalitet:dansk",
			"type:historie",
			"kvindefodbold"
		],
		...img("landshold-jubel", "Landsholdsspillere i rødt jubler sammen efter en scoring"),
		publishedHoursAgo: 700,
		views: 1120,
		author: "Sofie Lund"
	},
	{
		slug: "vm-2026-saadan-bliver-slutrunden-med-48-hold",
		title: "VM 2026: Sådan bliver den nye slutrunde med 48 hold",
		excerpt: "VM 2026 bliver det største nogensinde med 48 hold og 104 kampe i USA, Canada og Mexico. Her er overblikket over det nye format og vejen til finalen.",
		content: md("Når VM 2026 sparkes i gang, bliver det den største slutrunde i turneringens historie. For første gang deltager 48 hold, og kampene spilles i tre lande: USA, Canada og Mexico.", "## Det nye format", "De 48 hold fordeles i 12 grupper med fire hold i hver. De to bedste fra hver gruppe går videre sammen med de otte bedste treere, og dermed får turneringen en ny runde med 32 hold, før ottendedelsfinalerne går i gang.", "**VM 2026 i tal:**", "- 48 hold\n- 104 kampe\n- 16 værtsbyer i tre lande\n- Finalen spilles i New York/New Jersey", "## Flere kampe, længere turnering", "Med flere hold følger også flere kampe. Et hold, der går hele vejen til finalen, skal spille otte kampe – én mere end ved tidligere slutrunder. Det stiller store krav til truppernes bredde og restitution.", "## Danmarks vej", "Danmark skal igennem den europæiske kvalifikation for at komme med. Europa har fået flere pladser end tidligere, men konkurrencen er stadig hård, og ingen kampe kan tages for givet.", "Afstandene i Nordamerika bliver også en faktor. Rejser mellem værtsbyerne kan tage mange timer, og klimaet varierer fra tør hede til høj luftfugtighed."),
		category: "VM",
		tags: [
			"klub:danmark-landshold",
			"type:nyhed",
			"vm"
		],
		...img("landshold-jubel", "Landsholdsspillere fejrer en sejr i en kvalifikationskamp"),
		publishedHoursAgo: 18,
		views: 5640,
		author: "Jonas Holm"
	},
	{
		slug: "vm-2022-hvad-gik-galt-for-danmark",
		title: "VM 2022 i Qatar: Hvad gik galt for Danmark?",
		excerpt: "Danmark rejste til VM i Qatar med store forventninger, men røg ud efter gruppespillet. Vi ser tilbage på en turnering, der aldrig rigtig kom i gang.",
		content: md("Danmark tog til VM i Qatar i efteråret 2022 som en af turneringens mørke heste. Holdet havde spillet en stærk EM-slutrunde året før og slået Frankrig to gange i Nations League. Men slutrunden blev en skuffelse.", "## Tre kampe, ét point", "- **Tunesien:** 0-0\n- **Frankrig:** 1-2\n- **Australien:** 0-1", "Mod Tunesien skabte Danmark chancer, men manglede skarphed. Mod de forsvarende verdensmestre fra Frankrig udlignede Andreas Christensen med et hovedstød, inden Kylian Mbappé afgjorde kampen. I den sidste kamp havde Danmark brug for en sejr over Australien, men tabte 0-1.", "## Årsagerne", "Flere forklaringer blev nævnt efter turneringen. Nogle nøglespillere kom til slutrunden uden at have spillet meget i deres klubber, og holdet fandt aldrig den intensitet, der havde kendetegnet det ved EM 2021.", "Slutrunden blev desuden spillet midt i den europæiske klubsæson, og forberedelsestiden var kortere end normalt. Det ramte mange hold, men Danmark var et af dem, der havde sværest ved at finde rytmen.", "## Mere end fodbold", "VM i Qatar var også præget af debat om menneskerettigheder og arbejdsforhold. DBU og spillerne markerede sig i debatten, og landsholdets trøjeleverandør lancerede en nedtonet trøje i protest.", "Turneringen blev en vigtig lærestreg: En god opbygning til en slutrunde er ingen garanti for succes, når det for alvor gælder."),
		category: "VM",
		tags: [
			"klub:danmark-landshold",
			"spiller:andreas-christensen",
			"type:historie",
			"vm"
		],
		...img("landshold-fans", "Danske fans på lægterne ved en VM-kamp"),
		publishedHoursAgo: 220,
		views: 2350,
		author: "Mads Kjær"
	},
	{
		slug: "vm-2018-straffesparksdramaet-i-nizhnij-novgorod",
		title: "VM 2018: Straffesparksdramaet i Nizhnij Novgorod",
		excerpt: "Kasper Schmeichel reddede tre straffespark mod Kroatien ved VM 2018, men det var ikke nok. Vi genoplever en af de mest dramatiske aftener i nyere tid.",
		content: md("Den 1. juli 2018 spillede Danmark en af de mest dramatiske kampe i landsholdets nyere historie. I ottendedelsfinalen ved VM i Rusland ventede Kroatien i Nizhnij Novgorod.", "Danmark var gået videre fra gruppen efter en sejr over Peru, uafgjort mod Australien og et målløst opgør mod Frankrig. Under landstræner Åge Hareide var holdet svært at slå og stærkt organiseret.", "## En eksplosiv start", "Kampen var kun et minut gammel, da Mathias Jørgensen bragte Danmark foran. Glæden varede kort: Mario Mandžukić udlignede få minutter senere, og derefter blev det en lang og taktisk kamp uden mange chancer.", "## Schmeichels aften", "I den forlængede spilletid fik Kroatien straffespark. Luka Modrić tog ansvaret, men Kasper Schmeichel reddede – og sendte kampen videre til straffesparkskonkurrence.", "Her reddede Schmeichel yderligere to straffespark. Men Kroatiens målmand Danijel Subašić var lige så stor og reddede tre af de danske forsøg. Ivan Rakitić scorede det afgørende straffespark til 3-2 i konkurrencen.", "- Kampen endte 1-1 efter forlænget spilletid\n- Schmeichel reddede tre straffespark i alt\n- Kroatien gik senere hele vejen til finalen", "> Schmeichels indsats den aften huskes som en af de største målmandspræstationer i dansk landsholdshistorie – selv om den endte med et nederlag.", "For Danmark var exitten bitter, men præstationen viste, at holdet kunne matche de bedste. Tre år senere var mange af de samme spillere med til at nå semifinalen ved EM."),
		category: "VM",
		tags: [
			"klub:danmark-landshold",
			"spiller:kasper-schmeichel",
			"spiller:christian-eriksen",
			"position:maalmand",
			"type:historie",
			"vm"
		],
		...img("historie-landshold", "Tilbageblik på landsholdets store slutrundeøjeblikke"),
		publishedHoursAgo: 800,
		views: 1690,
		author: "Jonas Holm"
	},
	{
		slug: "nations-league-mere-end-venskabskampe",
		title: "Nations League: Derfor er turneringen mere end venskabskampe",
		excerpt: "Nations League har erstattet mange af de gamle venskabskampe. Turneringen giver op- og nedrykning og en ekstra vej til de store slutrunder.",
		content: md("Da UEFA lancerede Nations League i 2018, var mange skeptiske. Var det ikke bare endnu en turnering i et i forvejen pakket kampprogram? Efter flere udgaver er svaret blevet tydeligere.", "## Sådan fungerer det", "Landene er inddelt i fire ligaer, A til D, efter styrke. Inden for hver liga spilles der i grupper, og holdene kan rykke op og ned mellem ligaerne afhængigt af resultaterne.", "- Liga A samler Europas stærkeste nationer\n- De bedste hold i Liga A spiller om titlen i et slutspil\n- De dårligste hold i hver gruppe rykker ned", "## Kampe, der betyder noget", "Den største gevinst er, at kampene betyder noget. I stedet for venskabskampe, hvor trænerne skifter hele holdet ud, spiller nationerne om point, placeringer og prestige.", "Turneringen er også koblet til kvalifikationen til de store slutrunder. Gode resultater kan give en ekstra chance via playoff, hvis kvalifikationen går skævt.", "Portugal vandt den første udgave i 2019, og siden har blandt andre Frankrig og Spanien løftet trofæet. For Danmark har turneringen givet kampe mod nogle af Europas bedste hold."),
		category: "Nations League",
		tags: [
			"klub:danmark-landshold",
			"type:analyse",
			"nations-league"
		],
		...img("landshold-jubel", "Landsholdet samlet på banen efter slutfløjt"),
		publishedHoursAgo: 26,
		views: 1780,
		author: "Sofie Lund"
	},
	{
		slug: "danmark-i-nations-league-gruppen-og-modstanderne",
		title: "Danmark i Nations League: Gruppen, modstanderne og målsætningen",
		excerpt: "Danmark skal måle sig med Spanien, Schweiz og Serbien i Nations Leagues Liga A. Vi ser på modstanderne, og hvad landsholdet kan få ud af gruppen.",
		content: md("Landsholdet skal i Nations League måle sig med tre stærke modstandere i Liga A. Spanien, Schweiz og Serbien venter i gruppen, og det bliver en hård test for holdet.", "## Modstanderne", "**Spanien** vandt EM 2024 med en ung og teknisk stærk generation. Holdet dominerer boldbesiddelsen og har spillere som Lamine Yamal og Pedri i centrum af spillet.", "**Schweiz** har i mange år været et af de mest stabile hold i Europa og nåede kvartfinalen ved EM 2024. Holdet er velorganiseret og svært at bryde ned.", "**Serbien** kender danskerne fra EM 2024, hvor kampen endte 0-0. Holdet har stor fysisk styrke og flere angribere fra de store europæiske ligaer.", "## Målsætningen", "For Danmark handler det om at blive i Liga A og helst kvalificere sig til slutspillet. Samtidig er kampene en vigtig mulighed for at indarbejde nye spillere mod stærk modstand."),
		category: "Nations League",
		tags: [
			"klub:danmark-landshold",
			"type:nyhed",
			"nations-league"
		],
		...noImage,
		publishedHoursAgo: 170,
		views: 2640,
		author: "Mads Kjær"
	},
	{
		slug: "superligaens-slutspil-saadan-fungerer-mesterskabsspillet",
		title: "Superligaens slutspil: Sådan fungerer mesterskabsspillet",
		excerpt: "Efter 22 runder deles Superligaen i to. Her er forklaringen på mesterskabsspillet, nedrykningsspillet og kampen om de europæiske pladser.",
		content: md("3F Superligaen spilles i to faser. Først møder alle 12 hold hinanden ude og hjemme i grundspillet, som består af 22 runder. Derefter deles ligaen i to grupper på seks hold.", "## Mesterskabsspillet", "De seks bedste hold går videre til mesterskabsspillet, hvor de møder hinanden to gange mere. Pointene fra grundspillet følger med, så et godt udgangspunkt er guld værd.", "Her afgøres ikke kun mesterskabet, men også medaljerne og de fleste af de europæiske pladser. Vinderen får en plads i kvalifikationen til Champions League.", "## Nedrykningsspillet", "De seks hold under stregen spiller i nedrykningsspillet. Her handler det om at undgå de to sidste pladser, som betyder nedrykning til Betinia Liga.", "- 12 hold i grundspillet\n- 22 runder, før ligaen deles\n- 10 runder i både mesterskabs- og nedrykningsspillet\n- Alle point følger med", "Formatet sikrer spænding til det sidste i begge ender af tabellen. Kampene i slutspillet er ofte blandt sæsonens mest intense."),
		category: "3F Superliga",
		tags: [
			"liga:3f-superliga",
			"liga:betinia-liga",
			"liga:champions-league",
			"type:nyhed"
		],
		...img("superliga-action", "Superliga-spillere i kamp om bolden på midtbanen"),
		publishedHoursAgo: 22,
		views: 2980,
		author: "Jonas Holm"
	},
	{
		slug: "fc-fredericia-drommer-stort",
		title: "FC Fredericia drømmer stort: Den lille klub med de store ambitioner",
		excerpt: "FC Fredericia har i flere sæsoner været med i toppen af Betinia Liga. Klubben drømmer om Superligaen og bygger på lokale talenter og et stærkt fællesskab.",
		content: md("I Trekantområdet er der en klub, der drømmer om at tage det store spring. FC Fredericia har i flere sæsoner været med i toppen af Betinia Liga, og målet er klart: Superligaen.", "Klubben har ikke de største økonomiske muskler, men har i stedet bygget en stærk kultur og en tydelig spillestil. Mange af spillerne er lokale eller kommer fra klubber i regionen.", "## Monjasa Park som fæstning", "På hjemmebanen Monjasa Park er stemningen tæt og intens. Stadion er ikke stort, men tilskuerne er tæt på banen, og det har gjort det svært for mange modstandere at hente point.", "> Vi har ikke råd til at købe os til succes. Derfor skal vi være bedre til at udvikle spillere end andre, lyder det fra klubbens ledelse.", "## Hvad kræver en oprykning?", "Skal FC Fredericia i Superligaen, kræver det stabilitet over en hel sæson. Betinia Liga er kendt for at være jævnbyrdig, og selv de bedste hold taber ofte point til modstandere længere nede i tabellen.", "Lykkes det, vil det være en milepæl for både klubben og byen – og et bevis på, at der stadig er plads til de små i dansk fodbold."),
		category: "3F Superliga",
		tags: [
			"klub:fc-fredericia",
			"liga:betinia-liga",
			"type:nyhed",
			"talent"
		],
		...img("superliga-action", "Spillere i duel om bolden på en dansk bane"),
		publishedHoursAgo: 62,
		views: 890,
		author: "Sofie Lund"
	},
	{
		slug: "sonderjyske-tilbage-i-det-gode-selskab",
		title: "Sønderjyske tilbage i det gode selskab",
		excerpt: "Sønderjyske er tilbage i Superligaen efter tiden i den næstbedste række. Klubben fra Haderslev vil etablere sig blandt de bedste med et realistisk budget.",
		content: md("Sønderjyske er tilbage i Superligaen, og i Haderslev er forventningerne store. Efter tiden i den næstbedste række vil klubben nu vise, at den hører til blandt de bedste.", "Klubben har tidligere haft gode perioder i Superligaen og vandt i 2020 DBU Pokalen – den første store titel i klubbens historie. Det er minder, der lever videre blandt fansene på Sydbank Park.", "## En realistisk plan", "Ledelsen har været tydelig: Målet er først og fremmest at blive i ligaen. Det kræver et stabilt forsvar, en stærk hjemmebane og evnen til at hente point mod de direkte konkurrenter.", "- Overlevelse er første mål\n- Sydbank Park skal være en svær hjemmebane at gæste\n- Unge spillere fra regionen skal have en chance", "## Oprykkernes udfordring", "Det er aldrig let at rykke op. Tempoet er højere, fejl bliver straffet hårdere, og budgetterne er større hos de etablerede klubber. Mange oprykkere har haft svært ved den første sæson.", "Men Sønderjyske har erfaringen og et stærkt fællesskab i landsdelen. Får holdet en god start, kan det blive en sæson, der overrasker mange."),
		category: "3F Superliga",
		tags: [
			"klub:sonderjyske",
			"liga:3f-superliga",
			"liga:betinia-liga",
			"type:nyhed"
		],
		...noImage,
		publishedHoursAgo: 130,
		views: 1340,
		author: "Jonas Holm"
	},
	{
		slug: "ob-og-drommen-om-comebacket",
		title: "OB og drømmen om comebacket",
		excerpt: "OB rykkede ud af Superligaen i 2024 og vil tilbage hurtigst muligt. Vi ser på klubbens plan, og hvad der skal til for at vende tilbage til toppen.",
		content: md("Det var et tungt slag for Odense, da OB i 2024 rykkede ud af Superligaen. Klubben med tre danske mesterskaber og en stor fanbase måtte se i øjnene, at næste sæson skulle spilles i den næstbedste række.", "Siden har målet været klart: OB skal tilbage hurtigst muligt. Klubben har bevaret en stor del af truppen og suppleret med spillere, der kender til kampen om oprykning.", "## Nature Energy Park som trumfkort", "OB har et af de største stadioner uden for hovedstadsområdet, og tilskuertallet i Betinia Liga har været imponerende. For mange modstandere er kampen i Odense sæsonens største oplevelse.", "## Presset fra forventningerne", "Men forventninger kan også være en byrde. Når man er favorit, vil alle modstandere slå én, og hvert pointtab bliver analyseret i detaljer.", "> Vi ved godt, at vi bliver målt på oprykning. Det skal vi kunne bære, lyder det fra klubbens ledelse.", "Lykkes det, venter en ny start i Superligaen – og en chance for at bygge videre med de erfaringer, som nedrykningen har givet."),
		category: "3F Superliga",
		tags: [
			"klub:ob",
			"liga:betinia-liga",
			"liga:3f-superliga",
			"type:nyhed"
		],
		...img("bold-naerbillede", "Fodbold klar til afspark på midterlinjen"),
		publishedHoursAgo: 360,
		views: 1050,
		author: "Mads Kjær"
	},
	{
		slug: "inverterede-backs-trenden-der-har-aendret-premier-league",
		title: "Inverterede backs: Trenden, der har ændret Premier League",
		excerpt: "Backs, der rykker ind på midtbanen, er blevet et kendetegn i Premier League. Vi forklarer idéen, og hvorfor City og Arsenal har gjort den populær.",
		content: md("For få år siden var backens opgave ganske enkel: forsvare på kanten og løbe op ad linjen for at slå indlæg. I dag er rollen langt mere kompleks – og i Premier League er den såkaldte inverterede back blevet et kendt fænomen.", "## Hvad er en inverteret back?", "En inverteret back rykker ind på midtbanen, når holdet har bolden, i stedet for at løbe op ad kanten. Det giver en ekstra spiller centralt og gør det lettere at kontrollere boldbesiddelsen.", "## Guardiolas idé", "Pep Guardiola har gjort idéen kendt i Manchester City, hvor flere backs har spillet rollen. I Arsenal har Mikel Arteta brugt en lignende model, blandt andet med Oleksandr Zinchenko, og i Liverpool har Trent Alexander-Arnold i perioder rykket ind på midtbanen.", "**Fordelene:**", "- Flere spillere centralt giver bedre kontrol\n- Holdet er bedre organiseret, hvis bolden mistes\n- Kantspillerne får mere plads i en mod en-situationer", "## Ulemperne", "Rollen stiller store krav til backens tekniske evner. Han skal kunne modtage bolden under pres og orientere sig i trange rum. Samtidig kan der opstå huller på kanterne, hvis modstanderen kontrer hurtigt.", "Trenden har spredt sig til andre ligaer, også Superligaen, hvor flere trænere eksperimenterer med backs, der spiller en mere central rolle."),
		category: "Premier League",
		tags: [
			"liga:premier-league",
			"klub:manchester-city",
			"klub:arsenal",
			"klub:liverpool",
			"position:forsvar",
			"type:analyse",
			"taktik"
		],
		...img("premier-league-action", "Back rykker ind på midtbanen med bolden"),
		publishedHoursAgo: 14,
		views: 3340,
		author: "Sofie Lund"
	},
	{
		slug: "danskerne-i-premier-league-et-overblik",
		title: "Danskerne i Premier League: Et overblik over landsmændene",
		excerpt: "Danske spillere har sat deres præg på Premier League. Vi giver overblikket over landsmændene, deres roller og de danske traditioner i engelsk fodbold.",
		content: md("Danske spillere har en lang tradition i engelsk fodbold. Fra Peter Schmeichel i Manchester Uniteds mål i 1990'erne til nutidens landsholdsspillere har Premier League været et naturligt mål for mange danske profiler.", "## Målmændene", "Peter Schmeichel er stadig en af de mest respekterede målmænd i ligaens historie, og hans søn Kasper Schmeichel skrev sig ind i historiebøgerne, da han vandt mesterskabet med Leicester City i 2016.", "## Midtbanens dirigenter", "Christian Eriksen har spillet for Tottenham Hotspur, Brentford og Manchester United og har været en af ligaens mest kreative midtbanespillere. Pierre-Emile Højbjerg var i flere år en fast del af Tottenhams midtbane efter tiden i Southampton.", "## Brentford-forbindelsen", "Brentford har haft en særlig dansk profil. Thomas Frank stod i en lang periode i spidsen for klubben, og spillere som Christian Nørgaard og Mikkel Damsgaard har spillet centrale roller på holdet.", "- Rasmus Højlund er en af de seneste danske angribere i ligaen\n- Flere unge danskere spiller i Championship og banker på\n- Danske trænere og analytikere arbejder også i ligaen", "Premier League er verdens mest sete liga, og danske spillere har over tid bidraget med både mål, redninger og lederskab. Traditionen ser ud til at fortsætte mange år endnu."),
		category: "Premier League",
		tags: [
			"liga:premier-league",
			"liga:championship",
			"klub:manchester-united",
			"klub:tottenham-hotspur",
			"klub:brentford",
			"spiller:christian-eriksen",
			"spiller:pierre-emile-hojbjerg",
			"spiller:kasper-schmeichel",
			"spiller:rasmus-hojlund",
			"nationalitet:dansk",
			"type:analyse"
		],
		...img("premier-league-action", "Dansk spiller i aktion i en Premier League-kamp"),
		publishedHoursAgo: 58,
		views: 4870,
		author: "Mads Kjær"
	},
	{
		slug: "newcastle-og-aston-villa-de-nye-kraefter-i-toppen",
		title: "Newcastle og Aston Villa: De nye kræfter i toppen af Premier League",
		excerpt: "Newcastle United og Aston Villa har udfordret de etablerede storklubber. Vi ser på de to projekter, og hvad der skal til for at blive i toppen.",
		content: md("I mange år har Premier League været domineret af de såkaldte seks store: Arsenal, Chelsea, Liverpool, Manchester City, Manchester United og Tottenham Hotspur. Men i de seneste sæsoner har to klubber for alvor udfordret hierarkiet.", "## Newcastles nye æra", "Efter ejerskiftet i 2021 fik Newcastle United nye økonomiske muskler. Under manager Eddie Howe har holdet udviklet sig til et intenst og fysisk stærkt mandskab, der i 2023-24 spillede i Champions League for første gang i to årtier.", "## Emerys Aston Villa", "Aston Villa er under Unai Emery gået fra den nederste halvdel af tabellen til Champions League. Spanieren har givet holdet en klar struktur og en høj forsvarslinje, som modstanderne har haft svært ved at løse.", "**Fælles for de to projekter:**", "- Ejere med langsigtede planer\n- Trænere med en tydelig spillestil\n- Kloge indkøb frem for de dyreste navne", "Udfordringen er at blive i toppen. Premier Leagues økonomiske regler begrænser, hvor meget klubberne kan bruge, og konkurrencen om Champions League-pladserne er hårdere end nogensinde."),
		category: "Premier League",
		tags: [
			"liga:premier-league",
			"liga:champions-league",
			"klub:newcastle-united",
			"klub:aston-villa",
			"klub:chelsea",
			"klub:tottenham-hotspur",
			"type:analyse"
		],
		...img("premier-league-action", "Kantspiller udfordrer sin back i en engelsk ligakamp"),
		publishedHoursAgo: 270,
		views: 2060,
		author: "Jonas Holm"
	},
	{
		slug: "brentford-og-brighton-klubberne-der-slaar-de-rige-med-data",
		title: "Brentford og Brighton: Klubberne, der slår de rige med data",
		excerpt: "Brentford og Brighton har etableret sig i Premier League uden de største budgetter. Nøglen er data, klog rekruttering og modet til at sælge på toppen.",
		content: md("Brentford og Brighton & Hove Albion hører ikke til de rigeste klubber i Premier League. Alligevel har de etableret sig i ligaen og ofte overrasket de store. Hemmeligheden hedder data – og mod.", "## Ejere med baggrund i tal", "Begge klubber ejes af mænd med en fortid i sportsbetting og statistik: Matthew Benham i Brentford og Tony Bloom i Brighton. De har bygget organisationer, hvor analyser spiller en central rolle i alt fra rekruttering til taktik.", "## Køb billigt, sælg dyrt", "Brighton har gentagne gange købt spillere for relativt små beløb og solgt dem videre for store summer. Moisés Caicedo og Alexis Mac Allister er blot to eksempler på spillere, der blev udviklet i klubben og solgt til rivalerne.", "Brentford rykkede op fra Championship i 2021 under danske Thomas Frank og har siden haft en stærk dansk forbindelse i truppen. Klubben har også haft tætte bånd til FC Midtjylland, som i en periode havde samme hovedaktionær.", "- Datadrevet scouting på tværs af mange ligaer\n- Fokus på spillere med potentiale for videresalg\n- En tydelig spillestil, som nye spillere hurtigt kan passe ind i", "For danske klubber er modellerne interessante. De viser, at man ikke behøver de største budgetter for at klare sig – men at det kræver en klar plan og tålmodighed."),
		category: "Premier League",
		tags: [
			"liga:premier-league",
			"liga:championship",
			"klub:brentford",
			"klub:brighton",
			"klub:fc-midtjylland",
			"transfer:solgt",
			"type:analyse"
		],
		...img("transfer-praesentation", "Ny spiller præsenteres foran tribunen"),
		publishedHoursAgo: 420,
		views: 1810,
		author: "Sofie Lund"
	},
	{
		slug: "champions-league-saadan-fungerer-ligafasen",
		title: "Champions League: Sådan fungerer ligafasen med 36 hold",
		excerpt: "Champions League har skiftet gruppespillet ud med en ligafase med 36 hold. Vi forklarer formatet, playoff-runden og den lange vej til finalen.",
		content: md("Fra sæsonen 2024-25 har Champions League fået et nyt format. Det klassiske gruppespil med fire hold i hver gruppe er erstattet af en stor ligafase, hvor alle 36 hold er samlet i én tabel.", "## Otte kampe mod otte modstandere", "Hvert hold spiller otte kampe i ligafasen – fire hjemme og fire ude – mod otte forskellige modstandere. Modstanderne findes ved lodtrækning fra fire seedningslag, så alle hold møder både stærke og svagere hold.", "## Hvem går videre?", "- Nummer 1-8 går direkte videre til ottendedelsfinalerne\n- Nummer 9-24 spiller en playoff-runde ude og hjemme\n- Nummer 25-36 er ude af Europa", "Det betyder, at der ikke længere er en tredjeplads, der sender holdet videre til Europa League. Til gengæld giver formatet flere kampe mellem de store klubber allerede tidligt i turneringen.", "## Kritikken", "Ikke alle er begejstrede. Flere trænere har påpeget, at formatet giver endnu flere kampe i en i forvejen presset kalender. Tilhængerne mener til gengæld, at der er spænding til det sidste, fordi næsten alle placeringer betyder noget.", "Real Madrid er turneringens mest vindende klub med 15 titler, senest efter finalen mod Borussia Dortmund på Wembley i 2024. Med det nye format er vejen mod finalen blevet længere – men målet er det samme."),
		category: "Champions League",
		tags: [
			"liga:champions-league",
			"liga:europa-league",
			"liga:la-liga",
			"klub:real-madrid",
			"klub:borussia-dortmund",
			"type:nyhed"
		],
		...img("champions-league-aften", "Stadion i projektørlys før en Champions League-kamp"),
		publishedHoursAgo: 10,
		views: 4230,
		author: "Jonas Holm"
	},
	{
		slug: "europaeiske-naetter-i-parken",
		title: "Europæiske nætter i Parken: Derfor betyder Champions League alt for FCK",
		excerpt: "FC København har skabt flere store europæiske aftener i Parken. Vi ser på klubbens historie i Champions League, og hvorfor turneringen er så vigtig.",
		content: md("Få ting skaber samme stemning i Parken som en Champions League-aften. Hymnen, projektørerne og fornemmelsen af at måle sig med Europas bedste gør kampene til noget helt særligt for både spillere og fans.", "## Sejren over United i 2006", "FC Københavns første store Champions League-øjeblik kom i 2006, hvor klubben spillede sig i gruppespillet og slog Manchester United 1-0 i Parken. Sejren blev et symbol på, at en dansk klub kunne slå en af verdens største.", "## Ottendedelsfinalen i 2011", "I sæsonen 2010-11 skrev FCK historie som den første danske klub i Champions Leagues ottendedelsfinaler. Modstanderen var Chelsea, og selv om londonerne gik videre, var det en milepæl for dansk klubfodbold.", "## Aftenen mod United i 2023", "Endnu en uforglemmelig aften kom i november 2023, hvor FCK vendte et 0-2-underskud og slog Manchester United 4-3 i en af de mest dramatiske kampe i Parkens historie. Klubben gik senere videre fra gruppen og mødte Manchester City i ottendedelsfinalen.", "## Pengene betyder meget", "Champions League er ikke kun prestige. Indtægterne fra turneringen er markant større end fra Europa League og Conference League, og for en dansk klub kan en enkelt sæson i turneringen give et økonomisk løft, der kan mærkes i flere år.", "- Startpenge for at deltage i ligafasen\n- Præmiepenge for sejre og uafgjorte\n- Tv-penge og billetindtægter fra udsolgte kampe", "> Det er de aftener, man husker. Når Parken koger, føles alt muligt, lyder det fra en fan, der har fulgt klubben siden begyndelsen.", "For FCK er Champions League derfor både et sportsligt mål og en økonomisk nødvendighed. Lykkes det ikke, venter Europa League eller Conference League – men hver sommer begynder jagten på en plads blandt de allerbedste forfra."),
		category: "Champions League",
		tags: [
			"klub:fc-kobenhavn",
			"klub:manchester-united",
			"klub:chelsea",
			"klub:manchester-city",
			"liga:champions-league",
			"liga:conference-league",
			"liga:3f-superliga",
			"type:historie"
		],
		...img("fck-jubel", "FC København-spillere jubler foran et fyldt Parken"),
		publishedHoursAgo: 84,
		views: 6980,
		author: "Mads Kjær"
	},
	{
		slug: "inter-milan-og-den-italienske-renaessance",
		title: "Inter, Milan og den italienske renæssance i Europa",
		excerpt: "Efter år i skyggen er italienske klubber igen med i toppen af Europa. Vi ser på Inter, Milan, Napoli og Juventus, og hvad der har ændret sig i Serie A.",
		content: md("I en årrække blev italiensk fodbold beskrevet som en liga i tilbagegang. De store stjerner søgte mod England og Spanien, og Serie A-klubberne havde svært ved at følge med økonomisk. Men de seneste sæsoner har vist en anden historie.", "## Tre italienske hold i kvartfinalerne", "I sæsonen 2022-23 havde Italien hele tre hold i Champions Leagues kvartfinaler: Inter, AC Milan og Napoli. Inter og Milan mødtes i semifinalen, og Inter nåede finalen i Istanbul, hvor Manchester City vandt 1-0.", "## Succes i de andre turneringer", "Også i Europa League og Conference League har de italienske klubber gjort sig gældende. AS Roma vandt den første udgave af Conference League i 2022, og Atalanta vandt Europa League i 2024 efter en finalesejr over Bayer Leverkusen.", "## Taktisk innovation", "Serie A har altid været kendt for taktisk dygtighed, og den tradition lever. Mange hold spiller med tre midterforsvarere og aggressive wingbacks, og de italienske trænere er blandt de mest eftertragtede i Europa.", "- Napoli vandt i 2023 sit første mesterskab siden Maradona-æraen\n- Juventus er fortsat ligaens mest vindende klub\n- Flere danske spillere har fundet vej til Serie A", "Den italienske renæssance handler ikke kun om resultater. Det handler også om en liga, der igen tiltrækker spændende spillere og trænere fra hele verden."),
		category: "Champions League",
		tags: [
			"liga:serie-a",
			"liga:champions-league",
			"liga:europa-league",
			"liga:conference-league",
			"klub:inter",
			"klub:ac-milan",
			"klub:napoli",
			"klub:juventus",
			"type:analyse"
		],
		...img("champions-league-aften", "Italiensk stadion fyldt til en europæisk aften"),
		publishedHoursAgo: 600,
		views: 1480,
		author: "Line Bech"
	},
	{
		slug: "tysk-fodbold-mellem-magt-og-fornyelse",
		title: "Bayern, Dortmund og Leverkusen: Tysk fodbold mellem magt og fornyelse",
		excerpt: "Bayern München har domineret Bundesliga i over et årti, men Leverkusen og Dortmund har udfordret magten. Vi ser på styrkeforholdet i tysk fodbold.",
		content: md("I over et årti var spørgsmålet i Bundesliga ikke, om Bayern München ville vinde mesterskabet, men hvornår. Klubben vandt 11 titler i træk fra 2013 til 2023 og satte dermed en rekord i de store europæiske ligaer.", "## Leverkusens historiske sæson", "I 2023-24 blev rækken brudt. Bayer Leverkusen vandt under Xabi Alonso sit første tyske mesterskab nogensinde – og gjorde det uden at tabe en eneste ligakamp. Holdet vandt også DFB-Pokal.", "## Dortmunds europæiske eventyr", "Borussia Dortmund har i mange år været Bayerns nærmeste rival. I 2024 nåede klubben Champions League-finalen på Wembley, hvor Real Madrid dog vandt 2-0.", "## 50+1-reglen", "Tysk fodbold adskiller sig fra mange andre ligaer ved 50+1-reglen, som sikrer, at klubbens medlemmer som udgangspunkt har flertallet af stemmerne. Det har givet billige billetter og fulde stadioner, men begrænser også investeringerne.", "- Bayern har domineret med økonomisk styrke\n- Leverkusen viste, at en klar plan kan bryde dominansen\n- Dortmund er fortsat en stærk talentudvikler", "Spørgsmålet er, om Leverkusens triumf var en undtagelse, eller begyndelsen på en ny æra med mere konkurrence i toppen af Bundesliga."),
		category: "Champions League",
		tags: [
			"liga:bundesliga",
			"liga:champions-league",
			"klub:bayern-munchen",
			"klub:borussia-dortmund",
			"klub:bayer-leverkusen",
			"klub:real-madrid",
			"type:analyse"
		],
		...img("champions-league-aften", "Tysk stadion med ståtribune en europæisk aften"),
		publishedHoursAgo: 880,
		views: 1260,
		author: "Jonas Holm"
	},
	{
		slug: "sladder-hvem-styrer-musikken-i-omklaedningsrummet",
		title: "Sladder: Hvem styrer egentlig musikken i omklædningsrummet?",
		excerpt: "Hvem vælger musikken før kamp? Spørgsmålet skaber ifølge rygterne heftig debat i flere Superliga-omklædningsrum. Vi har lyttet med på gangene.",
		content: md("Før hver kamp drøner musikken ud af højttalerne i omklædningsrummet. Men hvem bestemmer egentlig, hvad der bliver spillet? Ifølge flere kilder i Superligaen er spørgsmålet langt mere betændt, end man skulle tro.", "I én klub skal en af de unge kantspillere angiveligt have overtaget rollen som fast DJ – til stor frustration for de ældre spillere, der savner lidt mere rock og lidt mindre drill.", "## Anføreren har vetoret", "I en anden klub er der ifølge rygterne indført en klar regel: Anføreren har det sidste ord, og sange med for meget bas er forbudt lige før kampstart. Reglen skulle være kommet, efter at træneren klagede over, at han ikke kunne høre sin egen taktiske gennemgang.", "**De mest populære genrer før kamp – ifølge vores kilder:**", "- Dansk hiphop\n- Klassiske stadionhymner\n- Afrobeats\n- 80'er-hits, når de ældste spillere får lov", "Det er selvfølgelig med et glimt i øjet – men musikken betyder noget. Mange spillere bruger den til at finde fokus, og en god playliste kan være med til at skabe den rette stemning inden kampen."),
		category: "Gossip",
		tags: [],
		...img("fcn-jubel", "Spillere danser og jubler i en rundkreds efter kampen"),
		publishedHoursAgo: 16,
		views: 11240,
		author: "Sofie Lund"
	},
	{
		slug: "em-1992-danmarks-eventyr-der-endte-i-goteborg",
		title: "EM 1992: Danmarks eventyr, der endte i Göteborg",
		excerpt: "Danmark blev kaldt ind til EM 1992 med ti dages varsel og endte som europamestre. Her er historien om triumfen på Ullevi i Göteborg.",
		content: md("Sommeren 1992 står som den største i dansk fodbolds historie. Danmark var egentlig ikke kvalificeret til EM-slutrunden i Sverige, men endte med at vinde hele turneringen.", "## Indkaldt i sidste øjeblik", "Danmark var sluttet som nummer to i kvalifikationsgruppen efter Jugoslavien. Men på grund af krigen på Balkan og FN's sanktioner blev Jugoslavien udelukket kort før turneringen, og Danmark fik pladsen med omkring ti dages varsel.", "Landstræner Richard Møller Nielsen måtte samle en trup i hast. Flere spillere havde allerede planlagt sommerferie, og forventningerne var beskedne. Michael Laudrup var ikke med efter et brud med landstræneren, men hans bror Brian Laudrup var en af holdets profiler.", "## Gruppespillet", "- 0-0 mod England\n- 0-1 mod værtsnationen Sverige\n- 2-1 over Frankrig", "Sejren over Frankrig, med mål af Henrik Larsen og Lars Elstrup, sendte Danmark videre til semifinalen som nummer to i gruppen.", "## Semifinalen mod Holland", "I semifinalen ventede de forsvarende europamestre fra Holland med stjerner som Marco van Basten, Ruud Gullit og Frank Rijkaard. Henrik Larsen scorede to gange, og kampen endte 2-2 efter forlænget spilletid. I straffesparkskonkurrencen reddede Peter Schmeichel Marco van Bastens forsøg, og Kim Christofte scorede det afgørende straffespark.", "## Finalen på Ullevi", "Den 26. juni 1992 mødte Danmark de regerende verdensmestre fra Tyskland på Ullevi i Göteborg. John Jensen bragte Danmark foran i første halvleg med et hårdt skud, og Kim Vilfort afgjorde kampen til 2-0 i anden halvleg.", "Vilforts mål var ekstra rørende. Under turneringen var han rejst hjem for at være hos sin alvorligt syge datter, men vendte tilbage til holdet. Historien blev en del af myten om sommeren 1992.", "> Sejren i Göteborg viste, at et hold med sammenhold og vilje kan slå selv de største fodboldnationer. Den står stadig som dansk fodbolds største triumf."),
		category: "Historie",
		tags: [
			"type:historie",
			"klub:danmark-landshold",
			"spiller:peter-schmeichel",
			"spiller:brian-laudrup",
			"spiller:kim-vilfort",
			"spiller:john-jensen",
			"em-1992",
			"type:legendariske-kampe",
			"type:historiske-ojeblikke"
		],
		...img("historie-landshold", "Gulnede avisudklip og en rød-hvid landsholdstrøje fra 1992"),
		publishedHoursAgo: 90,
		views: 14320,
		author: "Forsiden Redaktion",
		generator: "history"
	},
	{
		slug: "danish-dynamite-da-danmark-indtog-vm-1986-i-mexico",
		title: "Danish Dynamite: Da Danmark indtog VM 1986 i Mexico",
		excerpt: "Danish Dynamite begejstrede fodboldverdenen ved VM 1986 i Mexico. Holdet vandt alle tre gruppekampe, herunder 6-1 over Uruguay, før Spanien stoppede eventyret.",
		content: md("VM i Mexico i 1986 var Danmarks første VM-slutrunde nogensinde, og holdet gjorde et uudsletteligt indtryk. Under landstræner Sepp Piontek spillede Danmark en offensiv og modig fodbold, der gav holdet tilnavnet Danish Dynamite.", "## Dødens gruppe", "Lodtrækningen placerede Danmark i en hård gruppe med Vesttyskland, Uruguay og Skotland. Men holdet med spillere som Michael Laudrup, Preben Elkjær, Morten Olsen, Søren Lerby og Jesper Olsen tog gruppen med storm.", "- 1-0 over Skotland\n- 6-1 over Uruguay\n- 2-0 over Vesttyskland", "## Triumfen mod Uruguay", "Sejren på 6-1 over Uruguay er en af de mest berømte kampe i landsholdets historie. Preben Elkjær scorede hattrick, og Michael Laudrup scorede et af turneringens smukkeste mål efter et soloraid, hvor han driblede sig gennem forsvaret.", "Mod Vesttyskland sikrede Jesper Olsen og John Eriksen sejren og førstepladsen i gruppen. Men Frank Arnesen blev udvist i kampen og var dermed ude af den efterfølgende ottendedelsfinale.", "## Nederlaget til Spanien", "I ottendedelsfinalen i Querétaro mødte Danmark Spanien. Jesper Olsen bragte Danmark foran på straffespark, men kort før pausen spillede han en tilbagelægning, som Emilio Butragueño opsnappede og udlignede på. Efter pausen brød det danske hold sammen, og Spanien vandt 5-1 med fire mål af Butragueño.", "Udtrykket en rigtig Jesper Olsen blev siden et begreb i dansk fodboldsprog for en fejlaflevering, der koster et mål. De karakteristiske hummel-trøjer fra slutrunden blev til gengæld et ikon, som stadig sælges som retrotrøjer.", "> Danish Dynamite vandt ingen titler, men holdet ændrede dansk fodbold for altid og skabte en begejstring, der stadig lever i dag."),
		category: "Historie",
		tags: [
			"type:historie",
			"klub:danmark-landshold",
			"spiller:michael-laudrup",
			"spiller:preben-elkjaer",
			"spiller:morten-olsen",
			"spiller:jesper-olsen",
			"vm-1986",
			"type:legendariske-kampe"
		],
		...img("historie-vintage", "Sepiafarvet stemningsbillede fra en VM-kamp i 1980'erne"),
		publishedHoursAgo: 210,
		views: 8870,
		author: "Forsiden Redaktion",
		generator: "history"
	},
	{
		slug: "michael-laudrup-og-peter-schmeichel-to-danske-legender",
		title: "Michael Laudrup og Peter Schmeichel: To danske legender på Europas største scener",
		excerpt: "Michael Laudrup og Peter Schmeichel er to af de største danske fodboldspillere nogensinde. Vi følger deres karrierer fra Brøndby til Barcelona og Manchester.",
		content: md("Få danske fodboldspillere har sat så store aftryk på europæisk fodbold som Michael Laudrup og Peter Schmeichel. Den ene var en elegant kunstner med bolden, den anden en brølende kæmpe i målet. Begge gik vejen over Brøndby.", "## Michael Laudrup – kunstneren", "Michael Laudrup, født i 1964, slog igennem som teenager og skiftede i 1983 til Juventus, som lejede ham ud til Lazio. Tilbage i Torino vandt han det italienske mesterskab i 1986 sammen med Michel Platini.", "I 1989 skiftede han til FC Barcelona, hvor han blev en nøglespiller i Johan Cruyffs såkaldte Dream Team. Holdet vandt fire spanske mesterskaber i træk og Mesterholdenes Europa Cup i 1992 på Wembley.", "Efter et skifte til Real Madrid i 1994 vandt han endnu et mesterskab i 1995, og karrieren sluttede med ophold i Japan og i Ajax, hvor han vandt The Double i 1998. På landsholdet spillede han 104 kampe og var med ved VM i både 1986 og 1998.", "## Peter Schmeichel – kæmpen i målet", "Peter Schmeichel, født i 1963, spillede blandt andet for Hvidovre og Brøndby, før han i 1991 skiftede til Manchester United. Under Alex Ferguson blev han en af verdens bedste målmænd og en central del af klubbens storhedstid i 1990'erne.", "Med United vandt han fem engelske mesterskaber, og hans sidste sæson i klubben sluttede med The Treble i 1999, hvor han som anfører løftede Champions League-trofæet efter finalen mod Bayern München i Barcelona.", "Senere vandt han det portugisiske mesterskab med Sporting Lissabon og sluttede karrieren i England med Aston Villa og Manchester City. På landsholdet spillede han 129 kampe og var en af de bærende kræfter bag EM-triumfen i 1992.", "- **Michael Laudrup:** 104 landskampe og 37 mål\n- **Peter Schmeichel:** 129 landskampe\n- Begge er kåret til Årets Fodboldspiller i Danmark flere gange"),
		category: "Historie",
		tags: [
			"type:historie",
			"spiller:michael-laudrup",
			"spiller:peter-schmeichel",
			"klub:brondby-if",
			"klub:fc-barcelona",
			"klub:real-madrid",
			"klub:juventus",
			"klub:manchester-united",
			"klub:danmark-landshold",
			"liga:la-liga",
			"liga:serie-a",
			"legende",
			"type:danske-legender"
		],
		...img("historie-legender", "Falmet kampprogram og et gammelt anførerbind fra 1990'erne"),
		publishedHoursAgo: 430,
		views: 6210,
		author: "Forsiden Redaktion",
		generator: "history"
	},
	{
		slug: "vm-2002-da-danmark-sendte-verdensmestrene-hjem",
		title: "VM 2002: Da Danmark sendte verdensmestrene fra Frankrig hjem",
		excerpt: "Den 11. juni 2002 slog Danmark de regerende verdensmestre fra Frankrig 2-0 i Incheon og vandt sin VM-gruppe. Her er historien om aftenen i Sydkorea.",
		content: md("Frankrig kom til VM 2002 i Sydkorea og Japan som regerende verdens- og europamester. Holdet rejste hjem efter gruppespillet uden at have scoret et eneste mål, og det sidste søm i kisten slog Danmark i.", "## En gruppe med favoritten", "Danmark var under landstræner Morten Olsen trukket i gruppe A sammen med Frankrig, Senegal og Uruguay. Sejren på 2-1 over Uruguay og uafgjort 1-1 mod Senegal gav et godt udgangspunkt, mens Frankrig havde tabt til Senegal og spillet 0-0 mod Uruguay.", "## Aftenen i Incheon", "Den 11. juni 2002 mødtes holdene i Incheon. Franskmændene havde Zinedine Zidane tilbage efter en skade, men det var Danmark, der slog til. Dennis Rommedahl bragte Danmark foran efter 22 minutter, og Jon Dahl Tomasson øgede til 2-0 i anden halvleg.", "- 2-1 over Uruguay\n- 1-1 mod Senegal\n- 2-0 over Frankrig", "Danmark vandt dermed gruppen, og Frankrig blev den første forsvarende verdensmester, der røg ud i gruppespillet uden at score. Tomasson sluttede turneringen med fire mål.", "## Eventyret slutter mod England", "I ottendedelsfinalen i Niigata blev det til et nederlag på 0-3 til England. Men sejren over Frankrig står stadig som et af de øjeblikke, hele Danmark husker, hvor de var."),
		category: "Historie",
		tags: [
			"type:historie",
			"klub:danmark-landshold",
			"spiller:jon-dahl-tomasson",
			"spiller:dennis-rommedahl",
			"vm-2002",
			"type:historiske-ojeblikke"
		],
		...img("historie-vm-2002", "Falmet tv-billede fra VM-kampen mellem Danmark og Frankrig i 2002"),
		publishedHoursAgo: 300,
		views: 7450,
		author: "Forsiden Redaktion",
		generator: "history"
	},
	{
		slug: "overblik-ugens-vigtigste-historier-fra-superligaen",
		title: "Overblik: Ugens vigtigste historier fra Superligaen",
		excerpt: "Et automatisk overblik over ugens vigtigste historier fra Superligaen: talentsatsninger, stadionprojekter og optakten til weekendens derby i Parken.",
		content: md("Her er et samlet overblik over de historier, der har præget ugen i dansk topfodbold. Overblikket er udarbejdet automatisk på baggrund af redaktionens kilder.", "## Talent og træning", "Flere klubber har sat fokus på egne talenter. AaB har taget seks akademispillere med i vintertræningen, og Lyngby Boldklub har præsenteret en ny struktur for overgangen fra akademi til førstehold.", "## Stadion og faciliteter", "Brøndby IF investerer i hybridgræs og et nyt lysanlæg, mens Vejle Boldklub har taget et nyt træningsanlæg i brug til ungdomsholdene.", "## Weekendens kampe", "- Derbyet mellem FC København og Brøndby IF i Parken\n- Randers FC mod Viborg FF i kampen om top seks\n- Flere hold kæmper for at undgå nedrykningsspillet", "Følg med på Forsiden for løbende opdateringer op til og efter kampene."),
		category: "Nyheder",
		tags: [
			"liga:3f-superliga",
			"klub:fc-kobenhavn",
			"klub:brondby-if",
			"klub:aalborg-bk",
			"type:nyhed"
		],
		...img("superliga-action", "Superliga-spillere i kamp om bolden"),
		publishedHoursAgo: 6,
		views: 450,
		author: "Agent",
		generator: "agent",
		isAgentGenerated: true
	},
	{
		slug: "resume-transferrygter-fra-europas-topligaer",
		title: "Resumé: Transferrygter fra Europas topligaer",
		excerpt: "Et automatisk resumé af de mest omtalte transferrygter i Europas topligaer. Rygterne er ubekræftede og bygger på udenlandske mediers oplysninger.",
		content: md("Dette resumé er genereret automatisk på baggrund af udenlandske mediers dækning. Rygterne er ikke bekræftet af klubberne og skal læses som sådan.", "## Spanien", "Real Madrid og Atlético Madrid nævnes igen i forbindelse med unge forsvarsspillere, mens FC Barcelona ifølge spanske medier fortsat har fokus på at få økonomien til at hænge sammen før større indkøb.", "## Italien og Frankrig", "Juventus skal ifølge italienske medier være på udkig efter en kreativ midtbanespiller, og Paris Saint-Germain forventes at fortsætte strategien med at satse på unge franske talenter.", "## England og Tyskland", "- Flere Premier League-klubber følger angribere i Bundesliga\n- Lejeaftaler ventes at fylde meget i vintervinduet\n- Klubberne holder nøje øje med de økonomiske regler", "Forsiden følger udviklingen og opdaterer, når der kommer bekræftede nyheder."),
		category: "Transfers",
		tags: [
			"liga:la-liga",
			"liga:serie-a",
			"liga:premier-league",
			"liga:bundesliga",
			"klub:real-madrid",
			"klub:atletico-madrid",
			"klub:fc-barcelona",
			"klub:juventus",
			"klub:paris-saint-germain",
			"transfer:rygte"
		],
		...img("transfer-praesentation", "Spiller med ny klubtrøje til præsentation"),
		publishedHoursAgo: 28,
		views: 780,
		author: "Agent",
		generator: "agent",
		isAgentGenerated: true
	},
	{
		slug: "saadan-spiller-du-ansvarligt-paa-fodbold",
		title: "Sådan spiller du ansvarligt på fodbold – fem gode råd",
		excerpt: "Et væddemål kan gøre kampen mere spændende, men det skal forblive underholdning. Spillehallen.dk giver fem råd til at holde spillet sundt.",
		content: md("*Annonce: Denne artikel er betalt indhold, produceret i samarbejde med Spillehallen.dk. Forsidens redaktion har ikke deltaget i udarbejdelsen.*", "For mange fodboldfans er et lille væddemål en del af oplevelsen. Men spil skal altid være underholdning – aldrig en måde at tjene penge på eller løse økonomiske problemer.", "## Fem råd til ansvarligt spil", "- **Sæt et budget:** Beslut på forhånd, hvor meget du vil bruge, og hold dig til det\n- **Sæt grænser:** Brug indbetalings- og tidsgrænser på din spilkonto\n- **Jagt aldrig tab:** Forsøg ikke at vinde tabte penge tilbage ved at spille mere\n- **Spil ikke i affekt:** Alkohol og stærke følelser giver dårlige beslutninger\n- **Hold pauser:** Spil skal være en lille del af din fodboldoplevelse", "## Kend dine muligheder", "I Danmark kan du udelukke dig selv fra alle licenserede spiludbydere via ROFUS – Register Over Frivilligt Udelukkede Spillere. Udelukkelsen kan være midlertidig eller permanent.", "> Vi vil hellere have en kunde, der spiller for sjov i mange år, end en, der spiller for meget i en kort periode, siger Spillehallen.dk.", "**Spil ansvarligt. Du skal være fyldt 18 år for at spille. Har du brug for hjælp, kan du kontakte StopSpillet på 70 22 28 25 eller læse mere på stopspillet.dk.**"),
		category: "Advertorial",
		tags: [
			"type:advertorial",
			"annonce:sport-betting",
			"ansvarligt-spil"
		],
		...img("bold-naerbillede", "Fodbold på græsset ved straffesparksfeltet"),
		publishedHoursAgo: 34,
		views: 620,
		author: "Forsiden Partnerindhold",
		partner: "Spillehallen.dk"
	},
	{
		slug: "fra-tribunen-til-telefonen-saadan-folger-du-kampen-i-realtid",
		title: "Fra tribunen til telefonen: Sådan følger du kampen i realtid",
		excerpt: "Live-statistik, notifikationer og kampcentre har ændret måden, vi følger fodbold på. Tribunetech guider dig til en bedre oplevelse på mobilen.",
		content: md("*Sponseret indhold: Denne artikel er betalt af og produceret i samarbejde med Tribunetech.*", "Det er ikke længe siden, at man måtte vente på aftenens sportsnyheder for at se målene. I dag kan fans følge hver eneste aflevering i realtid – direkte på telefonen.", "## Det kan moderne fodboldapps", "- Notifikationer ved mål, kort og udskiftninger\n- Live-statistik med skud, boldbesiddelse og xG\n- Opstillinger og formationer før kampstart\n- Personlige feeds med dine yndlingsklubber", "## Tips til en bedre oplevelse", "Slå kun notifikationer til for de klubber og turneringer, du virkelig følger – ellers drukner de vigtige beskeder. Og læg telefonen fra dig, når du sidder på stadion: Den bedste oplevelse får du stadig med øjnene på banen.", "Tribunetech udvikler løsninger til klubber og fans, der gør det lettere at følge med – uanset om man sidder i sofaen eller på tribunen."),
		category: "Advertorial",
		tags: [
			"type:advertorial",
			"annonce:teknologi",
			"apps"
		],
		...img("agf-fans", "Fans på tribunen med telefoner og halstørklæder"),
		publishedHoursAgo: 120,
		views: 340,
		author: "Forsiden Partnerindhold",
		partner: "Tribunetech"
	},
	{
		slug: "guide-saadan-vaelger-du-de-rigtige-fodboldstovler-til-dit-barn",
		title: "Guide: Sådan vælger du de rigtige fodboldstøvler til dit barn",
		excerpt: "Forkerte støvler kan give ømme fødder og skader. Fodboldskolen Pro guider forældre til de rigtige støvler til underlag, alder og fod.",
		content: md("*Annonce: Denne guide er udarbejdet i samarbejde med Fodboldskolen Pro.*", "Når børn starter til fodbold, er støvlerne ofte det første større indkøb. Men hvilke skal man vælge? Det afhænger af underlaget, barnets alder og fodens form.", "## Vælg efter underlaget", "- **FG (firm ground):** Til almindeligt græs\n- **AG (artificial ground):** Til kunstgræs, med kortere og flere knopper\n- **TF (turf):** Til hårde baner og kunstgræs med kort flor\n- **IN (indoor):** Til hal og andre indendørs underlag", "## Pasformen er vigtigst", "Der skal være omkring en lillefingers bredde fra tæerne til spidsen af støvlen. Prøv støvlerne om eftermiddagen, hvor foden er lidt større, og tag de strømper på, som barnet bruger til træning.", "Køb ikke støvler, som barnet skal vokse ind i. For store støvler giver dårlig boldfornemmelse og kan give vabler og forstuvninger.", "Fodboldskolen Pro afholder fodboldskoler for børn i hele landet og rådgiver om udstyr til både nybegyndere og øvede spillere."),
		category: "Advertorial",
		tags: [
			"type:advertorial",
			"annonce:guide",
			"udstyr"
		],
		...img("traeningsanlaeg", "Børnefodbold på en kunstgræsbane med kegler"),
		publishedHoursAgo: 290,
		views: 1530,
		author: "Forsiden Partnerindhold",
		partner: "Fodboldskolen Pro"
	},
	{
		slug: "aarets-julegaver-til-fodboldfanen",
		title: "Årets julegaver til fodboldfanen – fra halstørklæder til retrotrøjer",
		excerpt: "Mangler du en gave til fodboldfanen? Boldbutikken har samlet inspiration til alle budgetter – fra klassiske halstørklæder til retrotrøjer.",
		content: md("*Sponseret: Denne artikel er en annonce for Boldbutikken. Udvalget er leveret af annoncøren.*", "Julen nærmer sig, og for mange er fodboldfanen i familien en af de nemmeste at finde gaver til. Men hvad skal man vælge, når vedkommende allerede har klubtrøjen?", "## Inspiration til alle budgetter", "- **Under 200 kr.:** Halstørklæde, hue eller krus med klubbens logo\n- **200-500 kr.:** Fodboldbøger, brætspil og træningsbolde\n- **Over 500 kr.:** Retrotrøjer, stadionture og sæsonkort", "## Retrotrøjerne er populære", "Klassiske landsholdstrøjer fra 1980'erne og 1990'erne er blevet et hit. Mange fans vil gerne have en trøje, der minder dem om Danish Dynamite eller sommeren i 1992.", "Husk at tjekke bytteretten, inden du køber – især hvis du er i tvivl om størrelsen. Boldbutikken tilbyder udvidet bytteret på julegaver."),
		category: "Advertorial",
		tags: [
			"type:advertorial",
			"annonce:produkter",
			"jul"
		],
		...img("historie-vintage", "Retrotrøjer og halstørklæder i varme farver"),
		publishedHoursAgo: 600,
		views: 890,
		author: "Forsiden Partnerindhold",
		partner: "Boldbutikken"
	},
	{
		slug: "interview-akademichefen-i-farum",
		title: "Interview: Akademichefen i Farum om at turde give unge chancen",
		excerpt: "FC Nordsjællands akademichef fortæller om filosofien bag klubbens talentarbejde, og hvorfor unge spillere skal have lov til at fejle på højeste niveau.",
		content: md("FC Nordsjælland har gennem mange år været den klub i Danmark, der har givet flest unge spillere chancen. Vi har talt med klubbens akademichef om filosofien bag.", "**Hvorfor tør I give så unge spillere ansvar?**", "> Fordi det er den eneste måde, de lærer det på. En spiller udvikler sig ikke på bænken. Han skal mærke, hvordan det er at spille mod voksne mænd, og han skal have lov at lave fejl.", "**Hvad kendetegner en FCN-spiller?**", "> Mod, teknik og nysgerrighed. Vi leder efter spillere, der vil have bolden, også når det brænder på.", "*[Redaktionen: Interviewet mangler de sidste spørgsmål og fotos. Afventer godkendelse af citater.]*"),
		category: "Nyheder",
		tags: [
			"klub:fc-nordsjaelland",
			"type:interview",
			"talent"
		],
		...img("fcn-traening", "FC Nordsjællands unge spillere til træning i Farum"),
		publishedHoursAgo: null,
		isDraft: true,
		views: 10,
		author: "Mads Kjær"
	},
	{
		slug: "brondbys-stadionplaner-det-ved-vi-indtil-videre",
		title: "Brøndbys stadionplaner: Det ved vi indtil videre",
		excerpt: "Brøndby IF arbejder på planer for fremtidens stadion. Vi samler de oplysninger, der er kendt indtil nu, og ser på, hvad fansene kan forvente.",
		content: md("Brøndby Stadion har været klubbens hjem siden 1960'erne og er blevet udbygget flere gange undervejs. Nu kigger klubben på, hvordan stadion skal se ud i fremtiden.", "Der er endnu ikke truffet endelige beslutninger, men flere muligheder er i spil – fra en modernisering af de eksisterende tribuner til mere omfattende ombygninger.", "## Åbne spørgsmål", "- Hvordan finansieres projektet?\n- Skal kapaciteten udvides?\n- Hvad sker der med ståpladserne?", "*Kladde: Afventer kommentar fra klubben før publicering.*"),
		category: "Nyheder",
		tags: [
			"klub:brondby-if",
			"type:nyhed",
			"stadion"
		],
		...img("brondby-stadion", "Brøndby Stadion set fra tribunen"),
		publishedHoursAgo: null,
		isDraft: true,
		views: 10,
		author: "Sofie Lund"
	},
	{
		slug: "ugens-hold-i-superligaen",
		title: "Ugens hold i Superligaen",
		excerpt: "Redaktionen udvælger de elleve bedste præstationer fra rundens kampe i Superligaen. Se, hvem der fik pladserne i ugens hold, og hvorfor de fortjente dem.",
		content: md("Endnu en runde i Superligaen er spillet, og redaktionen har som altid udvalgt rundens bedste præstationer til ugens hold.", "**Formation:** 4-3-3", "- **Målmand:** [udfyldes efter søndagens kampe]\n- **Forsvar:** [udfyldes]\n- **Midtbane:** [udfyldes]\n- **Angreb:** [udfyldes]", "*Kladde: Opdateres, når rundens sidste kamp er færdigspillet.*"),
		category: "Analyse",
		tags: ["liga:3f-superliga", "type:analyse"],
		...noImage,
		publishedHoursAgo: null,
		isDraft: true,
		views: 10,
		author: "Jonas Holm"
	},
	{
		slug: "optakt-landsholdet-tager-hul-paa-foraarets-landskampe",
		title: "Optakt: Landsholdet tager hul på forårets landskampe",
		excerpt: "Landsholdet samles igen til forårets landskampe. Vi gennemgår truppen, modstanderne og de spørgsmål, som landstræneren skal have besvaret.",
		content: md("Efter en lang vinterpause samles landsholdet igen. Forårets landskampe bliver en vigtig prøve for holdet og en chance for landstræneren til at teste nye kombinationer.", "## Truppen", "Truppen byder på de kendte profiler, men også på et par nye navne, der har gjort sig bemærket i deres klubber i løbet af efteråret.", "## Modstanderne", "Begge modstandere er hold, som Danmark bør kunne slå, men som er velorganiserede og svære at bryde ned. Tålmodighed med bolden bliver afgørende.", "- Første kamp spilles på udebane\n- Anden kamp spilles i Parken\n- Truppen samles i Helsingør tre dage før første kamp", "Forsiden dækker begge kampe med optakt, liveopdateringer og spillerkarakterer."),
		category: "Landshold",
		tags: ["klub:danmark-landshold", "type:nyhed"],
		...img("landshold-jubel", "Landsholdsspillere i røde trøjer før kampstart"),
		publishedHoursAgo: -48,
		views: 10,
		author: "Mads Kjær"
	}
];
// app/workflows/seed/data/clubs.ts
var seedClubs = [
	{
		slug: "fc-kobenhavn",
		name: "FC København",
		shortName: "FCK",
		description: "FC København blev stiftet i 1992 ved en sammenlægning af KB og B 1903 og spiller sine hjemmekampe i Parken på Østerbro. Klubben har vundet flere mesterskaber end nogen anden i Superligaens historie, senest i 2024-25. FCK har to gange nået ottendedelsfinalerne i Champions League, i 2010-11 og 2023-24.",
		website: "fck.dk",
		stadium: "Parken",
		location: "København",
		founded: 1992,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#ffffff",
		secondaryColor: "#003b8e"
	},
	{
		slug: "fc-midtjylland",
		name: "FC Midtjylland",
		shortName: "FCM",
		description: "FC Midtjylland blev dannet i 1999 som en overbygning mellem Ikast FS og Herning Fremad og spiller på MCH Arena i Herning. Klubben vandt sit første danske mesterskab i 2015 og har siden vundet titlen igen i 2018, 2020 og 2024.",
		website: "fcm.dk",
		stadium: "MCH Arena",
		location: "Herning",
		founded: 1999,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#000000",
		secondaryColor: "#d0021b"
	},
	{
		slug: "brondby-if",
		name: "Brøndby IF",
		shortName: "BIF",
		description: "Brøndby IF blev stiftet i 1964 og spiller på Brøndby Stadion på Vestegnen. Klubben har vundet 11 danske mesterskaber, senest i 2021, og nåede semifinalen i UEFA Cuppen i 1991.",
		website: "brondby.com",
		stadium: "Brøndby Stadion",
		location: "Brøndby",
		founded: 1964,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#ffd200",
		secondaryColor: "#00308f"
	},
	{
		slug: "agf",
		name: "AGF",
		shortName: "AGF",
		description: "Aarhus Gymnastikforening blev stiftet i 1880 og er en af Danmarks ældste idrætsforeninger. Fodboldholdet spiller på Ceres Park i Aarhus og var landets stærkeste hold i 1950'erne med flere mesterskaber og pokaltitler.",
		website: "agf.dk",
		stadium: "Ceres Park",
		location: "Aarhus",
		founded: 1880,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#ffffff",
		secondaryColor: "#003da5"
	},
	{
		slug: "fc-nordsjaelland",
		name: "FC Nordsjælland",
		shortName: "FCN",
		description: "FC Nordsjælland har rødder i Farum Boldklub, der blev dannet i 1991, og tog sit nuværende navn i 2003. Klubben spiller på Right to Dream Park i Farum, blev dansk mester i 2012 og er kendt for sit talentarbejde.",
		website: "fcn.dk",
		stadium: "Right to Dream Park",
		location: "Farum",
		founded: 1991,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#e2001a",
		secondaryColor: "#ffffff"
	},
	{
		slug: "randers-fc",
		name: "Randers FC",
		shortName: "RFC",
		description: "Randers FC blev dannet i 2003 som eliteoverbygning for en række lokale klubber, blandt andre Randers Freja, og spiller på Cepheus Park Randers. Klubben har vundet DBU Pokalen to gange, i 2006 og 2021.",
		website: "randersfc.dk",
		stadium: "Cepheus Park Randers",
		location: "Randers",
		founded: 2003,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#0055a5",
		secondaryColor: "#ffffff"
	},
	{
		slug: "silkeborg-if",
		name: "Silkeborg IF",
		shortName: "SIF",
		description: "Silkeborg IF blev stiftet i 1917 og spiller sine hjemmekampe på JYSK Park. Klubben blev dansk mester i 1994 og har vundet DBU Pokalen i 2001 og 2024.",
		website: "silkeborgif.com",
		stadium: "JYSK Park",
		location: "Silkeborg",
		founded: 1917,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#d50032",
		secondaryColor: "#ffffff"
	},
	{
		slug: "viborg-ff",
		name: "Viborg FF",
		shortName: "VFF",
		description: "Viborg FF blev stiftet i 1896 og spiller på Energi Viborg Arena. Klubbens største triumf er sejren i DBU Pokalen i 2000.",
		website: "viborg-ff.dk",
		stadium: "Energi Viborg Arena",
		location: "Viborg",
		founded: 1896,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#008a3e",
		secondaryColor: "#ffffff"
	},
	{
		slug: "sonderjyske",
		name: "Sønderjyske",
		shortName: "SJF",
		description: "Sønderjyske er eliteoverbygningen for fodbold i Sønderjylland og spiller på Sydbank Park i Haderslev. Klubben vandt DBU Pokalen i 2020 og rykkede senest op i Superligaen i 2024.",
		website: "soenderjyske.dk",
		stadium: "Sydbank Park",
		location: "Haderslev",
		founded: 2004,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#4fa9dc",
		secondaryColor: "#ffffff"
	},
	{
		slug: "vejle-boldklub",
		name: "Vejle Boldklub",
		shortName: "VB",
		description: "Vejle Boldklub blev stiftet i 1891 og spiller på Vejle Stadion. Klubben har vundet fem danske mesterskaber og har fostret profiler som Allan Simonsen.",
		website: "vejle-boldklub.dk",
		stadium: "Vejle Stadion",
		location: "Vejle",
		founded: 1891,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#d0021b",
		secondaryColor: "#ffffff"
	},
	{
		slug: "ob",
		name: "OB",
		shortName: "OB",
		description: "Odense Boldklub blev stiftet i 1887 og spiller på Nature Energy Park i Odense. Klubben har vundet tre danske mesterskaber og vendte tilbage til Superligaen i 2025 efter at have vundet 1. division.",
		website: "ob.dk",
		stadium: "Nature Energy Park",
		location: "Odense",
		founded: 1887,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#0047ab",
		secondaryColor: "#ffffff"
	},
	{
		slug: "fc-fredericia",
		name: "FC Fredericia",
		shortName: "FCF",
		description: "FC Fredericia blev dannet i 1991 og spiller sine hjemmekampe på Monjasa Park. Klubben sikrede sig i 2025 oprykning og spiller i sæsonen 2025-26 for første gang i Superligaen.",
		website: "fcfredericia.dk",
		stadium: "Monjasa Park",
		location: "Fredericia",
		founded: 1991,
		league: "3F Superliga",
		country: "Danmark",
		primaryColor: "#d7141a",
		secondaryColor: "#000000"
	},
	{
		slug: "aalborg-bk",
		name: "Aalborg BK",
		shortName: "AaB",
		description: "Aalborg Boldspilklub blev stiftet i 1885 og spiller på Aalborg Portland Park. Klubben har vundet fire danske mesterskaber, senest i 2014, og rykkede ud af Superligaen efter sæsonen 2024-25.",
		website: "aabsport.dk",
		stadium: "Aalborg Portland Park",
		location: "Aalborg",
		founded: 1885,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#e30613",
		secondaryColor: "#ffffff"
	},
	{
		slug: "lyngby-boldklub",
		name: "Lyngby Boldklub",
		shortName: "LBK",
		description: "Lyngby Boldklub blev stiftet i 1921 og spiller på Lyngby Stadion i Kongens Lyngby. Klubben blev dansk mester i 1983 og 1992 og rykkede ud af Superligaen i 2025.",
		website: "lyngby-boldklub.dk",
		stadium: "Lyngby Stadion",
		location: "Kongens Lyngby",
		founded: 1921,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#004b93",
		secondaryColor: "#ffffff"
	},
	{
		slug: "hvidovre-if",
		name: "Hvidovre IF",
		shortName: "HIF",
		description: "Hvidovre IF blev stiftet i 1925 og spiller på Pro Ventilation Arena. Klubben har vundet tre danske mesterskaber, i 1966, 1973 og 1981, og spillede senest i Superligaen i sæsonen 2023-24.",
		website: "hvidovreif.dk",
		stadium: "Pro Ventilation Arena",
		location: "Hvidovre",
		founded: 1925,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#c8102e",
		secondaryColor: "#0033a0"
	},
	{
		slug: "esbjerg-fb",
		name: "Esbjerg fB",
		shortName: "EfB",
		description: "Esbjerg fB blev stiftet i 1924 og spiller på Blue Water Arena. Klubben har vundet fem danske mesterskaber, de fleste af dem i 1960'erne.",
		website: "efb.dk",
		stadium: "Blue Water Arena",
		location: "Esbjerg",
		founded: 1924,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#0055a4",
		secondaryColor: "#ffffff"
	},
	{
		slug: "ac-horsens",
		name: "AC Horsens",
		shortName: "ACH",
		description: "AC Horsens blev dannet i 1994 som overbygning på Horsens fS og spiller på CASA Arena Horsens. Klubben har mange sæsoner i Superligaen bag sig, senest i 2022-23.",
		website: "achorsens.dk",
		stadium: "CASA Arena Horsens",
		location: "Horsens",
		founded: 1994,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#ffd700",
		secondaryColor: "#000000"
	},
	{
		slug: "hb-koge",
		name: "HB Køge",
		shortName: "HBK",
		description: "HB Køge blev dannet i 2009 ved en sammenlægning af Herfølge Boldklub og Køge Boldklub. Klubben spiller på Capelli Sport Stadion i Køge, og forgængeren Herfølge blev dansk mester i 2000.",
		website: "hbkoge.dk",
		stadium: "Capelli Sport Stadion",
		location: "Køge",
		founded: 2009,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#0b2d6b",
		secondaryColor: "#000000"
	},
	{
		slug: "kolding-if",
		name: "Kolding IF",
		shortName: "KIF",
		description: "Kolding IF er byens førende fodboldklub og spiller sine hjemmekampe på Autocentralen Park, det tidligere Kolding Stadion. Klubben har i de seneste sæsoner været blandt de stærkeste hold i landets næstbedste række.",
		website: null,
		stadium: "Autocentralen Park",
		location: "Kolding",
		founded: null,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#ffffff",
		secondaryColor: "#003f87"
	},
	{
		slug: "b-93",
		name: "B.93",
		shortName: "B.93",
		description: "Boldklubben af 1893 er en af Danmarks ældste fodboldklubber og hører hjemme på Østerbro Stadion i København. Klubben vandt flere danske mesterskaber i første halvdel af 1900-tallet.",
		website: "b93.dk",
		stadium: "Østerbro Stadion",
		location: "København",
		founded: 1893,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#ffffff",
		secondaryColor: "#0a3d91"
	},
	{
		slug: "hillerod-fodbold",
		name: "Hillerød Fodbold",
		shortName: "HF",
		description: "Hillerød Fodbold er herrefodboldafdelingen i Hillerød GI, hvis rødder går tilbage til 1937. Klubben nåede de landsdækkende divisioner i 2017 og har siden spillet sig op i landets næstbedste række.",
		website: null,
		stadium: null,
		location: "Hillerød",
		founded: 1937,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#c8102e",
		secondaryColor: "#ffffff"
	},
	{
		slug: "middelfart-boldklub",
		name: "Middelfart Boldklub",
		shortName: "MB",
		description: "Middelfart Boldklub har rødder tilbage til 1900 og spiller på Middelfart Stadion. I 2025 rykkede klubben op i landets næstbedste række for første gang siden 1974.",
		website: null,
		stadium: "Middelfart Stadion",
		location: "Middelfart",
		founded: 1900,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#004b9b",
		secondaryColor: "#ffffff"
	},
	{
		slug: "aarhus-fremad",
		name: "Aarhus Fremad",
		shortName: "AaF",
		description: "Aarhus Fremad holder til på Riisvangen Stadion i Aarhus N, og klubbens fodboldafdeling blev oprettet i 1947. Klubben overraskede i 1990'erne med en hurtig opstigning til Superligaen og rykkede i 2025 op i landets næstbedste række.",
		website: "aarhus-fremad.dk",
		stadium: "Riisvangen Stadion",
		location: "Aarhus",
		founded: 1947,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#000000",
		secondaryColor: "#ffffff"
	},
	{
		slug: "hobro-ik",
		name: "Hobro IK",
		shortName: "HIK",
		description: "Hobro IK blev stiftet i 1913 og spiller på DS Arena i Hobro. Klubben spillede for første gang i Superligaen i sæsonen 2014-15.",
		website: null,
		stadium: "DS Arena",
		location: "Hobro",
		founded: 1913,
		league: "Betinia Liga",
		country: "Danmark",
		primaryColor: "#ffd500",
		secondaryColor: "#0a1f44"
	},
	{
		slug: "afc-bournemouth",
		name: "AFC Bournemouth",
		shortName: "BOU",
		description: "AFC Bournemouth blev stiftet i 1899 og spiller på Vitality Stadium, et af de mindste stadioner i Premier League. Klubben nåede for første gang den bedste engelske række i 2015.",
		website: "afcb.co.uk",
		stadium: "Vitality Stadium",
		location: "Bournemouth",
		founded: 1899,
		league: "Premier League",
		country: "England",
		primaryColor: "#da291c",
		secondaryColor: "#000000"
	},
	{
		slug: "arsenal",
		name: "Arsenal",
		shortName: "ARS",
		description: "Arsenal blev stiftet i 1886 af arbejdere ved Royal Arsenal i Woolwich og spiller i dag på Emirates Stadium i Nordlondon. Klubben har vundet 13 engelske mesterskaber og gik ubesejret gennem Premier League-sæsonen 2003-04.",
		website: "arsenal.com",
		stadium: "Emirates Stadium",
		location: "London",
		founded: 1886,
		league: "Premier League",
		country: "England",
		primaryColor: "#ef0107",
		secondaryColor: "#ffffff"
	},
	{
		slug: "aston-villa",
		name: "Aston Villa",
		shortName: "AVL",
		description: "Aston Villa blev stiftet i 1874 og spiller på Villa Park i Birmingham. Klubben var med til at grundlægge Football League i 1888 og vandt Mesterholdenes Europa Cup i 1982.",
		website: "avfc.co.uk",
		stadium: "Villa Park",
		location: "Birmingham",
		founded: 1874,
		league: "Premier League",
		country: "England",
		primaryColor: "#670e36",
		secondaryColor: "#95bfe5"
	},
	{
		slug: "brentford",
		name: "Brentford",
		shortName: "BRE",
		description: "Brentford FC blev stiftet i 1889 og spiller på Gtech Community Stadium i Vestlondon. Klubben rykkede op i Premier League i 2021 under danske Thomas Frank og har haft mange danske spillere i truppen.",
		website: "brentfordfc.com",
		stadium: "Gtech Community Stadium",
		location: "London",
		founded: 1889,
		league: "Premier League",
		country: "England",
		primaryColor: "#e30613",
		secondaryColor: "#ffffff"
	},
	{
		slug: "brighton",
		name: "Brighton & Hove Albion",
		shortName: "BHA",
		description: "Brighton & Hove Albion blev stiftet i 1901 og spiller på American Express Stadium i Falmer ved Brighton. Klubben har spillet i Premier League siden 2017 og nåede FA Cup-finalen i 1983.",
		website: "brightonandhovealbion.com",
		stadium: "American Express Stadium",
		location: "Brighton",
		founded: 1901,
		league: "Premier League",
		country: "England",
		primaryColor: "#0057b8",
		secondaryColor: "#ffffff"
	},
	{
		slug: "burnley",
		name: "Burnley",
		shortName: "BUR",
		description: "Burnley FC blev stiftet i 1882 og har spillet på Turf Moor siden 1883. Klubben var med til at grundlægge Football League og rykkede op i Premier League igen i 2025.",
		website: "burnleyfootballclub.com",
		stadium: "Turf Moor",
		location: "Burnley",
		founded: 1882,
		league: "Premier League",
		country: "England",
		primaryColor: "#6c1d45",
		secondaryColor: "#99d6ea"
	},
	{
		slug: "chelsea",
		name: "Chelsea",
		shortName: "CHE",
		description: "Chelsea FC blev stiftet i 1905 og spiller på Stamford Bridge i Vestlondon. Klubben har vundet Champions League to gange, i 2012 og 2021, og vandt Conference League i 2025.",
		website: "chelseafc.com",
		stadium: "Stamford Bridge",
		location: "London",
		founded: 1905,
		league: "Premier League",
		country: "England",
		primaryColor: "#034694",
		secondaryColor: "#ffffff"
	},
	{
		slug: "crystal-palace",
		name: "Crystal Palace",
		shortName: "CRY",
		description: "Crystal Palace FC blev stiftet i 1905 og spiller på Selhurst Park i Sydlondon. Klubben vandt sit første store trofæ, FA Cuppen, i 2025 efter finalesejr over Manchester City.",
		website: "cpfc.co.uk",
		stadium: "Selhurst Park",
		location: "London",
		founded: 1905,
		league: "Premier League",
		country: "England",
		primaryColor: "#1b458f",
		secondaryColor: "#c4122e"
	},
	{
		slug: "everton",
		name: "Everton",
		shortName: "EVE",
		description: "Everton FC blev stiftet i 1878 og har vundet ni engelske mesterskaber. Efter mere end 130 år på Goodison Park flyttede klubben i 2025 til et nyt stadion ved Bramley-Moore Dock i Liverpool.",
		website: "evertonfc.com",
		stadium: "Hill Dickinson Stadium",
		location: "Liverpool",
		founded: 1878,
		league: "Premier League",
		country: "England",
		primaryColor: "#003399",
		secondaryColor: "#ffffff"
	},
	{
		slug: "fulham",
		name: "Fulham",
		shortName: "FUL",
		description: "Fulham FC er Londons ældste professionelle fodboldklub, stiftet i 1879, og spiller på Craven Cottage ved Themsen. Klubben nåede finalen i Europa League i 2010.",
		website: "fulhamfc.com",
		stadium: "Craven Cottage",
		location: "London",
		founded: 1879,
		league: "Premier League",
		country: "England",
		primaryColor: "#ffffff",
		secondaryColor: "#000000"
	},
	{
		slug: "leeds-united",
		name: "Leeds United",
		shortName: "LEE",
		description: "Leeds United blev stiftet i 1919 og spiller på Elland Road. Klubben har vundet tre engelske mesterskaber og vendte tilbage til Premier League i 2025 efter at have vundet Championship.",
		website: "leedsunited.com",
		stadium: "Elland Road",
		location: "Leeds",
		founded: 1919,
		league: "Premier League",
		country: "England",
		primaryColor: "#ffffff",
		secondaryColor: "#1d428a"
	},
	{
		slug: "liverpool",
		name: "Liverpool",
		shortName: "LIV",
		description: "Liverpool FC blev stiftet i 1892 og spiller på Anfield. Klubben har vundet Europa Cuppen og Champions League seks gange og sikrede sig sit 20. engelske mesterskab i sæsonen 2024-25.",
		website: "liverpoolfc.com",
		stadium: "Anfield",
		location: "Liverpool",
		founded: 1892,
		league: "Premier League",
		country: "England",
		primaryColor: "#c8102e",
		secondaryColor: "#ffffff"
	},
	{
		slug: "manchester-city",
		name: "Manchester City",
		shortName: "MCI",
		description: "Manchester City blev stiftet i 1880 under navnet St. Mark's og spiller på Etihad Stadium. Klubben vandt Premier League fire sæsoner i træk fra 2020-21 til 2023-24 og vandt sin første Champions League-titel i 2023.",
		website: "mancity.com",
		stadium: "Etihad Stadium",
		location: "Manchester",
		founded: 1880,
		league: "Premier League",
		country: "England",
		primaryColor: "#6cabdd",
		secondaryColor: "#1c2c5b"
	},
	{
		slug: "manchester-united",
		name: "Manchester United",
		shortName: "MUN",
		description: "Manchester United blev stiftet i 1878 som Newton Heath og spiller på Old Trafford. Klubben har vundet 20 engelske mesterskaber og tre titler i Europa Cuppen og Champions League.",
		website: "manutd.com",
		stadium: "Old Trafford",
		location: "Manchester",
		founded: 1878,
		league: "Premier League",
		country: "England",
		primaryColor: "#da291c",
		secondaryColor: "#000000"
	},
	{
		slug: "newcastle-united",
		name: "Newcastle United",
		shortName: "NEW",
		description: "Newcastle United blev stiftet i 1892 og spiller på St James' Park. Klubben vandt Liga Cuppen i 2025, sit første store indenlandske trofæ siden 1955.",
		website: "newcastleunited.com",
		stadium: "St James' Park",
		location: "Newcastle",
		founded: 1892,
		league: "Premier League",
		country: "England",
		primaryColor: "#000000",
		secondaryColor: "#ffffff"
	},
	{
		slug: "nottingham-forest",
		name: "Nottingham Forest",
		shortName: "NFO",
		description: "Nottingham Forest blev stiftet i 1865 og spiller på City Ground ved floden Trent. Under Brian Clough vandt klubben Mesterholdenes Europa Cup to år i træk, i 1979 og 1980.",
		website: "nottinghamforest.co.uk",
		stadium: "City Ground",
		location: "Nottingham",
		founded: 1865,
		league: "Premier League",
		country: "England",
		primaryColor: "#dd0000",
		secondaryColor: "#ffffff"
	},
	{
		slug: "sunderland",
		name: "Sunderland",
		shortName: "SUN",
		description: "Sunderland AFC blev stiftet i 1879 og spiller på Stadium of Light. Klubben har vundet seks engelske mesterskaber og rykkede op i Premier League i 2025 via Championship-playoff.",
		website: "safc.com",
		stadium: "Stadium of Light",
		location: "Sunderland",
		founded: 1879,
		league: "Premier League",
		country: "England",
		primaryColor: "#eb172b",
		secondaryColor: "#ffffff"
	},
	{
		slug: "tottenham-hotspur",
		name: "Tottenham Hotspur",
		shortName: "TOT",
		description: "Tottenham Hotspur blev stiftet i 1882 og spiller på Tottenham Hotspur Stadium i Nordlondon. Klubben vandt i 1961 som det første hold i 1900-tallet The Double i England og vandt Europa League i 2025.",
		website: "tottenhamhotspur.com",
		stadium: "Tottenham Hotspur Stadium",
		location: "London",
		founded: 1882,
		league: "Premier League",
		country: "England",
		primaryColor: "#132257",
		secondaryColor: "#ffffff"
	},
	{
		slug: "west-ham-united",
		name: "West Ham United",
		shortName: "WHU",
		description: "West Ham United blev stiftet i 1895 som Thames Ironworks og spiller på London Stadium i Stratford. Klubben vandt Pokalvindernes Europa Cup i 1965 og Conference League i 2023.",
		website: "whufc.com",
		stadium: "London Stadium",
		location: "London",
		founded: 1895,
		league: "Premier League",
		country: "England",
		primaryColor: "#7a263a",
		secondaryColor: "#1bb1e7"
	},
	{
		slug: "wolverhampton-wanderers",
		name: "Wolverhampton Wanderers",
		shortName: "WOL",
		description: "Wolverhampton Wanderers blev stiftet i 1877 og spiller på Molineux. Klubben vandt tre engelske mesterskaber i 1950'erne og var med til at grundlægge Football League.",
		website: "wolves.co.uk",
		stadium: "Molineux",
		location: "Wolverhampton",
		founded: 1877,
		league: "Premier League",
		country: "England",
		primaryColor: "#fdb913",
		secondaryColor: "#231f20"
	},
	{
		slug: "leicester-city",
		name: "Leicester City",
		shortName: "LEI",
		description: "Leicester City blev stiftet i 1884 og spiller på King Power Stadium. Klubben vandt sensationelt Premier League i 2015-16 med Kasper Schmeichel i målet og rykkede ud af Premier League i 2025.",
		website: "lcfc.com",
		stadium: "King Power Stadium",
		location: "Leicester",
		founded: 1884,
		league: "Championship",
		country: "England",
		primaryColor: "#003090",
		secondaryColor: "#fdbe11"
	},
	{
		slug: "southampton",
		name: "Southampton",
		shortName: "SOU",
		description: "Southampton FC blev stiftet i 1885 og spiller på St Mary's Stadium. Klubben vandt FA Cuppen i 1976 og rykkede ud af Premier League i 2025.",
		website: "southamptonfc.com",
		stadium: "St Mary's Stadium",
		location: "Southampton",
		founded: 1885,
		league: "Championship",
		country: "England",
		primaryColor: "#d71920",
		secondaryColor: "#ffffff"
	},
	{
		slug: "ipswich-town",
		name: "Ipswich Town",
		shortName: "IPS",
		description: "Ipswich Town blev stiftet i 1878 og spiller på Portman Road. Klubben blev engelsk mester i 1962 og vandt UEFA Cuppen i 1981.",
		website: "itfc.co.uk",
		stadium: "Portman Road",
		location: "Ipswich",
		founded: 1878,
		league: "Championship",
		country: "England",
		primaryColor: "#3a64a3",
		secondaryColor: "#ffffff"
	},
	{
		slug: "sheffield-united",
		name: "Sheffield United",
		shortName: "SHU",
		description: "Sheffield United blev stiftet i 1889 og spiller på Bramall Lane, et af verdens ældste fodboldstadioner. Klubben blev engelsk mester i 1898 og har vundet FA Cuppen fire gange.",
		website: "sufc.co.uk",
		stadium: "Bramall Lane",
		location: "Sheffield",
		founded: 1889,
		league: "Championship",
		country: "England",
		primaryColor: "#ee2737",
		secondaryColor: "#ffffff"
	},
	{
		slug: "middlesbrough",
		name: "Middlesbrough",
		shortName: "MID",
		description: "Middlesbrough FC blev stiftet i 1876 og spiller på Riverside Stadium. Klubben vandt Liga Cuppen i 2004 og nåede UEFA Cup-finalen i 2006.",
		website: "mfc.co.uk",
		stadium: "Riverside Stadium",
		location: "Middlesbrough",
		founded: 1876,
		league: "Championship",
		country: "England",
		primaryColor: "#e11b22",
		secondaryColor: "#ffffff"
	},
	{
		slug: "coventry-city",
		name: "Coventry City",
		shortName: "COV",
		description: "Coventry City blev stiftet i 1883 og spiller på Coventry Building Society Arena. Klubbens største triumf er sejren i FA Cuppen i 1987.",
		website: "ccfc.co.uk",
		stadium: "Coventry Building Society Arena",
		location: "Coventry",
		founded: 1883,
		league: "Championship",
		country: "England",
		primaryColor: "#59cbe8",
		secondaryColor: "#ffffff"
	},
	{
		slug: "west-bromwich-albion",
		name: "West Bromwich Albion",
		shortName: "WBA",
		description: "West Bromwich Albion blev stiftet i 1878 og spiller på The Hawthorns. Klubben blev engelsk mester i 1920 og har vundet FA Cuppen fem gange.",
		website: "wba.co.uk",
		stadium: "The Hawthorns",
		location: "West Bromwich",
		founded: 1878,
		league: "Championship",
		country: "England",
		primaryColor: "#122f67",
		secondaryColor: "#ffffff"
	},
	{
		slug: "norwich-city",
		name: "Norwich City",
		shortName: "NOR",
		description: "Norwich City blev stiftet i 1902 og spiller på Carrow Road. Klubben har vundet Liga Cuppen to gange og er kendt under kælenavnet The Canaries.",
		website: "canaries.co.uk",
		stadium: "Carrow Road",
		location: "Norwich",
		founded: 1902,
		league: "Championship",
		country: "England",
		primaryColor: "#fff200",
		secondaryColor: "#00a650"
	},
	{
		slug: "bayern-munchen",
		name: "Bayern München",
		shortName: "FCB",
		description: "FC Bayern München blev stiftet i 1900 og spiller på Allianz Arena. Klubben er Tysklands mest vindende med over 30 mesterskaber og har vundet Champions League seks gange.",
		website: "fcbayern.com",
		stadium: "Allianz Arena",
		location: "München",
		founded: 1900,
		league: "Bundesliga",
		country: "Tyskland",
		primaryColor: "#dc052d",
		secondaryColor: "#ffffff"
	},
	{
		slug: "borussia-dortmund",
		name: "Borussia Dortmund",
		shortName: "BVB",
		description: "Borussia Dortmund blev stiftet i 1909 og spiller på Signal Iduna Park, Tysklands største fodboldstadion. Klubben vandt Champions League i 1997 og nåede finalen igen i 2013 og 2024.",
		website: "bvb.de",
		stadium: "Signal Iduna Park",
		location: "Dortmund",
		founded: 1909,
		league: "Bundesliga",
		country: "Tyskland",
		primaryColor: "#fde100",
		secondaryColor: "#000000"
	},
	{
		slug: "bayer-leverkusen",
		name: "Bayer Leverkusen",
		shortName: "B04",
		description: "Bayer 04 Leverkusen blev stiftet i 1904 af ansatte i Bayer-koncernen og spiller på BayArena. Klubben vandt sit første tyske mesterskab i 2023-24 uden et eneste nederlag i Bundesligaen.",
		website: "bayer04.de",
		stadium: "BayArena",
		location: "Leverkusen",
		founded: 1904,
		league: "Bundesliga",
		country: "Tyskland",
		primaryColor: "#e32221",
		secondaryColor: "#000000"
	},
	{
		slug: "rb-leipzig",
		name: "RB Leipzig",
		shortName: "RBL",
		description: "RB Leipzig blev stiftet i 2009 og spiller på Red Bull Arena. Klubben rykkede op i Bundesligaen i 2016 og har vundet DFB-Pokal to gange.",
		website: "rbleipzig.com",
		stadium: "Red Bull Arena",
		location: "Leipzig",
		founded: 2009,
		league: "Bundesliga",
		country: "Tyskland",
		primaryColor: "#dd0741",
		secondaryColor: "#ffffff"
	},
	{
		slug: "eintracht-frankfurt",
		name: "Eintracht Frankfurt",
		shortName: "SGE",
		description: "Eintracht Frankfurt blev stiftet i 1899 og spiller på Deutsche Bank Park. Klubben vandt UEFA Cuppen i 1980 og Europa League i 2022.",
		website: "eintracht.de",
		stadium: "Deutsche Bank Park",
		location: "Frankfurt am Main",
		founded: 1899,
		league: "Bundesliga",
		country: "Tyskland",
		primaryColor: "#e1000f",
		secondaryColor: "#000000"
	},
	{
		slug: "vfb-stuttgart",
		name: "VfB Stuttgart",
		shortName: "VFB",
		description: "VfB Stuttgart blev stiftet i 1893 og spiller på MHPArena. Klubben har vundet fem tyske mesterskaber og vandt DFB-Pokal i 2025.",
		website: "vfb.de",
		stadium: "MHPArena",
		location: "Stuttgart",
		founded: 1893,
		league: "Bundesliga",
		country: "Tyskland",
		primaryColor: "#ffffff",
		secondaryColor: "#e32219"
	},
	{
		slug: "sc-freiburg",
		name: "SC Freiburg",
		shortName: "SCF",
		description: "SC Freiburg blev stiftet i 1904 og spiller på Europa-Park Stadion. Klubben er kendt for sin stabilitet og nåede finalen i DFB-Pokal i 2022.",
		website: "scfreiburg.com",
		stadium: "Europa-Park Stadion",
		location: "Freiburg",
		founded: 1904,
		league: "Bundesliga",
		country: "Tyskland",
		primaryColor: "#e2001a",
		secondaryColor: "#000000"
	},
	{
		slug: "vfl-wolfsburg",
		name: "VfL Wolfsburg",
		shortName: "WOB",
		description: "VfL Wolfsburg blev stiftet i 1945 og spiller på Volkswagen Arena. Klubben blev tysk mester for første og eneste gang i 2009.",
		website: "vfl-wolfsburg.de",
		stadium: "Volkswagen Arena",
		location: "Wolfsburg",
		founded: 1945,
		league: "Bundesliga",
		country: "Tyskland",
		primaryColor: "#65b32e",
		secondaryColor: "#ffffff"
	},
	{
		slug: "fc-schalke-04",
		name: "FC Schalke 04",
		shortName: "S04",
		description: "FC Schalke 04 blev stiftet i 1904 og spiller på Veltins-Arena i Gelsenkirchen. Klubben har syv tyske mesterskaber og vandt UEFA Cuppen i 1997.",
		website: "schalke04.de",
		stadium: "Veltins-Arena",
		location: "Gelsenkirchen",
		founded: 1904,
		league: "2. Bundesliga",
		country: "Tyskland",
		primaryColor: "#004d9d",
		secondaryColor: "#ffffff"
	},
	{
		slug: "hertha-bsc",
		name: "Hertha BSC",
		shortName: "BSC",
		description: "Hertha BSC blev stiftet i 1892 og spiller på Olympiastadion i Berlin. Klubben blev tysk mester i 1930 og 1931.",
		website: "herthabsc.com",
		stadium: "Olympiastadion",
		location: "Berlin",
		founded: 1892,
		league: "2. Bundesliga",
		country: "Tyskland",
		primaryColor: "#005ca9",
		secondaryColor: "#ffffff"
	},
	{
		slug: "hannover-96",
		name: "Hannover 96",
		shortName: "H96",
		description: "Hannover 96 blev stiftet i 1896 og spiller på Heinz von Heiden Arena. Klubben har vundet to tyske mesterskaber og vandt DFB-Pokal i 1992 som andendivisionshold.",
		website: "hannover96.de",
		stadium: "Heinz von Heiden Arena",
		location: "Hannover",
		founded: 1896,
		league: "2. Bundesliga",
		country: "Tyskland",
		primaryColor: "#d8001e",
		secondaryColor: "#000000"
	},
	{
		slug: "fortuna-dusseldorf",
		name: "Fortuna Düsseldorf",
		shortName: "F95",
		description: "Fortuna Düsseldorf blev stiftet i 1895 og spiller på Merkur Spiel-Arena. Klubben blev tysk mester i 1933 og vandt DFB-Pokal i 1979 og 1980.",
		website: "f95.de",
		stadium: "Merkur Spiel-Arena",
		location: "Düsseldorf",
		founded: 1895,
		league: "2. Bundesliga",
		country: "Tyskland",
		primaryColor: "#da251d",
		secondaryColor: "#ffffff"
	},
	{
		slug: "1-fc-kaiserslautern",
		name: "1. FC Kaiserslautern",
		shortName: "FCK",
		description: "1. FC Kaiserslautern blev stiftet i 1900 og spiller på Fritz-Walter-Stadion på Betzenberg. Klubben har vundet fire tyske mesterskaber, senest i 1998 som nyoprykket.",
		website: "fck.de",
		stadium: "Fritz-Walter-Stadion",
		location: "Kaiserslautern",
		founded: 1900,
		league: "2. Bundesliga",
		country: "Tyskland",
		primaryColor: "#e30613",
		secondaryColor: "#ffffff"
	},
	{
		slug: "1-fc-nurnberg",
		name: "1. FC Nürnberg",
		shortName: "FCN",
		description: "1. FC Nürnberg blev stiftet i 1900 og spiller på Max-Morlock-Stadion. Klubben har vundet ni tyske mesterskaber, de fleste i 1920'erne.",
		website: "fcn.de",
		stadium: "Max-Morlock-Stadion",
		location: "Nürnberg",
		founded: 1900,
		league: "2. Bundesliga",
		country: "Tyskland",
		primaryColor: "#aa1124",
		secondaryColor: "#000000"
	},
	{
		slug: "inter",
		name: "Inter",
		shortName: "INT",
		description: "FC Internazionale Milano blev stiftet i 1908 og deler San Siro med AC Milan. Klubben har vundet Europa Cuppen og Champions League tre gange og blev i 2010 det første italienske hold til at vinde The Treble.",
		website: "inter.it",
		stadium: "San Siro",
		location: "Milano",
		founded: 1908,
		league: "Serie A",
		country: "Italien",
		primaryColor: "#010e80",
		secondaryColor: "#000000"
	},
	{
		slug: "ac-milan",
		name: "AC Milan",
		shortName: "MIL",
		description: "AC Milan blev stiftet i 1899 og spiller på San Siro. Klubben har vundet Europa Cuppen og Champions League syv gange, senest i 2007.",
		website: "acmilan.com",
		stadium: "San Siro",
		location: "Milano",
		founded: 1899,
		league: "Serie A",
		country: "Italien",
		primaryColor: "#fb090b",
		secondaryColor: "#000000"
	},
	{
		slug: "juventus",
		name: "Juventus",
		shortName: "JUV",
		description: "Juventus blev stiftet i 1897 og spiller på Allianz Stadium i Torino. Klubben er Italiens mest vindende med over 30 mesterskaber og vandt ni titler i træk fra 2012 til 2020.",
		website: "juventus.com",
		stadium: "Allianz Stadium",
		location: "Torino",
		founded: 1897,
		league: "Serie A",
		country: "Italien",
		primaryColor: "#000000",
		secondaryColor: "#ffffff"
	},
	{
		slug: "napoli",
		name: "Napoli",
		shortName: "NAP",
		description: "SSC Napoli blev stiftet i 1926 og spiller på Stadio Diego Armando Maradona. Klubben vandt sine første mesterskaber i 1987 og 1990 med Maradona og blev igen italiensk mester i 2023 og 2025.",
		website: "sscnapoli.it",
		stadium: "Stadio Diego Armando Maradona",
		location: "Napoli",
		founded: 1926,
		league: "Serie A",
		country: "Italien",
		primaryColor: "#12a0d7",
		secondaryColor: "#ffffff"
	},
	{
		slug: "as-roma",
		name: "AS Roma",
		shortName: "ROM",
		description: "AS Roma blev stiftet i 1927 og deler Stadio Olimpico med Lazio. Klubben har tre italienske mesterskaber og vandt den første udgave af Conference League i 2022.",
		website: "asroma.com",
		stadium: "Stadio Olimpico",
		location: "Rom",
		founded: 1927,
		league: "Serie A",
		country: "Italien",
		primaryColor: "#8e1f2f",
		secondaryColor: "#f0bc42"
	},
	{
		slug: "lazio",
		name: "Lazio",
		shortName: "LAZ",
		description: "SS Lazio blev stiftet i 1900 og spiller på Stadio Olimpico i Rom. Klubben blev italiensk mester i 1974 og 2000.",
		website: "sslazio.it",
		stadium: "Stadio Olimpico",
		location: "Rom",
		founded: 1900,
		league: "Serie A",
		country: "Italien",
		primaryColor: "#87d8f7",
		secondaryColor: "#ffffff"
	},
	{
		slug: "atalanta",
		name: "Atalanta",
		shortName: "ATA",
		description: "Atalanta BC blev stiftet i 1907 og spiller på Gewiss Stadium i Bergamo. Klubben vandt Europa League i 2024, sin første store europæiske titel.",
		website: "atalanta.it",
		stadium: "Gewiss Stadium",
		location: "Bergamo",
		founded: 1907,
		league: "Serie A",
		country: "Italien",
		primaryColor: "#1e71b8",
		secondaryColor: "#000000"
	},
	{
		slug: "fiorentina",
		name: "Fiorentina",
		shortName: "FIO",
		description: "ACF Fiorentina blev stiftet i 1926 og spiller på Stadio Artemio Franchi i Firenze. Klubben har to italienske mesterskaber og nåede finalen i Conference League i både 2023 og 2024.",
		website: "acffiorentina.com",
		stadium: "Stadio Artemio Franchi",
		location: "Firenze",
		founded: 1926,
		league: "Serie A",
		country: "Italien",
		primaryColor: "#482e92",
		secondaryColor: "#ffffff"
	},
	{
		slug: "palermo",
		name: "Palermo",
		shortName: "PAL",
		description: "Palermo FC spiller på Stadio Renzo Barbera og er den største klub på Sicilien. Klubben har siden 2022 været en del af City Football Group.",
		website: "palermofc.com",
		stadium: "Stadio Renzo Barbera",
		location: "Palermo",
		founded: 1900,
		league: "Serie B",
		country: "Italien",
		primaryColor: "#f5a9c6",
		secondaryColor: "#000000"
	},
	{
		slug: "sampdoria",
		name: "Sampdoria",
		shortName: "SAM",
		description: "UC Sampdoria blev dannet i 1946 og spiller på Stadio Luigi Ferraris i Genova, som deles med Genoa. Klubben blev italiensk mester i 1991 og nåede finalen i Mesterholdenes Europa Cup i 1992.",
		website: "sampdoria.it",
		stadium: "Stadio Luigi Ferraris",
		location: "Genova",
		founded: 1946,
		league: "Serie B",
		country: "Italien",
		primaryColor: "#1b5497",
		secondaryColor: "#ffffff"
	},
	{
		slug: "venezia",
		name: "Venezia",
		shortName: "VEN",
		description: "Venezia FC blev stiftet i 1907 og spiller på Stadio Pier Luigi Penzo, der ligger på en ø i Venedigs lagune. Klubben rykkede ud af Serie A i 2025.",
		website: "veneziafc.it",
		stadium: "Stadio Pier Luigi Penzo",
		location: "Venedig",
		founded: 1907,
		league: "Serie B",
		country: "Italien",
		primaryColor: "#000000",
		secondaryColor: "#f47b20"
	},
	{
		slug: "monza",
		name: "Monza",
		shortName: "MON",
		description: "AC Monza blev stiftet i 1912 og spiller på U-Power Stadium. Klubben nåede Serie A for første gang i 2022 og rykkede ud igen i 2025.",
		website: "acmonza.com",
		stadium: "U-Power Stadium",
		location: "Monza",
		founded: 1912,
		league: "Serie B",
		country: "Italien",
		primaryColor: "#e2001a",
		secondaryColor: "#ffffff"
	},
	{
		slug: "empoli",
		name: "Empoli",
		shortName: "EMP",
		description: "Empoli FC blev stiftet i 1920 og spiller på Stadio Carlo Castellani i Toscana. Klubben er kendt for sit ungdomsarbejde og rykkede ud af Serie A i 2025.",
		website: "empolifc.com",
		stadium: "Stadio Carlo Castellani",
		location: "Empoli",
		founded: 1920,
		league: "Serie B",
		country: "Italien",
		primaryColor: "#00579c",
		secondaryColor: "#ffffff"
	},
	{
		slug: "bari",
		name: "Bari",
		shortName: "BAR",
		description: "SSC Bari spiller på Stadio San Nicola, der blev bygget til VM i 1990. Klubben fra Apulien har flere sæsoner i Serie A bag sig.",
		website: null,
		stadium: "Stadio San Nicola",
		location: "Bari",
		founded: 1908,
		league: "Serie B",
		country: "Italien",
		primaryColor: "#e30613",
		secondaryColor: "#ffffff"
	},
	{
		slug: "paris-saint-germain",
		name: "Paris Saint-Germain",
		shortName: "PSG",
		description: "Paris Saint-Germain blev stiftet i 1970 og spiller på Parc des Princes. Klubben er Frankrigs mest vindende og vandt Champions League for første gang i 2025.",
		website: "psg.fr",
		stadium: "Parc des Princes",
		location: "Paris",
		founded: 1970,
		league: "Ligue 1",
		country: "Frankrig",
		primaryColor: "#004170",
		secondaryColor: "#da291c"
	},
	{
		slug: "olympique-marseille",
		name: "Olympique Marseille",
		shortName: "OM",
		description: "Olympique de Marseille blev stiftet i 1899 og spiller på Stade Vélodrome. Klubben blev i 1993 det første franske hold til at vinde Champions League.",
		website: "om.fr",
		stadium: "Stade Vélodrome",
		location: "Marseille",
		founded: 1899,
		league: "Ligue 1",
		country: "Frankrig",
		primaryColor: "#2faee0",
		secondaryColor: "#ffffff"
	},
	{
		slug: "olympique-lyon",
		name: "Olympique Lyon",
		shortName: "OL",
		description: "Olympique Lyonnais blev stiftet i 1950 og spiller på Groupama Stadium. Klubben vandt syv franske mesterskaber i træk fra 2002 til 2008.",
		website: "ol.fr",
		stadium: "Groupama Stadium",
		location: "Lyon",
		founded: 1950,
		league: "Ligue 1",
		country: "Frankrig",
		primaryColor: "#1c2f5a",
		secondaryColor: "#da0812"
	},
	{
		slug: "as-monaco",
		name: "AS Monaco",
		shortName: "ASM",
		description: "AS Monaco blev stiftet i 1924 og spiller på Stade Louis II i fyrstedømmet, men deltager i den franske liga. Klubben nåede Champions League-finalen i 2004 og blev senest fransk mester i 2017.",
		website: "asmonaco.com",
		stadium: "Stade Louis II",
		location: "Monaco",
		founded: 1924,
		league: "Ligue 1",
		country: "Frankrig",
		primaryColor: "#e51b22",
		secondaryColor: "#ffffff"
	},
	{
		slug: "losc-lille",
		name: "LOSC Lille",
		shortName: "LOSC",
		description: "LOSC Lille blev dannet i 1944 og spiller på Stade Pierre-Mauroy. Klubben blev fransk mester i 2011 og 2021.",
		website: "losc.fr",
		stadium: "Stade Pierre-Mauroy",
		location: "Lille",
		founded: 1944,
		league: "Ligue 1",
		country: "Frankrig",
		primaryColor: "#e01e13",
		secondaryColor: "#24216a"
	},
	{
		slug: "ogc-nice",
		name: "OGC Nice",
		shortName: "OGCN",
		description: "OGC Nice blev stiftet i 1904 og spiller på Allianz Riviera. Klubben har fire franske mesterskaber, alle fra 1950'erne.",
		website: "ogcnice.com",
		stadium: "Allianz Riviera",
		location: "Nice",
		founded: 1904,
		league: "Ligue 1",
		country: "Frankrig",
		primaryColor: "#c8102e",
		secondaryColor: "#000000"
	},
	{
		slug: "rc-lens",
		name: "RC Lens",
		shortName: "RCL",
		description: "RC Lens blev stiftet i 1906 og spiller på Stade Bollaert-Delelis i det tidligere mineområde i Nordfrankrig. Klubben blev fransk mester i 1998.",
		website: "rclens.fr",
		stadium: "Stade Bollaert-Delelis",
		location: "Lens",
		founded: 1906,
		league: "Ligue 1",
		country: "Frankrig",
		primaryColor: "#ec1c24",
		secondaryColor: "#ffd700"
	},
	{
		slug: "as-saint-etienne",
		name: "AS Saint-Étienne",
		shortName: "ASSE",
		description: "AS Saint-Étienne spiller på Stade Geoffroy-Guichard og har vundet ti franske mesterskaber. Klubben nåede finalen i Mesterholdenes Europa Cup i 1976.",
		website: "asse.fr",
		stadium: "Stade Geoffroy-Guichard",
		location: "Saint-Étienne",
		founded: 1919,
		league: "Ligue 2",
		country: "Frankrig",
		primaryColor: "#009639",
		secondaryColor: "#ffffff"
	},
	{
		slug: "montpellier-hsc",
		name: "Montpellier HSC",
		shortName: "MHSC",
		description: "Montpellier HSC blev stiftet i 1974 og spiller på Stade de la Mosson. Klubben blev sensationelt fransk mester i 2012.",
		website: "mhscfoot.com",
		stadium: "Stade de la Mosson",
		location: "Montpellier",
		founded: 1974,
		league: "Ligue 2",
		country: "Frankrig",
		primaryColor: "#003c7e",
		secondaryColor: "#f58220"
	},
	{
		slug: "stade-de-reims",
		name: "Stade de Reims",
		shortName: "SDR",
		description: "Stade de Reims blev stiftet i 1931 og spiller på Stade Auguste-Delaune. Klubben har seks franske mesterskaber og nåede finalen i Mesterholdenes Europa Cup i 1956 og 1959.",
		website: "stade-de-reims.com",
		stadium: "Stade Auguste-Delaune",
		location: "Reims",
		founded: 1931,
		league: "Ligue 2",
		country: "Frankrig",
		primaryColor: "#e30613",
		secondaryColor: "#ffffff"
	},
	{
		slug: "ea-guingamp",
		name: "EA Guingamp",
		shortName: "EAG",
		description: "En Avant Guingamp blev stiftet i 1912 og spiller på Stade du Roudourou i Bretagne. Klubben har vundet Coupe de France to gange, i 2009 og 2014.",
		website: "eaguingamp.com",
		stadium: "Stade du Roudourou",
		location: "Guingamp",
		founded: 1912,
		league: "Ligue 2",
		country: "Frankrig",
		primaryColor: "#d6001c",
		secondaryColor: "#000000"
	},
	{
		slug: "real-madrid",
		name: "Real Madrid",
		shortName: "RMA",
		description: "Real Madrid blev stiftet i 1902 og spiller på Estadio Santiago Bernabéu. Klubben har vundet Europa Cuppen og Champions League 15 gange, flere end nogen anden klub.",
		website: "realmadrid.com",
		stadium: "Estadio Santiago Bernabéu",
		location: "Madrid",
		founded: 1902,
		league: "La Liga",
		country: "Spanien",
		primaryColor: "#ffffff",
		secondaryColor: "#febe10"
	},
	{
		slug: "fc-barcelona",
		name: "FC Barcelona",
		shortName: "FCB",
		description: "FC Barcelona blev stiftet i 1899 og hører hjemme på Camp Nou, der er blevet ombygget siden 2023. Klubben har vundet Champions League fem gange og blev spansk mester i 2024-25.",
		website: "fcbarcelona.com",
		stadium: "Spotify Camp Nou",
		location: "Barcelona",
		founded: 1899,
		league: "La Liga",
		country: "Spanien",
		primaryColor: "#a50044",
		secondaryColor: "#004d98"
	},
	{
		slug: "atletico-madrid",
		name: "Atlético Madrid",
		shortName: "ATM",
		description: "Atlético Madrid blev stiftet i 1903 og spiller på Metropolitano-stadionet. Klubben har vundet La Liga 11 gange, senest i 2021, og Europa League tre gange.",
		website: "atleticodemadrid.com",
		stadium: "Riyadh Air Metropolitano",
		location: "Madrid",
		founded: 1903,
		league: "La Liga",
		country: "Spanien",
		primaryColor: "#cb3524",
		secondaryColor: "#272e61"
	},
	{
		slug: "athletic-club",
		name: "Athletic Club",
		shortName: "ATH",
		description: "Athletic Club fra Bilbao blev stiftet i 1898 og spiller på San Mamés. Klubben benytter kun spillere med tilknytning til Baskerlandet og har aldrig været ude af den bedste spanske række.",
		website: "athletic-club.eus",
		stadium: "San Mamés",
		location: "Bilbao",
		founded: 1898,
		league: "La Liga",
		country: "Spanien",
		primaryColor: "#ee2523",
		secondaryColor: "#ffffff"
	},
	{
		slug: "real-sociedad",
		name: "Real Sociedad",
		shortName: "RSO",
		description: "Real Sociedad blev stiftet i 1909 og spiller på Anoeta-stadionet i San Sebastián. Klubben blev spansk mester i 1981 og 1982.",
		website: "realsociedad.eus",
		stadium: "Reale Arena",
		location: "San Sebastián",
		founded: 1909,
		league: "La Liga",
		country: "Spanien",
		primaryColor: "#0067b1",
		secondaryColor: "#ffffff"
	},
	{
		slug: "sevilla-fc",
		name: "Sevilla FC",
		shortName: "SEV",
		description: "Sevilla FC blev stiftet i 1890 og spiller på Estadio Ramón Sánchez-Pizjuán. Klubben har vundet UEFA Cuppen og Europa League rekordmange syv gange.",
		website: "sevillafc.es",
		stadium: "Estadio Ramón Sánchez-Pizjuán",
		location: "Sevilla",
		founded: 1890,
		league: "La Liga",
		country: "Spanien",
		primaryColor: "#ffffff",
		secondaryColor: "#d81e05"
	},
	{
		slug: "villarreal-cf",
		name: "Villarreal CF",
		shortName: "VIL",
		description: "Villarreal CF blev stiftet i 1923 og spiller på Estadio de la Cerámica. Klubben fra den lille by i Valencia-regionen vandt Europa League i 2021.",
		website: "villarrealcf.es",
		stadium: "Estadio de la Cerámica",
		location: "Villarreal",
		founded: 1923,
		league: "La Liga",
		country: "Spanien",
		primaryColor: "#ffe667",
		secondaryColor: "#005187"
	},
	{
		slug: "real-betis",
		name: "Real Betis",
		shortName: "BET",
		description: "Real Betis blev stiftet i 1907 og spiller på Estadio Benito Villamarín i Sevilla. Klubben blev spansk mester i 1935 og nåede finalen i Conference League i 2025.",
		website: "realbetisbalompie.es",
		stadium: "Estadio Benito Villamarín",
		location: "Sevilla",
		founded: 1907,
		league: "La Liga",
		country: "Spanien",
		primaryColor: "#00954c",
		secondaryColor: "#ffffff"
	},
	{
		slug: "deportivo-la-coruna",
		name: "Deportivo La Coruña",
		shortName: "DEP",
		description: "Deportivo de La Coruña blev stiftet i 1906 og spiller på Riazor. Klubben blev spansk mester i 2000 og nåede semifinalen i Champions League i 2004.",
		website: "rcdeportivo.es",
		stadium: "Estadio Abanca-Riazor",
		location: "A Coruña",
		founded: 1906,
		league: "Segunda División",
		country: "Spanien",
		primaryColor: "#1a4b9b",
		secondaryColor: "#ffffff"
	},
	{
		slug: "malaga-cf",
		name: "Málaga CF",
		shortName: "MAL",
		description: "Málaga CF spiller på La Rosaleda i Andalusien. Klubben nåede kvartfinalen i Champions League i 2013.",
		website: "malagacf.com",
		stadium: "La Rosaleda",
		location: "Málaga",
		founded: null,
		league: "Segunda División",
		country: "Spanien",
		primaryColor: "#0069b4",
		secondaryColor: "#ffffff"
	},
	{
		slug: "real-zaragoza",
		name: "Real Zaragoza",
		shortName: "ZAR",
		description: "Real Zaragoza blev stiftet i 1932 og har traditionelt spillet på La Romareda. Klubben vandt Pokalvindernes Europa Cup i 1995.",
		website: "realzaragoza.com",
		stadium: "La Romareda",
		location: "Zaragoza",
		founded: 1932,
		league: "Segunda División",
		country: "Spanien",
		primaryColor: "#1d4fa4",
		secondaryColor: "#ffffff"
	},
	{
		slug: "sporting-gijon",
		name: "Sporting Gijón",
		shortName: "SPO",
		description: "Real Sporting de Gijón blev stiftet i 1905 og spiller på El Molinón, et af Spaniens ældste fodboldstadioner.",
		website: "realsporting.com",
		stadium: "El Molinón",
		location: "Gijón",
		founded: 1905,
		league: "Segunda División",
		country: "Spanien",
		primaryColor: "#e3001b",
		secondaryColor: "#ffffff"
	},
	{
		slug: "racing-santander",
		name: "Racing Santander",
		shortName: "RAC",
		description: "Real Racing Club de Santander blev stiftet i 1913 og spiller på El Sardinero. Klubben var med i den første udgave af La Liga i 1929.",
		website: "realracingclub.es",
		stadium: "El Sardinero",
		location: "Santander",
		founded: 1913,
		league: "Segunda División",
		country: "Spanien",
		primaryColor: "#00843d",
		secondaryColor: "#ffffff"
	},
	{
		slug: "real-valladolid",
		name: "Real Valladolid",
		shortName: "VLL",
		description: "Real Valladolid blev stiftet i 1928 og spiller på Estadio José Zorrilla. Klubben rykkede ud af La Liga i 2025.",
		website: "realvalladolid.es",
		stadium: "Estadio José Zorrilla",
		location: "Valladolid",
		founded: 1928,
		league: "Segunda División",
		country: "Spanien",
		primaryColor: "#5c2d91",
		secondaryColor: "#ffffff"
	},
	{
		slug: "bodo-glimt",
		name: "Bodø/Glimt",
		shortName: "B/G",
		description: "FK Bodø/Glimt blev stiftet i 1916 og spiller på Aspmyra Stadion nord for polarcirklen. Klubben vandt sit første norske mesterskab i 2020 og nåede semifinalen i Europa League i 2025.",
		website: "glimt.no",
		stadium: "Aspmyra Stadion",
		location: "Bodø",
		founded: 1916,
		league: "Eliteserien",
		country: "Norge",
		primaryColor: "#ffd700",
		secondaryColor: "#000000"
	},
	{
		slug: "rosenborg",
		name: "Rosenborg",
		shortName: "RBK",
		description: "Rosenborg BK blev stiftet i 1917 og spiller på Lerkendal Stadion i Trondheim. Klubben er Norges mest vindende og vandt 13 mesterskaber i træk fra 1992 til 2004.",
		website: "rbk.no",
		stadium: "Lerkendal Stadion",
		location: "Trondheim",
		founded: 1917,
		league: "Eliteserien",
		country: "Norge",
		primaryColor: "#ffffff",
		secondaryColor: "#000000"
	},
	{
		slug: "molde-fk",
		name: "Molde FK",
		shortName: "MFK",
		description: "Molde FK blev stiftet i 1911 og spiller på Aker Stadion. Klubben vandt sine første norske mesterskaber under Ole Gunnar Solskjær i 2011 og 2012.",
		website: "moldefk.no",
		stadium: "Aker Stadion",
		location: "Molde",
		founded: 1911,
		league: "Eliteserien",
		country: "Norge",
		primaryColor: "#005eb8",
		secondaryColor: "#ffffff"
	},
	{
		slug: "sk-brann",
		name: "SK Brann",
		shortName: "BRA",
		description: "SK Brann blev stiftet i 1908 og spiller på Brann Stadion i Bergen. Klubben har vundet tre norske mesterskaber, senest i 2007.",
		website: "brann.no",
		stadium: "Brann Stadion",
		location: "Bergen",
		founded: 1908,
		league: "Eliteserien",
		country: "Norge",
		primaryColor: "#e2001a",
		secondaryColor: "#ffffff"
	},
	{
		slug: "viking-fk",
		name: "Viking FK",
		shortName: "VIK",
		description: "Viking FK blev stiftet i 1899 og er hjemmehørende i Stavanger. Klubben har vundet flere norske mesterskaber og hører til de mest traditionsrige i landet.",
		website: "viking-fk.no",
		stadium: "SR-Bank Arena",
		location: "Stavanger",
		founded: 1899,
		league: "Eliteserien",
		country: "Norge",
		primaryColor: "#001e62",
		secondaryColor: "#ffffff"
	},
	{
		slug: "vaalerenga",
		name: "Vålerenga",
		shortName: "VIF",
		description: "Vålerenga Fotball blev stiftet i 1913 og spiller på Intility Arena i Oslo. Klubben har vundet fem norske mesterskaber, senest i 2005.",
		website: "vif-fotball.no",
		stadium: "Intility Arena",
		location: "Oslo",
		founded: 1913,
		league: "Eliteserien",
		country: "Norge",
		primaryColor: "#003a70",
		secondaryColor: "#e30613"
	},
	{
		slug: "malmo-ff",
		name: "Malmö FF",
		shortName: "MFF",
		description: "Malmö FF blev stiftet i 1910 og spiller på Eleda Stadion. Klubben er Sveriges mest vindende og nåede finalen i Mesterholdenes Europa Cup i 1979.",
		website: "mff.se",
		stadium: "Eleda Stadion",
		location: "Malmö",
		founded: 1910,
		league: "Allsvenskan",
		country: "Sverige",
		primaryColor: "#87ceeb",
		secondaryColor: "#ffffff"
	},
	{
		slug: "aik",
		name: "AIK",
		shortName: "AIK",
		description: "AIK blev stiftet i 1891 i Stockholm og spiller sine hjemmekampe på Strawberry Arena i Solna. Klubben har vundet tolv svenske mesterskaber.",
		website: "aikfotboll.se",
		stadium: "Strawberry Arena",
		location: "Solna",
		founded: 1891,
		league: "Allsvenskan",
		country: "Sverige",
		primaryColor: "#000000",
		secondaryColor: "#ffd700"
	},
	{
		slug: "djurgaardens-if",
		name: "Djurgårdens IF",
		shortName: "DIF",
		description: "Djurgårdens IF blev stiftet i 1891 og spiller på 3Arena i Stockholm. Klubben nåede semifinalen i Conference League i 2025.",
		website: "dif.se",
		stadium: "3Arena",
		location: "Stockholm",
		founded: 1891,
		league: "Allsvenskan",
		country: "Sverige",
		primaryColor: "#00a3e0",
		secondaryColor: "#002d62"
	},
	{
		slug: "hammarby-if",
		name: "Hammarby IF",
		shortName: "HIF",
		description: "Hammarby IF blev stiftet i 1889 og spiller på 3Arena i Johanneshov i det sydlige Stockholm. Klubben blev svensk mester i 2001.",
		website: "hammarbyfotboll.se",
		stadium: "3Arena",
		location: "Stockholm",
		founded: 1889,
		league: "Allsvenskan",
		country: "Sverige",
		primaryColor: "#00a651",
		secondaryColor: "#ffffff"
	},
	{
		slug: "ifk-goteborg",
		name: "IFK Göteborg",
		shortName: "IFK",
		description: "IFK Göteborg blev stiftet i 1904 og spiller på Gamla Ullevi. Klubben vandt UEFA Cuppen i 1982 og 1987.",
		website: "ifkgoteborg.se",
		stadium: "Gamla Ullevi",
		location: "Göteborg",
		founded: 1904,
		league: "Allsvenskan",
		country: "Sverige",
		primaryColor: "#004b8d",
		secondaryColor: "#ffffff"
	},
	{
		slug: "bk-hacken",
		name: "BK Häcken",
		shortName: "BKH",
		description: "BK Häcken blev stiftet i 1940 og spiller på Bravida Arena i Göteborg. Klubben blev svensk mester for første gang i 2022.",
		website: "bkhacken.se",
		stadium: "Bravida Arena",
		location: "Göteborg",
		founded: 1940,
		league: "Allsvenskan",
		country: "Sverige",
		primaryColor: "#ffdd00",
		secondaryColor: "#000000"
	},
	{
		slug: "hjk-helsinki",
		name: "HJK Helsinki",
		shortName: "HJK",
		description: "HJK blev stiftet i 1907 og spiller på Bolt Arena i Helsinki. Klubben er Finlands mest vindende og deltog i gruppespillet i Champions League i 1998-99.",
		website: "hjk.fi",
		stadium: "Bolt Arena",
		location: "Helsinki",
		founded: 1907,
		league: "Veikkausliiga",
		country: "Finland",
		primaryColor: "#0033a0",
		secondaryColor: "#ffffff"
	},
	{
		slug: "kups",
		name: "KuPS",
		shortName: "KuPS",
		description: "KuPS fra Kuopio blev stiftet i 1923 og spiller på Väre Areena. Klubben har vundet flere finske mesterskaber og er en af landets mest traditionsrige klubber.",
		website: "kups.fi",
		stadium: "Väre Areena",
		location: "Kuopio",
		founded: 1923,
		league: "Veikkausliiga",
		country: "Finland",
		primaryColor: "#ffdd00",
		secondaryColor: "#000000"
	},
	{
		slug: "fc-inter-turku",
		name: "FC Inter Turku",
		shortName: "INT",
		description: "FC Inter Turku blev stiftet i 1990 og spiller på Veritas Stadion i Åbo. Klubben blev finsk mester i 2008.",
		website: "fcinter.fi",
		stadium: "Veritas Stadion",
		location: "Turku",
		founded: 1990,
		league: "Veikkausliiga",
		country: "Finland",
		primaryColor: "#000000",
		secondaryColor: "#0047ab"
	},
	{
		slug: "ilves",
		name: "Ilves",
		shortName: "ILV",
		description: "Ilves blev stiftet i 1931 og spiller i Tampere. Klubben blev finsk mester i 1983.",
		website: null,
		stadium: "Tammelan Stadion",
		location: "Tampere",
		founded: 1931,
		league: "Veikkausliiga",
		country: "Finland",
		primaryColor: "#ffd100",
		secondaryColor: "#00843d"
	},
	{
		slug: "vikingur-reykjavik",
		name: "Víkingur Reykjavík",
		shortName: "VIK",
		description: "Víkingur Reykjavík blev stiftet i 1908 og spiller på Víkingsvöllur. Klubben blev islandsk mester i 2021 og 2023 og nåede knockoutfasen i Conference League i 2024-25.",
		website: "vikingur.is",
		stadium: "Víkingsvöllur",
		location: "Reykjavík",
		founded: 1908,
		league: "Úrvalsdeild",
		country: "Island",
		primaryColor: "#e30613",
		secondaryColor: "#000000"
	},
	{
		slug: "breidablik",
		name: "Breiðablik",
		shortName: "BRE",
		description: "Breiðablik fra Kópavogur blev stiftet i 1950 og spiller på Kópavogsvöllur. Klubben blev islandsk mester i 2024 og var med i gruppespillet i Conference League i 2023-24.",
		website: "breidablik.is",
		stadium: "Kópavogsvöllur",
		location: "Kópavogur",
		founded: 1950,
		league: "Úrvalsdeild",
		country: "Island",
		primaryColor: "#00843d",
		secondaryColor: "#ffffff"
	},
	{
		slug: "valur",
		name: "Valur",
		shortName: "VAL",
		description: "Valur blev stiftet i 1911 og har hjemmebane ved Hlíðarendi i Reykjavík. Klubben er blandt Islands mest vindende med over 20 mesterskaber.",
		website: "valur.is",
		stadium: "Hlíðarendi",
		location: "Reykjavík",
		founded: 1911,
		league: "Úrvalsdeild",
		country: "Island",
		primaryColor: "#e30613",
		secondaryColor: "#ffffff"
	},
	{
		slug: "kr",
		name: "KR",
		shortName: "KR",
		description: "Knattspyrnufélag Reykjavíkur blev stiftet i 1899 og er Islands ældste fodboldklub. Klubben har vundet det islandske mesterskab flere gange end nogen anden.",
		website: "kr.is",
		stadium: "Meistaravellir",
		location: "Reykjavík",
		founded: 1899,
		league: "Úrvalsdeild",
		country: "Island",
		primaryColor: "#000000",
		secondaryColor: "#ffffff"
	},
	{
		slug: "fh",
		name: "FH",
		shortName: "FH",
		description: "FH fra Hafnarfjörður blev stiftet i 1929 og spiller på Kaplakriki. Klubben var Islands dominerende hold i 2000'erne med otte mesterskaber mellem 2004 og 2016.",
		website: "fh.is",
		stadium: "Kaplakriki",
		location: "Hafnarfjörður",
		founded: 1929,
		league: "Úrvalsdeild",
		country: "Island",
		primaryColor: "#000000",
		secondaryColor: "#ffffff"
	},
	{
		slug: "flamengo",
		name: "Flamengo",
		shortName: "FLA",
		description: "CR Flamengo fra Rio de Janeiro blev stiftet i 1895 som roklub og spiller sine hjemmekampe på Maracanã. Klubben har vundet Copa Libertadores flere gange og regnes for Brasiliens mest populære klub.",
		website: "flamengo.com.br",
		stadium: "Maracanã",
		location: "Rio de Janeiro",
		founded: 1895,
		league: "Série A",
		country: "Brasilien",
		primaryColor: "#c52613",
		secondaryColor: "#000000"
	},
	{
		slug: "palmeiras",
		name: "Palmeiras",
		shortName: "PAL",
		description: "SE Palmeiras blev stiftet i 1914 af italienske indvandrere og spiller på Allianz Parque i São Paulo. Klubben har vundet det brasilianske mesterskab flere gange end nogen anden.",
		website: "palmeiras.com.br",
		stadium: "Allianz Parque",
		location: "São Paulo",
		founded: 1914,
		league: "Série A",
		country: "Brasilien",
		primaryColor: "#006437",
		secondaryColor: "#ffffff"
	},
	{
		slug: "corinthians",
		name: "Corinthians",
		shortName: "COR",
		description: "SC Corinthians Paulista blev stiftet i 1910 og spiller på Neo Química Arena i São Paulo. Klubben vandt VM for klubhold i 2000 og 2012.",
		website: "corinthians.com.br",
		stadium: "Neo Química Arena",
		location: "São Paulo",
		founded: 1910,
		league: "Série A",
		country: "Brasilien",
		primaryColor: "#ffffff",
		secondaryColor: "#000000"
	},
	{
		slug: "sao-paulo",
		name: "São Paulo",
		shortName: "SAO",
		description: "São Paulo FC blev stiftet i 1930 og spiller på Morumbi-stadionet. Klubben har vundet Copa Libertadores tre gange.",
		website: "saopaulofc.net",
		stadium: "MorumBIS",
		location: "São Paulo",
		founded: 1930,
		league: "Série A",
		country: "Brasilien",
		primaryColor: "#fe0000",
		secondaryColor: "#000000"
	},
	{
		slug: "santos",
		name: "Santos",
		shortName: "SAN",
		description: "Santos FC blev stiftet i 1912 og spiller på Vila Belmiro. Klubben er kendt som Pelés klub og vandt Copa Libertadores i 1962 og 1963.",
		website: "santosfc.com.br",
		stadium: "Vila Belmiro",
		location: "Santos",
		founded: 1912,
		league: "Série A",
		country: "Brasilien",
		primaryColor: "#ffffff",
		secondaryColor: "#000000"
	},
	{
		slug: "fluminense",
		name: "Fluminense",
		shortName: "FLU",
		description: "Fluminense FC blev stiftet i 1902 og deler Maracanã med Flamengo. Klubben vandt sin første Copa Libertadores i 2023.",
		website: "fluminense.com.br",
		stadium: "Maracanã",
		location: "Rio de Janeiro",
		founded: 1902,
		league: "Série A",
		country: "Brasilien",
		primaryColor: "#7a0026",
		secondaryColor: "#006140"
	},
	{
		slug: "boca-juniors",
		name: "Boca Juniors",
		shortName: "BOC",
		description: "CA Boca Juniors blev stiftet i 1905 i bydelen La Boca i Buenos Aires og spiller på La Bombonera. Klubben har vundet Copa Libertadores seks gange.",
		website: "bocajuniors.com.ar",
		stadium: "La Bombonera",
		location: "Buenos Aires",
		founded: 1905,
		league: "Primera División",
		country: "Argentina",
		primaryColor: "#0033a0",
		secondaryColor: "#ffcc00"
	},
	{
		slug: "river-plate",
		name: "River Plate",
		shortName: "RIV",
		description: "CA River Plate blev stiftet i 1901 og spiller på Estadio Monumental, Sydamerikas største stadion. Klubben er rekordmester i Argentina og har vundet Copa Libertadores fire gange.",
		website: "cariverplate.com.ar",
		stadium: "Estadio Monumental",
		location: "Buenos Aires",
		founded: 1901,
		league: "Primera División",
		country: "Argentina",
		primaryColor: "#ffffff",
		secondaryColor: "#e30613"
	},
	{
		slug: "racing-club",
		name: "Racing Club",
		shortName: "RAC",
		description: "Racing Club fra Avellaneda blev stiftet i 1903 og spiller på Estadio Presidente Perón. Klubben blev i 1967 det første argentinske hold til at vinde VM for klubhold og vandt Copa Sudamericana i 2024.",
		website: "racingclub.com.ar",
		stadium: "Estadio Presidente Perón",
		location: "Avellaneda",
		founded: 1903,
		league: "Primera División",
		country: "Argentina",
		primaryColor: "#6cace4",
		secondaryColor: "#ffffff"
	},
	{
		slug: "independiente",
		name: "Independiente",
		shortName: "IND",
		description: "CA Independiente fra Avellaneda blev stiftet i 1905 og spiller på Estadio Libertadores de América. Klubben har vundet Copa Libertadores syv gange, flere end nogen anden.",
		website: null,
		stadium: "Estadio Libertadores de América",
		location: "Avellaneda",
		founded: 1905,
		league: "Primera División",
		country: "Argentina",
		primaryColor: "#e2001a",
		secondaryColor: "#ffffff"
	},
	{
		slug: "san-lorenzo",
		name: "San Lorenzo",
		shortName: "SLO",
		description: "CA San Lorenzo de Almagro blev stiftet i 1908 og spiller på Estadio Pedro Bidegain i Buenos Aires. Klubben vandt Copa Libertadores i 2014.",
		website: "sanlorenzo.com.ar",
		stadium: "Estadio Pedro Bidegain",
		location: "Buenos Aires",
		founded: 1908,
		league: "Primera División",
		country: "Argentina",
		primaryColor: "#002d72",
		secondaryColor: "#e30613"
	},
	{
		slug: "estudiantes",
		name: "Estudiantes",
		shortName: "EST",
		description: "Estudiantes de La Plata blev stiftet i 1905. Klubben vandt Copa Libertadores tre år i træk fra 1968 til 1970 og igen i 2009.",
		website: null,
		stadium: "Estadio Jorge Luis Hirschi",
		location: "La Plata",
		founded: 1905,
		league: "Primera División",
		country: "Argentina",
		primaryColor: "#e30613",
		secondaryColor: "#ffffff"
	},
	{
		slug: "danmark-landshold",
		name: "Danmark",
		shortName: "DEN",
		description: "Danmarks herrelandshold administreres af DBU, der blev stiftet i 1889, og spiller sine hjemmekampe i Parken. Holdet vandt EM i 1992 og nåede semifinalen ved EM i 2021.",
		website: "dbu.dk",
		stadium: "Parken",
		location: "København",
		founded: 1889,
		league: "Landshold",
		country: "Danmark",
		primaryColor: "#c8102e",
		secondaryColor: "#ffffff"
	},
	{
		slug: "england-landshold",
		name: "England",
		shortName: "ENG",
		description: "Englands landshold administreres af The Football Association, verdens ældste fodboldforbund fra 1863. Holdet vandt VM på hjemmebane i 1966 og spiller sine hjemmekampe på Wembley Stadium.",
		website: "englandfootball.com",
		stadium: "Wembley Stadium",
		location: "London",
		founded: 1863,
		league: "Landshold",
		country: "England",
		primaryColor: "#ffffff",
		secondaryColor: "#1d2a5d"
	},
	{
		slug: "tyskland-landshold",
		name: "Tyskland",
		shortName: "GER",
		description: "Tysklands landshold administreres af DFB, der blev stiftet i 1900. Holdet har vundet VM fire gange, senest i 2014, og EM tre gange.",
		website: "dfb.de",
		stadium: null,
		location: "Frankfurt am Main",
		founded: 1900,
		league: "Landshold",
		country: "Tyskland",
		primaryColor: "#ffffff",
		secondaryColor: "#000000"
	},
	{
		slug: "italien-landshold",
		name: "Italien",
		shortName: "ITA",
		description: "Italiens landshold administreres af FIGC, der blev stiftet i 1898, og kaldes Gli Azzurri. Holdet har vundet VM fire gange og EM to gange, senest ved slutrunden i 2021.",
		website: "figc.it",
		stadium: null,
		location: "Rom",
		founded: 1898,
		league: "Landshold",
		country: "Italien",
		primaryColor: "#0066b2",
		secondaryColor: "#ffffff"
	},
	{
		slug: "frankrig-landshold",
		name: "Frankrig",
		shortName: "FRA",
		description: "Frankrigs landshold administreres af FFF, der blev stiftet i 1919, og spiller sine hjemmekampe på Stade de France. Holdet har vundet VM i 1998 og 2018 og EM i 1984 og 2000.",
		website: "fff.fr",
		stadium: "Stade de France",
		location: "Saint-Denis",
		founded: 1919,
		league: "Landshold",
		country: "Frankrig",
		primaryColor: "#002654",
		secondaryColor: "#ed2939"
	},
	{
		slug: "spanien-landshold",
		name: "Spanien",
		shortName: "ESP",
		description: "Spaniens landshold administreres af RFEF og vandt VM i 2010. Holdet er rekordvinder af EM med fire titler, senest i 2024.",
		website: "rfef.es",
		stadium: null,
		location: "Madrid",
		founded: 1909,
		league: "Landshold",
		country: "Spanien",
		primaryColor: "#c60b1e",
		secondaryColor: "#ffc400"
	},
	{
		slug: "norge-landshold",
		name: "Norge",
		shortName: "NOR",
		description: "Norges landshold administreres af Norges Fotballforbund, der blev stiftet i 1902, og spiller på Ullevaal Stadion i Oslo. Holdet tog bronze ved OL i 1936 og har deltaget ved VM i 1938, 1994 og 1998.",
		website: "fotball.no",
		stadium: "Ullevaal Stadion",
		location: "Oslo",
		founded: 1902,
		league: "Landshold",
		country: "Norge",
		primaryColor: "#ef2b2d",
		secondaryColor: "#ffffff"
	},
	{
		slug: "sverige-landshold",
		name: "Sverige",
		shortName: "SWE",
		description: "Sveriges landshold administreres af Svenska Fotbollförbundet, der blev stiftet i 1904, og spiller på Strawberry Arena i Solna. Holdet var vært for VM i 1958 og nåede finalen.",
		website: "svenskfotboll.se",
		stadium: "Strawberry Arena",
		location: "Solna",
		founded: 1904,
		league: "Landshold",
		country: "Sverige",
		primaryColor: "#fecc00",
		secondaryColor: "#006aa7"
	},
	{
		slug: "finland-landshold",
		name: "Finland",
		shortName: "FIN",
		description: "Finlands landshold administreres af Palloliitto, der blev stiftet i 1907, og spiller på Olympiastadion i Helsinki. Holdet deltog for første gang ved en slutrunde ved EM i 2021.",
		website: "palloliitto.fi",
		stadium: "Olympiastadion",
		location: "Helsinki",
		founded: 1907,
		league: "Landshold",
		country: "Finland",
		primaryColor: "#ffffff",
		secondaryColor: "#002f6c"
	},
	{
		slug: "island-landshold",
		name: "Island",
		shortName: "ISL",
		description: "Islands landshold administreres af KSÍ, der blev stiftet i 1947, og spiller på Laugardalsvöllur i Reykjavík. Holdet nåede kvartfinalen ved EM i 2016 og deltog ved VM i 2018.",
		website: "ksi.is",
		stadium: "Laugardalsvöllur",
		location: "Reykjavík",
		founded: 1947,
		league: "Landshold",
		country: "Island",
		primaryColor: "#02529c",
		secondaryColor: "#dc1e35"
	},
	{
		slug: "brasilien-landshold",
		name: "Brasilien",
		shortName: "BRA",
		description: "Brasiliens landshold administreres af CBF og er rekordvinder af VM med fem titler fra 1958, 1962, 1970, 1994 og 2002. Holdet er det eneste, der har deltaget ved alle VM-slutrunder.",
		website: "cbf.com.br",
		stadium: null,
		location: "Rio de Janeiro",
		founded: 1914,
		league: "Landshold",
		country: "Brasilien",
		primaryColor: "#ffdf00",
		secondaryColor: "#009c3b"
	},
	{
		slug: "argentina-landshold",
		name: "Argentina",
		shortName: "ARG",
		description: "Argentinas landshold administreres af AFA, der blev stiftet i 1893. Holdet har vundet VM tre gange, senest i 2022, og er rekordvinder af Copa América.",
		website: "afa.com.ar",
		stadium: "Estadio Monumental",
		location: "Buenos Aires",
		founded: 1893,
		league: "Landshold",
		country: "Argentina",
		primaryColor: "#75aadb",
		secondaryColor: "#ffffff"
	}
];
// app/workflows/seed/data/company.ts
/** Plausible sample company details (issue 14), replaced under /admin/settings before launch. */
var seedCompany = {
	name: "Forsiden ApS",
	cvr: "41852736",
	street: "Vesterbrogade 12, 3. sal",
	postalCity: "1620 København V",
	phone: "+45 33 12 34 56",
	email: "kontakt@forsiden.dk",
	responsibleEditor: "Mette Kjær Andersen"
};
// app/workflows/seed/data/matches.ts
var t = (name, slug = null) => ({
	name,
	slug
});
/** Standings league key per competition; null for cups and friendlies. */
var LEAGUE_KEYS = {
	"3F Superliga": "3f-superliga",
	"Premier League": "premier-league",
	"La Liga": "la-liga",
	Bundesliga: "bundesliga",
	"Serie A": "serie-a",
	"Champions League": "champions-league",
	"Europa League": "europa-league",
	"VM-kvalifikation": "vm",
	"DBU Pokalen": null,
	Landskamp: null
};
function match(daysFromNow, time, competition, home, away, score) {
	return {
		homeTeam: home.name,
		awayTeam: away.name,
		homeClubSlug: home.slug,
		awayClubSlug: away.slug,
		daysFromNow,
		time,
		competition,
		leagueKey: LEAGUE_KEYS[competition] ?? null,
		status: score ? "finished" : "upcoming",
		homeScore: score ? score[0] : null,
		awayScore: score ? score[1] : null
	};
}
var FCK = t("FC København", "fc-kobenhavn");
var FCM = t("FC Midtjylland", "fc-midtjylland");
var BIF = t("Brøndby IF", "brondby-if");
var AGF = t("AGF", "agf");
var FCN = t("FC Nordsjælland", "fc-nordsjaelland");
var RFC = t("Randers FC", "randers-fc");
var SIF = t("Silkeborg IF", "silkeborg-if");
var VFF = t("Viborg FF", "viborg-ff");
var SJF = t("Sønderjyske", "sonderjyske");
var VB = t("Vejle Boldklub", "vejle-boldklub");
var OB = t("OB", "ob");
var FCF = t("FC Fredericia", "fc-fredericia");
var AAB = t("AaB", "aalborg-bk");
var LIV = t("Liverpool", "liverpool");
var ARS = t("Arsenal", "arsenal");
var MCI = t("Manchester City", "manchester-city");
var MUN = t("Manchester United", "manchester-united");
var CHE = t("Chelsea", "chelsea");
var TOT = t("Tottenham Hotspur", "tottenham-hotspur");
var NEW = t("Newcastle United", "newcastle-united");
var AVL = t("Aston Villa", "aston-villa");
var BRE = t("Brentford", "brentford");
var BHA = t("Brighton & Hove Albion", "brighton");
var NFO = t("Nottingham Forest", "nottingham-forest");
var RMA = t("Real Madrid", "real-madrid");
var BAR = t("FC Barcelona", "fc-barcelona");
var ATM = t("Atlético Madrid", "atletico-madrid");
var SEV = t("Sevilla FC", "sevilla-fc");
var FCB = t("Bayern München", "bayern-munchen");
var BVB = t("Borussia Dortmund", "borussia-dortmund");
var INT = t("Inter", "inter");
var JUV = t("Juventus", "juventus");
var NAP = t("Napoli", "napoli");
var DEN = t("Danmark", "danmark-landshold");
var ENG = t("England", "england-landshold");
var SWE = t("Sverige", "sverige-landshold");
var GRE = t("Grækenland");
var BLR = t("Hviderusland");
/**
* Today's fixtures for the front page's match centre: whatever the seed's time of day, the day
* has matches. One whose kick-off has passed when the seed runs is stored as finished with
* `score`; the others are upcoming.
*/
function today(time, competition, home, away, score) {
	return {
		...match(0, time, competition, home, away, null),
		scoreIfPlayed: score
	};
}
var SL = "3F Superliga";
var PL = "Premier League";
var CL = "Champions League";
var seedMatches = [
	match(-14, "16:00", SL, BIF, FCN, [2, 0]),
	match(-13, "18:00", SL, AGF, FCK, [1, 0]),
	match(-13, "14:00", SL, SIF, FCM, [1, 2]),
	match(-7, "16:00", SL, FCM, AGF, [3, 1]),
	match(-7, "14:00", SL, FCN, RFC, [2, 2]),
	match(-6, "18:00", SL, FCK, BIF, [2, 1]),
	match(-6, "14:00", SL, VFF, OB, [0, 2]),
	match(-3, "19:00", "DBU Pokalen", FCK, VB, [3, 0]),
	match(-3, "18:00", "DBU Pokalen", AAB, AGF, [1, 2]),
	match(-8, "18:30", PL, LIV, AVL, [3, 1]),
	match(-8, "16:00", PL, ARS, TOT, [2, 0]),
	match(-8, "13:30", PL, MUN, CHE, [1, 1]),
	match(-1, "17:30", PL, CHE, ARS, [1, 2]),
	match(-1, "15:00", PL, NEW, LIV, [2, 2]),
	match(-10, "21:00", "La Liga", ATM, RMA, [1, 3]),
	match(-4, "21:00", CL, RMA, JUV, [2, 1]),
	match(-4, "21:00", CL, FCB, ARS, [1, 1]),
	match(-2, "18:30", "Bundesliga", FCB, BVB, [3, 1]),
	match(-2, "20:45", "Serie A", INT, JUV, [2, 0]),
	match(-2, "21:00", "La Liga", BAR, SEV, [4, 1]),
	match(-40, "20:45", "VM-kvalifikation", DEN, BLR, [6, 0]),
	match(-37, "20:45", "VM-kvalifikation", DEN, GRE, [3, 1]),
	match(-1, "19:00", SL, SJF, AAB, [1, 1]),
	today("13:00", SL, VB, SIF, [0, 1]),
	today("15:00", SL, OB, FCF, [2, 0]),
	today("17:00", SL, AGF, RFC, [3, 2]),
	today("18:30", PL, MCI, TOT, [2, 1]),
	today("20:00", SL, FCK, FCM, [1, 1]),
	today("21:00", "La Liga", ATM, SEV, [2, 0]),
	match(1, "18:00", SL, BIF, VFF, null),
	match(1, "19:00", SL, FCN, SJF, null),
	match(1, "21:00", "Serie A", NAP, JUV, null),
	match(2, "16:00", PL, AVL, NEW, null),
	match(2, "20:30", "Bundesliga", BVB, FCB, null),
	match(3, "18:00", SL, AAB, FCM, null),
	match(3, "20:45", "DBU Pokalen", BIF, OB, null),
	match(4, "18:00", SL, FCM, FCK, null),
	match(4, "14:00", SL, FCN, VFF, null),
	match(5, "16:00", SL, BIF, AGF, null),
	match(11, "18:00", SL, RFC, FCK, null),
	match(11, "16:00", SL, AGF, SJF, null),
	match(11, "14:00", SL, FCF, FCM, null),
	match(12, "14:00", SL, VB, BIF, null),
	match(12, "16:00", SL, OB, FCN, null),
	match(8, "21:00", CL, FCK, NAP, null),
	match(9, "21:00", "Europa League", FCM, NFO, null),
	match(9, "21:00", CL, LIV, INT, null),
	match(9, "21:00", CL, RMA, MCI, null),
	match(6, "17:30", PL, LIV, MUN, null),
	match(6, "18:30", PL, ARS, MCI, null),
	match(13, "16:00", PL, BRE, LIV, null),
	match(13, "16:00", PL, ARS, BHA, null),
	match(5, "21:00", "La Liga", RMA, BAR, null),
	match(25, "20:45", "Landskamp", DEN, SWE, null),
	match(28, "20:45", "Landskamp", ENG, DEN, null)
];
// app/workflows/seed/data/photos.ts
/**
* Sample stock-photo library: one illustration per stock club × category (spec §9),
* plus a set of generic motifs used by the sample articles.
*/
var PHOTOGRAPHER = "Forsiden Grafik";
var STOCK_CLUBS = [
	{
		prefix: "fcn",
		name: "FC Nordsjælland",
		genitive: "FC Nordsjællands",
		short: "FCN",
		city: "Farum",
		stadium: "Right to Dream Park",
		colors: ["#d71920", "#ffd200"]
	},
	{
		prefix: "fck",
		name: "FC København",
		genitive: "FC Københavns",
		short: "FCK",
		city: "København",
		stadium: "Parken",
		colors: ["#1b3d8f", "#ffffff"]
	},
	{
		prefix: "brondby",
		name: "Brøndby IF",
		genitive: "Brøndby IF's",
		short: "Brøndby",
		city: "Brøndby",
		stadium: "Brøndby Stadion",
		colors: ["#ffd400", "#0b3b7c"]
	},
	{
		prefix: "agf",
		name: "AGF Aarhus",
		genitive: "AGF Aarhus'",
		short: "AGF",
		city: "Aarhus",
		stadium: "Ceres Park",
		colors: ["#ffffff", "#0a2c6b"]
	},
	{
		prefix: "aab",
		name: "Aalborg BK",
		genitive: "Aalborg BK's",
		short: "AaB",
		city: "Aalborg",
		stadium: "Aalborg Portland Park",
		colors: ["#d0021b", "#ffffff"]
	}
];
var SCENE_BY_CATEGORY = {
	action: "pitch",
	stadion: "stadium",
	træning: "training",
	fans: "crowd",
	jubel: "celebration"
};
var KEY_BY_CATEGORY = {
	action: "action",
	stadion: "stadion",
	træning: "traening",
	fans: "fans",
	jubel: "jubel"
};
function clubPhoto(club, category) {
	const base = club.short.toLowerCase();
	const text = {
		action: {
			caption: `Duel om bolden i en kamp med ${club.name} – fart og fysisk spil i ${club.short}-trøjen.`,
			keywords: [
				"kamp",
				"duel",
				"bold",
				"spiller",
				"superliga"
			]
		},
		stadion: {
			caption: `${club.stadium} i ${club.city} klar til kamp – tribunerne i ${club.genitive} farver.`,
			keywords: [
				"stadion",
				"tribune",
				"græs",
				club.stadium.toLowerCase(),
				club.city.toLowerCase()
			]
		},
		træning: {
			caption: `${club.genitive} spillere i gang med pasningsøvelser og kegler på træningsbanen i ${club.city}.`,
			keywords: [
				"træning",
				"øvelse",
				"kegler",
				"træningsbane",
				"forberedelse"
			]
		},
		fans: {
			caption: `${club.short}-fans med flag og halstørklæder skaber stemning på tribunen.`,
			keywords: [
				"fans",
				"tilskuere",
				"tribune",
				"stemning",
				"flag"
			]
		},
		jubel: {
			caption: `Jubel hos ${club.name}: spillerne stimler sammen efter en scoring foran egne fans.`,
			keywords: [
				"jubel",
				"mål",
				"scoring",
				"fejring",
				"sejr"
			]
		}
	};
	return {
		key: `${club.prefix}-${KEY_BY_CATEGORY[category]}`,
		caption: text[category].caption,
		keywords: [
			base,
			club.name.toLowerCase(),
			...text[category].keywords
		],
		photographer: PHOTOGRAPHER,
		club: club.name,
		category,
		scene: SCENE_BY_CATEGORY[category],
		colors: club.colors
	};
}
var CATEGORIES = [
	"action",
	"stadion",
	"træning",
	"fans",
	"jubel"
];
var clubPhotos = STOCK_CLUBS.flatMap((club) => CATEGORIES.map((category) => clubPhoto(club, category)));
var genericPhotos = [
	{
		key: "premier-league-action",
		caption: "Tempofyldt øjeblik fra en Premier League-kamp: kanten accelererer forbi sin back.",
		keywords: [
			"premier league",
			"england",
			"kamp",
			"fart",
			"kant"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: "action",
		scene: "pitch",
		colors: ["#3d195b", "#00ff85"]
	},
	{
		key: "champions-league-aften",
		caption: "Projektørlys over et fyldt stadion før en europæisk aften i Champions League.",
		keywords: [
			"champions league",
			"europa",
			"stadion",
			"aften",
			"projektører"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: "stadion",
		scene: "stadium",
		colors: ["#0b1a4a", "#c9d6ff"]
	},
	{
		key: "europa-aften-action",
		caption: "Hovedstødsduel i en europæisk pokalkamp under aftenhimlen.",
		keywords: [
			"europa league",
			"conference league",
			"europæisk",
			"duel",
			"hovedstød"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: "action",
		scene: "pitch",
		colors: ["#f26522", "#1c1c1c"]
	},
	{
		key: "superliga-action",
		caption: "Tæt markering i feltet under en kamp i 3F Superligaen.",
		keywords: [
			"superliga",
			"danmark",
			"kamp",
			"markering",
			"felt"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: "action",
		scene: "pitch",
		colors: ["#0f7a3d", "#ffffff"]
	},
	{
		key: "landshold-jubel",
		caption: "Landsholdsspillerne i rødt og hvidt fejrer en scoring sammen.",
		keywords: [
			"landshold",
			"danmark",
			"jubel",
			"rød og hvid",
			"scoring"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: "jubel",
		scene: "celebration",
		colors: ["#c8102e", "#ffffff"]
	},
	{
		key: "landshold-fans",
		caption: "Roligans med malede ansigter og Dannebrog på lægterne til en landskamp.",
		keywords: [
			"roligans",
			"landshold",
			"fans",
			"dannebrog",
			"landskamp"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: "fans",
		scene: "crowd",
		colors: ["#c8102e", "#ffffff"]
	},
	{
		key: "transfer-praesentation",
		caption: "Ny spiller præsenteres på stadion med trøje og halstørklæde efter underskriften.",
		keywords: [
			"transfer",
			"præsentation",
			"kontrakt",
			"underskrift",
			"ny spiller"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: null,
		scene: "stadium",
		colors: ["#1f2937", "#e5e7eb"]
	},
	{
		key: "traeningsanlaeg",
		caption: "Morgentræning på et moderne træningsanlæg med mini-mål, kegler og dugvådt græs.",
		keywords: [
			"træning",
			"træningsanlæg",
			"akademi",
			"kegler",
			"talent"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: "træning",
		scene: "training",
		colors: ["#2f6b2f", "#f5f5f5"]
	},
	{
		key: "historie-vintage",
		caption: "Stemningsbillede i sepia: fodboldens store øjeblikke fra en svunden tid.",
		keywords: [
			"historie",
			"vintage",
			"arkiv",
			"legende",
			"fodboldhistorie"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: null,
		scene: "history",
		colors: ["#8b6b3e", "#f3e2c0"]
	},
	{
		key: "historie-landshold",
		caption: "Tilbageblik på landsholdets store slutrunder – rødt, hvidt og gulnede avisudklip.",
		keywords: [
			"historie",
			"landshold",
			"slutrunde",
			"em 1992",
			"vm 1986"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: null,
		scene: "history",
		base: "celebration",
		colors: ["#a3262a", "#efe3c8"]
	},
	{
		key: "historie-legender",
		caption: "Falmet kampprogram og en gammel anførerbind: minder om de store danske spillere.",
		keywords: [
			"historie",
			"legende",
			"spiller",
			"arkiv",
			"fodboldhistorie"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: null,
		scene: "history",
		base: "stadium",
		colors: ["#1b3d8f", "#f3e2c0"]
	},
	{
		key: "historie-vm-2002",
		caption: "Sort-hvidt tv-billede fra en VM-aften i 2002, hvor Danmark slog de regerende verdensmestre.",
		keywords: [
			"historie",
			"landshold",
			"vm 2002",
			"frankrig",
			"øjeblik"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: null,
		scene: "history",
		base: "crowd",
		colors: ["#0f6b3a", "#e8dcc0"]
	},
	{
		key: "bold-naerbillede",
		caption: "Nærbillede af en fodbold på kridtstregen med græsset i skarp fokus.",
		keywords: [
			"bold",
			"nærbillede",
			"græs",
			"kridtstreg",
			"detalje"
		],
		photographer: PHOTOGRAPHER,
		club: null,
		category: null,
		scene: "ball",
		colors: ["#1e7b34", "#ffffff"]
	}
];
var seedPhotos = [...clubPhotos, ...genericPhotos];
// app/workflows/seed/data/staff.ts
var seedStaff = [
	{
		name: "Mads Kjær",
		email: "mads.kjaer@forsiden.invalid",
		authorSlug: "mads-kjaer",
		jobTitle: "Sportsjournalist",
		bio: "Mads dækker Superligaen og landsholdet og har fulgt dansk fodbold fra presselogen i mere end ti år. Han skriver om taktik, transfers og spillerne bag resultaterne."
	},
	{
		name: "Sofie Lund",
		email: "sofie.lund@forsiden.invalid",
		authorSlug: "sofie-lund",
		jobTitle: "Fodboldreporter",
		bio: "Sofie rapporterer fra de store europæiske ligaer med særligt blik for Premier League, La Liga og danskerne i udlandet."
	},
	{
		name: "Jonas Holm",
		email: "jonas.holm@forsiden.invalid",
		authorSlug: "jonas-holm",
		jobTitle: "Kampreporter",
		bio: "Jonas skriver kampreferater og analyser fra Superligaen og 1. division, og han er altid på stadion, når der spilles derby."
	},
	{
		name: "Line Bech",
		email: "line.bech@forsiden.invalid",
		authorSlug: "line-bech",
		jobTitle: "Sportsredaktør",
		bio: "Line står for Forsidens nyhedsprioritering og skriver om fodboldens kultur, fans og klubbernes økonomi."
	}
];
// app/workflows/seed/data/standings.ts
/** "WWDLW" → ["W", "W", "D", "L", "W"] (oldest first). */
function parseForm(form) {
	return [...form].map((c) => {
		if (c !== "W" && c !== "D" && c !== "L") throw new Error(`Invalid form letter: ${c}`);
		return c;
	});
}
function row(leagueKey, position, team, clubSlug, won, drawn, lost, goalsFor, goalsAgainst, form) {
	return {
		leagueKey,
		position,
		team,
		clubSlug,
		played: won + drawn + lost,
		won,
		drawn,
		lost,
		goalsFor,
		goalsAgainst,
		points: won * 3 + drawn,
		form: parseForm(form)
	};
}
var seedStandings = [
	row("premier-league", 1, "Liverpool", "liverpool", 25, 9, 4, 86, 41, "WLDLD"),
	row("premier-league", 2, "Arsenal", "arsenal", 20, 14, 4, 69, 34, "DLDWW"),
	row("premier-league", 3, "Manchester City", "manchester-city", 21, 8, 9, 72, 44, "WWDWW"),
	row("premier-league", 4, "Chelsea", "chelsea", 20, 9, 9, 64, 43, "WWLWW"),
	row("premier-league", 5, "Newcastle United", "newcastle-united", 20, 6, 12, 68, 47, "WDWLL"),
	row("premier-league", 6, "Aston Villa", "aston-villa", 19, 9, 10, 58, 51, "WWDWL"),
	row("premier-league", 7, "Nottingham Forest", "nottingham-forest", 19, 8, 11, 58, 46, "LDWDL"),
	row("premier-league", 8, "Brighton & Hove Albion", "brighton", 16, 13, 9, 66, 59, "DDWWW"),
	row("premier-league", 9, "AFC Bournemouth", "afc-bournemouth", 15, 11, 12, 58, 46, "LWLDW"),
	row("premier-league", 10, "Brentford", "brentford", 16, 8, 14, 66, 57, "WDWWL"),
	row("championship", 1, "Leeds United", "leeds-united", 29, 13, 4, 95, 30, "WWDWW"),
	row("championship", 2, "Burnley", "burnley", 28, 16, 2, 69, 16, "WWWDW"),
	row("championship", 3, "Sheffield United", "sheffield-united", 28, 8, 10, 63, 36, "LWWLW"),
	row("championship", 4, "Sunderland", "sunderland", 21, 13, 12, 58, 44, "LLLLL"),
	row("championship", 5, "Coventry City", "coventry-city", 20, 9, 17, 64, 58, "WLWDL"),
	row("championship", 6, "Bristol City", null, 17, 17, 12, 59, 55, "DWWDL"),
	row("championship", 7, "Blackburn Rovers", null, 19, 8, 19, 53, 48, "WWWLW"),
	row("championship", 8, "Millwall", null, 18, 11, 17, 47, 49, "WDWWL"),
	row("championship", 9, "West Bromwich Albion", "west-bromwich-albion", 15, 19, 12, 57, 47, "DLDWD"),
	row("championship", 10, "Middlesbrough", "middlesbrough", 18, 10, 18, 64, 56, "WLWLL"),
	row("3f-superliga", 1, "FC København", "fc-kobenhavn", 19, 8, 5, 64, 34, "WWDWW"),
	row("3f-superliga", 2, "FC Midtjylland", "fc-midtjylland", 18, 8, 6, 62, 37, "WLWWW"),
	row("3f-superliga", 3, "Brøndby IF", "brondby-if", 16, 9, 7, 64, 42, "WDWLW"),
	row("3f-superliga", 4, "AGF", "agf", 15, 11, 6, 59, 37, "DWLWD"),
	row("3f-superliga", 5, "FC Nordsjælland", "fc-nordsjaelland", 14, 7, 11, 58, 53, "LWWDL"),
	row("betinia-liga", 1, "OB", "ob", 22, 6, 4, 72, 30, "WWDWW"),
	row("betinia-liga", 2, "FC Fredericia", "fc-fredericia", 18, 7, 7, 58, 35, "WDWLW"),
	row("betinia-liga", 3, "Kolding IF", "kolding-if", 15, 9, 8, 45, 34, "DWLWD"),
	row("betinia-liga", 4, "Esbjerg fB", "esbjerg-fb", 14, 8, 10, 50, 40, "LWDWL"),
	row("betinia-liga", 5, "Hvidovre IF", "hvidovre-if", 12, 9, 11, 44, 45, "WLLDW"),
	row("la-liga", 1, "FC Barcelona", "fc-barcelona", 28, 4, 6, 102, 39, "WWWLW"),
	row("la-liga", 2, "Real Madrid", "real-madrid", 26, 6, 6, 78, 38, "WLWWW"),
	row("la-liga", 3, "Atlético Madrid", "atletico-madrid", 22, 10, 6, 68, 30, "WWLWW"),
	row("la-liga", 4, "Athletic Club", "athletic-club", 19, 13, 6, 54, 29, "DWLDL"),
	row("la-liga", 5, "Villarreal CF", "villarreal-cf", 20, 10, 8, 71, 51, "WWDWW"),
	row("bundesliga", 1, "Bayern München", "bayern-munchen", 25, 7, 2, 99, 32, "WDWDW"),
	row("bundesliga", 2, "Bayer Leverkusen", "bayer-leverkusen", 19, 12, 3, 72, 43, "DWDWL"),
	row("bundesliga", 3, "Eintracht Frankfurt", "eintracht-frankfurt", 17, 9, 8, 68, 46, "WDLWW"),
	row("bundesliga", 4, "Borussia Dortmund", "borussia-dortmund", 17, 6, 11, 71, 51, "WWWWW"),
	row("bundesliga", 5, "SC Freiburg", "sc-freiburg", 16, 7, 11, 49, 53, "WWLDL"),
	row("serie-a", 1, "Napoli", "napoli", 24, 10, 4, 59, 27, "WDWDW"),
	row("serie-a", 2, "Inter", "inter", 24, 9, 5, 79, 35, "WLWWW"),
	row("serie-a", 3, "Atalanta", "atalanta", 22, 8, 8, 78, 37, "WWLDL"),
	row("serie-a", 4, "Juventus", "juventus", 18, 16, 4, 58, 35, "WDWWW"),
	row("serie-a", 5, "AS Roma", "as-roma", 20, 9, 9, 56, 35, "WWWDW"),
	row("champions-league", 1, "Liverpool", "liverpool", 7, 0, 1, 17, 5, "WWWWL"),
	row("champions-league", 2, "FC Barcelona", "fc-barcelona", 6, 1, 1, 28, 13, "WWWWD"),
	row("champions-league", 3, "Arsenal", "arsenal", 6, 1, 1, 16, 3, "LWWWW"),
	row("champions-league", 4, "Inter", "inter", 6, 1, 1, 11, 1, "WWLWW"),
	row("champions-league", 5, "Atlético Madrid", "atletico-madrid", 6, 0, 2, 20, 12, "WWWWW"),
	row("europa-league", 1, "Lazio", "lazio", 6, 1, 1, 17, 5, "WWWLD"),
	row("europa-league", 2, "Athletic Club", "athletic-club", 6, 1, 1, 15, 7, "WWDWW"),
	row("europa-league", 3, "Manchester United", "manchester-united", 5, 3, 0, 16, 9, "WWWWW"),
	row("europa-league", 4, "Tottenham Hotspur", "tottenham-hotspur", 5, 2, 1, 17, 9, "WLDDW"),
	row("europa-league", 5, "Eintracht Frankfurt", "eintracht-frankfurt", 5, 1, 2, 14, 10, "WWLDL"),
	row("conference-league", 1, "Chelsea", "chelsea", 6, 0, 0, 26, 5, "WWWWW"),
	row("conference-league", 2, "Vitória SC", null, 4, 2, 0, 13, 6, "WDWDW"),
	row("conference-league", 3, "Fiorentina", "fiorentina", 4, 1, 1, 18, 7, "WWWLD"),
	row("conference-league", 4, "Rapid Wien", null, 4, 1, 1, 11, 5, "WWDLW"),
	row("conference-league", 5, "Djurgårdens IF", "djurgaardens-if", 4, 1, 1, 11, 7, "WLWDW"),
	row("vm", 1, "Skotland", null, 4, 1, 1, 13, 7, "WWWLW"),
	row("vm", 2, "Danmark", "danmark-landshold", 3, 2, 1, 16, 7, "WWWDL"),
	row("vm", 3, "Grækenland", null, 2, 1, 3, 10, 12, "LLLWD"),
	row("vm", 4, "Hviderusland", null, 0, 2, 4, 4, 17, "LLLDD"),
	row("em", 1, "Danmark", "danmark-landshold", 7, 1, 2, 19, 10, "WWWWL"),
	row("em", 2, "Slovenien", null, 7, 1, 2, 20, 9, "WWWLW"),
	row("em", 3, "Finland", "finland-landshold", 6, 0, 4, 18, 10, "WWLLW"),
	row("em", 4, "Kasakhstan", null, 6, 0, 4, 16, 12, "WLWLL"),
	row("em", 5, "Nordirland", null, 3, 0, 7, 9, 13, "LLLWW")
];
// app/workflows/seed/data/live.ts
var derbyMatch = {
	homeTeam: "Brøndby IF",
	awayTeam: "FC København",
	homeClubSlug: "brondby-if",
	awayClubSlug: "fc-kobenhavn",
	kickoffAt: /* @__PURE__ */ new Date("2021-03-07T17:00:00.000Z"),
	competition: "3F Superliga",
	leagueKey: "3f-superliga",
	season: "2020-21",
	status: "finished",
	homeScore: 2,
	awayScore: 1
};
var derbyArticle = {
	slug: "live-broendby-fc-koebenhavn-derby-marts-2021",
	title: "LIVE: Brøndby IF – FC København",
	excerpt: "Minut for minut fra derbyet på Brøndby Stadion, hvor Brøndby vandt 2–1 over FC København og overtog førstepladsen i Superligaen.",
	content: "Brøndby IF tager imod FC København i Superligaens derby. Vi følger kampen minut for minut her.\n\nSejren kan sende Brøndby til tops i Superligaen, mens FCK jagter point i toppen.",
	category: "Superliga",
	tags: [
		"klub:brondby-if",
		"klub:fc-kobenhavn",
		"liga:3f-superliga",
		"derby"
	],
	author: "Forsidens sportsredaktion"
};
var derbyUpdates = [
	{
		minute: null,
		eventType: null,
		postedAfter: -30,
		body: "Velkommen til live-dækningen af derbyet mellem Brøndby IF og FC København. Holdopstillingerne er på vej."
	},
	{
		minute: null,
		eventType: null,
		postedAfter: -20,
		body: "Hjörtur Hermannsson starter for Brøndby i forsvaret."
	},
	{
		minute: null,
		eventType: null,
		postedAfter: -5,
		body: "Spillerne er på vej på banen. Der er meget på spil: Brøndby kan overtage førstepladsen."
	},
	{
		minute: 0,
		eventType: "kickoff",
		postedAfter: 0,
		body: "Så er derbyet i gang på Brøndby Stadion!"
	},
	{
		minute: 5,
		eventType: null,
		postedAfter: 5,
		body: "En forsigtig start fra begge hold. Ingen vil begå den første fejl."
	},
	{
		minute: 12,
		eventType: null,
		postedAfter: 12,
		body: "Brøndby har mest af bolden, men FCK står kompakt og venter på kontraerne."
	},
	{
		minute: 20,
		eventType: null,
		postedAfter: 20,
		body: "Højt tempo og mange dueller på midtbanen. Dommeren har travlt."
	},
	{
		minute: 28,
		eventType: null,
		postedAfter: 28,
		body: "Første afslutning af betydning, men den går et godt stykke over mål."
	},
	{
		minute: 37,
		eventType: null,
		postedAfter: 37,
		body: "FCK kommer bedre med i kampen nu og presser højere op på banen."
	},
	{
		minute: 45,
		eventType: "half_time",
		postedAfter: 47,
		body: "Pause på Brøndby Stadion. 0–0 efter en tæt første halvleg uden de store chancer."
	},
	{
		minute: 46,
		eventType: null,
		postedAfter: 63,
		body: "Anden halvleg er i gang. Kan nogen finde vejen til mål?"
	},
	{
		minute: 55,
		eventType: null,
		postedAfter: 72,
		body: "Brøndby øger trykket og vinder flere andenbolde end før pausen."
	},
	{
		minute: 63,
		eventType: null,
		postedAfter: 80,
		body: "Stadig målløst. Det ligner en kamp, der bliver afgjort af en enkelt situation."
	},
	{
		minute: 71,
		eventType: "goal",
		postedAfter: 88,
		body: "**MÅL! 1–0 til Brøndby!** Lasse Vigen Christensen bryder dødvandet."
	},
	{
		minute: 72,
		eventType: null,
		postedAfter: 89,
		body: "Jubel på Brøndby-bænken. FCK skal nu frem på banen, og det åbner for Brøndbys kontraer."
	},
	{
		minute: 78,
		eventType: null,
		postedAfter: 95,
		body: "FCK har bolden, men Brøndbys forsvar står godt og lukker felterne."
	},
	{
		minute: 85,
		eventType: null,
		postedAfter: 102,
		body: "Fem minutter tilbage af den ordinære tid. FCK kaster flere folk frem."
	},
	{
		minute: 90,
		eventType: null,
		postedAfter: 107,
		body: "Der lægges tillægstid til."
	},
	{
		minute: 91,
		eventType: "goal",
		postedAfter: 108,
		body: "**MÅL! 2–0 til Brøndby!** Andreas Maxsø øger i tillægstiden."
	},
	{
		minute: 93,
		eventType: "goal",
		postedAfter: 110,
		body: "**MÅL! 2–1!** Jens Stage reducerer for FC København. Er der tid til mere?"
	},
	{
		minute: 94,
		eventType: "full_time",
		postedAfter: 112,
		body: "**Slut!** Brøndby IF vinder derbyet 2–1 over FC København."
	},
	{
		minute: null,
		eventType: null,
		postedAfter: 115,
		pinned: true,
		body: "Sejren sender Brøndby til tops i Superligaen med 41 point, to foran FC Midtjylland, der dog har en kamp i hånden. FC København ligger nummer tre med 34 point."
	}
];
var upcomingLiveArticle = {
	slug: "live-kommende-superliga-kamp",
	excerpt: "Følg kampen minut for minut her på Forsiden: holdopstillinger, mål og reaktioner, så snart de kommer.",
	category: "Superliga",
	author: "Forsidens sportsredaktion",
	publishedHoursAgo: 20,
	firstUpdate: "Live-dækningen starter før kampen med holdopstillingerne. Følg med her."
};
// app/workflows/seed/seed-live.server.ts
var MINUTE = 6e4;
var HOUR$1 = 60 * MINUTE;
/**
* Sample live coverage (issue 15): a finished derby live blog with its match row, and a 'pre' live
* article for the next Superliga fixture. Only when its article is new (a second seed adds nothing).
*/
async function seedLiveCoverage(tx, now) {
	let added = 0;
	const kickoff = derbyMatch.kickoffAt.getTime();
	const [derby] = await tx.insert(articles).values({
		...derbyArticle,
		publishedAt: /* @__PURE__ */ new Date(kickoff - 45 * MINUTE),
		createdAt: /* @__PURE__ */ new Date(kickoff - 45 * MINUTE),
		updatedAt: new Date(kickoff + 115 * MINUTE),
		liveStatus: "ended",
		coverageStartedAt: /* @__PURE__ */ new Date(kickoff - 30 * MINUTE),
		coverageEndedAt: new Date(kickoff + 115 * MINUTE)
	}).onConflictDoNothing().returning({ id: articles.id });
	if (derby) {
		const [match] = await tx.insert(matches).values(derbyMatch).returning({ id: matches.id });
		const newest = new Date(kickoff + Math.max(...derbyUpdates.map((u) => u.postedAfter)) * MINUTE);
		await tx.update(articles).set({
			liveMatchId: match.id,
			liveUpdatedAt: newest
		}).where(eq(articles.id, derby.id));
		await tx.insert(liveUpdates).values(derbyUpdates.map((u) => {
			const at = new Date(kickoff + u.postedAfter * MINUTE);
			return {
				articleId: derby.id,
				body: u.body,
				eventType: u.eventType,
				minute: u.minute,
				pinned: u.pinned ?? false,
				author: derbyArticle.author,
				createdAt: at,
				updatedAt: at
			};
		}));
		added++;
	}
	const [next] = await tx.select({
		id: matches.id,
		homeTeam: matches.homeTeam,
		awayTeam: matches.awayTeam
	}).from(matches).where(and(eq(matches.leagueKey, "3f-superliga"), eq(matches.status, "upcoming"), gt(matches.kickoffAt, now))).orderBy(asc(matches.kickoffAt)).limit(1);
	if (!next) return added;
	const publishedAt = /* @__PURE__ */ new Date(now.getTime() - upcomingLiveArticle.publishedHoursAgo * HOUR$1);
	const [pre] = await tx.insert(articles).values({
		slug: upcomingLiveArticle.slug,
		title: `LIVE: ${next.homeTeam} – ${next.awayTeam}`,
		excerpt: upcomingLiveArticle.excerpt,
		content: `${next.homeTeam} møder ${next.awayTeam} i Superligaen. Vi dækker kampen live her.`,
		category: upcomingLiveArticle.category,
		author: upcomingLiveArticle.author,
		tags: ["liga:3f-superliga"],
		publishedAt,
		createdAt: publishedAt,
		updatedAt: publishedAt,
		liveStatus: "pre",
		liveMatchId: next.id,
		liveUpdatedAt: publishedAt
	}).onConflictDoNothing().returning({ id: articles.id });
	if (pre) {
		await tx.insert(liveUpdates).values({
			articleId: pre.id,
			body: upcomingLiveArticle.firstUpdate,
			author: upcomingLiveArticle.author,
			createdAt: publishedAt,
			updatedAt: publishedAt
		});
		added++;
	}
	return added;
}
// app/workflows/seed/seed-matches.ts
/** The kick-off: `daysFromNow` Copenhagen days from the seed's day, at `time` on its clock. */
function seedKickoff(match, now) {
	const today = copenhagenParts(now);
	const day = new Date(Date.UTC(today.year, today.month - 1, today.day + match.daysFromNow));
	const [hour, minute] = match.time.split(":").map(Number);
	return fromCopenhagen(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute);
}
/**
* A sample match as stored when the seed runs at `now`. Today's fixtures whose kick-off has passed
* are today's results (finished, with their score); later ones are upcoming.
*/
function placeSeedMatch(match, now) {
	const kickoffAt = seedKickoff(match, now);
	const played = match.scoreIfPlayed && kickoffAt <= now ? match.scoreIfPlayed : null;
	return {
		homeTeam: match.homeTeam,
		awayTeam: match.awayTeam,
		homeClubSlug: match.homeClubSlug,
		awayClubSlug: match.awayClubSlug,
		kickoffAt,
		competition: match.competition,
		leagueKey: match.leagueKey,
		status: played ? "finished" : match.status,
		homeScore: played ? played[0] : match.homeScore,
		awayScore: played ? played[1] : match.awayScore
	};
}
// app/workflows/seed/seed.server.ts
var HOUR = 36e5;
/** Loads the sample content on first start: only into a database with no articles and no clubs. */
async function seedIfEmpty(db, env) {
	const [{ value: articleCount }] = await db.select({ value: count() }).from(articles);
	const [{ value: clubCount }] = await db.select({ value: count() }).from(clubs);
	if (articleCount > 0 || clubCount > 0) return null;
	return seedDatabase(db, getAppStorage(env));
}
/** Stock photos are stored under fixed names, so a second seed finds them instead of making copies. */
function stockPhotoBaseName(key) {
	return `stock-${key}`;
}
async function ensurePhoto(db, storage, photo) {
	const baseName = stockPhotoBaseName(photo.key);
	const existing = await db.select({ url: media.url }).from(media).where(sql`${media.storageKey} = ${`${ARTICLE_IMAGES_BUCKET}/${baseName}.jpg`}`);
	if (existing[0] && await storage.exists("article-images", `${baseName}.jpg`)) return existing[0].url;
	const svg = renderPhotoSvg(photo, 1200, 675);
	const jpeg = await rasterizeSvg(svg, "jpeg");
	const processed = await processImage(jpeg, { avif: false });
	const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
	await db.insert(media).values({
		url: stored.url,
		storageKey: stored.storageKey,
		title: photo.caption,
		alt: photo.caption,
		caption: photo.caption,
		keywords: photo.keywords,
		photographer: photo.photographer,
		club: photo.club,
		category: photo.category,
		source: "stock",
		mimeType: processed.mimeType,
		width: processed.width,
		height: processed.height,
		sizeBytes: processed.original.length,
		variants: stored.variants
	}).onConflictDoNothing();
	return stored.url;
}
/** Runs `task` over `items`, at most `limit` at a time (sharp already uses the cores). */
async function mapLimit(items, limit, task) {
	const results = new Array(items.length);
	let next = 0;
	const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
		while (next < items.length) {
			const index = next++;
			results[index] = await task(items[index]);
		}
	});
	await Promise.all(workers);
	return results;
}
/** Inserts every piece of sample content that is missing; running it twice adds nothing. */
async function seedDatabase(db, storage, now = /* @__PURE__ */ new Date()) {
	const photoUrls = /* @__PURE__ */ new Map();
	const urls = await mapLimit(seedPhotos, 3, (photo) => ensurePhoto(db, storage, photo));
	seedPhotos.forEach((photo, i) => {
		photoUrls.set(photo.key, urls[i]);
	});
	return db.transaction(async (tx) => {
		await tx.insert(leagues).values(LEAGUES.map((l, i) => ({
			key: l.key,
			name: l.name,
			country: l.country,
			season: CURRENT_SEASON,
			section: l.section,
			sortOrder: i,
			externalCode: l.externalCode
		}))).onConflictDoNothing();
		const insertedClubs = await tx.insert(clubs).values(seedClubs.map((c) => ({
			...c,
			logoUrl: null
		}))).onConflictDoNothing().returning({ id: clubs.id });
		const insertedStandings = await tx.insert(standingsRows).values(seedStandings.map((row) => ({
			...row,
			season: CURRENT_SEASON
		}))).onConflictDoNothing().returning({ id: standingsRows.id });
		await tx.insert(user).values(seedStaff.map((s) => ({
			id: `seed-${s.authorSlug}`,
			role: "editor",
			emailVerified: true,
			nameConfirmedAt: now,
			...s
		}))).onConflictDoNothing();
		const staffRows = await tx.select({
			id: user.id,
			name: user.name
		}).from(user).where(inArray(user.email, seedStaff.map((s) => s.email)));
		const staffIdByName = new Map(staffRows.map((r) => [r.name, r.id]));
		const insertedArticles = await tx.insert(articles).values(seedArticles.map((a) => {
			const publishedAt = a.isDraft || a.publishedHoursAgo == null ? null : /* @__PURE__ */ new Date(now.getTime() - a.publishedHoursAgo * HOUR);
			const createdAt = publishedAt && publishedAt < now ? publishedAt : now;
			return {
				slug: a.slug,
				title: a.title,
				excerpt: a.excerpt,
				content: a.content,
				category: a.category,
				tags: a.tags.length > 0 ? a.tags : null,
				imageUrl: a.photoKey ? photoUrls.get(a.photoKey) ?? null : null,
				imageAlt: a.photoKey ? a.imageAlt : null,
				imageCredit: a.photoKey ? a.imageCredit : null,
				publishedAt,
				createdAt,
				updatedAt: createdAt,
				isDraft: a.isDraft ?? false,
				isAgentGenerated: a.isAgentGenerated ?? false,
				author: a.author ?? null,
				authorId: a.author && staffIdByName.get(a.author) || null,
				views: publishedAt && publishedAt <= now ? a.views : 0,
				partner: a.partner ?? null,
				generator: a.generator ?? null
			};
		})).onConflictDoNothing().returning({ id: articles.id });
		await ensureSettingsRow(tx);
		await tx.update(siteSettings).set({
			companyName: sql`coalesce(${siteSettings.companyName}, ${seedCompany.name})`,
			companyCvr: sql`coalesce(${siteSettings.companyCvr}, ${seedCompany.cvr})`,
			companyStreet: sql`coalesce(${siteSettings.companyStreet}, ${seedCompany.street})`,
			companyPostalCity: sql`coalesce(${siteSettings.companyPostalCity}, ${seedCompany.postalCity})`,
			companyPhone: sql`coalesce(${siteSettings.companyPhone}, ${seedCompany.phone})`,
			companyEmail: sql`coalesce(${siteSettings.companyEmail}, ${seedCompany.email})`,
			responsibleEditor: sql`coalesce(${siteSettings.responsibleEditor}, ${seedCompany.responsibleEditor})`
		}).where(eq(siteSettings.id, 1));
		const [{ value: matchCount }] = await tx.select({ value: count() }).from(matches);
		let insertedMatches = 0;
		if (matchCount === 0) insertedMatches = (await tx.insert(matches).values(seedMatches.map((m) => ({
			...placeSeedMatch(m, now),
			season: m.leagueKey ? CURRENT_SEASON : null
		}))).returning({ id: matches.id })).length;
		const liveArticles = await seedLiveCoverage(tx, now);
		return {
			clubs: insertedClubs.length,
			articles: insertedArticles.length + liveArticles,
			photos: seedPhotos.length,
			standings: insertedStandings.length,
			matches: insertedMatches
		};
	});
}
// app/workflows/boot.server.ts
var stopListening;
var stopLiveBus;
var BOOT_KEY = Symbol.for("forsiden.boot");
async function boot(env) {
	const started = Date.now();
	const handle = env.DATABASE_URL ? await openDatabase({
		databaseUrl: env.DATABASE_URL,
		statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
		connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS
	}) : await openDatabase({ dataDir: pgliteDataDir(env) });
	setDatabaseHandle(handle);
	await migrateDatabase(handle);
	await ensureSettingsRow(handle.db);
	if (handle.kind === "postgres") stopListening = await listenForPageCacheInvalidations(handle.pool);
	stopLiveBus = await startLiveBus(handle);
	logger.info({
		kind: handle.kind,
		ms: Date.now() - started
	}, "database ready");
	await withStartupLock(handle, async () => {
		if (env.SEED_ON_START) {
			const seeded = await seedIfEmpty(handle.db, env);
			if (seeded) logger.info({
				...seeded,
				ms: Date.now() - started
			}, "sample content loaded");
		}
		signInHelp = await ensureFirstAdmin(handle, env);
	});
	if (env.OUTBOUND_HOST_OVERRIDES) logger.warn({ OUTBOUND_HOST_OVERRIDES: env.OUTBOUND_HOST_OVERRIDES }, "OUTBOUND_HOST_OVERRIDES is set: outbound fetches for these hosts go to the given servers (tests only)");
	if (env.JOBS_ENABLED) startScheduler(handle);
	return handle;
}
var signInHelp;
/** How to sign in to /admin, printed by `npm start`. */
function adminSignInHelp() {
	return signInHelp;
}
/** ADMIN_EMAIL/ADMIN_PASSWORD make (or promote) the first admin; the embedded default gets a dev admin. */
async function ensureFirstAdmin(handle, env) {
	const auth = getAuth();
	if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
		const { created } = await ensureAccount(auth, handle.db, {
			email: env.ADMIN_EMAIL,
			password: env.ADMIN_PASSWORD,
			role: "admin",
			name: env.ADMIN_NAME
		});
		if (created) logger.info({ email: env.ADMIN_EMAIL }, "first administrator created");
		return `Log ind på ${env.publicUrl}/admin med ${env.ADMIN_EMAIL} (adgangskoden fra ADMIN_PASSWORD).`;
	}
	if (handle.kind === "pglite") {
		const dev = await ensureDevAdmin(auth, handle.db, env.dataDir);
		return `Log ind på ${env.publicUrl}/admin med ${dev.email} / ${dev.password} (udviklingsadministrator, gemt i ${env.DATA_DIR}/.dev-admin.json).`;
	}
	return `Opret en administrator: npm run admin:create -- --email du@eksempel.dk`;
}
/** Opens, migrates and (when empty) seeds the database once per process. */
function bootApp(env) {
	const g = globalThis;
	g[BOOT_KEY] ??= boot(env).catch((error) => {
		g[BOOT_KEY] = void 0;
		throw error;
	});
	return g[BOOT_KEY];
}
async function shutdownApp() {
	const g = globalThis;
	if (!g[BOOT_KEY]) return;
	const handle = getDatabaseHandle();
	g[BOOT_KEY] = void 0;
	await stopScheduler();
	await flushPendingPageViews(() => handle.db);
	await stopListening?.();
	stopListening = void 0;
	await stopLiveBus?.();
	stopLiveBus = void 0;
	setDatabaseHandle(void 0);
	await handle.close();
}
// server/api-cache-control.ts
var PRIVATE_NO_STORE = "private, no-store";
/** Better Auth (`/api/auth/*`), the public site's small endpoints and the editors' endpoints. */
function isApiPath$1(pathname) {
	return pathname.startsWith("/api/") || pathname.startsWith("/admin/api/");
}
var JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;
/**
* API answers are `private, no-store`, set here for all of them (issue 21): they carry sessions,
* e-mails and roles (`/api/auth/get-session`) and must never be kept by a browser, proxy or CDN.
* Under /api/ and /admin/api/ this wins over anything a handler set; any other JSON answer gets it
* unless its handler chose a policy itself (the live streams' events.json, React Router's manifest).
*/
function privateApiAnswers() {
	return async (c, next) => {
		await next();
		if (!isApiPath$1(c.req.path)) {
			const type = c.res.headers.get("content-type") ?? "";
			if (!JSON_TYPE.test(type) || c.res.headers.has("cache-control")) return;
		}
		try {
			c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
		} catch {
			c.res = new Response(c.res.body, c.res);
			c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
		}
	};
}
// server/client-ip.ts
/**
* The request header that carries the client address to Better Auth. The /api/auth/* mount
* deletes any copy the client sent and sets it from clientIpOf, and Better Auth reads only it.
*/
var CLIENT_IP_HEADER = AUTH_CLIENT_IP_HEADER;
/**
* The client's address for rate limits: the socket's peer, or with TRUST_PROXY the address the
* trusted proxy appended: the LAST X-Forwarded-For entry (earlier entries come from the client
* and can be anything).
*/
function resolveClientIp(options) {
	if (options.trustProxy && options.forwardedFor) {
		const last = options.forwardedFor.split(",").at(-1)?.trim() ?? "";
		if (isIP(last)) return last;
	}
	return options.socketAddress || "unknown";
}
/** The client address of a Hono request on @hono/node-server (the socket from its bindings). */
function clientIpOf(c, trustProxy) {
	let socketAddress;
	try {
		socketAddress = getConnInfo(c).remote.address;
	} catch {
		socketAddress = void 0;
	}
	return resolveClientIp({
		socketAddress,
		forwardedFor: c.req.header("x-forwarded-for"),
		trustProxy
	});
}
// server/auth-rate-limit-middleware.ts
/** Auth request bodies are small JSON objects; anything larger is refused before it is read whole. */
var MAX_AUTH_BODY = 65536;
function emailOf(body, contentType) {
	try {
		if (contentType?.includes("application/x-www-form-urlencoded")) return new URLSearchParams(body).get("email");
		const parsed = JSON.parse(body);
		if (parsed && typeof parsed === "object" && "email" in parsed) {
			const email = parsed.email;
			return typeof email === "string" ? email : null;
		}
	} catch {}
	return null;
}
function refusal(gate, secure) {
	const headers = new Headers({ "Cache-Control": "no-store" });
	if (gate.voided) {
		headers.append("Set-Cookie", clearTwoFactorCookie(secure));
		return Response.json({
			code: "INVALID_TWO_FACTOR_COOKIE",
			message: AUTH_TEXT.twoFactorExpired
		}, {
			status: 401,
			headers
		});
	}
	headers.set("Retry-After", String(gate.retryAfterSeconds));
	const message = gate.status === 503 ? AUTH_TEXT.unknownError : AUTH_TEXT.tooManyAttempts;
	const code = gate.status === 503 ? "SERVICE_UNAVAILABLE" : "TOO_MANY_REQUESTS";
	return Response.json({
		code,
		message
	}, {
		status: gate.status,
		headers
	});
}
/**
* In front of Better Auth's /api/auth/*: the same rule table as the /auth forms (ADR 0011), and
* the client address passed on in the one header Better Auth is told to read.
*/
function authRateLimits(options) {
	return async (c) => {
		const raw = c.req.raw;
		const ip = options.clientIp(c);
		const headers = new Headers(raw.headers);
		headers.delete(CLIENT_IP_HEADER);
		headers.set(CLIENT_IP_HEADER, ip);
		const path = c.req.path.replace(/^\/api\/auth/, "") || "/";
		const action = authActionOfPath(path);
		let body;
		let email = null;
		if (raw.method !== "GET" && raw.method !== "HEAD") {
			if (Number(raw.headers.get("content-length") ?? 0) <= MAX_AUTH_BODY) try {
				body = await raw.arrayBuffer();
			} catch {
				body = void 0;
			}
			if (!body || body.byteLength > MAX_AUTH_BODY) return Response.json({
				code: "PAYLOAD_TOO_LARGE",
				message: "Forespørgslen er for stor."
			}, {
				status: 413,
				headers: { "Cache-Control": "no-store" }
			});
			if (actionNeedsEmail(action)) email = emailOf(new TextDecoder().decode(body), raw.headers.get("content-type"));
		}
		const pending = action === "second-factor" ? await pendingSecondFactorOf(raw.headers.get("cookie")) : null;
		const gate = await gateAuthAttempt(action, {
			ip,
			email,
			pending
		});
		if (!gate.ok) return refusal(gate, options.secureCookies);
		const response = await options.handler(new Request(raw.url, {
			method: raw.method,
			headers,
			body
		}));
		const { voided } = await gate.finish(response.status < 400);
		if (!voided) return response;
		const out = new Response(response.body, response);
		out.headers.append("Set-Cookie", clearTwoFactorCookie(options.secureCookies));
		return out;
	};
}
// server/request-guard.ts
var INVALID_REQUEST_TITLE = "Ugyldig forespørgsel";
var INVALID_REQUEST_TEXT = "Adressen eller formularen indeholder tegn, som siden ikke kan læse.";
var UNSUPPORTED_TYPE_TITLE = "Formatet understøttes ikke";
var UNSUPPORTED_TYPE_TEXT = "Formularer skal sendes som almindelige formulardata.";
var TOO_LARGE_TITLE = "Forespørgslen er for stor";
var TOO_LARGE_TEXT = "Det, du sendte, er større, end siden kan modtage. Billeder må maksimalt være 5MB.";
/** Fields Better Auth's origin check reads as URLs. */
var URL_FIELDS = [
	"callbackURL",
	"redirectTo",
	"errorCallbackURL",
	"newUserCallbackURL"
];
var FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
var BODYLESS_METHODS = /* @__PURE__ */ new Set([
	"GET",
	"HEAD",
	"OPTIONS"
]);
var strictUtf8 = new TextDecoder("utf-8", { fatal: true });
var encoder = new TextEncoder();
/** The text a percent-encoded URL part stands for, or null when its bytes are not valid UTF-8. */
function decodeUrlPart(part) {
	if (!part.includes("%")) return part;
	const bytes = [];
	for (let i = 0; i < part.length; i++) {
		const char = part[i];
		const hex = char === "%" ? part.slice(i + 1, i + 3) : "";
		if (/^[0-9a-fA-F]{2}$/.test(hex)) {
			bytes.push(Number.parseInt(hex, 16));
			i += 2;
		} else for (const byte of encoder.encode(char)) bytes.push(byte);
	}
	try {
		return strictUtf8.decode(new Uint8Array(bytes));
	} catch {
		return null;
	}
}
var CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** Why the path or query of this URL cannot be served, or null when it can. */
function urlProblem(url) {
	let parsed;
	try {
		parsed = new URL(url);
	} catch {
		return "unparseable url";
	}
	for (const [name, part] of [["path", parsed.pathname], ["query", parsed.search]]) {
		const text = decodeUrlPart(part);
		if (text === null) return `invalid utf-8 in ${name}`;
		if (CONTROL_CHARACTERS.test(text)) return `control character in ${name}`;
	}
	return null;
}
/** Page routes take form posts; /api/* and /admin/api/* endpoints read their own bodies. */
function isApiPath(pathname) {
	return pathname.startsWith("/api/") || pathname.startsWith("/admin/api/");
}
function isFormContentType(contentType) {
	const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
	return FORM_TYPES.includes(type);
}
/**
* The deepest nesting of arrays and objects in a JSON text, counted without parsing it (so a
* hostile body cannot exhaust the parser's stack first).
*/
function jsonDepth(text) {
	let depth = 0;
	let max = 0;
	let inString = false;
	for (let i = 0; i < text.length; i++) {
		const char = text[i];
		if (inString) {
			if (char === "\\") i++;
			else if (char === "\"") inString = false;
		} else if (char === "\"") inString = true;
		else if (char === "{" || char === "[") max = Math.max(max, ++depth);
		else if (char === "}" || char === "]") depth--;
	}
	return max;
}
/** True when any string (key or value) in a parsed JSON value holds a NUL character. */
function jsonHasNul(value) {
	if (typeof value === "string") return value.includes("\0");
	if (Array.isArray(value)) return value.some(jsonHasNul);
	if (value && typeof value === "object") return Object.entries(value).some(([key, v]) => key.includes("\0") || jsonHasNul(v));
	return false;
}
function htmlPage(title, text) {
	return `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} – Forsiden</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">Gå til forsiden</a></p></body></html>`;
}
/** The 413 answer, also written by the node listener's body limit (server/body-limit.ts) itself. */
function tooLargeAnswer(json) {
	const headers = {
		"Cache-Control": "private, no-store",
		"X-Content-Type-Options": "nosniff",
		"Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'"
	};
	return json ? {
		headers: {
			...headers,
			"Content-Type": "application/json; charset=utf-8"
		},
		body: JSON.stringify({
			code: "PAYLOAD_TOO_LARGE",
			message: TOO_LARGE_TITLE
		})
	} : {
		headers: {
			...headers,
			"Content-Type": "text/html; charset=utf-8"
		},
		body: htmlPage(TOO_LARGE_TITLE, TOO_LARGE_TEXT)
	};
}
function reject(c, status, reason, json) {
	logger.info({
		reqId: c.get("requestId"),
		method: c.req.method,
		path: c.req.path,
		status,
		reason
	}, "request rejected");
	const title = status === 415 ? UNSUPPORTED_TYPE_TITLE : status === 413 ? TOO_LARGE_TITLE : INVALID_REQUEST_TITLE;
	const text = status === 415 ? UNSUPPORTED_TYPE_TEXT : status === 413 ? TOO_LARGE_TEXT : INVALID_REQUEST_TEXT;
	const headers = { "Cache-Control": "private, no-store" };
	if (json) {
		const code = status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : status === 413 ? "PAYLOAD_TOO_LARGE" : "INVALID_REQUEST";
		return c.json({
			code,
			message: title
		}, status, headers);
	}
	return c.html(htmlPage(title, text), status, headers);
}
var stripNul = (value) => value.replaceAll("\0", "");
/**
* A form body with every NUL removed from names, values and file names (PostgreSQL cannot store
* one, and no reader types one), or null when there was none.
*/
function formWithoutNul(form) {
	let found = false;
	const clean = new FormData();
	for (const [name, value] of form) if (typeof value === "string") {
		if (name.includes("\0") || value.includes("\0")) found = true;
		clean.append(stripNul(name), stripNul(value));
	} else {
		if (name.includes("\0") || value.name.includes("\0")) found = true;
		clean.append(stripNul(name), value, stripNul(value.name));
	}
	return found ? clean : null;
}
function requestGuard(options = {}) {
	const unreadable = (c, json, reason) => options.bodyRefused?.(c) ? c.body(null, 413) : reject(c, 400, reason, json);
	return async (c, next) => {
		const problem = urlProblem(c.req.url);
		const pathname = new URL(c.req.url).pathname;
		if (problem) return reject(c, 400, problem, isApiPath(pathname));
		if (BODYLESS_METHODS.has(c.req.method)) return next();
		const contentType = c.req.header("content-type");
		if (pathname.startsWith("/api/auth/")) {
			if (!contentType?.toLowerCase().includes("json")) return next();
			let body;
			try {
				body = await c.req.raw.clone().text();
			} catch {
				return unreadable(c, true, "unreadable json body");
			}
			if (encoder.encode(body).length > 65536) return reject(c, 413, "json too large", true);
			if (jsonDepth(body) > 16) return reject(c, 400, "json nested too deeply", true);
			let parsed;
			try {
				parsed = JSON.parse(body);
			} catch {
				return reject(c, 400, "malformed json", true);
			}
			if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return reject(c, 400, "json body is not an object", true);
			if (jsonHasNul(parsed)) return reject(c, 400, "nul in json", true);
			const fields = parsed;
			if (URL_FIELDS.some((key) => key in fields && typeof fields[key] !== "string")) return reject(c, 400, "url field is not a string", true);
			return next();
		}
		if (isApiPath(pathname)) return next();
		if (!isFormContentType(contentType)) return reject(c, 415, `content-type ${contentType ?? "missing"}`, false);
		let form;
		try {
			form = await c.req.raw.clone().formData();
		} catch {
			return unreadable(c, false, "malformed form body");
		}
		const clean = formWithoutNul(form);
		if (clean) {
			const headers = new Headers(c.req.raw.headers);
			headers.delete("content-type");
			headers.delete("content-length");
			const body = contentType?.toLowerCase().startsWith("multipart/") ?? false ? clean : new URLSearchParams([...clean].map(([k, v]) => [k, typeof v === "string" ? v : v.name]));
			c.req.raw = new Request(c.req.raw.url, {
				method: c.req.method,
				headers,
				body,
				signal: c.req.raw.signal
			});
		}
		return next();
	};
}
// server/body-limit.ts
/** Bytes a request body may have, by the kind of endpoint (docs/operations.md "Limits"). */
var BODY_LIMITS = {
	/** Better Auth's JSON: an e-mail, a password, a code. */
	auth: 65536,
	/** Staff pages and admin APIs: an image upload (5 MB, spec §5) or an article at its 200,000 characters. */
	admin: 6291456,
	/** Every other form post and JSON endpoint of the public site. */
	form: 1048576
};
/** The limit for a request target (path with query); every method counts, a GET body too. */
function bodyLimitOf(target) {
	const path = target.split("?", 1)[0] ?? "";
	if (path.startsWith("/api/auth/") || path === "/api/auth") return BODY_LIMITS.auth;
	if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.")) return BODY_LIMITS.admin;
	return BODY_LIMITS.form;
}
/** How long a refused request's connection still reads (and drops) what the client sends. */
var LINGER_MS = 1e3;
/** Requests this listener answered itself; the app's own answer to them is dropped (see `unlessAnswered`). */
var answered = /* @__PURE__ */ new WeakSet();
/** The node request of @hono/node-server's bindings (`c.env`), when there is one. */
function incomingOf(env) {
	const incoming = env?.incoming;
	return typeof incoming === "object" && incoming !== null ? incoming : void 0;
}
function refuse(req, res, limit, reason) {
	answered.add(req);
	const path = (req.url ?? "").split("?", 1)[0] ?? "";
	logger.info({
		method: req.method,
		path,
		status: 413,
		reason,
		limit,
		requestId: req.headers["x-request-id"]
	}, "request rejected");
	if (res.headersSent) {
		req.socket.destroy();
		return;
	}
	const answer = tooLargeAnswer(isApiPath(path));
	const socket = req.socket;
	socket.destroySoon = () => {
		socket.end();
		socket.pause();
		setTimeout(() => socket.destroy(), LINGER_MS).unref();
	};
	res.shouldKeepAlive = false;
	res.writeHead(413, {
		...answer.headers,
		"Content-Length": Buffer.byteLength(answer.body),
		Connection: "close"
	});
	res.end(answer.body);
}
/** Wraps the server's listener: every request body is bounded before `next` can read it. */
function withBodyLimits(next) {
	return (req, res) => {
		const limit = bodyLimitOf(req.url ?? "/");
		const declared = req.headers["content-length"];
		if (declared !== void 0 && Number(declared) > limit) return refuse(req, res, limit, "content-length over the limit");
		if (declared === void 0 && req.headers["transfer-encoding"] !== void 0) {
			let received = 0;
			let over = false;
			const push = req.push;
			req.push = (chunk, encoding) => {
				if (chunk === null || chunk === void 0) return over ? true : push.call(req, chunk, encoding);
				if (over) return true;
				received += chunk.length;
				if (received <= limit) return push.call(req, chunk, encoding);
				over = true;
				refuse(req, res, limit, "chunked body over the limit");
				return true;
			};
		}
		return next(req, res);
	};
}
/**
* The fetch handler for @hono/node-server: the app's answer to a request the body limit already
* answered is not written (the app still runs to its end, with a body read that failed).
*/
function unlessAnswered(fetch) {
	return async (request, env) => {
		const response = await fetch(request, env);
		return refusedByBodyLimit(env) ? RESPONSE_ALREADY_SENT : response;
	};
}
/** True when the body limit answered this request (its body is cut off; a read of it fails). */
function refusedByBodyLimit(env) {
	const incoming = incomingOf(env);
	return incoming !== void 0 && answered.has(incoming);
}
// server/page-cache-middleware.ts
/** Public pages may be cached by browsers briefly and by shared caches (CDN) a little longer. */
var PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
var PRIVATE_CACHE_CONTROL = "private, no-store";
var CACHEABLE_TYPES = /^(text\/html|text\/x-script|application\/(rss\+)?xml|text\/xml|text\/plain|application\/json)/;
/** The request's classification (server/request-classification.ts, mounted ahead of the cache). */
function classificationOf(c) {
	const cls = c.get("classification");
	if (!cls) throw new Error("classifyRequests() must be mounted before the page cache");
	return cls;
}
function pickEncoding(acceptEncoding) {
	const accept = acceptEncoding ?? "";
	if (/\bbr\b/.test(accept)) return "br";
	if (/\bgzip\b/.test(accept)) return "gzip";
	return null;
}
function respond(page, acceptEncoding, ifNoneMatch, state) {
	const headers = new Headers(page.headers);
	headers.set("ETag", page.etag);
	headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
	headers.set("Vary", "Accept-Encoding");
	headers.set("X-Cache", state);
	headers.delete("Content-Length");
	if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag)) return new Response(null, {
		status: 304,
		headers
	});
	const encoding = pickEncoding(acceptEncoding);
	const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
	if (encoding) headers.set("Content-Encoding", encoding);
	headers.set("Content-Length", String(body.length));
	return new Response(new Uint8Array(body), {
		status: page.status,
		headers
	});
}
/**
* Stale pages are refreshed at most this many at a time: after a publish marks every page stale,
* the pages readers wait for (the ones it dropped) and the editor's own requests get the
* database first. A stale page not refreshed now is refreshed by a later reader.
*/
var MAX_BACKGROUND_RENDERS = 2;
var backgroundRenders = 0;
/** The page cache's own renders: they pass this middleware straight to React Router. */
var ownRenders = /* @__PURE__ */ new WeakSet();
function isStorable(res) {
	const type = res.headers.get("content-type") ?? "";
	return (res.status === 200 || res.status === 404) && !res.headers.has("set-cookie") && !res.headers.get("cache-control")?.includes("no-store") && CACHEABLE_TYPES.test(type) && res.body !== null;
}
var STORED_HEADERS_SKIP = [
	"content-length",
	"content-encoding",
	"etag",
	"cache-control",
	"vary",
	"x-request-id"
];
/** Renders `url` detached from the reader, under the request id of the reader who caused it (for the logs). */
async function renderPage(render, url, requestId) {
	const request = new Request(url, {
		method: "GET",
		headers: requestId ? { "x-request-id": requestId } : {}
	});
	ownRenders.add(request);
	const res = await render(request);
	if (res.headers.has("set-cookie")) return {
		page: null,
		failed: res.status >= 500,
		response: res
	};
	const failed = res.status >= 500;
	if (failed || !isStorable(res)) {
		const body = Buffer.from(await res.arrayBuffer());
		return {
			page: null,
			failed,
			shared: {
				status: res.status,
				headers: [...res.headers.entries()],
				body
			}
		};
	}
	const body = Buffer.from(await res.arrayBuffer());
	const headers = [...res.headers.entries()].filter(([name]) => !STORED_HEADERS_SKIP.includes(name));
	return {
		page: await preparePage({
			status: res.status,
			headers,
			body
		}),
		failed: false
	};
}
/**
* Serves anonymous GETs of public pages from the in-process cache and marks them cacheable;
* everything else (admin, auth, API, signed-in readers) is marked `private, no-store`.
* The key and the rendered address are canonical (unknown query parameters dropped); a miss is
* rendered once however many readers wait for it, by `render` (the whole app, see server/app.ts),
* and an expired page is served stale while one render refreshes it (ADR 0010).
*/
function pageCache(env, render) {
	const ttlMs = env.PAGE_CACHE_TTL_SECONDS * 1e3;
	return async (c, next) => {
		if (ownRenders.has(c.req.raw)) return next();
		const cls = classificationOf(c);
		if (cls.sharedCache !== true) {
			await next();
			if (cls.privatePath || cls.hasSession !== false) c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
			return;
		}
		const url = new URL(c.req.url);
		const key = cls.cacheKey;
		const canonicalUrl = url.origin + key;
		const requestId = c.get("requestId");
		if (!env.PAGE_CACHE) {
			if (canonicalUrl !== url.href) c.req.raw = new Request(canonicalUrl, c.req.raw);
			await next();
			if (isStorable(c.res)) {
				c.res.headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
				c.res.headers.set("X-Cache", "MISS");
			}
			return;
		}
		const acceptEncoding = c.req.header("accept-encoding");
		const ifNoneMatch = c.req.header("if-none-match");
		const answer = (page, state) => {
			c.res = respond(page, acceptEncoding, ifNoneMatch, state);
		};
		const page = pagePathOf(url.pathname).page;
		const start = () => renderOnce(key, page, () => renderPage(render, canonicalUrl, requestId));
		const cached = lookupPage(key, ttlMs);
		if (cached?.state === "fresh") return answer(cached.page, "HIT");
		if (cached?.state === "stale") {
			if (cached.refresh && backgroundRenders < MAX_BACKGROUND_RENDERS) {
				backgroundRenders++;
				start().then(discardUnused).finally(() => backgroundRenders--);
			}
			return answer(cached.page, "STALE");
		}
		const running = joinRender(key);
		const rendered = await (running ?? start());
		if (rendered.page) return answer(rendered.page, running ? "HIT" : "MISS");
		if (rendered.failed && cached) return answer(cached.page, "STALE");
		if (rendered.shared || !running && rendered.response) {
			c.res = toResponse(rendered);
			return;
		}
		const own = await renderPage(render, canonicalUrl, requestId);
		if (own.page) return answer(own.page, "MISS");
		c.res = toResponse(own);
	};
}
function toResponse(rendered) {
	if (rendered.shared) {
		const { status, headers, body } = rendered.shared;
		return new Response(body.length === 0 ? null : new Uint8Array(body), {
			status,
			headers
		});
	}
	return rendered.response ?? new Response(null, { status: 500 });
}
function discardUnused(outcome) {
	outcome.response?.body?.cancel();
}
/** Which cached page the fast path answered a request with (server/cache-hit-listener learns it). */
var servedPages = /* @__PURE__ */ new WeakMap();
function cachedPageServed(request) {
	return servedPages.get(request);
}
/**
* Answers a GET/HEAD that may be served the shared cache, whose page is fresh, before the rest of
* the middleware chain: no public-file lookup, session lookup, maintenance query, CSRF check or
* request logging on the hot path. Mount it after the security headers, the request guard and
* `classifyRequests` (which counts the view and clears a junk session cookie); `pageCache` further
* down handles misses, stale pages and the rest. While maintenance mode is on the chain answers.
*/
function cachedPageFastPath(env) {
	const ttlMs = env.PAGE_CACHE_TTL_SECONDS * 1e3;
	return async (c, next) => {
		if (!env.PAGE_CACHE || ownRenders.has(c.req.raw)) return next();
		const cls = classificationOf(c);
		if (cls.sharedCache !== true) return next();
		const cached = lookupPage(cls.cacheKey, ttlMs);
		if (cached?.state !== "fresh") return next();
		if (await cls.maintenance()) return next();
		servedPages.set(c.req.raw, cached.page);
		c.res = respond(cached.page, c.req.header("accept-encoding"), c.req.header("if-none-match"), "HIT");
		return c.res;
	};
}
// server/request-classification.ts
/** The session cookie Better Auth sets (`advanced.cookiePrefix` in app/server/auth.server.ts). */
var SESSION_COOKIE$1 = "forsiden.session_token";
var SESSION_COOKIE_NAMES = [SESSION_COOKIE$1, `__Secure-${SESSION_COOKIE$1}`];
var PRIVATE_PREFIXES$1 = [
	"/admin",
	"/auth",
	"/api/",
	"/dev/"
];
function isPrivatePath(path) {
	return PRIVATE_PREFIXES$1.some((p) => path === p.replace(/\/$/, "") || path.startsWith(p));
}
/** Our session cookies as sent (first value of each name), decoded as better-call's parseCookies does. */
function sessionCookies(header) {
	const found = [];
	for (const part of header.split(";")) {
		const eq = part.indexOf("=");
		if (eq === -1) continue;
		const name = part.slice(0, eq).trim();
		if (!SESSION_COOKIE_NAMES.includes(name) || found.some((f) => f.name === name)) continue;
		let value = part.slice(eq + 1).trim();
		if (value.startsWith("\"")) value = value.slice(1, -1);
		try {
			value = decodeURIComponent(value);
		} catch {}
		found.push({
			name,
			value
		});
	}
	return found;
}
/**
* Better Auth's signed cookie value is `token.signature`: the base64 HMAC-SHA256 of the token with
* the auth secret (better-call's getSignedCookie; pinned in request-classification.test.ts). A value
* that fails this check is refused by Better Auth without a database query, so we refuse it here.
*/
function hasValidSignature(value, secret) {
	const dot = value.lastIndexOf(".");
	if (dot < 1) return false;
	const signature = value.slice(dot + 1);
	if (signature.length !== 44 || !signature.endsWith("=") || !/^[A-Za-z0-9+/]+=$/.test(signature)) return false;
	const expected = createHmac("sha256", secret).update(value.slice(0, dot)).digest();
	const given = Buffer.from(signature, "base64");
	return given.length === expected.length && timingSafeEqual(given, expected);
}
/** Expires a cookie the way Better Auth sets it (path /, httpOnly, SameSite=Lax; Secure for __Secure-). */
function expiringCookie(name) {
	return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`;
}
function createRequestClassifier(options) {
	const recorder = options.recorder ?? createPageViewRecorder({ ownHosts: options.ownHosts });
	const maintenanceIsOn = options.maintenance ?? (() => false);
	let secret;
	const authSecret = () => {
		secret ??= options.authSecret();
		return secret;
	};
	const decideShared = (cls) => {
		const method = cls.method === "GET" || cls.method === "HEAD";
		cls.sharedCache = cls.hasSession === void 0 ? void 0 : method && !cls.privatePath && !cls.hasSession;
	};
	return {
		classify(facts) {
			const cookie = facts.header("cookie");
			const sent = cookie ? sessionCookies(cookie) : [];
			const valid = sent.find((c) => hasValidSignature(c.value, authSecret()));
			const found = valid ?? sent[0] ?? null;
			const signed = valid !== void 0;
			let decided;
			const cls = {
				method: facts.method,
				pathname: facts.pathname,
				cacheKey: facts.pathname + canonicalSearch(facts.pathname, facts.search),
				privatePath: isPrivatePath(facts.pathname),
				sessionCookie: found ? {
					name: found.name,
					signed
				} : null,
				hasSession: found && signed ? void 0 : false,
				sharedCache: void 0,
				clearCookies: signed ? [] : sent.map((c) => expiringCookie(c.name)),
				pageView: recorder.candidate({
					method: facts.method,
					path: facts.pathname,
					url: facts.url,
					header: facts.header
				}),
				counted: false,
				maintenance: () => {
					decided ??= maintenanceIsOn();
					return decided;
				}
			};
			decideShared(cls);
			return cls;
		},
		settleSession(cls, hasSession, clearCookies = []) {
			cls.hasSession = hasSession;
			if (!hasSession && cls.sessionCookie) cls.clearCookies = clearCookies.length > 0 ? clearCookies : [expiringCookie(cls.sessionCookie.name)];
			decideShared(cls);
		},
		countPageView(cls, response) {
			if (cls.counted || !cls.pageView) return;
			cls.counted = true;
			recorder.record(cls.pageView, response);
		}
	};
}
/** Classifications the node listener made, picked up by the Hono chain for the same request. */
var fromListener = /* @__PURE__ */ new WeakMap();
function keepForChain(incoming, cls) {
	fromListener.set(incoming, cls);
}
/**
* Hono middleware, mounted early: classifies the request once (or takes the listener's), then, on
* the way out, clears a session cookie that resolved to nothing and counts the page view.
*/
function classifyRequests(classifier) {
	return async (c, next) => {
		const incoming = c.env?.incoming;
		let cls = incoming ? fromListener.get(incoming) : void 0;
		if (!cls) {
			const url = new URL(c.req.url);
			cls = classifier.classify({
				method: c.req.method,
				pathname: url.pathname,
				search: url.search,
				url: c.req.url,
				header: (name) => c.req.header(name)
			});
		}
		c.set("classification", cls);
		await next();
		for (const cookie of cls.clearCookies) c.res.headers.append("Set-Cookie", cookie);
		classifier.countPageView(cls, {
			status: c.res.status,
			contentType: c.res.headers.get("content-type")
		});
	};
}
// server/cache-hit-listener.ts
/** Headers per page the chain produced, keyed by the page object so a new render starts empty. */
var learned = /* @__PURE__ */ new WeakMap();
var PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
var DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
var VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;
var PER_REQUEST = /* @__PURE__ */ new Set([
	"x-request-id",
	"date",
	"connection",
	"keep-alive",
	"transfer-encoding"
]);
/**
* Outermost Hono middleware: after a cache hit went through the whole chain, keep its headers for
* the replay. Only a full 200 answer is learned (never a 304, an error or a Set-Cookie).
*/
function learnCachedAnswers() {
	return async (c, next) => {
		await next();
		const page = cachedPageServed(c.req.raw);
		if (!page || c.res.status !== page.status || c.res.headers.has("set-cookie")) return;
		if (c.req.header("if-none-match")) return;
		const encoding = c.res.headers.get("content-encoding") ?? "identity";
		const flat = [];
		for (const [name, value] of c.res.headers) if (!PER_REQUEST.has(name)) flat.push(name, value);
		const byEncoding = learned.get(page) ?? {};
		byEncoding[encoding] = {
			flat,
			contentType: c.res.headers.get("content-type")
		};
		learned.set(page, byEncoding);
	};
}
/** The request's classification and its cached answer, or null when it must take the chain. */
function classifyPlain(req, classifier) {
	const method = req.method;
	if (method !== "GET" && method !== "HEAD") return null;
	const target = req.url ?? "";
	if (!PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target) || target.includes("#")) return null;
	const query = target.indexOf("?");
	const header = (name) => {
		const value = req.headers[name.toLowerCase()];
		return Array.isArray(value) ? value.join(", ") : value;
	};
	return classifier.classify({
		method,
		pathname: query === -1 ? target : target.slice(0, query),
		search: query === -1 ? "" : target.slice(query),
		url: `http://${req.headers.host ?? "localhost"}${target}`,
		header
	});
}
function replayable(req, cls, ttlMs) {
	if (cls.sharedCache !== true || req.headers["if-none-match"]) return null;
	const cached = lookupPage(cls.cacheKey, ttlMs);
	if (cached?.state !== "fresh") return null;
	const encoding = pickEncoding(req.headers["accept-encoding"]) ?? "identity";
	const replay = learned.get(cached.page)?.[encoding];
	if (!replay) return null;
	return {
		page: cached.page,
		encoding,
		replay
	};
}
/** Wraps the app's node listener: plain cache hits are answered here, the rest goes to `next`. */
function withCachedPageHits(env, next, classifier) {
	if (!env.PAGE_CACHE) return next;
	const ttlMs = env.PAGE_CACHE_TTL_SECONDS * 1e3;
	const respond = (req, res, cls, hit) => {
		const incomingId = req.headers["x-request-id"];
		const requestId = typeof incomingId === "string" && VALID_REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
		const body = hit.encoding === "br" ? hit.page.br : hit.encoding === "gzip" ? hit.page.gzip : hit.page.body;
		const headers = hit.replay.flat.slice();
		headers.push("x-request-id", requestId);
		for (const cookie of cls.clearCookies) headers.push("set-cookie", cookie);
		res.writeHead(hit.page.status, headers);
		res.end(cls.method === "HEAD" ? void 0 : body);
		classifier.countPageView(cls, {
			status: hit.page.status,
			contentType: hit.replay.contentType
		});
	};
	return (req, res) => {
		const cls = classifyPlain(req, classifier);
		if (!cls) return next(req, res);
		const hit = replayable(req, cls, ttlMs);
		const chain = () => {
			keepForChain(req, cls);
			return next(req, res);
		};
		if (!hit) return chain();
		const bypass = cls.maintenance();
		if (bypass === false) return respond(req, res, cls, hit);
		if (bypass === true) return chain();
		bypass.then((on) => on ? chain() : respond(req, res, cls, hit), () => chain());
	};
}
// server/compress-middleware.ts
var brotli = promisify(zlib.brotliCompress);
var gzip = promisify(zlib.gzip);
/** Smaller answers are not worth a compression call (Hono's default too). */
var THRESHOLD_BYTES = 1024;
/** Brotli's quality 4: about gzip's speed at a better ratio (the page cache stores quality 11). */
var BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
/**
* Compresses an uncached answer in one zlib call on the finished body, off the event loop (zlib
* runs on libuv's thread pool). Replaces Hono's compress(), which piped every answer through a
* web CompressionStream chunk by chunk and offered only gzip. Event streams, answers already
* encoded, `no-transform` and HEAD pass untouched; our pages are sent whole (entry.server.tsx),
* so reading the body first costs nothing extra.
*/
function compressAnswers() {
	return async (c, next) => {
		await next();
		const res = c.res;
		const type = res.headers.get("content-type") ?? "";
		if (c.req.method === "HEAD" || !res.body || res.status === 206 || res.headers.has("content-encoding") || res.headers.has("transfer-encoding") || /no-transform/i.test(res.headers.get("cache-control") ?? "") || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
		if (Number(res.headers.get("content-length") ?? NaN) < THRESHOLD_BYTES) return;
		const encoding = pickEncoding(c.req.header("accept-encoding"));
		if (!encoding) return;
		const body = Buffer.from(await res.arrayBuffer());
		const compressed = body.length < THRESHOLD_BYTES ? null : encoding === "br" ? await brotli(body, BROTLI_OPTIONS) : await gzip(body);
		c.res = new Response(new Uint8Array(compressed ?? body), res);
		const headers = c.res.headers;
		if (compressed) headers.set("Content-Encoding", encoding);
		headers.set("Content-Length", String((compressed ?? body).length));
		const vary = headers.get("vary");
		if (!vary) headers.set("Vary", "Accept-Encoding");
		else if (!/accept-encoding/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
	};
}
// server/database-outage.ts
/**
* While the database is away, every loader and action answers the same way, without a line in
* any route: a loader throws a 503 error response that the error boundaries render as the Danish
* "midlertidigt utilgængelig" page, and an action returns a 503 result whose title and message
* the admin forms already show as an error toast. Nothing is reported as saved.
*/
/** Requests whose session could not be read because the database is away. */
var unavailableRequests = /* @__PURE__ */ new WeakSet();
/** Load contexts of requests that met the outage (their response gets Retry-After and no-store). */
var unavailableContexts = /* @__PURE__ */ new WeakSet();
var OUTAGE_HEADERS = {
	"Retry-After": String(5),
	"Cache-Control": "no-store"
};
/** The session middleware could not read the session: the request is answered as an outage. */
function noteDatabaseUnavailable(request) {
	unavailableRequests.add(request);
}
function unavailablePage() {
	return data({
		databaseUnavailable: true,
		heading: DATABASE_UNAVAILABLE_TEXT.heading,
		message: DATABASE_UNAVAILABLE_TEXT.body
	}, {
		status: 503,
		statusText: "Service Unavailable",
		headers: OUTAGE_HEADERS
	});
}
/**
* What an action answers: an `ActionResult` failure (~/lib/form). `description` is for the club
* dialog's alert and `error` for the two JSON endpoints that answer `{error}` (image upload, run-job).
*/
function saveFailedResult(intent = "unknown") {
	return data({
		ok: false,
		intent,
		databaseUnavailable: true,
		title: DATABASE_UNAVAILABLE_TEXT.saveTitle,
		message: DATABASE_UNAVAILABLE_TEXT.saveMessage,
		description: DATABASE_UNAVAILABLE_TEXT.saveMessage,
		error: DATABASE_UNAVAILABLE_TEXT.saveMessage
	}, {
		status: 503,
		statusText: "Service Unavailable",
		headers: OUTAGE_HEADERS
	});
}
function noteOutage(context, error, request, routeId) {
	if (context && typeof context === "object") unavailableContexts.add(context);
	if (error) {
		const { pathname } = new URL(request.url);
		logger.warn({
			err: error,
			path: pathname,
			routeId
		}, "database unavailable: answering 503");
	}
}
function wrapLoader(routeId, loader) {
	return async (args) => {
		if (unavailableContexts.has(args.context)) throw unavailablePage();
		try {
			return await loader(args);
		} catch (error) {
			if (!isDatabaseUnavailable(error)) throw error;
			noteOutage(args.context, error, args.request, routeId);
			throw unavailablePage();
		}
	};
}
/** The `intent` field of a form post (admin forms send one per button), or "unknown". */
async function intentOf(request) {
	if (!request) return "unknown";
	try {
		const intent = (await request.formData()).get("intent");
		return typeof intent === "string" && intent.length <= 64 ? intent : "unknown";
	} catch {
		return "unknown";
	}
}
function isSmallForm(request) {
	return (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
}
function wrapAction(routeId, action) {
	return async (args) => {
		if (unavailableContexts.has(args.context)) return saveFailedResult(await intentOf(args.request));
		const copy = isSmallForm(args.request) ? args.request.clone() : void 0;
		try {
			return await action(args);
		} catch (error) {
			if (!isDatabaseUnavailable(error)) throw error;
			noteOutage(args.context, error, args.request, routeId);
			return saveFailedResult(await intentOf(copy));
		}
	};
}
var wrappedBuilds = /* @__PURE__ */ new WeakMap();
/** The server build with every route's loader and action wrapped (see above); once per build. */
function withDatabaseOutageHandling(build) {
	let wrapped = wrappedBuilds.get(build);
	if (!wrapped) {
		wrapped = wrapBuild(build);
		wrappedBuilds.set(build, wrapped);
	}
	return wrapped;
}
function wrapBuild(build) {
	const routes = {};
	for (const [id, route] of Object.entries(build.routes)) {
		if (!route) continue;
		const { loader, action } = route.module;
		routes[id] = {
			...route,
			module: {
				...route.module,
				...loader ? { loader: wrapLoader(id, loader) } : {},
				...action ? { action: wrapAction(id, action) } : {}
			}
		};
	}
	return {
		...build,
		routes
	};
}
/** Runs React Router for one request; an outage met on the way adds Retry-After and no-store. */
async function handleWithOutageHeaders(request, context, handle) {
	if (unavailableRequests.has(request)) noteOutage(context, null, request, "session");
	const response = await handle(request, context);
	if (!unavailableContexts.has(context)) return response;
	const headers = new Headers(response.headers);
	for (const [name, value] of Object.entries(OUTAGE_HEADERS)) headers.set(name, value);
	return new Response(response.body, {
		status: response.status,
		statusText: response.statusText,
		headers
	});
}
/** A self-contained page for outages met outside React Router (no database, no scripts). */
function renderOutagePage() {
	return `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(DATABASE_UNAVAILABLE_TEXT.heading)} | Forsiden</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f5f7;color:#111827}
main{max-width:32rem;background:#fff;border-radius:12px;padding:2.5rem 2rem;box-shadow:0 10px 30px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{line-height:1.6;margin:0;color:#374151}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(DATABASE_UNAVAILABLE_TEXT.heading)}</h1>
<p>${escapeHtml(DATABASE_UNAVAILABLE_TEXT.body)}</p>
</main>
</body>
</html>
`;
}
/** The JSON answer of an API endpoint while the database is away. */
function databaseUnavailableJson() {
	return Response.json({
		code: "DATABASE_UNAVAILABLE",
		message: DATABASE_UNAVAILABLE_TEXT.body
	}, {
		status: 503,
		headers: OUTAGE_HEADERS
	});
}
/**
* Hono's last resort (`app.onError`): a database outage met in a middleware (Better Auth's
* endpoints, the session) answers a Danish 503; anything else stays a logged 500.
*/
function outageOrServerError(error, c) {
	if (isDatabaseUnavailable(error)) {
		logger.warn({
			err: error,
			path: c.req.path
		}, "database unavailable: answering 503");
		if (c.req.path.startsWith("/api/") || c.req.path.endsWith(".data")) return databaseUnavailableJson();
		return new Response(c.req.method === "HEAD" ? null : renderOutagePage(), {
			status: 503,
			headers: {
				...OUTAGE_HEADERS,
				"Content-Type": "text/html; charset=utf-8"
			}
		});
	}
	logger.error({
		err: error,
		path: c.req.path
	}, "unhandled error");
	return new Response("Internal Server Error", { status: 500 });
}
// server/live-routes.ts
var NO_STORE = { "Cache-Control": "no-store" };
var NOT_FOUND = { error: "Ikke fundet" };
/** A public poll answer may be reused for a moment (browsers, a CDN): it is the same for everyone. */
var PUBLIC_JSON = { "Cache-Control": `public, max-age=${Math.ceil(2 * LIVE_JSON_MEMO_MS / 1e3)}` };
var PRIVATE_JSON = { "Cache-Control": "private, no-store" };
/**
* The live streams (issue 15, ADR 0016), mounted ahead of the page cache: never cached, never
* rendered by React Router. `/live/kampe/events` carries every match's score; `/live/{id}/events`
* one live article (readers: published live articles only; staff: any article, for the desk).
* Each has a JSON twin (`events.json?after=<seq>`) for browsers that cannot keep a stream open.
* Streams are capped per client address and per process, polls rate-limited per address (issue 21).
*/
function mountLiveRoutes(app, env) {
	configureLiveStreams({
		perAddress: env.LIVE_STREAMS_PER_ADDRESS,
		max: env.LIVE_STREAMS_MAX
	});
	const address = (c) => clientIpOf(c, env.TRUST_PROXY);
	const pollRefusal = async (c) => {
		const decision = await liveJsonLimiter.attempt(address(c));
		if (decision.allowed) return null;
		return c.json({ error: STREAM_MESSAGES.tooManyPolls }, 429, {
			...NO_STORE,
			"Retry-After": String(decision.retryAfterSeconds)
		});
	};
	const json = (c, body, publicAnswer) => c.body(body, 200, {
		"Content-Type": "application/json; charset=UTF-8",
		...publicAnswer ? PUBLIC_JSON : PRIVATE_JSON
	});
	app.get("/live/kampe/events", (c) => openLiveStream(getDb(), MATCHES_TOPIC, resumeSeq(c.req.raw), { address: address(c) }));
	app.get("/live/kampe/events.json", async (c) => {
		const refused = await pollRefusal(c);
		if (refused) return refused;
		return json(c, await liveEventsJsonBody(getDb(), MATCHES_TOPIC, resumeSeq(c.req.raw)), true);
	});
	app.get("/live/:articleId/events", async (c) => {
		const refused = liveStreamRefusal(address(c));
		if (refused) return refused;
		const articleId = c.req.param("articleId");
		const article = await findLiveArticle(getDb(), articleId);
		const staff = isStaff(c.get("session")?.user.role);
		if (!mayReadStream(article, staff)) return c.json(NOT_FOUND, 404, NO_STORE);
		const access = staff ? void 0 : readerAccess(getDb(), articleId);
		return openLiveStream(getDb(), articleTopic(articleId), resumeSeq(c.req.raw), {
			address: address(c),
			access
		});
	});
	app.get("/live/:articleId/events.json", async (c) => {
		if (!isUuid(c.req.param("articleId"))) return c.json(NOT_FOUND, 404, NO_STORE);
		const refused = await pollRefusal(c);
		if (refused) return refused;
		const article = await findLiveArticle(getDb(), c.req.param("articleId"));
		if (!mayReadStream(article, isStaff(c.get("session")?.user.role))) return c.json(NOT_FOUND, 404, NO_STORE);
		return json(c, await liveEventsJsonBody(getDb(), articleTopic(c.req.param("articleId")), resumeSeq(c.req.raw)), mayReadStream(article, false));
	});
}
/**
* Paths that keep working in maintenance mode, so staff can sign in and the platform can check
* health: sign-in, the back office, Better Auth, health checks, stored images, build assets,
* React Router's route manifest and the development mailbox.
*/
var MAINTENANCE_OPEN_PREFIXES = [
	"/auth",
	"/admin",
	"/api/auth",
	"/healthz",
	"/readyz",
	"/storage",
	"/assets",
	"/__manifest",
	"/dev/mailbox"
];
function isOpenDuringMaintenance(pathname) {
	return MAINTENANCE_OPEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`));
}
var MAINTENANCE_TEXT = {
	heading: "Vi er snart tilbage",
	body: (siteName) => `${siteName} er midlertidigt lukket, mens vi udfører vedligeholdelse. Prøv igen om lidt.`,
	staff: "Er du redaktør eller administrator?",
	signIn: "Log ind"
};
/** A small self-contained page (inline CSS, no scripts, no external files). */
function renderMaintenancePage(siteName) {
	const name = escapeHtml(siteName);
	return `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Vedligeholdelse | ${name}</title>
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f5f7;color:#111827}
main{max-width:32rem;width:100%;background:#fff;border-radius:12px;padding:2.5rem 2rem;box-shadow:0 10px 30px rgba(0,0,0,.08);text-align:center}
.brand{font-weight:900;font-size:1.25rem;letter-spacing:.02em;color:#b91c1c;text-transform:uppercase;margin:0 0 1.5rem}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{line-height:1.6;margin:0 0 1rem;color:#374151}
.staff{font-size:.875rem;color:#6b7280;margin-top:2rem}
a{color:#b91c1c;font-weight:600}
</style>
</head>
<body>
<main>
<p class="brand">${name}</p>
<h1>${MAINTENANCE_TEXT.heading}</h1>
<p>${escapeHtml(MAINTENANCE_TEXT.body(siteName))}</p>
<p class="staff">${MAINTENANCE_TEXT.staff} <a href="/auth">${MAINTENANCE_TEXT.signIn}</a></p>
</main>
</body>
</html>
`;
}
/** The 503 answer visitors get: not cached, not indexed, with Retry-After. */
function maintenanceResponse(siteName, method = "GET") {
	return new Response(method === "HEAD" ? null : renderMaintenancePage(siteName), {
		status: 503,
		headers: {
			"Content-Type": "text/html; charset=utf-8",
			"Cache-Control": "no-store",
			"Retry-After": String(600),
			"X-Robots-Tag": "noindex"
		}
	});
}
/**
* Whether maintenance mode is on, from the per-process settings copy (no query while it is
* fresh). Unreadable settings count as "on": the caller then leaves the request to the full
* chain, whose maintenance check and error handling decide.
*/
async function maintenanceIsOn(options = {}) {
	try {
		return (await getCachedSiteSettings((options.db ?? getDb)())).maintenanceMode;
	} catch {
		return true;
	}
}
/** As `maintenanceIsOn`, but answered at once (no promise) while the settings copy is fresh. */
function maintenanceIsOnNow() {
	const settings = peekSiteSettings();
	return settings ? settings.maintenanceMode : maintenanceIsOn();
}
/**
* PRODUCT.md maintenance mode: while it is on, visitors (and signed-in users without a staff
* role) get a 503 maintenance page; admins and editors see the site as usual. Mount it after
* the session middleware and before the page cache, so no cached page leaks past it.
*/
function maintenanceMode(options = {}) {
	const database = options.db ?? getDb;
	return async (c, next) => {
		if (isOpenDuringMaintenance(c.req.path)) return next();
		let settings;
		try {
			settings = await getCachedSiteSettings(database());
		} catch (error) {
			logger.error({ err: error }, "maintenance mode: settings could not be read");
			return next();
		}
		if (!settings.maintenanceMode) return next();
		if (isStaff(c.get("session")?.user.role)) return next();
		return maintenanceResponse(settings.siteName, c.req.method);
	};
}
// server/origin-check.ts
var SAFE_METHODS = /* @__PURE__ */ new Set([
	"GET",
	"HEAD",
	"OPTIONS"
]);
/**
* The origins a state-changing request may come from: PUBLIC_URL's. Never one derived from the
* request itself: its Host header is the client's to choose. A local PUBLIC_URL (development, the
* tests) also accepts the other loopback names of the same port, which reach the same server.
*/
function allowedOrigins(publicUrl) {
	const site = new URL(publicUrl);
	const origins = /* @__PURE__ */ new Set([site.origin]);
	if (isLocalUrl(publicUrl)) {
		const port = site.port ? `:${site.port}` : "";
		for (const host of [
			"localhost",
			"127.0.0.1",
			"[::1]"
		]) origins.add(`${site.protocol}//${host}${port}`);
	}
	return origins;
}
/**
* CSRF defence in depth: a POST (PUT, DELETE …) that names another origin is refused with 403
* before any route, Better Auth included (which would otherwise log its own refusal as an error).
* Requests without an Origin header (scripts, old clients) pass: sessions are SameSite=Lax.
*/
function sameOriginWrites(publicUrl) {
	const allowed = allowedOrigins(publicUrl);
	return async (c, next) => {
		if (SAFE_METHODS.has(c.req.method)) return next();
		const origin = c.req.header("origin");
		if (origin && !allowed.has(origin)) return c.text("Forbidden (cross-origin request)", 403, { "Cache-Control": "private, no-store" });
		return next();
	};
}
// server/security-headers.ts
/** Pages that must never be framed (clickjacking): the back office and sign-in. */
var FRAME_DENIED = [
	"/admin",
	"/auth",
	"/api/auth"
];
/** Never shared by the page cache, never shows ads. */
var PRIVATE_PREFIXES = [
	"/admin",
	"/auth",
	"/api/",
	"/dev/"
];
var PERMISSIONS_POLICY = [
	"accelerometer=()",
	"autoplay=()",
	"bluetooth=()",
	"browsing-topics=()",
	"camera=()",
	"display-capture=()",
	"geolocation=()",
	"gyroscope=()",
	"hid=()",
	"interest-cohort=()",
	"magnetometer=()",
	"microphone=()",
	"midi=()",
	"payment=()",
	"serial=()",
	"usb=()",
	"xr-spatial-tracking=()"
].join(", ");
var HSTS = "max-age=31536000; includeSubDomains";
function underPrefix(pathname, prefixes) {
	return prefixes.some((prefix) => {
		const bare = prefix.replace(/\/$/, "");
		return pathname === bare || pathname.startsWith(`${bare}/`) || pathname.startsWith(`${bare}.`);
	});
}
function isFrameDenied(pathname) {
	return underPrefix(pathname, FRAME_DENIED);
}
var SESSION_COOKIE = /(^|;\s*)[^=]*session_token=/;
/**
* May the policy allow the ad network's host? Never on the back office and sign-in. On a request
* whose answer the page cache may share (anonymous GET of a public page) always, because that one
* HTML and its header serve readers with and without consent; the script itself still waits for
* marketing consent in the browser. Otherwise only with marketing consent stored.
*/
function adsAllowedFor(request) {
	if (underPrefix(request.pathname, PRIVATE_PREFIXES)) return false;
	if ((request.method === "GET" || request.method === "HEAD") && !SESSION_COOKIE.test(request.cookie ?? "")) return true;
	return readConsentFromCookies(request.cookie)?.marketing === true;
}
/**
* The HTML policy. Scripts: our files and inline scripts carrying this request's nonce, nothing
* else inline. Styles allow inline: React renders `style` attributes (ad slots, Radix) and sonner
* injects its stylesheet; a nonce beside 'unsafe-inline' would switch that off again.
*/
function buildContentSecurityPolicy(options) {
	const origins = options.scriptOrigins.join(" ");
	const directives = [
		"default-src 'self'",
		`script-src 'self' 'nonce-${options.nonce}'${origins ? ` ${origins}` : ""}`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob: https:",
		"font-src 'self' data:",
		"connect-src 'self' blob:",
		`frame-src 'self'${origins ? ` ${origins}` : ""}`,
		"media-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		`frame-ancestors ${options.frameDenied ? "'none'" : "'self'"}`
	];
	if (options.https) directives.push("upgrade-insecure-requests");
	return directives.join("; ");
}
/** For answers that are not our HTML but may be opened as a document (SVG logos, stored files). */
var LOCKED_DOWN_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
function createNonce() {
	return randomBytes(16).toString("base64");
}
/** Adds `Secure` to every cookie the answer sets (the site is on https). */
function secureSetCookies(headers) {
	const cookies = headers.getSetCookie();
	if (!cookies.some((cookie) => !/;\s*secure\s*(;|$)/i.test(cookie))) return;
	headers.delete("Set-Cookie");
	for (const cookie of cookies) headers.append("Set-Cookie", /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
}
/**
* Security headers for every answer: pages, assets, stored images, API, errors and 404s. An HTML
* answer keeps the policy it was rendered with (entry.server.tsx sets it, and the page cache stores
* it beside the body, so a cached page's nonce and its header's nonce are always the same render's);
* HTML without one (the maintenance page, plain errors) gets this request's policy.
*/
function securityHeaders(env, options = {}) {
	const https = env.publicUrl.startsWith("https://");
	const scriptOrigins = options.scriptOrigins ?? (() => {
		const url = getPublicAdConfig().AD_NETWORK_SCRIPT_URL;
		return url ? [new URL(url).origin] : [];
	});
	const headerName = options.reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
	return async (c, next) => {
		const pathname = c.req.path;
		const frameDenied = isFrameDenied(pathname);
		const adsAllowed = adsAllowedFor({
			method: c.req.method,
			pathname,
			cookie: c.req.header("cookie")
		});
		const nonce = createNonce();
		const policy = buildContentSecurityPolicy({
			nonce,
			frameDenied,
			scriptOrigins: adsAllowed ? scriptOrigins() : [],
			https
		});
		c.set("csp", {
			nonce,
			policy,
			headerName,
			adsAllowed
		});
		await next();
		let headers = c.res.headers;
		try {
			headers.set("X-Content-Type-Options", "nosniff");
		} catch {
			c.res = new Response(c.res.body, c.res);
			headers = c.res.headers;
			headers.set("X-Content-Type-Options", "nosniff");
		}
		headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
		headers.set("Permissions-Policy", PERMISSIONS_POLICY);
		headers.set("X-Frame-Options", frameDenied ? "DENY" : "SAMEORIGIN");
		if (https) {
			headers.set("Strict-Transport-Security", HSTS);
			secureSetCookies(headers);
		}
		const type = headers.get("content-type") ?? "";
		if (!headers.has("content-security-policy") && !headers.has("content-security-policy-report-only")) {
			if (type.startsWith("text/html")) headers.set(headerName, policy);
			else if (type.startsWith("image/svg")) headers.set("Content-Security-Policy", LOCKED_DOWN_CSP);
		}
	};
}
// server/storage-middleware.ts
var IMMUTABLE = "public, max-age=31536000, immutable";
/**
* `/storage/{bucket}/{name}` streamed from the object storage (the S3 driver, ADR 0014), so an
* image stored by any instance is served by every instance at the address the local driver uses.
* Answers 304 to a matching If-None-Match and 404 for a missing or invalid name.
*/
function serveStoredObjects(storage) {
	return async (c, next) => {
		const method = c.req.method;
		if (method !== "GET" && method !== "HEAD") return next();
		const match = /^\/storage\/([^/]+)\/([^/]+)$/.exec(c.req.path);
		const bucket = match?.[1] ?? "";
		const name = match?.[2] ?? "";
		if (!isSafeObjectName(bucket) || !isSafeObjectName(name)) return notFound();
		const opened = await storage.open(bucket, name, { ifNoneMatch: c.req.header("If-None-Match") });
		if (!opened) return notFound();
		if ("notModified" in opened) return new Response(null, {
			status: 304,
			headers: {
				ETag: opened.etag,
				"Cache-Control": IMMUTABLE
			}
		});
		const headers = new Headers({
			"Content-Type": opened.contentType,
			"Cache-Control": IMMUTABLE,
			"X-Content-Type-Options": "nosniff"
		});
		if (opened.contentLength !== void 0) headers.set("Content-Length", String(opened.contentLength));
		if (opened.etag) headers.set("ETag", opened.etag);
		if (method === "HEAD") {
			await opened.body.cancel();
			return new Response(null, {
				status: 200,
				headers
			});
		}
		return new Response(opened.body, {
			status: 200,
			headers
		});
	};
}
function notFound() {
	return new Response("Ikke fundet", {
		status: 404,
		headers: {
			"Content-Type": "text/plain; charset=utf-8",
			"Cache-Control": "no-store"
		}
	});
}
// server/app.ts
var MODE = "production";
/**
* The node server's own limits (docs/operations.md "Limits"). Node's defaults let a client that
* sends a header or a body byte now and then hold a connection for 5 minutes.
*/
var SERVER_TIMEOUTS = {
	/** The whole request head must arrive within this (node's default: 60 s). */
	headersTimeout: 2e4,
	/**
	* The whole request, body included, must arrive within this (node's default: 300 s): a 6 MB
	* upload needs about 400 kbit/s. It ends when the request is read, so live streams and slow
	* answers are not cut.
	*/
	requestTimeout: 12e4,
	/** An idle kept-alive connection is closed after this; a pooling proxy must close sooner. */
	keepAliveTimeout: 5e3,
	/** How often node checks the two timeouts above (default 30 s, which made 20 s up to 50 s). */
	connectionsCheckingInterval: 2e3,
	/** Headers beyond this count are dropped (node's default: 2,000; browsers send about 20). */
	maxHeadersCount: 100
};
/** How long /readyz waits for the database before it answers 503. */
var READY_TIMEOUT_MS = 2e3;
function resolveSession(headers) {
	return getAuth().api.getSession({
		headers,
		returnHeaders: true
	});
}
/** The browser build sits next to this server bundle: {build}/server/index.js → {build}/client. */
function clientBuildRoot() {
	const dir = fileURLToPath(new URL("../client", import.meta.url));
	return path.relative(process.cwd(), dir) || ".";
}
/**
* One request classification per process (ADR 0020), shared by the node listener's fast path and
* the Hono app: cache key, session cookie, private path, maintenance, and the one page-view count.
*/
function createAppRequestClassifier(env) {
	return createRequestClassifier({
		authSecret: () => getAuth().options.secret ?? "",
		ownHosts: [new URL(env.publicUrl).host],
		maintenance: maintenanceIsOnNow
	});
}
/** The Hono app: health, static files, stored images, then React Router for every page. */
function createHonoApp(env, options) {
	const classifier = options.classifier ?? createAppRequestClassifier(env);
	const app = new Hono();
	app.onError(outageOrServerError);
	app.use(learnCachedAnswers());
	app.use(requestId());
	app.use(async (c, next) => {
		await next();
		c.res.headers.set("X-Request-Id", c.get("requestId"));
	});
	app.use(securityHeaders(env, { reportOnly: false }));
	app.use(privateApiAnswers());
	app.use(requestGuard({ bodyRefused: (c) => refusedByBodyLimit(c.env) }));
	app.use(classifyRequests(classifier));
	app.use(cachedPageFastPath(env));
	app.use(async (c, next) => {
		const started = performance.now();
		await next();
		const ms = Math.round(performance.now() - started);
		const status = c.res.status;
		const line = {
			reqId: c.get("requestId"),
			method: c.req.method,
			path: c.req.path,
			status,
			ms
		};
		if (status >= 500 && status !== 503) logger.error(line, "request failed");
		else if (status === 503) logger.warn(line, "request unavailable");
		else logger.debug(line, "request");
	});
	app.get("/healthz", (c) => c.text("ok", 200, { "Cache-Control": "no-store" }));
	app.get("/readyz", async (c) => {
		const noStore = { "Cache-Control": "no-store" };
		const handle = getDatabaseHandle();
		if (await pingDatabase(handle, READY_TIMEOUT_MS)) return c.json({
			status: "ready",
			database: handle.kind,
			pid: process.pid
		}, 200, noStore);
		return c.json({ status: "not ready" }, 503, noStore);
	});
	app.use(compressAnswers());
	const storage = getAppStorage(env);
	if (storage.driver === "s3") app.use("/storage/*", serveStoredObjects(storage));
	else app.use("/storage/*", serveStatic({
		root: path.relative(process.cwd(), storageRoot(env)) || ".",
		rewriteRequestPath: (p) => p.replace(/^\/storage/, ""),
		onFound: (_p, c) => {
			c.header("Cache-Control", "public, max-age=31536000, immutable");
			c.header("X-Content-Type-Options", "nosniff");
		}
	}));
	if (options.serveClientAssets) {
		const root = clientBuildRoot();
		app.use("/assets/*", serveStatic({
			root,
			onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable")
		}));
		const publicFiles = new Set(readdirSync(root, {
			recursive: true,
			encoding: "utf8"
		}).filter((name) => !name.startsWith("assets") && statSync(path.join(root, name)).isFile()).map((name) => `/${name.split(path.sep).join("/")}`));
		const servePublicFile = serveStatic({
			root,
			onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600")
		});
		app.use("*", (c, next) => publicFiles.has(c.req.path) ? servePublicFile(c, next) : next());
	}
	app.use(sameOriginWrites(env.publicUrl));
	app.on(["GET", "POST"], "/api/auth/*", authRateLimits({
		clientIp: (c) => clientIpOf(c, env.TRUST_PROXY),
		secureCookies: env.publicUrl.startsWith("https://"),
		handler: async (request) => {
			const response = await getAuth().handler(request);
			if (response.status === 500 && !await pingDatabase(getDatabaseHandle(), READY_TIMEOUT_MS)) return databaseUnavailableJson();
			return response;
		}
	}));
	app.use(async (c, next) => {
		c.set("session", null);
		const cls = c.get("classification");
		if (!cls.sessionCookie?.signed) return next();
		let resolved;
		try {
			resolved = await resolveSession(c.req.raw.headers);
		} catch (error) {
			if (!(isDatabaseUnavailable(error) || !await pingDatabase(getDatabaseHandle(), READY_TIMEOUT_MS))) throw error;
			noteDatabaseUnavailable(c.req.raw);
			return next();
		}
		const { headers, response } = resolved;
		const session = toRequestSession(response);
		c.set("session", session);
		if (!session) {
			classifier.settleSession(cls, false, headers.getSetCookie());
			return next();
		}
		classifier.settleSession(cls, true);
		await next();
		for (const cookie of headers.getSetCookie()) c.res.headers.append("Set-Cookie", cookie);
	});
	app.use(maintenanceMode());
	mountLiveRoutes(app, env);
	app.use(pageCache(env, (request) => Promise.resolve(app.fetch(request))));
	const handleRequest = requestHandlerOfCurrentBuild();
	app.all("*", (c) => withRequestMemo(() => handleWithOutageHeaders(c.req.raw, {
		requestId: c.get("requestId"),
		clientIp: clientIpOf(c, env.TRUST_PROXY),
		session: c.get("session"),
		privatePath: c.get("classification").privatePath,
		csp: c.get("csp")
	}, handleRequest)));
	return app;
}
/**
* React Router's handler for the server build, derived once per build. Handing
* `createRequestHandler` a function instead would make it derive again on every request: rebuild
* the data routes and flatten and rank every route (about 6 % of a cold render's CPU, issue 13).
* A new build object (a dev-server reload) gets a new handler.
*/
function requestHandlerOfCurrentBuild() {
	let current;
	return async (request, context) => {
		const build = withDatabaseOutageHandling(await import("./assets/server-build-C9UF3zG0.js"));
		if (current?.build !== build) current = {
			build,
			handle: createRequestHandler(build, MODE)
		};
		return current.handle(request, context);
	};
}
/** Used by the dev launcher (vite middleware mode): boot once, then a fresh app per module reload. */
async function createDevApp() {
	const env = getEnv();
	await bootApp(env);
	return createHonoApp(env, { serveClientAssets: false });
}
/** Production entry, called by server/launch.mjs after the build (in each worker with WEB_CONCURRENCY > 1). */
async function startProductionServer() {
	const env = getEnvOrExit();
	process.on("unhandledRejection", (reason) => {
		logger.error({ err: reason }, "unhandled promise rejection (the server keeps running)");
	});
	process.on("uncaughtException", (error, origin) => {
		logger.error({
			err: error,
			origin
		}, "uncaught exception (the server keeps running)");
	});
	await fs$1.mkdir(env.dataDir, { recursive: true });
	await bootApp(env);
	const classifier = createAppRequestClassifier(env);
	const app = createHonoApp(env, {
		serveClientAssets: true,
		classifier
	});
	const createServer$1 = ((serverOptions, listener) => {
		const server = createServer({
			...serverOptions,
			connectionsCheckingInterval: SERVER_TIMEOUTS.connectionsCheckingInterval
		}, withBodyLimits(withCachedPageHits(env, listener, classifier)));
		server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;
		server.requestTimeout = SERVER_TIMEOUTS.requestTimeout;
		server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
		server.maxHeadersCount = SERVER_TIMEOUTS.maxHeadersCount;
		return server;
	});
	const fetch = unlessAnswered(app.fetch);
	const server = serve({
		fetch,
		port: env.PORT,
		hostname: env.HOST,
		createServer: createServer$1
	}, () => {
		const help = adminSignInHelp();
		const banner = [`Forsiden kører på ${env.publicUrl}`, ...help ? [help] : []];
		if (!announceWorkerReady(banner)) console.log(formatBanner(banner));
	});
	let stopping = false;
	const stop = async (signal) => {
		if (stopping) return;
		stopping = true;
		logger.info({ signal }, "shutting down");
		setTimeout(() => process.exit(1), 4500).unref();
		closeAllLiveStreams();
		server.close();
		if ("closeIdleConnections" in server) server.closeIdleConnections();
		try {
			await shutdownApp();
		} catch (error) {
			logger.error({ err: error }, "error while closing the database");
		}
		process.exit(0);
	};
	process.on("SIGTERM", () => void stop("SIGTERM"));
	process.on("SIGINT", () => void stop("SIGINT"));
	return server;
}
export { SERVER_TIMEOUTS, createAppRequestClassifier, createDevApp, createHonoApp, startProductionServer };

//# sourceMappingURL=index.js.map