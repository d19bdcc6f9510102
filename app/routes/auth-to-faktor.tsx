import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { authResponseInit, verifySecondFactor } from "~/features/auth/auth-actions.server";
import { AUTH_TEXT } from "~/features/auth/auth-messages";
import type { FieldErrors } from "~/features/auth/auth-schemas";
import { safeRedirect } from "~/lib/safe-redirect";
import { SESSION_COOKIE_PREFIX } from "~/server/auth.server";
import { flashCookie } from "~/server/flash.server";
import type { Route } from "./+types/auth-to-faktor";

export function meta() {
  return [{ title: "Totrinsbekræftelse | Forsiden" }, { name: "robots", content: "noindex" }];
}

function hasTwoFactorCookie(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.two_factor=`).test(cookie);
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
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl font-black">{AUTH_TEXT.twoFactorTitle}</h1>
          </CardTitle>
          <CardDescription>
            {useBackup
              ? "Skriv en af dine backup-koder. Hver kode kan kun bruges én gang."
              : "Skriv den 6-cifrede kode fra din godkendelsesapp."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {busy ? (
            <p className="mb-4 text-sm text-muted-foreground" role="status">
              {AUTH_TEXT.loading}
            </p>
          ) : null}
          <Form method="post" className="space-y-4">
            <input type="hidden" name="method" value={useBackup ? "backup" : "totp"} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <div className="space-y-2">
              <Label htmlFor="two-factor-code">{useBackup ? "Backup-kode" : "Kode"}</Label>
              <Input
                id="two-factor-code"
                name="code"
                required
                autoFocus
                autoComplete="one-time-code"
                {...(useBackup
                  ? { placeholder: "xxxxx-xxxxx" }
                  : {
                      inputMode: "numeric" as const,
                      pattern: "[0-9 ]*",
                      maxLength: 7,
                      placeholder: "123456",
                    })}
                aria-invalid={fieldErrors.code ? true : undefined}
                aria-describedby={fieldErrors.code ? "two-factor-code-error" : undefined}
              />
              {fieldErrors.code ? (
                <p id="two-factor-code-error" className="text-sm text-destructive">
                  {fieldErrors.code}
                </p>
              ) : null}
            </div>
            {result && !result.ok && !fieldErrors.code ? (
              <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
                <strong>{result.title}</strong>
                <br />
                {result.message}
              </p>
            ) : null}
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
        </CardContent>
      </Card>
    </main>
  );
}
