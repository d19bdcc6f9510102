import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { closeUnlessBusy, DialogFormFooter, TitledDialog } from "~/components/ui/titled-dialog";
import { CLUB_COUNTRIES } from "~/lib/club-countries";
import type { AdminClub } from "./club-admin-list";
import { CLUB_LIMITS, FOUNDED_MAX, FOUNDED_MIN, leagueChoices } from "./club-admin-schema";
import { ClubField, ClubLogoField, ClubSelect } from "./club-dialog-fields";
import { type ClubDialogAlert, useClubDialog } from "./use-club-dialog";

function ClubDialogError({ alert }: { alert: ClubDialogAlert }) {
  return (
    <div
      role="alert"
      data-testid="club-dialog-error"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
    >
      <p className="font-medium text-destructive">{alert.message}</p>
      {alert.description && alert.description !== alert.message ? <p>{alert.description}</p> : null}
    </div>
  );
}

/**
 * Spec §2/§4 club dialog: edit (club given) or create (null). Saving is pending while the request
 * runs; success closes the dialog (the page's lists revalidate), failure keeps it open with the
 * message in a toast and in the dialog.
 */
export function ClubDialog({ club, onClose }: { club: AdminClub | null; onClose: () => void }) {
  const editing = club !== null;
  const form = useClubDialog(club, onClose);
  const { fetcher, busy, values, errors, set } = form;
  const leagues = leagueChoices(values.country);
  // A stored league outside the country's list stays visible, so the editor sees what is refused.
  const leagueOptions =
    values.league && !leagues.includes(values.league) ? [values.league, ...leagues] : leagues;
  const text = (field: "shortName" | "stadium" | "location") => (
    <Input
      name={field}
      value={values[field]}
      maxLength={CLUB_LIMITS[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
    />
  );

  return (
    <TitledDialog
      onOpenChange={closeUnlessBusy(busy, onClose)}
      className="sm:max-w-2xl"
      title={editing ? `Rediger ${club.name}` : "Opret klub"}
      description="Navn, land og liga skal udfyldes. Ligaerne afhænger af det valgte land."
    >
      <fetcher.Form
        method="post"
        action="/admin/clubs"
        encType="multipart/form-data"
        noValidate
        className="grid gap-4"
        aria-busy={busy || undefined}
        onSubmit={form.onSubmit}
      >
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing ? (
          <>
            <input type="hidden" name="id" value={club.id} />
            <input type="hidden" name="updatedAt" value={new Date(club.updatedAt).toISOString()} />
          </>
        ) : null}

        {form.alert ? <ClubDialogError alert={form.alert} /> : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <ClubField name="name" label="Navn" required error={errors.name}>
            <Input
              name="name"
              value={values.name}
              maxLength={CLUB_LIMITS.name}
              required
              onChange={(e) => form.setName(e.currentTarget.value)}
            />
          </ClubField>
          <ClubField name="shortName" label="Kort navn" error={errors.shortName}>
            {text("shortName")}
          </ClubField>
        </div>

        {editing ? (
          <p className="text-sm text-muted-foreground">
            Klubsiden: <span className="font-mono">/klubber/{club.slug}</span>
          </p>
        ) : (
          <ClubField
            name="slug"
            label="Adresse"
            error={errors.slug}
            hint={`Klubsiden får adressen /klubber/${values.slug || "…"}`}
          >
            <Input
              name="slug"
              value={values.slug}
              maxLength={CLUB_LIMITS.slug}
              onChange={(e) => form.setSlug(e.currentTarget.value)}
            />
          </ClubField>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <ClubField name="country" label="Land" required error={errors.country}>
            <ClubSelect
              name="country"
              value={values.country}
              placeholder="Vælg land"
              options={CLUB_COUNTRIES}
              onChange={form.setCountry}
            />
          </ClubField>
          <ClubField name="league" label="Liga" required error={errors.league}>
            <ClubSelect
              name="league"
              value={values.league}
              placeholder={values.country ? "Vælg liga" : "Vælg først et land"}
              options={leagueOptions}
              disabled={!values.country}
              onChange={(league) => set("league", league)}
            />
          </ClubField>
        </div>

        <div className="grid gap-4 sm:grid-cols-3">
          <ClubField name="stadium" label="Stadion" error={errors.stadium}>
            {text("stadium")}
          </ClubField>
          <ClubField name="location" label="By" error={errors.location}>
            {text("location")}
          </ClubField>
          <ClubField name="founded" label="Stiftet" error={errors.founded}>
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
          </ClubField>
        </div>

        <ClubField name="website" label="Hjemmeside" error={errors.website}>
          <Input
            name="website"
            type="url"
            inputMode="url"
            placeholder="www.klub.dk"
            value={values.website}
            maxLength={CLUB_LIMITS.website + 8}
            onChange={(e) => set("website", e.currentTarget.value)}
          />
        </ClubField>

        <ClubField name="description" label="Beskrivelse" error={errors.description}>
          <Textarea
            name="description"
            rows={5}
            value={values.description}
            maxLength={CLUB_LIMITS.description}
            onChange={(e) => set("description", e.currentTarget.value)}
          />
        </ClubField>

        <ClubLogoField club={club} error={errors.logo} />

        <DialogFormFooter
          onCancel={onClose}
          busy={busy}
          submitLabel={editing ? "Gem ændringer" : "Opret klub"}
        />
      </fetcher.Form>
    </TitledDialog>
  );
}
