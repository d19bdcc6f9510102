// A fake bold.dk for the generators' tests, under /bold (OUTBOUND_HOST_OVERRIDES maps bold.dk and
// www.bold.dk here, so https://www.bold.dk/nyheder/x is served from /bold/nyheder/x).
//   /bold/nyheder/{slug}      an article page with og:image; words in the slug choose the case:
//                             "ugyldig" → title with UGYLDIG, "langsom" → LANGSOM, "kort-uddrag" →
//                             KORT UDDRAG, "serverfejl" → SERVERFEJL (see fake-openai.mjs),
//                             "uden-billede" → an og:image that is not an image, "tom-side" → no article text
//   /bold/billeder/{name}.png a real PNG (generated with sharp)
//   /bold/billeder/odelagt.png bytes that are not an image
//   /bold/redirect-privat     302 to http://127.0.0.1/… (must be refused)
//   /bold/redirect-loop/{n}   endless redirects (must stop after 5)
//   /bold/omdirigering/{slug} 301 to /nyheder/{slug} (a relative, allowed redirect)
import sharp from "sharp";

let pngPromise;
function png() {
  pngPromise ??= sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 16, b: 46 } },
  })
    .png()
    .toBuffer();
  return pngPromise;
}

const MARKERS = [
  ["ugyldig", "UGYLDIG"],
  ["langsom", "LANGSOM"],
  ["kort-uddrag", "KORT UDDRAG"],
  ["serverfejl", "SERVERFEJL"],
];

function escapeHtml(s) {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

export function sourceTitle(slug) {
  const marker = MARKERS.find(([word]) => slug.includes(word))?.[1];
  const words = slug.replace(/-/g, " ");
  return `${marker ? `${marker}: ` : ""}FC København jagter ny angriber (${words})`;
}

function articlePage(slug) {
  const title = sourceTitle(slug);
  const image = slug.includes("uden-billede") ? "/billeder/odelagt.png" : `/billeder/${slug}.png`;
  const paragraphs = slug.includes("tom-side")
    ? ["<p>Kort.</p>"]
    : [
        "FC København er ifølge flere kilder tæt på at hente en ny angriber fra Premier League, efter at klubben har ledt efter en afløser i hele sommerpausen.",
        "Sportsdirektøren bekræfter, at der er en dialog med spillerens nuværende klub, men vil ikke sige noget om prisen. Det forlyder, at beløbet ligger omkring 60 millioner kroner.",
        "Angriberen har scoret 11 mål i denne sæson og har tidligere spillet i 3F Superliga. Han ventes at skrive under på en kontrakt frem til sommeren 2029.",
        "Træneren har flere gange efterlyst mere slagkraft i angrebet, og en handel vil give holdet flere muligheder i både Superligaen og Europa.",
      ].map((p) => `<p>${escapeHtml(p)}</p>`);
  return `<!doctype html>
<html lang="da"><head>
<meta charset="utf-8">
<title>${escapeHtml(title)} | bold.dk</title>
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:site_name" content="Bold.dk">
<meta property="og:image" content="${image}">
</head><body>
<header><nav><a href="/">Forside</a> <a href="/nyheder">Nyheder</a></nav></header>
<main><article>
<h1>${escapeHtml(title)}</h1>
<p class="byline">Af Bold-redaktionen</p>
${paragraphs.join("\n")}
</article></main>
<footer>© bold.dk</footer>
</body></html>`;
}

export async function handle(_req, res, url) {
  if (url.pathname !== "/bold" && !url.pathname.startsWith("/bold/")) return false;
  const path = url.pathname.slice("/bold".length) || "/";
  let m = /^\/nyheder\/([a-z0-9-]+)$/.exec(path);
  if (m) {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(articlePage(m[1]));
    return true;
  }
  if (path === "/billeder/odelagt.png") {
    res.setHeader("content-type", "image/png");
    res.end(Buffer.from("dette er ikke et billede, bare tekst med en forkert type"));
    return true;
  }
  if (/^\/billeder\/[a-z0-9-]+\.png$/.test(path)) {
    res.setHeader("content-type", "image/png");
    res.end(await png());
    return true;
  }
  if (path === "/redirect-privat") {
    res.statusCode = 302;
    res.setHeader("location", "http://127.0.0.1/intern/hemmelig");
    res.end();
    return true;
  }
  m = /^\/redirect-loop\/(\d+)$/.exec(path);
  if (m) {
    res.statusCode = 302;
    res.setHeader("location", `/redirect-loop/${Number(m[1]) + 1}`);
    res.end();
    return true;
  }
  m = /^\/omdirigering\/([a-z0-9-]+)$/.exec(path);
  if (m) {
    res.statusCode = 301;
    res.setHeader("location", `/nyheder/${m[1]}`);
    res.end();
    return true;
  }
  res.statusCode = 404;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end("<!doctype html><title>Ikke fundet</title><p>Siden findes ikke.</p>");
  return true;
}
