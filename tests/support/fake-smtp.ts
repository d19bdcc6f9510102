import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server on 127.0.0.1 speaking enough of RFC 5321 for nodemailer (no TLS, no auth). */
export async function startFakeSmtp(): Promise<{
  port: number;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    socket.write("220 fake-smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { from: "", to: [], data: "" };
          socket.write("250 OK queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-fake-smtp\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") socket.write("250 fake-smtp\r\n");
        else if (verb === "MAIL") {
          current.from = line.replace(/^MAIL FROM:\s*/i, "");
          socket.write("250 OK\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line.replace(/^RCPT TO:\s*/i, ""));
          socket.write("250 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 Bye\r\n");
          return;
        } else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
