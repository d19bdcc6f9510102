import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "../support/test";

// Issue 26, 'Opgaver': the admin gives itself an assignment, finds it under 'Mine opgaver' on the
// overview, starts the draft (prefilled title, club tag, the brief above the form), saves it as a
// draft; the assignment then shows 'I gang' and links the article, and 'Planlægning' lists it.
// Afterwards the article is deleted and the assignment cancelled (it leaves every list).
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop only");
const expect = baseExpect.configure({ timeout: 15_000 });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

/** A datetime-local value (Copenhagen wall clock) `hours` from now. */
function copenhagenLocal(hours: number): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Copenhagen",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

test("an assignment goes from 'Mine opgaver' to a prefilled draft, shows 'I gang' with its article, and is planned", async ({
  adminPage: page,
}) => {
  const title = `Opgave ${Date.now()} derbyoptakt`;
  const brief = "Tal med begge trænere og find en skadesopdatering.";
  const row = () => page.getByTestId("assignment-row").filter({ hasText: title });

  // The admin creates it for itself; a deadline in the past is refused first.
  await page.goto("/admin/opgaver");
  await hydrated(page);
  await page.getByRole("button", { name: "Ny opgave" }).click();
  const dialog = page.getByRole("dialog", { name: "Ny opgave" });
  await dialog.getByLabel("Arbejdstitel").fill(title);
  await dialog.getByLabel("Brief").fill(brief);
  await dialog.getByLabel("Deadline").fill(copenhagenLocal(-2));
  await dialog.getByLabel("Tildelt").selectOption({ label: "Admin (admin)" });
  await dialog.getByLabel("Klub (valgfri)").selectOption({ label: "FC København" });
  await dialog.getByRole("button", { name: "Opret opgave" }).click();
  await expect(dialog.getByText("Deadline skal ligge i fremtiden")).toBeVisible();
  // Tomorrow-ish, at least two hours ahead, so it lands in the planning week.
  await dialog.getByLabel("Deadline").fill(copenhagenLocal(26));
  await dialog.getByRole("button", { name: "Opret opgave" }).click();
  await expect(toast(page, "Opgaven er oprettet")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row().getByTestId("assignment-status")).toHaveText("Åben");
  await expect(row()).toContainText("Tildelt Admin");

  // The overview's 'Mine opgaver' lists it with 'Start artikel'.
  await page.goto("/admin");
  await hydrated(page);
  const mine = page.getByTestId("my-assignments").getByTestId("my-assignment").filter({ hasText: title });
  await expect(mine).toBeVisible();
  await mine.getByRole("link", { name: "Start artikel" }).click();

  // The form is prefilled; the brief is above it.
  await expect(page).toHaveURL(/\/admin\/new-article\?opgave=[0-9a-f-]{36}$/);
  await hydrated(page);
  await expect(page.getByTestId("assignment-brief")).toContainText(`Brief: ${brief}`);
  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue(title);
  await expect(page.locator('input[name="tags"]')).toHaveValue('["klub:fc-kobenhavn"]');
  await expect(page.getByRole("switch", { name: "Kladde" })).toBeChecked();
  await page.getByLabel("Kategori").selectOption("Nyheder");
  await page.getByLabel("Meta-beskrivelse / uddrag").fill("Et uddrag til opgavens kladde.");
  await page.getByRole("textbox", { name: "Indhold" }).fill("Brødtekst til opgavens kladde.");
  await page.getByRole("button", { name: "Gem som kladde" }).click();
  await expect(toast(page, "Artiklen er gemt som kladde")).toBeVisible();
  // The page now links the started draft instead of offering a second one.
  await expect(
    page.getByTestId("assignment-brief").getByRole("link", { name: "Åbn artiklen" }),
  ).toBeVisible();

  // The list shows 'I gang' and links the article.
  await page.goto("/admin/opgaver");
  await hydrated(page);
  await expect(row().getByTestId("assignment-status")).toHaveText("I gang");
  const open = row().getByRole("link", { name: "Åbn artiklen" });
  await expect(open).toHaveAttribute("href", /^\/admin\/articles\?rediger=[0-9a-f-]{36}$/);
  await expect(row().getByRole("link", { name: "Start artikel" })).toHaveCount(0);

  // 'Planlægning' lists it under its day.
  await page.goto("/admin/planlaegning");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: "I dag" })).toBeVisible();
  const planned = page.getByTestId("planning-assignment").filter({ hasText: title });
  await expect(planned).toBeVisible();
  await expect(planned.getByTestId("assignment-status")).toHaveText("I gang");

  // Clean up: delete the draft, cancel the assignment.
  await page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Slet "${title}"` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Slet", exact: true }).click();
  await expect(toast(page, "Artiklen er blevet slettet")).toBeVisible();
  await page.goto("/admin/opgaver");
  await hydrated(page);
  await row().getByRole("button", { name: "Annullér" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Annullér opgaven" }).click();
  await expect(toast(page, "Opgaven er annulleret")).toBeVisible();
  await expect(row()).toHaveCount(0);
});
