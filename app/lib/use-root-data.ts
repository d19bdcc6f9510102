import { useRouteLoaderData } from "react-router";
import { type CompanyDetails, NO_COMPANY_DETAILS } from "./company-details";
import type { SiteInfo } from "./seo";

const FALLBACK_SITE: SiteInfo = {
  siteName: "Forsiden",
  siteDescription: "Danske & Internationale fodboldnyheder 24/7",
  publicUrl: "",
};

/**
 * What the root loader returns to every page (root.tsx's loader is typed by it, so lib needs no
 * import from the root route).
 */
export interface RootData {
  site: SiteInfo;
  /** The company details from the settings (footer, /contact, legal pages); missing ones are null. */
  company: CompanyDetails;
  /** The render time: relative times hydrate with the same clock the server used. */
  now: string;
}

/** The root loader's data (site name, description, public address, company, render time) from any component. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  // In an error boundary above a failed root loader there is no data: fall back to the defaults.
  return data ?? { site: FALLBACK_SITE, company: NO_COMPANY_DETAILS, now: new Date().toISOString() };
}
