import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";
import { primeReactRouterHandoff } from "./react-router-internals.server";

/**
 * Issue 13: a document is rendered to one string rather than through React's streaming renderer.
 * The bytes are the same; the streaming renderer encoded thousands of small chunks one by one,
 * the largest single cost of a cold render (ADR 0010, docs/performance.md).
 */

/** React's mark for a Suspense boundary it did not finish on the server (left to the browser). */
export const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The whole document, or null when a Suspense boundary suspended or failed (the caller then uses
 * the streaming render, which waits for it and reports the error). React Router writes its data
 * handoff through a component that waits for each chunk of a stream, and a synchronous render
 * cannot wait: the chunks are read first and put where that component looks for them.
 */
export async function renderWholeDocument(context: EntryContext, app: ReactNode): Promise<string | null> {
  const markup = await renderDocumentMarkup(context, app);
  return markup === null ? null : `<!DOCTYPE html>${markup}`;
}

/**
 * renderWholeDocument's markup without the doctype, for finishDocument, which writes that as bytes:
 * prepending it here would make a second whole-page string.
 */
export async function renderDocumentMarkup(context: EntryContext, app: ReactNode): Promise<string | null> {
  if (!(await primeReactRouterHandoff(context))) return null;
  const html = renderToString(app);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
}
