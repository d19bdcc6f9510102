import type { Queryable } from "~/server/db/client.server";
import {
  clubIdOfListKey,
  DAILY_LIST_DESCRIPTION,
  DAILY_LIST_KEY,
  type LIST_STATUS_LABELS,
} from "./newsletter-lists";
import { LIST_PARAM, PREFERENCES_PARAM, preferencesPagePath, unsubscribePagePath } from "./newsletter-paths";
import {
  confirmNewsletterSubscription,
  getNewsletterPreferences,
  listNames,
  listNewsletterChoices,
  type NewsletterChoice,
  saveNewsletterPreferences,
  unsubscribeFromNewsletter,
} from "./newsletter-subscriptions.server";
import { signNewsletterToken, verifyNewsletterToken } from "./newsletter-token.server";

/*
 * Issue 24: what the public newsletter pages load and do, around the subscription module. The
 * pages behind a mailed link (confirm, unsubscribe, preferences) take the token from their query;
 * a GET never changes anything (mail systems' link scanners open every link), a POST does.
 */

/** A list key as the subscription module accepts it: the daily list or `klub:{uuid}`. */
export function isListKey(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (value === DAILY_LIST_KEY) return true;
  return /^[0-9a-f-]{36}$/.test(clubIdOfListKey(value) ?? "");
}

export interface SignupPageData {
  daily: NewsletterChoice & { description: string };
  clubs: NewsletterChoice[];
  /** The list named by `?liste=` when it is one of the choices. */
  preselected: string | null;
}

/** The sign-up page: the daily list, one list per club, and a list to pre-select from the address. */
export async function loadSignupPage(db: Queryable, search: URLSearchParams): Promise<SignupPageData> {
  const [daily, ...clubs] = await listNewsletterChoices(db);
  const wanted = search.get(LIST_PARAM);
  const preselected = wanted && (wanted === daily.key || clubs.some((c) => c.key === wanted)) ? wanted : null;
  return { daily: { ...daily, description: DAILY_LIST_DESCRIPTION }, clubs, preselected };
}

export type ConfirmPageData = { status: "ready"; token: string } | { status: "invalid" };

/** GET of the confirmation link: only checks the token (signature, expiry); confirms nothing. */
export function loadConfirmPage(token: string | null, now: Date = new Date()): ConfirmPageData {
  return token && verifyNewsletterToken(token, "confirm", now)
    ? { status: "ready", token }
    : { status: "invalid" };
}

export type ConfirmOutcome =
  | { status: "confirmed"; lists: string[]; preferencesPath: string }
  | { status: "invalid" };

/**
 * The POST of 'Bekræft tilmelding'. A confirmed reader gets a link to the preferences page (a fresh
 * preferences token), the same page the mails link to.
 */
export async function confirmSignUp(
  db: Queryable,
  token: unknown,
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  const subscriberId = verifyNewsletterToken(token, "confirm", now);
  if (!subscriberId) return { status: "invalid" };
  const result = await confirmNewsletterSubscription(db, token, now);
  if (result.status !== "confirmed") return { status: "invalid" };
  return {
    status: "confirmed",
    lists: result.lists,
    preferencesPath: preferencesPagePath(signNewsletterToken(subscriberId, "preferences")),
  };
}

interface UnsubscribeTarget {
  token: string;
  /** One list, or null for every list of the address. */
  listKey: string | null;
  /** A preferences token of the same reader, carried by the address (`?p=`), or null. */
  preferencesToken: string | null;
}

/** The unsubscribe address's token, list and preferences token; null when the token is not valid. */
function unsubscribeTarget(search: URLSearchParams): UnsubscribeTarget | null {
  const token = search.get("token");
  const subscriberId = verifyNewsletterToken(token, "unsubscribe");
  if (!token || !subscriberId) return null;
  const list = search.get(LIST_PARAM);
  const preferencesToken = search.get(PREFERENCES_PARAM);
  const sameReader = verifyNewsletterToken(preferencesToken, "preferences") === subscriberId;
  return {
    token,
    listKey: isListKey(list) ? list : null,
    preferencesToken: sameReader ? preferencesToken : null,
  };
}

function preferencesPathOf(target: UnsubscribeTarget): string | null {
  return target.preferencesToken ? preferencesPagePath(target.preferencesToken) : null;
}

export type UnsubscribePageData =
  | {
      status: "ready";
      /** The list's name; null for every list, or a list that no longer exists. */
      listName: string | null;
      allLists: boolean;
      /** Where the form posts: the same address, so the one-click POST and the button do the same. */
      action: string;
      preferencesPath: string | null;
    }
  | { status: "invalid" };

/** GET of an unsubscribe link: what it would unsubscribe; changes nothing. */
export async function loadUnsubscribePage(
  db: Queryable,
  search: URLSearchParams,
): Promise<UnsubscribePageData> {
  const target = unsubscribeTarget(search);
  if (!target) return { status: "invalid" };
  const [listName] = target.listKey ? await listNames(db, [target.listKey]) : [];
  return {
    status: "ready",
    listName: listName ?? null,
    allLists: target.listKey === null,
    action: unsubscribePagePath(target.token, target),
    preferencesPath: preferencesPathOf(target),
  };
}

export type UnsubscribeOutcome =
  | { status: "unsubscribed"; allLists: boolean; preferencesPath: string | null }
  | { status: "invalid" };

/**
 * The POST: the page's button, or a mailbox provider's one-click POST (RFC 8058), which sends
 * `List-Unsubscribe=One-Click` without cookies or Origin. Only the address counts, never the body.
 */
export async function unsubscribe(db: Queryable, search: URLSearchParams): Promise<UnsubscribeOutcome> {
  const target = unsubscribeTarget(search);
  if (!target) return { status: "invalid" };
  const result = await unsubscribeFromNewsletter(db, target.token, target.listKey ?? undefined);
  if (result.status !== "unsubscribed") return { status: "invalid" };
  return {
    status: "unsubscribed",
    allLists: target.listKey === null,
    preferencesPath: preferencesPathOf(target),
  };
}

export type PreferencesPageData =
  | {
      status: "ready";
      email: string;
      lists: Array<NewsletterChoice & { status: keyof typeof LIST_STATUS_LABELS }>;
      /** 'Afmeld alle nyhedsbreve': the unsubscribe page for every list, with a way back here. */
      unsubscribePath: string;
    }
  | { status: "invalid" };

export async function loadPreferencesPage(db: Queryable, token: string | null): Promise<PreferencesPageData> {
  const subscriberId = verifyNewsletterToken(token, "preferences");
  const preferences = subscriberId ? await getNewsletterPreferences(db, token) : null;
  if (!token || !subscriberId || !preferences) return { status: "invalid" };
  return {
    status: "ready",
    email: preferences.email,
    lists: preferences.lists,
    unsubscribePath: unsubscribePagePath(signNewsletterToken(subscriberId, "unsubscribe"), {
      preferencesToken: token,
    }),
  };
}

/** 'Gem': ticked lists confirmed, the others unsubscribed. False for a link that is not valid. */
export function savePreferences(db: Queryable, token: string | null, form: FormData): Promise<boolean> {
  const wanted = form.getAll("lists").filter((value): value is string => typeof value === "string");
  return saveNewsletterPreferences(db, token, wanted);
}
