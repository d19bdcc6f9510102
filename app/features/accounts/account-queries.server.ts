import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { chosenName } from "~/lib/account-link";
import type { Queryable } from "~/server/db/client.server";
import {
  account,
  clubFollows,
  clubs,
  newsletterSends,
  newsletterSubscribers,
  newsletterSubscriptions,
  session,
  user,
} from "~/server/db/schema";
import { isStaff, type Role } from "~/server/session.server";

/*
 * What /konto shows and 'Download mine data' hands over (ADR 0025). Explicit columns everywhere:
 * no session token, password hash, OAuth token or two-factor secret ever leaves these functions.
 */

const PROFILE_COLUMNS = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
  nameConfirmedAt: user.nameConfirmedAt,
};

const SESSION_COLUMNS = {
  id: session.id,
  createdAt: session.createdAt,
  updatedAt: session.updatedAt,
  expiresAt: session.expiresAt,
  ipAddress: session.ipAddress,
  userAgent: session.userAgent,
};

async function newsletterOf(db: Queryable, email: string) {
  const [subscriber] = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      createdAt: newsletterSubscribers.createdAt,
      undeliverableAt: newsletterSubscribers.undeliverableAt,
      undeliverableReason: newsletterSubscribers.undeliverableReason,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    .limit(1);
  if (!subscriber) return null;
  const subscriptions = await db
    .select({
      listKey: newsletterSubscriptions.listKey,
      status: newsletterSubscriptions.status,
      consentTextVersion: newsletterSubscriptions.consentTextVersion,
      consentSource: newsletterSubscriptions.consentSource,
      consentedAt: newsletterSubscriptions.consentedAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.subscriberId, subscriber.id))
    .orderBy(asc(newsletterSubscriptions.listKey));
  return { subscriber, subscriptions };
}

/** The names of the clubs that club lists (`klub:<id>`) point at. */
async function clubNames(db: Queryable, listKeys: string[]): Promise<Map<string, string>> {
  const ids = listKeys
    .filter((k) => k.startsWith("klub:"))
    .map((k) => k.slice("klub:".length))
    .filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(inArray(clubs.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface AccountSession {
  id: string;
  createdAt: string;
  updatedAt: string;
  userAgent: string | null;
  ipAddress: string | null;
  current: boolean;
}

export interface AccountOverview {
  name: string | null;
  email: string;
  emailVerified: boolean;
  role: Role;
  staff: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  hasPassword: boolean;
  sessions: AccountSession[];
  /** Lists the address is on (pending or confirmed; unsubscribed ones are left out). */
  newsletters: { listKey: string; status: string; clubName: string | null }[];
}

/** /konto: the signed-in user's own account, or null when it is gone. */
export async function getAccountOverview(
  db: Queryable,
  userId: string,
  currentSessionId: string,
): Promise<AccountOverview | null> {
  const [profile] = await db.select(PROFILE_COLUMNS).from(user).where(eq(user.id, userId)).limit(1);
  if (!profile) return null;
  const [sessions, withPassword, newsletter] = await Promise.all([
    db
      .select(SESSION_COLUMNS)
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(desc(session.updatedAt))
      .limit(50),
    hasPassword(db, userId),
    newsletterOf(db, profile.email),
  ]);
  const open = (newsletter?.subscriptions ?? []).filter((s) => s.status !== "unsubscribed");
  const names = await clubNames(
    db,
    open.map((s) => s.listKey),
  );
  const role = (profile.role as Role) ?? "user";
  return {
    name: chosenName(profile),
    email: profile.email,
    emailVerified: profile.emailVerified,
    role,
    staff: isStaff(role),
    twoFactorEnabled: profile.twoFactorEnabled,
    createdAt: profile.createdAt.toISOString(),
    hasPassword: withPassword,
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
      current: s.id === currentSessionId,
    })),
    newsletters: open.map((s) => ({
      listKey: s.listKey,
      status: s.status,
      clubName: names.get(s.listKey.slice("klub:".length)) ?? null,
    })),
  };
}

/** Whether the user can sign in with a password (a credential login with a hash). */
export async function hasPassword(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), isNotNull(account.password)))
    .limit(1);
  return rows.length > 0;
}

/** The header's status (`GET /api/konto/status`): the chosen name only. */
export async function accountDisplayName(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ? chosenName(row) : null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * 'Download mine data': everything stored about the account, without secrets. The user row
 * (no password, which lives in `account`), sessions without their tokens, the login methods by
 * provider only, the newsletter subscriber row, subscriptions (with the consent record) and sends
 * for the address, and the followed clubs.
 */
export async function exportAccountData(db: Queryable, userId: string, now = new Date()) {
  const [profile] = await db
    .select({
      ...PROFILE_COLUMNS,
      image: user.image,
      authorSlug: user.authorSlug,
      jobTitle: user.jobTitle,
      bio: user.bio,
      portrait: user.portrait,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!profile) return null;
  const [sessions, accounts, newsletter, follows] = await Promise.all([
    db
      .select(SESSION_COLUMNS)
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db
      .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(asc(account.createdAt)),
    newsletterOf(db, profile.email),
    db
      .select({ clubId: clubFollows.clubId, club: clubs.name, createdAt: clubFollows.createdAt })
      .from(clubFollows)
      .innerJoin(clubs, eq(clubs.id, clubFollows.clubId))
      .where(eq(clubFollows.userId, userId))
      .orderBy(asc(clubFollows.createdAt)),
  ]);
  const sends = newsletter
    ? await db
        .select({
          issueId: newsletterSends.issueId,
          status: newsletterSends.status,
          attempts: newsletterSends.attempts,
          updatedAt: newsletterSends.updatedAt,
        })
        .from(newsletterSends)
        .where(eq(newsletterSends.subscriberId, newsletter.subscriber.id))
        .orderBy(asc(newsletterSends.updatedAt))
    : [];
  return {
    exportedAt: now.toISOString(),
    user: {
      id: profile.id,
      name: profile.name,
      email: profile.email,
      emailVerified: profile.emailVerified,
      role: profile.role,
      twoFactorEnabled: profile.twoFactorEnabled,
      image: profile.image,
      authorSlug: profile.authorSlug,
      jobTitle: profile.jobTitle,
      bio: profile.bio,
      portrait: profile.portrait,
      nameConfirmedAt: iso(profile.nameConfirmedAt),
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      updatedAt: iso(s.updatedAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    accounts: accounts.map((a) => ({
      providerId: a.providerId,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    newsletter: newsletter
      ? {
          subscriber: {
            email: newsletter.subscriber.email,
            createdAt: iso(newsletter.subscriber.createdAt),
            undeliverableAt: iso(newsletter.subscriber.undeliverableAt),
            undeliverableReason: newsletter.subscriber.undeliverableReason,
          },
          subscriptions: newsletter.subscriptions.map((s) => ({
            ...s,
            consentedAt: iso(s.consentedAt),
            confirmedAt: iso(s.confirmedAt),
            unsubscribedAt: iso(s.unsubscribedAt),
          })),
          sends: sends.map((s) => ({ ...s, updatedAt: iso(s.updatedAt) })),
        }
      : null,
    clubFollows: follows.map((f) => ({ clubId: f.clubId, club: f.club, createdAt: iso(f.createdAt) })),
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;
