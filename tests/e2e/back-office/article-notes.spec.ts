import { seedArticles } from "../../../app/workflows/seed/data/articles";
import { readerContext } from "../support/admin-session";
import { expect as baseExpect, test } from "../support/test";

// Issue 26: internal notes with @mentions and the notification bell. An editor writes a note that
// mentions the admin; the admin's bell counts it without a reload, leads to the article, and the
// admin resolves the note. The note is never in the article's public HTML or its .data.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop only");
const expect = baseExpect.configure({ timeout: 15_000 });

// A published article other specs do not edit (the last plain one of the sample).
const seeded = seedArticles
  .filter((a) => !a.isDraft && (a.publishedHoursAgo ?? -1) > 0 && !a.generator && !a.partner)
  .at(-1)!;
const marker = `Intern kildenote ${Date.now()}`;

test("a mention reaches the admin's bell live, and the admin resolves the note", async ({
  adminPage: admin,
  editorPage: editor,
  browser,
  baseURL,
}) => {
  // The admin starts with nothing unread (other specs' notifications are marked read).
  await admin.goto("/admin");
  await expect(admin.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  const bell = admin.getByRole("button", { name: /^Notifikationer/ });
  await expect(bell).toBeVisible();
  if ((await admin.getByTestId("notification-count").count()) > 0) {
    await bell.click();
    await admin.getByRole("button", { name: "Markér alle som læst" }).click();
    await expect(admin.getByTestId("notification-count")).toHaveCount(0);
    await admin.keyboard.press("Escape");
  }

  // The editor opens the article and writes a note mentioning the admin ('Admin').
  await editor.goto(`/admin/articles?q=${encodeURIComponent(seeded.title)}`);
  await expect(editor.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await editor.getByRole("link", { name: `Rediger "${seeded.title}"` }).click();
  const dialog = editor.getByRole("dialog", { name: "Rediger artikel" });
  const panel = dialog.getByTestId("notes-panel");
  await expect(panel.getByRole("heading", { name: /^Noter/ })).toBeVisible();
  // An empty note is refused with the Danish message.
  await panel.getByRole("button", { name: "Tilføj note" }).click();
  await expect(panel.getByText("Skriv en note", { exact: true })).toBeVisible();
  // '@Adm' suggests the admin; Enter picks the name.
  const box = panel.getByRole("textbox", { name: "Ny note" });
  await box.pressSequentially("@Adm");
  await expect(panel.getByRole("option", { name: "Admin", exact: true })).toBeVisible();
  await box.press("Enter");
  await expect(box).toHaveValue("@Admin ");
  await box.pressSequentially(`kan du tjekke **kilden**? ${marker}`);
  await panel.getByRole("button", { name: "Tilføj note" }).click();
  const note = panel.getByTestId("note").filter({ hasText: marker });
  await expect(note).toBeVisible();
  await expect(note.locator("strong")).toHaveText("kilden");
  await expect(panel.getByRole("textbox", { name: "Ny note" })).toHaveValue("");

  // The admin's bell shows it without a reload.
  await expect(admin.getByTestId("notification-count")).toHaveText("1");
  await expect(bell).toHaveAccessibleName("Notifikationer, 1 ulæste");
  await bell.click();
  const item = admin.getByTestId("notification-list").getByRole("link").first();
  await expect(item).toContainText(`nævnte dig i en note på "${seeded.title}"`);
  await item.click();
  await expect(admin).toHaveURL(/\/admin\/articles\?rediger=[0-9a-f-]{36}$/);
  await expect(admin.getByTestId("notification-count")).toHaveCount(0);

  // The note is in the admin's panel; the admin resolves it.
  const adminPanel = admin.getByRole("dialog", { name: "Rediger artikel" }).getByTestId("notes-panel");
  const adminNote = adminPanel.getByTestId("note").filter({ hasText: marker });
  await expect(adminNote).toBeVisible();
  await adminNote.getByRole("button", { name: "Markér som løst" }).click();
  await expect(adminNote.getByText("Løst af Admin")).toBeVisible();
  await expect(adminNote.getByRole("button", { name: "Genåbn" })).toBeVisible();

  // Never public: neither the article's HTML nor its single-fetch data holds the note.
  const reader = await readerContext(browser, baseURL ?? "");
  for (const path of [`/article/${seeded.slug}`, `/article/${seeded.slug}.data`]) {
    const response = await reader.request.get(`${path}?notecheck=${Date.now()}`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain(seeded.title);
    expect(text).not.toContain(marker);
  }
  await reader.close();

  // The shared sample: the editor deletes the note again.
  await editor.reload();
  const ownNote = editor.getByTestId("notes-panel").getByTestId("note").filter({ hasText: marker });
  await ownNote.getByRole("button", { name: "Slet" }).click();
  await expect(ownNote).toHaveCount(0);
});
