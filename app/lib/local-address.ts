/**
 * Whether a host name (as in `new URL(…).hostname`) is this machine: localhost, 127.0.0.0/8 or ::1.
 * Such an address is never a public site.
 */
export function isLocalHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Whether a URL points at this machine (see isLocalHostname); false for anything unparsable. */
export function isLocalUrl(url: string): boolean {
  try {
    return isLocalHostname(new URL(url).hostname);
  } catch {
    return false;
  }
}
