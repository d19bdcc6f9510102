import { $ as cleanArticle, $n as getDb, $t as getCachedSiteSettings, A as requestIndexing, An as liveArticleColumns, Ar as indexingRuns, At as needsDisplayName, B as PAGE_CHANGES, Bn as MATCH_PHASES, Br as user, Bt as toSlugValue, C as renderClubCrestSvg, Cn as clubLogoName, Cr as agentLogs, Ct as JOB_NAMES, D as jobRegistry, Dn as stripExt, Dr as clubs, E as escapeXml, En as objectName, Er as auditLog, Et as bylineOfActor, F as bylineJoin, Fn as EVENT_ICONS, Fr as pageViewsDaily, Ft as isAuthorSlug, G as generateArticleJson, Gn as isPublishedNow, Gt as REFERRER_LABELS, H as recordAudit, Hn as clockLabel, Ht as flushPageViews, I as publicListFilter, In as EVENT_LABELS, Ir as schema_exports, It as looksLikeEmail, J as logGenerationFailure, Jn as UPLOAD_RATE_RULE, Jt as copenhagenDay, K as generationDeadline, Kn as publishStatus, Kt as addDays, L as publishedNow, Ln as LIVE_EVENT_TYPES, Lr as session, Lt as cleanManualSlug, M as articleBylineColumns, Mr as liveUpdates, Mt as authorPath, N as articleContentColumns, Nn as toMatchState, Nr as matches, Nt as authorSlugFromName, O as indexingConfigFromEnv, On as findLiveArticle, Or as contactMessages, Ot as ensureAuthorIdentity, P as articleHeadlineColumns, Pn as toUpdateView, Pr as media, Pt as displayNameOf, Q as isAcceptableSourceInput, Qn as getDatabaseHandle, Qt as ensureSettingsRow, R as generateArticleFromSource, Rn as LIVE_STATUSES, Rr as siteSettings, Rt as nextFreeSlug, Sn as articleImageName, St as JOB_CATALOG, Tr as articles, Tt as jobRunToast, U as GenerationError, Un as isUuid, V as clubPath, Vn as PHASE_LABELS$1, Vr as __exportAll, W as describeGenerationError, Wn as uuidField, Wt as REFERRER_CLASSES, X as duplicateMessage, Xn as hitRateLimit, Xt as fromCopenhagen, Y as GEN_TEXT, Yn as createRateLimiter, Yt as copenhagenParts, Z as generatorOutcome, Zn as executeRows, Zt as companyDetailsOf, _ as AUTH_TEXT, _r as announceLive, _t as ZONE_LABELS, a as createConsentRecord, an as requireAdmin, at as categoryLabel$1, b as signUpErrorMessage, bt as runJob, c as serializeConsentValue, cn as memoPerRequest, ct as MSG_NOT_AN_IMAGE, d as isDatabaseUnavailableData, dn as AUTH_CLIENT_IP_HEADER, dt as storeProcessedImage, en as getSiteSettings, et as tagMatcher, fn as getAuth, g as pendingSecondFactorOf, gn as twoFactorCookieValue, gr as MATCHES_TOPIC, gt as SEASON_PATTERN, h as gateAuthAttempt, ht as LEAGUE_NAMES, i as consentSetCookieHeader, in as isStaff, it as canonicalCategory, j as indexNowKeyFile, jn as loadLiveBlog, jr as leagues, jt as DISPLAY_NAME_TEXT, k as indexingUnavailableReason, kn as listMatchChoices, kr as cronExecutions, kt as freeAuthorSlug, l as getPublicAdConfig, lt as MSG_TOO_LARGE, m as clearTwoFactorCookie, mn as sendMail, mt as LEAGUE_KEYS, n as CONSENT_MAX_AGE_SECONDS, nt as parseTags, o as parseConsentValue, on as requireStaff, or as invalidatePageCache, ot as ImageValidationError, pn as listLoggedMails, pr as canonicalPath, pt as LEAGUES, q as getAiConfig, qn as MSG_TOO_MANY_UPLOADS, qt as TIME_ZONE, r as choicesFromRecord, rn as STAFF_ROLES, rt as splitTag, s as readConsentFromCookies, st as MAX_IMAGE_BYTES$1, t as CONSENT_COOKIE_NAME, tn as invalidateSiteSettingsCache, tt as normalizeTag, u as DATABASE_UNAVAILABLE_TEXT, un as isDatabaseUnavailable, ut as processImage, v as EMAIL_CONFIRMED_PATH, vn as totpCodeField, vr as articleTopic, vt as leagueRules, wn as historicalImageName, wr as articleRevisions, wt as cronStatusTone, x as twoFactorErrorMessage, xn as ARTICLE_IMAGES_BUCKET, xt as CRON_STATUS_LABELS, y as signInErrorMessage, yn as getAppStorage, yr as publishLive, yt as zoneAt, z as storeGeneratedArticle, zn as LIVE_STATUS_LABELS, zr as standingsRows, zt as slugFromTitle } from "./consent-cookie-BWvYgZDy.js";
import { d as logger, s as getEnv } from "./cluster-CW_395LJ.js";
import { Form, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, ServerRouter, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, data, isRouteErrorResponse, redirect, useActionData, useFetcher, useLocation, useNavigate, useNavigation, useRevalidator, useRouteError, useRouteLoaderData, useSearchParams, useSubmit } from "react-router";
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, is, isNotNull, isNull, like, lt, lte, max, ne, or, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { createHash } from "node:crypto";
import { z } from "zod";
import { Writable } from "node:stream";
import { APIError } from "better-auth/api";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import * as React from "react";
import { Children, Fragment, Suspense, cloneElement, createContext, isValidElement, startTransition, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { cva } from "class-variance-authority";
import { Activity, AlertTriangle, BarChart3, Bold, Bot, Building2, Calculator, CalendarClock, CheckCircle2, ChevronLeft, ChevronRight, Circle, Database, Download, ExternalLink, Eye, FilePlus2, FileText, Gauge, Heading1, Heading2, Heading3, History, ImageIcon, Images, Inbox, Italic, Link as Link$1, List, ListOrdered, LogOut, Mail, Menu, MousePointerClick, Newspaper, PanelLeft, Pencil, Play, Plus, Quote, Radio, RefreshCw, RotateCcw, Save, ScrollText, Search, SearchCheck, Settings, Shield, SlidersHorizontal, Sparkles, Table2, Trash2, TrendingUp, Underline, Upload, UserRound, Users, Wrench, X, XCircle, XIcon } from "lucide-react";
import { AlertDialog, Dialog, ScrollArea } from "radix-ui";
import QRCode from "qrcode";
// app/lib/nonce.ts
/**
* The Content-Security-Policy nonce of the current server render (entry.server.tsx provides it).
* In the browser it is empty: the inline scripts have run by then, and the nonce stays out of the
* hydration data (loader data is readable by any script and by injected markup).
*/
var NonceContext = createContext(void 0);
function useNonce() {
	return useContext(NonceContext);
}
// app/server/react-router-internals.server.ts
/**
* Reads React Router's data handoff stream whole into its render cache, in the shape its
* `StreamTransfer` component keeps there (react-router 7.18). False when there is nothing to
* prime, and the streaming render is used.
*/
async function primeReactRouterHandoff(context) {
	const { serverHandoffStream: stream, renderMeta } = context;
	if (!stream || !renderMeta || renderMeta.streamCache) return false;
	const reader = stream.getReader();
	const decoder = new TextDecoder();
	const cache = {};
	for (let i = 0;; i++) {
		const { done, value } = await reader.read();
		cache[i] = Object.assign(Promise.resolve(), { result: {
			done,
			value: decoder.decode(value, { stream: true })
		} });
		if (done) break;
	}
	reader.releaseLock();
	renderMeta.streamCache = cache;
	return true;
}
var HANDOFF_CHUNK = /(window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")\)/g;
var SINGLE_QUOTED_ESCAPES = {
	"\\": "\\\\",
	"'": "\\'",
	"\n": "\\n",
	"\r": "\\r",
	"\u2028": "\\u2028",
	"\u2029": "\\u2029",
	"<": "\\x3C",
	">": "\\x3E",
	"&": "\\x26"
};
var PRETTY_MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});/;
/**
* The document with React Router's handoff chunks as single-quoted JavaScript strings (the same
* string reaches `enqueue`, without the backslash before each of its quotes) and its route
* manifest without indentation (issue 23: HTML weight).
*/
function compactHandoffScripts(html) {
	return html.replace(HANDOFF_CHUNK, (_whole, call, literal) => {
		return `${call}'${JSON.parse(literal).replace(/[\\'\n\r\u2028\u2029<>&]/g, (c) => SINGLE_QUOTED_ESCAPES[c])}')`;
	}).replace(PRETTY_MANIFEST, (_whole, assign, json) => `${assign}${JSON.stringify(JSON.parse(json))};`);
}
var MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
var BOOT_SCRIPT = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)(<\/script>)/;
var STATIC_IMPORT = /^import (?:\* as (route\d+) from )?("[^"]+");$/gm;
var AFTER_FIRST_PAINT = "await new Promise(function(go){function next(){requestAnimationFrame(function(){setTimeout(go,0)})}var img=document.querySelector('img[fetchpriority=\"high\"]');if(img&&!img.complete){img.addEventListener(\"load\",next);img.addEventListener(\"error\",next);setTimeout(go,3000)}else next()});";
/**
* The document with its JavaScript requested only after the first paint (ADR 0022): the module
* preloads leave <head>, and the boot script waits for the first frame and the priority image, then
* preloads the same modules, evaluates them one task at a time and imports what it imported
* statically (the route modules, and the route manifest when route discovery is not lazy). The
* server-rendered page reads and navigates without JavaScript, so on a slow connection the
* stylesheet and the lead image no longer share the bandwidth with 140 KB of scripts. A document
* without React Router's boot script is returned unchanged.
*/
function loadModulesAfterFirstPaint(html) {
	const boot = BOOT_SCRIPT.exec(html);
	if (!boot) return html;
	const preloads = [];
	const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href) => {
		preloads.push(href);
		return "";
	});
	const routes = [];
	const urls = [];
	const rest = boot[2].replace(STATIC_IMPORT, (_line, name, url) => {
		routes.push(name ?? "");
		urls.push(url);
		return "";
	});
	const preload = `${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});`;
	const entry = /\bimport\(("[^"]+")\);?\s*$/.exec(rest)?.[1];
	const evaluate = `for(const href of ${JSON.stringify(preloads.filter((href) => JSON.stringify(href) !== entry))}){await import(href);await new Promise(function(go){setTimeout(go,0)})}`;
	const imports = `const [${routes.join(",")}]=await Promise.all([${urls.map((url) => `import(${url})`).join(",")}]);`;
	return withoutPreloads.replace(BOOT_SCRIPT, (_whole, open, _code, close) => `${open}${AFTER_FIRST_PAINT}${preload}${evaluate}${imports}${rest}${close}`);
}
/**
* The whole document, or null when a Suspense boundary suspended or failed (the caller then uses
* the streaming render, which waits for it and reports the error). React Router writes its data
* handoff through a component that waits for each chunk of a stream, and a synchronous render
* cannot wait: the chunks are read first and put where that component looks for them.
*/
async function renderWholeDocument(context, app) {
	if (!await primeReactRouterHandoff(context)) return null;
	const html = renderToString(app);
	return html.includes("<!--$!-->") ? null : `<!DOCTYPE html>${html}`;
}
// app/entry.server.tsx
var entry_server_exports = /* @__PURE__ */ __exportAll({
	default: () => handleRequest,
	handleError: () => handleError,
	streamTimeout: () => streamTimeout
});
var streamTimeout = 5e3;
/**
* Errors React Router meets in loaders, actions and renders go to our log with the request's id
* (its default writes them to the console without one). A refused request (a 4xx such as a POST to
* a page without an action) is the client's doing and logged at info; a database outage at warn,
* where its 503 is decided; anything else is ours, at error.
*/
var handleError = (error, { request, context }) => {
	if (request.signal.aborted) return;
	const line = {
		reqId: context?.requestId,
		method: request.method,
		path: new URL(request.url).pathname
	};
	if (isRouteErrorResponse(error)) {
		const cause = error.error;
		if (error.status < 500) logger.info({
			...line,
			status: error.status,
			reason: String(cause ?? error.statusText)
		}, "request refused");
		else logger.error({
			...line,
			err: cause ?? error,
			status: error.status
		}, "request failed in React Router");
	} else if (isDatabaseUnavailable(error)) logger.warn({
		...line,
		err: error
	}, "database unavailable");
	else logger.error({
		...line,
		err: error
	}, "request failed in React Router");
};
function handleRequest(request, responseStatusCode, responseHeaders, routerContext, loadContext) {
	const csp = loadContext.csp;
	if (csp) responseHeaders.set(csp.headerName, csp.policy);
	const nonce = csp?.nonce;
	if (request.method.toUpperCase() === "HEAD") return new Response(null, {
		status: responseStatusCode,
		headers: responseHeaders
	});
	const app = /* @__PURE__ */ jsx(NonceContext.Provider, {
		value: nonce,
		children: /* @__PURE__ */ jsx(ServerRouter, {
			context: routerContext,
			url: request.url,
			nonce
		})
	});
	return renderWholeDocument(routerContext, app).then((html) => {
		if (html === null) return renderStreamed(app, nonce, responseStatusCode, responseHeaders, loadContext.requestId);
		responseHeaders.set("Content-Type", "text/html");
		const compact = compactHandoffScripts(html);
		const document = !loadContext.privatePath ? loadModulesAfterFirstPaint(compact) : compact;
		return new Response(Buffer.from(document), {
			headers: responseHeaders,
			status: responseStatusCode
		});
	});
}
/** The streaming render, collected into one buffer (the fallback for a page that suspends). */
function renderStreamed(app, nonce, responseStatusCode, responseHeaders, requestId) {
	return new Promise((resolve, reject) => {
		let shellRendered = false;
		const chunks = [];
		const body = new Writable({
			write(chunk, _encoding, callback) {
				chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
				callback();
			},
			final(callback) {
				clearTimeout(timeoutId);
				responseHeaders.set("Content-Type", "text/html");
				resolve(new Response(new Uint8Array(Buffer.concat(chunks)), {
					headers: responseHeaders,
					status: responseStatusCode
				}));
				callback();
			}
		});
		const timeoutId = setTimeout(() => abort(), 6e3);
		const { pipe, abort } = renderToPipeableStream(app, {
			nonce,
			progressiveChunkSize: Number.POSITIVE_INFINITY,
			onAllReady() {
				shellRendered = true;
				pipe(body);
			},
			onShellError(error) {
				clearTimeout(timeoutId);
				reject(error);
			},
			onError(error) {
				responseStatusCode = 500;
				if (shellRendered) logger.error({
					err: error,
					reqId: requestId
				}, "render failed after the shell");
			}
		});
	});
}
// app/components/ui/toast.tsx
var sonner = null;
var outletMounted = null;
var markMounted = null;
var requestOutlet = null;
function loadSonner() {
	sonner ??= import("sonner");
	return sonner;
}
/** Resolves once the outlet has subscribed (sonner drops toasts sent before that). */
function outletReady() {
	outletMounted ??= new Promise((resolve) => {
		markMounted = resolve;
	});
	requestOutlet?.();
	return outletMounted;
}
/** Starts loading the toast library now (admin pages, where toasts are common). */
function preloadToaster() {
	outletReady();
}
async function show(send) {
	const library = await loadSonner();
	await outletReady();
	send(library);
}
var variant = (name) => (message, options) => {
	show((s) => s.toast[name](message, options));
};
var toast = Object.assign((message, options) => {
	show((s) => s.toast(message, options));
}, {
	success: variant("success"),
	error: variant("error"),
	info: variant("info"),
	warning: variant("warning"),
	dismiss: (id) => {
		show((s) => s.toast.dismiss(id));
	}
});
/** Renders sonner's outlet once a toast is asked for (or `preloadToaster()` ran). */
function Toaster(props) {
	const [Outlet, setOutlet] = useState(null);
	useEffect(() => {
		const mount = () => {
			loadSonner().then((s) => setOutlet(() => s.Toaster));
		};
		requestOutlet = mount;
		if (outletMounted) mount();
		return () => {
			if (requestOutlet === mount) requestOutlet = null;
		};
	}, []);
	return Outlet ? /* @__PURE__ */ jsx(SonnerOutlet, {
		Outlet,
		...props
	}) : null;
}
function SonnerOutlet({ Outlet, toastOptions, style, ...props }) {
	useEffect(() => {
		markMounted?.();
	}, []);
	return /* @__PURE__ */ jsx(Outlet, {
		theme: "light",
		dir: "ltr",
		position: "top-right",
		richColors: true,
		closeButton: true,
		duration: 5e3,
		containerAriaLabel: "Notifikationer",
		className: "toaster group",
		style: {
			"--normal-bg": "var(--popover)",
			"--normal-text": "var(--popover-foreground)",
			"--normal-border": "var(--border)",
			"--border-radius": "var(--radius)",
			fontFamily: "inherit",
			...style
		},
		toastOptions: {
			closeButtonAriaLabel: "Luk notifikation",
			...toastOptions
		},
		...props
	});
}
// app/features/ads/ad-network-script.tsx
/**
* The ad network's script as the document was served with it: `window.__ENV` is set once by the
* page's inline script, and its Content-Security-Policy allows exactly that address (ADR 0012).
* Loader data can change during a visit (a signed-in reader who consents mid-visit), the page's
* policy cannot, so the document's value decides; null: nothing loads (the slots show house ads).
*/
function documentAdScriptUrl() {
	return window.__ENV?.AD_NETWORK_SCRIPT_URL ?? null;
}
/** Injects the ad network's script once, and only after marketing consent. */
function AdNetworkScript({ allowed }) {
	const loaded = useRef(false);
	useEffect(() => {
		const src = documentAdScriptUrl();
		if (!src) return;
		if (allowed && !loaded.current) {
			if (!document.querySelector("script[data-ad-network]")) {
				const script = document.createElement("script");
				script.src = src;
				script.async = true;
				script.dataset.adNetwork = "true";
				document.head.appendChild(script);
			}
			loaded.current = true;
		} else if (!allowed && loaded.current) window.location.reload();
	}, [allowed]);
	return null;
}
// app/lib/company.ts
/** The fields in the order of the settings form, with their Danish labels. */
var COMPANY_FIELDS = [
	{
		key: "name",
		label: "Virksomhedsnavn"
	},
	{
		key: "cvr",
		label: "CVR-nummer"
	},
	{
		key: "street",
		label: "Adresse"
	},
	{
		key: "postalCity",
		label: "Postnummer og by"
	},
	{
		key: "phone",
		label: "Telefon"
	},
	{
		key: "email",
		label: "E-mail"
	},
	{
		key: "responsibleEditor",
		label: "Ansvarshavende chefredaktør"
	}
];
var NO_COMPANY_DETAILS = {
	name: null,
	cvr: null,
	street: null,
	postalCity: null,
	phone: null,
	email: null,
	responsibleEditor: null
};
/** The country every address is in (the site is Danish; not a setting). */
var COMPANY_COUNTRY = "Danmark";
/** Shared mailboxes named in the legal texts (real addresses on the site's domain, not placeholders). */
var COMPANY_MAILBOXES = {
	editorial: "redaktion@forsiden.dk",
	advertising: "annonce@forsiden.dk"
};
/** The labels of the details not filled in yet, in form order (empty when all are set). */
function missingCompanyDetails(company) {
	return COMPANY_FIELDS.filter(({ key }) => !company[key]?.trim()).map(({ label }) => label);
}
/** The address on one line ("Vesterbrogade 12, 1620 København V, Danmark"), or null without a street. */
function companyAddressLine(company) {
	if (!company.street) return null;
	return [
		company.street,
		company.postalCity,
		COMPANY_COUNTRY
	].filter(Boolean).join(", ");
}
// app/lib/use-root-data.ts
var FALLBACK_SITE = {
	siteName: "Forsiden",
	siteDescription: "Danske & Internationale fodboldnyheder 24/7",
	publicUrl: ""
};
/** The root loader's data (site name, description, public address, company, render time) from any component. */
function useRootData() {
	return useRouteLoaderData("root") ?? {
		site: FALLBACK_SITE,
		company: NO_COMPANY_DETAILS,
		now: (/* @__PURE__ */ new Date()).toISOString()
	};
}
// app/lib/utils.ts
function join(value, out) {
	if (!value) return;
	if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") out.push(String(value));
	else if (Array.isArray(value)) for (const item of value) join(item, out);
	else if (typeof value === "object") {
		for (const key in value) if (value[key]) out.push(key);
	}
}
/**
* Joins class names conditionally; a later Tailwind class replaces an earlier one of the same
* kind (`cn("h-9 px-3", "h-11")` → `px-3 h-11`), so a component's `className` overrides its
* defaults. A small stand-in for `tailwind-merge` that knows the utilities this code base uses,
* kept out of every public page's JavaScript (issue 23); `utils.test.ts` pins it to
* tailwind-merge's answers.
*/
function cn(...inputs) {
	const tokens = [];
	join(inputs, tokens);
	const joined = tokens.join(" ");
	let merged = merges.get(joined);
	if (merged === void 0) {
		merged = merge(joined);
		if (merges.size >= MAX_MERGES) merges.clear();
		merges.set(joined, merged);
	}
	return merged;
}
/**
* The answers of `merge` by input. A page renders the same few hundred class lists (every button,
* card and link) on every request, and working each one out again was about 8 % of a cold front
* page's server CPU (issue 23, `npm run profile`). A pure function of the string, so the memo is
* right in every process; bounded because a class list may carry a value (e.g. a width).
* tailwind-merge keeps such a cache too.
*/
var merges = /* @__PURE__ */ new Map();
var MAX_MERGES = 2e3;
function merge(joined) {
	const classes = joined.split(/\s+/).filter(Boolean);
	const taken = /* @__PURE__ */ new Set();
	const kept = [];
	for (let i = classes.length - 1; i >= 0; i--) {
		const name = classes[i];
		const parsed = parse(name);
		if (!parsed) {
			if (!kept.includes(name)) kept.push(name);
			continue;
		}
		const key = parsed.scope + parsed.group;
		if (taken.has(key)) continue;
		taken.add(key);
		for (const other of CONFLICTS[parsed.group] ?? []) taken.add(parsed.scope + other);
		kept.push(name);
	}
	return kept.reverse().join(" ");
}
/** Later `group` removes earlier classes of these groups too (same variants). */
var CONFLICTS = {
	p: [
		"px",
		"py",
		"pt",
		"pr",
		"pb",
		"pl",
		"ps",
		"pe"
	],
	px: ["pr", "pl"],
	py: ["pt", "pb"],
	m: [
		"mx",
		"my",
		"mt",
		"mr",
		"mb",
		"ml",
		"ms",
		"me"
	],
	mx: ["mr", "ml"],
	my: ["mt", "mb"],
	size: ["w", "h"],
	inset: [
		"inset-x",
		"inset-y",
		"top",
		"right",
		"bottom",
		"left"
	],
	"inset-x": ["right", "left"],
	"inset-y": ["top", "bottom"],
	gap: ["gap-x", "gap-y"],
	overflow: ["overflow-x", "overflow-y"],
	"font-size": ["leading"],
	rounded: [
		"t",
		"r",
		"b",
		"l",
		"tl",
		"tr",
		"br",
		"bl",
		"s",
		"e",
		"ss",
		"se",
		"es",
		"ee"
	].map((corner) => `rounded-side-${corner}`),
	"border-w": [
		"x",
		"y",
		"t",
		"r",
		"b",
		"l",
		"s",
		"e"
	].map((side) => `border-w-side-${side}`),
	"border-color": [
		"x",
		"y",
		"t",
		"r",
		"b",
		"l",
		"s",
		"e"
	].map((side) => `border-color-side-${side}`),
	"line-clamp": ["display", "overflow"]
};
var DISPLAY = /* @__PURE__ */ new Set([
	"block",
	"inline-block",
	"inline",
	"flex",
	"inline-flex",
	"grid",
	"inline-grid",
	"contents",
	"hidden",
	"table",
	"table-row",
	"table-cell",
	"flow-root",
	"list-item"
]);
var POSITION = /* @__PURE__ */ new Set([
	"static",
	"fixed",
	"absolute",
	"relative",
	"sticky"
]);
var SINGLE = {
	visible: "visibility",
	invisible: "visibility",
	collapse: "visibility",
	italic: "font-style",
	"not-italic": "font-style",
	uppercase: "text-transform",
	lowercase: "text-transform",
	capitalize: "text-transform",
	"normal-case": "text-transform",
	underline: "text-decoration",
	"no-underline": "text-decoration",
	"line-through": "text-decoration",
	overline: "text-decoration",
	truncate: "text-overflow",
	"sr-only": "sr",
	"not-sr-only": "sr",
	grow: "grow",
	shrink: "shrink",
	transition: "transition",
	shadow: "shadow",
	border: "border-w",
	rounded: "rounded",
	ring: "ring-w",
	outline: "outline-style"
};
var FONT_SIZES = /^(xs|sm|base|lg|xl|[2-9]xl)$/;
var FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
var SIDES = "(x|y|t|r|b|l|s|e)";
var CORNERS = "(t|r|b|l|tl|tr|br|bl|s|e|ss|se|es|ee)";
var LENGTH = /^\[(\d|calc|length:)|^\d/;
/** Prefixes whose value never changes the kind of utility (longest first where one starts another). */
var PREFIXES = [
	"min-w",
	"min-h",
	"max-w",
	"max-h",
	"size",
	"w",
	"h",
	"gap-x",
	"gap-y",
	"gap",
	"px",
	"py",
	"pt",
	"pr",
	"pb",
	"pl",
	"ps",
	"pe",
	"p",
	"mx",
	"my",
	"mt",
	"mr",
	"mb",
	"ml",
	"ms",
	"me",
	"m",
	"space-x",
	"space-y",
	"inset-x",
	"inset-y",
	"inset",
	"top",
	"right",
	"bottom",
	"left",
	"z",
	"opacity",
	"order",
	"col-span",
	"col-start",
	"row-span",
	"grid-cols",
	"grid-rows",
	"basis",
	"leading",
	"tracking",
	"duration",
	"delay",
	"ease",
	"line-clamp",
	"underline-offset",
	"scale",
	"rotate",
	"translate-x",
	"translate-y",
	"aspect",
	"cursor",
	"select",
	"pointer-events",
	"whitespace",
	"overflow-x",
	"overflow-y",
	"overflow",
	"items",
	"justify-items",
	"justify-self",
	"justify",
	"self",
	"content",
	"place-items",
	"place-content",
	"place-self",
	"field-sizing",
	"animate",
	"shrink",
	"grow",
	"outline-offset",
	"backdrop-blur",
	"blur",
	"origin",
	"break",
	"scroll-m",
	"scroll-p",
	"auto-cols",
	"auto-rows",
	"grid-flow",
	"columns",
	"decoration",
	"divide-x",
	"divide-y",
	"fill",
	"stroke",
	"touch",
	"resize",
	"will-change",
	"align"
];
/** `md:hover:h-9` → scope `md:hover:` and group `h`; undefined for a class of its own kind. */
function parse(name) {
	let depth = 0;
	let cut = -1;
	for (let i = 0; i < name.length; i++) {
		const c = name[i];
		if (c === "[" || c === "(") depth++;
		else if (c === "]" || c === ")") depth--;
		else if (c === ":" && depth === 0) cut = i;
	}
	const scope = name.slice(0, cut + 1);
	let utility = name.slice(cut + 1);
	let important = "";
	if (utility.startsWith("!")) {
		important = "!";
		utility = utility.slice(1);
	}
	if (utility.startsWith("-")) utility = utility.slice(1);
	const group = groupOf(utility);
	return group ? {
		scope: scope + important,
		group
	} : void 0;
}
function groupOf(utility) {
	if (utility.startsWith("[") && utility.includes(":")) return `arbitrary:${utility.slice(1, utility.indexOf(":"))}`;
	if (DISPLAY.has(utility)) return "display";
	if (POSITION.has(utility)) return "position";
	if (SINGLE[utility]) return SINGLE[utility];
	const bare = utility.replace(/\/[^/\]]*$/, "");
	const value = (prefix) => bare.slice(prefix.length + 1);
	if (bare.startsWith("text-")) {
		const v = value("text");
		if (FONT_SIZES.test(v) || v.startsWith("[") && LENGTH.test(v)) return "font-size";
		if (/^(left|center|right|justify|start|end)$/.test(v)) return "text-align";
		if (/^(wrap|nowrap|balance|pretty)$/.test(v)) return "text-wrap";
		if (/^(ellipsis|clip)$/.test(v)) return "text-overflow";
		return "text-color";
	}
	if (bare.startsWith("font-")) return FONT_WEIGHTS.test(value("font")) ? "font-weight" : "font-family";
	if (bare.startsWith("bg-")) {
		const v = value("bg");
		if (/^(auto|cover|contain)$/.test(v)) return "bg-size";
		if (/^(center|top|bottom|left|right|left-top|right-top|left-bottom|right-bottom)$/.test(v)) return "bg-position";
		if (/^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(v)) return "bg-repeat";
		if (/^(none|linear-|gradient-|radial|conic|\[url)/.test(v)) return "bg-image";
		return "bg-color";
	}
	if (bare.startsWith("border-")) {
		const v = value("border");
		if (/^(solid|dashed|dotted|double|none|hidden)$/.test(v)) return "border-style";
		if (/^(\d+|\[\d[^\]]*\])$/.test(v)) return "border-w";
		if (new RegExp(`^${SIDES}(-(\\d+|\\[\\d[^\\]]*\\]))?$`).test(v)) return `border-w-side-${v.split("-")[0]}`;
		if (new RegExp(`^${SIDES}-`).test(v)) return `border-color-side-${v.split("-")[0]}`;
		return "border-color";
	}
	if (bare.startsWith("rounded-")) {
		const v = value("rounded");
		return new RegExp(`^${CORNERS}(-|$)`).test(v) ? `rounded-side-${v.split("-")[0]}` : "rounded";
	}
	if (bare.startsWith("shadow-")) return /^(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[)/.test(value("shadow")) ? "shadow" : "shadow-color";
	if (bare.startsWith("ring-offset-")) return /^(\d+|\[\d[^\]]*\])$/.test(value("ring-offset")) ? "ring-offset-w" : "ring-offset-color";
	if (bare.startsWith("ring-")) {
		const v = value("ring");
		if (v === "inset") return "ring-inset";
		return /^(\d+|\[\d[^\]]*\])$/.test(v) ? "ring-w" : "ring-color";
	}
	if (bare.startsWith("outline-")) {
		const v = value("outline");
		if (/^(none|solid|dashed|dotted|double|hidden)$/.test(v)) return "outline-style";
		if (v.startsWith("offset-")) return "outline-offset";
		return /^(\d+|\[\d[^\]]*\])$/.test(v) ? "outline-w" : "outline-color";
	}
	if (bare.startsWith("flex-")) {
		const v = value("flex");
		if (/^(row|col|row-reverse|col-reverse)$/.test(v)) return "flex-direction";
		if (/^(wrap|nowrap|wrap-reverse)$/.test(v)) return "flex-wrap";
		return "flex";
	}
	if (bare.startsWith("object-")) return /^(contain|cover|fill|none|scale-down)$/.test(value("object")) ? "object-fit" : "object-position";
	if (bare.startsWith("list-")) return /^(inside|outside)$/.test(value("list")) ? "list-position" : "list-style";
	if (bare.startsWith("transition-")) return "transition";
	for (const prefix of PREFIXES) if (bare.startsWith(`${prefix}-`)) return prefix;
}
// app/features/ads/ad-slots.ts
var size = (width, height) => ({
	width,
	height
});
var AD_SLOTS = {
	"header-desktop": {
		label: "Top banner",
		phone: null,
		wide: size(970, 90),
		wideFrom: "md"
	},
	"header-mobile": {
		label: "Top banner (mobil)",
		phone: size(320, 50),
		wide: null,
		wideFrom: "md"
	},
	"advertorial-billboard": {
		label: "Billboard",
		phone: null,
		wide: size(970, 250),
		wideFrom: "md"
	},
	"home-leaderboard-1": {
		label: "Leaderboard",
		phone: null,
		wide: size(728, 90),
		wideFrom: "md"
	},
	"home-leaderboard-2": {
		label: "Leaderboard",
		phone: null,
		wide: size(728, 90),
		wideFrom: "md"
	},
	"home-wide": {
		label: "Wide banner",
		phone: null,
		wide: size(930, 180),
		wideFrom: "lg"
	},
	"home-sky": {
		label: "Skyskraber",
		phone: null,
		wide: size(255, 670),
		wideFrom: "xl"
	},
	"home-mobile-1": {
		label: "Mobil",
		phone: size(320, 320),
		wide: null,
		wideFrom: "md"
	},
	"home-mobile-2": {
		label: "Mobil",
		phone: size(320, 320),
		wide: null,
		wideFrom: "md"
	},
	"article-inline-1": {
		label: "Artikel",
		phone: size(320, 50),
		wide: size(728, 90),
		wideFrom: "md"
	},
	"article-inline-2": {
		label: "Artikel",
		phone: size(300, 250),
		wide: size(728, 90),
		wideFrom: "md",
		phoneInLongArticlesOnly: true
	},
	"article-inline-3": {
		label: "Artikel",
		phone: size(300, 250),
		wide: size(728, 90),
		wideFrom: "md",
		phoneInLongArticlesOnly: true
	},
	"article-mobile-1": {
		label: "Artikel (mobil)",
		phone: size(320, 320),
		wide: null,
		wideFrom: "md"
	},
	"article-sky": {
		label: "Skyskraber",
		phone: null,
		wide: size(255, 670),
		wideFrom: "xl"
	}
};
Object.keys(AD_SLOTS);
function isShortArticle(content) {
	return ((content ?? "").match(/[\p{L}\p{N}]+/gu)?.length ?? 0) < 400;
}
/** The slot's size below 768 px on this page, or null when it is not shown there. */
function phoneSize(id, page = {}) {
	const slot = AD_SLOTS[id];
	if (slot.phoneInLongArticlesOnly && page.shortArticle) return null;
	return slot.phone;
}
function formatSize(s) {
	return `${s.width}x${s.height}`;
}
// app/components/responsive-image.tsx
function srcSet(variants, format) {
	return variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width).map((v) => `${v.url} ${v.width}w`).join(", ");
}
/**
* An image with AVIF/WebP sources at several widths, intrinsic size set and an aspect-ratio box,
* lazy below the fold. Images without variants (external URLs) render as a plain <img>.
*/
function ResponsiveImage({ image, alt, aspectRatio = 16 / 9, sizes, priority = false, className, imgClassName }) {
	const variants = image.variants ?? [];
	const avif = srcSet(variants, "avif");
	const webp = srcSet(variants, "webp");
	const width = image.width ?? 1200;
	const height = image.height ?? Math.round(width / aspectRatio);
	return /* @__PURE__ */ jsxs("picture", {
		className,
		style: {
			aspectRatio: String(+aspectRatio.toFixed(4)),
			display: "block"
		},
		children: [
			avif ? /* @__PURE__ */ jsx("source", {
				type: "image/avif",
				srcSet: avif,
				sizes
			}) : null,
			webp ? /* @__PURE__ */ jsx("source", {
				type: "image/webp",
				srcSet: webp,
				sizes
			}) : null,
			/* @__PURE__ */ jsx("img", {
				src: image.url,
				alt,
				width,
				height,
				loading: priority ? "eager" : "lazy",
				decoding: priority ? "sync" : "async",
				fetchPriority: priority ? "high" : void 0,
				className: imgClassName ?? "h-full w-full object-cover"
			})
		]
	});
}
// app/features/ads/house-ad.tsx
/** A link that loads a resource (the RSS feed) as a document, or navigates within the app. */
function AdLink({ ad, className, children }) {
	return /* @__PURE__ */ jsx(Link, {
		to: ad.href,
		reloadDocument: ad.document,
		className,
		"data-house-ad-link": true,
		children
	});
}
/** lucide's arrow-right drawn by CSS (`arrow-icon`): the same look without an inline SVG per ad. */
function Arrow({ className }) {
	return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: `arrow-icon ${className}`
	});
}
var STRETCHED = "stretched-link";
function Label$1({ text, className }) {
	return /* @__PURE__ */ jsx("p", {
		"data-house-ad-label": true,
		className: cn("house-ad-label", className),
		children: text
	});
}
function Cta({ text, className }) {
	return /* @__PURE__ */ jsxs("span", {
		"aria-hidden": "true",
		className: cn("house-ad-cta", className),
		children: [text, /* @__PURE__ */ jsx(Arrow, { className: "size-4" })]
	});
}
/**
* The promotion's picture filling a box whose size the layout fixes (the slot reserved it), so
* nothing moves when it loads. Decorative: the headline beside it is the link.
*/
function Picture({ picture, sizes, className }) {
	return /* @__PURE__ */ jsx("div", {
		"data-house-ad-picture": true,
		className: cn("house-ad-picture", className),
		children: /* @__PURE__ */ jsx(ResponsiveImage, {
			image: picture,
			alt: "",
			sizes,
			imgClassName: "house-ad-img"
		})
	});
}
/**
* One house ad laid out for its box, always a real picture and a headline: the same promotion is
* a strip with a thumbnail in a 320x50, 728x90 or 970x90 slot, a card with the picture on top in
* 300x250 and 320x320, a banner with the picture beside the text in 930x180 and 970x250, and a
* column with links in the 255x670 skyscraper. It fills the space the slot reserved and never
* changes it.
*/
function HouseAdView({ ad, picture, format, label, className }) {
	const root = (layout) => cn("house-ad group", layout, className);
	const title = /* @__PURE__ */ jsx(AdLink, {
		ad,
		className: STRETCHED,
		children: ad.title
	});
	if (format === "strip") return /* @__PURE__ */ jsxs("div", {
		"data-house-ad": ad.key,
		"data-house-ad-format": format,
		className: root(),
		children: [
			/* @__PURE__ */ jsx(Picture, {
				picture,
				sizes: "(min-width: 768px) 160px, 88px",
				className: "aspect-video h-full"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0 flex-1",
				children: [
					/* @__PURE__ */ jsx(Label$1, { text: label }),
					/* @__PURE__ */ jsx("p", {
						"data-house-ad-title": true,
						className: "house-ad-strip-title",
						children: title
					}),
					/* @__PURE__ */ jsx("p", {
						className: "house-ad-strip-text",
						children: ad.text
					})
				]
			}),
			/* @__PURE__ */ jsx(Cta, {
				text: ad.cta,
				className: "hidden @lg:inline-flex"
			}),
			/* @__PURE__ */ jsx(Arrow, { className: "size-5 shrink-0 text-pitch @lg:hidden" })
		]
	});
	if (format === "banner") return /* @__PURE__ */ jsxs("div", {
		"data-house-ad": ad.key,
		"data-house-ad-format": format,
		className: root("flex items-center gap-6 pr-8"),
		children: [/* @__PURE__ */ jsx(Picture, {
			picture,
			sizes: "445px",
			className: "aspect-video h-full"
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0 flex-1",
			children: [
				/* @__PURE__ */ jsx(Label$1, { text: label }),
				/* @__PURE__ */ jsx("p", {
					"data-house-ad-title": true,
					className: "mt-2 font-display text-2xl font-black leading-tight md:text-3xl",
					children: title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 line-clamp-2 text-accent-foreground/80",
					children: ad.text
				}),
				/* @__PURE__ */ jsx(Cta, {
					text: ad.cta,
					className: "mt-4"
				})
			]
		})]
	});
	if (format === "tower") return /* @__PURE__ */ jsxs("div", {
		"data-house-ad": ad.key,
		"data-house-ad-format": format,
		className: root("flex flex-col"),
		children: [/* @__PURE__ */ jsx(Picture, {
			picture,
			sizes: "255px",
			className: cn("w-full", ad.links?.length ? "aspect-video" : "aspect-[4/5]")
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex min-h-0 flex-1 flex-col p-5",
			children: [
				/* @__PURE__ */ jsx(Label$1, { text: label }),
				/* @__PURE__ */ jsx("p", {
					"data-house-ad-title": true,
					className: "mt-3 font-display text-2xl font-black leading-tight",
					children: ad.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 line-clamp-3 text-sm text-accent-foreground/80",
					children: ad.text
				}),
				ad.links?.length ? /* @__PURE__ */ jsx("ul", {
					className: "mt-3 divide-y divide-pitch/15 border-y border-pitch/15 text-sm font-semibold",
					children: ad.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						to: link.href,
						"data-house-ad-link": true,
						className: "flex items-center justify-between py-2 hover:text-pitch hover:underline",
						children: [link.label, /* @__PURE__ */ jsx(Arrow, { className: "size-4 text-pitch" })]
					}) }, link.href))
				}) : null,
				/* @__PURE__ */ jsxs(AdLink, {
					ad,
					className: "mt-auto inline-flex items-center justify-center gap-1.5 rounded-full bg-pitch px-4 py-2.5 text-sm font-semibold text-pitch-foreground hover:bg-pitch/90",
					children: [ad.cta, /* @__PURE__ */ jsx(Arrow, { className: "size-4" })]
				})
			]
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		"data-house-ad": ad.key,
		"data-house-ad-format": format,
		className: root("flex flex-col"),
		children: [/* @__PURE__ */ jsx(Picture, {
			picture,
			sizes: "320px",
			className: "min-h-0 w-full flex-1"
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex items-end justify-between gap-3 p-4",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx(Label$1, { text: label }), /* @__PURE__ */ jsx("p", {
					"data-house-ad-title": true,
					className: "mt-2 line-clamp-2 font-display text-xl font-black leading-tight @[310px]:text-2xl",
					children: title
				})]
			}), /* @__PURE__ */ jsx(Arrow, { className: "mb-1 size-5 shrink-0 text-pitch" })]
		})]
	});
}
var HOUSE_ADS = {
	superliga: {
		key: "superliga",
		campaign: "stillinger",
		title: "Stillingen i 3F Superligaen",
		text: "Hvem fører, hvem jagter, og hvem kæmper mod nedrykning? Se hele tabellen.",
		cta: "Se stillingen",
		href: "/stillinger/3f-superliga",
		pictureKeyword: "superliga"
	},
	"premier-league": {
		key: "premier-league",
		campaign: "stillinger",
		title: "Premier League-tabellen",
		text: "Følg titelkampen og kampen om de europæiske pladser i England.",
		cta: "Se tabellen",
		href: "/stillinger/premier-league",
		pictureKeyword: "premier league"
	},
	klubber: {
		key: "klubber",
		campaign: "klubber",
		title: "Find din klub",
		text: "Alle klubberne fra Superligaen til Europas store ligaer, samlet ét sted.",
		cta: "Se alle klubber",
		href: "/alle-klubber",
		pictureKeyword: "stadion"
	},
	historie: {
		key: "historie",
		campaign: "historie",
		title: "Dansk fodboldhistorie",
		text: "Fra Danish Dynamite til EM-triumfen i 1992: de store fortællinger om dansk fodbold.",
		cta: "Læs historierne",
		href: "/dansk-fodboldhistorie",
		pictureKeyword: "historie"
	},
	rss: {
		key: "rss",
		campaign: "rss",
		title: "Få nyhederne i din feedlæser",
		text: "Abonnér på vores RSS-feed, og gå aldrig glip af en historie.",
		cta: "Abonnér via RSS",
		href: "/rss.xml",
		pictureKeyword: "bold",
		document: true
	},
	stillinger: {
		key: "stillinger",
		campaign: "stillinger",
		title: "Alle tabeller",
		text: "Stillingen i de ligaer, du følger, opdateret efter hver runde.",
		cta: "Se alle stillinger",
		href: "/stillinger",
		pictureKeyword: "tribune",
		links: [
			["3f-superliga", "3F Superliga"],
			["premier-league", "Premier League"],
			["la-liga", "La Liga"],
			["bundesliga", "Bundesliga"],
			["serie-a", "Serie A"],
			["champions-league", "Champions League"]
		].map(([key, label]) => ({
			label,
			href: `/stillinger/${key}`
		}))
	}
};
var HOUSE_AD_KEYS = Object.keys(HOUSE_ADS);
/**
* The slots a page can show, most important first: the earlier slot gets a promotion when there
* are not enough for all (in-body slots last, so the text is the first to lose a promotion).
* A slot and its phone twin share a position; the rules hold at each width on its own.
*/
var HEADER = ["header-desktop", "header-mobile"];
var PAGE_SLOTS = [
	{
		match: (path) => path === "/",
		slots: [
			...HEADER,
			"home-leaderboard-1",
			"home-mobile-1",
			"home-wide",
			"home-mobile-2",
			"home-sky",
			"home-leaderboard-2"
		]
	},
	{
		match: (path) => path.startsWith("/article/"),
		slots: [
			...HEADER,
			"article-inline-1",
			"article-sky",
			"article-mobile-1",
			"article-inline-2",
			"article-inline-3"
		]
	},
	{
		match: (path) => path === "/advertorial",
		slots: [
			...HEADER,
			"advertorial-billboard",
			"home-mobile-1"
		]
	}
];
/** The ad slots a page at this path can show, in the order they are given promotions. */
function pageAdSlots(path) {
	return PAGE_SLOTS.find((page) => page.match(path))?.slots ?? HEADER;
}
var samePath = (a, b) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
/** Whether the reader is on the page (or in the section) a link promotes. */
function isCurrentPage(href, path) {
	const here = path.replace(/\/+$/, "") || "/";
	return samePath(href, here) || href !== "/" && here.startsWith(`${href.replace(/\/+$/, "")}/`);
}
/** A small, stable number for a path: which promotion a page's first slot starts with. */
function pathSeed(path) {
	let hash = 0;
	for (const char of path) hash = Math.imul(hash, 31) + (char.codePointAt(0) ?? 0) >>> 0;
	return hash;
}
/**
* Which promotion each slot of the page at `path` shows; a slot left out of the plan shows none.
* Every slot takes, in a path-dependent order, the first promotion that has a picture, does not
* link to this page, and whose campaign no other slot visible at the same width has.
*/
function planHouseAds(path, pictures) {
	const start = pathSeed(path) % HOUSE_AD_KEYS.length;
	const order = [...HOUSE_AD_KEYS.slice(start), ...HOUSE_AD_KEYS.slice(0, start)];
	const used = {
		phone: /* @__PURE__ */ new Set(),
		wide: /* @__PURE__ */ new Set()
	};
	const plan = {};
	for (const id of pageAdSlots(path)) {
		const slot = AD_SLOTS[id];
		const widths = [slot.phone ? used.phone : null, slot.wide ? used.wide : null].filter((set) => set !== null);
		const key = order.find((k) => {
			const ad = HOUSE_ADS[k];
			return pictures[k] !== void 0 && !isCurrentPage(ad.href, path) && widths.every((set) => !set.has(ad.campaign));
		});
		if (!key) continue;
		const ad = HOUSE_ADS[key];
		for (const set of widths) set.add(ad.campaign);
		const links = ad.links?.filter((link) => !isCurrentPage(link.href, path));
		plan[id] = {
			ad: links ? {
				...ad,
				links
			} : ad,
			picture: pictures[key]
		};
	}
	return plan;
}
function houseAdFormat({ width, height }) {
	if (height <= 90) return "strip";
	if (height >= 500) return "tower";
	if (width >= 900) return "banner";
	return "box";
}
// app/features/ads/ad-slot.tsx
/**
* Whether this page may load an ad network: the root loader publishes its address only when one is
* configured and the page's policy allows it (root.tsx, ADR 0012). Server and browser read the
* same loader data, so both render the same slot content.
*/
function useAdNetwork() {
	const root = useRouteLoaderData("root");
	return Boolean(root?.publicEnv?.AD_NETWORK_SCRIPT_URL);
}
/**
* Issue 22: the house ads of this page, planned from its path and the pictures the public layout
* loaded. Server and browser compute the same plan from the same data, so the cached HTML and
* the hydrated page agree (no client-side choice).
*/
function useHouseAdPlan() {
	const layout = useRouteLoaderData("routes/public-layout");
	const { pathname } = useLocation();
	const pictures = layout?.houseAdPictures;
	return useMemo(() => planHouseAds(pathname, pictures ?? {}), [pathname, pictures]);
}
/**
* What a slot shows: the ad network's placeholder (network), a house ad (house), or nothing at
* all (neither: no promotion worth showing, so the slot is not rendered and reserves no space).
*/
function useSlotContent(id) {
	const network = useAdNetwork();
	const plan = useHouseAdPlan();
	return {
		network,
		house: network ? void 0 : plan[id]
	};
}
var VISIBILITY = {
	p: {
		md: "flex",
		lg: "flex md:hidden lg:flex",
		xl: "flex md:hidden xl:flex",
		none: "flex md:hidden"
	},
	n: {
		md: "hidden md:flex",
		lg: "hidden lg:flex",
		xl: "hidden xl:flex",
		none: "hidden"
	}
};
var px = (n) => `${n}px`;
/**
* One ad slot with its fixed id, a phone size below 768 px and the spec's size from there. The
* size is reserved by CSS alone (custom properties switched by a media query), so nothing moves
* when the page hydrates or an ad arrives. With an ad network the slot is the network's
* placeholder, as before; without one it shows a house ad of the same size, or nothing at all
* when this page has no promotion for it (decided on the server, so nothing shrinks later).
*/
function AdSlot({ id, className, shortArticle = false }) {
	const slot = AD_SLOTS[id];
	const phone = phoneSize(id, { shortArticle });
	const wide = slot.wide;
	const { network, house } = useSlotContent(id);
	const { site } = useRootData();
	if (!network && !house) return null;
	const small = phone ?? wide;
	const large = wide ?? small;
	const style = {
		"--ad-w": px(small.width),
		"--ad-h": px(small.height),
		"--ad-w-md": px(large.width),
		"--ad-h-md": px(large.height)
	};
	const visibility = VISIBILITY[phone ? "p" : "n"][wide ? slot.wideFrom : "none"];
	const label = `Fra ${site.siteName}`;
	return /* @__PURE__ */ jsx("aside", {
		"aria-label": house ? label : "Annonce",
		className: cn("ad-box", visibility, className),
		style,
		children: /* @__PURE__ */ jsx("div", {
			id: `ad-${id}`,
			"data-ad-slot": id,
			"data-ad-size": formatSize(large),
			"data-ad-size-phone": phone ? formatSize(phone) : void 0,
			className: cn("h-full w-full", !house && "flex items-center justify-center rounded-sm border border-dashed border-border bg-muted text-xs uppercase tracking-widest text-muted-foreground"),
			children: house ? /* @__PURE__ */ jsx(HouseAdContent, {
				choice: house,
				phone,
				wide,
				label
			}) : "Annonce"
		})
	});
}
/** The house ad laid out for the phone size and for the wide size (CSS shows the one that applies). */
function HouseAdContent({ choice: { ad, picture }, phone, wide, label }) {
	const phoneFormat = phone ? houseAdFormat(phone) : null;
	const wideFormat = wide ? houseAdFormat(wide) : null;
	if (!phoneFormat || !wideFormat || phoneFormat === wideFormat) return /* @__PURE__ */ jsx(HouseAdView, {
		ad,
		picture,
		format: phoneFormat ?? wideFormat,
		label
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(HouseAdView, {
		ad,
		picture,
		format: phoneFormat,
		label,
		className: "md:hidden"
	}), /* @__PURE__ */ jsx(HouseAdView, {
		ad,
		picture,
		format: wideFormat,
		label,
		className: "hidden md:flex"
	})] });
}
// app/features/ads/header-ad-banner.tsx
/**
* Spec §2/§9: the top banner under the header, 970x90 from 768 px and 320x50 below. Both are in
* the HTML and CSS picks one, so the space is reserved before any script runs. Without an ad
* network and without a house ad for this page (issue 22) the band is left out entirely.
*/
function HeaderAdBanner() {
	const desktop = useSlotContent("header-desktop");
	const mobile = useSlotContent("header-mobile");
	const shown = (slot) => slot.network || slot.house !== void 0;
	if (!shown(desktop) && !shown(mobile)) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: shown(desktop) && shown(mobile) ? "border-b border-border bg-background py-2" : shown(desktop) ? "hidden border-b border-border bg-background py-2 md:block" : "border-b border-border bg-background py-2 md:hidden",
		children: [/* @__PURE__ */ jsx(AdSlot, {
			id: "header-desktop",
			className: "hidden md:flex"
		}), /* @__PURE__ */ jsx(AdSlot, {
			id: "header-mobile",
			className: "md:hidden"
		})]
	});
}
// app/components/ui/slot.tsx
function composeRefs(...refs) {
	return (node) => {
		for (const ref of refs) if (typeof ref === "function") ref(node);
		else if (ref) ref.current = node;
	};
}
/**
* `asChild`: renders the only child element with these props merged into its own (classes
* joined, styles merged, both event handlers called, refs composed), as Radix's Slot does, in a
* few lines instead of a dependency on public pages (issue 23).
*/
function Slot({ children, ...slotProps }) {
	const child = Children.only(children);
	if (!isValidElement(child)) return null;
	const element = child;
	const own = element.props;
	const merged = {
		...slotProps,
		...own
	};
	for (const key of Object.keys(slotProps)) {
		const outer = slotProps[key];
		const inner = own[key];
		if (/^on[A-Z]/.test(key) && typeof outer === "function" && typeof inner === "function") merged[key] = (...args) => {
			inner(...args);
			outer(...args);
		};
		else if (key === "style") merged.style = {
			...outer,
			...inner
		};
		else if (key === "className") merged.className = [outer, inner].filter(Boolean).join(" ");
		else if (key === "ref" && inner) merged.ref = composeRefs(outer, inner);
	}
	return cloneElement(element, merged);
}
// app/components/ui/button.tsx
var buttonVariants = cva("inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm outline-none transition-[color,background-color,border-color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0", {
	variants: {
		variant: {
			default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
			destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30",
			outline: "border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground aria-expanded:bg-accent",
			secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
			ghost: "hover:bg-accent hover:text-accent-foreground aria-expanded:bg-accent",
			link: "text-primary underline-offset-4 hover:underline"
		},
		size: {
			default: "h-9 px-4 py-2 has-[>svg]:px-3",
			sm: "h-8 gap-1.5 px-3 has-[>svg]:px-2.5",
			lg: "h-10 px-6 text-base has-[>svg]:px-4",
			icon: "size-9"
		}
	},
	defaultVariants: {
		variant: "default",
		size: "default"
	}
});
function Button({ className, variant, size, asChild = false, ...props }) {
	return /* @__PURE__ */ jsx(asChild ? Slot : "button", {
		"data-slot": "button",
		"data-variant": variant ?? "default",
		"data-size": size ?? "default",
		className: cn(buttonVariants({
			variant,
			size,
			className
		})),
		...props
	});
}
// app/components/ui/label.tsx
function Label({ className, ...props }) {
	return /* @__PURE__ */ jsx("label", {
		"data-slot": "label",
		className: cn("flex select-none items-center gap-2 font-medium text-sm leading-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50", className),
		...props
	});
}
// app/components/ui/switch.tsx
/**
* An on/off switch on a native checkbox (`role="switch"`): it posts with its form, follows its
* `<label>` and needs no script library on the public consent banner (issue 23).
*/
function Switch({ className, checked, defaultChecked, onCheckedChange, ...props }) {
	const [own, setOwn] = useState(Boolean(defaultChecked));
	const controlled = checked !== void 0;
	const on = controlled ? checked : own;
	return /* @__PURE__ */ jsx("input", {
		type: "checkbox",
		role: "switch",
		"data-slot": "switch",
		checked,
		defaultChecked: controlled ? void 0 : defaultChecked,
		"aria-checked": on,
		"data-state": on ? "checked" : "unchecked",
		onChange: (event) => {
			if (!controlled) setOwn(event.currentTarget.checked);
			onCheckedChange?.(event.currentTarget.checked);
		},
		readOnly: controlled && !onCheckedChange ? true : void 0,
		className: cn("peer inline-flex h-5 w-9 shrink-0 cursor-pointer appearance-none items-center rounded-full border border-transparent bg-input shadow-xs outline-none transition-[color,background-color,box-shadow] before:pointer-events-none before:block before:size-4 before:translate-x-0.5 before:rounded-full before:bg-card before:shadow-sm before:transition-transform checked:bg-primary checked:before:translate-x-[calc(100%-1px)] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:before:transition-none", className),
		...props
	});
}
// app/features/consent/consent-context.tsx
/** The choices a button stands for (the server validates the same input with its schema). */
function choicesOf(input) {
	if (input.choice === "accept-all") return {
		statistik: true,
		marketing: true
	};
	if (input.choice === "reject-all") return {
		statistik: false,
		marketing: false
	};
	const on = (v) => v === true || v === "on" || v === "true" || v === "1";
	return {
		statistik: on(input.statistik),
		marketing: on(input.marketing)
	};
}
var noop = () => {};
var ConsentContext = createContext({
	ready: false,
	record: null,
	panel: "hidden",
	saving: false,
	hasConsent: () => false,
	openSettings: noop,
	showSettings: noop,
	closePanel: noop,
	save: async () => {}
});
/** The reader's cookie choices, for any component (ads, analytics, the footer button). */
function useConsent() {
	return useContext(ConsentContext);
}
/** Last resort when the network call fails: keep the reader's choice in the same cookie. */
function writeCookieInBrowser(record) {
	const secure = window.location.protocol === "https:" ? "; Secure" : "";
	document.cookie = `${CONSENT_COOKIE_NAME}=${serializeConsentValue(record)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
function ConsentProvider({ children }) {
	const [ready, setReady] = useState(false);
	const [record, setRecord] = useState(null);
	const [panel, setPanel] = useState("hidden");
	const [saving, setSaving] = useState(false);
	const returnFocus = useRef(null);
	useEffect(() => {
		const stored = readConsentFromCookies(document.cookie);
		startTransition(() => {
			setRecord(stored);
			setPanel(stored ? "hidden" : "banner");
			setReady(true);
		});
	}, []);
	const openSettings = useCallback(() => {
		returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		setPanel("settings");
	}, []);
	useEffect(() => {
		window.addEventListener("forsiden:open-consent", openSettings);
		return () => window.removeEventListener("forsiden:open-consent", openSettings);
	}, [openSettings]);
	const showSettings = useCallback(() => setPanel("settings"), []);
	const closePanel = useCallback(() => {
		setPanel((current) => record ? "hidden" : current === "settings" ? "banner" : current);
		returnFocus.current?.focus();
		returnFocus.current = null;
	}, [record]);
	const save = useCallback(async (input) => {
		setSaving(true);
		let saved = null;
		try {
			const response = await fetch("/api/consent", {
				method: "POST",
				headers: {
					"Content-Type": "application/json",
					Accept: "application/json"
				},
				body: JSON.stringify(input),
				credentials: "same-origin"
			});
			const body = await response.json().catch(() => null);
			saved = response.ok ? parseConsentValue(body?.consent?.value) : null;
			if (!saved) toast.error("Dit cookievalg kunne ikke gemmes. Prøv igen.");
		} catch {
			saved = createConsentRecord(choicesOf(input));
			writeCookieInBrowser(saved);
		} finally {
			setSaving(false);
		}
		if (!saved) return;
		setRecord(saved);
		setPanel("hidden");
		returnFocus.current?.focus();
		returnFocus.current = null;
	}, []);
	const value = useMemo(() => ({
		ready,
		record,
		panel,
		saving,
		hasConsent: (purpose) => Boolean(record && choicesFromRecord(record)[purpose]),
		openSettings,
		showSettings,
		closePanel,
		save
	}), [
		ready,
		record,
		panel,
		saving,
		openSettings,
		showSettings,
		closePanel,
		save
	]);
	return /* @__PURE__ */ jsx(ConsentContext.Provider, {
		value,
		children
	});
}
// app/features/consent/consent-banner.tsx
var PURPOSES = [
	{
		key: "necessary",
		label: "Nødvendige",
		description: "Får siden til at virke, fx husker de dit cookievalg og holder redaktionen logget ind. Kan ikke fravælges."
	},
	{
		key: "statistik",
		label: "Statistik",
		description: "Hjælper os med at forstå, hvordan siden bruges, så vi kan gøre den bedre."
	},
	{
		key: "marketing",
		label: "Markedsføring",
		description: "Lader vores annoncenetværk vise og måle annoncer, også tilpasset dine interesser."
	}
];
/** Accept and reject look exactly alike: Danish rules require them to be equally prominent. */
var CHOICE_BUTTON = "w-full sm:w-auto sm:min-w-36";
/**
* The cookie banner: a fixed panel at the bottom, so it neither shifts the page nor blocks
* reading. The server renders its first layer into every page (the HTML is the same for every
* reader, so it can be cached); a tiny script in <head> hides that copy before the first paint
* when a choice is already stored (see root.tsx), and after hydration the provider decides.
* Its buttons post a plain form, so they work even before the scripts have loaded.
*/
function ConsentBanner() {
	const { ready, record, panel, saving, save, showSettings, closePanel } = useConsent();
	const location = useLocation();
	const titleId = useId();
	const descriptionId = useId();
	const headingRef = useRef(null);
	const [choices, setChoices] = useState({
		statistik: false,
		marketing: false
	});
	useEffect(() => {
		if (panel === "settings") setChoices({
			statistik: record?.statistik ?? false,
			marketing: record?.marketing ?? false
		});
	}, [panel, record]);
	useEffect(() => {
		if (panel === "settings" && record) headingRef.current?.focus();
	}, [panel, record]);
	if (ready && panel === "hidden") return null;
	const customizing = ready && panel === "settings";
	const redirectTo = `${location.pathname}${location.search}`;
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": titleId,
		"aria-describedby": descriptionId,
		"data-testid": "consent-banner",
		"data-consent-ssr": ready ? void 0 : "",
		className: "pointer-events-none fixed inset-x-0 bottom-0 z-40 p-2 sm:p-4",
		onKeyDown: (event) => {
			if (event.key === "Escape" && record) closePanel();
		},
		children: /* @__PURE__ */ jsxs("div", {
			className: "pointer-events-auto mx-auto max-h-[75vh] max-w-3xl overflow-y-auto rounded-lg border border-border bg-card p-4 text-card-foreground shadow-2xl sm:p-5",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: titleId,
					ref: headingRef,
					tabIndex: -1,
					className: "text-base font-bold outline-none sm:text-lg",
					children: "Vi bruger cookies"
				}),
				/* @__PURE__ */ jsxs("p", {
					id: descriptionId,
					className: "mt-1 text-sm text-muted-foreground",
					children: [
						"Vi bruger nødvendige cookies, for at siden virker. Med dit samtykke bruger vi også cookies til statistik og marketing, så vi og vores annoncepartnere kan måle og vise annoncer. Du kan altid ændre dit valg under 'Cookie-indstillinger' nederst på siden. Læs mere i vores",
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: "/cookies",
							className: "font-medium text-foreground underline underline-offset-2",
							children: "cookiepolitik"
						}),
						"."
					]
				}),
				/* @__PURE__ */ jsxs("form", {
					method: "post",
					action: "/api/consent",
					className: "mt-3",
					children: [
						/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "redirectTo",
							value: redirectTo
						}),
						customizing ? /* @__PURE__ */ jsxs("fieldset", {
							className: "mb-4 space-y-3",
							children: [/* @__PURE__ */ jsx("legend", {
								className: "sr-only",
								children: "Vælg cookies"
							}), PURPOSES.map((purpose) => {
								const id = `consent-${purpose.key}`;
								const isNecessary = purpose.key === "necessary";
								const checked = isNecessary ? true : choices[purpose.key];
								return /* @__PURE__ */ jsxs("div", {
									className: "flex items-start justify-between gap-4 rounded-md bg-muted p-3",
									children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Label, {
										htmlFor: id,
										className: "font-semibold",
										children: purpose.label
									}), /* @__PURE__ */ jsx("p", {
										id: `${id}-description`,
										className: "mt-0.5 text-xs text-muted-foreground",
										children: purpose.description
									})] }), /* @__PURE__ */ jsx(Switch, {
										id,
										name: isNecessary ? void 0 : purpose.key,
										checked,
										disabled: isNecessary,
										"aria-describedby": `${id}-description`,
										onCheckedChange: isNecessary ? void 0 : (value) => setChoices((current) => ({
											...current,
											[purpose.key]: value
										})),
										className: "mt-1"
									})]
								}, purpose.key);
							})]
						}) : null,
						/* @__PURE__ */ jsxs("div", {
							className: "flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center",
							children: [
								/* @__PURE__ */ jsx(Button, {
									type: "submit",
									name: "choice",
									value: "reject-all",
									disabled: saving,
									className: CHOICE_BUTTON,
									onClick: (event) => {
										event.preventDefault();
										save({ choice: "reject-all" });
									},
									children: "Afvis alle"
								}),
								/* @__PURE__ */ jsx(Button, {
									type: "submit",
									name: "choice",
									value: "accept-all",
									disabled: saving,
									className: CHOICE_BUTTON,
									onClick: (event) => {
										event.preventDefault();
										save({ choice: "accept-all" });
									},
									children: "Accepter alle"
								}),
								customizing ? /* @__PURE__ */ jsx(Button, {
									type: "submit",
									name: "choice",
									value: "custom",
									variant: "outline",
									disabled: saving,
									className: CHOICE_BUTTON,
									onClick: (event) => {
										event.preventDefault();
										save({
											choice: "custom",
											...choices
										});
									},
									children: "Gem valg"
								}, "save") : /* @__PURE__ */ jsx(Button, {
									type: "button",
									variant: "outline",
									className: CHOICE_BUTTON,
									"aria-expanded": false,
									onClick: (event) => {
										event.preventDefault();
										showSettings();
									},
									children: "Tilpas"
								}, "customize"),
								customizing && record ? /* @__PURE__ */ jsx(Button, {
									type: "button",
									variant: "ghost",
									className: "sm:ml-auto",
									onClick: closePanel,
									children: "Luk"
								}) : null
							]
						})
					]
				})
			]
		})
	});
}
// app/features/shell/not-found-page.tsx
/** Spec §2: any other path shows 'Oops! Page not found' with a link back home. */
function NotFoundPage() {
	return /* @__PURE__ */ jsxs("main", {
		className: "mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-6xl font-black text-primary",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "mt-4 text-2xl font-bold",
				children: "Oops! Page not found"
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/",
				className: "mt-6 font-semibold text-primary underline underline-offset-4",
				children: "Gå til forsiden"
			})
		]
	});
}
// app/features/shell/error-page.tsx
/** Danish words for the statuses a page can answer with. */
var STATUS_TEXT = {
	400: "Ugyldig forespørgsel",
	401: "Du er ikke logget ind",
	403: "Ingen adgang",
	405: "Handlingen er ikke tilladt",
	409: "Konflikt",
	413: "Forespørgslen er for stor",
	415: "Formatet understøttes ikke",
	429: "For mange forespørgsler",
	500: "Serverfejl",
	502: "Serverfejl",
	503: "Tjenesten er midlertidigt utilgængelig"
};
/** The content of an error boundary: the spec's 404 page, else a Danish error message. */
function ErrorPage({ error }) {
	if (isRouteErrorResponse(error) && error.status === 404) return /* @__PURE__ */ jsx(NotFoundPage, {});
	if (isRouteErrorResponse(error) && isDatabaseUnavailableData(error.data)) return /* @__PURE__ */ jsxs("main", {
		className: "mx-auto max-w-3xl px-4 py-16 text-center",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "text-3xl font-bold",
			children: error.data.heading
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-4 text-muted-foreground",
			children: error.data.message
		})]
	});
	const message = isRouteErrorResponse(error) ? `Fejl ${error.status}: ${STATUS_TEXT[error.status] ?? "Uventet fejl"}` : "Uventet fejl";
	return /* @__PURE__ */ jsxs("main", {
		className: "mx-auto max-w-3xl px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-bold",
				children: "Der opstod en fejl"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-4 text-muted-foreground",
				children: message
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-muted-foreground",
				children: "Prøv at genindlæse siden, eller gå tilbage til forsiden."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/",
				reloadDocument: true,
				className: "mt-6 inline-block font-semibold text-primary underline",
				children: "Tilbage til forsiden"
			}),
			null
		]
	});
}
// app/features/shell/json-ld.ts
/**
* Site-wide Organization JSON-LD (PRODUCT.md, Search engines), with the company details from the
* settings where they are filled in (a missing one is left out, never sent empty).
*/
function organizationJsonLd(site, company = NO_COMPANY_DETAILS) {
	const url = site.publicUrl ? `${site.publicUrl}/` : "/";
	const postal = company.postalCity ? /^(\d{4}) (.+)$/.exec(company.postalCity) : null;
	const address = company.street ? {
		"@type": "PostalAddress",
		streetAddress: company.street,
		...postal ? {
			postalCode: postal[1],
			addressLocality: postal[2]
		} : {},
		addressCountry: "DK"
	} : void 0;
	return {
		"@context": "https://schema.org",
		"@type": "Organization",
		name: site.siteName,
		url,
		logo: `${site.publicUrl}/favicon.svg`,
		...company.name ? { legalName: company.name } : {},
		...company.cvr ? { vatID: `DK${company.cvr}` } : {},
		...company.phone ? { telephone: company.phone } : {},
		...company.email ? { email: company.email } : {},
		...address ? { address } : {}
	};
}
/**
* JSON for an inline <script>: `<` is escaped so no value (a site name from settings) can close
* the script element; `>`, `&` and the JS line separators for good measure.
*/
function serializeInlineJson(value) {
	return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
// app/features/shell/site-footer.tsx
var FOOTER_LINKS = [
	{
		to: "/contact",
		label: "Kontakt"
	},
	{
		to: "/hvad-er-sponseret-indhold",
		label: "Hvad er sponseret indhold?"
	},
	{
		to: "/advertorial",
		label: "Annoncørbetalt indhold"
	},
	{
		to: "/privacy",
		label: "Privatlivspolitik"
	},
	{
		to: "/terms",
		label: "Vilkår og betingelser"
	},
	{
		to: "/cookies",
		label: "Cookiepolitik"
	},
	{
		to: "/tilgaengelighed",
		label: "Tilgængelighedserklæring"
	}
];
var BROWSE_LINKS = [
	{
		to: "/stillinger",
		label: "Stillinger"
	},
	{
		to: "/alle-klubber",
		label: "Alle klubber"
	},
	{
		to: "/soeg",
		label: "Søg"
	}
];
var LINK_CLASS = "footer-link";
/**
* The publisher's details under the copyright (Danish media law: a named responsible editor).
* Only what is filled in under /admin/settings; nothing at all while none is.
*/
function companyParts(company) {
	return [
		company.name,
		company.cvr ? `CVR-nr. ${company.cvr}` : null,
		companyAddressLine(company),
		company.phone ? `Telefon ${company.phone}` : null,
		company.responsibleEditor ? `Ansvarshavende chefredaktør: ${company.responsibleEditor}` : null
	].filter((part) => Boolean(part));
}
function SiteFooter({ onOpenCookieSettings }) {
	const { site, company } = useRootData();
	const details = companyParts(company);
	return /* @__PURE__ */ jsxs("footer", {
		className: "mt-16 border-t-4 border-primary bg-foreground text-background",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3",
			children: [
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
					className: "text-xl font-black",
					children: site.siteName
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm text-background/80",
					children: "Danske & Internationale fodboldnyheder 24/7"
				})] }),
				/* @__PURE__ */ jsx("nav", {
					"aria-label": "Genveje",
					children: /* @__PURE__ */ jsxs("ul", {
						className: "flex flex-col items-start gap-1 text-sm",
						children: [BROWSE_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: link.to,
							className: LINK_CLASS,
							children: link.label
						}) }, link.to)), /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: "/rss.xml",
							type: "application/rss+xml",
							className: LINK_CLASS,
							children: "RSS-feed"
						}) })]
					})
				}),
				/* @__PURE__ */ jsx("nav", {
					"aria-label": "Information",
					children: /* @__PURE__ */ jsxs("ul", {
						className: "flex flex-col items-start gap-1 text-sm",
						children: [FOOTER_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: link.to,
							className: LINK_CLASS,
							children: link.label
						}) }, link.to)), /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
							type: "button",
							onClick: onOpenCookieSettings,
							className: `${LINK_CLASS} cursor-pointer text-left`,
							children: "Cookie-indstillinger"
						}) })]
					})
				})
			]
		}), /* @__PURE__ */ jsx("div", {
			className: "border-t border-background/15",
			children: /* @__PURE__ */ jsxs("div", {
				className: "mx-auto max-w-7xl space-y-1 px-4 py-4 text-xs text-background/80",
				children: [details.length > 0 ? /* @__PURE__ */ jsx("p", {
					"data-testid": "footer-company",
					children: details.join(" · ")
				}) : null, /* @__PURE__ */ jsxs("p", { children: [
					"© 2025 ",
					site.siteName,
					". Alle rettigheder forbeholdes."
				] })]
			})
		})]
	});
}
// app/components/ui/icons.svg?url&no-inline
var icons_default = "/assets/icons-Dq7Zv_up.svg";
// app/components/ui/icons.tsx
function SpriteIcon({ name, className, strokeWidth = 2, ...props }) {
	return /* @__PURE__ */ jsx("svg", {
		width: 24,
		height: 24,
		fill: "none",
		stroke: "currentColor",
		strokeWidth,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": props["aria-label"] ? void 0 : true,
		className: className ? `lucide ${className}` : "lucide",
		...props,
		children: /* @__PURE__ */ jsx("use", { href: `${icons_default}#${name}` })
	});
}
var ArrowLeft = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "ArrowLeft",
	...props
});
var ArrowRight = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "ArrowRight",
	...props
});
var BadgeCheck = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "BadgeCheck",
	...props
});
var Building2$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Building2",
	...props
});
var Calendar = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Calendar",
	...props
});
var Check = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Check",
	...props
});
var CheckCircle2$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "CheckCircle2",
	...props
});
var ChevronDownIcon = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "ChevronDownIcon",
	...props
});
var ChevronLeft$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "ChevronLeft",
	...props
});
var ChevronRight$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "ChevronRight",
	...props
});
var CircleDollarSign = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "CircleDollarSign",
	...props
});
var Clock = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Clock",
	...props
});
var Construction = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Construction",
	...props
});
var ExternalLink$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "ExternalLink",
	...props
});
var Globe = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Globe",
	...props
});
var Handshake = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Handshake",
	...props
});
var ImageOff = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "ImageOff",
	...props
});
var Info = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Info",
	...props
});
var Link2 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Link2",
	...props
});
var ListOrdered$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "ListOrdered",
	...props
});
var Loader2 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Loader2",
	...props
});
var Loader2Icon = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Loader2Icon",
	...props
});
var Mail$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Mail",
	...props
});
var MapPin = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "MapPin",
	...props
});
var Megaphone = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Megaphone",
	...props
});
var MenuIcon = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "MenuIcon",
	...props
});
var Newspaper$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Newspaper",
	...props
});
var Phone = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Phone",
	...props
});
var Search$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Search",
	...props
});
var SearchIcon = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "SearchIcon",
	...props
});
var Settings2 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Settings2",
	...props
});
var Star = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Star",
	...props
});
var Tag = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Tag",
	...props
});
var Tags = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Tags",
	...props
});
var TriangleAlert = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "TriangleAlert",
	...props
});
var Trophy = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "Trophy",
	...props
});
var UserRound$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "UserRound",
	...props
});
var XIcon$1 = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "XIcon",
	...props
});
var ZapIcon = (props) => /* @__PURE__ */ jsx(SpriteIcon, {
	name: "ZapIcon",
	...props
});
// app/lib/relative-time.ts
var MINUTE$1 = 6e4;
var HOUR = 60 * MINUTE$1;
var DAY = 24 * HOUR;
function toDate(value) {
	return value instanceof Date ? value : new Date(value);
}
/** The Danish month names, January first. */
var DANISH_MONTHS$1 = [
	"januar",
	"februar",
	"marts",
	"april",
	"maj",
	"juni",
	"juli",
	"august",
	"september",
	"oktober",
	"november",
	"december"
];
/** Whole Copenhagen calendar days from `from`'s day to `to`'s day (DST-proof: counts dates). */
function calendarDaysBetween(from, to) {
	const a = copenhagenParts(from);
	const b = copenhagenParts(to);
	return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY);
}
/** "12. marts 2021" on the Copenhagen calendar (fixed names: the server and the browser agree). */
function calendarDate(date) {
	const p = copenhagenParts(date);
	return `${p.day}. ${DANISH_MONTHS$1[p.month - 1]} ${p.year}`;
}
/**
* The one way a time is shown to readers (issue 22; spec §9), Copenhagen calendar days:
*
* - Future: 'i dag kl. 18.00', 'i morgen kl. 18.00', else '28. november 2026 kl. 18.00'.
* - "relative" (an article's own time, the ticker): under a minute (also up to a minute ahead:
*   clocks differ) 'Lige nu', then 'Nm siden', 'Nt siden' for the first 24 hours.
* - "list" (public lists), and "relative" after 24 hours: today 'HH.mm'.
* - Yesterday: 'i går HH.mm'.
* - 2–6 calendar days ago: the spec's 'Nd siden' ('2d siden' … '6d siden'); never '1d siden', which
*   would stand beside 'i går' for the same day.
* - From 7 days: the date, '12. marts 2021' (not '1700d siden').
*
* "event" (a kick-off: a fixed moment, not an age) uses the calendar words on both sides:
* 'i går kl. 18.00', 'i dag kl. 18.00', 'i morgen kl. 18.00', else the date with 'kl.'.
*/
function formatReaderTime(value, now = Date.now(), variant = "relative") {
	const date = toDate(value);
	const current = toDate(now);
	const diff = current.getTime() - date.getTime();
	const days = calendarDaysBetween(date, current);
	const clock = formatClock(date);
	if (variant === "event" || diff < -6e4) {
		if (days === 0) return `i dag kl. ${clock}`;
		if (days === -1) return `i morgen kl. ${clock}`;
		if (days === 1) return `i går kl. ${clock}`;
		return `${calendarDate(date)} kl. ${clock}`;
	}
	if (variant === "relative") {
		if (diff < MINUTE$1) return "Lige nu";
		if (diff < HOUR) return `${Math.floor(diff / MINUTE$1)}m siden`;
		if (diff < DAY) return `${Math.floor(diff / HOUR)}t siden`;
	}
	if (days === 0) return clock;
	if (days === 1) return `i går ${clock}`;
	if (days < 7) return `${days}d siden`;
	return calendarDate(date);
}
/** "HH.mm" on the Copenhagen clock, as Danes write times. */
function formatClock(value) {
	const p = copenhagenParts(toDate(value));
	return `${String(p.hour).padStart(2, "0")}.${String(p.minute).padStart(2, "0")}`;
}
var longDate;
var dateTime;
/** "21. november 2026" (da-DK, Copenhagen). */
function formatDanishDate(value) {
	longDate ??= new Intl.DateTimeFormat("da-DK", {
		timeZone: TIME_ZONE,
		day: "numeric",
		month: "long",
		year: "numeric"
	});
	return longDate.format(toDate(value));
}
/** "21. november 2026 kl. 14.05" (da-DK, Copenhagen). */
function formatDanishDateTime(value) {
	dateTime ??= new Intl.DateTimeFormat("da-DK", {
		timeZone: TIME_ZONE,
		day: "numeric",
		month: "long",
		year: "numeric",
		hour: "2-digit",
		minute: "2-digit"
	});
	return dateTime.format(toDate(value));
}
/** Views shown as e.g. 1.2k from 1000 (spec §9). */
function formatViews(views) {
	if (views < 1e3) return String(views);
	const thousands = views / 1e3;
	return `${thousands >= 100 ? Math.round(thousands) : Number(thousands.toFixed(1))}k`;
}
// app/components/relative-time.tsx
/** A <time> that renders with the server's clock, then follows the reader's clock each minute. */
function RelativeTime({ date, serverNow, variant = "relative", className }) {
	const iso = typeof date === "string" ? date : date.toISOString();
	const [followed, setFollowed] = useState(null);
	useEffect(() => {
		const follow = () => {
			const text = formatReaderTime(iso, (/* @__PURE__ */ new Date()).toISOString(), variant);
			if (text !== shown.current) startTransition(() => setFollowed({
				iso,
				variant,
				text
			}));
		};
		follow();
		const timer = setInterval(follow, 6e4);
		return () => clearInterval(timer);
	}, [iso, variant]);
	const text = followed?.iso === iso && followed.variant === variant ? followed.text : formatReaderTime(iso, serverNow, variant);
	const shown = useRef(text);
	shown.current = text;
	return /* @__PURE__ */ jsx("time", {
		dateTime: iso,
		className,
		children: text
	});
}
// app/components/ui/native-sheet.tsx
/**
* A right-hand slide-in panel on the browser's own modal `<dialog>` (focus trap, Escape, inert
* page, top layer): the public pages' menu without a dialog library in their JavaScript
* (issue 23). The contents render only while open, like the admin's Radix sheet.
*/
function NativeSheet({ open, onOpenChange, title, titleClassName, header, className, children }) {
	const ref = useRef(null);
	const titleId = useId();
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) dialog.showModal();
		if (!open && dialog.open) dialog.close();
	}, [open]);
	return /* @__PURE__ */ jsx("dialog", {
		ref,
		"aria-labelledby": titleId,
		onClose: () => onOpenChange(false),
		onClick: (event) => {
			if (event.target === event.currentTarget) onOpenChange(false);
		},
		className: cn("fixed inset-y-0 right-0 left-auto z-50 m-0 h-full max-h-none w-3/4 max-w-none flex-col gap-4 overflow-y-auto [border-width:0_0_0_1px] border-border bg-background p-0 text-foreground shadow-lg outline-none backdrop:bg-[rgb(0_0_0/0.5)] open:flex open:animate-sheet-in-right sm:max-w-sm", className),
		children: open ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-1.5 border-b border-border p-4 pr-14",
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: cn("font-semibold text-foreground", titleClassName),
					children: title
				}), header]
			}),
			children,
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: () => onOpenChange(false),
				className: "absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50",
				children: [/* @__PURE__ */ jsx(XIcon$1, {
					"aria-hidden": "true",
					className: "pointer-events-none size-5 shrink-0"
				}), /* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: "Luk"
				})]
			})
		] }) : null
	});
}
// app/features/shell/breaking-news.ts
/** Only what the menu shows: the layout loader's data goes into every public page. */
function toBreakingNewsItems(rows) {
	return rows.map((row) => ({
		id: String(row.id),
		slug: row.slug,
		title: row.title,
		publishedAt: row.publishedAt === null ? null : typeof row.publishedAt === "string" ? row.publishedAt : row.publishedAt.toISOString()
	}));
}
function articleHref(item) {
	return `/article/${encodeURIComponent(item.slug || item.id)}`;
}
// app/features/shell/nav-links.ts
/** Spec §2 Header and menu: the three links, in order. */
var NAV_LINKS = [
	{
		to: "/",
		label: "NYHEDER"
	},
	{
		to: "/alle-klubber",
		label: "KLUBBER"
	},
	{
		to: "/dansk-fodboldhistorie",
		label: "HISTORIE"
	}
];
/**
* Issue 22: the phone menu's second group, below the spec's three links: what a fan on a phone
* looks for next. 'Kampe' is the front page's match centre (its section id).
*/
var SECONDARY_NAV_LINKS = [
	{
		to: "/stillinger",
		label: "Stillinger"
	},
	{
		to: "/#kampcenter",
		label: "Kampe"
	},
	{
		to: "/soeg",
		label: "Søg"
	}
];
/** The link of the current path is highlighted; "/" only on the home page itself. */
function isNavLinkActive(linkTo, pathname) {
	if (linkTo === "/") return pathname === "/";
	return pathname === linkTo || pathname.startsWith(`${linkTo}/`);
}
// app/features/shell/mobile-menu.tsx
/** Below 768 px: the right-hand slide-in menu ('Åbn menu'); choosing a link closes it. */
function MobileMenu({ pathname, breakingNews, siteName }) {
	const [open, setOpen] = useState(false);
	const [showBreaking, setShowBreaking] = useState(false);
	const { now } = useRootData();
	const breakingId = useId();
	useEffect(() => {
		setOpen(false);
	}, [pathname]);
	useEffect(() => {
		const wide = window.matchMedia("(min-width: 768px)");
		const onChange = () => {
			if (wide.matches) setOpen(false);
		};
		wide.addEventListener("change", onChange);
		return () => wide.removeEventListener("change", onChange);
	}, []);
	const close = () => setOpen(false);
	const onOpenChange = (next) => {
		setOpen(next);
		if (!next) setShowBreaking(false);
	};
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		"aria-label": "Åbn menu",
		"aria-haspopup": "dialog",
		"aria-expanded": open,
		onClick: () => onOpenChange(true),
		className: "inline-flex size-11 items-center justify-center rounded-sm text-background outline-none focus-visible:ring-2 focus-visible:ring-background md:hidden",
		children: /* @__PURE__ */ jsx(MenuIcon, {
			"aria-hidden": "true",
			className: "size-6"
		})
	}), /* @__PURE__ */ jsxs(NativeSheet, {
		open,
		onOpenChange,
		title: siteName,
		titleClassName: "text-xl font-black",
		header: /* @__PURE__ */ jsx("p", {
			className: "text-[10px] font-bold tracking-widest text-muted-foreground",
			children: "DANMARKS FODBOLD"
		}),
		children: [
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Mobilmenu",
				className: "px-2",
				children: /* @__PURE__ */ jsx("ul", {
					className: "flex flex-col",
					children: NAV_LINKS.map((link) => {
						const active = isNavLinkActive(link.to, pathname);
						return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: link.to,
							onClick: close,
							"aria-current": active ? "page" : void 0,
							className: cn("block rounded-md border-l-4 px-3 py-3 text-lg font-bold outline-none focus-visible:ring-2 focus-visible:ring-ring", active ? "border-primary bg-muted text-primary" : "border-transparent hover:bg-muted"),
							children: link.label
						}) }, link.to);
					})
				})
			}),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Mere",
				className: "mx-2 mt-2 border-t border-border pt-2",
				"data-menu-secondary": true,
				children: /* @__PURE__ */ jsx("ul", {
					className: "flex flex-col",
					children: SECONDARY_NAV_LINKS.map((link) => {
						const active = !link.to.includes("#") && isNavLinkActive(link.to, pathname);
						return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: link.to,
							onClick: close,
							"aria-current": active ? "page" : void 0,
							className: cn("flex min-h-11 items-center rounded-md px-4 text-base font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring", active ? "bg-muted text-primary" : "hover:bg-muted"),
							children: link.label
						}) }, link.to);
					})
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "px-4 pb-6",
				children: [/* @__PURE__ */ jsxs("button", {
					type: "button",
					"aria-expanded": showBreaking,
					"aria-controls": breakingId,
					onClick: () => setShowBreaking((v) => !v),
					className: "flex w-full items-center justify-center gap-2 rounded-md bg-primary px-4 py-3 text-sm font-bold uppercase tracking-wide text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
					children: [/* @__PURE__ */ jsx(ZapIcon, {
						"aria-hidden": "true",
						className: "size-4"
					}), "Breaking News"]
				}), /* @__PURE__ */ jsx("div", {
					id: breakingId,
					hidden: !showBreaking,
					children: breakingNews.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "mt-3 text-sm text-muted-foreground",
						children: "Følg med for de seneste fodboldnyheder..."
					}) : /* @__PURE__ */ jsx("ol", {
						"aria-label": "Seneste nyheder",
						className: "mt-3 divide-y divide-border",
						children: breakingNews.map((item) => /* @__PURE__ */ jsxs("li", {
							className: "py-2",
							children: [/* @__PURE__ */ jsx(Link, {
								to: articleHref(item),
								onClick: close,
								className: "block min-h-6 rounded-sm font-semibold leading-snug outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring",
								children: item.title
							}), item.publishedAt ? /* @__PURE__ */ jsx(RelativeTime, {
								date: item.publishedAt,
								serverNow: now,
								className: "text-xs text-muted-foreground"
							}) : null]
						}, item.id))
					})
				})]
			})
		]
	})] });
}
// app/features/shell/site-header.tsx
/** White focus ring: the brand red is too dark to see on the black bar (public-components.css). */
var FOCUS_ON_DARK = "focus-on-dark";
/** Spec §2 Header and menu: three links on the bar from 768 px, a right-hand slide-in menu below. */
function SiteHeader({ breakingNews = [] }) {
	const { pathname } = useLocation();
	const { site } = useRootData();
	return /* @__PURE__ */ jsx("header", {
		className: "border-b-4 border-primary bg-foreground text-background",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4",
			children: [/* @__PURE__ */ jsxs(Link, {
				to: "/",
				className: cn("flex min-w-0 flex-col leading-tight", FOCUS_ON_DARK),
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "truncate text-2xl font-black tracking-tight",
						children: site.siteName
					}),
					/* @__PURE__ */ jsx("span", {
						className: "hidden text-xs text-background/75 md:block",
						children: "Danske & Internationale fodboldnyheder 24/7"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "text-[10px] font-bold tracking-widest text-background/75 md:hidden",
						children: "DANMARKS FODBOLD"
					})
				]
			}), /* @__PURE__ */ jsxs("div", {
				className: "flex items-center gap-2 md:gap-8",
				children: [
					/* @__PURE__ */ jsx("nav", {
						"aria-label": "Hovedmenu",
						className: "hidden md:block",
						children: /* @__PURE__ */ jsx("ul", {
							className: "flex gap-6 text-sm font-bold tracking-wide",
							children: NAV_LINKS.map((link) => {
								const active = isNavLinkActive(link.to, pathname);
								return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
									to: link.to,
									"aria-current": active ? "page" : void 0,
									className: "nav-link focus-on-dark",
									children: link.label
								}) }, link.to);
							})
						})
					}),
					/* @__PURE__ */ jsx(Link, {
						to: "/soeg",
						"aria-label": "Søg",
						title: "Søg i artikler",
						"aria-current": pathname === "/soeg" ? "page" : void 0,
						className: cn("inline-flex size-11 items-center justify-center text-background/85 hover:text-background", FOCUS_ON_DARK),
						children: /* @__PURE__ */ jsx(SearchIcon, {
							"aria-hidden": "true",
							className: "size-5"
						})
					}),
					/* @__PURE__ */ jsx(MobileMenu, {
						pathname,
						breakingNews,
						siteName: site.siteName
					})
				]
			})]
		})
	});
}
// app/features/shell/skip-link.tsx
/**
* First focusable element on every public page: jumps past the header to the page's
* <main id="main">. Without scripts it is a plain fragment link.
*/
function SkipLink() {
	return /* @__PURE__ */ jsx("a", {
		href: "#main",
		onClick: (event) => {
			const main = document.getElementById("main");
			if (!main) return;
			event.preventDefault();
			if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
			main.focus();
		},
		className: "sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-none focus:ring-2 focus:ring-background focus:ring-offset-2 focus:ring-offset-primary",
		children: "Gå til indhold"
	});
}
// app/features/shell/site-shell.tsx
/**
* Header, top banner, content and footer of every public page. Each page renders its own
* <main id="main">, the skip link's target.
*/
function SiteShell({ children, breakingNews, banner, onOpenCookieSettings }) {
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx(SkipLink, {}),
		/* @__PURE__ */ jsx(SiteHeader, { breakingNews }),
		banner,
		children,
		/* @__PURE__ */ jsx(Suspense, { children: /* @__PURE__ */ jsx(SiteFooter, { onOpenCookieSettings }) })
	] });
}
/** The inline script for <head>: sets Zod's jitless setting before any module loads. */
var ZOD_JITLESS_SCRIPT = `window.__zod_globalConfig={jitless:true};`;
// app/server/flash.server.ts
var NAME = "forsiden_flash";
function flashCookie(flash) {
	return `${NAME}=${encodeURIComponent(JSON.stringify(flash))}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}
function clearFlashCookie() {
	return `${NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}
function readFlash(request) {
	const match = new RegExp(`(?:^|;\\s*)${NAME}=([^;]*)`).exec(request.headers.get("cookie") ?? "");
	if (!match?.[1]) return null;
	try {
		const value = JSON.parse(decodeURIComponent(match[1]));
		return typeof value.title === "string" && typeof value.message === "string" ? {
			title: value.title,
			message: value.message
		} : null;
	} catch {
		return null;
	}
}
// app/root.tsx
var root_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$10,
	Layout: () => Layout,
	default: () => root_default,
	loader: () => loader$48
});
async function loader$48({ context, request }) {
	const settings = await getCachedSiteSettings(getDb());
	const site = {
		siteName: settings.siteName,
		siteDescription: settings.siteDescription,
		publicUrl: getEnv().publicUrl
	};
	const publicEnv = context.csp?.adsAllowed ? getPublicAdConfig() : NO_PUBLIC_ENV;
	const flash = readFlash(request);
	const value = {
		site,
		company: companyDetailsOf(settings),
		now: (/* @__PURE__ */ new Date()).toISOString(),
		publicEnv,
		flash
	};
	return data(value, flash ? { headers: { "Set-Cookie": clearFlashCookie() } } : void 0);
}
/**
* Runs before the first paint: a stored cookie choice hides the banner the server rendered.
* Without scripts it never runs, and the banner sits at the end of the page instead of over it.
*/
var CONSENT_MARK_SCRIPT = `document.documentElement.dataset.js="on";if(/(?:^|;\\s*)${CONSENT_COOKIE_NAME}=v1\\./.test(document.cookie))document.documentElement.dataset.consent="stored"`;
var NO_PUBLIC_ENV = { AD_NETWORK_SCRIPT_URL: null };
function Layout({ children }) {
	const rootData = useRouteLoaderData("root");
	const { site, company } = useRootData();
	const publicEnv = rootData?.publicEnv ?? NO_PUBLIC_ENV;
	const nonce = useNonce();
	return /* @__PURE__ */ jsxs("html", {
		lang: "da",
		suppressHydrationWarning: true,
		children: [/* @__PURE__ */ jsxs("head", { children: [
			/* @__PURE__ */ jsx("meta", { charSet: "utf-8" }),
			/* @__PURE__ */ jsx("meta", {
				name: "viewport",
				content: "width=device-width, initial-scale=1"
			}),
			/* @__PURE__ */ jsx("meta", {
				name: "theme-color",
				content: "#c8102e"
			}),
			/* @__PURE__ */ jsx("link", {
				rel: "icon",
				href: "/favicon.svg",
				type: "image/svg+xml"
			}),
			/* @__PURE__ */ jsx("link", {
				rel: "alternate",
				type: "application/rss+xml",
				title: site.siteName,
				href: "/rss.xml"
			}),
			/* @__PURE__ */ jsx("script", {
				nonce,
				suppressHydrationWarning: true,
				dangerouslySetInnerHTML: { __html: CONSENT_MARK_SCRIPT }
			}),
			/* @__PURE__ */ jsx(Meta, {}),
			/* @__PURE__ */ jsx(Links, {}),
			/* @__PURE__ */ jsx("script", {
				type: "application/ld+json",
				dangerouslySetInnerHTML: { __html: serializeInlineJson(organizationJsonLd(site, company)) }
			}),
			/* @__PURE__ */ jsx("script", {
				nonce,
				suppressHydrationWarning: true,
				dangerouslySetInnerHTML: { __html: `window.__ENV=${serializeInlineJson(publicEnv)};${ZOD_JITLESS_SCRIPT}` }
			})
		] }), /* @__PURE__ */ jsxs("body", {
			className: "min-h-screen bg-background text-foreground antialiased",
			children: [
				/* @__PURE__ */ jsxs(ConsentProvider, { children: [
					/* @__PURE__ */ jsx(ConsentBanner, {}),
					children,
					/* @__PURE__ */ jsx(ConsentGatedScripts, {})
				] }),
				/* @__PURE__ */ jsx(Toaster, {}),
				/* @__PURE__ */ jsx(FlashToast, { flash: rootData?.flash ?? null }),
				/* @__PURE__ */ jsx(HydrationMarker, {}),
				/* @__PURE__ */ jsx(ScrollRestoration, { nonce }),
				/* @__PURE__ */ jsx(Scripts, { nonce })
			]
		})]
	});
}
/** Shows the flash of this response as a toast, once (after the Toaster has mounted). */
function FlashToast({ flash }) {
	useEffect(() => {
		if (flash) toast.success(flash.title, { description: flash.message });
	}, [flash]);
	return null;
}
/** Marks the document once React has hydrated (end-to-end tests wait for it before clicking). */
function HydrationMarker() {
	useEffect(() => {
		document.documentElement.dataset.hydrated = "true";
	}, []);
	return null;
}
/** Third-party scripts wait for the matching consent (PRODUCT.md: ads only after consent). */
function ConsentGatedScripts() {
	const { hasConsent } = useConsent();
	return /* @__PURE__ */ jsx(AdNetworkScript, { allowed: hasConsent("marketing") });
}
var root_default = UNSAFE_withComponentProps(function App() {
	return /* @__PURE__ */ jsx(Outlet, {});
});
var ErrorBoundary$10 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const { openSettings } = useConsent();
	return /* @__PURE__ */ jsx(SiteShell, {
		banner: /* @__PURE__ */ jsx(HeaderAdBanner, {}),
		onOpenCookieSettings: openSettings,
		children: /* @__PURE__ */ jsx(ErrorPage, { error })
	});
});
// app/features/ads/house-ad-pictures.server.ts
/**
* Issue 22: a house ad shows a real picture from the media library: the oldest image with its
* promotion's keyword (the sample content's stock photos, or what the newsroom tagged so), so
* the choice stays put while new uploads arrive. A promotion without one is not shown.
*/
async function loadHouseAdPictures(db) {
	const rows = await Promise.all(HOUSE_AD_KEYS.map((key) => db.select({
		url: media.url,
		width: media.width,
		height: media.height,
		variants: media.variants
	}).from(media).where(sql`${media.keywords} @> ARRAY[${HOUSE_ADS[key].pictureKeyword}]::text[]`).orderBy(asc(media.createdAt), asc(media.url)).limit(1)));
	const pictures = {};
	HOUSE_AD_KEYS.forEach((key, i) => {
		const row = rows[i][0];
		if (row) pictures[key] = toPicture(row);
	});
	return pictures;
}
/** Only what the ad's <picture> needs: the variants up to 800 px (a house ad is at most 445 px wide). */
function toPicture(row) {
	const variants = row.variants.filter((v) => v.width <= 800);
	return {
		url: row.url,
		width: row.width,
		height: row.height,
		variants
	};
}
/** How long one process reuses the pictures: every public page's layout asks for them. */
var HOUSE_AD_PICTURES_TTL_MS = 3e5;
var cached;
/** The pictures, read at most once per TTL per process (a failed read is not kept). */
function getHouseAdPictures(db, now = Date.now()) {
	if (cached && cached.expiresAt > now) return cached.value;
	const value = loadHouseAdPictures(db);
	const entry = {
		value,
		expiresAt: now + HOUSE_AD_PICTURES_TTL_MS
	};
	cached = entry;
	value.catch(() => {
		if (cached === entry) cached = void 0;
	});
	return value;
}
/**
* The pictures a page's house ads need: none where the ad network fills the slots (the root
* loader publishes its address only where the page's policy allows it, root.tsx). A failed read
* shows no house ads rather than failing the page.
*/
async function houseAdPicturesForPage(db, adsAllowed) {
	if (adsAllowed && getPublicAdConfig().AD_NETWORK_SCRIPT_URL) return {};
	try {
		return await getHouseAdPictures(db);
	} catch (error) {
		logger.warn({ err: error }, "house ad pictures could not be read; the slots stay empty");
		return {};
	}
}
// app/server/db/prepared.server.ts
/**
* A hot query built once per database (or transaction) object instead of once per call. Drizzle's
* builder walks every column, join and condition each time it turns a query into SQL: about
* 0.2–0.4 ms a query on the front page's cold render (issue 13, `npm run bench:cpu`). Values that
* change per call are `sql.placeholder(...)`s, passed to `execute`.
*
* Build with `.prepare("")`: an unnamed statement. A name would make node-postgres keep the
* statement on each connection and PostgreSQL switch to a generic plan after five runs, planned
* without the LIMIT's or the date's value; the custom plan per run is the one the plan test
* (tests/integration/query-plans.db.test.ts) checks at 100k rows.
*/
function preparedPerDatabase(build) {
	const byDatabase = /* @__PURE__ */ new WeakMap();
	return (db) => {
		let prepared = byDatabase.get(db);
		if (!prepared) {
			prepared = build(db);
			byDatabase.set(db, prepared);
		}
		return prepared;
	};
}
// app/features/articles/public-queries.server.ts
/**
* The columns a public card shows: never the whole row, and nothing it does not show (these go
* into the page's hydration data; the tags of 35 cards were 3 KB of the front page's).
*/
var articleCardColumns = {
	id: articles.id,
	slug: articles.slug,
	title: articles.title,
	excerpt: articles.excerpt,
	category: articles.category,
	imageUrl: articles.imageUrl,
	imageAlt: articles.imageAlt,
	publishedAt: articles.publishedAt,
	views: articles.views,
	partner: articles.partner,
	liveStatus: articles.liveStatus,
	imageWidth: media.width,
	imageHeight: media.height,
	imageVariants: media.variants
};
var mediaJoin = sql`${media.url} = ${articles.imageUrl}`;
/**
* 'Latest' lists order by `latest_at` (issue 22): the publish time, or a live article's newest
* update when later, so a live blog with a goal a minute ago is not buried under its publish time
* of 20 hours earlier. For every other article it is the published_at order of spec §7.
*/
var newestFirst = [desc(articles.latestAt), asc(articles.id)];
/** Spec §7: latest, is_draft false, category not Gossip, newest first (`newestFirst`), limit N. */
function listLatestArticles(db, limit) {
	return latestCards(db).execute({ limit });
}
var latestCards = preparedPerDatabase((db) => db.select(articleCardColumns).from(articles).leftJoin(media, mediaJoin).where(publicListFilter()).orderBy(...newestFirst).limit(sql.placeholder("limit")).prepare(""));
/**
* The newest `limit` (≤ 30) public articles, read once per request: the layout's headlines and the
* home page's list are the same query, so both take their slice of one 30-row read.
*/
async function listLatestArticlesOfRequest(db, limit) {
	if (limit > 30) return listLatestArticles(db, limit);
	return (await memoPerRequest("latest-articles", () => listLatestArticles(db, 30))).slice(0, limit);
}
/**
* The public layout's 5 headlines. On the front page they are a slice of its 30-card read (one
* query for both); anywhere else only the four fields the menu shows, without the image join: 30
* cards with image variants for 5 titles cost a cold article page about a millisecond on PGlite.
*/
function listHeadlinesOfRequest(db, request, limit) {
	if (new URL(request.url).pathname === "/") return listLatestArticlesOfRequest(db, limit);
	return latestHeadlines(db).execute({ limit });
}
var latestHeadlines = preparedPerDatabase((db) => db.select(articleHeadlineColumns).from(articles).where(publicListFilter()).orderBy(...newestFirst).limit(sql.placeholder("limit")).prepare(""));
/** Spec §7: most read, views descending then published_at descending, limit 5. */
function listMostReadArticles(db, limit = 5) {
	return mostReadCards(db).execute({ limit });
}
var mostReadCards = preparedPerDatabase((db) => db.select(articleCardColumns).from(articles).leftJoin(media, mediaJoin).where(publicListFilter()).orderBy(desc(articles.views), desc(articles.publishedAt)).limit(sql.placeholder("limit")).prepare(""));
/** Articles sharing any of the given tags (GIN-indexed array overlap), newest first. */
function listArticlesWithAnyTag(db, tags, limit) {
	return db.select(articleCardColumns).from(articles).leftJoin(media, mediaJoin).where(and(publicListFilter(), sql`${articles.tags} && ${sql.param(tags)}::text[]`)).orderBy(...newestFirst).limit(limit);
}
/**
* Search ranks only the newest matches: a common word ("brøndby") matches ~8 % of the archive, and
* ranking every match reads 85,000 rows at a million articles. The newest SEARCH_CANDIDATES are
* found by walking the published-at index (or the GIN index when the word is rare), then ranked.
* For a news site the newest match of equal relevance is the one readers want anyway (ADR 0013).
*/
var SEARCH_CANDIDATES = 1e3;
/** The query folded as the stored text is (ADR 0015): "Brondby", "Broendby", "Brøndby" are one. */
var foldedQuery = (query) => sql`forsiden_fold(${query})`;
var foldedTitle = articles.titleFolded;
/**
* 2 when the title is the query (folded), 1 when it contains it, else 0: an article titled as
* the reader searched comes before one that only mentions the words more often.
*/
function titleMatch(query) {
	return sql`CASE WHEN ${foldedTitle} = ${foldedQuery(query)} THEN 2 WHEN strpos(${foldedTitle}, ${foldedQuery(query)}) > 0 THEN 1 ELSE 0 END`;
}
/**
* Danish full-text search over title, excerpt and body (folded, stemmed), ranked among the newest
* matches by relevance and recency together (title match and ts_rank, divided by age), then newest.
*/
function searchArticles(db, query, limit = 20) {
	const tsQuery = sql`websearch_to_tsquery('danish', ${foldedQuery(query)})`;
	const candidates = db.select({
		id: articles.id,
		newest: sql`${articles.publishedAt}`.as("newest"),
		titleMatch: titleMatch(query).as("title_match"),
		rank: sql`ts_rank(${articles.searchVector}, ${tsQuery})`.as("rank")
	}).from(articles).where(and(publicListFilter(), sql`${articles.searchVector} @@ ${tsQuery}`)).orderBy(desc(articles.publishedAt)).limit(SEARCH_CANDIDATES).as("candidates");
	const shown = db.select({
		id: candidates.id,
		newest: candidates.newest,
		titleMatch: candidates.titleMatch,
		rank: candidates.rank,
		score: sql`(${candidates.titleMatch} + ${candidates.rank})::float8 / (1 + GREATEST(0, EXTRACT(EPOCH FROM (now() - ${candidates.newest})))::float8 / ${604800})`.as("score")
	}).from(candidates).orderBy(sql`score DESC`, desc(candidates.newest)).limit(limit).as("shown");
	return db.select({
		...articleCardColumns,
		rank: shown.rank
	}).from(shown).innerJoin(articles, eq(articles.id, shown.id)).leftJoin(media, mediaJoin).orderBy(desc(shown.score), desc(shown.newest));
}
/**
* Titles that match the query with a typo ("Brøndy" → "Brøndby …"): pg_trgm's `%>` (word
* similarity ≥ 0.6) on the stored folded title (`articles_title_trgm_idx` when the word is rare).
* Bounded like the full-text search: the newest SIMILAR_TITLE_CANDIDATES matches, ranked by
* similarity, then the newest.
*/
function searchArticleTitlesBySimilarity(db, query, limit = 20) {
	const similarityOf = sql`word_similarity(${foldedQuery(query)}, ${foldedTitle})`;
	const candidates = db.select({
		id: articles.id,
		newest: sql`${articles.publishedAt}`.as("newest"),
		rank: similarityOf.as("rank")
	}).from(articles).where(and(publicListFilter(), sql`${foldedTitle} %> ${foldedQuery(query)}`)).orderBy(desc(articles.publishedAt)).limit(200).as("candidates");
	const shown = db.select({
		id: candidates.id,
		newest: candidates.newest,
		rank: candidates.rank
	}).from(candidates).orderBy(desc(candidates.rank), desc(candidates.newest)).limit(limit).as("shown");
	return db.select({
		...articleCardColumns,
		rank: shown.rank
	}).from(shown).innerJoin(articles, eq(articles.id, shown.id)).leftJoin(media, mediaJoin).orderBy(desc(shown.rank), desc(shown.newest));
}
// app/routes/public-layout.tsx
var public_layout_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$9,
	default: () => public_layout_default,
	loader: () => loader$47
});
async function loader$47({ request, context }) {
	const db = getDb();
	const [latest, houseAdPictures] = await Promise.all([listHeadlinesOfRequest(db, request, 5), houseAdPicturesForPage(db, Boolean(context.csp?.adsAllowed))]);
	return {
		breakingNews: toBreakingNewsItems(latest),
		houseAdPictures
	};
}
var public_layout_default = UNSAFE_withComponentProps(function PublicLayout({ loaderData }) {
	const { openSettings } = useConsent();
	return /* @__PURE__ */ jsx(SiteShell, {
		breakingNews: loaderData.breakingNews,
		banner: /* @__PURE__ */ jsx(HeaderAdBanner, {}),
		onOpenCookieSettings: openSettings,
		children: /* @__PURE__ */ jsx(Outlet, {})
	});
});
var ErrorBoundary$9 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const data = useRouteLoaderData("routes/public-layout");
	const { openSettings } = useConsent();
	return /* @__PURE__ */ jsx(SiteShell, {
		breakingNews: data?.breakingNews,
		banner: /* @__PURE__ */ jsx(HeaderAdBanner, {}),
		onOpenCookieSettings: openSettings,
		children: /* @__PURE__ */ jsx(ErrorPage, { error })
	});
});
// app/components/ui/badge.tsx
var badgeVariants = cva("inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 font-medium text-xs outline-none transition-[color,background-color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive [&>svg]:pointer-events-none [&>svg]:size-3", {
	variants: { variant: {
		default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
		secondary: "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/80",
		destructive: "border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90",
		outline: "text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
		success: "border-transparent bg-success text-success-foreground [a&]:hover:bg-success/90"
	} },
	defaultVariants: { variant: "default" }
});
function Badge({ className, variant, asChild = false, ...props }) {
	return /* @__PURE__ */ jsx(asChild ? Slot : "span", {
		"data-slot": "badge",
		"data-variant": variant ?? "default",
		className: cn(badgeVariants({ variant }), className),
		...props
	});
}
// app/components/ui/annonce-badge.tsx
/**
* Spec §2 / PRODUCT.md: the one 'ANNONCE' badge of every advertorial, on the front page, in
* lists, on the article and on /advertorial. Yellow, so it never reads as one of the red category
* labels. The text is "Annonce" (read as a word), shown in capitals.
*/
function AnnonceBadge({ className }) {
	return /* @__PURE__ */ jsx(Badge, {
		"data-slot": "annonce-badge",
		className: cn("border-transparent bg-yellow-300 font-bold uppercase tracking-wider text-yellow-950", className),
		children: "Annonce"
	});
}
// app/components/ui/live-badge.tsx
/** The red `LIVE` marker of a live article (issue 15): cards, ticker, club news, score header. */
function LiveBadge({ className }) {
	return /* @__PURE__ */ jsxs("span", {
		"data-slot": "live-badge",
		className: cn("inline-flex shrink-0 items-center gap-1 rounded bg-red-600 px-1.5 py-0.5 font-bold text-[11px] text-white uppercase leading-none tracking-wide", className),
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "size-1.5 animate-pulse rounded-full bg-white motion-reduce:animate-none"
		}), "LIVE"]
	});
}
// app/lib/advertorial-excerpt.ts
/**
* Advertorial excerpts were written (and seeded) as "Annonce: …" beside a badge that already says
* so: readers see the text without the repeated word.
*/
function withoutAnnoncePrefix(excerpt) {
	return excerpt.replace(/^\s*(annonce|sponseret)\s*:\s*/i, "");
}
// app/features/articles/article-cards.tsx
/**
* Only the fields a card renders (not `views`, which only 'Mest læste' shows): a loader's data is
* its page's hydration data, written into the HTML (issue 23).
*/
function cardFields(article) {
	return {
		id: article.id,
		slug: article.slug,
		title: article.title,
		excerpt: article.excerpt,
		category: article.category,
		partner: article.partner,
		publishedAt: article.publishedAt,
		liveStatus: article.liveStatus,
		imageUrl: article.imageUrl,
		imageAlt: article.imageAlt,
		imageWidth: article.imageWidth,
		imageHeight: article.imageHeight,
		imageVariants: article.imageVariants
	};
}
/** The reader's address of an article: the slug, else the id (spec §2). */
function articlePath$1(article) {
	return `/article/${article.slug || article.id}`;
}
function isAdvertorial(article) {
	return article.category === "Advertorial";
}
/** The excerpt as readers see it: an advertorial's badge already says "Annonce". */
function readerExcerpt(article) {
	return isAdvertorial(article) ? withoutAnnoncePrefix(article.excerpt) : article.excerpt;
}
/** PRODUCT.md: sponsored articles carry 'Annonce' and the partner's name wherever they appear. */
function AdvertorialLabel({ partner, className }) {
	return /* @__PURE__ */ jsxs("span", {
		className: cn("inline-flex flex-wrap items-center gap-1.5 text-xs", className),
		children: [/* @__PURE__ */ jsx(AnnonceBadge, {}), partner ? /* @__PURE__ */ jsxs("span", {
			className: "text-muted-foreground",
			children: ["i samarbejde med ", partner]
		}) : null]
	});
}
/** Category (or the advertorial label) and the publish time above a headline. */
function ArticleKicker({ article, serverNow, timeVariant = "relative", className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: cn("kicker", className),
		children: [
			article.liveStatus === "live" ? /* @__PURE__ */ jsx(LiveBadge, {}) : null,
			isAdvertorial(article) ? /* @__PURE__ */ jsx(AdvertorialLabel, { partner: article.partner }) : /* @__PURE__ */ jsx("span", {
				className: "kicker-category",
				children: categoryLabel$1(article.category)
			}),
			article.publishedAt ? /* @__PURE__ */ jsx(RelativeTime, {
				date: article.publishedAt,
				serverNow,
				variant: timeVariant,
				className: "kicker-time"
			}) : null
		]
	});
}
/** A card's picture in a reserved aspect-ratio box, or the 'Forsiden' placeholder without one. */
function CardImage$1({ article, sizes, aspectRatio, priority, thumbnailOnMobile }) {
	if (!article.imageUrl) return /* @__PURE__ */ jsx("div", {
		"aria-hidden": "true",
		className: cn("flex w-full items-center justify-center bg-linear-to-br from-pitch to-foreground font-display font-black text-white/80", thumbnailOnMobile ? "text-sm sm:text-2xl" : "text-2xl"),
		style: { aspectRatio: String(aspectRatio) },
		children: "Forsiden"
	});
	return /* @__PURE__ */ jsx(ResponsiveImage, {
		image: {
			url: article.imageUrl,
			width: article.imageWidth,
			height: article.imageHeight,
			variants: article.imageVariants
		},
		alt: article.imageAlt ?? "",
		sizes,
		aspectRatio,
		priority,
		className: "card-picture",
		imgClassName: "card-img"
	});
}
/** The home page's large lead article; its image is the page's LCP and loads first. */
function FeaturedArticle({ article, serverNow, className }) {
	return /* @__PURE__ */ jsx("article", {
		"data-card": "featured",
		className: cn("group", className),
		children: /* @__PURE__ */ jsxs(Link, {
			to: articlePath$1(article),
			className: "block",
			children: [/* @__PURE__ */ jsx(CardImage$1, {
				article,
				sizes: "(min-width: 1280px) 640px, (min-width: 768px) 60vw, 100vw",
				aspectRatio: 16 / 9,
				priority: true
			}), /* @__PURE__ */ jsxs("div", {
				className: "mt-3",
				children: [
					/* @__PURE__ */ jsx(ArticleKicker, {
						article,
						serverNow
					}),
					/* @__PURE__ */ jsx("h2", {
						className: "mt-1 font-display text-2xl font-black leading-tight group-hover:underline md:text-4xl",
						children: article.title
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 text-muted-foreground md:text-lg",
						children: readerExcerpt(article)
					})
				]
			})]
		})
	});
}
/** One of the two square articles beside the lead. */
function SquareArticle({ article, serverNow, className }) {
	return /* @__PURE__ */ jsx("article", {
		"data-card": "square",
		className: cn("group", className),
		children: /* @__PURE__ */ jsxs(Link, {
			to: articlePath$1(article),
			className: "block",
			children: [
				/* @__PURE__ */ jsx(CardImage$1, {
					article,
					sizes: "(min-width: 768px) 300px, 50vw",
					aspectRatio: 1
				}),
				/* @__PURE__ */ jsx(ArticleKicker, {
					article,
					serverNow,
					className: "mt-2"
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "mt-1 font-display text-base font-bold leading-snug group-hover:underline md:text-lg",
					children: article.title
				})
			]
		})
	});
}
/**
* A standard card with image, headline and a short excerpt. `rowOnMobile`: below 640 px a compact
* row (thumbnail beside the headline, no excerpt), so the front page stays short on phones.
*/
function ArticleCard({ article, serverNow, className, headingLevel = 3, rowOnMobile = false, priority = false }) {
	const Heading = headingLevel === 2 ? "h2" : "h3";
	return /* @__PURE__ */ jsx("article", {
		"data-card": "standard",
		"data-row-on-mobile": rowOnMobile || void 0,
		className: cn("group", className),
		children: /* @__PURE__ */ jsxs(Link, {
			to: articlePath$1(article),
			className: rowOnMobile ? void 0 : "block",
			children: [/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(CardImage$1, {
				article,
				sizes: `(min-width: 1024px) 300px, (min-width: 640px) 50vw, ${rowOnMobile ? "112px" : "100vw"}`,
				aspectRatio: 16 / 9,
				thumbnailOnMobile: rowOnMobile,
				priority
			}) }), /* @__PURE__ */ jsxs("div", {
				className: "card-body",
				children: [
					/* @__PURE__ */ jsx(ArticleKicker, {
						article,
						serverNow,
						className: rowOnMobile ? void 0 : "mt-2"
					}),
					/* @__PURE__ */ jsx(Heading, {
						className: rowOnMobile ? "card-title" : "card-title text-lg",
						children: article.title
					}),
					/* @__PURE__ */ jsx("p", {
						className: "card-excerpt",
						children: readerExcerpt(article)
					})
				]
			})]
		})
	});
}
/** A line in a compact list: list time ('HH.mm', 'i går HH.mm'), headline, category. */
function CompactArticleItem({ article, serverNow }) {
	return /* @__PURE__ */ jsxs("article", {
		"data-card": "compact",
		className: "compact-item group",
		children: [/* @__PURE__ */ jsx("span", {
			className: "compact-time",
			children: article.publishedAt ? /* @__PURE__ */ jsx(RelativeTime, {
				date: article.publishedAt,
				serverNow,
				variant: "list"
			}) : null
		}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
			className: "compact-title",
			children: /* @__PURE__ */ jsx(Link, {
				to: articlePath$1(article),
				children: article.title
			})
		}), isAdvertorial(article) ? /* @__PURE__ */ jsx(AdvertorialLabel, {
			partner: article.partner,
			className: "mt-1"
		}) : /* @__PURE__ */ jsx("p", {
			className: "compact-category",
			children: categoryLabel$1(article.category)
		})] })]
	});
}
// app/features/articles/article-page.server.ts
/** What the article page shows: explicit columns, never the search vector or internal fields. */
var articlePageColumns = {
	...articleContentColumns,
	...articleBylineColumns,
	imageWidth: media.width,
	imageHeight: media.height,
	imageVariants: media.variants,
	liveStatus: articles.liveStatus,
	liveMatchId: articles.liveMatchId,
	coverageStartedAt: articles.coverageStartedAt,
	coverageEndedAt: articles.coverageEndedAt
};
/**
* Spec §4: the article page loads by slug and falls back to the id. Drafts and articles scheduled
* for later are not found for readers.
*/
async function findArticleForPage(db, slugOrId, options = {}) {
	const [lookupBySlug, lookupById] = options.includeDrafts ? [anyArticleBy.slug, anyArticleBy.id] : [visibleArticleBy.slug, visibleArticleBy.id];
	const [bySlug] = await lookupBySlug(db).execute({ key: slugOrId });
	if (bySlug) return bySlug;
	if (!isUuid(slugOrId)) return void 0;
	const [byId] = await lookupById(db).execute({ key: slugOrId });
	return byId;
}
/**
* The page's read by slug or id, built once per database (`preparedPerDatabase`: Drizzle's
* builder cost a cold article 0.2–0.4 ms per query, issue 23); readers see the published only.
*/
function articleBy(column, visible) {
	return preparedPerDatabase((db) => db.select(articlePageColumns).from(articles).leftJoin(media, eq(media.url, articles.imageUrl)).leftJoin(user, bylineJoin).where(and(eq(column, sql.placeholder("key")), visible)).limit(1).prepare(""));
}
var visibleArticleBy = {
	slug: articleBy(articles.slug, publishedNow()),
	id: articleBy(articles.id, publishedNow())
};
var anyArticleBy = {
	slug: articleBy(articles.slug, void 0),
	id: articleBy(articles.id, void 0)
};
/** Club names for the article's klub: tags ('klub:fc-kobenhavn' → 'FC København'). */
async function findClubNamesForTags(db, tags) {
	const slugs = tags.map(splitTag).flatMap((t) => t.prefix === "klub" ? [t.value] : []);
	if (slugs.length === 0) return {};
	const rows = await clubNames(db).execute({ slugs });
	return Object.fromEntries(rows.map((r) => [`klub:${r.slug}`, r.name]));
}
var clubNames = preparedPerDatabase((db) => db.select({
	slug: clubs.slug,
	name: clubs.name
}).from(clubs).where(sql`${clubs.slug} = any(${sql.placeholder("slugs")}::text[])`).prepare(""));
// app/features/articles/breaking-ticker.tsx
/**
* Issue 22: the ticker's entries. The live articles come first (newest update first, timed by it),
* then the latest articles not already shown, `count` in all.
*/
function tickerArticles(live, latest, count) {
	const first = live.map((item) => ({
		id: item.id,
		slug: item.slug,
		title: item.title,
		publishedAt: item.latestAt ? new Date(item.latestAt) : null,
		category: "",
		partner: null,
		liveStatus: "live"
	}));
	const shown = new Set(first.map((a) => a.id));
	return [...first, ...latest.filter((a) => !shown.has(a.id))].slice(0, count);
}
function TickerItems({ articles, serverNow, hidden }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "flex shrink-0 items-center motion-reduce:flex-wrap",
		"aria-hidden": hidden || void 0,
		"data-ticker-copy": hidden ? "repeat" : "main",
		children: articles.map((article) => /* @__PURE__ */ jsxs("li", {
			"data-ticker-item": hidden ? void 0 : "",
			className: "ticker-item",
			children: [
				/* @__PURE__ */ jsx("span", { "aria-hidden": "true" }),
				article.publishedAt ? /* @__PURE__ */ jsx(RelativeTime, {
					date: article.publishedAt,
					serverNow
				}) : null,
				isAdvertorial(article) ? /* @__PURE__ */ jsxs("span", {
					className: "rounded-sm bg-yellow-300 px-1 text-[10px] font-bold uppercase text-yellow-950",
					children: ["Annonce", article.partner ? ` · ${article.partner}` : ""]
				}) : null,
				article.liveStatus === "live" ? /* @__PURE__ */ jsx(LiveBadge, {}) : null,
				/* @__PURE__ */ jsx(Link, {
					to: articlePath$1(article),
					tabIndex: hidden ? -1 : void 0,
					children: article.title
				})
			]
		}, article.id))
	});
}
/**
* Spec §2: the BREAKING ticker with the 5 latest headlines and their relative times. The list is
* rendered twice so the -50% scroll loops seamlessly; hover or focus pauses it, and with reduced
* motion it stands still (app.css turns the animation off) and the repeat is hidden.
*/
function BreakingTicker({ articles, serverNow }) {
	return /* @__PURE__ */ jsx("section", {
		"aria-label": "Breaking nyheder",
		className: "border-b border-border bg-foreground text-background",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-7xl items-stretch",
			children: [/* @__PURE__ */ jsx("p", {
				className: "flex shrink-0 items-center bg-primary px-3 py-2 text-xs font-black tracking-widest text-primary-foreground",
				children: "BREAKING"
			}), articles.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "flex items-center px-4 py-2 text-sm",
				children: "Følg med for de seneste fodboldnyheder..."
			}) : /* @__PURE__ */ jsx("div", {
				"data-ticker-viewport": true,
				className: "relative min-w-0 flex-1 overflow-hidden py-2 motion-reduce:overflow-x-auto",
				children: /* @__PURE__ */ jsxs("div", {
					className: "flex w-max animate-ticker hover:animation-paused focus-within:animation-paused",
					children: [/* @__PURE__ */ jsx(TickerItems, {
						articles,
						serverNow
					}), /* @__PURE__ */ jsx("div", {
						className: "flex motion-reduce:hidden",
						children: /* @__PURE__ */ jsx(TickerItems, {
							articles,
							serverNow,
							hidden: true
						})
					})]
				})
			})]
		})
	});
}
// app/features/articles/front-page-slots.ts
/**
* Where each of the front page's 30 newest goes (after the lead, index 0): 2 squares, the 3
* newest, 12 more with image and excerpt, the rest as compact rows (time, headline, category).
*/
var FRONT_PAGE_SLOTS = {
	squares: [1, 3],
	newest: [3, 6],
	more: [6, 18],
	updates: [18, 30]
};
var showsExcerpt = (index) => index === 0 || index >= FRONT_PAGE_SLOTS.newest[0] && index < FRONT_PAGE_SLOTS.more[1];
var showsImage = (index) => index < FRONT_PAGE_SLOTS.updates[0];
/**
* The 30 newest as the front page shows them: only the fields a card renders, and the excerpts of
* the squares and the compact rows and the images of the compact rows blanked, because the loader
* data goes into the page as its hydration data (a fifth of the front page's payload was text and
* image variants it never shows).
*/
function trimForFrontPage(latest) {
	return latest.map((article, index) => {
		const card = cardFields(article);
		if (!showsExcerpt(index)) card.excerpt = "";
		if (showsImage(index)) return card;
		return {
			...card,
			imageUrl: null,
			imageAlt: null,
			imageWidth: null,
			imageHeight: null,
			imageVariants: null
		};
	});
}
// app/features/articles/home-filter.ts
/** The prefixes the home page offers filter controls for (spec §2 route table). */
var HOME_FILTER_PREFIXES = [
	"liga",
	"transfer",
	"position",
	"nationalitet"
];
/**
* The tag a home page address filters by, or null. Accepted forms:
* - the spec's raw query `/?liga:premier-league` (any prefixed tag, e.g. `/?klub:fc-kobenhavn`);
* - `/?tag=liga:premier-league` (any tag, also free text);
* - `/?liga=premier-league`, which the filter forms send without JavaScript.
*/
function tagFilterFromSearch(search) {
	const params = new URLSearchParams(search);
	const explicit = params.get("tag");
	if (explicit?.trim()) return normalizeTag(explicit);
	for (const prefix of HOME_FILTER_PREFIXES) {
		const value = params.get(prefix);
		if (value?.trim()) return normalizeTag(`${prefix}:${value}`);
	}
	for (const [key, value] of params) if (value === "" && key.includes(":")) {
		const tag = normalizeTag(key);
		if (tag && splitTag(tag).prefix) return tag;
	}
	return null;
}
// app/lib/seo.ts
function absoluteUrl(site, pathOrUrl) {
	if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
	return `${site.publicUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
/** Title, description, canonical, Open Graph, Twitter and robots tags for one page. */
function pageMeta(input) {
	const { site } = input;
	const title = input.title ? `${input.title} | ${site.siteName}` : `${site.siteName} - ${site.siteDescription}`;
	const description = input.description ?? site.siteDescription;
	const url = absoluteUrl(site, /^https?:\/\//.test(input.path) ? input.path : canonicalPath(input.path));
	const tags = [
		{ title },
		{
			name: "description",
			content: description
		},
		{
			tagName: "link",
			rel: "canonical",
			href: url
		},
		{
			name: "robots",
			content: input.noindex ? "noindex, follow" : "index, follow, max-image-preview:large"
		},
		{
			property: "og:site_name",
			content: site.siteName
		},
		{
			property: "og:locale",
			content: "da_DK"
		},
		{
			property: "og:type",
			content: input.type ?? "website"
		},
		{
			property: "og:title",
			content: input.title ?? title
		},
		{
			property: "og:description",
			content: description
		},
		{
			property: "og:url",
			content: url
		},
		{
			name: "twitter:card",
			content: input.image ? "summary_large_image" : "summary"
		},
		{
			name: "twitter:title",
			content: input.title ?? title
		},
		{
			name: "twitter:description",
			content: description
		}
	];
	if (input.image) {
		const image = absoluteUrl(site, input.image);
		tags.push({
			property: "og:image",
			content: image
		}, {
			name: "twitter:image",
			content: image
		});
	}
	for (const item of input.jsonLd ?? []) tags.push({ "script:ld+json": item });
	return [...tags, ...input.extra ?? []];
}
/** The site info from the root loader, inside a route's `meta` function. */
function siteFromMatches(matches) {
	return (matches.find((m) => m?.id === "root")?.data)?.site ?? {
		siteName: "Forsiden",
		siteDescription: "Danske & Internationale fodboldnyheder 24/7",
		publicUrl: ""
	};
}
// app/features/articles/tag-vocabulary.ts
/** How each tag prefix is named to readers ('Liga: Premier League'). */
var TAG_PREFIX_LABELS = {
	liga: "Liga",
	klub: "Klub",
	transfer: "Transfer",
	position: "Position",
	nationalitet: "Nationalitet",
	spiller: "Spiller",
	type: "Type",
	annonce: "Annonce"
};
/** The home page's transfer filter (spec §2 query filter transfer:{value}). */
var TRANSFER_OPTIONS = [
	{
		value: "kobt",
		label: "Købt"
	},
	{
		value: "solgt",
		label: "Solgt"
	},
	{
		value: "rygte",
		label: "Rygte"
	},
	{
		value: "leje",
		label: "Leje"
	},
	{
		value: "fri-transfer",
		label: "Fri transfer"
	}
];
/** The home page's position filter. */
var POSITION_OPTIONS = [
	{
		value: "maalmand",
		label: "Målmand"
	},
	{
		value: "forsvar",
		label: "Forsvar"
	},
	{
		value: "midtbane",
		label: "Midtbane"
	},
	{
		value: "angreb",
		label: "Angreb"
	}
];
/** The home page's nationality filter. */
var NATIONALITY_OPTIONS = [
	{
		value: "dansk",
		label: "Dansk"
	},
	{
		value: "norsk",
		label: "Norsk"
	},
	{
		value: "svensk",
		label: "Svensk"
	},
	{
		value: "islandsk",
		label: "Islandsk"
	},
	{
		value: "finsk",
		label: "Finsk"
	},
	{
		value: "engelsk",
		label: "Engelsk"
	},
	{
		value: "tysk",
		label: "Tysk"
	},
	{
		value: "fransk",
		label: "Fransk"
	},
	{
		value: "spansk",
		label: "Spansk"
	},
	{
		value: "italiensk",
		label: "Italiensk"
	},
	{
		value: "hollandsk",
		label: "Hollandsk"
	},
	{
		value: "belgisk",
		label: "Belgisk"
	},
	{
		value: "portugisisk",
		label: "Portugisisk"
	},
	{
		value: "brasiliansk",
		label: "Brasiliansk"
	},
	{
		value: "argentinsk",
		label: "Argentinsk"
	}
];
/** Value labels that a plain capitalisation would get wrong (Danish letters lost in the slug). */
var KNOWN_VALUE_LABELS = Object.fromEntries([
	...TRANSFER_OPTIONS.map((o) => [`transfer:${o.value}`, o.label]),
	...POSITION_OPTIONS.map((o) => [`position:${o.value}`, o.label]),
	...NATIONALITY_OPTIONS.map((o) => [`nationalitet:${o.value}`, o.label])
]);
// app/features/articles/tag-style.ts
var PREFIX_COLORS = {
	liga: "border-blue-200 bg-blue-50 text-blue-800",
	klub: "border-red-200 bg-red-50 text-red-800",
	transfer: "border-green-200 bg-green-50 text-green-800",
	position: "border-purple-200 bg-purple-50 text-purple-800",
	nationalitet: "border-orange-200 bg-orange-50 text-orange-800",
	spiller: "border-amber-200 bg-amber-50 text-amber-900",
	type: "border-slate-200 bg-slate-100 text-slate-700",
	annonce: "border-yellow-300 bg-yellow-50 text-yellow-900"
};
var FREE_TEXT_COLOR = "border-gray-200 bg-gray-100 text-gray-700";
/** Spec §2: tags are coloured by prefix; free text is grey. */
function tagColorClass(tag) {
	const { prefix } = splitTag(tag);
	return prefix ? PREFIX_COLORS[prefix] : FREE_TEXT_COLOR;
}
/** "christian-eriksen" → "Christian Eriksen". */
function humanize(value) {
	return value.split("-").filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
function ownValue(record, key) {
	return Object.hasOwn(record, key) ? record[key] : void 0;
}
/** The value part as readers see it: 'Premier League', 'Købt', 'Christian Eriksen', 'derby'. */
function tagValueLabel(tag, names = {}) {
	const known = ownValue(names, tag) ?? ownValue(KNOWN_VALUE_LABELS, tag);
	if (known) return known;
	const { prefix, value } = splitTag(tag);
	return prefix ? humanize(value) : value;
}
/** The full label, naming the prefix: 'Liga: Premier League'; free text stays as written. */
function tagLabel$1(tag, names = {}) {
	const { prefix } = splitTag(tag);
	const value = tagValueLabel(tag, names);
	return prefix ? `${TAG_PREFIX_LABELS[prefix]}: ${value}` : value;
}
/** The filtered home page for a tag, in the spec's form `/?liga:premier-league`. */
function tagFilterHref(tag) {
	const { prefix } = splitTag(tag);
	return prefix ? `/?${tag}` : `/?tag=${encodeURIComponent(tag)}`;
}
// app/features/articles/home-meta.ts
/** Schema.org WebSite with the sitelinks search box pointing at /soeg. */
function websiteJsonLd(site) {
	return {
		"@context": "https://schema.org",
		"@type": "WebSite",
		name: site.siteName,
		url: absoluteUrl(site, "/"),
		potentialAction: {
			"@type": "SearchAction",
			target: {
				"@type": "EntryPoint",
				urlTemplate: absoluteUrl(site, "/soeg?q={search_term_string}")
			},
			"query-input": "required name=search_term_string"
		}
	};
}
/**
* The front page's head. Filtered by a tag it has the tag's own title and address, and an empty
* filter is noindex.
*/
function homeMeta(site, filter) {
	if (filter) return pageMeta({
		site,
		title: filter.label,
		description: `Seneste fodboldnyheder om ${filter.label}.`,
		path: tagFilterHref(filter.tag),
		noindex: filter.articles.length === 0
	});
	return pageMeta({
		site,
		path: "/",
		jsonLd: [websiteJsonLd(site)]
	});
}
// app/features/articles/home-filters.tsx
/**
* One GET form per prefix. Without JavaScript it sends `/?liga=premier-league`; with it, the page
* goes straight to the spec's address `/?liga:premier-league`.
*/
function FilterForm({ prefix, options, current }) {
	const id = useId();
	const navigate = useNavigate();
	const parsed = current ? splitTag(current) : null;
	const selected = parsed?.prefix === prefix ? parsed.value : "";
	const label = TAG_PREFIX_LABELS[prefix];
	function onSubmit(event) {
		event.preventDefault();
		const value = new FormData(event.currentTarget).get(prefix);
		navigate(typeof value === "string" && value ? tagFilterHref(`${prefix}:${value}`) : "/");
	}
	return /* @__PURE__ */ jsxs("form", {
		method: "get",
		action: "/",
		onSubmit,
		className: "filter-form",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "min-w-0 flex-1",
			children: [/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "filter-label",
				children: label
			}), /* @__PURE__ */ jsxs("select", {
				id,
				name: prefix,
				defaultValue: selected,
				className: "filter-select",
				children: [/* @__PURE__ */ jsx("option", {
					value: "",
					children: "Alle"
				}), options.map((o) => /* @__PURE__ */ jsx("option", {
					value: o.value,
					children: o.label
				}, o.value))]
			}, selected)]
		}), /* @__PURE__ */ jsx("button", {
			type: "submit",
			className: "filter-button",
			"aria-label": `Vis ${label.toLowerCase()}`,
			children: "Vis"
		})]
	});
}
/** Filter controls for the four prefixes of the spec's home query (liga, transfer, position, nationalitet). */
function HomeFilters({ current, leagues, narrow = false }) {
	const leagueOptions = leagues.map((l) => ({
		value: l.key,
		label: l.name
	}));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "filtrer-nyheder",
		className: "rounded-lg border border-border bg-card p-4",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "filtrer-nyheder",
			className: "mb-3 font-display text-base font-black",
			children: "Filtrer nyheder"
		}), /* @__PURE__ */ jsxs("div", {
			className: narrow ? "grid gap-3 sm:grid-cols-2" : "grid gap-3 sm:grid-cols-2 lg:grid-cols-4",
			children: [
				/* @__PURE__ */ jsx(FilterForm, {
					prefix: "liga",
					options: leagueOptions,
					current
				}),
				/* @__PURE__ */ jsx(FilterForm, {
					prefix: "transfer",
					options: TRANSFER_OPTIONS,
					current
				}),
				/* @__PURE__ */ jsx(FilterForm, {
					prefix: "position",
					options: POSITION_OPTIONS,
					current
				}),
				/* @__PURE__ */ jsx(FilterForm, {
					prefix: "nationalitet",
					options: NATIONALITY_OPTIONS,
					current
				})
			]
		})]
	});
}
// app/features/articles/most-read-list.tsx
/** The hydration data of the list: only the fields it renders. */
function mostReadFields(article) {
	const { id, slug, title, category, partner, views } = article;
	return {
		id,
		slug,
		title,
		category,
		partner,
		views
	};
}
/** Spec §2 'Mest læste': the 5 most read, numbered, most read first. */
function MostReadList({ articles }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "mest-laeste",
		className: "rounded-lg border border-border bg-card p-4",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "mest-laeste",
			className: "border-b-2 border-primary pb-2 font-display text-xl font-black",
			children: "Mest læste"
		}), /* @__PURE__ */ jsx("ol", {
			className: "divide-y divide-border",
			children: articles.map((article, i) => /* @__PURE__ */ jsxs("li", {
				"data-most-read-item": true,
				"data-views": article.views,
				className: "most-read-item",
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "most-read-rank",
					children: i + 1
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ jsx(Link, {
						to: articlePath$1(article),
						className: "most-read-link",
						children: article.title
					}), /* @__PURE__ */ jsxs("p", {
						className: "most-read-meta",
						children: [
							isAdvertorial(article) ? /* @__PURE__ */ jsx(AdvertorialLabel, { partner: article.partner }) : categoryLabel$1(article.category),
							/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: ", "
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "ml-2",
								children: [formatViews(article.views), " visninger"]
							})
						]
					})]
				})]
			}, article.id))
		})]
	});
}
// app/features/articles/home-page.tsx
/** Spec §8 'Home load failure' (also shown when there are no articles). */
function HomeLoadFailed() {
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "mx-auto max-w-xl px-4 py-16 text-center",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "font-display text-2xl font-bold",
			children: "Kunne ikke indlæse artikler"
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-2 text-muted-foreground",
			children: "Prøv at genindlæse siden"
		})]
	});
}
function SectionHeading({ id, children }) {
	return /* @__PURE__ */ jsx("h2", {
		id,
		className: "section-heading",
		children
	});
}
/** Spec §2 front page: the lead story, two squares, the newest, more, updates and the filters. */
function FrontPage({ latest, mostRead, now, leagues, renderAd, matchCentre }) {
	const [featured] = latest;
	const slot = (range) => latest.slice(...range);
	const squares = slot(FRONT_PAGE_SLOTS.squares);
	const newest = slot(FRONT_PAGE_SLOTS.newest);
	const more = slot(FRONT_PAGE_SLOTS.more);
	const updates = slot(FRONT_PAGE_SLOTS.updates);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-7xl px-4 py-6 xl:grid xl:grid-cols-[minmax(0,1fr)_255px] xl:grid-rows-[auto_1fr] xl:gap-x-8 xl:gap-y-6",
		children: [
			matchCentre ? /* @__PURE__ */ jsx("div", {
				className: "mb-6 xl:col-start-2 xl:row-start-1 xl:mb-0",
				children: /* @__PURE__ */ jsx(Suspense, { children: matchCentre })
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0 space-y-10 xl:col-start-1 xl:row-span-2 xl:row-start-1",
				children: [
					/* @__PURE__ */ jsx("h1", {
						className: "sr-only",
						children: "Seneste fodboldnyheder"
					}),
					/* @__PURE__ */ jsx(Suspense, { children: /* @__PURE__ */ jsxs("section", {
						"aria-label": "Tophistorier",
						className: "grid gap-6 md:grid-cols-3",
						children: [/* @__PURE__ */ jsx(FeaturedArticle, {
							article: featured,
							serverNow: now,
							className: "md:col-span-2"
						}), /* @__PURE__ */ jsx("div", {
							className: "grid grid-cols-2 gap-4 md:grid-cols-1 md:content-start",
							children: squares.map((a) => /* @__PURE__ */ jsx(SquareArticle, {
								article: a,
								serverNow: now
							}, a.id))
						})]
					}) }),
					renderAd("home-leaderboard-1", "hidden md:flex"),
					renderAd("home-mobile-1", "md:hidden"),
					/* @__PURE__ */ jsx(Suspense, { children: /* @__PURE__ */ jsxs("div", {
						className: "grid gap-8 lg:grid-cols-3",
						children: [/* @__PURE__ */ jsx(MostReadList, { articles: mostRead }), /* @__PURE__ */ jsxs("div", {
							className: "min-w-0 space-y-6 lg:col-span-2",
							children: [newest.length > 0 ? /* @__PURE__ */ jsxs("section", {
								"aria-labelledby": "seneste-nyheder",
								children: [/* @__PURE__ */ jsx(SectionHeading, {
									id: "seneste-nyheder",
									children: "Seneste Nyheder"
								}), /* @__PURE__ */ jsx("div", {
									className: "grid gap-4 sm:grid-cols-3 sm:gap-6",
									children: newest.map((a) => /* @__PURE__ */ jsx(ArticleCard, {
										article: a,
										serverNow: now,
										rowOnMobile: true
									}, a.id))
								})]
							}) : null, /* @__PURE__ */ jsx(HomeFilters, {
								current: null,
								leagues,
								narrow: true
							})]
						})]
					}) }),
					renderAd("home-wide", "hidden lg:flex"),
					renderAd("home-mobile-2", "md:hidden"),
					/* @__PURE__ */ jsx(Suspense, { children: more.length > 0 ? /* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "flere-nyheder",
						children: [/* @__PURE__ */ jsx(SectionHeading, {
							id: "flere-nyheder",
							children: "Flere Nyheder"
						}), /* @__PURE__ */ jsx("div", {
							className: "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3",
							children: more.map((a) => /* @__PURE__ */ jsx(ArticleCard, {
								article: a,
								serverNow: now,
								rowOnMobile: true
							}, a.id))
						})]
					}) : null }),
					renderAd("home-leaderboard-2", "hidden md:flex"),
					/* @__PURE__ */ jsx(Suspense, { children: updates.length > 0 ? /* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "seneste-opdateringer",
						children: [/* @__PURE__ */ jsx(SectionHeading, {
							id: "seneste-opdateringer",
							children: "Seneste Opdateringer"
						}), /* @__PURE__ */ jsx("div", {
							className: "grid divide-y divide-border md:grid-cols-2 md:gap-x-8 md:divide-y-0",
							children: updates.map((a) => /* @__PURE__ */ jsx("div", {
								className: "border-border md:border-b",
								children: /* @__PURE__ */ jsx(CompactArticleItem, {
									article: a,
									serverNow: now
								})
							}, a.id))
						})]
					}) : null })
				]
			}),
			/* @__PURE__ */ jsx("aside", {
				"aria-label": "Annoncer",
				className: "hidden xl:col-start-2 xl:row-start-2 xl:block",
				children: /* @__PURE__ */ jsx("div", {
					className: "sticky top-4",
					children: renderAd("home-sky")
				})
			})
		]
	});
}
/** The front page filtered by one tag (spec §2 filters): its articles, or an empty state. */
function FilteredPage({ filter, mostRead, now, leagues, renderAd }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-7xl space-y-8 px-4 py-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-end justify-between gap-4",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
					className: "text-sm font-semibold uppercase tracking-wide text-muted-foreground",
					children: "Filtreret efter"
				}), /* @__PURE__ */ jsx("h1", {
					className: "font-display text-3xl font-black",
					"data-filter-tag": filter.tag,
					children: filter.label
				})] }), /* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "font-semibold text-primary underline underline-offset-4",
					children: "Ryd filter"
				})]
			}),
			/* @__PURE__ */ jsx(HomeFilters, {
				current: filter.tag,
				leagues
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-8 lg:grid-cols-3",
				children: [/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "filter-resultater",
					className: "lg:col-span-2",
					children: [/* @__PURE__ */ jsxs("h2", {
						id: "filter-resultater",
						className: "sr-only",
						children: ["Artikler om ", filter.label]
					}), filter.articles.length === 0 ? /* @__PURE__ */ jsxs("div", {
						className: "rounded-lg border border-dashed border-border p-8 text-center",
						children: [/* @__PURE__ */ jsxs("p", {
							className: "font-semibold",
							children: [
								"Ingen artikler om ",
								filter.label,
								" endnu."
							]
						}), /* @__PURE__ */ jsxs("p", {
							className: "mt-1 text-sm text-muted-foreground",
							children: [
								"Prøv et andet filter, eller",
								" ",
								/* @__PURE__ */ jsx(Link, {
									to: "/",
									className: "text-primary underline",
									children: "se alle nyheder"
								}),
								"."
							]
						})]
					}) : /* @__PURE__ */ jsx("div", {
						className: "grid gap-6 sm:grid-cols-2",
						"data-filter-results": true,
						children: filter.articles.map((a) => /* @__PURE__ */ jsx(ArticleCard, {
							article: a,
							serverNow: now,
							headingLevel: 2
						}, a.id))
					})]
				}), /* @__PURE__ */ jsxs("div", {
					className: "space-y-6",
					children: [/* @__PURE__ */ jsx(MostReadList, { articles: mostRead }), renderAd("home-mobile-1", "md:hidden")]
				})]
			})
		]
	});
}
// app/features/match-centre/match-centre-days.ts
/** Issue 15: the phase of a live match, in Danish. */
var PHASE_LABELS = {
	first_half: "1. halvleg",
	half_time: "Pause",
	second_half: "2. halvleg",
	extra_time: "Forlænget",
	penalties: "Straffespark",
	full_time: "Slut"
};
/** Phases in which the clock runs, so the minute is worth showing. */
var RUNNING = /* @__PURE__ */ new Set([
	"first_half",
	"second_half",
	"extra_time"
]);
/** Start of the Copenhagen calendar day `offset` days from `now`'s day. */
function copenhagenDayStart(now, offset = 0) {
	const p = copenhagenParts(now);
	const day = new Date(Date.UTC(p.year, p.month - 1, p.day + offset));
	return fromCopenhagen(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}
/** [from, to) of the match centre's window around `now`. */
function matchCentreWindow(now) {
	return {
		from: copenhagenDayStart(now, -1),
		to: copenhagenDayStart(now, 4)
	};
}
var WEEKDAYS = [
	"Søndag",
	"Mandag",
	"Tirsdag",
	"Onsdag",
	"Torsdag",
	"Fredag",
	"Lørdag"
];
/** "jan.", …, "maj", … "dec.": da-DK's short month, the first three letters of the name. */
var shortMonth = (month) => {
	const name = DANISH_MONTHS$1[month - 1];
	return name.length > 3 ? `${name.slice(0, 3)}.` : name;
};
/** "I går", "I dag", "I morgen", else the Danish weekday and date ("Fredag 27. nov."). */
function dayLabel(kickoff, now) {
	const day = copenhagenDay(kickoff);
	for (const [offset, label] of [
		[-1, "I går"],
		[0, "I dag"],
		[1, "I morgen"]
	]) if (day === copenhagenDay(copenhagenDayStart(now, offset))) return label;
	const p = copenhagenParts(kickoff);
	return `${WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()]} ${p.day}. ${shortMonth(p.month)}`;
}
/** Kick-off on the Copenhagen clock, "18.00". */
var kickoffTime = (match) => formatClock(match.kickoffAt);
/** The status line above a match: kick-off time, the minute or phase while live, or 'Slut'. */
function statusText(match) {
	if (match.status === "finished") return "Slut";
	if (match.status !== "live") return kickoffTime(match);
	const phase = match.phase && match.phase in PHASE_LABELS ? PHASE_LABELS[match.phase] : null;
	if (match.minute != null && (match.phase == null || RUNNING.has(match.phase))) return phase ? `${match.minute}' · ${phase}` : `${match.minute}'`;
	return phase ?? "Live";
}
/** Scores are shown once a match has started; before that the cells stay empty. */
function shownScore(match, score) {
	return match.status === "upcoming" || score == null ? "" : String(score);
}
/** Danish football first, then the leagues in the overview's order, then cups and friendlies. */
function competitionRank(leagueKey) {
	if (leagueKey === "3f-superliga") return -1;
	const index = LEAGUES.findIndex((l) => l.key === leagueKey);
	return index === -1 ? LEAGUES.length : index;
}
/**
* Groups matches by Copenhagen day and, within a day, by competition, in kick-off order. Today
* comes first, then the days ahead, then yesterday's results ('I går'): the reader looks for
* today. Days before yesterday are dropped; yesterday keeps only its results. A live match is
* played now, so it is today's (issue 22: never under 'I morgen', nor dropped after midnight),
* first in its competition.
*/
function groupMatchesByDay(matches, now) {
	const yesterday = copenhagenDay(copenhagenDayStart(now, -1));
	const today = copenhagenDayStart(now);
	const days = /* @__PURE__ */ new Map();
	const isLive = (m) => m.status === "live" ? 0 : 1;
	const sorted = [...matches].sort((a, b) => isLive(a) - isLive(b) || +new Date(a.kickoffAt) - +new Date(b.kickoffAt));
	for (const match of sorted) {
		const shownOn = match.status === "live" ? today : new Date(match.kickoffAt);
		const day = copenhagenDay(shownOn);
		if (day < yesterday || day === yesterday && match.status !== "finished") continue;
		let group = days.get(day);
		if (!group) {
			group = {
				day,
				label: dayLabel(shownOn, now),
				competitions: []
			};
			days.set(day, group);
		}
		let competition = group.competitions.find((c) => c.competition === match.competition);
		if (!competition) {
			competition = {
				competition: match.competition,
				matches: []
			};
			group.competitions.push(competition);
		}
		competition.matches.push(match);
	}
	for (const group of days.values()) group.competitions.sort((a, b) => competitionRank(a.matches[0].leagueKey) - competitionRank(b.matches[0].leagueKey));
	const ordered = [...days.values()].sort((a, b) => a.day < b.day ? -1 : a.day > b.day ? 1 : 0);
	return [...ordered.filter((d) => d.day !== yesterday), ...ordered.filter((d) => d.day === yesterday)];
}
// app/features/match-centre/live-now-strip.tsx
/** "1–0" once the match has started, else an en dash. */
function scoreText(match) {
	const home = shownScore(match, match.homeScore);
	const away = shownScore(match, match.awayScore);
	return home === "" || away === "" ? "–" : `${home}–${away}`;
}
/**
* Issue 22: the 'LIVE NU' strip at the top of the front page, the live articles with the most
* recent update first. Rendered by the server only (it never appears after load, so nothing
* shifts); the page's one stream keeps the scores in `matches` current in place. Each entry is one
* link whose text names the match, the score and the minute (or the article's title).
*/
function LiveNowStrip({ items, matches }) {
	if (items.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "live-nu",
		"data-live-now": true,
		className: "border-b border-red-200 bg-red-50",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: "live-nu",
				className: "flex shrink-0 items-center gap-1.5 text-xs font-black tracking-widest text-red-700",
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "size-2 rounded-full bg-red-600"
				}), "LIVE NU"]
			}), /* @__PURE__ */ jsx("ul", {
				className: "flex min-w-0 gap-2 overflow-x-auto",
				children: items.map((item) => {
					const match = item.matchId ? matches.find((m) => m.id === item.matchId) : void 0;
					return /* @__PURE__ */ jsx("li", {
						"data-live-now-item": true,
						className: "shrink-0",
						children: /* @__PURE__ */ jsx(Link, {
							to: `/article/${item.slug}`,
							className: "flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md border border-red-200 bg-white px-3 text-sm font-semibold text-foreground hover:underline",
							children: match ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("span", { children: [
								match.homeTeam,
								" ",
								/* @__PURE__ */ jsx("span", {
									"data-live-now-score": true,
									className: "font-black tabular-nums",
									children: scoreText(match)
								}),
								" ",
								match.awayTeam
							] }), /* @__PURE__ */ jsx("span", {
								"data-live-now-status": true,
								className: "text-xs text-red-700",
								children: statusText(match)
							})] }) : item.title
						})
					}, item.id);
				})
			})]
		})
	});
}
// app/features/match-centre/match-centre.tsx
var SUPERLIGA_PATH = "/stillinger/3f-superliga";
var MOBILE_ROWS = 3;
function TeamName({ name, slug }) {
	if (!slug) return name;
	return /* @__PURE__ */ jsx(Link, {
		to: `/klubber/${slug}`,
		className: "team-link",
		children: name
	});
}
function TeamLine({ name, slug, score }) {
	return /* @__PURE__ */ jsxs("div", { children: [slug ? /* @__PURE__ */ jsx(Link, {
		to: `/klubber/${slug}`,
		children: name
	}) : /* @__PURE__ */ jsx("span", { children: name }), /* @__PURE__ */ jsx("span", {
		"data-score": true,
		children: score
	})] });
}
/** One match: a status line (kick-off, LIVE with minute/phase, or 'Slut') and two team lines. */
function MatchRow$1({ match }) {
	const live = match.status === "live";
	return /* @__PURE__ */ jsxs("li", {
		"data-match-id": match.id,
		"data-status": match.status,
		"data-kickoff": new Date(match.kickoffAt).toISOString(),
		className: "match-card",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [live ? /* @__PURE__ */ jsx("span", {
				"data-live-marker": true,
				className: "rounded-sm bg-red-600 px-1 text-[10px] font-black uppercase leading-4 text-white",
				children: "LIVE"
			}) : null, /* @__PURE__ */ jsx("span", {
				"data-match-status": true,
				children: statusText(match)
			})] }),
			/* @__PURE__ */ jsx(TeamLine, {
				name: match.homeTeam,
				slug: match.homeClubSlug,
				score: shownScore(match, match.homeScore)
			}),
			/* @__PURE__ */ jsx(TeamLine, {
				name: match.awayTeam,
				slug: match.awayClubSlug,
				score: shownScore(match, match.awayScore)
			}),
			match.liveSlug ? /* @__PURE__ */ jsxs(Link, {
				to: `/article/${match.liveSlug}`,
				"data-live-link": true,
				className: "flex h-6 items-center text-xs font-bold text-red-700 hover:underline",
				children: [match.status === "finished" ? "Læs live-bloggen" : "Følg kampen live", /* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: `(${match.homeTeam}–${match.awayTeam})`
				})]
			}) : null
		]
	});
}
/** The top of the 3F Superliga table: position, team, points; links to the full table. */
function MiniTable({ rows }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-mini-table": true,
		className: "w-56 shrink-0 rounded-md border border-border bg-card p-2.5 xl:w-auto",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: "mb-1 text-xs font-black uppercase tracking-wide",
				children: /* @__PURE__ */ jsx(Link, {
					to: SUPERLIGA_PATH,
					className: "hover:underline",
					children: "3F Superliga"
				})
			}),
			rows.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "text-xs text-muted-foreground",
				children: "Stillingen er ikke tilgængelig endnu."
			}) : /* @__PURE__ */ jsxs("table", {
				className: "w-full text-xs",
				children: [
					/* @__PURE__ */ jsx("caption", {
						className: "sr-only",
						children: "Toppen af stillingen i 3F Superliga"
					}),
					/* @__PURE__ */ jsx("thead", {
						className: "text-muted-foreground",
						children: /* @__PURE__ */ jsxs("tr", { children: [
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "w-6 text-left font-semibold",
								children: "#"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "text-left font-semibold",
								children: "Hold"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "w-6 text-right font-semibold",
								children: "P"
							})
						] })
					}),
					/* @__PURE__ */ jsx("tbody", { children: rows.map((row, i) => /* @__PURE__ */ jsxs("tr", {
						className: cn("h-6", i >= MOBILE_ROWS && "hidden xl:table-row"),
						children: [
							/* @__PURE__ */ jsx("td", {
								className: "tabular-nums",
								children: row.position
							}),
							/* @__PURE__ */ jsx("td", {
								className: "max-w-0 truncate",
								children: /* @__PURE__ */ jsx(TeamName, {
									name: row.team,
									slug: row.clubSlug
								})
							}),
							/* @__PURE__ */ jsx("td", {
								className: "text-right font-bold tabular-nums",
								children: row.points
							})
						]
					}, row.team)) })
				]
			}),
			/* @__PURE__ */ jsx(Link, {
				to: SUPERLIGA_PATH,
				className: "mt-1 inline-block text-xs font-semibold text-primary hover:underline",
				children: "Se hele stillingen"
			})
		]
	});
}
/**
* Issue 15's match centre: yesterday's results, today's and the next days' matches by day and
* competition, and the top of the Superliga table. A scrollable strip on small screens, a column
* from 1280 px. The HTML holds the latest state; the stream only refreshes scores: the page keeps
* `data.matches` current with `useLiveScores` once and passes them as `matches` (the 'LIVE NU'
* strip shows the same ones).
*/
function MatchCentre({ data, matches = data.matches, serverNow, className }) {
	const days = groupMatchesByDay(matches, new Date(serverNow));
	return /* @__PURE__ */ jsxs("section", {
		"data-match-centre": true,
		"aria-labelledby": "kampcenter",
		className: cn("min-w-0", className),
		children: [/* @__PURE__ */ jsx("h2", {
			id: "kampcenter",
			className: "mb-2 border-b-2 border-primary pb-1 font-display text-lg font-black",
			children: "Kampcenter"
		}), /* @__PURE__ */ jsxs("div", {
			"data-match-strip": true,
			className: "relative flex items-start gap-4 overflow-x-auto pb-2 xl:flex-col xl:items-stretch xl:overflow-visible xl:pb-0",
			children: [days.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "w-48 shrink-0 self-center text-sm text-muted-foreground xl:w-auto",
				children: "Ingen kampe i dag eller de næste dage."
			}) : days.map((day) => /* @__PURE__ */ jsxs("div", {
				"data-match-day": day.day,
				className: "match-day",
				children: [/* @__PURE__ */ jsx("h3", { children: day.label }), /* @__PURE__ */ jsx("div", { children: day.competitions.map((group) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h4", { children: group.competition }), /* @__PURE__ */ jsx("ul", { children: group.matches.map((match) => /* @__PURE__ */ jsx(MatchRow$1, { match }, match.id)) })] }, group.competition)) })]
			}, day.day)), /* @__PURE__ */ jsx(MiniTable, { rows: data.table })]
		})]
	});
}
// app/server/db/match-columns.ts
/**
* What every match list shows (issue 23: one home for the match columns): teams and their club
* pages, kick-off, competition, status and score. The match centre and the admin's list add what only
* they need (the club page needs no more).
*/
var matchColumns = {
	id: matches.id,
	homeTeam: matches.homeTeam,
	awayTeam: matches.awayTeam,
	homeClubSlug: matches.homeClubSlug,
	awayClubSlug: matches.awayClubSlug,
	kickoffAt: matches.kickoffAt,
	competition: matches.competition,
	status: matches.status,
	homeScore: matches.homeScore,
	awayScore: matches.awayScore
};
// app/features/match-centre/match-centre.server.ts
/** The mini-table's league and its length (issue 15: a compact 3F Superliga table). */
var MINI_TABLE_LEAGUE = "3f-superliga";
/**
* Issue 22: the slug of the match's public live article (the most recently updated one, if
* several), so its card links to the live blog (`articles_live_match_idx`). Written out with an
* alias: Drizzle leaves the columns of a one-table select unqualified, and `"id"` inside the
* subquery would be the article's. The condition is `publicListFilter()`'s.
*/
var liveSlugOfMatch = sql`(SELECT live.slug FROM articles AS live
  WHERE live.live_match_id = "matches"."id" AND live.is_draft = false AND live.published_at <= now()
    AND live.category <> 'Gossip'
  ORDER BY live.latest_at DESC LIMIT 1)`;
/** What a match card shows: teams, kick-off, competition and the live score. */
var matchCardColumns = {
	...matchColumns,
	leagueKey: matches.leagueKey,
	phase: matches.phase,
	minute: matches.minute
};
var centreMatchColumns = {
	...matchCardColumns,
	liveSlug: liveSlugOfMatch.as("live_slug")
};
/**
* Matches of yesterday, today and the next days, in kick-off order (the range scan runs on
* `matches_kickoff_idx`).
*/
function listCentreMatches(db, now, limit = 60) {
	const { from, to } = matchCentreWindow(now);
	return centreMatches(db).execute({
		from,
		to,
		limit
	});
}
var centreMatches = preparedPerDatabase((db) => db.select(centreMatchColumns).from(matches).where(and(gte(matches.kickoffAt, sql.placeholder("from")), lt(matches.kickoffAt, sql.placeholder("to")))).orderBy(asc(matches.kickoffAt)).limit(sql.placeholder("limit")).prepare(""));
/**
* The top of the league's table for its current season, in one statement: the league row gives
* the season, `standings_rows_league_season_position_idx` the order.
*/
function listMiniTable(db, leagueKey = MINI_TABLE_LEAGUE, rows = 6) {
	return miniTable(db).execute({
		leagueKey,
		rows
	});
}
var miniTable = preparedPerDatabase((db) => db.select({
	position: standingsRows.position,
	team: standingsRows.team,
	clubSlug: standingsRows.clubSlug,
	points: standingsRows.points
}).from(standingsRows).innerJoin(leagues, and(eq(leagues.key, standingsRows.leagueKey), eq(leagues.season, standingsRows.season))).where(eq(standingsRows.leagueKey, sql.placeholder("leagueKey"))).orderBy(asc(standingsRows.position), asc(standingsRows.team)).limit(sql.placeholder("rows")).prepare(""));
/**
* Issue 22: the public articles live now, the most recently updated first (`latest_at`), each
* with its match when it has one. `articles_live_idx` finds the handful of live rows.
*/
function listLiveNow(db, limit = 6) {
	return liveNow(db).execute({ limit });
}
var liveNow = preparedPerDatabase((db) => db.select({
	id: articles.id,
	slug: articles.slug,
	title: articles.title,
	latestAt: articles.latestAt,
	match: matchCardColumns
}).from(articles).leftJoin(matches, eq(matches.id, articles.liveMatchId)).where(and(eq(articles.liveStatus, "live"), publicListFilter())).orderBy(desc(articles.latestAt), asc(articles.id)).limit(sql.placeholder("limit")).prepare(""));
var iso$2 = (d) => new Date(d).toISOString();
function toLiveNowItem(row) {
	return {
		id: row.id,
		slug: row.slug,
		title: row.title,
		latestAt: row.latestAt ? iso$2(row.latestAt) : null,
		matchId: row.match?.id ?? null
	};
}
/** The 'LIVE NU' entries alone (the ticker of a filtered front page, which has no match centre). */
async function loadLiveNow(db) {
	return (await listLiveNow(db)).map(toLiveNowItem);
}
/**
* Everything the front page's match centre and 'LIVE NU' strip show: three statements, run side by
* side. A live article's match joins the centre's matches when it lies outside the window, so one
* list (and one stream) keeps every score on the page current.
*/
async function loadMatchCentre(db, now) {
	const [centreMatches, table, live] = await Promise.all([
		listCentreMatches(db, now),
		listMiniTable(db),
		listLiveNow(db)
	]);
	const all = centreMatches.map((m) => ({
		...m,
		kickoffAt: iso$2(m.kickoffAt)
	}));
	for (const item of live) if (item.match && !all.some((m) => m.id === item.match?.id)) all.push({
		...item.match,
		kickoffAt: iso$2(item.match.kickoffAt),
		liveSlug: item.slug
	});
	return {
		matches: all,
		table,
		live: live.map(toLiveNowItem)
	};
}
// app/features/match-centre/live-score.ts
/** The live stream's address (issue 15; served by the live feature). */
var MATCH_EVENTS_URL = "/live/kampe/events";
var STATUSES = /* @__PURE__ */ new Set([
	"upcoming",
	"live",
	"finished"
]);
var PHASES = /* @__PURE__ */ new Set([
	"first_half",
	"half_time",
	"second_half",
	"extra_time",
	"penalties",
	"full_time"
]);
var isScore = (v) => v === null || Number.isInteger(v) && v >= 0 && v < 1e3;
var isMinute = (v) => v === null || Number.isInteger(v) && v >= 0 && v <= 130;
/** The event in a message's data, or null when it is not one (a bad message changes nothing). */
function parseMatchEvent(data) {
	let value;
	try {
		value = JSON.parse(data);
	} catch {
		return null;
	}
	if (typeof value !== "object" || value === null) return null;
	const v = value;
	const phase = v.phase ?? null;
	const minute = v.minute ?? null;
	if (typeof v.id !== "string" || typeof v.status !== "string" || !STATUSES.has(v.status)) return null;
	if (!isScore(v.homeScore ?? null) || !isScore(v.awayScore ?? null) || !isMinute(minute)) return null;
	if (phase !== null && (typeof phase !== "string" || !PHASES.has(phase))) return null;
	return {
		id: v.id,
		status: v.status,
		homeScore: v.homeScore ?? null,
		awayScore: v.awayScore ?? null,
		phase,
		minute
	};
}
/**
* Applies one event to the match with its id: score, phase, minute and status (the LIVE marker).
* Returns the same array when nothing changes, so React skips the render.
*/
function applyMatchEvent(matches, event) {
	const index = matches.findIndex((m) => m.id === event.id);
	if (index === -1) return matches;
	const current = matches[index];
	const live = event.status === "live";
	const next = {
		...current,
		status: event.status,
		homeScore: event.homeScore,
		awayScore: event.awayScore,
		phase: live ? event.phase : null,
		minute: live ? event.minute : null
	};
	if (next.status === current.status && next.homeScore === current.homeScore && next.awayScore === current.awayScore && next.phase === current.phase && next.minute === current.minute) return matches;
	const copy = [...matches];
	copy[index] = next;
	return copy;
}
/** How close to kick-off (either side) an upcoming match makes the page listen. */
var LISTEN_WINDOW_MS = 108e5;
/**
* Open the stream only when something can change soon: a match is live, or one kicks off within
* the next hours (or should have kicked off in the last ones). Otherwise no request is made.
*/
function shouldListen(matches, now) {
	return matches.some((m) => {
		if (m.status === "live") return true;
		if (m.status !== "upcoming") return false;
		return Math.abs(new Date(m.kickoffAt).getTime() - now) <= LISTEN_WINDOW_MS;
	});
}
// app/features/match-centre/use-live-scores.ts
/**
* The server's matches, kept current by the live stream. The stream opens only when a match is
* live or about to start; a missing endpoint (404) closes the EventSource for good, so it is
* asked once and the server's HTML stays as it was.
*/
function useLiveScores(initial) {
	const [matches, setMatches] = useState(initial);
	useEffect(() => setMatches(initial), [initial]);
	const listen = shouldListen(initial, Date.now());
	useEffect(() => {
		if (!listen || typeof EventSource === "undefined") return;
		const source = new EventSource(MATCH_EVENTS_URL);
		const onMatch = (event) => {
			const parsed = parseMatchEvent(event.data);
			if (parsed) setMatches((current) => applyMatchEvent(current, parsed));
		};
		source.addEventListener("match", onMatch);
		source.onerror = () => {
			if (source.readyState === EventSource.CLOSED) source.close();
		};
		return () => source.close();
	}, [listen]);
	return matches;
}
// app/routes/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$8,
	default: () => home_default,
	loader: () => loader$46,
	meta: () => meta$37
});
/** Spec §9: home fetch 30 articles; most read 5; ticker 5. */
var HOME_ARTICLES = 30;
var MOST_READ = 5;
var TICKER = 5;
var LEAGUE_FILTER_OPTIONS = LEAGUES.map((l) => ({
	key: l.key,
	name: l.name
}));
async function loader$46({ request }) {
	const db = getDb();
	const filterTag = tagFilterFromSearch(new URL(request.url).search);
	const [latest, mostRead, filtered, clubNames, matchCentre, liveOnly] = await Promise.all([
		listLatestArticlesOfRequest(db, HOME_ARTICLES),
		listMostReadArticles(db, MOST_READ),
		filterTag ? listArticlesWithAnyTag(db, [filterTag], HOME_ARTICLES) : null,
		filterTag ? findClubNamesForTags(db, [filterTag]) : {},
		filterTag ? null : loadMatchCentre(db, /* @__PURE__ */ new Date()),
		filterTag ? loadLiveNow(db) : null
	]);
	const filter = filterTag ? {
		tag: filterTag,
		label: tagLabel$1(filterTag, {
			...LEAGUE_NAMES,
			...clubNames
		}),
		articles: (filtered ?? []).map(cardFields)
	} : null;
	return {
		latest: filter ? latest.slice(0, TICKER).map(cardFields) : trimForFrontPage(latest),
		mostRead: mostRead.map(mostReadFields),
		filter,
		matchCentre,
		liveOnly
	};
}
function meta$37({ matches, data }) {
	return homeMeta(siteFromMatches(matches), data?.filter ?? null);
}
var renderAd = (id, className) => /* @__PURE__ */ jsx(AdSlot, {
	id,
	className
});
var NO_MATCHES = [];
var home_default = UNSAFE_withComponentProps(function Home({ loaderData }) {
	const { now } = useRootData();
	const { latest, mostRead, filter, matchCentre, liveOnly } = loaderData;
	const page = {
		mostRead,
		now,
		leagues: LEAGUE_FILTER_OPTIONS,
		renderAd
	};
	const matches = useLiveScores(matchCentre?.matches ?? NO_MATCHES);
	const live = matchCentre?.live ?? liveOnly ?? [];
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		children: [
			/* @__PURE__ */ jsx(BreakingTicker, {
				articles: tickerArticles(live, latest, TICKER),
				serverNow: now
			}),
			matchCentre && !filter ? /* @__PURE__ */ jsx(LiveNowStrip, {
				items: matchCentre.live,
				matches
			}) : null,
			filter ? /* @__PURE__ */ jsx(FilteredPage, {
				filter,
				...page
			}) : latest.length === 0 ? /* @__PURE__ */ jsx(HomeLoadFailed, {}) : /* @__PURE__ */ jsx(FrontPage, {
				latest,
				...page,
				matchCentre: matchCentre ? /* @__PURE__ */ jsx(MatchCentre, {
					data: matchCentre,
					matches,
					serverNow: now
				}) : null
			})
		]
	});
});
var ErrorBoundary$8 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary() {
	return /* @__PURE__ */ jsx("main", {
		id: "main",
		children: /* @__PURE__ */ jsx(HomeLoadFailed, {})
	});
});
// app/features/articles/parse-article-body.ts
var INLINE_PATTERN = /\*\*(?=\S)([^\n]+?)\*\*|__(?=\S)([^\n]+?)__|\*(?=[^\s*])([^*\n]+?)\*|\[([^\]\n]+)\]\(([^()\s]+)\)|<u>([^\n]+?)<\/u>/;
/** Only absolute http(s) addresses become links; `javascript:`, `data:` and the like never do. */
function safeLinkHref(url) {
	if (!/^https?:\/\//i.test(url)) return null;
	try {
		const parsed = new URL(url);
		return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
	} catch {
		return null;
	}
}
function parseInline(text) {
	const nodes = [];
	let rest = text;
	while (rest) {
		const match = INLINE_PATTERN.exec(rest);
		if (!match) {
			nodes.push({
				type: "text",
				text: rest
			});
			break;
		}
		if (match.index > 0) nodes.push({
			type: "text",
			text: rest.slice(0, match.index)
		});
		const [, strongA, strongB, em, linkText, linkUrl, underline] = match;
		if (underline !== void 0) nodes.push({
			type: "underline",
			children: parseInline(underline)
		});
		else if (strongA !== void 0 || strongB !== void 0) nodes.push({
			type: "strong",
			children: parseInline(strongA ?? strongB)
		});
		else if (em !== void 0) nodes.push({
			type: "em",
			children: parseInline(em)
		});
		else {
			const href = safeLinkHref(linkUrl);
			const children = parseInline(linkText);
			if (href) nodes.push({
				type: "link",
				href,
				children
			});
			else nodes.push(...children);
		}
		rest = rest.slice(match.index + match[0].length);
	}
	return mergeText(nodes);
}
function mergeText(nodes) {
	const out = [];
	for (const node of nodes) {
		const last = out[out.length - 1];
		if (node.type === "text" && last?.type === "text") last.text += node.text;
		else out.push(node);
	}
	return out;
}
var HEADING = /^(#{1,6})\s+(.+)$/;
var BULLET = /^[-*+]\s+(.*)$/;
var NUMBERED = /^\d+[.)]\s+(.*)$/;
var QUOTE = /^>\s?(.*)$/;
function parseBlock(lines) {
	const heading = HEADING.exec(lines[0]);
	if (heading) {
		const block = {
			type: "heading",
			level: heading[1].length <= 2 ? 2 : 3,
			content: parseInline(heading[2].trim())
		};
		const rest = lines.slice(1);
		return rest.length > 0 ? [block, ...parseBlock(rest)] : [block];
	}
	if (lines.every((line) => BULLET.test(line))) return [{
		type: "list",
		ordered: false,
		items: lines.map((line) => parseInline(BULLET.exec(line)[1]))
	}];
	if (lines.every((line) => NUMBERED.test(line))) return [{
		type: "list",
		ordered: true,
		items: lines.map((line) => parseInline(NUMBERED.exec(line)[1]))
	}];
	if (lines.every((line) => QUOTE.test(line))) return [{
		type: "quote",
		lines: lines.map((line) => parseInline(QUOTE.exec(line)[1]))
	}];
	return [{
		type: "paragraph",
		lines: lines.map((line) => parseInline(line))
	}];
}
/** Spec §2: the body is split on blank lines into blocks; single newlines are line breaks. */
function parseArticleBody(content) {
	const text = (content ?? "").replace(/\r\n?/g, "\n");
	const blocks = [];
	for (const chunk of text.split(/\n[ \t]*\n/)) {
		const lines = chunk.split("\n").map((line) => line.trim()).filter(Boolean);
		if (lines.length > 0) blocks.push(...parseBlock(lines));
	}
	return blocks;
}
/** The block's visible text, markup removed (how a reader sees where it ends). */
function inlineText(nodes) {
	return nodes.map((node) => node.type === "text" ? node.text : inlineText(node.children)).join("");
}
/**
* Issue 22: a block whose text ends in ':' introduces what follows ('Det skal du holde øje med:'
* before its list). A heading is a title, never an introduction.
*/
function introducesList(block) {
	const lines = block.type === "list" ? block.items : block.type === "heading" ? [] : block.lines;
	const last = lines[lines.length - 1];
	return last ? /:\s*$/.test(inlineText(last)) : false;
}
/**
* The first boundary at or after `index` (before block `index`) that does not fall between a
* block ending in ':' and the list it introduces; `blocks.length` is the end of the body.
*/
function adBoundary(blocks, index) {
	let at = index;
	while (at > 0 && at < blocks.length && blocks[at].type === "list" && introducesList(blocks[at - 1])) at++;
	return at;
}
/**
* Spec §2: ad slots separate the parts – one before the body, a second after block 3 when there
* are more than 3 blocks, a third after block 6 when there are more than 6. Issue 22: a slot never
* separates an introduction ending in ':' from its list; it moves to the next boundary (after
* the list, at the latest the end of the body), and the third always stays after the second.
* A third with no boundary left after the second is left out rather than set beside it.
*/
function withAdSlots(blocks) {
	const before = /* @__PURE__ */ new Map();
	const place = (slot, index) => before.set(index, [...before.get(index) ?? [], slot]);
	place(1, 0);
	let second = -1;
	if (blocks.length > 3) {
		second = adBoundary(blocks, 3);
		place(2, second);
	}
	if (blocks.length > 6) {
		const third = adBoundary(blocks, Math.max(6, second + 1));
		if (third <= blocks.length) place(3, third);
	}
	const parts = [];
	const slotsAt = (index) => {
		for (const slot of before.get(index) ?? []) parts.push({
			kind: "ad",
			slot
		});
	};
	blocks.forEach((block, index) => {
		slotsAt(index);
		parts.push({
			kind: "block",
			block,
			index
		});
	});
	slotsAt(blocks.length);
	return parts;
}
// app/features/articles/article-body.tsx
function InlineNodeView({ node }) {
	if (node.type === "text") return /* @__PURE__ */ jsx(Fragment$1, { children: node.text });
	if (node.type === "strong") return /* @__PURE__ */ jsx("strong", { children: /* @__PURE__ */ jsx(Inline, { nodes: node.children }) });
	if (node.type === "em") return /* @__PURE__ */ jsx("em", { children: /* @__PURE__ */ jsx(Inline, { nodes: node.children }) });
	if (node.type === "underline") return /* @__PURE__ */ jsx("u", { children: /* @__PURE__ */ jsx(Inline, { nodes: node.children }) });
	return /* @__PURE__ */ jsx("a", {
		href: node.href,
		target: "_blank",
		rel: "noopener nofollow",
		className: "font-medium text-primary underline underline-offset-2",
		children: /* @__PURE__ */ jsx(Inline, { nodes: node.children })
	});
}
function Inline({ nodes }) {
	return /* @__PURE__ */ jsx(Fragment$1, { children: nodes.map((node, i) => /* @__PURE__ */ jsx(InlineNodeView, { node }, i)) });
}
/** Lines of one block with <br> between them (spec §2: line breaks inside a paragraph). */
function Lines({ lines }) {
	return /* @__PURE__ */ jsx(Fragment$1, { children: lines.map((line, i) => /* @__PURE__ */ jsxs(Fragment, { children: [i > 0 ? /* @__PURE__ */ jsx("br", {}) : null, /* @__PURE__ */ jsx(Inline, { nodes: line })] }, i)) });
}
function Block({ block }) {
	switch (block.type) {
		case "heading": return block.level === 2 ? /* @__PURE__ */ jsx("h2", {
			className: "mt-8 font-display text-2xl font-bold",
			children: /* @__PURE__ */ jsx(Inline, { nodes: block.content })
		}) : /* @__PURE__ */ jsx("h3", {
			className: "mt-6 font-display text-xl font-bold",
			children: /* @__PURE__ */ jsx(Inline, { nodes: block.content })
		});
		case "list": {
			const items = block.items.map((item, i) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Inline, { nodes: item }) }, i));
			return block.ordered ? /* @__PURE__ */ jsx("ol", {
				className: "list-decimal space-y-1 pl-6",
				children: items
			}) : /* @__PURE__ */ jsx("ul", {
				className: "list-disc space-y-1 pl-6",
				children: items
			});
		}
		case "quote": return /* @__PURE__ */ jsx("blockquote", {
			className: "border-l-4 border-primary pl-4 text-lg italic text-foreground/80",
			children: /* @__PURE__ */ jsx(Lines, { lines: block.lines })
		});
		case "paragraph": return /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Lines, { lines: block.lines }) });
	}
}
/** The body built as React elements, never as HTML strings, with the ad slots between its parts. */
function ArticleBody({ content, renderAd }) {
	const blocks = parseArticleBody(content);
	const parts = withAdSlots(blocks);
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-5 text-[1.075rem] leading-relaxed",
		"data-article-body": true,
		children: [parts.map((part) => part.kind === "ad" ? /* @__PURE__ */ jsx(Fragment, { children: renderAd(part.slot) }, `ad-${part.slot}`) : /* @__PURE__ */ jsx(Block, { block: part.block }, `block-${part.index}`)), blocks.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "text-muted-foreground",
			children: "Ingen artikelindhold tilgængeligt."
		}) : null]
	});
}
// app/features/articles/article-json-ld.ts
/** An ISO 8601 timestamp, or undefined when there is no date. */
function iso$1(value) {
	if (!value) return void 0;
	return typeof value === "string" ? value : value.toISOString();
}
/**
* Schema.org NewsArticle (an agent's article is by an Organization, a journalist's by a Person,
* none by the site) and the BreadcrumbList Forsiden › {category} › {title}.
*/
function articleJsonLd(site, article, keywords) {
	const url = absoluteUrl(site, articlePath$1(article));
	const published = iso$1(article.publishedAt);
	const modified = iso$1(article.updatedAt) ?? published;
	const publisher = {
		"@type": "Organization",
		name: site.siteName,
		url: absoluteUrl(site, "/"),
		logo: {
			"@type": "ImageObject",
			url: absoluteUrl(site, "/favicon.svg")
		}
	};
	const author = article.author ? {
		"@type": article.isAgentGenerated ? "Organization" : "Person",
		name: article.author,
		...article.authorSlug && !article.isAgentGenerated ? { url: absoluteUrl(site, authorPath(article.authorSlug)) } : {}
	} : {
		"@type": "Organization",
		name: site.siteName
	};
	return [{
		"@context": "https://schema.org",
		"@type": "NewsArticle",
		headline: article.title,
		description: article.excerpt,
		mainEntityOfPage: {
			"@type": "WebPage",
			"@id": url
		},
		url,
		...article.imageUrl ? { image: [absoluteUrl(site, article.imageUrl)] } : {},
		datePublished: published,
		dateModified: modified,
		articleSection: categoryLabel$1(article.category),
		...keywords.length ? { keywords: keywords.join(", ") } : {},
		inLanguage: "da-DK",
		author,
		publisher
	}, {
		"@context": "https://schema.org",
		"@type": "BreadcrumbList",
		itemListElement: [
			{
				"@type": "ListItem",
				position: 1,
				name: "Forsiden",
				item: absoluteUrl(site, "/")
			},
			{
				"@type": "ListItem",
				position: 2,
				name: categoryLabel$1(article.category)
			},
			{
				"@type": "ListItem",
				position: 3,
				name: article.title,
				item: url
			}
		]
	}];
}
// app/features/articles/article-meta.ts
/**
* The article page's head: title, description, Open Graph article times, section and tags, and
* the JSON-LD. A staff preview (draft or scheduled) is noindex.
*/
function articleMeta(site, article, tagNames, preview) {
	const published = iso$1(article.publishedAt);
	const modified = iso$1(article.updatedAt) ?? published;
	const keywords = (article.tags ?? []).map((tag) => tagValueLabel(tag, tagNames));
	return pageMeta({
		site,
		title: article.title,
		description: article.excerpt || void 0,
		path: articlePath$1(article),
		image: article.imageUrl,
		type: "article",
		noindex: preview,
		extra: [
			...published ? [{
				property: "article:published_time",
				content: published
			}] : [],
			...modified ? [{
				property: "article:modified_time",
				content: modified
			}] : [],
			{
				property: "article:section",
				content: categoryLabel$1(article.category)
			},
			...keywords.map((keyword) => ({
				property: "article:tag",
				content: keyword
			}))
		],
		jsonLd: articleJsonLd(site, article, keywords)
	});
}
/** Spec §2: the not-found page (also drafts and scheduled articles for readers) is noindex. */
function articleNotFoundMeta(site, slugOrId) {
	return pageMeta({
		site,
		title: "Artikel ikke fundet",
		description: "Den artikel du leder efter eksisterer ikke.",
		path: `/article/${slugOrId}`,
		noindex: true
	});
}
// app/features/articles/share-buttons.tsx
/** Share links built from plain URLs: no third-party scripts are loaded. */
function shareLinks(url, title) {
	const u = encodeURIComponent(url);
	const t = encodeURIComponent(title);
	return {
		facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
		x: `https://x.com/intent/post?url=${u}&text=${t}`,
		mail: `mailto:?subject=${t}&body=${u}`
	};
}
function ShareButtons({ url, title }) {
	const [copied, setCopied] = useState(false);
	const links = shareLinks(url, title);
	async function copy() {
		try {
			await navigator.clipboard.writeText(url);
			setCopied(true);
			setTimeout(() => setCopied(false), 2500);
		} catch (error) {
			console.error("Kunne ikke kopiere linket", error);
		}
	}
	const linkClass = "inline-flex h-8 items-center gap-1.5 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-accent";
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap items-center gap-2",
		"data-share-url": url,
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "text-sm font-semibold text-muted-foreground",
				children: "Del:"
			}),
			/* @__PURE__ */ jsxs(Button, {
				type: "button",
				variant: "outline",
				size: "sm",
				onClick: copy,
				children: [copied ? /* @__PURE__ */ jsx(Check, { "aria-hidden": "true" }) : /* @__PURE__ */ jsx(Link2, { "aria-hidden": "true" }), /* @__PURE__ */ jsx("span", {
					"aria-live": "polite",
					children: copied ? "Link kopieret" : "Kopiér link"
				})]
			}),
			/* @__PURE__ */ jsx("a", {
				className: linkClass,
				href: links.facebook,
				target: "_blank",
				rel: "noopener noreferrer",
				children: "Facebook"
			}),
			/* @__PURE__ */ jsx("a", {
				className: linkClass,
				href: links.x,
				target: "_blank",
				rel: "noopener noreferrer",
				children: "X"
			}),
			/* @__PURE__ */ jsxs("a", {
				className: linkClass,
				href: links.mail,
				children: [/* @__PURE__ */ jsx(Mail$1, {
					"aria-hidden": "true",
					className: "size-4"
				}), "E-mail"]
			})
		]
	});
}
// app/features/articles/tag-badges.tsx
/** Club tags first, then the rest in their stored order. */
function orderTagsForDisplay(tags) {
	return [...tags.filter((t) => splitTag(t).prefix === "klub"), ...tags.filter((t) => splitTag(t).prefix !== "klub")];
}
/** Spec §2: club and tag badges, coloured by prefix; clicking one filters the home page by it. */
function TagBadges({ tags, names }) {
	if (tags.length === 0) return null;
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": "Emner",
		className: "flex flex-wrap gap-2",
		children: orderTagsForDisplay(tags).map((tag) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: tagFilterHref(tag),
			"data-tag": tag,
			title: `Se flere om ${tagLabel$1(tag, names)}`,
			className: cn("inline-flex min-h-8 items-center rounded-full border px-3 py-1 text-xs font-semibold transition-opacity hover:opacity-80", tagColorClass(tag)),
			children: tagValueLabel(tag, names)
		}) }, tag))
	});
}
// app/features/articles/use-article-view.ts
function viewStorageKey(articleId) {
	return `forsiden:visning:${articleId}`;
}
/**
* Spec §4: after the page has loaded, the view is counted once. One POST per visit: a key in
* sessionStorage stops a reload in the same tab from counting again. Failures are only logged.
*/
function useArticleView(articleId) {
	useEffect(() => {
		const key = viewStorageKey(articleId);
		try {
			if (sessionStorage.getItem(key)) return;
			sessionStorage.setItem(key, "1");
		} catch {}
		fetch(`/api/articles/${articleId}/view`, {
			method: "POST",
			keepalive: true
		}).then((response) => {
			if (!response.ok) throw new Error(`HTTP ${response.status}`);
		}).catch((error) => {
			console.error("Kunne ikke registrere visningen", error);
			try {
				sessionStorage.removeItem(key);
			} catch {}
		});
	}, [articleId]);
}
// app/features/articles/article-view.tsx
/** Spec §2: the article page's not-found state. */
function ArticleNotFound() {
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-3xl px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "font-display text-3xl font-black",
				children: "Artikel ikke fundet"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-muted-foreground",
				children: "Den artikel du leder efter eksisterer ikke."
			}),
			/* @__PURE__ */ jsx(Button, {
				asChild: true,
				className: "mt-8",
				children: /* @__PURE__ */ jsxs(Link, {
					to: "/",
					children: [/* @__PURE__ */ jsx(ArrowLeft, { "aria-hidden": "true" }), "Tilbage til forsiden"]
				})
			})
		]
	});
}
/** Staff preview of a draft or a scheduled article: a banner above the page. */
function ArticlePreviewBanner({ isDraft }) {
	return /* @__PURE__ */ jsxs("p", {
		role: "status",
		className: "bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900",
		children: [
			"Forhåndsvisning: ",
			isDraft ? "artiklen er en kladde" : "artiklen er planlagt",
			" og kan ikke ses af læserne endnu."
		]
	});
}
/**
* One article: header, image, share buttons, the body with its inline ads, and "Læs også".
* The ad slots come from the route (`renderAd`), so this feature does not import ads.
*/
function ArticleView({ article, related, tagNames, renderAd, live }) {
	const { site, now } = useRootData();
	useArticleView(article.id);
	const shareUrl = `${site.publicUrl}${articlePath$1(article)}`;
	const tags = article.tags ?? [];
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-7xl px-4 py-6 xl:grid xl:grid-cols-[minmax(0,1fr)_255px] xl:gap-10",
		children: [/* @__PURE__ */ jsxs("article", {
			className: "mx-auto min-w-0 max-w-3xl",
			"data-article-id": article.id,
			children: [
				/* @__PURE__ */ jsx(Button, {
					asChild: true,
					variant: "ghost",
					size: "sm",
					className: "-ml-3",
					children: /* @__PURE__ */ jsxs(Link, {
						to: "/",
						children: [/* @__PURE__ */ jsx(ArrowLeft, { "aria-hidden": "true" }), "Tilbage til forsiden"]
					})
				}),
				/* @__PURE__ */ jsxs("header", {
					className: "mt-4",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "flex flex-wrap items-center gap-3 text-sm",
							children: [
								/* @__PURE__ */ jsx(Badge, {
									"data-category": true,
									children: categoryLabel$1(article.category)
								}),
								isAdvertorial(article) ? /* @__PURE__ */ jsx(AdvertorialLabel, { partner: article.partner }) : null,
								article.publishedAt ? /* @__PURE__ */ jsx(RelativeTime, {
									date: article.publishedAt,
									serverNow: now,
									className: "text-muted-foreground"
								}) : null
							]
						}),
						/* @__PURE__ */ jsx("h1", {
							className: "mt-3 font-display text-3xl font-black leading-tight md:text-5xl",
							children: article.title
						}),
						article.excerpt ? /* @__PURE__ */ jsx("p", {
							className: "mt-4 text-lg leading-relaxed text-muted-foreground md:text-xl",
							children: readerExcerpt(article)
						}) : null,
						/* @__PURE__ */ jsxs("p", {
							className: "mt-4 text-sm",
							children: [article.author ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
								"Af",
								" ",
								/* @__PURE__ */ jsx(Byline, {
									name: article.author,
									slug: article.isAgentGenerated ? null : article.authorSlug
								}),
								article.publishedAt ? " · " : null
							] }) : null, article.publishedAt ? /* @__PURE__ */ jsx("time", {
								dateTime: iso$1(article.publishedAt),
								className: "text-muted-foreground",
								children: formatDanishDateTime(article.publishedAt)
							}) : null]
						}),
						/* @__PURE__ */ jsx("div", {
							className: "mt-4",
							children: /* @__PURE__ */ jsx(TagBadges, {
								tags,
								names: tagNames
							})
						})
					]
				}),
				article.imageUrl ? /* @__PURE__ */ jsxs("figure", {
					className: "mt-6",
					children: [/* @__PURE__ */ jsx(ResponsiveImage, {
						image: {
							url: article.imageUrl,
							width: article.imageWidth,
							height: article.imageHeight,
							variants: article.imageVariants
						},
						alt: article.imageAlt ?? article.title,
						sizes: "(min-width: 768px) 768px, 100vw",
						aspectRatio: 16 / 9,
						priority: true,
						className: "overflow-hidden rounded-lg bg-muted"
					}), article.imageCredit ? /* @__PURE__ */ jsxs("figcaption", {
						className: "mt-2 text-xs text-muted-foreground",
						children: ["Foto: ", article.imageCredit]
					}) : null]
				}) : null,
				/* @__PURE__ */ jsx("div", {
					className: "mt-6",
					children: /* @__PURE__ */ jsx(ShareButtons, {
						url: shareUrl,
						title: article.title
					})
				}),
				live ? /* @__PURE__ */ jsx("div", {
					className: "mt-6",
					children: live
				}) : null,
				/* @__PURE__ */ jsx("div", {
					className: "mt-6",
					children: /* @__PURE__ */ jsx(ArticleBody, {
						content: article.content,
						renderAd: (slot) => renderAd(`article-inline-${slot}`)
					})
				}),
				renderAd("article-mobile-1", "mt-8 md:hidden"),
				related.length > 0 ? /* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "laes-ogsaa",
					className: "mt-12 border-t border-border pt-6",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "laes-ogsaa",
						className: "mb-4 font-display text-2xl font-black",
						children: "Læs også"
					}), /* @__PURE__ */ jsx("div", {
						className: "grid gap-6 sm:grid-cols-3",
						"data-related": true,
						children: related.map((a) => /* @__PURE__ */ jsx(ArticleCard, {
							article: a,
							serverNow: now
						}, a.id))
					})]
				}) : null
			]
		}), /* @__PURE__ */ jsx("aside", {
			"aria-label": "Annoncer",
			className: "hidden xl:block",
			children: /* @__PURE__ */ jsx("div", {
				className: "sticky top-4",
				children: renderAd("article-sky")
			})
		})]
	});
}
/** The writer's display name, linked to their author page when they have one (issue 14). */
function Byline({ name, slug }) {
	if (!slug) return /* @__PURE__ */ jsx("span", {
		className: "font-semibold",
		children: name
	});
	return /* @__PURE__ */ jsx(Link, {
		to: authorPath(slug),
		rel: "author",
		className: "font-semibold underline-offset-4 hover:underline",
		children: name
	});
}
var TAG_CANDIDATES = 20;
/**
* Spec §7 "Related": other published, non-Gossip articles. With tags: the latest 20 tagged
* candidates, keep those sharing a tag, used when there are at least 3 (first 3). Otherwise the
* latest 3 of the same category (default 'Nyheder').
*/
async function findRelatedArticles(db, article) {
	const tags = new Set(article.tags ?? []);
	if (tags.size > 0) {
		const sharing = (await taggedCandidates(db).execute({ id: article.id })).filter((c) => (c.tags ?? []).some((t) => tags.has(t)));
		if (sharing.length >= 3) return sharing.slice(0, 3).map(({ tags: _, ...card }) => card);
	}
	return latestOfCategory(db).execute({
		id: article.id,
		category: article.category || "Nyheder"
	});
}
var others = () => and(publicListFilter(), ne(articles.id, sql.placeholder("id")));
var taggedCandidates = preparedPerDatabase((db) => db.select({
	...articleCardColumns,
	tags: articles.tags
}).from(articles).leftJoin(media, eq(media.url, articles.imageUrl)).where(and(others(), isNotNull(articles.tags))).orderBy(desc(articles.publishedAt)).limit(TAG_CANDIDATES).prepare(""));
var latestOfCategory = preparedPerDatabase((db) => db.select(articleCardColumns).from(articles).leftJoin(media, eq(media.url, articles.imageUrl)).where(and(others(), eq(articles.category, sql.placeholder("category")))).orderBy(desc(articles.publishedAt)).limit(3).prepare(""));
// app/features/live/use-live-stream.ts
var EVENTS = [
	"update",
	"update-deleted",
	"pinned",
	"score",
	"match",
	"reset"
];
var POLL_MS = 5e3;
/**
* Subscribes to a live stream (SSE) from `after` on; the browser reconnects with Last-Event-ID by
* itself. Where EventSource is missing or keeps failing, it polls the JSON twin instead.
*/
function useLiveStream(url, after, onMessage) {
	const handler = useRef(onMessage);
	handler.current = onMessage;
	useEffect(() => {
		if (!url) return;
		let last = after;
		let source = null;
		let timer;
		let stopped = false;
		let failures = 0;
		const deliver = (message) => {
			if (message.event !== "reset" && message.id <= last) return;
			if (message.id > last) last = message.id;
			handler.current(message);
		};
		const poll = async () => {
			if (stopped) return;
			try {
				const response = await fetch(`${url}.json?after=${last}`, { headers: { Accept: "application/json" } });
				if (response.ok) {
					const body = await response.json();
					if (body.reset) deliver({
						id: last,
						event: "reset",
						data: {}
					});
					for (const message of body.events) deliver(message);
				}
			} catch {}
			timer = setTimeout(poll, POLL_MS);
		};
		const open = () => {
			if (typeof EventSource === "undefined") {
				poll();
				return;
			}
			source = new EventSource(`${url}?after=${last}`);
			for (const name of EVENTS) source.addEventListener(name, (e) => {
				failures = 0;
				const message = e;
				deliver({
					id: Number(message.lastEventId || last),
					event: name,
					data: JSON.parse(message.data)
				});
			});
			source.onopen = () => {
				failures = 0;
			};
			source.onerror = () => {
				failures++;
				if (source && (source.readyState === EventSource.CLOSED || failures >= 3)) {
					source.close();
					source = null;
					poll();
				}
			};
		};
		open();
		return () => {
			stopped = true;
			source?.close();
			if (timer) clearTimeout(timer);
		};
	}, [url, after]);
}
// app/features/live/live-blog.tsx
function sortUpdates(list) {
	return [...list].sort((a, b) => a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);
}
function TeamLogo({ team }) {
	return /* @__PURE__ */ jsxs("span", {
		className: "flex min-w-0 flex-1 flex-col items-center gap-1 text-center",
		children: [team.logoUrl ? /* @__PURE__ */ jsx("img", {
			src: team.logoUrl,
			alt: "",
			width: 40,
			height: 40,
			className: "size-10 object-contain",
			loading: "lazy"
		}) : /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "size-10 rounded-full bg-muted"
		}), /* @__PURE__ */ jsx("span", {
			className: "font-semibold text-sm leading-tight",
			children: team.name
		})]
	});
}
/** The score header: teams with logos, score, minute or phase, a red LIVE marker while live. */
function LiveScoreHeader({ match, liveStatus }) {
	const { now } = useRootData();
	const clock = match ? liveStatus === "pre" ? "" : clockLabel(match) : "";
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": "Livedækning",
		"data-live-header": true,
		"data-live-status": liveStatus,
		className: "rounded-lg border border-border bg-card p-4",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center justify-between gap-2 text-xs text-muted-foreground",
			children: [
				/* @__PURE__ */ jsx("span", { children: match?.competition ?? "Livedækning" }),
				liveStatus === "live" ? /* @__PURE__ */ jsx(LiveBadge, {}) : null,
				liveStatus === "pre" ? /* @__PURE__ */ jsx("span", { children: "Før kampen" }) : null,
				liveStatus === "ended" ? /* @__PURE__ */ jsx("span", { children: "Slut" }) : null
			]
		}), match ? /* @__PURE__ */ jsxs("div", {
			className: "mt-3 flex items-center gap-3",
			children: [
				/* @__PURE__ */ jsx(TeamLogo, { team: match.home }),
				/* @__PURE__ */ jsxs("div", {
					className: "flex shrink-0 flex-col items-center",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "font-display font-black text-3xl tabular-nums",
						"data-live-score": true,
						children: [
							match.homeScore ?? 0,
							"–",
							match.awayScore ?? 0
						]
					}), /* @__PURE__ */ jsx("span", {
						className: "text-sm text-muted-foreground",
						"data-live-clock": true,
						children: liveStatus === "pre" ? /* @__PURE__ */ jsxs(Fragment$1, { children: ["Kampstart ", /* @__PURE__ */ jsx(RelativeTime, {
							date: match.kickoffAt,
							serverNow: now,
							variant: "event"
						})] }) : clock
					})]
				}),
				/* @__PURE__ */ jsx(TeamLogo, { team: match.away })
			]
		}) : null]
	});
}
function UpdateItem({ update, renderBody }) {
	const type = update.eventType;
	return /* @__PURE__ */ jsxs("li", {
		"data-live-update": update.id,
		"data-pinned": update.pinned || void 0,
		className: "live-update",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "live-update-head",
				children: [
					update.minute != null ? /* @__PURE__ */ jsxs("span", {
						className: "live-update-minute",
						children: [update.minute, "'"]
					}) : null,
					type ? /* @__PURE__ */ jsxs("span", {
						className: "inline-flex items-center gap-1 font-semibold",
						"data-live-event": type,
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: EVENT_ICONS[type]
						}), EVENT_LABELS[type]]
					}) : null,
					/* @__PURE__ */ jsx("time", {
						dateTime: update.createdAt,
						title: formatDanishDateTime(update.createdAt),
						className: "live-update-time",
						children: formatClock(update.createdAt)
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-1",
				children: renderBody(update.body)
			}),
			update.imageUrl ? /* @__PURE__ */ jsx("img", {
				src: update.imageUrl,
				alt: update.imageAlt ?? "",
				className: "mt-2 w-full rounded-md",
				loading: "lazy"
			}) : null
		]
	});
}
/**
* The reader's live blog: server-rendered with the latest state, then kept current by the stream.
* A reader who scrolled past the top of the list gets a 'Nye opdateringer (n)' button instead of
* a jump.
*/
function LiveBlog({ initial, renderBody }) {
	const [updates, setUpdates] = useState(() => sortUpdates(initial.updates));
	const [held, setHeld] = useState([]);
	const [match, setMatch] = useState(initial.match);
	const [liveStatus, setLiveStatus] = useState(initial.liveStatus);
	const listRef = useRef(null);
	const onMessage = useCallback((message) => {
		if (message.event === "reset") {
			window.location.reload();
			return;
		}
		if (message.event === "update") {
			const update = message.data;
			setUpdates((list) => {
				if (list.some((u) => u.id === update.id)) return list.map((u) => u.id === update.id ? update : u);
				if (listRef.current && listRef.current.getBoundingClientRect().top < 0) {
					setHeld((h) => [...h.filter((u) => u.id !== update.id), update]);
					return list;
				}
				return sortUpdates([update, ...list]);
			});
			setHeld((h) => h.map((u) => u.id === update.id ? update : u));
		} else if (message.event === "update-deleted") {
			const { id } = message.data;
			setUpdates((list) => list.filter((u) => u.id !== id));
			setHeld((h) => h.filter((u) => u.id !== id));
		} else if (message.event === "pinned") {
			const { id } = message.data;
			setUpdates((list) => list.map((u) => ({
				...u,
				pinned: u.id === id
			})));
		} else if (message.event === "score") {
			const state = message.data;
			setLiveStatus(state.liveStatus);
			setMatch((m) => m && state.id === m.id ? {
				...m,
				...state
			} : m);
		}
	}, []);
	useLiveStream(`/live/${initial.articleId}/events`, initial.lastSeq, onMessage);
	const showHeld = () => {
		setUpdates((list) => sortUpdates([...held, ...list.filter((u) => !held.some((h) => h.id === u.id))]));
		setHeld([]);
		listRef.current?.scrollIntoView({
			behavior: "smooth",
			block: "start"
		});
	};
	const pinned = updates.find((u) => u.pinned);
	const rest = updates.filter((u) => u !== pinned);
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-4",
		"data-live-blog": initial.articleId,
		children: [
			/* @__PURE__ */ jsx(LiveScoreHeader, {
				match,
				liveStatus
			}),
			held.length > 0 ? /* @__PURE__ */ jsxs("button", {
				type: "button",
				onClick: showHeld,
				className: "fixed bottom-4 left-1/2 z-40 -translate-x-1/2 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground text-sm shadow-lg",
				children: [
					"Nye opdateringer (",
					held.length,
					")"
				]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				ref: listRef,
				"aria-live": "polite",
				children: [pinned ? /* @__PURE__ */ jsxs("div", {
					className: "mb-2 rounded-md border border-primary/40 bg-primary/5 px-3",
					"data-live-pinned": true,
					children: [/* @__PURE__ */ jsx("p", {
						className: "pt-2 font-semibold text-primary text-xs uppercase",
						children: "Fastgjort"
					}), /* @__PURE__ */ jsx("ul", { children: /* @__PURE__ */ jsx(UpdateItem, {
						update: pinned,
						renderBody
					}) })]
				}) : null, rest.length > 0 ? /* @__PURE__ */ jsx("ul", {
					"data-live-updates": true,
					children: rest.map((update) => /* @__PURE__ */ jsx(UpdateItem, {
						update,
						renderBody
					}, update.id))
				}) : pinned ? null : /* @__PURE__ */ jsx("p", {
					className: "text-muted-foreground text-sm",
					children: "Ingen opdateringer endnu."
				})]
			})
		]
	});
}
// app/features/live/live-json-ld.ts
/** Plain text of a markdown update for a headline: no markup, first line, at most 110 characters. */
function headlineOf(markdown) {
	const line = markdown.split("\n").find((line) => line.trim())?.replace(/!\[[^\]]*\]\([^)]*\)/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*_#>`]/g, "").trim() || "Opdatering";
	return line.length > 110 ? `${line.slice(0, 109)}…` : line;
}
/**
* Schema.org LiveBlogPosting for a live article (issue 15): coverage times, the match as a
* SportsEvent, and the newest updates as `liveBlogUpdate` BlogPostings.
*/
function liveBlogJsonLd(page, live, maxUpdates = 50) {
	const match = live.match;
	return {
		"@context": "https://schema.org",
		"@type": "LiveBlogPosting",
		"@id": `${page.url}#live`,
		url: page.url,
		headline: page.title,
		...page.description ? { description: page.description } : {},
		inLanguage: "da-DK",
		...live.coverageStartedAt ? { coverageStartTime: live.coverageStartedAt } : {},
		...live.coverageEndedAt ? { coverageEndTime: live.coverageEndedAt } : {},
		...match ? { about: {
			"@type": "SportsEvent",
			name: `${match.home.name} – ${match.away.name}`,
			startDate: match.kickoffAt,
			homeTeam: {
				"@type": "SportsTeam",
				name: match.home.name
			},
			awayTeam: {
				"@type": "SportsTeam",
				name: match.away.name
			}
		} } : {},
		liveBlogUpdate: live.updates.slice(0, maxUpdates).map((update) => ({
			"@type": "BlogPosting",
			"@id": `${page.url}#update-${update.id}`,
			headline: update.eventType ? `${update.minute != null ? `${update.minute}' ` : ""}${EVENT_LABELS[update.eventType]}: ${headlineOf(update.body)}` : headlineOf(update.body),
			articleBody: update.body,
			datePublished: update.createdAt,
			dateModified: update.updatedAt,
			...update.imageUrl ? { image: update.imageUrl } : {}
		}))
	};
}
// app/routes/article.tsx
var article_exports = /* @__PURE__ */ __exportAll({
	default: () => article_default,
	loader: () => loader$45,
	meta: () => meta$36
});
async function loader$45({ params, context }) {
	const db = getDb();
	const staff = isStaff(context.session?.user.role);
	const article = await findArticleForPage(db, params.slugOrId, { includeDrafts: staff });
	if (!article) return data({
		article: null,
		related: [],
		tagNames: {},
		preview: false,
		live: null
	}, { status: 404 });
	const preview = !isPublishedNow(article);
	const tags = article.tags ?? [];
	const [related, clubNames, live] = await Promise.all([
		findRelatedArticles(db, article),
		findClubNamesForTags(db, tags),
		loadLiveBlog(db, article)
	]);
	return {
		article,
		related: related.map(cardFields),
		tagNames: {
			...LEAGUE_NAMES,
			...clubNames
		},
		preview,
		live
	};
}
function meta$36({ matches, data, params }) {
	const site = siteFromMatches(matches);
	if (!data?.article) return articleNotFoundMeta(site, params.slugOrId);
	const meta = articleMeta(site, data.article, data.tagNames, data.preview);
	if (!data.live) return meta;
	const page = {
		url: absoluteUrl(site, articlePath$1(data.article)),
		title: data.article.title,
		description: data.article.excerpt
	};
	return [...meta, { "script:ld+json": liveBlogJsonLd(page, data.live) }];
}
var renderLiveBody = (markdown) => /* @__PURE__ */ jsx(ArticleBody, {
	content: markdown,
	renderAd: () => null
});
var article_default = UNSAFE_withComponentProps(function ArticlePage({ loaderData }) {
	const { article, related, tagNames, preview, live } = loaderData;
	if (!article) return /* @__PURE__ */ jsx(ArticleNotFound, {});
	const shortArticle = isShortArticle(article.content);
	const renderAd = (id, className) => /* @__PURE__ */ jsx(AdSlot, {
		id,
		className,
		shortArticle
	});
	const view = /* @__PURE__ */ jsx(ArticleView, {
		article,
		related,
		tagNames,
		renderAd,
		live: live ? /* @__PURE__ */ jsx(LiveBlog, {
			initial: live,
			renderBody: renderLiveBody
		}, live.articleId) : void 0
	}, article.id);
	if (!preview) return view;
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(ArticlePreviewBanner, { isDraft: article.isDraft }), view] });
});
// app/features/clubs/club-details.ts
/**
* Spec §7 club articles: the club-derived tags. `klub:{slug}` plus the tag an editor gets by
* writing the club's name or short name ("klub:FC København" → "klub:fc-kobenhavn").
*/
function clubNewsTags(club) {
	const values = [
		club.slug,
		toSlugValue(club.name),
		club.shortName ? toSlugValue(club.shortName) : ""
	];
	return [...new Set(values.filter(Boolean).map((v) => `klub:${v}`))];
}
/** The website as readers see it: no scheme, no trailing slash ("fck.dk"). */
function websiteLabel(website) {
	return website.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/+$/, "");
}
/**
* Spec §3: websites are stored without scheme; links always use https. Returns null for values
* that are not a plain host name (so a stored "javascript:…" never becomes a link).
*/
function websiteHref(website) {
	if (!website) return null;
	const label = websiteLabel(website);
	if (!/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#].*)?$/u.test(label)) return null;
	return `https://${label}`;
}
/** Where a club's logo comes from: the uploaded logo, else the bundled crest by slug (spec §3). */
function clubLogoSrc(club) {
	return club.logoUrl || `/logos/${encodeURIComponent(club.slug)}.svg`;
}
// app/features/clubs/club-logo.tsx
/**
* A club's logo (spec §3: logo_url, else the bundled crest by slug). When the image cannot load,
* a placeholder icon takes its place with 'Billede ikke tilgængeligt' (spec §2).
*/
function ClubLogo({ club, size, priority = false, showFailureText = true, className }) {
	const [failed, setFailed] = useState(false);
	const ref = useRef(null);
	const src = clubLogoSrc(club);
	useEffect(() => {
		const img = ref.current;
		if (img?.complete && img.naturalWidth === 0) setFailed(true);
	}, []);
	if (failed) return /* @__PURE__ */ jsxs("span", {
		role: "img",
		"aria-label": `${club.name}: Billede ikke tilgængeligt`,
		className: cn("flex shrink-0 flex-col items-center justify-center gap-0.5 rounded-md bg-muted text-center text-muted-foreground", className),
		style: {
			width: size,
			height: size
		},
		children: [/* @__PURE__ */ jsx(ImageOff, {
			"aria-hidden": "true",
			className: "size-5"
		}), showFailureText ? /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "px-0.5 text-[9px] leading-tight",
			children: "Billede ikke tilgængeligt"
		}) : null]
	});
	return /* @__PURE__ */ jsx("img", {
		ref,
		src,
		alt: `${club.name} logo`,
		width: size,
		height: size,
		loading: priority ? "eager" : "lazy",
		decoding: "async",
		onError: () => setFailed(true),
		className: cn("shrink-0 object-contain", className),
		style: {
			width: size,
			height: size
		}
	});
}
// app/features/clubs/club-card.tsx
/** Spec §2 club card: logo, name, league, location and stadium; links to the club page. */
function ClubCard({ club }) {
	return /* @__PURE__ */ jsxs(Link, {
		to: clubPath(club.slug),
		className: "group flex h-full items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
		"data-testid": "club-card",
		children: [/* @__PURE__ */ jsx(ClubLogo, {
			club,
			size: 56
		}), /* @__PURE__ */ jsxs("span", {
			className: "flex min-w-0 flex-col",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "truncate font-bold group-hover:text-primary",
					children: club.name
				}),
				/* @__PURE__ */ jsx("span", {
					className: "text-xs font-semibold uppercase tracking-wide text-primary",
					children: club.league
				}),
				club.location || club.stadium ? /* @__PURE__ */ jsxs("span", {
					className: "mt-1 flex items-start gap-1 text-sm text-muted-foreground",
					children: [/* @__PURE__ */ jsx(MapPin, {
						"aria-hidden": "true",
						className: "mt-0.5 size-3.5 shrink-0"
					}), /* @__PURE__ */ jsx("span", {
						className: "min-w-0",
						children: [club.location, club.stadium].filter(Boolean).join(" · ")
					})]
				}) : null
			]
		})]
	});
}
/** A grid of club cards (/klubber's sections). */
function ClubGrid({ clubs }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
		children: clubs.map((club) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ClubCard, { club }) }, club.slug))
	});
}
// app/lib/club-countries.ts
/**
* Spec §9: the countries a club can belong to and the leagues of each. One list, read by the club
* admin, the public club directory and the sample data.
*/
var CLUB_COUNTRIES = [
	"Danmark",
	"England",
	"Tyskland",
	"Italien",
	"Frankrig",
	"Spanien",
	"Norge",
	"Sverige",
	"Finland",
	"Island",
	"Brasilien",
	"Argentina"
];
/** The league every national team belongs to. */
var NATIONAL_TEAM_LEAGUE = "Landshold";
/** Spec §9: the leagues each country's clubs can belong to, in display order. */
var LEAGUES_BY_COUNTRY = {
	Danmark: [
		"3F Superliga",
		"Betinia Liga",
		NATIONAL_TEAM_LEAGUE
	],
	England: [
		"Premier League",
		"Championship",
		NATIONAL_TEAM_LEAGUE
	],
	Tyskland: [
		"Bundesliga",
		"2. Bundesliga",
		NATIONAL_TEAM_LEAGUE
	],
	Italien: [
		"Serie A",
		"Serie B",
		NATIONAL_TEAM_LEAGUE
	],
	Frankrig: [
		"Ligue 1",
		"Ligue 2",
		NATIONAL_TEAM_LEAGUE
	],
	Spanien: [
		"La Liga",
		"Segunda División",
		NATIONAL_TEAM_LEAGUE
	],
	Norge: ["Eliteserien", NATIONAL_TEAM_LEAGUE],
	Sverige: ["Allsvenskan", NATIONAL_TEAM_LEAGUE],
	Finland: ["Veikkausliiga", NATIONAL_TEAM_LEAGUE],
	Island: ["Úrvalsdeild", NATIONAL_TEAM_LEAGUE],
	Brasilien: ["Série A", NATIONAL_TEAM_LEAGUE],
	Argentina: ["Primera División", NATIONAL_TEAM_LEAGUE]
};
// app/features/clubs/club-queries.server.ts
/** What a club card needs. */
var clubCardColumns = {
	id: clubs.id,
	slug: clubs.slug,
	name: clubs.name,
	shortName: clubs.shortName,
	league: clubs.league,
	country: clubs.country,
	location: clubs.location,
	stadium: clubs.stadium,
	logoUrl: clubs.logoUrl
};
/**
* Spec §7: the club list ordered by league then name, filtered by country unless Landshold.
* Landshold shows every national team; a country shows its club leagues (its national team is
* listed under Landshold).
*/
function listClubsForFilter(db, filter) {
	const where = filter === "Landshold" ? eq(clubs.league, NATIONAL_TEAM_LEAGUE) : and(eq(clubs.country, filter), ne(clubs.league, NATIONAL_TEAM_LEAGUE));
	return db.select(clubCardColumns).from(clubs).where(where).orderBy(asc(clubs.league), asc(clubs.name));
}
/** Clubs by slug, in the order the slugs are given (missing ones are skipped). */
async function listClubsBySlugs(db, slugs) {
	if (slugs.length === 0) return [];
	const rows = await db.select(clubCardColumns).from(clubs).where(inArray(clubs.slug, [...slugs]));
	const bySlug = new Map(rows.map((r) => [r.slug, r]));
	return slugs.flatMap((s) => bySlug.get(s) ?? []);
}
/** The clubs of one league, by name. */
function listClubsInLeague(db, league) {
	return db.select(clubCardColumns).from(clubs).where(eq(clubs.league, league)).orderBy(asc(clubs.name));
}
/** Spec §7: one club by slug, with everything the club page shows. */
async function findClubBySlug(db, slug) {
	const [club] = await db.select({
		...clubCardColumns,
		description: clubs.description,
		website: clubs.website,
		founded: clubs.founded,
		updatedAt: clubs.updatedAt
	}).from(clubs).where(eq(clubs.slug, slug));
	return club;
}
/** The fields the generated crest is drawn from. */
async function findClubCrest(db, slug) {
	const [club] = await db.select({
		name: clubs.name,
		shortName: clubs.shortName,
		primaryColor: clubs.primaryColor,
		secondaryColor: clubs.secondaryColor
	}).from(clubs).where(eq(clubs.slug, slug));
	return club;
}
// app/features/clubs/featured-clubs.ts
/** The league whose clubs open /klubber. */
var FEATURED_LEAGUE = "3F Superliga";
/** The big European clubs on /klubber, in the order shown (slugs of the seeded clubs). */
var FEATURED_EUROPEAN_CLUB_SLUGS = [
	"real-madrid",
	"fc-barcelona",
	"manchester-city",
	"liverpool",
	"arsenal",
	"manchester-united",
	"chelsea",
	"bayern-munchen",
	"borussia-dortmund",
	"inter",
	"ac-milan",
	"juventus",
	"napoli",
	"paris-saint-germain",
	"atletico-madrid"
];
// app/routes/klubber.tsx
var klubber_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$7,
	default: () => klubber_default,
	loader: () => loader$44,
	meta: () => meta$35
});
async function loader$44() {
	const db = getDb();
	const [superliga, european] = await Promise.all([listClubsInLeague(db, FEATURED_LEAGUE), listClubsBySlugs(db, FEATURED_EUROPEAN_CLUB_SLUGS)]);
	return {
		superliga,
		european
	};
}
function meta$35({ matches }) {
	return pageMeta({
		site: siteFromMatches(matches),
		title: "Klubber",
		description: "Klubberne i 3F Superligaen og Europas største klubber: nyheder, kampe og fakta.",
		path: "/klubber"
	});
}
var klubber_default = UNSAFE_withComponentProps(function Klubber({ loaderData }) {
	const { superliga, european } = loaderData;
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-7xl px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-black tracking-tight",
				children: "Klubber"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 max-w-2xl text-muted-foreground",
				children: "Nyheder, kampe og fakta om klubberne i 3F Superligaen og Europas største klubber."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-6 flex flex-col gap-3 sm:flex-row",
				children: [/* @__PURE__ */ jsxs(Link, {
					to: "/alle-klubber",
					className: "inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-5 py-3 font-bold text-primary-foreground shadow-sm hover:bg-primary/90",
					children: ["Se alle klubber", /* @__PURE__ */ jsx(ArrowRight, {
						"aria-hidden": "true",
						className: "size-4"
					})]
				}), /* @__PURE__ */ jsxs(Link, {
					to: "/stillinger",
					className: "inline-flex items-center justify-center gap-2 rounded-lg border border-input bg-card px-5 py-3 font-bold hover:border-primary hover:text-primary",
					children: [/* @__PURE__ */ jsx(ListOrdered$1, {
						"aria-hidden": "true",
						className: "size-4"
					}), "Se stillinger"]
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "superliga",
				className: "mt-10",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "superliga",
					className: "border-b-2 border-primary pb-2 text-xl font-black tracking-tight",
					children: FEATURED_LEAGUE
				}), /* @__PURE__ */ jsx(ClubGrid, { clubs: superliga })]
			}),
			european.length > 0 ? /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "europa",
				className: "mt-10",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "europa",
					className: "border-b-2 border-primary pb-2 text-xl font-black tracking-tight",
					children: "Store klubber i Europa"
				}), /* @__PURE__ */ jsx(ClubGrid, { clubs: european })]
			}) : null
		]
	});
});
var ErrorBoundary$7 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary() {
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-7xl px-4 py-16 text-center",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold",
			children: "Kunne ikke indlæse klubber"
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-2 text-muted-foreground",
			children: "Prøv at genindlæse siden"
		})]
	});
});
// app/components/ui/input.tsx
function Input({ className, type, ...props }) {
	return /* @__PURE__ */ jsx("input", {
		type,
		"data-slot": "input",
		className: cn("h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-base shadow-xs outline-none transition-[color,box-shadow] selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm", "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50", "aria-invalid:border-destructive aria-invalid:ring-destructive/20", className),
		...props
	});
}
// app/features/clubs/club-geography.ts
/** The country filter of /alle-klubber (spec §2); the countries themselves live in lib/club-countries. */
/** Spec §2: the filter buttons of /alle-klubber, in this order. */
var COUNTRY_FILTERS = [
	NATIONAL_TEAM_LEAGUE,
	"Danmark",
	"England",
	"Tyskland",
	"Italien",
	"Frankrig",
	"Spanien"
];
var DEFAULT_CLUB_FILTER = "Danmark";
/**
* The filter chosen by `?land=`. Any of the spec's countries is accepted (the buttons show the
* first six); anything else falls back to the default, compared case-insensitively.
*/
function parseClubFilter(value) {
	const wanted = (value ?? "").trim().toLocaleLowerCase("da-DK");
	if (!wanted) return DEFAULT_CLUB_FILTER;
	if (wanted === "Landshold".toLocaleLowerCase("da-DK")) return NATIONAL_TEAM_LEAGUE;
	return CLUB_COUNTRIES.find((c) => c.toLocaleLowerCase("da-DK") === wanted) ?? "Danmark";
}
/** The leagues shown for a filter, in display order: a country's club leagues, or just Landshold. */
function leaguesForFilter(filter) {
	if (filter === "Landshold") return [NATIONAL_TEAM_LEAGUE];
	return LEAGUES_BY_COUNTRY[filter].filter((l) => l !== NATIONAL_TEAM_LEAGUE);
}
// app/lib/search-fold.ts
/**
* Forgiving search in the browser and in TypeScript (ADR 0015): the same folding as the database's
* `forsiden_fold(text)` (migration 0009) and pg_trgm-style trigram similarity, so the club
* directory's live filter and the "Mente du …?" word choice agree with the SQL searches.
*/
var DIACRITICS = /[\u0300-\u036f]/g;
var SPELLED = {
	æ: "ae",
	ø: "o",
	å: "a",
	ß: "ss",
	œ: "oe",
	ł: "l",
	đ: "d",
	ð: "d",
	þ: "th"
};
/**
* Lower case without accents, Danish spellings folded together: "Brøndby", "Broendby" and
* "Brondby" all become "brondby", "Aalborg" and "Ålborg" both "alborg", "Næstved" "naestved".
*/
function foldText(text) {
	return text.toLowerCase().replace(/[æøåßœłđðþ]/g, (c) => SPELLED[c] ?? c).normalize("NFKD").replace(DIACRITICS, "").replace(/oe/g, "o").replace(/aa/g, "a");
}
/** pg_trgm's words: runs of letters and digits. */
function words(text) {
	return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}
/** The trigrams of one word as pg_trgm makes them: two spaces before, one after. */
function wordTrigrams(word) {
	const padded = `  ${word} `;
	const out = [];
	for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
	return out;
}
/** The set of trigrams of a (folded) text. */
function trigrams(text) {
	return new Set(words(text).flatMap(wordTrigrams));
}
/** pg_trgm `similarity(a, b)`: shared trigrams over all trigrams of both (0–1). */
function similarity(a, b) {
	const ta = trigrams(a);
	const tb = trigrams(b);
	if (ta.size === 0 || tb.size === 0) return 0;
	let shared = 0;
	for (const t of ta) if (tb.has(t)) shared++;
	return shared / (ta.size + tb.size - shared);
}
/**
* pg_trgm `word_similarity(query, text)`: how well the query matches the best stretch of the
* text's trigrams (0–1); "brondy" against "brondby vinder" is 5/7.
*/
function wordSimilarity(query, text) {
	const tq = trigrams(query);
	if (tq.size === 0) return 0;
	const ordered = words(text).flatMap(wordTrigrams);
	let best = 0;
	for (let start = 0; start < ordered.length; start++) {
		if (!tq.has(ordered[start])) continue;
		const extent = /* @__PURE__ */ new Set();
		let shared = 0;
		for (let end = start; end < ordered.length; end++) {
			const t = ordered[end];
			if (!extent.has(t)) {
				extent.add(t);
				if (tq.has(t)) shared++;
			}
			if (tq.has(t)) best = Math.max(best, shared / (tq.size + extent.size - shared));
		}
	}
	return best;
}
/**
* The query with each word that none of `known` contains replaced by its closest word in
* `vocabulary` (original spelling, e.g. "Brøndby" for "brondy"); null when nothing changes.
*/
function correctQuery(query, vocabulary, minSimilarity = .4) {
	const candidates = /* @__PURE__ */ new Map();
	for (const text of vocabulary) for (const word of words(text)) {
		const folded = foldText(word);
		if (folded.length >= 3 && !candidates.has(folded)) candidates.set(folded, word);
	}
	let changed = false;
	const corrected = query.split(/\s+/).map((word) => {
		const folded = foldText(word);
		if (folded.length < 3 || candidates.has(folded)) return word;
		let best = null;
		for (const [candidate, original] of candidates) {
			const score = similarity(folded, candidate);
			if (score >= minSimilarity && (!best || score > best.score)) best = {
				word: original,
				score
			};
		}
		if (!best) return word;
		changed = true;
		return best.word;
	});
	return changed ? corrected.join(" ").trim() : null;
}
// app/features/clubs/club-search.ts
/** Lowercase with collapsed spaces (Danish letters kept). */
function lower(text) {
	return text.toLocaleLowerCase("da-DK").replace(/\s+/g, " ").trim();
}
/** How well a club matches: lower is better; null when it does not match. */
var CLUB_MATCH = {
	exact: 0,
	prefix: 1,
	name: 2,
	other: 3,
	similar: 4
};
/**
* Spec §5 club search, forgiving (ADR 0015): a case-insensitive substring of the name, short name
* ("FCK"), location or league, with Danish letters folded both ways ("Brondby", "Broendby" and
* "Brøndby"), or, from four letters, a name or location one typo away ("Brøndy"). The rank puts
* an exact name first, then names starting with the query, other name matches, other fields,
* and near misses last.
*/
function clubMatchRank(club, query) {
	const q = lower(query);
	if (!q) return CLUB_MATCH.exact;
	const fq = foldText(q);
	const names = [club.name, club.shortName].filter((f) => typeof f === "string" && f.length > 0);
	const others = [club.location, club.league].filter((f) => typeof f === "string" && f.length > 0);
	const contains = (f) => lower(f).includes(q) || foldText(lower(f)).includes(fq);
	if (names.some((f) => foldText(lower(f)) === fq)) return CLUB_MATCH.exact;
	if (names.some((f) => foldText(lower(f)).startsWith(fq))) return CLUB_MATCH.prefix;
	if (names.some(contains)) return CLUB_MATCH.name;
	if (others.some(contains)) return CLUB_MATCH.other;
	if (fq.length < 4) return null;
	return [...names, club.location].some((f) => typeof f === "string" && wordSimilarity(fq, foldText(f)) >= .6) ? CLUB_MATCH.similar : null;
}
function clubMatchesQuery(club, query) {
	return clubMatchRank(club, query) !== null;
}
function filterClubs(clubs, query) {
	return clubs.filter((c) => clubMatchesQuery(c, query));
}
/**
* "Mente du …?" when no club matches: the club name closest to the query (trigram similarity at
* least 0.3, pg_trgm's default), or null.
*/
function suggestClubName(clubs, query) {
	const fq = foldText(lower(query));
	if (fq.length < 3) return null;
	let best = null;
	for (const club of clubs) {
		const score = Math.max(similarity(fq, foldText(club.name)), wordSimilarity(fq, foldText(club.name)) * .9);
		if (score >= .3 && (!best || score > best.score)) best = {
			name: club.name,
			score
		};
	}
	return best?.name ?? null;
}
var danishOrder;
function danishCompare(a, b) {
	danishOrder ??= new Intl.Collator("da-DK");
	return danishOrder.compare(a, b);
}
/**
* Clubs grouped by league: the filter's leagues in spec §9 order, then any other league
* alphabetically; names in Danish alphabetical order (so "Aalborg" sorts as "Å"). Empty groups
* are left out. With a search `query`, better matches come first (clubMatchRank).
*/
function groupClubsByLeague(clubs, filter, query = "") {
	const order = leaguesForFilter(filter);
	const byLeague = /* @__PURE__ */ new Map();
	for (const club of clubs) {
		const list = byLeague.get(club.league) ?? [];
		list.push(club);
		byLeague.set(club.league, list);
	}
	const known = order.filter((l) => byLeague.has(l));
	const others = [...byLeague.keys()].filter((l) => !order.includes(l)).sort(danishCompare);
	const rank = (club) => query.trim() ? clubMatchRank(club, query) ?? CLUB_MATCH.similar + 1 : 0;
	const groups = [...known, ...others].map((league) => ({
		league,
		clubs: [...byLeague.get(league) ?? []].sort((a, b) => rank(a) - rank(b) || danishCompare(a.name, b.name))
	}));
	const best = (group) => Math.min(...group.clubs.map(rank));
	return groups.map((g, i) => ({
		g,
		i
	})).sort((a, b) => best(a.g) - best(b.g) || a.i - b.i).map(({ g }) => g);
}
// app/features/clubs/club-directory.tsx
function filterHref(filter, query) {
	const params = new URLSearchParams({ land: filter });
	if (query.trim()) params.set("q", query.trim());
	return `/alle-klubber?${params}`;
}
/**
* Spec §2 club list: country filter, search and clubs grouped by league. The search is a GET form
* (works without JavaScript); with JavaScript it filters the loaded clubs while typing.
*/
function ClubDirectory({ filter, clubs, initialQuery }) {
	const [query, setQuery] = useState(initialQuery);
	const inputId = useId();
	const groups = groupClubsByLeague(filterClubs(clubs, query), filter, query);
	const suggestion = groups.length === 0 ? suggestClubName(clubs, query) : null;
	const total = groups.reduce((n, g) => n + g.clubs.length, 0);
	function onQueryChange(value) {
		setQuery(value);
		const url = new URL(window.location.href);
		if (value.trim()) url.searchParams.set("q", value);
		else url.searchParams.delete("q");
		window.history.replaceState(window.history.state, "", url);
	}
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx("nav", {
			"aria-label": "Vælg land",
			className: "mt-6",
			children: /* @__PURE__ */ jsx("ul", {
				className: "flex flex-wrap gap-2",
				children: COUNTRY_FILTERS.map((option) => {
					const active = option === filter;
					return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: filterHref(option, query),
						"aria-current": active ? "true" : void 0,
						className: cn("inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors", active ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card hover:border-primary hover:text-primary"),
						children: option
					}) }, option);
				})
			})
		}),
		/* @__PURE__ */ jsx("search", {
			className: "mt-4 block max-w-xl",
			children: /* @__PURE__ */ jsxs("form", {
				method: "get",
				action: "/alle-klubber",
				className: "flex gap-2",
				onSubmit: (event) => {
					event.preventDefault();
				},
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "land",
						value: filter
					}),
					/* @__PURE__ */ jsx("label", {
						htmlFor: inputId,
						className: "sr-only",
						children: "Søg efter klub eller liga"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "relative flex-1",
						children: [/* @__PURE__ */ jsx(Search$1, {
							"aria-hidden": "true",
							className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
						}), /* @__PURE__ */ jsx(Input, {
							id: inputId,
							type: "search",
							name: "q",
							value: query,
							onChange: (event) => onQueryChange(event.target.value),
							placeholder: "Søg efter klub eller liga...",
							autoComplete: "off",
							className: "pl-9"
						})]
					}),
					/* @__PURE__ */ jsx(Button, {
						type: "submit",
						children: "Søg"
					})
				]
			})
		}),
		/* @__PURE__ */ jsx("p", {
			"aria-live": "polite",
			className: "sr-only",
			children: total === 1 ? "1 klub" : `${total} klubber`
		}),
		groups.length === 0 ? /* @__PURE__ */ jsxs("div", {
			className: "mt-10 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground",
			children: [/* @__PURE__ */ jsx("p", { children: "Ingen klubber fundet" }), suggestion ? /* @__PURE__ */ jsxs("p", {
				className: "mt-2 text-foreground",
				"data-club-suggestion": true,
				children: [
					"Mente du",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: filterHref(filter, suggestion),
						className: "font-semibold text-primary underline",
						children: suggestion
					}),
					"?"
				]
			}) : null]
		}) : groups.map((group) => /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": `liga-${toSlugValue(group.league)}`,
			className: "mt-10",
			children: [/* @__PURE__ */ jsx("h2", {
				id: `liga-${toSlugValue(group.league)}`,
				className: "border-b-2 border-primary pb-2 text-xl font-black tracking-tight",
				children: group.league
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
				children: group.clubs.map((club) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ClubCard, { club }) }, club.slug))
			})]
		}, group.league))
	] });
}
// app/routes/alle-klubber.tsx
var alle_klubber_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$6,
	default: () => alle_klubber_default,
	loader: () => loader$43,
	meta: () => meta$34
});
async function loader$43({ request }) {
	const url = new URL(request.url);
	const filter = parseClubFilter(url.searchParams.get("land"));
	return {
		filter,
		query: (url.searchParams.get("q") ?? "").slice(0, 100),
		clubs: await listClubsForFilter(getDb(), filter)
	};
}
function meta$34({ matches, data }) {
	const site = siteFromMatches(matches);
	const filter = data?.filter ?? "Danmark";
	const path = filter === "Danmark" ? "/alle-klubber" : `/alle-klubber?land=${encodeURIComponent(filter)}`;
	return pageMeta({
		site,
		title: filter === "Landshold" ? "Alle landshold" : `Alle klubber i ${filter}`,
		description: filter === "Landshold" ? "Alle landshold med nyheder, kampe og fakta." : `Alle fodboldklubber i ${filter} fordelt på ligaer, med nyheder, kampe og fakta.`,
		path,
		noindex: Boolean(data?.query)
	});
}
var alle_klubber_default = UNSAFE_withComponentProps(function AlleKlubber({ loaderData }) {
	const { filter, query, clubs } = loaderData;
	const location = useLocation();
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-7xl px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-black tracking-tight",
				children: "Alle klubber"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-muted-foreground",
				children: "Find din klub efter land og liga, eller søg efter navn."
			}),
			/* @__PURE__ */ jsx(ClubDirectory, {
				filter,
				clubs,
				initialQuery: query
			}, location.key)
		]
	});
});
var ErrorBoundary$6 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary() {
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-7xl px-4 py-16 text-center",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold",
			children: "Kunne ikke indlæse klubber"
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-2 text-muted-foreground",
			children: "Prøv at genindlæse siden"
		})]
	});
});
// app/features/clubs/club-breadcrumb.tsx
/** Forsiden › Klubber › {name} (the BreadcrumbList JSON-LD is built by clubBreadcrumbJsonLd). */
function ClubBreadcrumb({ name }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "Brødkrumme",
		className: "text-sm text-muted-foreground",
		children: /* @__PURE__ */ jsxs("ol", {
			className: "flex flex-wrap items-center gap-1",
			children: [
				/* @__PURE__ */ jsxs("li", {
					className: "flex items-center gap-1",
					children: [/* @__PURE__ */ jsx(Link, {
						to: "/",
						className: "hover:text-primary hover:underline",
						children: "Forsiden"
					}), /* @__PURE__ */ jsx(ChevronRight$1, {
						"aria-hidden": "true",
						className: "size-3.5"
					})]
				}),
				/* @__PURE__ */ jsxs("li", {
					className: "flex items-center gap-1",
					children: [/* @__PURE__ */ jsx(Link, {
						to: "/klubber",
						className: "hover:text-primary hover:underline",
						children: "Klubber"
					}), /* @__PURE__ */ jsx(ChevronRight$1, {
						"aria-hidden": "true",
						className: "size-3.5"
					})]
				}),
				/* @__PURE__ */ jsx("li", {
					"aria-current": "page",
					className: "font-semibold text-foreground",
					children: name
				})
			]
		})
	});
}
// app/features/clubs/club-header.tsx
function Fact$1({ icon, label, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-center gap-1.5",
		children: [/* @__PURE__ */ jsxs("dt", {
			className: "flex items-center gap-1.5 text-muted-foreground",
			children: [icon, /* @__PURE__ */ jsxs("span", {
				className: "sr-only sm:not-sr-only",
				children: [label, ":"]
			})]
		}), /* @__PURE__ */ jsx("dd", {
			className: "font-semibold",
			children
		})]
	});
}
/** Spec §2 club page header: logo, name, league, stadium, location, founded, website, description. */
function ClubHeader({ club }) {
	const href = websiteHref(club.website);
	return /* @__PURE__ */ jsxs("header", {
		className: "mt-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-col gap-5 sm:flex-row sm:items-center",
			children: [/* @__PURE__ */ jsx(ClubLogo, {
				club,
				size: 96,
				priority: true
			}), /* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-xs font-bold uppercase tracking-wider text-primary",
						children: club.league
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-1 text-3xl font-black tracking-tight break-words sm:text-4xl",
						children: club.name
					}),
					/* @__PURE__ */ jsxs("dl", {
						className: "mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm",
						children: [
							club.stadium ? /* @__PURE__ */ jsx(Fact$1, {
								icon: /* @__PURE__ */ jsx(Trophy, {
									"aria-hidden": "true",
									className: "size-4"
								}),
								label: "Stadion",
								children: club.stadium
							}) : null,
							club.location ? /* @__PURE__ */ jsx(Fact$1, {
								icon: /* @__PURE__ */ jsx(MapPin, {
									"aria-hidden": "true",
									className: "size-4"
								}),
								label: "By",
								children: club.location
							}) : null,
							club.founded ? /* @__PURE__ */ jsx(Fact$1, {
								icon: /* @__PURE__ */ jsx(Calendar, {
									"aria-hidden": "true",
									className: "size-4"
								}),
								label: "Grundlagt",
								children: club.founded
							}) : null,
							href && club.website ? /* @__PURE__ */ jsx(Fact$1, {
								icon: /* @__PURE__ */ jsx(Globe, {
									"aria-hidden": "true",
									className: "size-4"
								}),
								label: "Hjemmeside",
								children: /* @__PURE__ */ jsxs("a", {
									href,
									target: "_blank",
									rel: "noopener noreferrer",
									className: "inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline",
									children: [websiteLabel(club.website), /* @__PURE__ */ jsx(ExternalLink$1, {
										"aria-hidden": "true",
										className: "size-3.5"
									})]
								})
							}) : null
						]
					})
				]
			})]
		}), club.description ? /* @__PURE__ */ jsx("p", {
			className: "mt-5 max-w-3xl leading-relaxed text-foreground/90",
			children: club.description
		}) : null]
	});
}
// app/features/clubs/club-json-ld.ts
/** Schema.org SportsTeam for a club page. */
function clubSportsTeamJsonLd(site, club) {
	const website = websiteHref(club.website);
	const place = club.stadium ?? club.location;
	return {
		"@context": "https://schema.org",
		"@type": "SportsTeam",
		name: club.name,
		sport: "Soccer",
		url: absoluteUrl(site, clubPath(club.slug)),
		logo: absoluteUrl(site, clubLogoSrc(club)),
		...club.description ? { description: club.description } : {},
		...place ? { location: {
			"@type": "Place",
			name: place,
			address: {
				"@type": "PostalAddress",
				...club.location ? { addressLocality: club.location } : {},
				addressCountry: club.country
			}
		} } : {},
		...club.founded ? { foundingDate: String(club.founded) } : {},
		...website ? { sameAs: [website] } : {}
	};
}
/** Schema.org BreadcrumbList: Forsiden › Klubber › {name}. */
function clubBreadcrumbJsonLd(site, club) {
	return {
		"@context": "https://schema.org",
		"@type": "BreadcrumbList",
		itemListElement: [
			{
				name: "Forsiden",
				path: "/"
			},
			{
				name: "Klubber",
				path: "/klubber"
			},
			{
				name: club.name,
				path: clubPath(club.slug)
			}
		].map((item, i) => ({
			"@type": "ListItem",
			position: i + 1,
			name: item.name,
			item: absoluteUrl(site, item.path)
		}))
	};
}
// app/features/clubs/club-page.ts
/** A club address as the club editor makes it (a-z, 0-9, hyphens; at most 100), in any case. */
var CLUB_SLUG = /^[A-Za-z0-9-]{1,100}$/;
/** Anything but a-z, 0-9 and hyphens is no club (and must never reach a Location header). */
function isClubSlug(value) {
	return CLUB_SLUG.test(value);
}
/**
* The club page's 'Links': its league's standings when the league has a table (the route resolves
* it; standings is another feature), then all clubs of its country, or all national teams.
*/
function clubLinks(club, standings) {
	const links = [];
	if (standings) links.push({
		to: standings.href,
		label: `Stillingen i ${standings.leagueName}`
	});
	links.push(club.league === "Landshold" ? {
		to: `/alle-klubber?land=${NATIONAL_TEAM_LEAGUE}`,
		label: "Alle landshold"
	} : {
		to: `/alle-klubber?land=${encodeURIComponent(club.country)}`,
		label: `Alle klubber i ${club.country}`
	});
	return links;
}
/** At most `max` characters, cut at a word, with an ellipsis. */
function shorten(text, max = 160) {
	if (text.length <= max) return text;
	return `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}
/** The club page's head: description (its own, or a made one), logo, SportsTeam and breadcrumb. */
function clubMeta(site, club) {
	return pageMeta({
		site,
		title: club.name,
		description: shorten(club.description ?? `Nyheder, kampe og fakta om ${club.name} (${club.league}, ${club.country}).`),
		path: clubPath(club.slug),
		image: clubLogoSrc(club),
		type: "profile",
		jsonLd: [clubSportsTeamJsonLd(site, club), clubBreadcrumbJsonLd(site, club)]
	});
}
/** An unknown club: not indexed. */
function clubNotFoundMeta(site) {
	return [{ title: `Klub ikke fundet | ${site.siteName}` }, {
		name: "robots",
		content: "noindex"
	}];
}
// app/components/ui/tabs.tsx
var TabsContext = createContext(null);
function useTabs() {
	const state = useContext(TabsContext);
	if (!state) throw new Error("Tabs parts must be inside <Tabs>");
	return state;
}
function Tabs({ className, defaultValue, value, onValueChange, ...props }) {
	const [own, setOwn] = useState(defaultValue);
	const base = useId();
	const state = {
		value: value ?? own,
		select: (next) => {
			if (value === void 0) setOwn(next);
			onValueChange?.(next);
		},
		idOf: (part, tab) => `${base}-${part}-${tab}`
	};
	return /* @__PURE__ */ jsx(TabsContext.Provider, {
		value: state,
		children: /* @__PURE__ */ jsx("div", {
			"data-slot": "tabs",
			className: cn("flex flex-col gap-2", className),
			...props
		})
	});
}
/** Moves the focus to the previous, next, first or last tab and selects it. */
function onTabListKeyDown(event) {
	const tabs = [...event.currentTarget.querySelectorAll("[role=\"tab\"]:not(:disabled)")];
	const current = tabs.indexOf(document.activeElement);
	if (current < 0) return;
	const target = event.key === "ArrowRight" ? tabs[(current + 1) % tabs.length] : event.key === "ArrowLeft" ? tabs[(current - 1 + tabs.length) % tabs.length] : event.key === "Home" ? tabs[0] : event.key === "End" ? tabs[tabs.length - 1] : null;
	if (!target) return;
	event.preventDefault();
	target.focus();
	target.click();
}
function TabsList({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		role: "tablist",
		"aria-orientation": "horizontal",
		"data-slot": "tabs-list",
		onKeyDown: onTabListKeyDown,
		className: cn("inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground", className),
		...props
	});
}
function TabsTrigger({ className, value, onClick, ...props }) {
	const tabs = useTabs();
	const selected = tabs.value === value;
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		role: "tab",
		id: tabs.idOf("tab", value),
		"aria-selected": selected,
		"aria-controls": tabs.idOf("panel", value),
		"data-state": selected ? "active" : "inactive",
		tabIndex: selected ? 0 : -1,
		"data-slot": "tabs-trigger",
		onClick: (event) => {
			onClick?.(event);
			if (!event.defaultPrevented) tabs.select(value);
		},
		className: cn("inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-3 py-1 font-medium text-muted-foreground text-sm outline-none transition-[color,background-color,box-shadow] hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0", className),
		...props
	});
}
function TabsContent({ className, value, forceMount, children, ...props }) {
	const tabs = useTabs();
	const selected = tabs.value === value;
	const present = selected || Boolean(forceMount);
	return /* @__PURE__ */ jsx("div", {
		role: "tabpanel",
		id: tabs.idOf("panel", value),
		"aria-labelledby": tabs.idOf("tab", value),
		"data-state": selected ? "active" : "inactive",
		hidden: !present,
		tabIndex: 0,
		"data-slot": "tabs-content",
		className: cn("flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className),
		...props,
		children: present ? children : null
	});
}
// app/features/clubs/club-news-list.tsx
/** Spec §2 club page 'Nyheder': up to 6 articles, newest first; empty 'Ingen nyheder'. */
function ClubNewsList({ articles, serverNow }) {
	if (articles.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground",
		children: "Ingen nyheder"
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "grid gap-4 sm:grid-cols-2",
		"data-testid": "club-news",
		children: articles.map((article) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("article", {
			className: "flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm",
			children: [article.imageUrl ? /* @__PURE__ */ jsx(ResponsiveImage, {
				image: {
					url: article.imageUrl,
					width: article.imageWidth,
					height: article.imageHeight,
					variants: article.imageVariants
				},
				alt: article.imageAlt ?? "",
				sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
				className: "bg-muted"
			}) : null, /* @__PURE__ */ jsxs("div", {
				className: "flex flex-1 flex-col p-4",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-primary",
						children: [article.partner ? /* @__PURE__ */ jsx("span", {
							className: "rounded-sm bg-foreground px-1.5 py-0.5 text-background",
							children: "Annonce"
						}) : null, /* @__PURE__ */ jsx("span", { children: categoryLabel$1(article.category) })]
					}),
					/* @__PURE__ */ jsx("h3", {
						className: "mt-1 text-lg font-bold leading-snug",
						children: /* @__PURE__ */ jsx(Link, {
							to: `/article/${article.slug}`,
							className: "hover:text-primary hover:underline",
							children: article.title
						})
					}),
					article.excerpt ? /* @__PURE__ */ jsx("p", {
						className: "mt-2 line-clamp-3 text-sm text-muted-foreground",
						children: article.excerpt
					}) : null,
					article.publishedAt ? /* @__PURE__ */ jsx(RelativeTime, {
						date: article.publishedAt,
						serverNow,
						variant: "list",
						className: "mt-auto pt-3 text-xs text-muted-foreground"
					}) : null
				]
			})]
		}) }, article.id))
	});
}
// app/features/clubs/club-tabs.tsx
var panelClass = "mt-4 data-[state=inactive]:hidden";
/** Spec §2 club page tabs: 'Nyheder' (default) and 'Info' ('Klubinfo' and 'Links'). */
function ClubTabs({ club, news, links, serverNow }) {
	const href = websiteHref(club.website);
	const facts = [
		["Navn", club.name],
		["Forkortelse", club.shortName],
		["Liga", club.league],
		["Land", club.country],
		["Stadion", club.stadium],
		["By", club.location],
		["Grundlagt", club.founded]
	];
	return /* @__PURE__ */ jsxs(Tabs, {
		defaultValue: "nyheder",
		children: [
			/* @__PURE__ */ jsxs(TabsList, {
				"aria-label": "Klubindhold",
				className: "w-full sm:w-fit",
				children: [/* @__PURE__ */ jsx(TabsTrigger, {
					value: "nyheder",
					className: "px-6",
					children: "Nyheder"
				}), /* @__PURE__ */ jsx(TabsTrigger, {
					value: "info",
					className: "px-6",
					children: "Info"
				})]
			}),
			/* @__PURE__ */ jsxs(TabsContent, {
				value: "nyheder",
				forceMount: true,
				className: panelClass,
				children: [/* @__PURE__ */ jsxs("h2", {
					className: "sr-only",
					children: ["Nyheder om ", club.name]
				}), /* @__PURE__ */ jsx(ClubNewsList, {
					articles: news,
					serverNow
				})]
			}),
			/* @__PURE__ */ jsx(TabsContent, {
				value: "info",
				forceMount: true,
				className: panelClass,
				children: /* @__PURE__ */ jsxs("div", {
					className: "grid gap-4 md:grid-cols-2",
					children: [/* @__PURE__ */ jsxs("section", {
						className: "rounded-xl border border-border bg-card p-5 shadow-sm",
						children: [/* @__PURE__ */ jsx("h2", {
							className: "text-lg font-bold",
							children: "Klubinfo"
						}), /* @__PURE__ */ jsx("dl", {
							className: "mt-3 divide-y divide-border text-sm",
							children: facts.filter(([, value]) => value != null && value !== "").map(([label, value]) => /* @__PURE__ */ jsxs("div", {
								className: "flex justify-between gap-4 py-2",
								children: [/* @__PURE__ */ jsx("dt", {
									className: "text-muted-foreground",
									children: label
								}), /* @__PURE__ */ jsx("dd", {
									className: "text-right font-semibold",
									children: value
								})]
							}, label))
						})]
					}), /* @__PURE__ */ jsxs("section", {
						className: "rounded-xl border border-border bg-card p-5 shadow-sm",
						children: [/* @__PURE__ */ jsx("h2", {
							className: "text-lg font-bold",
							children: "Links"
						}), /* @__PURE__ */ jsxs("ul", {
							className: "mt-3 space-y-2 text-sm",
							children: [href && club.website ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", {
								href,
								target: "_blank",
								rel: "noopener noreferrer",
								className: "inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline",
								children: [`Officiel hjemmeside: ${websiteLabel(club.website)}`, /* @__PURE__ */ jsx(ExternalLink$1, {
									"aria-hidden": "true",
									className: "size-3.5"
								})]
							}) }) : /* @__PURE__ */ jsx("li", {
								className: "text-muted-foreground",
								children: "Ingen officiel hjemmeside registreret"
							}), links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
								to: link.to,
								className: "font-semibold underline-offset-4 hover:text-primary hover:underline",
								children: link.label
							}) }, link.to))]
						})]
					})]
				})
			})
		]
	});
}
// app/features/standings/match-format.ts
var matchDate;
/** "lør. 15. mar. 2025" (da-DK, Copenhagen). */
function formatMatchDate(value) {
	matchDate ??= new Intl.DateTimeFormat("da-DK", {
		timeZone: TIME_ZONE,
		weekday: "short",
		day: "numeric",
		month: "short",
		year: "numeric"
	});
	return matchDate.format(new Date(value));
}
/** Kick-off as 'HH.mm' on the Copenhagen clock. */
function formatMatchTime(value) {
	return formatClock(new Date(value));
}
/** Spec §2: status upcoming or finished, shown in Danish; issue 15 adds live. */
function matchStatusLabel(status) {
	if (status === "live") return "Live";
	return status === "finished" ? "Afsluttet" : "Kommende";
}
/** "2–1" for a finished or live match with both scores, else null. */
function formatScore(match) {
	if (match.status === "upcoming" || match.homeScore == null || match.awayScore == null) return null;
	return `${match.homeScore}–${match.awayScore}`;
}
// app/features/standings/match-list.tsx
function Team({ name, slug, currentSlug }) {
	if (!slug || slug === currentSlug) return /* @__PURE__ */ jsx("span", {
		className: "font-semibold",
		children: name
	});
	return /* @__PURE__ */ jsx(Link, {
		to: `/klubber/${slug}`,
		className: "font-semibold hover:text-primary hover:underline",
		children: name
	});
}
function MatchRow({ match, currentSlug, serverNow }) {
	const score = formatScore(match);
	const finished = match.status === "finished";
	return /* @__PURE__ */ jsxs("li", {
		className: "py-3",
		"data-testid": "match",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground",
			children: [
				/* @__PURE__ */ jsx(RelativeTime, {
					date: new Date(match.kickoffAt).toISOString(),
					serverNow,
					variant: "event"
				}),
				/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: "·"
				}),
				/* @__PURE__ */ jsx("span", { children: match.competition }),
				/* @__PURE__ */ jsx("span", {
					className: cn("ml-auto rounded-full px-2 py-0.5 font-semibold", finished ? "bg-muted text-foreground" : "bg-accent text-accent-foreground"),
					children: matchStatusLabel(match.status)
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "mt-1.5 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-sm",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "min-w-0 text-right",
					children: /* @__PURE__ */ jsx(Team, {
						name: match.homeTeam,
						slug: match.homeClubSlug,
						currentSlug
					})
				}),
				/* @__PURE__ */ jsx("span", {
					className: cn("min-w-12 rounded-md px-2 py-1 text-center font-bold tabular-nums", score ? "bg-foreground text-background" : "bg-muted text-muted-foreground"),
					children: score ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: "Resultat: "
					}), score] }) : "–"
				}),
				/* @__PURE__ */ jsx("span", {
					className: "min-w-0",
					children: /* @__PURE__ */ jsx(Team, {
						name: match.awayTeam,
						slug: match.awayClubSlug,
						currentSlug
					})
				})
			]
		})]
	});
}
/** A club's fixtures (soonest first) and results (latest first). */
function ClubMatches({ clubSlug, upcoming, finished, serverNow, className }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "kampe",
		className: cn("rounded-xl border border-border bg-card p-5 shadow-sm", className),
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "kampe",
				className: "text-lg font-bold",
				children: "Kampe"
			}),
			upcoming.length === 0 && finished.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "mt-3 text-sm text-muted-foreground",
				children: "Ingen kampe"
			}) : null,
			upcoming.length > 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("h3", {
				className: "mt-4 text-sm font-bold uppercase tracking-wide text-muted-foreground",
				children: "Kommende kampe"
			}), /* @__PURE__ */ jsx("ol", {
				className: "divide-y divide-border",
				"data-testid": "upcoming-matches",
				children: upcoming.map((m) => /* @__PURE__ */ jsx(MatchRow, {
					match: m,
					currentSlug: clubSlug,
					serverNow
				}, m.id))
			})] }) : null,
			finished.length > 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("h3", {
				className: "mt-4 text-sm font-bold uppercase tracking-wide text-muted-foreground",
				children: "Seneste resultater"
			}), /* @__PURE__ */ jsx("ol", {
				className: "divide-y divide-border",
				"data-testid": "finished-matches",
				children: finished.map((m) => /* @__PURE__ */ jsx(MatchRow, {
					match: m,
					currentSlug: clubSlug,
					serverNow
				}, m.id))
			})] }) : null
		]
	});
}
/**
* Issue 22: on a phone the next match and the latest result come before the club's news (the
* full lists follow the news there, and stand beside it from the large breakpoint, where this
* summary is hidden). CSS only: the same HTML for every width, no shift.
*/
function ClubMatchSummary({ clubSlug, next, latest, serverNow }) {
	if (!next && !latest) return null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "kampe-kort",
		className: "mt-6 rounded-xl border border-border bg-card px-4 py-2 shadow-sm lg:hidden",
		"data-testid": "club-match-summary",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "kampe-kort",
			className: "sr-only",
			children: "Næste kamp og seneste resultat"
		}), /* @__PURE__ */ jsxs("ol", {
			className: "divide-y divide-border",
			children: [next ? /* @__PURE__ */ jsx(MatchRow, {
				match: next,
				currentSlug: clubSlug,
				serverNow
			}) : null, latest ? /* @__PURE__ */ jsx(MatchRow, {
				match: latest,
				currentSlug: clubSlug,
				serverNow
			}) : null]
		})]
	});
}
/**
* A club's fixtures and results (home or away by slug): upcoming soonest first, then finished
* latest first (within RECENT_RESULTS_DAYS of `now`), at most `limit` of each.
*/
async function listClubMatches(db, clubSlug, limit = 10, now = /* @__PURE__ */ new Date()) {
	const resultsSince = /* @__PURE__ */ new Date(now.getTime() - 31536e6);
	const involves = or(eq(matches.homeClubSlug, clubSlug), eq(matches.awayClubSlug, clubSlug));
	const [upcoming, finished] = await Promise.all([db.select(matchColumns).from(matches).where(and(involves, eq(matches.status, "upcoming"))).orderBy(asc(matches.kickoffAt)).limit(limit), db.select(matchColumns).from(matches).where(and(involves, eq(matches.status, "finished"), gte(matches.kickoffAt, resultsSince))).orderBy(desc(matches.kickoffAt)).limit(limit)]);
	return {
		upcoming,
		finished
	};
}
// app/features/standings/standings-queries.server.ts
var leagueColumns = {
	key: leagues.key,
	name: leagues.name,
	country: leagues.country,
	season: leagues.season,
	section: leagues.section
};
/** Spec §2 overview: every league except the tournaments (vm, em), by sort order. */
function listOverviewLeagues(db) {
	return db.select(leagueColumns).from(leagues).where(ne(leagues.section, "tournament")).orderBy(asc(leagues.sortOrder), asc(leagues.name));
}
async function findLeague(db, key) {
	const [league] = await db.select(leagueColumns).from(leagues).where(eq(leagues.key, key));
	return league;
}
/** The league whose name a club's league field holds ("Premier League" → premier-league). */
async function findLeagueByName(db, name) {
	const [league] = await db.select({
		key: leagues.key,
		name: leagues.name
	}).from(leagues).where(eq(leagues.name, name));
	return league;
}
/** Spec §3 standings rows of one league and season, by position. */
async function listStandings(db, leagueKey, season) {
	return db.select({
		id: standingsRows.id,
		position: standingsRows.position,
		team: standingsRows.team,
		clubSlug: standingsRows.clubSlug,
		played: standingsRows.played,
		won: standingsRows.won,
		drawn: standingsRows.drawn,
		lost: standingsRows.lost,
		goalsFor: standingsRows.goalsFor,
		goalsAgainst: standingsRows.goalsAgainst,
		points: standingsRows.points,
		form: standingsRows.form
	}).from(standingsRows).where(and(eq(standingsRows.leagueKey, leagueKey), eq(standingsRows.season, season))).orderBy(asc(standingsRows.position), asc(standingsRows.team));
}
// app/features/standings/standings-sections.ts
/** Spec §2: the sections of /stillinger, in order (vm and em, section "tournament", are not listed). */
var OVERVIEW_SECTIONS = [
	{
		section: "popular",
		title: "Populære turneringer"
	},
	{
		section: "danish",
		title: "Danske ligaer"
	},
	{
		section: "europe",
		title: "Europa (UEFA)"
	}
];
/** Groups leagues into the overview sections, keeping their order; unknown sections are left out. */
function groupLeaguesBySection(leagues) {
	return OVERVIEW_SECTIONS.map(({ section, title }) => ({
		section,
		title,
		leagues: leagues.filter((l) => l.section === section)
	})).filter((group) => group.leagues.length > 0);
}
function leaguePath(key) {
	return `/stillinger/${key}`;
}
// app/lib/safe-redirect.ts
/**
* The one check for every redirect the app builds from input (sign-in, two-factor, consent, club
* slugs): the target is a path on this site, or the caller's fallback.
*
* Browsers drop tabs and newlines from URLs and read `\` as `/`, so `/\t/evil.example` or `/\evil`
* becomes `//evil.example`, a different host. Rather than list bypasses, a target must be plain
* printable ASCII, start with one `/`, hold no `//` or `\` in its path and no control character or
* whitespace anywhere, also after percent-decoding (once, twice, …); and resolved as a URL against
* the site it must stay on the site.
*/
var DEFAULT_FALLBACK = "/admin";
var MAX_LENGTH = 2048;
var MAX_DECODE_ROUNDS = 4;
/** Any origin will do: only whether the target keeps it matters. */
var BASE = "https://forsiden.invalid";
/** Printable ASCII only: a real path is percent-encoded, so a raw space, tab or `／` is an attack. */
var PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
/** Control, format (zero-width, bidi), separator and other whitespace characters. */
var INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
/** Slashes, backslashes and dots that some software folds into `/`, `\` or `.`. */
var LOOKALIKES = /[\u2024\u2044\u2215\u2216\u29f5\u29f8\u29f9\u3002\ufe52\ufe68\uff0e\uff0f\uff3c\uff61]/u;
function pathPart(value) {
	const end = value.search(/[?#]/);
	return end === -1 ? value : value.slice(0, end);
}
/** A character that NFKC turns into ASCII punctuation (fullwidth `／`, `：`, `＠` …). */
function hasAsciiPunctuationLookalike(value) {
	for (const char of value) {
		if (char.charCodeAt(0) < 128) continue;
		if (/^[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+$/.test(char.normalize("NFKC"))) return true;
	}
	return false;
}
function isHostileForm(form) {
	if (INVISIBLE.test(form) || form.includes("\\")) return true;
	const path = pathPart(form);
	return path.includes("//") || LOOKALIKES.test(path) || hasAsciiPunctuationLookalike(path);
}
/** The same-site path to go to, or null when the value must not be followed. */
function toSafeRedirect(value) {
	if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
	if (!PRINTABLE_ASCII.test(value) || value[0] !== "/" || value[1] === "/") return null;
	let form = value;
	for (let round = 0;; round++) {
		if (isHostileForm(form)) return null;
		let decoded;
		try {
			decoded = decodeURIComponent(form);
		} catch {
			return null;
		}
		if (decoded === form) break;
		if (round === MAX_DECODE_ROUNDS) return null;
		form = decoded;
	}
	let url;
	try {
		url = new URL(value, BASE);
	} catch {
		return null;
	}
	if (url.origin !== BASE) return null;
	const target = `${url.pathname}${url.search}${url.hash}`;
	if (!target.startsWith("/") || target.startsWith("//") || !PRINTABLE_ASCII.test(target)) return null;
	return target;
}
/** Where to redirect: `value` when it is a safe same-site path, else `fallback` (default `/admin`). */
function safeRedirect(value, fallback = DEFAULT_FALLBACK) {
	return toSafeRedirect(value) ?? fallback;
}
// app/routes/klub.tsx
var klub_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$5,
	default: () => klub_default,
	loader: () => loader$42,
	meta: () => meta$33
});
/** Spec §9: club news 6. */
var CLUB_NEWS_LIMIT = 6;
async function loader$42({ params }) {
	const slug = params.clubId;
	if (!isClubSlug(slug)) throw data(null, {
		status: 404,
		statusText: "Klub ikke fundet"
	});
	if (slug !== slug.toLowerCase()) throw redirect(safeRedirect(clubPath(slug.toLowerCase()), "/klubber"), 301);
	const db = getDb();
	const club = await findClubBySlug(db, slug);
	if (!club) throw data(null, {
		status: 404,
		statusText: "Klub ikke fundet"
	});
	const [news, matches, league] = await Promise.all([
		listArticlesWithAnyTag(db, clubNewsTags(club), CLUB_NEWS_LIMIT),
		listClubMatches(db, club.slug),
		findLeagueByName(db, club.league)
	]);
	return {
		club,
		news,
		matches,
		links: clubLinks(club, league ? {
			href: leaguePath(league.key),
			leagueName: league.name
		} : null)
	};
}
function meta$33({ matches, data: loaderData }) {
	const site = siteFromMatches(matches);
	return loaderData ? clubMeta(site, loaderData.club) : clubNotFoundMeta(site);
}
var klub_default = UNSAFE_withComponentProps(function Klub({ loaderData }) {
	const { club, news, matches, links } = loaderData;
	const { now } = useRootData();
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-7xl px-4 py-6",
		children: [
			/* @__PURE__ */ jsx(ClubBreadcrumb, { name: club.name }),
			/* @__PURE__ */ jsx(ClubHeader, { club }),
			/* @__PURE__ */ jsx(ClubMatchSummary, {
				clubSlug: club.slug,
				next: matches.upcoming[0],
				latest: matches.finished[0],
				serverNow: now
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 grid gap-8 lg:grid-cols-3",
				children: [/* @__PURE__ */ jsx("div", {
					className: "min-w-0 lg:col-span-2",
					children: /* @__PURE__ */ jsx(ClubTabs, {
						club,
						news,
						links,
						serverNow: now
					})
				}), /* @__PURE__ */ jsx("aside", {
					className: "min-w-0",
					children: /* @__PURE__ */ jsx(ClubMatches, {
						clubSlug: club.slug,
						upcoming: matches.upcoming,
						finished: matches.finished,
						serverNow: now
					})
				})]
			})
		]
	});
});
var ErrorBoundary$5 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const notFound = isRouteErrorResponse(error) && error.status === 404;
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-3xl px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: notFound ? "Klub ikke fundet" : "Kunne ikke indlæse klubben"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-muted-foreground",
				children: notFound ? "Den ønskede klub kunne ikke findes." : "Prøv at genindlæse siden"
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/alle-klubber",
				className: "mt-6 inline-block font-semibold text-primary underline underline-offset-4",
				children: "Se alle klubber"
			})
		]
	});
});
// app/features/standings/league-overview.tsx
/** Spec §2 /stillinger: 'Populære turneringer', 'Danske ligaer' and 'Europa (UEFA)' with a card per league. */
function LeagueOverview({ leagues }) {
	return /* @__PURE__ */ jsx(Fragment$1, { children: groupLeaguesBySection(leagues).map((group) => /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `sektion-${group.section}`,
		className: "mt-10",
		"data-section": group.section,
		children: [/* @__PURE__ */ jsx("h2", {
			id: `sektion-${group.section}`,
			className: "border-b-2 border-primary pb-2 text-xl font-black tracking-tight",
			children: group.title
		}), /* @__PURE__ */ jsx("ul", {
			className: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
			children: group.leagues.map((league) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: leaguePath(league.key),
				className: "group flex h-full items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-pitch",
						children: /* @__PURE__ */ jsx(Trophy, {
							"aria-hidden": "true",
							className: "size-5"
						})
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "flex min-w-0 flex-1 flex-col",
						children: [/* @__PURE__ */ jsx("span", {
							className: "font-bold group-hover:text-primary",
							children: league.name
						}), /* @__PURE__ */ jsxs("span", {
							className: "text-sm text-muted-foreground",
							children: [
								league.country,
								" · Sæson ",
								league.season
							]
						})]
					}),
					/* @__PURE__ */ jsx(ChevronRight$1, {
						"aria-hidden": "true",
						className: "size-5 text-muted-foreground"
					})
				]
			}) }, league.key))
		})]
	}, group.section)) });
}
// app/components/ui/skeleton.tsx
/** A decorative placeholder block. Mark the loading region itself with `aria-busy="true"`. */
function Skeleton({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "skeleton",
		"aria-hidden": "true",
		className: cn("animate-skeleton rounded-md bg-muted", className),
		...props
	});
}
// app/features/standings/standings-skeleton.tsx
var LEAGUE_PATH = /^\/stillinger\/([^/]+)\/?$/;
/**
* The league key being loaded when the reader navigates to a league page, after a short delay
* so that fast loads never flash a skeleton.
*/
function usePendingLeague(delayMs = 150) {
	const navigation = useNavigation();
	const match = navigation.state === "loading" ? LEAGUE_PATH.exec(navigation.location?.pathname ?? "") : null;
	const key = match ? decodeURIComponent(match[1]) : null;
	const [shown, setShown] = useState(null);
	useEffect(() => {
		if (!key) {
			setShown(null);
			return;
		}
		const timer = setTimeout(() => setShown(key), delayMs);
		return () => clearTimeout(timer);
	}, [key, delayMs]);
	return key && shown === key ? key : null;
}
/** Spec §2: a 10-row skeleton while a league's standings load. */
function StandingsSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		"aria-busy": "true",
		"aria-live": "polite",
		className: "mt-6",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Indlæser stillingen..."
			}),
			/* @__PURE__ */ jsx(Skeleton, { className: "h-8 w-64" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "mt-3 h-4 w-48" }),
			/* @__PURE__ */ jsx("div", {
				className: "mt-6 space-y-2 rounded-xl border border-border bg-card p-4",
				"data-testid": "standings-skeleton",
				children: Array.from({ length: 10 }, (_, i) => /* @__PURE__ */ jsx(Skeleton, { className: "h-9 w-full" }, i))
			})
		]
	});
}
// app/routes/stillinger.tsx
var stillinger_exports$1 = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$4,
	default: () => stillinger_default$1,
	loader: () => loader$41,
	meta: () => meta$32
});
async function loader$41() {
	return { leagues: await listOverviewLeagues(getDb()) };
}
function meta$32({ matches }) {
	return pageMeta({
		site: siteFromMatches(matches),
		title: "Stillinger",
		description: "Stillinger i Superligaen, Premier League, La Liga, Bundesliga, Serie A og de europæiske turneringer.",
		path: "/stillinger"
	});
}
var stillinger_default$1 = UNSAFE_withComponentProps(function Stillinger({ loaderData }) {
	const pendingLeague = usePendingLeague();
	return /* @__PURE__ */ jsx("main", {
		id: "main",
		className: "mx-auto max-w-7xl px-4 py-8",
		children: pendingLeague ? /* @__PURE__ */ jsx(StandingsSkeleton, {}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-black tracking-tight",
				children: "Stillinger"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-muted-foreground",
				children: "Vælg en liga eller turnering for at se stillingen."
			}),
			/* @__PURE__ */ jsx(LeagueOverview, { leagues: loaderData.leagues })
		] })
	});
});
var ErrorBoundary$4 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary() {
	return /* @__PURE__ */ jsx("main", {
		id: "main",
		className: "mx-auto max-w-3xl px-4 py-16 text-center",
		children: /* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold",
			children: "Kunne ikke hente stillingen. Prøv igen senere."
		})
	});
});
// app/features/standings/standings-format.ts
/**
* Spec §2/§9 standings presentation: zones by row, form letters, goal difference.
*/
/**
* Left border colour of a row per zone, and the matching legend swatch. Each is at least 3:1 on
* white (WCAG 1.4.11); the zone is also in text (legend, and a screen-reader label in the row).
* Green for going up or through, blue for a play-off or Europa League, purple for Conference
* League, orange for the relegation round, red for going down, grey for out.
*/
var ZONE_BORDER = {
	"champions-league": "border-l-[#15803d]",
	"europa-league": "border-l-[#1d4ed8]",
	"conference-league": "border-l-[#7e22ce]",
	promotion: "border-l-[#15803d]",
	"promotion-playoff": "border-l-[#1d4ed8]",
	"promotion-round": "border-l-[#1d4ed8]",
	"championship-round": "border-l-[#15803d]",
	"relegation-round": "border-l-[#c2410c]",
	"relegation-playoff": "border-l-[#c2410c]",
	relegation: "border-l-[#b91c1c]",
	"round-of-16": "border-l-[#15803d]",
	"knockout-playoff": "border-l-[#1d4ed8]",
	eliminated: "border-l-[#6b7280]",
	qualified: "border-l-[#15803d]",
	"qualifying-playoff": "border-l-[#1d4ed8]"
};
var ZONE_SWATCH = {
	"champions-league": "bg-[#15803d]",
	"europa-league": "bg-[#1d4ed8]",
	"conference-league": "bg-[#7e22ce]",
	promotion: "bg-[#15803d]",
	"promotion-playoff": "bg-[#1d4ed8]",
	"promotion-round": "bg-[#1d4ed8]",
	"championship-round": "bg-[#15803d]",
	"relegation-round": "bg-[#c2410c]",
	"relegation-playoff": "bg-[#c2410c]",
	relegation: "bg-[#b91c1c]",
	"round-of-16": "bg-[#15803d]",
	"knockout-playoff": "bg-[#1d4ed8]",
	eliminated: "bg-[#6b7280]",
	qualified: "bg-[#15803d]",
	"qualifying-playoff": "bg-[#1d4ed8]"
};
/**
* The zones a table shows, in the order the league lists them: what its legend lists. Zones
* count against the league's number of teams (`zoneAt`), so a 10-row excerpt of a 20-team table
* shows no relegation.
*/
function zonesShown(positions, rules) {
	const shown = new Set(positions.map((p) => zoneAt(p, rules)));
	return [...new Set(rules.zones.map((z) => z.zone))].filter((zone) => shown.has(zone));
}
var FORM_DISPLAY = {
	W: {
		letter: "V",
		label: "Vundet",
		className: "bg-[#15803d] text-white"
	},
	D: {
		letter: "U",
		label: "Uafgjort",
		className: "bg-[#facc15] text-black"
	},
	L: {
		letter: "T",
		label: "Tabt",
		className: "bg-[#b91c1c] text-white"
	}
};
/** Stored W/D/L shown as the Danish V (green), U (yellow), T (red); unknown letters are dropped. */
function formDisplay(result) {
	const key = result.trim().toUpperCase();
	return key === "W" || key === "D" || key === "L" ? FORM_DISPLAY[key] : null;
}
/** Spec §9: the last 5 results (stored oldest first, so the latest stays on the right). */
function lastFiveForm(form) {
	return form.map(formDisplay).filter((f) => f !== null).slice(-5);
}
function goalDifference(goalsFor, goalsAgainst) {
	return goalsFor - goalsAgainst;
}
/** "+5" when positive, "-3" when negative, "0" without a sign. */
function formatGoalDifference(diff) {
	return diff > 0 ? `+${diff}` : String(diff);
}
/** Green when positive, red when negative, neutral at 0. */
function goalDifferenceClass(diff) {
	if (diff > 0) return "text-[#15803d]";
	if (diff < 0) return "text-[#b91c1c]";
	return "text-muted-foreground";
}
// app/features/standings/standings-table.tsx
/**
* Spec §2 columns; the short ones carry their meaning for sight and screen readers. Below 640 px
* the table is compact: V, U and T are left out so #, Hold and P fit a phone's width, # and Hold
* stay put (sticky) and Form is reached by scrolling the table, not the page.
*/
var COLUMNS = [
	{
		label: "#",
		title: "Placering",
		className: "sticky left-0 z-10 w-10 min-w-10 bg-muted text-center"
	},
	{
		label: "Hold",
		title: null,
		className: "sticky left-10 z-10 min-w-[8.5rem] bg-muted text-left"
	},
	{
		label: "K",
		title: "Kampe",
		className: "text-center"
	},
	{
		label: "V",
		title: "Vundne",
		className: "hidden text-center sm:table-cell"
	},
	{
		label: "U",
		title: "Uafgjorte",
		className: "hidden text-center sm:table-cell"
	},
	{
		label: "T",
		title: "Tabte",
		className: "hidden text-center sm:table-cell"
	},
	{
		label: "+/-",
		title: "Målforskel",
		className: "text-center"
	},
	{
		label: "P",
		title: "Point",
		className: "text-center"
	},
	{
		label: "Form",
		title: null,
		className: "text-left"
	}
];
var WIDE_ONLY = "hidden sm:table-cell";
function StandingsTable({ rows, rules, caption }) {
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("p", {
		"aria-hidden": "true",
		className: "mb-2 flex items-center justify-end gap-1 text-xs text-muted-foreground sm:hidden",
		children: ["Stryg til siden for at se formen", /* @__PURE__ */ jsx(ArrowRight, { className: "size-3.5" })]
	}), /* @__PURE__ */ jsx("section", {
		"aria-label": caption,
		tabIndex: 0,
		className: "relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm focus-visible:outline-2 focus-visible:outline-ring",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full border-separate border-spacing-0 text-sm sm:min-w-[600px]",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: caption
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "bg-muted text-xs uppercase tracking-wide text-muted-foreground",
					children: /* @__PURE__ */ jsx("tr", { children: COLUMNS.map((col) => /* @__PURE__ */ jsx("th", {
						scope: "col",
						"aria-label": col.title ?? void 0,
						className: cn("px-2 py-3 font-bold first:pl-3 last:pr-4", col.className),
						children: col.title ? /* @__PURE__ */ jsx("abbr", {
							title: col.title,
							className: "no-underline",
							children: col.label
						}) : col.label
					}, col.label)) })
				}),
				/* @__PURE__ */ jsx("tbody", { children: rows.map((row) => {
					const zone = zoneAt(row.position, rules);
					const diff = goalDifference(row.goalsFor, row.goalsAgainst);
					return /* @__PURE__ */ jsxs("tr", {
						"data-zone": zone ?? void 0,
						className: "*:border-t *:border-t-border",
						children: [
							/* @__PURE__ */ jsxs("td", {
								className: cn("sticky left-0 z-10 w-10 min-w-10 border-l-4 bg-card py-3 pr-2 pl-2 text-center font-bold tabular-nums", zone ? ZONE_BORDER[zone] : "border-l-transparent"),
								children: [row.position, zone ? /* @__PURE__ */ jsxs("span", {
									className: "sr-only",
									children: [
										" (",
										ZONE_LABELS[zone],
										")"
									]
								}) : null]
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "row",
								className: "sticky left-10 z-10 min-w-[8.5rem] bg-card px-2 py-3 text-left font-semibold",
								children: row.clubSlug ? /* @__PURE__ */ jsx(Link, {
									to: `/klubber/${row.clubSlug}`,
									className: "hover:text-primary hover:underline",
									children: row.team
								}) : row.team
							}),
							/* @__PURE__ */ jsx("td", {
								className: "px-2 py-3 text-center tabular-nums",
								children: row.played
							}),
							/* @__PURE__ */ jsx("td", {
								className: cn("px-2 py-3 text-center tabular-nums", WIDE_ONLY),
								children: row.won
							}),
							/* @__PURE__ */ jsx("td", {
								className: cn("px-2 py-3 text-center tabular-nums", WIDE_ONLY),
								children: row.drawn
							}),
							/* @__PURE__ */ jsx("td", {
								className: cn("px-2 py-3 text-center tabular-nums", WIDE_ONLY),
								children: row.lost
							}),
							/* @__PURE__ */ jsx("td", {
								className: cn("px-2 py-3 text-center font-semibold tabular-nums", goalDifferenceClass(diff)),
								children: formatGoalDifference(diff)
							}),
							/* @__PURE__ */ jsx("td", {
								className: "px-2 py-3 text-center font-black tabular-nums",
								children: row.points
							}),
							/* @__PURE__ */ jsx("td", {
								className: "py-3 pr-4 pl-2",
								children: /* @__PURE__ */ jsx("ol", {
									className: "flex gap-1",
									"aria-label": "Form, seneste 5 kampe",
									children: lastFiveForm(row.form).map((result, i) => /* @__PURE__ */ jsxs("li", {
										title: result.label,
										className: cn("flex size-6 items-center justify-center rounded-sm text-xs font-bold", result.className),
										children: [/* @__PURE__ */ jsx("span", {
											"aria-hidden": "true",
											children: result.letter
										}), /* @__PURE__ */ jsx("span", {
											className: "sr-only",
											children: result.label
										})]
									}, i))
								})
							})
						]
					}, row.id);
				}) })
			]
		})
	})] });
}
/**
* Spec §2 legend, listing only the zones the table shows (in the league's order); nothing when
* the rows shown are in no zone.
*/
function StandingsLegend({ zones, shown, teams }) {
	const excerpt = shown > 0 && shown < teams ? `Viser ${shown} af ${teams} hold.` : null;
	if (zones.length === 0 && !excerpt) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-4 space-y-2",
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: "sr-only",
				children: "Forklaring"
			}),
			zones.length > 0 ? /* @__PURE__ */ jsx("ul", {
				className: "flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground",
				"data-testid": "standings-legend",
				children: zones.map((zone) => /* @__PURE__ */ jsxs("li", {
					className: "flex items-center gap-2",
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: cn("inline-block h-4 w-1.5 rounded-sm", ZONE_SWATCH[zone])
					}), ZONE_LABELS[zone]]
				}, zone))
			}) : null,
			excerpt ? /* @__PURE__ */ jsx("p", {
				className: "text-xs text-muted-foreground",
				children: excerpt
			}) : null
		]
	});
}
// app/routes/stillinger-liga.tsx
var stillinger_liga_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$3,
	default: () => stillinger_liga_default,
	loader: () => loader$40,
	meta: () => meta$31
});
async function loader$40({ params }) {
	const db = getDb();
	const league = await findLeague(db, params.league);
	if (!league) throw data(null, {
		status: 404,
		statusText: "Liga ikke fundet"
	});
	return {
		league,
		rows: await listStandings(db, league.key, league.season)
	};
}
function meta$31({ matches, data: loaderData }) {
	const site = siteFromMatches(matches);
	if (!loaderData) return [{ title: `Liga ikke fundet | ${site.siteName}` }, {
		name: "robots",
		content: "noindex"
	}];
	const { league } = loaderData;
	return pageMeta({
		site,
		title: `${league.name} stilling – Sæson ${league.season}`,
		description: `Stillingen i ${league.name} (${league.country}), sæson ${league.season}: point, målforskel og form.`,
		path: leaguePath(league.key)
	});
}
function BackLink() {
	return /* @__PURE__ */ jsxs(Link, {
		to: "/stillinger",
		className: "inline-flex items-center gap-1.5 text-sm font-semibold text-muted-foreground hover:text-primary",
		children: [/* @__PURE__ */ jsx(ArrowLeft, {
			"aria-hidden": "true",
			className: "size-4"
		}), "Alle ligaer"]
	});
}
var stillinger_liga_default = UNSAFE_withComponentProps(function StillingerLiga({ loaderData }) {
	const { league, rows } = loaderData;
	const rules = leagueRules(league.key, rows.map((r) => r.position));
	const pendingLeague = usePendingLeague();
	const loadingOther = pendingLeague !== null && pendingLeague !== league.key;
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-5xl px-4 py-8",
		children: [/* @__PURE__ */ jsx(BackLink, {}), loadingOther ? /* @__PURE__ */ jsx(StandingsSkeleton, {}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("header", {
			className: "mt-4",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-black tracking-tight",
				children: league.name
			}), /* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-muted-foreground",
				children: [
					league.country,
					" · Sæson ",
					league.season
				]
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-6",
			children: rows.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground",
				children: "Ingen stilling tilgængelig endnu"
			}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(StandingsTable, {
				rows,
				rules,
				caption: `Stillingen i ${league.name}, sæson ${league.season}`
			}), /* @__PURE__ */ jsx(StandingsLegend, {
				zones: zonesShown(rows.map((r) => r.position), rules),
				shown: rows.length,
				teams: rules.teams
			})] })
		})] })]
	});
});
var ErrorBoundary$3 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const notFound = isRouteErrorResponse(error) && error.status === 404;
	return /* @__PURE__ */ jsx("main", {
		id: "main",
		className: "mx-auto max-w-3xl px-4 py-16 text-center",
		children: notFound ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Liga ikke fundet"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-muted-foreground",
				children: "Den liga du leder efter eksisterer ikke."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/stillinger",
				className: "mt-6 inline-block font-semibold text-primary underline underline-offset-4",
				children: "Se alle ligaer"
			})
		] }) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold",
			children: "Kunne ikke hente stillingen. Prøv igen senere."
		}), /* @__PURE__ */ jsx(Link, {
			to: "/stillinger",
			className: "mt-6 inline-block font-semibold text-primary underline underline-offset-4",
			children: "Alle ligaer"
		})] })
	});
});
// app/features/advertorials/sponsored-content-page.tsx
/** Spec §2 Sponsored content: the quality standards every sponsored article must meet. */
var QUALITY_STANDARDS = [
	"Sponseret indhold er altid tydeligt mærket med «Sponseret» eller «Annonce» – både på forsiden, i lister og øverst i selve artiklen.",
	"Annoncøren står altid nævnt, så du kan se, hvem der har betalt for indholdet.",
	"Indholdet skal være korrekt og må ikke være vildledende. Vi følger markedsføringsloven, som forbyder skjult reklame.",
	"Redaktionens journalister skriver aldrig sponseret indhold, og annoncører har ingen indflydelse på vores journalistik.",
	"Indholdet skal være relevant og nyttigt for vores læsere – fx guides, gode råd og baggrund om fodbold og fankultur.",
	"Vi bringer ikke annoncer for ulovlige produkter eller tjenester. Indhold om spil kommer kun fra spiludbydere med dansk licens, er kun rettet mod personer over 18 år og indeholder information om ansvarligt spil.",
	"Vi kan altid afvise indhold, der ikke lever op til vores standarder eller til god markedsføringsskik."
];
function Fact({ icon, title, children }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "rounded-xl border border-border bg-card p-5",
		children: [/* @__PURE__ */ jsxs("h2", {
			className: "flex items-center gap-2 text-lg font-bold",
			children: [/* @__PURE__ */ jsx("span", {
				className: "flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary",
				children: icon
			}), title]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-3 text-[0.975rem] leading-7 text-foreground/90",
			children
		})]
	});
}
function SponsoredContentPage({ siteName, advertisingEmail }) {
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto w-full max-w-4xl px-4 py-8 md:py-12",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "max-w-3xl",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-black tracking-tight md:text-4xl",
					children: "Hvad er sponseret indhold?"
				}), /* @__PURE__ */ jsxs("p", {
					className: "mt-4 text-lg leading-8 text-muted-foreground",
					children: [
						"På ",
						siteName,
						" kan du ind imellem møde artikler, som en annoncør har betalt for. Her forklarer vi, hvad sponseret indhold er, hvem der laver det, og hvordan du altid kan kende forskel på det og vores journalistik."
					]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 grid gap-5 md:grid-cols-3",
				children: [
					/* @__PURE__ */ jsx(Fact, {
						icon: /* @__PURE__ */ jsx(CircleDollarSign, {
							"aria-hidden": "true",
							className: "size-5"
						}),
						title: "Betalt af en annoncør",
						children: /* @__PURE__ */ jsx("p", { children: "Sponserede artikler – også kaldet advertorials eller annoncørbetalt indhold – er betalt af en annoncør, som ønsker at fortælle om sine produkter, tjenester eller sin viden." })
					}),
					/* @__PURE__ */ jsx(Fact, {
						icon: /* @__PURE__ */ jsx(Building2$1, {
							"aria-hidden": "true",
							className: "size-5"
						}),
						title: "Lavet af vores native-afdeling",
						children: /* @__PURE__ */ jsx("p", { children: "Indholdet produceres af vores native-afdeling i samarbejde med annoncøren – ikke af redaktionen. Redaktionens journalister deltager ikke, og redaktionen er uafhængig af vores annoncører." })
					}),
					/* @__PURE__ */ jsx(Fact, {
						icon: /* @__PURE__ */ jsx(Tags, {
							"aria-hidden": "true",
							className: "size-5"
						}),
						title: "Altid tydeligt mærket",
						children: /* @__PURE__ */ jsxs("p", { children: [
							"Sponseret indhold er altid mærket med ",
							/* @__PURE__ */ jsx(Badge, {
								className: "align-middle font-bold",
								children: "Sponseret"
							}),
							" ",
							"eller ",
							/* @__PURE__ */ jsx(AnnonceBadge, { className: "align-middle" }),
							", så du aldrig er i tvivl om, hvad du læser."
						] })
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "kvalitet-titel",
				className: "mt-10",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "kvalitet-titel",
						className: "text-2xl font-bold tracking-tight",
						children: "Vores kvalitetskrav"
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-3 text-foreground/90",
						children: [
							"Alt sponseret indhold på ",
							siteName,
							" skal leve op til disse krav:"
						]
					}),
					/* @__PURE__ */ jsx("ul", {
						className: "mt-4 flex flex-col gap-3",
						children: QUALITY_STANDARDS.map((standard) => /* @__PURE__ */ jsxs("li", {
							className: "flex gap-3 leading-7",
							children: [/* @__PURE__ */ jsx(BadgeCheck, {
								"aria-hidden": "true",
								className: "mt-1 size-5 shrink-0 text-pitch"
							}), /* @__PURE__ */ jsx("span", { children: standard })]
						}, standard))
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "hvorfor-titel",
				className: "mt-10",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "hvorfor-titel",
						className: "text-2xl font-bold tracking-tight",
						children: "Hvorfor bringer vi sponseret indhold?"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-3 leading-7 text-foreground/90",
						children: "Det koster penge at lave god fodboldjournalistik. Indtægterne fra annoncer og sponseret indhold er med til at betale for, at du kan læse vores nyheder gratis. Derfor er det også afgørende for os, at du altid kan stole på, at vores redaktionelle artikler er uafhængige."
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-3 leading-7 text-foreground/90",
						children: [
							"Du kan se alt vores sponserede indhold samlet under",
							" ",
							/* @__PURE__ */ jsx(Link, {
								to: "/advertorial",
								className: "font-medium text-primary underline underline-offset-2 hover:no-underline",
								children: "annoncørbetalt indhold"
							}),
							"."
						]
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "spoergsmaal-titel",
				className: "mt-10 rounded-xl border border-border bg-foreground p-6 text-background",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "spoergsmaal-titel",
					className: "text-xl font-bold",
					children: "Spørgsmål eller interesseret i at annoncere?"
				}), /* @__PURE__ */ jsxs("p", {
					className: "mt-3 leading-7 text-background/85",
					children: [
						"Har du spørgsmål til vores sponserede indhold, eller vil du som annoncør høre mere om mulighederne, så skriv til",
						" ",
						/* @__PURE__ */ jsx("a", {
							href: `mailto:${advertisingEmail}`,
							className: "font-semibold underline underline-offset-2",
							children: advertisingEmail
						}),
						" ",
						"eller brug vores",
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: "/contact",
							className: "font-semibold underline underline-offset-2",
							children: "kontaktformular"
						}),
						"."
					]
				})]
			})
		]
	});
}
// app/routes/sponseret-indhold.tsx
var sponseret_indhold_exports = /* @__PURE__ */ __exportAll({
	default: () => sponseret_indhold_default,
	meta: () => meta$30
});
function meta$30({ matches }) {
	const site = siteFromMatches(matches);
	return pageMeta({
		site,
		title: "Hvad er sponseret indhold?",
		description: `Sådan arbejder ${site.siteName} med sponseret indhold: betalt af en annoncør, lavet af vores native-afdeling – ikke redaktionen – og altid mærket Sponseret eller Annonce.`,
		path: "/hvad-er-sponseret-indhold",
		extra: [{
			name: "keywords",
			content: "sponseret indhold, annonce, annoncørbetalt indhold, advertorial, native advertising, markedsføring, reklame, fodbold"
		}]
	});
}
var sponseret_indhold_default = UNSAFE_withComponentProps(function SponseretIndhold() {
	const { site } = useRootData();
	return /* @__PURE__ */ jsx(SponsoredContentPage, {
		siteName: site.siteName,
		advertisingEmail: COMPANY_MAILBOXES.advertising
	});
});
// app/features/advertorials/advertorial-categories.ts
/** Spec §2 Advertorials sidebar: the four categories, stored as the tag `annonce:{key}`. */
var ADVERTORIAL_CATEGORIES = [
	{
		key: "sport-betting",
		label: "Sport & Betting"
	},
	{
		key: "teknologi",
		label: "Teknologi"
	},
	{
		key: "guide",
		label: "Guide"
	},
	{
		key: "produkter",
		label: "Produkter"
	}
];
/** The query parameter the category links set: /advertorial?kategori=teknologi. */
var CATEGORY_PARAM = "kategori";
var KEYS = new Set(ADVERTORIAL_CATEGORIES.map((c) => c.key));
function isAdvertorialCategory(value) {
	return KEYS.has(value);
}
/** The tag that puts an article in a category. */
function categoryTag(key) {
	return `annonce:${key}`;
}
/** A valid category from the query string, or null (unknown values show every category). */
function parseCategoryParam(value) {
	const key = value?.trim().toLowerCase();
	return key && isAdvertorialCategory(key) ? key : null;
}
/** The first `annonce:` category among an article's tags. */
function advertorialCategoryOf(tags) {
	for (const tag of tags ?? []) if (tag.startsWith("annonce:")) {
		const key = tag.slice(8);
		if (isAdvertorialCategory(key)) return key;
	}
	return null;
}
function categoryLabel(key) {
	return ADVERTORIAL_CATEGORIES.find((c) => c.key === key)?.label ?? key;
}
function categoryHref(key) {
	return key ? `/advertorial?${CATEGORY_PARAM}=${key}` : "/advertorial";
}
// app/features/advertorials/advertorials.server.ts
/** PRODUCT.md: advertorials are articles in this category, naming the paying partner. */
var ADVERTORIAL_CATEGORY = "Advertorial";
/** Published advertorials only: never drafts or ones scheduled for later. */
function publishedAdvertorial() {
	return and(eq(articles.category, ADVERTORIAL_CATEGORY), publishedNow());
}
var advertorialColumns = {
	id: articles.id,
	slug: articles.slug,
	title: articles.title,
	excerpt: articles.excerpt,
	imageUrl: articles.imageUrl,
	imageAlt: articles.imageAlt,
	tags: articles.tags,
	partner: articles.partner,
	publishedAt: articles.publishedAt,
	imageWidth: media.width,
	imageHeight: media.height,
	imageVariants: media.variants
};
/** Spec §2 Advertorials: the list, newest first, optionally one category (tag annonce:{key}). */
async function listAdvertorials(db, options = {}) {
	const filters = [publishedAdvertorial()];
	if (options.category) filters.push(sql`${articles.tags} @> ${sql.param([categoryTag(options.category)])}::text[]`);
	return (await db.select(advertorialColumns).from(articles).leftJoin(media, eq(media.url, articles.imageUrl)).where(and(...filters)).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(options.limit ?? 48)).map((row) => ({
		...row,
		category: advertorialCategoryOf(row.tags)
	}));
}
/** The sidebar's numbers: advertorials per category and the partner in the spotlight. */
async function getAdvertorialOverview(db) {
	const rows = await db.select({
		slug: articles.slug,
		title: articles.title,
		tags: articles.tags,
		partner: articles.partner
	}).from(articles).where(publishedAdvertorial()).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(1e3);
	const counts = Object.fromEntries(ADVERTORIAL_CATEGORIES.map((c) => [c.key, 0]));
	for (const row of rows) {
		const key = advertorialCategoryOf(row.tags);
		if (key) counts[key]++;
	}
	const newest = rows.find((row) => row.partner);
	const spotlight = newest?.partner ? {
		partner: newest.partner,
		articleCount: rows.filter((row) => row.partner === newest.partner).length,
		latest: {
			slug: newest.slug,
			title: newest.title
		}
	} : null;
	return {
		total: rows.length,
		counts,
		spotlight
	};
}
// app/features/advertorials/advertorial-cards.tsx
function CardImage({ item, sizes, priority, className }) {
	if (!item.imageUrl) return /* @__PURE__ */ jsx("div", {
		"aria-hidden": "true",
		className: cn("flex aspect-video w-full items-center justify-center bg-muted text-muted-foreground", className),
		children: /* @__PURE__ */ jsx(Megaphone, { className: "size-10" })
	});
	return /* @__PURE__ */ jsx(ResponsiveImage, {
		image: {
			url: item.imageUrl,
			width: item.imageWidth,
			height: item.imageHeight,
			variants: item.imageVariants
		},
		alt: item.imageAlt ?? "",
		sizes,
		priority,
		className: cn("overflow-hidden bg-muted", className),
		imgClassName: "h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
	});
}
/** 'ANNONCE' badge, category and partner: what every advertorial shows above its title. */
function CardLabels({ item }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap items-center gap-2 text-xs",
		children: [/* @__PURE__ */ jsx(AnnonceBadge, {}), item.category ? /* @__PURE__ */ jsx(Badge, {
			variant: "outline",
			className: "font-semibold",
			children: categoryLabel(item.category)
		}) : null]
	});
}
function CardMeta({ item }) {
	const { now } = useRootData();
	return /* @__PURE__ */ jsxs("p", {
		className: "flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground",
		children: [
			item.partner ? /* @__PURE__ */ jsxs("span", { children: ["I samarbejde med ", /* @__PURE__ */ jsx("strong", {
				className: "font-semibold text-foreground",
				children: item.partner
			})] }) : null,
			item.partner && item.publishedAt ? /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: "·"
			}) : null,
			item.publishedAt ? /* @__PURE__ */ jsx(RelativeTime, {
				date: new Date(item.publishedAt).toISOString(),
				serverNow: now,
				variant: "list"
			}) : null
		]
	});
}
/** The first advertorial, shown large. */
function FeaturedAdvertorial({ item }) {
	return /* @__PURE__ */ jsxs("article", {
		"data-testid": "advertorial-item",
		className: "group relative grid overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring md:grid-cols-2",
		children: [/* @__PURE__ */ jsx(CardImage, {
			item,
			sizes: "(min-width: 1024px) 460px, (min-width: 768px) 50vw, 100vw",
			priority: true
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-col gap-3 p-5 md:p-6",
			children: [
				/* @__PURE__ */ jsx(CardLabels, { item }),
				/* @__PURE__ */ jsx("h2", {
					className: "text-2xl font-black leading-tight tracking-tight md:text-3xl",
					children: /* @__PURE__ */ jsx(Link, {
						to: `/article/${item.slug}`,
						className: "after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none",
						children: item.title
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-muted-foreground",
					children: withoutAnnoncePrefix(item.excerpt)
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-auto",
					children: /* @__PURE__ */ jsx(CardMeta, { item })
				})
			]
		})]
	});
}
/** One advertorial in the grid. */
function AdvertorialCard({ item, wide = false, className }) {
	return /* @__PURE__ */ jsxs("article", {
		"data-testid": "advertorial-item",
		className: cn("group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring", wide && "sm:col-span-2 sm:flex-row", className),
		children: [/* @__PURE__ */ jsx(CardImage, {
			item,
			sizes: "(min-width: 1024px) 330px, (min-width: 640px) 50vw, 100vw",
			className: wide ? "sm:aspect-auto sm:w-2/5 sm:shrink-0" : void 0
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col gap-3 p-5",
			children: [
				/* @__PURE__ */ jsx(CardLabels, { item }),
				/* @__PURE__ */ jsx("h3", {
					className: "text-lg font-bold leading-snug",
					children: /* @__PURE__ */ jsx(Link, {
						to: `/article/${item.slug}`,
						className: "after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none",
						children: item.title
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "line-clamp-3 text-sm text-muted-foreground",
					children: withoutAnnoncePrefix(item.excerpt)
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-auto",
					children: /* @__PURE__ */ jsx(CardMeta, { item })
				})
			]
		})]
	});
}
// app/features/advertorials/advertorials-page.tsx
function SidebarBox({ id, icon, title, children, className }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		className: cn("self-start rounded-xl border border-border bg-card p-5", className),
		children: [/* @__PURE__ */ jsxs("h2", {
			id,
			className: "flex items-center gap-2 text-sm font-bold uppercase tracking-wider",
			children: [/* @__PURE__ */ jsx("span", {
				className: "text-primary",
				children: icon
			}), title]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-3 text-sm leading-6",
			children
		})]
	});
}
function CategoryLink({ to, active, label, count }) {
	return /* @__PURE__ */ jsxs(Link, {
		to,
		preventScrollReset: true,
		"aria-current": active ? "page" : void 0,
		className: cn("inline-flex h-9 items-center justify-between gap-2 rounded-md border px-3 text-sm font-medium transition-colors", active ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card hover:bg-accent hover:text-accent-foreground"),
		children: [label, /* @__PURE__ */ jsxs("span", {
			className: cn("rounded-full px-1.5 text-xs tabular-nums", active ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground"),
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: "("
				}),
				count,
				/* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: " artikler)"
				})
			]
		})]
	});
}
/** Spec §2 Advertorials: billboard, featured item plus grid, and the sidebar. */
function AdvertorialsPage({ items, category, overview, advertisingEmail, banner }) {
	const [featured, ...rest] = items;
	const { spotlight } = overview;
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto w-full max-w-7xl px-4 py-8 md:py-10",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "max-w-3xl",
				children: [
					/* @__PURE__ */ jsx(AnnonceBadge, {}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-2 text-3xl font-black tracking-tight md:text-4xl",
						children: "Annoncørbetalt indhold"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-3 text-muted-foreground",
						children: "Artikler lavet i samarbejde med vores annoncører. Indholdet på denne side er betalt af en annoncør og er ikke skrevet af redaktionen."
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-6",
				children: banner
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px] lg:grid-rows-[auto_auto_auto_1fr] lg:gap-x-8",
				children: [
					/* @__PURE__ */ jsx(SidebarBox, {
						id: "kategorier-titel",
						icon: /* @__PURE__ */ jsx(Tag, {
							"aria-hidden": "true",
							className: "size-4"
						}),
						title: "Kategorier",
						className: "lg:col-start-2 lg:row-start-3",
						children: /* @__PURE__ */ jsxs("nav", {
							"aria-labelledby": "kategorier-titel",
							className: "flex flex-wrap gap-2 lg:flex-col lg:items-stretch",
							children: [/* @__PURE__ */ jsx(CategoryLink, {
								to: categoryHref(null),
								active: category === null,
								label: "Alle",
								count: overview.total
							}), ADVERTORIAL_CATEGORIES.map((c) => /* @__PURE__ */ jsx(CategoryLink, {
								to: categoryHref(c.key),
								active: category === c.key,
								label: c.label,
								count: overview.counts[c.key]
							}, c.key))]
						})
					}),
					/* @__PURE__ */ jsx("section", {
						"aria-label": category ? `Annoncørbetalt indhold: ${categoryLabel(category)}` : "Alt annoncørbetalt indhold",
						className: "flex flex-col gap-6 lg:col-start-1 lg:row-span-4 lg:row-start-1",
						children: featured ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(FeaturedAdvertorial, { item: featured }), rest.length > 0 ? /* @__PURE__ */ jsx("div", {
							className: "grid gap-6 sm:grid-cols-2",
							"data-advertorial-grid": true,
							children: rest.map((item, index) => /* @__PURE__ */ jsx(AdvertorialCard, {
								item,
								wide: rest.length % 2 === 1 && index === rest.length - 1
							}, item.id))
						}) : null] }) : /* @__PURE__ */ jsxs("div", {
							className: "rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center",
							children: [
								/* @__PURE__ */ jsx("h2", {
									className: "text-lg font-bold",
									children: category ? `Ingen annoncørbetalte artikler i kategorien ${categoryLabel(category)}` : "Ingen annoncørbetalte artikler endnu"
								}),
								/* @__PURE__ */ jsx("p", {
									className: "mt-2 text-muted-foreground",
									children: "Der er ikke udgivet annoncørbetalt indhold her endnu. Kig forbi igen senere."
								}),
								category ? /* @__PURE__ */ jsx(Link, {
									to: categoryHref(null),
									className: "mt-4 inline-block font-semibold text-primary underline",
									children: "Se alt annoncørbetalt indhold"
								}) : null
							]
						})
					}),
					/* @__PURE__ */ jsxs(SidebarBox, {
						id: "partner-titel",
						icon: /* @__PURE__ */ jsx(Handshake, {
							"aria-hidden": "true",
							className: "size-4"
						}),
						title: "Partner i fokus",
						className: "lg:col-start-2 lg:row-start-1",
						children: [spotlight ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
							/* @__PURE__ */ jsx("p", {
								className: "text-xl font-black",
								children: spotlight.partner
							}),
							/* @__PURE__ */ jsx("p", {
								className: "text-muted-foreground",
								children: spotlight.articleCount === 1 ? "1 annoncørbetalt artikel" : `${spotlight.articleCount} annoncørbetalte artikler`
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "mt-3",
								children: [
									"Seneste:",
									" ",
									/* @__PURE__ */ jsx(Link, {
										to: `/article/${spotlight.latest.slug}`,
										className: "font-semibold hover:text-primary hover:underline",
										children: spotlight.latest.title
									})
								]
							})
						] }) : /* @__PURE__ */ jsx("p", {
							className: "text-muted-foreground",
							children: "Vi har ingen aktive partnere lige nu."
						}), /* @__PURE__ */ jsxs("p", {
							className: "mt-4 border-t border-border pt-3 text-muted-foreground",
							children: [
								"Vil du være partner? Skriv til",
								" ",
								/* @__PURE__ */ jsx("a", {
									href: `mailto:${advertisingEmail}`,
									className: "font-medium text-primary hover:underline",
									children: advertisingEmail
								}),
								"."
							]
						})]
					}),
					/* @__PURE__ */ jsxs(SidebarBox, {
						id: "om-annoncer-titel",
						icon: /* @__PURE__ */ jsx(Info, {
							"aria-hidden": "true",
							className: "size-4"
						}),
						title: "Om annoncørbetalt indhold",
						className: "lg:col-start-2 lg:row-start-2",
						children: [/* @__PURE__ */ jsx("p", { children: "Annoncørbetalte artikler er betalt af en annoncør og produceret af vores native-afdeling – ikke af redaktionen. De er altid mærket med «Annonce» eller «Sponseret»." }), /* @__PURE__ */ jsx(Link, {
							to: "/hvad-er-sponseret-indhold",
							className: "mt-3 inline-block font-semibold text-primary underline-offset-2 hover:underline",
							children: "Læs mere om sponseret indhold"
						})]
					})
				]
			})
		]
	});
}
// app/routes/advertorial.tsx
var advertorial_exports = /* @__PURE__ */ __exportAll({
	default: () => advertorial_default,
	loader: () => loader$39,
	meta: () => meta$29
});
async function loader$39({ request }) {
	const category = parseCategoryParam(new URL(request.url).searchParams.get("kategori"));
	const db = getDb();
	const [items, overview] = await Promise.all([listAdvertorials(db, { category }), getAdvertorialOverview(db)]);
	return {
		items,
		category,
		overview
	};
}
function meta$29({ matches, data }) {
	const site = siteFromMatches(matches);
	return pageMeta({
		site,
		title: data?.category ? `Annoncørbetalt indhold: ${categoryLabel(data.category)}` : "Annoncørbetalt indhold",
		description: `Annoncørbetalte artikler på ${site.siteName}, lavet i samarbejde med vores partnere og altid mærket som annonce.`,
		path: data?.category ? `/advertorial?kategori=${data.category}` : "/advertorial"
	});
}
var advertorial_default = UNSAFE_withComponentProps(function Advertorial({ loaderData }) {
	return /* @__PURE__ */ jsx(AdvertorialsPage, {
		items: loaderData.items,
		category: loaderData.category,
		overview: loaderData.overview,
		advertisingEmail: COMPANY_MAILBOXES.advertising,
		banner: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(AdSlot, {
			id: "advertorial-billboard",
			className: "hidden md:flex"
		}), /* @__PURE__ */ jsx(AdSlot, {
			id: "home-mobile-1",
			className: "md:hidden"
		})] })
	});
});
// app/features/contact/contact-notify.server.ts
/** The notification mail staff get about a new contact message. */
function contactNotificationMail(to, message, publicUrl, siteName) {
	const link = `${publicUrl}/admin/henvendelser?id=${message.id}`;
	return {
		to,
		subject: `Ny henvendelse: ${message.subject}`,
		text: [
			`Der er kommet en ny henvendelse via kontaktformularen på ${siteName}.`,
			"",
			`Fra: ${message.name} <${message.email}>`,
			`Emne: ${message.subject}`,
			"",
			message.message,
			"",
			`Læs og behandl den i administrationen: ${link}`,
			`Alle henvendelser: ${publicUrl}/admin/henvendelser`,
			"",
			"Du får denne mail, fordi du er administrator eller redaktør, og notifikationer er slået til under Indstillinger."
		].join("\n")
	};
}
/**
* When notifications are on (Indstillinger), e-mails every admin and editor about a new message.
* Never throws: a failed mail is logged (and recorded in the outbox by sendMail); the stored
* message is not touched.
*/
async function notifyStaffOfContactMessage(db, message, send = sendMail) {
	let sent = 0;
	let failed = 0;
	try {
		const [settings] = await db.select({
			enabled: siteSettings.enableNotifications,
			siteName: siteSettings.siteName
		}).from(siteSettings);
		if (settings && !settings.enabled) return {
			sent,
			failed
		};
		const staff = await db.select({ email: user.email }).from(user).where(inArray(user.role, [...STAFF_ROLES]));
		const publicUrl = getEnv().publicUrl;
		for (const { email } of staff) try {
			await send(contactNotificationMail(email, message, publicUrl, settings?.siteName ?? "Forsiden"));
			sent++;
		} catch (error) {
			failed++;
			logger.error({
				err: error,
				contactMessageId: message.id
			}, "contact notification could not be sent");
		}
	} catch (error) {
		logger.error({
			err: error,
			contactMessageId: message.id
		}, "contact notifications failed");
	}
	return {
		sent,
		failed
	};
}
// app/lib/form.ts
/**
* One form parser and one action-result shape for every form (issue 12). Not a server module: the
* dialogs import the types, and the club dialog runs `parseForm` in the browser before it posts.
*/
/** Where an issue with no field (a refine on the whole object) is filed. */
var FORM_ERROR_KEY = "form";
function firstSegment(path) {
	return path.length > 0 ? String(path[0]) : FORM_ERROR_KEY;
}
/** FormData as a plain object of its string values; files are left out (they are read separately). */
function formDataToObject(form, fields) {
	const out = {};
	const keys = fields ?? [...new Set(form.keys())];
	for (const key of keys) {
		const value = form.get(key);
		if (typeof value === "string") out[key] = value;
	}
	return out;
}
/** The first message per key; later issues on the same key are dropped (one message per field). */
function fieldErrorsOf(error, keyOf = firstSegment) {
	const errors = {};
	for (const issue of error.issues) errors[keyOf(issue.path)] ??= issue.message;
	return errors;
}
/** The first message of all (a form shown as one toast or alert rather than field by field). */
function firstError(fieldErrors) {
	return Object.values(fieldErrors).find(Boolean) ?? "";
}
/** Validates a submitted form (FormData or a plain object) with a Zod schema. */
function parseForm(schema, input, options = {}) {
	const raw = input instanceof FormData ? formDataToObject(input, options.fields) : input;
	const result = schema.safeParse(raw);
	return result.success ? {
		ok: true,
		data: result.data
	} : {
		ok: false,
		fieldErrors: fieldErrorsOf(result.error, options.keyOf)
	};
}
// app/features/contact/contact-fields.ts
/** PRODUCT.md contact form: maximum lengths, also set as maxLength on the inputs. */
var CONTACT_LIMITS = {
	name: 200,
	email: 320,
	subject: 200,
	message: 5e3
};
/** The hidden field only bots fill in. */
var HONEYPOT_FIELD = "website";
var CONTACT_MESSAGES = {
	sent: "Tak for din besked! Vi vender tilbage hurtigst muligt.",
	rateLimited: "For mange henvendelser. Prøv igen om lidt.",
	invalid: "Tjek de markerede felter, og prøv igen.",
	failed: "Beskeden kunne ikke sendes. Prøv igen senere."
};
// app/features/contact/contact-schema.ts
var EMAIL_PATTERN = /^[^\s@"<>(),;:[\]\\]{1,64}@(?:[^\s@"<>(),;:[\]\\_.]+\.)+[^\s@"<>(),;:[\]\\_.\d]{2,}$/u;
var text$3 = (required) => z.string({ error: required }).trim().min(1, required);
var contactSchema = z.object({
	name: text$3("Navn er påkrævet").max(CONTACT_LIMITS.name, "Navn må højst være 200 tegn"),
	email: text$3("Ugyldig e-mailadresse").max(CONTACT_LIMITS.email, "E-mailadressen må højst være 320 tegn").regex(EMAIL_PATTERN, "Ugyldig e-mailadresse"),
	subject: text$3("Emne er påkrævet").max(CONTACT_LIMITS.subject, "Emne må højst være 200 tegn"),
	message: text$3("Besked er påkrævet").max(CONTACT_LIMITS.message, "Besked må højst være 5.000 tegn")
});
var CONTACT_FIELDS = [
	"name",
	"email",
	"subject",
	"message"
];
/** Validates a submitted form (FormData or a plain object); errors are the first Danish message per field. */
function parseContactForm(input) {
	const raw = input instanceof FormData ? formDataToObject(input, [...CONTACT_FIELDS, HONEYPOT_FIELD]) : input;
	const honeypot = raw[HONEYPOT_FIELD];
	const honeypotFilled = typeof honeypot === "string" && honeypot.trim() !== "";
	const parsed = parseForm(contactSchema, raw);
	if (parsed.ok) return {
		ok: true,
		data: parsed.data,
		honeypotFilled
	};
	const values = Object.fromEntries(CONTACT_FIELDS.map((key) => [key, typeof raw[key] === "string" ? raw[key] : ""]));
	return {
		ok: false,
		fieldErrors: parsed.fieldErrors,
		values
	};
}
var defaultLimiter = createRateLimiter({
	id: "contact-address",
	limit: 5,
	windowMs: 6e5,
	onStoreError: "open"
});
var pendingNotifications = /* @__PURE__ */ new Set();
/**
* Validates and stores one contact message. Only valid, non-spam messages count against the
* rate limit, so a reader who mistypes an address is not locked out.
*/
async function createContactMessage(db, input, options = {}) {
	const parsed = parseContactForm(input);
	if (!parsed.ok) return {
		status: "invalid",
		fieldErrors: parsed.fieldErrors,
		values: parsed.values
	};
	if (parsed.honeypotFilled) {
		logger.info("contact form: honeypot filled, message discarded");
		return { status: "ignored" };
	}
	if (options.rateLimitKey !== void 0) {
		const attempt = await (options.limiter ?? defaultLimiter).attempt(options.rateLimitKey);
		if (!attempt.allowed) return {
			status: "rate-limited",
			retryAfterSeconds: attempt.retryAfterSeconds
		};
	}
	const { name, email, subject, message } = parsed.data;
	const id = await db.transaction(async (tx) => {
		const [row] = await tx.insert(contactMessages).values({
			name,
			email,
			subject,
			message
		}).returning({ id: contactMessages.id });
		return row.id;
	});
	logger.info({ contactMessageId: id }, "contact message stored");
	const notification = notifyStaffOfContactMessage(db, {
		id,
		name,
		email,
		subject,
		message
	}, options.send).finally(() => pendingNotifications.delete(notification));
	pendingNotifications.add(notification);
	return {
		status: "stored",
		id
	};
}
// app/components/ui/card.tsx
function Card({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "card",
		className: cn("flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm", className),
		...props
	});
}
function CardHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "card-header",
		className: cn("@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6", className),
		...props
	});
}
/**
* The card's title. A `div` by default because the right heading level depends on the page:
* use `<CardTitle asChild><h2>…</h2></CardTitle>` to make it a real heading.
*/
function CardTitle({ className, asChild = false, ...props }) {
	return /* @__PURE__ */ jsx(asChild ? Slot : "div", {
		"data-slot": "card-title",
		className: cn("font-semibold leading-tight", className),
		...props
	});
}
function CardDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "card-description",
		className: cn("text-muted-foreground text-sm", className),
		...props
	});
}
function CardContent({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "card-content",
		className: cn("px-6", className),
		...props
	});
}
// app/components/ui/field.tsx
var FieldContext = React.createContext(null);
function useFieldContext(component) {
	const field = React.useContext(FieldContext);
	if (!field) throw new Error(`${component} must be used inside <Field>`);
	return field;
}
var fieldVariants = cva("flex", {
	variants: { orientation: {
		vertical: "flex-col gap-2",
		horizontal: "flex-row items-center gap-3"
	} },
	defaultVariants: { orientation: "vertical" }
});
function Field({ id, error, errorId, descriptionId, orientation, className, children, ...props }) {
	const value = React.useMemo(() => ({
		id,
		errorId: errorId ?? `${id}-error`,
		descriptionId,
		error: error || void 0
	}), [
		id,
		errorId,
		descriptionId,
		error
	]);
	return /* @__PURE__ */ jsx(FieldContext.Provider, {
		value,
		children: /* @__PURE__ */ jsx("div", {
			"data-slot": "field",
			"data-orientation": orientation ?? "vertical",
			"data-invalid": value.error ? true : void 0,
			className: cn(fieldVariants({ orientation }), className),
			...props,
			children
		})
	});
}
function FieldLabel({ className, ...props }) {
	const field = useFieldContext("FieldLabel");
	return /* @__PURE__ */ jsx(Label, {
		"data-slot": "field-label",
		htmlFor: field.id,
		className,
		...props
	});
}
/** The ARIA props for a control that cannot sit inside FieldControl (a component with its own id prop). */
function useFieldControlProps() {
	const field = useFieldContext("FieldControl");
	const describedBy = [field.descriptionId, field.error ? field.errorId : void 0].filter(Boolean).join(" ");
	return {
		id: field.id,
		"aria-invalid": field.error ? true : void 0,
		"aria-describedby": describedBy || void 0
	};
}
function FieldControl(props) {
	return /* @__PURE__ */ jsx(Slot, {
		"data-slot": "field-control",
		...useFieldControlProps(),
		...props
	});
}
function FieldDescription({ className, ...props }) {
	const field = useFieldContext("FieldDescription");
	return /* @__PURE__ */ jsx("p", {
		"data-slot": "field-description",
		id: field.descriptionId,
		className: cn("text-muted-foreground text-xs", className),
		...props
	});
}
/** The field's message under the control; nothing when the field is valid. */
function FieldError({ className, children, ...props }) {
	const field = useFieldContext("FieldError");
	if (!field.error) return null;
	return /* @__PURE__ */ jsx("p", {
		"data-slot": "field-error",
		id: field.errorId,
		className: cn("font-medium text-destructive text-sm", className),
		...props,
		children: children ?? field.error
	});
}
// app/components/ui/textarea.tsx
function Textarea({ className, ...props }) {
	return /* @__PURE__ */ jsx("textarea", {
		"data-slot": "textarea",
		className: cn("field-sizing-content flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm", "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50", "aria-invalid:border-destructive aria-invalid:ring-destructive/20", className),
		...props
	});
}
// app/features/contact/contact-form.tsx
var FIELDS = [
	{
		name: "name",
		label: "Navn",
		autoComplete: "name"
	},
	{
		name: "email",
		label: "E-mail",
		type: "email",
		autoComplete: "email"
	},
	{
		name: "subject",
		label: "Emne",
		autoComplete: "off"
	}
];
/**
* Spec §2/§5 contact form. Posts to the route's action through a fetcher (toast, no reload); the
* same markup also posts as a normal form when JavaScript is off.
*/
function ContactForm({ actionData }) {
	const fetcher = useFetcher();
	const formRef = useRef(null);
	const state = fetcher.data ?? actionData;
	const submitting = fetcher.state !== "idle";
	const errors = state?.ok === false ? state.fieldErrors ?? {} : {};
	const values = state?.ok === false ? state.values : void 0;
	useEffect(() => {
		const data = fetcher.data;
		if (!data) return;
		if (data.ok) {
			toast.success(data.message);
			formRef.current?.reset();
		} else {
			toast.error(data.message);
			const first = Object.keys(data.fieldErrors ?? {})[0];
			if (first) formRef.current?.querySelector(`[name="${first}"]`)?.focus();
		}
	}, [fetcher.data]);
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		ref: formRef,
		method: "post",
		"aria-labelledby": "kontaktformular-titel",
		"aria-busy": submitting,
		className: "relative flex flex-col gap-5",
		children: [
			FIELDS.map((field) => /* @__PURE__ */ jsxs(Field, {
				id: `kontakt-${field.name}`,
				errorId: `kontakt-${field.name}-fejl`,
				error: errors[field.name],
				children: [
					/* @__PURE__ */ jsxs(FieldLabel, { children: [field.label, /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "text-primary",
						children: "*"
					})] }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
						name: field.name,
						type: field.type ?? "text",
						required: true,
						maxLength: CONTACT_LIMITS[field.name],
						autoComplete: field.autoComplete,
						defaultValue: values?.[field.name]
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}, field.name)),
			/* @__PURE__ */ jsxs(Field, {
				id: "kontakt-message",
				errorId: "kontakt-message-fejl",
				error: errors.message,
				children: [
					/* @__PURE__ */ jsxs(FieldLabel, { children: ["Besked", /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "text-primary",
						children: "*"
					})] }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Textarea, {
						name: "message",
						rows: 5,
						required: true,
						maxLength: CONTACT_LIMITS.message,
						defaultValue: values?.message,
						className: "field-sizing-fixed min-h-32"
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				"aria-hidden": "true",
				className: "absolute -left-[10000px] top-0 h-px w-px overflow-hidden",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "kontakt-website",
					children: "Lad dette felt være tomt"
				}), /* @__PURE__ */ jsx("input", {
					id: "kontakt-website",
					name: HONEYPOT_FIELD,
					type: "text",
					tabIndex: -1,
					autoComplete: "off"
				})]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "text-sm text-muted-foreground",
				children: [
					"Felter markeret med ",
					/* @__PURE__ */ jsx("span", {
						className: "text-primary",
						children: "*"
					}),
					" skal udfyldes. Vi bruger kun dine oplysninger til at besvare din henvendelse. Læs mere i vores",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/privacy",
						className: "font-medium text-primary underline underline-offset-2 hover:no-underline",
						children: "privatlivspolitik"
					}),
					"."
				]
			}),
			/* @__PURE__ */ jsx("div", {
				role: "status",
				"aria-live": "polite",
				children: state ? /* @__PURE__ */ jsx(FormNotice, { state }) : null
			}),
			/* @__PURE__ */ jsxs(Button, {
				type: "submit",
				size: "lg",
				disabled: submitting,
				className: "self-start",
				children: [submitting ? /* @__PURE__ */ jsx(Loader2, {
					"aria-hidden": "true",
					className: "animate-spin"
				}) : null, "Send besked"]
			})
		]
	});
}
function FormNotice({ state }) {
	const sent = state.ok;
	const Icon = sent ? CheckCircle2$1 : TriangleAlert;
	return /* @__PURE__ */ jsxs("p", {
		className: cn("flex items-start gap-2 rounded-md border px-4 py-3 text-sm font-medium", sent ? "border-success/30 bg-success/10 text-success" : "border-destructive/30 bg-destructive/10 text-destructive"),
		children: [/* @__PURE__ */ jsx(Icon, {
			"aria-hidden": "true",
			className: "mt-0.5 size-4 shrink-0"
		}), state.message]
	});
}
// app/features/contact/contact-page.tsx
/**
* One term and its value, a <dt>/<dd> pair grouped in a <div> (the only wrapper a <dl> allows), so
* 'E-mail' names its address (issue 22, axe definition-list/dlitem). The icon sits inside the <dt>,
* hidden from screen readers, placed in the row's left gutter.
*/
function DetailRow({ icon, label, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "relative min-h-9 pl-12",
		children: [/* @__PURE__ */ jsxs("dt", {
			className: "text-xs font-semibold uppercase tracking-wider text-muted-foreground",
			children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "absolute top-0.5 left-0 flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary",
				children: icon
			}), label]
		}), /* @__PURE__ */ jsx("dd", {
			className: "mt-0.5 break-words",
			children
		})]
	});
}
var linkClass = "font-medium text-primary underline-offset-2 hover:underline";
/** Spec §2 Contact: company card, 'Om Forsiden' blurb and the form 'Send os en besked'. */
function ContactPage({ siteName, company, actionData }) {
	const address = companyAddressLine(company);
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto w-full max-w-6xl px-4 py-8 md:py-12",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "max-w-2xl",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-black tracking-tight md:text-4xl",
				children: "Kontakt os"
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-3 text-lg text-muted-foreground",
				children: "Har du et nyhedstip, en rettelse, spørgsmål om annoncering eller noget helt fjerde? Skriv til os – vi læser alle henvendelser."
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-6",
				children: [/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
					asChild: true,
					children: /* @__PURE__ */ jsx("h2", {
						className: "text-lg",
						children: "Kontaktoplysninger"
					})
				}), /* @__PURE__ */ jsx(CardDescription, { children: company.name ?? siteName })] }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsxs("dl", {
					className: "flex flex-col gap-4 text-sm",
					children: [
						company.email ? /* @__PURE__ */ jsx(DetailRow, {
							icon: /* @__PURE__ */ jsx(Mail$1, {
								"aria-hidden": "true",
								className: "size-4"
							}),
							label: "E-mail",
							children: /* @__PURE__ */ jsx("a", {
								href: `mailto:${company.email}`,
								className: linkClass,
								children: company.email
							})
						}) : null,
						/* @__PURE__ */ jsx(DetailRow, {
							icon: /* @__PURE__ */ jsx(Newspaper$1, {
								"aria-hidden": "true",
								className: "size-4"
							}),
							label: "Redaktionen og nyhedstips",
							children: /* @__PURE__ */ jsx("a", {
								href: `mailto:${COMPANY_MAILBOXES.editorial}`,
								className: linkClass,
								children: COMPANY_MAILBOXES.editorial
							})
						}),
						/* @__PURE__ */ jsx(DetailRow, {
							icon: /* @__PURE__ */ jsx(Megaphone, {
								"aria-hidden": "true",
								className: "size-4"
							}),
							label: "Annoncering",
							children: /* @__PURE__ */ jsx("a", {
								href: `mailto:${COMPANY_MAILBOXES.advertising}`,
								className: linkClass,
								children: COMPANY_MAILBOXES.advertising
							})
						}),
						company.phone ? /* @__PURE__ */ jsx(DetailRow, {
							icon: /* @__PURE__ */ jsx(Phone, {
								"aria-hidden": "true",
								className: "size-4"
							}),
							label: "Telefon",
							children: company.phone
						}) : null,
						address ? /* @__PURE__ */ jsx(DetailRow, {
							icon: /* @__PURE__ */ jsx(MapPin, {
								"aria-hidden": "true",
								className: "size-4"
							}),
							label: "Adresse",
							children: address
						}) : null,
						company.cvr ? /* @__PURE__ */ jsx(DetailRow, {
							icon: /* @__PURE__ */ jsx(Building2$1, {
								"aria-hidden": "true",
								className: "size-4"
							}),
							label: "CVR-nr.",
							children: company.cvr
						}) : null,
						company.responsibleEditor ? /* @__PURE__ */ jsx(DetailRow, {
							icon: /* @__PURE__ */ jsx(UserRound$1, {
								"aria-hidden": "true",
								className: "size-4"
							}),
							label: "Ansvarshavende chefredaktør",
							children: company.responsibleEditor
						}) : null
					]
				}) })] }), /* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "om-titel",
					className: "rounded-xl border border-border bg-foreground p-6 text-background",
					children: [
						/* @__PURE__ */ jsxs("h2", {
							id: "om-titel",
							className: "text-lg font-bold",
							children: ["Om ", siteName]
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "mt-3 text-sm leading-6 text-background/85",
							children: [siteName, " er et dansk nyhedsmedie for alle, der elsker fodbold. Vi dækker Superligaen, landsholdet og de store europæiske ligaer døgnet rundt – med nyheder, transferstof, analyser og historier fra dansk fodbolds fortid."]
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 text-sm leading-6 text-background/85",
							children: "Redaktionen arbejder efter de vejledende regler for god presseskik, og annoncørbetalt indhold er altid tydeligt mærket."
						})
					]
				})]
			}), /* @__PURE__ */ jsxs(Card, {
				className: "lg:self-start",
				children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
					asChild: true,
					children: /* @__PURE__ */ jsx("h2", {
						id: "kontaktformular-titel",
						className: "text-xl",
						children: "Send os en besked"
					})
				}), /* @__PURE__ */ jsx(CardDescription, { children: "Vi svarer normalt inden for et par hverdage." })] }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsx(ContactForm, { actionData }) })]
			})]
		})]
	});
}
// app/routes/contact.tsx
var contact_exports = /* @__PURE__ */ __exportAll({
	action: () => action$20,
	default: () => contact_default,
	meta: () => meta$28
});
function meta$28({ matches }) {
	const site = siteFromMatches(matches);
	return pageMeta({
		site,
		title: "Kontakt os",
		description: `Kontakt ${site.siteName}: send os et nyhedstip, en rettelse eller et spørgsmål om annoncering. Her finder du også vores e-mail, telefon og adresse.`,
		path: "/contact"
	});
}
async function action$20({ request, context }) {
	const formData = await request.formData();
	try {
		const result = await createContactMessage(getDb(), formData, { rateLimitKey: context.clientIp });
		switch (result.status) {
			case "stored":
			case "ignored": return data({
				ok: true,
				message: CONTACT_MESSAGES.sent
			});
			case "invalid": return data({
				ok: false,
				message: CONTACT_MESSAGES.invalid,
				fieldErrors: result.fieldErrors,
				values: result.values
			}, { status: 400 });
			case "rate-limited": return data({
				ok: false,
				message: CONTACT_MESSAGES.rateLimited
			}, {
				status: 429,
				headers: { "Retry-After": String(result.retryAfterSeconds) }
			});
		}
	} catch (error) {
		logger.error({
			err: error,
			reqId: context.requestId
		}, "contact message could not be stored");
		return data({
			ok: false,
			message: CONTACT_MESSAGES.failed
		}, { status: 500 });
	}
}
var contact_default = UNSAFE_withComponentProps(function Contact({ actionData }) {
	const { site, company } = useRootData();
	return /* @__PURE__ */ jsx(ContactPage, {
		siteName: site.siteName,
		actionData,
		company
	});
});
// app/features/legal/company-details.tsx
/**
* The company's name, address, CVR, phone and e-mail from the settings (issue 14). A detail not
* filled in yet is left out, never shown as a placeholder; without a company name the site's name
* stands in.
*/
function CompanyDetails({ company, siteName, className }) {
	const lines = [
		company.street,
		company.postalCity,
		company.street || company.postalCity ? COMPANY_COUNTRY : null,
		company.cvr ? `CVR-nr.: ${company.cvr}` : null,
		company.phone ? `Telefon: ${company.phone}` : null
	].filter((line) => Boolean(line));
	return /* @__PURE__ */ jsxs("address", {
		className: cn("mt-3 not-italic leading-7", className),
		children: [
			/* @__PURE__ */ jsx("strong", { children: company.name ?? siteName }),
			lines.map((line) => /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("br", {}), line] }, line)),
			company.email ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx("br", {}),
				"E-mail: ",
				/* @__PURE__ */ jsx("a", {
					href: `mailto:${company.email}`,
					children: company.email
				})
			] }) : null
		]
	});
}
/**
* Where a reader writes to us: "på {e-mail}", or "via vores kontaktformular" while the company
* e-mail is not filled in.
*/
function WriteToUs({ email }) {
	return email ? /* @__PURE__ */ jsxs(Fragment$1, { children: ["på ", /* @__PURE__ */ jsx("a", {
		href: `mailto:${email}`,
		children: email
	})] }) : /* @__PURE__ */ jsxs(Fragment$1, { children: ["via vores ", /* @__PURE__ */ jsx(Link, {
		to: "/contact",
		children: "kontaktformular"
	})] });
}
// app/features/legal/legal-sections.ts
/** Spec §2 Info pages: the privacy policy's 10 sections, in this order. */
var PRIVACY_SECTIONS = [
	{
		id: "dataansvarlig",
		title: "Dataansvarlig"
	},
	{
		id: "oplysninger",
		title: "Hvilke oplysninger vi indsamler"
	},
	{
		id: "formaal",
		title: "Formål med behandlingen"
	},
	{
		id: "retsgrundlag",
		title: "Retsgrundlag"
	},
	{
		id: "modtagere",
		title: "Deling med tredjeparter"
	},
	{
		id: "opbevaring",
		title: "Opbevaring og sletning"
	},
	{
		id: "rettigheder",
		title: "Dine rettigheder efter GDPR"
	},
	{
		id: "cookies",
		title: "Cookies"
	},
	{
		id: "aendringer",
		title: "Ændringer i privatlivspolitikken"
	},
	{
		id: "kontakt",
		title: "Kontakt og klage til Datatilsynet"
	}
];
/** Spec §2 Info pages: the terms' 9 sections, in this order. */
var TERMS_SECTIONS = [
	{
		id: "generelt",
		title: "Generelt"
	},
	{
		id: "brug",
		title: "Tilladt og forbudt brug"
	},
	{
		id: "ophavsret",
		title: "Ophavsret"
	},
	{
		id: "annoncer",
		title: "Annoncer og indhold fra tredjeparter"
	},
	{
		id: "ansvar",
		title: "Ansvarsbegrænsning"
	},
	{
		id: "personoplysninger",
		title: "Personoplysninger"
	},
	{
		id: "aendringer",
		title: "Ændringer af vilkårene"
	},
	{
		id: "lovvalg",
		title: "Lovvalg og værneting"
	},
	{
		id: "kontakt",
		title: "Kontakt"
	}
];
/** Spec §2 Info pages: the cookie policy's topics, in this order. */
var COOKIE_SECTIONS = [
	{
		id: "hvad-er-cookies",
		title: "Hvad er cookies?"
	},
	{
		id: "noedvendige",
		title: "Nødvendige cookies"
	},
	{
		id: "statistik",
		title: "Statistik- og analysecookies"
	},
	{
		id: "markedsfoering",
		title: "Markedsførings- og annoncecookies"
	},
	{
		id: "annoncenetvaerk",
		title: "Annoncenetværkets cookies"
	},
	{
		id: "tredjepart",
		title: "Tredjepartscookies"
	},
	{
		id: "oversigt",
		title: "Oversigt over vores cookies"
	},
	{
		id: "kontrol",
		title: "Sådan styrer du cookies"
	},
	{
		id: "konsekvenser",
		title: "Konsekvenser af at slå cookies fra"
	},
	{
		id: "aendringer",
		title: "Ændringer i cookiepolitikken"
	},
	{
		id: "kontakt",
		title: "Kontakt"
	}
];
/** The numbered heading of a section: "1. Dataansvarlig". */
function sectionHeading(index, section) {
	return `${index + 1}. ${section.title}`;
}
/** Spec §2: 'Last updated' is today's date in Danish format, e.g. 'Sidst opdateret: 21. november 2026'. */
function lastUpdatedText(now) {
	return `Sidst opdateret: ${formatDanishDate(now)}`;
}
/** Issue 22: the accessibility statement's sections, in this order. */
var ACCESSIBILITY_SECTIONS = [
	{
		id: "maal",
		title: "Vores mål"
	},
	{
		id: "test",
		title: "Sådan tester vi"
	},
	{
		id: "mangler",
		title: "Kendte mangler"
	},
	{
		id: "rapporter",
		title: "Rapportér et problem"
	}
];
// app/features/legal/legal-page.tsx
/** Typography for running legal text (no typography plugin: the few rules live here). */
var legalProse = "text-[0.975rem] leading-7 text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";
/** A legal document: title, last-updated date, table of contents and numbered sections. */
function LegalPage({ title, lead, now, sections, bodies, aside }) {
	return /* @__PURE__ */ jsx("main", {
		id: "main",
		className: "mx-auto w-full max-w-3xl px-4 py-8 md:py-12",
		children: /* @__PURE__ */ jsxs("article", { children: [
			/* @__PURE__ */ jsxs("header", {
				className: "border-b border-border pb-6",
				children: [
					/* @__PURE__ */ jsx("h1", {
						className: "text-3xl font-black tracking-tight break-words hyphens-auto md:text-4xl",
						children: title
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-3 text-sm text-muted-foreground",
						children: /* @__PURE__ */ jsx("time", {
							dateTime: copenhagenDay(new Date(now)),
							children: lastUpdatedText(now)
						})
					}),
					/* @__PURE__ */ jsx("div", {
						className: `${legalProse} mt-1`,
						children: lead
					})
				]
			}),
			/* @__PURE__ */ jsxs("nav", {
				"aria-labelledby": "indhold-titel",
				className: "mt-6 rounded-lg border border-border bg-card p-5",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "indhold-titel",
					className: "text-sm font-bold uppercase tracking-wider text-muted-foreground",
					children: "Indhold"
				}), /* @__PURE__ */ jsx("ol", {
					className: "mt-3 text-sm sm:columns-2 sm:gap-8",
					children: sections.map((section, index) => /* @__PURE__ */ jsx("li", {
						className: "mb-1.5 break-inside-avoid",
						children: /* @__PURE__ */ jsx("a", {
							href: `#${section.id}`,
							className: "hover:text-primary hover:underline",
							children: sectionHeading(index, section)
						})
					}, section.id))
				})]
			}),
			aside,
			sections.map((section, index) => /* @__PURE__ */ jsxs("section", {
				id: section.id,
				"aria-labelledby": `${section.id}-titel`,
				className: "mt-10 scroll-mt-24",
				children: [/* @__PURE__ */ jsx("h2", {
					id: `${section.id}-titel`,
					className: "text-xl font-bold tracking-tight md:text-2xl",
					children: sectionHeading(index, section)
				}), /* @__PURE__ */ jsx("div", {
					className: legalProse,
					children: bodies[section.id]
				})]
			}, section.id))
		] })
	});
}
// app/features/legal/terms-of-use.tsx
/** Spec §2 Info pages, terms: 9 numbered sections. */
function TermsOfUse({ now, siteName, company }) {
	const owner = company.name ?? siteName;
	return /* @__PURE__ */ jsx(LegalPage, {
		title: "Vilkår og betingelser",
		now,
		sections: TERMS_SECTIONS,
		lead: /* @__PURE__ */ jsxs("p", { children: [
			"Disse vilkår gælder for din brug af ",
			siteName,
			" og alt indhold på sitet. Læs dem gerne igennem – de er skrevet, så de er til at forstå."
		] }),
		bodies: {
			generelt: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsxs("p", { children: [
					siteName,
					" er et dansk nyhedsmedie om dansk og international fodbold.",
					company.name ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
						" ",
						"Sitet drives af ",
						company.name,
						company.cvr ? `, CVR-nr. ${company.cvr}` : "",
						"."
					] }) : null,
					company.responsibleEditor ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
						" Ansvarshavende chefredaktør er ",
						company.responsibleEditor,
						"."
					] }) : null
				] }),
				/* @__PURE__ */ jsx("p", { children: "Når du bruger sitet, accepterer du disse vilkår. Er du ikke enig i vilkårene, beder vi dig lade være med at bruge sitet. Det er gratis at læse vores indhold, og du behøver ikke oprette en profil." }),
				/* @__PURE__ */ jsxs("p", { children: [
					"Redaktionen arbejder efter de vejledende regler for god presseskik. Har du bemærkninger til en artikel, eller har du fundet en fejl, så skriv til",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: `mailto:${COMPANY_MAILBOXES.editorial}`,
						children: COMPANY_MAILBOXES.editorial
					}),
					", så retter vi den hurtigst muligt."
				] })
			] }),
			brug: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx("p", { children: "Du må gerne:" }),
				/* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsx("li", { children: "læse, printe og gemme artikler til dit eget, personlige og ikke-kommercielle brug" }),
					/* @__PURE__ */ jsx("li", { children: "dele links til vores artikler, fx på sociale medier, i nyhedsbreve og i beskeder" }),
					/* @__PURE__ */ jsx("li", { children: "citere fra vores artikler i overensstemmelse med god skik og med tydelig kildeangivelse" })
				] }),
				/* @__PURE__ */ jsx("p", { children: "Du må ikke:" }),
				/* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsx("li", { children: "kopiere, genudgive eller sælge vores indhold, helt eller delvist, uden vores skriftlige tilladelse" }),
					/* @__PURE__ */ jsx("li", { children: "systematisk hente indhold fra sitet med robotter, crawlere eller lignende værktøjer (scraping), herunder til træning af kunstig intelligens, uden vores skriftlige tilladelse – almindelig indeksering fra søgemaskiner er dog velkommen" }),
					/* @__PURE__ */ jsx("li", { children: "forsøge at omgå sitets sikkerhed, skaffe dig adgang til redaktionssystemet eller overbelaste sitet" }),
					/* @__PURE__ */ jsx("li", { children: "bruge kontaktformularen til spam, reklame, chikane eller ulovligt indhold" }),
					/* @__PURE__ */ jsxs("li", { children: [
						"udgive dig for at være ",
						siteName,
						" eller en af vores medarbejdere"
					] })
				] }),
				/* @__PURE__ */ jsx("p", { children: "Overtræder du vilkårene, kan vi blokere din adgang til sitet og kræve erstatning efter dansk rets almindelige regler." })
			] }),
			ophavsret: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsxs("p", { children: [
					"Alt indhold på sitet – tekster, fotos, grafik, video, logoer og design – er beskyttet af ophavsretsloven og tilhører ",
					owner,
					" eller vores samarbejdspartnere og licensgivere."
				] }),
				/* @__PURE__ */ jsxs("p", { children: [
					"Du må citere fra vores artikler i overensstemmelse med ophavsretslovens § 22, det vil sige i overensstemmelse med god skik og i det omfang, der betinges af formålet, og altid med tydelig angivelse af ",
					siteName,
					" som kilde, gerne med et link til artiklen. Al anden brug kræver vores forudgående skriftlige tilladelse."
				] }),
				/* @__PURE__ */ jsxs("p", { children: [
					"Klubnavne, klublogoer og turneringsnavne tilhører de respektive klubber og organisationer og bruges alene til at identificere dem i vores journalistik. Mener du, at indhold på sitet krænker din ophavsret, så skriv til",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: `mailto:${COMPANY_MAILBOXES.editorial}`,
						children: COMPANY_MAILBOXES.editorial
					}),
					"."
				] })
			] }),
			annoncer: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsxs("p", { children: [
					siteName,
					" er finansieret af annoncer. Annoncer og annoncørbetalt indhold er altid tydeligt mærket med «Annonce» eller «Sponseret», så du kan skelne det fra redaktionelt indhold. Annoncørbetalte artikler er ikke skrevet af redaktionen. Læs mere om",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/hvad-er-sponseret-indhold",
						children: "hvad sponseret indhold er"
					}),
					"."
				] }),
				/* @__PURE__ */ jsx("p", { children: "Annoncøren er ansvarlig for indholdet af sine annoncer og for de produkter og tjenester, der markedsføres. Annoncer for spil er kun rettet mod personer over 18 år." }),
				/* @__PURE__ */ jsx("p", { children: "Sitet kan indeholde links til andre websites og indhold fra tredjeparter, fx indlejrede videoer. Vi har ikke kontrol over andre websites og er ikke ansvarlige for deres indhold, tilgængelighed eller behandling af personoplysninger." })
			] }),
			ansvar: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx("p", { children: "Vi gør alt, hvad vi kan, for at vores indhold er korrekt og opdateret. Resultater, stillinger, kampprogrammer og transferrygter kan dog ændre sig hurtigt, og oplysninger kan være ufuldstændige. Indholdet stilles derfor til rådighed, som det er, og kan ikke erstatte officielle kilder." }),
				/* @__PURE__ */ jsx("p", { children: "Vi garanterer ikke, at sitet altid er tilgængeligt eller fri for fejl, og vi er ikke ansvarlige for tab, der skyldes nedetid, tekniske fejl, fejl i indholdet eller beslutninger, du træffer på grundlag af indholdet – herunder væddemål. Vi er under ingen omstændigheder ansvarlige for indirekte tab, fx driftstab eller tabt fortjeneste." }),
				/* @__PURE__ */ jsx("p", { children: "Ansvarsbegrænsningen gælder ikke, hvis tabet skyldes forsæt eller grov uagtsomhed, eller i det omfang ansvaret ikke kan begrænses efter dansk ret." })
			] }),
			personoplysninger: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("p", { children: [
				"Vi behandler dine personoplysninger i overensstemmelse med databeskyttelsesforordningen (GDPR) og databeskyttelsesloven. Du kan læse, hvilke oplysninger vi behandler, og hvilke rettigheder du har, i vores ",
				/* @__PURE__ */ jsx(Link, {
					to: "/privacy",
					children: "privatlivspolitik"
				}),
				"."
			] }), /* @__PURE__ */ jsxs("p", { children: [
				"Vores brug af cookies er beskrevet i vores ",
				/* @__PURE__ */ jsx(Link, {
					to: "/cookies",
					children: "cookiepolitik"
				}),
				"."
			] })] }),
			aendringer: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Vi kan ændre disse vilkår, fx når vi lancerer nye funktioner, eller når lovgivningen ændrer sig. Datoen øverst på siden viser, hvornår vilkårene sidst er opdateret." }), /* @__PURE__ */ jsx("p", { children: "Væsentlige ændringer oplyser vi tydeligt om på sitet. Bruger du sitet, efter at ændringerne er trådt i kraft, accepterer du de nye vilkår." })] }),
			lovvalg: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Vilkårene og din brug af sitet er underlagt dansk ret." }), /* @__PURE__ */ jsxs("p", { children: [
				"Uenighed, som vi ikke kan løse i fællesskab, afgøres ved de danske domstole, som udgangspunkt ved retten i den retskreds, hvor ",
				owner,
				" har hjemsted. Er du forbruger, har du dog altid ret til at anlægge sag ved retten, hvor du bor, og du kan ikke fratages den beskyttelse, som ufravigelige regler i dansk forbrugerlovgivning giver dig."
			] })] }),
			kontakt: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx("p", { children: "Har du spørgsmål til vilkårene, er du velkommen til at kontakte os:" }),
				/* @__PURE__ */ jsx(CompanyDetails, {
					company,
					siteName
				}),
				/* @__PURE__ */ jsxs("p", { children: [
					"Du kan også skrive til os via vores ",
					/* @__PURE__ */ jsx(Link, {
						to: "/contact",
						children: "kontaktformular"
					}),
					". Henvendelser om artikler sendes til",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: `mailto:${COMPANY_MAILBOXES.editorial}`,
						children: COMPANY_MAILBOXES.editorial
					}),
					", og henvendelser om annoncering til",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: `mailto:${COMPANY_MAILBOXES.advertising}`,
						children: COMPANY_MAILBOXES.advertising
					}),
					"."
				] })
			] })
		}
	});
}
// app/routes/terms.tsx
var terms_exports = /* @__PURE__ */ __exportAll({
	default: () => terms_default,
	meta: () => meta$27
});
function meta$27({ matches }) {
	const site = siteFromMatches(matches);
	return pageMeta({
		site,
		title: "Vilkår og betingelser",
		description: `Vilkår for brug af ${site.siteName}: tilladt brug, ophavsret, annoncer, ansvar, personoplysninger og lovvalg.`,
		path: "/terms"
	});
}
var terms_default = UNSAFE_withComponentProps(function Terms() {
	const { site, company, now } = useRootData();
	return /* @__PURE__ */ jsx(TermsOfUse, {
		now,
		siteName: site.siteName,
		company
	});
});
// app/features/legal/company.ts
/** Datatilsynet, the Danish data protection authority (GDPR art. 77: the right to complain). */
var DATATILSYNET = {
	name: "Datatilsynet",
	street: "Carl Jacobsens Vej 35",
	postalCity: "2500 Valby",
	phone: "33 19 32 00",
	email: "dt@datatilsynet.dk",
	url: "https://www.datatilsynet.dk"
};
// app/features/legal/privacy-policy.tsx
/** Spec §2 Info pages, privacy: 10 numbered sections describing what the site really processes. */
function PrivacyPolicy({ now, siteName, company }) {
	return /* @__PURE__ */ jsx(LegalPage, {
		title: "Privatlivspolitik",
		now,
		sections: PRIVACY_SECTIONS,
		lead: /* @__PURE__ */ jsxs("p", { children: [
			"Hos ",
			siteName,
			" passer vi på dine personoplysninger. Her kan du læse, hvilke oplysninger vi behandler, når du læser vores nyheder, kontakter os eller arbejder i vores redaktionssystem, hvorfor vi gør det, og hvilke rettigheder du har efter databeskyttelsesforordningen (GDPR) og databeskyttelsesloven."
		] }),
		bodies: {
			dataansvarlig: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsxs("p", { children: [
					"Den dataansvarlige for behandlingen af dine personoplysninger på ",
					siteName,
					" er:"
				] }),
				/* @__PURE__ */ jsx(CompanyDetails, {
					company,
					siteName
				}),
				/* @__PURE__ */ jsxs("p", { children: [
					"Har du spørgsmål til vores behandling af personoplysninger, er du altid velkommen til at skrive til os ",
					/* @__PURE__ */ jsx(WriteToUs, { email: company.email }),
					"."
				] })
			] }),
			oplysninger: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx("p", { children: "Vi indsamler så få oplysninger som muligt. Afhængigt af, hvordan du bruger sitet, drejer det sig om:" }),
				/* @__PURE__ */ jsx("h3", { children: "Når du læser sitet" }),
				/* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Cookiefri besøgsstatistik." }), " Vi tæller, hvor mange gange hver side bliver vist pr. dag, og hvilken type kilde besøget kom fra (direkte, søgemaskine, sociale medier eller andet). Vi sætter ingen cookies til statistikken og gemmer hverken IP-adresse, enheds-id eller andre oplysninger, der kan føres tilbage til dig. Statistikken indeholder derfor ingen personoplysninger."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Visningstal for artikler." }), " Hver artikel har en samlet tæller for antal visninger. Tælleren er anonym."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Tekniske oplysninger." }), " Når din browser henter en side, modtager vores server din IP-adresse og browserens tekniske oplysninger. IP-adressen bruges kun kortvarigt i serverens hukommelse til at levere siden og beskytte mod misbrug (fx for mange henvendelser på kort tid) og gemmes ikke i vores logfiler."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Dit cookievalg." }), " Når du tager stilling til cookies, gemmer vi dit valg (hvilke kategorier du har accepteret), tidspunktet og versionen af cookiepolitikken i en cookie på din enhed."] })
				] }),
				/* @__PURE__ */ jsx("h3", { children: "Når du giver samtykke til markedsføring" }),
				/* @__PURE__ */ jsx("ul", { children: /* @__PURE__ */ jsx("li", { children: "Først når du har accepteret markedsføringscookies, indlæses vores annoncenetværk. Det kan behandle din IP-adresse, oplysninger om din enhed og browser, cookie-id'er samt hvilke annoncer du har set og klikket på." }) }),
				/* @__PURE__ */ jsx("h3", { children: "Når du kontakter os" }),
				/* @__PURE__ */ jsx("ul", { children: /* @__PURE__ */ jsx("li", { children: "Skriver du til os via kontaktformularen eller pr. e-mail, gemmer vi dit navn, din e-mailadresse, emnet, din besked og tidspunktet for henvendelsen." }) }),
				/* @__PURE__ */ jsx("h3", { children: "Når du er medarbejder i redaktionssystemet" }),
				/* @__PURE__ */ jsx("ul", { children: /* @__PURE__ */ jsx("li", { children: "For redaktionens medarbejdere gemmer vi e-mailadresse, navn, rolle, adgangskode (kun som en krypteret hashværdi), loginsessioner, eventuel opsætning af totrinsbekræftelse og en log over handlinger i systemet (fx hvem der har oprettet, redigeret eller udgivet en artikel)." }) }),
				/* @__PURE__ */ jsx("p", { children: "Vi beder aldrig om følsomme personoplysninger, fx om helbred, og vi bruger ikke oplysningerne til at danne profiler af vores læsere." })
			] }),
			formaal: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx("p", { children: "Vi bruger oplysningerne til følgende formål:" }),
				/* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsx("li", { children: "at levere sitet og dets indhold til dig og holde det sikkert og stabilt" }),
					/* @__PURE__ */ jsx("li", { children: "at forstå, hvilke artikler og sider der bliver læst, så vi kan forbedre vores journalistik" }),
					/* @__PURE__ */ jsx("li", { children: "at huske dit cookievalg, så du ikke bliver spurgt hver gang" }),
					/* @__PURE__ */ jsx("li", { children: "at besvare og følge op på dine henvendelser" }),
					/* @__PURE__ */ jsx("li", { children: "at give redaktionens medarbejdere sikker adgang til redaktionssystemet og dokumentere ændringer" }),
					/* @__PURE__ */ jsx("li", { children: "at vise annoncer, der finansierer vores indhold – og, hvis du har givet samtykke, at gøre annoncerne mere relevante og måle deres effekt" }),
					/* @__PURE__ */ jsx("li", { children: "at overholde vores forpligtelser efter lovgivningen, fx bogføringsloven" })
				] }),
				/* @__PURE__ */ jsx("p", { children: "Vi træffer ingen automatiske afgørelser om dig og laver ingen profilering." })
			] }),
			retsgrundlag: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx("p", { children: "Vi behandler kun personoplysninger, når vi har et lovligt grundlag for det:" }),
				/* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Legitim interesse" }), " (GDPR artikel 6, stk. 1, litra f): drift og sikkerhed af sitet, beskyttelse mod misbrug og besvarelse af henvendelser. Vores legitime interesse er at kunne drive et sikkert nyhedssite og svare dem, der kontakter os."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Samtykke" }), " (GDPR artikel 6, stk. 1, litra a, og cookiebekendtgørelsens § 3): markedsførings- og statistikcookies fra tredjeparter. Du kan til enhver tid trække dit samtykke tilbage under Cookie-indstillinger. Tilbagetrækningen påvirker ikke lovligheden af behandlingen før tilbagetrækningen."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Aftale" }), " (GDPR artikel 6, stk. 1, litra b): medarbejderkonti i redaktionssystemet og henvendelser, der vedrører en aftale med dig, fx om annoncering."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Retlig forpligtelse" }), " (GDPR artikel 6, stk. 1, litra c): når vi skal opbevare eller udlevere oplysninger efter lovgivningen."] })
				] }),
				/* @__PURE__ */ jsx("p", { children: "Nødvendige cookies, fx den cookie der husker dit cookievalg, kræver ikke samtykke, fordi de er nødvendige for at levere den tjeneste, du har bedt om." })
			] }),
			modtagere: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Vi sælger aldrig dine personoplysninger. Vi deler dem kun med:" }), /* @__PURE__ */ jsxs("ul", { children: [
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Databehandlere" }), ", der hoster og driver sitet, databasen og vores e-mailtjeneste på vores vegne. De må kun behandle oplysningerne efter vores instruks og er bundet af en databehandleraftale."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Annoncenetværk" }), " – kun hvis du har givet samtykke til markedsføring. Annoncenetværket er selvstændigt dataansvarligt for sin egen behandling og kan være placeret uden for EU/EØS. Overførsler til lande uden for EU/EØS sker kun med et gyldigt overførselsgrundlag, fx EU-Kommissionens tilstrækkelighedsafgørelse for EU-U.S. Data Privacy Framework eller EU-Kommissionens standardkontraktbestemmelser."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Offentlige myndigheder" }), ", hvis vi er forpligtet til det efter lovgivningen, eller hvis det er nødvendigt for at fastlægge, gøre gældende eller forsvare et retskrav."] })
			] })] }),
			opbevaring: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Vi opbevarer ikke personoplysninger længere, end det er nødvendigt til formålet:" }), /* @__PURE__ */ jsxs("ul", { children: [
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Automatisk indsamlede data" }), ", herunder vores besøgsstatistik, bliver typisk slettet efter 26 måneder. Det sker automatisk."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Cookien med dit cookievalg" }), " udløber efter 12 måneder. Derefter spørger vi dig igen."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Henvendelser" }), " gemmes, så længe det er nødvendigt for at besvare og følge op på dem, og slettes derefter. Henvendelser, der indgår i en aftale eller et regnskab, opbevares så længe lovgivningen kræver det, fx 5 år efter bogføringsloven."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Medarbejderkonti" }), " slettes, når medarbejderen ikke længere skal have adgang. Loginsessioner udløber automatisk, og loggen over handlinger i redaktionssystemet slettes typisk efter 26 måneder."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Annoncenetværkets cookies" }), " opbevares efter annoncenetværkets egne regler, typisk op til 13 måneder, medmindre du sletter dem før."] })
			] })] }),
			rettigheder: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx("p", { children: "Efter databeskyttelsesforordningen har du en række rettigheder:" }),
				/* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Ret til indsigt" }), " (artikel 15): Du kan få at vide, hvilke oplysninger vi behandler om dig, og få en kopi af dem."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Ret til berigtigelse" }), " (artikel 16): Du kan få rettet urigtige oplysninger."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Ret til sletning" }), " (artikel 17): Du kan i visse tilfælde få slettet dine oplysninger, før vi ellers ville slette dem."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Ret til begrænsning af behandling" }), " (artikel 18): Du kan i visse tilfælde få begrænset behandlingen, så vi kun må opbevare oplysningerne."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Ret til dataportabilitet" }), " (artikel 20): Du kan i visse tilfælde få udleveret dine oplysninger i et struktureret, almindeligt anvendt og maskinlæsbart format."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Ret til indsigelse" }), " (artikel 21): Du kan gøre indsigelse mod behandling, der sker på grundlag af vores legitime interesse."] }),
					/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Ret til at trække samtykke tilbage" }), " (artikel 7, stk. 3): Du kan når som helst ændre eller trække dit samtykke tilbage via Cookie-indstillinger nederst på siden."] })
				] }),
				/* @__PURE__ */ jsxs("p", { children: [
					"Vil du gøre brug af dine rettigheder, så skriv til os ",
					/* @__PURE__ */ jsx(WriteToUs, { email: company.email }),
					". Vi svarer hurtigst muligt og senest inden for en måned. Vi kan bede dig bekræfte din identitet, før vi udleverer oplysninger. Du kan læse mere om dine rettigheder i Datatilsynets vejledning om de registreredes rettigheder på ",
					/* @__PURE__ */ jsx("a", {
						href: DATATILSYNET.url,
						children: "datatilsynet.dk"
					}),
					"."
				] })
			] }),
			cookies: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Vi bruger kun nødvendige cookies, medmindre du giver samtykke til andet. Vores besøgsstatistik er cookiefri. Cookies til markedsføring og annoncer fra vores annoncenetværk sættes først, når du har accepteret dem, og du kan altid ændre dit valg under Cookie-indstillinger." }), /* @__PURE__ */ jsxs("p", { children: [
				"Du kan læse, hvilke cookies vi bruger, hvor længe de gemmes, og hvordan du styrer dem, i vores",
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: "/cookies",
					children: "cookiepolitik"
				}),
				"."
			] })] }),
			aendringer: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Vi opdaterer privatlivspolitikken, når vi ændrer vores behandling af personoplysninger, eller når lovgivningen ændrer sig. Datoen øverst på siden viser, hvornår politikken sidst er opdateret." }), /* @__PURE__ */ jsx("p", { children: "Ved væsentlige ændringer giver vi tydelig besked på sitet, og hvis ændringen vedrører behandling, der bygger på samtykke, beder vi om dit samtykke igen." })] }),
			kontakt: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsxs("p", { children: [
					"Har du spørgsmål til denne privatlivspolitik eller til vores behandling af dine personoplysninger, så kontakt os",
					" ",
					company.email ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
						"på ",
						/* @__PURE__ */ jsx("a", {
							href: `mailto:${company.email}`,
							children: company.email
						}),
						" eller",
						" "
					] }) : null,
					"via vores ",
					/* @__PURE__ */ jsx(Link, {
						to: "/contact",
						children: "kontaktside"
					}),
					"."
				] }),
				/* @__PURE__ */ jsx("p", { children: "Er du utilfreds med den måde, vi behandler dine personoplysninger på, har du ret til at klage til Datatilsynet, som er den danske tilsynsmyndighed for databeskyttelse:" }),
				/* @__PURE__ */ jsxs("address", {
					className: "mt-3 not-italic leading-7",
					children: [
						/* @__PURE__ */ jsx("strong", { children: DATATILSYNET.name }),
						/* @__PURE__ */ jsx("br", {}),
						DATATILSYNET.street,
						/* @__PURE__ */ jsx("br", {}),
						DATATILSYNET.postalCity,
						/* @__PURE__ */ jsx("br", {}),
						"Telefon: ",
						DATATILSYNET.phone,
						/* @__PURE__ */ jsx("br", {}),
						"E-mail: ",
						/* @__PURE__ */ jsx("a", {
							href: `mailto:${DATATILSYNET.email}`,
							children: DATATILSYNET.email
						}),
						/* @__PURE__ */ jsx("br", {}),
						"Web: ",
						/* @__PURE__ */ jsx("a", {
							href: DATATILSYNET.url,
							children: "www.datatilsynet.dk"
						})
					]
				}),
				/* @__PURE__ */ jsx("p", { children: "Vi vil dog gerne have mulighed for at løse sagen med dig først, så skriv gerne til os, før du klager." })
			] })
		}
	});
}
// app/routes/privacy.tsx
var privacy_exports = /* @__PURE__ */ __exportAll({
	default: () => privacy_default,
	meta: () => meta$26
});
function meta$26({ matches }) {
	const site = siteFromMatches(matches);
	return pageMeta({
		site,
		title: "Privatlivspolitik",
		description: `Sådan behandler ${site.siteName} dine personoplysninger: hvilke data vi indsamler, hvorfor, hvor længe vi gemmer dem, og dine rettigheder efter GDPR.`,
		path: "/privacy"
	});
}
var privacy_default = UNSAFE_withComponentProps(function Privacy() {
	const { site, company, now } = useRootData();
	return /* @__PURE__ */ jsx(PrivacyPolicy, {
		now,
		siteName: site.siteName,
		company
	});
});
// app/features/legal/cookie-list.ts
var SITE_COOKIES = [
	{
		name: "forsiden_consent",
		purpose: "Husker dit cookievalg: hvilke kategorier du har accepteret, hvornår du valgte, og hvilken version af cookiepolitikken du tog stilling til.",
		category: "Nødvendig",
		provider: "Forsiden (førstepart)",
		duration: "12 måneder"
	},
	{
		name: "forsiden.session_token",
		purpose: "Holder redaktionens medarbejdere logget ind i redaktionssystemet. Sættes kun for medarbejdere, der logger ind – aldrig for almindelige læsere.",
		category: "Nødvendig",
		provider: "Forsiden (førstepart)",
		duration: "Indtil medarbejderen logger ud, højst 7 dage"
	},
	{
		name: "sidebar_state",
		purpose: "Husker, om menuen i redaktionssystemet er foldet ud eller sammen. Kun for medarbejdere.",
		category: "Nødvendig",
		provider: "Forsiden (førstepart)",
		duration: "7 dage"
	},
	{
		name: "Annoncenetværkets cookies",
		purpose: "Viser annoncer, begrænser hvor ofte du ser den samme annonce, måler visninger og klik og kan gøre annoncerne mere relevante. Sættes kun, efter du har givet samtykke til markedsføring.",
		category: "Markedsføring",
		provider: "Annoncenetværket (tredjepart)",
		duration: "Varierer, typisk op til 13 måneder"
	}
];
/** The event the consent banner listens for to open its settings (owned by the site shell). */
var OPEN_CONSENT_EVENT = "forsiden:open-consent";
// app/features/legal/cookie-settings-button.tsx
/** Re-opens the consent banner's settings (the site shell listens for the event). */
function CookieSettingsButton({ className }) {
	return /* @__PURE__ */ jsxs(Button, {
		type: "button",
		className,
		onClick: () => window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT)),
		children: [/* @__PURE__ */ jsx(Settings2, { "aria-hidden": "true" }), "Åbn cookie-indstillinger"]
	});
}
// app/features/legal/cookie-policy.tsx
var COOKIE_TABLE_COLUMNS = [
	"Cookie",
	"Formål",
	"Kategori",
	"Varighed"
];
function CookieTable() {
	return /* @__PURE__ */ jsx("section", {
		"aria-label": "Cookies på sitet",
		tabIndex: 0,
		className: "mt-4 overflow-x-auto rounded-lg border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full min-w-[36rem] text-left text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "Cookies på sitet"
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "bg-muted/60",
					children: /* @__PURE__ */ jsx("tr", { children: COOKIE_TABLE_COLUMNS.map((column) => /* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "px-3 py-2 font-semibold",
						children: column
					}, column)) })
				}),
				/* @__PURE__ */ jsx("tbody", { children: SITE_COOKIES.map((cookie) => /* @__PURE__ */ jsxs("tr", {
					className: "border-t border-border align-top",
					children: [
						/* @__PURE__ */ jsxs("th", {
							scope: "row",
							className: "px-3 py-3 font-normal",
							children: [/* @__PURE__ */ jsx("code", {
								className: "break-all font-mono text-[0.8rem] font-semibold",
								children: cookie.name
							}), /* @__PURE__ */ jsx("span", {
								className: "mt-1 block text-xs text-muted-foreground",
								children: cookie.provider
							})]
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-3 py-3",
							children: cookie.purpose
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-3 py-3 whitespace-nowrap",
							children: cookie.category
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-3 py-3",
							children: cookie.duration
						})
					]
				}, cookie.name)) })
			]
		})
	});
}
/** Spec §2 Info pages, cookies: categories, control, consequences, changes and contact. */
function CookiePolicy({ now, siteName, company }) {
	return /* @__PURE__ */ jsx(LegalPage, {
		title: "Cookiepolitik",
		now,
		sections: COOKIE_SECTIONS,
		lead: /* @__PURE__ */ jsxs("p", { children: [
			"Her kan du læse, hvilke cookies ",
			siteName,
			" bruger, hvorfor vi bruger dem, og hvordan du selv bestemmer, hvilke cookies du accepterer. Vi sætter kun cookies, der ikke er nødvendige, hvis du har givet dit samtykke."
		] }),
		aside: /* @__PURE__ */ jsxs("div", {
			className: "mt-6 flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-sm",
				children: "Du kan til enhver tid ændre eller trække dit samtykke tilbage."
			}), /* @__PURE__ */ jsx(CookieSettingsButton, {})]
		}),
		bodies: {
			"hvad-er-cookies": /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "En cookie er en lille tekstfil, som et website gemmer i din browser. Cookies kan bruges til at huske dine indstillinger, holde dig logget ind, lave statistik eller vise annoncer. En cookie kan ikke indeholde virus og kan ikke afvikle programmer." }), /* @__PURE__ */ jsx("p", { children: "Efter cookiebekendtgørelsen må vi kun gemme eller læse oplysninger på din enhed, hvis du har givet samtykke – medmindre det er strengt nødvendigt for at levere den tjeneste, du har bedt om." })] }),
			noedvendige: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("p", { children: [
				"Nødvendige cookies får sitet til at fungere og kræver ikke samtykke. Vi bruger en nødvendig cookie, ",
				/* @__PURE__ */ jsx("code", { children: "forsiden_consent" }),
				", til at huske dit cookievalg i 12 måneder, så du ikke bliver spurgt ved hvert besøg."
			] }), /* @__PURE__ */ jsx("p", { children: "Redaktionens medarbejdere får desuden en sessionscookie, når de logger ind i redaktionssystemet. Den sættes aldrig for almindelige læsere." })] }),
			statistik: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Vores egen besøgsstatistik er cookiefri. Vi tæller sidevisninger pr. dag og kilde (direkte, søgemaskine, sociale medier eller andet) uden at sætte cookies og uden at gemme oplysninger, der kan identificere dig." }), /* @__PURE__ */ jsx("p", { children: "Vi bruger derfor ingen statistikcookies i dag. Tager vi et analyseværktøj fra en tredjepart i brug, sætter det først cookies, når du har givet samtykke til statistik, og vi opdaterer denne side." })] }),
			markedsfoering: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("p", { children: [siteName, " er gratis at læse, fordi vi viser annoncer. Markedsføringscookies bruges til at vise annoncer, begrænse hvor ofte du ser den samme annonce, måle om annoncerne bliver set og klikket på, og – hvis du har sagt ja – til at gøre annoncerne mere relevante for dig."] }), /* @__PURE__ */ jsx("p", { children: "Markedsføringscookies sættes kun, hvis du har givet samtykke til markedsføring. Siger du nej, ser du stadig annoncer, men de er ikke tilpasset dig." })] }),
			annoncenetvaerk: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Annoncerne leveres af et annoncenetværk, som indlæses først, når du har givet samtykke til markedsføring. Annoncenetværket og dets partnere kan sætte cookies og læse oplysninger som IP-adresse, enhedstype, browser og hvilke annoncer du har set." }), /* @__PURE__ */ jsx("p", { children: "Annoncenetværket er selvstændigt dataansvarligt for sin egen behandling og oplyser selv, hvilke cookies det bruger, og hvor længe de gemmes – typisk op til 13 måneder. Hvis annoncenetværket overfører oplysninger til lande uden for EU/EØS, sker det med et gyldigt overførselsgrundlag." })] }),
			tredjepart: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("p", { children: [
				"Tredjepartscookies sættes af andre end ",
				siteName,
				", fx annoncenetværk eller tjenester med indlejret indhold som videoer og opslag fra sociale medier. Vi indlæser ikke tredjepartstjenester, der sætter cookies, før du har givet samtykke til den relevante kategori."
			] }), /* @__PURE__ */ jsx("p", { children: "Vi har ikke kontrol over tredjeparternes cookies. Læs deres egne cookie- og privatlivspolitikker for at få mere at vide." })] }),
			oversigt: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Her er de cookies, sitet bruger:" }), /* @__PURE__ */ jsx(CookieTable, {})] }),
			kontrol: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Du bestemmer selv, hvilke cookies du vil acceptere:" }), /* @__PURE__ */ jsxs("ul", { children: [
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Cookie-indstillinger:" }), " Du kan altid ændre eller trække dit samtykke tilbage via knappen «Åbn cookie-indstillinger» øverst på denne side eller linket Cookie-indstillinger nederst på alle sider."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Din browser:" }), " I alle gængse browsere (Chrome, Safari, Firefox, Edge) kan du slette cookies, blokere tredjepartscookies eller blokere alle cookies. Se browserens hjælp under «cookies» eller «privatliv». Husk, at indstillingerne gælder for hver browser og hver enhed, du bruger."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Annonceindstillinger:" }), " Mange annoncenetværk lader dig slå personaliserede annoncer fra i deres egne annonceindstillinger, og på mobilen kan du nulstille eller begrænse dit annonce-id i telefonens indstillinger."] }),
				/* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Fravalgsværktøjer:" }),
					" Du kan fravælge personaliserede annoncer fra mange annoncenetværk på én gang – i Europa via",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: "https://www.youronlinechoices.eu",
						rel: "noopener noreferrer",
						children: "youronlinechoices.eu"
					}),
					" ",
					"og i USA via",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: "https://optout.aboutads.info",
						rel: "noopener noreferrer",
						children: "optout.aboutads.info"
					}),
					"."
				] })
			] })] }),
			konsekvenser: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("p", { children: [
				"Afviser du markedsføringscookies, kan du stadig læse alt indhold på ",
				siteName,
				". Du ser stadig annoncer, men de bliver mindre relevante for dig, og du kan se den samme annonce oftere."
			] }), /* @__PURE__ */ jsx("p", { children: "Blokerer du alle cookies i din browser, kan vi ikke huske dit cookievalg, og du bliver spurgt igen ved hvert besøg. Medarbejdere kan ikke logge ind i redaktionssystemet uden cookies." })] }),
			aendringer: /* @__PURE__ */ jsx(Fragment$1, { children: /* @__PURE__ */ jsx("p", { children: "Vi opdaterer cookiepolitikken, når vi ændrer, hvilke cookies vi bruger. Datoen øverst på siden viser, hvornår den sidst er opdateret. Ved væsentlige ændringer beder vi om dit samtykke igen." }) }),
			kontakt: /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsxs("p", { children: [
					"Har du spørgsmål til vores brug af cookies, så skriv til os ",
					/* @__PURE__ */ jsx(WriteToUs, { email: company.email }),
					"."
				] }),
				/* @__PURE__ */ jsx(CompanyDetails, {
					company,
					siteName
				}),
				/* @__PURE__ */ jsxs("p", { children: [
					"Du kan læse mere om, hvordan vi behandler personoplysninger, i vores",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/privacy",
						children: "privatlivspolitik"
					}),
					"."
				] })
			] })
		}
	});
}
// app/routes/cookies.tsx
var cookies_exports = /* @__PURE__ */ __exportAll({
	default: () => cookies_default,
	meta: () => meta$25
});
function meta$25({ matches }) {
	const site = siteFromMatches(matches);
	return pageMeta({
		site,
		title: "Cookiepolitik",
		description: `Hvilke cookies ${site.siteName} bruger, hvorfor, hvor længe de gemmes, og hvordan du ændrer dit samtykke.`,
		path: "/cookies"
	});
}
var cookies_default = UNSAFE_withComponentProps(function Cookies() {
	const { site, company, now } = useRootData();
	return /* @__PURE__ */ jsx(CookiePolicy, {
		now,
		siteName: site.siteName,
		company
	});
});
// app/features/legal/accessibility-statement.tsx
/**
* Issue 22: the accessibility statement (Tilgængelighedserklæring). What it says is tested is what
* the end-to-end suite does (tests/e2e/support/a11y.ts, tests/e2e/keyboard.spec.ts); keep the two
* in step, and list here every rule on the suite's allow-list.
*/
function AccessibilityStatement({ now, siteName, company }) {
	return /* @__PURE__ */ jsx(LegalPage, {
		title: "Tilgængelighedserklæring",
		now,
		sections: ACCESSIBILITY_SECTIONS,
		lead: /* @__PURE__ */ jsxs("p", { children: [siteName, " skal kunne bruges af alle – med mus, tastatur, skærmlæser, forstørrelse eller på en lille telefon. Her kan du læse, hvordan vi arbejder med tilgængelighed, hvad vi ved ikke virker endnu, og hvordan du fortæller os om et problem."] }),
		bodies: {
			maal: /* @__PURE__ */ jsxs("p", { children: [
				"Vi arbejder efter WCAG 2.2 på niveau AA, den internationale standard for tilgængelige websites. Erklæringen gælder hele ",
				siteName,
				": forsiden, artikler og liveblogs, klub-, stillings- og informationssider, søgning, login og redaktionens egne sider."
			] }),
			test: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", { children: "Tilgængeligheden testes automatisk, hver gang sitet ændres:" }), /* @__PURE__ */ jsxs("ul", { children: [
				/* @__PURE__ */ jsx("li", { children: "Alle sider, som vores automatiske test besøger – offentlige sider og redaktionens sider – bliver kontrolleret med værktøjet axe-core i både mobilbredde (375 px) og skrivebordsbredde (1280 px). En alvorlig eller kritisk fejl stopper ændringen, indtil den er rettet." }),
				/* @__PURE__ */ jsx("li", { children: "Vi tester med tastaturet alene: at læse en artikel fra forsiden, at svare på cookiebanneret, at åbne og lukke menuen på mobilen, at logge ind, at udgive en artikel og at skrive en liveopdatering. Testene kontrollerer, at fokus altid er synligt, at rækkefølgen er logisk, at fokus ikke bliver fanget, og at Escape lukker dialoger." }),
				/* @__PURE__ */ jsx("li", { children: "Knapper og links er mindst 24 × 24 pixels, og de vigtigste mindst 44 × 44 pixels." })
			] })] }),
			mangler: /* @__PURE__ */ jsxs("ul", { children: [
				/* @__PURE__ */ jsx("li", { children: "Annoncer fra vores annoncenetværk vises først, når du har givet samtykke til markedsføring. Dem laver vi ikke selv, og vi kan ikke garantere, at de lever op til WCAG 2.2." }),
				/* @__PURE__ */ jsx("li", { children: "Billedtekster og alternative tekster skrives af redaktionen for hvert billede. Et program kan kontrollere, at de findes, men ikke, at de beskriver billedet godt; en dårlig beskrivelse retter vi, når vi hører om den." }),
				/* @__PURE__ */ jsx("li", { children: "Automatiske test finder ikke alle fejl, og sitet er endnu ikke gennemgået af brugere med skærmlæser. Vi retter de fejl, vi får at vide om, så hurtigt vi kan." })
			] }),
			rapporter: /* @__PURE__ */ jsxs("p", { children: [
				"Er der noget, du ikke kan bruge, eller noget, der er svært? Så skriv til os",
				" ",
				/* @__PURE__ */ jsx(WriteToUs, { email: company.email }),
				" eller via vores ",
				/* @__PURE__ */ jsx(Link, {
					to: "/contact",
					children: "kontaktside"
				}),
				". Fortæl gerne, hvilken side det drejer sig om, og hvilket udstyr du bruger (fx skærmlæser eller browser)."
			] })
		}
	});
}
// app/routes/tilgaengelighed.tsx
var tilgaengelighed_exports = /* @__PURE__ */ __exportAll({
	default: () => tilgaengelighed_default,
	meta: () => meta$24
});
function meta$24({ matches }) {
	const site = siteFromMatches(matches);
	return pageMeta({
		site,
		title: "Tilgængelighedserklæring",
		description: `Sådan arbejder ${site.siteName} med tilgængelighed (WCAG 2.2 AA): hvad vi tester, hvad der ikke virker endnu, og hvordan du melder et problem.`,
		path: "/tilgaengelighed"
	});
}
var tilgaengelighed_default = UNSAFE_withComponentProps(function Tilgaengelighed() {
	const { site, company, now } = useRootData();
	return /* @__PURE__ */ jsx(AccessibilityStatement, {
		now,
		siteName: site.siteName,
		company
	});
});
// app/features/history/history.server.ts
/** The value articles.generator holds for articles made by the history generator. */
var HISTORY_GENERATOR = "history";
/**
* PRODUCT.md history page: the published articles made by the history generator, newest first;
* with `tag`, only those filed under a theme (lib/history-themes.ts). Drafts and articles scheduled
* for later are never listed.
*/
function listHistoryArticles(db, { limit = 24, tag } = {}) {
	const where = [eq(articles.generator, HISTORY_GENERATOR), publishedNow()];
	if (tag) where.push(sql`${articles.tags} @> ${sql.param([tag])}::text[]`);
	return db.select({
		id: articles.id,
		slug: articles.slug,
		title: articles.title,
		excerpt: articles.excerpt,
		imageUrl: articles.imageUrl,
		imageAlt: articles.imageAlt,
		publishedAt: articles.publishedAt,
		imageWidth: media.width,
		imageHeight: media.height,
		imageVariants: media.variants
	}).from(articles).leftJoin(media, eq(media.url, articles.imageUrl)).where(and(...where)).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(limit);
}
// app/lib/history-themes.ts
var HISTORY_THEMES = [
	{
		slug: "legendariske-kampe",
		title: "Legendariske Kampe",
		text: "Fra EM-finalen på Ullevi i 1992 til 6-1 over Uruguay i Mexico: kampene, der skrev dansk fodboldhistorie.",
		tag: "type:legendariske-kampe"
	},
	{
		slug: "danske-legender",
		title: "Danske Legender",
		text: "Laudrup, Schmeichel, Elkjær og de andre spillere, der satte Danmark på fodboldens verdenskort.",
		tag: "type:danske-legender"
	},
	{
		slug: "historiske-ojeblikke",
		title: "Historiske Øjeblikke",
		text: "Målene, redningerne og dramaerne, som hele Danmark stadig taler om – år efter år.",
		tag: "type:historiske-ojeblikke"
	}
];
function findHistoryTheme(slug) {
	return HISTORY_THEMES.find((theme) => theme.slug === slug);
}
var HISTORY_PATH = "/dansk-fodboldhistorie";
function historyThemePath(theme) {
	return `${HISTORY_PATH}/${theme.slug}`;
}
// app/features/history/history-illustrations.ts
function distinctIllustrations(articles) {
	const used = /* @__PURE__ */ new Set();
	return articles.map((article) => {
		const url = article.imageUrl?.trim() || null;
		if (url && !used.has(url)) {
			used.add(url);
			return {
				...article,
				generated: false
			};
		}
		return {
			...article,
			imageUrl: null,
			generated: true
		};
	});
}
/** FNV-1a: a stable 32-bit number for a string. */
function hash(text) {
	let h = 2166136261;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 16777619);
	}
	return h >>> 0;
}
/** mulberry32: small, seeded, good enough for placing shapes. */
function rng(seed) {
	let a = seed;
	return () => {
		a = a + 1831565813 | 0;
		let t = Math.imul(a ^ a >>> 15, 1 | a);
		t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
		return ((t ^ t >>> 14) >>> 0) / 4294967296;
	};
}
/** Sepia paper, ink and one accent colour, like an old programme or newspaper. */
var PALETTES = [
	{
		paper: "#efe3c8",
		ink: "#4a3420",
		accent: "#a3262a"
	},
	{
		paper: "#e9dcbd",
		ink: "#3a3327",
		accent: "#1b3d8f"
	},
	{
		paper: "#f2e6cc",
		ink: "#553b22",
		accent: "#0f6b3a"
	},
	{
		paper: "#e4d3b0",
		ink: "#2f2618",
		accent: "#b5651d"
	},
	{
		paper: "#efe0c2",
		ink: "#40301f",
		accent: "#7a1f3d"
	},
	{
		paper: "#e7dcc6",
		ink: "#2b2b2b",
		accent: "#c8102e"
	}
];
var MOTIFS = [
	"pitch",
	"ball",
	"pennant",
	"stars"
];
function labelOf(title) {
	const year = /\b(18|19|20)\d{2}\b/.exec(title)?.[0];
	if (year) return year;
	return title.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word)).slice(0, 2).map((word) => word[0]).join("") || (title.trim()[0] ?? "").toUpperCase();
}
/** Everything the SVG needs, from the article's slug and title alone. */
function illustrationSpec(article) {
	const seed = hash(article.slug);
	const random = rng(seed);
	const palette = PALETTES[seed % PALETTES.length];
	const motif = MOTIFS[Math.floor(seed / PALETTES.length) % MOTIFS.length];
	const grain = [];
	for (let i = 0; i < 40; i++) grain.push([
		Math.round(random() * 1600) / 10,
		Math.round(random() * 900) / 10,
		Math.round((.2 + random() * .6) * 10) / 10,
		random() < .5
	]);
	return {
		key: article.slug,
		...palette,
		motif,
		label: labelOf(article.title),
		grain,
		x: Math.round(22 + random() * 28),
		y: Math.round(30 + random() * 15),
		turn: Math.round(random() * 40 - 20)
	};
}
// app/features/history/history-page.tsx
var THEME_ICONS = {
	"legendariske-kampe": /* @__PURE__ */ jsx(Trophy, {
		"aria-hidden": "true",
		className: "size-6"
	}),
	"danske-legender": /* @__PURE__ */ jsx(Star, {
		"aria-hidden": "true",
		className: "size-6"
	}),
	"historiske-ojeblikke": /* @__PURE__ */ jsx(Clock, {
		"aria-hidden": "true",
		className: "size-6"
	})
};
function pentagon(cx, cy, r) {
	return [
		0,
		1,
		2,
		3,
		4
	].map((k) => {
		const a = Math.PI * 2 * k / 5 - Math.PI / 2;
		return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
	}).join(" ");
}
/** A generated picture for a card without an image of its own (history-illustrations.ts). */
function HistoryIllustration({ article }) {
	const spec = illustrationSpec(article);
	const { paper, ink, accent } = spec;
	const motif = {
		pitch: /* @__PURE__ */ jsxs("g", {
			fill: "none",
			stroke: ink,
			strokeWidth: "1.2",
			opacity: "0.55",
			children: [
				/* @__PURE__ */ jsx("rect", {
					x: "8",
					y: "8",
					width: "144",
					height: "74"
				}),
				/* @__PURE__ */ jsx("line", {
					x1: "80",
					y1: "8",
					x2: "80",
					y2: "82"
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: "80",
					cy: "45",
					r: "12"
				}),
				/* @__PURE__ */ jsx("rect", {
					x: "8",
					y: "27",
					width: "20",
					height: "36"
				}),
				/* @__PURE__ */ jsx("rect", {
					x: "132",
					y: "27",
					width: "20",
					height: "36"
				})
			]
		}),
		ball: /* @__PURE__ */ jsxs("g", {
			transform: `rotate(${spec.turn} ${spec.x} ${spec.y})`,
			opacity: "0.7",
			children: [
				/* @__PURE__ */ jsx("circle", {
					cx: spec.x,
					cy: spec.y,
					r: "18",
					fill: paper,
					stroke: ink,
					strokeWidth: "1.6"
				}),
				/* @__PURE__ */ jsx("polygon", {
					points: pentagon(spec.x, spec.y, 6),
					fill: ink
				}),
				[
					0,
					1,
					2,
					3,
					4
				].map((k) => {
					const a = Math.PI * 2 * k / 5 - Math.PI / 2;
					return /* @__PURE__ */ jsx("line", {
						x1: (spec.x + 6 * Math.cos(a)).toFixed(1),
						y1: (spec.y + 6 * Math.sin(a)).toFixed(1),
						x2: (spec.x + 18 * Math.cos(a)).toFixed(1),
						y2: (spec.y + 18 * Math.sin(a)).toFixed(1),
						stroke: ink,
						strokeWidth: "1.2"
					}, k);
				})
			]
		}),
		pennant: /* @__PURE__ */ jsxs("g", {
			transform: `rotate(${spec.turn} ${spec.x} ${spec.y})`,
			opacity: "0.8",
			children: [/* @__PURE__ */ jsx("line", {
				x1: spec.x - 10,
				y1: spec.y - 22,
				x2: spec.x - 10,
				y2: spec.y + 26,
				stroke: ink,
				strokeWidth: "1.4"
			}), /* @__PURE__ */ jsx("path", {
				d: `M${spec.x - 10} ${spec.y - 22} L${spec.x + 38} ${spec.y - 10} L${spec.x - 10} ${spec.y + 2} Z`,
				fill: accent
			})]
		}),
		stars: /* @__PURE__ */ jsx("g", {
			fill: accent,
			opacity: "0.7",
			children: [
				0,
				1,
				2
			].map((i) => {
				const cx = spec.x - 14 + i * 22;
				const cy = spec.y - (i === 1 ? 8 : 0);
				const points = Array.from({ length: 10 }, (_, k) => {
					const r = k % 2 === 0 ? 9 : 3.6;
					const a = Math.PI / 5 * k - Math.PI / 2;
					return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
				}).join(" ");
				return /* @__PURE__ */ jsx("polygon", { points }, i);
			})
		})
	}[spec.motif];
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 160 90",
		preserveAspectRatio: "xMidYMid slice",
		"aria-hidden": "true",
		focusable: "false",
		"data-illustration": `generated:${spec.key}`,
		className: "block aspect-video h-auto w-full",
		children: [
			/* @__PURE__ */ jsx("rect", {
				width: "160",
				height: "90",
				fill: paper
			}),
			/* @__PURE__ */ jsx("rect", {
				y: "70",
				width: "160",
				height: "20",
				fill: accent,
				opacity: "0.85"
			}),
			motif,
			/* @__PURE__ */ jsx("text", {
				x: "150",
				y: "64",
				textAnchor: "end",
				fontFamily: "Georgia, 'Times New Roman', serif",
				fontWeight: "700",
				fontSize: "28",
				fill: ink,
				opacity: "0.85",
				children: spec.label
			}),
			spec.grain.map(([x, y, r, dark]) => /* @__PURE__ */ jsx("circle", {
				cx: x,
				cy: y,
				r,
				fill: dark ? ink : paper,
				opacity: "0.35"
			}, `${x}-${y}`))
		]
	});
}
function HistoryCard({ article, priority }) {
	const { now } = useRootData();
	return /* @__PURE__ */ jsxs("article", {
		className: "group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring",
		children: [article.imageUrl ? /* @__PURE__ */ jsx(ResponsiveImage, {
			image: {
				url: article.imageUrl,
				width: article.imageWidth,
				height: article.imageHeight,
				variants: article.imageVariants
			},
			alt: article.imageAlt ?? "",
			sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
			priority,
			className: "overflow-hidden bg-muted",
			imgClassName: "h-full w-full object-cover sepia-[.25] transition duration-300 group-hover:scale-[1.03] group-hover:sepia-0"
		}) : /* @__PURE__ */ jsx("div", {
			className: "overflow-hidden bg-muted",
			children: /* @__PURE__ */ jsx(HistoryIllustration, { article })
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col gap-3 p-5",
			children: [
				/* @__PURE__ */ jsx(Badge, {
					variant: "secondary",
					className: "font-semibold",
					children: "Historie"
				}),
				/* @__PURE__ */ jsx("h3", {
					className: "text-lg font-bold leading-snug",
					children: /* @__PURE__ */ jsx(Link, {
						to: `/article/${article.slug}`,
						className: "after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none",
						children: article.title
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "line-clamp-3 text-sm text-muted-foreground",
					children: article.excerpt
				}),
				article.publishedAt ? /* @__PURE__ */ jsx(RelativeTime, {
					date: new Date(article.publishedAt).toISOString(),
					serverNow: now,
					variant: "list",
					className: "mt-auto text-sm text-muted-foreground"
				}) : null
			]
		})]
	});
}
/** The three themes as links to their lists (spec §2 teaser cards); the open one is marked. */
function ThemeCards({ current, level = 2 }) {
	const Heading = level === 2 ? "h2" : "h3";
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": "Temaer",
		className: cn("grid gap-5 md:grid-cols-3", level === 2 ? "mt-8" : "mt-4"),
		children: HISTORY_THEMES.map((theme) => {
			const active = theme.slug === current?.slug;
			return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: historyThemePath(theme),
				"aria-current": active ? "page" : void 0,
				className: cn("group block h-full rounded-xl border border-border bg-foreground p-6 text-background transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2", active && "ring-2 ring-primary ring-offset-2"),
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground",
						children: THEME_ICONS[theme.slug]
					}),
					/* @__PURE__ */ jsxs(Heading, {
						className: "mt-4 flex items-center gap-2 text-xl font-bold",
						children: [theme.title, /* @__PURE__ */ jsx(ArrowRight, {
							"aria-hidden": "true",
							className: "size-5 transition group-hover:translate-x-0.5"
						})]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 text-sm leading-6 text-background/80",
						children: theme.text
					})
				]
			}) }, theme.slug);
		})
	});
}
function ArticleGrid({ articles, title }) {
	const cards = distinctIllustrations(articles);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "historie-artikler-titel",
		className: "mt-12",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "historie-artikler-titel",
			className: "text-2xl font-bold tracking-tight",
			children: title
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
			children: cards.map((article, index) => /* @__PURE__ */ jsx(HistoryCard, {
				article,
				priority: index === 0
			}, article.id))
		})]
	});
}
/**
* Spec §2 History, PRODUCT.md: teaser cards (links to each theme's list), then the history
* articles or the 'Under Udvikling' panel. With `theme`, the page is that theme's list.
*/
function HistoryPage({ articles, theme }) {
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto w-full max-w-7xl px-4 py-8 md:py-12",
		children: [
			theme ? /* @__PURE__ */ jsxs("header", {
				className: "max-w-3xl",
				children: [
					/* @__PURE__ */ jsxs(Link, {
						to: HISTORY_PATH,
						className: "inline-flex items-center gap-1 text-xs font-bold uppercase tracking-widest text-primary hover:underline",
						children: [/* @__PURE__ */ jsx(ArrowLeft, {
							"aria-hidden": "true",
							className: "size-4"
						}), "Dansk Fodboldhistorie"]
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-1 text-3xl font-black tracking-tight md:text-5xl",
						children: theme.title
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 text-lg leading-8 text-muted-foreground",
						children: theme.text
					})
				]
			}) : /* @__PURE__ */ jsxs("header", {
				className: "max-w-3xl",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-xs font-bold uppercase tracking-widest text-primary",
						children: "Historie"
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-1 text-3xl font-black tracking-tight md:text-5xl",
						children: "Dansk Fodboldhistorie"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 text-lg leading-8 text-muted-foreground",
						children: "Dyk ned i de kampe, spillere og øjeblikke, der har formet dansk fodbold – fra de tidlige år til europamesterskabet i 1992 og frem til i dag."
					})
				]
			}),
			theme ? null : /* @__PURE__ */ jsx(ThemeCards, {}),
			articles.length > 0 ? /* @__PURE__ */ jsx(ArticleGrid, {
				articles,
				title: theme ? `Artikler om ${theme.title.toLowerCase()}` : "Artikler om dansk fodboldhistorie"
			}) : theme ? /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "tomt-tema-titel",
				className: "mt-12 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "tomt-tema-titel",
					className: "text-xl font-bold",
					children: "Ingen artikler i temaet endnu"
				}), /* @__PURE__ */ jsx("p", {
					className: "mx-auto mt-3 max-w-xl text-muted-foreground",
					children: /* @__PURE__ */ jsx(Link, {
						to: HISTORY_PATH,
						className: "font-medium text-primary underline",
						children: "Se alle artikler om dansk fodboldhistorie"
					})
				})]
			}) : /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "under-udvikling-titel",
				className: "mt-12 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center",
				children: [
					/* @__PURE__ */ jsx(Construction, {
						"aria-hidden": "true",
						className: "mx-auto size-10 text-primary"
					}),
					/* @__PURE__ */ jsx(Badge, {
						variant: "outline",
						className: "mt-4 font-semibold uppercase tracking-wider",
						children: "Coming Soon"
					}),
					/* @__PURE__ */ jsx("h2", {
						id: "under-udvikling-titel",
						className: "mt-3 text-2xl font-bold",
						children: "Under Udvikling"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mx-auto mt-3 max-w-xl text-muted-foreground",
						children: "Vi arbejder på en samling af artikler om dansk fodbolds største kampe, legender og øjeblikke. Kig forbi igen snart."
					})
				]
			}),
			theme ? /* @__PURE__ */ jsxs("nav", {
				"aria-labelledby": "temaer-titel",
				className: "mt-12",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "temaer-titel",
					className: "text-lg font-bold",
					children: "Alle temaer"
				}), /* @__PURE__ */ jsx(ThemeCards, {
					current: theme,
					level: 3
				})]
			}) : null
		]
	});
}
// app/routes/dansk-fodboldhistorie.tsx
var dansk_fodboldhistorie_exports = /* @__PURE__ */ __exportAll({
	default: () => dansk_fodboldhistorie_default,
	loader: () => loader$38,
	meta: () => meta$23
});
async function loader$38() {
	return { articles: await listHistoryArticles(getDb()) };
}
function meta$23({ matches, data }) {
	const site = siteFromMatches(matches);
	const path = "/dansk-fodboldhistorie";
	return pageMeta({
		site,
		title: "Dansk Fodboldhistorie",
		description: "Legendariske kampe, danske legender og historiske øjeblikke: historien om dansk fodbold fra de tidlige år til EM-triumfen i 1992 og frem til i dag.",
		path,
		image: data?.articles[0]?.imageUrl,
		jsonLd: [{
			"@context": "https://schema.org",
			"@type": "CollectionPage",
			name: "Dansk Fodboldhistorie",
			url: `${site.publicUrl}${path}`,
			inLanguage: "da-DK",
			isPartOf: {
				"@type": "WebSite",
				name: site.siteName,
				url: site.publicUrl || "/"
			}
		}]
	});
}
var dansk_fodboldhistorie_default = UNSAFE_withComponentProps(function DanskFodboldhistorie({ loaderData }) {
	return /* @__PURE__ */ jsx(HistoryPage, { articles: loaderData.articles });
});
/**
* One page of an author's public articles, newest first (issue 14). Walks
* articles_author_published_idx (author_id, published_at DESC NULLS FIRST, id); reads one row
* more than shown to know whether an older page exists.
*/
async function listAuthorArticles(db, authorId, page) {
	const rows = await db.select(articleCardColumns).from(articles).leftJoin(media, sql`${media.url} = ${articles.imageUrl}`).where(and(eq(articles.authorId, authorId), publicListFilter())).orderBy(desc(articles.publishedAt), asc(articles.id)).limit(13).offset((page - 1) * 12);
	return {
		articles: rows.slice(0, 12),
		hasOlder: rows.length > 12
	};
}
// app/features/authors/author-header.tsx
/** The top of an author page: portrait, name, role title and bio (issue 14). */
function AuthorHeader({ author }) {
	return /* @__PURE__ */ jsxs("header", {
		className: "flex flex-col gap-5 sm:flex-row sm:items-center",
		"data-testid": "author-header",
		children: [author.portrait ? /* @__PURE__ */ jsx(ResponsiveImage, {
			image: author.portrait,
			alt: `Portræt af ${author.name}`,
			aspectRatio: 1,
			sizes: "128px",
			priority: true,
			className: "size-32 shrink-0 overflow-hidden rounded-full bg-muted",
			imgClassName: "size-full object-cover"
		}) : /* @__PURE__ */ jsx("div", {
			"aria-hidden": "true",
			className: "flex size-32 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground",
			children: /* @__PURE__ */ jsx(UserRound$1, { className: "size-14" })
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "font-display text-3xl font-black leading-tight md:text-4xl",
					children: author.name
				}),
				author.jobTitle ? /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-lg font-semibold text-primary",
					"data-testid": "author-title",
					children: author.jobTitle
				}) : null,
				author.bio ? /* @__PURE__ */ jsx("p", {
					className: "mt-3 max-w-2xl whitespace-pre-line leading-relaxed text-muted-foreground",
					children: author.bio
				}) : null
			]
		})]
	});
}
// app/features/authors/author-meta.ts
/** Schema.org ProfilePage whose mainEntity is the Person, and the breadcrumb Forsiden › name. */
function authorJsonLd(site, author) {
	const url = absoluteUrl(site, authorPath(author.slug));
	const person = {
		"@type": "Person",
		"@id": `${url}#person`,
		name: author.name,
		url,
		...author.jobTitle ? { jobTitle: author.jobTitle } : {},
		...author.bio ? { description: author.bio } : {},
		...author.portrait ? { image: absoluteUrl(site, author.portrait.url) } : {},
		worksFor: {
			"@type": "Organization",
			name: site.siteName,
			url: absoluteUrl(site, "/")
		}
	};
	return [{
		"@context": "https://schema.org",
		"@type": "ProfilePage",
		url,
		name: `${author.name} | ${site.siteName}`,
		inLanguage: "da-DK",
		mainEntity: person
	}, {
		"@context": "https://schema.org",
		"@type": "BreadcrumbList",
		itemListElement: [{
			"@type": "ListItem",
			position: 1,
			name: "Forsiden",
			item: absoluteUrl(site, "/")
		}, {
			"@type": "ListItem",
			position: 2,
			name: author.name,
			item: url
		}]
	}];
}
/** The description: the bio, else who the author is. */
function authorDescription(site, author) {
	if (author.bio) return author.bio;
	const title = author.jobTitle ? `${author.jobTitle} hos ${site.siteName}` : `Skriver for ${site.siteName}`;
	return `${author.name}: ${title}. Læs de seneste artikler.`;
}
/** Title, description, canonical (with ?side=N past page 1), Open Graph profile and JSON-LD. */
function authorMeta(site, author, page) {
	const path = authorPath(author.slug);
	return pageMeta({
		site,
		title: page > 1 ? `${author.name} – side ${page}` : author.name,
		description: authorDescription(site, author),
		path: page > 1 ? `${path}?side=${page}` : path,
		image: author.portrait?.url ?? null,
		type: "profile",
		jsonLd: authorJsonLd(site, author)
	});
}
/** Unknown slug: the not-found page, noindex. */
function authorNotFoundMeta(site, slug) {
	return pageMeta({
		site,
		title: "Forfatter ikke fundet",
		description: "Den forfatter du leder efter findes ikke.",
		path: authorPath(slug),
		noindex: true
	});
}
/** `?side=N`: a whole number from 1; anything else is not a page (null). */
function authorPageNumber(search, maxPage) {
	const raw = search.get("side");
	if (raw === null || raw === "") return 1;
	if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
	const page = Number(raw);
	return page <= maxPage ? page : null;
}
// app/features/authors/author-queries.server.ts
/** The author behind /forfatter/{slug}, or null (unknown slug: 404). Uses user_author_slug_key. */
async function findAuthorBySlug(db, slug) {
	if (!isAuthorSlug(slug)) return null;
	const [row] = await db.select({
		id: user.id,
		name: user.name,
		email: user.email,
		slug: user.authorSlug,
		jobTitle: user.jobTitle,
		bio: user.bio,
		portrait: user.portrait
	}).from(user).where(eq(user.authorSlug, slug)).limit(1);
	if (!row?.slug) return null;
	const { email: _email, ...author } = row;
	return {
		...author,
		slug: row.slug,
		name: displayNameOf(row)
	};
}
// app/routes/forfatter.tsx
var forfatter_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$2,
	default: () => forfatter_default,
	loader: () => loader$37,
	meta: () => meta$22
});
var NOT_FOUND = {
	status: 404,
	statusText: "Forfatter ikke fundet"
};
/** Issue 14: an author's page, with their latest public articles, 12 a page (`?side=N`). */
async function loader$37({ params, request }) {
	const page = authorPageNumber(new URL(request.url).searchParams, 200);
	const db = getDb();
	const author = page ? await findAuthorBySlug(db, params.slug) : null;
	if (!author || !page) throw data(null, NOT_FOUND);
	const list = await listAuthorArticles(db, author.id, page);
	if (page > 1 && list.articles.length === 0) throw data(null, NOT_FOUND);
	const { id: _id, ...profile } = author;
	return {
		author: profile,
		page,
		articles: list.articles.map(cardFields),
		hasOlder: list.hasOlder
	};
}
function meta$22({ matches, data: loaderData, params }) {
	const site = siteFromMatches(matches);
	if (!loaderData) return authorNotFoundMeta(site, params.slug);
	return authorMeta(site, loaderData.author, loaderData.page);
}
var forfatter_default = UNSAFE_withComponentProps(function AuthorPage({ loaderData }) {
	const { author, page, articles, hasOlder } = loaderData;
	const { now } = useRootData();
	const path = authorPath(author.slug);
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-7xl px-4 py-6",
		children: [/* @__PURE__ */ jsx(AuthorHeader, { author }), /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "forfatter-artikler",
			className: "mt-10",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "forfatter-artikler",
					className: "mb-4 border-b pb-2 font-display text-2xl font-black",
					children: page > 1 ? `Artikler af ${author.name} – side ${page}` : `Seneste artikler af ${author.name}`
				}),
				articles.length === 0 ? /* @__PURE__ */ jsxs("p", {
					className: "text-muted-foreground",
					children: [author.name, " har ikke udgivet nogen artikler endnu."]
				}) : /* @__PURE__ */ jsx("div", {
					className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
					"data-testid": "author-articles",
					children: articles.map((a, i) => /* @__PURE__ */ jsx(ArticleCard, {
						article: a,
						serverNow: now,
						priority: i === 0
					}, a.id))
				}),
				page > 1 || hasOlder ? /* @__PURE__ */ jsxs("nav", {
					"aria-label": "Sider",
					className: "mt-8 flex items-center justify-between gap-4",
					children: [page > 1 ? /* @__PURE__ */ jsx(Button, {
						asChild: true,
						variant: "outline",
						children: /* @__PURE__ */ jsxs(Link, {
							to: page === 2 ? path : `${path}?side=${page - 1}`,
							rel: "prev",
							children: [/* @__PURE__ */ jsx(ChevronLeft$1, { "aria-hidden": "true" }), "Nyere artikler"]
						})
					}) : /* @__PURE__ */ jsx("span", {}), hasOlder ? /* @__PURE__ */ jsx(Button, {
						asChild: true,
						variant: "outline",
						children: /* @__PURE__ */ jsxs(Link, {
							to: `${path}?side=${page + 1}`,
							rel: "next",
							children: ["Ældre artikler", /* @__PURE__ */ jsx(ChevronRight$1, { "aria-hidden": "true" })]
						})
					}) : null]
				}) : null
			]
		})]
	});
});
var ErrorBoundary$2 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const notFound = isRouteErrorResponse(error) && error.status === 404;
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-3xl px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: notFound ? "Forfatter ikke fundet" : "Kunne ikke indlæse siden"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-muted-foreground",
				children: notFound ? "Den forfatter du leder efter findes ikke." : "Prøv at genindlæse siden"
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/",
				className: "mt-6 inline-block font-semibold text-primary underline underline-offset-4",
				children: "Gå til forsiden"
			})
		]
	});
});
// app/routes/dansk-fodboldhistorie-tema.tsx
var dansk_fodboldhistorie_tema_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$1,
	default: () => dansk_fodboldhistorie_tema_default,
	loader: () => loader$36,
	meta: () => meta$21
});
/** One theme of the history page (its teaser card links here): the articles filed under it. */
async function loader$36({ params }) {
	const theme = findHistoryTheme(params.tema);
	if (!theme) throw data(null, { status: 404 });
	return {
		theme,
		articles: await listHistoryArticles(getDb(), { tag: theme.tag })
	};
}
function meta$21({ matches, data }) {
	const site = siteFromMatches(matches);
	if (!data) return [{ title: `Siden blev ikke fundet | ${site.siteName}` }, {
		name: "robots",
		content: "noindex"
	}];
	const path = historyThemePath(data.theme);
	return pageMeta({
		site,
		title: `${data.theme.title} | Dansk Fodboldhistorie`,
		description: data.theme.text,
		path,
		image: data.articles[0]?.imageUrl,
		jsonLd: [{
			"@context": "https://schema.org",
			"@type": "CollectionPage",
			name: data.theme.title,
			url: `${site.publicUrl}${path}`,
			inLanguage: "da-DK",
			isPartOf: {
				"@type": "WebSite",
				name: site.siteName,
				url: site.publicUrl || "/"
			}
		}]
	});
}
var dansk_fodboldhistorie_tema_default = UNSAFE_withComponentProps(function HistoryThemeRoute({ loaderData }) {
	return /* @__PURE__ */ jsx(HistoryPage, {
		theme: loaderData.theme,
		articles: loaderData.articles
	});
});
/** An unknown theme is the site's 404 page. */
var ErrorBoundary$1 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	if (isRouteErrorResponse(error) && error.status === 404) return /* @__PURE__ */ jsx(NotFoundPage, {});
	throw error;
});
/** How many words of a longer query are looked up for "Mente du …?", and how many titles each. */
var SUGGESTION_WORDS = 3;
var SUGGESTION_TITLES = 5;
/**
* Clubs for a reader search, exact name or short name first ("brondby if", "FCK"), then names
* containing the query, then names one typo away (pg_trgm `%>` on the folded name, ADR 0015).
*/
function findClubsForSearch(db, query, limit = 3) {
	const folded = foldText(query).trim();
	if (!folded) return Promise.resolve([]);
	const q = sql`forsiden_fold(${query})`;
	const name = sql`forsiden_fold(${clubs.name})`;
	const exact = sql`(${name} = ${q} OR forsiden_fold(${clubs.shortName}) = ${q})`;
	const matches = [exact];
	if (folded.length >= 3) matches.push(sql`strpos(${name}, ${q}) > 0`);
	if (folded.length >= 4) matches.push(sql`${name} %> ${q}`);
	return db.select({
		slug: clubs.slug,
		name: clubs.name
	}).from(clubs).where(or(...matches)).orderBy(desc(exact), desc(sql`word_similarity(${q}, ${name})`), asc(clubs.name)).limit(limit);
}
/**
* /soeg: the full-text results when there are any. Otherwise titles one typo away, and "Mente du
* …?": the query with each unknown word replaced by the closest word of those titles and the
* matching clubs, offered only when that search finds something.
*/
async function searchSite(db, query, limit = 20) {
	const found = await searchArticles(db, query, limit);
	const clubMatches = await findClubsForSearch(db, query);
	if (found.length > 0 || foldText(query).replace(/\s+/g, "").length < 4) return {
		results: found,
		clubs: clubMatches,
		suggestion: null
	};
	const similar = await searchArticleTitlesBySimilarity(db, query, limit);
	const vocabulary = [...clubMatches.map((c) => c.name), ...similar.map((a) => a.title)];
	const words = query.split(/\s+/).filter((w) => foldText(w).length >= 4);
	if (words.length > 1) for (const word of words.slice(0, SUGGESTION_WORDS)) {
		const near = await searchArticleTitlesBySimilarity(db, word, SUGGESTION_TITLES);
		vocabulary.push(...near.map((a) => a.title));
	}
	const corrected = correctQuery(query, vocabulary);
	return {
		results: similar,
		clubs: clubMatches,
		suggestion: corrected && foldText(corrected) !== foldText(query) && (await searchArticles(db, corrected, 1)).length > 0 ? corrected : null
	};
}
/** The `q` parameter as searched: trimmed and at most 200 characters; '' when absent. */
function readSearchQuery(search) {
	return (search.get("q") ?? "").trim().slice(0, 200).trim();
}
/** Spec-style empty text for a search without results. */
function noResultsText(query) {
	return `Ingen resultater for "${query}"`;
}
/** The heading over search results: '1 resultat for "…"', '3 resultater for "…"'. */
function resultCountText(count, query) {
	return `${count} ${count === 1 ? "resultat" : "resultater"} for "${query}"`;
}
/** The corrected search a "Mente du …?" suggestion links to. */
function searchHref(query) {
	return `/soeg?${new URLSearchParams({ q: query })}`;
}
// app/features/articles/search-results.tsx
/** Only what a result shows, from a search row. */
function toSearchResult(r) {
	return {
		id: r.id,
		slug: r.slug,
		title: r.title,
		excerpt: r.excerpt,
		category: r.category,
		partner: r.partner,
		publishedAt: r.publishedAt,
		imageUrl: r.imageUrl,
		imageAlt: r.imageAlt,
		imageWidth: r.imageWidth,
		imageHeight: r.imageHeight,
		imageVariants: r.imageVariants
	};
}
/**
* /soeg's results for a query: "Mente du …?" when the words as typed matched nothing, matching
* clubs, the count (or 'Ingen resultater'), then the ranked list.
*/
function SearchResults({ q, results, clubs = [], suggestion = null }) {
	const { now } = useRootData();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "soegeresultater",
		className: "mt-8",
		children: [
			suggestion ? /* @__PURE__ */ jsxs("p", {
				className: "mb-4 text-lg",
				"data-search-suggestion": true,
				children: [
					"Mente du",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: searchHref(suggestion),
						className: "font-semibold text-primary underline",
						children: suggestion
					}),
					"?"
				]
			}) : null,
			clubs.length > 0 ? /* @__PURE__ */ jsx("nav", {
				"aria-label": "Klubber",
				className: "mb-6",
				children: /* @__PURE__ */ jsx("ul", {
					className: "flex flex-wrap gap-2",
					"data-search-clubs": true,
					children: clubs.map((club) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: clubPath(club.slug),
						className: "inline-flex h-9 items-center rounded-full border border-input bg-card px-4 text-sm font-semibold hover:border-primary hover:text-primary",
						children: club.name
					}) }, club.slug))
				})
			}) : null,
			/* @__PURE__ */ jsx("h2", {
				id: "soegeresultater",
				className: "text-sm font-semibold text-muted-foreground",
				children: results.length === 0 ? noResultsText(q) : resultCountText(results.length, q)
			}),
			results.length > 0 ? /* @__PURE__ */ jsx("ol", {
				className: "mt-4 divide-y divide-border",
				"data-search-results": true,
				children: results.map((r) => /* @__PURE__ */ jsxs("li", {
					className: "flex gap-4 py-4",
					"data-search-result": true,
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0 flex-1",
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "flex flex-wrap items-center gap-2 text-xs",
								children: [isAdvertorial(r) ? /* @__PURE__ */ jsx(AdvertorialLabel, { partner: r.partner }) : /* @__PURE__ */ jsx("span", {
									className: "font-bold uppercase tracking-wide text-primary",
									children: categoryLabel$1(r.category)
								}), r.publishedAt ? /* @__PURE__ */ jsx(RelativeTime, {
									date: new Date(r.publishedAt).toISOString(),
									serverNow: now,
									variant: "list",
									className: "text-muted-foreground"
								}) : null]
							}),
							/* @__PURE__ */ jsx("h3", {
								className: "mt-1 font-display text-lg font-bold",
								children: /* @__PURE__ */ jsx(Link, {
									to: articlePath$1(r),
									className: "hover:underline",
									children: r.title
								})
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-1 text-sm text-muted-foreground",
								children: readerExcerpt(r)
							})
						]
					}), /* @__PURE__ */ jsx("div", {
						className: "mt-1 w-28 shrink-0 self-start sm:w-40",
						"data-search-image": true,
						children: /* @__PURE__ */ jsx(CardImage$1, {
							article: r,
							sizes: "(min-width: 640px) 160px, 112px",
							aspectRatio: 16 / 9
						})
					})]
				}, r.id))
			}) : /* @__PURE__ */ jsx("p", {
				className: "mt-2 text-sm",
				children: "Prøv et andet eller mere generelt søgeord."
			})
		]
	});
}
// app/routes/soeg.tsx
var soeg_exports = /* @__PURE__ */ __exportAll({
	default: () => soeg_default,
	loader: () => loader$35,
	meta: () => meta$20
});
var RESULT_LIMIT = 20;
async function loader$35({ request }) {
	const q = readSearchQuery(new URL(request.url).searchParams);
	if (!q) return {
		q,
		results: [],
		clubs: [],
		suggestion: null
	};
	const found = await searchSite(getDb(), q, RESULT_LIMIT);
	return {
		q,
		results: found.results.map(toSearchResult),
		clubs: found.clubs,
		suggestion: found.suggestion
	};
}
function meta$20({ matches, data }) {
	return pageMeta({
		site: siteFromMatches(matches),
		title: data?.q ? `Søgning: ${data.q}` : "Søg",
		description: "Søg i artiklerne på Forsiden.",
		path: "/soeg",
		noindex: true
	});
}
var soeg_default = UNSAFE_withComponentProps(function SearchPage({ loaderData }) {
	const { q, results, clubs, suggestion } = loaderData;
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-3xl px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "font-display text-3xl font-black",
				children: "Søg"
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "get",
				action: "/soeg",
				role: "search",
				className: "mt-6",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "soeg-q",
					className: "mb-2 block font-semibold",
					children: "Søg i artikler"
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex gap-2",
					children: [/* @__PURE__ */ jsx(Input, {
						id: "soeg-q",
						type: "search",
						name: "q",
						defaultValue: q,
						maxLength: 200,
						placeholder: "Fx transfer, landsholdet eller Superliga",
						autoComplete: "off",
						className: "h-11"
					}, q), /* @__PURE__ */ jsxs(Button, {
						type: "submit",
						className: "h-11",
						children: [/* @__PURE__ */ jsx(Search$1, { "aria-hidden": "true" }), "Søg"]
					})]
				})]
			}),
			q ? /* @__PURE__ */ jsx(SearchResults, {
				q,
				results,
				clubs,
				suggestion
			}) : null
		]
	});
});
// app/routes/not-found.tsx
var not_found_exports = /* @__PURE__ */ __exportAll({
	default: () => not_found_default,
	loader: () => loader$34,
	meta: () => meta$19
});
function loader$34() {
	return data(null, { status: 404 });
}
function meta$19() {
	return [{ title: "Siden blev ikke fundet | Forsiden" }, {
		name: "robots",
		content: "noindex"
	}];
}
var not_found_default = UNSAFE_withComponentProps(function NotFound() {
	return /* @__PURE__ */ jsx(NotFoundPage, {});
});
// app/styles/admin.css?url
var admin_default = "/assets/admin-BPCyrUoZ.css";
// app/features/admin/admin-stylesheet.ts
/**
* The back office's stylesheet, as a route `links` export: the admin layout and the sign-in pages
* link it after the root's public sheet, which alone blocks the first paint of a reader's page.
*/
function adminStylesheetLinks() {
	return [{
		rel: "stylesheet",
		href: admin_default
	}];
}
// app/features/auth/auth-schemas.ts
/** Spec §5: email required and of email type; password required; sign-up password minimum 6. */
var email = z.string({ error: "E-mail er påkrævet" }).trim().min(1, "E-mail er påkrævet").pipe(z.email("Ugyldig e-mailadresse")).transform((v) => v.toLowerCase());
var signInSchema = z.object({
	email,
	password: z.string({ error: "Adgangskode er påkrævet" }).min(1, "Adgangskode er påkrævet")
});
var signUpSchema = z.object({
	email,
	password: z.string({ error: "Adgangskode er påkrævet" }).min(1, "Adgangskode er påkrævet").min(6, "Adgangskoden skal være mindst 6 tegn").max(128, "Adgangskoden må højst være 128 tegn")
});
var forgotPasswordSchema = z.object({ email });
var resetPasswordSchema = z.object({
	token: z.string().min(1, "Linket er ugyldigt eller udløbet"),
	password: signUpSchema.shape.password
});
/** The second sign-in step: a 6-digit code from the authenticator app, or one of the backup codes. */
var twoFactorSchema = z.discriminatedUnion("method", [z.object({
	method: z.literal("totp"),
	code: totpCodeField,
	redirectTo: z.string().optional()
}), z.object({
	method: z.literal("backup"),
	code: z.string({ error: "Backup-koden er påkrævet" }).trim().min(1, "Backup-koden er påkrævet"),
	redirectTo: z.string().optional()
})]);
// app/features/auth/auth-actions.server.ts
/** A refused form: the first field message is also the toast's text. */
function invalid(title, fieldErrors) {
	return {
		ok: false,
		title,
		message: Object.values(fieldErrors)[0] ?? "",
		fieldErrors,
		status: 400
	};
}
/** Status and headers for an action's answer: Retry-After on every 429/503, a void 2FA cookie cleared. */
function authResponseInit(result, okStatus = 200) {
	if (result.ok) return { status: okStatus };
	const headers = new Headers();
	if (result.retryAfterSeconds !== void 0) headers.set("Retry-After", String(result.retryAfterSeconds));
	if (result.clearTwoFactor) headers.append("Set-Cookie", clearTwoFactorCookie(getAuthSecureCookies()));
	return {
		status: result.status,
		headers
	};
}
function getAuthSecureCookies() {
	return getAuth().options.advanced?.useSecureCookies === true;
}
/** The request's headers with the client address Better Auth reads (the client's own copy replaced). */
function authHeaders(request, clientIp) {
	const headers = new Headers(request.headers);
	headers.set(AUTH_CLIENT_IP_HEADER, clientIp);
	return headers;
}
function refusedBy(gate, title) {
	if (gate.voided) return {
		ok: false,
		title,
		message: AUTH_TEXT.twoFactorExpired,
		status: 401,
		clearTwoFactor: true
	};
	return {
		ok: false,
		title,
		message: gate.status === 503 ? AUTH_TEXT.unknownError : AUTH_TEXT.tooManyAttempts,
		status: gate.status,
		retryAfterSeconds: gate.retryAfterSeconds
	};
}
function apiErrorParts(error) {
	if (error instanceof APIError) {
		const body = error.body;
		return {
			code: body?.code,
			message: body?.message ?? error.message,
			status: error.statusCode
		};
	}
	return { message: error instanceof Error ? error.message : String(error) };
}
async function signIn(form, request, clientIp) {
	const parsed = parseForm(signInSchema, form);
	const title = AUTH_TEXT.loginFailedTitle;
	if (!parsed.ok) return invalid(title, parsed.fieldErrors);
	const gate = await gateAuthAttempt("sign-in", {
		ip: clientIp,
		email: parsed.data.email
	});
	if (!gate.ok) return refusedBy(gate, title);
	try {
		const { headers, response } = await getAuth().api.signInEmail({
			body: {
				email: parsed.data.email,
				password: parsed.data.password,
				rememberMe: true
			},
			headers: authHeaders(request, clientIp),
			returnHeaders: true
		});
		await gate.finish(true);
		const twoFactor = Boolean(response.twoFactorRedirect);
		return {
			ok: true,
			title: AUTH_TEXT.loginSuccessTitle,
			message: AUTH_TEXT.loginSuccess,
			headers,
			twoFactor
		};
	} catch (error) {
		await gate.finish(false);
		const { code, message, status } = apiErrorParts(error);
		return {
			ok: false,
			title,
			message: signInErrorMessage(code, message),
			status: status ?? 400
		};
	}
}
/**
* The second sign-in step for a user with TOTP: Better Auth reads its signed two-factor cookie from
* the request and answers with the session cookie, which the caller forwards.
*/
async function verifySecondFactor(form, request, clientIp) {
	const parsed = parseForm(twoFactorSchema, form);
	const title = AUTH_TEXT.twoFactorFailedTitle;
	if (!parsed.ok) return invalid(title, parsed.fieldErrors);
	const pending = await pendingSecondFactorOf(request.headers.get("cookie"));
	const gate = await gateAuthAttempt("second-factor", {
		ip: clientIp,
		pending
	});
	if (!gate.ok) return refusedBy(gate, title);
	try {
		const api = getAuth().api;
		const { headers } = parsed.data.method === "totp" ? await api.verifyTOTP({
			body: { code: parsed.data.code },
			headers: authHeaders(request, clientIp),
			returnHeaders: true
		}) : await api.verifyBackupCode({
			body: { code: parsed.data.code },
			headers: authHeaders(request, clientIp),
			returnHeaders: true
		});
		await gate.finish(true);
		return {
			ok: true,
			title: AUTH_TEXT.loginSuccessTitle,
			message: AUTH_TEXT.loginSuccess,
			headers
		};
	} catch (error) {
		const { voided } = await gate.finish(false);
		const { code, message, status } = apiErrorParts(error);
		return {
			ok: false,
			title,
			message: voided ? AUTH_TEXT.twoFactorExpired : twoFactorErrorMessage(code, message),
			status: status ?? 400,
			...voided ? { clearTwoFactor: true } : {}
		};
	}
}
async function signUp(form, request, clientIp) {
	const parsed = parseForm(signUpSchema, form);
	const title = AUTH_TEXT.signUpFailedTitle;
	if (!parsed.ok) return invalid(title, parsed.fieldErrors);
	const gate = await gateAuthAttempt("sign-up", { ip: clientIp });
	if (!gate.ok) return refusedBy(gate, title);
	try {
		await getAuth().api.signUpEmail({
			body: {
				email: parsed.data.email,
				password: parsed.data.password,
				name: parsed.data.email,
				callbackURL: EMAIL_CONFIRMED_PATH
			},
			headers: authHeaders(request, clientIp)
		});
		return {
			ok: true,
			title: AUTH_TEXT.signUpSuccessTitle,
			message: AUTH_TEXT.signUpSuccess
		};
	} catch (error) {
		const { code, message, status } = apiErrorParts(error);
		return {
			ok: false,
			title,
			message: signUpErrorMessage(code, message),
			status: status ?? 400
		};
	}
}
async function requestPasswordReset(form, request, clientIp) {
	const parsed = parseForm(forgotPasswordSchema, form);
	if (!parsed.ok) return invalid("Fejl", parsed.fieldErrors);
	const gate = await gateAuthAttempt("password-reset-mail", {
		ip: clientIp,
		email: parsed.data.email
	});
	if (!gate.ok) return refusedBy(gate, "Fejl");
	try {
		await getAuth().api.requestPasswordReset({
			body: {
				email: parsed.data.email,
				redirectTo: "/auth/nulstil"
			},
			headers: authHeaders(request, clientIp)
		});
	} catch {}
	return {
		ok: true,
		title: AUTH_TEXT.resetSentTitle,
		message: AUTH_TEXT.resetSent
	};
}
async function resetPassword(form, clientIp) {
	const parsed = parseForm(resetPasswordSchema, form);
	if (!parsed.ok) return invalid("Fejl", parsed.fieldErrors);
	if (clientIp !== void 0) {
		const gate = await gateAuthAttempt("reset-password", { ip: clientIp });
		if (!gate.ok) return refusedBy(gate, "Fejl");
	}
	try {
		await getAuth().api.resetPassword({ body: {
			newPassword: parsed.data.password,
			token: parsed.data.token
		} });
		return {
			ok: true,
			title: AUTH_TEXT.resetDoneTitle,
			message: AUTH_TEXT.resetDone
		};
	} catch {
		return {
			ok: false,
			title: "Fejl",
			message: AUTH_TEXT.resetFailed,
			status: 400
		};
	}
}
async function signOut(request) {
	try {
		const { headers } = await getAuth().api.signOut({
			headers: request.headers,
			returnHeaders: true
		});
		return headers;
	} catch {
		const headers = new Headers();
		for (const name of [
			"forsiden.session_token",
			"forsiden.session_data",
			"forsiden.dont_remember"
		]) headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
		return headers;
	}
}
// app/features/auth/auth-forms.tsx
/**
* The centred card every auth page shows: a way back to the site, title, description and the
* "loading" line while posting.
*/
function AuthCard({ title, description, busy, children }) {
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "flex min-h-screen flex-col items-center justify-center bg-muted px-4 py-12",
		children: [/* @__PURE__ */ jsx("div", {
			className: "mb-4 w-full max-w-md",
			children: /* @__PURE__ */ jsxs(Link, {
				to: "/",
				className: "inline-flex items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
				children: [/* @__PURE__ */ jsx(ArrowLeft, {
					"aria-hidden": true,
					className: "size-4"
				}), AUTH_TEXT.backToSite]
			})
		}), /* @__PURE__ */ jsxs(Card, {
			className: "w-full max-w-md",
			children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
				asChild: true,
				children: /* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-black",
					children: title
				})
			}), description ? /* @__PURE__ */ jsx(CardDescription, { children: description }) : null] }), /* @__PURE__ */ jsxs(CardContent, { children: [busy ? /* @__PURE__ */ jsx("p", {
				className: "mb-4 text-sm text-muted-foreground",
				role: "status",
				children: AUTH_TEXT.loading
			}) : null, children] })]
		})]
	});
}
/** The action's answer in the form: a status line on success, an alert on failure. */
function AuthStatus({ result }) {
	return /* @__PURE__ */ jsxs("p", {
		role: result.ok ? "status" : "alert",
		className: result.ok ? "rounded-md bg-muted p-3 text-sm" : "rounded-md bg-destructive/10 p-3 text-sm text-destructive",
		children: [
			/* @__PURE__ */ jsx("strong", { children: result.title }),
			/* @__PURE__ */ jsx("br", {}),
			result.message
		]
	});
}
function EmailField({ id, error }) {
	return /* @__PURE__ */ jsxs(Field, {
		id,
		error,
		children: [
			/* @__PURE__ */ jsx(FieldLabel, { children: "E-mail" }),
			/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
				name: "email",
				type: "email",
				autoComplete: "email",
				required: true
			}) }),
			/* @__PURE__ */ jsx(FieldError, {})
		]
	});
}
/** A new password (sign-up and reset): spec §5 minimum 6 characters, said under the input. */
function NewPasswordField({ id, label, error }) {
	return /* @__PURE__ */ jsxs(Field, {
		id,
		error,
		descriptionId: `${id}-hint`,
		children: [
			/* @__PURE__ */ jsx(FieldLabel, { children: label }),
			/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
				name: "password",
				type: "password",
				autoComplete: "new-password",
				minLength: 6,
				required: true
			}) }),
			/* @__PURE__ */ jsx(FieldDescription, { children: "Mindst 6 tegn." }),
			/* @__PURE__ */ jsx(FieldError, {})
		]
	});
}
function ForgotPasswordForm({ result, busy, redirectTo }) {
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		className: "space-y-4",
		noValidate: false,
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "forgot"
			}),
			/* @__PURE__ */ jsx("h2", {
				className: "text-lg font-bold",
				children: "Glemt adgangskode?"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted-foreground",
				children: "Skriv din e-mail, så sender vi et link til en ny adgangskode."
			}),
			/* @__PURE__ */ jsx(EmailField, {
				id: "forgot-email",
				error: errorsOf(result).email
			}),
			result?.intent === "forgot" ? /* @__PURE__ */ jsx(AuthStatus, { result }) : null,
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				className: "w-full",
				disabled: busy,
				children: "Send link"
			}),
			/* @__PURE__ */ jsx(Link, {
				to: `/auth?redirectTo=${encodeURIComponent(redirectTo)}`,
				className: "block text-center text-sm underline",
				children: "Tilbage til log ind"
			})
		]
	});
}
function SignInForm({ result, busy, redirectTo }) {
	const errors = result?.intent === "signin" ? errorsOf(result) : {};
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		className: "mt-4 space-y-4",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "signin"
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "redirectTo",
				value: redirectTo
			}),
			/* @__PURE__ */ jsx(EmailField, {
				id: "signin-email",
				error: errors.email
			}),
			/* @__PURE__ */ jsxs(Field, {
				id: "signin-password",
				error: errors.password,
				children: [
					/* @__PURE__ */ jsx(FieldLabel, { children: "Adgangskode" }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
						name: "password",
						type: "password",
						autoComplete: "current-password",
						required: true
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}),
			result?.intent === "signin" ? /* @__PURE__ */ jsx(AuthStatus, { result }) : null,
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				className: "w-full",
				disabled: busy,
				children: "Log ind"
			}),
			/* @__PURE__ */ jsx(Link, {
				to: `/auth?visning=glemt&redirectTo=${encodeURIComponent(redirectTo)}`,
				className: "block text-center text-sm underline",
				children: "Glemt adgangskode?"
			})
		]
	});
}
function SignUpForm({ result, busy }) {
	const errors = result?.intent === "signup" ? errorsOf(result) : {};
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		className: "mt-4 space-y-4",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "signup"
			}),
			/* @__PURE__ */ jsx(EmailField, {
				id: "signup-email",
				error: errors.email
			}),
			/* @__PURE__ */ jsx(NewPasswordField, {
				id: "signup-password",
				label: "Adgangskode",
				error: errors.password
			}),
			result?.intent === "signup" ? /* @__PURE__ */ jsx(AuthStatus, { result }) : null,
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				className: "w-full",
				disabled: busy,
				children: "Opret konto"
			})
		]
	});
}
function errorsOf(result) {
	return result && !result.ok ? result.fieldErrors ?? {} : {};
}
/** Spec §2 /auth: the sign-in and sign-up tabs, or the forgotten-password form (?visning=glemt). */
function AuthForms({ view, ...props }) {
	if (view === "glemt") return /* @__PURE__ */ jsx(ForgotPasswordForm, { ...props });
	const defaultTab = view === "opret" || props.result?.intent === "signup" ? "signup" : "signin";
	return /* @__PURE__ */ jsxs(Tabs, {
		defaultValue: defaultTab,
		children: [
			/* @__PURE__ */ jsxs(TabsList, {
				className: "grid w-full grid-cols-2",
				children: [/* @__PURE__ */ jsx(TabsTrigger, {
					value: "signin",
					children: "Log ind"
				}), /* @__PURE__ */ jsx(TabsTrigger, {
					value: "signup",
					children: "Opret konto"
				})]
			}),
			/* @__PURE__ */ jsx(TabsContent, {
				value: "signin",
				children: /* @__PURE__ */ jsx(SignInForm, { ...props })
			}),
			/* @__PURE__ */ jsx(TabsContent, {
				value: "signup",
				children: /* @__PURE__ */ jsx(SignUpForm, { ...props })
			})
		]
	});
}
// app/routes/auth.tsx
var auth_exports = /* @__PURE__ */ __exportAll({
	action: () => action$19,
	default: () => auth_default,
	links: () => links$4,
	loader: () => loader$33,
	meta: () => meta$18
});
var links$4 = adminStylesheetLinks;
function meta$18() {
	return [{ title: "Log ind | Forsiden" }, {
		name: "robots",
		content: "noindex"
	}];
}
/** Spec §2: a signed-in user is sent to /admin (or where they were going). */
function loader$33({ request, context }) {
	const url = new URL(request.url);
	if (context.session) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
	return null;
}
async function action$19({ request, context }) {
	const form = await request.formData();
	const intent = form.get("intent");
	if (intent === "signin") {
		const result = await signIn(form, request, context.clientIp);
		if (!result.ok) return data({
			intent,
			...result
		}, authResponseInit(result));
		const redirectTo = safeRedirect(form.get("redirectTo"));
		const headers = new Headers(result.headers);
		if (result.twoFactor) return redirect(`/auth/to-faktor?redirectTo=${encodeURIComponent(redirectTo)}`, { headers });
		headers.append("Set-Cookie", flashCookie({
			title: result.title,
			message: result.message
		}));
		return redirect(redirectTo, { headers });
	}
	if (intent === "signup") {
		const result = await signUp(form, request, context.clientIp);
		return data({
			intent,
			...result
		}, authResponseInit(result));
	}
	if (intent === "forgot") {
		const result = await requestPasswordReset(form, request, context.clientIp);
		return data({
			intent,
			...result
		}, authResponseInit(result));
	}
	return data({
		intent: "unknown",
		ok: false,
		title: "Fejl",
		message: "Ukendt handling"
	}, { status: 400 });
}
var auth_default = UNSAFE_withComponentProps(function AuthPage() {
	const result = useActionData();
	const busy = useNavigation().state !== "idle";
	const [params] = useSearchParams();
	const redirectTo = safeRedirect(params.get("redirectTo"));
	useEffect(() => {
		if (!result) return;
		if (result.ok) toast.success(result.title, { description: result.message });
		else toast.error(result.title, { description: result.message });
	}, [result]);
	return /* @__PURE__ */ jsx(AuthCard, {
		title: /* @__PURE__ */ jsx(Link, {
			to: "/",
			children: "Forsiden"
		}),
		description: AUTH_TEXT.cardDescription,
		busy,
		children: /* @__PURE__ */ jsx(AuthForms, {
			view: params.get("visning"),
			result,
			busy,
			redirectTo
		})
	});
});
// app/routes/auth-nulstil.tsx
var auth_nulstil_exports = /* @__PURE__ */ __exportAll({
	action: () => action$18,
	default: () => auth_nulstil_default,
	links: () => links$3,
	meta: () => meta$17
});
var links$3 = adminStylesheetLinks;
function meta$17() {
	return [{ title: "Ny adgangskode | Forsiden" }, {
		name: "robots",
		content: "noindex"
	}];
}
async function action$18({ request, context }) {
	const result = await resetPassword(await request.formData(), context.clientIp);
	return data(result, authResponseInit(result));
}
/** The password-reset link from the e-mail lands here with ?token=… */
var auth_nulstil_default = UNSAFE_withComponentProps(function ResetPasswordPage() {
	const result = useActionData();
	const [params] = useSearchParams();
	const busy = useNavigation().state !== "idle";
	const token = params.get("token") ?? "";
	return /* @__PURE__ */ jsx(AuthCard, {
		title: "Vælg en ny adgangskode",
		children: result?.ok ? /* @__PURE__ */ jsxs("div", {
			role: "status",
			className: "space-y-4",
			children: [/* @__PURE__ */ jsxs("p", { children: [
				/* @__PURE__ */ jsx("strong", { children: result.title }),
				/* @__PURE__ */ jsx("br", {}),
				result.message
			] }), /* @__PURE__ */ jsx(Link, {
				to: "/auth",
				className: "font-semibold underline",
				children: "Gå til log ind"
			})]
		}) : !token || params.get("error") ? /* @__PURE__ */ jsxs("p", {
			role: "alert",
			className: "text-destructive",
			children: [
				"Linket er ugyldigt eller udløbet.",
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: "/auth?visning=glemt",
					className: "underline",
					children: "Bed om et nyt."
				})
			]
		}) : /* @__PURE__ */ jsxs(Form, {
			method: "post",
			className: "space-y-4",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "token",
					value: token
				}),
				/* @__PURE__ */ jsx(NewPasswordField, {
					id: "new-password",
					label: "Ny adgangskode"
				}),
				result && !result.ok ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "text-sm text-destructive",
					children: result.message
				}) : null,
				/* @__PURE__ */ jsx(Button, {
					type: "submit",
					className: "w-full",
					disabled: busy,
					children: "Gem ny adgangskode"
				})
			]
		})
	});
});
// app/routes/auth-to-faktor.tsx
var auth_to_faktor_exports = /* @__PURE__ */ __exportAll({
	action: () => action$17,
	default: () => auth_to_faktor_default,
	links: () => links$2,
	loader: () => loader$32,
	meta: () => meta$16
});
var links$2 = adminStylesheetLinks;
function meta$16() {
	return [{ title: "Totrinsbekræftelse | Forsiden" }, {
		name: "robots",
		content: "noindex"
	}];
}
function hasTwoFactorCookie(request) {
	return twoFactorCookieValue(request.headers.get("cookie")) !== null;
}
/** Only reachable between the password step and the code: signed in → onwards; no pending sign-in → /auth. */
function loader$32({ request, context }) {
	const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
	if (context.session) throw redirect(redirectTo);
	if (!hasTwoFactorCookie(request)) throw redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
	return { redirectTo };
}
async function action$17({ request, context }) {
	const form = await request.formData();
	const result = await verifySecondFactor(form, request, context.clientIp);
	if (!result.ok) return data(result, authResponseInit(result));
	const headers = new Headers(result.headers);
	headers.append("Set-Cookie", flashCookie({
		title: result.title,
		message: result.message
	}));
	return redirect(safeRedirect(form.get("redirectTo")), { headers });
}
var auth_to_faktor_default = UNSAFE_withComponentProps(function TwoFactorPage({ loaderData }) {
	const result = useActionData();
	const [params] = useSearchParams();
	const busy = useNavigation().state !== "idle";
	const { redirectTo } = loaderData;
	const useBackup = params.get("metode") === "backup";
	const fieldErrors = result && "fieldErrors" in result ? result.fieldErrors ?? {} : {};
	const base = `/auth/to-faktor?redirectTo=${encodeURIComponent(redirectTo)}`;
	useEffect(() => {
		if (result && !result.ok) toast.error(result.title, { description: result.message });
	}, [result]);
	return /* @__PURE__ */ jsxs(AuthCard, {
		title: AUTH_TEXT.twoFactorTitle,
		description: useBackup ? "Skriv en af dine backup-koder. Hver kode kan kun bruges én gang." : "Skriv den 6-cifrede kode fra din godkendelsesapp.",
		busy,
		children: [/* @__PURE__ */ jsxs(Form, {
			method: "post",
			className: "space-y-4",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "method",
					value: useBackup ? "backup" : "totp"
				}),
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "redirectTo",
					value: redirectTo
				}),
				/* @__PURE__ */ jsxs(Field, {
					id: "two-factor-code",
					error: fieldErrors.code,
					children: [
						/* @__PURE__ */ jsx(FieldLabel, { children: useBackup ? "Backup-kode" : "Kode" }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
							name: "code",
							required: true,
							autoFocus: true,
							autoComplete: "one-time-code",
							...useBackup ? { placeholder: "xxxxx-xxxxx" } : {
								inputMode: "numeric",
								pattern: "[0-9 ]*",
								maxLength: 7,
								placeholder: "123456"
							}
						}) }),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				}),
				result && !result.ok && !fieldErrors.code ? /* @__PURE__ */ jsx(AuthStatus, { result }) : null,
				/* @__PURE__ */ jsx(Button, {
					type: "submit",
					className: "w-full",
					disabled: busy,
					children: "Bekræft"
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "mt-4 flex flex-col gap-2 text-center text-sm",
			children: [/* @__PURE__ */ jsx(Link, {
				to: useBackup ? base : `${base}&metode=backup`,
				className: "underline",
				children: useBackup ? "Brug koden fra godkendelsesappen" : "Brug en backup-kode"
			}), /* @__PURE__ */ jsx(Link, {
				to: `/auth?redirectTo=${encodeURIComponent(redirectTo)}`,
				className: "underline",
				children: "Tilbage til log ind"
			})]
		})]
	});
});
// app/routes/auth-bekraeftet.ts
var auth_bekraeftet_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$31 });
/**
* The confirmation link's landing (Better Auth verifies the address, signs the reader in and
* redirects here): on to the front page with the toast 'Din e-mail er bekræftet'. A bad or expired
* link comes back with `?error=…` and goes to /auth with the reason.
*/
function loader$31({ request, context }) {
	if (new URL(request.url).searchParams.get("error")) throw redirect("/auth", { headers: { "Set-Cookie": flashCookie({
		title: AUTH_TEXT.verifyFailedTitle,
		message: AUTH_TEXT.verifyFailed
	}) } });
	const signedIn = Boolean(context.session);
	throw redirect(signedIn ? "/" : "/auth", { headers: { "Set-Cookie": flashCookie({
		title: AUTH_TEXT.emailVerifiedTitle,
		message: signedIn ? AUTH_TEXT.emailVerified : AUTH_TEXT.emailVerifiedSignIn
	}) } });
}
// app/routes/resources/log-ud.ts
var log_ud_exports = /* @__PURE__ */ __exportAll({
	action: () => action$16,
	loader: () => loader$30
});
/** 'Log ud' ends the session and goes to the front page (spec §2). */
async function action$16({ request }) {
	const headers = await signOut(request);
	return redirect("/", { headers });
}
function loader$30() {
	return redirect("/");
}
// app/routes/dev-mailbox.tsx
var dev_mailbox_exports = /* @__PURE__ */ __exportAll({
	default: () => dev_mailbox_default,
	links: () => links$1,
	loader: () => loader$29,
	meta: () => meta$15
});
var links$1 = adminStylesheetLinks;
function meta$15() {
	return [{ title: "Udviklingspostkasse | Forsiden" }, {
		name: "robots",
		content: "noindex"
	}];
}
/** Mails written to the log instead of SMTP; shown only when DEV_MAILBOX=true (never on a public site). */
async function loader$29() {
	const env = getEnv();
	if (!env.DEV_MAILBOX || env.SMTP_URL) throw data(null, { status: 404 });
	return { mails: await listLoggedMails(getDb()) };
}
function linkify(text) {
	return text.split(/(https?:\/\/\S+)/g).map((part, i) => /^https?:\/\//.test(part) ? /* @__PURE__ */ jsx("a", {
		href: part,
		className: "break-all text-primary underline",
		children: part
	}, i) : part);
}
var dev_mailbox_default = UNSAFE_withComponentProps(function DevMailbox({ loaderData }) {
	return /* @__PURE__ */ jsxs("main", {
		id: "main",
		className: "mx-auto max-w-3xl px-4 py-8",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Udviklingspostkasse"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted-foreground",
				children: "Mails der ikke blev sendt, fordi SMTP ikke er sat op."
			}),
			loaderData.mails.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "mt-6",
				children: "Ingen mails endnu."
			}) : null,
			/* @__PURE__ */ jsx("ul", {
				className: "mt-6 space-y-4",
				children: loaderData.mails.map((mail) => /* @__PURE__ */ jsxs("li", {
					className: "rounded-md border border-border p-4",
					"data-testid": "mail",
					children: [
						/* @__PURE__ */ jsxs("p", {
							className: "text-sm",
							children: [
								/* @__PURE__ */ jsx("strong", { children: "Til:" }),
								" ",
								mail.to
							]
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "text-sm",
							children: [
								/* @__PURE__ */ jsx("strong", { children: "Emne:" }),
								" ",
								mail.subject
							]
						}),
						/* @__PURE__ */ jsx("pre", {
							className: "mt-2 whitespace-pre-wrap font-sans text-sm",
							children: linkify(mail.body ?? "")
						})
					]
				}, mail.id))
			})
		]
	});
});
/**
* The number of articles: exact while the table is small, the planner's estimate (`reltuples`,
* kept fresh by autovacuum's ANALYZE) once it is large. count(*) reads every row; at 1M articles
* that is a sequential scan on each admin page view (docs/decisions/0013).
*/
async function countArticlesCheaply(db) {
	const [estimate] = await executeRows(db, sql`SELECT reltuples::bigint AS n FROM pg_class WHERE oid = 'articles'::regclass`);
	const n = Number(estimate?.n ?? -1);
	if (n >= 1e4) return n;
	const [exact] = await executeRows(db, sql`SELECT count(*) AS n FROM articles`);
	return Number(exact?.n ?? 0);
}
// app/features/seo/feeds.server.ts
/**
* URLs per article sitemap. sitemaps.org allows 50,000; 10,000 keeps each page an index walk of
* bounded length (page N reads N × 10,000 index entries) and a render well under a second.
*/
var SITEMAP_PAGE_SIZE = 1e4;
/** Google News: articles of the last 2 days, at most 1,000. */
var NEWS_SITEMAP_MAX = 1e3;
var NEWS_WINDOW_MS = 1728e5;
/** The fixed public pages, with how often they change. */
var STATIC_PAGES = [
	{
		path: "/",
		changefreq: "always",
		priority: "1.0"
	},
	{
		path: "/alle-klubber",
		changefreq: "weekly",
		priority: "0.7"
	},
	{
		path: "/klubber",
		changefreq: "weekly",
		priority: "0.6"
	},
	{
		path: "/stillinger",
		changefreq: "daily",
		priority: "0.7"
	},
	{
		path: "/dansk-fodboldhistorie",
		changefreq: "weekly",
		priority: "0.6"
	},
	...HISTORY_THEMES.map((theme) => ({
		path: historyThemePath(theme),
		changefreq: "weekly",
		priority: "0.5"
	})),
	{
		path: "/advertorial",
		changefreq: "weekly",
		priority: "0.3"
	},
	{
		path: "/hvad-er-sponseret-indhold",
		changefreq: "yearly",
		priority: "0.2"
	},
	{
		path: "/contact",
		changefreq: "yearly",
		priority: "0.3"
	},
	{
		path: "/privacy",
		changefreq: "yearly",
		priority: "0.2"
	},
	{
		path: "/terms",
		changefreq: "yearly",
		priority: "0.2"
	},
	{
		path: "/cookies",
		changefreq: "yearly",
		priority: "0.2"
	},
	{
		path: "/tilgaengelighed",
		changefreq: "yearly",
		priority: "0.2"
	}
];
var XML_HEADER = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
function articlePath(a) {
	return `/article/${encodeURIComponent(a.slug || a.id)}`;
}
function iso(date) {
	return (date ?? /* @__PURE__ */ new Date()).toISOString();
}
function absolute(site, path) {
	return /^https?:\/\//.test(path) ? path : `${site.publicUrl}${path}`;
}
/**
* Published articles, for the number of article sitemaps: exact on a small table; on a large one
* the estimate of all rows (drafts and scheduled ones are a sliver; an extra page is empty, never
* a missing one).
*/
async function countPublishedArticles(db) {
	const estimate = await countArticlesCheaply(db);
	if (estimate >= 1e4) return estimate;
	const [row] = await db.select({ n: sql`count(*)::int` }).from(articles).where(publishedNow());
	return row?.n ?? 0;
}
async function countArticleSitemaps(db) {
	return Math.max(1, Math.ceil(await countPublishedArticles(db) / SITEMAP_PAGE_SIZE));
}
/** /sitemap.xml: an index of the article, club and page sitemaps and the news sitemap. */
async function renderSitemapIndex(db, site) {
	const pages = await countArticleSitemaps(db);
	const names = [
		...Array.from({ length: pages }, (_, i) => i === 0 ? "articles" : `articles-${i + 1}`),
		"clubs",
		"authors",
		"pages"
	];
	const now = (/* @__PURE__ */ new Date()).toISOString();
	return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...names.map((name) => `${site.publicUrl}/sitemaps/${name}.xml`), `${site.publicUrl}/news-sitemap.xml`].map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc><lastmod>${now}</lastmod></sitemap>`).join("\n")}\n</sitemapindex>\n`;
}
function urlset(entries, withImages = false) {
	return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${withImages ? " xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"" : ""}>\n${entries.join("\n")}\n</urlset>\n`;
}
/** One sitemap by name: "articles", "articles-2" …, "clubs" or "pages"; null for an unknown name. */
async function renderSitemap(db, site, name) {
	const articlePage = /^articles(?:-(\d+))?$/.exec(name);
	if (articlePage) {
		const page = Number(articlePage[1] ?? "1");
		if (page < 1) return null;
		const rows = await db.select({
			id: articles.id,
			slug: articles.slug,
			title: articles.title,
			updatedAt: articles.updatedAt,
			imageUrl: articles.imageUrl
		}).from(articles).where(publishedNow()).orderBy(desc(articles.publishedAt), asc(articles.id)).limit(SITEMAP_PAGE_SIZE).offset((page - 1) * SITEMAP_PAGE_SIZE);
		if (rows.length === 0 && page > 1 && page > await countArticleSitemaps(db)) return null;
		return urlset(rows.map((a) => {
			const image = a.imageUrl ? `<image:image><image:loc>${escapeXml(absolute(site, a.imageUrl))}</image:loc></image:image>` : "";
			return `  <url><loc>${escapeXml(absolute(site, articlePath(a)))}</loc><lastmod>${iso(a.updatedAt)}</lastmod>${image}</url>`;
		}), true);
	}
	if (name === "clubs") return urlset((await db.select({
		slug: clubs.slug,
		updatedAt: clubs.updatedAt
	}).from(clubs).orderBy(asc(clubs.country), asc(clubs.league), asc(clubs.name))).map((c) => `  <url><loc>${escapeXml(absolute(site, `/klubber/${encodeURIComponent(c.slug)}`))}</loc><lastmod>${iso(c.updatedAt)}</lastmod></url>`));
	if (name === "authors") return urlset((await db.select({
		slug: user.authorSlug,
		updatedAt: user.updatedAt
	}).from(user).where(isNotNull(user.authorSlug)).orderBy(asc(user.authorSlug))).map((a) => `  <url><loc>${escapeXml(absolute(site, `/forfatter/${encodeURIComponent(a.slug ?? "")}`))}</loc><lastmod>${iso(a.updatedAt)}</lastmod></url>`));
	if (name === "pages") {
		const leagueRows = await db.select({ key: leagues.key }).from(leagues).orderBy(asc(leagues.sortOrder));
		return urlset([...STATIC_PAGES.map((p) => `  <url><loc>${escapeXml(absolute(site, p.path))}</loc><changefreq>${p.changefreq}</changefreq><priority>${p.priority}</priority></url>`), ...leagueRows.map((l) => `  <url><loc>${escapeXml(absolute(site, `/stillinger/${l.key}`))}</loc><changefreq>daily</changefreq></url>`)]);
	}
	return null;
}
/** Google News sitemap: articles published in the last 2 days, newest first, at most 1,000. */
async function renderNewsSitemap(db, site, now = /* @__PURE__ */ new Date()) {
	const since = /* @__PURE__ */ new Date(now.getTime() - NEWS_WINDOW_MS);
	return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${(await db.select(articleHeadlineColumns).from(articles).where(and(publishedNow(), gte(articles.publishedAt, since))).orderBy(desc(articles.publishedAt)).limit(NEWS_SITEMAP_MAX)).map((a) => `  <url>
    <loc>${escapeXml(absolute(site, articlePath(a)))}</loc>
    <news:news>
      <news:publication><news:name>${escapeXml(site.siteName)}</news:name><news:language>da</news:language></news:publication>
      <news:publication_date>${iso(a.publishedAt)}</news:publication_date>
      <news:title>${escapeXml(a.title)}</news:title>
    </news:news>
  </url>`).join("\n")}\n</urlset>\n`;
}
/** RSS 2.0 feed of the latest public articles (drafts, Gossip and scheduled ones left out). */
async function renderRssFeed(db, site) {
	const rows = await db.select({
		id: articles.id,
		slug: articles.slug,
		title: articles.title,
		excerpt: articles.excerpt,
		category: articles.category,
		author: articleBylineColumns.author,
		imageUrl: articles.imageUrl,
		publishedAt: articles.publishedAt
	}).from(articles).leftJoin(user, bylineJoin).where(publicListFilter()).orderBy(desc(articles.publishedAt)).limit(50);
	const items = rows.map((a) => {
		const link = absolute(site, articlePath(a));
		const image = a.imageUrl ? `\n      <media:content url="${escapeXml(absolute(site, a.imageUrl))}" medium="image" />` : "";
		const author = a.author ? `\n      <dc:creator>${escapeXml(a.author)}</dc:creator>` : "";
		return `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${(a.publishedAt ?? /* @__PURE__ */ new Date()).toUTCString()}</pubDate>
      <description>${escapeXml(a.excerpt)}</description>
      <category>${escapeXml(categoryLabel$1(a.category))}</category>${author}${image}
    </item>`;
	});
	const lastBuild = (rows[0]?.publishedAt ?? /* @__PURE__ */ new Date()).toUTCString();
	return `${XML_HEADER}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(site.siteName)}</title>
    <link>${escapeXml(`${site.publicUrl}/`)}</link>
    <description>${escapeXml(site.siteDescription)}</description>
    <language>da</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${escapeXml(`${site.publicUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />
${items.join("\n")}
  </channel>
</rss>
`;
}
/** robots.txt: everything public may be crawled; staff and API paths not; sitemaps announced. */
function renderRobotsTxt(site) {
	return [
		"User-agent: *",
		"Allow: /",
		"Disallow: /admin",
		"Disallow: /auth",
		"Disallow: /api/",
		"Disallow: /soeg",
		"",
		`Sitemap: ${site.publicUrl}/sitemap.xml`,
		`Sitemap: ${site.publicUrl}/news-sitemap.xml`,
		""
	].join("\n");
}
// app/features/settings/settings-schema.ts
/** Limits of the settings form, also set as maxLength on the inputs. */
var SETTINGS_LIMITS = {
	siteName: 60,
	siteDescription: 200,
	feedUrls: 20,
	feedUrlLength: 2e3
};
var SETTINGS_TEXT = {
	saved: "Indstillinger gemt!",
	invalid: "Tjek de markerede felter, og prøv igen.",
	failed: "Indstillingerne kunne ikke gemmes. Prøv igen.",
	siteNameRequired: "Sidenavn er påkrævet",
	siteNameTooLong: `Sidenavn må højst være ${SETTINGS_LIMITS.siteName} tegn`,
	siteDescriptionRequired: "Beskrivelse er påkrævet",
	siteDescriptionTooLong: `Beskrivelse må højst være ${SETTINGS_LIMITS.siteDescription} tegn`,
	tooManyFeeds: `Der må højst være ${SETTINGS_LIMITS.feedUrls} feeds`,
	invalidFeed: (line) => `Linje ${line} er ikke en gyldig http(s)-adresse. Skriv én adresse pr. linje, fx https://www.dr.dk/nyheder/service/feeds/sport`,
	feedTooLong: (line) => `Linje ${line} er for lang (højst ${SETTINGS_LIMITS.feedUrlLength} tegn)`,
	agentNeedsFeeds: "Tilføj mindst ét feed, før Auto Article Agent slås til",
	unknownIntent: "Ukendt handling",
	signOutOthersConfirm: "Alle andre sessioner afsluttes – også andre administratorers og redaktørers. De skal logge ind igen. Din egen session fortsætter."
};
/** Form field names (also the names of the switches' hidden inputs). */
var TOGGLES = [
	"enableNotifications",
	"enableAnalytics",
	"autoPublish",
	"maintenanceMode",
	"agentEnabled"
];
/** A checkbox or switch sends "on" (or "true") when checked and nothing when not. */
var checkbox$1 = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
var text$2 = (required, max, tooLong) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
function isHttpUrl(value) {
	try {
		const url = new URL(value);
		return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
	} catch {
		return false;
	}
}
/** One http(s) address per line; blank lines and repeats are dropped; at most 20. */
var feedUrlsSchema = z.union([
	z.string(),
	z.array(z.string()),
	z.undefined()
]).transform((value, ctx) => {
	const lines = Array.isArray(value) ? value : (value ?? "").split(/\r?\n/);
	const urls = [];
	lines.forEach((raw, index) => {
		const line = raw.trim();
		if (!line) return;
		if (line.length > SETTINGS_LIMITS.feedUrlLength) {
			ctx.addIssue({
				code: "custom",
				message: SETTINGS_TEXT.feedTooLong(index + 1)
			});
			return;
		}
		if (!isHttpUrl(line)) {
			ctx.addIssue({
				code: "custom",
				message: SETTINGS_TEXT.invalidFeed(index + 1)
			});
			return;
		}
		if (!urls.includes(line)) urls.push(line);
	});
	if (urls.length > SETTINGS_LIMITS.feedUrls) ctx.addIssue({
		code: "custom",
		message: SETTINGS_TEXT.tooManyFeeds
	});
	return urls;
});
var settingsSchema = z.object({
	siteName: text$2(SETTINGS_TEXT.siteNameRequired, SETTINGS_LIMITS.siteName, SETTINGS_TEXT.siteNameTooLong),
	siteDescription: text$2(SETTINGS_TEXT.siteDescriptionRequired, SETTINGS_LIMITS.siteDescription, SETTINGS_TEXT.siteDescriptionTooLong),
	enableNotifications: checkbox$1,
	enableAnalytics: checkbox$1,
	autoPublish: checkbox$1,
	maintenanceMode: checkbox$1,
	agentEnabled: checkbox$1,
	agentFeedUrls: feedUrlsSchema
}).superRefine((value, ctx) => {
	if (value.agentEnabled && value.agentFeedUrls.length === 0) ctx.addIssue({
		code: "custom",
		path: ["agentFeedUrls"],
		message: SETTINGS_TEXT.agentNeedsFeeds
	});
});
/** The form fields the schema reads (an unchecked switch is absent, so it parses as off). */
var SETTINGS_FIELDS = [
	"siteName",
	"siteDescription",
	"agentFeedUrls",
	...TOGGLES
];
/** Validates the settings form; errors are the first Danish message per field. */
function parseSettingsForm(input) {
	return parseForm(settingsSchema, Object.fromEntries(SETTINGS_FIELDS.map((key) => [key, input instanceof FormData ? input.get(key) ?? void 0 : input[key]])));
}
// app/features/settings/settings.server.ts
/** Name, description and public address of the site, for titles, meta tags and feeds. */
async function getSiteInfo(db) {
	const settings = await getSiteSettings(db);
	return {
		siteName: settings.siteName,
		siteDescription: settings.siteDescription,
		publicUrl: getEnv().publicUrl
	};
}
/** Which settings changed, for the audit log (never the values of long texts). */
function changedFields(before, after) {
	const changed = [];
	for (const key of [
		"siteName",
		"siteDescription",
		...TOGGLES
	]) if (before[key] !== after[key]) changed.push(key);
	if (before.agentFeedUrls.join("\n") !== after.agentFeedUrls.join("\n")) changed.push("agentFeedUrls");
	return changed;
}
/**
* Saves the settings form in one transaction with an audit entry, then drops this instance's
* settings cache and the page cache (site name and description are in every public page).
*/
async function saveSiteSettings(db, actor, input) {
	const result = await db.transaction(async (tx) => {
		await ensureSettingsRow(tx);
		const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
		const changed = changedFields(before, input);
		const [settings] = await tx.update(siteSettings).set({
			siteName: input.siteName,
			siteDescription: input.siteDescription,
			enableNotifications: input.enableNotifications,
			enableAnalytics: input.enableAnalytics,
			autoPublish: input.autoPublish,
			maintenanceMode: input.maintenanceMode,
			agentEnabled: input.agentEnabled,
			agentFeedUrls: input.agentFeedUrls,
			updatedAt: /* @__PURE__ */ new Date()
		}).where(eq(siteSettings.id, 1)).returning();
		let summary = "opdaterede indstillingerne";
		if (before.maintenanceMode !== input.maintenanceMode) summary = input.maintenanceMode ? "slog vedligeholdelsestilstand til" : "slog vedligeholdelsestilstand fra";
		await recordAudit(tx, actor, {
			action: "updated",
			entityType: "settings",
			entityId: "1",
			summary,
			metadata: { changed }
		});
		return {
			settings,
			changed
		};
	});
	invalidateSiteSettingsCache();
	invalidatePageCache(PAGE_CHANGES.everything);
	return result;
}
var COMPANY_COLUMNS = {
	name: "companyName",
	cvr: "companyCvr",
	street: "companyStreet",
	postalCity: "companyPostalCity",
	phone: "companyPhone",
	email: "companyEmail",
	responsibleEditor: "responsibleEditor"
};
/**
* Saves the company details (issue 14) in one transaction with an audit entry naming the changed
* fields, then drops the caches: the footer, the legal pages and /contact show them.
*/
async function saveCompanyDetails(db, actor, input) {
	const result = await db.transaction(async (tx) => {
		await ensureSettingsRow(tx);
		const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
		const previous = companyDetailsOf(before);
		const fields = Object.keys(COMPANY_COLUMNS);
		const changed = fields.filter((field) => previous[field] !== input[field]);
		const [saved] = await tx.update(siteSettings).set({
			...Object.fromEntries(fields.map((field) => [COMPANY_COLUMNS[field], input[field]])),
			updatedAt: /* @__PURE__ */ new Date()
		}).where(eq(siteSettings.id, 1)).returning();
		await recordAudit(tx, actor, {
			action: "updated",
			entityType: "settings",
			entityId: "1",
			summary: "opdaterede virksomhedsoplysningerne",
			metadata: { changed }
		});
		return {
			company: companyDetailsOf(saved),
			changed
		};
	});
	invalidateSiteSettingsCache();
	invalidatePageCache(PAGE_CHANGES.everything);
	return result;
}
// app/routes/resources/robots-txt.ts
var robots_txt_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$28 });
async function loader$28() {
	return new Response(renderRobotsTxt(await getSiteInfo(getDb())), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
// app/routes/resources/sitemap-index.ts
var sitemap_index_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$27 });
async function loader$27() {
	const db = getDb();
	return new Response(await renderSitemapIndex(db, await getSiteInfo(db)), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
// app/routes/resources/sitemap.ts
var sitemap_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$26 });
async function loader$26({ params }) {
	const db = getDb();
	const xml = await renderSitemap(db, await getSiteInfo(db), params.name);
	if (xml === null) return new Response("Not found", { status: 404 });
	return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
// app/routes/resources/news-sitemap.ts
var news_sitemap_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$25 });
async function loader$25() {
	const db = getDb();
	return new Response(await renderNewsSitemap(db, await getSiteInfo(db)), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
// app/routes/resources/rss.ts
var rss_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$24 });
async function loader$24() {
	const db = getDb();
	return new Response(await renderRssFeed(db, await getSiteInfo(db)), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
// app/routes/resources/club-logo.ts
var club_logo_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$23 });
var SVG_HEADERS = {
	"Content-Type": "image/svg+xml",
	"Cache-Control": "public, max-age=86400",
	"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
	"X-Content-Type-Options": "nosniff"
};
/** /logos/{slug}.svg: the bundled crest of a club (spec §3 logo fallback), 404 for unknown slugs. */
async function loader$23({ params }) {
	const club = await findClubCrest(getDb(), params.slug);
	if (!club) return new Response("Ikke fundet", {
		status: 404,
		headers: {
			"Content-Type": "text/plain; charset=utf-8",
			"X-Content-Type-Options": "nosniff"
		}
	});
	return new Response(renderClubCrestSvg(club), { headers: SVG_HEADERS });
}
// app/features/articles/article-views.server.ts
/**
* Spec §7 RPC increment_article_views: one read of a published article. Bots are not counted;
* drafts, scheduled and unknown articles are refused by the SQL function (it returns NULL).
*/
async function countArticleView(db, articleId, userAgent) {
	if (!isUuid(articleId)) return {
		counted: false,
		reason: "invalid-id"
	};
	if (isbot(userAgent)) return {
		counted: false,
		reason: "bot"
	};
	const [row] = await executeRows(db, sql`SELECT increment_article_views(${articleId}::uuid) AS views`);
	if (row?.views == null) return {
		counted: false,
		reason: "not-published"
	};
	return {
		counted: true,
		views: Number(row.views)
	};
}
// app/routes/resources/article-view.ts
var article_view_exports = /* @__PURE__ */ __exportAll({
	action: () => action$15,
	loader: () => loader$22
});
var NO_STORE$1 = { "Cache-Control": "private, no-store" };
var limiter$2 = createRateLimiter({
	id: "article-view-address",
	limit: 60,
	windowMs: 6e4,
	onStoreError: "open"
});
function loader$22() {
	return new Response("Method Not Allowed", {
		status: 405,
		headers: {
			Allow: "POST",
			...NO_STORE$1
		}
	});
}
/** Spec §7 RPC increment_article_views: the browser posts once per visit after the page loads. */
async function action$15({ request, params, context }) {
	if (request.method !== "POST") return new Response("Method Not Allowed", {
		status: 405,
		headers: {
			Allow: "POST",
			...NO_STORE$1
		}
	});
	if (!(await limiter$2.attempt(context.clientIp)).allowed) return new Response(null, {
		status: 204,
		headers: NO_STORE$1
	});
	try {
		const result = await countArticleView(getDb(), params.id, request.headers.get("user-agent"));
		if (!result.counted && result.reason === "invalid-id") return new Response("Ugyldigt artikel-id", {
			status: 400,
			headers: NO_STORE$1
		});
		return new Response(null, {
			status: 204,
			headers: NO_STORE$1
		});
	} catch (error) {
		logger.warn({
			err: error,
			reqId: context.requestId,
			articleId: params.id
		}, "article view not counted");
		return new Response(null, {
			status: 503,
			headers: NO_STORE$1
		});
	}
}
// app/features/consent/consent-schema.ts
/** A checkbox from a plain form ('on') or a boolean from the JSON call. */
var purposeFlag = z.union([z.boolean(), z.enum([
	"on",
	"true",
	"1",
	"false",
	"0"
])]).optional().transform((v) => v === true || v === "on" || v === "true" || v === "1");
/** POST /api/consent: the three buttons of the banner ('Accepter alle', 'Afvis alle', 'Gem valg'). */
var consentInputSchema = z.discriminatedUnion("choice", [
	z.object({ choice: z.literal("accept-all") }),
	z.object({ choice: z.literal("reject-all") }),
	z.object({
		choice: z.literal("custom"),
		statistik: purposeFlag,
		marketing: purposeFlag
	})
]);
function choicesFromInput(input) {
	if (input.choice === "accept-all") return {
		statistik: true,
		marketing: true
	};
	if (input.choice === "reject-all") return {
		statistik: false,
		marketing: false
	};
	return {
		statistik: input.statistik,
		marketing: input.marketing
	};
}
/**
* Where a plain form post goes back to: a safe same-site path only (see `safeRedirect`), else the
* Referer when it is on this site, else the front page.
*/
function safeRedirectTarget(redirectTo, referer, requestUrl) {
	const target = toSafeRedirect(redirectTo);
	if (target) return target;
	if (referer) try {
		const ref = new URL(referer);
		if (ref.origin === new URL(requestUrl).origin) return safeRedirect(`${ref.pathname}${ref.search}`, "/");
	} catch {}
	return "/";
}
// app/features/consent/consent-request.server.ts
var NO_STORE = { "Cache-Control": "private, no-store" };
/** Only this site may record a reader's consent (a foreign page must not click 'Accepter alle'). */
function isSameSiteRequest(request) {
	const fetchSite = request.headers.get("sec-fetch-site");
	if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
	const origin = request.headers.get("origin");
	if (!origin) return true;
	const allowed = /* @__PURE__ */ new Set([new URL(request.url).origin]);
	try {
		allowed.add(new URL(getEnv().publicUrl).origin);
	} catch {}
	return allowed.has(origin);
}
/** `Secure` when the site is served over https (directly or as configured behind a proxy). */
function isHttps(request) {
	if (new URL(request.url).protocol === "https:") return true;
	const env = getEnv();
	if (env.TRUST_PROXY && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https") return true;
	return env.publicUrl.startsWith("https:");
}
async function readBody(request) {
	if ((request.headers.get("content-type") ?? "").includes("application/json")) try {
		const body = await request.json();
		return {
			body: body && typeof body === "object" ? body : {},
			isForm: false
		};
	} catch {
		return {
			body: {},
			isForm: false
		};
	}
	try {
		const form = await request.formData();
		return {
			body: Object.fromEntries(form),
			isForm: true
		};
	} catch {
		return {
			body: {},
			isForm: true
		};
	}
}
/**
* POST /api/consent: validates the choice, stores it in the `forsiden_consent` cookie for 12
* months and answers JSON to the banner's fetch, or redirects back after a plain form post.
*/
async function handleConsentPost(request, now = /* @__PURE__ */ new Date()) {
	if (!isSameSiteRequest(request)) return Response.json({
		ok: false,
		error: "Forespørgslen kom ikke fra denne side."
	}, {
		status: 403,
		headers: NO_STORE
	});
	const { body, isForm } = await readBody(request);
	const parsed = consentInputSchema.safeParse(body);
	if (!parsed.success) return Response.json({
		ok: false,
		error: "Ugyldigt cookievalg."
	}, {
		status: 400,
		headers: NO_STORE
	});
	const record = createConsentRecord(choicesFromInput(parsed.data), now);
	const headers = new Headers(NO_STORE);
	headers.append("Set-Cookie", consentSetCookieHeader(record, { secure: isHttps(request) }));
	if (!(!isForm || (request.headers.get("accept") ?? "").includes("application/json"))) {
		const target = safeRedirectTarget(body.redirectTo, request.headers.get("referer"), request.url);
		return redirect(target, {
			status: 303,
			headers
		});
	}
	return Response.json({
		ok: true,
		consent: {
			necessary: true,
			statistik: record.statistik,
			marketing: record.marketing,
			policyVersion: record.policyVersion,
			decidedAt: record.decidedAt.toISOString(),
			value: serializeConsentValue(record)
		}
	}, { headers });
}
// app/routes/resources/consent.ts
var consent_exports = /* @__PURE__ */ __exportAll({
	action: () => action$14,
	loader: () => loader$21
});
function loader$21() {
	return new Response("Method Not Allowed", {
		status: 405,
		headers: {
			Allow: "POST",
			"Cache-Control": "private, no-store"
		}
	});
}
async function action$14({ request }) {
	if (request.method !== "POST") return new Response("Method Not Allowed", {
		status: 405,
		headers: { Allow: "POST" }
	});
	return handleConsentPost(request);
}
// app/features/admin/admin-nav.ts
/** Spec §2 Layout: the sidebar links, in order; Brugere is the admin-only addition of PRODUCT.md. */
var ADMIN_NAV = [
	{
		to: "/admin",
		label: "Oversigt",
		icon: Gauge,
		end: true
	},
	{
		to: "/admin/articles",
		label: "Artikler",
		icon: FileText
	},
	{
		to: "/admin/new-article",
		label: "Ny artikel",
		icon: FilePlus2
	},
	{
		to: "/admin/ai-article",
		label: "AI Generator",
		icon: Sparkles
	},
	{
		to: "/admin/historie",
		label: "Historie Generator",
		icon: History
	},
	{
		to: "/admin/clubs",
		label: "Klubber",
		icon: Shield
	},
	{
		to: "/admin/analytics",
		label: "Analytics",
		icon: BarChart3
	},
	{
		to: "/admin/settings",
		label: "Indstillinger",
		icon: Settings,
		adminOnly: true
	},
	{
		to: "/admin/logs",
		label: "Logs & Fejl",
		icon: ScrollText
	}
];
/** Additions below the spec's links: standings and matches, contact messages, user roles (admin only). */
var ADMIN_EXTRA_NAV = [
	{
		to: "/admin/stillinger",
		label: "Stillinger & kampe",
		icon: Table2
	},
	{
		to: "/admin/henvendelser",
		label: "Henvendelser",
		icon: Inbox
	},
	{
		to: "/admin/brugere",
		label: "Brugere",
		icon: Users,
		adminOnly: true
	}
];
/** The links a role sees, in order. */
function navLinksFor(role) {
	return [...ADMIN_NAV, ...ADMIN_EXTRA_NAV].filter((l) => !l.adminOnly || role === "admin");
}
var SIDEBAR_COOKIE = "sidebar_state";
/** Spec §9: the sidebar state is kept for 7 days. */
var SIDEBAR_COOKIE_MAX_AGE = 604800;
/** Reads the sidebar state from the Cookie header: expanded unless the cookie says "false". */
function sidebarOpenFromCookie(cookieHeader) {
	return new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=([^;]*)`).exec(cookieHeader ?? "")?.[1] !== "false";
}
function isNavActive(link, pathname) {
	if (link.end) return pathname === link.to || pathname === `${link.to}/`;
	return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
/** ctrl/cmd+B toggles the sidebar, except while typing in a field or the editor. */
function isSidebarShortcut(event) {
	if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey)) return false;
	const target = event.target;
	if (!target || typeof target.closest !== "function") return true;
	return !target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']");
}
// app/components/ui/sheet.tsx
function Sheet(props) {
	return /* @__PURE__ */ jsx(Dialog.Root, {
		"data-slot": "sheet",
		...props
	});
}
function SheetTrigger(props) {
	return /* @__PURE__ */ jsx(Dialog.Trigger, {
		"data-slot": "sheet-trigger",
		...props
	});
}
function SheetPortal(props) {
	return /* @__PURE__ */ jsx(Dialog.Portal, {
		"data-slot": "sheet-portal",
		...props
	});
}
function SheetOverlay({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Overlay, {
		"data-slot": "sheet-overlay",
		className: cn("fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in", className),
		...props
	});
}
function SheetContent({ className, children, side = "right", showCloseButton = true, ...props }) {
	return /* @__PURE__ */ jsxs(SheetPortal, { children: [/* @__PURE__ */ jsx(SheetOverlay, {}), /* @__PURE__ */ jsxs(Dialog.Content, {
		"data-slot": "sheet-content",
		"data-side": side,
		className: cn("fixed inset-y-0 z-50 flex h-full w-3/4 flex-col gap-4 overflow-y-auto bg-background shadow-lg outline-none sm:max-w-sm", side === "right" && "right-0 border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right", side === "left" && "left-0 border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left", className),
		...props,
		children: [children, showCloseButton && /* @__PURE__ */ jsxs(Dialog.Close, {
			"data-slot": "sheet-close",
			className: "absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg:not([class*='size-'])]:size-5 [&_svg]:pointer-events-none [&_svg]:shrink-0",
			children: [/* @__PURE__ */ jsx(XIcon, { "aria-hidden": "true" }), /* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Luk"
			})]
		})]
	})] });
}
function SheetTitle({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Title, {
		"data-slot": "sheet-title",
		className: cn("font-semibold text-foreground text-lg", className),
		...props
	});
}
// app/components/ui/spinner.tsx
var spinnerVariants = cva("animate-spin", {
	variants: { size: {
		sm: "size-4",
		default: "size-5",
		lg: "size-8"
	} },
	defaultVariants: { size: "default" }
});
/** A loading indicator, announced politely to screen readers (role="status"). */
function Spinner({ className, size, label = "Indlæser...", ...props }) {
	return /* @__PURE__ */ jsxs("span", {
		role: "status",
		"data-slot": "spinner",
		className: cn("inline-flex items-center justify-center text-muted-foreground", className),
		...props,
		children: [/* @__PURE__ */ jsx(Loader2Icon, {
			"aria-hidden": "true",
			className: spinnerVariants({ size })
		}), /* @__PURE__ */ jsx("span", {
			className: "sr-only",
			children: label
		})]
	});
}
// app/features/admin/admin-shell.tsx
function NavLinks({ role, collapsed, onNavigate }) {
	const { pathname } = useLocation();
	return /* @__PURE__ */ jsx("ul", {
		className: "space-y-1",
		children: navLinksFor(role).map((link) => {
			const active = isNavActive(link, pathname);
			const Icon = link.icon;
			return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: link.to,
				onClick: onNavigate,
				"aria-current": active ? "page" : void 0,
				title: collapsed ? link.label : void 0,
				className: cn("flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium hover:bg-accent", active && "bg-primary text-primary-foreground hover:bg-primary"),
				children: [/* @__PURE__ */ jsx(Icon, {
					className: "size-4 shrink-0",
					"aria-hidden": true
				}), /* @__PURE__ */ jsx("span", {
					className: cn(collapsed && "sr-only"),
					children: link.label
				})]
			}) }, link.to);
		})
	});
}
/** Spec §2: the footer shows 'Administrator' and the e-mail; 'Min profil' leads to the 2FA settings. */
function SidebarFooter({ email, role, collapsed, onNavigate }) {
	const { pathname } = useLocation();
	const active = isNavActive({ to: "/admin/profil" }, pathname);
	return /* @__PURE__ */ jsxs("div", {
		className: cn("space-y-2 border-t border-border p-3 text-sm", collapsed && "px-1"),
		children: [/* @__PURE__ */ jsxs("div", {
			className: cn(collapsed && "sr-only"),
			"data-testid": "sidebar-user",
			children: [/* @__PURE__ */ jsx("p", {
				className: "font-semibold",
				children: role === "admin" ? "Administrator" : "Redaktør"
			}), /* @__PURE__ */ jsx("p", {
				className: "truncate text-muted-foreground",
				children: email
			})]
		}), /* @__PURE__ */ jsxs(Link, {
			to: "/admin/profil",
			onClick: onNavigate,
			"aria-current": active ? "page" : void 0,
			title: collapsed ? "Min profil" : void 0,
			className: cn("flex h-9 items-center gap-3 rounded-md px-2.5 font-medium hover:bg-accent", active && "bg-primary text-primary-foreground hover:bg-primary"),
			children: [/* @__PURE__ */ jsx(UserRound, {
				className: "size-4 shrink-0",
				"aria-hidden": true
			}), /* @__PURE__ */ jsx("span", {
				className: cn(collapsed && "sr-only"),
				children: "Min profil"
			})]
		})]
	});
}
/** Spec §2 wrapper texts. */
function Welcome({ email, role }) {
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("p", {
		className: "font-semibold break-all",
		children: ["Velkommen, ", email]
	}), /* @__PURE__ */ jsx("p", {
		className: "text-muted-foreground",
		children: role === "admin" ? "Du er logget ind som administrator" : "Du er logget ind som redaktør"
	})] });
}
/**
* Spec §2 Admin layout: collapsible sidebar (16rem, 3rem collapsed; 18rem sheet on mobile), state
* in a 7-day cookie that the server reads for the first render, toggled with ctrl/cmd+B.
*/
function AdminShell({ email, role, initialOpen, children }) {
	const [open, setOpen] = useState(initialOpen);
	const loading = useNavigation().state === "loading";
	const [mobileOpen, setMobileOpen] = useState(false);
	const toggle = useCallback(() => {
		setOpen((value) => {
			const next = !value;
			document.cookie = `${SIDEBAR_COOKIE}=${next}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
			return next;
		});
	}, []);
	useEffect(() => {
		const onKey = (event) => {
			if (!isSidebarShortcut(event)) return;
			event.preventDefault();
			toggle();
		};
		window.addEventListener("keydown", onKey);
		return () => window.removeEventListener("keydown", onKey);
	}, [toggle]);
	return /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-screen bg-muted/40",
		children: [/* @__PURE__ */ jsxs("aside", {
			"aria-label": "Administration",
			"data-state": open ? "expanded" : "collapsed",
			className: cn("sticky top-0 hidden h-screen shrink-0 flex-col border-r border-border bg-background transition-[width] duration-200 md:flex", open ? "w-64" : "w-12"),
			children: [
				/* @__PURE__ */ jsx("div", {
					className: cn("flex h-14 items-center border-b border-border px-3", !open && "justify-center px-0"),
					children: /* @__PURE__ */ jsx(Link, {
						to: "/",
						className: cn("text-lg font-black", !open && "sr-only"),
						children: "Forsiden"
					})
				}),
				/* @__PURE__ */ jsx("nav", {
					"aria-label": "Admin-menu",
					className: cn("flex-1 overflow-y-auto p-2", !open && "px-1"),
					children: /* @__PURE__ */ jsx(NavLinks, {
						role,
						collapsed: !open
					})
				}),
				/* @__PURE__ */ jsx(SidebarFooter, {
					email,
					role,
					collapsed: !open
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex min-w-0 flex-1 flex-col",
			children: [/* @__PURE__ */ jsxs("header", {
				className: "sticky top-0 z-10 flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 border-b border-border bg-background px-4 py-2",
				children: [
					/* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						size: "icon",
						className: "hidden md:inline-flex",
						onClick: toggle,
						"aria-label": open ? "Skjul sidemenu" : "Vis sidemenu",
						"aria-expanded": open,
						children: /* @__PURE__ */ jsx(PanelLeft, {
							className: "size-5",
							"aria-hidden": true
						})
					}),
					/* @__PURE__ */ jsxs(Sheet, {
						open: mobileOpen,
						onOpenChange: setMobileOpen,
						children: [/* @__PURE__ */ jsx(SheetTrigger, {
							asChild: true,
							children: /* @__PURE__ */ jsx(Button, {
								variant: "ghost",
								size: "icon",
								className: "md:hidden",
								"aria-label": "Åbn admin-menu",
								children: /* @__PURE__ */ jsx(Menu, {
									className: "size-5",
									"aria-hidden": true
								})
							})
						}), /* @__PURE__ */ jsxs(SheetContent, {
							side: "left",
							className: "w-[18rem] p-0",
							children: [
								/* @__PURE__ */ jsx(SheetTitle, {
									className: "border-b border-border px-4 py-4 text-lg font-black",
									children: "Forsiden"
								}),
								/* @__PURE__ */ jsx("nav", {
									"aria-label": "Admin-menu (mobil)",
									className: "p-2",
									children: /* @__PURE__ */ jsx(NavLinks, {
										role,
										collapsed: false,
										onNavigate: () => setMobileOpen(false)
									})
								}),
								/* @__PURE__ */ jsx(SidebarFooter, {
									email,
									role,
									collapsed: false,
									onNavigate: () => setMobileOpen(false)
								})
							]
						})]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-lg font-bold",
						children: "Dashboard"
					}),
					loading ? /* @__PURE__ */ jsxs("p", {
						role: "status",
						className: "flex items-center gap-1 text-sm text-muted-foreground",
						children: [/* @__PURE__ */ jsx(Spinner, { className: "size-3" }), "Indlæser..."]
					}) : null,
					/* @__PURE__ */ jsx("div", {
						className: "order-last basis-full text-sm sm:order-none sm:ml-auto sm:basis-auto sm:text-right",
						children: /* @__PURE__ */ jsx(Welcome, {
							email,
							role
						})
					}),
					/* @__PURE__ */ jsx(Form, {
						method: "post",
						action: "/auth/log-ud",
						className: "ml-auto sm:ml-0",
						children: /* @__PURE__ */ jsxs(Button, {
							type: "submit",
							variant: "outline",
							size: "sm",
							children: [/* @__PURE__ */ jsx(LogOut, {
								className: "size-4",
								"aria-hidden": true
							}), "Log ud"]
						})
					})
				]
			}), /* @__PURE__ */ jsx("main", {
				id: "main",
				className: "min-w-0 flex-1 p-4 md:p-6",
				children
			})]
		})]
	});
}
// app/routes/admin/layout.tsx
var layout_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary,
	default: () => layout_default,
	headers: () => headers,
	links: () => links,
	loader: () => loader$20,
	meta: () => meta$14,
	shouldRevalidate: () => shouldRevalidate
});
var links = adminStylesheetLinks;
function meta$14() {
	return [{ title: "Dashboard | Forsiden" }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
async function loader$20(args) {
	const user = requireStaff(args);
	if (new URL(args.request.url).pathname !== PROFILE_PATH && await needsDisplayName(getDb(), user.id)) throw redirect(PROFILE_PATH);
	return data({
		user: {
			email: user.email,
			role: user.role
		},
		sidebarOpen: sidebarOpenFromCookie(args.request.headers.get("cookie"))
	});
}
var PROFILE_PATH = "/admin/profil";
/**
* The layout's data rarely changes, but while the profile prompt applies every admin page must
* ask again (a client navigation would otherwise skip this loader): it is one primary-key read.
*/
function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }) {
	return defaultShouldRevalidate || currentUrl.pathname === PROFILE_PATH && nextUrl.pathname !== PROFILE_PATH;
}
/** Admin pages are personal: never stored by any cache. */
function headers({ loaderHeaders }) {
	const headers = new Headers(loaderHeaders);
	headers.set("Cache-Control", "private, no-store");
	return headers;
}
var layout_default = UNSAFE_withComponentProps(function AdminLayout({ loaderData }) {
	useEffect(() => preloadToaster(), []);
	const { user, sidebarOpen } = loaderData;
	return /* @__PURE__ */ jsx(AdminShell, {
		email: user.email,
		role: user.role,
		initialOpen: sidebarOpen,
		children: /* @__PURE__ */ jsx(Outlet, {})
	});
});
/**
* PRODUCT.md: a signed-in user without a staff role gets 'Ingen adgang' with a 'Log ud' button.
* An editor on an admin-only page (settings, users) sees the same inside the admin shell.
*/
var ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary() {
	const error = useRouteError();
	const layout = useRouteLoaderData("routes/admin/layout");
	if (isRouteErrorResponse(error) && error.status === 403) {
		if (layout) return /* @__PURE__ */ jsx(AdminShell, {
			email: layout.user.email,
			role: layout.user.role,
			initialOpen: layout.sidebarOpen,
			children: /* @__PURE__ */ jsxs("div", {
				className: "mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center",
				children: [
					/* @__PURE__ */ jsx("h1", {
						className: "text-3xl font-black",
						children: "Ingen adgang"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-muted-foreground",
						children: "Kun administratorer har adgang til denne side."
					}),
					/* @__PURE__ */ jsx(Button, {
						asChild: true,
						children: /* @__PURE__ */ jsx(Link, {
							to: "/admin",
							children: "Til oversigten"
						})
					})
				]
			})
		});
		return /* @__PURE__ */ jsxs("main", {
			id: "main",
			className: "flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-black",
					children: "Ingen adgang"
				}),
				/* @__PURE__ */ jsx("p", {
					className: "max-w-md text-muted-foreground",
					children: "Din konto har ikke adgang til administrationen. Kontakt en administrator, hvis du mener, det er en fejl."
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex gap-3",
					children: [/* @__PURE__ */ jsx(Form, {
						method: "post",
						action: "/auth/log-ud",
						children: /* @__PURE__ */ jsx(Button, {
							type: "submit",
							children: "Log ud"
						})
					}), /* @__PURE__ */ jsx(Button, {
						asChild: true,
						variant: "outline",
						children: /* @__PURE__ */ jsx(Link, {
							to: "/",
							children: "Til forsiden"
						})
					})]
				})
			]
		});
	}
	throw error;
});
// app/features/overview/overview.server.ts
/**
* The overview cards (spec §7 Admin reads): count of all articles (drafts included), count created
* in the last 24 hours, and the latest published article. A scheduled article (published_at in
* the future) is not out yet, so it is not "latest".
*/
async function getOverviewStats(db) {
	const [[total], [recent], [latest]] = await Promise.all([
		countArticlesCheaply(db).then((n) => [{ n }]),
		db.select({ n: count() }).from(articles).where(gte(articles.createdAt, sql`now() - interval '24 hours'`)),
		db.select({
			id: articles.id,
			slug: articles.slug,
			title: articles.title,
			category: articles.category,
			publishedAt: articles.publishedAt
		}).from(articles).where(publishedNow()).orderBy(desc(articles.publishedAt)).limit(1)
	]);
	return {
		totalArticles: total?.n ?? 0,
		articlesLast24Hours: recent?.n ?? 0,
		latestArticle: latest?.publishedAt ? {
			...latest,
			publishedAt: latest.publishedAt
		} : null
	};
}
/** PRODUCT.md: the overview's recent activity is the real audit log, newest first. */
function listRecentActivity(db, limit = 10) {
	return db.select({
		id: auditLog.id,
		actorEmail: auditLog.actorEmail,
		action: auditLog.action,
		entityType: auditLog.entityType,
		entityId: auditLog.entityId,
		summary: auditLog.summary,
		createdAt: auditLog.createdAt
	}).from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
/** Issue 14: the company details not filled in yet (Danish labels, form order), read fresh. */
async function listMissingCompanyDetails(db) {
	return missingCompanyDetails(companyDetailsOf(await getSiteSettings(db)));
}
// app/features/overview/overview-page.tsx
var OVERVIEW_TEXT = {
	title: "Oversigt",
	welcome: "Velkommen til administrationen af Forsiden. Her er et overblik over indholdet og de seneste ændringer.",
	totalArticles: "Artikler i alt",
	last24Hours: "Seneste 24 timer",
	latestArticle: "Seneste artikel",
	noArticles: "Ingen artikler endnu",
	recentActivity: "Seneste aktivitet",
	noActivity: "Ingen aktivitet endnu",
	quickActions: "Hurtige handlinger",
	newArticle: "Opret ny artikel",
	aiArticle: "Generer fra et Bold.dk link",
	clubs: "Administrer klubber",
	companyMissing: (labels) => `Virksomhedsoplysninger mangler: ${labels.join(", ")}. Siderne udelader dem, indtil de er udfyldt.`,
	companyFill: "Udfyld virksomhedsoplysninger",
	companyAskAdmin: "Bed en administrator udfylde dem under Indstillinger."
};
/** Issue 14: the legal pages and the footer need the company details; say which are missing. */
function CompanyDetailsWarning({ missing, canEditSettings }) {
	if (missing.length === 0) return null;
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"data-testid": "company-details-warning",
		className: "flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex items-start gap-2",
			children: [/* @__PURE__ */ jsx(AlertTriangle, {
				className: "mt-0.5 size-4 shrink-0",
				"aria-hidden": true
			}), /* @__PURE__ */ jsxs("span", { children: [OVERVIEW_TEXT.companyMissing(missing), canEditSettings ? null : /* @__PURE__ */ jsxs(Fragment$1, { children: [" ", OVERVIEW_TEXT.companyAskAdmin] })] })]
		}), canEditSettings ? /* @__PURE__ */ jsx(Button, {
			asChild: true,
			size: "sm",
			variant: "outline",
			className: "shrink-0",
			children: /* @__PURE__ */ jsx(Link, {
				to: "/admin/settings",
				children: OVERVIEW_TEXT.companyFill
			})
		}) : null]
	});
}
function StatCard$2({ title, value, icon: Icon, hint, testId }) {
	return /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, {
		className: "flex flex-row items-center justify-between gap-2",
		children: [/* @__PURE__ */ jsx(CardTitle, {
			className: "text-sm font-medium",
			children: title
		}), /* @__PURE__ */ jsx(Icon, {
			className: "size-4 text-muted-foreground",
			"aria-hidden": true
		})]
	}), /* @__PURE__ */ jsxs(CardContent, { children: [/* @__PURE__ */ jsx("p", {
		className: "text-3xl font-bold tabular-nums",
		"data-testid": testId,
		children: value.toLocaleString("da-DK")
	}), /* @__PURE__ */ jsx("p", {
		className: "text-xs text-muted-foreground",
		children: hint
	})] })] });
}
/** Spec §2 Overview: welcome, three cards, recent activity (the audit log), quick actions. */
function OverviewPage({ stats, activity, serverNow, missingCompanyDetails, canEditSettings }) {
	const latest = stats.latestArticle;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: OVERVIEW_TEXT.title
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: OVERVIEW_TEXT.welcome
			})] }),
			/* @__PURE__ */ jsx(CompanyDetailsWarning, {
				missing: missingCompanyDetails,
				canEditSettings
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-label": "Nøgletal",
				className: "grid gap-4 md:grid-cols-3",
				children: [
					/* @__PURE__ */ jsx(StatCard$2, {
						title: OVERVIEW_TEXT.totalArticles,
						value: stats.totalArticles,
						icon: FileText,
						hint: "Inklusive kladder",
						testId: "stat-total-articles"
					}),
					/* @__PURE__ */ jsx(StatCard$2, {
						title: OVERVIEW_TEXT.last24Hours,
						value: stats.articlesLast24Hours,
						icon: CalendarClock,
						hint: "Artikler oprettet det seneste døgn",
						testId: "stat-last-24-hours"
					}),
					/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, {
						className: "flex flex-row items-center justify-between gap-2",
						children: [/* @__PURE__ */ jsx(CardTitle, {
							className: "text-sm font-medium",
							children: OVERVIEW_TEXT.latestArticle
						}), /* @__PURE__ */ jsx(Newspaper, {
							className: "size-4 text-muted-foreground",
							"aria-hidden": true
						})]
					}), /* @__PURE__ */ jsx(CardContent, {
						className: "space-y-2",
						children: latest ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Link, {
							to: `/article/${latest.slug || latest.id}`,
							className: "line-clamp-2 font-semibold hover:underline",
							"data-testid": "latest-article-title",
							children: latest.title
						}), /* @__PURE__ */ jsxs("div", {
							className: "flex flex-wrap items-center gap-2 text-xs text-muted-foreground",
							children: [/* @__PURE__ */ jsx(Badge, {
								variant: "secondary",
								children: latest.category
							}), /* @__PURE__ */ jsx(RelativeTime, {
								date: latest.publishedAt,
								serverNow
							})]
						})] }) : /* @__PURE__ */ jsx("p", {
							className: "text-muted-foreground",
							children: OVERVIEW_TEXT.noArticles
						})
					})] })
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 lg:grid-cols-3",
				children: [/* @__PURE__ */ jsxs(Card, {
					className: "lg:col-span-2",
					children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
						asChild: true,
						children: /* @__PURE__ */ jsxs("h2", {
							className: "flex items-center gap-2 text-lg",
							children: [/* @__PURE__ */ jsx(Activity, {
								className: "size-4",
								"aria-hidden": true
							}), OVERVIEW_TEXT.recentActivity]
						})
					}), /* @__PURE__ */ jsx(CardDescription, { children: "Hvem har oprettet, redigeret, publiceret og slettet hvad." })] }), /* @__PURE__ */ jsx(CardContent, { children: activity.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "text-muted-foreground",
						children: OVERVIEW_TEXT.noActivity
					}) : /* @__PURE__ */ jsx("ul", {
						className: "divide-y divide-border",
						"data-testid": "recent-activity",
						children: activity.map((item) => /* @__PURE__ */ jsxs("li", {
							className: "flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3",
							children: [/* @__PURE__ */ jsxs("p", {
								className: "min-w-0 flex-1 text-sm",
								children: [
									/* @__PURE__ */ jsx("span", {
										className: "font-semibold",
										children: item.actorEmail ?? "System"
									}),
									" ",
									item.summary
								]
							}), /* @__PURE__ */ jsx(RelativeTime, {
								date: item.createdAt,
								serverNow,
								className: "shrink-0 text-xs text-muted-foreground"
							})]
						}, item.id))
					}) })]
				}), /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, {
					asChild: true,
					children: /* @__PURE__ */ jsx("h2", {
						className: "text-lg",
						children: OVERVIEW_TEXT.quickActions
					})
				}) }), /* @__PURE__ */ jsxs(CardContent, {
					className: "flex flex-col gap-2",
					children: [
						/* @__PURE__ */ jsx(Button, {
							asChild: true,
							className: "justify-start",
							children: /* @__PURE__ */ jsxs(Link, {
								to: "/admin/new-article",
								children: [/* @__PURE__ */ jsx(FilePlus2, {
									className: "size-4",
									"aria-hidden": true
								}), OVERVIEW_TEXT.newArticle]
							})
						}),
						/* @__PURE__ */ jsx(Button, {
							asChild: true,
							variant: "outline",
							className: "justify-start",
							children: /* @__PURE__ */ jsxs(Link, {
								to: "/admin/ai-article",
								children: [/* @__PURE__ */ jsx(Sparkles, {
									className: "size-4",
									"aria-hidden": true
								}), OVERVIEW_TEXT.aiArticle]
							})
						}),
						/* @__PURE__ */ jsx(Button, {
							asChild: true,
							variant: "outline",
							className: "justify-start",
							children: /* @__PURE__ */ jsxs(Link, {
								to: "/admin/clubs",
								children: [/* @__PURE__ */ jsx(Shield, {
									className: "size-4",
									"aria-hidden": true
								}), OVERVIEW_TEXT.clubs]
							})
						})
					]
				})] })]
			})
		]
	});
}
// app/routes/admin/overview.tsx
var overview_exports = /* @__PURE__ */ __exportAll({
	default: () => overview_default,
	loader: () => loader$19,
	meta: () => meta$13
});
async function loader$19(args) {
	const user = requireStaff(args);
	const db = getDb();
	const [stats, activity, missingCompanyDetails] = await Promise.all([
		getOverviewStats(db),
		listRecentActivity(db),
		listMissingCompanyDetails(db)
	]);
	return {
		stats,
		activity,
		missingCompanyDetails,
		canEditSettings: user.role === "admin"
	};
}
function meta$13() {
	return [{ title: "Oversigt | Forsiden" }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
var overview_default = UNSAFE_withComponentProps(function OverviewRoute({ loaderData }) {
	const { now } = useRootData();
	return /* @__PURE__ */ jsx(OverviewPage, {
		...loaderData,
		serverNow: now
	});
});
function pageCount(total, pageSize = 10) {
	return Math.max(1, Math.ceil(total / pageSize));
}
/** A page number from the `side` query value: 1 for anything that is not a positive integer. */
function parsePage(value) {
	const n = Number(value);
	return Number.isInteger(n) && n >= 1 ? n : 1;
}
/** Up to `max` consecutive page numbers around the current page, kept inside 1…pages. */
function pageButtons(current, pages, max = 5) {
	const count = Math.min(max, pages);
	let first = Math.max(1, current - Math.floor(count / 2));
	first = Math.min(first, pages - count + 1);
	return Array.from({ length: count }, (_, i) => first + i);
}
/** Issue 22: the article list's status filter (`?status=`), in Danish as the editors say it. */
var ADMIN_STATUS_FILTERS = [
	"udgivet",
	"kladde",
	"planlagt",
	"live"
];
var ADMIN_STATUS_LABELS = {
	udgivet: "Udgivet",
	kladde: "Kladde",
	planlagt: "Planlagt",
	live: "Live"
};
function parseStatusFilter(value) {
	return ADMIN_STATUS_FILTERS.includes(value ?? "") ? value : null;
}
function filterParams(filters) {
	const params = {};
	if (filters.status) params.status = filters.status;
	if (filters.authorId) params.forfatter = filters.authorId;
	return params;
}
/** `?q=…&side=n` for a list link; page 1 and an empty search are left out. */
function listHref(pathname, q, page, extra = {}) {
	const params = new URLSearchParams();
	if (q) params.set("q", q);
	if (page > 1) params.set("side", String(page));
	for (const [key, value] of Object.entries(extra)) params.set(key, value);
	const search = params.toString();
	return search ? `${pathname}?${search}` : pathname;
}
// app/features/editorial/admin-article-queries.server.ts
/** `%` and `_` in a search are plain characters, not wildcards. */
function likePattern(q) {
	return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
/**
* Spec §5: the admin search matches title or category, case-insensitive. Titles match folded
* (ADR 0015: "Brondby" and "Broendby" find "Brøndby") and, with `similar`, one typo away
* (pg_trgm `%>`), both on the stored `title_folded` and its `articles_title_trgm_idx`. Categories are few: the caller
* passes those whose name contains the query, matched by equality on `articles_category_idx`, so
* every branch of the OR has an index and a rare word never scans the table.
*/
function adminSearchFilter(q, matchingCategories = [], similar = false) {
	const text = q.trim();
	if (!text) return void 0;
	const title = articles.titleFolded;
	const matches = [sql`${title} LIKE forsiden_fold(${likePattern(text)})`];
	if (similar) matches.push(sql`${title} %> forsiden_fold(${text})`);
	if (matchingCategories.length > 0) matches.push(inArray(articles.category, [...matchingCategories]));
	return or(...matches);
}
/** The categories whose name contains the query (case and Danish letters folded). */
function categoriesMatching(categories, q) {
	const folded = foldText(q.trim());
	return folded ? categories.filter((c) => foldText(c).includes(folded)) : [];
}
/** Every category in use: a loose index scan over articles_category_idx, one probe per category. */
async function listArticleCategories(db) {
	return (await executeRows(db, sql`WITH RECURSIVE c AS (
          (SELECT category FROM articles ORDER BY category LIMIT 1)
          UNION ALL
          SELECT (SELECT a.category FROM articles a WHERE a.category > c.category ORDER BY a.category LIMIT 1)
          FROM c WHERE c.category IS NOT NULL
        )
        SELECT category FROM c WHERE category IS NOT NULL`)).map((r) => r.category);
}
/**
* The list's status filter as SQL. Each one is served by an index in the list's order:
* published and scheduled are ranges on articles_admin_order_idx's leading published_at, drafts
* have articles_admin_drafts_idx, live blogs articles_live_idx (a handful of rows).
*/
function adminStatusFilter(status, now) {
	switch (status) {
		case "udgivet": return and(eq(articles.isDraft, false), lte(articles.publishedAt, now));
		case "planlagt": return and(eq(articles.isDraft, false), gt(articles.publishedAt, now));
		case "kladde": return eq(articles.isDraft, true);
		case "live": return inArray(articles.liveStatus, ["pre", "live"]);
	}
}
/** The author filter's choices: staff accounts, by name (a small table). */
function listStaffAuthors(db) {
	return db.select({
		id: user.id,
		name: user.name
	}).from(user).where(inArray(user.role, ["admin", "editor"])).orderBy(asc(user.name), asc(user.id));
}
/**
* The admin article table: every article (drafts and scheduled ones too), newest first with
* unpublished drafts on top, 10 per page; plus the total count of all articles (spec §2).
*/
async function listAdminArticles(db, options = {}) {
	const q = options.q?.trim() ?? "";
	const pageSize = options.pageSize ?? 10;
	const categories = q ? categoriesMatching(await listArticleCategories(db), q) : [];
	const status = options.status ?? null;
	const authorId = options.authorId?.trim() || null;
	const filters = [status ? adminStatusFilter(status, options.now ?? /* @__PURE__ */ new Date()) : void 0, authorId ? eq(articles.authorId, authorId) : void 0];
	const filtered = (search) => search || status || authorId ? and(search, ...filters) : void 0;
	let where = filtered(adminSearchFilter(q, categories));
	const total = await countArticlesCheaply(db);
	let matching = where ? await countMatchesCapped(db, where) : total;
	if (where && matching === 0 && foldText(q).length >= 4) {
		where = filtered(adminSearchFilter(q, categories, true));
		matching = where ? await countMatchesCapped(db, where) : 0;
	}
	const pages = pageCount(matching, pageSize);
	const page = Math.min(Math.max(1, options.page ?? 1), pages);
	const start = (page - 1) * pageSize;
	const end = Math.min(page * pageSize, matching);
	const fromEnd = page > 1 && start > matching - end;
	const selected = db.select({
		id: articles.id,
		slug: articles.slug,
		title: articles.title,
		category: articles.category,
		views: articles.views,
		createdAt: articles.createdAt,
		publishedAt: articles.publishedAt,
		isDraft: articles.isDraft,
		isAgentGenerated: articles.isAgentGenerated,
		author: articles.author,
		liveStatus: articles.liveStatus
	}).from(articles).where(where);
	const rows = fromEnd ? (await selected.orderBy(sql`${articles.publishedAt} ASC NULLS LAST`, asc(articles.createdAt), desc(articles.id)).limit(Math.max(end - start, 1)).offset(Math.max(matching - end, 0))).reverse() : await selected.orderBy(sql`${articles.publishedAt} DESC NULLS FIRST`, desc(articles.createdAt), asc(articles.id)).limit(pageSize).offset(start);
	return {
		q,
		status,
		authorId,
		total,
		matching,
		page,
		pages,
		rows
	};
}
/** Search results beyond this many are not counted (the pager stops there). */
var SEARCH_COUNT_CAP = 1e3;
async function countMatchesCapped(db, where) {
	const capped = db.select({ one: sql`1` }).from(articles).where(where).orderBy(sql`${articles.publishedAt} DESC NULLS FIRST`, desc(articles.createdAt), asc(articles.id)).limit(SEARCH_COUNT_CAP).as("capped");
	const [row] = await db.select({ n: count() }).from(capped);
	return row?.n ?? 0;
}
/** Everything the edit dialog shows, including the version it saves against. */
async function getArticleForEdit(db, id) {
	if (!isUuid(id)) return void 0;
	const [row] = await db.select({
		...articleContentColumns,
		version: articles.version
	}).from(articles).where(eq(articles.id, id));
	return row;
}
/** The dialog's 'Versioner' list: newest first. */
async function listRevisions(db, articleId, limit = 20) {
	if (!isUuid(articleId)) return [];
	return db.select({
		id: articleRevisions.id,
		version: articleRevisions.version,
		createdAt: articleRevisions.createdAt,
		createdBy: articleRevisions.createdBy
	}).from(articleRevisions).where(eq(articleRevisions.articleId, articleId)).orderBy(desc(articleRevisions.version), desc(articleRevisions.createdAt)).limit(limit);
}
/**
* Spec §7 picker: articles with an image, published_at descending, limit 50, optionally one
* category. Club and text filters run in the browser on these rows.
*/
function listPickerImages(db, category) {
	const withImage = isNotNull(articles.imageUrl);
	return db.select({
		id: articles.id,
		title: articles.title,
		imageUrl: articles.imageUrl,
		imageAlt: articles.imageAlt,
		imageCredit: articles.imageCredit,
		tags: articles.tags,
		publishedAt: articles.publishedAt,
		category: articles.category
	}).from(articles).where(category ? and(withImage, eq(articles.category, category)) : withImage).orderBy(sql`${articles.publishedAt} DESC NULLS LAST`, desc(articles.createdAt)).limit(50);
}
/** Spec §7 picker: the categories that have articles with images (for the category filter). */
async function listPickerCategories(db) {
	return (await executeRows(db, sql`WITH RECURSIVE c AS (
          (SELECT category FROM articles WHERE image_url IS NOT NULL ORDER BY category LIMIT 1)
          UNION ALL
          SELECT (SELECT a.category FROM articles a
                  WHERE a.image_url IS NOT NULL AND a.category > c.category
                  ORDER BY a.category LIMIT 1)
          FROM c WHERE c.category IS NOT NULL
        )
        SELECT category FROM c WHERE category IS NOT NULL`)).map((r) => r.category);
}
/** Clubs for the tag editor's 'klub' suggestions. */
function listClubTagOptions(db) {
	return db.select({
		slug: clubs.slug,
		name: clubs.name
	}).from(clubs).orderBy(asc(clubs.name));
}
// app/features/editorial/article-state.ts
var MINUTE = 6e4;
function blankToNull(value) {
	const text = value?.trim();
	return text ? text : null;
}
function sameMinute(a, b) {
	return Math.floor(a.getTime() / MINUTE) === Math.floor(b.getTime() / MINUTE);
}
function resolvePublishedAt(input) {
	if (input.isDraft) return null;
	const chosen = input.chosenPublishedAt ?? null;
	if (input.creating) return chosen ?? input.now;
	const existing = input.existingPublishedAt ?? null;
	if (chosen && existing && sameMinute(chosen, existing)) return existing;
	if (chosen) return chosen;
	return existing ?? input.now;
}
function resolveSaveState(input) {
	const imageUrl = blankToNull(input.imageUrl);
	const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
	return {
		isDraft: input.isDraft,
		publishedAt: resolvePublishedAt(input),
		updatedAt: input.now,
		tags: tags.length > 0 ? tags : null,
		imageUrl,
		imageAlt: imageUrl ? blankToNull(input.imageAlt) : null,
		imageCredit: blankToNull(input.imageCredit)
	};
}
// app/features/editorial/slug-field.ts
function initialSlugState(slug = "") {
	return {
		slug,
		manual: slug !== ""
	};
}
function slugAfterTitleChange(state, title) {
	return state.manual ? state : {
		slug: slugFromTitle(title),
		manual: false
	};
}
function slugAfterManualInput(input) {
	const slug = cleanManualSlug(input);
	return {
		slug,
		manual: slug !== ""
	};
}
/** A stored slug never starts or ends with a hyphen. */
function trimSlug(slug) {
	return slug.replace(/^-+|-+$/g, "");
}
/**
* What the server should try: the cleaned slug from the form, or one derived from the title when
* it is empty. A slug equal to the title's own counts as derived (the form fills exactly that in
* while the field is untouched), so only a slug the editor really typed is held to be manual.
*/
function requestedSlug(input) {
	const derived = trimSlug(slugFromTitle(input.title)) || "artikel";
	const typed = trimSlug(cleanManualSlug(input.slug));
	if (!typed) return {
		base: derived,
		manual: false
	};
	return {
		base: typed,
		manual: typed !== derived
	};
}
// app/features/editorial/article-mutations.server.ts
var savedColumns = {
	id: articles.id,
	slug: articles.slug,
	title: articles.title,
	isDraft: articles.isDraft,
	publishedAt: articles.publishedAt,
	version: articles.version,
	liveStatus: articles.liveStatus
};
/**
* Issue 22: a save that takes an article public (now or scheduled) needs a writer with a chosen
* display name, or readers would see a name made from an e-mail. Checked inside the save's
* transaction.
*/
async function mayPublish(tx, actor) {
	return !await needsDisplayName(tx, actor.id);
}
var NO_DISPLAY_NAME = {
	ok: false,
	reason: "no_display_name"
};
var SlugTakenError = class extends Error {};
/**
* After a committed write: the pages that show the article (before and after it) are rendered
* afresh for the next reader, the rest of the cache is refreshed in the background. A draft that
* stays a draft changes no public page.
*/
function invalidateArticlePages(id, before, after) {
	if ((before?.isDraft ?? true) && (after?.isDraft ?? true)) return;
	invalidatePageCache(PAGE_CHANGES.article({
		ids: [id],
		slugs: [before?.slug, after?.slug],
		tags: [...before?.tags ?? [], ...after?.tags ?? []]
	}));
}
function isUniqueViolation$2(err, constraint) {
	for (let e = err; e;) {
		if (e.code === "23505") return !constraint || !e.constraint || e.constraint === constraint;
		e = e.cause;
	}
	return false;
}
/** The slug to store: a manual one must be free; a derived one gets -2, -3 … when taken. */
async function chooseSlug(tx, input, excludeId) {
	const { base, manual } = requestedSlug(input);
	const clash = or(eq(articles.slug, base), like(articles.slug, `${base}-%`));
	const rows = await tx.select({ slug: articles.slug }).from(articles).where(excludeId ? and(clash, ne(articles.id, excludeId)) : clash);
	const taken = new Set(rows.map((r) => r.slug));
	if (manual) {
		if (taken.has(base)) throw new SlugTakenError();
		return base;
	}
	return nextFreeSlug(base, taken);
}
function snapshotOf(row) {
	return {
		title: row.title,
		slug: row.slug,
		excerpt: row.excerpt,
		content: row.content,
		imageUrl: row.imageUrl,
		imageAlt: row.imageAlt,
		imageCredit: row.imageCredit,
		category: row.category,
		tags: row.tags,
		isDraft: row.isDraft,
		publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
		partner: row.partner
	};
}
/** Runs a write; a derived slug that lost a race to a concurrent save is simply chosen again. */
async function withSlugRetry(run) {
	for (let attempt = 0;; attempt++) try {
		return await run();
	} catch (err) {
		if (err instanceof SlugTakenError) return {
			ok: false,
			reason: "slug_taken"
		};
		if (attempt < 3 && isUniqueViolation$2(err, "articles_slug_key")) continue;
		throw err;
	}
}
/** Spec §7 insert; §4: a non-draft is published at creation time. */
async function createArticle(db, actor, input, now = /* @__PURE__ */ new Date()) {
	const result = await withSlugRetry(() => db.transaction(async (tx) => {
		const state = resolveSaveState({
			...input,
			creating: true,
			now,
			chosenPublishedAt: input.publishAt ?? null
		});
		if (!state.isDraft && !await mayPublish(tx, actor)) return NO_DISPLAY_NAME;
		const slug = await chooseSlug(tx, input);
		const category = canonicalCategory(input.category);
		const byline = await bylineOfActor(tx, actor);
		const [article] = await tx.insert(articles).values({
			title: input.title,
			slug,
			excerpt: input.excerpt,
			content: input.content,
			category,
			partner: category === "Advertorial" ? input.partner?.trim() || null : null,
			...byline,
			...state,
			liveStatus: input.live ? "pre" : null,
			createdAt: now
		}).returning(savedColumns);
		await recordAudit(tx, actor, {
			action: state.isDraft ? "created" : "published",
			entityType: "article",
			entityId: article.id,
			summary: state.isDraft ? `oprettede kladden "${input.title}"` : `oprettede og publicerede artiklen "${input.title}"`
		});
		return {
			ok: true,
			article
		};
	}));
	if (result.ok) invalidateArticlePages(result.article.id, null, {
		...result.article,
		tags: input.tags
	});
	return result;
}
function auditFor(before, after, title) {
	if (before.isDraft && !after.isDraft) return {
		action: "published",
		summary: `publicerede artiklen "${title}"`
	};
	if (!before.isDraft && after.isDraft) return {
		action: "unpublished",
		summary: `gjorde artiklen "${title}" til kladde`
	};
	return {
		action: "updated",
		summary: `opdaterede artiklen "${title}"`
	};
}
/**
* Spec §7 update by id, refused when someone saved since the dialog opened (the version moved).
* The previous state goes to article_revisions in the same transaction.
*/
async function updateArticle(db, actor, id, input, now = /* @__PURE__ */ new Date()) {
	let before = null;
	const result = await withSlugRetry(() => db.transaction(async (tx) => {
		const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
		if (!row) return {
			ok: false,
			reason: "not_found"
		};
		if (row.version !== input.version) return {
			ok: false,
			reason: "conflict"
		};
		before = row;
		const slug = await chooseSlug(tx, input, id);
		const state = resolveSaveState({
			...input,
			creating: false,
			now,
			existingPublishedAt: row.publishedAt,
			chosenPublishedAt: input.publishAt ?? null
		});
		if (row.isDraft && !state.isDraft && !await mayPublish(tx, actor)) return NO_DISPLAY_NAME;
		const category = input.category ? canonicalCategory(input.category) : row.category;
		const partner = input.category ? category === "Advertorial" ? input.partner?.trim() || null : null : row.partner;
		await tx.insert(articleRevisions).values({
			articleId: id,
			version: row.version,
			snapshot: snapshotOf(row),
			createdBy: actor.email
		});
		const [article] = await tx.update(articles).set({
			title: input.title,
			slug,
			excerpt: input.excerpt,
			content: input.content,
			category,
			partner,
			...state,
			version: row.version + 1
		}).where(and(eq(articles.id, id), eq(articles.version, input.version))).returning(savedColumns);
		const audit = auditFor(row, state, input.title);
		await recordAudit(tx, actor, {
			...audit,
			entityType: "article",
			entityId: id
		});
		return {
			ok: true,
			article
		};
	}));
	if (result.ok) invalidateArticlePages(id, before, {
		...result.article,
		tags: input.tags
	});
	return result;
}
/**
* 'Gendan': the revision's content becomes the article again – itself a save, so the state it
* replaces is kept as a new revision. A slug another article took meanwhile is not restored.
*/
async function restoreRevision(db, actor, articleId, revisionId, expectedVersion, now = /* @__PURE__ */ new Date()) {
	let before = null;
	let restoredTags = null;
	const result = await db.transaction(async (tx) => {
		const [row] = await tx.select().from(articles).where(eq(articles.id, articleId)).for("update");
		if (!row) return {
			ok: false,
			reason: "not_found"
		};
		if (row.version !== expectedVersion) return {
			ok: false,
			reason: "conflict"
		};
		before = row;
		const [revision] = await tx.select().from(articleRevisions).where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)));
		if (!revision) return {
			ok: false,
			reason: "not_found"
		};
		const snap = revision.snapshot;
		if (row.isDraft && !snap.isDraft && !await mayPublish(tx, actor)) return NO_DISPLAY_NAME;
		restoredTags = snap.tags;
		const [clash] = await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.slug, snap.slug), ne(articles.id, articleId)));
		await tx.insert(articleRevisions).values({
			articleId,
			version: row.version,
			snapshot: snapshotOf(row),
			createdBy: actor.email
		});
		const [article] = await tx.update(articles).set({
			title: snap.title,
			slug: clash ? row.slug : snap.slug,
			excerpt: snap.excerpt,
			content: snap.content,
			imageUrl: snap.imageUrl,
			imageAlt: snap.imageAlt,
			imageCredit: snap.imageCredit,
			category: snap.category,
			tags: snap.tags && snap.tags.length > 0 ? snap.tags : null,
			isDraft: snap.isDraft,
			publishedAt: snap.isDraft ? null : snap.publishedAt ? new Date(snap.publishedAt) : now,
			partner: snap.partner,
			updatedAt: now,
			version: row.version + 1
		}).where(eq(articles.id, articleId)).returning(savedColumns);
		await recordAudit(tx, actor, {
			action: "restored",
			entityType: "article",
			entityId: articleId,
			summary: `gendannede version ${revision.version} af artiklen "${snap.title}"`,
			metadata: {
				revisionId,
				version: revision.version
			}
		});
		return {
			ok: true,
			article
		};
	});
	if (result.ok) invalidateArticlePages(articleId, before, {
		...result.article,
		tags: restoredTags
	});
	return result;
}
/** Spec §4: deletion is permanent (its revisions go with it). */
async function deleteArticle(db, actor, id) {
	if (!isUuid(id)) return false;
	const deleted = await db.transaction(async (tx) => {
		const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning({
			id: articles.id,
			title: articles.title,
			slug: articles.slug,
			tags: articles.tags,
			isDraft: articles.isDraft
		});
		if (!row) return null;
		await recordAudit(tx, actor, {
			action: "deleted",
			entityType: "article",
			entityId: id,
			summary: `slettede artiklen "${row.title}"`
		});
		return row;
	});
	if (deleted) invalidateArticlePages(id, deleted, null);
	return deleted !== null;
}
// app/features/editorial/datetime-local.ts
var pad$1 = (n) => String(n).padStart(2, "0");
/** A `datetime-local` value on the Copenhagen clock ("2026-03-01T14:05"); empty for no date. */
function toDateTimeLocal(value) {
	if (!value) return "";
	const date = value instanceof Date ? value : new Date(value);
	if (Number.isNaN(date.getTime())) return "";
	const p = copenhagenParts(date);
	return `${p.year}-${pad$1(p.month)}-${pad$1(p.day)}T${pad$1(p.hour)}:${pad$1(p.minute)}`;
}
/** The instant a `datetime-local` value means in Copenhagen, or null when it is not one. */
function parseDateTimeLocal(value) {
	const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
	if (!match) return null;
	const [year, month, day, hour, minute] = match.slice(1).map(Number);
	if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
	const date = fromCopenhagen(year, month, day, hour, minute);
	return toDateTimeLocal(date) === value.trim().slice(0, 16) ? date : null;
}
var createdFormat = new Intl.DateTimeFormat("da-DK", {
	timeZone: "Europe/Copenhagen",
	day: "2-digit",
	month: "2-digit",
	year: "numeric"
});
/** The list's "Oprettet" column: da-DK short date, e.g. "05.03.2026". */
function formatCreatedDate(value) {
	return createdFormat.format(value instanceof Date ? value : new Date(value));
}
// app/features/editorial/article-schema.ts
/** Spec §3: the admin form's category choices. */
var ARTICLE_CATEGORIES = [
	"Transfers",
	"Kampe",
	"Nyheder",
	"Analyse",
	"Advertorial"
];
/**
* The edit dialog's category choices (issue 22): the spec's admin choices, then the other
* categories in use (one spelling per meaning), and the article's own.
*/
function editCategoryChoices(inUse, current) {
	const choices = [...ARTICLE_CATEGORIES];
	for (const c of [...inUse, current]) {
		const label = canonicalCategory(c);
		if (label && !choices.includes(label)) choices.push(label);
	}
	return choices;
}
/** Spec §5 (required fields) plus the editor's own checks. */
var ARTICLE_MESSAGES = {
	titleRequired: "Titel er påkrævet",
	contentRequired: "Indhold er påkrævet",
	excerptRequired: "Uddrag er påkrævet",
	categoryRequired: "Kategori er påkrævet",
	slugTaken: "Denne URL er allerede i brug",
	partnerRequired: "Partner er påkrævet for en advertorial",
	imageUrlInvalid: "Billed-URL skal starte med https://, http:// eller /",
	publishAtInvalid: "Ugyldigt publiceringstidspunkt",
	categoryUnknown: "Vælg en kategori fra listen",
	tooLong: "Teksten er for lang",
	unknownArticle: "Artiklen findes ikke."
};
var requiredText = (message, max) => z.string({ error: message }).trim().min(1, message).max(max, ARTICLE_MESSAGES.tooLong);
var optionalText$3 = (max) => z.string().trim().max(max, ARTICLE_MESSAGES.tooLong).default("");
var imageUrl = optionalText$3(2e3).refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value) || /^\/[^/\s]\S*$/.test(value), ARTICLE_MESSAGES.imageUrlInvalid);
var tagsField = z.string().default("[]").transform((value) => parseTags(value).slice(0, 30));
var checkbox = z.string().optional().transform((value) => value === "on" || value === "true" || value === "1");
/** A chosen publish time (Copenhagen wall clock); empty means now. A future one schedules. */
var publishAt = z.string().trim().default("").transform((value, ctx) => {
	if (!value) return null;
	const date = parseDateTimeLocal(value);
	if (!date) {
		ctx.addIssue({
			code: "custom",
			message: ARTICLE_MESSAGES.publishAtInvalid
		});
		return z.NEVER;
	}
	return date;
});
function requirePartner(value, ctx) {
	if (value.category === "Advertorial" && !value.partner) ctx.addIssue({
		code: "custom",
		path: ["partner"],
		message: ARTICLE_MESSAGES.partnerRequired
	});
}
var shared = {
	title: requiredText(ARTICLE_MESSAGES.titleRequired, 300),
	excerpt: requiredText(ARTICLE_MESSAGES.excerptRequired, 1e3),
	content: requiredText(ARTICLE_MESSAGES.contentRequired, 2e5),
	slug: optionalText$3(200),
	imageUrl,
	imageAlt: optionalText$3(500),
	imageCredit: optionalText$3(300),
	tags: tagsField,
	isDraft: checkbox
};
/** Spec §5 New article: title, content, excerpt, category required; the rest optional. */
var newArticleSchema = z.object({
	...shared,
	category: z.enum(ARTICLE_CATEGORIES, { error: ARTICLE_MESSAGES.categoryRequired }),
	partner: optionalText$3(200),
	publishAt,
	live: checkbox
}).superRefine(requirePartner);
/**
* The edit dialog: the spec's fields plus the version it was opened with, a publish time and
* (issue 22) the category, so a wrong one can be fixed. Which categories are allowed (the admin
* choices and those in use) is checked by the action against the database.
*/
var editArticleSchema = z.object({
	...shared,
	id: uuidField(ARTICLE_MESSAGES.unknownArticle),
	version: z.coerce.number().int().positive(),
	category: optionalText$3(60),
	partner: optionalText$3(200),
	publishAt
}).superRefine(requirePartner);
var FORM_KEYS = [
	"id",
	"version",
	"title",
	"excerpt",
	"content",
	"category",
	"partner",
	"slug",
	"imageUrl",
	"imageAlt",
	"imageCredit",
	"tags",
	"isDraft",
	"publishAt",
	"live"
];
/** Only the string fields the schemas know; a missing field is left out so defaults apply. */
function formToObject(form) {
	return formDataToObject(form, FORM_KEYS);
}
function parseNewArticle(input) {
	return parseForm(newArticleSchema, input, { fields: FORM_KEYS });
}
function parseEditArticle(input) {
	return parseForm(editArticleSchema, input, { fields: FORM_KEYS });
}
// app/features/editorial/editorial-messages.ts
/** Spec §8 and §5: the editor's Danish messages, word for word. */
var EDITORIAL_TEXT = {
	success: "Succes!",
	error: "Fejl",
	updated: "Artiklen er blevet opdateret",
	deleted: "Artiklen er blevet slettet",
	createdDraft: "Artiklen er gemt som kladde",
	createdPublished: "Artiklen er blevet oprettet og publiceret",
	createdScheduled: (when) => `Artiklen er oprettet og planlagt til udgivelse ${when}`,
	createFailed: "Der opstod en fejl ved oprettelse af artiklen",
	updateFailed: "Der opstod en fejl ved opdatering af artiklen",
	deleteFailed: "Der opstod en fejl ved sletning af artiklen",
	conflict: "Artiklen er blevet ændret af en anden, siden du åbnede den. Genindlæs for at se den nyeste version.",
	notFound: "Artiklen findes ikke længere",
	uploaded: "Billede uploadet succesfuldt",
	uploadFailed: "Der opstod en fejl ved upload af billede",
	imageChosen: "Billede valgt",
	imageUrlErrorTitle: "Billede fejl",
	imageUrlErrorToast: "Kunne ikke indlæse billede fra URL. Kontroller at URL'en er korrekt og tilgængelig.",
	imageUrlErrorInline: "Kunne ikke indlæse billede fra URL",
	searchErrorTitle: "Søgefejl",
	noResultsTitle: "Ingen resultater",
	noResultsMessage: "Ingen billeder fundet med de valgte filtre",
	seoHint: "120-160 tegn er ideelt for SEO",
	submitPublish: "Opret og publicer artikel",
	submitDraft: "Gem som kladde"
};
// app/features/editorial/article-actions.server.ts
function failed(intent, message, status, extra = {}) {
	return {
		result: {
			ok: false,
			intent,
			title: EDITORIAL_TEXT.error,
			message,
			...extra
		},
		status
	};
}
/**
* The database is away: a 503 that says nothing was saved (the transaction did not commit), with
* the sent values so a plain form comes back filled in.
*/
function databaseUnavailable(intent, err, requestId, values) {
	logger.warn({
		err,
		requestId,
		intent
	}, "article not saved: the database is unavailable");
	return failed(intent, DATABASE_UNAVAILABLE_TEXT.saveMessage, 503, {
		title: DATABASE_UNAVAILABLE_TEXT.saveTitle,
		...values ? { values } : {}
	});
}
function summaryOf(article) {
	return {
		id: article.id,
		slug: article.slug,
		title: article.title,
		isDraft: article.isDraft,
		version: article.version,
		publishedAt: article.publishedAt ? article.publishedAt.toISOString() : null,
		liveStatus: article.liveStatus
	};
}
/** The edit dialog's category: an admin choice or one already in use (issue 22). */
async function isKnownCategory(db, category) {
	const wanted = canonicalCategory(category);
	if (ARTICLE_CATEGORIES.includes(wanted)) return true;
	return (await listArticleCategories(db)).some((c) => canonicalCategory(c) === wanted);
}
function saveFailure(intent, result, failMessage) {
	if (result.reason === "no_display_name") return failed(intent, DISPLAY_NAME_TEXT.publishRefused, 403);
	if (result.reason === "conflict") return failed(intent, EDITORIAL_TEXT.conflict, 409, { conflict: true });
	if (result.reason === "slug_taken") return failed(intent, failMessage, 400, { fieldErrors: { slug: ARTICLE_MESSAGES.slugTaken } });
	return failed(intent, EDITORIAL_TEXT.notFound, 404);
}
/** New article (spec §2, §5): validate, create, answer with the spec's toast texts. */
async function handleCreateArticle(db, actor, form, requestId) {
	const values = formToObject(form);
	const parsed = parseNewArticle(values);
	if (!parsed.ok) return failed("create", EDITORIAL_TEXT.createFailed, 400, {
		fieldErrors: parsed.fieldErrors,
		values
	});
	try {
		const saved = await createArticle(db, actor, parsed.data);
		if (!saved.ok) {
			if (saved.reason === "no_display_name") return failed("create", DISPLAY_NAME_TEXT.publishRefused, 403, { values });
			return failed("create", EDITORIAL_TEXT.createFailed, 400, {
				fieldErrors: { slug: ARTICLE_MESSAGES.slugTaken },
				values
			});
		}
		const { isDraft, publishedAt } = saved.article;
		const scheduled = !isDraft && publishedAt !== null && publishedAt.getTime() > Date.now();
		return {
			result: {
				ok: true,
				intent: "create",
				title: EDITORIAL_TEXT.success,
				message: isDraft ? EDITORIAL_TEXT.createdDraft : scheduled ? EDITORIAL_TEXT.createdScheduled(formatDanishDateTime(publishedAt)) : EDITORIAL_TEXT.createdPublished,
				article: summaryOf(saved.article)
			},
			status: 200
		};
	} catch (err) {
		if (isDatabaseUnavailable(err)) return databaseUnavailable("create", err, requestId, values);
		logger.error({
			err,
			requestId
		}, "creating an article failed");
		return failed("create", EDITORIAL_TEXT.createFailed, 500, { values });
	}
}
/** The article list's actions: update (edit dialog), restore (Versioner) and delete. */
async function handleArticleListAction(db, actor, form, requestId) {
	const intent = form.get("intent");
	try {
		if (intent === "update") {
			const parsed = parseEditArticle(form);
			if (!parsed.ok) return failed("update", EDITORIAL_TEXT.updateFailed, 400, { fieldErrors: parsed.fieldErrors });
			const { id, publishAt, ...input } = parsed.data;
			if (input.category && !await isKnownCategory(db, input.category)) return failed("update", EDITORIAL_TEXT.updateFailed, 400, { fieldErrors: { category: ARTICLE_MESSAGES.categoryUnknown } });
			const saved = await updateArticle(db, actor, id, {
				...input,
				publishAt
			});
			if (!saved.ok) return saveFailure("update", saved, EDITORIAL_TEXT.updateFailed);
			return {
				result: {
					ok: true,
					intent: "update",
					title: EDITORIAL_TEXT.success,
					message: EDITORIAL_TEXT.updated,
					article: summaryOf(saved.article)
				},
				status: 200
			};
		}
		if (intent === "restore") {
			const id = String(form.get("id") ?? "");
			const revisionId = String(form.get("revisionId") ?? "");
			const version = Number(form.get("version"));
			if (!isUuid(id) || !isUuid(revisionId) || !Number.isInteger(version)) return failed("restore", EDITORIAL_TEXT.updateFailed, 400);
			const saved = await restoreRevision(db, actor, id, revisionId, version);
			if (!saved.ok) return saveFailure("restore", saved, EDITORIAL_TEXT.updateFailed);
			return {
				result: {
					ok: true,
					intent: "restore",
					title: EDITORIAL_TEXT.success,
					message: "Versionen er gendannet",
					article: summaryOf(saved.article)
				},
				status: 200
			};
		}
		if (intent === "delete") {
			const id = String(form.get("id") ?? "");
			if (!(isUuid(id) && await deleteArticle(db, actor, id))) return failed("delete", EDITORIAL_TEXT.deleteFailed, 404);
			return {
				result: {
					ok: true,
					intent: "delete",
					title: EDITORIAL_TEXT.success,
					message: EDITORIAL_TEXT.deleted
				},
				status: 200
			};
		}
	} catch (err) {
		const failedIntent = intent === "delete" ? "delete" : intent === "restore" ? "restore" : "update";
		if (isDatabaseUnavailable(err)) return databaseUnavailable(failedIntent, err, requestId);
		logger.error({
			err,
			requestId,
			intent
		}, "article action failed");
		return failed(failedIntent, intent === "delete" ? EDITORIAL_TEXT.deleteFailed : EDITORIAL_TEXT.updateFailed, 500);
	}
	return failed("unknown", "Ukendt handling", 400);
}
// app/components/ui/dialog.tsx
function Dialog$1(props) {
	return /* @__PURE__ */ jsx(Dialog.Root, {
		"data-slot": "dialog",
		...props
	});
}
function DialogPortal(props) {
	return /* @__PURE__ */ jsx(Dialog.Portal, {
		"data-slot": "dialog-portal",
		...props
	});
}
function DialogOverlay({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Overlay, {
		"data-slot": "dialog-overlay",
		className: cn("fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in", className),
		...props
	});
}
function DialogContent({ className, children, showCloseButton = true, ...props }) {
	return /* @__PURE__ */ jsxs(DialogPortal, { children: [/* @__PURE__ */ jsx(DialogOverlay, {}), /* @__PURE__ */ jsxs(Dialog.Content, {
		"data-slot": "dialog-content",
		className: cn("-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in sm:max-w-lg", className),
		...props,
		children: [children, showCloseButton && /* @__PURE__ */ jsxs(Dialog.Close, {
			"data-slot": "dialog-close",
			className: "absolute top-4 right-4 rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
			children: [/* @__PURE__ */ jsx(XIcon, { "aria-hidden": "true" }), /* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Luk"
			})]
		})]
	})] });
}
function DialogHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "dialog-header",
		className: cn("flex flex-col gap-2 text-center sm:text-left", className),
		...props
	});
}
function DialogFooter({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "dialog-footer",
		className: cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className),
		...props
	});
}
function DialogTitle({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Title, {
		"data-slot": "dialog-title",
		className: cn("pr-6 font-semibold text-lg leading-tight", className),
		...props
	});
}
function DialogDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Description, {
		"data-slot": "dialog-description",
		className: cn("text-muted-foreground text-sm", className),
		...props
	});
}
// app/components/ui/native-select.tsx
/** A styled native `<select>`: works without JavaScript, posts with plain forms. */
function NativeSelect({ className, wrapperClassName, size = "default", ...props }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-slot": "native-select-wrapper",
		className: cn("relative w-full has-[select:disabled]:opacity-50", wrapperClassName),
		children: [/* @__PURE__ */ jsx("select", {
			"data-slot": "native-select",
			"data-size": size,
			className: cn("h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-card py-1 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] disabled:pointer-events-none disabled:cursor-not-allowed data-[size=sm]:h-8 data-[size=sm]:py-0.5 md:text-sm", "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50", "aria-invalid:border-destructive aria-invalid:ring-destructive/20", className),
			...props
		}), /* @__PURE__ */ jsx(ChevronDownIcon, {
			"aria-hidden": "true",
			"data-slot": "native-select-icon",
			className: "-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 select-none text-muted-foreground"
		})]
	});
}
function NativeSelectOption(props) {
	return /* @__PURE__ */ jsx("option", {
		"data-slot": "native-select-option",
		...props
	});
}
// app/features/editorial/image-tools.ts
/** Spec §9: the stock-photo search's filters and delay. */
var STOCK_CLUBS = [
	"FC Nordsjælland",
	"FC København",
	"Brøndby IF",
	"AGF Aarhus",
	"Aalborg BK"
];
var STOCK_CATEGORIES = [
	"action",
	"stadion",
	"træning",
	"fans",
	"jubel"
];
var UPLOAD_MESSAGES = {
	notAnImage: "Kun billedfiler er tilladt",
	tooLarge: "Billede må maksimalt være 5MB"
};
function checkUploadFile(file) {
	if (!file.type.startsWith("image/")) return UPLOAD_MESSAGES.notAnImage;
	if (file.size > 5242880) return UPLOAD_MESSAGES.tooLarge;
	return null;
}
/** Spec §7: the picker's club and text filters run on the loaded rows. */
function filterPickerImages(images, filters) {
	const text = filters.text?.trim().toLowerCase() ?? "";
	return images.filter((image) => {
		if (filters.club && !(image.tags ?? []).includes(filters.club)) return false;
		if (!text) return true;
		return [
			image.title,
			image.imageAlt ?? "",
			image.category,
			...image.tags ?? []
		].join(" ").toLowerCase().includes(text);
	});
}
/** The club tags present in the picker rows, for its club filter. */
function pickerClubTags(images) {
	const tags = /* @__PURE__ */ new Set();
	for (const image of images) for (const tag of image.tags ?? []) if (tag.startsWith("klub:")) tags.add(tag);
	return [...tags].sort();
}
/** The smallest WebP variant for a thumbnail, else the image itself. */
function thumbnailUrl(url, variants) {
	return (variants ?? []).filter((v) => v.format === "webp").sort((a, b) => a.width - b.width)[0]?.url ?? url;
}
/** The stock search's query string (empty filters left out). */
function stockSearchQuery(filters) {
	const params = new URLSearchParams();
	if (filters.q.trim()) params.set("q", filters.q.trim());
	if (filters.club) params.set("klub", filters.club);
	if (filters.category) params.set("kategori", filters.category);
	return params.toString();
}
// app/features/editorial/tag-rules.ts
/** Spec §5: the tag categories the editor offers suggestions for. */
var SUGGESTION_CATEGORIES = [
	"liga",
	"klub",
	"position",
	"nationalitet",
	"transfer",
	"type"
];
var SUGGESTION_LABELS = {
	liga: "Liga",
	klub: "Klub",
	position: "Position",
	nationalitet: "Nationalitet",
	transfer: "Transfer",
	type: "Type"
};
/** Fixed lists (the values the public filters and the sample articles use). */
var FIXED = {
	position: [
		["maalmand", "Målmand"],
		["forsvar", "Forsvar"],
		["midtbane", "Midtbane"],
		["angreb", "Angreb"]
	],
	nationalitet: [
		["dansk", "Dansk"],
		["norsk", "Norsk"],
		["svensk", "Svensk"],
		["islandsk", "Islandsk"],
		["finsk", "Finsk"],
		["engelsk", "Engelsk"],
		["tysk", "Tysk"],
		["fransk", "Fransk"],
		["spansk", "Spansk"],
		["italiensk", "Italiensk"],
		["hollandsk", "Hollandsk"],
		["belgisk", "Belgisk"],
		["portugisisk", "Portugisisk"],
		["brasiliansk", "Brasiliansk"],
		["argentinsk", "Argentinsk"]
	],
	transfer: [
		["kobt", "Købt"],
		["solgt", "Solgt"],
		["rygte", "Rygte"],
		["leje", "Leje"],
		["fri-transfer", "Fri transfer"]
	],
	type: [
		["nyhed", "Nyhed"],
		["analyse", "Analyse"],
		["interview", "Interview"],
		["kampreferat", "Kampreferat"],
		["kommentar", "Kommentar"],
		["historie", "Historie"],
		["advertorial", "Advertorial"]
	]
};
/**
* The suggestion lists: leagues from the league definitions, clubs from the database, the rest
* fixed. Each tag appears once per list even if two clubs share a slug-like name.
*/
function buildTagSuggestions(input) {
	const unique = (items) => {
		const seen = /* @__PURE__ */ new Set();
		return items.filter((item) => {
			if (seen.has(item.tag)) return false;
			seen.add(item.tag);
			return true;
		});
	};
	const fixed = (category) => FIXED[category].map(([value, label]) => ({
		tag: `${category}:${value}`,
		label
	}));
	return {
		liga: unique(input.leagues.map((l) => ({
			tag: `liga:${l.key}`,
			label: l.name
		}))),
		klub: unique(input.clubs.map((c) => ({
			tag: `klub:${c.slug}`,
			label: c.name
		})).sort((a, b) => a.label.localeCompare(b.label, "da"))),
		position: fixed("position"),
		nationalitet: fixed("nationalitet"),
		transfer: fixed("transfer"),
		type: fixed("type")
	};
}
/**
* Spec §5: a typed tag is `category:value` (lowercase, spaces to hyphens) or free text. Returns
* the normalised tag, or null for empty input.
*/
function formatTagInput(input) {
	return normalizeTag(input);
}
/** Spec §5: a custom tag is added only if it is non-empty and not already present. */
function addTag(tags, input) {
	const tag = formatTagInput(input);
	if (!tag || tags.includes(tag)) return {
		tags: [...tags],
		added: null
	};
	return {
		tags: [...tags, tag],
		added: tag
	};
}
function removeTag(tags, tag) {
	return tags.filter((t) => t !== tag);
}
/** Spec §5: predefined tags are not duplicated – the ones already chosen are left out of the list. */
function availableSuggestions(suggestions, chosen) {
	const set = new Set(chosen);
	return suggestions.filter((s) => !set.has(s.tag));
}
/** A readable chip label: the suggestion's name when known, else the tag itself. */
function tagLabel(tag, suggestions) {
	for (const category of SUGGESTION_CATEGORIES) {
		const hit = suggestions[category].find((s) => s.tag === tag);
		if (hit) return `${SUGGESTION_LABELS[category]}: ${hit.label}`;
	}
	return tag;
}
// app/features/editorial/use-media-query.ts
/** A JSON body, or an empty object when the answer is not JSON (a proxy's error page). */
async function readJson(response) {
	try {
		return await response.json();
	} catch {
		return {};
	}
}
/**
* Asks `/admin/api/media` while a picker is open and again when its query changes; an earlier
* request still running is cancelled. A failure keeps what was shown and says why in a toast.
* `read` must be stable (defined outside the component).
*/
function useMediaQuery(open, query, { initial, read, failText, delayMs = 0 }) {
	const [state, setState] = useState({
		loading: false,
		data: initial
	});
	useEffect(() => {
		if (!open) return;
		const controller = new AbortController();
		setState((s) => ({
			...s,
			loading: true
		}));
		const run = () => fetch(`/admin/api/media?${query}`, { signal: controller.signal }).then(async (response) => {
			const body = await readJson(response);
			const data = response.ok ? read(body) : null;
			if (data === null) throw new Error(typeof body.error === "string" ? body.error : failText);
			setState({
				loading: false,
				data
			});
		}).catch((err) => {
			if (controller.signal.aborted) return;
			setState((s) => ({
				...s,
				loading: false
			}));
			toast.error(EDITORIAL_TEXT.searchErrorTitle, { description: err instanceof Error ? err.message : failText });
		});
		const timer = delayMs > 0 ? setTimeout(run, delayMs) : void 0;
		if (delayMs <= 0) run();
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [
		open,
		query,
		read,
		failText,
		delayMs
	]);
	return state;
}
// app/features/editorial/image-pickers.tsx
/** A filter: 'Alle …' or one of the options. */
function FilterSelect({ label, allLabel, value, options, optionLabel = (option) => option, onChange }) {
	return /* @__PURE__ */ jsxs(NativeSelect, {
		"aria-label": label,
		value,
		onChange: (e) => onChange(e.currentTarget.value),
		children: [/* @__PURE__ */ jsx(NativeSelectOption, {
			value: "",
			children: allLabel
		}), options.map((option) => /* @__PURE__ */ jsx(NativeSelectOption, {
			value: option,
			children: optionLabel(option)
		}, option))]
	});
}
function NoResults() {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: "rounded-md border border-dashed border-border p-6 text-center",
		children: [
			/* @__PURE__ */ jsx(ImageIcon, {
				className: "mx-auto mb-2 size-6 text-muted-foreground",
				"aria-hidden": true
			}),
			/* @__PURE__ */ jsx("p", {
				className: "font-semibold",
				children: EDITORIAL_TEXT.noResultsTitle
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted-foreground",
				children: EDITORIAL_TEXT.noResultsMessage
			})
		]
	});
}
/** A picker's dialog: title, filters, then a spinner, 'no results' or a grid of thumbnails to choose. */
function PickerDialog({ open, onOpenChange, onSelect, title, description, filters, loading, loadingLabel, items, thumbnail, caption }) {
	return /* @__PURE__ */ jsx(Dialog$1, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(DialogContent, {
			className: "sm:max-w-3xl",
			children: [
				/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: title }), /* @__PURE__ */ jsx(DialogDescription, { children: description })] }),
				/* @__PURE__ */ jsx("div", {
					className: "grid gap-2 sm:grid-cols-3",
					children: filters
				}),
				loading ? /* @__PURE__ */ jsx("div", {
					className: "grid place-items-center p-8",
					role: "status",
					"aria-label": loadingLabel,
					children: /* @__PURE__ */ jsx(Spinner, {})
				}) : items.length === 0 ? /* @__PURE__ */ jsx(NoResults, {}) : /* @__PURE__ */ jsx("ul", {
					className: "grid grid-cols-2 gap-3 sm:grid-cols-3",
					children: items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
						type: "button",
						onClick: () => onSelect(item),
						className: "group grid w-full gap-1 rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring",
						children: [/* @__PURE__ */ jsx("img", {
							src: thumbnail(item),
							alt: "",
							loading: "lazy",
							className: "aspect-video w-full rounded-md bg-muted object-cover group-hover:opacity-90"
						}), caption(item)]
					}) }, item.id))
				})
			]
		})
	});
}
var PICKER_FAILED = "Billederne kunne ikke hentes.";
var readPicker = (body) => Array.isArray(body.images) ? {
	images: body.images,
	categories: body.categories ?? []
} : null;
/** Spec §7 picker: images of existing articles (latest 50), category on the server, club and text here. */
function ExistingImagePicker({ suggestions, ...dialog }) {
	const id = useId();
	const [category, setCategory] = useState("");
	const [club, setClub] = useState("");
	const [text, setText] = useState("");
	const query = new URLSearchParams(category ? {
		kilde: "artikler",
		kategori: category
	} : { kilde: "artikler" });
	const { loading, data } = useMediaQuery(dialog.open, query.toString(), {
		initial: {
			images: [],
			categories: []
		},
		read: readPicker,
		failText: PICKER_FAILED
	});
	const clubs = useMemo(() => pickerClubTags(data.images), [data.images]);
	const shown = useMemo(() => filterPickerImages(data.images, {
		club,
		text
	}), [
		data.images,
		club,
		text
	]);
	return /* @__PURE__ */ jsx(PickerDialog, {
		...dialog,
		title: "Vælg eksisterende billede",
		description: "Billeder fra de seneste 50 artikler med billede.",
		filters: /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx(FilterSelect, {
				label: "Kategori",
				allLabel: "Alle kategorier",
				value: category,
				options: data.categories,
				onChange: setCategory
			}),
			/* @__PURE__ */ jsx(FilterSelect, {
				label: "Klub",
				allLabel: "Alle klubber",
				value: club,
				options: clubs,
				optionLabel: (tag) => tagLabel(tag, suggestions).replace(/^Klub: /, ""),
				onChange: setClub
			}),
			/* @__PURE__ */ jsx(Input, {
				id: `${id}-text`,
				type: "search",
				"aria-label": "Søg i titler",
				placeholder: "Søg i titler…",
				value: text,
				onChange: (e) => setText(e.currentTarget.value)
			})
		] }),
		loading,
		loadingLabel: "Henter billeder",
		items: shown,
		thumbnail: (image) => image.imageUrl ?? "",
		caption: (image) => /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("span", {
			className: "line-clamp-2 text-xs font-medium",
			children: image.title
		}), /* @__PURE__ */ jsx("span", {
			className: "text-xs text-muted-foreground",
			children: image.category
		})] })
	});
}
var STOCK_FAILED = "Søgningen kunne ikke gennemføres.";
var readStock = (body) => Array.isArray(body.results) ? body.results : null;
/** Stock-photo search over the media library, debounced 500 ms (spec §9). */
function StockPhotoSearch(dialog) {
	const [q, setQ] = useState("");
	const [club, setClub] = useState("");
	const [category, setCategory] = useState("");
	const { loading, data } = useMediaQuery(dialog.open, stockSearchQuery({
		q,
		club,
		category
	}), {
		initial: [],
		read: readStock,
		failText: STOCK_FAILED,
		delayMs: 500
	});
	return /* @__PURE__ */ jsx(PickerDialog, {
		...dialog,
		title: "Søg stock-fotos",
		description: "Søg i billedbiblioteket efter emne, klub eller kategori.",
		filters: /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx(Input, {
				type: "search",
				"aria-label": "Søg efter billeder",
				placeholder: "Søg fx stadion, jubel, Parken…",
				value: q,
				onChange: (e) => setQ(e.currentTarget.value)
			}),
			/* @__PURE__ */ jsx(FilterSelect, {
				label: "Klub",
				allLabel: "Alle klubber",
				value: club,
				options: STOCK_CLUBS,
				onChange: setClub
			}),
			/* @__PURE__ */ jsx(FilterSelect, {
				label: "Kategori",
				allLabel: "Alle kategorier",
				value: category,
				options: STOCK_CATEGORIES,
				onChange: setCategory
			})
		] }),
		loading,
		loadingLabel: "Søger efter billeder",
		items: data,
		thumbnail: (photo) => thumbnailUrl(photo.url, photo.variants),
		caption: (photo) => /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("span", {
			className: "line-clamp-2 text-xs",
			children: photo.caption ?? photo.title ?? ""
		}), photo.photographer ? /* @__PURE__ */ jsxs("span", {
			className: "text-xs text-muted-foreground",
			children: ["Foto: ", photo.photographer]
		}) : null] })
	});
}
// app/features/editorial/use-image-upload.ts
/**
* Spec §2 upload: checks the file in the browser, posts it to `/admin/api/upload` and hands the
* stored image's address to `onUploaded`; every outcome is a toast. `fileRef` is the hidden file input.
*/
function useImageUpload(onUploaded) {
	const [uploading, setUploading] = useState(false);
	const fileRef = useRef(null);
	async function upload(file) {
		const problem = checkUploadFile(file);
		if (problem) {
			toast.error(EDITORIAL_TEXT.error, { description: problem });
			return;
		}
		setUploading(true);
		try {
			const body = new FormData();
			body.set("file", file);
			const response = await fetch("/admin/api/upload", {
				method: "POST",
				body
			});
			const result = await readJson(response);
			if (!response.ok || typeof result.url !== "string") {
				toast.error(EDITORIAL_TEXT.error, { description: typeof result.error === "string" ? result.error : EDITORIAL_TEXT.uploadFailed });
				return;
			}
			onUploaded(result.url);
			toast.success(EDITORIAL_TEXT.success, { description: EDITORIAL_TEXT.uploaded });
		} catch {
			toast.error(EDITORIAL_TEXT.error, { description: EDITORIAL_TEXT.uploadFailed });
		} finally {
			setUploading(false);
			if (fileRef.current) fileRef.current.value = "";
		}
	}
	return {
		uploading,
		fileRef,
		upload
	};
}
// app/features/editorial/image-field.tsx
/** The image address with a live preview; a preview that fails to load marks the field and says so. */
function ImageUrlField({ id, value, onChange, error }) {
	const [previewFailed, setPreviewFailed] = useState(false);
	const url = value.url.trim();
	const [previewUrl, setPreviewUrl] = useState(url);
	useEffect(() => {
		setPreviewFailed(false);
		const timer = setTimeout(() => setPreviewUrl(url), 600);
		return () => clearTimeout(timer);
	}, [url]);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs(Field, {
		id,
		error,
		descriptionId: `${id}-preview-error`,
		className: "grid gap-2",
		children: [
			/* @__PURE__ */ jsx(FieldLabel, { children: "Billed-URL" }),
			/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
				name: "imageUrl",
				type: "text",
				inputMode: "url",
				value: value.url,
				placeholder: "https://…",
				onChange: (e) => onChange({
					...value,
					url: e.currentTarget.value
				}),
				"aria-invalid": Boolean(error || previewFailed) || void 0
			}) }),
			/* @__PURE__ */ jsx(FieldError, {})
		]
	}), url && previewUrl === url ? /* @__PURE__ */ jsx("div", {
		className: "grid gap-1",
		children: previewFailed ? /* @__PURE__ */ jsx("p", {
			id: `${id}-preview-error`,
			role: "alert",
			className: "text-sm text-destructive",
			children: EDITORIAL_TEXT.imageUrlErrorInline
		}) : /* @__PURE__ */ jsx("img", {
			src: previewUrl,
			alt: value.alt || "Forhåndsvisning af billedet",
			className: "aspect-video w-full max-w-sm rounded-md border border-border bg-muted object-cover",
			onError: () => {
				setPreviewFailed(true);
				toast.error(EDITORIAL_TEXT.imageUrlErrorTitle, { description: EDITORIAL_TEXT.imageUrlErrorToast });
			}
		}, previewUrl)
	}) : null] });
}
/** Alt text or credit: a plain labelled input. */
function ImageTextInput({ id, label, ...input }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-2",
		children: [/* @__PURE__ */ jsx(Label, {
			htmlFor: id,
			children: label
		}), /* @__PURE__ */ jsx(Input, {
			id,
			...input
		})]
	});
}
/**
* Spec §2 image tools: URL with live preview, upload, existing-image picker, stock-photo search
* and the credit line. Posts imageUrl, imageAlt and imageCredit with the surrounding form.
*/
function ImageField({ idPrefix, value, onChange, suggestions, urlError }) {
	const [pickerOpen, setPickerOpen] = useState(false);
	const [stockOpen, setStockOpen] = useState(false);
	const { uploading, fileRef, upload } = useImageUpload((url) => onChange({
		...value,
		url
	}));
	const choose = (next) => {
		onChange(next);
		toast.success(EDITORIAL_TEXT.imageChosen);
	};
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "grid gap-3 rounded-md border border-border p-3",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "px-1 text-sm font-medium",
				children: "Billede"
			}),
			/* @__PURE__ */ jsx(ImageUrlField, {
				id: `${idPrefix}-image-url`,
				value,
				onChange,
				error: urlError
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap gap-2",
				children: [
					/* @__PURE__ */ jsx("input", {
						ref: fileRef,
						type: "file",
						accept: "image/*",
						className: "sr-only",
						id: `${idPrefix}-image-file`,
						tabIndex: -1,
						"aria-label": "Vælg billedfil",
						onChange: (e) => {
							const file = e.currentTarget.files?.[0];
							if (file) upload(file);
						}
					}),
					/* @__PURE__ */ jsxs(Button, {
						type: "button",
						variant: "outline",
						size: "sm",
						disabled: uploading,
						onClick: () => fileRef.current?.click(),
						children: [uploading ? /* @__PURE__ */ jsx(Spinner, { size: "sm" }) : /* @__PURE__ */ jsx(Upload, { "aria-hidden": true }), uploading ? "Uploader…" : "Upload billede"]
					}),
					/* @__PURE__ */ jsxs(Button, {
						type: "button",
						variant: "outline",
						size: "sm",
						onClick: () => setPickerOpen(true),
						children: [/* @__PURE__ */ jsx(Images, { "aria-hidden": true }), "Vælg eksisterende billede"]
					}),
					/* @__PURE__ */ jsxs(Button, {
						type: "button",
						variant: "outline",
						size: "sm",
						onClick: () => setStockOpen(true),
						children: [/* @__PURE__ */ jsx(Search, { "aria-hidden": true }), "Søg stock-fotos"]
					}),
					value.url.trim() ? /* @__PURE__ */ jsxs(Button, {
						type: "button",
						variant: "ghost",
						size: "sm",
						onClick: () => onChange({
							url: "",
							alt: "",
							credit: value.credit
						}),
						children: [/* @__PURE__ */ jsx(Trash2, { "aria-hidden": true }), "Fjern billede"]
					}) : null
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-3 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(ImageTextInput, {
					id: `${idPrefix}-image-alt`,
					label: "Alt-tekst",
					name: "imageAlt",
					value: value.alt,
					placeholder: "Beskriv billedet for skærmlæsere",
					onChange: (e) => onChange({
						...value,
						alt: e.currentTarget.value
					})
				}), /* @__PURE__ */ jsx(ImageTextInput, {
					id: `${idPrefix}-image-credit`,
					label: "Billedkredit",
					name: "imageCredit",
					value: value.credit,
					placeholder: "Fotografens navn",
					onChange: (e) => onChange({
						...value,
						credit: e.currentTarget.value
					})
				})]
			}),
			/* @__PURE__ */ jsx(ExistingImagePicker, {
				open: pickerOpen,
				onOpenChange: setPickerOpen,
				suggestions,
				onSelect: (image) => {
					setPickerOpen(false);
					choose({
						url: image.imageUrl ?? "",
						alt: image.imageAlt ?? image.title,
						credit: image.imageCredit ?? value.credit
					});
				}
			}),
			/* @__PURE__ */ jsx(StockPhotoSearch, {
				open: stockOpen,
				onOpenChange: setStockOpen,
				onSelect: (photo) => {
					setStockOpen(false);
					choose({
						url: photo.url,
						alt: photo.alt ?? photo.caption ?? "",
						credit: photo.photographer ?? value.credit
					});
				}
			})
		]
	});
}
// app/features/editorial/markdown-insert.ts
/** The toolbar in spec order, with the Danish labels screen readers announce. */
var TOOLBAR = [
	{
		action: "bold",
		label: "Fed"
	},
	{
		action: "italic",
		label: "Kursiv"
	},
	{
		action: "underline",
		label: "Understreget"
	},
	{
		action: "h1",
		label: "Overskrift 1"
	},
	{
		action: "h2",
		label: "Overskrift 2"
	},
	{
		action: "h3",
		label: "Overskrift 3"
	},
	{
		action: "bullet",
		label: "Punktliste"
	},
	{
		action: "numbered",
		label: "Nummereret liste"
	},
	{
		action: "quote",
		label: "Citat"
	},
	{
		action: "link",
		label: "Link"
	}
];
var PLACEHOLDER = {
	bold: "fed tekst",
	italic: "kursiv tekst",
	underline: "understreget tekst",
	h1: "Overskrift",
	h2: "Overskrift",
	h3: "Overskrift",
	bullet: "Punkt",
	numbered: "Punkt",
	quote: "Citat",
	link: "linktekst"
};
function clampSelection(s) {
	const len = s.value.length;
	const a = Math.max(0, Math.min(len, s.selectionStart));
	const b = Math.max(0, Math.min(len, s.selectionEnd));
	return {
		value: s.value,
		selectionStart: Math.min(a, b),
		selectionEnd: Math.max(a, b)
	};
}
/** Wraps the selection in `before`/`after`; wrapping an already wrapped selection unwraps it. */
function wrapSelection(input, before, after, placeholder) {
	const { value, selectionStart: start, selectionEnd: end } = clampSelection(input);
	const selected = value.slice(start, end);
	const outerStart = start - before.length;
	if (selected && outerStart >= 0 && value.slice(outerStart, start) === before && value.slice(end, end + after.length) === after) return {
		value: value.slice(0, outerStart) + selected + value.slice(end + after.length),
		selectionStart: outerStart,
		selectionEnd: outerStart + selected.length
	};
	const text = selected || placeholder;
	return {
		value: value.slice(0, start) + before + text + after + value.slice(end),
		selectionStart: start + before.length,
		selectionEnd: start + before.length + text.length
	};
}
var HEADING_PREFIX = /^#{1,6}\s+/;
var BULLET_PREFIX = /^[-*+]\s+/;
var NUMBER_PREFIX = /^\d+[.)]\s+/;
var QUOTE_PREFIX = /^>\s?/;
/** Rewrites every line the selection touches with `transform(line, index, lines)`. */
function transformLines(input, transform) {
	const { value, selectionStart: start, selectionEnd } = clampSelection(input);
	const end = selectionEnd > start && value[selectionEnd - 1] === "\n" ? selectionEnd - 1 : selectionEnd;
	const blockStart = value.lastIndexOf("\n", start - 1) + 1;
	const nextBreak = value.indexOf("\n", end);
	const blockEnd = nextBreak === -1 ? value.length : nextBreak;
	const lines = value.slice(blockStart, blockEnd).split("\n");
	const replaced = lines.map((line, i) => transform(line, i, lines)).join("\n");
	return {
		value: value.slice(0, blockStart) + replaced + value.slice(blockEnd),
		selectionStart: blockStart,
		selectionEnd: blockStart + replaced.length
	};
}
function prefixLines(input, pattern, prefixFor, placeholder, toggle = true) {
	const s = clampSelection(input);
	const blockStart = s.value.lastIndexOf("\n", s.selectionStart - 1) + 1;
	const nextBreak = s.value.indexOf("\n", s.selectionEnd);
	const block = s.value.slice(blockStart, nextBreak === -1 ? s.value.length : nextBreak);
	if (block.trim() === "") {
		const prefix = prefixFor(0);
		const value = s.value.slice(0, blockStart) + prefix + placeholder + s.value.slice(blockStart + block.length);
		const at = blockStart + prefix.length;
		return {
			value,
			selectionStart: at,
			selectionEnd: at + placeholder.length
		};
	}
	const lines = block.split("\n").filter((line) => line.trim() !== "");
	const allPrefixed = toggle && lines.length > 0 && lines.every((line) => pattern.test(line));
	let counter = 0;
	return transformLines(s, (line) => {
		if (line.trim() === "") return line;
		const bare = line.replace(pattern, "");
		if (allPrefixed) return bare;
		return prefixFor(counter++) + bare;
	});
}
function headingPrefix(level) {
	return (input) => {
		const prefix = `${"#".repeat(level)} `;
		const s = clampSelection(input);
		const blockStart = s.value.lastIndexOf("\n", s.selectionStart - 1) + 1;
		const nextBreak = s.value.indexOf("\n", s.selectionEnd);
		const lines = s.value.slice(blockStart, nextBreak === -1 ? s.value.length : nextBreak).split("\n").filter((line) => line.trim() !== "");
		if (lines.length > 0 && lines.every((line) => line.startsWith(prefix) && line[level] === " ")) return transformLines(s, (line) => line.replace(HEADING_PREFIX, ""));
		return prefixLines(s, HEADING_PREFIX, () => prefix, PLACEHOLDER[`h${level}`], false);
	};
}
function insertLink(input) {
	const { value, selectionStart: start, selectionEnd: end } = clampSelection(input);
	const selected = value.slice(start, end);
	if (/^https?:\/\/\S+$/i.test(selected)) {
		const text = PLACEHOLDER.link;
		return {
			value: `${value.slice(0, start)}[${text}](${selected})${value.slice(end)}`,
			selectionStart: start + 1,
			selectionEnd: start + 1 + text.length
		};
	}
	const text = selected || PLACEHOLDER.link;
	const next = `${value.slice(0, start)}[${text}](https://)${value.slice(end)}`;
	const urlStart = start + text.length + 3;
	return {
		value: next,
		selectionStart: urlStart,
		selectionEnd: urlStart + 8
	};
}
function applyMarkdown(action, input) {
	switch (action) {
		case "bold": return wrapSelection(input, "**", "**", PLACEHOLDER.bold);
		case "italic": return wrapSelection(input, "*", "*", PLACEHOLDER.italic);
		case "underline": return wrapSelection(input, "<u>", "</u>", PLACEHOLDER.underline);
		case "h1": return headingPrefix(1)(input);
		case "h2": return headingPrefix(2)(input);
		case "h3": return headingPrefix(3)(input);
		case "bullet": return prefixLines(input, BULLET_PREFIX, () => "- ", PLACEHOLDER.bullet);
		case "numbered": return prefixLines(input, NUMBER_PREFIX, (i) => `${i + 1}. `, PLACEHOLDER.numbered);
		case "quote": return prefixLines(input, QUOTE_PREFIX, () => "> ", PLACEHOLDER.quote);
		case "link": return insertLink(input);
	}
}
// app/features/editorial/markdown-editor.tsx
var ICONS = {
	bold: Bold,
	italic: Italic,
	underline: Underline,
	h1: Heading1,
	h2: Heading2,
	h3: Heading3,
	bullet: List,
	numbered: ListOrdered,
	quote: Quote,
	link: Link$1
};
/** Spec §2/§9 rich editor: a markdown textarea with the spec's toolbar. */
function MarkdownEditor({ id, name, value, onChange, rows = 10, "aria-invalid": invalid, "aria-describedby": describedBy, placeholder, required, label }) {
	const ref = useRef(null);
	function run(action) {
		const el = ref.current;
		const next = applyMarkdown(action, el ? {
			value,
			selectionStart: el.selectionStart,
			selectionEnd: el.selectionEnd
		} : {
			value,
			selectionStart: value.length,
			selectionEnd: value.length
		});
		onChange(next.value);
		requestAnimationFrame(() => {
			if (!ref.current) return;
			ref.current.focus();
			ref.current.setSelectionRange(next.selectionStart, next.selectionEnd);
		});
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "overflow-hidden rounded-md border border-input focus-within:ring-[3px] focus-within:ring-ring/50",
		children: [/* @__PURE__ */ jsx("div", {
			role: "toolbar",
			"aria-label": `Formatering: ${label}`,
			"aria-controls": id,
			className: "flex flex-wrap gap-0.5 border-b border-input bg-muted/60 p-1",
			children: TOOLBAR.map(({ action, label: buttonLabel }) => {
				const Icon = ICONS[action];
				return /* @__PURE__ */ jsx(Button, {
					type: "button",
					variant: "ghost",
					size: "icon",
					className: "size-8",
					"aria-label": buttonLabel,
					title: buttonLabel,
					onClick: () => run(action),
					children: /* @__PURE__ */ jsx(Icon, { "aria-hidden": true })
				}, action);
			})
		}), /* @__PURE__ */ jsx(Textarea, {
			ref,
			id,
			name,
			rows,
			value,
			required,
			placeholder,
			onChange: (e) => onChange(e.currentTarget.value),
			"aria-invalid": invalid || void 0,
			"aria-describedby": describedBy,
			style: { minHeight: `calc(${rows}lh + 1rem)` },
			className: cn("rounded-none border-0 font-mono text-sm shadow-none focus-visible:ring-0")
		})]
	});
}
// app/features/editorial/tags-editor.tsx
/**
* Spec §2/§5 tags editor: chips with remove buttons, a free input (`kategori:værdi` or free
* text) and a suggestion list per category. Posted as a JSON array in a hidden input.
*/
function TagsEditor({ id, name = "tags", value, onChange, suggestions }) {
	const [draft, setDraft] = useState("");
	function addDraft() {
		const result = addTag(value, draft);
		if (result.added) onChange(result.tags);
		setDraft("");
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-3",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name,
				value: JSON.stringify(value)
			}),
			value.length > 0 ? /* @__PURE__ */ jsx("ul", {
				"aria-label": "Valgte tags",
				className: "flex flex-wrap gap-2",
				children: value.map((tag) => {
					const label = tagLabel(tag, suggestions);
					return /* @__PURE__ */ jsxs("li", {
						className: "inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-3 text-sm",
						children: [/* @__PURE__ */ jsx("span", { children: label }), /* @__PURE__ */ jsx("button", {
							type: "button",
							onClick: () => onChange(removeTag(value, tag)),
							"aria-label": `Fjern tag ${label}`,
							className: "grid size-5 place-items-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-ring",
							children: /* @__PURE__ */ jsx(X, {
								className: "size-3.5",
								"aria-hidden": true
							})
						})]
					}, tag);
				})
			}) : /* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted-foreground",
				children: "Ingen tags endnu."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex gap-2",
				children: [/* @__PURE__ */ jsx(Input, {
					id,
					value: draft,
					onChange: (e) => setDraft(e.currentTarget.value),
					onKeyDown: (e) => {
						if (e.key === "Enter") {
							e.preventDefault();
							addDraft();
						}
					},
					placeholder: "kategori:værdi eller fri tekst, fx klub:FC København",
					"aria-describedby": `${id}-hint`
				}), /* @__PURE__ */ jsxs(Button, {
					type: "button",
					variant: "outline",
					onClick: addDraft,
					disabled: !draft.trim(),
					children: [/* @__PURE__ */ jsx(Plus, { "aria-hidden": true }), "Tilføj"]
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "text-xs text-muted-foreground",
				children: "Skriv et tag og tryk Enter. Kategorier: liga, klub, position, nationalitet, transfer, type."
			}),
			/* @__PURE__ */ jsx("div", {
				className: "grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3",
				children: SUGGESTION_CATEGORIES.map((category) => {
					const options = availableSuggestions(suggestions[category], value);
					return /* @__PURE__ */ jsxs(NativeSelect, {
						size: "sm",
						"aria-label": `Tilføj ${SUGGESTION_LABELS[category].toLowerCase()}`,
						value: "",
						disabled: options.length === 0,
						onChange: (e) => {
							const tag = e.currentTarget.value;
							if (tag) onChange(addTag(value, tag).tags);
						},
						children: [/* @__PURE__ */ jsx(NativeSelectOption, {
							value: "",
							children: `Tilføj ${SUGGESTION_LABELS[category].toLowerCase()}…`
						}), options.map((option) => /* @__PURE__ */ jsx(NativeSelectOption, {
							value: option.tag,
							children: option.label
						}, option.tag))]
					}, category);
				})
			})
		]
	});
}
// app/features/editorial/article-fields.tsx
var EMPTY_ARTICLE_FORM = {
	title: "",
	slug: "",
	excerpt: "",
	content: "",
	category: "",
	partner: "",
	tags: [],
	image: {
		url: "",
		alt: "",
		credit: ""
	},
	isDraft: false,
	publishAt: "",
	live: false
};
/** The editor's form state; the slug follows the title until it is typed by hand (spec §4). */
function useArticleForm(initial) {
	const [values, setValues] = useState(initial);
	const [slugState, setSlugState] = useState(() => initialSlugState(initial.slug));
	const set = (key, value) => setValues((v) => ({
		...v,
		[key]: value
	}));
	return {
		values: {
			...values,
			slug: slugState.slug
		},
		set,
		setTitle(title) {
			set("title", title);
			setSlugState((s) => slugAfterTitleChange(s, title));
		},
		setSlug(input) {
			setSlugState(slugAfterManualInput(input));
		}
	};
}
/**
* Title, slug with the public address, excerpt with the SEO hint, image, tags and content, in the
* spec's order; `afterTitle` holds what comes between title and slug (the new-article category).
*/
function ArticleCoreFields({ idPrefix, form, errors, suggestions, publicUrl, afterTitle }) {
	const { values, set } = form;
	const id = (name) => `${idPrefix}-${name}`;
	const base = publicUrl.replace(/\/+$/, "");
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsxs(Field, {
			id: id("title"),
			error: errors.title,
			className: "grid gap-2",
			children: [
				/* @__PURE__ */ jsx(FieldLabel, { children: "Titel" }),
				/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
					name: "title",
					value: values.title,
					onChange: (e) => form.setTitle(e.currentTarget.value),
					"aria-required": true
				}) }),
				/* @__PURE__ */ jsx(FieldError, {})
			]
		}),
		afterTitle,
		/* @__PURE__ */ jsxs(Field, {
			id: id("slug"),
			error: errors.slug,
			descriptionId: `${id("slug")}-preview`,
			className: "grid gap-2",
			children: [
				/* @__PURE__ */ jsx(FieldLabel, { children: "URL-slug" }),
				/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
					name: "slug",
					value: values.slug,
					onChange: (e) => form.setSlug(e.currentTarget.value),
					autoComplete: "off",
					spellCheck: false
				}) }),
				/* @__PURE__ */ jsxs(FieldDescription, {
					className: "break-all",
					children: [
						"Artiklens adresse:",
						" ",
						/* @__PURE__ */ jsx("span", {
							className: "font-mono text-foreground",
							"data-testid": "slug-preview",
							children: `${base}/article/${values.slug || "…"}`
						})
					]
				}),
				/* @__PURE__ */ jsx(FieldError, {})
			]
		}),
		/* @__PURE__ */ jsxs(Field, {
			id: id("excerpt"),
			error: errors.excerpt,
			descriptionId: `${id("excerpt")}-hint`,
			className: "grid gap-2",
			children: [
				/* @__PURE__ */ jsx(FieldLabel, { children: "Meta-beskrivelse / uddrag" }),
				/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Textarea, {
					name: "excerpt",
					rows: 3,
					value: values.excerpt,
					onChange: (e) => set("excerpt", e.currentTarget.value),
					"aria-required": true
				}) }),
				/* @__PURE__ */ jsxs(FieldDescription, {
					className: "flex justify-between gap-2",
					children: [/* @__PURE__ */ jsx("span", { children: EDITORIAL_TEXT.seoHint }), /* @__PURE__ */ jsxs("span", {
						"data-testid": "excerpt-count",
						children: [values.excerpt.length, " tegn"]
					})]
				}),
				/* @__PURE__ */ jsx(FieldError, {})
			]
		}),
		/* @__PURE__ */ jsx(ImageField, {
			idPrefix,
			value: values.image,
			onChange: (image) => set("image", image),
			suggestions,
			urlError: errors.imageUrl
		}),
		/* @__PURE__ */ jsxs(Field, {
			id: id("tags"),
			className: "grid gap-2",
			children: [/* @__PURE__ */ jsx(FieldLabel, { children: "Tags" }), /* @__PURE__ */ jsx(TagsEditor, {
				id: id("tags"),
				value: values.tags,
				onChange: (tags) => set("tags", tags),
				suggestions
			})]
		}),
		/* @__PURE__ */ jsxs(Field, {
			id: id("content"),
			error: errors.content,
			className: "grid gap-2",
			children: [
				/* @__PURE__ */ jsx(FieldLabel, { children: "Indhold" }),
				/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(MarkdownEditor, {
					name: "content",
					label: "Indhold",
					rows: 15,
					value: values.content,
					onChange: (content) => set("content", content),
					placeholder: "Skriv artiklen her. En tom linje starter et nyt afsnit."
				}) }),
				/* @__PURE__ */ jsx(FieldError, {})
			]
		})
	] });
}
/**
* Category (and, for an advertorial, its partner): the new-article form offers the spec's admin
* choices, the edit dialog those plus the categories in use (issue 22).
*/
function CategoryFields({ idPrefix, form, errors, choices }) {
	const { values, set } = form;
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-4 sm:grid-cols-2",
		children: [/* @__PURE__ */ jsxs(Field, {
			id: `${idPrefix}-category`,
			error: errors.category,
			className: "grid gap-2",
			children: [
				/* @__PURE__ */ jsx(FieldLabel, { children: "Kategori" }),
				/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
					name: "category",
					value: values.category,
					onChange: (e) => set("category", e.currentTarget.value),
					"aria-required": true,
					children: [/* @__PURE__ */ jsx(NativeSelectOption, {
						value: "",
						children: "Vælg kategori"
					}), choices.map((c) => /* @__PURE__ */ jsx(NativeSelectOption, {
						value: c,
						children: c
					}, c))]
				}) }),
				/* @__PURE__ */ jsx(FieldError, {})
			]
		}), values.category === "Advertorial" ? /* @__PURE__ */ jsxs(Field, {
			id: `${idPrefix}-partner`,
			error: errors.partner,
			className: "grid gap-2",
			children: [
				/* @__PURE__ */ jsx(FieldLabel, { children: "Partner" }),
				/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
					name: "partner",
					value: values.partner,
					onChange: (e) => set("partner", e.currentTarget.value),
					placeholder: "Annoncørens navn"
				}) }),
				/* @__PURE__ */ jsx(FieldError, {})
			]
		}) : null]
	});
}
/** A publish time, in Danish wall-clock time: a future one schedules the article; empty is now. */
function PublishAtField({ idPrefix, form, errors }) {
	const { values, set } = form;
	const id = `${idPrefix}-publish-at`;
	return /* @__PURE__ */ jsxs(Field, {
		id,
		error: errors.publishAt,
		descriptionId: `${id}-hint`,
		className: "grid gap-2",
		children: [
			/* @__PURE__ */ jsx(FieldLabel, { children: "Publiceringstidspunkt" }),
			/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
				name: "publishAt",
				type: "datetime-local",
				value: values.publishAt,
				disabled: values.isDraft,
				onChange: (e) => set("publishAt", e.currentTarget.value)
			}) }),
			/* @__PURE__ */ jsx(FieldDescription, { children: "Dansk tid. Et tidspunkt i fremtiden planlægger artiklen; tomt betyder nu." }),
			/* @__PURE__ */ jsx(FieldError, {})
		]
	});
}
// app/features/editorial/draft-switch.tsx
/**
* The draft switch as a native checkbox with role="switch": it posts with a plain form (no
* JavaScript needed) and is announced as a switch.
*/
function DraftSwitch({ id, name = "isDraft", checked, onCheckedChange, label = "Gem som kladde", description }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-start gap-3",
		children: [/* @__PURE__ */ jsxs("span", {
			className: "relative mt-0.5 inline-flex h-5 w-9 shrink-0",
			children: [/* @__PURE__ */ jsx("input", {
				id,
				name,
				type: "checkbox",
				role: "switch",
				checked,
				"aria-checked": checked,
				onChange: (e) => onCheckedChange?.(e.currentTarget.checked),
				"aria-describedby": description ? `${id}-description` : void 0,
				className: "peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
			}), /* @__PURE__ */ jsx("span", {
				"aria-hidden": true,
				className: cn("pointer-events-none inline-flex h-5 w-9 items-center rounded-full bg-input shadow-xs transition-colors", "peer-checked:bg-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50", "after:ml-0.5 after:block after:size-4 after:rounded-full after:bg-card after:shadow-sm after:transition-transform", "peer-checked:after:translate-x-4 motion-reduce:after:transition-none")
			})]
		}), /* @__PURE__ */ jsxs("span", {
			className: "grid gap-0.5",
			children: [/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "cursor-pointer text-sm font-medium leading-5",
				children: label
			}), description ? /* @__PURE__ */ jsx("span", {
				id: `${id}-description`,
				className: "text-sm text-muted-foreground",
				children: description
			}) : null]
		})]
	});
}
// app/features/editorial/saved-article-links.tsx
/**
* Where a saved article can be seen and edited (issue 14): its public address, which for a draft
* or a scheduled article is the staff preview at the same address, and the edit dialog.
*/
function savedArticleHrefs(article) {
	return {
		view: `/article/${encodeURIComponent(article.slug)}`,
		edit: `/admin/articles?rediger=${encodeURIComponent(article.id)}`,
		liveDesk: article.liveStatus ? `/admin/live/${encodeURIComponent(article.id)}` : null
	};
}
/** 'Se artikel' and 'Rediger', after a save (in the success toast and the no-JavaScript status). */
function SavedArticleLinks({ article, onFollow }) {
	const href = savedArticleHrefs(article);
	return /* @__PURE__ */ jsxs("span", {
		className: "inline-flex flex-wrap gap-x-3 gap-y-1",
		children: [
			/* @__PURE__ */ jsx("a", {
				className: "font-medium underline underline-offset-2",
				href: href.view,
				onClick: onFollow,
				children: "Se artikel"
			}),
			/* @__PURE__ */ jsx(Link, {
				className: "font-medium underline underline-offset-2",
				to: href.edit,
				onClick: onFollow,
				children: "Rediger"
			}),
			href.liveDesk ? /* @__PURE__ */ jsx(Link, {
				className: "font-medium underline underline-offset-2",
				to: href.liveDesk,
				onClick: onFollow,
				children: "Live-desk"
			}) : null
		]
	});
}
/**
* Issue 22: after a save on 'Opret Ny Artikel' a panel, not one small line: the spec's message,
* the title, and where to go next ('Se artikel', 'Rediger', and for a live blog 'Live-desk').
*/
function SavedArticlePanel({ title, message, article }) {
	const href = savedArticleHrefs(article);
	return /* @__PURE__ */ jsxs("section", {
		role: "status",
		"aria-labelledby": "saved-article-title",
		"data-testid": "saved-article-panel",
		className: "grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950/30 dark:text-emerald-50",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-start gap-3",
			children: [/* @__PURE__ */ jsx(CheckCircle2, {
				"aria-hidden": true,
				className: "mt-0.5 size-5 shrink-0 text-emerald-600"
			}), /* @__PURE__ */ jsxs("div", {
				className: "grid gap-1",
				children: [/* @__PURE__ */ jsxs("h2", {
					id: "saved-article-title",
					className: "font-semibold",
					children: [
						title,
						" ",
						message
					]
				}), article.title ? /* @__PURE__ */ jsxs("p", {
					className: "text-sm",
					children: [
						"“",
						article.title,
						"”"
					]
				}) : null]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap gap-2",
			children: [
				/* @__PURE__ */ jsxs("a", {
					className: buttonVariants({
						variant: "outline",
						size: "sm"
					}),
					href: href.view,
					children: [/* @__PURE__ */ jsx(Eye, { "aria-hidden": true }), "Se artikel"]
				}),
				/* @__PURE__ */ jsxs(Link, {
					className: buttonVariants({
						variant: "outline",
						size: "sm"
					}),
					to: href.edit,
					children: [/* @__PURE__ */ jsx(Pencil, { "aria-hidden": true }), "Rediger"]
				}),
				href.liveDesk ? /* @__PURE__ */ jsxs(Link, {
					className: buttonVariants({ size: "sm" }),
					to: href.liveDesk,
					children: [/* @__PURE__ */ jsx(Radio, { "aria-hidden": true }), "Live-desk"]
				}) : null
			]
		})]
	});
}
var toastCount = 0;
/** The success toast of a save: the spec's message, then the two links (kept open a little longer). */
function toastArticleSaved(title, message, article) {
	const id = `artikel-gemt-${++toastCount}`;
	toast.success(title, {
		id,
		description: article ? /* @__PURE__ */ jsxs("span", {
			className: "grid gap-1",
			children: [/* @__PURE__ */ jsx("span", { children: message }), /* @__PURE__ */ jsx(SavedArticleLinks, {
				article,
				onFollow: () => toast.dismiss(id)
			})]
		}) : message,
		duration: article ? 1e4 : void 0
	});
}
// app/features/editorial/article-edit-dialog.tsx
var NO_ERRORS$1 = {};
function formValuesOf(article) {
	return {
		title: article.title,
		slug: article.slug,
		excerpt: article.excerpt,
		content: article.content,
		category: canonicalCategory(article.category),
		partner: article.partner ?? "",
		tags: article.tags ?? [],
		image: {
			url: article.imageUrl ?? "",
			alt: article.imageAlt ?? "",
			credit: article.imageCredit ?? ""
		},
		isDraft: article.isDraft,
		publishAt: toDateTimeLocal(article.publishedAt),
		live: false
	};
}
/**
* Spec §2 edit dialog. Saves against the version it was opened with: a save after someone else's
* is refused and nothing is overwritten. On failure the dialog stays open (spec §8).
*/
function ArticleEditDialog({ article, revisions, categories, suggestions, publicUrl, now, onClose }) {
	const fetcher = useFetcher();
	const [failure, setFailure] = useState(null);
	const handled = useRef(void 0);
	const result = fetcher.data;
	const version = article.version;
	useEffect(() => {
		if (result?.intent !== "update" || handled.current === result) return;
		handled.current = result;
		if (result.ok) {
			toastArticleSaved(result.title, result.message, result.article);
			onClose();
			return;
		}
		setFailure({
			version,
			fieldErrors: result.fieldErrors ?? NO_ERRORS$1,
			conflict: Boolean(result.conflict)
		});
		toast.error(result.title, { description: result.message });
	}, [
		result,
		onClose,
		version
	]);
	const current = failure?.version === version ? failure : null;
	return /* @__PURE__ */ jsx(Dialog$1, {
		open: true,
		onOpenChange: (open) => open ? void 0 : onClose(),
		children: /* @__PURE__ */ jsxs(DialogContent, {
			className: "sm:max-w-3xl",
			children: [
				/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: "Rediger artikel" }), /* @__PURE__ */ jsxs(DialogDescription, {
					className: "flex flex-wrap items-center gap-2",
					children: [/* @__PURE__ */ jsxs("span", { children: ["Version ", article.version] }), /* @__PURE__ */ jsx(StatusBadge, {
						article,
						now
					})]
				})] }),
				/* @__PURE__ */ jsx(EditForm, {
					article,
					fetcher,
					serverErrors: current?.fieldErrors ?? NO_ERRORS$1,
					conflict: current?.conflict ?? false,
					categories,
					suggestions,
					publicUrl,
					onCancel: onClose
				}, `${article.id}:${article.version}`),
				/* @__PURE__ */ jsx(RevisionList, {
					article,
					revisions
				})
			]
		})
	});
}
function StatusBadge({ article, now }) {
	const status = publishStatus(article, now);
	if (status === "draft") return /* @__PURE__ */ jsx(Badge, {
		variant: "secondary",
		children: "Kladde"
	});
	if (status === "scheduled") return /* @__PURE__ */ jsx(Badge, {
		variant: "outline",
		children: "Planlagt"
	});
	return /* @__PURE__ */ jsx(Badge, {
		variant: "success",
		children: "Publiceret"
	});
}
function EditForm({ article, fetcher, serverErrors, conflict, categories, suggestions, publicUrl, onCancel }) {
	const form = useArticleForm(formValuesOf(article));
	const { values, set } = form;
	const revalidator = useRevalidator();
	const [clientErrors, setClientErrors] = useState(null);
	const busy = fetcher.state !== "idle";
	const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
	if (serverErrors !== lastServerErrors) {
		setLastServerErrors(serverErrors);
		setClientErrors(null);
	}
	const errors = clientErrors ?? serverErrors;
	const p = (name) => `rediger-${name}`;
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		action: "/admin/articles",
		noValidate: true,
		className: "grid gap-5",
		onSubmit: (event) => {
			const parsed = parseEditArticle(new FormData(event.currentTarget));
			if (!parsed.ok) {
				event.preventDefault();
				setClientErrors(parsed.fieldErrors);
				toast.error(EDITORIAL_TEXT.error, { description: EDITORIAL_TEXT.updateFailed });
				return;
			}
			setClientErrors(null);
		},
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "update"
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "id",
				value: article.id
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "version",
				value: article.version
			}),
			conflict ? /* @__PURE__ */ jsxs("div", {
				role: "alert",
				className: "grid gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm",
				children: [/* @__PURE__ */ jsx("p", {
					className: "font-medium text-destructive",
					children: EDITORIAL_TEXT.conflict
				}), /* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
					type: "button",
					variant: "outline",
					size: "sm",
					disabled: revalidator.state !== "idle",
					onClick: () => void revalidator.revalidate(),
					children: "Genindlæs"
				}) })]
			}) : null,
			/* @__PURE__ */ jsx(ArticleCoreFields, {
				idPrefix: "rediger",
				form,
				errors,
				suggestions,
				publicUrl,
				afterTitle: /* @__PURE__ */ jsx(CategoryFields, {
					idPrefix: "rediger",
					form,
					errors,
					choices: categories
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(DraftSwitch, {
					id: p("draft"),
					checked: values.isDraft,
					onCheckedChange: (checked) => set("isDraft", checked),
					label: "Kladde",
					description: "En kladde er skjult for læserne."
				}), /* @__PURE__ */ jsx(PublishAtField, {
					idPrefix: "rediger",
					form,
					errors
				})]
			}),
			/* @__PURE__ */ jsxs(DialogFooter, { children: [/* @__PURE__ */ jsx(Button, {
				type: "button",
				variant: "outline",
				onClick: onCancel,
				children: "Annuller"
			}), /* @__PURE__ */ jsxs(Button, {
				type: "submit",
				disabled: busy,
				children: [busy ? /* @__PURE__ */ jsx(Spinner, { size: "sm" }) : null, "Gem ændringer"]
			})] })
		]
	});
}
/** 'Versioner': earlier states of the article; 'Gendan' saves one of them as a new version. */
function RevisionList({ article, revisions }) {
	const fetcher = useFetcher();
	const handled = useRef(void 0);
	useEffect(() => {
		const result = fetcher.data;
		if (!result || handled.current === result) return;
		handled.current = result;
		if (result.ok) toast.success(result.title, { description: result.message });
		else toast.error(result.title, { description: result.message });
	}, [fetcher.data]);
	const busy = fetcher.state !== "idle";
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "versioner-title",
		className: "grid gap-2 border-t border-border pt-4",
		children: [/* @__PURE__ */ jsxs("h3", {
			id: "versioner-title",
			className: "flex items-center gap-2 font-semibold",
			children: [/* @__PURE__ */ jsx(History, {
				className: "size-4",
				"aria-hidden": true
			}), "Versioner"]
		}), revisions.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "text-sm text-muted-foreground",
			children: "Ingen tidligere versioner endnu."
		}) : /* @__PURE__ */ jsx("ul", {
			className: "grid gap-1",
			children: revisions.map((revision) => /* @__PURE__ */ jsxs("li", {
				className: "flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted",
				children: [/* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsxs("span", {
					className: "font-medium",
					children: ["Version ", revision.version]
				}), /* @__PURE__ */ jsxs("span", {
					className: "text-muted-foreground",
					children: [
						" · ",
						formatDanishDateTime(revision.createdAt),
						" · ",
						revision.createdBy ?? "Ukendt"
					]
				})] }), /* @__PURE__ */ jsxs(Button, {
					type: "button",
					variant: "outline",
					size: "sm",
					disabled: busy,
					"aria-label": `Gendan version ${revision.version}`,
					onClick: () => void fetcher.submit({
						intent: "restore",
						id: article.id,
						revisionId: revision.id,
						version: String(article.version)
					}, {
						method: "post",
						action: "/admin/articles"
					}),
					children: [/* @__PURE__ */ jsx(RotateCcw, { "aria-hidden": true }), "Gendan"]
				})]
			}, revision.id))
		})]
	});
}
// app/components/ui/alert-dialog.tsx
function AlertDialog$1(props) {
	return /* @__PURE__ */ jsx(AlertDialog.Root, {
		"data-slot": "alert-dialog",
		...props
	});
}
function AlertDialogTrigger(props) {
	return /* @__PURE__ */ jsx(AlertDialog.Trigger, {
		"data-slot": "alert-dialog-trigger",
		...props
	});
}
function AlertDialogPortal(props) {
	return /* @__PURE__ */ jsx(AlertDialog.Portal, {
		"data-slot": "alert-dialog-portal",
		...props
	});
}
function AlertDialogOverlay({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Overlay, {
		"data-slot": "alert-dialog-overlay",
		className: cn("fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in", className),
		...props
	});
}
function AlertDialogContent({ className, ...props }) {
	return /* @__PURE__ */ jsxs(AlertDialogPortal, { children: [/* @__PURE__ */ jsx(AlertDialogOverlay, {}), /* @__PURE__ */ jsx(AlertDialog.Content, {
		"data-slot": "alert-dialog-content",
		className: cn("-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in sm:max-w-lg", className),
		...props
	})] });
}
function AlertDialogHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "alert-dialog-header",
		className: cn("flex flex-col gap-2 text-center sm:text-left", className),
		...props
	});
}
function AlertDialogFooter({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "alert-dialog-footer",
		className: cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className),
		...props
	});
}
function AlertDialogTitle({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Title, {
		"data-slot": "alert-dialog-title",
		className: cn("font-semibold text-lg leading-tight", className),
		...props
	});
}
function AlertDialogDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Description, {
		"data-slot": "alert-dialog-description",
		className: cn("text-muted-foreground text-sm", className),
		...props
	});
}
function AlertDialogAction({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Action, {
		"data-slot": "alert-dialog-action",
		className: cn(buttonVariants(), className),
		...props
	});
}
function AlertDialogCancel({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Cancel, {
		"data-slot": "alert-dialog-cancel",
		className: cn(buttonVariants({ variant: "outline" }), className),
		...props
	});
}
// app/components/ui/confirm-dialog.tsx
/** 'Are you sure?' before an action: the back office's one confirm dialog, with 'Annuller'. */
function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm, destructive = false }) {
	return /* @__PURE__ */ jsxs(AlertDialog$1, { children: [/* @__PURE__ */ jsx(AlertDialogTrigger, {
		asChild: true,
		children: trigger
	}), /* @__PURE__ */ jsxs(AlertDialogContent, { children: [/* @__PURE__ */ jsxs(AlertDialogHeader, { children: [/* @__PURE__ */ jsx(AlertDialogTitle, { children: title }), /* @__PURE__ */ jsx(AlertDialogDescription, { children: description })] }), /* @__PURE__ */ jsxs(AlertDialogFooter, { children: [/* @__PURE__ */ jsx(AlertDialogCancel, { children: "Annuller" }), /* @__PURE__ */ jsx(AlertDialogAction, {
		className: destructive ? buttonVariants({ variant: "destructive" }) : void 0,
		onClick: onConfirm,
		children: confirmLabel
	})] })] })] });
}
// app/components/ui/table.tsx
function Table({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "table-container",
		className: "relative w-full overflow-x-auto",
		children: /* @__PURE__ */ jsx("table", {
			"data-slot": "table",
			className: cn("w-full caption-bottom text-sm", className),
			...props
		})
	});
}
function TableHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("thead", {
		"data-slot": "table-header",
		className: cn("[&_tr]:border-b", className),
		...props
	});
}
function TableBody({ className, ...props }) {
	return /* @__PURE__ */ jsx("tbody", {
		"data-slot": "table-body",
		className: cn("[&_tr:last-child]:border-0", className),
		...props
	});
}
function TableRow({ className, ...props }) {
	return /* @__PURE__ */ jsx("tr", {
		"data-slot": "table-row",
		className: cn("border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted", className),
		...props
	});
}
function TableHead({ className, ...props }) {
	return /* @__PURE__ */ jsx("th", {
		"data-slot": "table-head",
		className: cn("h-10 whitespace-nowrap px-2 text-left align-middle font-medium text-foreground [&:has([role=checkbox])]:pr-0", className),
		...props
	});
}
function TableCell({ className, ...props }) {
	return /* @__PURE__ */ jsx("td", {
		"data-slot": "table-cell",
		className: cn("whitespace-nowrap p-2 align-middle [&:has([role=checkbox])]:pr-0", className),
		...props
	});
}
// app/components/ui/use-action-result-toast.ts
/**
* Shows an action's result once as a toast: its own title with the message below, or, without a
* title, 'Udført' / 'Fejl'. A success whose message is `plainMessage` (a short 'Gemt') is shown alone.
*/
function useActionResultToast(result, plainMessage) {
	const shown = useRef(void 0);
	useEffect(() => {
		if (!result || shown.current === result) return;
		shown.current = result;
		const show = result.ok ? toast.success : toast.error;
		if (result.title) show(result.title, { description: result.message });
		else if (result.ok && plainMessage === result.message) show(result.message);
		else show(result.ok ? "Udført" : "Fejl", { description: result.message });
	}, [result, plainMessage]);
}
// app/features/editorial/article-list.tsx
var PATH$1 = "/admin/articles";
/**
* Issue 22: status and author filters, in the URL's query (`status`, `forfatter`) so a filtered
* list can be linked and reloaded; the server filters (index-backed). A change starts on page 1.
*/
function ArticleFilters({ q, filters, authors }) {
	const submit = useSubmit();
	const change = (e) => {
		const form = e.currentTarget.form;
		if (form) submit(form, {
			replace: true,
			preventScrollReset: true
		});
	};
	return /* @__PURE__ */ jsxs(Form, {
		method: "get",
		action: PATH$1,
		"aria-label": "Filtrer artikler",
		className: "flex flex-wrap items-end gap-3",
		"data-testid": "article-filters",
		children: [
			q ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "q",
				value: q
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-1 text-sm",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "filter-status",
					className: "font-medium",
					children: "Status"
				}), /* @__PURE__ */ jsxs(NativeSelect, {
					id: "filter-status",
					name: "status",
					defaultValue: filters.status ?? "",
					onChange: change,
					children: [/* @__PURE__ */ jsx(NativeSelectOption, {
						value: "",
						children: "Alle"
					}), ADMIN_STATUS_FILTERS.map((s) => /* @__PURE__ */ jsx(NativeSelectOption, {
						value: s,
						children: ADMIN_STATUS_LABELS[s]
					}, s))]
				}, filters.status ?? "")]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-1 text-sm",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "filter-author",
					className: "font-medium",
					children: "Forfatter"
				}), /* @__PURE__ */ jsxs(NativeSelect, {
					id: "filter-author",
					name: "forfatter",
					defaultValue: filters.authorId ?? "",
					onChange: change,
					children: [/* @__PURE__ */ jsx(NativeSelectOption, {
						value: "",
						children: "Alle"
					}), authors.map((a) => /* @__PURE__ */ jsx(NativeSelectOption, {
						value: a.id,
						children: a.name
					}, a.id))]
				}, filters.authorId ?? "")]
			}),
			/* @__PURE__ */ jsx("noscript", { children: /* @__PURE__ */ jsx(Button, {
				type: "submit",
				variant: "outline",
				children: "Filtrer"
			}) }),
			filters.status || filters.authorId ? /* @__PURE__ */ jsx(Link, {
				to: listHref(PATH$1, q, 1),
				className: "pb-2 text-sm underline",
				children: "Ryd filtre"
			}) : null
		]
	});
}
/** Spec §5: search on title or category; a new search starts on page 1 (the form has no `side`). */
function ArticleSearch({ q, filters = {} }) {
	const submit = useSubmit();
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
	return /* @__PURE__ */ jsxs(Form, {
		method: "get",
		action: PATH$1,
		role: "search",
		className: "flex w-full max-w-md min-w-0 gap-2",
		children: [
			Object.entries(filterParams(filters)).map(([name, value]) => /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name,
				value
			}, name)),
			/* @__PURE__ */ jsx(Input, {
				type: "search",
				name: "q",
				defaultValue: q,
				"aria-label": "Søg i titel eller kategori",
				placeholder: "Søg i titel eller kategori…",
				className: "min-w-0",
				onChange: (e) => {
					const form = e.currentTarget.form;
					clearTimeout(timer.current);
					timer.current = setTimeout(() => {
						if (form) submit(form, {
							replace: true,
							preventScrollReset: true
						});
					}, 300);
				}
			}, q),
			/* @__PURE__ */ jsxs(Button, {
				type: "submit",
				variant: "outline",
				children: [/* @__PURE__ */ jsx(Search, { "aria-hidden": true }), "Søg"]
			})
		]
	});
}
function ArticleStatusBadges({ row, now }) {
	const status = publishStatus(row, now);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		status === "draft" ? /* @__PURE__ */ jsx(Badge, {
			variant: "secondary",
			children: "Kladde"
		}) : null,
		status === "scheduled" ? /* @__PURE__ */ jsx(Badge, {
			variant: "outline",
			children: "Planlagt"
		}) : null,
		row.isAgentGenerated ? /* @__PURE__ */ jsxs(Badge, {
			variant: "outline",
			className: "gap-1",
			children: [/* @__PURE__ */ jsx(Bot, { "aria-hidden": true }), row.author?.trim() || "Agent"]
		}) : null
	] });
}
var DELETE_FETCHER = "article-delete";
/** Toasts for deletions, mounted once on the page: the deleted row itself is gone by then. */
function useDeleteToasts() {
	useActionResultToast(useFetcher({ key: DELETE_FETCHER }).data);
}
function DeleteArticleButton({ row }) {
	const fetcher = useFetcher({ key: DELETE_FETCHER });
	const busy = fetcher.state !== "idle";
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		trigger: /* @__PURE__ */ jsx(Button, {
			variant: "ghost",
			size: "icon",
			"aria-label": `Slet "${row.title}"`,
			title: "Slet",
			disabled: busy,
			children: /* @__PURE__ */ jsx(Trash2, {
				"aria-hidden": true,
				className: "text-destructive"
			})
		}),
		title: "Slet artiklen?",
		description: `“${row.title}” slettes permanent. Handlingen kan ikke fortrydes.`,
		confirmLabel: "Slet",
		destructive: true,
		onConfirm: () => void fetcher.submit({
			intent: "delete",
			id: row.id
		}, {
			method: "post",
			action: PATH$1
		})
	});
}
/** Spec §2 Articles table: title, category, views, created, actions (edit, view, delete). */
function ArticlesTable({ rows, q, page, now, filters = {} }) {
	const filtered = Boolean(filters.status || filters.authorId);
	if (rows.length === 0) return /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "rounded-md border border-dashed border-border p-8 text-center text-muted-foreground",
		children: q ? `Ingen artikler matcher “${q}”.` : filtered ? "Ingen artikler med de valgte filtre." : "Ingen artikler endnu."
	});
	return /* @__PURE__ */ jsx("div", {
		className: "rounded-md border border-border bg-card",
		children: /* @__PURE__ */ jsxs(Table, { children: [/* @__PURE__ */ jsx(TableHeader, { children: /* @__PURE__ */ jsxs(TableRow, { children: [
			/* @__PURE__ */ jsx(TableHead, {
				className: "md:min-w-56",
				children: "Titel"
			}),
			/* @__PURE__ */ jsx(TableHead, {
				className: "hidden md:table-cell",
				children: "Kategori"
			}),
			/* @__PURE__ */ jsx(TableHead, {
				className: "hidden text-right md:table-cell",
				children: "Visninger"
			}),
			/* @__PURE__ */ jsx(TableHead, {
				className: "hidden md:table-cell",
				children: "Oprettet"
			}),
			/* @__PURE__ */ jsx(TableHead, {
				className: "text-right",
				children: "Handlinger"
			})
		] }) }), /* @__PURE__ */ jsx(TableBody, { children: rows.map((row) => /* @__PURE__ */ jsxs(TableRow, {
			"data-article-id": row.id,
			children: [
				/* @__PURE__ */ jsx(TableCell, {
					className: "max-w-md align-top whitespace-normal",
					children: /* @__PURE__ */ jsxs("div", {
						className: "grid gap-1",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "font-medium",
								children: row.title
							}),
							/* @__PURE__ */ jsx("span", {
								className: "flex flex-wrap gap-1",
								children: /* @__PURE__ */ jsx(ArticleStatusBadges, {
									row,
									now
								})
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "text-xs text-muted-foreground md:hidden",
								children: [
									row.category,
									" · ",
									formatViews(row.views),
									" visninger · ",
									formatCreatedDate(row.createdAt)
								]
							})
						]
					})
				}),
				/* @__PURE__ */ jsx(TableCell, {
					className: "hidden align-top md:table-cell",
					children: row.category
				}),
				/* @__PURE__ */ jsx(TableCell, {
					className: "hidden text-right align-top tabular-nums md:table-cell",
					children: formatViews(row.views)
				}),
				/* @__PURE__ */ jsx(TableCell, {
					className: "hidden align-top tabular-nums md:table-cell",
					children: formatCreatedDate(row.createdAt)
				}),
				/* @__PURE__ */ jsx(TableCell, {
					className: "align-top",
					children: /* @__PURE__ */ jsxs("div", {
						className: "flex justify-end gap-1",
						children: [
							/* @__PURE__ */ jsx(Link, {
								to: listHref(PATH$1, q, page, {
									...filterParams(filters),
									rediger: row.id
								}),
								preventScrollReset: true,
								"aria-label": `Rediger "${row.title}"`,
								title: "Rediger",
								className: buttonVariants({
									variant: "ghost",
									size: "icon"
								}),
								children: /* @__PURE__ */ jsx(Pencil, { "aria-hidden": true })
							}),
							/* @__PURE__ */ jsxs(Link, {
								to: `/admin/live/${row.id}`,
								"aria-label": `Live-desk for "${row.title}"`,
								className: buttonVariants({
									variant: row.liveStatus === "live" ? "default" : "outline",
									size: "sm"
								}),
								children: [/* @__PURE__ */ jsx(Radio, { "aria-hidden": true }), "Live-desk"]
							}),
							/* @__PURE__ */ jsx(Link, {
								to: `/article/${row.id}`,
								"aria-label": `Vis "${row.title}"`,
								title: "Vis",
								className: buttonVariants({
									variant: "ghost",
									size: "icon"
								}),
								children: /* @__PURE__ */ jsx(Eye, { "aria-hidden": true })
							}),
							/* @__PURE__ */ jsx(DeleteArticleButton, { row })
						]
					})
				})
			]
		}, row.id)) })] })
	});
}
/** Spec §9: previous/next and at most 5 page buttons. */
function ArticlePagination({ q, page, pages, filters = {} }) {
	if (pages <= 1) return null;
	const link = (n) => listHref(PATH$1, q, n, filterParams(filters));
	const disabled = "pointer-events-none opacity-50";
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": "Sider",
		className: "flex flex-wrap items-center justify-center gap-1",
		children: [
			/* @__PURE__ */ jsxs(Link, {
				to: link(page - 1),
				"aria-disabled": page <= 1 || void 0,
				tabIndex: page <= 1 ? -1 : void 0,
				className: cn(buttonVariants({
					variant: "outline",
					size: "sm"
				}), page <= 1 && disabled),
				children: [/* @__PURE__ */ jsx(ChevronLeft, { "aria-hidden": true }), "Forrige"]
			}),
			pageButtons(page, pages).map((n) => /* @__PURE__ */ jsx(Link, {
				to: link(n),
				"aria-label": `Side ${n}`,
				"aria-current": n === page ? "page" : void 0,
				className: buttonVariants({
					variant: n === page ? "default" : "outline",
					size: "sm"
				}),
				children: n
			}, n)),
			/* @__PURE__ */ jsxs(Link, {
				to: link(page + 1),
				"aria-disabled": page >= pages || void 0,
				tabIndex: page >= pages ? -1 : void 0,
				className: cn(buttonVariants({
					variant: "outline",
					size: "sm"
				}), page >= pages && disabled),
				children: ["Næste", /* @__PURE__ */ jsx(ChevronRight, { "aria-hidden": true })]
			})
		]
	});
}
// app/routes/admin/articles.tsx
var articles_exports = /* @__PURE__ */ __exportAll({
	action: () => action$13,
	default: () => articles_default,
	loader: () => loader$18,
	meta: () => meta$12
});
var PATH = "/admin/articles";
function meta$12() {
	return [{ title: "Artikler | Forsiden" }];
}
async function loader$18(args) {
	requireStaff(args);
	const params = new URL(args.request.url).searchParams;
	const db = getDb();
	const editId = params.get("rediger");
	const [list, clubs, authors, editing] = await Promise.all([
		listAdminArticles(db, {
			q: params.get("q") ?? "",
			page: parsePage(params.get("side")),
			status: parseStatusFilter(params.get("status")),
			authorId: params.get("forfatter")
		}),
		listClubTagOptions(db),
		listStaffAuthors(db),
		editId ? Promise.all([
			getArticleForEdit(db, editId),
			listRevisions(db, editId),
			listArticleCategories(db)
		]).then(([article, revisions, inUse]) => article ? {
			article,
			revisions,
			categories: editCategoryChoices(inUse, article.category)
		} : null) : null
	]);
	return {
		list,
		authors,
		editing,
		editMissing: Boolean(editId && !editing),
		suggestions: buildTagSuggestions({
			leagues: LEAGUES,
			clubs
		})
	};
}
async function action$13(args) {
	const user = requireStaff(args);
	const form = await args.request.formData();
	const { result, status } = await handleArticleListAction(getDb(), {
		id: user.id,
		email: user.email,
		name: user.name
	}, form, args.context.requestId);
	return data(result, { status });
}
var articles_default = UNSAFE_withComponentProps(function ArticlesPage({ loaderData }) {
	const { list, authors, editing, editMissing, suggestions } = loaderData;
	const { site, now } = useRootData();
	const navigate = useNavigate();
	useDeleteToasts();
	const filters = {
		status: list.status,
		authorId: list.authorId
	};
	const filterQuery = new URLSearchParams(filterParams(filters)).toString();
	const closeDialog = useCallback(() => navigate(listHref(PATH, list.q, list.page, Object.fromEntries(new URLSearchParams(filterQuery))), { preventScrollReset: true }), [
		navigate,
		list.q,
		list.page,
		filterQuery
	]);
	const serverNow = new Date(now);
	return /* @__PURE__ */ jsxs("div", {
		className: "grid grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-end justify-between gap-4",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold",
					children: "Artikler"
				}), /* @__PURE__ */ jsxs("p", {
					className: "text-muted-foreground",
					"data-testid": "article-total",
					children: [
						"I alt ",
						list.total,
						" ",
						list.total === 1 ? "artikel" : "artikler"
					]
				})] }), /* @__PURE__ */ jsxs(Link, {
					to: "/admin/new-article",
					className: buttonVariants(),
					children: [/* @__PURE__ */ jsx(Plus, { "aria-hidden": true }), "Opret Ny Artikel"]
				})]
			}),
			/* @__PURE__ */ jsx(ArticleSearch, {
				q: list.q,
				filters
			}),
			/* @__PURE__ */ jsx(ArticleFilters, {
				q: list.q,
				filters,
				authors
			}),
			list.q ? /* @__PURE__ */ jsxs("p", {
				role: "status",
				className: "text-sm text-muted-foreground",
				children: [
					list.matching,
					" ",
					list.matching === 1 ? "artikel" : "artikler",
					" matcher “",
					list.q,
					"”.",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: PATH,
						className: "underline",
						children: "Ryd søgning"
					})
				]
			}) : null,
			editMissing ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "rounded-md bg-destructive/10 p-3 text-sm text-destructive",
				children: "Artiklen findes ikke længere."
			}) : null,
			/* @__PURE__ */ jsx(ArticlesTable, {
				rows: list.rows,
				q: list.q,
				page: list.page,
				now: serverNow,
				filters
			}),
			/* @__PURE__ */ jsx(ArticlePagination, {
				q: list.q,
				page: list.page,
				pages: list.pages,
				filters
			}),
			editing ? /* @__PURE__ */ jsx(ArticleEditDialog, {
				article: editing.article,
				revisions: editing.revisions,
				categories: editing.categories,
				suggestions,
				publicUrl: site.publicUrl,
				now: serverNow,
				onClose: closeDialog
			}) : null
		]
	});
});
// app/features/editorial/new-article-form.tsx
/** A failed plain POST comes back with what was sent, so the form is not emptied. */
function valuesFrom(raw) {
	if (!raw) return EMPTY_ARTICLE_FORM;
	let tags = [];
	try {
		const parsed = JSON.parse(raw.tags ?? "[]");
		if (Array.isArray(parsed)) tags = parsed.filter((t) => typeof t === "string");
	} catch {
		tags = [];
	}
	return {
		...EMPTY_ARTICLE_FORM,
		title: raw.title ?? "",
		slug: raw.slug ?? "",
		excerpt: raw.excerpt ?? "",
		content: raw.content ?? "",
		category: raw.category ?? "",
		partner: raw.partner ?? "",
		tags,
		image: {
			url: raw.imageUrl ?? "",
			alt: raw.imageAlt ?? "",
			credit: raw.imageCredit ?? ""
		},
		isDraft: raw.isDraft === "on" || raw.isDraft === "true",
		publishAt: raw.publishAt ?? "",
		live: raw.live === "on" || raw.live === "true"
	};
}
var NO_ERRORS = {};
var FIELD_ORDER$1 = [
	"title",
	"category",
	"partner",
	"slug",
	"excerpt",
	"imageUrl",
	"content"
];
function focusFirstError(form, errors) {
	const first = FIELD_ORDER$1.find((name) => errors[name]);
	(first ? form.querySelector(`[name="${first}"]`) : null)?.focus();
}
/**
* Spec §2 'Opret Ny Artikel'. A plain POST form (works without JavaScript); with JavaScript the
* same zod schema checks the fields before sending, and the form resets after a success.
*/
function NewArticleForm({ result, suggestions, publicUrl }) {
	const [generation, setGeneration] = useState(0);
	const handled = useRef(void 0);
	useEffect(() => {
		if (!result || handled.current === result) return;
		handled.current = result;
		if (result.ok) {
			toastArticleSaved(result.title, result.message, result.article);
			setGeneration((g) => g + 1);
		} else if (!result.fieldErrors || Object.keys(result.fieldErrors).length === 0) toast.error(result.title, { description: result.message });
	}, [result]);
	const failed = result && !result.ok ? result : void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-4",
		children: [result?.ok && result.article ? /* @__PURE__ */ jsx(SavedArticlePanel, {
			title: result.title,
			message: result.message,
			article: result.article
		}) : null, /* @__PURE__ */ jsx(NewArticleFields, {
			initial: generation === 0 && failed ? valuesFrom(failed.values) : EMPTY_ARTICLE_FORM,
			serverErrors: failed?.fieldErrors ?? NO_ERRORS,
			suggestions,
			publicUrl
		}, generation)]
	});
}
function NewArticleFields({ initial, serverErrors, suggestions, publicUrl }) {
	const form = useArticleForm(initial);
	const { values, set } = form;
	const [clientErrors, setClientErrors] = useState(null);
	const navigation = useNavigation();
	const busy = navigation.state === "submitting" && navigation.formAction?.endsWith("/admin/new-article");
	const formRef = useRef(null);
	const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
	if (serverErrors !== lastServerErrors) {
		setLastServerErrors(serverErrors);
		setClientErrors(null);
	}
	const errors = clientErrors ?? serverErrors;
	useEffect(() => {
		if (formRef.current && Object.keys(serverErrors).length > 0) focusFirstError(formRef.current, serverErrors);
	}, [serverErrors]);
	return /* @__PURE__ */ jsxs(Form, {
		ref: formRef,
		method: "post",
		noValidate: true,
		className: "grid gap-5",
		onSubmit: (event) => {
			const parsed = parseNewArticle(new FormData(event.currentTarget));
			if (!parsed.ok) {
				event.preventDefault();
				setClientErrors(parsed.fieldErrors);
				focusFirstError(event.currentTarget, parsed.fieldErrors);
			} else setClientErrors({});
		},
		children: [
			/* @__PURE__ */ jsx(ArticleCoreFields, {
				idPrefix: "ny",
				form,
				errors,
				suggestions,
				publicUrl,
				afterTitle: /* @__PURE__ */ jsx(CategoryFields, {
					idPrefix: "ny",
					form,
					errors,
					choices: ARTICLE_CATEGORIES
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(DraftSwitch, {
					id: "ny-draft",
					checked: values.isDraft,
					onCheckedChange: (checked) => set("isDraft", checked),
					label: "Kladde",
					description: "En kladde er skjult for læserne, indtil den publiceres."
				}), /* @__PURE__ */ jsx(PublishAtField, {
					idPrefix: "ny",
					form,
					errors
				})]
			}),
			/* @__PURE__ */ jsx(DraftSwitch, {
				id: "ny-live",
				checked: values.live,
				onCheckedChange: (checked) => set("live", checked),
				label: "Liveblog",
				description: "Artiklen dækkes live: opdateringer og stilling skrives på live-desken.",
				name: "live"
			}),
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsxs(Button, {
				type: "submit",
				size: "lg",
				disabled: busy,
				children: [busy ? /* @__PURE__ */ jsx(Spinner, { size: "sm" }) : null, values.isDraft ? EDITORIAL_TEXT.submitDraft : EDITORIAL_TEXT.submitPublish]
			}) })
		]
	});
}
// app/routes/admin/new-article.tsx
var new_article_exports = /* @__PURE__ */ __exportAll({
	action: () => action$12,
	default: () => new_article_default,
	loader: () => loader$17,
	meta: () => meta$11
});
function meta$11() {
	return [{ title: "Opret Ny Artikel | Forsiden" }];
}
async function loader$17(args) {
	requireStaff(args);
	const clubs = await listClubTagOptions(getDb());
	return { suggestions: buildTagSuggestions({
		leagues: LEAGUES,
		clubs
	}) };
}
async function action$12(args) {
	const user = requireStaff(args);
	const form = await args.request.formData();
	const { result, status } = await handleCreateArticle(getDb(), {
		id: user.id,
		email: user.email,
		name: user.name
	}, form, args.context.requestId);
	return data(result, { status });
}
var new_article_default = UNSAFE_withComponentProps(function NewArticlePage({ loaderData, actionData }) {
	const { site } = useRootData();
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-3xl grid-cols-1 gap-6",
		children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold",
			children: "Opret Ny Artikel"
		}), /* @__PURE__ */ jsx("p", {
			className: "text-muted-foreground",
			children: "Skriv en artikel, og publicer den med det samme eller gem den som kladde."
		})] }), /* @__PURE__ */ jsx(NewArticleForm, {
			result: actionData,
			suggestions: loaderData.suggestions,
			publicUrl: site.publicUrl
		})]
	});
});
// app/features/ai-generation/generator-ui.tsx
/** Pieces both generator pages share: the "not configured" notice and the result cards. */
/**
* Without a provider the pages say in Danish what is missing and who sets it (issue 22); the
* server setting names are a details line for admins, who are the ones to set them.
*/
function NotConfiguredNotice({ showSettingNames }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm",
		children: [/* @__PURE__ */ jsx(AlertTriangle, {
			"aria-hidden": "true",
			className: "mt-0.5 size-5 shrink-0"
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-1",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "font-semibold",
					children: GEN_TEXT.notConfiguredTitle
				}),
				/* @__PURE__ */ jsxs("p", { children: [GEN_TEXT.notConfigured, " Indtil da er knappen slået fra."] }),
				showSettingNames ? /* @__PURE__ */ jsx("p", {
					className: "text-xs",
					"data-testid": "ai-setting-names",
					children: GEN_TEXT.notConfiguredAdminDetails
				}) : null
			]
		})]
	});
}
function SuccessCard({ article, note, viewLabel, showEdit }) {
	return /* @__PURE__ */ jsxs(Card, {
		"data-testid": "generation-success",
		className: "border-emerald-300",
		children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsxs(CardTitle, {
			className: "flex items-center gap-2 text-base",
			children: [/* @__PURE__ */ jsx(CheckCircle2, {
				"aria-hidden": "true",
				className: "size-5 text-emerald-600"
			}), article.title]
		}) }), /* @__PURE__ */ jsxs(CardContent, {
			className: "grid gap-3 text-sm",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "text-muted-foreground",
					children: ["Slug: ", /* @__PURE__ */ jsx("code", {
						className: "text-foreground",
						children: article.slug
					})]
				}),
				/* @__PURE__ */ jsx("div", { children: article.isDraft ? /* @__PURE__ */ jsx(Badge, {
					variant: "secondary",
					children: "Kladde"
				}) : /* @__PURE__ */ jsx(Badge, {
					variant: "success",
					children: "Publiceret"
				}) }),
				note ? /* @__PURE__ */ jsx("p", { children: note }) : null,
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-2",
					children: [/* @__PURE__ */ jsxs("a", {
						className: buttonVariants({
							variant: "outline",
							size: "sm"
						}),
						href: `/article/${article.slug}`,
						target: "_blank",
						rel: "noopener",
						children: [/* @__PURE__ */ jsx(ExternalLink, { "aria-hidden": "true" }), viewLabel]
					}), showEdit ? /* @__PURE__ */ jsxs(Link, {
						className: buttonVariants({
							variant: "outline",
							size: "sm"
						}),
						to: `/admin/articles?rediger=${article.id}`,
						children: [/* @__PURE__ */ jsx(Pencil, { "aria-hidden": "true" }), "Rediger"]
					}) : null]
				})
			]
		})]
	});
}
function FailureCard({ title, message }) {
	return /* @__PURE__ */ jsxs(Card, {
		"data-testid": "generation-failure",
		role: "alert",
		className: "border-destructive/50",
		children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsxs(CardTitle, {
			className: "flex items-center gap-2 text-base",
			children: [/* @__PURE__ */ jsx(XCircle, {
				"aria-hidden": "true",
				className: "size-5 text-destructive"
			}), title]
		}) }), /* @__PURE__ */ jsx(CardContent, {
			className: "text-sm",
			children: /* @__PURE__ */ jsx("p", { children: message })
		})]
	});
}
// app/features/ai-generation/ai-article-generator.tsx
/**
* Spec §2 'AI Artikel Generator' with the flow of §4: idle → loading (button disabled, spinner)
* → success card or failure card; editing the URL clears the previous result. Toasts of §8.
*/
function shownFor(outcome) {
	if (outcome.kind === "network") return {
		kind: "failure",
		message: GEN_TEXT.networkCard
	};
	if (outcome.kind === "unexpected") return {
		kind: "failure",
		message: GEN_TEXT.unexpectedCard
	};
	const r = outcome.result;
	if (r.ok) return {
		kind: "success",
		article: r.article,
		note: r.duplicate ? r.message : void 0
	};
	return {
		kind: "failure",
		message: r.message || GEN_TEXT.failedFallback
	};
}
function announce(outcome) {
	if (outcome.kind === "network") toast.error(GEN_TEXT.networkTitle, { description: GEN_TEXT.networkToast });
	else if (outcome.kind === "unexpected") toast.error(GEN_TEXT.unexpectedTitle, { description: GEN_TEXT.unexpectedToast });
	else if (outcome.result.ok) {
		const { result } = outcome;
		if (result.duplicate) toast.info(GEN_TEXT.duplicateTitle, { description: result.message });
		else toast.success(GEN_TEXT.successTitle, { description: result.article.title });
	} else toast.error(GEN_TEXT.failedTitle, { description: outcome.result.message || GEN_TEXT.failedFallback });
}
var EXPLANATIONS = [
	["Indholdsbearbejdning", "AI'en læser kildeartiklen og skriver en ny, original dansk artikel ud fra dens fakta. Intet kopieres ordret."],
	["Billedimport", "Artiklens hovedbillede hentes, kontrolleres og gemmes i mediebiblioteket med kreditering af kilden."],
	["SEO-optimering", "Titel, URL-slug, metabeskrivelse på 120-160 tegn, kategori og tags til vores klubber og ligaer."],
	["Klar til publicering", ""]
];
function AiArticleGenerator({ configured, showSettingNames, timeoutSeconds, autoPublish }) {
	const fetcher = useFetcher();
	const [url, setUrl] = useState("");
	const [shown, setShown] = useState(null);
	const loading = fetcher.state !== "idle";
	const [handled, setHandled] = useState(void 0);
	const data = fetcher.data;
	if (data && data !== handled && fetcher.state === "idle") {
		setHandled(data);
		setShown(shownFor(data));
	}
	useEffect(() => {
		if (handled) announce(handled);
	}, [handled]);
	function submit(event) {
		event.preventDefault();
		if (!configured || loading) return;
		if (!isAcceptableSourceInput(url)) {
			toast.error(GEN_TEXT.invalidUrlTitle, { description: GEN_TEXT.invalidUrl });
			return;
		}
		setShown(null);
		fetcher.submit({ url: url.trim() }, {
			method: "post",
			defaultShouldRevalidate: false
		});
	}
	const ready = autoPublish ? "Artiklen publiceres med det samme, fordi automatisk publicering er slået til i Indstillinger." : "Artiklen gemmes som kladde, fordi automatisk publicering er slået fra i Indstillinger. Gennemse og publicer den under Artikler.";
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-6",
		children: [
			configured ? null : /* @__PURE__ */ jsx(NotConfiguredNotice, { showSettingNames }),
			/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, {
				className: "text-lg",
				children: "Generer artikel fra Bold.dk"
			}) }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsxs("form", {
				method: "post",
				onSubmit: submit,
				noValidate: true,
				className: "grid gap-3",
				children: [
					/* @__PURE__ */ jsx(Label, {
						htmlFor: "ai-url",
						children: "Bold.dk URL"
					}),
					/* @__PURE__ */ jsx(Input, {
						id: "ai-url",
						name: "url",
						type: "url",
						inputMode: "url",
						autoComplete: "off",
						placeholder: "https://www.bold.dk/fodbold/nyheder/...",
						value: url,
						disabled: !configured,
						onChange: (e) => {
							setUrl(e.target.value);
							setShown(null);
						}
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "text-muted-foreground text-xs",
						children: [
							"Generering afbrydes, hvis den tager over ",
							timeoutSeconds,
							" sekunder."
						]
					}),
					/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsxs(Button, {
						type: "submit",
						disabled: !configured || loading,
						"aria-busy": loading,
						children: [loading ? /* @__PURE__ */ jsx(Spinner, {
							size: "sm",
							label: "Genererer artikel...",
							className: "text-current"
						}) : /* @__PURE__ */ jsx(Sparkles, { "aria-hidden": "true" }), loading ? "Genererer..." : "Generer Artikel"]
					}) })
				]
			}) })] }),
			/* @__PURE__ */ jsxs("div", {
				"aria-live": "polite",
				children: [shown?.kind === "success" ? /* @__PURE__ */ jsx(SuccessCard, {
					article: shown.article,
					note: shown.note,
					viewLabel: "Se Artikel",
					showEdit: true
				}) : null, shown?.kind === "failure" ? /* @__PURE__ */ jsx(FailureCard, {
					title: "Generering mislykkedes",
					message: shown.message
				}) : null]
			}),
			/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, {
				className: "text-base",
				children: "Sådan fungerer det"
			}) }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsx("ul", {
				className: "grid list-disc gap-2 pl-5 text-sm",
				children: EXPLANATIONS.map(([title, text]) => /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsxs("strong", { children: [title, ":"] }),
					" ",
					text || ready
				] }, title))
			}) })] })
		]
	});
}
// app/features/ai-generation/generate-history.server.ts
/**
* Function 'generate-historical-article' (spec §7): topic (required), context (trimmed) and an
* optional image (JPG, PNG or WebP, verified by decoding, stored as historical-{timestamp}.{ext}).
* The article is always published, with generator 'history', so it lands on /dansk-fodboldhistorie.
*/
var HISTORY_IMAGE_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp"
];
var MAX_CONTEXT_CHARS = 4e3;
/** Spec §2: JPG, PNG and WebP only, checked by type, size and a real decode. */
async function verifyHistoryImage(upload) {
	if (!HISTORY_IMAGE_TYPES.includes(upload.type.toLowerCase())) return null;
	if (upload.data.length === 0 || upload.data.length > 5242880) return null;
	try {
		const processed = await processImage(upload.data, { avif: true });
		return processed.sourceFormat === "gif" ? null : processed;
	} catch {
		return null;
	}
}
var SYSTEM_PROMPT = [
	"Du er fodboldhistoriker og skribent på det danske fodboldmedie Forsiden.",
	"Du skriver en grundig, faktuelt korrekt artikel på dansk om et emne fra dansk fodboldhistorie.",
	"Skriv kun om fakta, du er sikker på; opfind ingen citater, resultater eller datoer.",
	`Uddraget (excerpt) skal være mellem 120 og 160 tegn, fordi det bruges som metabeskrivelse.`,
	"Brødteksten skrives i markdown med afsnit og ## mellemrubrikker, uden overskriften øverst.",
	"Kategorien er \"Historie\". Tags har præfiks: \"klub:\" med klubbens navn, \"liga:\" med ligaens navn, \"spiller:\" med spillerens navn, og \"type:historie\"."
].join("\n");
async function generateHistoricalArticle(db, input, deps = {}) {
	const topic = input.topic.trim();
	if (!topic) return {
		ok: false,
		message: GEN_TEXT.topicRequired,
		stage: "validation"
	};
	const context = (input.context ?? "").trim().slice(0, MAX_CONTEXT_CHARS);
	let image = null;
	if (input.image) {
		image = await verifyHistoryImage(input.image);
		if (!image) return {
			ok: false,
			message: GEN_TEXT.historyImageFailed,
			stage: "upload"
		};
	}
	const config = getAiConfig();
	if (!config) return {
		ok: false,
		message: GEN_TEXT.notConfigured,
		stage: "generation"
	};
	const deadline = generationDeadline(config.timeoutMs, input.signal);
	try {
		const clubRows = await db.select({
			slug: clubs.slug,
			name: clubs.name,
			shortName: clubs.shortName
		}).from(clubs).orderBy(asc(clubs.name));
		const prompt = [
			`Emne: ${topic.slice(0, 300)}`,
			context ? `Ekstra kontekst fra redaktionen:\n${context}` : "",
			`Kendte klubber (brug præcis disse navne i klub-tags): ${clubRows.slice(0, 300).map((c) => c.name).join(", ")}`,
			`Kendte ligaer: ${LEAGUES.map((l) => l.name).join(", ")}`
		].filter(Boolean).join("\n\n");
		const answer = await generateArticleJson(config, {
			system: SYSTEM_PROMPT,
			prompt,
			signal: deadline.signal
		});
		const checked = cleanArticle(answer, tagMatcher({
			clubs: clubRows,
			leagues: LEAGUES
		}));
		const article = {
			...checked,
			category: "Historie",
			tags: checked.tags.includes("type:historie") ? checked.tags : [...checked.tags, "type:historie"]
		};
		if (deadline.signal.aborted) throw new GenerationError("aborted");
		return {
			ok: true,
			article: (await storeGeneratedArticle(db, deps.storage ?? getAppStorage(), {
				article,
				generator: "history",
				isDraft: false,
				sourceUrl: null,
				author: null,
				isAgentGenerated: false,
				image: image ? {
					processed: image,
					baseName: stripExt(historicalImageName(image.ext)),
					credit: null,
					source: "historical",
					title: input.image?.name ? stripExt(input.image.name).slice(0, 200) : topic.slice(0, 200)
				} : null,
				actor: input.actor
			})).article,
			duplicate: false,
			message: GEN_TEXT.historySuccess
		};
	} catch (err) {
		if (deadline.timedOut()) return {
			ok: false,
			message: describeGenerationError(err, config.timeoutMs, true),
			stage: "generation"
		};
		logGenerationFailure(err, { generator: "history" });
		return {
			ok: false,
			message: describeGenerationError(err, config.timeoutMs, false),
			stage: "generation"
		};
	}
}
// app/features/ai-generation/generator-actions.server.ts
/** The generator pages' loaders and actions (thin routes call these after requireStaff). */
async function loadGeneratorPage(user) {
	const config = getAiConfig();
	const settings = await getSiteSettings(getDb());
	return {
		configured: config !== null,
		showSettingNames: config === null && user.role === "admin",
		timeoutSeconds: Math.round((config?.timeoutMs ?? 3e4) / 1e3),
		autoPublish: settings.autoPublish
	};
}
var limiter$1 = createRateLimiter({
	id: "ai-generation-user",
	limit: 10,
	windowMs: 6e4,
	onStoreError: "open"
});
var TOO_MANY = "For mange genereringer på kort tid. Vent et øjeblik, og prøv igen.";
async function tooManyGenerations(userId) {
	const decision = await limiter$1.attempt(userId);
	if (decision.allowed) return null;
	return {
		result: {
			ok: false,
			message: TOO_MANY
		},
		status: 429,
		headers: { "Retry-After": String(decision.retryAfterSeconds) }
	};
}
/**
* Issue 22: a generator that publishes does so for the signed-in staff member, who needs a chosen
* display name first (asked before any AI call is paid for).
*/
async function refusedWithoutDisplayName(userId, publishes) {
	if (!publishes || !await needsDisplayName(getDb(), userId)) return null;
	return {
		result: {
			ok: false,
			message: DISPLAY_NAME_TEXT.publishRefused,
			stage: "validation"
		},
		status: 403
	};
}
var urlForm = z.object({ url: z.string().trim().max(2e3).refine(isAcceptableSourceInput, { message: GEN_TEXT.invalidUrl }) });
/** generate-article-from-url: body url → ok, message, article {title, slug}. */
async function handleAiArticleAction(request, user, requestId) {
	const form = await request.formData();
	const parsed = urlForm.safeParse({ url: form.get("url") ?? "" });
	if (!parsed.success) return {
		result: {
			ok: false,
			message: GEN_TEXT.invalidUrl,
			stage: "validation"
		},
		status: 400
	};
	const { autoPublish } = await getSiteSettings(getDb());
	const refused = await refusedWithoutDisplayName(user.id, autoPublish);
	if (refused) return refused;
	const limited = await tooManyGenerations(user.id);
	if (limited) return limited;
	try {
		const outcome = await generateArticleFromSource(getDb(), {
			url: parsed.data.url,
			mode: "url",
			actor: {
				id: user.id,
				email: user.email
			},
			signal: request.signal
		});
		if (!outcome.ok) return {
			result: {
				ok: false,
				message: outcome.error,
				stage: "generation"
			},
			status: 422
		};
		return {
			result: {
				ok: true,
				article: outcome.article,
				duplicate: outcome.duplicate,
				message: outcome.duplicate ? duplicateMessage(outcome.article.title) : GEN_TEXT.successTitle
			},
			status: 200
		};
	} catch (err) {
		logger.error({
			err,
			requestId
		}, "generate-article-from-url failed");
		throw err;
	}
}
var MAX_HISTORY_REQUEST_BYTES = MAX_IMAGE_BYTES$1 + 65536;
/** generate-historical-article: topic, context, optional image → same response shape. */
async function handleHistoryAction(request, user, requestId) {
	if (Number(request.headers.get("content-length") ?? 0) > MAX_HISTORY_REQUEST_BYTES) return {
		result: {
			ok: false,
			message: GEN_TEXT.historyImageFailed,
			stage: "upload"
		},
		status: 413
	};
	let form;
	try {
		form = await request.formData();
	} catch {
		return {
			result: {
				ok: false,
				message: GEN_TEXT.historyImageFailed,
				stage: "upload"
			},
			status: 400
		};
	}
	const topic = String(form.get("topic") ?? "");
	const context = String(form.get("context") ?? "");
	if (!topic.trim()) return {
		result: {
			ok: false,
			message: GEN_TEXT.topicRequired,
			stage: "validation"
		},
		status: 400
	};
	const file = form.get("image");
	const image = file instanceof File && file.size > 0 ? {
		data: Buffer.from(await file.arrayBuffer()),
		type: file.type,
		name: file.name
	} : null;
	const refused = await refusedWithoutDisplayName(user.id, true);
	if (refused) return refused;
	const limited = await tooManyGenerations(user.id);
	if (limited) return limited;
	try {
		const result = await generateHistoricalArticle(getDb(), {
			topic,
			context,
			image,
			actor: {
				id: user.id,
				email: user.email
			},
			signal: request.signal
		});
		return {
			result,
			status: result.ok ? 200 : result.stage === "validation" ? 400 : 422
		};
	} catch (err) {
		logger.error({
			err,
			requestId
		}, "generate-historical-article failed");
		throw err;
	}
}
// app/routes/admin/ai-article.tsx
var ai_article_exports = /* @__PURE__ */ __exportAll({
	action: () => action$11,
	clientAction: () => clientAction$1,
	default: () => ai_article_default,
	loader: () => loader$16,
	meta: () => meta$10
});
async function loader$16(args) {
	return loadGeneratorPage(requireStaff(args));
}
async function action$11(args) {
	const user = requireStaff(args);
	const { result, status, headers } = await handleAiArticleAction(args.request, user, args.context.requestId);
	return data(result, {
		status,
		headers
	});
}
/** Spec §8 tells three failures apart: a server answer, no answer (network) and anything else. */
function clientAction$1({ serverAction }) {
	return generatorOutcome(serverAction);
}
function meta$10() {
	return [{ title: "AI Artikel Generator | Forsiden" }];
}
var ai_article_default = UNSAFE_withComponentProps(function Page({ loaderData }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-3xl gap-6",
		children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold",
			children: "AI Artikel Generator"
		}), /* @__PURE__ */ jsx("p", {
			className: "text-muted-foreground",
			children: "Indsæt et link til en artikel på Bold.dk, og få en ny, original artikel skrevet til Forsiden."
		})] }), /* @__PURE__ */ jsx(AiArticleGenerator, { ...loaderData })]
	});
});
// app/features/ai-generation/history-generator.tsx
/**
* Spec §2 'Dansk Fodboldhistorie' (history generator): topic (required), extra context, optional
* image (JPG, PNG, WebP), 'Generer & Publicer Artikel'; the result card and the toasts of §8.
*/
var IMAGE_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp"
];
var MAX_IMAGE_BYTES = 5242880;
function HistoryGenerator({ configured, showSettingNames }) {
	const fetcher = useFetcher();
	const loading = fetcher.state !== "idle";
	const [formKey, setFormKey] = useState(0);
	const [shown, setShown] = useState(null);
	const [handled, setHandled] = useState(void 0);
	const data = fetcher.data;
	if (data && data !== handled && fetcher.state === "idle") {
		setHandled(data);
		if (data.kind === "server" && data.result.ok) {
			setShown({
				kind: "success",
				article: data.result.article
			});
			setFormKey((k) => k + 1);
		} else if (data.kind === "server" && !data.result.ok && data.result.stage === "validation") setShown(null);
		else setShown({
			kind: "failure",
			message: data.kind === "network" ? GEN_TEXT.networkCard : data.kind === "server" && !data.result.ok ? data.result.message || GEN_TEXT.historyUnknown : GEN_TEXT.historyUnknown
		});
	}
	useEffect(() => {
		if (!handled) return;
		if (handled.kind === "server" && handled.result.ok) toast.success(GEN_TEXT.historySuccess, { description: handled.result.article.title });
		else if (handled.kind === "network") toast.error(GEN_TEXT.networkTitle, { description: GEN_TEXT.networkToast });
		else if (handled.kind === "server" && !handled.result.ok && handled.result.stage === "upload") toast.error(GEN_TEXT.historyImageFailed);
		else if (handled.kind === "server" && !handled.result.ok && handled.result.stage === "validation") toast.error(handled.result.message);
		else toast.error(GEN_TEXT.historyFailed);
	}, [handled]);
	function submit(event) {
		event.preventDefault();
		if (!configured || loading) return;
		const form = new FormData(event.currentTarget);
		const topic = String(form.get("topic") ?? "").trim();
		if (!topic) {
			toast.error(GEN_TEXT.topicRequired);
			return;
		}
		form.set("topic", topic);
		form.set("context", String(form.get("context") ?? "").trim());
		const image = form.get("image");
		if (image instanceof File && image.size > 0) {
			if (!IMAGE_TYPES.includes(image.type) || image.size > MAX_IMAGE_BYTES) {
				toast.error(GEN_TEXT.historyImageFailed, { description: "Vælg et JPG-, PNG- eller WebP-billede på højst 5MB." });
				return;
			}
		} else form.delete("image");
		setShown(null);
		fetcher.submit(form, {
			method: "post",
			encType: "multipart/form-data",
			defaultShouldRevalidate: false
		});
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-6",
		children: [
			configured ? null : /* @__PURE__ */ jsx(NotConfiguredNotice, { showSettingNames }),
			/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, {
				className: "text-lg",
				children: "Generer en historisk artikel"
			}) }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsxs("form", {
				method: "post",
				encType: "multipart/form-data",
				onSubmit: submit,
				noValidate: true,
				className: "grid gap-4",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-2",
						children: [/* @__PURE__ */ jsx(Label, {
							htmlFor: "history-topic",
							children: "Emne *"
						}), /* @__PURE__ */ jsx(Input, {
							id: "history-topic",
							name: "topic",
							required: true,
							maxLength: 300,
							placeholder: "Fx Danmarks EM-triumf i 1992",
							disabled: !configured
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-2",
						children: [/* @__PURE__ */ jsx(Label, {
							htmlFor: "history-context",
							children: "Ekstra kontekst (valgfri)"
						}), /* @__PURE__ */ jsx(Textarea, {
							id: "history-context",
							name: "context",
							rows: 5,
							maxLength: 4e3,
							placeholder: "Vinkler, personer, kampe eller kilder, artiklen skal tage udgangspunkt i",
							disabled: !configured
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-2",
						children: [
							/* @__PURE__ */ jsx(Label, {
								htmlFor: "history-image",
								children: "Billede (valgfrit)"
							}),
							/* @__PURE__ */ jsx(Input, {
								id: "history-image",
								name: "image",
								type: "file",
								accept: "image/jpeg,image/png,image/webp",
								disabled: !configured
							}),
							/* @__PURE__ */ jsx("p", {
								className: "text-muted-foreground text-xs",
								children: "JPG, PNG eller WebP, højst 5MB."
							})
						]
					}),
					/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsxs(Button, {
						type: "submit",
						disabled: !configured || loading,
						"aria-busy": loading,
						children: [loading ? /* @__PURE__ */ jsx(Spinner, {
							size: "sm",
							label: "Genererer artikel...",
							className: "text-current"
						}) : /* @__PURE__ */ jsx(History, { "aria-hidden": "true" }), loading ? "Genererer..." : "Generer & Publicer Artikel"]
					}) })
				]
			}, formKey) })] }),
			/* @__PURE__ */ jsxs("div", {
				"aria-live": "polite",
				children: [shown?.kind === "success" ? /* @__PURE__ */ jsx(SuccessCard, {
					article: shown.article,
					viewLabel: "Se artikel",
					showEdit: false
				}) : null, shown?.kind === "failure" ? /* @__PURE__ */ jsx(FailureCard, {
					title: GEN_TEXT.historyFailed,
					message: shown.message
				}) : null]
			})
		]
	});
}
// app/routes/admin/historie.tsx
var historie_exports = /* @__PURE__ */ __exportAll({
	action: () => action$10,
	clientAction: () => clientAction,
	default: () => historie_default,
	loader: () => loader$15,
	meta: () => meta$9
});
async function loader$15(args) {
	return loadGeneratorPage(requireStaff(args));
}
async function action$10(args) {
	const user = requireStaff(args);
	const { result, status, headers } = await handleHistoryAction(args.request, user, args.context.requestId);
	return data(result, {
		status,
		headers
	});
}
/** A network failure or an unexpected error still ends in the failure card (spec §8). */
function clientAction({ serverAction }) {
	return generatorOutcome(serverAction);
}
function meta$9() {
	return [{ title: "Dansk Fodboldhistorie | Forsiden" }];
}
var historie_default = UNSAFE_withComponentProps(function Page({ loaderData }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-3xl gap-6",
		children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold",
			children: "Dansk Fodboldhistorie"
		}), /* @__PURE__ */ jsxs("p", {
			className: "text-muted-foreground",
			children: [
				"Skriv et emne fra dansk fodboldhistorie, så genererer AI'en en artikel, der publiceres på",
				" ",
				/* @__PURE__ */ jsx("a", {
					className: "underline",
					href: "/dansk-fodboldhistorie",
					target: "_blank",
					rel: "noopener",
					children: "Dansk Fodboldhistorie"
				}),
				"."
			]
		})] }), /* @__PURE__ */ jsx(HistoryGenerator, {
			configured: loaderData.configured,
			showSettingNames: loaderData.showSettingNames
		})]
	});
});
// app/features/clubs/club-admin-schema.ts
/**
* The club form of /admin/clubs (spec §2, §5, §9), shared by the dialog (instant feedback) and
* the server (the real check). Pure: no server imports.
*/
/** Spec §9: founded 1800-2030. */
var FOUNDED_MIN = 1800;
var FOUNDED_MAX = 2030;
var CLUB_LIMITS = {
	name: 100,
	shortName: 40,
	slug: 100,
	description: 5e3,
	website: 200,
	stadium: 120,
	location: 120
};
/** Spec §8 gives the update messages in English; everything else is Danish (PRODUCT.md). */
var CLUB_TEXT = {
	updated: "Club updated successfully!",
	updateFailed: (message) => `Failed to update club: ${message}`,
	processFailed: "Failed to process update",
	created: "Klubben er oprettet",
	createFailed: (message) => `Kunne ikke oprette klubben: ${message}`,
	nameRequired: "Navn er påkrævet",
	countryRequired: "Land er påkrævet",
	countryUnknown: "Vælg et land fra listen",
	leagueRequired: "Liga er påkrævet",
	leagueNotInCountry: (league, country) => `${league} er ikke en liga i ${country}`,
	founded: `Stiftet skal være et helt årstal mellem ${FOUNDED_MIN} og ${FOUNDED_MAX}`,
	website: "Hjemmeside skal være en gyldig webadresse, fx www.klub.dk",
	tooLong: (label, max) => `${label} må højst være ${max} tegn`,
	slugEmpty: "Adressen kan ikke dannes ud fra navnet. Skriv en adresse med a-z, 0-9 og bindestreger",
	slugTaken: (slug) => `Der findes allerede en klub med adressen /klubber/${slug}`,
	notFound: "Klubben findes ikke længere",
	conflict: "Klubben er ændret af en anden i mellemtiden. Luk dialogen og åbn klubben igen.",
	unexpected: "Der opstod en uventet fejl. Prøv igen.",
	unknownIntent: "Ukendt handling"
};
var SCHEME_WITH_SLASHES = /^[a-z][a-z0-9+.-]*:\/\//i;
var HOST = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+(?::\d{1,5})?$/u;
/**
* "https://www.x.dk/" → "www.x.dk", "HTTP://FCK.dk/en/" → "fck.dk/en", "" → null.
* Only http(s) addresses of a real host name are accepted; undefined means invalid.
*/
function normalizeWebsite(input) {
	let rest = input.trim();
	if (rest === "") return null;
	if (/^https?:\/\//i.test(rest)) rest = rest.replace(/^https?:\/\//i, "");
	else if (SCHEME_WITH_SLASHES.test(rest)) return void 0;
	else if (rest.startsWith("//")) rest = rest.slice(2);
	if (/\s/.test(rest)) return void 0;
	const cut = rest.search(/[/?#]/);
	const host = (cut === -1 ? rest : rest.slice(0, cut)).toLowerCase().replace(/\.$/, "");
	const tail = cut === -1 ? "" : rest.slice(cut);
	if (!HOST.test(host)) return void 0;
	const value = (host + tail).replace(/\/+$/, "");
	return value.length > CLUB_LIMITS.website ? void 0 : value;
}
/** "" → null; "1899" → 1899; anything not a whole number (or out of range) → undefined. */
function parseFounded(input) {
	const value = input.trim();
	if (value === "") return null;
	if (!/^\d{1,4}$/.test(value)) return void 0;
	const year = Number(value);
	return year >= 1800 && year <= 2030 ? year : void 0;
}
function isClubCountry(value) {
	return CLUB_COUNTRIES.includes(value);
}
/** The league choices for a country (none until a country is chosen). */
function leagueChoices(country) {
	return isClubCountry(country) ? LEAGUES_BY_COUNTRY[country] : [];
}
/** Every league once, in the order of the countries (the filter's choices without a country). */
var ALL_LEAGUES = [...new Set(CLUB_COUNTRIES.flatMap((country) => LEAGUES_BY_COUNTRY[country]))];
/**
* "Brøndby IF" → "brondby-if": the same rule as the existing club addresses and logo files
* (ø → o), not the article-title rule of spec §5, so /klubber/{slug} stays predictable.
*/
function clubSlugFromName(name) {
	return toSlugValue(name);
}
/** A typed address: lowercased, only a-z, 0-9 and hyphens, collapsed (spec §5 manual slug). */
function cleanClubSlug(input) {
	return cleanManualSlug(input).replace(/^-+|-+$/g, "");
}
function clubFormValues(source) {
	const get = (key) => {
		const value = source instanceof FormData ? source.get(key) : source[key];
		return typeof value === "string" ? value : "";
	};
	return {
		name: get("name"),
		shortName: get("shortName"),
		slug: get("slug"),
		description: get("description"),
		website: get("website"),
		stadium: get("stadium"),
		location: get("location"),
		founded: get("founded"),
		country: get("country"),
		league: get("league")
	};
}
var optionalText$2 = (label, max) => z.string().transform((v) => v.trim()).pipe(z.string().max(max, CLUB_TEXT.tooLong(label, max))).transform((v) => v === "" ? null : v);
var clubSchema = z.object({
	name: z.string().transform((v) => v.trim()).pipe(z.string().min(1, CLUB_TEXT.nameRequired).max(CLUB_LIMITS.name, CLUB_TEXT.tooLong("Navn", CLUB_LIMITS.name))),
	shortName: optionalText$2("Kort navn", CLUB_LIMITS.shortName),
	description: z.string().transform((v) => v.replace(/\r\n/g, "\n").trim()).pipe(z.string().max(CLUB_LIMITS.description, CLUB_TEXT.tooLong("Beskrivelse", CLUB_LIMITS.description))).transform((v) => v === "" ? null : v),
	website: z.string().transform((v, ctx) => {
		const value = normalizeWebsite(v);
		if (value === void 0) {
			ctx.addIssue({
				code: "custom",
				message: CLUB_TEXT.website
			});
			return z.NEVER;
		}
		return value;
	}),
	stadium: optionalText$2("Stadion", CLUB_LIMITS.stadium),
	location: optionalText$2("By", CLUB_LIMITS.location),
	founded: z.string().transform((v, ctx) => {
		const value = parseFounded(v);
		if (value === void 0) {
			ctx.addIssue({
				code: "custom",
				message: CLUB_TEXT.founded
			});
			return z.NEVER;
		}
		return value;
	}),
	country: z.string().transform((v) => v.trim()).pipe(z.string().min(1, CLUB_TEXT.countryRequired).refine(isClubCountry, CLUB_TEXT.countryUnknown)),
	league: z.string().transform((v) => v.trim()).pipe(z.string().min(1, CLUB_TEXT.leagueRequired))
}).superRefine((club, ctx) => {
	if (isClubCountry(club.country) && !leagueChoices(club.country).includes(club.league)) ctx.addIssue({
		code: "custom",
		path: ["league"],
		message: CLUB_TEXT.leagueNotInCountry(club.league, club.country)
	});
});
var FIELD_ORDER = [
	"name",
	"shortName",
	"slug",
	"country",
	"league",
	"stadium",
	"location",
	"founded",
	"website",
	"description",
	"logo"
];
/** The first message in the form's order (the toast shows that one). */
function firstClubError(errors) {
	for (const field of FIELD_ORDER) if (errors[field]) return errors[field];
	return CLUB_TEXT.unexpected;
}
/** Spec §5 club form: name, country and league required; founded; website; league by country. */
function parseClubForm(values) {
	const parsed = parseForm(clubSchema, values);
	if (parsed.ok) return {
		ok: true,
		data: {
			...parsed.data,
			country: parsed.data.country
		}
	};
	return {
		ok: false,
		fieldErrors: parsed.fieldErrors,
		message: firstClubError(parsed.fieldErrors)
	};
}
/** The slug a new club gets: the typed address, or the one derived from the name. */
function requestedClubSlug(values) {
	return cleanClubSlug(values.slug) || clubSlugFromName(values.name);
}
/**
* Every club has a logo on the public site: an uploaded one, else a shield generated from its
* colours (`/logos/{slug}.svg`). The list counts, filters and labels the two kinds in these terms.
*/
var LOGO_KINDS = ["med-logo", "genereret-skjold"];
var LOGO_KIND_LABEL = {
	"med-logo": "Med logo",
	"genereret-skjold": "Genereret skjold"
};
/** Unknown values count as "Alle"; a league that is not one of the chosen country's too. */
function parseClubAdminFilters(params) {
	const q = (params.get("q") ?? "").trim().slice(0, 100);
	const countryParam = (params.get("land") ?? "").trim();
	const country = isClubCountry(countryParam) ? countryParam : "";
	const leagueParam = (params.get("liga") ?? "").trim();
	const league = (country ? leagueChoices(country) : ALL_LEAGUES).includes(leagueParam) ? leagueParam : "";
	const logoParam = (params.get("logo") ?? "").trim();
	return {
		q,
		country,
		league,
		logo: LOGO_KINDS.includes(logoParam) ? logoParam : ""
	};
}
function clubGaps(club) {
	const gaps = [];
	if (!club.logoUrl?.trim()) gaps.push("logo");
	if (!club.website?.trim()) gaps.push("website");
	if (!club.description?.trim()) gaps.push("beskrivelse");
	return gaps;
}
// app/features/clubs/club-admin.server.ts
/**
* /admin/clubs ('Club Management'): the admin list with its filters and stat cards, and the
* club dialog's writes (spec §2, §4, §5, §7, §8). Every write is one transaction with its audit
* entry; a stored logo is removed again when the write does not go through.
*/
var adminColumns$1 = {
	id: clubs.id,
	slug: clubs.slug,
	name: clubs.name,
	shortName: clubs.shortName,
	description: clubs.description,
	website: clubs.website,
	stadium: clubs.stadium,
	location: clubs.location,
	founded: clubs.founded,
	league: clubs.league,
	country: clubs.country,
	logoUrl: clubs.logoUrl,
	updatedAt: clubs.updatedAt
};
var blank = (column) => sql`coalesce(btrim(${column}), '') = ''`;
var likeEscape = (value) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/**
* Spec §7: all clubs ordered by country, league, name; narrowed by the URL's filters. The text
* search is a case-insensitive substring of name, short name, league, location or stadium.
*/
function listAdminClubs(db, filters) {
	const where = [];
	if (filters.q) {
		const pattern = `%${likeEscape(filters.q)}%`;
		const match = or(ilike(clubs.name, pattern), ilike(clubs.shortName, pattern), ilike(clubs.league, pattern), ilike(clubs.location, pattern), ilike(clubs.stadium, pattern));
		if (match) where.push(match);
	}
	if (filters.country) where.push(eq(clubs.country, filters.country));
	if (filters.league) where.push(eq(clubs.league, filters.league));
	if (filters.logo === "med-logo") where.push(sql`not ${blank(clubs.logoUrl)}`);
	if (filters.logo === "genereret-skjold") where.push(blank(clubs.logoUrl));
	return db.select(adminColumns$1).from(clubs).where(where.length ? and(...where) : void 0).orderBy(asc(clubs.country), asc(clubs.league), asc(clubs.name));
}
/** The four stat cards (all clubs, whatever the filters). */
async function clubStats(db) {
	const [row] = await db.select({
		total: sql`count(*)::int`,
		generatedShield: sql`(count(*) filter (where ${blank(clubs.logoUrl)}))::int`,
		withoutWebsite: sql`(count(*) filter (where ${blank(clubs.website)}))::int`,
		withoutDescription: sql`(count(*) filter (where ${blank(clubs.description)}))::int`
	}).from(clubs);
	const total = Number(row?.total ?? 0);
	const generatedShield = Number(row?.generatedShield ?? 0);
	return {
		total,
		withLogo: total - generatedShield,
		generatedShield,
		withoutWebsite: Number(row?.withoutWebsite ?? 0),
		withoutDescription: Number(row?.withoutDescription ?? 0)
	};
}
/** Room for the multipart envelope and the text fields around a 5 MB logo. */
var MAX_CLUB_REQUEST_BYTES = MAX_IMAGE_BYTES$1 + 262144;
function failure$1(intent, reason, status, fieldErrors) {
	return {
		result: {
			ok: false,
			intent,
			message: intent === "update" ? CLUB_TEXT.updateFailed(reason) : CLUB_TEXT.createFailed(reason),
			description: reason,
			fieldErrors
		},
		status
	};
}
/** Spec §8: the file could not be processed. */
function processFailure(intent, reason, status = 400) {
	return {
		result: {
			ok: false,
			intent,
			message: intent === "update" ? CLUB_TEXT.processFailed : CLUB_TEXT.createFailed(reason),
			description: reason,
			fieldErrors: { logo: reason }
		},
		status
	};
}
var LogoError = class extends Error {
	status;
	constructor(message, status = 400) {
		super(message);
		this.status = status;
	}
};
/**
* Verifies a logo exactly like an article image (type, 5 MB, magic bytes and a real decode),
* strips its metadata and stores it as `club-logo-{slug}-{timestamp}.{ext}` in article-images.
*/
async function storeClubLogo(storage, slug, file) {
	if (!file.type.startsWith("image/")) throw new LogoError(MSG_NOT_AN_IMAGE);
	if (file.size > 5242880) throw new LogoError(MSG_TOO_LARGE, 413);
	let processed;
	try {
		processed = await processImage(Buffer.from(await file.arrayBuffer()), {
			widths: [],
			avif: false
		});
	} catch (err) {
		if (err instanceof ImageValidationError) throw new LogoError(err.message, 400);
		throw err;
	}
	const name = clubLogoName(slug, processed.ext);
	return {
		url: (await storage.put(ARTICLE_IMAGES_BUCKET, name, processed.original, processed.mimeType)).url,
		name
	};
}
function isUniqueViolation$1(err) {
	for (let e = err; e; e = e.cause) if (e.code === "23505") return true;
	return false;
}
var CHANGE_FIELDS$1 = [
	"name",
	"shortName",
	"description",
	"website",
	"stadium",
	"location",
	"founded",
	"league",
	"country",
	"logoUrl"
];
/** Spec §7 update by id: name, short_name, description, website, stadium, location, founded, league, country, logo_url. */
async function updateClub(db, storage, actor, id, input, options = {}) {
	if (!isUuid(id)) return failure$1("update", CLUB_TEXT.notFound, 404);
	const [current] = await db.select({ slug: clubs.slug }).from(clubs).where(eq(clubs.id, id));
	if (!current) return failure$1("update", CLUB_TEXT.notFound, 404);
	let logo = null;
	if (options.logo) try {
		logo = await storeClubLogo(storage, current.slug, options.logo);
	} catch (err) {
		if (err instanceof LogoError) return processFailure("update", err.message, err.status);
		logger.error({ err }, "club logo could not be processed");
		return processFailure("update", CLUB_TEXT.unexpected, 500);
	}
	try {
		const outcome = await db.transaction(async (tx) => {
			const [row] = await tx.select().from(clubs).where(eq(clubs.id, id)).for("update");
			if (!row) return failure$1("update", CLUB_TEXT.notFound, 404);
			if (options.expectedUpdatedAt && row.updatedAt.getTime() !== options.expectedUpdatedAt.getTime()) return failure$1("update", CLUB_TEXT.conflict, 409);
			const logoUrl = logo ? logo.url : options.removeLogo ? null : row.logoUrl;
			const next = {
				...input,
				logoUrl
			};
			const changed = CHANGE_FIELDS$1.filter((field) => (row[field] ?? null) !== (next[field] ?? null));
			const [saved] = await tx.update(clubs).set({
				...next,
				updatedAt: options.now ?? /* @__PURE__ */ new Date()
			}).where(eq(clubs.id, id)).returning({
				id: clubs.id,
				slug: clubs.slug,
				name: clubs.name
			});
			await recordAudit(tx, actor, {
				action: "updated",
				entityType: "club",
				entityId: id,
				summary: `opdaterede klubben "${saved.name}"`,
				metadata: {
					slug: saved.slug,
					changed
				}
			});
			return {
				result: {
					ok: true,
					intent: "update",
					message: CLUB_TEXT.updated,
					club: saved
				},
				status: 200
			};
		});
		if (outcome.result.ok) invalidatePageCache(PAGE_CHANGES.club(outcome.result.club.slug));
		else if (logo) await removeLogo(storage, logo.name);
		return outcome;
	} catch (err) {
		if (logo) await removeLogo(storage, logo.name);
		throw err;
	}
}
/** A club's own page, its logo and the club lists at once; article pages (club names) refresh. */
async function removeLogo(storage, name) {
	await storage.delete(ARTICLE_IMAGES_BUCKET, name).catch((err) => {
		logger.warn({
			err,
			name
		}, "an unused club logo could not be removed");
	});
}
/** A new club with a unique slug (typed, or derived from the name); a taken slug is refused. */
async function createClub(db, storage, actor, input, options = {}) {
	const slug = input.slug;
	if (!slug || slug.length > CLUB_LIMITS.slug) return failure$1("create", CLUB_TEXT.slugEmpty, 400, { slug: CLUB_TEXT.slugEmpty });
	const taken = () => failure$1("create", CLUB_TEXT.slugTaken(slug), 409, { slug: CLUB_TEXT.slugTaken(slug) });
	const [existing] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, slug));
	if (existing) return taken();
	let logo = null;
	if (options.logo) try {
		logo = await storeClubLogo(storage, slug, options.logo);
	} catch (err) {
		if (err instanceof LogoError) return processFailure("create", err.message, err.status);
		logger.error({ err }, "club logo could not be processed");
		return processFailure("create", CLUB_TEXT.unexpected, 500);
	}
	try {
		const outcome = await db.transaction(async (tx) => {
			const { slug: _slug, ...fields } = input;
			const [saved] = await tx.insert(clubs).values({
				...fields,
				slug,
				logoUrl: logo?.url ?? null
			}).returning({
				id: clubs.id,
				slug: clubs.slug,
				name: clubs.name
			});
			await recordAudit(tx, actor, {
				action: "created",
				entityType: "club",
				entityId: saved.id,
				summary: `oprettede klubben "${saved.name}"`,
				metadata: { slug: saved.slug }
			});
			return {
				result: {
					ok: true,
					intent: "create",
					message: CLUB_TEXT.created,
					club: saved
				},
				status: 201
			};
		});
		invalidatePageCache(PAGE_CHANGES.club(slug));
		return outcome;
	} catch (err) {
		if (logo) await removeLogo(storage, logo.name);
		if (isUniqueViolation$1(err)) return taken();
		throw err;
	}
}
function logoOf(form) {
	const file = form.get("logo");
	if (file === null || typeof file === "string") return null;
	return file.size > 0 ? file : null;
}
function parseDate(value) {
	if (typeof value !== "string" || value === "") return null;
	const date = new Date(value);
	return Number.isNaN(date.getTime()) ? null : date;
}
/** The dialog's POST (multipart): intent update or create. */
async function handleClubAction(db, storage, actor, form, requestId) {
	const intent = form.get("intent");
	if (intent !== "update" && intent !== "create") return {
		result: {
			ok: false,
			intent: "unknown",
			message: CLUB_TEXT.unknownIntent,
			description: CLUB_TEXT.unknownIntent
		},
		status: 400
	};
	const values = clubFormValues(form);
	const parsed = parseClubForm(values);
	if (!parsed.ok) return failure$1(intent, parsed.message, 400, parsed.fieldErrors);
	try {
		if (intent === "update") return await updateClub(db, storage, actor, String(form.get("id") ?? ""), parsed.data, {
			logo: logoOf(form),
			removeLogo: form.get("removeLogo") === "on",
			expectedUpdatedAt: parseDate(form.get("updatedAt"))
		});
		return await createClub(db, storage, actor, {
			...parsed.data,
			slug: requestedClubSlug(values)
		}, { logo: logoOf(form) });
	} catch (err) {
		if (isDatabaseUnavailable(err)) throw err;
		logger.error({
			err,
			requestId,
			intent
		}, "club action failed");
		return failure$1(intent, CLUB_TEXT.unexpected, 500);
	}
}
/** The answer when the request itself cannot be read (too large, not multipart). */
function unreadableClubRequest(tooLarge) {
	return processFailure("update", tooLarge ? MSG_TOO_LARGE : MSG_NOT_AN_IMAGE, tooLarge ? 413 : 400);
}
// app/features/clubs/use-club-dialog.ts
var MAX_LOGO_BYTES = 5242880;
/** Spec §5 image checks in the browser (the server decodes the file again). */
function logoProblem(file) {
	if (!file || file.size === 0) return null;
	if (!file.type.startsWith("image/")) return "Kun billedfiler er tilladt";
	if (file.size > MAX_LOGO_BYTES) return "Billede må maksimalt være 5MB";
	return null;
}
function initialValues(club) {
	return {
		name: club?.name ?? "",
		shortName: club?.shortName ?? "",
		slug: club?.slug ?? "",
		description: club?.description ?? "",
		website: club?.website ?? "",
		stadium: club?.stadium ?? "",
		location: club?.location ?? "",
		founded: club?.founded == null ? "" : String(club.founded),
		country: club?.country ?? "",
		league: club?.league ?? ""
	};
}
/**
* The club dialog's state: the form values (the slug follows the name until typed, the league
* resets when the country no longer offers it), the errors from the browser's check or the
* server's answer, and the toast plus close on success.
*/
function useClubDialog(club, onClose) {
	const editing = club !== null;
	const fetcher = useFetcher();
	const [values, setValues] = useState(() => initialValues(club));
	const [slugTouched, setSlugTouched] = useState(false);
	const [errors, setErrors] = useState({});
	const [alert, setAlert] = useState(null);
	const handled = useRef(void 0);
	const result = fetcher.data;
	const fail = (fieldErrors, message, description) => {
		setErrors(fieldErrors);
		setAlert({
			message,
			description
		});
		toast.error(message, { description });
	};
	useEffect(() => {
		if (!result || handled.current === result) return;
		handled.current = result;
		if (result.ok) {
			toast.success(result.message);
			onClose();
			return;
		}
		setErrors(result.fieldErrors ?? {});
		setAlert({
			message: result.message,
			description: result.description
		});
		toast.error(result.message, result.description ? { description: result.description } : void 0);
	}, [result, onClose]);
	const set = (field, value) => setValues((v) => ({
		...v,
		[field]: value
	}));
	const failText = (reason) => editing ? CLUB_TEXT.updateFailed(reason) : CLUB_TEXT.createFailed(reason);
	return {
		fetcher,
		busy: fetcher.state !== "idle",
		values,
		errors,
		alert,
		set,
		setName(name) {
			setValues((v) => ({
				...v,
				name,
				slug: editing || slugTouched ? v.slug : clubSlugFromName(name)
			}));
		},
		setSlug(typed) {
			setSlugTouched(typed !== "");
			set("slug", typed === "" ? clubSlugFromName(values.name) : cleanClubSlug(typed));
		},
		setCountry(country) {
			setValues((v) => ({
				...v,
				country,
				league: leagueChoices(country).includes(v.league) ? v.league : ""
			}));
		},
		/** Checks the form in the browser; a refused one is not sent. */
		onSubmit(event) {
			const form = new FormData(event.currentTarget);
			const parsed = parseClubForm(clubFormValues(form));
			const logo = form.get("logo");
			const fileProblem = logoProblem(logo instanceof File ? logo : null);
			if (parsed.ok && !fileProblem) {
				setErrors({});
				setAlert(null);
				return;
			}
			event.preventDefault();
			if (fileProblem && parsed.ok) {
				fail({ logo: fileProblem }, editing ? CLUB_TEXT.processFailed : CLUB_TEXT.createFailed(fileProblem), fileProblem);
				return;
			}
			const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
			if (fileProblem) fieldErrors.logo = fileProblem;
			const reason = parsed.ok ? fileProblem ?? "" : parsed.message;
			fail(fieldErrors, failText(reason), reason);
		}
	};
}
// app/features/clubs/club-dialog-fields.tsx
var LOGO_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";
var fieldId = (name) => `klub-${name}`;
/** One labelled field of the club dialog, wired to its error (and hint) by id. */
function ClubField({ name, label, error, required = false, hint, children }) {
	const id = fieldId(name);
	return /* @__PURE__ */ jsxs(Field, {
		id,
		errorId: `${id}-fejl`,
		error,
		descriptionId: hint ? `${id}-hint` : void 0,
		className: "grid content-start gap-2",
		children: [
			/* @__PURE__ */ jsxs(FieldLabel, { children: [label, required ? /* @__PURE__ */ jsx("span", {
				"aria-hidden": true,
				className: "text-destructive",
				children: "*"
			}) : null] }),
			/* @__PURE__ */ jsx(FieldControl, { children }),
			hint ? /* @__PURE__ */ jsx(FieldDescription, { children: hint }) : null,
			/* @__PURE__ */ jsx(FieldError, {})
		]
	});
}
/** A required choice with a placeholder option ('Vælg land', 'Vælg liga'). */
function ClubSelect({ name, value, placeholder, options, disabled, onChange }) {
	return /* @__PURE__ */ jsxs(NativeSelect, {
		name,
		value,
		required: true,
		disabled,
		onChange: (e) => onChange(e.currentTarget.value),
		children: [/* @__PURE__ */ jsx(NativeSelectOption, {
			value: "",
			children: placeholder
		}), options.map((option) => /* @__PURE__ */ jsx(NativeSelectOption, {
			value: option,
			children: option
		}, option))]
	});
}
/** The logo: the current one (or a preview of the chosen file), the file input and 'Fjern logoet'. */
function ClubLogoField({ club, error }) {
	const [preview, setPreview] = useState(null);
	const [removeLogo, setRemoveLogo] = useState(false);
	useEffect(() => () => preview ? URL.revokeObjectURL(preview) : void 0, [preview]);
	const id = fieldId("logo");
	return /* @__PURE__ */ jsxs(Field, {
		id,
		errorId: `${id}-fejl`,
		error,
		descriptionId: `${id}-hint`,
		className: "grid content-start gap-2",
		children: [
			/* @__PURE__ */ jsx(FieldLabel, { children: "Logo" }),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-4",
				children: [preview ? /* @__PURE__ */ jsx("img", {
					src: preview,
					alt: "Valgt logo",
					width: 56,
					height: 56,
					className: "size-14 object-contain"
				}) : club && !removeLogo ? /* @__PURE__ */ jsx(ClubLogo, {
					club,
					size: 56,
					showFailureText: false
				}) : null, /* @__PURE__ */ jsxs("div", {
					className: "grid min-w-0 flex-1 gap-2",
					children: [
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
							name: "logo",
							type: "file",
							accept: LOGO_ACCEPT,
							onChange: (e) => {
								const file = e.currentTarget.files?.[0] ?? null;
								setPreview(file && !logoProblem(file) ? URL.createObjectURL(file) : null);
								if (file) setRemoveLogo(false);
							}
						}) }),
						/* @__PURE__ */ jsx(FieldDescription, { children: "JPG, PNG, GIF eller WebP, højst 5MB." }),
						club?.logoUrl ? /* @__PURE__ */ jsxs("label", {
							className: "flex items-center gap-2 text-sm",
							children: [/* @__PURE__ */ jsx("input", {
								type: "checkbox",
								name: "removeLogo",
								checked: removeLogo,
								onChange: (e) => setRemoveLogo(e.currentTarget.checked)
							}), "Fjern logoet (klubsiden viser standardmærket)"]
						}) : null
					]
				})]
			}),
			/* @__PURE__ */ jsx(FieldError, {})
		]
	});
}
// app/features/clubs/club-admin-dialog.tsx
function ClubDialogError({ alert }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		"data-testid": "club-dialog-error",
		className: "rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm",
		children: [/* @__PURE__ */ jsx("p", {
			className: "font-medium text-destructive",
			children: alert.message
		}), alert.description && alert.description !== alert.message ? /* @__PURE__ */ jsx("p", { children: alert.description }) : null]
	});
}
/**
* Spec §2/§4 club dialog: edit (club given) or create (null). Saving is pending while the request
* runs; success closes the dialog (the page's lists revalidate), failure keeps it open with the
* message in a toast and in the dialog.
*/
function ClubDialog({ club, onClose }) {
	const editing = club !== null;
	const form = useClubDialog(club, onClose);
	const { fetcher, busy, values, errors, set } = form;
	const leagues = leagueChoices(values.country);
	const leagueOptions = values.league && !leagues.includes(values.league) ? [values.league, ...leagues] : leagues;
	const text = (field) => /* @__PURE__ */ jsx(Input, {
		name: field,
		value: values[field],
		maxLength: CLUB_LIMITS[field],
		onChange: (e) => set(field, e.currentTarget.value)
	});
	return /* @__PURE__ */ jsx(Dialog$1, {
		open: true,
		onOpenChange: (open) => open || busy ? void 0 : onClose(),
		children: /* @__PURE__ */ jsxs(DialogContent, {
			className: "sm:max-w-2xl",
			children: [/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: editing ? `Rediger ${club.name}` : "Opret klub" }), /* @__PURE__ */ jsx(DialogDescription, { children: "Navn, land og liga skal udfyldes. Ligaerne afhænger af det valgte land." })] }), /* @__PURE__ */ jsxs(fetcher.Form, {
				method: "post",
				action: "/admin/clubs",
				encType: "multipart/form-data",
				noValidate: true,
				className: "grid gap-4",
				"aria-busy": busy || void 0,
				onSubmit: form.onSubmit,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: editing ? "update" : "create"
					}),
					editing ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "id",
						value: club.id
					}), /* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "updatedAt",
						value: new Date(club.updatedAt).toISOString()
					})] }) : null,
					form.alert ? /* @__PURE__ */ jsx(ClubDialogError, { alert: form.alert }) : null,
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 sm:grid-cols-2",
						children: [/* @__PURE__ */ jsx(ClubField, {
							name: "name",
							label: "Navn",
							required: true,
							error: errors.name,
							children: /* @__PURE__ */ jsx(Input, {
								name: "name",
								value: values.name,
								maxLength: CLUB_LIMITS.name,
								required: true,
								onChange: (e) => form.setName(e.currentTarget.value)
							})
						}), /* @__PURE__ */ jsx(ClubField, {
							name: "shortName",
							label: "Kort navn",
							error: errors.shortName,
							children: text("shortName")
						})]
					}),
					editing ? /* @__PURE__ */ jsxs("p", {
						className: "text-sm text-muted-foreground",
						children: ["Klubsiden: ", /* @__PURE__ */ jsxs("span", {
							className: "font-mono",
							children: ["/klubber/", club.slug]
						})]
					}) : /* @__PURE__ */ jsx(ClubField, {
						name: "slug",
						label: "Adresse",
						error: errors.slug,
						hint: `Klubsiden får adressen /klubber/${values.slug || "…"}`,
						children: /* @__PURE__ */ jsx(Input, {
							name: "slug",
							value: values.slug,
							maxLength: CLUB_LIMITS.slug,
							onChange: (e) => form.setSlug(e.currentTarget.value)
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 sm:grid-cols-2",
						children: [/* @__PURE__ */ jsx(ClubField, {
							name: "country",
							label: "Land",
							required: true,
							error: errors.country,
							children: /* @__PURE__ */ jsx(ClubSelect, {
								name: "country",
								value: values.country,
								placeholder: "Vælg land",
								options: CLUB_COUNTRIES,
								onChange: form.setCountry
							})
						}), /* @__PURE__ */ jsx(ClubField, {
							name: "league",
							label: "Liga",
							required: true,
							error: errors.league,
							children: /* @__PURE__ */ jsx(ClubSelect, {
								name: "league",
								value: values.league,
								placeholder: values.country ? "Vælg liga" : "Vælg først et land",
								options: leagueOptions,
								disabled: !values.country,
								onChange: (league) => set("league", league)
							})
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 sm:grid-cols-3",
						children: [
							/* @__PURE__ */ jsx(ClubField, {
								name: "stadium",
								label: "Stadion",
								error: errors.stadium,
								children: text("stadium")
							}),
							/* @__PURE__ */ jsx(ClubField, {
								name: "location",
								label: "By",
								error: errors.location,
								children: text("location")
							}),
							/* @__PURE__ */ jsx(ClubField, {
								name: "founded",
								label: "Stiftet",
								error: errors.founded,
								children: /* @__PURE__ */ jsx(Input, {
									name: "founded",
									type: "number",
									inputMode: "numeric",
									min: FOUNDED_MIN,
									max: FOUNDED_MAX,
									step: 1,
									value: values.founded,
									onChange: (e) => set("founded", e.currentTarget.value)
								})
							})
						]
					}),
					/* @__PURE__ */ jsx(ClubField, {
						name: "website",
						label: "Hjemmeside",
						error: errors.website,
						children: /* @__PURE__ */ jsx(Input, {
							name: "website",
							type: "url",
							inputMode: "url",
							placeholder: "www.klub.dk",
							value: values.website,
							maxLength: CLUB_LIMITS.website + 8,
							onChange: (e) => set("website", e.currentTarget.value)
						})
					}),
					/* @__PURE__ */ jsx(ClubField, {
						name: "description",
						label: "Beskrivelse",
						error: errors.description,
						children: /* @__PURE__ */ jsx(Textarea, {
							name: "description",
							rows: 5,
							value: values.description,
							maxLength: CLUB_LIMITS.description,
							onChange: (e) => set("description", e.currentTarget.value)
						})
					}),
					/* @__PURE__ */ jsx(ClubLogoField, {
						club,
						error: errors.logo
					}),
					/* @__PURE__ */ jsxs(DialogFooter, { children: [/* @__PURE__ */ jsx(Button, {
						type: "button",
						variant: "outline",
						onClick: onClose,
						disabled: busy,
						children: "Annuller"
					}), /* @__PURE__ */ jsxs(Button, {
						type: "submit",
						disabled: busy,
						children: [busy ? /* @__PURE__ */ jsx(Spinner, { size: "sm" }) : null, editing ? "Gem ændringer" : "Opret klub"]
					})] })
				]
			})]
		})
	});
}
// app/features/clubs/club-admin-list.tsx
function StatCard$1({ id, label, children }) {
	return /* @__PURE__ */ jsxs(Card, {
		className: "h-full",
		"data-testid": `club-stat-${id}`,
		children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, {
			asChild: true,
			children: /* @__PURE__ */ jsx("h2", {
				className: "text-sm font-medium text-muted-foreground",
				children: label
			})
		}) }), /* @__PURE__ */ jsx(CardContent, { children })]
	});
}
var bigNumber = "text-3xl font-bold tabular-nums";
/**
* The four stat cards (spec §2). Every club shows readers a logo, an uploaded one or a generated
* shield, so the logo card counts the two kinds (issue 14), in the filter's terms.
*/
function ClubStatCards({ stats }) {
	const gaps = [{
		id: "without-website",
		label: "Uden hjemmeside",
		value: stats.withoutWebsite
	}, {
		id: "without-description",
		label: "Uden beskrivelse",
		value: stats.withoutDescription
	}];
	return /* @__PURE__ */ jsxs("ul", {
		className: "grid grid-cols-2 gap-4 lg:grid-cols-4",
		"aria-label": "Nøgletal",
		children: [
			/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(StatCard$1, {
				id: "total",
				label: "Klubber i alt",
				children: /* @__PURE__ */ jsx("p", {
					className: bigNumber,
					children: stats.total
				})
			}) }),
			/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(StatCard$1, {
				id: "logos",
				label: "Logoer",
				children: /* @__PURE__ */ jsx("dl", {
					className: "grid gap-1",
					children: LOGO_KINDS.map((kind) => /* @__PURE__ */ jsxs("div", {
						className: "flex items-baseline justify-between gap-3",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-sm text-muted-foreground",
							children: LOGO_KIND_LABEL[kind]
						}), /* @__PURE__ */ jsx("dd", {
							className: "text-2xl font-bold tabular-nums",
							"data-testid": `club-stat-${kind}`,
							children: kind === "med-logo" ? stats.withLogo : stats.generatedShield
						})]
					}, kind))
				})
			}) }),
			gaps.map((card) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(StatCard$1, {
				id: card.id,
				label: card.label,
				children: /* @__PURE__ */ jsx("p", {
					className: bigNumber,
					children: card.value
				})
			}) }, card.id))
		]
	});
}
var ALL = "";
/**
* Text search, country and league (each with 'Alle'), kept in the URL and applied by the server.
* The league choices follow the chosen country (spec §9); changing the country resets the league.
*/
function ClubFilters({ filters }) {
	const submit = useSubmit();
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
	const leagues = filters.country ? leagueChoices(filters.country) : ALL_LEAGUES;
	const send = (form) => {
		if (!form) return;
		const params = new URLSearchParams();
		for (const [key, value] of new FormData(form)) if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
		submit(params, {
			method: "get",
			action: "/admin/clubs",
			replace: true,
			preventScrollReset: true
		});
	};
	return /* @__PURE__ */ jsxs(Form, {
		method: "get",
		action: "/admin/clubs",
		role: "search",
		"aria-label": "Filtrer klubber",
		onSubmit: (event) => {
			event.preventDefault();
			send(event.currentTarget);
		},
		className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-2",
				children: [/* @__PURE__ */ jsx(Label, {
					htmlFor: "klub-soeg",
					children: "Søg"
				}), /* @__PURE__ */ jsx(Input, {
					id: "klub-soeg",
					type: "search",
					name: "q",
					defaultValue: filters.q,
					placeholder: "Navn, liga, by eller stadion…",
					onChange: (e) => {
						const form = e.currentTarget.form;
						clearTimeout(timer.current);
						timer.current = setTimeout(() => send(form), 300);
					}
				}, filters.q)]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-2",
				children: [/* @__PURE__ */ jsx(Label, {
					htmlFor: "klub-land",
					children: "Land"
				}), /* @__PURE__ */ jsxs(NativeSelect, {
					id: "klub-land",
					name: "land",
					defaultValue: filters.country,
					onChange: (e) => {
						const form = e.currentTarget.form;
						const league = form?.elements.namedItem("liga");
						if (league instanceof HTMLSelectElement) league.value = ALL;
						send(form);
					},
					children: [/* @__PURE__ */ jsx(NativeSelectOption, {
						value: ALL,
						children: "Alle lande"
					}), CLUB_COUNTRIES.map((country) => /* @__PURE__ */ jsx(NativeSelectOption, {
						value: country,
						children: country
					}, country))]
				}, `land-${filters.country}`)]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-2",
				children: [/* @__PURE__ */ jsx(Label, {
					htmlFor: "klub-liga",
					children: "Liga"
				}), /* @__PURE__ */ jsxs(NativeSelect, {
					id: "klub-liga",
					name: "liga",
					defaultValue: filters.league,
					onChange: (e) => send(e.currentTarget.form),
					children: [/* @__PURE__ */ jsx(NativeSelectOption, {
						value: ALL,
						children: "Alle ligaer"
					}), leagues.map((league) => /* @__PURE__ */ jsx(NativeSelectOption, {
						value: league,
						children: league
					}, league))]
				}, `liga-${filters.country}-${filters.league}`)]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-2",
				children: [/* @__PURE__ */ jsx(Label, {
					htmlFor: "klub-logo-filter",
					children: "Logo"
				}), /* @__PURE__ */ jsxs(NativeSelect, {
					id: "klub-logo-filter",
					name: "logo",
					defaultValue: filters.logo,
					onChange: (e) => send(e.currentTarget.form),
					children: [/* @__PURE__ */ jsx(NativeSelectOption, {
						value: ALL,
						children: "Alle logoer"
					}), LOGO_KINDS.map((kind) => /* @__PURE__ */ jsx(NativeSelectOption, {
						value: kind,
						children: LOGO_KIND_LABEL[kind]
					}, kind))]
				}, `logo-${filters.logo}`)]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex gap-2",
				children: [/* @__PURE__ */ jsxs(Button, {
					type: "submit",
					variant: "outline",
					children: [/* @__PURE__ */ jsx(Search, { "aria-hidden": true }), "Filtrer"]
				}), filters.q || filters.country || filters.league || filters.logo ? /* @__PURE__ */ jsx(Button, {
					asChild: true,
					variant: "ghost",
					children: /* @__PURE__ */ jsx(Link, {
						to: "/admin/clubs",
						replace: true,
						preventScrollReset: true,
						children: "Nulstil"
					})
				}) : null]
			})
		]
	});
}
var GAP_LABEL = {
	logo: LOGO_KIND_LABEL["genereret-skjold"],
	website: "Mangler hjemmeside",
	beskrivelse: "Mangler beskrivelse"
};
/** Status: 'Komplet' when the club page has logo, website and description, else what it lacks. */
function ClubStatus({ club }) {
	const gaps = clubGaps(club);
	if (gaps.length === 0) return /* @__PURE__ */ jsx(Badge, {
		variant: "success",
		children: "Komplet"
	});
	return /* @__PURE__ */ jsx("span", {
		className: "flex flex-wrap gap-1",
		children: gaps.map((gap) => /* @__PURE__ */ jsx(Badge, {
			variant: "outline",
			children: GAP_LABEL[gap]
		}, gap))
	});
}
/** Spec §2 table: Logo, Navn, Liga, Land, Stadion, Status, Handlinger; empty 'Ingen klubber fundet'. */
function ClubsTable({ rows, onEdit }) {
	return /* @__PURE__ */ jsxs(Table, {
		"aria-label": "Klubber",
		children: [/* @__PURE__ */ jsx(TableHeader, { children: /* @__PURE__ */ jsxs(TableRow, { children: [
			/* @__PURE__ */ jsx(TableHead, {
				className: "w-14",
				children: "Logo"
			}),
			/* @__PURE__ */ jsx(TableHead, { children: "Navn" }),
			/* @__PURE__ */ jsx(TableHead, { children: "Liga" }),
			/* @__PURE__ */ jsx(TableHead, { children: "Land" }),
			/* @__PURE__ */ jsx(TableHead, { children: "Stadion" }),
			/* @__PURE__ */ jsx(TableHead, { children: "Status" }),
			/* @__PURE__ */ jsx(TableHead, {
				className: "text-right",
				children: "Handlinger"
			})
		] }) }), /* @__PURE__ */ jsx(TableBody, { children: rows.length === 0 ? /* @__PURE__ */ jsx(TableRow, { children: /* @__PURE__ */ jsx(TableCell, {
			colSpan: 7,
			className: "py-10 text-center text-muted-foreground",
			children: "Ingen klubber fundet"
		}) }) : rows.map((club) => /* @__PURE__ */ jsxs(TableRow, {
			"data-testid": "club-row",
			children: [
				/* @__PURE__ */ jsx(TableCell, { children: /* @__PURE__ */ jsx(ClubLogo, {
					club,
					size: 32,
					showFailureText: false,
					className: "rounded-sm"
				}, club.logoUrl ?? club.slug) }),
				/* @__PURE__ */ jsxs(TableCell, {
					className: "whitespace-normal",
					children: [/* @__PURE__ */ jsx("span", {
						className: "font-medium",
						children: club.name
					}), club.shortName && club.shortName !== club.name ? /* @__PURE__ */ jsx("span", {
						className: "block text-xs text-muted-foreground",
						children: club.shortName
					}) : null]
				}),
				/* @__PURE__ */ jsx(TableCell, { children: club.league }),
				/* @__PURE__ */ jsx(TableCell, { children: club.country }),
				/* @__PURE__ */ jsx(TableCell, {
					className: "whitespace-normal",
					children: club.stadium ?? "–"
				}),
				/* @__PURE__ */ jsx(TableCell, { children: /* @__PURE__ */ jsx(ClubStatus, { club }) }),
				/* @__PURE__ */ jsxs(TableCell, {
					className: "text-right whitespace-nowrap",
					children: [/* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						size: "icon",
						"aria-label": `Rediger ${club.name}`,
						title: "Rediger",
						onClick: () => onEdit(club),
						children: /* @__PURE__ */ jsx(Pencil, { "aria-hidden": true })
					}), /* @__PURE__ */ jsx(Button, {
						asChild: true,
						variant: "ghost",
						size: "icon",
						children: /* @__PURE__ */ jsx("a", {
							href: clubPath(club.slug),
							target: "_blank",
							rel: "noreferrer",
							"aria-label": `Vis ${club.name} (åbner i ny fane)`,
							title: "Vis klubsiden",
							children: /* @__PURE__ */ jsx(ExternalLink, { "aria-hidden": true })
						})
					})]
				})
			]
		}, club.id)) })]
	});
}
// app/routes/admin/clubs.tsx
var clubs_exports = /* @__PURE__ */ __exportAll({
	action: () => action$9,
	default: () => clubs_default,
	loader: () => loader$14,
	meta: () => meta$8
});
function meta$8({ matches }) {
	return [{ title: `Club Management | ${siteFromMatches(matches).siteName}` }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
async function loader$14(args) {
	requireStaff(args);
	const filters = parseClubAdminFilters(new URL(args.request.url).searchParams);
	const db = getDb();
	const [rows, stats] = await Promise.all([listAdminClubs(db, filters), clubStats(db)]);
	return {
		rows,
		stats,
		filters
	};
}
async function action$9(args) {
	const user = requireStaff(args);
	const { request, context } = args;
	if (Number(request.headers.get("content-length") ?? 0) > MAX_CLUB_REQUEST_BYTES) {
		const { result, status } = unreadableClubRequest(true);
		return data(result, { status });
	}
	let form;
	try {
		form = await request.formData();
	} catch {
		const { result, status } = unreadableClubRequest(false);
		return data(result, { status });
	}
	const { result, status } = await handleClubAction(getDb(), getAppStorage(), {
		id: user.id,
		email: user.email
	}, form, context.requestId);
	return data(result, { status });
}
var clubs_default = UNSAFE_withComponentProps(function ClubsPage({ loaderData }) {
	const { rows, stats, filters } = loaderData;
	const [dialog, setDialog] = useState({ mode: "closed" });
	const close = useCallback(() => setDialog({ mode: "closed" }), []);
	const filtered = Boolean(filters.q || filters.country || filters.league || filters.logo);
	return /* @__PURE__ */ jsxs("div", {
		className: "grid grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-end justify-between gap-4",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold",
					children: "Club Management"
				}), /* @__PURE__ */ jsx("p", {
					className: "text-muted-foreground",
					children: "Klubsider, logoer og ligaer. Ændringer vises straks på sitet."
				})] }), /* @__PURE__ */ jsxs(Button, {
					onClick: () => setDialog({ mode: "create" }),
					children: [/* @__PURE__ */ jsx(Plus, { "aria-hidden": true }), "Opret klub"]
				})]
			}),
			/* @__PURE__ */ jsx(ClubStatCards, { stats }),
			/* @__PURE__ */ jsx(ClubFilters, { filters }),
			/* @__PURE__ */ jsx("p", {
				role: "status",
				className: "text-sm text-muted-foreground",
				"data-testid": "club-count",
				children: filtered ? `${rows.length} af ${stats.total} klubber matcher filtrene` : `Viser alle ${stats.total} klubber`
			}),
			/* @__PURE__ */ jsx(ClubsTable, {
				rows,
				onEdit: (club) => setDialog({
					mode: "edit",
					club
				})
			}),
			dialog.mode !== "closed" ? /* @__PURE__ */ jsx(ClubDialog, {
				club: dialog.mode === "edit" ? dialog.club : null,
				onClose: close
			}, dialog.mode === "edit" ? dialog.club.id : "new") : null
		]
	});
});
var DANISH_MONTHS = [
	"Januar",
	"Februar",
	"Marts",
	"April",
	"Maj",
	"Juni",
	"Juli",
	"August",
	"September",
	"Oktober",
	"November",
	"December"
];
function analyticsPeriods(today) {
	const currentTo = addDays(today, -1);
	const currentFrom = addDays(today, -7);
	const previousTo = addDays(currentFrom, -1);
	const previousFrom = addDays(currentFrom, -7);
	const months = lastMonths(today, 6);
	return {
		today,
		currentFrom,
		currentTo,
		previousFrom,
		previousTo,
		recentFrom: addDays(today, -29),
		monthsFrom: `${months[0].key}-01`
	};
}
/** Sums the views of the days in [from, to] (both included). */
function sumViews(days, from, to) {
	return days.reduce((sum, d) => d.day >= from && d.day <= to ? sum + d.views : sum, 0);
}
/** Growth in percent, one decimal; null when there is no previous period to compare with. */
function growthPercent(current, previous) {
	if (previous <= 0) return null;
	return Math.round((current - previous) / previous * 1e3) / 10;
}
/**
* Engagement = page views per visit = views / entries, one decimal. An entry is a view that starts
* a visit (no referrer, or a link from another site); null when there are no entries.
*/
function pagesPerVisit(views, entries) {
	if (entries <= 0) return null;
	return Math.round(views / entries * 10) / 10;
}
function sourceShares(rows) {
	const views = new Map(REFERRER_CLASSES.map((c) => [c, 0]));
	for (const row of rows) {
		const cls = REFERRER_CLASSES.includes(row.referrerClass) ? row.referrerClass : "other";
		views.set(cls, (views.get(cls) ?? 0) + row.views);
	}
	const total = [...views.values()].reduce((a, b) => a + b, 0);
	const shares = REFERRER_CLASSES.map((cls) => {
		const v = views.get(cls) ?? 0;
		const exact = total > 0 ? v / total * 100 : 0;
		return {
			referrerClass: cls,
			label: REFERRER_LABELS[cls],
			views: v,
			percent: Math.floor(exact),
			rest: exact % 1
		};
	});
	if (total > 0) {
		let missing = 100 - shares.reduce((a, s) => a + s.percent, 0);
		const byRest = [...shares].sort((a, b) => b.rest - a.rest);
		for (const s of byRest) {
			if (missing <= 0) break;
			s.percent += 1;
			missing -= 1;
		}
	}
	return shares.map(({ rest: _rest, ...s }) => s);
}
/** The last `n` calendar months up to and including the month of `today`, oldest first, with 0 views. */
function lastMonths(today, n) {
	const [y, m] = today.split("-").map(Number);
	const result = [];
	for (let i = n - 1; i >= 0; i--) {
		const index = y * 12 + (m - 1) - i;
		const year = Math.floor(index / 12);
		const month0 = index % 12;
		result.push({
			key: `${year}-${String(month0 + 1).padStart(2, "0")}`,
			label: DANISH_MONTHS[month0],
			year,
			views: 0
		});
	}
	return result;
}
/** Fills the month buckets from per-month sums ("YYYY-MM" → views); other months are ignored. */
function monthBuckets(today, rows) {
	const buckets = lastMonths(today, 6);
	for (const row of rows) {
		const bucket = buckets.find((b) => b.key === row.month);
		if (bucket) bucket.views += row.views;
	}
	return buckets;
}
var percentFormat = new Intl.NumberFormat("da-DK", {
	maximumFractionDigits: 1,
	minimumFractionDigits: 0,
	signDisplay: "exceptZero"
});
var decimalFormat = new Intl.NumberFormat("da-DK", {
	maximumFractionDigits: 1,
	minimumFractionDigits: 1
});
var integerFormat = new Intl.NumberFormat("da-DK");
/** "+12,5 %", "-3 %", "0 %"; "–" without a previous period. */
function formatGrowth(percent) {
	return percent === null ? "–" : `${percentFormat.format(percent)} %`;
}
/** "2,4"; "–" without entries. */
function formatPagesPerVisit(value) {
	return value === null ? "–" : decimalFormat.format(value);
}
/** "1.234" */
function formatCount(value) {
	return integerFormat.format(value);
}
// app/features/analytics/analytics.server.ts
/** Top 5 published articles by their view counter (spec §2 Analytics: sorted by views). */
async function listTopArticles(db, limit = 5) {
	return (await db.select({
		id: articles.id,
		slug: articles.slug,
		title: articles.title,
		category: articles.category,
		views: articles.views
	}).from(articles).where(publishedNow()).orderBy(desc(articles.views), desc(articles.publishedAt)).limit(limit)).map((r) => ({
		id: r.id,
		title: r.title,
		category: r.category,
		views: Number(r.views),
		href: `/article/${r.slug || r.id}`
	}));
}
/**
* Everything the analytics page shows, from `page_views_daily` and `articles.views`.
* Writes this instance's buffered page views first, so the numbers are current.
*/
async function getAnalyticsSummary(db, now = /* @__PURE__ */ new Date()) {
	await flushPageViews(db);
	const today = copenhagenDay(now);
	const p = analyticsPeriods(today);
	const earliestDaily = [p.previousFrom, p.recentFrom].sort()[0];
	const month = sql`to_char(${pageViewsDaily.day}, 'YYYY-MM')`;
	const [settings, dailyRows, sourceRows, monthRows, topArticles] = await Promise.all([
		getCachedSiteSettings(db),
		db.select({
			day: pageViewsDaily.day,
			views: sql`sum(${pageViewsDaily.views})`,
			entries: sql`sum(${pageViewsDaily.entries})`
		}).from(pageViewsDaily).where(and(gte(pageViewsDaily.day, earliestDaily), lte(pageViewsDaily.day, today))).groupBy(pageViewsDaily.day),
		db.select({
			referrerClass: pageViewsDaily.referrerClass,
			views: sql`sum(${pageViewsDaily.views})`
		}).from(pageViewsDaily).where(and(gte(pageViewsDaily.day, p.recentFrom), lte(pageViewsDaily.day, today))).groupBy(pageViewsDaily.referrerClass),
		db.select({
			month,
			views: sql`sum(${pageViewsDaily.views})`
		}).from(pageViewsDaily).where(and(gte(pageViewsDaily.day, p.monthsFrom), lte(pageViewsDaily.day, today))).groupBy(month),
		listTopArticles(db)
	]);
	const days = dailyRows.map((r) => ({
		day: String(r.day),
		views: Number(r.views),
		entries: Number(r.entries)
	}));
	const currentViews = sumViews(days, p.currentFrom, p.currentTo);
	const previousViews = sumViews(days, p.previousFrom, p.previousTo);
	const recent = days.filter((d) => d.day >= p.recentFrom);
	const recentViews = recent.reduce((a, d) => a + d.views, 0);
	const recentEntries = recent.reduce((a, d) => a + d.entries, 0);
	const shares = sourceShares(sourceRows.map((r) => ({
		referrerClass: r.referrerClass,
		views: Number(r.views)
	})));
	return {
		enabled: settings.enableAnalytics,
		today: {
			day: today,
			views: sumViews(days, today, today)
		},
		growth: {
			days: 7,
			currentFrom: p.currentFrom,
			currentTo: p.currentTo,
			currentViews,
			previousViews,
			percent: growthPercent(currentViews, previousViews)
		},
		engagement: {
			days: 30,
			views: recentViews,
			entries: recentEntries,
			pagesPerVisit: pagesPerVisit(recentViews, recentEntries)
		},
		months: monthBuckets(today, monthRows.map((r) => ({
			month: String(r.month),
			views: Number(r.views)
		}))),
		sources: {
			days: 30,
			totalViews: shares.reduce((a, s) => a + s.views, 0),
			shares
		},
		topArticles
	};
}
// app/features/analytics/analytics-page.tsx
var ANALYTICS_TEXT = {
	title: "Analytics",
	intro: "Førstepartsstatistik uden cookies: sidevisninger pr. dag, side og trafikkilde. Der gemmes ingen personoplysninger, og data slettes efter 26 måneder.",
	disabled: "Statistik er slået fra i indstillingerne. Der registreres ingen nye sidevisninger, før den slås til igen.",
	disabledLink: "Gå til indstillinger",
	today: "Visninger i dag",
	todayHint: "Sidevisninger siden midnat",
	growth: "Vækst",
	growthHint: "Seneste 7 hele dage mod de 7 dage før",
	growthNone: "Ingen tidligere periode at sammenligne med",
	engagement: "Engagement",
	engagementUnit: "sider pr. besøg",
	engagementHint: "Sidevisninger pr. besøg de seneste 30 dage (visninger ÷ besøg). Et besøg begynder, når en læser kommer uden henvisning eller fra et andet websted; klik videre på sitet tæller som visninger.",
	months: "Visninger pr. måned",
	monthsHint: "De seneste 6 måneder",
	topArticles: "Mest læste artikler",
	topArticlesHint: "Top 5 publicerede artikler efter antal visninger",
	noArticles: "Ingen publicerede artikler endnu",
	sources: "Trafikkilder",
	sourcesHint: "Andel af sidevisningerne de seneste 30 dage",
	noViews: "Ingen sidevisninger endnu"
};
function StatCard({ title, icon: Icon, children, hint }) {
	return /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, {
		className: "flex flex-row items-center justify-between gap-2",
		children: [/* @__PURE__ */ jsx(CardTitle, {
			asChild: true,
			className: "text-sm font-medium",
			children: /* @__PURE__ */ jsx("h2", { children: title })
		}), /* @__PURE__ */ jsx(Icon, {
			className: "size-4 text-muted-foreground",
			"aria-hidden": true
		})]
	}), /* @__PURE__ */ jsxs(CardContent, { children: [children, /* @__PURE__ */ jsx("p", {
		className: "mt-1 text-xs text-muted-foreground",
		children: hint
	})] })] });
}
function SectionTitle({ children }) {
	return /* @__PURE__ */ jsx(CardTitle, {
		asChild: true,
		children: /* @__PURE__ */ jsx("h2", {
			className: "text-lg",
			children
		})
	});
}
/** Spec §2 Analytics: stat cards, monthly views bars, top articles, traffic sources (+ indexing panel). */
function AnalyticsPage({ summary, indexingPanel }) {
	const maxMonth = Math.max(1, ...summary.months.map((m) => m.views));
	const growth = summary.growth.percent;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: ANALYTICS_TEXT.title
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: ANALYTICS_TEXT.intro
			})] }),
			!summary.enabled && /* @__PURE__ */ jsxs("div", {
				role: "status",
				"data-testid": "analytics-disabled",
				className: "rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900",
				children: [/* @__PURE__ */ jsx("p", { children: ANALYTICS_TEXT.disabled }), /* @__PURE__ */ jsx(Link, {
					to: "/admin/settings",
					className: "font-medium underline",
					children: ANALYTICS_TEXT.disabledLink
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-label": "Nøgletal",
				className: "grid gap-4 md:grid-cols-3",
				children: [
					/* @__PURE__ */ jsx(StatCard, {
						title: ANALYTICS_TEXT.today,
						icon: Eye,
						hint: ANALYTICS_TEXT.todayHint,
						children: /* @__PURE__ */ jsx("p", {
							className: "text-3xl font-bold tabular-nums",
							"data-testid": "stat-today",
							children: formatCount(summary.today.views)
						})
					}),
					/* @__PURE__ */ jsx(StatCard, {
						title: ANALYTICS_TEXT.growth,
						icon: TrendingUp,
						hint: growth === null ? ANALYTICS_TEXT.growthNone : ANALYTICS_TEXT.growthHint,
						children: /* @__PURE__ */ jsx("p", {
							className: `text-3xl font-bold tabular-nums ${growth !== null && growth < 0 ? "text-red-600" : growth ? "text-green-700" : ""}`,
							"data-testid": "stat-growth",
							children: formatGrowth(growth)
						})
					}),
					/* @__PURE__ */ jsx(StatCard, {
						title: ANALYTICS_TEXT.engagement,
						icon: MousePointerClick,
						hint: ANALYTICS_TEXT.engagementHint,
						children: /* @__PURE__ */ jsxs("p", {
							className: "text-3xl font-bold tabular-nums",
							children: [
								/* @__PURE__ */ jsx("span", {
									"data-testid": "stat-engagement",
									children: formatPagesPerVisit(summary.engagement.pagesPerVisit)
								}),
								" ",
								/* @__PURE__ */ jsx("span", {
									className: "text-base font-normal text-muted-foreground",
									children: ANALYTICS_TEXT.engagementUnit
								})
							]
						})
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 lg:grid-cols-2",
				children: [/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(SectionTitle, { children: /* @__PURE__ */ jsxs("span", {
					className: "flex items-center gap-2",
					children: [/* @__PURE__ */ jsx(BarChart3, {
						className: "size-4",
						"aria-hidden": true
					}), ANALYTICS_TEXT.months]
				}) }), /* @__PURE__ */ jsx(CardDescription, { children: ANALYTICS_TEXT.monthsHint })] }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsx("ol", {
					className: "flex h-56 items-end gap-3",
					"data-testid": "monthly-views",
					children: summary.months.map((m) => /* @__PURE__ */ jsxs("li", {
						className: "flex h-full flex-1 flex-col items-center justify-end gap-1",
						"data-month": m.key,
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "text-xs tabular-nums",
								"data-testid": `month-views-${m.key}`,
								children: formatCount(m.views)
							}),
							/* @__PURE__ */ jsx("div", {
								"aria-hidden": true,
								className: "w-full rounded-t bg-primary",
								style: {
									height: `${Math.round(m.views / maxMonth * 100)}%`,
									minHeight: m.views ? 2 : 0
								}
							}),
							/* @__PURE__ */ jsx("span", {
								className: "text-xs text-muted-foreground",
								title: `${m.label} ${m.year}`,
								children: m.label
							})
						]
					}, m.key))
				}) })] }), /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(SectionTitle, { children: ANALYTICS_TEXT.sources }), /* @__PURE__ */ jsx(CardDescription, { children: ANALYTICS_TEXT.sourcesHint })] }), /* @__PURE__ */ jsxs(CardContent, {
					className: "space-y-4",
					children: [summary.sources.totalViews === 0 && /* @__PURE__ */ jsx("p", {
						className: "text-sm text-muted-foreground",
						children: ANALYTICS_TEXT.noViews
					}), /* @__PURE__ */ jsx("ul", {
						className: "space-y-3",
						"data-testid": "traffic-sources",
						children: summary.sources.shares.map((s) => /* @__PURE__ */ jsxs("li", {
							"data-testid": `source-${s.referrerClass}`,
							"data-views": s.views,
							children: [/* @__PURE__ */ jsxs("div", {
								className: "flex items-baseline justify-between text-sm",
								children: [/* @__PURE__ */ jsx("span", { children: s.label }), /* @__PURE__ */ jsxs("span", {
									className: "font-semibold tabular-nums",
									"data-testid": `source-${s.referrerClass}-percent`,
									children: [s.percent, "%"]
								})]
							}), /* @__PURE__ */ jsx("div", {
								className: "mt-1 h-2 w-full rounded-full bg-muted",
								"aria-hidden": true,
								children: /* @__PURE__ */ jsx("div", {
									className: "h-2 rounded-full bg-primary",
									style: { width: `${s.percent}%` }
								})
							})]
						}, s.referrerClass))
					})]
				})] })]
			}),
			/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(SectionTitle, { children: ANALYTICS_TEXT.topArticles }), /* @__PURE__ */ jsx(CardDescription, { children: ANALYTICS_TEXT.topArticlesHint })] }), /* @__PURE__ */ jsx(CardContent, { children: summary.topArticles.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: ANALYTICS_TEXT.noArticles
			}) : /* @__PURE__ */ jsx("ol", {
				className: "divide-y divide-border",
				"data-testid": "top-articles",
				children: summary.topArticles.map((a, i) => /* @__PURE__ */ jsxs("li", {
					className: "flex items-center gap-3 py-2",
					children: [
						/* @__PURE__ */ jsxs("span", {
							className: "w-5 text-right text-sm font-semibold text-muted-foreground",
							children: [i + 1, "."]
						}),
						/* @__PURE__ */ jsx(Link, {
							to: a.href,
							className: "min-w-0 flex-1 truncate font-medium hover:underline",
							children: a.title
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "shrink-0 text-sm tabular-nums text-muted-foreground",
							children: [formatCount(a.views), " visninger"]
						})
					]
				}, a.id))
			}) })] }),
			indexingPanel
		]
	});
}
// app/features/indexing/indexing-messages.ts
/** Spec §8 Indexing: the toasts of the panel, word for word. */
var indexingMessages = {
	success: (n) => `Anmodede indeksering for ${n} sider`,
	partial: (n, m) => `Indeksering delvist fuldført: ${n} succesfulde, ${m} fejl`,
	failure: "Fejl ved anmodning om indeksering",
	unknownError: "Ukendt fejl"
};
/** The endpoint's answer for a run: full success, partial success (some URLs failed) or failure. */
function indexingActionResult(result) {
	const { submittedUrls, errors } = result;
	if (result.success && errors.length === 0) return {
		ok: true,
		message: indexingMessages.success(submittedUrls),
		submittedUrls,
		errors,
		partial: false
	};
	if (result.success) return {
		ok: true,
		message: indexingMessages.partial(submittedUrls, errors.length),
		submittedUrls,
		errors,
		partial: true
	};
	return {
		ok: false,
		message: errors[0]?.error || indexingMessages.unknownError,
		submittedUrls,
		errors
	};
}
/** Which toast an answer gives: full success, partial success or failure (with its message). */
function indexingToast(result) {
	if (result.ok) return {
		kind: result.partial ? "partial" : "success",
		title: result.message
	};
	return {
		kind: "failure",
		title: indexingMessages.failure,
		description: result.message || indexingMessages.unknownError
	};
}
// app/features/indexing/indexing-panel.tsx
var INDEXING_ENDPOINT = "/admin/api/indexing";
var INDEXING_BUTTON = "Anmod om indeksering";
var TRIGGER_LABELS = {
	manual: "manuelt",
	schedule: "automatisk",
	publish: "ved udgivelse"
};
function ErrorList({ errors, label }) {
	if (errors.length === 0) return null;
	const shown = errors.slice(0, 50);
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-1",
		children: [/* @__PURE__ */ jsx("p", {
			className: "font-medium text-sm",
			children: label
		}), /* @__PURE__ */ jsxs("ul", {
			"aria-label": label,
			className: "max-h-60 space-y-1 overflow-auto rounded-md border bg-muted/40 p-2 text-sm",
			children: [shown.map((e) => /* @__PURE__ */ jsxs("li", {
				className: "break-words",
				children: [/* @__PURE__ */ jsx("span", {
					className: "font-mono text-xs",
					children: e.url
				}), /* @__PURE__ */ jsxs("span", {
					className: "text-destructive",
					children: [": ", e.error]
				})]
			}, `${e.url}|${e.error}`)), errors.length > shown.length ? /* @__PURE__ */ jsxs("li", { children: [
				"… og ",
				errors.length - shown.length,
				" flere"
			] }) : null]
		})]
	});
}
/**
* Spec §2 Analytics: the indexing request panel. Idle, loading (button disabled, spinner), full or
* partial success or failure as a toast (spec §8), errors listed per URL, last run time.
*/
function IndexingPanel({ status }) {
	const fetcher = useFetcher();
	const loading = fetcher.state !== "idle";
	const result = fetcher.data;
	useEffect(() => {
		if (!result) return;
		const t = indexingToast(result);
		if (t.kind === "success") toast.success(t.title);
		else if (t.kind === "partial") toast.warning(t.title);
		else toast.error(t.title, { description: t.description });
	}, [result]);
	const last = status.lastRun;
	return /* @__PURE__ */ jsxs(Card, {
		"aria-labelledby": "indexing-heading",
		role: "region",
		children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsxs(CardTitle, {
			id: "indexing-heading",
			className: "flex items-center gap-2",
			children: [/* @__PURE__ */ jsx(SearchCheck, {
				"aria-hidden": true,
				className: "size-5"
			}), "Indeksering"]
		}), /* @__PURE__ */ jsxs(CardDescription, { children: [
			"Send nye og opdaterede sider til søgemaskinerne med IndexNow (Bing, Yandex, Seznam, Naver m.fl.)",
			status.searchConsole ? " og indsend sitemap til Google Search Console." : ".",
			" Nye artikler sendes også automatisk hvert kvarter."
		] })] }), /* @__PURE__ */ jsxs(CardContent, {
			className: "space-y-4",
			children: [
				!status.available && status.reason ? /* @__PURE__ */ jsx("p", {
					role: "note",
					className: "rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm",
					children: status.reason
				}) : null,
				/* @__PURE__ */ jsx(fetcher.Form, {
					method: "post",
					action: INDEXING_ENDPOINT,
					children: /* @__PURE__ */ jsxs(Button, {
						type: "submit",
						disabled: loading || !status.available,
						"aria-busy": loading,
						children: [loading ? /* @__PURE__ */ jsx(Spinner, {
							size: "sm",
							label: "Anmoder om indeksering...",
							className: "text-current"
						}) : null, INDEXING_BUTTON]
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-muted-foreground text-sm",
					"data-testid": "indexing-last-run",
					children: last ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
						"Sidste anmodning: ",
						/* @__PURE__ */ jsx("time", {
							dateTime: last.startedAt,
							children: formatDanishDateTime(last.startedAt)
						}),
						" ",
						"(",
						TRIGGER_LABELS[last.trigger] ?? last.trigger,
						") – ",
						last.submittedUrls,
						" ",
						last.submittedUrls === 1 ? "side" : "sider",
						last.errors.length > 0 ? `, ${last.errors.length} fejl` : ""
					] }) : "Der er ikke anmodet om indeksering endnu."
				}),
				result && !loading ? /* @__PURE__ */ jsx(ErrorList, {
					errors: result.errors ?? [],
					label: "Fejl pr. URL"
				}) : last && last.errors.length > 0 ? /* @__PURE__ */ jsx(ErrorList, {
					errors: last.errors,
					label: "Fejl pr. URL ved sidste anmodning"
				}) : null
			]
		})]
	});
}
// app/features/indexing/indexing-status.server.ts
/** For the panel on /admin/analytics: can indexing run, and how did the last run go. */
async function getIndexingStatus(db, config = indexingConfigFromEnv()) {
	const reason = indexingUnavailableReason(config);
	const [last] = await db.select().from(indexingRuns).orderBy(desc(indexingRuns.startedAt)).limit(1);
	return {
		available: reason === null,
		reason,
		searchConsole: Boolean(config.serviceAccountJson),
		lastRun: last ? {
			startedAt: last.startedAt.toISOString(),
			completedAt: last.completedAt?.toISOString() ?? null,
			trigger: last.trigger,
			success: last.success,
			submittedUrls: last.submittedUrls,
			errors: last.errors
		} : null
	};
}
// app/routes/admin/analytics.tsx
var analytics_exports = /* @__PURE__ */ __exportAll({
	default: () => analytics_default,
	loader: () => loader$13,
	meta: () => meta$7
});
async function loader$13(args) {
	requireStaff(args);
	const db = getDb();
	const [summary, indexing] = await Promise.all([getAnalyticsSummary(db), getIndexingStatus(db)]);
	return {
		summary,
		indexing
	};
}
function meta$7() {
	return [{ title: "Analytics | Forsiden" }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
var analytics_default = UNSAFE_withComponentProps(function AnalyticsRoute({ loaderData }) {
	return /* @__PURE__ */ jsx(AnalyticsPage, {
		summary: loaderData.summary,
		indexingPanel: /* @__PURE__ */ jsx(IndexingPanel, { status: loaderData.indexing })
	});
});
// app/features/settings/security.server.ts
var SECURITY_TEXT = { signedOutOthers: (n) => n === 0 ? "Der var ingen andre aktive sessioner." : n === 1 ? "1 anden session er logget ud." : `${n} andre sessioner er logget ud.` };
/** Active (unexpired) sessions of all users, and the two-factor status of every staff member. */
async function getSecurityOverview(db) {
	const [[sessions], staff] = await Promise.all([db.select({ n: count() }).from(session).where(gt(session.expiresAt, sql`now()`)), db.select({
		email: user.email,
		role: user.role,
		twoFactorEnabled: user.twoFactorEnabled
	}).from(user).where(inArray(user.role, [...STAFF_ROLES])).orderBy(asc(user.role), desc(user.twoFactorEnabled), asc(user.email)).limit(100)]);
	return {
		activeSessions: sessions?.n ?? 0,
		staff: staff.map((s) => ({
			...s,
			role: s.role === "admin" ? "admin" : "editor"
		}))
	};
}
/**
* 'Log ud af alle andre sessioner': deletes every session row except the one making the request
* (all users, expired ones too), in one transaction with an audit entry.
*/
async function signOutOtherSessions(db, actor, currentSessionId) {
	return db.transaction(async (tx) => {
		const deleted = await tx.delete(session).where(ne(session.id, currentSessionId)).returning({ id: session.id });
		await recordAudit(tx, actor, {
			action: "sessions_revoked",
			entityType: "settings",
			entityId: "sessions",
			summary: `loggede alle andre sessioner ud (${deleted.length})`,
			metadata: { sessionsRevoked: deleted.length }
		});
		return {
			revoked: deleted.length,
			message: SECURITY_TEXT.signedOutOthers(deleted.length)
		};
	});
}
var COMPANY_TEXT = {
	saved: "Virksomhedsoplysninger gemt!",
	invalid: "Tjek de markerede felter, og prøv igen.",
	failed: "Virksomhedsoplysningerne kunne ikke gemmes. Prøv igen.",
	tooLong: `Højst 120 tegn`,
	cvrInvalid: "CVR-nummeret skal være 8 cifre, fx 12345678",
	postalCityInvalid: "Skriv postnummer (4 cifre) og by, fx 1620 København V",
	phoneInvalid: "Skriv et telefonnummer med 8 cifre, evt. med landekode, fx +45 33 12 34 56",
	emailInvalid: "Skriv en gyldig e-mailadresse, fx kontakt@forsiden.dk"
};
/** A blank field is a missing detail (null), never an empty string. */
var optional = (rule, message) => z.string().optional().transform((value) => value?.trim().replace(/\s+/g, " ") || null).refine((value) => value === null || value.length <= 120, COMPANY_TEXT.tooLong).refine((value) => value === null || !rule || rule(value), message);
var EMAIL = z.email();
var companySchema = z.object({
	name: optional(),
	cvr: optional((v) => /^\d{8}$/.test(v.replace(/\s/g, "")), COMPANY_TEXT.cvrInvalid).transform((v) => v?.replace(/\s/g, "") ?? null),
	street: optional(),
	postalCity: optional((v) => /^\d{4} \S/.test(v), COMPANY_TEXT.postalCityInvalid),
	phone: optional((v) => {
		if (!/^\+?[\d\s-]+$/.test(v)) return false;
		const digits = v.replace(/\D/g, "");
		return digits.length >= 8 && digits.length <= 15;
	}, COMPANY_TEXT.phoneInvalid),
	email: optional((v) => EMAIL.safeParse(v).success, COMPANY_TEXT.emailInvalid),
	responsibleEditor: optional()
});
var COMPANY_FORM_FIELDS = [
	"name",
	"cvr",
	"street",
	"postalCity",
	"phone",
	"email",
	"responsibleEditor"
];
/** Form field names are prefixed (`company.name` …) so they never clash with the site settings. */
function companyInputName(field) {
	return `company.${field}`;
}
/** Validates the company form; errors are the first Danish message per field. */
function parseCompanyForm(input) {
	return parseForm(companySchema, Object.fromEntries(COMPANY_FORM_FIELDS.map((key) => {
		const value = input instanceof FormData ? input.get(companyInputName(key)) : input[key];
		return [key, typeof value === "string" ? value : void 0];
	})));
}
// app/features/settings/database-maintenance.server.ts
/**
* Tables left out of the JSON export: sign-in secrets (password hashes, session tokens,
* verification and two-factor secrets) and the mail outbox (its bodies hold reset links).
*/
var BACKUP_EXCLUDED_TABLES = [
	"session",
	"account",
	"verification",
	"two_factor",
	"mail_outbox"
];
var BACKUP_FORMAT = "forsiden-backup";
/** Every table of the schema that the JSON export contains, in schema order. */
function backupTables() {
	return Object.values(schema_exports).filter((value) => is(value, PgTable)).map((table) => ({
		name: getTableConfig(table).name,
		table
	})).filter(({ name }) => !BACKUP_EXCLUDED_TABLES.includes(name));
}
function stamp(date) {
	return date.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/:/g, "-");
}
var jsonReplacer = (_key, value) => typeof value === "bigint" ? value.toString() : value;
/**
* A JSON export of all app tables, read in one read-only REPEATABLE READ transaction so the
* tables agree with each other: `{ format, version, createdAt, database, excluded, tables: { name: rows } }`.
* Works the same on PGlite and PostgreSQL; rows keep the database's column names.
*/
async function createJsonBackup(handle, now = /* @__PURE__ */ new Date()) {
	const tables = backupTables();
	const chunks = await handle.db.transaction(async (tx) => {
		const parts = [];
		for (const { name, table } of tables) {
			const rows = await executeRows(tx, sql`SELECT * FROM ${table}`);
			parts.push(`${JSON.stringify(name)}:${JSON.stringify(rows, jsonReplacer)}`);
		}
		return parts;
	}, {
		isolationLevel: "repeatable read",
		accessMode: "read only"
	});
	const header = JSON.stringify({
		format: BACKUP_FORMAT,
		version: 1,
		createdAt: now.toISOString(),
		database: handle.kind,
		excluded: BACKUP_EXCLUDED_TABLES
	});
	const encoder = new TextEncoder();
	const pieces = [
		`${header.slice(0, -1)},"tables":{`,
		...chunks.map((c, i) => i === 0 ? c : `,${c}`),
		"}}\n"
	];
	let index = 0;
	const body = new ReadableStream({ pull(controller) {
		if (index < pieces.length) controller.enqueue(encoder.encode(pieces[index++]));
		else controller.close();
	} });
	return {
		filename: `forsiden-backup-${stamp(now)}.json`,
		contentType: "application/json; charset=utf-8",
		body
	};
}
/**
* PGlite only: the whole data folder as a gzipped tar (`dumpDataDir`), a complete copy that
* `new PGlite({ loadDataDir })` opens again. It holds everything, sign-in secrets included.
*/
async function createPgliteArchive(handle, now = /* @__PURE__ */ new Date()) {
	if (handle.kind !== "pglite") return null;
	const blob = await handle.client.dumpDataDir("gzip");
	return {
		filename: `forsiden-pglite-${stamp(now)}.tar.gz`,
		contentType: "application/gzip",
		body: blob
	};
}
/** Records a downloaded backup in the audit log (who took a copy of the data, and when). */
async function auditBackup(handle, actor, kind) {
	await recordAudit(handle.db, actor, {
		action: "backup",
		entityType: "database",
		summary: kind === "json" ? "hentede en sikkerhedskopi (JSON)" : "hentede en sikkerhedskopi (PGlite-arkiv)",
		metadata: {
			kind,
			database: handle.kind
		}
	});
}
/** '1,2 s' or '850 ms'. */
function formatDuration(ms) {
	if (ms < 1e3) return `${Math.max(0, Math.round(ms))} ms`;
	return `${(ms / 1e3).toLocaleString("da-DK", { maximumFractionDigits: 1 })} s`;
}
/**
* 'Optimer database': `VACUUM (ANALYZE)` on PostgreSQL, `VACUUM` on PGlite. Runs outside a
* transaction (VACUUM cannot run inside one); the audit entry is written afterwards.
*/
async function optimizeDatabase(handle, actor) {
	const started = performance.now();
	let command;
	if (handle.kind === "pglite") {
		command = "VACUUM";
		await handle.client.exec(command);
	} else {
		command = "VACUUM (ANALYZE)";
		await handle.pool.query(command);
	}
	const durationMs = Math.round(performance.now() - started);
	await recordAudit(handle.db, actor, {
		action: "optimized",
		entityType: "database",
		summary: `optimerede databasen (${command})`,
		metadata: {
			command,
			durationMs
		}
	});
	return {
		durationMs,
		command,
		message: `Databasen er optimeret (${command}) på ${formatDuration(durationMs)}.`
	};
}
// app/features/settings/settings-actions.server.ts
/**
* The settings page's four forms: save the settings, save the company details, sign out other
* sessions, optimise the database.
*/
async function handleSettingsAction(handle, actor, currentSessionId, form) {
	const intent = form.get("intent");
	if (intent === "save") {
		const parsed = parseSettingsForm(form);
		if (!parsed.ok) return {
			ok: false,
			intent,
			message: SETTINGS_TEXT.invalid,
			status: 400,
			fieldErrors: parsed.fieldErrors
		};
		try {
			await saveSiteSettings(handle.db, actor, parsed.data);
		} catch (error) {
			if (isDatabaseUnavailable(error)) throw error;
			logger.error({ err: error }, "settings could not be saved");
			return {
				ok: false,
				intent,
				message: SETTINGS_TEXT.failed,
				status: 500
			};
		}
		return {
			ok: true,
			intent,
			message: SETTINGS_TEXT.saved
		};
	}
	if (intent === "company") {
		const parsed = parseCompanyForm(form);
		if (!parsed.ok) return {
			ok: false,
			intent,
			message: COMPANY_TEXT.invalid,
			status: 400,
			fieldErrors: parsed.fieldErrors
		};
		try {
			await saveCompanyDetails(handle.db, actor, parsed.data);
		} catch (error) {
			if (isDatabaseUnavailable(error)) throw error;
			logger.error({ err: error }, "company details could not be saved");
			return {
				ok: false,
				intent,
				message: COMPANY_TEXT.failed,
				status: 500
			};
		}
		return {
			ok: true,
			intent,
			message: COMPANY_TEXT.saved
		};
	}
	if (intent === "sign-out-others") {
		if (!currentSessionId) return {
			ok: false,
			intent,
			message: SETTINGS_TEXT.unknownIntent,
			status: 400
		};
		return {
			ok: true,
			intent,
			message: (await signOutOtherSessions(handle.db, actor, currentSessionId)).message
		};
	}
	if (intent === "optimize") try {
		return {
			ok: true,
			intent,
			message: (await optimizeDatabase(handle, actor)).message
		};
	} catch (error) {
		logger.error({ err: error }, "database optimisation failed");
		return {
			ok: false,
			intent,
			message: "Databasen kunne ikke optimeres. Prøv igen senere.",
			status: 500
		};
	}
	return {
		ok: false,
		intent: "unknown",
		message: SETTINGS_TEXT.unknownIntent,
		status: 400
	};
}
// app/features/settings/settings-section.tsx
/** One card of the settings page: an icon, a heading and what the section is for. */
function Section({ icon, title, description, children }) {
	return /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
		asChild: true,
		children: /* @__PURE__ */ jsxs("h2", {
			className: "flex items-center gap-2 text-lg",
			children: [icon, title]
		})
	}), /* @__PURE__ */ jsx(CardDescription, { children: description })] }), /* @__PURE__ */ jsx(CardContent, {
		className: "space-y-4",
		children
	})] });
}
/** A switch with its label and description, sent as the form field `name`. */
function ToggleRow({ name, label, description, defaultChecked }) {
	const id = useId();
	return /* @__PURE__ */ jsxs(Field, {
		id,
		descriptionId: `${id}-desc`,
		orientation: "horizontal",
		className: "items-start justify-between gap-4 rounded-md border p-3",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "space-y-1",
			children: [/* @__PURE__ */ jsx(FieldLabel, { children: label }), /* @__PURE__ */ jsx(FieldDescription, {
				className: "text-sm",
				children: description
			})]
		}), /* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Switch, {
			name,
			defaultChecked
		}) })]
	});
}
/** A form's submit button, 'Gemmer...' while it saves. */
function SaveButton({ saving, children }) {
	return /* @__PURE__ */ jsx("div", {
		className: "flex justify-end",
		children: /* @__PURE__ */ jsxs(Button, {
			type: "submit",
			disabled: saving,
			children: [/* @__PURE__ */ jsx(Save, { "aria-hidden": true }), saving ? "Gemmer..." : children]
		})
	});
}
// app/features/settings/company-section.tsx
/** How each company field is typed in (keyboard on phones, autofill) and an example. */
var COMPANY_INPUTS = {
	name: {
		autoComplete: "organization",
		placeholder: "Forsiden ApS"
	},
	cvr: {
		autoComplete: "off",
		placeholder: "12345678"
	},
	street: {
		autoComplete: "street-address",
		placeholder: "Vesterbrogade 12, 3. sal"
	},
	postalCity: {
		autoComplete: "off",
		placeholder: "1620 København V"
	},
	phone: {
		type: "tel",
		autoComplete: "tel",
		placeholder: "+45 33 12 34 56"
	},
	email: {
		type: "email",
		autoComplete: "email",
		placeholder: "kontakt@forsiden.dk"
	},
	responsibleEditor: {
		autoComplete: "name",
		placeholder: "Fornavn Efternavn"
	}
};
/** Issue 14: the company details the footer, /contact and the legal pages show. */
function CompanySection({ company }) {
	const fetcher = useFetcher();
	useActionResultToast(fetcher.data, COMPANY_TEXT.saved);
	const errors = fetcher.data?.ok === false ? fetcher.data.fieldErrors ?? {} : {};
	const saving = fetcher.state !== "idle";
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		noValidate: true,
		children: [/* @__PURE__ */ jsx("input", {
			type: "hidden",
			name: "intent",
			value: "company"
		}), /* @__PURE__ */ jsxs(Section, {
			icon: /* @__PURE__ */ jsx(Building2, {
				"aria-hidden": true,
				className: "size-5"
			}),
			title: "Virksomhedsoplysninger",
			description: "Vises i sidefoden, på kontaktsiden og i privatlivspolitikken, vilkårene og cookiepolitikken. Et tomt felt udelades på siderne.",
			children: [/* @__PURE__ */ jsx("div", {
				className: "grid gap-4 md:grid-cols-2",
				children: COMPANY_FIELDS.map(({ key, label }) => /* @__PURE__ */ jsxs(Field, {
					id: `company-${key}`,
					error: errors[key],
					children: [
						/* @__PURE__ */ jsx(FieldLabel, { children: label }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
							name: companyInputName(key),
							defaultValue: company[key] ?? "",
							maxLength: 120,
							...COMPANY_INPUTS[key]
						}) }),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				}, key))
			}), /* @__PURE__ */ jsx(SaveButton, {
				saving,
				children: "Gem virksomhedsoplysninger"
			})]
		})]
	});
}
// app/features/settings/settings-maintenance-sections.tsx
/** Active sessions, the staff's two-factor state and 'Log ud af alle andre sessioner'. */
function SecuritySection({ security }) {
	const signOut = useFetcher();
	useActionResultToast(signOut.data);
	return /* @__PURE__ */ jsxs(Section, {
		icon: /* @__PURE__ */ jsx(Shield, {
			"aria-hidden": true,
			className: "size-5"
		}),
		title: "Sikkerhed",
		description: "Sessioner og to-faktor-login for redaktionen.",
		children: [
			/* @__PURE__ */ jsxs("p", { children: ["Aktive sessioner: ", /* @__PURE__ */ jsx("strong", {
				"data-testid": "active-sessions",
				children: security.activeSessions
			})] }),
			security.staff.length > 0 ? /* @__PURE__ */ jsx("ul", {
				className: "divide-y rounded-md border text-sm",
				children: security.staff.map((s) => /* @__PURE__ */ jsxs("li", {
					className: "flex items-center justify-between gap-2 p-2",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "truncate",
						children: [
							s.email,
							" ",
							/* @__PURE__ */ jsxs("span", {
								className: "text-muted-foreground",
								children: [
									"(",
									s.role === "admin" ? "administrator" : "redaktør",
									")"
								]
							})
						]
					}), /* @__PURE__ */ jsx(Badge, {
						variant: s.twoFactorEnabled ? "default" : "outline",
						children: s.twoFactorEnabled ? "To-faktor slået til" : "Uden to-faktor"
					})]
				}, s.email))
			}) : null,
			/* @__PURE__ */ jsx(ConfirmDialog, {
				trigger: /* @__PURE__ */ jsxs(Button, {
					variant: "outline",
					disabled: signOut.state !== "idle",
					children: [/* @__PURE__ */ jsx(LogOut, { "aria-hidden": true }), "Log ud af alle andre sessioner"]
				}),
				title: "Log ud af alle andre sessioner?",
				description: SETTINGS_TEXT.signOutOthersConfirm,
				confirmLabel: "Log dem ud",
				destructive: true,
				onConfirm: () => void signOut.submit({ intent: "sign-out-others" }, { method: "post" })
			})
		]
	});
}
/** Backups (JSON, and the whole PGlite folder) and 'Optimer database'. */
function DatabaseSection({ database }) {
	const optimize = useFetcher();
	useActionResultToast(optimize.data);
	return /* @__PURE__ */ jsxs(Section, {
		icon: /* @__PURE__ */ jsx(Database, {
			"aria-hidden": true,
			className: "size-5"
		}),
		title: "Databasevedligeholdelse",
		description: database === "pglite" ? "Indbygget database (PGlite)." : "PostgreSQL.",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "space-y-2 text-sm",
				children: [/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Sikkerhedskopi (JSON)" }), " indeholder alle tabeller: artikler, revisioner, klubber, medier, stillinger, kampe, indstillinger, statistik, henvendelser, jobs, audit-log og brugere (uden adgangskoder). Sessioner, adgangskoder, to-faktor-nøgler, bekræftelseslinks og udgående mails er udeladt."] }), database === "pglite" ? /* @__PURE__ */ jsxs("p", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Hele databasen (.tar.gz)" }),
					" er en komplet kopi af PGlite-datamappen – også adgangskoder og sessioner – som kan indlæses igen med PGlite (",
					/* @__PURE__ */ jsx("code", { children: "loadDataDir" }),
					"). Opbevar den sikkert."
				] }) : /* @__PURE__ */ jsxs("p", { children: [
					"Brug ",
					/* @__PURE__ */ jsx("code", { children: "pg_dump" }),
					" på databaseserveren til en fuld sikkerhedskopi af PostgreSQL."
				] })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap gap-2",
				children: [
					/* @__PURE__ */ jsxs("a", {
						href: "/admin/api/backup",
						download: true,
						className: buttonVariants({ variant: "outline" }),
						children: [/* @__PURE__ */ jsx(Download, { "aria-hidden": true }), "Download sikkerhedskopi (JSON)"]
					}),
					database === "pglite" ? /* @__PURE__ */ jsxs("a", {
						href: "/admin/api/backup?format=pglite",
						download: true,
						className: buttonVariants({ variant: "outline" }),
						children: [/* @__PURE__ */ jsx(Download, { "aria-hidden": true }), "Download hele databasen (.tar.gz)"]
					}) : null,
					/* @__PURE__ */ jsxs(optimize.Form, {
						method: "post",
						children: [/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "intent",
							value: "optimize"
						}), /* @__PURE__ */ jsxs(Button, {
							type: "submit",
							variant: "outline",
							disabled: optimize.state !== "idle",
							children: [/* @__PURE__ */ jsx(Wrench, { "aria-hidden": true }), optimize.state !== "idle" ? "Optimerer..." : "Optimer database"]
						})]
					})
				]
			}),
			optimize.data ? /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "text-sm",
				children: optimize.data.message
			}) : null
		]
	});
}
// app/features/settings/settings-page.tsx
/** The system switches, in the order the page shows them. */
var SYSTEM_TOGGLES = [
	{
		name: "enableNotifications",
		label: "Notifikationer",
		description: "Send e-mail til administratorer og redaktører om nye henvendelser og fejlede jobs."
	},
	{
		name: "enableAnalytics",
		label: "Analytics",
		description: "Førstepartsstatistik uden cookies: sidevisninger, artikelvisninger og trafikkilder."
	},
	{
		name: "autoPublish",
		label: "Automatisk publicering",
		description: "AI-genererede artikler publiceres med det samme. Slået fra: de gemmes som kladder."
	},
	{
		name: "maintenanceMode",
		label: "Vedligeholdelsestilstand",
		description: "Besøgende ser en vedligeholdelsesside (503). Administratorer og redaktører ser sitet som normalt."
	}
];
/** Spec §2 settings form (intent 'save'): site name and description, the switches and the agent's feeds. */
function SiteSettingsForm({ settings, savedText }) {
	const save = useFetcher();
	useActionResultToast(save.data, savedText);
	const errors = save.data?.ok === false ? save.data.fieldErrors ?? {} : {};
	return /* @__PURE__ */ jsxs(save.Form, {
		method: "post",
		className: "space-y-6",
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "save"
			}),
			/* @__PURE__ */ jsxs(Section, {
				icon: /* @__PURE__ */ jsx(SlidersHorizontal, {
					"aria-hidden": true,
					className: "size-5"
				}),
				title: "Sideindstillinger",
				description: "Navn og beskrivelse vises i titler og metatags på alle offentlige sider, i RSS og sitemaps.",
				children: [/* @__PURE__ */ jsxs(Field, {
					id: "siteName",
					error: errors.siteName,
					children: [
						/* @__PURE__ */ jsx(FieldLabel, { children: "Sidenavn" }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
							name: "siteName",
							defaultValue: settings.siteName,
							maxLength: SETTINGS_LIMITS.siteName,
							required: true
						}) }),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				}), /* @__PURE__ */ jsxs(Field, {
					id: "siteDescription",
					error: errors.siteDescription,
					children: [
						/* @__PURE__ */ jsx(FieldLabel, { children: "Beskrivelse" }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Textarea, {
							name: "siteDescription",
							rows: 3,
							defaultValue: settings.siteDescription,
							maxLength: SETTINGS_LIMITS.siteDescription,
							required: true
						}) }),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				})]
			}),
			/* @__PURE__ */ jsx(Section, {
				icon: /* @__PURE__ */ jsx(Wrench, {
					"aria-hidden": true,
					className: "size-5"
				}),
				title: "Systemindstillinger",
				description: "Slå funktioner til og fra for hele sitet.",
				children: SYSTEM_TOGGLES.map((toggle) => /* @__PURE__ */ jsx(ToggleRow, {
					...toggle,
					defaultChecked: settings[toggle.name]
				}, toggle.name))
			}),
			/* @__PURE__ */ jsxs(Section, {
				icon: /* @__PURE__ */ jsx(Database, {
					"aria-hidden": true,
					className: "size-5"
				}),
				title: "Auto Article Agent",
				description: "Et planlagt job, der læser de angivne feeds (RSS/Atom) og skriver artikler med forfatteren Agent.",
				children: [/* @__PURE__ */ jsx(ToggleRow, {
					name: "agentEnabled",
					label: "Auto Article Agent",
					description: "Slået fra som standard. Kræver mindst ét feed.",
					defaultChecked: settings.agentEnabled
				}), /* @__PURE__ */ jsxs(Field, {
					id: "agentFeedUrls",
					error: errors.agentFeedUrls,
					children: [
						/* @__PURE__ */ jsxs(FieldLabel, { children: [
							"Feeds (én http(s)-adresse pr. linje, højst ",
							SETTINGS_LIMITS.feedUrls,
							")"
						] }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Textarea, {
							name: "agentFeedUrls",
							rows: 5,
							defaultValue: settings.agentFeedUrls.join("\n"),
							placeholder: "https://eksempel.dk/feed.xml"
						}) }),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				})]
			}),
			/* @__PURE__ */ jsx(SaveButton, {
				saving: save.state !== "idle",
				children: "Gem indstillinger"
			})
		]
	});
}
function SettingsPage({ settings, company, security, database, savedText }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Indstillinger"
			}), /* @__PURE__ */ jsxs("p", {
				className: "text-muted-foreground",
				children: [
					"Sidens navn og beskrivelse, systemets funktioner, virksomhedsoplysninger, sikkerhed og databasevedligeholdelse. Sidst gemt ",
					formatDanishDateTime(settings.updatedAt),
					"."
				]
			})] }),
			settings.maintenanceMode ? /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900",
				children: "Vedligeholdelsestilstand er slået til: besøgende ser en vedligeholdelsesside (503). Du og andre redaktører ser sitet som normalt."
			}) : null,
			/* @__PURE__ */ jsx(SiteSettingsForm, {
				settings,
				savedText
			}),
			/* @__PURE__ */ jsx(CompanySection, { company }),
			/* @__PURE__ */ jsx(SecuritySection, { security }),
			/* @__PURE__ */ jsx(DatabaseSection, { database })
		]
	});
}
// app/routes/admin/settings.tsx
var settings_exports = /* @__PURE__ */ __exportAll({
	action: () => action$8,
	default: () => settings_default,
	loader: () => loader$12,
	meta: () => meta$6
});
function meta$6({ matches }) {
	return [{ title: `Indstillinger | ${siteFromMatches(matches).siteName}` }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
async function loader$12(args) {
	requireAdmin(args);
	const handle = getDatabaseHandle();
	const [settings, security] = await Promise.all([getSiteSettings(handle.db), getSecurityOverview(handle.db)]);
	return {
		settings: {
			siteName: settings.siteName,
			siteDescription: settings.siteDescription,
			enableNotifications: settings.enableNotifications,
			enableAnalytics: settings.enableAnalytics,
			autoPublish: settings.autoPublish,
			maintenanceMode: settings.maintenanceMode,
			agentEnabled: settings.agentEnabled,
			agentFeedUrls: settings.agentFeedUrls,
			updatedAt: settings.updatedAt.toISOString()
		},
		company: companyDetailsOf(settings),
		security,
		database: handle.kind
	};
}
async function action$8(args) {
	const admin = requireAdmin(args);
	const sessionId = args.context.session?.sessionId;
	const result = await handleSettingsAction(getDatabaseHandle(), {
		id: admin.id,
		email: admin.email
	}, sessionId ?? "", await args.request.formData());
	if (!result.ok) return data(result, { status: result.status ?? 400 });
	return data(result);
}
var settings_default = UNSAFE_withComponentProps(function SettingsRoute({ loaderData }) {
	return /* @__PURE__ */ jsx(SettingsPage, {
		...loaderData,
		savedText: SETTINGS_TEXT.saved
	});
});
// app/features/jobs/job-runner-panel.tsx
var TONE_CLASSES = {
	green: "bg-green-100 text-green-800 border-green-200",
	red: "bg-red-100 text-red-800 border-red-200",
	blue: "bg-blue-100 text-blue-800 border-blue-200",
	grey: "bg-gray-100 text-gray-700 border-gray-200"
};
/** Spec §4: cron statuses completed green, failed red, running blue, other grey. */
function CronStatusBadge({ status }) {
	const tone = cronStatusTone(status);
	return /* @__PURE__ */ jsx("span", {
		"data-tone": tone,
		className: cn("inline-flex rounded-md border px-2 py-0.5 font-medium text-xs", TONE_CLASSES[tone]),
		children: CRON_STATUS_LABELS[status] ?? status
	});
}
function JobRow({ job }) {
	const fetcher = useFetcher();
	const running = fetcher.state !== "idle";
	const result = fetcher.data;
	useEffect(() => {
		if (!result) return;
		const t = result.status ? jobRunToast(job.label, result) : {
			kind: "error",
			title: `${job.label}: fejlede`,
			description: result.error
		};
		if (t.kind === "success") toast.success(t.title);
		else if (t.kind === "info") toast.info(t.title, { description: t.description });
		else toast.error(t.title, { description: t.description });
	}, [result, job.label]);
	return /* @__PURE__ */ jsxs(TableRow, {
		"data-job": job.name,
		children: [
			/* @__PURE__ */ jsxs(TableCell, { children: [/* @__PURE__ */ jsx("div", {
				className: "font-medium",
				children: job.label
			}), job.enabled ? null : /* @__PURE__ */ jsx("div", {
				className: "text-muted-foreground text-xs",
				children: "Slået fra: kører uden at gøre noget"
			})] }),
			/* @__PURE__ */ jsx(TableCell, {
				className: "text-sm",
				children: job.schedule
			}),
			/* @__PURE__ */ jsx(TableCell, { children: job.lastRun ? /* @__PURE__ */ jsxs("div", {
				className: "space-y-1",
				children: [/* @__PURE__ */ jsx(CronStatusBadge, { status: job.lastRun.status }), /* @__PURE__ */ jsx("div", {
					className: "text-muted-foreground text-xs",
					children: /* @__PURE__ */ jsx("time", {
						dateTime: job.lastRun.startedAt,
						children: formatDanishDateTime(job.lastRun.startedAt)
					})
				})]
			}) : /* @__PURE__ */ jsx("span", {
				className: "text-muted-foreground text-sm",
				children: "Ikke kørt endnu"
			}) }),
			/* @__PURE__ */ jsx(TableCell, {
				className: "text-right",
				children: /* @__PURE__ */ jsx(fetcher.Form, {
					method: "post",
					action: `/admin/api/jobs/${job.name}/run`,
					children: /* @__PURE__ */ jsxs(Button, {
						type: "submit",
						size: "sm",
						variant: "outline",
						disabled: running,
						"aria-label": `Kør nu: ${job.label}`,
						children: [running ? /* @__PURE__ */ jsx(Spinner, {
							size: "sm",
							label: "Kører...",
							className: "text-current"
						}) : /* @__PURE__ */ jsx(Play, { "aria-hidden": true }), "Kør nu"]
					})
				})
			})
		]
	});
}
/** The scheduled jobs on /admin/logs: label, schedule, last run, and 'Kør nu' for each. */
function JobRunnerPanel({ jobs }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "jobs-heading",
		className: "space-y-3 rounded-lg border bg-card p-4",
		children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
			id: "jobs-heading",
			className: "font-semibold",
			children: "Planlagte job"
		}), /* @__PURE__ */ jsx("p", {
			className: "text-muted-foreground text-sm",
			children: "Jobbene kører automatisk på serveren. Hver kørsel, også når du starter den her, vises under Cron Executions."
		})] }), /* @__PURE__ */ jsxs(Table, { children: [/* @__PURE__ */ jsx(TableHeader, { children: /* @__PURE__ */ jsxs(TableRow, { children: [
			/* @__PURE__ */ jsx(TableHead, { children: "Job" }),
			/* @__PURE__ */ jsx(TableHead, { children: "Kører" }),
			/* @__PURE__ */ jsx(TableHead, { children: "Seneste kørsel" }),
			/* @__PURE__ */ jsx(TableHead, {
				className: "text-right",
				children: /* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: "Handlinger"
				})
			})
		] }) }), /* @__PURE__ */ jsx(TableBody, { children: jobs.map((job) => /* @__PURE__ */ jsx(JobRow, { job }, job.name)) })] })]
	});
}
/** The Auto Article Agent's log, newest first. */
async function listAgentLogs(db, limit = 100) {
	return (await db.select().from(agentLogs).orderBy(desc(agentLogs.timestamp)).limit(limit)).map((r) => ({
		id: r.id,
		level: r.level,
		timestamp: r.timestamp.toISOString(),
		message: r.eventMessage,
		executionTimeMs: r.executionTimeMs
	}));
}
/** Spec §7: select all from cron_executions ordered by started_at descending, limit 20. */
async function listCronExecutions(db, limit = 20) {
	return (await db.select().from(cronExecutions).orderBy(desc(cronExecutions.startedAt)).limit(limit)).map((r) => ({
		id: r.id,
		jobName: r.jobName,
		status: r.status,
		trigger: r.trigger,
		startedAt: r.startedAt.toISOString(),
		completedAt: r.completedAt ? r.completedAt.toISOString() : null,
		errorMessage: r.errorMessage,
		responseData: r.responseData ?? null
	}));
}
// app/components/ui/scroll-area.tsx
function ScrollArea$1({ className, children, ...props }) {
	return /* @__PURE__ */ jsxs(ScrollArea.Root, {
		"data-slot": "scroll-area",
		className: cn("relative", className),
		...props,
		children: [
			/* @__PURE__ */ jsx(ScrollArea.Viewport, {
				"data-slot": "scroll-area-viewport",
				className: "size-full rounded-[inherit] outline-none transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50",
				children
			}),
			/* @__PURE__ */ jsx(ScrollBar, {}),
			/* @__PURE__ */ jsx(ScrollArea.Corner, {})
		]
	});
}
function ScrollBar({ className, orientation = "vertical", ...props }) {
	return /* @__PURE__ */ jsx(ScrollArea.ScrollAreaScrollbar, {
		"data-slot": "scroll-area-scrollbar",
		orientation,
		className: cn("flex touch-none select-none p-px transition-colors", orientation === "vertical" && "h-full w-2.5 border-l border-l-transparent", orientation === "horizontal" && "h-2.5 flex-col border-t border-t-transparent", className),
		...props,
		children: /* @__PURE__ */ jsx(ScrollArea.ScrollAreaThumb, {
			"data-slot": "scroll-area-thumb",
			className: "relative flex-1 rounded-full bg-border"
		})
	});
}
// app/features/logs/log-styles.ts
/** Badge colours of the logs page (pure, shared by the page and its tests). */
var GREEN = "border-transparent bg-green-100 text-green-800";
var RED = "border-transparent bg-red-100 text-red-800";
var BLUE = "border-transparent bg-blue-100 text-blue-800";
var GREY = "border-transparent bg-gray-100 text-gray-700";
/** Agent log level: info green, error red, log blue, anything else grey. */
function levelBadgeClass(level) {
	switch (level.toLowerCase()) {
		case "info": return GREEN;
		case "error": return RED;
		case "log": return BLUE;
		default: return GREY;
	}
}
/** Cron execution status: completed green, failed red, running blue, anything else grey. */
function statusBadgeClass(status) {
	switch (status.toLowerCase()) {
		case "completed": return GREEN;
		case "failed": return RED;
		case "running": return BLUE;
		default: return GREY;
	}
}
var timeFormat = new Intl.DateTimeFormat("da-DK", {
	timeZone: "Europe/Copenhagen",
	day: "2-digit",
	month: "2-digit",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit"
});
/** "14.03.2026 23.30.05" (da-DK, Copenhagen time). */
function formatLogTime(iso) {
	return timeFormat.format(new Date(iso)).replace(", ", " ");
}
/** Response data as indented JSON. */
function prettyJson(value) {
	return JSON.stringify(value, null, 2);
}
// app/features/logs/logs-page.tsx
var LOGS_TEXT = {
	title: "Edge Function Logs & Fejl",
	intro: "Log fra Auto Article Agent og de seneste kørsler af planlagte job.",
	refresh: "Opdater",
	refreshing: "Opdaterer...",
	agentTab: "Auto Article Agent",
	cronTab: "Cron Executions",
	loadError: "Fejl ved hentning af logs",
	noAgentLogs: "Ingen logs fra Auto Article Agent endnu",
	noCronExecutions: "Ingen cron-kørsler endnu",
	started: "Startet",
	completed: "Afsluttet",
	notCompleted: "Ikke afsluttet",
	error: "Fejl",
	response: "Svar"
};
function AgentLogList({ logs }) {
	if (logs.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "p-4 text-muted-foreground",
		children: LOGS_TEXT.noAgentLogs
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "divide-y divide-border",
		"data-testid": "agent-logs",
		children: logs.map((log) => /* @__PURE__ */ jsxs("li", {
			className: "space-y-1 p-3",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-2 text-xs",
				children: [
					/* @__PURE__ */ jsx(Badge, {
						className: levelBadgeClass(log.level),
						children: log.level
					}),
					/* @__PURE__ */ jsx("time", {
						dateTime: log.timestamp,
						className: "text-muted-foreground",
						children: formatLogTime(log.timestamp)
					}),
					log.executionTimeMs !== null && /* @__PURE__ */ jsxs("span", {
						className: "text-muted-foreground tabular-nums",
						children: [log.executionTimeMs, " ms"]
					})
				]
			}), /* @__PURE__ */ jsx("p", {
				className: "whitespace-pre-wrap break-words font-mono text-sm",
				children: log.message
			})]
		}, log.id))
	});
}
function CronExecutionList({ executions }) {
	if (executions.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "p-4 text-muted-foreground",
		children: LOGS_TEXT.noCronExecutions
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "divide-y divide-border",
		"data-testid": "cron-executions",
		children: executions.map((run) => /* @__PURE__ */ jsxs("li", {
			className: "space-y-2 p-3",
			"data-testid": "cron-execution",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center gap-2",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "font-semibold",
							children: run.jobName
						}),
						/* @__PURE__ */ jsx(Badge, {
							className: statusBadgeClass(run.status),
							children: run.status
						}),
						run.trigger === "manual" && /* @__PURE__ */ jsx(Badge, {
							variant: "outline",
							children: "Manuel"
						})
					]
				}),
				/* @__PURE__ */ jsxs("dl", {
					className: "grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted-foreground",
					children: [
						/* @__PURE__ */ jsx("dt", { children: LOGS_TEXT.started }),
						/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("time", {
							dateTime: run.startedAt,
							children: formatLogTime(run.startedAt)
						}) }),
						/* @__PURE__ */ jsx("dt", { children: LOGS_TEXT.completed }),
						/* @__PURE__ */ jsx("dd", { children: run.completedAt ? /* @__PURE__ */ jsx("time", {
							dateTime: run.completedAt,
							children: formatLogTime(run.completedAt)
						}) : LOGS_TEXT.notCompleted })
					]
				}),
				run.errorMessage && /* @__PURE__ */ jsxs("p", {
					className: "rounded bg-red-50 p-2 text-sm text-red-800",
					children: [
						/* @__PURE__ */ jsxs("span", {
							className: "font-semibold",
							children: [LOGS_TEXT.error, ":"]
						}),
						" ",
						run.errorMessage
					]
				}),
				run.responseData !== null && run.responseData !== void 0 && /* @__PURE__ */ jsxs("div", {
					className: "space-y-1",
					children: [/* @__PURE__ */ jsx("p", {
						className: "text-xs font-semibold text-muted-foreground",
						children: LOGS_TEXT.response
					}), /* @__PURE__ */ jsx("pre", {
						className: "overflow-x-auto rounded bg-muted p-2 font-mono text-xs",
						"data-testid": "cron-response",
						children: prettyJson(run.responseData)
					})]
				})
			]
		}, run.id))
	});
}
/** The two tabs (each in a 500 px scroll area), or the spec's error text when loading failed. */
function LogsContent({ data }) {
	return data.ok ? /* @__PURE__ */ jsxs(Tabs, {
		defaultValue: "agent",
		children: [
			/* @__PURE__ */ jsxs(TabsList, { children: [/* @__PURE__ */ jsx(TabsTrigger, {
				value: "agent",
				children: LOGS_TEXT.agentTab
			}), /* @__PURE__ */ jsx(TabsTrigger, {
				value: "cron",
				children: LOGS_TEXT.cronTab
			})] }),
			/* @__PURE__ */ jsx(TabsContent, {
				value: "agent",
				children: /* @__PURE__ */ jsx(ScrollArea$1, {
					className: "h-[500px] rounded-md border",
					"data-testid": "agent-scroll-area",
					children: /* @__PURE__ */ jsx(AgentLogList, { logs: data.agentLogs })
				})
			}),
			/* @__PURE__ */ jsx(TabsContent, {
				value: "cron",
				children: /* @__PURE__ */ jsx(ScrollArea$1, {
					className: "h-[500px] rounded-md border",
					"data-testid": "cron-scroll-area",
					children: /* @__PURE__ */ jsx(CronExecutionList, { executions: data.cronExecutions })
				})
			})
		]
	}) : /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "rounded-lg border border-red-200 bg-red-50 p-4 text-red-800",
		children: data.error
	});
}
/** Spec §2 Logs: refresh button; tabs 'Auto Article Agent' (default) and 'Cron Executions', 500 px each. */
function LogsPage({ data, jobPanel }) {
	const revalidator = useRevalidator();
	const busy = revalidator.state === "loading";
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-start justify-between gap-4",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
					className: "text-2xl font-bold",
					children: LOGS_TEXT.title
				}), /* @__PURE__ */ jsx("p", {
					className: "text-muted-foreground",
					children: LOGS_TEXT.intro
				})] }), /* @__PURE__ */ jsxs(Button, {
					variant: "outline",
					onClick: () => void revalidator.revalidate(),
					disabled: busy,
					children: [/* @__PURE__ */ jsx(RefreshCw, {
						className: busy ? "size-4 animate-spin" : "size-4",
						"aria-hidden": true
					}), busy ? LOGS_TEXT.refreshing : LOGS_TEXT.refresh]
				})]
			}),
			jobPanel,
			/* @__PURE__ */ jsx(LogsContent, { data })
		]
	});
}
// app/workflows/jobs/job-infos.server.ts
/** Whether a job does anything when it runs (it still runs and is recorded either way). */
async function enabledJobs(db) {
	const env = getEnv();
	const [settings] = await db.select({ agentEnabled: siteSettings.agentEnabled }).from(siteSettings).where(eq(siteSettings.id, 1));
	return {
		"publish-scheduled": true,
		"request-indexing": indexingUnavailableReason(indexingConfigFromEnv()) === null,
		"auto-article-agent": Boolean(settings?.agentEnabled),
		"analytics-retention": true,
		"football-data-sync": Boolean(env.FOOTBALL_DATA_TOKEN)
	};
}
/** The scheduled jobs with their latest run, for the job panel on /admin/logs. */
async function listJobInfos(db) {
	const enabled = await enabledJobs(db);
	const rows = await db.selectDistinctOn([cronExecutions.jobName], {
		jobName: cronExecutions.jobName,
		status: cronExecutions.status,
		startedAt: cronExecutions.startedAt,
		completedAt: cronExecutions.completedAt,
		errorMessage: cronExecutions.errorMessage
	}).from(cronExecutions).where(inArray(cronExecutions.jobName, [...JOB_NAMES])).orderBy(cronExecutions.jobName, desc(cronExecutions.startedAt));
	const last = new Map(rows.map((r) => [r.jobName, r]));
	return JOB_NAMES.map((name) => {
		const run = last.get(name);
		return {
			name,
			label: JOB_CATALOG[name].label,
			schedule: JOB_CATALOG[name].schedule,
			cron: JOB_CATALOG[name].cron,
			enabled: enabled[name],
			lastRun: run ? {
				status: run.status,
				startedAt: run.startedAt.toISOString(),
				completedAt: run.completedAt?.toISOString() ?? null,
				error: run.errorMessage
			} : null
		};
	});
}
// app/routes/admin/logs.tsx
var logs_exports = /* @__PURE__ */ __exportAll({
	default: () => logs_default,
	loader: () => loader$11,
	meta: () => meta$5
});
async function loader$11(args) {
	requireStaff(args);
	const db = getDb();
	const [logs, jobs] = await Promise.all([Promise.all([listAgentLogs(db), listCronExecutions(db)]).then(([agentLogs, cronExecutions]) => ({
		ok: true,
		agentLogs,
		cronExecutions
	}), (error) => {
		logger.error({
			err: error,
			reqId: args.context.requestId
		}, "logs could not be loaded");
		return {
			ok: false,
			error: LOGS_TEXT.loadError
		};
	}), listJobInfos(db).catch((error) => {
		logger.error({
			err: error,
			reqId: args.context.requestId
		}, "job list could not be loaded");
		return [];
	})]);
	return {
		logs,
		jobs
	};
}
function meta$5() {
	return [{ title: "Edge Function Logs & Fejl | Forsiden" }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
var logs_default = UNSAFE_withComponentProps(function LogsRoute({ loaderData }) {
	return /* @__PURE__ */ jsx(LogsPage, {
		data: loaderData.logs,
		jobPanel: /* @__PURE__ */ jsx(JobRunnerPanel, { jobs: loaderData.jobs })
	});
});
// app/features/authors/author-schema.ts
/** Limits of the author profile form (issue 14). */
var AUTHOR_LIMITS = {
	name: 80,
	jobTitle: 60,
	bio: 600,
	slug: 60
};
var AUTHOR_TEXT = {
	nameRequired: "Visningsnavn er påkrævet",
	nameTooLong: `Visningsnavnet må højst være ${AUTHOR_LIMITS.name} tegn`,
	nameIsEmail: "Visningsnavnet må ikke være en e-mailadresse",
	slugInvalid: "Adressen må kun indeholde små bogstaver a-z, tal og enkelte bindestreger",
	slugTooLong: `Adressen må højst være ${AUTHOR_LIMITS.slug} tegn`,
	slugTaken: (slug) => `Adressen /forfatter/${slug} er allerede i brug`,
	jobTitleTooLong: `Titlen må højst være ${AUTHOR_LIMITS.jobTitle} tegn`,
	bioTooLong: `Bioen må højst være ${AUTHOR_LIMITS.bio} tegn`,
	noEmailInText: "Læsere må ikke se en e-mailadresse: fjern den fra teksten",
	saved: "Forfatterprofilen er gemt.",
	unchanged: "Der var ingen ændringer at gemme.",
	notFound: "Brugeren findes ikke.",
	notStaff: "Kun administratorer og redaktører har en forfatterprofil.",
	unexpected: "Der opstod en fejl ved gemning af forfatterprofilen"
};
var noEmail = (value) => !looksLikeEmail(value);
/** The profile form on /admin/profil (own) and /admin/brugere (an admin edits anyone's). */
var authorProfileSchema = z.object({
	name: z.string({ error: AUTHOR_TEXT.nameRequired }).trim().min(1, AUTHOR_TEXT.nameRequired).max(AUTHOR_LIMITS.name, AUTHOR_TEXT.nameTooLong).refine(noEmail, AUTHOR_TEXT.nameIsEmail),
	authorSlug: z.string().trim().toLowerCase().max(AUTHOR_LIMITS.slug, AUTHOR_TEXT.slugTooLong).refine((v) => v === "" || isAuthorSlug(v), AUTHOR_TEXT.slugInvalid).default(""),
	jobTitle: z.string().trim().max(AUTHOR_LIMITS.jobTitle, AUTHOR_TEXT.jobTitleTooLong).refine(noEmail, AUTHOR_TEXT.noEmailInText).default(""),
	bio: z.string().trim().max(AUTHOR_LIMITS.bio, AUTHOR_TEXT.bioTooLong).refine(noEmail, AUTHOR_TEXT.noEmailInText).default(""),
	removePortrait: z.string().optional().transform((v) => v === "on" || v === "true")
});
/** The form's field names (FormData keys read by parseForm; the portrait file is read apart). */
var AUTHOR_PROFILE_FIELDS = [
	"name",
	"authorSlug",
	"jobTitle",
	"bio",
	"removePortrait"
];
// app/features/authors/author-profile.server.ts
/** The profile form's values; null for no id (the page shows no form) or an unknown one. */
async function getAuthorProfile(db, userId) {
	if (!userId) return null;
	const [row] = await db.select({
		id: user.id,
		email: user.email,
		role: user.role,
		name: user.name,
		authorSlug: user.authorSlug,
		jobTitle: user.jobTitle,
		bio: user.bio,
		portrait: user.portrait
	}).from(user).where(eq(user.id, userId));
	return row ?? null;
}
/** Portraits are shown small: WebP variants at these widths, the original kept for the rest. */
var PORTRAIT_WIDTHS = [
	160,
	320,
	640
];
function fail$2(message, status, fieldErrors) {
	return {
		ok: false,
		message,
		status,
		...fieldErrors ? { fieldErrors } : {}
	};
}
/** Verifies and stores a portrait through the image pipeline (type, size, decode, metadata stripped). */
async function storePortrait(storage, slug, file) {
	if (!file.type.startsWith("image/")) throw new ImageValidationError(MSG_NOT_AN_IMAGE);
	if (file.size > 5242880) throw new ImageValidationError(MSG_TOO_LARGE);
	const processed = await processImage(Buffer.from(await file.arrayBuffer()), {
		widths: PORTRAIT_WIDTHS,
		avif: false
	});
	const baseName = stripExt(objectName(`forfatter-${slug}`, processed.ext));
	const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
	return {
		url: stored.url,
		width: processed.width,
		height: processed.height,
		variants: stored.variants
	};
}
/** The stored object names of a portrait (original and variants), for removal. */
function portraitObjects(portrait) {
	return [portrait.url, ...portrait.variants.map((v) => v.url)].map((url) => url.split("/").pop() ?? "").filter(Boolean);
}
async function removePortrait(storage, portrait) {
	if (!portrait) return;
	await Promise.allSettled(portraitObjects(portrait).map((name) => storage.delete(ARTICLE_IMAGES_BUCKET, name).catch((err) => {
		logger.warn({
			err,
			name
		}, "an unused author portrait could not be removed");
	})));
}
function isUniqueViolation(err) {
	for (let e = err; e; e = e.cause) if (e.code === "23505") return true;
	return false;
}
var CHANGE_FIELDS = [
	"name",
	"authorSlug",
	"jobTitle",
	"bio"
];
/**
* Saves a staff member's author profile (issue 14): display name, author page address, title,
* bio and portrait. One transaction with the audit entry; a new portrait is stored first and
* removed again when the save does not go through. Bylines follow at once: article pages read
* the current name, and the cache marks every page stale (author pages are dropped).
*/
async function saveAuthorProfile(db, storage, actor, userId, input, options = {}) {
	const current = await getAuthorProfile(db, userId);
	if (!current) return fail$2(AUTHOR_TEXT.notFound, 404);
	if (!isStaff(current.role) && !current.authorSlug) return fail$2(AUTHOR_TEXT.notStaff, 403);
	let portrait = null;
	if (options.portrait && options.portrait.size > 0) {
		const limit = await hitRateLimit(db, UPLOAD_RATE_RULE, actor.id);
		if (!limit.allowed) return {
			ok: false,
			message: MSG_TOO_MANY_UPLOADS,
			status: 429,
			fieldErrors: { portrait: MSG_TOO_MANY_UPLOADS },
			retryAfterSeconds: limit.retryAfterSeconds
		};
		try {
			portrait = await storePortrait(storage, current.authorSlug ?? authorSlugFromName(input.name), options.portrait);
		} catch (err) {
			if (err instanceof ImageValidationError) return fail$2(err.message, err.message === "Billede må maksimalt være 5MB" ? 413 : 400, { portrait: err.message });
			throw err;
		}
	}
	let oldSlug = null;
	let replaced = null;
	try {
		const result = await db.transaction(async (tx) => {
			const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
			if (!row) return fail$2(AUTHOR_TEXT.notFound, 404);
			const before = await getAuthorProfile(tx, userId);
			if (!before) return fail$2(AUTHOR_TEXT.notFound, 404);
			let authorSlug = input.authorSlug;
			if (authorSlug && authorSlug !== before.authorSlug) {
				if (await freeAuthorSlug(tx, authorSlug, userId) !== authorSlug) {
					const message = AUTHOR_TEXT.slugTaken(authorSlug);
					return fail$2(message, 409, { authorSlug: message });
				}
			} else if (!authorSlug) authorSlug = before.authorSlug ?? await freeAuthorSlug(tx, authorSlugFromName(input.name), userId);
			const next = {
				name: input.name,
				authorSlug,
				jobTitle: input.jobTitle || null,
				bio: input.bio || null,
				portrait: portrait ?? (input.removePortrait ? null : before.portrait)
			};
			const changed = CHANGE_FIELDS.filter((f) => (before[f] ?? null) !== (next[f] ?? null));
			if (next.portrait?.url !== before.portrait?.url) changed.push("portrait");
			const [confirmation] = await tx.select({ at: user.nameConfirmedAt }).from(user).where(eq(user.id, userId));
			const confirmsName = !confirmation?.at;
			if (confirmsName && !changed.includes("name")) changed.push("nameConfirmed");
			if (changed.length === 0) return {
				ok: true,
				message: AUTHOR_TEXT.unchanged,
				authorSlug
			};
			oldSlug = before.authorSlug;
			replaced = before.portrait && before.portrait.url !== next.portrait?.url ? before.portrait : null;
			await tx.update(user).set({
				...next,
				updatedAt: options.now ?? /* @__PURE__ */ new Date(),
				...confirmsName || changed.includes("name") ? { nameConfirmedAt: options.now ?? /* @__PURE__ */ new Date() } : {}
			}).where(eq(user.id, userId));
			await recordAudit(tx, actor, {
				action: "profile_updated",
				entityType: "user",
				entityId: userId,
				summary: actor.id === userId ? "opdaterede sin forfatterprofil" : `opdaterede forfatterprofilen for ${before.email}`,
				metadata: {
					changed,
					authorSlug
				}
			});
			return {
				ok: true,
				message: AUTHOR_TEXT.saved,
				authorSlug
			};
		});
		if (!result.ok || result.message === AUTHOR_TEXT.unchanged) {
			await removePortrait(storage, portrait);
			return result;
		}
		await removePortrait(storage, replaced);
		invalidatePageCache(PAGE_CHANGES.author([result.authorSlug, oldSlug]));
		return result;
	} catch (err) {
		await removePortrait(storage, portrait);
		if (isUniqueViolation(err)) {
			const message = AUTHOR_TEXT.slugTaken(input.authorSlug || authorSlugFromName(input.name));
			return fail$2(message, 409, { authorSlug: message });
		}
		throw err;
	}
}
// app/features/authors/author-profile-action.server.ts
/**
* The profile form's post (intent "profile"), for /admin/profil (the user's own) and
* /admin/brugere (an admin's for anyone): Zod-validated, Danish messages, audited. The route has
* already checked the role.
*/
async function handleAuthorProfileForm(form, actor, userId) {
	const parsed = parseForm(authorProfileSchema, form, { fields: AUTHOR_PROFILE_FIELDS });
	if (!parsed.ok) return {
		result: {
			ok: false,
			intent: "profile",
			message: Object.values(parsed.fieldErrors).find(Boolean) ?? AUTHOR_TEXT.unexpected,
			fieldErrors: parsed.fieldErrors
		},
		status: 400
	};
	const file = form.get("portrait");
	const portrait = file && typeof file !== "string" ? file : null;
	const saved = await saveAuthorProfile(getDb(), getAppStorage(), actor, userId, parsed.data, { portrait });
	if (!saved.ok) return {
		result: {
			ok: false,
			intent: "profile",
			message: saved.message,
			fieldErrors: saved.fieldErrors
		},
		status: saved.status,
		...saved.retryAfterSeconds ? { headers: { "Retry-After": String(saved.retryAfterSeconds) } } : {}
	};
	return {
		result: {
			ok: true,
			intent: "profile",
			message: saved.message,
			authorSlug: saved.authorSlug
		},
		status: 200
	};
}
// app/features/authors/author-profile-form.tsx
/**
* The author profile (issue 14): display name (the byline), author page address, title, bio and
* portrait. Posts multipart with intent "profile"; `userId` is sent when an admin edits someone
* else's profile on /admin/brugere.
*/
function AuthorProfileForm({ profile, result, ownerEmail }) {
	const sendUserId = ownerEmail !== void 0;
	const navigation = useNavigation();
	const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
	const id = (name) => `profil-${name}`;
	const fieldErrors = result && !result.ok && result.fieldErrors || {};
	useEffect(() => {
		if (result?.ok) toast.success("Gemt", { description: result.message });
		else if (result) toast.error("Fejl", { description: result.message });
	}, [result]);
	return /* @__PURE__ */ jsxs(Card, {
		"data-testid": "author-profile",
		children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
			asChild: true,
			children: /* @__PURE__ */ jsx("h2", {
				className: "text-lg",
				children: sendUserId ? `Forfatterprofil for ${ownerEmail}` : "Forfatterprofil"
			})
		}), /* @__PURE__ */ jsx(CardDescription, { children: sendUserId ? "Visningsnavn, titel, bio og portræt, som læserne ser dem i bylines og på forfattersiden." : "Sådan står du i bylines og på din forfatterside. Læsere ser aldrig din e-mailadresse." })] }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsxs(Form, {
			method: "post",
			encType: "multipart/form-data",
			className: "grid max-w-2xl gap-4",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "intent",
					value: "profile"
				}),
				sendUserId ? /* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "userId",
					value: profile.id
				}) : null,
				/* @__PURE__ */ jsxs(Field, {
					id: id("name"),
					error: fieldErrors.name,
					children: [
						/* @__PURE__ */ jsx(FieldLabel, { children: "Visningsnavn" }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
							name: "name",
							defaultValue: profile.name,
							maxLength: AUTHOR_LIMITS.name,
							required: true
						}) }),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				}),
				/* @__PURE__ */ jsxs(Field, {
					id: id("jobTitle"),
					error: fieldErrors.jobTitle,
					children: [
						/* @__PURE__ */ jsx(FieldLabel, { children: "Titel" }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
							name: "jobTitle",
							defaultValue: profile.jobTitle ?? "",
							maxLength: AUTHOR_LIMITS.jobTitle,
							placeholder: "Sportsjournalist"
						}) }),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				}),
				/* @__PURE__ */ jsxs(Field, {
					id: id("authorSlug"),
					error: fieldErrors.authorSlug,
					descriptionId: id("authorSlug-hint"),
					children: [
						/* @__PURE__ */ jsx(FieldLabel, { children: "Adresse på forfattersiden" }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
							name: "authorSlug",
							defaultValue: profile.authorSlug ?? "",
							maxLength: AUTHOR_LIMITS.slug,
							placeholder: "fornavn-efternavn"
						}) }),
						/* @__PURE__ */ jsx(FieldDescription, {
							id: id("authorSlug-hint"),
							children: "/forfatter/… med små bogstaver, tal og bindestreger. Tom: laves ud fra navnet."
						}),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				}),
				/* @__PURE__ */ jsxs(Field, {
					id: id("bio"),
					error: fieldErrors.bio,
					children: [
						/* @__PURE__ */ jsx(FieldLabel, { children: "Kort bio" }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Textarea, {
							name: "bio",
							defaultValue: profile.bio ?? "",
							maxLength: AUTHOR_LIMITS.bio,
							rows: 4
						}) }),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				}),
				/* @__PURE__ */ jsxs(Field, {
					id: id("portrait"),
					error: fieldErrors.portrait,
					descriptionId: id("portrait-hint"),
					children: [
						/* @__PURE__ */ jsx(FieldLabel, { children: "Portræt" }),
						/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
							name: "portrait",
							type: "file",
							accept: "image/jpeg,image/png,image/webp,image/gif"
						}) }),
						/* @__PURE__ */ jsx(FieldDescription, {
							id: id("portrait-hint"),
							children: "JPEG, PNG, WebP eller GIF, højst 5 MB. Vises rundt beskåret."
						}),
						/* @__PURE__ */ jsx(FieldError, {})
					]
				}),
				profile.portrait ? /* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-3",
					children: [/* @__PURE__ */ jsx("img", {
						src: profile.portrait.url,
						alt: "",
						className: "size-12 rounded-full object-cover"
					}), /* @__PURE__ */ jsxs("label", {
						className: "flex items-center gap-2 text-sm",
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							name: "removePortrait",
							className: "size-4"
						}), "Fjern portrættet"]
					})]
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center gap-3",
					children: [/* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: busy,
						children: "Gem profil"
					}), profile.authorSlug ? /* @__PURE__ */ jsxs(Link, {
						to: authorPath(profile.authorSlug),
						className: "inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline",
						children: ["Se forfattersiden", /* @__PURE__ */ jsx(ExternalLink, {
							className: "size-4",
							"aria-hidden": "true"
						})]
					}) : null]
				})
			]
		}, profile.id) })]
	});
}
// app/features/users/roles.ts
var ROLES = [
	"admin",
	"editor",
	"user"
];
/** Danish names of the roles, as used in sentences ('gav x rollen redaktør'). */
var ROLE_LABELS = {
	admin: "administrator",
	editor: "redaktør",
	user: "bruger"
};
var RANK = {
	admin: 2,
	editor: 1,
	user: 0
};
/** A role change that takes rights away (admin → editor, editor → user …). */
function isDemotion(from, to) {
	return RANK[to] < RANK[from];
}
function asRole(value) {
	return value === "admin" || value === "editor" ? value : "user";
}
/** The audit log's sentence for a role change. */
function roleChangeSummary(email, role) {
	return `gav ${email} rollen ${ROLE_LABELS[role]}`;
}
var USER_TEXT = {
	lastAdmin: "Du kan ikke fjerne administratorrollen fra den sidste administrator.",
	notFound: "Brugeren findes ikke.",
	unknownIntent: "Ukendt handling",
	invalidRole: "Vælg en gyldig rolle",
	roleChanged: (email, role) => `${email} har nu rollen ${ROLE_LABELS[role]}.`,
	roleUnchanged: (email, role) => `${email} har allerede rollen ${ROLE_LABELS[role]}.`,
	signedOutAll: (email) => `${email} er logget ud på alle enheder.`
};
// app/features/users/user-schemas.ts
/** The forms on /admin/brugere: change a role, or end all of a user's sessions. */
var userActionSchema = z.discriminatedUnion("intent", [z.object({
	intent: z.literal("role"),
	userId: z.string().min(1, USER_TEXT.notFound),
	role: z.enum(ROLES, { error: USER_TEXT.invalidRole })
}), z.object({
	intent: z.literal("signout-all"),
	userId: z.string().min(1, USER_TEXT.notFound)
})], { error: USER_TEXT.unknownIntent });
/** /admin/profil: password confirmation, and the 6-digit code that finishes the TOTP setup. */
var passwordConfirmSchema = z.object({ password: z.string({ error: "Adgangskode er påkrævet" }).min(1, "Adgangskode er påkrævet") });
var totpConfirmSchema = z.object({
	code: totpCodeField,
	totpURI: z.string().startsWith("otpauth://totp/"),
	backupCodes: z.string().default("")
});
/** Staff first (admins, editors), then everyone else, newest first; optional e-mail search. */
async function listUsers(db, options = {}) {
	const activeSessions = db.select({
		userId: session.userId,
		n: count().as("n")
	}).from(session).where(gt(session.expiresAt, sql`now()`)).groupBy(session.userId).as("active_sessions");
	const q = options.q?.trim();
	return (await db.select({
		id: user.id,
		email: user.email,
		name: user.name,
		role: user.role,
		emailVerified: user.emailVerified,
		twoFactorEnabled: user.twoFactorEnabled,
		createdAt: user.createdAt,
		activeSessions: sql`coalesce(${activeSessions.n}, 0)`.mapWith(Number)
	}).from(user).leftJoin(activeSessions, eq(activeSessions.userId, user.id)).where(q ? ilike(user.email, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : void 0).orderBy(sql`CASE ${user.role} WHEN 'admin' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END`, desc(user.createdAt), asc(user.email)).limit(100)).map((r) => ({
		...r,
		role: asRole(r.role)
	}));
}
/**
* Gives a user a role. The last administrator keeps the admin role; a lowered user's sessions end
* at once (so a removed editor cannot go on working); every change is in the audit log.
*/
async function changeUserRole(db, actor, input) {
	return db.transaction(async (tx) => {
		const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, "admin")).orderBy(asc(user.id)).for("update");
		const [target] = await tx.select({
			id: user.id,
			email: user.email,
			role: user.role
		}).from(user).where(eq(user.id, input.userId)).for("update");
		if (!target) return {
			ok: false,
			message: USER_TEXT.notFound,
			status: 404
		};
		const from = asRole(target.role);
		if (from === input.role) return {
			ok: true,
			message: USER_TEXT.roleUnchanged(target.email, from),
			changed: false,
			sessionsRevoked: 0
		};
		if (from === "admin" && admins.length <= 1) return {
			ok: false,
			message: USER_TEXT.lastAdmin,
			status: 409
		};
		await tx.update(user).set({
			role: input.role,
			updatedAt: /* @__PURE__ */ new Date()
		}).where(eq(user.id, target.id));
		if (input.role !== "user") await ensureAuthorIdentity(tx, target.id);
		let sessionsRevoked = 0;
		if (isDemotion(from, input.role)) sessionsRevoked = (await tx.delete(session).where(eq(session.userId, target.id)).returning({ id: session.id })).length;
		await recordAudit(tx, actor, {
			action: "role_changed",
			entityType: "user",
			entityId: target.id,
			summary: roleChangeSummary(target.email, input.role),
			metadata: {
				from,
				to: input.role,
				sessionsRevoked
			}
		});
		return {
			ok: true,
			message: USER_TEXT.roleChanged(target.email, input.role),
			changed: true,
			sessionsRevoked
		};
	});
}
/** 'Log alle ud': ends every session of a user (also the admin's own, when they choose themselves). */
async function signOutEverywhere(db, actor, userId) {
	return db.transaction(async (tx) => {
		const [target] = await tx.select({
			id: user.id,
			email: user.email
		}).from(user).where(eq(user.id, userId));
		if (!target) return {
			ok: false,
			message: USER_TEXT.notFound,
			status: 404
		};
		const deleted = await tx.delete(session).where(eq(session.userId, target.id)).returning({ id: session.id });
		await recordAudit(tx, actor, {
			action: "sessions_revoked",
			entityType: "user",
			entityId: target.id,
			summary: `loggede ${target.email} ud på alle enheder`,
			metadata: { sessionsRevoked: deleted.length }
		});
		return {
			ok: true,
			message: USER_TEXT.signedOutAll(target.email),
			changed: deleted.length > 0,
			sessionsRevoked: deleted.length
		};
	});
}
/** How many administrators there are (the page warns when there is only one). */
async function countAdmins(db) {
	const [row] = await db.select({ n: count() }).from(user).where(eq(user.role, "admin"));
	return row?.n ?? 0;
}
// app/features/users/users-table.tsx
var ROLE_BADGE = {
	admin: "default",
	editor: "success",
	user: "outline"
};
function capitalise(value) {
	return value.charAt(0).toUpperCase() + value.slice(1);
}
/** /admin/brugere: every account with its role, confirmation, 2FA and a form per row. */
function UsersTable({ users, currentUserId }) {
	const navigation = useNavigation();
	const pendingUser = navigation.state === "submitting" ? navigation.formData?.get("userId") : null;
	return /* @__PURE__ */ jsxs(Table, { children: [/* @__PURE__ */ jsx(TableHeader, { children: /* @__PURE__ */ jsxs(TableRow, { children: [
		/* @__PURE__ */ jsx(TableHead, { children: "E-mail" }),
		/* @__PURE__ */ jsx(TableHead, { children: "Rolle" }),
		/* @__PURE__ */ jsx(TableHead, { children: "Bekræftet" }),
		/* @__PURE__ */ jsx(TableHead, { children: "Oprettet" }),
		/* @__PURE__ */ jsx(TableHead, { children: "2FA" }),
		/* @__PURE__ */ jsx(TableHead, { children: "Sessioner" }),
		/* @__PURE__ */ jsx(TableHead, {
			className: "text-right",
			children: "Handlinger"
		})
	] }) }), /* @__PURE__ */ jsx(TableBody, { children: users.map((u) => {
		const busy = pendingUser === u.id;
		return /* @__PURE__ */ jsxs(TableRow, {
			"data-testid": "user-row",
			"data-email": u.email,
			children: [
				/* @__PURE__ */ jsxs(TableCell, {
					className: "max-w-64 font-medium break-all whitespace-normal",
					children: [
						u.email,
						u.id === currentUserId ? /* @__PURE__ */ jsx("span", {
							className: "ml-1 text-muted-foreground",
							children: "(dig)"
						}) : null,
						u.role !== "user" ? /* @__PURE__ */ jsxs(Link, {
							to: `?profil=${encodeURIComponent(u.id)}`,
							className: "block text-xs font-normal text-primary underline-offset-4 hover:underline",
							"aria-label": `${u.name} · Forfatterprofil for ${u.email}`,
							children: [u.name, " · Forfatterprofil"]
						}) : null
					]
				}),
				/* @__PURE__ */ jsx(TableCell, { children: /* @__PURE__ */ jsx(Badge, {
					variant: ROLE_BADGE[u.role],
					"data-testid": "role-badge",
					children: capitalise(ROLE_LABELS[u.role])
				}) }),
				/* @__PURE__ */ jsx(TableCell, { children: u.emailVerified ? "Ja" : "Nej" }),
				/* @__PURE__ */ jsx(TableCell, {
					className: "whitespace-normal",
					children: formatDanishDate(u.createdAt)
				}),
				/* @__PURE__ */ jsx(TableCell, { children: u.twoFactorEnabled ? "Til" : "Fra" }),
				/* @__PURE__ */ jsx(TableCell, {
					className: "tabular-nums",
					children: u.activeSessions
				}),
				/* @__PURE__ */ jsx(TableCell, { children: /* @__PURE__ */ jsxs("div", {
					className: "flex flex-col items-end gap-2",
					children: [/* @__PURE__ */ jsxs(Form, {
						method: "post",
						className: "flex items-center gap-2",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "intent",
								value: "role"
							}),
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "userId",
								value: u.id
							}),
							/* @__PURE__ */ jsx(NativeSelect, {
								name: "role",
								defaultValue: u.role,
								size: "sm",
								wrapperClassName: "w-36",
								"aria-label": `Rolle for ${u.email}`,
								children: ROLES.map((role) => /* @__PURE__ */ jsx(NativeSelectOption, {
									value: role,
									children: capitalise(ROLE_LABELS[role])
								}, role))
							}),
							/* @__PURE__ */ jsx(Button, {
								type: "submit",
								size: "sm",
								disabled: busy,
								"aria-label": `Gem rolle for ${u.email}`,
								children: "Gem rolle"
							})
						]
					}), /* @__PURE__ */ jsxs(Form, {
						method: "post",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "intent",
								value: "signout-all"
							}),
							/* @__PURE__ */ jsx("input", {
								type: "hidden",
								name: "userId",
								value: u.id
							}),
							/* @__PURE__ */ jsxs(Button, {
								type: "submit",
								size: "sm",
								variant: "outline",
								disabled: busy || u.activeSessions === 0,
								"aria-label": `Log alle ud for ${u.email}`,
								children: [/* @__PURE__ */ jsx(LogOut, {
									className: "size-4",
									"aria-hidden": true
								}), "Log alle ud"]
							})
						]
					})]
				}) })
			]
		}, u.id);
	}) })] });
}
// app/routes/admin/brugere.tsx
var brugere_exports = /* @__PURE__ */ __exportAll({
	action: () => action$7,
	default: () => brugere_default,
	loader: () => loader$10,
	meta: () => meta$4
});
function meta$4({ matches }) {
	return [{ title: `Brugere | ${siteFromMatches(matches).siteName}` }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
async function loader$10(args) {
	const admin = requireAdmin(args);
	const params = new URL(args.request.url).searchParams;
	const q = params.get("q") ?? "";
	const db = getDb();
	const [users, admins, profile] = await Promise.all([
		listUsers(db, { q }),
		countAdmins(db),
		getAuthorProfile(db, params.get("profil"))
	]);
	return {
		users,
		admins,
		q,
		currentUserId: admin.id,
		limit: 100,
		profile
	};
}
async function action$7(args) {
	const admin = requireAdmin(args);
	const form = await args.request.formData();
	if (form.get("intent") === "profile") {
		const { result, status, headers } = await handleAuthorProfileForm(form, admin, String(form.get("userId") ?? ""));
		return data(result, {
			status,
			headers
		});
	}
	const parsed = parseForm(userActionSchema, form);
	if (!parsed.ok) return data({
		ok: false,
		message: firstError(parsed.fieldErrors) || USER_TEXT.unknownIntent
	}, { status: 400 });
	const actor = {
		id: admin.id,
		email: admin.email
	};
	const result = parsed.data.intent === "role" ? await changeUserRole(getDb(), actor, {
		userId: parsed.data.userId,
		role: parsed.data.role
	}) : await signOutEverywhere(getDb(), actor, parsed.data.userId);
	if (!result.ok) return data({
		ok: false,
		message: result.message
	}, { status: result.status });
	return data({
		ok: true,
		intent: parsed.data.intent,
		message: result.message
	});
}
var brugere_default = UNSAFE_withComponentProps(function UsersRoute({ loaderData }) {
	const result = useActionData();
	const [params] = useSearchParams();
	const { users, admins, q, currentUserId, limit, profile } = loaderData;
	const profileResult = result?.intent === "profile" ? result : void 0;
	useEffect(() => {
		if (!result || result.intent === "profile") return;
		if (result.ok) toast.success("Gemt", { description: result.message });
		else toast.error("Fejl", { description: result.message });
	}, [result]);
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Brugere"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Giv og fjern roller. Administratorer kan alt; redaktører kan arbejde med artikler, klubber, generatorer, analytics og logs; brugere har ingen adgang til administrationen."
			})] }),
			profile ? /* @__PURE__ */ jsx(AuthorProfileForm, {
				profile,
				result: profileResult,
				ownerEmail: profile.email
			}) : null,
			result && !profileResult ? /* @__PURE__ */ jsx("p", {
				role: result.ok ? "status" : "alert",
				className: result.ok ? "rounded-md bg-muted p-3 text-sm" : "rounded-md bg-destructive/10 p-3 text-sm text-destructive",
				children: result.message
			}) : null,
			/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
				asChild: true,
				children: /* @__PURE__ */ jsx("h2", {
					className: "text-lg",
					children: "Konti"
				})
			}), /* @__PURE__ */ jsxs(CardDescription, { children: [
				admins === 1 ? "Der er kun én administrator. Giv en anden rollen administrator, før du fjerner den." : `${admins} administratorer.`,
				" ",
				"En bruger, der mister en rolle, bliver logget ud med det samme."
			] })] }), /* @__PURE__ */ jsxs(CardContent, {
				className: "space-y-4",
				children: [
					/* @__PURE__ */ jsxs(Form, {
						method: "get",
						className: "flex max-w-md gap-2",
						role: "search",
						children: [/* @__PURE__ */ jsx(Input, {
							name: "q",
							type: "search",
							defaultValue: params.get("q") ?? "",
							placeholder: "Søg på e-mail",
							"aria-label": "Søg på e-mail"
						}), /* @__PURE__ */ jsx(Button, {
							type: "submit",
							variant: "outline",
							children: "Søg"
						})]
					}),
					users.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "text-muted-foreground",
						children: q ? `Ingen brugere matcher "${q}".` : "Ingen brugere endnu."
					}) : /* @__PURE__ */ jsx(UsersTable, {
						users,
						currentUserId
					}),
					users.length >= limit ? /* @__PURE__ */ jsxs("p", {
						className: "text-sm text-muted-foreground",
						children: [
							"Viser de første ",
							limit,
							". Søg på e-mail for at finde andre."
						]
					}) : null
				]
			})] })
		]
	});
});
// app/features/users/two-factor-text.ts
/** Danish texts of the TOTP setup on /admin/profil (shared by the server and the page). */
var TWO_FACTOR_TEXT = {
	wrongPassword: "Forkert adgangskode",
	invalidCode: "Koden er forkert eller udløbet. Prøv igen.",
	notStarted: "Start opsætningen forfra.",
	started: "Scan QR-koden med din godkendelsesapp, og skriv koden fra appen.",
	enabledTitle: "Totrinsbekræftelse er slået til",
	enabled: "Næste gang du logger ind, skal du også skrive en kode fra din godkendelsesapp.",
	disabledTitle: "Totrinsbekræftelse er slået fra",
	disabled: "Du logger nu kun ind med e-mail og adgangskode.",
	failed: "Der opstod en uventet fejl. Prøv igen."
};
// app/features/users/two-factor.server.ts
function errorCode(error) {
	if (error instanceof APIError) {
		const body = error.body;
		return {
			code: body?.code,
			message: body?.message ?? error.message,
			status: error.statusCode
		};
	}
	return { message: error instanceof Error ? error.message : String(error) };
}
function failure(error) {
	const { code, message, status } = errorCode(error);
	if (code === "INVALID_PASSWORD" || message === "Invalid password") return {
		ok: false,
		message: TWO_FACTOR_TEXT.wrongPassword,
		status: 400
	};
	if (code === "INVALID_CODE" || message === "Invalid code") return {
		ok: false,
		message: TWO_FACTOR_TEXT.invalidCode,
		status: 400
	};
	if (code === "TOTP_NOT_ENABLED") return {
		ok: false,
		message: TWO_FACTOR_TEXT.notStarted,
		status: 400
	};
	logger.error({ err: error }, "two-factor change failed");
	return {
		ok: false,
		message: TWO_FACTOR_TEXT.failed,
		status: status && status < 500 ? status : 500
	};
}
/**
* The otpauth URI as an SVG QR code (the `qrcode` package), served as a data: URL: the CSP allows
* `img-src data:`, and an <img> keeps the markup free of inline SVG. Black on white with the
* standard 4-module quiet zone, so every authenticator app reads it.
*/
async function qrCodeDataUrl(text) {
	const svg = await QRCode.toString(text, {
		type: "svg",
		errorCorrectionLevel: "M",
		margin: 4,
		color: {
			dark: "#000000",
			light: "#ffffff"
		}
	});
	return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
/** Shows an otpauth URI again (after a wrong code) without going back to the auth server. */
async function describeSetup(totpURI, backupCodes) {
	return {
		totpURI,
		secret: (new URL(totpURI).searchParams.get("secret") ?? "").replace(/(.{4})/g, "$1 ").trim(),
		qrDataUrl: await qrCodeDataUrl(totpURI),
		backupCodes
	};
}
/**
* Step 1 (password confirmed): Better Auth stores a new secret and backup codes; TOTP is not on
* until the user proves the app works with a code (step 2).
*/
async function startTwoFactorSetup(request, password) {
	try {
		const { totpURI, backupCodes } = await getAuth().api.enableTwoFactor({
			body: { password },
			headers: request.headers
		});
		return {
			ok: true,
			...await describeSetup(totpURI, backupCodes)
		};
	} catch (error) {
		return failure(error);
	}
}
/** Step 2: the first code turns TOTP on; Better Auth replaces the session, so forward its cookie. */
async function confirmTwoFactorSetup(request, actor, code) {
	try {
		const { headers } = await getAuth().api.verifyTOTP({
			body: { code },
			headers: request.headers,
			returnHeaders: true
		});
		await recordAudit(getDb(), actor, {
			action: "two_factor_enabled",
			entityType: "user",
			entityId: actor.id,
			summary: "slog totrinsbekræftelse til"
		});
		return {
			ok: true,
			headers
		};
	} catch (error) {
		return failure(error);
	}
}
async function disableTwoFactor(request, actor, password) {
	try {
		const { headers } = await getAuth().api.disableTwoFactor({
			body: { password },
			headers: request.headers,
			returnHeaders: true
		});
		await recordAudit(getDb(), actor, {
			action: "two_factor_disabled",
			entityType: "user",
			entityId: actor.id,
			summary: "slog totrinsbekræftelse fra"
		});
		return {
			ok: true,
			headers
		};
	} catch (error) {
		return failure(error);
	}
}
// app/features/users/two-factor-panel.tsx
function PasswordField({ id }) {
	return /* @__PURE__ */ jsxs(Field, {
		id,
		children: [/* @__PURE__ */ jsx(FieldLabel, { children: "Bekræft med din adgangskode" }), /* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
			name: "password",
			type: "password",
			autoComplete: "current-password",
			required: true
		}) })]
	});
}
function ErrorText({ message }) {
	if (!message) return null;
	return /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "rounded-md bg-destructive/10 p-3 text-sm text-destructive",
		children: message
	});
}
/** The second step of the setup: scan (or type) the secret, keep the backup codes, prove it with a code. */
function SetupStep({ setup, error, busy }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("ol", {
				className: "list-decimal space-y-1 pl-5 text-sm",
				children: [
					/* @__PURE__ */ jsx("li", { children: "Åbn din godkendelsesapp (fx Google Authenticator, Microsoft Authenticator eller 1Password)." }),
					/* @__PURE__ */ jsx("li", { children: "Scan QR-koden, eller skriv nøglen ind manuelt." }),
					/* @__PURE__ */ jsx("li", { children: "Skriv den 6-cifrede kode, som appen viser." })
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-6 sm:flex-row sm:items-start",
				children: [/* @__PURE__ */ jsx("img", {
					src: setup.qrDataUrl,
					alt: "QR-kode til godkendelsesappen",
					width: 200,
					height: 200,
					className: "size-[200px] shrink-0 rounded-md border border-border bg-white",
					"data-testid": "totp-qr"
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0 space-y-3 text-sm",
					children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold",
						children: "Nøgle"
					}), /* @__PURE__ */ jsx("code", {
						className: "block break-all rounded bg-muted p-2 font-mono",
						"data-testid": "totp-secret",
						children: setup.secret
					})] }), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						className: "font-semibold",
						children: "Adresse (otpauth)"
					}), /* @__PURE__ */ jsx("code", {
						className: "block break-all rounded bg-muted p-2 font-mono text-xs",
						"data-testid": "totp-uri",
						children: setup.totpURI
					})] })]
				})]
			}),
			/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("p", {
					className: "font-semibold",
					children: "Backup-koder"
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-muted-foreground",
					children: "Gem dem et sikkert sted. Hver kode kan bruges én gang, hvis du mister telefonen."
				}),
				/* @__PURE__ */ jsx("ul", {
					className: "mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5",
					"data-testid": "backup-codes",
					children: setup.backupCodes.map((code) => /* @__PURE__ */ jsx("li", {
						className: "rounded bg-muted px-2 py-1 text-center",
						children: code
					}, code))
				})
			] }),
			/* @__PURE__ */ jsxs(Form, {
				method: "post",
				className: "max-w-sm space-y-3",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "confirm"
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "totpURI",
						value: setup.totpURI
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "backupCodes",
						value: setup.backupCodes.join(",")
					}),
					/* @__PURE__ */ jsxs(Field, {
						id: "totp-code",
						children: [/* @__PURE__ */ jsx(FieldLabel, { children: "Kode fra appen" }), /* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
							name: "code",
							inputMode: "numeric",
							autoComplete: "one-time-code",
							pattern: "[0-9 ]*",
							maxLength: 7,
							placeholder: "123456",
							required: true
						}) })]
					}),
					/* @__PURE__ */ jsx(ErrorText, { message: error }),
					/* @__PURE__ */ jsxs("div", {
						className: "flex gap-2",
						children: [/* @__PURE__ */ jsx(Button, {
							type: "submit",
							disabled: busy,
							children: "Slå totrinsbekræftelse til"
						}), /* @__PURE__ */ jsx(Button, {
							asChild: true,
							variant: "ghost",
							children: /* @__PURE__ */ jsx(Link, {
								to: "/admin/profil",
								children: "Annuller"
							})
						})]
					})
				]
			})
		]
	});
}
/** /admin/profil: optional TOTP for staff (PRODUCT.md). */
function TwoFactorPanel({ enabled, result }) {
	const busy = useNavigation().state !== "idle";
	const setup = result && "setup" in result ? result.setup : void 0;
	const error = result && !result.ok ? result.message : void 0;
	return /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
		asChild: true,
		children: /* @__PURE__ */ jsxs("h2", {
			className: "flex items-center gap-2 text-lg",
			children: ["Totrinsbekræftelse (TOTP)", /* @__PURE__ */ jsx(Badge, {
				variant: enabled ? "success" : "outline",
				children: enabled ? "Til" : "Fra"
			})]
		})
	}), /* @__PURE__ */ jsx(CardDescription, { children: "Med totrinsbekræftelse skal du ud over adgangskoden skrive en kode fra en app på din telefon, når du logger ind." })] }), /* @__PURE__ */ jsxs(CardContent, { children: [result?.ok && result.intent !== "start" ? /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "mb-4 rounded-md bg-muted p-3 text-sm",
		children: result.message
	}) : null, enabled ? /* @__PURE__ */ jsxs(Form, {
		method: "post",
		className: "max-w-sm space-y-3",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "disable"
			}),
			/* @__PURE__ */ jsx(PasswordField, { id: "disable-password" }),
			/* @__PURE__ */ jsx(ErrorText, { message: result?.intent === "disable" ? error : void 0 }),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				variant: "destructive",
				disabled: busy,
				children: "Slå totrinsbekræftelse fra"
			})
		]
	}) : setup ? /* @__PURE__ */ jsx(SetupStep, {
		setup,
		error: result?.intent === "confirm" ? error : void 0,
		busy
	}) : /* @__PURE__ */ jsxs(Form, {
		method: "post",
		className: "max-w-sm space-y-3",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "start"
			}),
			/* @__PURE__ */ jsx(PasswordField, { id: "enable-password" }),
			/* @__PURE__ */ jsx(ErrorText, { message: result?.intent === "start" ? error : void 0 }),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: busy,
				children: "Opsæt totrinsbekræftelse"
			})
		]
	})] })] });
}
// app/routes/admin/profil.tsx
var profil_exports = /* @__PURE__ */ __exportAll({
	action: () => action$6,
	default: () => profil_default,
	loader: () => loader$9,
	meta: () => meta$3
});
function meta$3({ matches }) {
	return [{ title: `Min profil | ${siteFromMatches(matches).siteName}` }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
async function loader$9(args) {
	const user = requireStaff(args);
	const db = getDb();
	const [profile, needsName] = await Promise.all([getAuthorProfile(db, user.id), needsDisplayName(db, user.id)]);
	return {
		email: user.email,
		role: user.role,
		twoFactorEnabled: user.twoFactorEnabled,
		profile,
		needsName
	};
}
function fail$1(intent, message, status = 400, extra = {}) {
	return data({
		ok: false,
		intent,
		message,
		...extra
	}, { status });
}
/** Rate limits (ADR 0011): the same rules as Better Auth's password and code endpoints. */
function limited(intent, gate) {
	const message = gate.status === 503 ? AUTH_TEXT.unknownError : AUTH_TEXT.tooManyAttempts;
	return data({
		ok: false,
		intent,
		message
	}, {
		status: gate.status,
		headers: { "Retry-After": String(gate.retryAfterSeconds) }
	});
}
async function action$6(args) {
	const user = requireStaff(args);
	const formData = await args.request.formData();
	const form = Object.fromEntries(formData);
	const intent = String(form.intent ?? "");
	const actor = {
		id: user.id,
		email: user.email
	};
	if (intent === "profile") {
		const { result, status, headers } = await handleAuthorProfileForm(formData, actor, user.id);
		return data(result, {
			status,
			headers
		});
	}
	if (intent === "start" || intent === "disable") {
		const parsed = parseForm(passwordConfirmSchema, form);
		if (!parsed.ok) return fail$1(intent, firstError(parsed.fieldErrors));
		const gate = await gateAuthAttempt("password-check", { ip: args.context.clientIp });
		if (!gate.ok) return limited(intent, gate);
		if (intent === "start") {
			const result = await startTwoFactorSetup(args.request, parsed.data.password);
			await gate.finish(result.ok);
			if (!result.ok) return fail$1(intent, result.message, result.status);
			const { ok: _ok, ...setup } = result;
			return data({
				ok: true,
				intent: "start",
				message: TWO_FACTOR_TEXT.started,
				setup
			});
		}
		const result = await disableTwoFactor(args.request, actor, parsed.data.password);
		await gate.finish(result.ok);
		if (!result.ok) return fail$1(intent, result.message, result.status);
		return data({
			ok: true,
			intent: "disable",
			message: TWO_FACTOR_TEXT.disabled
		}, { headers: result.headers });
	}
	if (intent === "confirm") {
		const parsed = parseForm(totpConfirmSchema, form);
		const uri = typeof form.totpURI === "string" && form.totpURI.startsWith("otpauth://totp/") ? form.totpURI : null;
		const codes = typeof form.backupCodes === "string" ? form.backupCodes.split(",").filter(Boolean) : [];
		const setup = uri ? await describeSetup(uri, codes) : void 0;
		if (!parsed.ok) return fail$1(intent, firstError(parsed.fieldErrors), 400, { setup });
		const gate = await gateAuthAttempt("second-factor", { ip: args.context.clientIp });
		if (!gate.ok) return limited(intent, gate);
		const result = await confirmTwoFactorSetup(args.request, actor, parsed.data.code);
		if (!result.ok) return fail$1(intent, result.message, result.status, { setup });
		return data({
			ok: true,
			intent: "confirm",
			message: TWO_FACTOR_TEXT.enabled
		}, { headers: result.headers });
	}
	return fail$1(intent, "Ukendt handling");
}
var profil_default = UNSAFE_withComponentProps(function ProfileRoute({ loaderData, actionData }) {
	const posted = actionData;
	const profileResult = posted?.intent === "profile" ? posted : void 0;
	const result = profileResult ? void 0 : posted;
	useEffect(() => {
		if (!result) return;
		if (result.ok && result.intent === "confirm") toast.success(TWO_FACTOR_TEXT.enabledTitle);
		else if (result.ok && result.intent === "disable") toast.success(TWO_FACTOR_TEXT.disabledTitle);
		else if (!result.ok) toast.error("Fejl", { description: result.message });
	}, [result]);
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Min profil"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Din konto og dine log ind-indstillinger."
			})] }),
			loaderData.needsName ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				"data-testid": "profile-prompt",
				className: "rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950",
				children: DISPLAY_NAME_TEXT.profilePrompt
			}) : null,
			/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsx(CardHeader, { children: /* @__PURE__ */ jsx(CardTitle, {
				asChild: true,
				children: /* @__PURE__ */ jsx("h2", {
					className: "text-lg",
					children: "Konto"
				})
			}) }), /* @__PURE__ */ jsx(CardContent, { children: /* @__PURE__ */ jsxs("dl", {
				className: "grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm",
				children: [
					/* @__PURE__ */ jsx("dt", {
						className: "font-semibold",
						children: "E-mail"
					}),
					/* @__PURE__ */ jsx("dd", {
						className: "break-all",
						children: loaderData.email
					}),
					/* @__PURE__ */ jsx("dt", {
						className: "font-semibold",
						children: "Rolle"
					}),
					/* @__PURE__ */ jsx("dd", { children: ROLE_LABELS[loaderData.role] })
				]
			}) })] }),
			loaderData.profile ? /* @__PURE__ */ jsx(AuthorProfileForm, {
				profile: loaderData.profile,
				result: profileResult
			}) : null,
			/* @__PURE__ */ jsx(TwoFactorPanel, {
				enabled: loaderData.twoFactorEnabled,
				result
			})
		]
	});
});
// app/features/standings/match-admin-schema.ts
/**
* The match form's rules (shared by browser and server). Kick-off is a date and a time on the
* Copenhagen clock. A finished match needs both scores; an upcoming one must have none.
*/
var MATCH_TEXT = {
	homeRequired: "Hjemmehold er påkrævet",
	awayRequired: "Udehold er påkrævet",
	teamTooLong: "Holdnavnet må højst være 80 tegn",
	sameTeams: "Hjemme- og udehold skal være forskellige",
	slugInvalid: "Klub-slug må kun indeholde a-z, 0-9 og bindestreger",
	dateInvalid: "Dato skal være en gyldig dato (ÅÅÅÅ-MM-DD)",
	timeInvalid: "Tid skal være et klokkeslæt (TT:MM)",
	competitionRequired: "Turnering er påkrævet",
	competitionTooLong: "Turneringen må højst være 80 tegn",
	leagueUnknown: "Ukendt liga",
	seasonInvalid: "Sæson skal skrives som 2024-25 eller 2026",
	seasonWithoutLeague: "Vælg en liga for at angive en sæson",
	statusInvalid: "Status skal være Kommende eller Afsluttet",
	scoreRequired: "Resultat er påkrævet, når kampen er afsluttet",
	scoreForbidden: "En kommende kamp må ikke have et resultat",
	scoreInvalid: "Mål skal være et helt tal fra 0 til 99",
	created: "Kampen er oprettet",
	updated: "Kampen er opdateret",
	deleted: "Kampen er slettet",
	notFound: "Kampen findes ikke længere",
	saveFailed: "Kampen blev ikke gemt. Ret fejlene og prøv igen."
};
var unknownMatchClubMessage = (slug) => `Klubben "${slug}" findes ikke`;
var optionalText$1 = z.string().optional().nullable().transform((v) => v?.trim() || null);
var slugField = optionalText$1.refine((v) => v === null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), MATCH_TEXT.slugInvalid);
var scoreField = optionalText$1.transform((v, ctx) => {
	if (v === null) return null;
	if (!/^\d{1,2}$/.test(v)) {
		ctx.addIssue({
			code: "custom",
			message: MATCH_TEXT.scoreInvalid
		});
		return z.NEVER;
	}
	return Number(v);
});
var pad = (n) => String(n).padStart(2, "0");
/** "2025-03-15" + "18:30" on the Copenhagen clock → the instant, or null when either is invalid. */
function kickoffFromParts(date, time) {
	const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
	const t = /^(\d{2})[:.](\d{2})$/.exec(time.trim());
	if (!d || !t) return null;
	const [year, month, day] = d.slice(1).map(Number);
	const [hour, minute] = t.slice(1).map(Number);
	if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
	const instant = fromCopenhagen(year, month, day, hour, minute);
	const back = copenhagenParts(instant);
	if (back.year !== year || back.month !== month || back.day !== day || back.hour !== hour || back.minute !== minute) return null;
	return instant;
}
/** The form's date and time fields for a stored kick-off. */
function kickoffToParts(value) {
	const p = copenhagenParts(new Date(value));
	return {
		date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
		time: `${pad(p.hour)}:${pad(p.minute)}`
	};
}
var TIME_PATTERN = /^([01]\d|2[0-3])[:.]([0-5]\d)$/;
/** "2025-02-31" is not a calendar date; "2024-02-29" is. */
function isCalendarDate(value) {
	const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	if (!d) return false;
	const [year, month, day] = d.slice(1).map(Number);
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
var matchFormSchema = z.object({
	homeTeam: z.string({ error: MATCH_TEXT.homeRequired }).trim().min(1, MATCH_TEXT.homeRequired).max(80, MATCH_TEXT.teamTooLong),
	awayTeam: z.string({ error: MATCH_TEXT.awayRequired }).trim().min(1, MATCH_TEXT.awayRequired).max(80, MATCH_TEXT.teamTooLong),
	homeClubSlug: slugField,
	awayClubSlug: slugField,
	date: z.string({ error: MATCH_TEXT.dateInvalid }).trim(),
	time: z.string({ error: MATCH_TEXT.timeInvalid }).trim(),
	competition: z.string({ error: MATCH_TEXT.competitionRequired }).trim().min(1, MATCH_TEXT.competitionRequired).max(80, MATCH_TEXT.competitionTooLong),
	leagueKey: optionalText$1.refine((v) => v === null || LEAGUE_KEYS.includes(v), MATCH_TEXT.leagueUnknown),
	season: optionalText$1.refine((v) => v === null || SEASON_PATTERN.test(v), MATCH_TEXT.seasonInvalid),
	status: z.enum(["upcoming", "finished"], { error: MATCH_TEXT.statusInvalid }),
	homeScore: scoreField,
	awayScore: scoreField
}).transform((m, ctx) => {
	if (m.homeTeam.toLocaleLowerCase("da") === m.awayTeam.toLocaleLowerCase("da")) ctx.addIssue({
		code: "custom",
		path: ["awayTeam"],
		message: MATCH_TEXT.sameTeams
	});
	const dateOk = isCalendarDate(m.date);
	const timeOk = TIME_PATTERN.test(m.time);
	if (!dateOk) ctx.addIssue({
		code: "custom",
		path: ["date"],
		message: MATCH_TEXT.dateInvalid
	});
	if (!timeOk) ctx.addIssue({
		code: "custom",
		path: ["time"],
		message: MATCH_TEXT.timeInvalid
	});
	const kickoffAt = dateOk && timeOk ? kickoffFromParts(m.date, m.time) : null;
	if (dateOk && timeOk && !kickoffAt) ctx.addIssue({
		code: "custom",
		path: ["time"],
		message: MATCH_TEXT.timeInvalid
	});
	if (m.season && !m.leagueKey) ctx.addIssue({
		code: "custom",
		path: ["season"],
		message: MATCH_TEXT.seasonWithoutLeague
	});
	for (const side of ["homeScore", "awayScore"]) {
		if (m.status === "finished" && m[side] === null) ctx.addIssue({
			code: "custom",
			path: [side],
			message: MATCH_TEXT.scoreRequired
		});
		if (m.status === "upcoming" && m[side] !== null) ctx.addIssue({
			code: "custom",
			path: [side],
			message: MATCH_TEXT.scoreForbidden
		});
	}
	if (!kickoffAt) return z.NEVER;
	return {
		homeTeam: m.homeTeam,
		awayTeam: m.awayTeam,
		homeClubSlug: m.homeClubSlug,
		awayClubSlug: m.awayClubSlug,
		kickoffAt,
		competition: m.competition,
		leagueKey: m.leagueKey,
		season: m.season,
		status: m.status,
		homeScore: m.status === "finished" ? m.homeScore : null,
		awayScore: m.status === "finished" ? m.awayScore : null
	};
});
function parseMatchForm(values) {
	return parseForm(matchFormSchema, values);
}
var adminColumns = {
	...matchColumns,
	leagueKey: matches.leagueKey,
	season: matches.season
};
/** The admin's match list, latest kick-off first, filtered by league and/or club (home or away). */
function listAdminMatches(db, filters = {}) {
	const where = [];
	if (filters.leagueKey) where.push(eq(matches.leagueKey, filters.leagueKey));
	if (filters.clubSlug) {
		const club = or(eq(matches.homeClubSlug, filters.clubSlug), eq(matches.awayClubSlug, filters.clubSlug));
		if (club) where.push(club);
	}
	return db.select(adminColumns).from(matches).where(where.length > 0 ? and(...where) : void 0).orderBy(desc(matches.kickoffAt), desc(matches.id)).limit(filters.limit ?? 100);
}
async function unknownClubs(tx, input) {
	const wanted = [input.homeClubSlug, input.awayClubSlug].filter((s) => Boolean(s));
	if (wanted.length === 0) return null;
	const known = new Set((await tx.select({ slug: clubs.slug }).from(clubs).where(inArray(clubs.slug, wanted))).map((c) => c.slug));
	const errors = {};
	if (input.homeClubSlug && !known.has(input.homeClubSlug)) errors.homeClubSlug = unknownMatchClubMessage(input.homeClubSlug);
	if (input.awayClubSlug && !known.has(input.awayClubSlug)) errors.awayClubSlug = unknownMatchClubMessage(input.awayClubSlug);
	return Object.keys(errors).length > 0 ? errors : null;
}
var matchName = (m) => `${m.homeTeam} – ${m.awayTeam}`;
var Refused$1 = class extends Error {
	result;
	constructor(result) {
		super(result.message);
		this.result = result;
	}
};
async function refusedOr(run) {
	try {
		return await run();
	} catch (error) {
		if (error instanceof Refused$1) return error.result;
		throw error;
	}
}
/** Creates a match (validated by matchFormSchema); club slugs must name our clubs. */
async function createMatch(db, actor, input) {
	const result = await refusedOr(() => db.transaction(async (tx) => {
		const errors = await unknownClubs(tx, input);
		if (errors) throw new Refused$1({
			ok: false,
			status: 400,
			message: MATCH_TEXT.saveFailed,
			fieldErrors: errors
		});
		const [row] = await tx.insert(matches).values(input).returning({ id: matches.id });
		await recordAudit(tx, actor, {
			action: "created",
			entityType: "match",
			entityId: row.id,
			summary: `oprettede kampen ${matchName(input)}`
		});
		return {
			ok: true,
			message: MATCH_TEXT.created,
			id: row.id
		};
	}));
	if (result.ok) invalidatePageCache(PAGE_CHANGES.matches);
	return result;
}
async function updateMatch(db, actor, id, input) {
	const result = await refusedOr(() => db.transaction(async (tx) => {
		const [current] = await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, id)).for("update");
		if (!current) throw new Refused$1({
			ok: false,
			status: 404,
			message: MATCH_TEXT.notFound
		});
		const errors = await unknownClubs(tx, input);
		if (errors) throw new Refused$1({
			ok: false,
			status: 400,
			message: MATCH_TEXT.saveFailed,
			fieldErrors: errors
		});
		await tx.update(matches).set({
			...input,
			updatedAt: /* @__PURE__ */ new Date()
		}).where(eq(matches.id, id));
		await recordAudit(tx, actor, {
			action: "updated",
			entityType: "match",
			entityId: id,
			summary: `opdaterede kampen ${matchName(input)}`
		});
		return {
			ok: true,
			message: MATCH_TEXT.updated,
			id
		};
	}));
	if (result.ok) invalidatePageCache(PAGE_CHANGES.matches);
	return result;
}
async function deleteMatch(db, actor, id) {
	const result = await refusedOr(() => db.transaction(async (tx) => {
		const [deleted] = await tx.delete(matches).where(eq(matches.id, id)).returning({
			homeTeam: matches.homeTeam,
			awayTeam: matches.awayTeam
		});
		if (!deleted) throw new Refused$1({
			ok: false,
			status: 404,
			message: MATCH_TEXT.notFound
		});
		await recordAudit(tx, actor, {
			action: "deleted",
			entityType: "match",
			entityId: id,
			summary: `slettede kampen ${matchName(deleted)}`
		});
		return {
			ok: true,
			message: MATCH_TEXT.deleted,
			id
		};
	}));
	if (result.ok) invalidatePageCache(PAGE_CHANGES.matches);
	return result;
}
var STANDINGS_TEXT = {
	teamRequired: "Holdnavn er påkrævet",
	teamTooLong: "Holdnavnet må højst være 80 tegn",
	wholeNumber: "skal være et helt tal på 0 eller mere",
	positionInvalid: "Placering skal være et helt tal fra 1",
	playedSum: "K (kampe) skal være summen af V, U og T",
	formInvalid: "Form må højst have 5 resultater og kun bogstaverne V, U og T",
	clubSlugInvalid: "Klub-slug må kun indeholde a-z, 0-9 og bindestreger",
	tooManyRows: `En tabel kan højst have 40 hold`,
	seasonInvalid: "Sæson skal skrives som 2024-25 eller 2026",
	leagueUnknown: "Ligaen findes ikke",
	saved: "Stillingen er gemt",
	saveFailed: "Stillingen blev ikke gemt. Ret fejlene og prøv igen.",
	recomputed: "Stillingen er genberegnet fra afsluttede kampe",
	noFinishedMatches: "Der er ingen afsluttede kampe i denne liga og sæson at beregne ud fra",
	conflict: "Stillingen er ændret af en anden, siden du åbnede den. Genindlæs siden og prøv igen."
};
var duplicatePositionMessage = (position) => `Placering ${position} bruges af flere hold`;
var duplicateTeamMessage = (team) => `Holdet "${team}" står i tabellen mere end én gang`;
var unknownClubMessage = (slug) => `Klubben "${slug}" findes ikke`;
var pointsWarning = (team, points, expected) => `${team}: ${points} point passer ikke med 3 pr. sejr og 1 pr. uafgjort (${expected}). Gemt alligevel, fx ved pointfradrag.`;
var LETTER_TO_RESULT = {
	V: "W",
	U: "D",
	T: "L"
};
var RESULT_TO_LETTER = {
	W: "V",
	D: "U",
	L: "T"
};
/** "V U t" → ["W", "D", "L"], or null when it is not up to 5 of V/U/T. */
function parseFormLetters(value) {
	const letters = value.toUpperCase().replace(/[\s,.-]/g, "");
	if (letters.length > 5 || !/^[VUT]*$/.test(letters)) return null;
	return [...letters].map((c) => LETTER_TO_RESULT[c]);
}
/** Stored ["W", "D", "L"] → "VUT" for the editor. */
function formToLetters(form) {
	return form.map((r) => RESULT_TO_LETTER[r] ?? "").join("");
}
var count$1 = z.coerce.number({ error: STANDINGS_TEXT.wholeNumber }).int(STANDINGS_TEXT.wholeNumber).min(0, STANDINGS_TEXT.wholeNumber).max(9999, STANDINGS_TEXT.wholeNumber);
/** Empty number fields count as missing, not as 0. */
var numberField = z.preprocess((v) => v === "" || v === null ? void 0 : v, count$1);
var standingsRowSchema = z.object({
	position: z.preprocess((v) => v === "" || v === null ? void 0 : v, z.coerce.number({ error: STANDINGS_TEXT.positionInvalid }).int(STANDINGS_TEXT.positionInvalid).min(1, STANDINGS_TEXT.positionInvalid).max(999, STANDINGS_TEXT.positionInvalid)),
	team: z.string({ error: STANDINGS_TEXT.teamRequired }).trim().min(1, STANDINGS_TEXT.teamRequired).max(80, STANDINGS_TEXT.teamTooLong),
	clubSlug: z.string().trim().optional().nullable().transform((v) => v ? v : null).refine((v) => v === null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), STANDINGS_TEXT.clubSlugInvalid),
	played: numberField,
	won: numberField,
	drawn: numberField,
	lost: numberField,
	goalsFor: numberField,
	goalsAgainst: numberField,
	points: numberField,
	form: z.string().optional().default("").transform((v, ctx) => {
		const parsed = parseFormLetters(v);
		if (!parsed) {
			ctx.addIssue({
				code: "custom",
				message: STANDINGS_TEXT.formInvalid
			});
			return z.NEVER;
		}
		return parsed;
	})
}).superRefine((row, ctx) => {
	if (row.played !== row.won + row.drawn + row.lost) ctx.addIssue({
		code: "custom",
		path: ["played"],
		message: STANDINGS_TEXT.playedSum
	});
});
var standingsTableSchema = z.object({
	leagueKey: z.string().trim().min(1, STANDINGS_TEXT.leagueUnknown),
	season: z.string().trim().regex(SEASON_PATTERN, STANDINGS_TEXT.seasonInvalid),
	rows: z.array(standingsRowSchema).max(40, STANDINGS_TEXT.tooManyRows)
}).superRefine((table, ctx) => {
	for (const [key, message] of Object.entries(duplicateErrors(table.rows))) ctx.addIssue({
		code: "custom",
		path: key.split(".").map((p) => /^\d+$/.test(p) ? Number(p) : p),
		message
	});
});
/** Positions and team names (case-insensitive) used twice, keyed like the parsed field errors ("rows.3.team"). */
function duplicateErrors(rows) {
	const errors = {};
	const positions = /* @__PURE__ */ new Set();
	const teams = /* @__PURE__ */ new Set();
	rows.forEach((row, i) => {
		const position = Number(row?.position);
		if (Number.isInteger(position) && position > 0) {
			if (positions.has(position)) errors[`rows.${i}.position`] = duplicatePositionMessage(position);
			positions.add(position);
		}
		const team = typeof row?.team === "string" ? row.team.trim() : "";
		if (team) {
			const key = team.toLocaleLowerCase("da");
			if (teams.has(key)) errors[`rows.${i}.team`] = duplicateTeamMessage(team);
			teams.add(key);
		}
	});
	return errors;
}
/** Row issues under their full path; the rest (league, season, too few rows) under "table". */
function tableErrorKey(path) {
	return path.length > 1 && path[0] === "rows" ? path.join(".") : "table";
}
/** Points not matching 3 per win and 1 per draw: a warning for each such row. */
function pointsWarnings(rows) {
	return rows.filter((r) => r.points !== r.won * 3 + r.drawn).map((r) => pointsWarning(r.team, r.points, r.won * 3 + r.drawn));
}
/** Parses the editor's submission: league, season and the rows as JSON. */
function parseStandingsTable(input) {
	let rows = input.rows;
	if (typeof rows === "string") try {
		rows = JSON.parse(rows);
	} catch {
		return {
			ok: false,
			fieldErrors: { table: STANDINGS_TEXT.saveFailed }
		};
	}
	const parsed = parseForm(standingsTableSchema, {
		leagueKey: input.leagueKey,
		season: input.season,
		rows
	}, { keyOf: tableErrorKey });
	if (parsed.ok) return parsed;
	return {
		ok: false,
		fieldErrors: {
			...Array.isArray(rows) ? duplicateErrors(rows) : {},
			...parsed.fieldErrors
		}
	};
}
// app/features/standings/standings-row.ts
/** A team's numbers before its first match: where a recomputed table and a new editor row start. */
var NO_MATCHES_PLAYED = {
	played: 0,
	won: 0,
	drawn: 0,
	lost: 0,
	goalsFor: 0,
	goalsAgainst: 0,
	points: 0
};
// app/features/standings/standings-recompute.ts
var byName = new Intl.Collator("da");
function computeStandings(matches) {
	const table = /* @__PURE__ */ new Map();
	const entry = (team, clubSlug) => {
		let row = table.get(team);
		if (!row) {
			row = {
				team,
				clubSlug,
				...NO_MATCHES_PLAYED,
				form: [],
				results: []
			};
			table.set(team, row);
		}
		row.clubSlug ??= clubSlug;
		return row;
	};
	const record = (row, scored, conceded, at) => {
		row.played++;
		row.goalsFor += scored;
		row.goalsAgainst += conceded;
		const r = scored > conceded ? "W" : scored === conceded ? "D" : "L";
		if (r === "W") {
			row.won++;
			row.points += 3;
		} else if (r === "D") {
			row.drawn++;
			row.points += 1;
		} else row.lost++;
		row.results.push({
			at,
			r
		});
	};
	for (const m of matches) {
		const at = new Date(m.kickoffAt).getTime();
		record(entry(m.homeTeam.trim(), m.homeClubSlug), m.homeScore, m.awayScore, at);
		record(entry(m.awayTeam.trim(), m.awayClubSlug), m.awayScore, m.homeScore, at);
	}
	return [...table.values()].sort((a, b) => b.points - a.points || b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) || b.goalsFor - a.goalsFor || byName.compare(a.team, b.team)).map(({ results, ...row }, i) => ({
		...row,
		position: i + 1,
		form: [...results].sort((x, y) => x.at - y.at).slice(-5).map((x) => x.r)
	}));
}
// app/features/standings/standings-admin.server.ts
/** Every league for the picker, in the overview's order. */
function listLeagueOptions(db) {
	return db.select({
		key: leagues.key,
		name: leagues.name,
		season: leagues.season
	}).from(leagues).orderBy(asc(leagues.sortOrder), asc(leagues.name));
}
/** Our clubs for the optional club link (slug and name). */
function listClubOptions(db) {
	return db.select({
		slug: clubs.slug,
		name: clubs.name
	}).from(clubs).orderBy(asc(clubs.name));
}
/** The seasons known for a league: its current one, any with rows or matches; newest first. */
async function listLeagueSeasons(db, leagueKey, current) {
	const [rowSeasons, matchSeasons] = await Promise.all([db.selectDistinct({ season: standingsRows.season }).from(standingsRows).where(eq(standingsRows.leagueKey, leagueKey)), db.selectDistinct({ season: matches.season }).from(matches).where(and(eq(matches.leagueKey, leagueKey), isNotNull(matches.season)))]);
	const seasons = /* @__PURE__ */ new Set([
		current,
		...rowSeasons.map((r) => r.season),
		...matchSeasons.map((r) => r.season ?? "")
	]);
	seasons.delete("");
	return [...seasons].sort((a, b) => b.localeCompare(a));
}
/** Changes whenever the table is written (every write replaces the rows with new ids). */
function tableFingerprint(ids) {
	return createHash("sha1").update([...ids].sort().join(",")).digest("base64url").slice(0, 16);
}
/** The table for the editor, with the fingerprint that a save must still match. */
async function loadStandingsTable(db, leagueKey, season) {
	const rows = await listStandings(db, leagueKey, season);
	return {
		rows,
		fingerprint: tableFingerprint(rows.map((r) => r.id))
	};
}
/**
* Locks the league (serialising writes to its tables) and checks that nobody replaced the table
* since the editor loaded it. Returns the league's name, or a failure.
*/
async function lockLeague(tx, leagueKey, season, fingerprint) {
	const [league] = await tx.select({ name: leagues.name }).from(leagues).where(eq(leagues.key, leagueKey)).for("update");
	if (!league) return {
		ok: false,
		status: 404,
		message: STANDINGS_TEXT.leagueUnknown
	};
	if (fingerprint !== void 0) {
		if (tableFingerprint((await tx.select({ id: standingsRows.id }).from(standingsRows).where(and(eq(standingsRows.leagueKey, leagueKey), eq(standingsRows.season, season)))).map((r) => r.id)) !== fingerprint) return {
			ok: false,
			status: 409,
			message: STANDINGS_TEXT.conflict
		};
	}
	return league;
}
async function replaceRows(tx, leagueKey, season, rows) {
	await tx.delete(standingsRows).where(and(eq(standingsRows.leagueKey, leagueKey), eq(standingsRows.season, season)));
	if (rows.length > 0) await tx.insert(standingsRows).values(rows.map((r) => ({
		...r,
		leagueKey,
		season
	})));
}
var Refused = class extends Error {
	result;
	constructor(result) {
		super(result.message);
		this.result = result;
	}
};
/**
* Saves a whole table (already validated by standingsTableSchema) in one transaction: every row
* or none. Club links must name one of our clubs. Points off 3/1 come back as warnings.
*/
async function saveStandingsTable(db, actor, table, fingerprint) {
	const slugs = [...new Set(table.rows.map((r) => r.clubSlug).filter((s) => Boolean(s)))];
	try {
		const result = await db.transaction(async (tx) => {
			const league = await lockLeague(tx, table.leagueKey, table.season, fingerprint);
			if ("ok" in league) throw new Refused(league);
			if (slugs.length > 0) {
				const known = new Set((await tx.select({ slug: clubs.slug }).from(clubs).where(inArray(clubs.slug, slugs))).map((c) => c.slug));
				const errors = {};
				table.rows.forEach((row, i) => {
					if (row.clubSlug && !known.has(row.clubSlug)) errors[`rows.${i}.clubSlug`] = unknownClubMessage(row.clubSlug);
				});
				if (Object.keys(errors).length > 0) throw new Refused({
					ok: false,
					status: 400,
					message: STANDINGS_TEXT.saveFailed,
					fieldErrors: errors
				});
			}
			const ordered = [...table.rows].sort((a, b) => a.position - b.position);
			await replaceRows(tx, table.leagueKey, table.season, ordered);
			await recordAudit(tx, actor, {
				action: "updated",
				entityType: "standings",
				entityId: `${table.leagueKey}/${table.season}`,
				summary: `opdaterede stillingen i ${league.name} ${table.season} (${ordered.length} hold)`,
				metadata: {
					leagueKey: table.leagueKey,
					season: table.season,
					rows: ordered.length
				}
			});
			return ordered.length;
		});
		invalidatePageCache(PAGE_CHANGES.standings);
		return {
			ok: true,
			message: STANDINGS_TEXT.saved,
			warnings: pointsWarnings(table.rows),
			rows: result
		};
	} catch (error) {
		if (error instanceof Refused) return error.result;
		throw error;
	}
}
/** The finished matches of a league and season that the recomputation counts. */
function listFinishedLeagueMatches(db, leagueKey, season) {
	return db.select({
		homeTeam: matches.homeTeam,
		awayTeam: matches.awayTeam,
		homeClubSlug: matches.homeClubSlug,
		awayClubSlug: matches.awayClubSlug,
		kickoffAt: matches.kickoffAt,
		homeScore: matches.homeScore,
		awayScore: matches.awayScore
	}).from(matches).where(and(eq(matches.leagueKey, leagueKey), eq(matches.season, season), eq(matches.status, "finished"), isNotNull(matches.homeScore), isNotNull(matches.awayScore))).orderBy(asc(matches.kickoffAt));
}
/**
* 'Genberegn fra kampe': replaces the table of a league and season with one computed from its
* finished matches. Club links the table already had for a team are kept when the matches lack
* them. Refused (nothing changes) when there are no finished matches.
*/
async function recomputeStandings(db, actor, leagueKey, season, fingerprint) {
	try {
		const count = await db.transaction(async (tx) => {
			const league = await lockLeague(tx, leagueKey, season, fingerprint);
			if ("ok" in league) throw new Refused(league);
			const finished = await listFinishedLeagueMatches(tx, leagueKey, season);
			if (finished.length === 0) throw new Refused({
				ok: false,
				status: 400,
				message: STANDINGS_TEXT.noFinishedMatches
			});
			const previous = await listStandings(tx, leagueKey, season);
			const knownSlugs = new Map(previous.map((r) => [r.team, r.clubSlug]));
			const rows = computeStandings(finished.map((m) => ({
				...m,
				homeScore: m.homeScore ?? 0,
				awayScore: m.awayScore ?? 0
			}))).map((row) => ({
				...row,
				clubSlug: row.clubSlug ?? knownSlugs.get(row.team) ?? null
			}));
			await replaceRows(tx, leagueKey, season, rows);
			await recordAudit(tx, actor, {
				action: "updated",
				entityType: "standings",
				entityId: `${leagueKey}/${season}`,
				summary: `genberegnede stillingen i ${league.name} ${season} fra ${finished.length} kampe`,
				metadata: {
					leagueKey,
					season,
					rows: rows.length,
					matches: finished.length
				}
			});
			return rows.length;
		});
		invalidatePageCache(PAGE_CHANGES.standings);
		return {
			ok: true,
			message: STANDINGS_TEXT.recomputed,
			warnings: [],
			rows: count
		};
	} catch (error) {
		if (error instanceof Refused) return error.result;
		throw error;
	}
}
// app/features/standings/standings-admin-actions.server.ts
/** The /admin/stillinger actions: save a table, recompute it, and create/edit/delete matches. */
var OK_TITLE = "Gemt";
var ERROR_TITLE = "Fejl";
var UNEXPECTED = "Der opstod en uventet fejl. Prøv igen.";
var MATCH_KEYS = [
	"homeTeam",
	"awayTeam",
	"homeClubSlug",
	"awayClubSlug",
	"date",
	"time",
	"competition",
	"leagueKey",
	"season",
	"status",
	"homeScore",
	"awayScore"
];
function matchValues(form) {
	const values = {};
	for (const key of MATCH_KEYS) {
		const value = form.get(key);
		if (typeof value === "string") values[key] = value;
	}
	return values;
}
var text$1 = (form, key) => {
	const value = form.get(key);
	return typeof value === "string" ? value : void 0;
};
function fail(intent, status, message, extra = {}) {
	return {
		result: {
			ok: false,
			intent,
			title: ERROR_TITLE,
			message,
			...extra
		},
		status
	};
}
async function handleStandingsAction(db, actor, form, requestId) {
	const intent = text$1(form, "intent");
	try {
		switch (intent) {
			case "save-table": {
				const parsed = parseStandingsTable({
					leagueKey: text$1(form, "leagueKey"),
					season: text$1(form, "season"),
					rows: text$1(form, "rows") ?? "[]"
				});
				if (!parsed.ok) return fail(intent, 400, parsed.fieldErrors.table ?? STANDINGS_TEXT.saveFailed, { fieldErrors: parsed.fieldErrors });
				const saved = await saveStandingsTable(db, actor, parsed.data, text$1(form, "fingerprint"));
				if (!saved.ok) return fail(intent, saved.status, saved.message, { fieldErrors: saved.fieldErrors });
				return {
					result: {
						ok: true,
						intent,
						title: OK_TITLE,
						message: saved.message,
						warnings: saved.warnings
					},
					status: 200
				};
			}
			case "recompute": {
				const leagueKey = text$1(form, "leagueKey") ?? "";
				const season = text$1(form, "season")?.trim() ?? "";
				if (!leagueKey) return fail(intent, 400, STANDINGS_TEXT.leagueUnknown);
				if (!SEASON_PATTERN.test(season)) return fail(intent, 400, STANDINGS_TEXT.seasonInvalid);
				const done = await recomputeStandings(db, actor, leagueKey, season, text$1(form, "fingerprint"));
				if (!done.ok) return fail(intent, done.status, done.message);
				return {
					result: {
						ok: true,
						intent,
						title: OK_TITLE,
						message: done.message
					},
					status: 200
				};
			}
			case "match-create":
			case "match-update": {
				const values = matchValues(form);
				const id = text$1(form, "id");
				if (intent === "match-update" && !isUuid(id)) return fail(intent, 404, MATCH_TEXT.notFound);
				const parsed = parseMatchForm(values);
				if (!parsed.ok) return fail(intent, 400, MATCH_TEXT.saveFailed, {
					fieldErrors: parsed.fieldErrors,
					values
				});
				const saved = intent === "match-create" ? await createMatch(db, actor, parsed.data) : await updateMatch(db, actor, id, parsed.data);
				if (!saved.ok) return fail(intent, saved.status, saved.message, {
					fieldErrors: saved.fieldErrors,
					values
				});
				return {
					result: {
						ok: true,
						intent,
						title: OK_TITLE,
						message: saved.message
					},
					status: 200
				};
			}
			case "match-delete": {
				const id = text$1(form, "id");
				if (!isUuid(id)) return fail(intent, 404, MATCH_TEXT.notFound);
				const deleted = await deleteMatch(db, actor, id);
				if (!deleted.ok) return fail(intent, deleted.status, deleted.message);
				return {
					result: {
						ok: true,
						intent,
						title: OK_TITLE,
						message: deleted.message
					},
					status: 200
				};
			}
			default: return fail("unknown", 400, "Ukendt handling");
		}
	} catch (err) {
		if (isDatabaseUnavailable(err)) throw err;
		logger.error({
			err,
			requestId,
			intent
		}, "standings admin action failed");
		return fail(intent ?? "unknown", 500, UNEXPECTED);
	}
}
// app/features/standings/match-admin-list.tsx
var MATCH_FETCHER = "match-admin";
function valuesOf(match, defaults) {
	if (!match) return {
		homeTeam: "",
		awayTeam: "",
		homeClubSlug: "",
		awayClubSlug: "",
		date: copenhagenDay(/* @__PURE__ */ new Date()),
		time: "18:00",
		competition: defaults.leagueName,
		leagueKey: defaults.leagueKey,
		season: defaults.season,
		status: "upcoming",
		homeScore: "",
		awayScore: ""
	};
	const { date, time } = kickoffToParts(match.kickoffAt);
	return {
		homeTeam: match.homeTeam,
		awayTeam: match.awayTeam,
		homeClubSlug: match.homeClubSlug ?? "",
		awayClubSlug: match.awayClubSlug ?? "",
		date,
		time,
		competition: match.competition,
		leagueKey: match.leagueKey ?? "",
		season: match.season ?? "",
		status: match.status,
		homeScore: match.homeScore == null ? "" : String(match.homeScore),
		awayScore: match.awayScore == null ? "" : String(match.awayScore)
	};
}
/** Create or edit a match; stays open on errors (spec §8: admin dialogs stay open), closes on success. */
function MatchDialog({ match, open, onClose, leagues, defaults, clubListId }) {
	const fetcher = useFetcher({ key: MATCH_FETCHER });
	const [values, setValues] = useState(() => valuesOf(match, defaults));
	const [submitted, setSubmitted] = useState(false);
	const result = fetcher.data;
	const busy = fetcher.state !== "idle";
	useEffect(() => {
		if (submitted && fetcher.state === "idle" && result?.ok) {
			setSubmitted(false);
			onClose();
		}
	}, [
		submitted,
		fetcher.state,
		result,
		onClose
	]);
	const errors = submitted && result && !result.ok ? result.fieldErrors ?? {} : {};
	const set = (field, value) => setValues((v) => ({
		...v,
		[field]: value
	}));
	const upcoming = values.status === "upcoming";
	const prefix = match ? `match-${match.id}` : "match-new";
	const field = (name, label, props = {}) => /* @__PURE__ */ jsxs(Field, {
		id: `${prefix}-${name}`,
		error: errors[name],
		className: "grid gap-1.5",
		children: [
			/* @__PURE__ */ jsx(FieldLabel, { children: label }),
			/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
				name,
				value: values[name],
				onChange: (e) => set(name, e.target.value),
				...props
			}) }),
			/* @__PURE__ */ jsx(FieldError, {})
		]
	});
	return /* @__PURE__ */ jsx(Dialog$1, {
		open,
		onOpenChange: (next) => !next && !busy ? onClose() : void 0,
		children: /* @__PURE__ */ jsxs(DialogContent, {
			className: "max-h-[90vh] overflow-y-auto sm:max-w-2xl",
			children: [/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: match ? "Rediger kamp" : "Ny kamp" }), /* @__PURE__ */ jsx(DialogDescription, { children: "Dato og tid er dansk tid. En afsluttet kamp skal have et resultat; en kommende må ikke have et." })] }), /* @__PURE__ */ jsxs(fetcher.Form, {
				method: "post",
				className: "grid gap-4",
				onSubmit: () => setSubmitted(true),
				"aria-label": match ? "Rediger kamp" : "Ny kamp",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: match ? "match-update" : "match-create"
					}),
					match ? /* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "id",
						value: match.id
					}) : null,
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-4 sm:grid-cols-2",
						children: [
							field("homeTeam", "Hjemmehold", {
								required: true,
								maxLength: 80
							}),
							field("awayTeam", "Udehold", {
								required: true,
								maxLength: 80
							}),
							field("homeClubSlug", "Hjemmeklub (valgfri)", {
								list: clubListId,
								placeholder: "klub-slug"
							}),
							field("awayClubSlug", "Udeklub (valgfri)", {
								list: clubListId,
								placeholder: "klub-slug"
							}),
							field("date", "Dato", {
								type: "date",
								required: true
							}),
							field("time", "Tid", {
								type: "time",
								required: true
							}),
							/* @__PURE__ */ jsxs(Field, {
								id: `${prefix}-leagueKey`,
								error: errors.leagueKey,
								className: "grid gap-1.5",
								children: [
									/* @__PURE__ */ jsx(FieldLabel, { children: "Liga (til stillingen)" }),
									/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
										name: "leagueKey",
										value: values.leagueKey,
										onChange: (e) => {
											const league = leagues.find((l) => l.key === e.target.value);
											setValues((v) => ({
												...v,
												leagueKey: e.target.value,
												competition: league && !v.competition ? league.name : v.competition,
												season: league ? v.season || league.season : ""
											}));
										},
										children: [/* @__PURE__ */ jsx("option", {
											value: "",
											children: "Ingen (pokal, venskabskamp …)"
										}), leagues.map((l) => /* @__PURE__ */ jsx("option", {
											value: l.key,
											children: l.name
										}, l.key))]
									}) }),
									/* @__PURE__ */ jsx(FieldError, {})
								]
							}),
							field("season", "Sæson", {
								placeholder: "2024-25",
								disabled: !values.leagueKey
							}),
							field("competition", "Turnering", {
								required: true,
								maxLength: 80
							}),
							/* @__PURE__ */ jsxs(Field, {
								id: `${prefix}-status`,
								error: errors.status,
								className: "grid gap-1.5",
								children: [
									/* @__PURE__ */ jsx(FieldLabel, { children: "Status" }),
									/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
										name: "status",
										value: values.status,
										onChange: (e) => {
											const status = e.target.value;
											setValues((v) => status === "upcoming" ? {
												...v,
												status,
												homeScore: "",
												awayScore: ""
											} : {
												...v,
												status
											});
										},
										children: [/* @__PURE__ */ jsx("option", {
											value: "upcoming",
											children: "Kommende"
										}), /* @__PURE__ */ jsx("option", {
											value: "finished",
											children: "Afsluttet"
										})]
									}) }),
									/* @__PURE__ */ jsx(FieldError, {})
								]
							}),
							field("homeScore", "Hjemmemål", {
								type: "number",
								min: 0,
								max: 99,
								inputMode: "numeric",
								disabled: upcoming,
								required: !upcoming
							}),
							field("awayScore", "Udemål", {
								type: "number",
								min: 0,
								max: 99,
								inputMode: "numeric",
								disabled: upcoming,
								required: !upcoming
							})
						]
					}),
					submitted && result && !result.ok ? /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: "text-sm font-medium text-destructive",
						children: result.message
					}) : null,
					/* @__PURE__ */ jsxs(DialogFooter, { children: [/* @__PURE__ */ jsx(Button, {
						type: "button",
						variant: "outline",
						onClick: onClose,
						disabled: busy,
						children: "Annuller"
					}), /* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: busy,
						children: match ? "Gem kamp" : "Opret kamp"
					})] })
				]
			})]
		})
	});
}
function DeleteMatchButton({ match }) {
	const fetcher = useFetcher({ key: MATCH_FETCHER });
	const label = `${match.homeTeam} – ${match.awayTeam}`;
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		trigger: /* @__PURE__ */ jsx(Button, {
			variant: "ghost",
			size: "icon",
			"aria-label": `Slet kampen ${label}`,
			title: "Slet",
			children: /* @__PURE__ */ jsx(Trash2, {
				"aria-hidden": true,
				className: "text-destructive"
			})
		}),
		title: "Slet kampen?",
		description: `${label} den ${formatMatchDate(match.kickoffAt)} slettes permanent. Handlingen kan ikke fortrydes.`,
		confirmLabel: "Slet",
		destructive: true,
		onConfirm: () => void fetcher.submit({
			intent: "match-delete",
			id: match.id
		}, { method: "post" })
	});
}
function MatchAdminList({ matches, leagues, defaults, clubListId, limit }) {
	const [editing, setEditing] = useState(null);
	const [dialogKey, setDialogKey] = useState(0);
	useActionResultToast(useFetcher({ key: MATCH_FETCHER }).data);
	const leagueName = (key) => leagues.find((l) => l.key === key)?.name;
	const open = (value) => {
		setDialogKey((k) => k + 1);
		setEditing(value);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		children: [
			/* @__PURE__ */ jsxs(Button, {
				type: "button",
				onClick: () => open("new"),
				children: [/* @__PURE__ */ jsx(Plus, { "aria-hidden": true }), "Ny kamp"]
			}),
			matches.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "rounded-md border border-dashed border-border p-6 text-center text-muted-foreground",
				children: "Ingen kampe matcher filteret."
			}) : /* @__PURE__ */ jsx("div", {
				className: "relative overflow-x-auto rounded-md border border-border bg-card",
				children: /* @__PURE__ */ jsxs("table", {
					className: "w-full text-sm",
					"aria-label": "Kampe",
					children: [/* @__PURE__ */ jsx("thead", {
						className: "border-b bg-muted/50 text-left",
						children: /* @__PURE__ */ jsxs("tr", { children: [
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "px-3 py-2",
								children: "Dato"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "px-3 py-2",
								children: "Tid"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "px-3 py-2",
								children: "Kamp"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "px-3 py-2",
								children: "Turnering"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "px-3 py-2",
								children: "Status"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "px-3 py-2 text-center",
								children: "Resultat"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "px-3 py-2 text-right",
								children: "Handlinger"
							})
						] })
					}), /* @__PURE__ */ jsx("tbody", { children: matches.map((m) => /* @__PURE__ */ jsxs("tr", {
						className: "border-b last:border-0",
						"data-testid": "admin-match",
						children: [
							/* @__PURE__ */ jsx("td", {
								className: "px-3 py-2 whitespace-nowrap",
								children: formatMatchDate(m.kickoffAt)
							}),
							/* @__PURE__ */ jsx("td", {
								className: "px-3 py-2 tabular-nums",
								children: formatMatchTime(m.kickoffAt)
							}),
							/* @__PURE__ */ jsxs("td", {
								className: "px-3 py-2",
								children: [
									/* @__PURE__ */ jsx("span", {
										className: "font-medium",
										children: m.homeTeam
									}),
									" –",
									" ",
									/* @__PURE__ */ jsx("span", {
										className: "font-medium",
										children: m.awayTeam
									})
								]
							}),
							/* @__PURE__ */ jsxs("td", {
								className: "px-3 py-2",
								children: [m.competition, m.leagueKey && leagueName(m.leagueKey) !== m.competition ? /* @__PURE__ */ jsxs("span", {
									className: "block text-xs text-muted-foreground",
									children: [
										"Stilling: ",
										leagueName(m.leagueKey),
										" ",
										m.season
									]
								}) : null]
							}),
							/* @__PURE__ */ jsx("td", {
								className: "px-3 py-2",
								children: matchStatusLabel(m.status)
							}),
							/* @__PURE__ */ jsx("td", {
								className: "px-3 py-2 text-center tabular-nums",
								children: formatScore(m) ?? "–"
							}),
							/* @__PURE__ */ jsx("td", {
								className: "px-3 py-2",
								children: /* @__PURE__ */ jsxs("div", {
									className: "flex justify-end gap-1",
									children: [/* @__PURE__ */ jsx(Button, {
										variant: "ghost",
										size: "icon",
										"aria-label": `Rediger kampen ${m.homeTeam} – ${m.awayTeam}`,
										title: "Rediger",
										onClick: () => open(m),
										children: /* @__PURE__ */ jsx(Pencil, { "aria-hidden": true })
									}), /* @__PURE__ */ jsx(DeleteMatchButton, { match: m })]
								})
							})
						]
					}, m.id)) })]
				})
			}),
			matches.length >= limit ? /* @__PURE__ */ jsxs("p", {
				className: "text-sm text-muted-foreground",
				children: [
					"Viser de seneste ",
					limit,
					". Filtrér på liga eller klub."
				]
			}) : null,
			editing ? /* @__PURE__ */ jsx(MatchDialog, {
				match: editing === "new" ? null : editing,
				open: true,
				onClose: () => setEditing(null),
				leagues,
				defaults,
				clubListId
			}, dialogKey) : null
		]
	});
}
// app/features/standings/standings-draft.ts
var NUMBER_COLUMNS = [
	{
		key: "played",
		short: "K",
		label: "Kampe"
	},
	{
		key: "won",
		short: "V",
		label: "Vundet"
	},
	{
		key: "drawn",
		short: "U",
		label: "Uafgjort"
	},
	{
		key: "lost",
		short: "T",
		label: "Tabt"
	},
	{
		key: "goalsFor",
		short: "M+",
		label: "Mål for"
	},
	{
		key: "goalsAgainst",
		short: "M-",
		label: "Mål imod"
	},
	{
		key: "points",
		short: "P",
		label: "Point"
	}
];
var nextKey = 1;
function toDraft(row) {
	const numbers = Object.fromEntries(NUMBER_COLUMNS.map((c) => [c.key, String(row[c.key])]));
	return {
		key: nextKey++,
		position: String(row.position),
		team: row.team,
		clubSlug: row.clubSlug ?? "",
		...numbers,
		form: formToLetters(row.form)
	};
}
var blankRow = (position) => toDraft({
	position,
	team: "",
	clubSlug: null,
	...NO_MATCHES_PLAYED,
	form: []
});
/** A number field's value as sent: whole numbers as numbers, anything else as typed (the server says why). */
var asNumber = (value) => /^\s*\d+\s*$/.test(value) ? Number(value) : value.trim();
/** The rows as the 'save-table' intent sends them. */
function draftPayload(draft) {
	return draft.map((r) => ({
		position: asNumber(r.position),
		team: r.team,
		clubSlug: r.clubSlug.trim() || null,
		...Object.fromEntries(NUMBER_COLUMNS.map((c) => [c.key, asNumber(r[c.key])])),
		form: r.form
	}));
}
/** The server's field errors (`rows.3.points`) as lines naming the row: 'Række 4 (AGF): …'. */
function draftErrorLines(draft, errors) {
	return Object.entries(errors).map(([path, message]) => {
		const index = Number(path.split(".")[1]);
		const row = Number.isInteger(index) ? draft[index] : void 0;
		return row ? `Række ${index + 1}${row.team ? ` (${row.team})` : ""}: ${message}` : message ?? "";
	});
}
/** The editor's rows: edit a field, add a team below the last position, remove a row. */
function useStandingsDraft(rows) {
	const [draft, setDraft] = useState(() => rows.map(toDraft));
	return {
		draft,
		full: draft.length >= 40,
		update: (key, field, value) => setDraft((rows) => rows.map((r) => r.key === key ? {
			...r,
			[field]: value
		} : r)),
		addRow: () => setDraft((rows) => [...rows, blankRow(rows.reduce((max, r) => Math.max(max, Number(r.position) || 0), 0) + 1)]),
		removeRow: (key) => setDraft((rows) => rows.filter((r) => r.key !== key))
	};
}
// app/features/standings/standings-draft-table.tsx
function DraftTableHead() {
	return /* @__PURE__ */ jsx("thead", {
		className: "border-b bg-muted/50 text-left",
		children: /* @__PURE__ */ jsxs("tr", { children: [
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				className: "px-1 py-2",
				children: /* @__PURE__ */ jsx("abbr", {
					title: "Placering",
					children: "#"
				})
			}),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				className: "px-1 py-2",
				children: "Hold"
			}),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				className: "px-1 py-2",
				children: "Klub (slug)"
			}),
			NUMBER_COLUMNS.map((c) => /* @__PURE__ */ jsx("th", {
				scope: "col",
				className: "px-1 py-2 text-center",
				children: /* @__PURE__ */ jsx("abbr", {
					title: c.label,
					children: c.short
				})
			}, c.key)),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				className: "px-1 py-2 text-center",
				children: "+/-"
			}),
			/* @__PURE__ */ jsxs("th", {
				scope: "col",
				className: "px-1 py-2",
				children: ["Form ", /* @__PURE__ */ jsx("span", {
					className: "font-normal text-muted-foreground",
					children: "(V/U/T, seneste sidst)"
				})]
			}),
			/* @__PURE__ */ jsx("th", {
				scope: "col",
				className: "px-1 py-2",
				children: /* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: "Handlinger"
				})
			})
		] })
	});
}
/** One editable cell: the row's `field`, marked invalid when the server named it. */
function DraftCell({ row, field, invalid, update, transform = (value) => value, ...input }) {
	return /* @__PURE__ */ jsx("td", {
		className: "px-1 py-1",
		children: /* @__PURE__ */ jsx(Input, {
			...input,
			"aria-invalid": invalid,
			value: row[field],
			onChange: (e) => update(row.key, field, transform(e.target.value))
		})
	});
}
/** One team's editable row; inputs are named after the team (or 'række N' while it has none). */
function DraftTableRow({ row, index, errors, clubListId, update, removeRow }) {
	const name = row.team.trim() || `række ${index + 1}`;
	const cell = (field) => ({
		row,
		field,
		update,
		invalid: Boolean(errors[`rows.${index}.${field}`])
	});
	const gd = Number(row.goalsFor) - Number(row.goalsAgainst);
	return /* @__PURE__ */ jsxs("tr", {
		className: "border-b last:border-0",
		"data-testid": "standings-edit-row",
		children: [
			/* @__PURE__ */ jsx(DraftCell, {
				...cell("position"),
				className: "h-8 w-12 px-1.5 tabular-nums",
				inputMode: "numeric",
				"aria-label": `Placering, ${name}`
			}),
			/* @__PURE__ */ jsx(DraftCell, {
				...cell("team"),
				className: "h-8 min-w-32",
				"aria-label": `Hold, række ${index + 1}`,
				maxLength: 80
			}),
			/* @__PURE__ */ jsx(DraftCell, {
				...cell("clubSlug"),
				className: "h-8 min-w-28",
				list: clubListId,
				"aria-label": `Klub, ${name}`,
				placeholder: "valgfri"
			}),
			NUMBER_COLUMNS.map((c) => /* @__PURE__ */ jsx(DraftCell, {
				...cell(c.key),
				className: "h-8 w-12 px-1 text-center tabular-nums",
				inputMode: "numeric",
				"aria-label": `${c.label}, ${name}`
			}, c.key)),
			/* @__PURE__ */ jsx("td", {
				className: cn("px-1 py-1 text-center tabular-nums", gd > 0 ? "text-[#15803d]" : gd < 0 ? "text-[#b91c1c]" : "text-muted-foreground"),
				children: Number.isFinite(gd) ? formatGoalDifference(gd) : "–"
			}),
			/* @__PURE__ */ jsx(DraftCell, {
				...cell("form"),
				className: "h-8 w-24 uppercase",
				"aria-label": `Form, ${name}`,
				maxLength: 9,
				placeholder: "fx VVUTV",
				transform: (value) => value.toUpperCase()
			}),
			/* @__PURE__ */ jsx("td", {
				className: "px-1 py-1",
				children: /* @__PURE__ */ jsx(Button, {
					type: "button",
					variant: "ghost",
					size: "icon",
					"aria-label": `Fjern ${name}`,
					title: "Fjern",
					onClick: () => removeRow(row.key),
					children: /* @__PURE__ */ jsx(Trash2, {
						"aria-hidden": true,
						className: "text-destructive"
					})
				})
			})
		]
	});
}
/** The league table as inputs, one row per team. */
function StandingsDraftTable({ caption, draft, ...rowProps }) {
	return /* @__PURE__ */ jsx("div", {
		className: "relative overflow-x-auto rounded-md border border-border bg-card",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full text-sm",
			"aria-label": caption,
			children: [/* @__PURE__ */ jsx(DraftTableHead, {}), /* @__PURE__ */ jsx("tbody", { children: draft.map((row, index) => /* @__PURE__ */ jsx(DraftTableRow, {
				row,
				index,
				...rowProps
			}, row.key)) })]
		})
	});
}
// app/features/standings/standings-admin-editor.tsx
var STANDINGS_FETCHER = "standings-editor";
/** The save's or recompute's refusal (with a line per wrong field) and the save's warnings. */
function StandingsEditorMessages({ result, errorLines }) {
	const warnings = result?.ok && result.intent === "save-table" ? result.warnings ?? [] : [];
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [errorLines.length > 0 ? /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "rounded-md bg-destructive/10 p-3 text-sm text-destructive",
		children: [/* @__PURE__ */ jsx("p", {
			className: "font-semibold",
			children: result && !result.ok ? result.message : null
		}), /* @__PURE__ */ jsx("ul", {
			className: "mt-1 list-disc pl-5",
			children: errorLines.map((line) => /* @__PURE__ */ jsx("li", { children: line }, line))
		})]
	}) : result && !result.ok && (result.intent === "save-table" || result.intent === "recompute") ? /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "rounded-md bg-destructive/10 p-3 text-sm text-destructive",
		children: result.message
	}) : null, warnings.length > 0 ? /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: "rounded-md bg-accent p-3 text-sm text-accent-foreground",
		children: [/* @__PURE__ */ jsx("p", {
			className: "font-semibold",
			children: "Advarsel"
		}), /* @__PURE__ */ jsx("ul", {
			className: "mt-1 list-disc pl-5",
			children: warnings.map((w) => /* @__PURE__ */ jsx("li", { children: w }, w))
		})]
	}) : null] });
}
/** Spec §3 standings editor: edit, add and remove teams, save the table or recompute it from matches. */
function StandingsEditor({ leagueKey, leagueName, season, rows, fingerprint, clubListId }) {
	const { draft, full, update, addRow, removeRow } = useStandingsDraft(rows);
	const fetcher = useFetcher({ key: STANDINGS_FETCHER });
	const busy = fetcher.state !== "idle";
	const result = fetcher.data;
	const errors = result && !result.ok && result.intent === "save-table" ? result.fieldErrors ?? {} : {};
	const save = () => void fetcher.submit({
		intent: "save-table",
		leagueKey,
		season,
		fingerprint,
		rows: JSON.stringify(draftPayload(draft))
	}, { method: "post" });
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap gap-2",
				children: [
					/* @__PURE__ */ jsxs(Button, {
						type: "button",
						onClick: save,
						disabled: busy,
						children: [/* @__PURE__ */ jsx(Save, { "aria-hidden": true }), "Gem stilling"]
					}),
					/* @__PURE__ */ jsxs(Button, {
						type: "button",
						variant: "outline",
						disabled: busy || full,
						onClick: addRow,
						children: [/* @__PURE__ */ jsx(Plus, { "aria-hidden": true }), "Tilføj hold"]
					}),
					/* @__PURE__ */ jsx(ConfirmDialog, {
						trigger: /* @__PURE__ */ jsxs(Button, {
							type: "button",
							variant: "outline",
							disabled: busy,
							children: [/* @__PURE__ */ jsx(Calculator, { "aria-hidden": true }), "Genberegn fra kampe"]
						}),
						title: "Genberegn stillingen?",
						description: `Tabellen for ${leagueName} ${season} erstattes af en, der er beregnet ud fra ligaens afsluttede kampe i sæsonen: 3 point for sejr, 1 for uafgjort. Ændringer, der ikke er gemt, går tabt.`,
						confirmLabel: "Genberegn",
						onConfirm: () => void fetcher.submit({
							intent: "recompute",
							leagueKey,
							season,
							fingerprint
						}, { method: "post" })
					})
				]
			}),
			/* @__PURE__ */ jsx(StandingsEditorMessages, {
				result,
				errorLines: draftErrorLines(draft, errors)
			}),
			draft.length === 0 ? /* @__PURE__ */ jsxs("p", {
				className: "rounded-md border border-dashed border-border p-6 text-center text-muted-foreground",
				children: [
					"Ingen hold i ",
					leagueName,
					" ",
					season,
					". Tilføj hold, eller genberegn fra kampe."
				]
			}) : /* @__PURE__ */ jsx(StandingsDraftTable, {
				caption: `Stilling for ${leagueName} ${season}`,
				draft,
				errors,
				clubListId,
				update,
				removeRow
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted-foreground",
				children: "K skal være V + U + T. Point, der afviger fra 3 pr. sejr og 1 pr. uafgjort, gemmes med en advarsel (fx ved pointfradrag). Rækkerne vises efter placering. Intet gemmes, før du trykker Gem stilling."
			})
		]
	});
}
// app/features/standings/standings-admin-page-constants.ts
/** The "all leagues" value of the match filter on /admin/stillinger (`?kampliga=alle`). */
var ALL_MATCHES = "alle";
// app/features/standings/standings-admin-page.tsx
/** The /admin/stillinger page: the standings editor and the match list, each with its own filter form. */
var CLUB_LIST_ID = "standings-admin-clubs";
function StandingsAdminPage({ loaderData }) {
	useActionResultToast(useFetcher({ key: STANDINGS_FETCHER }).data);
	const { league, leagues, clubs, notices } = loaderData;
	return /* @__PURE__ */ jsxs("div", {
		className: "grid grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Stillinger & kampe"
			}), /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Ret tabellen for hver liga og sæson, og kampene der vises på klubsiderne. Ændringer vises med det samme på de offentlige sider."
			})] }),
			notices.map((n) => /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "rounded-md bg-muted p-3 text-sm",
				children: n
			}, n)),
			/* @__PURE__ */ jsx("datalist", {
				id: CLUB_LIST_ID,
				children: clubs.map((c) => /* @__PURE__ */ jsx("option", {
					value: c.slug,
					children: c.name
				}, c.slug))
			}),
			league && "table" in loaderData ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
				asChild: true,
				children: /* @__PURE__ */ jsx("h2", {
					className: "text-lg",
					children: "Stilling"
				})
			}), /* @__PURE__ */ jsxs(CardDescription, { children: [
				"Vælg liga og sæson. Den offentlige side",
				" ",
				/* @__PURE__ */ jsxs(Link, {
					to: `/stillinger/${league.key}`,
					className: "underline",
					children: ["/stillinger/", league.key]
				}),
				" ",
				"viser sæson ",
				league.season,
				"."
			] })] }), /* @__PURE__ */ jsxs(CardContent, {
				className: "space-y-4",
				children: [/* @__PURE__ */ jsxs(Form, {
					method: "get",
					className: "flex flex-wrap items-end gap-3",
					"aria-label": "Vælg liga og sæson",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "grid gap-1.5",
							children: [/* @__PURE__ */ jsx(Label, {
								htmlFor: "standings-league",
								children: "Liga"
							}), /* @__PURE__ */ jsx(NativeSelect, {
								id: "standings-league",
								name: "liga",
								defaultValue: league.key,
								wrapperClassName: "w-56",
								onChange: (e) => e.currentTarget.form?.requestSubmit(),
								children: leagues.map((l) => /* @__PURE__ */ jsx("option", {
									value: l.key,
									children: l.name
								}, l.key))
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "grid gap-1.5",
							children: [
								/* @__PURE__ */ jsx(Label, {
									htmlFor: "standings-season",
									children: "Sæson"
								}),
								/* @__PURE__ */ jsx(Input, {
									id: "standings-season",
									name: "saeson",
									list: "standings-seasons",
									defaultValue: loaderData.season,
									className: "w-32",
									placeholder: "2024-25"
								}, `${league.key}-${loaderData.season}`),
								/* @__PURE__ */ jsx("datalist", {
									id: "standings-seasons",
									children: loaderData.seasons.map((s) => /* @__PURE__ */ jsx("option", { value: s }, s))
								})
							]
						}),
						/* @__PURE__ */ jsx(Button, {
							type: "submit",
							variant: "outline",
							children: "Vis"
						})
					]
				}), /* @__PURE__ */ jsx(StandingsEditor, {
					leagueKey: league.key,
					leagueName: league.name,
					season: loaderData.season,
					rows: loaderData.table.rows,
					fingerprint: loaderData.table.fingerprint,
					clubListId: CLUB_LIST_ID
				}, `${league.key}/${loaderData.season}/${loaderData.table.fingerprint}`)]
			})] }), /* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
				asChild: true,
				children: /* @__PURE__ */ jsx("h2", {
					className: "text-lg",
					children: "Kampe"
				})
			}), /* @__PURE__ */ jsx(CardDescription, { children: "Kampe med en klub vises på klubbens side. Afsluttede kampe med liga og sæson tæller med, når stillingen genberegnes." })] }), /* @__PURE__ */ jsxs(CardContent, {
				className: "space-y-4",
				children: [/* @__PURE__ */ jsxs(Form, {
					method: "get",
					className: "flex flex-wrap items-end gap-3",
					"aria-label": "Filtrér kampe",
					children: [
						/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "liga",
							value: league.key
						}),
						/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "saeson",
							value: loaderData.season
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "grid gap-1.5",
							children: [/* @__PURE__ */ jsx(Label, {
								htmlFor: "match-filter-league",
								children: "Liga"
							}), /* @__PURE__ */ jsxs(NativeSelect, {
								id: "match-filter-league",
								name: "kampliga",
								defaultValue: loaderData.matchFilter.league,
								wrapperClassName: "w-56",
								children: [/* @__PURE__ */ jsx("option", {
									value: ALL_MATCHES,
									children: "Alle kampe"
								}), leagues.map((l) => /* @__PURE__ */ jsx("option", {
									value: l.key,
									children: l.name
								}, l.key))]
							}, `kampliga-${loaderData.matchFilter.league}`)]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "grid gap-1.5",
							children: [/* @__PURE__ */ jsx(Label, {
								htmlFor: "match-filter-club",
								children: "Klub"
							}), /* @__PURE__ */ jsxs(NativeSelect, {
								id: "match-filter-club",
								name: "klub",
								defaultValue: loaderData.matchFilter.club,
								wrapperClassName: "w-56",
								children: [/* @__PURE__ */ jsx("option", {
									value: "",
									children: "Alle klubber"
								}), clubs.map((c) => /* @__PURE__ */ jsx("option", {
									value: c.slug,
									children: c.name
								}, c.slug))]
							}, `klub-${loaderData.matchFilter.club}`)]
						}),
						/* @__PURE__ */ jsx(Button, {
							type: "submit",
							variant: "outline",
							children: "Filtrér"
						})
					]
				}), /* @__PURE__ */ jsx(MatchAdminList, {
					matches: loaderData.matches,
					leagues,
					defaults: {
						leagueKey: league.key,
						leagueName: league.name,
						season: league.season
					},
					clubListId: CLUB_LIST_ID,
					limit: loaderData.matchLimit
				})]
			})] })] }) : null
		]
	});
}
// app/features/standings/standings-admin-page.server.ts
/** The data of /admin/stillinger: one league's table and season list, and the filtered match list. */
/** Reads `?liga=`, `?saeson=`, `?kampliga=` and `?klub=`; an unknown league or season adds a notice. */
async function loadStandingsAdminPage(db, params) {
	const [leagueOptions, clubOptions] = await Promise.all([listLeagueOptions(db), listClubOptions(db)]);
	const requested = params.get("liga");
	const league = leagueOptions.find((l) => l.key === requested) ?? leagueOptions[0];
	if (!league) return {
		league: null,
		leagues: [],
		clubs: [],
		notices: ["Der er ingen ligaer endnu."]
	};
	const notices = [];
	if (requested && requested !== league.key) notices.push(`Ligaen "${requested}" findes ikke. Viser ${league.name}.`);
	const requestedSeason = params.get("saeson")?.trim();
	let season = league.season;
	if (requestedSeason && SEASON_PATTERN.test(requestedSeason)) season = requestedSeason;
	else if (requestedSeason) notices.push(`Sæson skal skrives som 2024-25 eller 2026. Viser ${league.season}.`);
	const matchLeague = params.get("kampliga") ?? league.key;
	const matchClub = params.get("klub") ?? "";
	const [table, seasons, matches] = await Promise.all([
		loadStandingsTable(db, league.key, season),
		listLeagueSeasons(db, league.key, league.season),
		listAdminMatches(db, {
			leagueKey: matchLeague === "alle" ? null : matchLeague,
			clubSlug: matchClub || null
		})
	]);
	return {
		league,
		season,
		seasons: seasons.includes(season) ? seasons : [season, ...seasons],
		table,
		leagues: leagueOptions,
		clubs: clubOptions,
		matches,
		matchFilter: {
			league: matchLeague,
			club: matchClub
		},
		matchLimit: 100,
		notices
	};
}
// app/routes/admin/stillinger.tsx
var stillinger_exports = /* @__PURE__ */ __exportAll({
	action: () => action$5,
	default: () => stillinger_default,
	loader: () => loader$8,
	meta: () => meta$2
});
function meta$2() {
	return [{ title: "Stillinger & kampe | Forsiden" }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
async function loader$8(args) {
	requireStaff(args);
	return loadStandingsAdminPage(getDb(), new URL(args.request.url).searchParams);
}
async function action$5(args) {
	const user = requireStaff(args);
	const { result, status } = await handleStandingsAction(getDb(), {
		id: user.id,
		email: user.email
	}, await args.request.formData(), args.context.requestId);
	return data(result, { status });
}
var stillinger_default = UNSAFE_withComponentProps(function StandingsAdminRoute({ loaderData }) {
	return /* @__PURE__ */ jsx(StandingsAdminPage, { loaderData });
});
// app/features/contact/contact-admin.ts
var CONTACT_FILTERS = [
	"ubehandlede",
	"behandlede",
	"alle"
];
var CONTACT_FILTER_LABELS = {
	ubehandlede: "Ubehandlede",
	behandlede: "Behandlede",
	alle: "Alle"
};
var CONTACT_ADMIN_TEXT = {
	notFound: "Henvendelsen findes ikke (måske er den slettet).",
	markedHandled: "Henvendelsen er markeret som behandlet.",
	markedUnhandled: "Henvendelsen er markeret som ubehandlet.",
	deleted: "Henvendelsen er slettet.",
	invalid: "Ugyldig handling.",
	deleteTitle: "Slet henvendelsen?",
	deleteDescription: (subject) => `“${subject}” slettes permanent. Handlingen kan ikke fortrydes.`,
	empty: {
		ubehandlede: "Ingen ubehandlede henvendelser.",
		behandlede: "Ingen behandlede henvendelser endnu.",
		alle: "Ingen henvendelser endnu."
	}
};
/** ?filter=… (default: the unhandled ones) and ?side=… (1-based). */
function parseContactListParams(params) {
	const filter = CONTACT_FILTERS.find((f) => f === params.get("filter")) ?? "ubehandlede";
	const page = Number.parseInt(params.get("side") ?? "1", 10);
	const id = params.get("id");
	return {
		filter,
		page: Number.isFinite(page) && page > 0 ? page : 1,
		id: isUuid(id) ? id : null
	};
}
var contactActionSchema = z.discriminatedUnion("intent", [
	z.object({
		intent: z.literal("handled"),
		id: uuidField(CONTACT_ADMIN_TEXT.invalid)
	}),
	z.object({
		intent: z.literal("unhandled"),
		id: uuidField(CONTACT_ADMIN_TEXT.invalid)
	}),
	z.object({
		intent: z.literal("delete"),
		id: uuidField(CONTACT_ADMIN_TEXT.invalid)
	})
]);
// app/features/contact/contact-admin.server.ts
function filterWhere(filter) {
	if (filter === "ubehandlede") return isNull(contactMessages.handledAt);
	if (filter === "behandlede") return isNotNull(contactMessages.handledAt);
}
/** Newest first, 10 a page (spec §9 admin list page size), filtered by handled state. */
async function listContactMessages(db, options) {
	const [row] = await db.select({
		all: count(),
		handled: count(contactMessages.handledAt)
	}).from(contactMessages);
	const all = row?.all ?? 0;
	const counts = {
		unhandled: all - (row?.handled ?? 0),
		handled: row?.handled ?? 0,
		all
	};
	const total = options.filter === "ubehandlede" ? counts.unhandled : options.filter === "behandlede" ? counts.handled : all;
	const pageCount = Math.max(1, Math.ceil(total / 10));
	const page = Math.min(Math.max(1, options.page), pageCount);
	return {
		items: await db.select({
			id: contactMessages.id,
			name: contactMessages.name,
			email: contactMessages.email,
			subject: contactMessages.subject,
			createdAt: contactMessages.createdAt,
			handledAt: contactMessages.handledAt,
			handledBy: contactMessages.handledBy
		}).from(contactMessages).where(filterWhere(options.filter)).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(10).offset((page - 1) * 10),
		total,
		page,
		pageCount,
		counts
	};
}
async function getContactMessage(db, id) {
	const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
	return row ?? null;
}
/** Marks a message handled (time and who) or unhandled again, with an audit entry. */
async function setContactHandled(db, actor, id, handled) {
	return db.transaction(async (tx) => {
		const [row] = await tx.update(contactMessages).set(handled ? {
			handledAt: /* @__PURE__ */ new Date(),
			handledBy: actor.email
		} : {
			handledAt: null,
			handledBy: null
		}).where(eq(contactMessages.id, id)).returning({
			id: contactMessages.id,
			subject: contactMessages.subject
		});
		if (!row) return {
			ok: false,
			message: CONTACT_ADMIN_TEXT.notFound,
			status: 404
		};
		await recordAudit(tx, actor, {
			action: handled ? "handled" : "unhandled",
			entityType: "contact",
			entityId: row.id,
			summary: handled ? `markerede henvendelsen "${row.subject}" som behandlet` : `markerede henvendelsen "${row.subject}" som ubehandlet`
		});
		return {
			ok: true,
			message: handled ? CONTACT_ADMIN_TEXT.markedHandled : CONTACT_ADMIN_TEXT.markedUnhandled
		};
	});
}
/** Deletes a message for good (after the confirm dialog), with an audit entry. */
async function deleteContactMessage(db, actor, id) {
	return db.transaction(async (tx) => {
		const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning({
			id: contactMessages.id,
			subject: contactMessages.subject
		});
		if (!row) return {
			ok: false,
			message: CONTACT_ADMIN_TEXT.notFound,
			status: 404
		};
		await recordAudit(tx, actor, {
			action: "deleted",
			entityType: "contact",
			entityId: row.id,
			summary: `slettede henvendelsen "${row.subject}"`
		});
		return {
			ok: true,
			message: CONTACT_ADMIN_TEXT.deleted
		};
	});
}
// app/features/contact/contact-messages-page.tsx
function href(params) {
	const search = new URLSearchParams();
	if (params.filter !== "ubehandlede") search.set("filter", params.filter);
	if (params.page && params.page > 1) search.set("side", String(params.page));
	if (params.id) search.set("id", params.id);
	const query = search.toString();
	return `/admin/henvendelser${query ? `?${query}` : ""}`;
}
function HandledBadge({ item }) {
	return item.handledAt ? /* @__PURE__ */ jsx(Badge, {
		variant: "outline",
		children: "Behandlet"
	}) : /* @__PURE__ */ jsx(Badge, { children: "Ny" });
}
var ACTION_FETCHER = "contact-message-action";
function MessageActions({ message }) {
	const fetcher = useFetcher({ key: ACTION_FETCHER });
	const busy = fetcher.state !== "idle";
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap gap-2",
		children: [
			message.handledAt ? /* @__PURE__ */ jsxs(Button, {
				variant: "outline",
				disabled: busy,
				onClick: () => void fetcher.submit({
					intent: "unhandled",
					id: message.id
				}, { method: "post" }),
				children: [/* @__PURE__ */ jsx(RotateCcw, { "aria-hidden": true }), "Markér som ubehandlet"]
			}) : /* @__PURE__ */ jsxs(Button, {
				disabled: busy,
				onClick: () => void fetcher.submit({
					intent: "handled",
					id: message.id
				}, { method: "post" }),
				children: [/* @__PURE__ */ jsx(CheckCircle2, { "aria-hidden": true }), "Markér som behandlet"]
			}),
			/* @__PURE__ */ jsxs("a", {
				href: `mailto:${message.email}?subject=${encodeURIComponent(`Sv: ${message.subject}`)}`,
				className: buttonVariants({ variant: "outline" }),
				children: [/* @__PURE__ */ jsx(Mail, { "aria-hidden": true }), "Svar på e-mail"]
			}),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				trigger: /* @__PURE__ */ jsxs(Button, {
					variant: "outline",
					disabled: busy,
					children: [/* @__PURE__ */ jsx(Trash2, {
						"aria-hidden": true,
						className: "text-destructive"
					}), "Slet"]
				}),
				title: CONTACT_ADMIN_TEXT.deleteTitle,
				description: CONTACT_ADMIN_TEXT.deleteDescription(message.subject),
				confirmLabel: "Slet",
				destructive: true,
				onConfirm: () => void fetcher.submit({
					intent: "delete",
					id: message.id
				}, { method: "post" })
			})
		]
	});
}
/** /admin/henvendelser: the contact form's messages, newest first, with a reading pane. */
function ContactMessagesPage({ list, selected, selectedId, filter }) {
	const navigate = useNavigate();
	const [params] = useSearchParams();
	const action = useFetcher({ key: ACTION_FETCHER });
	useEffect(() => {
		const result = action.data;
		if (!result || action.state !== "idle") return;
		if (result.ok) {
			toast.success("Succes!", { description: result.message });
			if (result.intent === "delete") {
				const next = new URLSearchParams(params);
				next.delete("id");
				navigate(`/admin/henvendelser${next.size ? `?${next}` : ""}`, { replace: true });
			}
		} else toast.error("Fejl", { description: result.message });
	}, [action.data, action.state]);
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Henvendelser"
			}), /* @__PURE__ */ jsxs("p", {
				className: "text-muted-foreground",
				children: [
					"Beskeder fra kontaktformularen.",
					" ",
					list.counts.unhandled === 1 ? "1 ubehandlet" : `${list.counts.unhandled} ubehandlede`,
					" af",
					" ",
					list.counts.all,
					"."
				]
			})] }),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Filtrer henvendelser",
				className: "flex flex-wrap gap-2",
				children: CONTACT_FILTERS.map((f) => {
					const n = f === "ubehandlede" ? list.counts.unhandled : f === "behandlede" ? list.counts.handled : list.counts.all;
					return /* @__PURE__ */ jsxs(Link, {
						to: href({ filter: f }),
						"aria-current": f === filter ? "page" : void 0,
						className: buttonVariants({
							variant: f === filter ? "default" : "outline",
							size: "sm"
						}),
						children: [
							CONTACT_FILTER_LABELS[f],
							" (",
							n,
							")"
						]
					}, f);
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
				children: [/* @__PURE__ */ jsxs(Card, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsx(CardTitle, {
					asChild: true,
					children: /* @__PURE__ */ jsx("h2", {
						className: "text-lg",
						children: CONTACT_FILTER_LABELS[filter]
					})
				}), /* @__PURE__ */ jsxs(CardDescription, { children: [list.total === 1 ? "1 henvendelse" : `${list.total} henvendelser`, ", nyeste først."] })] }), /* @__PURE__ */ jsxs(CardContent, { children: [list.items.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "text-muted-foreground",
					children: CONTACT_ADMIN_TEXT.empty[filter]
				}) : /* @__PURE__ */ jsx("ul", {
					className: "divide-y rounded-md border",
					"aria-label": "Henvendelser",
					children: list.items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						to: href({
							filter,
							page: list.page,
							id: item.id
						}),
						"aria-current": item.id === selectedId ? "true" : void 0,
						className: cn("flex items-start gap-3 p-3 text-sm hover:bg-muted", item.id === selectedId && "bg-muted"),
						children: [item.handledAt ? /* @__PURE__ */ jsx(CheckCircle2, {
							"aria-hidden": true,
							className: "mt-0.5 size-4 shrink-0 text-muted-foreground"
						}) : /* @__PURE__ */ jsx(Circle, {
							"aria-hidden": true,
							className: "mt-0.5 size-4 shrink-0 fill-primary text-primary"
						}), /* @__PURE__ */ jsxs("span", {
							className: "min-w-0 flex-1",
							children: [/* @__PURE__ */ jsx("span", {
								className: cn("block truncate", !item.handledAt && "font-semibold"),
								children: item.subject
							}), /* @__PURE__ */ jsxs("span", {
								className: "block truncate text-muted-foreground",
								children: [
									item.name,
									" · ",
									formatDanishDateTime(item.createdAt)
								]
							})]
						})]
					}) }, item.id))
				}), list.pageCount > 1 ? /* @__PURE__ */ jsxs("nav", {
					"aria-label": "Sider",
					className: "mt-4 flex items-center justify-between text-sm",
					children: [
						list.page > 1 ? /* @__PURE__ */ jsx(Link, {
							to: href({
								filter,
								page: list.page - 1
							}),
							className: buttonVariants({
								variant: "outline",
								size: "sm"
							}),
							children: "Forrige"
						}) : /* @__PURE__ */ jsx("span", {}),
						/* @__PURE__ */ jsxs("span", { children: [
							"Side ",
							list.page,
							" af ",
							list.pageCount
						] }),
						list.page < list.pageCount ? /* @__PURE__ */ jsx(Link, {
							to: href({
								filter,
								page: list.page + 1
							}),
							className: buttonVariants({
								variant: "outline",
								size: "sm"
							}),
							children: "Næste"
						}) : /* @__PURE__ */ jsx("span", {})
					]
				}) : null] })] }), /* @__PURE__ */ jsx(Card, { children: selected ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs(CardHeader, { children: [/* @__PURE__ */ jsxs("div", {
					className: "flex items-start justify-between gap-2",
					children: [/* @__PURE__ */ jsx(CardTitle, {
						asChild: true,
						children: /* @__PURE__ */ jsx("h2", {
							className: "text-lg break-words",
							children: selected.subject
						})
					}), /* @__PURE__ */ jsx(HandledBadge, { item: selected })]
				}), /* @__PURE__ */ jsxs(CardDescription, { children: [
					"Fra ",
					selected.name,
					" <",
					/* @__PURE__ */ jsx("a", {
						className: "underline",
						href: `mailto:${selected.email}`,
						children: selected.email
					}),
					"> · ",
					formatDanishDateTime(selected.createdAt)
				] })] }), /* @__PURE__ */ jsxs(CardContent, {
					className: "space-y-4",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "whitespace-pre-wrap break-words",
							"data-testid": "contact-message-body",
							children: selected.message
						}),
						selected.handledAt ? /* @__PURE__ */ jsxs("p", {
							className: "text-sm text-muted-foreground",
							children: [
								"Behandlet ",
								formatDanishDateTime(selected.handledAt),
								selected.handledBy ? ` af ${selected.handledBy}` : "",
								"."
							]
						}) : null,
						/* @__PURE__ */ jsx(MessageActions, { message: selected }, selected.id)
					]
				})] }) : /* @__PURE__ */ jsx(CardContent, {
					className: "py-10 text-center text-muted-foreground",
					children: selectedId ? CONTACT_ADMIN_TEXT.notFound : "Vælg en henvendelse for at læse den."
				}) })]
			})
		]
	});
}
// app/routes/admin/henvendelser.tsx
var henvendelser_exports = /* @__PURE__ */ __exportAll({
	action: () => action$4,
	default: () => henvendelser_default,
	loader: () => loader$7,
	meta: () => meta$1
});
function meta$1({ matches }) {
	return [{ title: `Henvendelser | ${siteFromMatches(matches).siteName}` }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
async function loader$7(args) {
	requireStaff(args);
	const { filter, page, id } = parseContactListParams(new URL(args.request.url).searchParams);
	const db = getDb();
	const [list, selected] = await Promise.all([listContactMessages(db, {
		filter,
		page
	}), id ? getContactMessage(db, id) : Promise.resolve(null)]);
	return {
		list,
		selected,
		filter,
		selectedId: id
	};
}
async function action$4(args) {
	const staff = requireStaff(args);
	const parsed = parseForm(contactActionSchema, await args.request.formData());
	if (!parsed.ok) return data({
		ok: false,
		message: CONTACT_ADMIN_TEXT.invalid
	}, { status: 400 });
	const actor = {
		id: staff.id,
		email: staff.email
	};
	const db = getDb();
	const { intent, id } = parsed.data;
	const result = intent === "delete" ? await deleteContactMessage(db, actor, id) : await setContactHandled(db, actor, id, intent === "handled");
	if (!result.ok) return data({
		ok: false,
		message: result.message
	}, { status: result.status });
	return data({
		ok: true,
		message: result.message,
		intent
	});
}
var henvendelser_default = UNSAFE_withComponentProps(function HenvendelserRoute({ loaderData }) {
	return /* @__PURE__ */ jsx(ContactMessagesPage, { ...loaderData });
});
// app/features/live/live-mutations.server.ts
async function lockArticle(tx, articleId) {
	if (!isUuid(articleId)) return null;
	const [row] = await tx.select(liveArticleColumns).from(articles).where(eq(articles.id, articleId)).for("update").limit(1);
	return row ?? null;
}
/**
* The pages a live change shows on at once: the article, and the front page when the change shows
* there (its 'LIVE NU' strip, ticker and latest list: status, score, the newest update's time), not
* for an edit or a pin, which only the article shows. Not the whole cache.
*/
function refreshPages(article, frontPage, clubsToo) {
	invalidatePageCache(PAGE_CHANGES.live(article, {
		frontPage,
		clubsToo
	}));
}
async function run(db, articleId, work) {
	let published = [];
	let touched = null;
	let clubsToo = false;
	let frontPage = true;
	const result = await db.transaction(async (tx) => {
		const article = await lockArticle(tx, articleId);
		if (!article) return {
			ok: false,
			reason: "not_found"
		};
		const outcome = await work(tx, article);
		if (!outcome.result.ok) return outcome.result;
		published = await publishLive(tx, outcome.events);
		touched = article;
		clubsToo = outcome.clubs ?? false;
		frontPage = outcome.frontPage ?? true;
		return outcome.result;
	});
	if (result.ok && touched) {
		announceLive(published);
		refreshPages(touched, frontPage, clubsToo);
	}
	return result;
}
async function scoreEvents(tx, articleId, liveStatus, matchId) {
	const [row] = await tx.select().from(matches).where(eq(matches.id, matchId)).limit(1);
	if (!row) return [];
	const state = toMatchState(row);
	return [{
		topic: articleTopic(articleId),
		event: "score",
		data: {
			...state,
			liveStatus
		}
	}, {
		topic: MATCHES_TOPIC,
		event: "match",
		data: state
	}];
}
function asStatus(value) {
	return value === "pre" || value === "live" || value === "ended" ? value : null;
}
async function postUpdate(db, actor, articleId, input) {
	return run(db, articleId, async (tx, article) => {
		const status = asStatus(article.liveStatus);
		if (!status) return {
			result: {
				ok: false,
				reason: "not_live"
			},
			events: []
		};
		const { author } = await bylineOfActor(tx, actor);
		const [row] = await tx.insert(liveUpdates).values({
			articleId,
			body: input.body,
			eventType: input.eventType,
			minute: input.minute,
			imageUrl: input.imageUrl,
			imageAlt: input.imageAlt,
			author,
			createdBy: actor.id
		}).returning();
		await tx.update(articles).set({ liveUpdatedAt: row.createdAt }).where(eq(articles.id, articleId));
		const events = [{
			topic: articleTopic(articleId),
			event: "update",
			data: toUpdateView(row)
		}];
		if (article.liveMatchId) {
			const [match] = await tx.select().from(matches).where(eq(matches.id, article.liveMatchId)).for("update");
			if (match) {
				const changes = {};
				if ((input.eventType === "goal" || input.eventType === "own_goal") && input.side) {
					const scoring = input.eventType === "own_goal" ? input.side === "home" ? "away" : "home" : input.side;
					if (scoring === "home") changes.homeScore = (match.homeScore ?? 0) + 1;
					else changes.awayScore = (match.awayScore ?? 0) + 1;
					if (scoring === "home" && match.awayScore == null) changes.awayScore = 0;
					if (scoring === "away" && match.homeScore == null) changes.homeScore = 0;
				}
				if (match.status === "live" && input.minute != null && input.minute !== match.minute) changes.minute = input.minute;
				if (Object.keys(changes).length > 0) {
					await tx.update(matches).set({
						...changes,
						updatedAt: /* @__PURE__ */ new Date()
					}).where(eq(matches.id, match.id));
					events.push(...await scoreEvents(tx, articleId, status, match.id));
				}
			}
		}
		await recordAudit(tx, actor, {
			action: "live_update_posted",
			entityType: "article",
			entityId: articleId,
			summary: `postede en live-opdatering${input.eventType ? ` (${EVENT_LABELS[input.eventType]})` : ""} i "${article.title}"`,
			metadata: { updateId: row.id }
		});
		return {
			result: {
				ok: true,
				updateId: row.id
			},
			events
		};
	});
}
async function editUpdate(db, actor, articleId, updateId, input) {
	return run(db, articleId, async (tx, article) => {
		const [row] = await tx.update(liveUpdates).set({
			body: input.body,
			eventType: input.eventType,
			minute: input.minute,
			imageUrl: input.imageUrl,
			imageAlt: input.imageAlt,
			updatedAt: /* @__PURE__ */ new Date()
		}).where(and(eq(liveUpdates.id, updateId), eq(liveUpdates.articleId, articleId))).returning();
		if (!row) return {
			result: {
				ok: false,
				reason: "not_found"
			},
			events: []
		};
		await recordAudit(tx, actor, {
			action: "live_update_edited",
			entityType: "article",
			entityId: articleId,
			summary: `rettede en live-opdatering i "${article.title}"`,
			metadata: { updateId }
		});
		return {
			result: { ok: true },
			events: [{
				topic: articleTopic(articleId),
				event: "update",
				data: toUpdateView(row)
			}],
			frontPage: false
		};
	});
}
async function deleteUpdate(db, actor, articleId, updateId) {
	return run(db, articleId, async (tx, article) => {
		const [row] = await tx.delete(liveUpdates).where(and(eq(liveUpdates.id, updateId), eq(liveUpdates.articleId, articleId))).returning({ id: liveUpdates.id });
		if (!row) return {
			result: {
				ok: false,
				reason: "not_found"
			},
			events: []
		};
		const [newest] = await tx.select({ at: max(liveUpdates.createdAt) }).from(liveUpdates).where(eq(liveUpdates.articleId, articleId));
		await tx.update(articles).set({ liveUpdatedAt: newest?.at ?? null }).where(eq(articles.id, articleId));
		await recordAudit(tx, actor, {
			action: "live_update_deleted",
			entityType: "article",
			entityId: articleId,
			summary: `slettede en live-opdatering i "${article.title}"`,
			metadata: { updateId }
		});
		return {
			result: { ok: true },
			events: [{
				topic: articleTopic(articleId),
				event: "update-deleted",
				data: { id: updateId }
			}]
		};
	});
}
/** Pins one update (the one pinned before is unpinned), or unpins it (`pinned` false). */
async function pinUpdate(db, actor, articleId, updateId, pinned) {
	return run(db, articleId, async (tx, article) => {
		const [exists] = await tx.select({ id: liveUpdates.id }).from(liveUpdates).where(and(eq(liveUpdates.id, updateId), eq(liveUpdates.articleId, articleId)));
		if (!exists) return {
			result: {
				ok: false,
				reason: "not_found"
			},
			events: []
		};
		await tx.update(liveUpdates).set({ pinned: false }).where(and(eq(liveUpdates.articleId, articleId), eq(liveUpdates.pinned, true), ne(liveUpdates.id, updateId)));
		await tx.update(liveUpdates).set({ pinned }).where(eq(liveUpdates.id, updateId));
		await recordAudit(tx, actor, {
			action: pinned ? "live_update_pinned" : "live_update_unpinned",
			entityType: "article",
			entityId: articleId,
			summary: `${pinned ? "fastgjorde" : "løsnede"} en live-opdatering i "${article.title}"`,
			metadata: { updateId }
		});
		return {
			result: { ok: true },
			events: [{
				topic: articleTopic(articleId),
				event: "pinned",
				data: { id: pinned ? updateId : null }
			}],
			frontPage: false
		};
	});
}
/** Makes an article live (or changes its status), tied to a match or free-standing. */
async function setCoverage(db, actor, articleId, input) {
	return run(db, articleId, async (tx, article) => {
		if (input.matchId) {
			const [match] = await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, input.matchId));
			if (!match) return {
				result: {
					ok: false,
					reason: "no_match"
				},
				events: []
			};
		}
		const now = /* @__PURE__ */ new Date();
		await tx.update(articles).set({
			liveStatus: input.liveStatus,
			liveMatchId: input.matchId,
			coverageStartedAt: input.liveStatus === "pre" ? null : article.coverageStartedAt ?? now,
			coverageEndedAt: input.liveStatus === "ended" ? article.coverageEndedAt ?? now : null
		}).where(eq(articles.id, articleId));
		const events = [];
		if (input.matchId) {
			const [match] = await tx.select().from(matches).where(eq(matches.id, input.matchId)).for("update");
			const next = input.liveStatus === "live" ? {
				status: "live",
				phase: match.phase ?? "first_half",
				minute: match.minute ?? 0,
				homeScore: match.homeScore ?? 0,
				awayScore: match.awayScore ?? 0
			} : input.liveStatus === "ended" ? {
				status: "finished",
				phase: null,
				minute: null,
				homeScore: match.homeScore ?? 0,
				awayScore: match.awayScore ?? 0
			} : match.status === "finished" ? {
				phase: null,
				minute: null
			} : {
				status: "upcoming",
				phase: null,
				minute: null,
				homeScore: null,
				awayScore: null
			};
			await tx.update(matches).set({
				...next,
				updatedAt: now
			}).where(eq(matches.id, input.matchId));
			events.push(...await scoreEvents(tx, articleId, input.liveStatus, input.matchId));
		} else events.push({
			topic: articleTopic(articleId),
			event: "score",
			data: {
				id: null,
				status: null,
				homeScore: null,
				awayScore: null,
				phase: null,
				minute: null,
				liveStatus: input.liveStatus
			}
		});
		await recordAudit(tx, actor, {
			action: "live_status_changed",
			entityType: "article",
			entityId: articleId,
			summary: `satte live-status "${LIVE_STATUS_LABELS[input.liveStatus]}" på "${article.title}"`,
			metadata: {
				liveStatus: input.liveStatus,
				matchId: input.matchId
			}
		});
		return {
			result: { ok: true },
			events,
			clubs: article.liveStatus !== input.liveStatus
		};
	});
}
/** Score, phase and minute of the article's match. */
async function setMatchState(db, actor, articleId, input) {
	return run(db, articleId, async (tx, article) => {
		const status = asStatus(article.liveStatus);
		if (!status) return {
			result: {
				ok: false,
				reason: "not_live"
			},
			events: []
		};
		if (!article.liveMatchId) return {
			result: {
				ok: false,
				reason: "no_match"
			},
			events: []
		};
		await tx.update(matches).set({
			homeScore: input.homeScore,
			awayScore: input.awayScore,
			phase: input.phase,
			minute: input.minute,
			updatedAt: /* @__PURE__ */ new Date()
		}).where(eq(matches.id, article.liveMatchId));
		await recordAudit(tx, actor, {
			action: "live_score_changed",
			entityType: "match",
			entityId: article.liveMatchId,
			summary: `satte stillingen ${input.homeScore}–${input.awayScore} i "${article.title}"`,
			metadata: { ...input }
		});
		return {
			result: { ok: true },
			events: await scoreEvents(tx, articleId, status, article.liveMatchId)
		};
	});
}
// app/features/live/live-schema.ts
/** The live desk's forms (issue 15). Shared by the desk and the server; messages in Danish. */
var LIVE_MESSAGES = {
	emptyBody: "Skriv en tekst til opdateringen.",
	minuteRange: "Minuttet skal være et helt tal mellem 0 og 130.",
	unknownEvent: "Ukendt hændelsestype.",
	sideRequired: "Vælg hvilket hold målet er til.",
	unknownStatus: "Ukendt status.",
	unknownPhase: "Ukendt kampfase.",
	scoreRange: "Scoren skal være et helt tal mellem 0 og 99.",
	imageUrl: "Billedet skal være en adresse fra billedbiblioteket.",
	unknownMatch: "Ukendt kamp.",
	unknownUpdate: "Ukendt opdatering."
};
var optionalMinute = z.string().trim().optional().transform((v) => v ?? "").refine((v) => v === "" || /^\d{1,3}$/.test(v) && Number(v) <= 130, LIVE_MESSAGES.minuteRange).transform((v) => v === "" ? null : Number(v));
var optionalEventType = z.string().optional().transform((v) => v ?? "").refine((v) => v === "" || LIVE_EVENT_TYPES.includes(v), LIVE_MESSAGES.unknownEvent).transform((v) => v === "" ? null : v);
var optionalImage = z.string().trim().optional().transform((v) => v ?? "").refine((v) => v === "" || v.startsWith("/storage/") || /^https:\/\/[^\s]+$/.test(v), LIVE_MESSAGES.imageUrl).transform((v) => v === "" ? null : v);
var optionalText = z.string().trim().max(300).optional().transform((v) => v ? v : null);
var updateSchema = z.object({
	body: z.string().trim().min(1, LIVE_MESSAGES.emptyBody).max(2e4),
	eventType: optionalEventType,
	minute: optionalMinute,
	side: z.enum([
		"home",
		"away",
		""
	]).optional().transform((v) => v ? v : null),
	imageUrl: optionalImage,
	imageAlt: optionalText
});
var coverageSchema = z.object({
	liveStatus: z.enum(LIVE_STATUSES, { message: LIVE_MESSAGES.unknownStatus }),
	matchId: z.string().optional().transform((v) => v ? v : null).refine((v) => v === null || isUuid(v), LIVE_MESSAGES.unknownMatch)
});
var score = z.string().trim().refine((v) => /^\d{1,2}$/.test(v), LIVE_MESSAGES.scoreRange).transform(Number);
var matchStateSchema = z.object({
	homeScore: score,
	awayScore: score,
	phase: z.string().optional().transform((v) => v ?? "").refine((v) => v === "" || MATCH_PHASES.includes(v), LIVE_MESSAGES.unknownPhase).transform((v) => v === "" ? null : v),
	minute: optionalMinute
});
// app/features/live/live-actions.server.ts
var LIVE_INTENTS = [
	"post",
	"edit",
	"delete",
	"pin",
	"unpin",
	"coverage",
	"score"
];
var SUCCESS = {
	post: "Opdateringen er postet.",
	edit: "Opdateringen er rettet.",
	delete: "Opdateringen er slettet.",
	pin: "Opdateringen er fastgjort.",
	unpin: "Opdateringen er ikke længere fastgjort.",
	coverage: "Livedækningen er gemt.",
	score: "Stillingen er gemt."
};
var FAILURE = {
	not_found: [404, "Artiklen eller opdateringen findes ikke længere."],
	not_live: [409, "Gør artiklen til en live-artikel først."],
	no_match: [409, "Live-artiklen er ikke knyttet til en kamp."]
};
/** One desk form post → one mutation; answers the result and its HTTP status. */
async function handleLiveAction(db, actor, articleId, form) {
	const raw = String(form.get("intent") ?? "");
	if (!LIVE_INTENTS.includes(raw)) return {
		result: {
			ok: false,
			intent: "unknown",
			message: "Ukendt handling."
		},
		status: 400
	};
	const intent = raw;
	const updateId = String(form.get("updateId") ?? "");
	const invalid = (fieldErrors) => ({
		result: {
			ok: false,
			intent,
			message: "Rettelser mangler.",
			fieldErrors
		},
		status: 400
	});
	if ((intent === "edit" || intent === "delete" || intent === "pin" || intent === "unpin") && !isUuid(updateId)) return invalid({ updateId: LIVE_MESSAGES.unknownUpdate });
	let outcome;
	if (intent === "post" || intent === "edit") {
		const parsed = parseForm(updateSchema, form);
		if (!parsed.ok) return invalid(parsed.fieldErrors);
		outcome = intent === "post" ? await postUpdate(db, actor, articleId, parsed.data) : await editUpdate(db, actor, articleId, updateId, parsed.data);
	} else if (intent === "delete") outcome = await deleteUpdate(db, actor, articleId, updateId);
	else if (intent === "pin" || intent === "unpin") outcome = await pinUpdate(db, actor, articleId, updateId, intent === "pin");
	else if (intent === "coverage") {
		const parsed = parseForm(coverageSchema, form);
		if (!parsed.ok) return invalid(parsed.fieldErrors);
		outcome = await setCoverage(db, actor, articleId, parsed.data);
	} else {
		const parsed = parseForm(matchStateSchema, form);
		if (!parsed.ok) return invalid(parsed.fieldErrors);
		outcome = await setMatchState(db, actor, articleId, parsed.data);
	}
	if (!outcome.ok) {
		const [status, message] = FAILURE[outcome.reason];
		return {
			result: {
				ok: false,
				intent,
				message
			},
			status
		};
	}
	return {
		result: {
			ok: true,
			intent,
			message: SUCCESS[intent]
		},
		status: 200
	};
}
// app/features/live/live-desk.tsx
function useResult(fetcher, onSuccess) {
	const last = useRef(void 0);
	useEffect(() => {
		if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === last.current) return;
		last.current = fetcher.data;
		if (fetcher.data.ok) {
			toast.success(fetcher.data.message);
			onSuccess?.();
		} else if (!fetcher.data.fieldErrors) toast.error(fetcher.data.message);
	}, [
		fetcher.state,
		fetcher.data,
		onSuccess
	]);
	return fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors ?? {} : {};
}
function UpdateFields({ idPrefix, initial, errors, sides, renderImage }) {
	const [eventType, setEventType] = useState(initial?.eventType ?? "");
	const [image, setImage] = useState({
		url: initial?.imageUrl ?? "",
		alt: initial?.imageAlt ?? ""
	});
	const goal = eventType === "goal" || eventType === "own_goal";
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-3",
		children: [
			/* @__PURE__ */ jsxs(Field, {
				id: `${idPrefix}-body`,
				error: errors.body,
				children: [
					/* @__PURE__ */ jsx(FieldLabel, { children: "Tekst" }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Textarea, {
						name: "body",
						rows: 4,
						defaultValue: initial?.body,
						placeholder: "Hvad sker der? (markdown; Ctrl+Enter poster)",
						onKeyDown: (e) => {
							if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
								e.preventDefault();
								e.currentTarget.form?.requestSubmit();
							}
						}
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-3 sm:grid-cols-3",
				children: [
					/* @__PURE__ */ jsxs(Field, {
						id: `${idPrefix}-event`,
						error: errors.eventType,
						children: [
							/* @__PURE__ */ jsx(FieldLabel, { children: "Hændelse" }),
							/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
								name: "eventType",
								value: eventType,
								onChange: (e) => setEventType(e.target.value),
								children: [/* @__PURE__ */ jsx(NativeSelectOption, {
									value: "",
									children: "Ingen hændelse"
								}), LIVE_EVENT_TYPES.map((type) => /* @__PURE__ */ jsxs(NativeSelectOption, {
									value: type,
									children: [
										EVENT_ICONS[type],
										" ",
										EVENT_LABELS[type]
									]
								}, type))]
							}) }),
							/* @__PURE__ */ jsx(FieldError, {})
						]
					}),
					/* @__PURE__ */ jsxs(Field, {
						id: `${idPrefix}-minute`,
						error: errors.minute,
						children: [
							/* @__PURE__ */ jsx(FieldLabel, { children: "Minut" }),
							/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
								name: "minute",
								inputMode: "numeric",
								defaultValue: initial?.minute ?? ""
							}) }),
							/* @__PURE__ */ jsx(FieldError, {})
						]
					}),
					goal && sides && !initial ? /* @__PURE__ */ jsxs(Field, {
						id: `${idPrefix}-side`,
						error: errors.side,
						children: [
							/* @__PURE__ */ jsx(FieldLabel, { children: "Scorerens hold" }),
							/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
								name: "side",
								defaultValue: "home",
								children: [/* @__PURE__ */ jsx(NativeSelectOption, {
									value: "home",
									children: sides.home
								}), /* @__PURE__ */ jsx(NativeSelectOption, {
									value: "away",
									children: sides.away
								})]
							}) }),
							/* @__PURE__ */ jsx(FieldError, {})
						]
					}) : null
				]
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "imageUrl",
				value: image.url
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "imageAlt",
				value: image.alt
			}),
			renderImage ? renderImage(image, setImage) : null,
			errors.imageUrl ? /* @__PURE__ */ jsx("p", {
				className: "text-destructive text-sm",
				children: errors.imageUrl
			}) : null
		]
	});
}
function PostForm({ sides, renderImage }) {
	const fetcher = useFetcher();
	const [round, setRound] = useState(0);
	const errors = useResult(fetcher, () => setRound((n) => n + 1));
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		className: "grid gap-3 rounded-lg border border-border p-4",
		"data-live-post-form": true,
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "post"
			}),
			/* @__PURE__ */ jsx(UpdateFields, {
				idPrefix: "live-post",
				errors,
				sides,
				renderImage
			}, round),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: fetcher.state !== "idle",
				className: "justify-self-start",
				children: "Post opdatering"
			})
		]
	});
}
function DeskUpdate({ update, renderBody }) {
	const fetcher = useFetcher();
	const [editing, setEditing] = useState(false);
	const errors = useResult(fetcher, () => setEditing(false));
	const submit = (intent) => fetcher.submit({
		intent,
		updateId: update.id
	}, { method: "post" });
	return /* @__PURE__ */ jsxs("li", {
		className: "border-border border-t py-3",
		"data-desk-update": update.id,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-center gap-2 text-sm",
			children: [
				update.minute != null ? /* @__PURE__ */ jsxs("span", {
					className: "font-bold",
					children: [update.minute, "'"]
				}) : null,
				update.eventType ? /* @__PURE__ */ jsxs("span", { children: [
					EVENT_ICONS[update.eventType],
					" ",
					EVENT_LABELS[update.eventType]
				] }) : null,
				/* @__PURE__ */ jsxs("span", {
					className: "text-muted-foreground",
					children: [
						formatClock(update.createdAt),
						" · ",
						update.author
					]
				}),
				update.pinned ? /* @__PURE__ */ jsx("span", {
					className: "font-semibold text-primary",
					children: "Fastgjort"
				}) : null,
				/* @__PURE__ */ jsxs("span", {
					className: "ml-auto flex gap-1",
					children: [
						/* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "ghost",
							onClick: () => setEditing((v) => !v),
							children: editing ? "Luk" : "Ret"
						}),
						/* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "ghost",
							onClick: () => submit(update.pinned ? "unpin" : "pin"),
							children: update.pinned ? "Løsn" : "Fastgør"
						}),
						/* @__PURE__ */ jsx(ConfirmDialog, {
							trigger: /* @__PURE__ */ jsx(Button, {
								size: "sm",
								variant: "ghost",
								className: "text-destructive",
								children: "Slet"
							}),
							title: "Slet opdateringen?",
							description: "Den forsvinder straks fra læsernes sider.",
							confirmLabel: "Slet",
							onConfirm: () => submit("delete")
						})
					]
				})
			]
		}), editing ? /* @__PURE__ */ jsxs(fetcher.Form, {
			method: "post",
			className: "mt-2 grid gap-3",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "intent",
					value: "edit"
				}),
				/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "updateId",
					value: update.id
				}),
				/* @__PURE__ */ jsx(UpdateFields, {
					idPrefix: `live-edit-${update.id}`,
					initial: update,
					errors,
					sides: null
				}),
				/* @__PURE__ */ jsx(Button, {
					type: "submit",
					size: "sm",
					className: "justify-self-start",
					children: "Gem rettelse"
				})
			]
		}) : /* @__PURE__ */ jsx("div", {
			className: "mt-1",
			children: renderBody(update.body)
		})]
	});
}
function CoverageForm({ article, matches }) {
	const fetcher = useFetcher();
	const errors = useResult(fetcher);
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		className: "flex flex-wrap items-end gap-3",
		"data-live-coverage-form": true,
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "coverage"
			}),
			/* @__PURE__ */ jsxs(Field, {
				id: "live-status",
				error: errors.liveStatus,
				children: [
					/* @__PURE__ */ jsx(FieldLabel, { children: "Status" }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(NativeSelect, {
						name: "liveStatus",
						defaultValue: article.liveStatus ?? "pre",
						children: LIVE_STATUSES.map((s) => /* @__PURE__ */ jsx(NativeSelectOption, {
							value: s,
							children: LIVE_STATUS_LABELS[s]
						}, s))
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}),
			/* @__PURE__ */ jsxs(Field, {
				id: "live-match",
				error: errors.matchId,
				children: [
					/* @__PURE__ */ jsx(FieldLabel, { children: "Kamp" }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
						name: "matchId",
						defaultValue: article.liveMatchId ?? "",
						children: [/* @__PURE__ */ jsx(NativeSelectOption, {
							value: "",
							children: "Ingen kamp (fri livedækning)"
						}), matches.map((m) => /* @__PURE__ */ jsxs(NativeSelectOption, {
							value: m.id,
							children: [
								m.homeTeam,
								" – ",
								m.awayTeam,
								" (",
								new Date(m.kickoffAt).toLocaleDateString("da-DK", { timeZone: "Europe/Copenhagen" }),
								")"
							]
						}, m.id))]
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				variant: "outline",
				children: article.liveStatus ? "Gem status" : "Gør til live-artikel"
			})
		]
	});
}
function ScoreForm({ live }) {
	const fetcher = useFetcher();
	const errors = useResult(fetcher);
	const match = live.match;
	if (!match) return null;
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		className: "flex flex-wrap items-end gap-3",
		"data-live-score-form": true,
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "score"
			}),
			/* @__PURE__ */ jsxs(Field, {
				id: "live-home",
				error: errors.homeScore,
				children: [
					/* @__PURE__ */ jsx(FieldLabel, { children: match.home.name }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
						name: "homeScore",
						className: "w-20",
						inputMode: "numeric",
						defaultValue: match.homeScore ?? 0
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}),
			/* @__PURE__ */ jsxs(Field, {
				id: "live-away",
				error: errors.awayScore,
				children: [
					/* @__PURE__ */ jsx(FieldLabel, { children: match.away.name }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
						name: "awayScore",
						className: "w-20",
						inputMode: "numeric",
						defaultValue: match.awayScore ?? 0
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}),
			/* @__PURE__ */ jsxs(Field, {
				id: "live-phase",
				error: errors.phase,
				children: [
					/* @__PURE__ */ jsx(FieldLabel, { children: "Fase" }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsxs(NativeSelect, {
						name: "phase",
						defaultValue: match.phase ?? "",
						children: [/* @__PURE__ */ jsx(NativeSelectOption, {
							value: "",
							children: "Ingen"
						}), MATCH_PHASES.map((p) => /* @__PURE__ */ jsx(NativeSelectOption, {
							value: p,
							children: PHASE_LABELS$1[p]
						}, p))]
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}),
			/* @__PURE__ */ jsxs(Field, {
				id: "live-clock",
				error: errors.minute,
				children: [
					/* @__PURE__ */ jsx(FieldLabel, { children: "Minut" }),
					/* @__PURE__ */ jsx(FieldControl, { children: /* @__PURE__ */ jsx(Input, {
						name: "minute",
						className: "w-20",
						inputMode: "numeric",
						defaultValue: match.minute ?? ""
					}) }),
					/* @__PURE__ */ jsx(FieldError, {})
				]
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				variant: "outline",
				children: "Gem stilling"
			})
		]
	}, `${match.homeScore}-${match.awayScore}-${match.phase}-${match.minute}`);
}
/** The live desk (/admin/live/{articleId}): post fast, see the other editors' updates arrive. */
function LiveDesk({ article, live, matches, renderBody, renderImage }) {
	const revalidator = useRevalidator();
	const pending = useRef(void 0);
	useLiveStream(live ? `/live/${article.id}/events` : null, live?.lastSeq ?? 0, () => {
		if (pending.current) return;
		pending.current = setTimeout(() => {
			pending.current = void 0;
			revalidator.revalidate();
		}, 150);
	});
	const sides = live?.match ? {
		home: live.match.home.name,
		away: live.match.away.name
	} : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "grid grid-cols-1 gap-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-3",
				children: [
					/* @__PURE__ */ jsxs("h1", {
						className: "font-bold text-2xl",
						children: ["Live: ", article.title]
					}),
					article.liveStatus === "live" ? /* @__PURE__ */ jsx(LiveBadge, {}) : null,
					/* @__PURE__ */ jsx(Link, {
						to: `/article/${article.slug}`,
						className: "text-primary text-sm underline",
						target: "_blank",
						children: "Se artiklen"
					})
				]
			}),
			/* @__PURE__ */ jsx(CoverageForm, {
				article,
				matches
			}),
			live ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsx(LiveScoreHeader, {
					match: live.match,
					liveStatus: live.liveStatus
				}),
				/* @__PURE__ */ jsx(ScoreForm, { live }),
				/* @__PURE__ */ jsx(PostForm, {
					sides,
					renderImage
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-label": "Opdateringer",
					children: [/* @__PURE__ */ jsxs("h2", {
						className: "font-semibold text-lg",
						children: [
							"Opdateringer (",
							live.updates.length,
							")"
						]
					}), /* @__PURE__ */ jsx("ul", { children: live.updates.map((update) => /* @__PURE__ */ jsx(DeskUpdate, {
						update,
						renderBody
					}, `${update.id}-${update.updatedAt}`)) })]
				})
			] }) : /* @__PURE__ */ jsx("p", {
				className: "text-muted-foreground",
				children: "Artiklen er ikke en live-artikel endnu. Vælg status og evt. kamp, og gem."
			})
		]
	});
}
// app/routes/admin/live.tsx
var live_exports = /* @__PURE__ */ __exportAll({
	action: () => action$3,
	default: () => live_default,
	loader: () => loader$6,
	meta: () => meta
});
function meta({ matches }) {
	return [{ title: `Live-desk | ${siteFromMatches(matches).siteName}` }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
}
function notFound() {
	throw data("Artiklen findes ikke.", { status: 404 });
}
async function loader$6(args) {
	requireStaff(args);
	const db = getDb();
	const article = await findLiveArticle(db, args.params.articleId);
	if (!article) notFound();
	const [live, matches] = await Promise.all([loadLiveBlog(db, article), listMatchChoices(db)]);
	return {
		article,
		live,
		matches
	};
}
async function action$3(args) {
	const user = requireStaff(args);
	let form;
	try {
		form = await args.request.formData();
	} catch {
		return data({
			ok: false,
			message: "Formularen kunne ikke læses."
		}, { status: 400 });
	}
	const { result, status } = await handleLiveAction(getDb(), {
		id: user.id,
		email: user.email,
		name: user.name
	}, args.params.articleId, form);
	return data(result, { status });
}
var renderBody = (markdown) => /* @__PURE__ */ jsx(ArticleBody, {
	content: markdown,
	renderAd: () => null
});
var NO_SUGGESTIONS = buildTagSuggestions({
	leagues: [],
	clubs: []
});
var renderImage = (value, onChange) => /* @__PURE__ */ jsx(ImageField, {
	idPrefix: "live-image",
	value: {
		url: value.url,
		alt: value.alt,
		credit: ""
	},
	onChange: (next) => onChange({
		url: next.url,
		alt: next.alt
	}),
	suggestions: NO_SUGGESTIONS
});
var live_default = UNSAFE_withComponentProps(function LiveDeskPage({ loaderData }) {
	const { article, live, matches } = loaderData;
	return /* @__PURE__ */ jsx(LiveDesk, {
		article,
		live,
		matches,
		renderBody,
		renderImage
	});
});
// app/features/media/media-library.server.ts
/**
* Spec §7 storage: an article image is verified by decoding, stripped of metadata, stored in the
* article-images bucket as `{timestamp}-{random}.{ext}` with WebP and AVIF variants, and recorded
* in the media library. Throws ImageValidationError (Danish message) for anything not an image.
*/
async function saveUploadedImage(db, storage, data, options) {
	const processed = await processImage(data, { avif: true });
	const baseName = stripExt(articleImageName(processed.ext));
	const stored = await storeProcessedImage(storage, ARTICLE_IMAGES_BUCKET, baseName, processed);
	const title = options.fileName ? stripExt(options.fileName).slice(0, 200) : null;
	try {
		const [row] = await db.insert(media).values({
			url: stored.url,
			storageKey: stored.storageKey,
			title,
			source: "upload",
			mimeType: processed.mimeType,
			width: processed.width,
			height: processed.height,
			sizeBytes: processed.original.length,
			variants: stored.variants,
			createdBy: options.createdBy
		}).returning({
			id: media.id,
			url: media.url,
			width: media.width,
			height: media.height
		});
		return row;
	} catch (err) {
		const names = [`${baseName}.${processed.ext}`, ...stored.variants.map((v) => v.url.split("/").pop())];
		await Promise.allSettled(names.map((name) => storage.delete(ARTICLE_IMAGES_BUCKET, name)));
		logger.error({ err }, "media row for an upload could not be written");
		throw err;
	}
}
function escapeLike(text) {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
/**
* The stock-photo search over the media library: text in caption, title, keywords, photographer
* or club (case-insensitive), optionally one club and one photo category; newest first.
*/
function searchMediaLibrary(db, search = {}) {
	const filters = [];
	const q = search.q?.trim();
	if (q) {
		const pattern = `%${escapeLike(q)}%`;
		filters.push(sql`concat_ws(' ', ${media.caption}, ${media.title}, ${media.photographer}, ${media.club}, array_to_string(${media.keywords}, ' ')) ILIKE ${pattern}`);
	}
	if (search.club?.trim()) filters.push(eq(media.club, search.club.trim()));
	if (search.category?.trim()) filters.push(eq(media.category, search.category.trim()));
	filters.push(sql`${media.source} <> 'logo'`);
	return db.select({
		id: media.id,
		url: media.url,
		caption: media.caption,
		alt: media.alt,
		title: media.title,
		keywords: media.keywords,
		photographer: media.photographer,
		club: media.club,
		category: media.category,
		width: media.width,
		height: media.height,
		variants: media.variants
	}).from(media).where(and(...filters)).orderBy(desc(media.createdAt), desc(media.id)).limit(Math.min(Math.max(search.limit ?? 48, 1), 100));
}
// app/routes/admin-api/upload.ts
var upload_exports = /* @__PURE__ */ __exportAll({
	action: () => action$2,
	loader: () => loader$5
});
var UPLOAD_FAILED = "Der opstod en fejl ved upload af billede";
var MAX_REQUEST_BYTES = MAX_IMAGE_BYTES$1 + 65536;
var limiter = createRateLimiter(UPLOAD_RATE_RULE);
var json$1 = (body, status = 200, headers = {}) => Response.json(body, {
	status,
	headers: {
		"Cache-Control": "private, no-store",
		...headers
	}
});
function loader$5(args) {
	requireStaff(args);
	return json$1({ error: "Brug POST" }, 405, { Allow: "POST" });
}
/** POST multipart (field `file`) → `{ url, id }`; spec §5 checks again on the server by decoding. */
async function action$2(args) {
	const user = requireStaff(args);
	const { request, context } = args;
	if (request.method !== "POST") return json$1({ error: "Brug POST" }, 405, { Allow: "POST" });
	const limit = await limiter.attempt(user.id);
	if (!limit.allowed) return json$1({ error: MSG_TOO_MANY_UPLOADS }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
	if (Number(request.headers.get("content-length") ?? 0) > MAX_REQUEST_BYTES) return json$1({ error: MSG_TOO_LARGE }, 413);
	let file;
	try {
		file = (await request.formData()).get("file");
	} catch {
		return json$1({ error: MSG_NOT_AN_IMAGE }, 400);
	}
	if (!(file instanceof File) || file.size === 0) return json$1({ error: MSG_NOT_AN_IMAGE }, 400);
	if (!file.type.startsWith("image/")) return json$1({ error: MSG_NOT_AN_IMAGE }, 400);
	if (file.size > 5242880) return json$1({ error: MSG_TOO_LARGE }, 413);
	try {
		const image = await saveUploadedImage(getDb(), getAppStorage(), Buffer.from(await file.arrayBuffer()), {
			createdBy: user.email,
			fileName: file.name
		});
		return json$1({
			url: image.url,
			id: image.id,
			width: image.width,
			height: image.height
		}, 201);
	} catch (err) {
		if (err instanceof ImageValidationError) return json$1({ error: err.message }, 400);
		logger.error({
			err,
			requestId: context.requestId
		}, "article image upload failed");
		return json$1({ error: UPLOAD_FAILED }, 500);
	}
}
// app/routes/admin-api/media.ts
var media_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$4 });
var json = (body, status = 200) => Response.json(body, {
	status,
	headers: { "Cache-Control": "private, no-store" }
});
/**
* The editor's image tools:
* - `?kilde=artikler&kategori=…` the existing-image picker (spec §7: articles with an image, latest 50);
* - `?q=…&klub=…&kategori=…` the stock-photo search over the media library.
*/
async function loader$4(args) {
	requireStaff(args);
	const params = new URL(args.request.url).searchParams;
	const db = getDb();
	try {
		if (params.get("kilde") === "artikler") {
			const [images, categories] = await Promise.all([listPickerImages(db, params.get("kategori") || null), listPickerCategories(db)]);
			return json({
				images,
				categories
			});
		}
		return json({ results: await searchMediaLibrary(db, {
			q: params.get("q"),
			club: params.get("klub"),
			category: params.get("kategori")
		}) });
	} catch (err) {
		logger.error({
			err,
			requestId: args.context.requestId
		}, "image search failed");
		return json({ error: "Billedsøgningen kunne ikke gennemføres. Prøv igen." }, 500);
	}
}
// app/routes/admin-api/indexing.ts
var indexing_exports = /* @__PURE__ */ __exportAll({
	action: () => action$1,
	loader: () => loader$3
});
var noStore = { "Cache-Control": "private, no-store" };
async function loader$3(args) {
	requireStaff(args);
	return Response.json(await getIndexingStatus(getDb()), { headers: noStore });
}
async function action$1(args) {
	requireStaff(args);
	if (args.request.method !== "POST") return new Response("Method Not Allowed", {
		status: 405,
		headers: { Allow: "POST" }
	});
	try {
		const result = await requestIndexing(getDb(), { trigger: "manual" });
		return Response.json(indexingActionResult(result), { headers: noStore });
	} catch (error) {
		logger.error({
			err: error,
			reqId: args.context.requestId
		}, "request-indexing failed");
		return Response.json({
			ok: false,
			message: "Der opstod en uventet fejl på serveren",
			submittedUrls: 0,
			errors: []
		}, {
			status: 500,
			headers: noStore
		});
	}
}
// app/workflows/jobs/run-job.server.ts
var UNKNOWN_JOB_MESSAGE = "Ukendt job";
var jobNameSchema = z.enum(JOB_NAMES, { error: UNKNOWN_JOB_MESSAGE });
/** 'Kør nu' from the admin: validates the job name and runs it with trigger 'manual'. */
async function runJobByHand(handle, rawName) {
	const parsed = jobNameSchema.safeParse(rawName);
	if (!parsed.success) throw data({ error: UNKNOWN_JOB_MESSAGE }, { status: 404 });
	return runJob(handle, parsed.data, "manual", jobRegistry);
}
// app/routes/admin-api/run-job.ts
var run_job_exports = /* @__PURE__ */ __exportAll({
	action: () => action,
	loader: () => loader$2
});
function loader$2(args) {
	requireStaff(args);
	return new Response("Method Not Allowed", {
		status: 405,
		headers: { Allow: "POST" }
	});
}
async function action(args) {
	requireStaff(args);
	if (args.request.method !== "POST") return new Response("Method Not Allowed", {
		status: 405,
		headers: { Allow: "POST" }
	});
	const result = await runJobByHand(getDatabaseHandle(), args.params.name);
	return Response.json(result, { headers: { "Cache-Control": "private, no-store" } });
}
// app/routes/admin-api/backup.ts
var backup_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$1 });
/**
* GET /admin/api/backup: a JSON export of all app tables (both engines, no sign-in secrets);
* ?format=pglite: the whole PGlite data folder as .tar.gz (embedded database only).
*/
async function loader$1(args) {
	const admin = requireAdmin(args);
	const handle = getDatabaseHandle();
	const format = new URL(args.request.url).searchParams.get("format") ?? "json";
	let backup;
	if (format === "pglite") {
		backup = await createPgliteArchive(handle);
		if (!backup) return new Response("Hele databasen kan kun hentes på den indbyggede database (PGlite).", {
			status: 400,
			headers: {
				"Content-Type": "text/plain; charset=utf-8",
				"Cache-Control": "no-store"
			}
		});
	} else if (format === "json") backup = await createJsonBackup(handle);
	else return new Response("Ukendt format.", {
		status: 400,
		headers: {
			"Content-Type": "text/plain; charset=utf-8",
			"Cache-Control": "no-store"
		}
	});
	await auditBackup(handle, {
		id: admin.id,
		email: admin.email
	}, format === "pglite" ? "pglite" : "json");
	return new Response(backup.body, { headers: {
		"Content-Type": backup.contentType,
		"Content-Disposition": `attachment; filename="${backup.filename}"`,
		"Cache-Control": "private, no-store",
		"X-Content-Type-Options": "nosniff"
	} });
}
// app/routes/resources/indexnow-key.ts
var indexnow_key_exports = /* @__PURE__ */ __exportAll({ loader: () => loader });
async function loader({ params }) {
	const body = await indexNowKeyFile(getDb(), params.key);
	if (body === null) return new Response("Not Found", {
		status: 404,
		headers: { "Content-Type": "text/plain" }
	});
	return new Response(body, { headers: {
		"Content-Type": "text/plain; charset=utf-8",
		"Cache-Control": "public, max-age=3600"
	} });
}
// \0virtual:react-router/server-manifest
var server_manifest_default = {
	"entry": {
		"module": "/assets/entry.client-BHpxuBMr.js",
		"imports": ["/assets/rolldown-runtime-WkwZ5CU-.js", "/assets/framework-BOJfhEyr.js"],
		"css": []
	},
	"routes": {
		"root": {
			"id": "root",
			"parentId": void 0,
			"path": "",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/root-D_1KhzDk.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/public-layout": {
			"id": "routes/public-layout",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/public-layout-DzDho9_R.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/home": {
			"id": "routes/home",
			"parentId": "routes/public-layout",
			"path": void 0,
			"index": true,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/home--KMqs9Ja.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/leagues-DldtVWlL.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/article": {
			"id": "routes/article",
			"parentId": "routes/public-layout",
			"path": "article/:slugOrId",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/article-a9vmdzF_.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/live-blog-DrqDtlxT.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/bylines-DYFdKukv.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/klubber": {
			"id": "routes/klubber",
			"parentId": "routes/public-layout",
			"path": "klubber",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/klubber-BAhTRGUo.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/club-card-8_gTqgur.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/public-paths-CkZKkQur.js",
				"/assets/club-logo-wJcR-TwM.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/alle-klubber": {
			"id": "routes/alle-klubber",
			"parentId": "routes/public-layout",
			"path": "alle-klubber",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/alle-klubber-CDCcjOGf.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/club-card-8_gTqgur.js",
				"/assets/club-countries-C0CYOhCS.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/public-paths-CkZKkQur.js",
				"/assets/club-logo-wJcR-TwM.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/klub": {
			"id": "routes/klub",
			"parentId": "routes/public-layout",
			"path": "klubber/:clubId",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/klub-BZP8uat_.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/club-logo-wJcR-TwM.js",
				"/assets/public-paths-CkZKkQur.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/tabs-DfBDGQdz.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/match-format-Cy3zZIhl.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/stillinger": {
			"id": "routes/stillinger",
			"parentId": "routes/public-layout",
			"path": "stillinger",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/stillinger-oKO-8Yxx.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/standings-skeleton-_sJ85nmK.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/stillinger-liga": {
			"id": "routes/stillinger-liga",
			"parentId": "routes/public-layout",
			"path": "stillinger/:league",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/stillinger-liga-Cj8MTmrP.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/standings-format-B6RUbJX-.js",
				"/assets/standings-skeleton-_sJ85nmK.js",
				"/assets/leagues-DldtVWlL.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/sponseret-indhold": {
			"id": "routes/sponseret-indhold",
			"parentId": "routes/public-layout",
			"path": "hvad-er-sponseret-indhold",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/sponseret-indhold-BmMvTSwn.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/shell-B94suGDX.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/advertorial": {
			"id": "routes/advertorial",
			"parentId": "routes/public-layout",
			"path": "advertorial",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/advertorial-FTq-YX8q.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/contact": {
			"id": "routes/contact",
			"parentId": "routes/public-layout",
			"path": "contact",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/contact-viWWO_1P.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/card-Claked5o.js",
				"/assets/shell-B94suGDX.js",
				"/assets/field-C6pxRScA.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/textarea-DP19eLVT.js",
				"/assets/seo-Bw3o6veW.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/terms": {
			"id": "routes/terms",
			"parentId": "routes/public-layout",
			"path": "terms",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/terms-2NNRmJfl.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/legal-page-Dl5t5HB5.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/privacy": {
			"id": "routes/privacy",
			"parentId": "routes/public-layout",
			"path": "privacy",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/privacy-eF5er_DG.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/legal-page-Dl5t5HB5.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/shell-B94suGDX.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/cookies": {
			"id": "routes/cookies",
			"parentId": "routes/public-layout",
			"path": "cookies",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cookies-dvsFeOyG.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/legal-page-Dl5t5HB5.js",
				"/assets/shell-B94suGDX.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/tilgaengelighed": {
			"id": "routes/tilgaengelighed",
			"parentId": "routes/public-layout",
			"path": "tilgaengelighed",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/tilgaengelighed-Cuk_JtrP.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/legal-page-Dl5t5HB5.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/shell-B94suGDX.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/dansk-fodboldhistorie": {
			"id": "routes/dansk-fodboldhistorie",
			"parentId": "routes/public-layout",
			"path": "dansk-fodboldhistorie",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/dansk-fodboldhistorie-C-6TDIBN.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/history-page-r6GlMhLd.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-B94suGDX.js",
				"/assets/public-CMPPYWYo.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/forfatter": {
			"id": "routes/forfatter",
			"parentId": "routes/public-layout",
			"path": "forfatter/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/forfatter-fZ8URnNW.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/bylines-DYFdKukv.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/dansk-fodboldhistorie-tema": {
			"id": "routes/dansk-fodboldhistorie-tema",
			"parentId": "routes/public-layout",
			"path": "dansk-fodboldhistorie/:tema",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/dansk-fodboldhistorie-tema-BUfTEQUb.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/history-page-r6GlMhLd.js",
				"/assets/shell-B94suGDX.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/public-CMPPYWYo.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/soeg": {
			"id": "routes/soeg",
			"parentId": "routes/public-layout",
			"path": "soeg",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/soeg-BXWBbIip.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/public-paths-CkZKkQur.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/not-found": {
			"id": "routes/not-found",
			"parentId": "routes/public-layout",
			"path": "*",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/not-found-BRfKtPRA.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/auth": {
			"id": "routes/auth",
			"parentId": "root",
			"path": "auth",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/auth-BLx78vp_.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/admin-stylesheet--_CJoeWR.js",
				"/assets/auth-forms-Hp4DldFY.js",
				"/assets/card-Claked5o.js",
				"/assets/field-C6pxRScA.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/tabs-DfBDGQdz.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/auth-nulstil": {
			"id": "routes/auth-nulstil",
			"parentId": "root",
			"path": "auth/nulstil",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/auth-nulstil-DAELcgTh.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/admin-stylesheet--_CJoeWR.js",
				"/assets/auth-forms-Hp4DldFY.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/card-Claked5o.js",
				"/assets/field-C6pxRScA.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/tabs-DfBDGQdz.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/auth-to-faktor": {
			"id": "routes/auth-to-faktor",
			"parentId": "root",
			"path": "auth/to-faktor",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/auth-to-faktor-HcAN0W-p.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/field-C6pxRScA.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/admin-stylesheet--_CJoeWR.js",
				"/assets/auth-forms-Hp4DldFY.js",
				"/assets/card-Claked5o.js",
				"/assets/tabs-DfBDGQdz.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/auth-bekraeftet": {
			"id": "routes/auth-bekraeftet",
			"parentId": "root",
			"path": "auth/bekraeftet",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/auth-bekraeftet-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/log-ud": {
			"id": "routes/resources/log-ud",
			"parentId": "root",
			"path": "auth/log-ud",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/log-ud-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/dev-mailbox": {
			"id": "routes/dev-mailbox",
			"parentId": "root",
			"path": "dev/mailbox",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/dev-mailbox-_-UlwVPS.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/admin-stylesheet--_CJoeWR.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/robots-txt": {
			"id": "routes/resources/robots-txt",
			"parentId": "root",
			"path": "robots.txt",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/robots-txt-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/sitemap-index": {
			"id": "routes/resources/sitemap-index",
			"parentId": "root",
			"path": "sitemap.xml",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/sitemap-index-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/sitemap": {
			"id": "routes/resources/sitemap",
			"parentId": "root",
			"path": "sitemaps/:name.xml",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/sitemap-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/news-sitemap": {
			"id": "routes/resources/news-sitemap",
			"parentId": "root",
			"path": "news-sitemap.xml",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/news-sitemap-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/rss": {
			"id": "routes/resources/rss",
			"parentId": "root",
			"path": "rss.xml",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/rss-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/club-logo": {
			"id": "routes/resources/club-logo",
			"parentId": "root",
			"path": "logos/:slug.svg",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/club-logo-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/article-view": {
			"id": "routes/resources/article-view",
			"parentId": "root",
			"path": "api/articles/:id/view",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/article-view-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/consent": {
			"id": "routes/resources/consent",
			"parentId": "root",
			"path": "api/consent",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/consent-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/layout": {
			"id": "routes/admin/layout",
			"parentId": "root",
			"path": "admin",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/layout-HbNnvXAk.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/log-out-cKY1u_Q3.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/x-yGVv66tb.js",
				"/assets/dist-BPf8uN6b.js",
				"/assets/spinner-DTq57-Fk.js",
				"/assets/chart-column-3aumMMBR.js",
				"/assets/file-text-DTQUZ3jq.js",
				"/assets/rotate-ccw-clock-D_OtGVB2.js",
				"/assets/shield-DyxROjgV.js",
				"/assets/sparkles-BZapuWlV.js",
				"/assets/admin-stylesheet--_CJoeWR.js",
				"/assets/dist-DFFPC3xf.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/overview": {
			"id": "routes/admin/overview",
			"parentId": "routes/admin/layout",
			"path": void 0,
			"index": true,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/overview-CX7_leWg.js",
			"imports": [
				"/assets/framework-BOJfhEyr.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/triangle-exclamation-point-BUgoEmFv.js",
				"/assets/file-text-DTQUZ3jq.js",
				"/assets/shield-DyxROjgV.js",
				"/assets/sparkles-BZapuWlV.js",
				"/assets/shell-B94suGDX.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/card-Claked5o.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/articles": {
			"id": "routes/admin/articles",
			"parentId": "routes/admin/layout",
			"path": "articles",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/articles-Bsl2ZYzD.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/plus-CtiGeJFC.js",
				"/assets/shell-B94suGDX.js",
				"/assets/rotate-ccw-clock-D_OtGVB2.js",
				"/assets/rotate-ccw-BXOplhvM.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/dialog-DUhn9qCz.js",
				"/assets/spinner-DTq57-Fk.js",
				"/assets/saved-article-links-DsN0ej7N.js",
				"/assets/image-field-KL862H6t.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/eye-CGhLibbO.js",
				"/assets/pencil-5uNBO6Vg.js",
				"/assets/search-BF2zNQdl.js",
				"/assets/trash-D_kLHXAh.js",
				"/assets/confirm-dialog-D6Oq0VCi.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/native-select-BZenQWDn.js",
				"/assets/table-MmEO5HWh.js",
				"/assets/use-action-result-toast-31XHzLiZ.js",
				"/assets/x-yGVv66tb.js",
				"/assets/dist-BPf8uN6b.js",
				"/assets/dist-DFFPC3xf.js",
				"/assets/field-C6pxRScA.js",
				"/assets/textarea-DP19eLVT.js",
				"/assets/circle-check-BOJzWLwl.js",
				"/assets/schemas-CyfwGBZT.js",
				"/assets/coerce-DEBDzdwT.js",
				"/assets/form-U95dtiWa.js",
				"/assets/uuid-B0XMzFmO.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/new-article": {
			"id": "routes/admin/new-article",
			"parentId": "routes/admin/layout",
			"path": "new-article",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/new-article-E4jl3pIg.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/spinner-DTq57-Fk.js",
				"/assets/saved-article-links-DsN0ej7N.js",
				"/assets/image-field-KL862H6t.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/field-C6pxRScA.js",
				"/assets/textarea-DP19eLVT.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/circle-check-BOJzWLwl.js",
				"/assets/eye-CGhLibbO.js",
				"/assets/pencil-5uNBO6Vg.js",
				"/assets/plus-CtiGeJFC.js",
				"/assets/x-yGVv66tb.js",
				"/assets/native-select-BZenQWDn.js",
				"/assets/schemas-CyfwGBZT.js",
				"/assets/coerce-DEBDzdwT.js",
				"/assets/form-U95dtiWa.js",
				"/assets/uuid-B0XMzFmO.js",
				"/assets/search-BF2zNQdl.js",
				"/assets/trash-D_kLHXAh.js",
				"/assets/dialog-DUhn9qCz.js",
				"/assets/dist-BPf8uN6b.js",
				"/assets/dist-DFFPC3xf.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/ai-article": {
			"id": "routes/admin/ai-article",
			"parentId": "routes/admin/layout",
			"path": "ai-article",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": true,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/ai-article-CjXMe4CZ.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/sparkles-BZapuWlV.js",
				"/assets/shell-B94suGDX.js",
				"/assets/card-Claked5o.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/spinner-DTq57-Fk.js",
				"/assets/generator-ui-rJUNPWab.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/triangle-exclamation-point-BUgoEmFv.js",
				"/assets/circle-check-BOJzWLwl.js",
				"/assets/external-link-C2g5oHlD.js",
				"/assets/pencil-5uNBO6Vg.js",
				"/assets/public-CMPPYWYo.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/historie": {
			"id": "routes/admin/historie",
			"parentId": "routes/admin/layout",
			"path": "historie",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": true,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/historie-BPRDCALi.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/rotate-ccw-clock-D_OtGVB2.js",
				"/assets/shell-B94suGDX.js",
				"/assets/card-Claked5o.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/spinner-DTq57-Fk.js",
				"/assets/textarea-DP19eLVT.js",
				"/assets/generator-ui-rJUNPWab.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/triangle-exclamation-point-BUgoEmFv.js",
				"/assets/circle-check-BOJzWLwl.js",
				"/assets/external-link-C2g5oHlD.js",
				"/assets/pencil-5uNBO6Vg.js",
				"/assets/public-CMPPYWYo.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/clubs": {
			"id": "routes/admin/clubs",
			"parentId": "routes/admin/layout",
			"path": "clubs",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/clubs-ct9H23An.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/plus-CtiGeJFC.js",
				"/assets/shell-B94suGDX.js",
				"/assets/dialog-DUhn9qCz.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/spinner-DTq57-Fk.js",
				"/assets/textarea-DP19eLVT.js",
				"/assets/club-countries-C0CYOhCS.js",
				"/assets/form-U95dtiWa.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/field-C6pxRScA.js",
				"/assets/native-select-BZenQWDn.js",
				"/assets/club-logo-wJcR-TwM.js",
				"/assets/external-link-C2g5oHlD.js",
				"/assets/pencil-5uNBO6Vg.js",
				"/assets/search-BF2zNQdl.js",
				"/assets/card-Claked5o.js",
				"/assets/table-MmEO5HWh.js",
				"/assets/schemas-CyfwGBZT.js",
				"/assets/public-paths-CkZKkQur.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/x-yGVv66tb.js",
				"/assets/dist-BPf8uN6b.js",
				"/assets/dist-DFFPC3xf.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/analytics": {
			"id": "routes/admin/analytics",
			"parentId": "routes/admin/layout",
			"path": "analytics",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/analytics-BzjwB6-d.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/chart-column-3aumMMBR.js",
				"/assets/eye-CGhLibbO.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/card-Claked5o.js",
				"/assets/shell-B94suGDX.js",
				"/assets/spinner-DTq57-Fk.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/settings": {
			"id": "routes/admin/settings",
			"parentId": "routes/admin/layout",
			"path": "settings",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/settings-BbTXsxbU.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/field-C6pxRScA.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/textarea-DP19eLVT.js",
				"/assets/use-action-result-toast-31XHzLiZ.js",
				"/assets/shell-B94suGDX.js",
				"/assets/save-CCZzw6cS.js",
				"/assets/card-Claked5o.js",
				"/assets/log-out-cKY1u_Q3.js",
				"/assets/shield-DyxROjgV.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/confirm-dialog-D6Oq0VCi.js",
				"/assets/schemas-CyfwGBZT.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/dist-DFFPC3xf.js",
				"/assets/dist-BPf8uN6b.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/logs": {
			"id": "routes/admin/logs",
			"parentId": "routes/admin/layout",
			"path": "logs",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/logs-BMws5teJ.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/shell-B94suGDX.js",
				"/assets/spinner-DTq57-Fk.js",
				"/assets/table-MmEO5HWh.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/dist-DFFPC3xf.js",
				"/assets/tabs-DfBDGQdz.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/brugere": {
			"id": "routes/admin/brugere",
			"parentId": "routes/admin/layout",
			"path": "brugere",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/brugere-D4kcvsD0.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/card-Claked5o.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/roles-ChVMmq2U.js",
				"/assets/log-out-cKY1u_Q3.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/native-select-BZenQWDn.js",
				"/assets/table-MmEO5HWh.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/bylines-DYFdKukv.js",
				"/assets/field-C6pxRScA.js",
				"/assets/textarea-DP19eLVT.js",
				"/assets/external-link-C2g5oHlD.js",
				"/assets/schemas-CyfwGBZT.js",
				"/assets/createLucideIcon-BUVNc71x.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/profil": {
			"id": "routes/admin/profil",
			"parentId": "routes/admin/layout",
			"path": "profil",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/profil-BPVEQWxB.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/card-Claked5o.js",
				"/assets/shell-B94suGDX.js",
				"/assets/roles-ChVMmq2U.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/field-C6pxRScA.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/bylines-DYFdKukv.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/textarea-DP19eLVT.js",
				"/assets/external-link-C2g5oHlD.js",
				"/assets/schemas-CyfwGBZT.js",
				"/assets/createLucideIcon-BUVNc71x.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/stillinger": {
			"id": "routes/admin/stillinger",
			"parentId": "routes/admin/layout",
			"path": "stillinger",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/stillinger-DZCo2bPe.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/shell-B94suGDX.js",
				"/assets/card-Claked5o.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/native-select-BZenQWDn.js",
				"/assets/use-action-result-toast-31XHzLiZ.js",
				"/assets/pencil-5uNBO6Vg.js",
				"/assets/plus-CtiGeJFC.js",
				"/assets/trash-D_kLHXAh.js",
				"/assets/confirm-dialog-D6Oq0VCi.js",
				"/assets/dialog-DUhn9qCz.js",
				"/assets/field-C6pxRScA.js",
				"/assets/leagues-DldtVWlL.js",
				"/assets/match-format-Cy3zZIhl.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/save-CCZzw6cS.js",
				"/assets/schemas-CyfwGBZT.js",
				"/assets/coerce-DEBDzdwT.js",
				"/assets/standings-format-B6RUbJX-.js",
				"/assets/dist-DFFPC3xf.js",
				"/assets/dist-BPf8uN6b.js",
				"/assets/x-yGVv66tb.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/henvendelser": {
			"id": "routes/admin/henvendelser",
			"parentId": "routes/admin/layout",
			"path": "henvendelser",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/henvendelser-CWrY3tUB.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/circle-check-BOJzWLwl.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/rotate-ccw-BXOplhvM.js",
				"/assets/trash-D_kLHXAh.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/shell-B94suGDX.js",
				"/assets/card-Claked5o.js",
				"/assets/confirm-dialog-D6Oq0VCi.js",
				"/assets/uuid-B0XMzFmO.js",
				"/assets/schemas-CyfwGBZT.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/dist-DFFPC3xf.js",
				"/assets/dist-BPf8uN6b.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin/live": {
			"id": "routes/admin/live",
			"parentId": "routes/admin/layout",
			"path": "live/:articleId",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/live-LnNHHyJg.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-BOJfhEyr.js",
				"/assets/live-blog-DrqDtlxT.js",
				"/assets/image-field-KL862H6t.js",
				"/assets/shell-B94suGDX.js",
				"/assets/confirm-dialog-D6Oq0VCi.js",
				"/assets/field-C6pxRScA.js",
				"/assets/input-I2b4hYz2.js",
				"/assets/public-CMPPYWYo.js",
				"/assets/native-select-BZenQWDn.js",
				"/assets/textarea-DP19eLVT.js",
				"/assets/seo-Bw3o6veW.js",
				"/assets/createLucideIcon-BUVNc71x.js",
				"/assets/search-BF2zNQdl.js",
				"/assets/trash-D_kLHXAh.js",
				"/assets/spinner-DTq57-Fk.js",
				"/assets/dialog-DUhn9qCz.js",
				"/assets/x-yGVv66tb.js",
				"/assets/dist-BPf8uN6b.js",
				"/assets/dist-DFFPC3xf.js"
			],
			"css": ["/assets/shell-CSwXvHmH.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin-api/upload": {
			"id": "routes/admin-api/upload",
			"parentId": "root",
			"path": "admin/api/upload",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/upload-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin-api/media": {
			"id": "routes/admin-api/media",
			"parentId": "root",
			"path": "admin/api/media",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/media-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin-api/indexing": {
			"id": "routes/admin-api/indexing",
			"parentId": "root",
			"path": "admin/api/indexing",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/indexing-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin-api/run-job": {
			"id": "routes/admin-api/run-job",
			"parentId": "root",
			"path": "admin/api/jobs/:name/run",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/run-job-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin-api/backup": {
			"id": "routes/admin-api/backup",
			"parentId": "root",
			"path": "admin/api/backup",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/backup-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/indexnow-key": {
			"id": "routes/resources/indexnow-key",
			"parentId": "root",
			"path": ":key.txt",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/indexnow-key-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		}
	},
	"url": "/assets/manifest-0dc24b5d.js",
	"version": "0dc24b5d",
	"sri": void 0
};
// \0virtual:react-router/server-build
var assetsBuildDirectory = ".smap/client";
var basename = "/";
var future = {
	"unstable_optimizeDeps": false,
	"v8_passThroughRequests": false,
	"v8_trailingSlashAwareDataRequests": false,
	"unstable_previewServerPrerendering": false,
	"v8_middleware": false,
	"v8_splitRouteModules": false,
	"v8_viteEnvironmentApi": false
};
var ssr = true;
var isSpaMode = false;
var prerender = [];
var routeDiscovery = {
	"mode": "lazy",
	"manifestPath": "/__manifest"
};
var publicPath = "/";
var entry = { module: entry_server_exports };
var routes = {
	"root": {
		id: "root",
		parentId: void 0,
		path: "",
		index: void 0,
		caseSensitive: void 0,
		module: root_exports
	},
	"routes/public-layout": {
		id: "routes/public-layout",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: public_layout_exports
	},
	"routes/home": {
		id: "routes/home",
		parentId: "routes/public-layout",
		path: void 0,
		index: true,
		caseSensitive: void 0,
		module: home_exports
	},
	"routes/article": {
		id: "routes/article",
		parentId: "routes/public-layout",
		path: "article/:slugOrId",
		index: void 0,
		caseSensitive: void 0,
		module: article_exports
	},
	"routes/klubber": {
		id: "routes/klubber",
		parentId: "routes/public-layout",
		path: "klubber",
		index: void 0,
		caseSensitive: void 0,
		module: klubber_exports
	},
	"routes/alle-klubber": {
		id: "routes/alle-klubber",
		parentId: "routes/public-layout",
		path: "alle-klubber",
		index: void 0,
		caseSensitive: void 0,
		module: alle_klubber_exports
	},
	"routes/klub": {
		id: "routes/klub",
		parentId: "routes/public-layout",
		path: "klubber/:clubId",
		index: void 0,
		caseSensitive: void 0,
		module: klub_exports
	},
	"routes/stillinger": {
		id: "routes/stillinger",
		parentId: "routes/public-layout",
		path: "stillinger",
		index: void 0,
		caseSensitive: void 0,
		module: stillinger_exports$1
	},
	"routes/stillinger-liga": {
		id: "routes/stillinger-liga",
		parentId: "routes/public-layout",
		path: "stillinger/:league",
		index: void 0,
		caseSensitive: void 0,
		module: stillinger_liga_exports
	},
	"routes/sponseret-indhold": {
		id: "routes/sponseret-indhold",
		parentId: "routes/public-layout",
		path: "hvad-er-sponseret-indhold",
		index: void 0,
		caseSensitive: void 0,
		module: sponseret_indhold_exports
	},
	"routes/advertorial": {
		id: "routes/advertorial",
		parentId: "routes/public-layout",
		path: "advertorial",
		index: void 0,
		caseSensitive: void 0,
		module: advertorial_exports
	},
	"routes/contact": {
		id: "routes/contact",
		parentId: "routes/public-layout",
		path: "contact",
		index: void 0,
		caseSensitive: void 0,
		module: contact_exports
	},
	"routes/terms": {
		id: "routes/terms",
		parentId: "routes/public-layout",
		path: "terms",
		index: void 0,
		caseSensitive: void 0,
		module: terms_exports
	},
	"routes/privacy": {
		id: "routes/privacy",
		parentId: "routes/public-layout",
		path: "privacy",
		index: void 0,
		caseSensitive: void 0,
		module: privacy_exports
	},
	"routes/cookies": {
		id: "routes/cookies",
		parentId: "routes/public-layout",
		path: "cookies",
		index: void 0,
		caseSensitive: void 0,
		module: cookies_exports
	},
	"routes/tilgaengelighed": {
		id: "routes/tilgaengelighed",
		parentId: "routes/public-layout",
		path: "tilgaengelighed",
		index: void 0,
		caseSensitive: void 0,
		module: tilgaengelighed_exports
	},
	"routes/dansk-fodboldhistorie": {
		id: "routes/dansk-fodboldhistorie",
		parentId: "routes/public-layout",
		path: "dansk-fodboldhistorie",
		index: void 0,
		caseSensitive: void 0,
		module: dansk_fodboldhistorie_exports
	},
	"routes/forfatter": {
		id: "routes/forfatter",
		parentId: "routes/public-layout",
		path: "forfatter/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: forfatter_exports
	},
	"routes/dansk-fodboldhistorie-tema": {
		id: "routes/dansk-fodboldhistorie-tema",
		parentId: "routes/public-layout",
		path: "dansk-fodboldhistorie/:tema",
		index: void 0,
		caseSensitive: void 0,
		module: dansk_fodboldhistorie_tema_exports
	},
	"routes/soeg": {
		id: "routes/soeg",
		parentId: "routes/public-layout",
		path: "soeg",
		index: void 0,
		caseSensitive: void 0,
		module: soeg_exports
	},
	"routes/not-found": {
		id: "routes/not-found",
		parentId: "routes/public-layout",
		path: "*",
		index: void 0,
		caseSensitive: void 0,
		module: not_found_exports
	},
	"routes/auth": {
		id: "routes/auth",
		parentId: "root",
		path: "auth",
		index: void 0,
		caseSensitive: void 0,
		module: auth_exports
	},
	"routes/auth-nulstil": {
		id: "routes/auth-nulstil",
		parentId: "root",
		path: "auth/nulstil",
		index: void 0,
		caseSensitive: void 0,
		module: auth_nulstil_exports
	},
	"routes/auth-to-faktor": {
		id: "routes/auth-to-faktor",
		parentId: "root",
		path: "auth/to-faktor",
		index: void 0,
		caseSensitive: void 0,
		module: auth_to_faktor_exports
	},
	"routes/auth-bekraeftet": {
		id: "routes/auth-bekraeftet",
		parentId: "root",
		path: "auth/bekraeftet",
		index: void 0,
		caseSensitive: void 0,
		module: auth_bekraeftet_exports
	},
	"routes/resources/log-ud": {
		id: "routes/resources/log-ud",
		parentId: "root",
		path: "auth/log-ud",
		index: void 0,
		caseSensitive: void 0,
		module: log_ud_exports
	},
	"routes/dev-mailbox": {
		id: "routes/dev-mailbox",
		parentId: "root",
		path: "dev/mailbox",
		index: void 0,
		caseSensitive: void 0,
		module: dev_mailbox_exports
	},
	"routes/resources/robots-txt": {
		id: "routes/resources/robots-txt",
		parentId: "root",
		path: "robots.txt",
		index: void 0,
		caseSensitive: void 0,
		module: robots_txt_exports
	},
	"routes/resources/sitemap-index": {
		id: "routes/resources/sitemap-index",
		parentId: "root",
		path: "sitemap.xml",
		index: void 0,
		caseSensitive: void 0,
		module: sitemap_index_exports
	},
	"routes/resources/sitemap": {
		id: "routes/resources/sitemap",
		parentId: "root",
		path: "sitemaps/:name.xml",
		index: void 0,
		caseSensitive: void 0,
		module: sitemap_exports
	},
	"routes/resources/news-sitemap": {
		id: "routes/resources/news-sitemap",
		parentId: "root",
		path: "news-sitemap.xml",
		index: void 0,
		caseSensitive: void 0,
		module: news_sitemap_exports
	},
	"routes/resources/rss": {
		id: "routes/resources/rss",
		parentId: "root",
		path: "rss.xml",
		index: void 0,
		caseSensitive: void 0,
		module: rss_exports
	},
	"routes/resources/club-logo": {
		id: "routes/resources/club-logo",
		parentId: "root",
		path: "logos/:slug.svg",
		index: void 0,
		caseSensitive: void 0,
		module: club_logo_exports
	},
	"routes/resources/article-view": {
		id: "routes/resources/article-view",
		parentId: "root",
		path: "api/articles/:id/view",
		index: void 0,
		caseSensitive: void 0,
		module: article_view_exports
	},
	"routes/resources/consent": {
		id: "routes/resources/consent",
		parentId: "root",
		path: "api/consent",
		index: void 0,
		caseSensitive: void 0,
		module: consent_exports
	},
	"routes/admin/layout": {
		id: "routes/admin/layout",
		parentId: "root",
		path: "admin",
		index: void 0,
		caseSensitive: void 0,
		module: layout_exports
	},
	"routes/admin/overview": {
		id: "routes/admin/overview",
		parentId: "routes/admin/layout",
		path: void 0,
		index: true,
		caseSensitive: void 0,
		module: overview_exports
	},
	"routes/admin/articles": {
		id: "routes/admin/articles",
		parentId: "routes/admin/layout",
		path: "articles",
		index: void 0,
		caseSensitive: void 0,
		module: articles_exports
	},
	"routes/admin/new-article": {
		id: "routes/admin/new-article",
		parentId: "routes/admin/layout",
		path: "new-article",
		index: void 0,
		caseSensitive: void 0,
		module: new_article_exports
	},
	"routes/admin/ai-article": {
		id: "routes/admin/ai-article",
		parentId: "routes/admin/layout",
		path: "ai-article",
		index: void 0,
		caseSensitive: void 0,
		module: ai_article_exports
	},
	"routes/admin/historie": {
		id: "routes/admin/historie",
		parentId: "routes/admin/layout",
		path: "historie",
		index: void 0,
		caseSensitive: void 0,
		module: historie_exports
	},
	"routes/admin/clubs": {
		id: "routes/admin/clubs",
		parentId: "routes/admin/layout",
		path: "clubs",
		index: void 0,
		caseSensitive: void 0,
		module: clubs_exports
	},
	"routes/admin/analytics": {
		id: "routes/admin/analytics",
		parentId: "routes/admin/layout",
		path: "analytics",
		index: void 0,
		caseSensitive: void 0,
		module: analytics_exports
	},
	"routes/admin/settings": {
		id: "routes/admin/settings",
		parentId: "routes/admin/layout",
		path: "settings",
		index: void 0,
		caseSensitive: void 0,
		module: settings_exports
	},
	"routes/admin/logs": {
		id: "routes/admin/logs",
		parentId: "routes/admin/layout",
		path: "logs",
		index: void 0,
		caseSensitive: void 0,
		module: logs_exports
	},
	"routes/admin/brugere": {
		id: "routes/admin/brugere",
		parentId: "routes/admin/layout",
		path: "brugere",
		index: void 0,
		caseSensitive: void 0,
		module: brugere_exports
	},
	"routes/admin/profil": {
		id: "routes/admin/profil",
		parentId: "routes/admin/layout",
		path: "profil",
		index: void 0,
		caseSensitive: void 0,
		module: profil_exports
	},
	"routes/admin/stillinger": {
		id: "routes/admin/stillinger",
		parentId: "routes/admin/layout",
		path: "stillinger",
		index: void 0,
		caseSensitive: void 0,
		module: stillinger_exports
	},
	"routes/admin/henvendelser": {
		id: "routes/admin/henvendelser",
		parentId: "routes/admin/layout",
		path: "henvendelser",
		index: void 0,
		caseSensitive: void 0,
		module: henvendelser_exports
	},
	"routes/admin/live": {
		id: "routes/admin/live",
		parentId: "routes/admin/layout",
		path: "live/:articleId",
		index: void 0,
		caseSensitive: void 0,
		module: live_exports
	},
	"routes/admin-api/upload": {
		id: "routes/admin-api/upload",
		parentId: "root",
		path: "admin/api/upload",
		index: void 0,
		caseSensitive: void 0,
		module: upload_exports
	},
	"routes/admin-api/media": {
		id: "routes/admin-api/media",
		parentId: "root",
		path: "admin/api/media",
		index: void 0,
		caseSensitive: void 0,
		module: media_exports
	},
	"routes/admin-api/indexing": {
		id: "routes/admin-api/indexing",
		parentId: "root",
		path: "admin/api/indexing",
		index: void 0,
		caseSensitive: void 0,
		module: indexing_exports
	},
	"routes/admin-api/run-job": {
		id: "routes/admin-api/run-job",
		parentId: "root",
		path: "admin/api/jobs/:name/run",
		index: void 0,
		caseSensitive: void 0,
		module: run_job_exports
	},
	"routes/admin-api/backup": {
		id: "routes/admin-api/backup",
		parentId: "root",
		path: "admin/api/backup",
		index: void 0,
		caseSensitive: void 0,
		module: backup_exports
	},
	"routes/resources/indexnow-key": {
		id: "routes/resources/indexnow-key",
		parentId: "root",
		path: ":key.txt",
		index: void 0,
		caseSensitive: void 0,
		module: indexnow_key_exports
	}
};
var allowedActionOrigins = false;
export { allowedActionOrigins, server_manifest_default as assets, assetsBuildDirectory, basename, entry, future, isSpaMode, prerender, publicPath, routeDiscovery, routes, ssr };

//# sourceMappingURL=server-build-C9UF3zG0.js.map