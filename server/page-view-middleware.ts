import type { MiddlewareHandler } from "hono";
import {
  createPageViewRecorder,
  type PageViewRequest,
  type RecordPageViewsOptions,
} from "~/features/analytics/page-view-recorder.server";

/**
 * Hono middleware counting page views of the public site (the recorder is framework-free and
 * lives in features/analytics). Mount it before the page cache so that cached responses count too.
 */
export function recordPageViews(options: RecordPageViewsOptions = {}): MiddlewareHandler {
  const recorder = createPageViewRecorder(options);
  return async (c, next) => {
    const request: PageViewRequest = {
      method: c.req.method,
      path: c.req.path,
      url: c.req.url,
      header: (name) => c.req.header(name),
    };
    const candidate = recorder.candidate(request);
    await next();
    if (candidate)
      recorder.record(candidate, { status: c.res.status, contentType: c.res.headers.get("content-type") });
  };
}
