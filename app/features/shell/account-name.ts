import { ACCOUNT_PATH } from "~/lib/account-link";

/**
 * The header's link as every reader's HTML has it: ACCOUNT_LINK_HTML of account-link.ts, copied
 * (account-link.test.ts checks they are the same). Importing it would keep the string in the
 * shell's chunk, which every public page loads, for the one page that uses it here.
 */
const SERVER_LINK =
  '<a href="/konto/log-ind" class="block max-w-24 truncate py-3 text-sm font-bold text-background/85 hover:text-background focus-on-dark md:max-w-48">Log ind</a>';

/**
 * The header's account link as a signed-in reader sees it (ADR 0025): the name, or 'Min konto',
 * leading to /konto. What the head script of account-link.ts does after load; /konto calls this
 * itself after a change (a new name, a sign-in by a client-side navigation), and draws the link
 * when the header was mounted in the browser without the server's markup. In its own module, so
 * only the pages that call it load it, not every public page with the header.
 */
export function showAccountName(name: string | null): void {
  const slot = document.querySelector("[data-konto]");
  if (!slot) return;
  if (!slot.querySelector("a")) slot.innerHTML = SERVER_LINK;
  const link = slot.querySelector("a") as HTMLAnchorElement;
  link.textContent = name ?? "Min konto";
  link.setAttribute("href", ACCOUNT_PATH);
  if (name) link.setAttribute("aria-label", `Min konto: ${name}`);
  else link.removeAttribute("aria-label");
}
