// `node scripts/icon-sprite.mjs`: writes app/components/ui/icons.svg, one <symbol> per icon that
// app/components/ui/icons.tsx names, drawn from the installed lucide-react (issue 23: public pages
// reference a cached sprite instead of shipping icon components). `--check` fails when the
// committed sprite differs (run by the icons unit test).
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const esm = path.join(root, "node_modules/lucide-react/dist/esm");
const spritePath = path.join(root, "app/components/ui/icons.svg");

/** `IconName` → the lucide file it comes from, read from lucide-react's own export table. */
function lucideFiles() {
  const table = fs.readFileSync(path.join(esm, "lucide-react.mjs"), "utf8");
  const files = new Map();
  for (const m of table.matchAll(/export \{([^}]+)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g))
    for (const alias of m[1].matchAll(/default as (\w+)/g)) files.set(alias[1], m[2]);
  return files;
}

async function iconNode(file) {
  const { __iconData } = await import(path.join(esm, "icons", `${file}.mjs`));
  const attrs = (a) =>
    Object.entries(a)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => `${key}="${value}"`)
      .join(" ");
  return __iconData.node.map(([tag, a]) => `<${tag} ${attrs(a)}/>`).join("");
}

export async function sprite(names) {
  const files = lucideFiles();
  const symbols = [];
  for (const name of names) {
    const file = files.get(name);
    if (!file) throw new Error(`lucide-react has no icon ${name}`);
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${await iconNode(file)}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** The names icons.tsx declares: `spriteIcon("ArrowLeft")`. */
export function declaredNames() {
  const source = fs.readFileSync(path.join(root, "app/components/ui/icons.tsx"), "utf8");
  return [...new Set([...source.matchAll(/spriteIcon\("(\w+)"\)/g)].map((m) => m[1]))].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await sprite(declaredNames());
  if (process.argv.includes("--check")) {
    if (fs.readFileSync(spritePath, "utf8") !== text) {
      console.error("app/components/ui/icons.svg is out of date: run node scripts/icon-sprite.mjs");
      process.exit(1);
    }
  } else fs.writeFileSync(spritePath, text);
}
