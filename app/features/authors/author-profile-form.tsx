import { ExternalLink } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { authorPath } from "~/lib/bylines";
import type { ActionResult } from "~/lib/form";
import { AUTHOR_LIMITS } from "./author-schema";

export interface AuthorProfileFormValues {
  id: string;
  name: string;
  authorSlug: string | null;
  jobTitle: string | null;
  bio: string | null;
  portrait: { url: string } | null;
}

/**
 * The author profile (issue 14): display name (the byline), author page address, title, bio and
 * portrait. Posts multipart with intent "profile"; `userId` is sent when an admin edits someone
 * else's profile on /admin/brugere.
 */
export function AuthorProfileForm({
  profile,
  result,
  ownerEmail,
}: {
  profile: AuthorProfileFormValues;
  /** The last post's answer (intent "profile"): a toast, and messages next to the fields. */
  result?: ActionResult<"profile">;
  /** Set when an admin edits someone else's profile (/admin/brugere): the form then sends `userId`. */
  ownerEmail?: string;
}) {
  const sendUserId = ownerEmail !== undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  const id = (name: string) => `profil-${name}`;
  const fieldErrors = (result && !result.ok && result.fieldErrors) || {};
  useEffect(() => {
    if (result?.ok) toast.success("Gemt", { description: result.message });
    else if (result) toast.error("Fejl", { description: result.message });
  }, [result]);
  return (
    <Card data-testid="author-profile">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{sendUserId ? `Forfatterprofil for ${ownerEmail}` : "Forfatterprofil"}</h2>
        </CardTitle>
        <CardDescription>
          {sendUserId
            ? "Visningsnavn, titel, bio og portræt, som læserne ser dem i bylines og på forfattersiden."
            : "Sådan står du i bylines og på din forfatterside. Læsere ser aldrig din e-mailadresse."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" encType="multipart/form-data" className="grid max-w-2xl gap-4" key={profile.id}>
          <input type="hidden" name="intent" value="profile" />
          {sendUserId ? <input type="hidden" name="userId" value={profile.id} /> : null}
          <Field id={id("name")} error={fieldErrors.name}>
            <FieldLabel>Visningsnavn</FieldLabel>
            <FieldControl>
              <Input name="name" defaultValue={profile.name} maxLength={AUTHOR_LIMITS.name} required />
            </FieldControl>
            <FieldError />
          </Field>
          <Field id={id("jobTitle")} error={fieldErrors.jobTitle}>
            <FieldLabel>Titel</FieldLabel>
            <FieldControl>
              <Input
                name="jobTitle"
                defaultValue={profile.jobTitle ?? ""}
                maxLength={AUTHOR_LIMITS.jobTitle}
                placeholder="Sportsjournalist"
              />
            </FieldControl>
            <FieldError />
          </Field>
          <Field id={id("authorSlug")} error={fieldErrors.authorSlug} descriptionId={id("authorSlug-hint")}>
            <FieldLabel>Adresse på forfattersiden</FieldLabel>
            <FieldControl>
              <Input
                name="authorSlug"
                defaultValue={profile.authorSlug ?? ""}
                maxLength={AUTHOR_LIMITS.slug}
                placeholder="fornavn-efternavn"
              />
            </FieldControl>
            <FieldDescription id={id("authorSlug-hint")}>
              /forfatter/… med små bogstaver, tal og bindestreger. Tom: laves ud fra navnet.
            </FieldDescription>
            <FieldError />
          </Field>
          <Field id={id("bio")} error={fieldErrors.bio}>
            <FieldLabel>Kort bio</FieldLabel>
            <FieldControl>
              <Textarea name="bio" defaultValue={profile.bio ?? ""} maxLength={AUTHOR_LIMITS.bio} rows={4} />
            </FieldControl>
            <FieldError />
          </Field>
          <Field id={id("portrait")} error={fieldErrors.portrait} descriptionId={id("portrait-hint")}>
            <FieldLabel>Portræt</FieldLabel>
            <FieldControl>
              <Input name="portrait" type="file" accept="image/jpeg,image/png,image/webp,image/gif" />
            </FieldControl>
            <FieldDescription id={id("portrait-hint")}>
              JPEG, PNG, WebP eller GIF, højst 5 MB. Vises rundt beskåret.
            </FieldDescription>
            <FieldError />
          </Field>
          {profile.portrait ? (
            <div className="flex items-center gap-3">
              <img src={profile.portrait.url} alt="" className="size-12 rounded-full object-cover" />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="removePortrait" className="size-4" />
                Fjern portrættet
              </label>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              Gem profil
            </Button>
            {profile.authorSlug ? (
              <Link
                to={authorPath(profile.authorSlug)}
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                Se forfattersiden
                <ExternalLink className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
