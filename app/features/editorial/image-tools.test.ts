import { describe, expect, it } from "vitest";
import {
  checkUploadFile,
  creditProblem,
  filterPickerImages,
  isPictureUrl,
  libraryCredit,
  type PickerImage,
  pickerClubTags,
  STOCK_CATEGORIES,
  STOCK_CLUBS,
  STOCK_SEARCH_DELAY_MS,
  stockSearchQuery,
  thumbnailUrl,
} from "./image-tools";

describe("upload checks before sending (spec §5)", () => {
  it("only image types: 'Kun billedfiler er tilladt'", () => {
    expect(checkUploadFile({ type: "application/pdf", size: 10 })).toBe("Kun billedfiler er tilladt");
  });
  it("at most 5MB: 'Billede må maksimalt være 5MB'", () => {
    expect(checkUploadFile({ type: "image/png", size: 5 * 1024 * 1024 + 1 })).toBe(
      "Billede må maksimalt være 5MB",
    );
    expect(checkUploadFile({ type: "image/png", size: 5 * 1024 * 1024 })).toBeNull();
  });
});

describe("stock-photo search (spec §9)", () => {
  it("has the spec's clubs, categories and 500 ms delay", () => {
    expect(STOCK_CLUBS).toEqual([
      "FC Nordsjælland",
      "FC København",
      "Brøndby IF",
      "AGF Aarhus",
      "Aalborg BK",
    ]);
    expect(STOCK_CATEGORIES).toEqual(["action", "stadion", "træning", "fans", "jubel"]);
    expect(STOCK_SEARCH_DELAY_MS).toBe(500);
  });
  it("builds the query without empty filters", () => {
    expect(stockSearchQuery({ q: " parken ", club: "", category: "stadion" })).toBe(
      "q=parken&kategori=stadion",
    );
  });
  it("thumbnails use the smallest WebP variant", () => {
    expect(
      thumbnailUrl("/a.jpg", [
        { width: 800, format: "webp", url: "/a-800w.webp" },
        { width: 480, format: "avif", url: "/a-480w.avif" },
        { width: 480, format: "webp", url: "/a-480w.webp" },
      ]),
    ).toBe("/a-480w.webp");
    expect(thumbnailUrl("/a.jpg", [])).toBe("/a.jpg");
  });
});

describe("existing-image picker filters (spec §7: club and text on the client)", () => {
  const image = (id: string, title: string, tags: string[] | null): PickerImage => ({
    id,
    title,
    tags,
    imageUrl: `/${id}.jpg`,
    imageAlt: null,
    imageCredit: null,
    publishedAt: null,
    category: "Nyheder",
  });
  const images = [
    image("1", "FCK vinder", ["klub:fc-kobenhavn"]),
    image("2", "Brøndby taber", ["klub:brondby-if", "derby"]),
    image("3", "Landsholdet", null),
  ];
  it("filters by club tag and by text", () => {
    expect(filterPickerImages(images, { club: "klub:brondby-if" }).map((i) => i.id)).toEqual(["2"]);
    expect(filterPickerImages(images, { text: "LANDS" }).map((i) => i.id)).toEqual(["3"]);
    expect(filterPickerImages(images, {}).length).toBe(3);
  });
  it("lists the clubs present", () => {
    expect(pickerClubTags(images)).toEqual(["klub:brondby-if", "klub:fc-kobenhavn"]);
  });
});

describe("image rights in the editor (issue 27)", () => {
  it("a picture that is not our own needs a credit: 'Angiv kredit for billeder, der ikke er vores egne'", () => {
    expect(creditProblem("egen", "")).toBeNull();
    for (const rights of ["bureau", "klub", "læser", "fri"] as const) {
      expect(creditProblem(rights, "  ")).toBe("Angiv kredit for billeder, der ikke er vores egne");
      expect(creditProblem(rights, "Ritzau Scanpix")).toBeNull();
    }
  });

  it("the library's 'Kilde' filter is sent as rettigheder (kilde names the article picker)", () => {
    expect(stockSearchQuery({ q: "", club: "", category: "", rights: "bureau" })).toBe("rettigheder=bureau");
    expect(stockSearchQuery({ q: "", club: "", category: "", rights: "" })).toBe("");
  });

  it("a library row's credit is its credit, else its photographer", () => {
    expect(libraryCredit({ credit: "Ritzau Scanpix", photographer: "Foto A" })).toBe("Ritzau Scanpix");
    expect(libraryCredit({ credit: null, photographer: "Forsiden Grafik" })).toBe("Forsiden Grafik");
    expect(libraryCredit({ credit: " ", photographer: null })).toBeNull();
  });

  it("an inline picture's address is ours or http(s)", () => {
    for (const [url, allowed] of [
      ["/storage/article-images/1-abc.jpg", true],
      ["https://fck.dk/a.jpg", true],
      ["javascript:alert(1)", false],
      ["//evil.example/a.jpg", false],
      ["", false],
    ] as const) {
      expect(isPictureUrl(url), url).toBe(allowed);
    }
  });
});
