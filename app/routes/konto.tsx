import { useEffect } from "react";
import { data, redirect } from "react-router";
import { staticIsland } from "~/components/static-island";
import { deleteReaderAccount, updateReaderName } from "~/features/accounts/account-mutations.server";
import { AccountPage, type AccountPageData } from "~/features/accounts/account-page";
import { getAccountOverview, hasPassword } from "~/features/accounts/account-queries.server";
import { accountIntentSchema, accountNameSchema, confirmedSchema } from "~/features/accounts/account-schemas";
import { ACCOUNT_TEXT, type AccountActionResult, type AccountIntent } from "~/features/accounts/account-text";
import { type AuthResult, authResponseInit, signOut } from "~/features/auth/auth-actions.server";
import { LOGIN_LINK_TEXT } from "~/features/auth/auth-messages";
import {
  changeOwnPassword,
  EMAIL_CHANGED_PARAM,
  requestEmailChange,
  signOutEverywhere,
} from "~/features/auth/reader-auth.server";
import { listFollowedClubs } from "~/features/follows/follows.server";
import {
  clubIdOfListKey,
  clubListName,
  DAILY_LIST_KEY,
  DAILY_LIST_NAME,
} from "~/features/newsletters/newsletter-lists";
import { isPushDeviceIntent, type PushDeviceFormResult } from "~/features/push/push-device-forms";
import { handleDeviceForm, listAccountDevices } from "~/features/push/push-devices.server";
import { PushDevicesSection } from "~/features/push/push-devices-section";
import { showAccountName } from "~/features/shell/account-name";
import { ACCOUNT_PATH, ACCOUNT_SIGN_IN_PATH } from "~/lib/account-link";
import { firstError, parseForm } from "~/lib/form";
import { getDb } from "~/server/db/client.server";
import { flashCookie } from "~/server/flash.server";
import { requireAccountUser } from "~/server/session.server";
import type { Route } from "./+types/konto";

// Issue 25: 'Få besked' for this browser (the head script loads its panel at the first click).
const AccountPushBell = staticIsland("account-push-bell", () =>
  import("~/components/push-bell/push-bell-button").then((m) => m.PushBellButton),
);

