import { useEffect } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Button } from "~/components/ui/button";
import { preloadToaster } from "~/components/ui/toast";
import { sidebarOpenFromCookie } from "~/features/admin/admin-nav";
import { AdminShell } from "~/features/admin/admin-shell";
import { adminStylesheetLinks } from "~/features/admin/admin-stylesheet";
import { FORBIDDEN_TEXT, forbiddenReason } from "~/features/admin/forbidden-text";
import { EditorSlotsProvider } from "~/features/editorial/editor-slots";
import { countSubmitted } from "~/features/editorial/workflow.server";
import { NotificationBell } from "~/features/newsroom/notification-bell";
import { needsDisplayName } from "~/server/author-identity.server";
import { getDb } from "~/server/db/client.server";
import { latestSeq, NEWSROOM_TOPIC } from "~/server/live-bus.server";
import { isEditor, requireStaff } from "~/server/session.server";
import { ReviewCountBadge } from "~/workflows/newsroom/review-queue";
import { ARTICLE_EDITOR_SLOTS } from "~/workflows/pages/article-editor-slots";
import type { Route } from "./+types/layout";

export const links = adminStylesheetLinks;

export function meta() {
  return [{ title: "Dashboard | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  // Issue 22: a staff member without a chosen display name sets it first (bylines).
  if (new URL(args.request.url).pathname !== PROFILE_PATH && (await needsDisplayName(getDb(), user.id))) {
    throw redirect(PROFILE_PATH);
  }
  // The flash after signing in ('Login succesfuld') is shown by the root loader, on every page.
  return data({
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role as "admin" | "editor" | "contributor",
    },
    // Issue 26: the newsroom stream resumes after the seq this page was rendered at.
    newsroomSeq: await latestSeq(getDb(), NEWSROOM_TOPIC),
    // Issue 26: the submissions waiting ('Artikler' badge), for editors only; one indexed count.
    reviewCount: isEditor(user.role) ? await countSubmitted(getDb()) : null,
    sidebarOpen: sidebarOpenFromCookie(args.request.headers.get("cookie")),
  });
}

const PROFILE_PATH = "/admin/profil";

/**
 * The layout's data rarely changes, but while the profile prompt applies every admin page must
 * ask again (a client navigation would otherwise skip this loader): it is one primary-key read.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate || (currentUrl.pathname === PROFILE_PATH && nextUrl.pathname !== PROFILE_PATH)
  );
}

/** Admin pages are personal: never stored by any cache. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // Editors see toasts often: load the toast library with the admin, not on the first toast.
  useEffect(() => preloadToaster(), []);
  const { user, sidebarOpen, newsroomSeq, reviewCount } = loaderData;
  return (
    <AdminShell
      email={user.email}
      role={user.role}
      initialOpen={sidebarOpen}
      headerActions={<NotificationBell userId={user.id} newsroomSeq={newsroomSeq} />}
      navBadges={
        reviewCount === null ? undefined : { "/admin/articles": <ReviewCountBadge count={reviewCount} /> }
      }
    >
      {/* Issue 26: the article editor's live preview and autosave, composed once for every admin page. */}
      <EditorSlotsProvider value={ARTICLE_EDITOR_SLOTS}>
        <Outlet />
      </EditorSlotsProvider>
    </AdminShell>
  );
}

/**
 * PRODUCT.md: a signed-in user without a staff role gets 'Ingen adgang' with a 'Log ud' button.
 * An editor on an admin-only page (settings, users) sees the same inside the admin shell, and a
 * contributor on an editor-only page is told it is for editors (issue 26).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if (isRouteErrorResponse(error) && error.status === 403) {
    if (layout) {
      return (
        <AdminShell email={layout.user.email} role={layout.user.role} initialOpen={layout.sidebarOpen}>
          <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
            <h1 className="text-3xl font-black">{FORBIDDEN_TEXT.title}</h1>
            <p className="text-muted-foreground">{forbiddenReason(layout.user.role, pathname)}</p>
            <Button asChild>
              <Link to="/admin">Til oversigten</Link>
            </Button>
          </div>
        </AdminShell>
      );
    }
    return (
      <main
        id="main"
        className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <h1 className="text-3xl font-black">Ingen adgang</h1>
        <p className="max-w-md text-muted-foreground">
          Din konto har ikke adgang til administrationen. Kontakt en administrator, hvis du mener, det er en
          fejl.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {/* A reader's own settings are on /konto (ADR 0025). */}
          <Button asChild>
            <Link to="/konto">Min konto</Link>
          </Button>
          <Form method="post" action="/auth/log-ud">
            <Button type="submit" variant="outline">
              Log ud
            </Button>
          </Form>
          <Button asChild variant="outline">
            <Link to="/">Til forsiden</Link>
          </Button>
        </div>
      </main>
    );
  }
  throw error;
}
