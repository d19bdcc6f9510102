import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { CLUB_COUNTRIES } from "~/lib/club-countries";
import type { AdminClub } from "./club-admin-list";
import {
  CLUB_LIMITS,
  CLUB_TEXT,
  type ClubActionResult,
  type ClubFieldErrors,
  type ClubFormValues,
  cleanClubSlug,
  clubFormValues,
  clubSlugFromName,
  FOUNDED_MAX,
  FOUNDED_MIN,
  leagueChoices,
  parseClubForm,
} from "./club-admin-schema";
import { ClubLogo } from "./club-logo";

const MAX_LOGO_BYTES = 5 * 1024 * 1024;
const LOGO_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

function initialValues(club: AdminClub | null): ClubFormValues {
  return {
    name: club?.name ?? "",
    shortName: club?.shortName ?? "",
    slug: club?.slug ?? "",
    description: club?.description ?? "",
    website: club?.website ?? "",
    stadium: club?.stadium ?? "",
    location: club?.location ?? "",
    founded: club?.founded == null ? "" : String(club.founded),
    country: club?.country ?? "",
    league: club?.league ?? "",
  };
}

/** Spec §5 image checks in the browser (the server decodes the file again). */
function logoProblem(file: File | null): string | null {
  if (!file || file.size === 0) return null;
  if (!file.type.startsWith("image/")) return "Kun billedfiler er tilladt";
  if (file.size > MAX_LOGO_BYTES) return "Billede må maksimalt være 5MB";
  return null;
}

/**
 * Spec §2/§4 club dialog: edit (club given) or create (null). Saving is pending while the request
 * runs; success closes the dialog (the page's lists revalidate), failure keeps it open with the
 * message in a toast and in the dialog.
 */
