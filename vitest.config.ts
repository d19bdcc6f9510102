import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

/** The integration tests (one set of files) on one database engine. */
function databaseProject(name: string, engine: "pglite" | "postgres") {
  return {
    resolve: { alias },
    test: {
      name,
      include: ["app/**/*.db.test.ts", "server/**/*.db.test.ts", "tests/integration/**/*.test.ts"],
      globalSetup: ["tests/support/global-setup.ts"],
      env: { TEST_DB: engine, NODE_ENV: "test" },
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

// Unit tests: pure code. Integration tests (*.db.test.ts): the same files run on PGlite and on
// a real PostgreSQL (a throwaway cluster unless TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      databaseProject("db-pglite", "pglite"),
      databaseProject("db-postgres", "postgres"),
    ],
  },
});
