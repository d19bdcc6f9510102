/**
 * Deterministic SVG illustrations: stylised football "photos" for the sample content, club crests
 * and placeholders. Shapes only (no external assets); the few texts use generic sans-serif fonts.
 * Everything random comes from a PRNG seeded by the photo key, so the same input gives the same SVG.
 */
import sharp from "sharp";
import { escapeXml } from "~/lib/xml";

export type StockCategory = "action" | "stadion" | "træning" | "fans" | "jubel";

/** A generated sample photo for the seed (an SVG illustration rendered to a bitmap at seed time). */
export interface SeedPhoto {
  key: string; // unique, kebab-case, e.g. "fck-stadion"
  caption: string; // Danish
  keywords: string[]; // Danish, lowercase
  photographer: string; // credit line, e.g. "Forsiden Grafik"
  club: string | null; // one of the spec's stock clubs by display name, or null
  category: StockCategory | null;
  scene: "pitch" | "stadium" | "crowd" | "training" | "celebration" | "ball" | "history";
  colors: [string, string]; // two "#rrggbb" colours for the illustration
  /** For the history scene: the scene shown as an old sepia photograph (default pitch). */
  base?: "pitch" | "stadium" | "crowd" | "training" | "celebration" | "ball";
}

// ---------------------------------------------------------------------------
// Basics: escaping, numbers, PRNG, colours

