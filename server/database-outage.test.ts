import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import {
  handleWithOutageHeaders,
  noteDatabaseUnavailable,
  withDatabaseOutageHandling,
} from "./database-outage";

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

function buildWith(module: Record<string, unknown>): ServerBuild {
  return {
    routes: { "routes/x": { id: "routes/x", path: "x", module } },
  } as unknown as ServerBuild;
}

function routeModule(build: ServerBuild) {
  const module = build.routes["routes/x"]?.module as unknown as {
    loader: (args: unknown) => Promise<unknown>;
    action: (args: unknown) => Promise<unknown>;
    default: unknown;
  };
  return module;
}

function args(context: object = {}, body?: URLSearchParams) {
  const request = new Request("http://localhost/x", {
    method: body ? "POST" : "GET",
    ...(body ? { body, headers: { "content-type": "application/x-www-form-urlencoded" } } : {}),
  });
  return { request, params: {}, context };
}

/** The thrown or returned `data(...)` value: { type: "DataWithResponseInit", data, init }. */
type DataResult = {
  data: Record<string, unknown>;
  init: { status: number; headers: Record<string, string> };
};

describe("withDatabaseOutageHandling", () => {
  it("a loader that meets an outage throws the Danish 503 page data with Retry-After", async () => {
    const build = withDatabaseOutageHandling(
      buildWith({
        loader: async () => {
          throw new Error("Failed query: select 1", { cause: refused() });
        },
      }),
    );
    const thrown = (await routeModule(build)
      .loader(args())
      .catch((e: unknown) => e)) as DataResult;
    expect(thrown.init.status).toBe(503);
    expect(thrown.init.headers).toMatchObject({ "Retry-After": "5", "Cache-Control": "no-store" });
    expect(thrown.data).toEqual({
      databaseUnavailable: true,
      heading: "Siden er midlertidigt utilgængelig",
      message: "Vi har forbindelsesproblemer med databasen. Prøv igen om lidt.",
    });
  });

  it("an action that meets an outage returns 'Ikke gemt' (503) with the form's intent", async () => {
    const build = withDatabaseOutageHandling(
      buildWith({
        action: async ({ request }: { request: Request }) => {
          await request.formData();
          throw refused();
        },
      }),
    );
    const result = (await routeModule(build).action(
      args({}, new URLSearchParams({ intent: "update", title: "x" })),
    )) as DataResult;
    expect(result.init.status).toBe(503);
    expect(result.data).toMatchObject({
      ok: false,
      intent: "update",
      title: "Ikke gemt",
      message: "Ændringen blev ikke gemt, fordi databasen ikke svarer lige nu. Prøv igen om lidt.",
    });
  });

  it("other errors and results pass through unchanged", async () => {
    const boom = new Error("syntax error at or near");
    const notFound = new ErrorResponseImpl(404, "Not Found", null);
    const build = withDatabaseOutageHandling(
      buildWith({
        default: "component",
        loader: async ({ request }: { request: Request }) => {
          if (request.url.endsWith("404")) throw notFound;
          throw boom;
        },
        action: async () => ({ ok: true }),
      }),
    );
    const module = routeModule(build);
    expect(module.default).toBe("component");
    await expect(module.loader(args())).rejects.toBe(boom);
    const notFoundArgs = { ...args(), request: new Request("http://localhost/404") };
    await expect(module.loader(notFoundArgs)).rejects.toBe(notFound);
    expect(await module.action(args({}, new URLSearchParams({ a: "1" })))).toEqual({ ok: true });
  });

  it("when the session could not be read, routes are not run and the response gets Retry-After", async () => {
    let ran = false;
    const build = withDatabaseOutageHandling(
      buildWith({
        loader: async () => {
          ran = true;
          return {};
        },
      }),
    );
    const request = new Request("http://localhost/admin");
    noteDatabaseUnavailable(request);
    const context = { requestId: "r1" };
    const response = await handleWithOutageHeaders(request, context, async (req, ctx) => {
      const thrown = (await routeModule(build)
        .loader({ request: req, params: {}, context: ctx })
        .catch((e: unknown) => e)) as DataResult;
      return new Response("page", { status: thrown.init.status });
    });
    expect(ran).toBe(false);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
