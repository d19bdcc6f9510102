import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { AUTH_CLIENT_IP_HEADER } from "~/server/auth.server";

/**
 * The request header that carries the client address to Better Auth. The /api/auth/* mount
 * deletes any copy the client sent and sets it from clientIpOf, and Better Auth reads only it.
 */
export const CLIENT_IP_HEADER = AUTH_CLIENT_IP_HEADER;

/**
 * The client's address for rate limits: the socket's peer, or with TRUST_PROXY the address the
 * trusted proxy appended: the LAST X-Forwarded-For entry (earlier entries come from the client
 * and can be anything).
 */
export function resolveClientIp(options: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined | null;
  trustProxy: boolean;
}): string {
  if (options.trustProxy && options.forwardedFor) {
    const last = options.forwardedFor.split(",").at(-1)?.trim() ?? "";
    if (isIP(last)) return last;
  }
  return options.socketAddress || "unknown";
}

/** The client address of a Hono request on @hono/node-server (the socket from its bindings). */
export function clientIpOf(c: Context, trustProxy: boolean): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  return resolveClientIp({ socketAddress, forwardedFor: c.req.header("x-forwarded-for"), trustProxy });
}
