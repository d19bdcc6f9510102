import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors the route table of spec §2, written out so it can be read next to the spec.
export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("article/:slugOrId", "routes/article.tsx"),
    route("klubber", "routes/klubber.tsx"),
    route("alle-klubber", "routes/alle-klubber.tsx"),
    route("klubber/:clubId", "routes/klub.tsx"),
    route("stillinger", "routes/stillinger.tsx"),
    route("stillinger/:league", "routes/stillinger-liga.tsx"),
    route("hvad-er-sponseret-indhold", "routes/sponseret-indhold.tsx"),
    route("advertorial", "routes/advertorial.tsx"),
    route("contact", "routes/contact.tsx"),
    route("terms", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("cookies", "routes/cookies.tsx"),
    // Issue 22: the accessibility statement, linked from the footer.
    route("tilgaengelighed", "routes/tilgaengelighed.tsx"),
    route("dansk-fodboldhistorie", "routes/dansk-fodboldhistorie.tsx"),
    // Author pages (issue 14): a staff member's profile and latest articles.
    route("forfatter/:slug", "routes/forfatter.tsx"),
    // The history page's three themes (issue 14: its teaser cards link here).
    route("dansk-fodboldhistorie/:tema", "routes/dansk-fodboldhistorie-tema.tsx"),
    // Reader search (an addition to the spec's routes).
    route("soeg", "routes/soeg.tsx"),
    // Issue 24: newsletter sign-up, and the pages the mails link to (confirm, unsubscribe,
    // preferences; their addresses carry a signed token, so they are private: lib/public-paths).
    route("nyhedsbrev", "routes/nyhedsbrev.tsx"),
    route("nyhedsbrev/bekraeft", "routes/nyhedsbrev-bekraeft.tsx"),
    route("nyhedsbrev/afmeld", "routes/nyhedsbrev-afmeld.tsx"),
    route("nyhedsbrev/indstillinger", "routes/nyhedsbrev-indstillinger.tsx"),
    // Issue 24: the signed-in reader's followed clubs (private).
    route("mine-klubber", "routes/mine-klubber.tsx"),
    // Any other path: the spec's 404 page.
    route("*", "routes/not-found.tsx"),
  ]),
  // Issue 24, reader accounts (ADR 0025): sign-in by a mailed link or password, and the reader's
  // own settings. Private pages (server/request-classification.ts), the site's shell without ads.
  layout("routes/konto-layout.tsx", [
    route("konto", "routes/konto.tsx"),
    route("konto/log-ind", "routes/konto-log-ind.tsx"),
    route("konto/log-ind/link", "routes/konto-log-ind-link.tsx"),
  ]),
  route("konto/data", "routes/resources/konto-data.ts"),
  route("api/konto/status", "routes/resources/konto-status.ts"),
  route("auth", "routes/auth.tsx"),
  route("auth/nulstil", "routes/auth-nulstil.tsx"),
  route("auth/to-faktor", "routes/auth-to-faktor.tsx"),
  route("auth/bekraeftet", "routes/auth-bekraeftet.ts"),
  route("auth/log-ud", "routes/resources/log-ud.ts"),
  // Mails that were not sent (no SMTP), only with DEV_MAILBOX=true.
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  // Resource routes: feeds for search engines and readers, and small endpoints of the public site.
  route("robots.txt", "routes/resources/robots-txt.ts"),
  route("sitemap.xml", "routes/resources/sitemap-index.ts"),
  route("sitemaps/:name.xml", "routes/resources/sitemap.ts"),
  route("news-sitemap.xml", "routes/resources/news-sitemap.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("logos/:slug.svg", "routes/resources/club-logo.ts"),
  route("api/articles/:id/view", "routes/resources/article-view.ts"),
  route("api/consent", "routes/resources/consent.ts"),
  // Issue 24: follow or unfollow a club, and the front page's 'Mine klubber' strip (both private).
  route("api/klubber/:clubId/foelg", "routes/resources/club-follow.ts"),
  route("api/nyhedsbrev/indgaaende", "routes/resources/newsletter-inbound.ts"),
  route("api/mine-klubber", "routes/resources/my-clubs-strip.ts"),
  // Issue 25: web push: the VAPID public key, a browser's subscription (create, change, remove),
  // and what a subscribed browser follows (the bell's panel).
  route("api/push/key", "routes/resources/push-key.ts"),
  route("api/push/subscriptions", "routes/resources/push-subscriptions.ts"),
  route("api/push/subscriptions/status", "routes/resources/push-status.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/overview.tsx"),
    route("articles", "routes/admin/articles.tsx"),
    route("new-article", "routes/admin/new-article.tsx"),
    route("ai-article", "routes/admin/ai-article.tsx"),
    route("historie", "routes/admin/historie.tsx"),
    route("clubs", "routes/admin/clubs.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("logs", "routes/admin/logs.tsx"),
    // Additions of PRODUCT.md: user roles (admin only) and the signed-in user's own profile (2FA).
    route("brugere", "routes/admin/brugere.tsx"),
    route("profil", "routes/admin/profil.tsx"),
    // Additions of issue 5: standings and matches, contact messages from the public form.
    route("stillinger", "routes/admin/stillinger.tsx"),
    route("henvendelser", "routes/admin/henvendelser.tsx"),
    // Issue 15: the live desk of one live article.
    route("live/:articleId", "routes/admin/live.tsx"),
    // Issue 24: newsletter lists, the next issue's preview, lead story, test and send, the send log.
    route("nyhedsbreve", "routes/admin/nyhedsbreve.tsx"),
    // Issue 25: sent pushes with their counts, devices per topic, and the breaking push's confirmation.
    route("push", "routes/admin/push.tsx"),
    // Issue 26: assignments (editors give them, every staff member sees their own) and the editors'
    // planning view of today and the next 7 days.
    route("opgaver", "routes/admin/opgaver.tsx"),
    route("planlaegning", "routes/admin/planlaegning.tsx"),
  ]),
  // Admin endpoints used by the editor's image tools (each checks the role itself).
  route("admin/api/upload", "routes/admin-api/upload.ts"),
  route("admin/api/media", "routes/admin-api/media.ts"),
  // Issue 27: a picture's focal point (saving it cuts the picture's crops again).
  route("admin/api/medier/fokuspunkt", "routes/admin-api/media-focal-point.ts"),
  // Issue 27: 'Indsæt indlejring' previews a post or video (fetched and stored as an embed).
  route("admin/api/indlejring", "routes/admin-api/embed-preview.ts"),
  // Request indexing (IndexNow / Search Console) and run a scheduled job by hand.
  route("admin/api/indexing", "routes/admin-api/indexing.ts"),
  route("admin/api/jobs/:name/run", "routes/admin-api/run-job.ts"),
  // A database backup download (admin only).
  route("admin/api/backup", "routes/admin-api/backup.ts"),
  // The newsletter subscribers with their consent records as CSV (admin only).
  route("admin/api/nyhedsbreve/eksport", "routes/admin-api/nyhedsbreve-eksport.ts"),
  // Issue 26: an article's internal notes (staff only), and the signed-in staff member's bell.
  route("admin/api/artikler/:articleId/noter", "routes/admin-api/article-notes.ts"),
  route("admin/api/notifikationer", "routes/admin-api/notifications.ts"),
  // Issue 26: the staff member's autosaved working copy of an article form, and a draft's
  // shareable preview link (signed, expiring).
  route("admin/api/arbejdskopi", "routes/admin-api/working-copy.ts"),
  route("admin/api/artikler/:articleId/forhaandsvisning", "routes/admin-api/preview-link.ts"),
  // Issue 26: who has an article open and who holds the edit (join, heartbeat, leave, take over).
  route("admin/api/artikler/:articleId/tilstedevaerelse", "routes/admin-api/presence.ts"),
  // The IndexNow key file at /{key}.txt.
  route(":key.txt", "routes/resources/indexnow-key.ts"),
] satisfies RouteConfig;
