import fs from "node:fs";
import type { SerializedError } from "vitest";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Vitest fails a run on an error thrown outside any test (a timer or promise that outlives its
 * test), but its JSON report counts only tests. This reporter writes those errors to the file in
 * VITEST_UNHANDLED_ERRORS_FILE, so `npm test` can repeat them in its last lines, which are the
 * lines a CI log keeps.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const file = process.env.VITEST_UNHANDLED_ERRORS_FILE;
    if (!file) return;
    const lines = unhandledErrors.map((error) =>
      [
        `${error.name ?? "Error"}: ${error.message}`,
        error.VITEST_TEST_PATH ? `  in test file ${String(error.VITEST_TEST_PATH)}` : "",
        error.VITEST_TEST_NAME ? `  latest test: ${String(error.VITEST_TEST_NAME)}` : "",
        (error.stack ?? "").split("\n").slice(1, 8).join("\n"),
      ]
        .filter(Boolean)
        .join("\n"),
    );
    fs.writeFileSync(file, JSON.stringify(lines));
  }
}
