import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import {
  ACCOUNT_LINK_PATH,
  ACCOUNT_MARKER_COOKIE,
  ACCOUNT_PATH,
  ACCOUNT_SIGN_IN_PATH,
  callbackWithTarget,
  LINK_REFUSED_TWO_FACTOR,
  readerDestination,
} from "~/lib/account-link";
import { type AuthHookContext, loginLinkRow } from "./auth-internals.server";
import type { Queryable } from "./db/client.server";
import { user } from "./db/schema";
import { sendMail } from "./mail.server";

/*
 * Reader accounts (issue 24, ADR 0025): sign-in by a one-time e-mail link (Better Auth's magicLink
 * plugin), and the rules around it that Better Auth does not have, as one plugin so the JSON API
 * (/api/auth/*) and the /konto forms (which call auth.api.*) pass the same checks:
 * - a link request is normalised: the e-mail lower-cased, no name or callback addresses from the
 *   client (the mail links to our own page, never to an address the request chose);
 * - an account with two-factor sign-in cannot be opened by a link (the link would skip the code):
 *   it is told so by mail, and a link that is already out is refused;
 * - every new session also sets the marker cookie the header's script reads; sign-out clears it.
 */

/** How long a login link works (Better Auth's magicLink `expiresIn`, seconds). */
export const LOGIN_LINK_SECONDS = 15 * 60;
export const LOGIN_LINK_SUBJECT = "Dit login-link til Forsiden";
export const TWO_FACTOR_LINK_SUBJECT = "Log ind på Forsiden";

/** The address in the mail: our page with a button, so a mail scanner's GET does not spend the link. */
export function loginLinkUrl(publicUrl: string, token: string, redirectTo?: string | null): string {
  const target = readerDestination(redirectTo);
  const back = target ? `&redirectTo=${encodeURIComponent(target)}` : "";
  return `${publicUrl}${ACCOUNT_LINK_PATH}?token=${encodeURIComponent(token)}${back}`;
}

/** Who a link request is for: an account (with or without two-factor sign-in), or a new address. */
async function recipientOf(db: Queryable, email: string) {
  const [row] = await db
    .select({ twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return row ? (row.twoFactorEnabled ? "two-factor" : "account") : "new";
}

/**
 * The mail for a link request (Better Auth's `sendMagicLink`). The page answers the same whatever
 * happens here (enumeration-safe); only the owner of the address reads which mail it was.
 */
export async function sendLoginLinkMail(
  db: Queryable,
  publicUrl: string,
  input: { email: string; token: string; redirectTo?: string | null },
): Promise<void> {
  const kind = await recipientOf(db, input.email);
  if (kind === "two-factor") {
    await sendMail({
      to: input.email,
      subject: TWO_FACTOR_LINK_SUBJECT,
      text: `Hej\n\nDer er bedt om et login-link til din konto på Forsiden. Din konto er beskyttet med totrinsbekræftelse, så den kan ikke åbnes med et link.\n\nLog ind med e-mail, adgangskode og koden fra din godkendelsesapp her:\n${publicUrl}${ACCOUNT_SIGN_IN_PATH}\n\nHar du ikke selv bedt om det, kan du se bort fra denne mail.\n\nForsiden`,
    });
    return;
  }
  const link = loginLinkUrl(publicUrl, input.token, input.redirectTo);
  const minutes = LOGIN_LINK_SECONDS / 60;
  const text =
    kind === "new"
      ? `Hej\n\nKlik på linket for at oprette din konto på Forsiden og logge ind. Du skal kun bruge din e-mailadresse:\n${link}\n\nLinket virker i ${minutes} minutter og kan bruges én gang. Har du ikke selv bedt om det, kan du se bort fra denne mail; så bliver der ikke oprettet nogen konto.\n\nForsiden`
      : `Hej\n\nKlik på linket for at logge ind på Forsiden:\n${link}\n\nLinket virker i ${minutes} minutter og kan bruges én gang. Har du ikke selv bedt om det, kan du se bort fra denne mail.\n\nForsiden`;
  await sendMail({ to: input.email, subject: LOGIN_LINK_SUBJECT, text });
}

/**
 * Better Auth's verification mail is also the one that confirms a new address after 'Skift
 * e-mail' (the user it gets then carries the new address). Such a change is said as one, and the
 * old address is told, so a stolen session cannot move an account away unnoticed.
 */
export async function sendVerificationMail(
  db: Queryable,
  input: { user: { id: string; email: string }; url: string },
): Promise<void> {
  const [stored] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, input.user.id))
    .limit(1);
  const to = input.user.email;
  if (!stored || stored.email.toLowerCase() === to.toLowerCase()) {
    await sendMail({
      to,
      subject: "Bekræft din e-mail til Forsiden",
      text: `Hej\n\nKlik på linket for at bekræfte din e-mailadresse:\n${input.url}\n\nForsiden`,
    });
    return;
  }
  await sendMail({
    to,
    subject: "Bekræft din nye e-mailadresse til Forsiden",
    text: `Hej\n\nKlik på linket for at bruge denne adresse til din konto på Forsiden:\n${input.url}\n\nIndtil du klikker, gælder din gamle adresse. Har du ikke selv bedt om det, kan du se bort fra denne mail.\n\nForsiden`,
  });
  await sendMail({
    to: stored.email,
    subject: "Din e-mailadresse hos Forsiden skal ændres",
    text: `Hej\n\nDer er bedt om at ændre e-mailadressen på din konto hos Forsiden til ${to}. Ændringen sker først, når der er klikket på linket i mailen til den nye adresse.\n\nVar det ikke dig, så log ind og vælg 'Log ud overalt' under Min konto, og skift din adgangskode.\n\nForsiden`,
  });
}

