import type { IncomingMessage, ServerResponse } from "node:http";

export const received: { at: string; status: number; body: unknown }[];
export function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
