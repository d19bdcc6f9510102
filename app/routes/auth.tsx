import { useEffect } from "react";
import { data, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { adminStylesheetLinks } from "~/features/admin/admin-stylesheet";
import { authResponseInit, requestPasswordReset, signIn, signUp } from "~/features/auth/auth-actions.server";
import { AuthCard, AuthForms } from "~/features/auth/auth-forms";
import { AUTH_TEXT } from "~/features/auth/auth-messages";
import { safeRedirect } from "~/lib/safe-redirect";
import { flashCookie } from "~/server/flash.server";
import type { Route } from "./+types/auth";

export const links = adminStylesheetLinks;

export function meta() {
  return [{ title: "Log ind | Forsiden" }, { name: "robots", content: "noindex" }];
}

/** Spec §2: a signed-in user is sent to /admin (or where they were going). */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (context.session) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "signin") {
    const result = await signIn(form, request, context.clientIp);
    if (!result.ok) return data({ intent, ...result }, authResponseInit(result));
    const redirectTo = safeRedirect(form.get("redirectTo"));
    const headers = new Headers(result.headers);
    // TOTP users: the password was right, Better Auth set its short-lived two-factor cookie.
    if (result.twoFactor) {
      return redirect(`/auth/to-faktor?redirectTo=${encodeURIComponent(redirectTo)}`, { headers });
    }
    headers.append("Set-Cookie", flashCookie({ title: result.title, message: result.message }));
    return redirect(redirectTo, { headers });
  }
  if (intent === "signup") {
    const result = await signUp(form, request, context.clientIp);
    return data({ intent, ...result }, authResponseInit(result));
  }
  if (intent === "forgot") {
    const result = await requestPasswordReset(form, request, context.clientIp);
    return data({ intent, ...result }, authResponseInit(result));
  }
  return data({ intent: "unknown", ok: false, title: "Fejl", message: "Ukendt handling" }, { status: 400 });
}

export default function AuthPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  // Only a safe target is carried on through the form and the links.
  const redirectTo = safeRedirect(params.get("redirectTo"));

  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.title, { description: result.message });
    else toast.error(result.title, { description: result.message });
  }, [result]);

  return (
    <AuthCard title={<Link to="/">Forsiden</Link>} description={AUTH_TEXT.cardDescription} busy={busy}>
      <AuthForms view={params.get("visning")} result={result} busy={busy} redirectTo={redirectTo} />
    </AuthCard>
  );
}
