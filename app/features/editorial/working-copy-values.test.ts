import { describe, expect, it } from "vitest";
import { formValuesFromCopy } from "./working-copy-values";

describe("'Gendan' puts a working copy back into the article form (issue 26)", () => {
  it("reads the fields by the names the form posts", () => {
    expect(
      formValuesFromCopy({
        title: "Derbyet",
        slug: "derbyet",
        excerpt: "Uddrag",
        content: "## Første halvleg\n\nTekst",
        category: "Nyheder",
        tags: '["klub:agf","liga:superliga"]',
        imageUrl: "/uploads/a.webp",
        imageAlt: "Stadion",
        imageCredit: "Foto: Forsiden",
        isDraft: "on",
        publishAt: "2026-11-28T10:00",
      }),
    ).toEqual({
      title: "Derbyet",
      slug: "derbyet",
      excerpt: "Uddrag",
      content: "## Første halvleg\n\nTekst",
      category: "Nyheder",
      partner: "",
      tags: ["klub:agf", "liga:superliga"],
      image: { url: "/uploads/a.webp", alt: "Stadion", credit: "Foto: Forsiden" },
      isDraft: true,
      publishAt: "2026-11-28T10:00",
      live: false,
    });
  });

  it("an unchecked switch and broken tags come back empty", () => {
    const values = formValuesFromCopy({ title: "x", tags: "not json" });
    expect(values.isDraft).toBe(false);
    expect(values.tags).toEqual([]);
  });
});