/** The path an after-hook's answer went to: a refusal (4xx, 5xx) creates nothing. */
function failed(ctx: AuthHookContext): boolean {
  const returned = ctx.context.returned as { statusCode?: unknown } | undefined;
  return (
    returned instanceof Error && typeof returned.statusCode === "number" && Number(returned.statusCode) >= 400
  );
}

export function readerAccounts(options: { publicUrl: string; secureCookies: boolean }) {
  const marker = (maxAge: number) =>
    ({ path: "/", sameSite: "lax", httpOnly: false, secure: options.secureCookies, maxAge }) as const;
  return {
    id: "forsiden-reader-accounts",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/magic-link",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : body.email;
            // The mail links to our page (loginLinkUrl); nothing of the request is carried into it
            // but a reader's destination (a public page, or /konto…), checked again here.
            const asked = typeof body.callbackURL === "string" ? body.callbackURL : "/";
            const target = readerDestination(
              new URL(asked, options.publicUrl).searchParams.get("redirectTo"),
            );
            return {
              context: {
                body: {
                  ...body,
                  email,
                  name: "",
                  callbackURL: callbackWithTarget(ACCOUNT_PATH, target),
                  newUserCallbackURL: "/konto",
                  errorCallbackURL: ACCOUNT_SIGN_IN_PATH,
                },
              },
            };
          }),
        },
        {
          // A link must not skip the second factor: refused for an account that has it turned on
          // (it may have been turned on after the link was sent). The link is used up either way.
          matcher: (ctx) => ctx.path === "/magic-link/verify",
          handler: createAuthMiddleware(async (ctx) => {
            const token = (ctx.query as { token?: unknown } | undefined)?.token;
            if (typeof token !== "string") return;
            const row = await loginLinkRow(ctx.context, token);
            if (!row) return;
            const found = await ctx.context.internalAdapter.findUserByEmail(row.email);
            if (!(found?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled) return;
            await ctx.context.internalAdapter.deleteVerificationValue(row.id);
            throw ctx.redirect(
              `${options.publicUrl}${ACCOUNT_SIGN_IN_PATH}?error=${LINK_REFUSED_TWO_FACTOR}`,
            );
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-out",
          handler: createAuthMiddleware(async (ctx) => {
            ctx.setCookie(ACCOUNT_MARKER_COOKIE, "", marker(0));
          }),
        },
        {
          // Any new or refreshed session (sign-in, link, confirmation, 2FA code, password change).
          matcher: (ctx) => ctx.path !== "/sign-out",
          handler: createAuthMiddleware(async (ctx) => {
            const fresh = ctx.context.newSession;
            if (!fresh || failed(ctx)) return;
            // A password that needs a second factor: Better Auth dropped the session again.
            if ((ctx.context.returned as { twoFactorRedirect?: unknown } | undefined)?.twoFactorRedirect)
              return;
            const seconds = (new Date(fresh.session.expiresAt).getTime() - Date.now()) / 1000;
            ctx.setCookie(ACCOUNT_MARKER_COOKIE, "1", marker(seconds));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
