import { useEffect } from "react";
import { data, Form, useActionData, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import * as authorProfile from "~/features/authors/author-profile-action.server";
import { AuthorProfileForm } from "~/features/authors/author-profile-form";
import { USER_TEXT } from "~/features/users/roles";
import { userActionSchema } from "~/features/users/user-schemas";
import {
  changeUserRole,
  countAdmins,
  listUsers,
  signOutEverywhere,
  USER_LIST_LIMIT,
} from "~/features/users/users.server";
import { UsersTable } from "~/features/users/users-table";
import { type ActionResult, firstError, parseForm } from "~/lib/form";
import { privatePageMeta } from "~/lib/private-page-meta";
import { getDb } from "~/server/db/client.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/brugere";

export const meta = privatePageMeta("Brugere");

export async function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const q = params.get("q") ?? "";
  const db = getDb();
  const [users, admins, profile] = await Promise.all([
    listUsers(db, { q }),
    countAdmins(db),
    authorProfile.getAuthorProfile(db, params.get("profil")),
  ]);
  return { users, admins, q, currentUserId: admin.id, limit: USER_LIST_LIMIT, profile };
}

type UsersActionResult = ActionResult<"role" | "signout-all">;

export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  const form = await args.request.formData();
  if (form.get("intent") === "profile") {
    const userId = String(form.get("userId") ?? "");
    const { result, status, headers } = await authorProfile.handleAuthorProfileForm(form, admin, userId);
    return data(result, { status, headers });
  }
  const parsed = parseForm(userActionSchema, form);
  if (!parsed.ok) {
    return data<UsersActionResult>(
      { ok: false, message: firstError(parsed.fieldErrors) || USER_TEXT.unknownIntent },
      { status: 400 },
    );
  }
  const actor = { id: admin.id, email: admin.email };
  const result =
    parsed.data.intent === "role"
      ? await changeUserRole(getDb(), actor, { userId: parsed.data.userId, role: parsed.data.role })
      : await signOutEverywhere(getDb(), actor, parsed.data.userId);
  if (!result.ok)
    return data<UsersActionResult>({ ok: false, message: result.message }, { status: result.status });
  return data<UsersActionResult>({ ok: true, intent: parsed.data.intent, message: result.message });
}

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { users, admins, q, currentUserId, limit, profile } = loaderData;
  const profileResult =
    result?.intent === "profile" ? (result as authorProfile.ProfileActionResult) : undefined;

  useEffect(() => {
    if (!result || result.intent === "profile") return;
    if (result.ok) toast.success("Gemt", { description: result.message });
    else toast.error("Fejl", { description: result.message });
  }, [result]);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Brugere</h1>
        <p className="text-muted-foreground">
          Giv og fjern roller. Administratorer kan alt; redaktører kan arbejde med artikler, klubber,
          generatorer, analytics og logs; skribenter skriver egne kladder og sender dem til redigering;
          brugere har ingen adgang til administrationen.
        </p>
      </div>
      {profile ? (
        <AuthorProfileForm profile={profile} result={profileResult} ownerEmail={profile.email} />
      ) : null}
      {result && !profileResult ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={
            result.ok
              ? "rounded-md bg-muted p-3 text-sm"
              : "rounded-md bg-destructive/10 p-3 text-sm text-destructive"
          }
        >
          {result.message}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">Konti</h2>
          </CardTitle>
          <CardDescription>
            {admins === 1
              ? "Der er kun én administrator. Giv en anden rollen administrator, før du fjerner den."
              : `${admins} administratorer.`}{" "}
            En bruger, der mister en rolle, bliver logget ud med det samme.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Form method="get" className="flex max-w-md gap-2" role="search">
            <Input
              name="q"
              type="search"
              defaultValue={params.get("q") ?? ""}
              placeholder="Søg på e-mail"
              aria-label="Søg på e-mail"
            />
            <Button type="submit" variant="outline">
              Søg
            </Button>
          </Form>
          {users.length === 0 ? (
            <p className="text-muted-foreground">
              {q ? `Ingen brugere matcher "${q}".` : "Ingen brugere endnu."}
            </p>
          ) : (
            <UsersTable users={users} currentUserId={currentUserId} />
          )}
          {users.length >= limit ? (
            <p className="text-sm text-muted-foreground">
              Viser de første {limit}. Søg på e-mail for at finde andre.
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
