import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { NewPasswordField } from "~/components/new-password-field";
import { Button } from "~/components/ui/button";
import { adminStylesheetLinks } from "~/features/admin/admin-stylesheet";
import { authResponseInit, resetPassword } from "~/features/auth/auth-actions.server";
import { AuthCard } from "~/features/auth/auth-forms";
import { readerDestination, readerForgotPasswordHref, readerSignInHref } from "~/lib/account-link";
import type { Route } from "./+types/auth-nulstil";

export const links = adminStylesheetLinks;

export function meta() {
  return [{ title: "Ny adgangskode | Forsiden" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await resetPassword(await request.formData(), context.clientIp);
  return data(result, authResponseInit(result));
}

/**
 * The password-reset link from the e-mail lands here with ?token=… A reader's reset also carries
 * `redirectTo` (a /konto or /mine-klubber target): its links lead back to the reader's sign-in.
 */
export default function ResetPasswordPage() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state !== "idle";
  const token = params.get("token") ?? "";
  const readerTarget = readerDestination(params.get("redirectTo"));
  return (
    <AuthCard title="Vælg en ny adgangskode">
      {result?.ok ? (
        <div role="status" className="space-y-4">
          <p>
            <strong>{result.title}</strong>
            <br />
            {result.message}
          </p>
          <Link
            to={readerTarget ? readerSignInHref(readerTarget) : "/auth"}
            className="font-semibold underline"
          >
            Gå til log ind
          </Link>
        </div>
      ) : !token || params.get("error") ? (
        <p role="alert" className="text-destructive">
          Linket er ugyldigt eller udløbet.{" "}
          <Link
            to={readerTarget ? readerForgotPasswordHref(readerTarget) : "/auth?visning=glemt"}
            className="underline"
          >
            Bed om et nyt.
          </Link>
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="token" value={token} />
          {/* The refusal is the alert below, not a field message (it says the same). */}
          <NewPasswordField id="new-password" label="Ny adgangskode" />
          {result && !result.ok ? (
            <p role="alert" className="text-sm text-destructive">
              {result.message}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={busy}>
            Gem ny adgangskode
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
