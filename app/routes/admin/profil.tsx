import { useEffect } from "react";
import { data } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { AUTH_TEXT } from "~/features/auth/auth-messages";
import { type AuthGate, gateAuthAttempt } from "~/features/auth/auth-rate-limits.server";
import * as authorProfile from "~/features/authors/author-profile-action.server";
import { AuthorProfileForm } from "~/features/authors/author-profile-form";
import { ROLE_LABELS } from "~/features/users/roles";
import {
  confirmTwoFactorSetup,
  describeSetup,
  disableTwoFactor,
  startTwoFactorSetup,
} from "~/features/users/two-factor.server";
import { TwoFactorPanel, type TwoFactorPanelResult } from "~/features/users/two-factor-panel";
import { TWO_FACTOR_TEXT } from "~/features/users/two-factor-text";
import { passwordConfirmSchema, totpConfirmSchema } from "~/features/users/user-schemas";
import { DISPLAY_NAME_TEXT } from "~/lib/bylines";
import { firstError, parseForm } from "~/lib/form";
import { privatePageMeta } from "~/lib/private-page-meta";
import { needsDisplayName } from "~/server/author-identity.server";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/profil";

export const meta = privatePageMeta("Min profil");

export async function loader(args: Route.LoaderArgs) {
  const user = requireStaff(args);
  const db = getDb();
  const [profile, needsName] = await Promise.all([
    authorProfile.getAuthorProfile(db, user.id),
    needsDisplayName(db, user.id),
  ]);
  return { email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled, profile, needsName };
}

function fail(intent: string, message: string, status = 400, extra: Partial<TwoFactorPanelResult> = {}) {
  return data({ ok: false, intent, message, ...extra } as TwoFactorPanelResult, { status });
}

/** Rate limits (ADR 0011): the same rules as Better Auth's password and code endpoints. */
function limited(intent: string, gate: Extract<AuthGate, { ok: false }>) {
  const message = gate.status === 503 ? AUTH_TEXT.unknownError : AUTH_TEXT.tooManyAttempts;
  return data({ ok: false, intent, message } as TwoFactorPanelResult, {
    status: gate.status,
    headers: { "Retry-After": String(gate.retryAfterSeconds) },
  });
}

export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  const formData = await args.request.formData();
  const form = Object.fromEntries(formData);
  const intent = String(form.intent ?? "");
  const actor = { id: user.id, email: user.email };
  if (intent === "profile") {
    const { result, status, headers } = await authorProfile.handleAuthorProfileForm(formData, actor, user.id);
    return data(result, { status, headers });
  }

  if (intent === "start" || intent === "disable") {
    const parsed = parseForm(passwordConfirmSchema, form);
    if (!parsed.ok) return fail(intent, firstError(parsed.fieldErrors));
    const gate = await gateAuthAttempt("password-check", { ip: args.context.clientIp });
    if (!gate.ok) return limited(intent, gate);
    if (intent === "start") {
      const result = await startTwoFactorSetup(args.request, parsed.data.password);
      await gate.finish(result.ok);
      if (!result.ok) return fail(intent, result.message, result.status);
      const { ok: _ok, ...setup } = result;
      return data({
        ok: true,
        intent: "start",
        message: TWO_FACTOR_TEXT.started,
        setup,
      } as TwoFactorPanelResult);
    }
    const result = await disableTwoFactor(args.request, actor, parsed.data.password);
    await gate.finish(result.ok);
    if (!result.ok) return fail(intent, result.message, result.status);
    return data({ ok: true, intent: "disable", message: TWO_FACTOR_TEXT.disabled } as TwoFactorPanelResult, {
      headers: result.headers,
    });
  }

  if (intent === "confirm") {
    const parsed = parseForm(totpConfirmSchema, form);
    const uri =
      typeof form.totpURI === "string" && form.totpURI.startsWith("otpauth://totp/") ? form.totpURI : null;
    const codes = typeof form.backupCodes === "string" ? form.backupCodes.split(",").filter(Boolean) : [];
    // On a wrong code the same secret is shown again, so the user can simply try the next code.
    const setup = uri ? await describeSetup(uri, codes) : undefined;
    if (!parsed.ok) return fail(intent, firstError(parsed.fieldErrors), 400, { setup });
    const gate = await gateAuthAttempt("second-factor", { ip: args.context.clientIp });
    if (!gate.ok) return limited(intent, gate);
    const result = await confirmTwoFactorSetup(args.request, actor, parsed.data.code);
    if (!result.ok) return fail(intent, result.message, result.status, { setup });
    return data({ ok: true, intent: "confirm", message: TWO_FACTOR_TEXT.enabled } as TwoFactorPanelResult, {
      headers: result.headers,
    });
  }
  return fail(intent, "Ukendt handling");
}

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  const posted = actionData as TwoFactorPanelResult | authorProfile.ProfileActionResult | undefined;
  const profileResult =
    posted?.intent === "profile" ? (posted as authorProfile.ProfileActionResult) : undefined;
  const result = profileResult ? undefined : (posted as TwoFactorPanelResult | undefined);
  useEffect(() => {
    if (!result) return;
    if (result.ok && result.intent === "confirm") toast.success(TWO_FACTOR_TEXT.enabledTitle);
    else if (result.ok && result.intent === "disable") toast.success(TWO_FACTOR_TEXT.disabledTitle);
    else if (!result.ok) toast.error("Fejl", { description: result.message });
  }, [result]);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Min profil</h1>
        <p className="text-muted-foreground">Din konto og dine log ind-indstillinger.</p>
      </div>
      {loaderData.needsName ? (
        <p
          role="alert"
          data-testid="profile-prompt"
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          {DISPLAY_NAME_TEXT.profilePrompt}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">Konto</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">E-mail</dt>
            <dd className="break-all">{loaderData.email}</dd>
            <dt className="font-semibold">Rolle</dt>
            <dd>{ROLE_LABELS[loaderData.role]}</dd>
          </dl>
        </CardContent>
      </Card>
      {loaderData.profile ? <AuthorProfileForm profile={loaderData.profile} result={profileResult} /> : null}
      <TwoFactorPanel enabled={loaderData.twoFactorEnabled} result={result} />
    </div>
  );
}
