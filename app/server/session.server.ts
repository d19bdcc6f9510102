import { data, redirect } from "react-router";
import { ACCOUNT_SIGN_IN_PATH } from "~/lib/account-link";
import type { getAuth } from "./auth.server";

/**
 * Staff roles (PRODUCT.md): admin does everything; editor everything but users and settings;
 * contributor ('skribent', issue 26) writes and submits their own drafts and nothing else.
 */
export const STAFF_ROLES = ["admin", "editor", "contributor"] as const;
/** The roles with editorial powers: publish, schedule, edit anyone's article, the desks and tools. */
export const EDITOR_ROLES = ["admin", "editor"] as const;
export type Role = "admin" | "editor" | "contributor" | "user";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface RequestSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: string;
}

/** Better Auth's answer to getSession. */
export type AuthSession = Awaited<ReturnType<ReturnType<typeof getAuth>["api"]["getSession"]>>;

/** Better Auth's session → the RequestSession that loaders and actions read (null when signed out). */
export function toRequestSession(result: AuthSession): RequestSession | null {
  if (!result) return null;
  const { user, session } = result;
  return {
    sessionId: session.id,
    expiresAt: new Date(session.expiresAt).toISOString(),
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: (user as { role?: Role }).role ?? "user",
      emailVerified: user.emailVerified,
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean }).twoFactorEnabled),
    },
  };
}

/** A member of the back office (admin, editor or contributor). */
export function isStaff(role: string | null | undefined): boolean {
  return role === "admin" || role === "editor" || role === "contributor";
}

/** Admin or editor: may publish, schedule, delete and edit any article, and use every desk. */
export function isEditor(role: string | null | undefined): boolean {
  return role === "admin" || role === "editor";
}

/** The part of a loader's or action's arguments the guards need. */
export interface GuardArgs {
  request: Request;
  context: { session?: RequestSession | null };
}

function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const target = url.pathname.replace(/\.data$/, "") + url.search;
  return redirect(`/auth?redirectTo=${encodeURIComponent(target)}`);
}

/** The signed-in user, or null. The session is resolved once per request by the server. */
export function getSessionUser(args: GuardArgs): SessionUser | null {
  return args.context.session?.user ?? null;
}

/** Any signed-in user; otherwise a redirect to /auth?redirectTo=… */
export function requireUser(args: GuardArgs): SessionUser {
  const user = getSessionUser(args);
  if (!user) throw signInRedirect(args.request);
  return user;
}

/** Any signed-in user on the reader's own pages (/konto, ADR 0025); otherwise /konto/log-ind. */
export function requireAccountUser(args: GuardArgs): SessionUser {
  const user = getSessionUser(args);
  if (!user) throw redirect(ACCOUNT_SIGN_IN_PATH);
  return user;
}

/**
 * Any back-office member (admin, editor, contributor); a signed-in user without a staff role gets
 * 403 'Ingen adgang'. Pages a contributor may use: the overview, their articles, the new-article
 * form, the profile, image upload and the media library, notes, assignments and planning.
 */
export function requireStaff(args: GuardArgs): SessionUser {
  const user = requireUser(args);
  if (!isStaff(user.role)) throw data({ message: "Ingen adgang" }, { status: 403 });
  return user;
}

/** Admin or editor (issue 26): everything a contributor ('skribent') may not use answers 403. */
export function requireEditor(args: GuardArgs): SessionUser {
  const user = requireUser(args);
  if (!isEditor(user.role)) throw data({ message: "Ingen adgang" }, { status: 403 });
  return user;
}

/** Admin only (users, settings). */
export function requireAdmin(args: GuardArgs): SessionUser {
  const user = requireUser(args);
  if (user.role !== "admin") throw data({ message: "Ingen adgang" }, { status: 403 });
  return user;
}