/** Compact number for SVG output (one decimal). */
const n = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function hashString(s: string): number {
  let h = 2166136261 >>> 0;
  for (const ch of s) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32 seeded from a string. */
export function createRng(seed: string): Rng {
  let a = hashString(seed) || 0x9e3779b9;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

type RGB = [number, number, number];

function parseColor(value: string | null | undefined): RGB | null {
  if (!value) return null;
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  let h = m[1];
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

const toHex = (rgb: RGB): string =>
  `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** A safe "#rrggbb" (never raw input in the SVG). */
function safeColor(value: string | null | undefined, fallback: string): string {
  const rgb = parseColor(value);
  return rgb ? toHex(rgb) : fallback;
}

function mix(a: string, b: string, t: number): string {
  const x = parseColor(a) ?? [0, 0, 0];
  const y = parseColor(b) ?? [0, 0, 0];
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const darken = (c: string, t: number) => mix(c, "#000000", t);

function luminance(c: string): number {
  const rgb = parseColor(c) ?? [0, 0, 0];
  const lin = rgb.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

// ---------------------------------------------------------------------------
// Drawing context and shared pieces

const W = 1600;
const H = 900;

interface Ctx {
  rng: Rng;
  defs: string[];
  uid: (prefix: string) => string;
}

function makeCtx(seed: string): Ctx {
  let counter = 0;
  const idBase = `i${hashString(seed).toString(36)}`;
  return { rng: createRng(seed), defs: [], uid: (p) => `${idBase}${p}${++counter}` };
}

function linearGradient(ctx: Ctx, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const id = ctx.uid("lg");
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
      )
      .join("")}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radialGradient(ctx: Ctx, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const id = ctx.uid("rg");
  ctx.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
      )
      .join("")}</radialGradient>`,
  );
  return `url(#${id})`;
}

function vignette(ctx: Ctx, strength = 0.5): string {
  const fill = radialGradient(ctx, [
    [0.55, "#000000", 0],
    [1, "#000000", strength],
  ]);
  return `<rect width="${W}" height="${H}" fill="${fill}"/>`;
}

const pts = (list: [number, number][]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

// Perspective ground seen from the side of the pitch: world X along the touchline, depth z.
interface Ground {
  horizon: number;
  k: number;
  f: number;
  cx: number;
  xc: number;
}
const gy = (g: Ground, z: number) => g.horizon + g.k / z;
const gx = (g: Ground, x: number, z: number) => g.cx + ((x - g.xc) * g.f) / z;
const zAt = (g: Ground, y: number) => g.k / (y - g.horizon);

/** Mown grass with stripes across the pitch (converging to the vanishing point) and a distance haze. */
function grass(
  ctx: Ctx,
  g: Ground,
  yTop: number,
  light: string,
  dark: string,
  haze = "#cfe3c8",
  stripe = 0.5,
): string {
  const zTop = zAt(g, yTop);
  const zBot = zAt(g, H);
  const xMin = g.xc - (g.cx * zTop) / g.f;
  const xMax = g.xc + ((W - g.cx) * zTop) / g.f;
  const out = [`<rect x="0" y="${n(yTop)}" width="${W}" height="${n(H - yTop)}" fill="${light}"/>`];
  const stripes: string[] = [];
  for (let i = Math.floor(xMin / stripe) - 1; i <= Math.ceil(xMax / stripe) + 1; i++) {
    if (i % 2 !== 0) continue;
    const x0 = i * stripe;
    const x1 = x0 + stripe;
    stripes.push(
      `<polygon points="${pts([
        [gx(g, x0, zTop), yTop],
        [gx(g, x1, zTop), yTop],
        [gx(g, x1, zBot), H],
        [gx(g, x0, zBot), H],
      ])}"/>`,
    );
  }
  out.push(`<g fill="${dark}">${stripes.join("")}</g>`);
  const hazeFill = linearGradient(ctx, [
    [0, haze, 0.45],
    [0.35, haze, 0.08],
    [1, "#000000", 0.12],
  ]);
  out.push(`<rect x="0" y="${n(yTop)}" width="${W}" height="${n(H - yTop)}" fill="${hazeFill}"/>`);
  return out.join("");
}

/** A world-space polyline on the ground, projected. */
function groundLine(g: Ground, points: [number, number][]): string {
  return pts(points.map(([x, z]) => [gx(g, x, z), gy(g, z)]));
}

// ---------------------------------------------------------------------------
// Players

type PoseName = "stand" | "run" | "kick" | "celebrate" | "jump";
type P = [number, number];
interface Pose {
  armL: P[];
  armR: P[];
  legL: P[];
  legR: P[];
  lift?: number;
}
const POSES: Record<PoseName, Pose> = {
  stand: {
    armL: [
      [-0.11, 0.01],
      [-0.14, 0.16],
      [-0.15, 0.3],
    ],
    armR: [
      [0.11, 0.01],
      [0.14, 0.16],
      [0.15, 0.3],
    ],
    legL: [
      [-0.05, 0],
      [-0.055, 0.24],
      [-0.06, 0.47],
    ],
    legR: [
      [0.05, 0],
      [0.055, 0.24],
      [0.06, 0.47],
    ],
  },
  run: {
    armL: [
      [-0.11, 0.01],
      [-0.2, 0.12],
      [-0.16, 0.25],
    ],
    armR: [
      [0.11, 0.01],
      [0.19, 0.13],
      [0.29, 0.05],
    ],
    legL: [
      [-0.04, 0],
      [-0.1, 0.22],
      [-0.26, 0.34],
    ],
    legR: [
      [0.04, 0],
      [0.17, 0.17],
      [0.13, 0.44],
    ],
    lift: 0.03,
  },
  kick: {
    armL: [
      [-0.11, 0.01],
      [-0.25, -0.02],
      [-0.36, 0.04],
    ],
    armR: [
      [0.11, 0.01],
      [0.18, 0.15],
      [0.22, 0.29],
    ],
    legL: [
      [-0.04, 0],
      [-0.03, 0.24],
      [-0.07, 0.47],
    ],
    legR: [
      [0.04, 0],
      [0.2, 0.14],
      [0.38, 0.2],
    ],
  },
  celebrate: {
    armL: [
      [-0.11, 0.01],
      [-0.2, -0.14],
      [-0.25, -0.3],
    ],
    armR: [
      [0.11, 0.01],
      [0.2, -0.14],
      [0.25, -0.3],
    ],
    legL: [
      [-0.05, 0],
      [-0.08, 0.24],
      [-0.1, 0.47],
    ],
    legR: [
      [0.05, 0],
      [0.08, 0.24],
      [0.1, 0.47],
    ],
  },
  jump: {
    armL: [
      [-0.11, 0.01],
      [-0.22, -0.12],
      [-0.2, -0.3],
    ],
    armR: [
      [0.11, 0.01],
      [0.24, -0.1],
      [0.32, -0.24],
    ],
    legL: [
      [-0.05, 0],
      [-0.15, 0.18],
      [-0.09, 0.36],
    ],
    legR: [
      [0.05, 0],
      [0.13, 0.2],
      [0.16, 0.38],
    ],
    lift: 0.16,
  },
};

const SKIN = ["#f1c9a5", "#e2ae88", "#c68863", "#8d5a3b", "#5c3a24"] as const;
const HAIR = ["#2b1d14", "#4a3222", "#161616", "#8a5a2b", "#d6ad68"] as const;

interface Kit {
  shirt: string;
  shorts: string;
  socks: string;
  skin: string;
  hair: string;
  longShorts?: boolean;
}

/** A stylised player: thick round-capped limbs, trapezoid torso, round head. */
function figure(x: number, yFeet: number, h: number, kit: Kit, pose: PoseName, facing: 1 | -1 = 1): string {
  const p = POSES[pose];
  const lift = (p.lift ?? 0) * h;
  const hipY = yFeet - 0.47 * h - lift;
  const shoulderY = hipY - 0.3 * h;
  const headY = shoulderY - 0.1 * h;
  const px = (dx: number) => x + dx * h * facing;
  const limb = (origin: number, list: P[]) =>
    list.map(([dx, dy]) => [px(dx), origin + dy * h] as [number, number]);
  const out: string[] = [];
  const shadowW = 0.17 * h * (lift > 0.1 * h ? 0.6 : 1);
  out.push(
    `<ellipse cx="${n(x)}" cy="${n(yFeet)}" rx="${n(shadowW)}" ry="${n(0.03 * h)}" fill="#000" opacity="0.28"/>`,
  );
  const legW = 0.075 * h;
  for (const leg of [p.legL, p.legR]) {
    const pl = limb(hipY, leg);
    const knee = pl[1];
    const foot = pl[2];
    out.push(
      `<polyline points="${pts(pl)}" fill="none" stroke="${kit.skin}" stroke-width="${n(legW)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    const sockStart: [number, number] = [
      knee[0] + (foot[0] - knee[0]) * 0.15,
      knee[1] + (foot[1] - knee[1]) * 0.15,
    ];
    out.push(
      `<line x1="${n(sockStart[0])}" y1="${n(sockStart[1])}" x2="${n(foot[0])}" y2="${n(foot[1])}" stroke="${kit.socks}" stroke-width="${n(legW * 1.04)}" stroke-linecap="round"/>`,
    );
    out.push(
      `<ellipse cx="${n(foot[0] + 0.025 * h * facing)}" cy="${n(foot[1])}" rx="${n(0.055 * h)}" ry="${n(0.028 * h)}" fill="#15171c"/>`,
    );
  }
  const sh = kit.longShorts ? 0.2 : 0.12;
  out.push(
    `<path d="M${n(px(-0.09))} ${n(hipY - 0.03 * h)}L${n(px(0.09))} ${n(hipY - 0.03 * h)}L${n(px(0.105))} ${n(hipY + sh * h)}L${n(px(0.012))} ${n(hipY + sh * h)}L${n(x)} ${n(hipY + (sh - 0.05) * h)}L${n(px(-0.012))} ${n(hipY + sh * h)}L${n(px(-0.105))} ${n(hipY + sh * h)}Z" fill="${kit.shorts}" stroke="${kit.shorts}" stroke-width="${n(0.02 * h)}" stroke-linejoin="round"/>`,
  );
  out.push(
    `<rect x="${n(x - 0.03 * h)}" y="${n(headY + 0.04 * h)}" width="${n(0.06 * h)}" height="${n(0.08 * h)}" fill="${kit.skin}"/>`,
  );
  out.push(
    `<path d="M${n(px(-0.115))} ${n(shoulderY)}L${n(px(0.115))} ${n(shoulderY)}L${n(px(0.088))} ${n(hipY)}L${n(px(-0.088))} ${n(hipY)}Z" fill="${kit.shirt}" stroke="${kit.shirt}" stroke-width="${n(0.045 * h)}" stroke-linejoin="round"/>`,
  );
  // Side panel in a darker tone gives the shirt some volume.
  out.push(
    `<path d="M${n(px(0.05))} ${n(shoulderY + 0.02 * h)}L${n(px(0.11))} ${n(shoulderY + 0.02 * h)}L${n(px(0.088))} ${n(hipY)}L${n(px(0.04))} ${n(hipY)}Z" fill="#000" opacity="0.14"/>`,
  );
  const armW = 0.052 * h;
  for (const arm of [p.armL, p.armR]) {
    const pl = limb(shoulderY, arm);
    out.push(
      `<polyline points="${pts(pl)}" fill="none" stroke="${kit.skin}" stroke-width="${n(armW)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    const s = pl[0];
    const e = pl[1];
    out.push(
      `<line x1="${n(s[0])}" y1="${n(s[1])}" x2="${n(s[0] + (e[0] - s[0]) * 0.55)}" y2="${n(s[1] + (e[1] - s[1]) * 0.55)}" stroke="${kit.shirt}" stroke-width="${n(armW * 1.35)}" stroke-linecap="round"/>`,
    );
  }
  const r = 0.072 * h;
  out.push(`<circle cx="${n(x)}" cy="${n(headY)}" r="${n(r)}" fill="${kit.skin}"/>`);
  out.push(
    `<path d="M${n(x - r)} ${n(headY - 0.05 * r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(headY - 0.05 * r)}Q${n(x)} ${n(headY - 0.55 * r)} ${n(x - r)} ${n(headY - 0.05 * r)}Z" fill="${kit.hair}"/>`,
  );
  return `<g>${out.join("")}</g>`;
}

function randomKit(rng: Rng, shirt: string, shorts: string, socks = shirt): Kit {
  return { shirt, shorts, socks, skin: rng.pick(SKIN), hair: rng.pick(HAIR) };
}

/** The away side: whichever neutral contrasts most with the home shirt. */
function awayShirt(home: string): string {
  return contrast(home, "#f4f4f4") >= contrast(home, "#1f2738") ? "#f4f4f4" : "#1f2738";
}

// ---------------------------------------------------------------------------
// The ball: a real truncated icosahedron (12 pentagons + 30 seams), rotated and projected.

type V3 = [number, number, number];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

const BALL = (() => {
  const phi = Math.atan(2);
  const centers: V3[] = [[0, 0, 1]];
  for (let k = 0; k < 5; k++) {
    const a = (k * 2 * Math.PI) / 5;
    centers.push([Math.sin(phi) * Math.cos(a), Math.sin(phi) * Math.sin(a), Math.cos(phi)]);
  }
  for (let k = 0; k < 5; k++) {
    const a = (k * 2 * Math.PI) / 5 + Math.PI / 5;
    centers.push([Math.sin(phi) * Math.cos(a), Math.sin(phi) * Math.sin(a), -Math.cos(phi)]);
  }
  centers.push([0, 0, -1]);
  const alpha = 0.3504; // angular radius of a pentagon on the ball
  const vertexToward = (c: V3, other: V3): V3 => {
    const d = dot(other, c);
    const t = norm([other[0] - d * c[0], other[1] - d * c[1], other[2] - d * c[2]]);
    return [
      Math.cos(alpha) * c[0] + Math.sin(alpha) * t[0],
      Math.cos(alpha) * c[1] + Math.sin(alpha) * t[1],
      Math.cos(alpha) * c[2] + Math.sin(alpha) * t[2],
    ];
  };
  const pentagons: V3[][] = [];
  const seams: [V3, V3][] = [];
  centers.forEach((c, i) => {
    const neighbours = centers
      .map((o, j) => ({ j, d: dot(o, c) }))
      .filter((o) => o.j !== i)
      .sort((a, b) => b.d - a.d)
      .slice(0, 5);
    const verts = neighbours.map((o) => vertexToward(c, centers[o.j]));
    // Order the vertices around the centre.
    const t1 = norm(Math.abs(c[2]) < 0.9 ? [-c[1], c[0], 0] : [1, 0, 0]);
    const t2: V3 = [c[1] * t1[2] - c[2] * t1[1], c[2] * t1[0] - c[0] * t1[2], c[0] * t1[1] - c[1] * t1[0]];
    verts.sort((a, b) => Math.atan2(dot(a, t2), dot(a, t1)) - Math.atan2(dot(b, t2), dot(b, t1)));
    pentagons.push(verts);
    for (const o of neighbours) {
      if (o.j > i) seams.push([vertexToward(c, centers[o.j]), vertexToward(centers[o.j], c)]);
    }
  });
  return { centers, pentagons, seams };
})();

function rotate(v: V3, ax: number, ay: number, az: number): V3 {
  let [x, y, z] = v;
  [y, z] = [y * Math.cos(ax) - z * Math.sin(ax), y * Math.sin(ax) + z * Math.cos(ax)];
  [x, z] = [x * Math.cos(ay) + z * Math.sin(ay), -x * Math.sin(ay) + z * Math.cos(ay)];
  [x, y] = [x * Math.cos(az) - y * Math.sin(az), x * Math.sin(az) + y * Math.cos(az)];
  return [x, y, z];
}

function ball(ctx: Ctx, cx: number, cy: number, r: number, patch = "#1b1d22", shadow = true): string {
  const { rng } = ctx;
  const ax = rng.range(-0.5, 0.5);
  const ay = rng.range(-0.5, 0.5);
  const az = rng.range(0, Math.PI * 2);
  const proj = (v: V3): [number, number] => {
    const p = rotate(v, ax, ay, az);
    if (p[2] < 0) {
      const l = Math.hypot(p[0], p[1]) || 1;
      return [cx + (p[0] / l) * r, cy - (p[1] / l) * r];
    }
    return [cx + p[0] * r, cy - p[1] * r];
  };
  const clip = ctx.uid("bc");
  ctx.defs.push(`<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`);
  const parts: string[] = [];
  if (shadow) {
    parts.push(
      `<ellipse cx="${n(cx + r * 0.15)}" cy="${n(cy + r * 0.95)}" rx="${n(r * 1.05)}" ry="${n(r * 0.22)}" fill="#000" opacity="0.3"/>`,
    );
  }
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#f6f6f3"/>`);
  const inner: string[] = [];
  BALL.pentagons.forEach((verts, i) => {
    if (rotate(BALL.centers[i], ax, ay, az)[2] < -0.36) return;
    inner.push(
      `<polygon points="${pts(verts.map(proj))}" fill="${patch}" stroke="${patch}" stroke-width="${n(r * 0.03)}" stroke-linejoin="round"/>`,
    );
  });
  const seamW = Math.max(0.6, r * 0.018);
  for (const [a, b] of BALL.seams) {
    if (rotate(a, ax, ay, az)[2] < 0 && rotate(b, ax, ay, az)[2] < 0) continue;
    const [x1, y1] = proj(a);
    const [x2, y2] = proj(b);
    inner.push(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"/>`);
  }
  parts.push(
    `<g clip-path="url(#${clip})" stroke="#8d9096" stroke-width="${n(seamW)}" stroke-linecap="round">${inner.join("")}</g>`,
  );
  const shade = radialGradient(
    ctx,
    [
      [0, "#ffffff", 0.55],
      [0.35, "#ffffff", 0],
      [0.75, "#000000", 0.12],
      [1, "#000000", 0.55],
    ],
    0.36,
    0.32,
    0.75,
  );
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${shade}"/>`);
  return `<g>${parts.join("")}</g>`;
}

/** An old laced leather ball for the history scene. */
function leatherBall(ctx: Ctx, cx: number, cy: number, r: number): string {
  const shade = radialGradient(
    ctx,
    [
      [0, "#c58b55"],
      [0.6, "#8a5a32"],
      [1, "#4b2e17"],
    ],
    0.38,
    0.34,
    0.7,
  );
  return `<g><ellipse cx="${n(cx + r * 0.1)}" cy="${n(cy + r * 0.95)}" rx="${n(r)}" ry="${n(r * 0.2)}" fill="#000" opacity="0.3"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${shade}"/><g fill="none" stroke="#3a220f" stroke-width="${n(r * 0.05)}"><path d="M${n(cx - r * 0.95)} ${n(cy - r * 0.2)}Q${n(cx)} ${n(cy + r * 0.25)} ${n(cx + r * 0.95)} ${n(cy - r * 0.2)}"/><path d="M${n(cx - r * 0.35)} ${n(cy - r * 0.93)}Q${n(cx - r * 0.05)} ${n(cy)} ${n(cx - r * 0.3)} ${n(cy + r * 0.95)}"/><path d="M${n(cx + r * 0.1)} ${n(cy - r * 0.55)}l${n(r * 0.25)} 0m${n(-r * 0.25)} ${n(r * 0.12)}l${n(r * 0.25)} 0m${n(-r * 0.25)} ${n(r * 0.12)}l${n(r * 0.25)} 0"/></g></g>`;
}

// ---------------------------------------------------------------------------
// Stands and crowds

function crowdDots(
  ctx: Ctx,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  rows: number,
  palette: string[],
  tint: string,
  tintAmount: number,
  density = 1,
): string {
  const { rng } = ctx;
  const out: string[] = [];
  for (let row = 0; row < rows; row++) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const y = y0 + (y1 - y0) * t;
    const r = 3 + 2.5 * t;
    const step = r * 2.4;
    for (let x = x0 + rng.range(0, step); x < x1; x += step * rng.range(0.8, 1.25)) {
      if (!rng.chance(0.9 * density)) continue;
      const c = mix(rng.pick(palette), tint, tintAmount * (1 - 0.4 * t));
      out.push(`<circle cx="${n(x)}" cy="${n(y + rng.range(-1.5, 1.5))}" r="${n(r)}" fill="${c}"/>`);
    }
  }
  return `<g>${out.join("")}</g>`;
}

function adBoards(ctx: Ctx, y: number, height: number, colors: [string, string]): string {
  const { rng } = ctx;
  const out: string[] = [];
  let x = -rng.range(0, 200);
  let i = 0;
  while (x < W) {
    const w = rng.range(220, 340);
    const base = i % 3 === 0 ? colors[0] : i % 3 === 1 ? "#f2f2f2" : colors[1];
    const accent = contrast(base, "#ffffff") > 2 ? "#ffffff" : "#1d2433";
    out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w - 4)}" height="${n(height)}" fill="${base}"/>`);
    // Abstract "logo" shapes instead of text.
    out.push(
      `<rect x="${n(x + w * 0.18)}" y="${n(y + height * 0.38)}" width="${n(w * 0.4)}" height="${n(height * 0.24)}" rx="${n(height * 0.12)}" fill="${accent}" opacity="0.85"/>`,
    );
    out.push(
      `<circle cx="${n(x + w * 0.72)}" cy="${n(y + height * 0.5)}" r="${n(height * 0.22)}" fill="${accent}" opacity="0.85"/>`,
    );
    x += w;
    i++;
  }
  out.push(
    `<rect x="0" y="${n(y)}" width="${W}" height="${n(height * 0.35)}" fill="#ffffff" opacity="0.12"/>`,
  );
  return `<g>${out.join("")}</g>`;
}

// ---------------------------------------------------------------------------
// Scenes (all drawn in a 1600×900 space)

type Scene = SeedPhoto["scene"];

function scenePitch(ctx: Ctx, c0: string, c1: string, vintage = false): string {
  const { rng } = ctx;
  const out: string[] = [];
  const standTop = vintage ? "#2c2c2c" : "#141a2a";
  out.push(
    `<rect width="${W}" height="340" fill="${linearGradient(ctx, [
      [0, standTop],
      [1, vintage ? "#5b5b5b" : "#2a3147"],
    ])}"/>`,
  );
  if (vintage) {
    // A pavilion roof and plain terraces.
    out.push(`<path d="M0 70L1600 40L1600 110L0 130Z" fill="#3a3a3a"/>`);
    for (let x = 40; x < W; x += 160)
      out.push(
        `<rect x="${x}" y="${n(118 - x * 0.02)}" width="8" height="${n(200 + x * 0.02)}" fill="#2a2a2a"/>`,
      );
    out.push(
      crowdDots(
        ctx,
        0,
        W,
        150,
        300,
        11,
        ["#2b2b2b", "#4a4a4a", "#6d6d6d", "#8c8c8c", "#3a3a3a"],
        "#555555",
        0.2,
      ),
    );
    out.push(`<rect x="0" y="318" width="${W}" height="22" fill="#d9d4c8"/>`);
  } else {
    out.push(`<rect width="${W}" height="70" fill="#0b0f1a"/>`);
    out.push(
      crowdDots(ctx, 0, W, 88, 292, 13, [c0, c1, c0, "#e8e8e8", "#30384d", "#5d6a85"], "#1a2030", 0.45),
    );
    out.push(adBoards(ctx, 302, 38, [c0, c1]));
  }
  const g: Ground = { horizon: 150, k: 570, f: 900, cx: 800, xc: rng.range(0.5, 1.2) };
  out.push(
    grass(
      ctx,
      g,
      340,
      vintage ? "#6f8f5a" : "#3f8f3a",
      vintage ? "#628250" : "#4a9d44",
      vintage ? "#d8d2c0" : "#cfe3c8",
    ),
  );
  // Pitch markings: far touchline, halfway line, centre circle and spot.
  const zFar = 2.85;
  const zNear = zAt(g, H + 40);
  const lineW = vintage ? 3 : 4;
  const circle: [number, number][] = [];
  for (let i = 0; i <= 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    circle.push([0.9 * Math.cos(a), 1.9 + 0.9 * Math.sin(a)]);
  }
  out.push(
    `<g fill="none" stroke="#f4f7f0" stroke-opacity="0.85" stroke-width="${lineW}" stroke-linejoin="round"><polyline points="${groundLine(
      g,
      [
        [-20, zFar],
        [20, zFar],
      ],
    )}"/><polyline points="${groundLine(g, [
      [0, zFar],
      [0, zNear],
    ])}"/><polyline points="${groundLine(g, circle)}"/></g>`,
  );
  out.push(`<ellipse cx="${n(gx(g, 0, 1.9))}" cy="${n(gy(g, 1.9))}" rx="7" ry="3" fill="#f4f7f0"/>`);

  // Players: two teams spread over the pitch, far ones first.
  const home: Kit = randomKit(rng, c0, c1);
  const awayC = awayShirt(c0);
  const placed: { x: number; z: number; team: 0 | 1 }[] = [];
  const count = rng.int(5, 7);
  for (let tries = 0; placed.length < count && tries < 200; tries++) {
    const z = rng.range(1.05, 2.7);
    const xScreen = rng.range(120, W - 120);
    const x = g.xc + ((xScreen - g.cx) * z) / g.f;
    if (placed.some((p) => Math.abs(p.z - z) < 0.25 && Math.abs(gx(g, p.x, p.z) - xScreen) < 160)) continue;
    placed.push({ x, z, team: (placed.length % 2) as 0 | 1 });
  }
  placed.sort((a, b) => b.z - a.z);
  const striker = placed.reduce(
    (best, p) => (Math.abs(gx(g, p.x, p.z) - 800) < Math.abs(gx(g, best.x, best.z) - 800) ? p : best),
    placed[0],
  );
  for (const p of placed) {
    const h = 330 / p.z;
    const sx = gx(g, p.x, p.z);
    const sy = gy(g, p.z);
    const kit =
      p.team === 0
        ? { ...home, skin: rng.pick(SKIN), hair: rng.pick(HAIR), longShorts: vintage }
        : {
            ...randomKit(rng, awayC, awayC === "#f4f4f4" ? "#1f2738" : "#f4f4f4", awayC),
            longShorts: vintage,
          };
    const facing: 1 | -1 = sx < 800 ? 1 : -1;
    if (p === striker) {
      out.push(figure(sx, sy, h, kit, "kick", facing));
      const br = h * 0.055;
      out.push(
        vintage
          ? leatherBall(ctx, sx + facing * h * 0.46, sy - h * 0.3, br)
          : ball(ctx, sx + facing * h * 0.46, sy - h * 0.3, br),
      );
    } else {
      out.push(figure(sx, sy, h, kit, rng.chance(0.75) ? "run" : "stand", facing));
    }
  }
  // Sunlight across the scene.
  out.push(
    `<rect width="${W}" height="${H}" fill="${linearGradient(
      ctx,
      [
        [0, "#fff6d8", 0.16],
        [0.5, "#fff6d8", 0],
        [1, "#000000", 0.12],
      ],
      1,
      1,
    )}"/>`,
  );
  return out.join("");
}

function sceneStadium(ctx: Ctx, c0: string, c1: string): string {
  const { rng } = ctx;
  const out: string[] = [];
  out.push(
    `<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [
      [0, "#111936"],
      [0.3, "#33305e"],
      [0.5, "#8e4f73"],
      [0.66, "#f0955a"],
      [0.8, "#f7c27a"],
    ])}"/>`,
  );
  out.push(
    `<ellipse cx="800" cy="480" rx="700" ry="260" fill="${radialGradient(ctx, [
      [0, "#ffd79a", 0.7],
      [1, "#ffd79a", 0],
    ])}"/>`,
  );
  for (let i = 0; i < 40; i++) {
    out.push(
      `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(10, 200))}" r="${n(rng.range(0.8, 1.8))}" fill="#fff" opacity="${n(rng.range(0.3, 0.8))}"/>`,
    );
  }
  // Thin clouds
  for (let i = 0; i < 5; i++) {
    const y = rng.range(180, 320);
    const x = rng.range(-100, W);
    out.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rng.range(150, 320))}" ry="${n(rng.range(6, 14))}" fill="#ffd1b0" opacity="0.35"/>`,
    );
  }
  // The stand: a curved bowl with seat tiers in the club colours.
  const standBase = mix("#1a1e2c", c0, 0.12);
  const curve = (dy: number) => `M-40 ${n(380 + dy)}Q800 ${n(250 + dy)} 1640 ${n(380 + dy)}`;
  out.push(`<path d="${curve(0)}L1640 640L-40 640Z" fill="${standBase}"/>`);
  const tiers: string[] = [];
  for (let i = 0; i < 9; i++) {
    const dy = 18 + i * 27;
    const col = mix(i % 2 === 0 ? c0 : c1, "#10131d", 0.55 - i * 0.025);
    tiers.push(`<path d="${curve(dy)}" fill="none" stroke="${col}" stroke-width="16"/>`);
  }
  out.push(`<g>${tiers.join("")}</g>`);
  // Spectators as specks on the tiers.
  const specks: string[] = [];
  for (let i = 0; i < 700; i++) {
    const t = rng.next();
    const x = -40 + 1680 * t;
    const base = 380 - 260 * t * (1 - t); // on the stand's top curve
    const y = base + rng.range(20, 250);
    specks.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(2, 3.6))}" fill="${mix(rng.pick([c0, c1, "#e8e8e8", "#555c70"]), "#10131d", 0.35)}"/>`,
    );
  }
  out.push(`<g>${specks.join("")}</g>`);
  // Roof with a row of lights underneath and trusses on top.
  out.push(`<path d="M-60 330Q800 190 1660 330L1660 368Q800 238 -60 368Z" fill="#0c0f18"/>`);
  const roofLights: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const x = -60 + 1720 * t;
    const y = 368 * (1 - t) * (1 - t) + 2 * (1 - t) * t * 238 + t * t * 368 - 2;
    roofLights.push(`<circle cx="${n(x)}" cy="${n(y)}" r="2.6"/>`);
  }
  out.push(`<g fill="#fff4d6">${roofLights.join("")}</g>`);
  const truss: [number, number][] = [];
  for (let i = 0; i <= 60; i++) {
    const t = i / 60;
    const x = -60 + 1720 * t;
    const y = 330 * (1 - t) * (1 - t) + 2 * (1 - t) * t * 190 + t * t * 330;
    truss.push([x, y - (i % 2 === 0 ? 0 : 22)]);
  }
  out.push(`<polyline points="${pts(truss)}" fill="none" stroke="#0c0f18" stroke-width="3"/>`);
  // Floodlight towers with glowing heads and beams.
  const glow = radialGradient(ctx, [
    [0, "#fffbe8", 0.95],
    [0.25, "#fff2c4", 0.45],
    [1, "#fff2c4", 0],
  ]);
  const beam = linearGradient(ctx, [
    [0, "#fff7dc", 0.3],
    [1, "#fff7dc", 0],
  ]);
  for (const tx of [190, 1410]) {
    const top = 120;
    out.push(
      `<polygon points="${pts([
        [tx - 80, top + 40],
        [tx + 80, top + 40],
        [tx + 520 * (tx < 800 ? 1 : -1) + 160, 900],
        [tx + 520 * (tx < 800 ? 1 : -1) - 160, 900],
      ])}" fill="${beam}"/>`,
    );
    const lattice: string[] = [`M${tx - 30} 660L${tx - 8} ${top + 60}M${tx + 30} 660L${tx + 8} ${top + 60}`];
    for (let y = top + 80; y < 660; y += 36) {
      const w = 8 + ((y - top - 60) / (600 - top)) * 22;
      const w2 = 8 + ((y + 36 - top - 60) / (600 - top)) * 22;
      lattice.push(`M${n(tx - w)} ${y}L${n(tx + w2)} ${y + 36}M${n(tx + w)} ${y}L${n(tx - w2)} ${y + 36}`);
    }
    out.push(`<path d="${lattice.join("")}" fill="none" stroke="#0b0d14" stroke-width="5"/>`);
    out.push(`<rect x="${tx - 75}" y="${top}" width="150" height="72" rx="6" fill="#0b0d14"/>`);
    const cells: string[] = [];
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 5; c++)
        cells.push(`<rect x="${tx - 68 + c * 28}" y="${top + 6 + r * 22}" width="22" height="16" rx="3"/>`);
    }
    out.push(`<g fill="#fffbe8">${cells.join("")}</g>`);
    out.push(`<circle cx="${tx}" cy="${top + 36}" r="260" fill="${glow}"/>`);
  }
  // Pitch.
  const g: Ground = { horizon: 420, k: 440, f: 1100, cx: 800, xc: rng.range(-0.6, 0.6) };
  out.push(grass(ctx, g, 640, "#2f7a34", "#3a8a3c", "#f6c98a"));
  out.push(`<rect x="0" y="640" width="${W}" height="10" fill="${mix(c0, "#0c0f18", 0.3)}"/>`);
  out.push(
    `<polyline points="${groundLine(g, [
      [-30, zAt(g, 672)],
      [30, zAt(g, 672)],
    ])}" stroke="#f4f7f0" stroke-opacity="0.8" stroke-width="3" fill="none"/>`,
  );
  out.push(
    `<polyline points="${groundLine(g, [
      [0, zAt(g, 672)],
      [0, zAt(g, H + 20)],
    ])}" stroke="#f4f7f0" stroke-opacity="0.8" stroke-width="4" fill="none"/>`,
  );
  out.push(
    `<rect y="600" width="${W}" height="300" fill="${linearGradient(ctx, [
      [0, "#ff9a55", 0.12],
      [1, "#0a0d18", 0.35],
    ])}"/>`,
  );
  return out.join("");
}

