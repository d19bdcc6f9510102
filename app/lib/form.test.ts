import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FORM_ERROR_KEY, fieldErrorsOf, firstError, formDataToObject, parseForm } from "./form";

const schema = z
  .object({
    name: z
      .string({ error: "Navn er påkrævet" })
      .trim()
      .min(1, "Navn er påkrævet")
      .max(5, "Navnet er for langt"),
    age: z.coerce.number().int("Alder skal være et helt tal"),
  })
  .refine((v) => v.name !== "Admin", { message: "Navnet er reserveret" });

function form(entries: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("parseForm", () => {
  it("returns the parsed data from FormData", () => {
    expect(parseForm(schema, form({ name: " Ole ", age: "7" }))).toEqual({
      ok: true,
      data: { name: "Ole", age: 7 },
    });
  });

  it("returns the parsed data from a plain object", () => {
    expect(parseForm(schema, { name: "Ole", age: 7 })).toEqual({ ok: true, data: { name: "Ole", age: 7 } });
  });

  it("keeps the first Danish message per field", () => {
    // "" fails min(1) first; a missing field fails the type check with the same message.
    expect(parseForm(schema, form({ name: "", age: "7.5" }))).toEqual({
      ok: false,
      fieldErrors: { name: "Navn er påkrævet", age: "Alder skal være et helt tal" },
    });
    expect(parseForm(schema, form({ age: "1" }))).toEqual({
      ok: false,
      fieldErrors: { name: "Navn er påkrævet" },
    });
  });

  it("files an issue with no field under the documented form key", () => {
    expect(FORM_ERROR_KEY).toBe("form");
    expect(parseForm(schema, { name: "Admin", age: 1 })).toEqual({
      ok: false,
      fieldErrors: { form: "Navnet er reserveret" },
    });
  });

  it("reads only the named fields when given, and never a file", () => {
    const data = form({ name: "Ole", age: "3", extra: "x", logo: new Blob(["x"]) });
    expect(formDataToObject(data, ["name", "logo"])).toEqual({ name: "Ole" });
    expect(formDataToObject(data)).toEqual({ name: "Ole", age: "3", extra: "x" });
  });

  it("files issues under a custom key when asked (nested rows)", () => {
    const rows = z.object({ rows: z.array(z.object({ played: z.number({ error: "K mangler" }) })) });
    const parsed = parseForm(rows, { rows: [{ played: 1 }, {}] }, { keyOf: (path) => path.join(".") });
    expect(parsed).toEqual({ ok: false, fieldErrors: { "rows.1.played": "K mangler" } });
  });
});

describe("fieldErrorsOf", () => {
  it("drops later messages on the same field", () => {
    const twice = z.string().superRefine((_, ctx) => {
      ctx.addIssue({ code: "custom", message: "Første" });
      ctx.addIssue({ code: "custom", message: "Anden" });
    });
    const result = z.object({ a: twice }).safeParse({ a: "x" });
    if (result.success) throw new Error("expected a failure");
    expect(fieldErrorsOf(result.error)).toEqual({ a: "Første" });
  });
});

describe("firstError", () => {
  it("is the first field's message, or empty", () => {
    expect(firstError({ password: "Adgangskode er påkrævet", code: "Koden er påkrævet" })).toBe(
      "Adgangskode er påkrævet",
    );
    expect(firstError({})).toBe("");
  });
});