export function ClubDialog({ club, onClose }: { club: AdminClub | null; onClose: () => void }) {
  const editing = club !== null;
  const fetcher = useFetcher<ClubActionResult>();
  const [values, setValues] = useState(() => initialValues(club));
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<ClubFieldErrors>({});
  const [alert, setAlert] = useState<{ message: string; description?: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const handled = useRef<ClubActionResult | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(result.message);
      onClose();
      return;
    }
    setErrors(result.fieldErrors ?? {});
    setAlert({ message: result.message, description: result.description });
    toast.error(result.message, result.description ? { description: result.description } : undefined);
  }, [result, onClose]);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const set = (field: keyof ClubFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const leagues = leagueChoices(values.country);
  // A stored league outside the country's list stays visible, so the editor sees what is refused.
  const leagueOptions =
    values.league && !leagues.includes(values.league) ? [values.league, ...leagues] : leagues;
  const failText = (reason: string) =>
    editing ? CLUB_TEXT.updateFailed(reason) : CLUB_TEXT.createFailed(reason);
  const id = (name: string) => `klub-${name}`;

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? `Rediger ${club.name}` : "Opret klub"}</DialogTitle>
          <DialogDescription>
            Navn, land og liga skal udfyldes. Ligaerne afhænger af det valgte land.
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          action="/admin/clubs"
          encType="multipart/form-data"
          noValidate
          className="grid gap-4"
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget);
            const parsed = parseClubForm(clubFormValues(form));
            const logo = form.get("logo");
            const fileProblem = logoProblem(logo instanceof File ? logo : null);
            if (!parsed.ok || fileProblem) {
              event.preventDefault();
              if (fileProblem && parsed.ok) {
                const message = editing ? CLUB_TEXT.processFailed : CLUB_TEXT.createFailed(fileProblem);
                setErrors({ logo: fileProblem });
                setAlert({ message, description: fileProblem });
                toast.error(message, { description: fileProblem });
                return;
              }
              const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
              if (fileProblem) fieldErrors.logo = fileProblem;
              const reason = parsed.ok ? (fileProblem ?? "") : parsed.message;
              setErrors(fieldErrors);
              setAlert({ message: failText(reason), description: reason });
              toast.error(failText(reason), { description: reason });
              return;
            }
            setErrors({});
            setAlert(null);
          }}
        >
          <input type="hidden" name="intent" value={editing ? "update" : "create"} />
          {editing ? (
            <>
              <input type="hidden" name="id" value={club.id} />
              <input type="hidden" name="updatedAt" value={new Date(club.updatedAt).toISOString()} />
            </>
          ) : null}

          {alert ? (
            <div
              role="alert"
              data-testid="club-dialog-error"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
            >
              <p className="font-medium text-destructive">{alert.message}</p>
              {alert.description && alert.description !== alert.message ? <p>{alert.description}</p> : null}
            </div>
          ) : null}

          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={id("name")}
              errorId={`${id("name")}-fejl`}
              error={errors.name}
              className="grid content-start gap-2"
            >
              <FieldLabel>
                Navn
                <span aria-hidden className="text-destructive">
                  *
                </span>
              </FieldLabel>
              <FieldControl>
                <Input
                  name="name"
                  value={values.name}
                  maxLength={CLUB_LIMITS.name}
                  required
                  onChange={(e) => {
                    const name = e.currentTarget.value;
                    setValues((v) => ({
                      ...v,
                      name,
                      slug: editing || slugTouched ? v.slug : clubSlugFromName(name),
                    }));
                  }}
                />
              </FieldControl>
              <FieldError />
            </Field>
            <Field
              id={id("shortName")}
              errorId={`${id("shortName")}-fejl`}
              error={errors.shortName}
              className="grid content-start gap-2"
            >
              <FieldLabel>Kort navn</FieldLabel>
              <FieldControl>
                <Input
                  name="shortName"
                  value={values.shortName}
                  maxLength={CLUB_LIMITS.shortName}
                  onChange={(e) => set("shortName", e.currentTarget.value)}
                />
              </FieldControl>
              <FieldError />
            </Field>
          </div>

          {editing ? (
            <p className="text-sm text-muted-foreground">
              Klubsiden: <span className="font-mono">/klubber/{club.slug}</span>
            </p>
          ) : (
            <Field
              id={id("slug")}
              errorId={`${id("slug")}-fejl`}
              error={errors.slug}
              descriptionId={`${id("slug")}-hint`}
              className="grid content-start gap-2"
            >
              <FieldLabel>Adresse</FieldLabel>
              <FieldControl>
                <Input
                  name="slug"
                  value={values.slug}
                  maxLength={CLUB_LIMITS.slug}
                  onChange={(e) => {
                    const slug = cleanClubSlug(e.currentTarget.value);
                    setSlugTouched(e.currentTarget.value !== "");
                    set("slug", e.currentTarget.value === "" ? clubSlugFromName(values.name) : slug);
                  }}
                />
              </FieldControl>
              <FieldDescription>Klubsiden får adressen /klubber/{values.slug || "…"}</FieldDescription>
              <FieldError />
            </Field>
          )}

          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={id("country")}
              errorId={`${id("country")}-fejl`}
              error={errors.country}
              className="grid content-start gap-2"
            >
              <FieldLabel>
                Land
                <span aria-hidden className="text-destructive">
                  *
                </span>
              </FieldLabel>
              <FieldControl>
                <NativeSelect
                  name="country"
                  value={values.country}
                  required
                  onChange={(e) => {
                    const country = e.currentTarget.value;
                    setValues((v) => ({
                      ...v,
                      country,
                      league: leagueChoices(country).includes(v.league) ? v.league : "",
                    }));
                  }}
                >
                  <NativeSelectOption value="">Vælg land</NativeSelectOption>
                  {CLUB_COUNTRIES.map((country) => (
                    <NativeSelectOption key={country} value={country}>
                      {country}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </FieldControl>
              <FieldError />
            </Field>
            <Field
              id={id("league")}
              errorId={`${id("league")}-fejl`}
              error={errors.league}
              className="grid content-start gap-2"
            >
              <FieldLabel>
                Liga
                <span aria-hidden className="text-destructive">
                  *
                </span>
              </FieldLabel>
              <FieldControl>
                <NativeSelect
                  name="league"
                  value={values.league}
                  required
                  disabled={!values.country}
                  onChange={(e) => set("league", e.currentTarget.value)}
                >
                  <NativeSelectOption value="">
                    {values.country ? "Vælg liga" : "Vælg først et land"}
                  </NativeSelectOption>
                  {leagueOptions.map((league) => (
                    <NativeSelectOption key={league} value={league}>
                      {league}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </FieldControl>
              <FieldError />
            </Field>
          </div>

          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              id={id("stadium")}
              errorId={`${id("stadium")}-fejl`}
              error={errors.stadium}
              className="grid content-start gap-2"
            >
              <FieldLabel>Stadion</FieldLabel>
              <FieldControl>
                <Input
                  name="stadium"
                  value={values.stadium}
                  maxLength={CLUB_LIMITS.stadium}
                  onChange={(e) => set("stadium", e.currentTarget.value)}
                />
              </FieldControl>
              <FieldError />
            </Field>
            <Field
              id={id("location")}
              errorId={`${id("location")}-fejl`}
              error={errors.location}
              className="grid content-start gap-2"
            >
              <FieldLabel>By</FieldLabel>
              <FieldControl>
                <Input
                  name="location"
                  value={values.location}
                  maxLength={CLUB_LIMITS.location}
                  onChange={(e) => set("location", e.currentTarget.value)}
                />
              </FieldControl>
              <FieldError />
            </Field>
            <Field
              id={id("founded")}
              errorId={`${id("founded")}-fejl`}
              error={errors.founded}
              className="grid content-start gap-2"
            >
              <FieldLabel>Stiftet</FieldLabel>
              <FieldControl>
                <Input
                  name="founded"
                  type="number"
                  inputMode="numeric"
                  min={FOUNDED_MIN}
                  max={FOUNDED_MAX}
                  step={1}
                  value={values.founded}
                  onChange={(e) => set("founded", e.currentTarget.value)}
                />
              </FieldControl>
              <FieldError />
            </Field>
          </div>

          <Field
            id={id("website")}
            errorId={`${id("website")}-fejl`}
            error={errors.website}
            className="grid content-start gap-2"
          >
            <FieldLabel>Hjemmeside</FieldLabel>
            <FieldControl>
              <Input
                name="website"
                type="url"
                inputMode="url"
                placeholder="www.klub.dk"
                value={values.website}
                maxLength={CLUB_LIMITS.website + 8}
                onChange={(e) => set("website", e.currentTarget.value)}
              />
            </FieldControl>
            <FieldError />
          </Field>

          <Field
            id={id("description")}
            errorId={`${id("description")}-fejl`}
            error={errors.description}
            className="grid content-start gap-2"
          >
            <FieldLabel>Beskrivelse</FieldLabel>
            <FieldControl>
              <Textarea
                name="description"
                rows={5}
                value={values.description}
                maxLength={CLUB_LIMITS.description}
                onChange={(e) => set("description", e.currentTarget.value)}
              />
            </FieldControl>
            <FieldError />
          </Field>

          <Field
            id={id("logo")}
            errorId={`${id("logo")}-fejl`}
            error={errors.logo}
            descriptionId={`${id("logo")}-hint`}
            className="grid content-start gap-2"
          >
            <FieldLabel>Logo</FieldLabel>
            <div className="flex flex-wrap items-center gap-4">
              {preview ? (
                <img
                  src={preview}
                  alt="Valgt logo"
                  width={56}
                  height={56}
                  className="size-14 object-contain"
                />
              ) : club && !removeLogo ? (
                <ClubLogo club={club} size={56} showFailureText={false} />
              ) : null}
              <div className="grid min-w-0 flex-1 gap-2">
                <FieldControl>
                  <Input
                    name="logo"
                    type="file"
                    accept={LOGO_ACCEPT}
                    onChange={(e) => {
                      const file = e.currentTarget.files?.[0] ?? null;
                      setPreview(file && !logoProblem(file) ? URL.createObjectURL(file) : null);
                      if (file) setRemoveLogo(false);
                    }}
                  />
                </FieldControl>
                <FieldDescription>JPG, PNG, GIF eller WebP, højst 5MB.</FieldDescription>
                {club?.logoUrl ? (
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="removeLogo"
                      checked={removeLogo}
                      onChange={(e) => setRemoveLogo(e.currentTarget.checked)}
                    />
                    Fjern logoet (klubsiden viser standardmærket)
                  </label>
                ) : null}
              </div>
            </div>
            <FieldError />
          </Field>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Annuller
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner size="sm" /> : null}
              {editing ? "Gem ændringer" : "Opret klub"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