function sceneCrowd(ctx: Ctx, c0: string, c1: string): string {
  const { rng } = ctx;
  const out: string[] = [];
  out.push(
    `<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [
      [0, "#0b101d"],
      [0.6, "#1c2236"],
      [1, "#2a2f45"],
    ])}"/>`,
  );
  const bokeh = radialGradient(ctx, [
    [0, "#fff6da", 0.9],
    [0.4, "#fff6da", 0.35],
    [1, "#fff6da", 0],
  ]);
  for (let i = 0; i < 26; i++) {
    out.push(
      `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, 300))}" r="${n(rng.range(18, 70))}" fill="${bokeh}"/>`,
    );
  }
  out.push(
    `<ellipse cx="${n(rng.range(200, 1400))}" cy="-40" rx="900" ry="360" fill="${radialGradient(ctx, [
      [0, "#fff3c9", 0.45],
      [1, "#fff3c9", 0],
    ])}"/>`,
  );
  // A couple of big flags in the back.
  for (let i = 0; i < 2; i++) {
    const fx = rng.range(150, 1450);
    const fy = rng.range(170, 230);
    const w = rng.range(240, 340);
    const h = w * 0.55;
    const wave = rng.range(15, 30);
    const id = ctx.uid("flag");
    ctx.defs.push(
      `<clipPath id="${id}"><path d="M${n(fx)} ${n(fy)}Q${n(fx + w * 0.5)} ${n(fy - wave)} ${n(fx + w)} ${n(fy + wave * 0.3)}L${n(fx + w)} ${n(fy + h + wave * 0.3)}Q${n(fx + w * 0.5)} ${n(fy + h - wave)} ${n(fx)} ${n(fy + h)}Z"/></clipPath>`,
    );
    out.push(
      `<line x1="${n(fx)}" y1="${n(fy - 10)}" x2="${n(fx + 20)}" y2="${n(fy + h + 160)}" stroke="#cfcfcf" stroke-width="5"/>`,
    );
    out.push(
      `<g clip-path="url(#${id})"><rect x="${n(fx)}" y="${n(fy - 40)}" width="${n(w)}" height="${n(h + 80)}" fill="${c0}"/><rect x="${n(fx)}" y="${n(fy + h * 0.36)}" width="${n(w)}" height="${n(h * 0.28)}" fill="${c1}"/><rect x="${n(fx)}" y="${n(fy - 40)}" width="${n(w)}" height="${n(h + 80)}" fill="${linearGradient(
        ctx,
        [
          [0, "#000", 0.25],
          [0.5, "#fff", 0.15],
          [1, "#000", 0.3],
        ],
        1,
        0,
      )}"/></g>`,
    );
  }
  // Rows of fans, back to front.
  const rows = 6;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const s = 0.5 + t * 1.05;
    const baseY = 360 + t * 560;
    const depth = 0.55 * (1 - t);
    const spacing = 78 * s;
    const fans: string[] = [];
    for (let x = -spacing * rng.range(0, 1); x < W + spacing; x += spacing * rng.range(0.85, 1.15)) {
      const fx = x + rng.range(-6, 6) * s;
      const fy = baseY + rng.range(-10, 10) * s;
      const cloth = mix(
        rng.next() < 0.5 ? c0 : rng.next() < 0.6 ? c1 : rng.pick(["#23283a", "#3b4256", "#d9d9d9"]),
        "#111524",
        depth,
      );
      const skin = mix(rng.pick(SKIN), "#111524", depth);
      const hair = mix(rng.pick(HAIR), "#111524", depth * 0.5);
      const scarf = row >= 2 && rng.chance(0.28);
      const armsUp = !scarf && rng.chance(0.25);
      const bodyW = 72 * s;
      const headR = 19 * s;
      const headY = fy - 130 * s;
      if (scarf) {
        const sy = headY - 55 * s;
        const half = 68 * s;
        fans.push(
          `<path d="M${n(fx - 30 * s)} ${n(fy - 100 * s)}L${n(fx - half)} ${n(sy + 8 * s)}M${n(fx + 30 * s)} ${n(fy - 100 * s)}L${n(fx + half)} ${n(sy + 8 * s)}" stroke="${cloth}" stroke-width="${n(15 * s)}" stroke-linecap="round" fill="none"/>`,
        );
        const seg = 8;
        for (let k = 0; k < seg; k++) {
          fans.push(
            `<rect x="${n(fx - half + (k * 2 * half) / seg)}" y="${n(sy)}" width="${n((2 * half) / seg + 0.5)}" height="${n(17 * s)}" fill="${mix(k % 2 === 0 ? c0 : c1, "#111524", depth)}"/>`,
          );
        }
        fans.push(
          `<path d="M${n(fx - half)} ${n(sy + 17 * s)}v${n(10 * s)}m${n(5 * s)} ${n(-10 * s)}v${n(10 * s)}M${n(fx + half)} ${n(sy + 17 * s)}v${n(10 * s)}m${n(-5 * s)} ${n(-10 * s)}v${n(10 * s)}" stroke="${mix(c1, "#111524", depth)}" stroke-width="${n(2.5 * s)}"/>`,
        );
        fans.push(`<circle cx="${n(fx - half)}" cy="${n(sy + 8 * s)}" r="${n(8 * s)}" fill="${skin}"/>`);
        fans.push(`<circle cx="${n(fx + half)}" cy="${n(sy + 8 * s)}" r="${n(8 * s)}" fill="${skin}"/>`);
      } else if (armsUp) {
        const spread = rng.range(40, 60) * s;
        fans.push(
          `<path d="M${n(fx - 28 * s)} ${n(fy - 100 * s)}L${n(fx - spread)} ${n(headY - 60 * s)}M${n(fx + 28 * s)} ${n(fy - 100 * s)}L${n(fx + spread)} ${n(headY - 60 * s)}" stroke="${cloth}" stroke-width="${n(14 * s)}" stroke-linecap="round" fill="none"/>`,
        );
        fans.push(
          `<circle cx="${n(fx - spread)}" cy="${n(headY - 64 * s)}" r="${n(8 * s)}" fill="${skin}"/>`,
        );
        fans.push(
          `<circle cx="${n(fx + spread)}" cy="${n(headY - 64 * s)}" r="${n(8 * s)}" fill="${skin}"/>`,
        );
      }
      fans.push(
        `<path d="M${n(fx - bodyW / 2)} ${n(fy + 40 * s)}L${n(fx - bodyW / 2)} ${n(fy - 80 * s)}Q${n(fx - bodyW / 2)} ${n(fy - 108 * s)} ${n(fx - bodyW / 4)} ${n(fy - 108 * s)}L${n(fx + bodyW / 4)} ${n(fy - 108 * s)}Q${n(fx + bodyW / 2)} ${n(fy - 108 * s)} ${n(fx + bodyW / 2)} ${n(fy - 80 * s)}L${n(fx + bodyW / 2)} ${n(fy + 40 * s)}Z" fill="${cloth}"/>`,
      );
      if (!scarf && rng.chance(0.35)) {
        // Scarf around the neck.
        fans.push(
          `<rect x="${n(fx - 20 * s)}" y="${n(fy - 110 * s)}" width="${n(40 * s)}" height="${n(12 * s)}" rx="${n(5 * s)}" fill="${mix(c1, "#111524", depth)}"/><rect x="${n(fx + 4 * s)}" y="${n(fy - 104 * s)}" width="${n(11 * s)}" height="${n(60 * s)}" fill="${mix(c0, "#111524", depth)}"/>`,
        );
      }
      fans.push(`<circle cx="${n(fx)}" cy="${n(headY)}" r="${n(headR)}" fill="${skin}"/>`);
      fans.push(
        `<path d="M${n(fx - headR)} ${n(headY)}A${n(headR)} ${n(headR)} 0 0 1 ${n(fx + headR)} ${n(headY)}Q${n(fx)} ${n(headY - headR * 0.5)} ${n(fx - headR)} ${n(headY)}Z" fill="${hair}"/>`,
      );
    }
    out.push(`<g>${fans.join("")}</g>`);
  }
  out.push(
    `<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [
      [0, "#000", 0],
      [0.7, "#000", 0],
      [1, "#000", 0.35],
    ])}"/>`,
  );
  return out.join("");
}

