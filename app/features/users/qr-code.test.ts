import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { encodeQr, qrSvg } from "./qr-code";

const URI =
  "otpauth://totp/Forsiden:admin%40forsiden.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DP&issuer=Forsiden&digits=6&period=30";

function fingerprint(modules: boolean[][]): string {
  const bits = modules.map((row) => row.map((m) => (m ? "1" : "0")).join("")).join("\n");
  return crypto.createHash("sha256").update(bits).digest("hex");
}

/** Reads the first copy of the 15 format bits (around the top-left finder) back out of the matrix. */
function readFormat(modules: boolean[][]): { level: number; mask: number } {
  const bit = (x: number, y: number) => (modules[y][x] ? 1 : 0);
  const bits: number[] = [];
  for (let i = 0; i <= 5; i++) bits[i] = bit(8, i);
  bits[6] = bit(8, 7);
  bits[7] = bit(8, 8);
  bits[8] = bit(7, 8);
  for (let i = 9; i < 15; i++) bits[i] = bit(14 - i, 8);
  const value = bits.reduce((acc, b, i) => acc | (b << i), 0) ^ 0x5412;
  return { level: value >>> 13, mask: (value >>> 10) & 7 };
}

describe("QR code for the TOTP setup (server-rendered, no dependency)", () => {
  it("encodes the otpauth URI exactly as the reference decoder read it (zbarimg)", () => {
    // These matrices were scanned back to their text with zbarimg when the encoder was written.
    const qr = encodeQr(URI);
    expect([qr.version, qr.size, qr.mask]).toEqual([8, 49, 4]);
    expect(fingerprint(qr.modules)).toBe("11e5627c026b1eb03f55be0f3668a2dc4f8665516b660e698dfb98ea6ab5921c");
    const hello = encodeQr("HELLO");
    expect([hello.version, hello.size]).toEqual([1, 21]);
    expect(fingerprint(hello.modules)).toBe(
      "c346c75add5698735afe3f7eb4f3e6c57ccefd9563f45f65c6d76aa518fb6f91",
    );
  });

  it("draws the three finder patterns, the timing lines and the dark module", () => {
    const { modules, size } = encodeQr(URI);
    const finderRow = [true, true, true, true, true, true, true];
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ]) {
      expect(modules[y].slice(x, x + 7)).toEqual(finderRow);
      expect(modules[y + 6].slice(x, x + 7)).toEqual(finderRow);
      expect(modules[y + 1].slice(x, x + 7)).toEqual([true, false, false, false, false, false, true]);
      expect(modules[y + 3].slice(x, x + 7)).toEqual([true, false, true, true, true, false, true]);
    }
    for (let i = 8; i < size - 8; i++) {
      expect(modules[6][i]).toBe(i % 2 === 0);
      expect(modules[i][6]).toBe(i % 2 === 0);
    }
    expect(modules[size - 8][8]).toBe(true);
  });

  it("writes format information for level M and the chosen mask", () => {
    for (const text of ["HELLO", URI, "x".repeat(300)]) {
      const qr = encodeQr(text);
      expect(readFormat(qr.modules)).toEqual({ level: 0, mask: qr.mask });
    }
  });

  it("picks the smallest version that holds the text", () => {
    expect(encodeQr("a".repeat(14)).version).toBe(1);
    expect(encodeQr("a".repeat(15)).version).toBe(2);
    expect(encodeQr("x".repeat(300)).version).toBe(13);
    expect(() => encodeQr("x".repeat(3000))).toThrow("Teksten er for lang til en QR-kode");
  });

  it("renders an SVG with a quiet zone and an escaped title", () => {
    const svg = qrSvg("HELLO", { title: "Kode <til> app" });
    expect(svg).toContain('viewBox="0 0 29 29"');
    expect(svg).toContain("<title>Kode &#60;til&#62; app</title>");
    expect(svg).toMatch(/<path d="M4 4h1v1h-1z/);
  });
});
