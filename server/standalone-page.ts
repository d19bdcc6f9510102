/**
 * The self-contained page the Node entry answers when React Router cannot render one (maintenance,
 * a database outage): inline CSS, no scripts, no external files. Both share this card's look.
 */
const CARD_STYLE = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f5f7;color:#111827}
main{max-width:32rem;width:100%;background:#fff;border-radius:12px;padding:2.5rem 2rem;box-shadow:0 10px 30px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{line-height:1.6;margin:0 0 1rem;color:#374151}
p:last-child{margin-bottom:0}`;

/** `title` and `main` are HTML: the caller escapes what it did not write itself. */
export function standalonePage({ title, main, style = "" }: { title: string; main: string; style?: string }) {
  return `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>
${CARD_STYLE}${style}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