function goalFrame(
  ctx: Ctx,
  g: Ground,
  x0: number,
  zA: number,
  zB: number,
  height: number,
  depth: number,
): string {
  const top = (x: number, z: number, hh = height) => [gx(g, x, z), gy(g, z) - hh / z] as [number, number];
  const base = (x: number, z: number) => [gx(g, x, z), gy(g, z)] as [number, number];
  const net: string[] = [];
  const xb = x0 + depth;
  // Back and roof of the net as a mesh.
  for (let i = 0; i <= 14; i++) {
    const z = zA + ((zB - zA) * i) / 14;
    const a = top(x0, z);
    const b = top(xb, z, height * 0.7);
    const c = base(xb, z);
    net.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}L${n(c[0])} ${n(c[1])}`);
  }
  for (let j = 0; j <= 8; j++) {
    const t = j / 8;
    const ya = top(xb, zA, height * 0.7 * (1 - t));
    const yb = top(xb, zB, height * 0.7 * (1 - t));
    net.push(`M${n(ya[0])} ${n(ya[1])}L${n(yb[0])} ${n(yb[1])}`);
  }
  for (let j = 1; j < 5; j++) {
    const t = j / 5;
    const xa = x0 + depth * t;
    const hh = height * (1 - 0.3 * t);
    const a = top(xa, zA, hh);
    const b = top(xa, zB, hh);
    net.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
  }
  const netPath = `<path d="${net.join("")}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.6"/>`;
  const pa = base(x0, zA);
  const pb = base(x0, zB);
  const ta = top(x0, zA);
  const tb = top(x0, zB);
  const side = `<polygon points="${pts([pb, tb, top(xb, zB, height * 0.7), base(xb, zB)])}" fill="#ffffff" opacity="0.08"/>`;
  const frame = `<g stroke="#fbfbfb" stroke-linecap="round" fill="none"><line x1="${n(pb[0])}" y1="${n(pb[1])}" x2="${n(tb[0])}" y2="${n(tb[1])}" stroke-width="${n(28 / zB)}"/><line x1="${n(tb[0])}" y1="${n(tb[1])}" x2="${n(ta[0])}" y2="${n(ta[1])}" stroke-width="${n(26 / ((zA + zB) / 2))}"/><line x1="${n(pa[0])}" y1="${n(pa[1])}" x2="${n(ta[0])}" y2="${n(ta[1])}" stroke-width="${n(28 / zA)}"/></g>`;
  void ctx;
  return `<g>${side}${netPath}${frame}</g>`;
}

function cone(x: number, y: number, h: number, color: string): string {
  const w = h * 0.42;
  return `<g><ellipse cx="${n(x + h * 0.08)}" cy="${n(y)}" rx="${n(w * 1.1)}" ry="${n(h * 0.12)}" fill="#000" opacity="0.25"/><path d="M${n(x - w)} ${n(y)}L${n(x - w * 0.1)} ${n(y - h)}L${n(x + w * 0.1)} ${n(y - h)}L${n(x + w)} ${n(y)}Z" fill="${color}"/><path d="M${n(x - w * 0.55)} ${n(y - h * 0.45)}L${n(x + w * 0.55)} ${n(y - h * 0.45)}L${n(x + w * 0.42)} ${n(y - h * 0.6)}L${n(x - w * 0.42)} ${n(y - h * 0.6)}Z" fill="#ffffff" opacity="0.85"/><path d="M${n(x + w * 0.1)} ${n(y - h)}L${n(x + w)} ${n(y)}L${n(x + w * 0.45)} ${n(y)}Z" fill="#000" opacity="0.15"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 1.25)}" ry="${n(h * 0.09)}" fill="${darken(color, 0.15)}"/></g>`;
}

