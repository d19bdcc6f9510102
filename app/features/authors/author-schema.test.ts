import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { AUTHOR_TEXT, authorProfileSchema } from "./author-schema";

const valid = { name: "Mads Kjær", authorSlug: "", jobTitle: "Sportsjournalist", bio: "Dækker Superligaen." };

describe("author profile form", () => {
  it("accepts a display name, title and bio, trimming and lowercasing the address", () => {
    const parsed = parseForm(authorProfileSchema, {
      ...valid,
      name: "  Mads Kjær ",
      authorSlug: " Mads-Kjaer ",
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        name: "Mads Kjær",
        authorSlug: "mads-kjaer",
        jobTitle: "Sportsjournalist",
        bio: "Dækker Superligaen.",
        removePortrait: false,
      },
    });
  });

  it("requires a display name that is not an e-mail address", () => {
    expect(parseForm(authorProfileSchema, { ...valid, name: "  " })).toEqual({
      ok: false,
      fieldErrors: { name: "Visningsnavn er påkrævet" },
    });
    expect(parseForm(authorProfileSchema, { ...valid, name: "ux-admin@example.dk" })).toEqual({
      ok: false,
      fieldErrors: { name: "Visningsnavnet må ikke være en e-mailadresse" },
    });
    expect(parseForm(authorProfileSchema, { ...valid, name: "x".repeat(81) })).toEqual({
      ok: false,
      fieldErrors: { name: "Visningsnavnet må højst være 80 tegn" },
    });
  });

  it("refuses an address with other characters than a-z, 0-9 and single hyphens", () => {
    for (const slug of ["mads kjær", "mads--kjaer", "-mads", "mads_kjaer"]) {
      expect(parseForm(authorProfileSchema, { ...valid, authorSlug: slug })).toEqual({
        ok: false,
        fieldErrors: { authorSlug: AUTHOR_TEXT.slugInvalid },
      });
    }
  });

  it("keeps e-mail addresses out of the title and bio, and limits their length", () => {
    expect(parseForm(authorProfileSchema, { ...valid, bio: "Skriv til mads@forsiden.dk" })).toEqual({
      ok: false,
      fieldErrors: { bio: "Læsere må ikke se en e-mailadresse: fjern den fra teksten" },
    });
    expect(parseForm(authorProfileSchema, { ...valid, bio: "x".repeat(601) })).toEqual({
      ok: false,
      fieldErrors: { bio: "Bioen må højst være 600 tegn" },
    });
    expect(parseForm(authorProfileSchema, { ...valid, jobTitle: "x".repeat(61) })).toEqual({
      ok: false,
      fieldErrors: { jobTitle: "Titlen må højst være 60 tegn" },
    });
  });

  it("reads the remove-portrait checkbox", () => {
    const parsed = parseForm(authorProfileSchema, { ...valid, removePortrait: "on" });
    expect(parsed.ok && parsed.data.removePortrait).toBe(true);
  });
});
