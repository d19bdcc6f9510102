import { data, redirect, useActionData, useNavigation } from "react-router";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { authResponseInit, signIn } from "~/features/auth/auth-actions.server";
import { loginLinkErrorMessage } from "~/features/auth/auth-messages";
import { requestLoginLink } from "~/features/auth/reader-auth.server";
import { ReaderSignIn } from "~/features/auth/reader-sign-in";
import { ACCOUNT_PATH, readerDestination } from "~/lib/account-link";
import { flashCookie } from "~/server/flash.server";
import type { Route } from "./+types/konto-log-ind";

export function meta() {
  return [{ title: "Log ind | Forsiden" }, { name: "robots", content: "noindex" }];
}

/**
 * Signed in already: the account. A refused link comes back here with `?error=`. A reader's
 * destination in `?redirectTo=` is where signing in ends (by password, or by the mailed link, which
 * carries it), and goes on with 'Glemt adgangskode?'.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (context.session) throw redirect(ACCOUNT_PATH);
  const params = new URL(request.url).searchParams;
  const error = params.get("error");
  return {
    notice: error ? loginLinkErrorMessage(error) : null,
    target: readerDestination(params.get("redirectTo")) ?? ACCOUNT_PATH,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "link") {
    const result = await requestLoginLink(form, request, context.clientIp);
    return data({ intent, ...result }, authResponseInit(result));
  }
  if (intent === "password") {
    const result = await signIn(form, request, context.clientIp);
    if (!result.ok) return data({ intent, ...result }, authResponseInit(result));
    const headers = new Headers(result.headers);
    // Back to the page the reader came from ('Følg' on a club page), else the account.
    const target = readerDestination(form.get("redirectTo")) ?? ACCOUNT_PATH;
    // An account with two-factor sign-in: the code next, then the page.
    if (result.twoFactor) {
      return redirect(`/auth/to-faktor?redirectTo=${encodeURIComponent(target)}`, { headers });
    }
    headers.append("Set-Cookie", flashCookie({ title: result.title, message: result.message }));
    return redirect(target, { headers });
  }
  return data({ intent: "unknown", ok: false, title: "Fejl", message: "Ukendt handling" }, { status: 400 });
}

export default function ReaderSignInPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  useActionResultToast(result);
  return <ReaderSignIn result={result} busy={busy} notice={loaderData.notice} target={loaderData.target} />;
}