function sceneTraining(ctx: Ctx, c0: string, c1: string): string {
  const { rng } = ctx;
  const out: string[] = [];
  out.push(
    `<rect width="${W}" height="400" fill="${linearGradient(ctx, [
      [0, "#7fb6e6"],
      [1, "#e3f0f8"],
    ])}"/>`,
  );
  out.push(
    `<circle cx="${n(rng.range(200, 1400))}" cy="90" r="240" fill="${radialGradient(ctx, [
      [0, "#fffbe6", 0.9],
      [1, "#fffbe6", 0],
    ])}"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const cx = rng.range(0, W);
    const cy = rng.range(60, 200);
    const parts: string[] = [];
    for (let k = 0; k < 5; k++) {
      parts.push(
        `<ellipse cx="${n(cx + k * 40 - 80)}" cy="${n(cy + rng.range(-12, 12))}" rx="${n(rng.range(40, 70))}" ry="${n(rng.range(18, 30))}"/>`,
      );
    }
    out.push(`<g fill="#ffffff" opacity="0.75">${parts.join("")}</g>`);
  }
  // Tree line and fence.
  const trees: string[] = [];
  for (let x = -20; x < W + 40; x += rng.range(30, 55)) {
    const r = rng.range(35, 70);
    trees.push(
      `<circle cx="${n(x)}" cy="${n(330 - r * 0.6 + rng.range(-8, 8))}" r="${n(r)}" fill="${rng.pick(["#2e5a34", "#3a6b3c", "#28502f", "#456f3e"])}"/>`,
    );
  }
  out.push(`<g>${trees.join("")}</g>`);
  out.push(`<rect y="326" width="${W}" height="40" fill="#2d4d31"/>`);
  const fence: string[] = [];
  for (let x = 0; x <= W; x += 80) fence.push(`M${x} 318V372`);
  for (let y = 326; y <= 366; y += 10) fence.push(`M0 ${y}H${W}`);
  out.push(
    `<path d="${fence.join("")}" stroke="#c9d3cc" stroke-opacity="0.55" stroke-width="1.5" fill="none"/>`,
  );
  const g: Ground = { horizon: 210, k: 420, f: 950, cx: 800, xc: rng.range(-0.3, 0.3) };
  out.push(grass(ctx, g, 370, "#55a349", "#62b155", "#e3f0f8", 0.45));
  // Goal on the right, cones and balls.
  out.push(goalFrame(ctx, g, 0.8, 1.55, 2.6, 210, 0.5));
  const drawables: { z: number; svg: string }[] = [];
  const coneColors = ["#ff7a1a", c0, "#ffd21f", c1];
  const coneCount = 8;
  for (let i = 0; i < coneCount; i++) {
    const z = 1.05 + i * 0.17;
    const x = -0.6 + (i % 2 === 0 ? -0.14 : 0.14) + i * 0.04;
    drawables.push({
      z,
      svg: cone(gx(g, x, z), gy(g, z), 60 / z, coneColors[i % 2 === 0 ? 0 : rng.int(1, 3)]),
    });
  }
  for (let i = 0; i < 7; i++) {
    const z = rng.range(1.0, 2.4);
    // A group in front of the goal and a few loose ones by the cones.
    const x = rng.chance(0.6) ? rng.range(0.2, 0.7) : rng.range(-1.1, -0.3);
    const r = 20 / z;
    drawables.push({ z, svg: ball(ctx, gx(g, x, z), gy(g, z) - r, r) });
  }
  // Two players in training bibs.
  for (let i = 0; i < 2; i++) {
    const z = rng.range(1.5, 2.5);
    const x = rng.range(-0.2, 0.5);
    const kit = randomKit(rng, c1 === "#ffffff" ? c0 : c1, "#1f2738", "#1f2738");
    drawables.push({ z, svg: figure(gx(g, x, z), gy(g, z), 300 / z, kit, "run", rng.chance(0.5) ? 1 : -1) });
  }
  drawables.sort((a, b) => b.z - a.z);
  out.push(drawables.map((d) => d.svg).join(""));
  out.push(
    `<rect width="${W}" height="${H}" fill="${linearGradient(
      ctx,
      [
        [0, "#fff8dc", 0.18],
        [0.6, "#fff8dc", 0],
      ],
      1,
      1,
    )}"/>`,
  );
  return out.join("");
}

