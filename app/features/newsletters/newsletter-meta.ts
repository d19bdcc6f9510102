import type { MetaDescriptor } from "react-router";

/**
 * The head of a page behind a mailed link (confirm, unsubscribe, preferences): a title and
 * `noindex`. No canonical or sharing tags: the address carries a reader's token and is nobody else's page.
 */
export function tokenPageMeta(siteName: string, title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${siteName}` }, { name: "robots", content: "noindex" }];
}
