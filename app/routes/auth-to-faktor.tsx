import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { adminStylesheetLinks } from "~/features/admin/admin-stylesheet";
import { authResponseInit, verifySecondFactor } from "~/features/auth/auth-actions.server";
import { AuthCard, AuthStatus } from "~/features/auth/auth-forms";
import { AUTH_TEXT } from "~/features/auth/auth-messages";
import type { FieldErrors } from "~/lib/form";
import { safeRedirect } from "~/lib/safe-redirect";
import { twoFactorCookieValue } from "~/server/auth-internals.server";
import { flashCookie } from "~/server/flash.server";
import type { Route } from "./+types/auth-to-faktor";

export const links = adminStylesheetLinks;

export function meta() {
  return [{ title: "Totrinsbekræftelse | Forsiden" }, { name: "robots", content: "noindex" }];
}

function hasTwoFactorCookie(request: Request): boolean {
  return twoFactorCookieValue(request.headers.get("cookie")) !== null;
}

/** Only reachable between the password step and the code: signed in → onwards; no pending sign-in → /auth. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (context.session) throw redirect(redirectTo);
  if (!hasTwoFactorCookie(request)) throw redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await verifySecondFactor(form, request, context.clientIp);
  if (!result.ok) return data(result, authResponseInit(result));
  const headers = new Headers(result.headers);
  headers.append("Set-Cookie", flashCookie({ title: result.title, message: result.message }));
  return redirect(safeRedirect(form.get("redirectTo")), { headers });
}

export default function TwoFactorPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state !== "idle";
  const { redirectTo } = loaderData;
  const useBackup = params.get("metode") === "backup";
  const fieldErrors: FieldErrors = result && "fieldErrors" in result ? (result.fieldErrors ?? {}) : {};
  const base = `/auth/to-faktor?redirectTo=${encodeURIComponent(redirectTo)}`;

  useEffect(() => {
    if (result && !result.ok) toast.error(result.title, { description: result.message });
  }, [result]);

  return (
    <AuthCard
      title={AUTH_TEXT.twoFactorTitle}
      description={
        useBackup
          ? "Skriv en af dine backup-koder. Hver kode kan kun bruges én gang."
          : "Skriv den 6-cifrede kode fra din godkendelsesapp."
      }
      busy={busy}
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="method" value={useBackup ? "backup" : "totp"} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field id="two-factor-code" error={fieldErrors.code}>
          <FieldLabel>{useBackup ? "Backup-kode" : "Kode"}</FieldLabel>
          <FieldControl>
            <Input
              name="code"
              required
              autoFocus
              autoComplete="one-time-code"
              {...(useBackup
                ? { placeholder: "xxxxx-xxxxx" }
                : { inputMode: "numeric" as const, pattern: "[0-9 ]*", maxLength: 7, placeholder: "123456" })}
            />
          </FieldControl>
          <FieldError />
        </Field>
        {result && !result.ok && !fieldErrors.code ? <AuthStatus result={result} /> : null}
        <Button type="submit" className="w-full" disabled={busy}>
          Bekræft
        </Button>
      </Form>
      <div className="mt-4 flex flex-col gap-2 text-center text-sm">
        <Link to={useBackup ? base : `${base}&metode=backup`} className="underline">
          {useBackup ? "Brug koden fra godkendelsesappen" : "Brug en backup-kode"}
        </Link>
        <Link to={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`} className="underline">
          Tilbage til log ind
        </Link>
      </div>
    </AuthCard>
  );
}
