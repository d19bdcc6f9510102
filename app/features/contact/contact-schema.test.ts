import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, parseContactForm } from "./contact-schema";

const valid = {
  name: "Mette Hansen",
  email: "mette@eksempel.dk",
  subject: "Rettelse til artikel",
  message: "Der er en fejl i resultatet fra søndagens kamp.",
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

function failed(result: ReturnType<typeof parseContactForm>) {
  if (result.ok) throw new Error("expected an error");
  return result;
}

describe("contact form schema", () => {
  it("accepts a complete message and trims the fields", () => {
    const result = parseContactForm(form({ ...valid, name: "  Mette Hansen  " }));
    expect(result).toEqual({ ok: true, data: valid, honeypotFilled: false });
  });

  it("requires a name: 'Navn er påkrævet'", () => {
    const result = parseContactForm(form({ ...valid, name: "   " }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors).toEqual({ name: "Navn er påkrævet" });
  });

  it("rejects a missing or malformed e-mail: 'Ugyldig e-mailadresse'", () => {
    for (const email of ["", "mette", "mette@", "mette@eksempel", "mette hansen@eksempel.dk", "a@b.c"]) {
      const result = parseContactForm(form({ ...valid, email }));
      expect(result.ok, email).toBe(false);
      if (!result.ok) expect(result.fieldErrors.email).toBe("Ugyldig e-mailadresse");
    }
  });

  it("accepts ordinary and Danish e-mail addresses", () => {
    for (const email of ["m.hansen+fodbold@eksempel.co.uk", "søren@blåbær.dk", "A.B@Sub.Example.COM"]) {
      expect(parseContactForm(form({ ...valid, email })).ok, email).toBe(true);
    }
  });

  it("requires a subject: 'Emne er påkrævet'", () => {
    const result = failed(parseContactForm(form({ ...valid, subject: "" })));
    expect(result.fieldErrors).toEqual({ subject: "Emne er påkrævet" });
  });

  it("requires a message: 'Besked er påkrævet'", () => {
    const result = failed(parseContactForm(form({ ...valid, message: "\n \n" })));
    expect(result.fieldErrors).toEqual({ message: "Besked er påkrævet" });
  });

  it("treats absent fields as empty and reports every field at once", () => {
    const result = failed(parseContactForm(new FormData()));
    expect(result.fieldErrors).toEqual({
      name: "Navn er påkrævet",
      email: "Ugyldig e-mailadresse",
      subject: "Emne er påkrævet",
      message: "Besked er påkrævet",
    });
    expect(result.values).toEqual({ name: "", email: "", subject: "", message: "" });
  });

  it("enforces the maximum lengths: name 200, e-mail 320, subject 200, message 5000", () => {
    const ok = parseContactForm({
      name: "n".repeat(200),
      email: `${"e".repeat(60)}@${"d".repeat(250)}.dk`,
      subject: "s".repeat(200),
      message: "m".repeat(5000),
    });
    expect(ok.ok).toBe(true);
    const tooLong = parseContactForm({
      name: "n".repeat(201),
      email: `${"e".repeat(60)}@${"d".repeat(257)}.dk`,
      subject: "s".repeat(201),
      message: "m".repeat(5001),
    });
    expect(failed(tooLong).fieldErrors).toEqual({
      name: "Navn må højst være 200 tegn",
      email: "E-mailadressen må højst være 320 tegn",
      subject: "Emne må højst være 200 tegn",
      message: "Besked må højst være 5.000 tegn",
    });
  });

  it("keeps what the reader typed so a form without JavaScript can be shown again", () => {
    const result = failed(parseContactForm(form({ ...valid, email: "forkert" })));
    expect(result.values).toEqual({ ...valid, email: "forkert" });
  });

  it("flags a filled honeypot field", () => {
    expect(parseContactForm(form({ ...valid, website: "http://spam.example" }))).toMatchObject({
      ok: true,
      honeypotFilled: true,
    });
    expect(parseContactForm(form({ ...valid, website: "" }))).toMatchObject({ honeypotFilled: false });
  });

  it("has the Danish messages of PRODUCT.md", () => {
    expect(CONTACT_MESSAGES.sent).toBe("Tak for din besked! Vi vender tilbage hurtigst muligt.");
    expect(CONTACT_MESSAGES.rateLimited).toBe("For mange henvendelser. Prøv igen om lidt.");
  });
});
