import { expect, type Page } from "@playwright/test";

/** The newest mail to an address in the development mailbox (/dev/mailbox), and the link in it. */
export async function mailLink(page: Page, to: string, subject: string): Promise<string> {
  // The query string keeps the public page cache out of the way: the mail was written a moment ago.
  await page.goto(`/dev/mailbox?t=${Date.now()}`);
  const mail = page.getByTestId("mail").filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole("link").first().getAttribute("href");
  if (!href) throw new Error(`no link in the mail to ${to}`);
  return href;
}
