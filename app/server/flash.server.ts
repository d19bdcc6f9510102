/** A one-time message carried across a redirect (e.g. 'Login succesfuld' after signing in). */
export interface Flash {
  title: string;
  message: string;
}

/** Its cookie: a request that carries it gets a render of its own, never the shared page cache. */
export const FLASH_COOKIE = "forsiden_flash";
const NAME = FLASH_COOKIE;

/** Whether a Cookie header carries a flash (a message waiting to be shown once). */
export function hasFlash(cookieHeader: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${NAME}=[^;]`).test(cookieHeader ?? "");
}

export function flashCookie(flash: Flash): string {
  return `${NAME}=${encodeURIComponent(JSON.stringify(flash))}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export function clearFlashCookie(): string {
  return `${NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

export function readFlash(request: Request): Flash | null {
  const match = new RegExp(`(?:^|;\\s*)${NAME}=([^;]*)`).exec(request.headers.get("cookie") ?? "");
  if (!match?.[1]) return null;
  try {
    const value = JSON.parse(decodeURIComponent(match[1])) as Partial<Flash>;
    return typeof value.title === "string" && typeof value.message === "string"
      ? { title: value.title, message: value.message }
      : null;
  } catch {
    return null;
  }
}
