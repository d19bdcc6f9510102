import { useRouteLoaderData } from "react-router";
import type { RootLoaderData } from "~/root";
import type { SiteInfo } from "./seo";

const FALLBACK_SITE: SiteInfo = {
  siteName: "Forsiden",
  siteDescription: "Danske & Internationale fodboldnyheder 24/7",
  publicUrl: "",
};

/** The root loader's data (site name, description, public address, render time) from any component. */
export function useRootData(): RootLoaderData {
  const data = useRouteLoaderData<RootLoaderData>("root");
  // In an error boundary above a failed root loader there is no data: fall back to the defaults.
  return data ?? { site: FALLBACK_SITE, now: new Date().toISOString() };
}
