import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useSettingsDatabase } from "#tests/support/settings-database.ts";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { DatabaseHandle } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema";
import { companyDetailsOf, getCachedSiteSettings, getSiteSettings } from "~/server/site-settings.server";
import { companyInputName } from "./company-schema";
import { handleSettingsAction } from "./settings-actions.server";

const actor = { id: "admin-1", email: "chef@forsiden.test" };

const DETAILS = {
  name: "Forsiden ApS",
  cvr: "41 85 27 36",
  street: "Vesterbrogade 12, 3. sal",
  postalCity: "1620 København V",
  phone: "+45 33 12 34 56",
  email: "kontakt@forsiden.dk",
  responsibleEditor: "Mette Kjær Andersen",
} as const;

function companyForm(values: Partial<Record<keyof typeof DETAILS, string>>): FormData {
  const form = new FormData();
  form.set("intent", "company");
  for (const [key, value] of Object.entries(values)) {
    form.set(companyInputName(key as keyof typeof DETAILS), value);
  }
  return form;
}

describe(`company details in /admin/settings (issue 14) on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;

  useSettingsDatabase((h) => {
    handle = h;
  });

  it("a new site has no company details: every one is missing", async () => {
    const details = companyDetailsOf(await getSiteSettings(handle.db));
    expect(Object.keys(details)).toHaveLength(7);
    for (const [field, value] of Object.entries(details)) expect(value, field).toBeNull();
  });

  it("saves all seven details in one go, answers 'Virksomhedsoplysninger gemt!' and audits which changed", async () => {
    const result = await handleSettingsAction(handle, actor, "s-1", companyForm(DETAILS));
    expect(result).toEqual({ ok: true, intent: "company", message: "Virksomhedsoplysninger gemt!" });

    const saved = companyDetailsOf(await getSiteSettings(handle.db));
    // The CVR is stored without the spaces typed in.
    expect(saved).toEqual({ ...DETAILS, cvr: "41852736" });
    // The per-request copy (root loader: footer, legal pages) sees it at once.
    expect(companyDetailsOf(await getCachedSiteSettings(handle.db))).toEqual(saved);

    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorEmail: "chef@forsiden.test",
      entityType: "settings",
      summary: "opdaterede virksomhedsoplysningerne",
      metadata: {
        changed: ["name", "cvr", "street", "postalCity", "phone", "email", "responsibleEditor"],
      },
    });
  });

  it("a blank field clears that detail (null, never an empty string) and only it is audited", async () => {
    await handleSettingsAction(handle, actor, "s-1", companyForm(DETAILS));
    await handleSettingsAction(handle, actor, "s-1", companyForm({ ...DETAILS, phone: "   " }));
    const saved = companyDetailsOf(await getSiteSettings(handle.db));
    expect(saved.phone).toBeNull();
    expect(saved.name).toBe("Forsiden ApS");
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(entry.metadata).toEqual({ changed: ["phone"] });
  });

  it("refuses a bad CVR, phone, postal code and e-mail with Danish messages and changes nothing", async () => {
    await handleSettingsAction(handle, actor, "s-1", companyForm(DETAILS));
    const before = await getSiteSettings(handle.db);
    const result = await handleSettingsAction(
      handle,
      actor,
      "s-1",
      companyForm({
        ...DETAILS,
        cvr: "1234567",
        phone: "ring til os",
        postalCity: "København",
        email: "kontakt(at)forsiden.dk",
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      intent: "company",
      status: 400,
      message: "Tjek de markerede felter, og prøv igen.",
      fieldErrors: {
        cvr: "CVR-nummeret skal være 8 cifre, fx 12345678",
        phone: "Skriv et telefonnummer med 8 cifre, evt. med landekode, fx +45 33 12 34 56",
        postalCity: "Skriv postnummer (4 cifre) og by, fx 1620 København V",
        email: "Skriv en gyldig e-mailadresse, fx kontakt@forsiden.dk",
      },
    });
    expect(await getSiteSettings(handle.db)).toEqual(before);
    expect(await handle.db.select().from(auditLog)).toHaveLength(1);
  });

  it("leaves the site settings alone (a separate form)", async () => {
    await handleSettingsAction(handle, actor, "s-1", companyForm(DETAILS));
    const settings = await getSiteSettings(handle.db);
    expect(settings).toMatchObject({ siteName: "Forsiden", enableAnalytics: true, maintenanceMode: false });
  });
});
