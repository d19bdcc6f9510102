import fs from "node:fs";
import path from "node:path";

/** The development admin that the server created on first start (see features/users/staff-accounts.server.ts). */
export function devAdmin(): { email: string; password: string } {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return JSON.parse(fs.readFileSync(path.join(dir, ".dev-admin.json"), "utf8"));
}
