import adminStylesheetHref from "~/styles/admin.css?url";

/**
 * The back office's stylesheet, as a route `links` export: the admin layout and the sign-in pages
 * link it after the root's public sheet, which alone blocks the first paint of a reader's page.
 */
export function adminStylesheetLinks() {
  return [{ rel: "stylesheet", href: adminStylesheetHref }];
}
