/**
 * Issue 27: who owns a picture. Everything but our own needs a credit line, shown with the picture
 * (the media row's CHECK constraint `media_credit_required` holds it in the database too).
 */
export const IMAGE_RIGHTS = ["egen", "bureau", "klub", "læser", "fri"] as const;
export type ImageRights = (typeof IMAGE_RIGHTS)[number];

export const IMAGE_RIGHTS_LABELS: Record<ImageRights, string> = {
  egen: "Egen",
  bureau: "Bureau",
  klub: "Klub",
  læser: "Læser",
  fri: "Fri",
};

export const MSG_CREDIT_REQUIRED = "Angiv kredit for billeder, der ikke er vores egne";

export function isImageRights(value: unknown): value is ImageRights {
  return typeof value === "string" && (IMAGE_RIGHTS as readonly string[]).includes(value);
}

export function creditRequired(rights: ImageRights): boolean {
  return rights !== "egen";
}
