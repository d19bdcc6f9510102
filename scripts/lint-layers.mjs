#!/usr/bin/env node
/**
 * Writes the layer rules (ADR 0003, amended by 0009) into biome.json's `overrides`:
 * lib, components and server import no feature, workflow, route or the root; each feature imports
 * only itself plus lib, components and server; workflows import features but no route; routes do
 * not query the database themselves. Run it after adding a feature: `node scripts/lint-layers.mjs`.
 * `--check` fails (exit 1) when biome.json is out of date, without writing.
 *
 * Biome matches import specifiers, not resolved files, so the rules rely on the `~/` alias and
 * catch relative escapes with `../*\/**`. When two overrides set the same rule for a file, the
 * later one's options REPLACE the earlier ones: every file gets exactly one noRestrictedImports entry,
 * and the documented exceptions come last.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const configPath = path.join(root, "biome.json");
const featuresDir = path.join(root, "app/features");

/**
 * Deliberate cross-feature imports in tests, each with its reason. `allow` lists the specifiers
 * (as patterns) the file may import besides its own layer's.
 */
const EXCEPTIONS = [
  {
    file: "app/features/indexing/request-indexing.db.test.ts",
    allow: ["~/routes/resources/indexnow-key"],
    reason: "checks that the key file route serves the key this feature generated and submits",
  },
  {
    file: "app/features/ai-generation/generators.db.test.ts",
    allow: ["~/features/history/**"],
    reason: "checks that a generated history article is listed by the history feature, as spec §7 says",
  },
  {
    file: "app/features/clubs/club-queries.db.test.ts",
    allow: ["~/features/articles/**"],
    reason: "checks that the club page's tag query finds the articles the article feature publishes",
  },
  {
    file: "app/lib/canonical-url.test.ts",
    allow: ["~/features/articles/**"],
    reason: "keeps the canonical-URL rules in step with the query keys the article loaders read",
  },
];

const UP = ["~/workflows/**", "~/routes/**", "~/root"];
const TESTS_SUPPORT = [
  "!../../tests/support/**",
  "!../../../tests/support/**",
  "!../../../../tests/support/**",
];

function restrict(includes, group, message) {
  return {
    includes,
    linter: {
      rules: {
        style: { noRestrictedImports: { level: "error", options: { patterns: [{ group, message }] } } },
      },
    },
  };
}

function exceptionFor(base, exception) {
  const group = [...base.group, ...exception.allow.map((p) => `!${p}`)];
  return restrict([exception.file], group, `${base.message} Exception: ${exception.reason}.`);
}

const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const lowerGroup = ["~/features/**", ...UP, "../**/features/**", "../**/workflows/**", "../**/routes/**"];
const lowerMessage =
  "lib, components and server sit below features and workflows (ADR 0003, 0009); pass what you need in, or move the code down.";
const featureBase = (name) => ({
  group: ["~/features/*/**", `!~/features/${name}/**`, "../*/**", ...TESTS_SUPPORT, ...UP],
  message: `features/${name} imports only itself, lib, components/ui and server; a route or app/workflows composes features (ADR 0009).`,
});

const overrides = [
  restrict(["app/lib/**", "app/components/**", "app/server/**"], lowerGroup, lowerMessage),
  ...features.map((name) => {
    const base = featureBase(name);
    return restrict([`app/features/${name}/**`], base.group, base.message);
  }),
  restrict(
    ["app/workflows/**"],
    ["~/routes/**", "~/root", "../**/routes/**"],
    "app/workflows composes features; routes and server/ call it, never the other way (ADR 0009).",
  ),
  {
    // Route tests are left out: they set up and check the rows a loader or action reads and writes.
    includes: ["app/routes/**", "!**/*.test.ts", "!**/*.test.tsx"],
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: "error",
            options: {
              paths: { "drizzle-orm": "Routes read and write through a feature's *.server.ts (ADR 0003)." },
              patterns: [
                {
                  group: ["~/server/db/schema", "../**/server/db/schema"],
                  message: "Routes read and write through a feature's *.server.ts (ADR 0003).",
                },
              ],
            },
          },
        },
      },
    },
  },
  ...EXCEPTIONS.map((exception) => {
    const feature = exception.file.match(/^app\/features\/([^/]+)\//)?.[1];
    const base = feature ? featureBase(feature) : { group: lowerGroup, message: lowerMessage };
    return exceptionFor(base, exception);
  }),
];

const config = JSON.parse(fs.readFileSync(configPath, "utf8"));
const next = { ...config, overrides };
const text = `${JSON.stringify(next, null, 2)}\n`;
if (process.argv.includes("--check")) {
  const same = JSON.stringify(config.overrides) === JSON.stringify(overrides);
  if (!same) {
    console.error("biome.json's layer overrides are out of date: run node scripts/lint-layers.mjs");
    process.exit(1);
  }
} else {
  fs.writeFileSync(configPath, text);
  execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", configPath], {
    stdio: "ignore",
  });
  console.log(`biome.json: ${overrides.length} overrides (${features.length} features)`);
}
