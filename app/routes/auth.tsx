import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast";
import { authResponseInit, requestPasswordReset, signIn, signUp } from "~/features/auth/auth-actions.server";
import { AUTH_TEXT } from "~/features/auth/auth-messages";
import type { FieldErrors } from "~/features/auth/auth-schemas";
import { safeRedirect } from "~/lib/safe-redirect";
import { flashCookie } from "~/server/flash.server";
import type { Route } from "./+types/auth";

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

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

export default function AuthPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state !== "idle";
  // Only a safe target is carried on through the form and the links.
  const redirectTo = safeRedirect(params.get("redirectTo"));
  const view = params.get("visning");
  const defaultTab = view === "opret" || result?.intent === "signup" ? "signup" : "signin";
  const fieldErrors: FieldErrors =
    result && !result.ok && "fieldErrors" in result ? (result.fieldErrors ?? {}) : {};

  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.title, { description: result.message });
    else toast.error(result.title, { description: result.message });
  }, [result]);

  const status = result ? (
    <p
      role={result.ok ? "status" : "alert"}
      className={
        result.ok
          ? "rounded-md bg-muted p-3 text-sm"
          : "rounded-md bg-destructive/10 p-3 text-sm text-destructive"
      }
    >
      <strong>{result.title}</strong>
      <br />
      {result.message}
    </p>
  ) : null;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl font-black">
              <Link to="/">Forsiden</Link>
            </h1>
          </CardTitle>
          <CardDescription>Log ind for at skrive og redigere artikler.</CardDescription>
        </CardHeader>
        <CardContent>
          {busy ? (
            <p className="mb-4 text-sm text-muted-foreground" role="status">
              {AUTH_TEXT.loading}
            </p>
          ) : null}
          {view === "glemt" ? (
            <Form method="post" className="space-y-4" noValidate={false}>
              <input type="hidden" name="intent" value="forgot" />
              <h2 className="text-lg font-bold">Glemt adgangskode?</h2>
              <p className="text-sm text-muted-foreground">
                Skriv din e-mail, så sender vi et link til en ny adgangskode.
              </p>
              <div className="space-y-2">
                <Label htmlFor="forgot-email">E-mail</Label>
                <Input id="forgot-email" name="email" type="email" autoComplete="email" required />
                <FieldError id="forgot-email-error" message={fieldErrors.email} />
              </div>
              {result?.intent === "forgot" ? status : null}
              <Button type="submit" className="w-full" disabled={busy}>
                Send link
              </Button>
              <Link
                to={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`}
                className="block text-center text-sm underline"
              >
                Tilbage til log ind
              </Link>
            </Form>
          ) : (
            <Tabs defaultValue={defaultTab}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="signin">Log ind</TabsTrigger>
                <TabsTrigger value="signup">Opret konto</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <Form method="post" className="mt-4 space-y-4">
                  <input type="hidden" name="intent" value="signin" />
                  <input type="hidden" name="redirectTo" value={redirectTo} />
                  <div className="space-y-2">
                    <Label htmlFor="signin-email">E-mail</Label>
                    <Input id="signin-email" name="email" type="email" autoComplete="email" required />
                    {result?.intent === "signin" ? (
                      <FieldError id="signin-email-error" message={fieldErrors.email} />
                    ) : null}
                  </div>
                  <div className="space-y-2">
                    <Label htmlFor="signin-password">Adgangskode</Label>
                    <Input
                      id="signin-password"
                      name="password"
                      type="password"
                      autoComplete="current-password"
                      required
                    />
                    {result?.intent === "signin" ? (
                      <FieldError id="signin-password-error" message={fieldErrors.password} />
                    ) : null}
                  </div>
                  {result?.intent === "signin" ? status : null}
                  <Button type="submit" className="w-full" disabled={busy}>
                    Log ind
                  </Button>
                  <Link
                    to={`/auth?visning=glemt&redirectTo=${encodeURIComponent(redirectTo)}`}
                    className="block text-center text-sm underline"
                  >
                    Glemt adgangskode?
                  </Link>
                </Form>
              </TabsContent>
              <TabsContent value="signup">
                <Form method="post" className="mt-4 space-y-4">
                  <input type="hidden" name="intent" value="signup" />
                  <div className="space-y-2">
                    <Label htmlFor="signup-email">E-mail</Label>
                    <Input id="signup-email" name="email" type="email" autoComplete="email" required />
                    {result?.intent === "signup" ? (
                      <FieldError id="signup-email-error" message={fieldErrors.email} />
                    ) : null}
                  </div>
                  <div className="space-y-2">
                    <Label htmlFor="signup-password">Adgangskode</Label>
                    <Input
                      id="signup-password"
                      name="password"
                      type="password"
                      autoComplete="new-password"
                      minLength={6}
                      required
                    />
                    <p className="text-xs text-muted-foreground">Mindst 6 tegn.</p>
                    {result?.intent === "signup" ? (
                      <FieldError id="signup-password-error" message={fieldErrors.password} />
                    ) : null}
                  </div>
                  {result?.intent === "signup" ? status : null}
                  <Button type="submit" className="w-full" disabled={busy}>
                    Opret konto
                  </Button>
                </Form>
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