function sceneCelebration(ctx: Ctx, c0: string, c1: string): string {
  const { rng } = ctx;
  const out: string[] = [];
  out.push(
    `<rect width="${W}" height="${H}" fill="${radialGradient(
      ctx,
      [
        [0, mix(c0, "#fff4d8", 0.6)],
        [0.35, mix(c0, "#1a1f33", 0.55)],
        [1, "#070a14"],
      ],
      0.5,
      0.15,
      0.9,
    )}"/>`,
  );
  out.push(crowdDots(ctx, 0, W, 300, 560, 12, [c0, c1, "#e7e7e7", "#3a4158"], "#0b0f1c", 0.5, 0.9));
  const flashes: string[] = [];
  for (let i = 0; i < 70; i++) {
    flashes.push(
      `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(300, 560))}" r="${n(rng.range(1.5, 3.5))}"/>`,
    );
  }
  out.push(`<g fill="#ffffff" opacity="0.9">${flashes.join("")}</g>`);
  const beam = linearGradient(ctx, [
    [0, "#ffffff", 0.35],
    [1, "#ffffff", 0],
  ]);
  for (let i = 0; i < 4; i++) {
    const sx = rng.range(100, 1500);
    const ex = sx + rng.range(-500, 500);
    out.push(
      `<polygon points="${pts([
        [sx - 20, -10],
        [sx + 20, -10],
        [ex + 160, 900],
        [ex - 160, 900],
      ])}" fill="${beam}" opacity="0.5"/>`,
    );
  }
  // Pitch edge.
  out.push(
    `<rect y="600" width="${W}" height="300" fill="${linearGradient(ctx, [
      [0, "#2c6b31"],
      [1, "#153a1a"],
    ])}"/>`,
  );
  out.push(`<rect y="590" width="${W}" height="16" fill="${mix(c0, "#000", 0.35)}"/>`);
  // Players celebrating.
  const kitBase = randomKit(rng, c0, c1);
  const spots = [
    { x: 520, y: 880, h: 430, pose: "celebrate" as const, f: 1 as const },
    { x: 820, y: 870, h: 500, pose: "jump" as const, f: -1 as const },
    { x: 1120, y: 885, h: 440, pose: "celebrate" as const, f: -1 as const },
    { x: 300, y: 830, h: 330, pose: "run" as const, f: 1 as const },
    { x: 1360, y: 835, h: 340, pose: "jump" as const, f: 1 as const },
  ];
  spots.sort((a, b) => a.h - b.h);
  for (const s of spots) {
    out.push(
      figure(
        s.x + rng.range(-30, 30),
        s.y,
        s.h,
        { ...kitBase, skin: rng.pick(SKIN), hair: rng.pick(HAIR) },
        s.pose,
        s.f,
      ),
    );
  }
  // Confetti and streamers over everything.
  const confetti: string[] = [];
  const palette = [c0, c1, "#ffffff", "#ffd54a", lighten(c0, 0.4)];
  for (let i = 0; i < 320; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, H);
    const size = rng.range(0.6, 1.8) * (y / H + 0.6);
    const w = 10 * size;
    const hh = 5 * size;
    confetti.push(
      `<rect x="${n(-w / 2)}" y="${n(-hh / 2)}" width="${n(w)}" height="${n(hh)}" fill="${rng.pick(palette)}" opacity="${n(rng.range(0.7, 1))}" transform="translate(${n(x)} ${n(y)}) rotate(${n(rng.range(0, 180))})"/>`,
    );
  }
  out.push(`<g>${confetti.join("")}</g>`);
  const streamers: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, 700);
    const dx = rng.range(-40, 40);
    streamers.push(
      `<path d="M${n(x)} ${n(y)}c${n(dx)} 20 ${n(-dx)} 40 0 60s${n(-dx)} 40 0 60" stroke="${rng.pick(palette)}" stroke-width="${n(rng.range(3, 5))}" fill="none" stroke-linecap="round"/>`,
    );
  }
  out.push(`<g opacity="0.9">${streamers.join("")}</g>`);
  return out.join("");
}

