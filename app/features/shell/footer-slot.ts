import { createContext, type ReactNode } from "react";

/**
 * What the footer shows beside its links that the shell does not own (issue 24: the newsletter
 * sign-up). The footer is a static island (ADR 0023): only the server renders it, so the server
 * entry (entry.server.tsx) fills this slot and none of the slot's code reaches a reader's browser.
 * A footer mounted in the browser (never adopted from the server) shows it empty.
 */
export const FooterSlot = createContext<ReactNode>(null);
