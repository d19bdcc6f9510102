#!/usr/bin/env node
/**
 * Writes the layer rules (ADR 0003, amended by 0009) into biome.json's `overrides`:
 * lib, components and server import no feature, workflow, route or the root, and lib and components
 * no app/server code either; each feature imports only itself plus lib, components and server;
 * workflows import features but no route; routes do not query the database themselves; the Node
 * entry (server/) and scripts/ reach routes only through the build, never by import.
 * Run it after adding a feature: `node scripts/lint-layers.mjs`.
 * `--check` fails (exit 1) when biome.json (the whole file, as written) is out of date, without writing.
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

/**
 * biome.json apart from the generated overrides. It lives here, not in biome.json, so that `--check`
 * can compare the whole file: change a rule here and run the script.
 */
const BASE_CONFIG = {
  $schema: "./node_modules/@biomejs/biome/configuration_schema.json",
  vcs: {
    enabled: true,
    clientKind: "git",
    useIgnoreFile: true,
  },
  files: {
    includes: ["**", "!drizzle/meta", "!**/*.gen.*", "!.react-router", "!build", "!data"],
  },
  formatter: {
    enabled: true,
    indentStyle: "space",
    indentWidth: 2,
    lineWidth: 110,
  },
  linter: {
    enabled: true,
    rules: {
      preset: "recommended",
      suspicious: {
        noArrayIndexKey: "off",
        noImportCycles: {
          level: "error",
          options: {
            ignoreTypes: false,
          },
        },
      },
      style: {
        noNonNullAssertion: "off",
      },
      a11y: {
        noSvgWithoutTitle: "off",
      },
    },
  },
  css: {
    parser: {
      tailwindDirectives: true,
    },
  },
  javascript: {
    formatter: {
      quoteStyle: "double",
    },
  },
  assist: {
    actions: {
      source: {
        organizeImports: "on",
      },
    },
  },
};

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
// lib and components reach the browser: server code (database, secrets, Node) stays out of them.
const pureGroup = [...lowerGroup, "~/server/**", "../**/server/**"];
const pureMessage =
  "lib and components are shared with the browser: no app/server import (pass the data in, or move the type to app/lib).";
const entryGroup = ["~/routes/**", "~/root", "../app/routes/**", "../../app/routes/**", "../app/root"];
const entryMessage =
  "server/ and scripts/ reach routes through the React Router build, never by import; call a feature or app/workflows.";
const featureBase = (name) => ({
  group: ["~/features/*/**", `!~/features/${name}/**`, "../*/**", ...TESTS_SUPPORT, ...UP],
  message: `features/${name} imports only itself, lib, components/ui and server; a route or app/workflows composes features (ADR 0009).`,
});

const overrides = [
  restrict(["app/lib/**", "app/components/**"], pureGroup, pureMessage),
  restrict(["app/server/**"], lowerGroup, lowerMessage),
  restrict(["server/**", "scripts/**"], entryGroup, entryMessage),
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
    const base = feature
      ? featureBase(feature)
      : exception.file.startsWith("app/server/")
        ? { group: lowerGroup, message: lowerMessage }
        : { group: pureGroup, message: pureMessage };
    return exceptionFor(base, exception);
  }),
];

const current = fs.readFileSync(configPath, "utf8");
const next = { ...BASE_CONFIG, overrides };
/** biome.json as this script writes it: the generated overrides, formatted by Biome. */
const text = execFileSync(
  path.join(root, "node_modules/.bin/biome"),
  ["format", `--stdin-file-path=${configPath}`],
  { input: `${JSON.stringify(next, null, 2)}\n`, encoding: "utf8" },
);
if (process.argv.includes("--check")) {
  // The whole file: a hand edit anywhere in it (rules, includes, the overrides) is caught too.
  if (text !== current) {
    console.error(
      "biome.json is not what node scripts/lint-layers.mjs writes: run it and keep the changes elsewhere in this script",
    );
    process.exit(1);
  }
} else {
  fs.writeFileSync(configPath, text);
  console.log(`biome.json: ${overrides.length} overrides (${features.length} features)`);
}
