import type { IncomingMessage, ServerResponse } from "node:http";

export const OEMBED_ENDPOINT_HOSTS: string[];
export const THUMBNAIL_HOSTS: string[];
export function oembedHostOverrides(base: string): string;
export function oembedTestEnv(base: string, dataDir: string): Record<string, string>;
export const FAKE_EMBED_URLS: Record<
  "x" | "youtube" | "instagram" | "tiktok" | "facebook" | "vimeo" | "bluesky" | "spotify",
  string
>;
export const FAKE_BLUESKY_AT_URI: string;
export const requests: { host: string; path: string; url: string | null; accessToken: string | null }[];
export function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
