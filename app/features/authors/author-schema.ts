import { z } from "zod";
import { AUTHOR_SLUG_MAX, isAuthorSlug, looksLikeEmail } from "~/lib/bylines";

/** Limits of the author profile form (issue 14). */
export const AUTHOR_LIMITS = { name: 80, jobTitle: 60, bio: 600, slug: AUTHOR_SLUG_MAX } as const;

export const AUTHOR_TEXT = {
  nameRequired: "Visningsnavn er påkrævet",
  nameTooLong: `Visningsnavnet må højst være ${AUTHOR_LIMITS.name} tegn`,
  nameIsEmail: "Visningsnavnet må ikke være en e-mailadresse",
  slugInvalid: "Adressen må kun indeholde små bogstaver a-z, tal og enkelte bindestreger",
  slugTooLong: `Adressen må højst være ${AUTHOR_LIMITS.slug} tegn`,
  slugTaken: (slug: string) => `Adressen /forfatter/${slug} er allerede i brug`,
  jobTitleTooLong: `Titlen må højst være ${AUTHOR_LIMITS.jobTitle} tegn`,
  bioTooLong: `Bioen må højst være ${AUTHOR_LIMITS.bio} tegn`,
  noEmailInText: "Læsere må ikke se en e-mailadresse: fjern den fra teksten",
  saved: "Forfatterprofilen er gemt.",
  unchanged: "Der var ingen ændringer at gemme.",
  notFound: "Brugeren findes ikke.",
  notStaff: "Kun administratorer og redaktører har en forfatterprofil.",
  unexpected: "Der opstod en fejl ved gemning af forfatterprofilen",
} as const;

const noEmail = (value: string) => !looksLikeEmail(value);

/** The profile form on /admin/profil (own) and /admin/brugere (an admin edits anyone's). */
export const authorProfileSchema = z.object({
  name: z
    .string({ error: AUTHOR_TEXT.nameRequired })
    .trim()
    .min(1, AUTHOR_TEXT.nameRequired)
    .max(AUTHOR_LIMITS.name, AUTHOR_TEXT.nameTooLong)
    .refine(noEmail, AUTHOR_TEXT.nameIsEmail),
  // Empty: keep the current address (or make one from the name).
  authorSlug: z
    .string()
    .trim()
    .toLowerCase()
    .max(AUTHOR_LIMITS.slug, AUTHOR_TEXT.slugTooLong)
    .refine((v) => v === "" || isAuthorSlug(v), AUTHOR_TEXT.slugInvalid)
    .default(""),
  jobTitle: z
    .string()
    .trim()
    .max(AUTHOR_LIMITS.jobTitle, AUTHOR_TEXT.jobTitleTooLong)
    .refine(noEmail, AUTHOR_TEXT.noEmailInText)
    .default(""),
  bio: z
    .string()
    .trim()
    .max(AUTHOR_LIMITS.bio, AUTHOR_TEXT.bioTooLong)
    .refine(noEmail, AUTHOR_TEXT.noEmailInText)
    .default(""),
  removePortrait: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
});

export type AuthorProfileInput = z.output<typeof authorProfileSchema>;

/** The form's field names (FormData keys read by parseForm; the portrait file is read apart). */
export const AUTHOR_PROFILE_FIELDS = ["name", "authorSlug", "jobTitle", "bio", "removePortrait"] as const;
