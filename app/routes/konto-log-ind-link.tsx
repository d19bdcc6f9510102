import { data, redirect, useActionData, useNavigation } from "react-router";
import { authResponseInit } from "~/features/auth/auth-actions.server";
import { LOGIN_LINK_TEXT } from "~/features/auth/auth-messages";
import { loginTokenSchema } from "~/features/auth/auth-schemas";
import { spendLoginLink } from "~/features/auth/reader-auth.server";
import { LoginLinkConfirm } from "~/features/auth/reader-sign-in";
import { ACCOUNT_PATH, readerDestination } from "~/lib/account-link";
import { flashCookie } from "~/server/flash.server";
import type { Route } from "./+types/konto-log-ind-link";

export function meta() {
  return [{ title: "Log ind med dit link | Forsiden" }, { name: "robots", content: "noindex" }];
}

/**
 * The mailed login link lands here (ADR 0025). Opening it spends nothing: mail scanners fetch
 * links before the reader does. The button posts the token, and that signs in.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = loginTokenSchema.safeParse({ token: params.get("token") ?? "" });
  return {
    token: parsed.success ? parsed.data.token : null,
    // The page the link was asked for from ('Følg' on a club page): signing in ends there.
    target: readerDestination(params.get("redirectTo")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await spendLoginLink(form, request, context.clientIp);
  if (!result.ok) return data(result, authResponseInit(result));
  const headers = new Headers(result.headers);
  headers.append(
    "Set-Cookie",
    flashCookie(
      result.newAccount
        ? { title: LOGIN_LINK_TEXT.createdTitle, message: LOGIN_LINK_TEXT.created }
        : { title: LOGIN_LINK_TEXT.signedInTitle, message: LOGIN_LINK_TEXT.signedIn },
    ),
  );
  return redirect(readerDestination(form.get("redirectTo")) ?? ACCOUNT_PATH, { headers });
}

export default function LoginLinkPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return <LoginLinkConfirm token={loaderData.token} target={loaderData.target} result={result} busy={busy} />;
}
