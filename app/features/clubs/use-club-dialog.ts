import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import type { AdminClub } from "./club-admin-list";
import {
  CLUB_TEXT,
  type ClubActionResult,
  type ClubFieldErrors,
  type ClubFormValues,
  cleanClubSlug,
  clubFormValues,
  clubSlugFromName,
  leagueChoices,
  parseClubForm,
} from "./club-admin-schema";

const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** Spec §5 image checks in the browser (the server decodes the file again). */
export function logoProblem(file: File | null): string | null {
  if (!file || file.size === 0) return null;
  if (!file.type.startsWith("image/")) return "Kun billedfiler er tilladt";
  if (file.size > MAX_LOGO_BYTES) return "Billede må maksimalt være 5MB";
  return null;
}

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

export interface ClubDialogAlert {
  message: string;
  description?: string;
}

/**
 * The club dialog's state: the form values (the slug follows the name until typed, the league
 * resets when the country no longer offers it), the errors from the browser's check or the
 * server's answer, and the toast plus close on success.
 */
export function useClubDialog(club: AdminClub | null, onClose: () => void) {
  const editing = club !== null;
  const fetcher = useFetcher<ClubActionResult>();
  const [values, setValues] = useState(() => initialValues(club));
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<ClubFieldErrors>({});
  const [alert, setAlert] = useState<ClubDialogAlert | null>(null);
  const handled = useRef<ClubActionResult | undefined>(undefined);
  const result = fetcher.data;

  const fail = (fieldErrors: ClubFieldErrors, message: string, description: string) => {
    setErrors(fieldErrors);
    setAlert({ message, description });
    toast.error(message, { description });
  };

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

  const set = (field: keyof ClubFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const failText = (reason: string) =>
    editing ? CLUB_TEXT.updateFailed(reason) : CLUB_TEXT.createFailed(reason);

  return {
    fetcher,
    busy: fetcher.state !== "idle",
    values,
    errors,
    alert,
    set,
    setName(name: string) {
      setValues((v) => ({ ...v, name, slug: editing || slugTouched ? v.slug : clubSlugFromName(name) }));
    },
    setSlug(typed: string) {
      setSlugTouched(typed !== "");
      set("slug", typed === "" ? clubSlugFromName(values.name) : cleanClubSlug(typed));
    },
    setCountry(country: string) {
      setValues((v) => ({
        ...v,
        country,
        league: leagueChoices(country).includes(v.league) ? v.league : "",
      }));
    },
    /** Checks the form in the browser; a refused one is not sent. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = new FormData(event.currentTarget);
      const parsed = parseClubForm(clubFormValues(form));
      const logo = form.get("logo");
      const fileProblem = logoProblem(logo instanceof File ? logo : null);
      if (parsed.ok && !fileProblem) {
        setErrors({});
        setAlert(null);
        return;
      }
      event.preventDefault();
      if (fileProblem && parsed.ok) {
        fail(
          { logo: fileProblem },
          editing ? CLUB_TEXT.processFailed : CLUB_TEXT.createFailed(fileProblem),
          fileProblem,
        );
        return;
      }
      const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
      if (fileProblem) fieldErrors.logo = fileProblem;
      const reason = parsed.ok ? (fileProblem ?? "") : parsed.message;
      fail(fieldErrors, failText(reason), reason);
    },
  };
}
