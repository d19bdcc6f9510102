import { data } from "react-router";
import { getSecurityOverview } from "~/features/settings/security.server";
import { handleSettingsAction } from "~/features/settings/settings-actions.server";
import { SettingsPage } from "~/features/settings/settings-page";
import { SETTINGS_TEXT } from "~/features/settings/settings-schema";
import { privatePageMeta } from "~/lib/private-page-meta";
import { getDatabaseHandle } from "~/server/db/client.server";
import { requireAdmin } from "~/server/session.server";
import { companyDetailsOf, getSiteSettings } from "~/server/site-settings.server";
import type { Route } from "./+types/settings";

export const meta = privatePageMeta("Indstillinger");

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const handle = getDatabaseHandle();
  const [settings, security] = await Promise.all([
    getSiteSettings(handle.db),
    getSecurityOverview(handle.db),
  ]);
  return {
    settings: {
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      enableNotifications: settings.enableNotifications,
      enableAnalytics: settings.enableAnalytics,
      autoPublish: settings.autoPublish,
      maintenanceMode: settings.maintenanceMode,
      agentEnabled: settings.agentEnabled,
      agentFeedUrls: settings.agentFeedUrls,
      updatedAt: settings.updatedAt.toISOString(),
    },
    company: companyDetailsOf(settings),
    security,
    database: handle.kind,
  };
}

export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  const sessionId = args.context.session?.sessionId;
  const result = await handleSettingsAction(
    getDatabaseHandle(),
    { id: admin.id, email: admin.email },
    sessionId ?? "",
    await args.request.formData(),
  );
  if (!result.ok) return data(result, { status: result.status ?? 400 });
  return data(result);
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return <SettingsPage {...loaderData} savedText={SETTINGS_TEXT.saved} />;
}
