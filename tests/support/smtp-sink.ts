import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server for the newsletter tests and benchmark: the `smtp-server` package (the
 * nodemailer project's real RFC 5321 implementation), plain TCP on 127.0.0.1, no auth. Every
 * accepted message is kept raw; `parse` turns one into headers and parts with mailparser.
 */
export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSinkOptions {
  /** Answer RCPT TO for an address with this refusal (e.g. 550 or 451), or null to accept. */
  refuse?: (address: string) => { code: number; message: string } | null;
  /** Keep only a count and the Message-IDs (the benchmark's 100,000 messages), not the raw text. */
  countOnly?: boolean;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: SinkMessage[];
  /** How many messages carried each Message-ID. */
  messageIds: Map<string, number>;
  received: () => number;
  /** Forgets every message received so far. */
  reset: () => void;
  close: () => Promise<void>;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const messageIds = new Map<string, number>();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 5 * 1024 * 1024,
    maxClients: 100,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received++;
        const id = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? "";
        messageIds.set(id, (messageIds.get(id) ?? 0) + 1);
        if (!options.countOnly) {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    messageIds,
    received: () => received,
    reset: () => {
      messages.length = 0;
      messageIds.clear();
      received = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function parseMail(raw: string): Promise<ParsedMail> {
  return simpleParser(raw);
}
