import os from "node:os";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("configuration (parsed with Zod at boot)", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.dataDir.endsWith("/data")).toBe(true);
    expect(env.MIGRATIONS_DIR).toBe("drizzle");
    expect(env.AD_NETWORK_SCRIPT_URL).toBeNull();
  });

  it("ignores a bad AD_NETWORK_SCRIPT_URL instead of refusing to start (the site works without ads)", () => {
    expect(parseEnv({ AD_NETWORK_SCRIPT_URL: "javascript:alert(1)" }).AD_NETWORK_SCRIPT_URL).toBeNull();
    expect(parseEnv({ AD_NETWORK_SCRIPT_URL: " https://ads.example/tag.js " }).AD_NETWORK_SCRIPT_URL).toBe(
      "https://ads.example/tag.js",
    );
  });

  it("names the variable of a bad value", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT="abc"/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });

  it("accepts a PostgreSQL URL and trims a trailing slash of PUBLIC_URL", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://u@h/db", PUBLIC_URL: "https://forsiden.dk/" });
    expect(env.DATABASE_URL).toBe("postgres://u@h/db");
    expect(env.publicUrl).toBe("https://forsiden.dk");
  });

  it("stores images on the local disk unless STORAGE_DRIVER=s3", () => {
    expect(parseEnv({}).STORAGE_DRIVER).toBe("local");
    expect(() => parseEnv({ STORAGE_DRIVER: "gcs" })).toThrow(
      /STORAGE_DRIVER="gcs": skal være local eller s3/,
    );
  });

  it("requires the bucket and both keys with STORAGE_DRIVER=s3, naming each missing one", () => {
    let message = "";
    try {
      parseEnv({ STORAGE_DRIVER: "s3", S3_ACCESS_KEY_ID: "id" });
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      message = (err as Error).message;
    }
    expect(message).toBe(
      [
        "Ugyldig konfiguration (invalid configuration):",
        '  S3_BUCKET="": skal angives når STORAGE_DRIVER=s3',
        '  S3_SECRET_ACCESS_KEY="": skal angives når STORAGE_DRIVER=s3',
      ].join("\n"),
    );
  });

  it("reads the S3 settings (R2/MinIO endpoint, path style, public URL)", () => {
    const env = parseEnv({
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "https://konto.r2.cloudflarestorage.com",
      S3_REGION: "auto",
      S3_BUCKET: "forsiden-billeder",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "hemmelig",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://billeder.forsiden.dk",
    });
    expect(env).toMatchObject({
      STORAGE_DRIVER: "s3",
      S3_REGION: "auto",
      S3_BUCKET: "forsiden-billeder",
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: "https://billeder.forsiden.dk",
    });
    expect(parseEnv({}).S3_FORCE_PATH_STYLE).toBe(false);
    expect(() => parseEnv({ S3_BUCKET: "Forsiden_Billeder" })).toThrow(/S3_BUCKET="Forsiden_Billeder"/);
  });
});

describe("WEB_CONCURRENCY (serving processes, ADR 0018)", () => {
  const postgres = { DATABASE_URL: "postgres://u@h/db" };

  it("is one process unless set", () => {
    expect(parseEnv({}).webConcurrency).toBe(1);
    expect(parseEnv({ ...postgres, WEB_CONCURRENCY: " " }).webConcurrency).toBe(1);
  });

  it("takes a number on PostgreSQL, and auto is one process per core", () => {
    expect(parseEnv({ ...postgres, WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(parseEnv({ ...postgres, WEB_CONCURRENCY: "auto" }).webConcurrency).toBe(os.availableParallelism());
  });

  it("is one process on PGlite: auto means 1, and 1 is allowed", () => {
    expect(parseEnv({ WEB_CONCURRENCY: "auto" }).webConcurrency).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
  });

  it("refuses more than one process on PGlite, saying why", () => {
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(
      [
        "Ugyldig konfiguration (invalid configuration):",
        '  WEB_CONCURRENCY="2": flere processer kræver PostgreSQL (DATABASE_URL); den indbyggede database (PGlite) kan kun åbnes af én proces (several processes need PostgreSQL: PGlite is one process)',
      ].join("\n"),
    );
  });

  it("refuses anything but a whole number from 1 or auto", () => {
    for (const bad of ["0", "-1", "1.5", "many", "257"]) {
      expect(() => parseEnv({ ...postgres, WEB_CONCURRENCY: bad })).toThrow(
        `WEB_CONCURRENCY="${bad}": skal være et helt tal fra 1 til 256 eller auto`,
      );
    }
  });
});

describe("DEV_MAILBOX (issue 21: the development mailbox shows password-reset links to anyone)", () => {
  const refusal = [
    "Ugyldig konfiguration (invalid configuration):",
    '  DEV_MAILBOX="true": må ikke være slået til med NODE_ENV=production, når PUBLIC_URL ikke er en lokal adresse (localhost, 127.0.0.0/8, ::1): /dev/mailbox viser alle mails, også links til at nulstille adgangskoder (the development mailbox would show anyone every password-reset link)',
  ].join("\n");

  it("refuses to start with NODE_ENV=production and a public PUBLIC_URL, naming the variable", () => {
    for (const PUBLIC_URL of [
      "https://forsiden.dk",
      "http://10.0.0.5:3000",
      "http://localhost.evil.example",
    ]) {
      expect(() => parseEnv({ NODE_ENV: "production", PUBLIC_URL, DEV_MAILBOX: "true" }), PUBLIC_URL).toThrow(
        refusal,
      );
    }
    // NODE_ENV defaults to production.
    expect(() => parseEnv({ PUBLIC_URL: "https://forsiden.dk", DEV_MAILBOX: "1" })).toThrow(EnvError);
  });

  it("is allowed in production on a local address (the end-to-end tests), and in development and tests", () => {
    for (const PUBLIC_URL of [
      "http://127.0.0.1:3100",
      "http://localhost:3000",
      "http://[::1]:3000",
      undefined,
    ]) {
      expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL, DEV_MAILBOX: "true" }).DEV_MAILBOX).toBe(true);
    }
    for (const NODE_ENV of ["development", "test"]) {
      expect(parseEnv({ NODE_ENV, PUBLIC_URL: "https://forsiden.dk", DEV_MAILBOX: "true" }).DEV_MAILBOX).toBe(
        true,
      );
    }
  });

  it("off, it never stops a start", () => {
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://forsiden.dk" }).DEV_MAILBOX).toBe(false);
  });
});
