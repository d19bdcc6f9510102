import { creditRequired, type ImageRights, MSG_CREDIT_REQUIRED } from "~/lib/image-rights";

/** Spec §9: the stock-photo search's filters and delay. */
export const STOCK_CLUBS = [
  "FC Nordsjælland",
  "FC København",
  "Brøndby IF",
  "AGF Aarhus",
  "Aalborg BK",
] as const;
export const STOCK_CATEGORIES = ["action", "stadion", "træning", "fans", "jubel"] as const;
export const STOCK_SEARCH_DELAY_MS = 500;

/** Spec §5 client checks before an upload is sent (the server decodes the file again). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  notAnImage: "Kun billedfiler er tilladt",
  tooLarge: "Billede må maksimalt være 5MB",
} as const;

export function checkUploadFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export interface PickerImage {
  id: string;
  title: string;
  imageUrl: string | null;
  imageAlt: string | null;
  imageCredit: string | null;
  tags: string[] | null;
  publishedAt: string | null;
  category: string;
}

/** Spec §7: the picker's club and text filters run on the loaded rows. */
export function filterPickerImages(
  images: readonly PickerImage[],
  filters: { club?: string; text?: string },
): PickerImage[] {
  const text = filters.text?.trim().toLowerCase() ?? "";
  return images.filter((image) => {
    if (filters.club && !(image.tags ?? []).includes(filters.club)) return false;
    if (!text) return true;
    const haystack = [image.title, image.imageAlt ?? "", image.category, ...(image.tags ?? [])]
      .join(" ")
      .toLowerCase();
    return haystack.includes(text);
  });
}

/** The club tags present in the picker rows, for its club filter. */
export function pickerClubTags(images: readonly PickerImage[]): string[] {
  const tags = new Set<string>();
  for (const image of images) for (const tag of image.tags ?? []) if (tag.startsWith("klub:")) tags.add(tag);
  return [...tags].sort();
}

/** The smallest WebP variant for a thumbnail, else the image itself. */
export function thumbnailUrl(
  url: string,
  variants: readonly { width: number; format: string; url: string }[] | null | undefined,
): string {
  const webp = (variants ?? []).filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  return webp[0]?.url ?? url;
}

/** The stock search's query string (empty filters left out; issue 27's 'Kilde' is `rettigheder`). */
export function stockSearchQuery(filters: {
  q: string;
  club: string;
  category: string;
  rights?: string;
}): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.club) params.set("klub", filters.club);
  if (filters.category) params.set("kategori", filters.category);
  if (filters.rights) params.set("rettigheder", filters.rights);
  return params.toString();
}

/** Issue 27, in the browser before anything is sent: a picture that is not our own needs a credit. */
export function creditProblem(rights: ImageRights, credit: string): string | null {
  return creditRequired(rights) && credit.trim() === "" ? MSG_CREDIT_REQUIRED : null;
}

/** A library row's credit line: its credit, else (rows from before issue 27) its photographer. */
export function libraryCredit(photo: {
  credit?: string | null;
  photographer?: string | null;
}): string | null {
  return photo.credit?.trim() || photo.photographer?.trim() || null;
}

/** An inline picture's address: one of ours (`/…`) or an http(s) address (as the article's image). */
export function isPictureUrl(url: string): boolean {
  return /^https?:\/\/\S+$/i.test(url) || /^\/[^/\s]\S*$/.test(url);
}
