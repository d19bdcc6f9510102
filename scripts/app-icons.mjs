// `node scripts/app-icons.mjs`: draws the web app's PNG icons (issue 25) from public/favicon.svg with
// sharp, into public/icons/ and public/apple-touch-icon.png. Run it again when the favicon changes
// and commit the files (a few KB each).
// - icon-192.png, icon-512.png: the favicon as it is (the manifest's "any" icons, the notification's icon);
// - icon-maskable-512.png: full-bleed red with the ball inside the 80 % safe zone (Android crops it to a
//   circle, a squircle …);
// - apple-touch-icon.png (180): full-bleed red, no transparency (iOS rounds the corners itself and
//   would fill transparent ones with black);
// - badge-96.png: the ball's outline in white on transparent (Android draws a badge from its alpha).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const favicon = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

const RED = "#c8102e";
const BALL =
  '<circle cx="32" cy="32" r="18" fill="#fff"/><path d="M32 20l6 4.5-2.3 7h-7.4L26 24.5z" fill="#111"/><path d="M22 33l4-1 3 4-2 5-4-1zM42 33l-4-1-3 4 2 5 4-1z" fill="#111"/>';

/** The ball at `scale` of the square, on a full-bleed red square. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${RED}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${BALL}</g></svg>`;

/** The ball's shape for a badge: white where it is drawn, transparent elsewhere. */
const badge =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><mask id="m"><rect width="64" height="64" fill="#000"/><circle cx="32" cy="32" r="28" fill="#fff"/><path d="M32 14l9 6.8-3.4 10.5H26.4L23 20.8zM17 34l6-1.5 4.5 6-3 7.5-6-1.5zM47 34l-6-1.5-4.5 6 3 7.5 6-1.5z" fill="#000"/></mask><rect width="64" height="64" fill="#fff" mask="url(#m)"/></svg>';

async function png(svg, size, file) {
  const target = path.join(publicDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
  console.log(`${file}: ${fs.statSync(target).size} bytes`);
}

await png(favicon, 192, "icons/icon-192.png");
await png(favicon, 512, "icons/icon-512.png");
// The safe zone is a circle of 40 % radius: the ball (radius 18 of 32) at 1.25 reaches 35 %.
await png(fullBleed(1.25), 512, "icons/icon-maskable-512.png");
await png(fullBleed(1.3), 180, "apple-touch-icon.png");
await png(badge, 96, "icons/badge-96.png");
