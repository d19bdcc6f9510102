import sharp from "sharp";
import { HONEYPOT_FIELD } from "../../app/features/contact/contact-fields";
import { type BodyAnswer, rssMb, sendHostileBody } from "../../scripts/lib/hostile-body.mjs";
import { devAdmin } from "./support/dev-admin";
import { signInOverHttp } from "./support/node-clients";
import { expect, test } from "./support/test";

/*
 * Issue 21 §1: request bodies are bounded before anything reads them. A 300 MB form post took the
 * whole upload before its 400 and 700 MB of memory; 600 MB of JSON to Better Auth answered 500. Now
 * the production server refuses at the limit (64 KB for /api/auth, 6 MB for the admin's uploads,
 * 1 MB for other forms) with a Danish 413 within a second, and its memory hardly moves. The bodies
 * are generated as they are sent; the server's RSS is read from /proc (the pid from /readyz).
 */

test.describe.configure({ mode: "serial" });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "plain HTTP: once, in the desktop project");

const MB = 1024 * 1024;
const TITLE = "Forespørgslen er for stor";
const TEXT = "Det, du sendte, er større, end siden kan modtage. Billeder må maksimalt være 5MB.";
const FORM = "application/x-www-form-urlencoded";
const BOUNDARY = "----forsiden-grænse";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const FILE_PART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="stor.png"\r\nContent-Type: image/png\r\n\r\n`;

async function serverPid(baseURL: string): Promise<number> {
  const ready = await (await fetch(`${baseURL}/readyz`)).json();
  return ready.pid;
}

function expectHtml413(answer: BodyAnswer) {
  expect(answer.status).toBe(413);
  expect(answer.contentType).toBe("text/html; charset=utf-8");
  expect(answer.body).toContain(`<h1>${TITLE}</h1>`);
  expect(answer.body).toContain(`<p>${TEXT}</p>`);
}

function expectJson413(answer: BodyAnswer) {
  expect(answer.status).toBe(413);
  expect(answer.contentType).toBe("application/json; charset=utf-8");
  expect(JSON.parse(answer.body)).toEqual({ code: "PAYLOAD_TOO_LARGE", message: TITLE });
}

test("a 300 MB form post to /contact, / and /soeg is refused in under a second, RSS growth under 20 MB", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const pid = await serverPid(base);
  // Warm: the first requests of a fresh server load code and fill caches.
  for (const path of ["/", "/contact", "/soeg"]) await fetch(`${base}${path}`);
  const before = rssMb(pid);
  for (const path of ["/contact", "/?index", "/soeg"]) {
    for (const chunked of [true, false]) {
      const answer = await sendHostileBody(`${base}${path}`, {
        total: 300 * MB,
        chunked,
        contentType: FORM,
        prefix: "message=",
      });
      expectHtml413(answer);
      expect(answer.ms, `${path} chunked=${chunked}`).toBeLessThan(1000);
      expect(answer.sent, `${path} chunked=${chunked}`).toBeLessThan(100 * MB);
    }
  }
  expect(rssMb(pid) - before).toBeLessThan(20);
});

test("four 250 MB bodies at once: all refused, and the memory stays where it was", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const pid = await serverPid(base);
  const before = rssMb(pid);
  const answers = await Promise.all(
    ["/contact", "/", "/soeg", "/contact"].map((path, i) =>
      sendHostileBody(`${base}${path}`, {
        total: 250 * MB,
        chunked: i % 2 === 0,
        contentType: i < 2 ? FORM : MULTIPART,
        prefix: i < 2 ? "message=" : FILE_PART,
      }),
    ),
  );
  for (const answer of answers) expectHtml413(answer);
  expect(rssMb(pid) - before).toBeLessThan(20);
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
});

test("600 MB of JSON to Better Auth's sign-in: 413 in JSON, not 500", async ({ baseURL }) => {
  test.setTimeout(60_000);
  const base = baseURL as string;
  for (const chunked of [true, false]) {
    const answer = await sendHostileBody(`${base}/api/auth/sign-in/email`, {
      total: 600 * MB,
      chunked,
      contentType: "application/json",
      prefix: '{"email":"a@b.dk","password":"',
    });
    expectJson413(answer);
    expect(answer.ms).toBeLessThan(1000);
  }
});

test("an upload over 6 MB is refused before it is read: the image API, the portrait form, club logos", async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL as string;
  // Anonymous, the image API answers (redirects) before it reads a chunked body: a declared one is
  // refused at once; the signed-in chunked upload is in the last test.
  const upload = await sendHostileBody(`${base}/admin/api/upload`, {
    total: 7 * MB,
    chunked: false,
    contentType: MULTIPART,
    prefix: FILE_PART,
  });
  expectJson413(upload);
  for (const path of ["/admin/profil.data", "/admin/clubs.data", "/admin/historie.data"]) {
    for (const chunked of [true, false]) {
      const answer = await sendHostileBody(`${base}${path}`, {
        total: 7 * MB,
        chunked,
        contentType: MULTIPART,
        prefix: FILE_PART,
      });
      expectHtml413(answer);
    }
  }
});

test("still works: a normal form post, Better Auth sign-in and a 4.9 MB image upload (a 7 MB one is refused)", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  // A contact message (a page's own form post goes through the same listener and guard). With the
  // honeypot filled it is answered as sent but neither stored nor counted: the contact form allows
  // 5 messages per 10 minutes per address, and contact.spec.ts sends 4 from the same address.
  const contact = await fetch(`${base}/contact`, {
    method: "POST",
    headers: { "Content-Type": FORM, Origin: base },
    body: new URLSearchParams({
      name: "Grænse Test",
      email: "graense@forsiden.test",
      subject: "Almindelig besked",
      message: "Under grænsen.",
      [HONEYPOT_FIELD]: "https://spam.example",
    }),
  });
  expect(contact.status).toBe(200);

  const cookie = await signInOverHttp(base, devAdmin());

  const tooLarge = await sendHostileBody(`${base}/admin/api/upload`, {
    total: 7 * MB,
    chunked: true,
    contentType: MULTIPART,
    prefix: FILE_PART,
    headers: { Cookie: cookie, Origin: base },
  });
  expectJson413(tooLarge);

  // Noise does not compress: a PNG just under the spec's 5 MB.
  const png = await sharp({
    create: {
      width: 1300,
      height: 1315,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeGreaterThan(4.85 * MB);
  expect(png.length).toBeLessThan(5 * MB);
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "graense.png");
  const upload = await fetch(`${base}/admin/api/upload`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base },
    body: form,
  });
  expect(upload.status).toBe(201);
  expect(await upload.json()).toMatchObject({ width: 1300, height: 1315 });
});
