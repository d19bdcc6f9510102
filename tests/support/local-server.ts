import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A fake third party's handler: true when it answered the request. */
export type FakeHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean;

export interface LocalServer {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  close: () => Promise<void>;
}

/**
 * An HTTP server on a free port of 127.0.0.1 for the fakes of third parties (an AI provider, a
 * source site, oEmbed providers): each handler in turn may answer; a request none answers is 404.
 */
export async function startLocalServer(...handlers: FakeHandler[]): Promise<LocalServer> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    for (const handle of handlers) if (await handle(req, res, url)) return;
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
