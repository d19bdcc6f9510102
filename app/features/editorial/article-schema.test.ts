import { describe, expect, it } from "vitest";
import { ARTICLE_CATEGORIES, parseEditArticle, parseNewArticle } from "./article-schema";

const valid = {
  title: "FCK vinder derbyet",
  excerpt: "Et kort uddrag",
  content: "Brødtekst",
  category: "Nyheder",
};

describe("new article schema (spec §5)", () => {
  it("requires a title: 'Titel er påkrævet'", () => {
    const result = parseNewArticle({ ...valid, title: "   " });
    expect(result).toEqual({ ok: false, fieldErrors: { title: "Titel er påkrævet" } });
  });

  it("requires content: 'Indhold er påkrævet'", () => {
    const result = parseNewArticle({ ...valid, content: "" });
    expect(result.ok === false && result.fieldErrors.content).toBe("Indhold er påkrævet");
  });

  it("requires an excerpt: 'Uddrag er påkrævet'", () => {
    const result = parseNewArticle({ ...valid, excerpt: "" });
    expect(result.ok === false && result.fieldErrors.excerpt).toBe("Uddrag er påkrævet");
  });

  it("requires a category: 'Kategori er påkrævet' (empty or unknown)", () => {
    for (const category of ["", "Sladder", undefined]) {
      const result = parseNewArticle({ ...valid, category });
      expect(result.ok === false && result.fieldErrors.category).toBe("Kategori er påkrævet");
    }
  });

  it("reports every missing field at once, from a FormData as the form sends it", () => {
    const result = parseNewArticle(new FormData());
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        title: "Titel er påkrævet",
        excerpt: "Uddrag er påkrævet",
        content: "Indhold er påkrævet",
        category: "Kategori er påkrævet",
      },
    });
  });

  it("offers exactly the spec's categories", () => {
    expect(ARTICLE_CATEGORIES).toEqual(["Transfers", "Kampe", "Nyheder", "Analyse", "Advertorial"]);
  });

  it("defaults: isDraft false, tags empty, slug and image optional", () => {
    const result = parseNewArticle(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ isDraft: false, tags: [], slug: "", imageUrl: "", imageCredit: "" });
  });

  it("reads the draft switch and the JSON tag list (normalised)", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(valid)) form.set(k, v);
    form.set("isDraft", "on");
    form.set("tags", JSON.stringify(["Klub: FC København", "liga:3f-superliga", "Derby", "derby"]));
    const result = parseNewArticle(form);
    expect(result.ok && result.data.isDraft).toBe(true);
    expect(result.ok && result.data.tags).toEqual(["klub:fc-kobenhavn", "liga:3f-superliga", "derby"]);
  });

  it("accepts http(s) and site-relative image URLs, nothing else", () => {
    expect(parseNewArticle({ ...valid, imageUrl: "https://x.dk/a.jpg" }).ok).toBe(true);
    expect(parseNewArticle({ ...valid, imageUrl: "/storage/article-images/a.jpg" }).ok).toBe(true);
    const bad = parseNewArticle({ ...valid, imageUrl: "javascript:alert(1)" });
    expect(bad.ok === false && bad.fieldErrors.imageUrl).toBe(
      "Billed-URL skal starte med https://, http:// eller /",
    );
  });

  it("an advertorial names its partner", () => {
    const result = parseNewArticle({ ...valid, category: "Advertorial" });
    expect(result.ok === false && result.fieldErrors.partner).toBe("Partner er påkrævet for en advertorial");
    expect(parseNewArticle({ ...valid, category: "Advertorial", partner: "Bet Partner" }).ok).toBe(true);
  });
});

describe("edit schema", () => {
  const edit = { ...valid, id: "6f1c9a52-8a7e-4d2a-9c55-0d6f1f3c2b11", version: "3" };

  it("carries the version it was opened with", () => {
    const result = parseEditArticle(edit);
    expect(result.ok && result.data.version).toBe(3);
  });

  it("uses the same required messages", () => {
    const result = parseEditArticle({ ...edit, title: "", content: "", excerpt: "" });
    expect(result.ok === false && result.fieldErrors).toMatchObject({
      title: "Titel er påkrævet",
      content: "Indhold er påkrævet",
      excerpt: "Uddrag er påkrævet",
    });
  });

  it("reads the publish time as Copenhagen wall-clock time", () => {
    const result = parseEditArticle({ ...edit, publishAt: "2026-07-01T14:30" });
    expect(result.ok && result.data.publishAt?.toISOString()).toBe("2026-07-01T12:30:00.000Z");
    const empty = parseEditArticle({ ...edit, publishAt: "" });
    expect(empty.ok && empty.data.publishAt).toBeNull();
    const bad = parseEditArticle({ ...edit, publishAt: "2026-02-31T10:00" });
    expect(bad.ok === false && bad.fieldErrors.publishAt).toBe("Ugyldigt publiceringstidspunkt");
  });
});
