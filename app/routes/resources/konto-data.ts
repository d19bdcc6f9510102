import { exportAccountData } from "~/features/accounts/account-queries.server";
import { exportAccountDevices } from "~/features/push/push-devices.server";
import { ACCOUNT_SIGN_IN_PATH } from "~/lib/account-link";
import { copenhagenDay } from "~/lib/copenhagen-time";
import { getDb } from "~/server/db/client.server";
import { requireAccountUser } from "~/server/session.server";
import type { Route } from "./+types/konto-data";

/**
 * 'Download mine data' (ADR 0025): everything stored about the signed-in account as a JSON file,
 * without secrets (account-queries.server.ts). Private, never cached, and only the owner's own.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireAccountUser(args);
  const now = new Date();
  const [exported, pushDevices] = await Promise.all([
    exportAccountData(getDb(), user.id, now),
    exportAccountDevices(getDb(), user.id),
  ]);
  if (!exported) return Response.redirect(new URL(ACCOUNT_SIGN_IN_PATH, args.request.url), 302);
  // Issue 25: the devices that get push messages through the account (without their keys).
  return new Response(`${JSON.stringify({ ...exported, pushDevices }, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="forsiden-mine-data-${copenhagenDay(now)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
