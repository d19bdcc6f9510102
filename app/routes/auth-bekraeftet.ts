import { redirect } from "react-router";
import { AUTH_TEXT } from "~/features/auth/auth-messages";
import { flashCookie } from "~/server/flash.server";
import type { Route } from "./+types/auth-bekraeftet";

/**
 * The confirmation link's landing (Better Auth verifies the address, signs the reader in and
 * redirects here): on to the front page with the toast 'Din e-mail er bekræftet'. A bad or expired
 * link comes back with `?error=…` and goes to /auth with the reason.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get("error");
  if (error) {
    throw redirect("/auth", {
      headers: {
        "Set-Cookie": flashCookie({ title: AUTH_TEXT.verifyFailedTitle, message: AUTH_TEXT.verifyFailed }),
      },
    });
  }
  // Signed in by the link: the front page. Without a session the front page would come from the
  // page cache (no flash there), so the reader is asked to sign in instead.
  const signedIn = Boolean(context.session);
  throw redirect(signedIn ? "/" : "/auth", {
    headers: {
      "Set-Cookie": flashCookie({
        title: AUTH_TEXT.emailVerifiedTitle,
        message: signedIn ? AUTH_TEXT.emailVerified : AUTH_TEXT.emailVerifiedSignIn,
      }),
    },
  });
}
