import fs from "node:fs";
import { SourceMapConsumer } from "source-map-js";
const file = process.argv[2];
const code = fs.readFileSync(file, "utf8");
const map = JSON.parse(fs.readFileSync(file + ".map", "utf8"));
const c = new SourceMapConsumer(map);
const lines = code.split("\n");
const bytes = new Map();
// walk generated mappings in order; attribute span to the source of each mapping
const all = [];
c.eachMapping((m) => all.push(m), null, SourceMapConsumer.GENERATED_ORDER);
for (let i = 0; i < all.length; i++) {
  const m = all[i], n = all[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = lines[m.generatedLine - 1].length - m.generatedColumn;
  const key = (m.source || "?").replace(/.*node_modules\//, "nm:").replace(/.*\/app\//, "app/");
  bytes.set(key, (bytes.get(key) || 0) + len);
}
const byPkg = process.argv[3] === "pkg";
const agg = new Map();
for (const [k, v] of bytes) { const key = byPkg ? (k.startsWith("nm:") ? k.split("/").slice(0, k.startsWith("nm:@")?2:1).join("/") : k.split("/").slice(0,3).join("/")) : k; agg.set(key, (agg.get(key)||0)+v); }
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(String(v).padStart(8), k);
