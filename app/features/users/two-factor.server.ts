import { APIError } from "better-auth/api";
import QRCode from "qrcode";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import { getAuth } from "~/server/auth.server";
import { BETTER_AUTH_INVALID_CODE } from "~/server/auth-internals.server";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { TWO_FACTOR_TEXT } from "./two-factor-text";

export interface TwoFactorSetup {
  totpURI: string;
  /** The secret for typing into the app by hand (base32, in groups of four). */
  secret: string;
  /** The otpauth URI as a QR code: an SVG data URL, made on the server. */
  qrDataUrl: string;
  backupCodes: string[];
}

type Failure = { ok: false; message: string; status: number };

function errorCode(error: unknown): { code?: string; message?: string; status?: number } {
  if (error instanceof APIError) {
    const body = error.body as { code?: string; message?: string } | undefined;
    return { code: body?.code, message: body?.message ?? error.message, status: error.statusCode };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

function failure(error: unknown): Failure {
  const { code, message, status } = errorCode(error);
  if (code === "INVALID_PASSWORD" || message === "Invalid password") {
    return { ok: false, message: TWO_FACTOR_TEXT.wrongPassword, status: 400 };
  }
  if (code === "INVALID_CODE" || message === BETTER_AUTH_INVALID_CODE) {
    return { ok: false, message: TWO_FACTOR_TEXT.invalidCode, status: 400 };
  }
  if (code === "TOTP_NOT_ENABLED") return { ok: false, message: TWO_FACTOR_TEXT.notStarted, status: 400 };
  logger.error({ err: error }, "two-factor change failed");
  return { ok: false, message: TWO_FACTOR_TEXT.failed, status: status && status < 500 ? status : 500 };
}

/**
 * The otpauth URI as an SVG QR code (the `qrcode` package), served as a data: URL: the CSP allows
 * `img-src data:`, and an <img> keeps the markup free of inline SVG. Black on white with the
 * standard 4-module quiet zone, so every authenticator app reads it.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** Shows an otpauth URI again (after a wrong code) without going back to the auth server. */
export async function describeSetup(totpURI: string, backupCodes: string[]): Promise<TwoFactorSetup> {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return {
    totpURI,
    secret: secret.replace(/(.{4})/g, "$1 ").trim(),
    qrDataUrl: await qrCodeDataUrl(totpURI),
    backupCodes,
  };
}

/**
 * Step 1 (password confirmed): Better Auth stores a new secret and backup codes; TOTP is not on
 * until the user proves the app works with a code (step 2).
 */
export async function startTwoFactorSetup(
  request: Request,
  password: string,
): Promise<({ ok: true } & TwoFactorSetup) | Failure> {
  try {
    const { totpURI, backupCodes } = await getAuth().api.enableTwoFactor({
      body: { password },
      headers: request.headers,
    });
    return { ok: true, ...(await describeSetup(totpURI, backupCodes)) };
  } catch (error) {
    return failure(error);
  }
}

/** Step 2: the first code turns TOTP on; Better Auth replaces the session, so forward its cookie. */
export async function confirmTwoFactorSetup(
  request: Request,
  actor: AuditActor,
  code: string,
): Promise<{ ok: true; headers: Headers } | Failure> {
  try {
    const { headers } = await getAuth().api.verifyTOTP({
      body: { code },
      headers: request.headers,
      returnHeaders: true,
    });
    await recordAudit(getDb(), actor, {
      action: "two_factor_enabled",
      entityType: "user",
      entityId: actor.id,
      summary: "slog totrinsbekræftelse til",
    });
    return { ok: true, headers };
  } catch (error) {
    return failure(error);
  }
}

export async function disableTwoFactor(
  request: Request,
  actor: AuditActor,
  password: string,
): Promise<{ ok: true; headers: Headers } | Failure> {
  try {
    const { headers } = await getAuth().api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    });
    await recordAudit(getDb(), actor, {
      action: "two_factor_disabled",
      entityType: "user",
      entityId: actor.id,
      summary: "slog totrinsbekræftelse fra",
    });
    return { ok: true, headers };
  } catch (error) {
    return failure(error);
  }
}