export function meta() {
  return [{ title: "Min konto | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

function listName(listKey: string, clubName: string | null): string {
  if (listKey === DAILY_LIST_KEY) return DAILY_LIST_NAME;
  return clubIdOfListKey(listKey) && clubName ? clubListName(clubName) : listKey;
}

export async function loader(args: Route.LoaderArgs) {
  // 'Skift e-mail': the confirmation link comes back here (also in a browser without a session).
  const url = new URL(args.request.url);
  if (url.searchParams.has(EMAIL_CHANGED_PARAM)) {
    const failed = url.searchParams.has("error");
    throw redirect(ACCOUNT_PATH, {
      headers: {
        "Set-Cookie": flashCookie(
          failed
            ? { title: "E-mailen blev ikke skiftet", message: LOGIN_LINK_TEXT.emailChangeFailed }
            : { title: LOGIN_LINK_TEXT.emailChangedTitle, message: LOGIN_LINK_TEXT.emailChanged },
        ),
      },
    });
  }
  const user = requireAccountUser(args);
  const overview = await getAccountOverview(getDb(), user.id, args.context.session?.sessionId ?? "");
  if (!overview) throw redirect(ACCOUNT_SIGN_IN_PATH);
  const [followedClubs, pushDevices] = await Promise.all([
    listFollowedClubs(getDb(), user.id),
    listAccountDevices(getDb(), user.id),
  ]);
  const account: AccountPageData = {
    ...overview,
    followedClubs: followedClubs.map(({ slug, name }) => ({ slug, name })),
    newsletters: overview.newsletters.map((n) => ({
      name: listName(n.listKey, n.clubName),
      pending: n.status === "pending",
    })),
  };
  return { account, pushDevices };
}

function answer(intent: AccountIntent, result: AuthResult) {
  const { headers: cookies, ...rest } = result as AuthResult & { headers?: Headers };
  const init = authResponseInit(result);
  const headers = new Headers(init.headers);
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  const body: AccountActionResult = result.ok
    ? { ok: true, intent, title: result.title, message: result.message }
    : {
        ok: false,
        intent,
        title: rest.title,
        message: result.message,
        fieldErrors: result.fieldErrors,
      };
  return data(body, { status: init.status, headers });
}

function refused(intent: AccountIntent, title: string, message: string, status = 400) {
  return data({ ok: false, intent, title, message } satisfies AccountActionResult, { status });
}

/** Where the reader goes once the session is gone: the sign-in page (private, so it shows the flash). */
function gone(headers: Headers, flash: { title: string; message: string }) {
  headers.append("Set-Cookie", flashCookie(flash));
  return redirect(ACCOUNT_SIGN_IN_PATH, { headers });
}

export async function action(args: Route.ActionArgs) {
  const user = requireAccountUser(args);
  const { request, context } = args;
  const form = await request.formData();
  const pushIntent = form.get("intent");
  if (isPushDeviceIntent(pushIntent)) {
    // Issue 25: the 'Notifikationer' section's forms.
    const { status, ...result } = await handleDeviceForm(getDb(), user.id, pushIntent, form);
    return data(result satisfies PushDeviceFormResult, { status });
  }
  const intent = accountIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) {
    return data(
      { ok: false, intent: "unknown", message: ACCOUNT_TEXT.unknownIntent } satisfies AccountActionResult,
      { status: 400 },
    );
  }
  const db = getDb();
  switch (intent.data) {
    case "name": {
      const parsed = parseForm(accountNameSchema, form);
      if (!parsed.ok) {
        const message = firstError(parsed.fieldErrors);
        return data(
          {
            ok: false,
            intent: "name",
            title: ACCOUNT_TEXT.nameFailedTitle,
            message,
            fieldErrors: parsed.fieldErrors,
          } satisfies AccountActionResult,
          { status: 400 },
        );
      }
      const saved = await updateReaderName(db, user.id, parsed.data.name);
      if (!saved.ok) return refused("name", ACCOUNT_TEXT.nameFailedTitle, saved.message, saved.status);
      return data({
        ok: true,
        intent: "name",
        title: ACCOUNT_TEXT.nameSavedTitle,
        message: ACCOUNT_TEXT.nameSaved,
      } satisfies AccountActionResult);
    }
    case "email":
      return answer("email", await requestEmailChange(form, request, context.clientIp, user.email));
    case "password":
      return answer(
        "password",
        await changeOwnPassword(form, request, context.clientIp, await hasPassword(db, user.id)),
      );
    case "signout-everywhere": {
      if (!parseForm(confirmedSchema, form).ok)
        return refused("signout-everywhere", "Fejl", "Bekræft handlingen");
      const headers = await signOutEverywhere(request, context.clientIp);
      return gone(headers, {
        title: LOGIN_LINK_TEXT.signedOutEverywhereTitle,
        message: LOGIN_LINK_TEXT.signedOutEverywhere,
      });
    }
    case "delete": {
      if (!parseForm(confirmedSchema, form).ok) return refused("delete", "Fejl", "Bekræft handlingen");
      const deleted = await deleteReaderAccount(db, user.id);
      if (!deleted.ok) {
        return refused("delete", ACCOUNT_TEXT.deleteFailedTitle, deleted.message, deleted.status);
      }
      return gone(await signOut(request), {
        title: ACCOUNT_TEXT.deletedTitle,
        message: ACCOUNT_TEXT.deleted,
      });
    }
  }
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { account, pushDevices } = loaderData;
  // The header's link was drawn before this page knew the name (a sign-in, a new name): redraw it.
  useEffect(() => showAccountName(account.name), [account.name]);
  const result = actionData as AccountActionResult | PushDeviceFormResult | undefined;
  const pushResult =
    result && isPushDeviceIntent(result.intent) ? (result as PushDeviceFormResult) : undefined;
  return (
    <AccountPage
      account={account}
      result={pushResult ? undefined : (result as AccountActionResult | undefined)}
      notifications={
        <PushDevicesSection
          devices={pushDevices}
          result={pushResult}
          // Issue 25: this browser's 'Få besked': no topic of its own, so it gets the account's clubs.
          bell={<AccountPushBell topics="" label="" />}
        />
      }
    />
  );
}
