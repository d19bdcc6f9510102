import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { describeSetup } from "./two-factor.server";

const URI =
  "otpauth://totp/Forsiden:admin%40forsiden.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Forsiden&digits=6&period=30";

describe("the TOTP setup's QR code (qrcode package, SVG)", () => {
  it("is an SVG data: URL (CSP img-src allows data:) of the whole otpauth URI with a 4-module quiet zone", async () => {
    const setup = await describeSetup(URI, ["abc-123"]);
    expect(setup.qrDataUrl.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const svg = Buffer.from(setup.qrDataUrl.split(",")[1], "base64").toString("utf8");
    const qr = QRCode.create(URI, { errorCorrectionLevel: "M" });
    const dim = qr.modules.size + 8;
    expect(svg).toContain(`viewBox="0 0 ${dim} ${dim}"`);
    // Dark modules on a white background: readable in dark mode too.
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
    expect(svg).not.toContain("<script");
  });

  it("shows the secret in groups of four for typing in by hand, and keeps the backup codes", async () => {
    const setup = await describeSetup(URI, ["abc-123", "def-456"]);
    expect(setup.secret).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(setup.backupCodes).toEqual(["abc-123", "def-456"]);
    expect(setup.totpURI).toBe(URI);
  });
});
