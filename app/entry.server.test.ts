import { UNSAFE_ErrorResponseImpl } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/server/logger.server";
import { handleError } from "./entry.server";

function args(requestId: string, init?: RequestInit) {
  return {
    request: new Request("http://localhost/soeg", init),
    params: {},
    context: { requestId, clientIp: "127.0.0.1", session: null },
  } as unknown as Parameters<typeof handleError>[1];
}

describe("React Router's errors in our log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an error of ours is logged at error with the request id", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new Error("boom"), args("req-1"));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatchObject({ reqId: "req-1", method: "GET", path: "/soeg" });
  });

  it("a refused request (4xx) is logged at info, never at error", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    // What React Router makes of a POST to a page without an action.
    const refused = new UNSAFE_ErrorResponseImpl(405, "Method Not Allowed", new Error("no action"), true);
    handleError(refused, args("req-2", { method: "POST" }));
    expect(error).not.toHaveBeenCalled();
    expect(info.mock.calls[0]?.[0]).toMatchObject({ reqId: "req-2", status: 405 });
  });

  it("an aborted request is not logged", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("gone"), args("req-3", { signal: controller.signal }));
    expect(error).not.toHaveBeenCalled();
  });
});