function sceneBall(ctx: Ctx, c0: string, c1: string): string {
  const { rng } = ctx;
  const out: string[] = [];
  out.push(
    `<rect width="${W}" height="${H}" fill="${linearGradient(ctx, [
      [0, "#0f1626"],
      [0.55, mix(c0, "#1b2a3a", 0.7)],
      [0.62, "#2e6a33"],
      [1, "#1d4a22"],
    ])}"/>`,
  );
  // Out-of-focus stadium lights in the club colours.
  for (let i = 0; i < 34; i++) {
    const col = rng.pick([c0, c1, "#fff3d0", "#fff3d0"]);
    const fill = radialGradient(ctx, [
      [0, col, 0.55],
      [0.7, col, 0.25],
      [1, col, 0],
    ]);
    out.push(
      `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(40, 470))}" r="${n(rng.range(30, 95))}" fill="${fill}"/>`,
    );
  }
  out.push(
    `<rect y="520" width="${W}" height="380" fill="${linearGradient(ctx, [
      [0, "#3c8a3d"],
      [1, "#1c4d22"],
    ])}"/>`,
  );
  out.push(
    `<rect y="470" width="${W}" height="90" fill="${linearGradient(ctx, [
      [0, "#3c8a3d", 0],
      [1, "#3c8a3d", 1],
    ])}"/>`,
  );
  // Grass blades behind the ball.
  const blades = (count: number, yMin: number, yMax: number, hMin: number, hMax: number): string => {
    const list: string[] = [];
    for (let i = 0; i < count; i++) {
      const x = rng.range(-10, W + 10);
      const y = rng.range(yMin, yMax);
      const h = rng.range(hMin, hMax) * (0.6 + (y - 500) / 600);
      const lean = rng.range(-0.35, 0.35) * h;
      const w = h * 0.07;
      const col = rng.pick(["#2f7d33", "#3f9842", "#4fae4b", "#276b2b", "#5cbc57"]);
      list.push(
        `<path d="M${n(x - w)} ${n(y)}Q${n(x + lean * 0.3)} ${n(y - h * 0.6)} ${n(x + lean)} ${n(y - h)}Q${n(x + lean * 0.3 + w * 0.5)} ${n(y - h * 0.5)} ${n(x + w)} ${n(y)}Z" fill="${col}"/>`,
      );
    }
    return `<g>${list.join("")}</g>`;
  };
  out.push(blades(260, 540, 760, 20, 45));
  const r = 215;
  const bx = rng.range(720, 880);
  const by = 560;
  out.push(ball(ctx, bx, by, r, rng.chance(0.5) ? "#1b1d22" : mix(c0, "#111111", 0.35)));
  out.push(blades(320, 760, 930, 40, 95));
  out.push(vignette(ctx, 0.55));
  return out.join("");
}

function sceneHistory(ctx: Ctx, c0: string, c1: string, base: SeedPhoto["base"] = "pitch"): string {
  const { rng } = ctx;
  const sepia = ctx.uid("sepia");
  ctx.defs.push(
    `<filter id="${sepia}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.393 0.769 0.189 0 0 0.349 0.686 0.168 0 0 0.272 0.534 0.131 0 0 0 0 0 1 0"/></filter>`,
  );
  // Each history photo can show another motif, so two history articles never look alike.
  const photo = base === "pitch" ? scenePitch(ctx, c0, c1, true) : SCENES[base](ctx, c0, c1);
  const out: string[] = [`<g filter="url(#${sepia})">${photo}</g>`];
  out.push(`<rect width="${W}" height="${H}" fill="#6b4a2b" opacity="0.12"/>`);
  // Film grain: scratches, dust and a few horizontal bands.
  const grain: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = rng.range(0, W);
    const y0 = rng.range(-50, 400);
    const len = rng.range(200, 900);
    grain.push(
      `<line x1="${n(x)}" y1="${n(y0)}" x2="${n(x + rng.range(-6, 6))}" y2="${n(y0 + len)}" stroke="${rng.chance(0.6) ? "#f3e6cc" : "#2a1c0e"}" stroke-width="${n(rng.range(0.6, 2))}" opacity="${n(rng.range(0.15, 0.5))}"${rng.chance(0.4) ? ` stroke-dasharray="${n(rng.range(20, 60))} ${n(rng.range(5, 30))}"` : ""}/>`,
    );
  }
  for (let i = 0; i < 160; i++) {
    grain.push(
      `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H))}" r="${n(rng.range(0.5, 2.4))}" fill="${rng.chance(0.5) ? "#f6ead2" : "#25180b"}" opacity="${n(rng.range(0.2, 0.6))}"/>`,
    );
  }
  for (let y = 0; y < H; y += 3) {
    if (rng.chance(0.2))
      grain.push(
        `<rect y="${y}" width="${W}" height="1" fill="#000" opacity="${n(rng.range(0.02, 0.06))}"/>`,
      );
  }
  out.push(`<g>${grain.join("")}</g>`);
  out.push(vignette(ctx, 0.7));
  return out.join("");
}

