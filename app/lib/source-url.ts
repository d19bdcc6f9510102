/**
 * Shared by the URL generator and the Auto Article Agent, so both compare source links in the same
 * form.
 */
/** The stored form of a source URL: no fragment, no utm_* tracking parameters. */
export function canonicalSourceUrl(url: URL): string {
  const copy = new URL(url.toString());
  copy.hash = "";
  for (const key of [...copy.searchParams.keys()]) {
    if (/^utm_/i.test(key)) copy.searchParams.delete(key);
  }
  return copy.toString();
}