const SCENES: Record<Scene, (ctx: Ctx, c0: string, c1: string) => string> = {
  pitch: (ctx, c0, c1) => scenePitch(ctx, c0, c1),
  stadium: sceneStadium,
  crowd: sceneCrowd,
  training: sceneTraining,
  celebration: sceneCelebration,
  ball: sceneBall,
  history: (ctx, c0, c1) => sceneHistory(ctx, c0, c1),
};

function svgDocument(ctx: Ctx, width: number, height: number, body: string, title?: string): string {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${
    title ? `<title>${escapeXml(title)}</title>` : ""
  }<defs>${ctx.defs.join("")}</defs>${body}</svg>`;
}

/**
 * A stylised football scene for a sample photo. Drawn in a 1600×900 space and scaled/cropped
 * ("slice") to width×height. Deterministic for a given key, scene and colours.
 */
export function renderPhotoSvg(
  photo: Pick<SeedPhoto, "scene" | "colors" | "key" | "base">,
  width = 1600,
  height = 900,
): string {
  const ctx = makeCtx(`${photo.key}|${photo.scene}`);
  const c0 = safeColor(photo.colors?.[0], "#c8102e");
  const c1 = safeColor(photo.colors?.[1], "#ffffff");
  const draw = SCENES[photo.scene] ?? SCENES.pitch;
  const body = photo.scene === "history" ? sceneHistory(ctx, c0, c1, photo.base) : draw(ctx, c0, c1);
  return svgDocument(ctx, width, height, body);
}

// ---------------------------------------------------------------------------
// Club crest

/** Up to three initials: the short name if given, else the first letters of the name's words (all-caps words like "FC" kept whole). */
export function clubInitials(name: string, shortName?: string | null): string {
  const short = (shortName ?? "").replace(/\s+/g, "");
  if (short) return Array.from(short.toLocaleUpperCase("da-DK")).slice(0, 3).join("");
  const words = name
    .split(/[\s\-–/]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
  let out = "";
  for (const w of words) {
    const isAcronym = w.length <= 3 && w === w.toLocaleUpperCase("da-DK") && /\p{L}/u.test(w);
    out += isAcronym ? w : Array.from(w)[0];
  }
  const chars = Array.from(out.toLocaleUpperCase("da-DK")).slice(0, 3);
  return chars.length ? chars.join("") : "?";
}

const SHIELD =
  "M128 10C156 22 190 28 226 28L226 112C226 176 188 220 128 246C68 220 30 176 30 112L30 28C66 28 100 22 128 10Z";

export function renderClubCrestSvg(club: {
  name: string;
  shortName?: string | null;
  primaryColor?: string | null;
  secondaryColor?: string | null;
}): string {
  const primary = safeColor(club.primaryColor, "#1f3a68");
  const fallbackSecondary = luminance(primary) > 0.5 ? "#1d2433" : "#ffffff";
  let secondary = safeColor(club.secondaryColor, fallbackSecondary);
  if (contrast(primary, secondary) < 1.3) secondary = fallbackSecondary;
  const initials = clubInitials(club.name ?? "", club.shortName);
  const style = hashString(`${club.name}|${club.shortName ?? ""}`) % 4;
  const textColor =
    contrast(secondary, primary) >= 3
      ? secondary
      : contrast("#ffffff", primary) >= contrast("#141414", primary)
        ? "#ffffff"
        : "#141414";

  const clipId = `crest${hashString(club.name ?? "").toString(36)}`;
  const inner = `<path d="${SHIELD}" transform="translate(128 128) scale(0.84) translate(-128 -128)"/>`;
  let pattern = "";
  switch (style) {
    case 0: // band at the bottom
      pattern = `<rect x="0" y="178" width="256" height="26" fill="${secondary}"/>`;
      break;
    case 1: // chevron
      pattern = `<path d="M0 168L128 224L256 168L256 196L128 252L0 196Z" fill="${secondary}"/>`;
      break;
    case 2: // top band with a star
      pattern = `<rect x="0" y="0" width="256" height="62" fill="${secondary}"/><path d="M128 24l5.9 12 13.2 1.9-9.6 9.3 2.3 13.1L128 54.1l-11.8 6.2 2.3-13.1-9.6-9.3 13.2-1.9Z" fill="${primary}"/>`;
      break;
    default: // side stripes
      pattern = `<rect x="36" y="0" width="22" height="256" fill="${secondary}"/><rect x="198" y="0" width="22" height="256" fill="${secondary}"/>`;
  }
  const count = Array.from(initials).length;
  const wide = Array.from(initials).reduce(
    (s, ch) => s + (/[MWÆŒ]/.test(ch) ? 0.94 : /[I1]/.test(ch) ? 0.36 : 0.74),
    0,
  );
  const baseSize = count === 1 ? 112 : count === 2 ? 92 : 70;
  const fontSize = Math.min(baseSize, 150 / Math.max(wide, 0.5));
  const cy = style === 2 ? 140 : 128;
  const baseline = cy + fontSize * 0.36;
  const title = escapeXml(club.name ?? "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><title>${title}</title><defs><clipPath id="${clipId}">${inner}</clipPath><linearGradient id="${clipId}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient></defs><path d="${SHIELD}" fill="${secondary}" stroke="${darken(secondary, 0.35)}" stroke-width="3"/><path d="${SHIELD}" transform="translate(128 128) scale(0.84) translate(-128 -128)" fill="${primary}"/><g clip-path="url(#${clipId})">${pattern}<rect width="256" height="256" fill="url(#${clipId}g)"/></g><path d="${SHIELD}" transform="translate(128 128) scale(0.84) translate(-128 -128)" fill="none" stroke="${darken(primary, 0.3)}" stroke-width="2"/><text x="128" y="${n(baseline)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${n(fontSize)}" fill="${textColor}" stroke="${primary}" stroke-width="6" stroke-linejoin="round" paint-order="stroke">${escapeXml(initials)}</text></svg>`;
}

// ---------------------------------------------------------------------------
// Placeholder

export function renderPlaceholderSvg(label: string, width = 1600, height = 900): string {
  const ctx = makeCtx(`placeholder|${label}`);
  const text = Array.from(String(label ?? ""))
    .slice(0, 80)
    .join("");
  const bg = linearGradient(
    ctx,
    [
      [0, "#e6e9ef"],
      [1, "#c9ced8"],
    ],
    1,
    1,
  );
  const body = `<rect width="${W}" height="${H}" fill="${bg}"/><g transform="translate(800 390)"><rect x="-150" y="-110" width="300" height="220" rx="22" fill="#ffffff" opacity="0.65"/><rect x="-150" y="-110" width="300" height="220" rx="22" fill="none" stroke="#9aa3b3" stroke-width="8"/><circle cx="70" cy="-45" r="26" fill="#9aa3b3"/><path d="M-120 80L-40 -10L20 55L60 15L120 80Z" fill="#9aa3b3"/></g>${
    text
      ? `<text x="800" y="620" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="44" fill="#5b6475">${escapeXml(text)}</text>`
      : ""
  }`;
  return svgDocument(ctx, width, height, body, text || undefined);
}

// ---------------------------------------------------------------------------
// Rasterising

/** Renders an SVG to a bitmap at its own width/height (JPEG: quality 86, mozjpeg; PNG). */
export async function rasterizeSvg(svg: string, format: "jpeg" | "png" = "jpeg"): Promise<Buffer> {
  const img = sharp(Buffer.from(svg, "utf8"), { density: 72 });
  return format === "png"
    ? img.png({ compressionLevel: 8 }).toBuffer()
    : img.flatten({ background: "#ffffff" }).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
