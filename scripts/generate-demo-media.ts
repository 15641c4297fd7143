// Draws every demo picture and clip of the home page locally (no download, no stock photos, no
// fonts, no text) into public/demo/: hero slides, quick-view and hot-selling cards, gallery
// posters, three short looping balloon clips, the sky-balloon banner clip and six small standalone
// SVG balloons. Scenes are plain SVG rasterised by sharp; clips are frame sequences rendered the
// same way and piped as raw RGB into ffmpeg (libx264). The outputs are committed and served as
// static files (the app never runs ffmpeg); run again only to change them:
//   node scripts/generate-demo-media.ts            everything (needs ffmpeg for the clips)
//   node scripts/generate-demo-media.ts stills     only the pictures and SVG balloons
//   node scripts/generate-demo-media.ts clips      only the clips and their posters
// (DEMO_MEDIA_OUT=/some/dir writes elsewhere, e.g. to preview changes without touching public/demo.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { darken, fmt, lighten, mix, mulberry32, pointsAttr, type Rand, starPoints } from '../db/seed/demo/kit.ts';

const OUT_DIR = process.env.DEMO_MEDIA_OUT ?? path.resolve(import.meta.dirname, '..', 'public', 'demo');
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
const TAU = Math.PI * 2;

// ---------------------------------------------------------------------------------------------
// The PRNG, colours and number formatting come from the drawing kit (db/seed/demo/kit.ts), shared
// with the seeded product pictures. Here: a palette entry by index (wrapping), and a loop phase.

function pick<T>(arr: readonly T[], i: number): T {
  const v = arr[((Math.floor(i) % arr.length) + arr.length) % arr.length];
  if (v === undefined) throw new Error('pick from an empty list');
  return v;
}

const frac = (v: number) => v - Math.floor(v);

// ---------------------------------------------------------------------------------------------
// Drawing context: design size, scale unit (1 at 720 px tall), PRNG, deduplicated <defs>, and the
// loop phase t in [0, 1) for animated frames (every motion is periodic in t so clips loop; the
// PRNG is consumed the same way whatever t is, so every frame draws the same objects).

interface Ctx {
  W: number;
  H: number;
  u: number;
  rng: Rand;
  defs: Map<string, string>;
  t: number;
}

function makeCtx(W: number, H: number, seed: number, t = 0): Ctx {
  return { W, H, u: H / 720, rng: mulberry32(seed), defs: new Map(), t };
}

type Stop = readonly [offset: number, color: string, opacity?: number];

/** The stops of a gradient from one colour to another. */
const fade = (from: string, to: string): Stop[] => [
  [0, from],
  [1, to],
];

function stopsXml(stops: readonly Stop[]): string {
  return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
}

function def(ctx: Ctx, key: string, build: (id: string) => string): string {
  let id = ctx.defs.get(key)?.match(/id="([^"]+)"/)?.[1];
  if (!id) {
    id = `d${ctx.defs.size}`;
    ctx.defs.set(key, build(id));
  }
  return `url(#${id})`;
}

/** Linear gradient in bounding-box units; default top to bottom. */
function lin(ctx: Ctx, stops: readonly Stop[], x2 = 0, y2 = 1): string {
  const key = `lin${x2},${y2}:${JSON.stringify(stops)}`;
  return def(ctx, key, (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`);
}

function rad(ctx: Ctx, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const key = `rad${cx},${cy},${r}:${JSON.stringify(stops)}`;
  return def(ctx, key, (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`);
}

function svgDoc(ctx: Ctx, outW: number, outH: number, body: string): string {
  const defs = [...ctx.defs.values()].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${ctx.W} ${ctx.H}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Primitives: balloons, garlands along a path, flowers, leaves, confetti, bokeh, clouds, skyline

function balloonFill(ctx: Ctx, color: string, chrome = false): string {
  const stops: Stop[] = chrome
    ? [
        [0, lighten(color, 0.9)],
        [0.16, lighten(color, 0.4)],
        [0.5, color],
        [0.82, darken(color, 0.45)],
        [1, lighten(color, 0.15)],
      ]
    : [
        [0, lighten(color, 0.55)],
        [0.3, lighten(color, 0.12)],
        [0.72, color],
        [1, darken(color, 0.38)],
      ];
  return rad(ctx, stops, 0.36, 0.3, 0.78);
}

interface BalloonOpts {
  /** String length (0: no string). */
  str?: number;
  /** Horizontal wave of the string. */
  sway?: number;
  /** Curled ribbon at the end of the string. */
  curl?: boolean;
  /** Tilt in degrees. */
  tilt?: number;
  chrome?: boolean;
  /** Round (garland) balloon without a knot. */
  round?: boolean;
  /** Printed logo (white ring and star). */
  logo?: boolean;
  strColor?: string;
  opacity?: number;
}

function balloon(ctx: Ctx, x: number, y: number, r: number, color: string, o: BalloonOpts = {}): string {
  const ry = o.round ? r * 1.02 : r * 1.16;
  const tilt = o.tilt ?? 0;
  const a = (tilt * Math.PI) / 180;
  const out: string[] = [];
  const knotD = ry + r * 0.14;
  const kx = x - Math.sin(a) * knotD;
  const ky = y + Math.cos(a) * knotD;
  if (o.str) {
    const L = o.str;
    const s = o.sway ?? r * 0.25;
    const ex = kx + s * 0.4;
    const ey = ky + L;
    const sw = fmt(Math.max(1, r * 0.035));
    let d = `M${fmt(kx)} ${fmt(ky)}C${fmt(kx + s)} ${fmt(ky + L * 0.33)} ${fmt(kx - s)} ${fmt(ky + L * 0.66)} ${fmt(ex)} ${fmt(ey)}`;
    if (o.curl) {
      const c = r * 0.16;
      d += `c${fmt(c * 1.4)} ${fmt(c * 0.6)} ${fmt(c * 1.4)} ${fmt(c * 2)} 0 ${fmt(c * 2)}s${fmt(-c * 1.4)} ${fmt(c * 1.4)} 0 ${fmt(c * 2)}s${fmt(c * 1.4)} ${fmt(c * 1.4)} 0 ${fmt(c * 2)}`;
    }
    out.push(`<path d="${d}" fill="none" stroke="${o.strColor ?? '#ffffff'}" stroke-opacity="0.7" stroke-width="${sw}"/>`);
  }
  const g: string[] = [];
  g.push(`<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(r)}" ry="${fmt(ry)}" fill="${balloonFill(ctx, color, o.chrome)}"/>`);
  if (!o.round) {
    g.push(
      `<path d="M${fmt(x - r * 0.12)} ${fmt(y + ry + r * 0.15)}L${fmt(x + r * 0.12)} ${fmt(y + ry + r * 0.15)}L${fmt(x)} ${fmt(y + ry - r * 0.03)}Z" fill="${darken(color, 0.2)}"/>`,
    );
  }
  if (o.logo) {
    const ly = y - ry * 0.06;
    g.push(
      `<circle cx="${fmt(x)}" cy="${fmt(ly)}" r="${fmt(r * 0.44)}" fill="none" stroke="#ffffff" stroke-opacity="0.92" stroke-width="${fmt(r * 0.06)}"/>`,
      `<polygon points="${pointsAttr(starPoints(x, ly, r * 0.3, r * 0.13))}" fill="#ffffff" fill-opacity="0.95"/>`,
    );
  }
  const hx = x - r * 0.36;
  const hy = y - ry * 0.42;
  g.push(
    `<ellipse cx="${fmt(hx)}" cy="${fmt(hy)}" rx="${fmt(r * 0.14)}" ry="${fmt(r * 0.27)}" fill="#ffffff" fill-opacity="${o.chrome ? 0.75 : 0.5}" transform="rotate(32 ${fmt(hx)} ${fmt(hy)})"/>`,
  );
  const op = o.opacity === undefined ? '' : ` opacity="${o.opacity}"`;
  if (tilt) out.push(`<g transform="rotate(${fmt(tilt)} ${fmt(x)} ${fmt(y)})"${op}>${g.join('')}</g>`);
  else out.push(op ? `<g${op}>${g.join('')}</g>` : g.join(''));
  return out.join('');
}

interface GarlandOpts {
  r: number;
  colors: readonly string[];
  chrome?: readonly string[];
  per?: number;
  spread?: number;
  /** Bob amplitude for animation. */
  bob?: number;
}

/** Organic balloon garland: a few round balloons of varied size around each point, back layer darker. */
function garlandAlong(ctx: Ctx, pts: ReadonlyArray<readonly [number, number]>, o: GarlandOpts): string {
  const back: string[] = [];
  const front: string[] = [];
  const spread = o.spread ?? 0.9;
  const chrome = o.chrome && o.chrome.length ? o.chrome : undefined;
  for (const [x, y] of pts) {
    const per = o.per ?? 3;
    for (let k = 0; k < per; k++) {
      const isBack = k === 0;
      const rr = o.r * (0.6 + ctx.rng() * 0.5) * (isBack ? 1.1 : 1);
      const dx = (ctx.rng() - 0.5) * spread * o.r * 2;
      const dy = (ctx.rng() - 0.5) * spread * o.r * 2;
      const ph = ctx.rng();
      const bob = (o.bob ?? 0) * Math.sin(TAU * (ctx.t + ph));
      const chromeRoll = ctx.rng();
      const ci = ctx.rng();
      const useChrome = !!chrome && chromeRoll < 0.2;
      const color = chrome && useChrome ? pick(chrome, ci * chrome.length) : pick(o.colors, ci * o.colors.length);
      (isBack ? back : front).push(balloon(ctx, x + dx, y + dy + bob, rr, isBack ? darken(color, 0.14) : color, { round: true, chrome: useChrome }));
    }
    const tinyRoll = ctx.rng();
    const tx = (ctx.rng() - 0.5) * o.r * 2.6;
    const ty = (ctx.rng() - 0.5) * o.r * 2.6;
    const tc = ctx.rng();
    if (tinyRoll < 0.4) {
      const isChrome = !!chrome && tc < 0.5;
      const col = chrome && isChrome ? pick(chrome, tc * 10) : pick(o.colors, tc * o.colors.length);
      front.push(balloon(ctx, x + tx, y + ty, o.r * 0.28, col, { round: true, chrome: isChrome }));
    }
  }
  return back.join('') + front.join('');
}

type Pt = [number, number];

function cubicPts(p0: Pt, p1: Pt, p2: Pt, p3: Pt, count: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= count; i++) {
    const s = i / count;
    const m = 1 - s;
    pts.push([
      m * m * m * p0[0] + 3 * m * m * s * p1[0] + 3 * m * s * s * p2[0] + s * s * s * p3[0],
      m * m * m * p0[1] + 3 * m * m * s * p1[1] + 3 * m * s * s * p2[1] + s * s * s * p3[1],
    ]);
  }
  return pts;
}

function flower(x: number, y: number, r: number, color: string, centre = '#fbbf24'): string {
  const petals: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * TAU + r;
    petals.push(`<circle cx="${fmt(x + Math.cos(a) * r * 0.55)}" cy="${fmt(y + Math.sin(a) * r * 0.55)}" r="${fmt(r * 0.5)}"/>`);
  }
  return (
    `<g fill="${color}">${petals.join('')}</g>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r * 0.5)}" fill="${lighten(color, 0.35)}"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r * 0.22)}" fill="${centre}"/>`
  );
}

/** A rose: a darker disc, a lighter swirl and a highlight stroke. */
function rose(x: number, y: number, r: number, color: string): string {
  return (
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${darken(color, 0.12)}"/>` +
    `<circle cx="${fmt(x - r * 0.15)}" cy="${fmt(y - r * 0.1)}" r="${fmt(r * 0.7)}" fill="${color}"/>` +
    `<circle cx="${fmt(x + r * 0.05)}" cy="${fmt(y - r * 0.05)}" r="${fmt(r * 0.42)}" fill="${darken(color, 0.1)}"/>` +
    `<path d="M${fmt(x - r * 0.25)} ${fmt(y)}q${fmt(r * 0.25)} ${fmt(-r * 0.35)} ${fmt(r * 0.5)} 0" fill="none" stroke="${lighten(color, 0.4)}" stroke-width="${fmt(r * 0.12)}"/>`
  );
}

function leaf(x: number, y: number, len: number, angle: number, color: string): string {
  const w = len * 0.28;
  return (
    `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})">` +
    `<path d="M0 0Q${fmt(len / 2)} ${fmt(-w)} ${fmt(len)} 0Q${fmt(len / 2)} ${fmt(w)} 0 0Z" fill="${color}"/>` +
    `<path d="M0 0L${fmt(len * 0.9)} 0" stroke="${darken(color, 0.3)}" stroke-width="${fmt(len * 0.03)}"/></g>`
  );
}

/** Fan palm: several long leaves radiating from one point. */
function palm(x: number, y: number, len: number, angle: number, color: string): string {
  const out: string[] = [];
  for (let i = -3; i <= 3; i++) out.push(leaf(x, y, len * (1 - Math.abs(i) * 0.08), angle + i * 14, i % 2 ? color : darken(color, 0.12)));
  return out.join('');
}

/** Confetti pieces; with fall > 0 they fall through the box once (or twice) per loop while spinning. */
function confetti(ctx: Ctx, count: number, x0: number, x1: number, y0: number, y1: number, colors: readonly string[], fall = 0): string {
  const out: string[] = [];
  const { u } = ctx;
  for (let i = 0; i < count; i++) {
    const x = x0 + ctx.rng() * (x1 - x0);
    const yb = ctx.rng();
    const k = ctx.rng() < 0.5 ? 1 : 2;
    const y = y0 + frac(yb + fall * k * ctx.t) * (y1 - y0);
    const drift = fall ? Math.sin(TAU * (ctx.t * k + yb)) * 12 * u : 0;
    const rot = ctx.rng() * 360 + fall * 360 * k * ctx.t;
    const w = (7 + ctx.rng() * 8) * u;
    const c = pick(colors, ctx.rng() * colors.length);
    const shape = ctx.rng();
    const cx = x + drift;
    if (shape < 0.3) out.push(`<circle cx="${fmt(cx)}" cy="${fmt(y)}" r="${fmt(w * 0.32)}" fill="${c}"/>`);
    else
      out.push(
        `<rect x="${fmt(cx - w / 2)}" y="${fmt(y - w * 0.22)}" width="${fmt(w)}" height="${fmt(w * 0.44)}" fill="${c}" transform="rotate(${fmt(rot)} ${fmt(cx)} ${fmt(y)})"/>`,
      );
  }
  return out.join('');
}

function bokeh(ctx: Ctx, count: number, x0: number, x1: number, y0: number, y1: number, colors: readonly string[], maxOp = 0.2): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + ctx.rng() * (x1 - x0);
    const y = y0 + ctx.rng() * (y1 - y0);
    const r = (10 + ctx.rng() * 34) * ctx.u;
    const c = pick(colors, ctx.rng() * colors.length);
    const ph = ctx.rng();
    const tw = 0.75 + 0.25 * Math.sin(TAU * (ctx.t + ph));
    const op = (0.25 + ctx.rng() * 0.75) * maxOp * tw;
    out.push(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${c}" fill-opacity="${op.toFixed(3)}"/>`);
  }
  return out.join('');
}

function cloud(x: number, y: number, s: number, color = '#ffffff', op = 0.85): string {
  return (
    `<g fill="${color}" fill-opacity="${op}"><ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(s * 1.3)}" ry="${fmt(s * 0.42)}"/>` +
    `<circle cx="${fmt(x - s * 0.45)}" cy="${fmt(y - s * 0.2)}" r="${fmt(s * 0.42)}"/>` +
    `<circle cx="${fmt(x + s * 0.2)}" cy="${fmt(y - s * 0.35)}" r="${fmt(s * 0.55)}"/>` +
    `<circle cx="${fmt(x + s * 0.75)}" cy="${fmt(y - s * 0.1)}" r="${fmt(s * 0.35)}"/></g>`
  );
}

/** Fairy lights along a sagging line. */
function fairyLights(ctx: Ctx, x0: number, x1: number, y: number, sag: number, count: number, color = '#ffe7a3'): string {
  const { u } = ctx;
  const out = [
    `<path d="M${fmt(x0)} ${fmt(y)}Q${fmt((x0 + x1) / 2)} ${fmt(y + sag * 2)} ${fmt(x1)} ${fmt(y)}" fill="none" stroke="#000000" stroke-opacity="0.35" stroke-width="${fmt(1.5 * u)}"/>`,
  ];
  const glow = rad(ctx, [
    [0, color, 0.7],
    [1, color, 0],
  ]);
  for (let i = 1; i < count; i++) {
    const s = i / count;
    const x = x0 + (x1 - x0) * s;
    const yy = y + sag * 4 * s * (1 - s) + 4 * u;
    const ph = ctx.rng();
    const tw = 0.7 + 0.3 * Math.sin(TAU * (2 * ctx.t + ph));
    out.push(
      `<circle cx="${fmt(x)}" cy="${fmt(yy)}" r="${fmt(16 * u)}" fill="${glow}" opacity="${fmt(tw)}"/><circle cx="${fmt(x)}" cy="${fmt(yy)}" r="${fmt(3.5 * u)}" fill="${color}"/>`,
    );
  }
  return out.join('');
}

interface SkylineOpts {
  windows?: string;
  /** x of a domed building with two minarets. */
  landmark?: number;
  minH: number;
  maxH: number;
}

function skyline(ctx: Ctx, yBase: number, color: string, o: SkylineOpts): string {
  const { u, W, H } = ctx;
  const out: string[] = [];
  const win: string[] = [];
  let x = -20 * u;
  while (x < W + 20 * u) {
    const w = (46 + ctx.rng() * 74) * u;
    const h = (o.minH + ctx.rng() * (o.maxH - o.minH)) * u;
    const top = yBase - h;
    const roof = ctx.rng();
    if (o.landmark !== undefined && x <= o.landmark && x + w > o.landmark) {
      const cx = x + w / 2;
      const bw = Math.max(w, 130 * u);
      const bt = yBase - 80 * u;
      out.push(
        `<rect x="${fmt(cx - bw / 2)}" y="${fmt(bt)}" width="${fmt(bw)}" height="${fmt(H - bt)}"/>`,
        `<path d="M${fmt(cx - bw * 0.32)} ${fmt(bt)}C${fmt(cx - bw * 0.32)} ${fmt(bt - 90 * u)} ${fmt(cx + bw * 0.32)} ${fmt(bt - 90 * u)} ${fmt(cx + bw * 0.32)} ${fmt(bt)}Z"/>`,
        `<rect x="${fmt(cx - 2 * u)}" y="${fmt(bt - 108 * u)}" width="${fmt(4 * u)}" height="${fmt(30 * u)}"/>`,
      );
      for (const side of [-1, 1]) {
        const mx = cx + side * (bw / 2 + 6 * u);
        out.push(
          `<rect x="${fmt(mx - 7 * u)}" y="${fmt(bt - 110 * u)}" width="${fmt(14 * u)}" height="${fmt(H - bt + 110 * u)}"/>`,
          `<circle cx="${fmt(mx)}" cy="${fmt(bt - 110 * u)}" r="${fmt(10 * u)}"/>`,
          `<rect x="${fmt(mx - 1.5 * u)}" y="${fmt(bt - 136 * u)}" width="${fmt(3 * u)}" height="${fmt(20 * u)}"/>`,
        );
      }
      x += bw + 14 * u;
      continue;
    }
    out.push(`<rect x="${fmt(x)}" y="${fmt(top)}" width="${fmt(w + 1)}" height="${fmt(H - top)}"/>`);
    if (roof < 0.2) out.push(`<rect x="${fmt(x + w * 0.5)}" y="${fmt(top - 30 * u)}" width="${fmt(2.5 * u)}" height="${fmt(30 * u)}"/>`);
    else if (roof < 0.35) out.push(`<rect x="${fmt(x + w * 0.2)}" y="${fmt(top - 14 * u)}" width="${fmt(w * 0.3)}" height="${fmt(14 * u)}"/>`);
    if (o.windows) {
      const cols = Math.max(1, Math.floor((w - 12 * u) / (15 * u)));
      const rows = Math.floor((h - 16 * u) / (20 * u));
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const lit = ctx.rng();
          const ph = ctx.rng();
          if (lit > 0.32) continue;
          let op = 0.45 + lit * 1.5;
          if (lit < 0.05) op *= 0.5 + 0.5 * Math.sin(TAU * (ctx.t + ph));
          win.push(
            `<rect x="${fmt(x + 8 * u + c * 15 * u)}" y="${fmt(top + 12 * u + r * 20 * u)}" width="${fmt(7 * u)}" height="${fmt(9 * u)}" fill-opacity="${fmt(op)}"/>`,
          );
        }
      }
    }
    x += w;
  }
  return `<g fill="${color}">${out.join('')}</g>${win.length ? `<g fill="${o.windows}">${win.join('')}</g>` : ''}`;
}

/** Soft gradient over the left part so a headline panel can sit there. */
function calmLeft(ctx: Ctx, color: string): string {
  const g = lin(
    ctx,
    [
      [0, color, 0.92],
      [0.6, color, 0.7],
      [1, color, 0],
    ],
    1,
    0,
  );
  return `<rect x="0" y="0" width="${fmt(ctx.W * 0.58)}" height="${ctx.H}" fill="${g}"/>`;
}

function playButton(ctx: Ctx): string {
  const { W, H, u } = ctx;
  const cx = W / 2;
  const cy = H / 2;
  return (
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(104 * u)}" fill="#000000" fill-opacity="0.38" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${fmt(7 * u)}"/>` +
    `<polygon points="${fmt(cx - 30 * u)},${fmt(cy - 50 * u)} ${fmt(cx - 30 * u)},${fmt(cy + 50 * u)} ${fmt(cx + 54 * u)},${fmt(cy)}" fill="#ffffff" fill-opacity="0.92"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Palettes and scenes. Each scene draws the whole ctx.W x ctx.H canvas with its subject centred
// on fx; with calm set it keeps the left part quiet for the hero headline.

interface Palette {
  top: string;
  mid: string;
  bottom: string;
  floor: string;
  accent: string;
  balloons: readonly string[];
  chrome: readonly string[];
}

interface SceneOpts {
  fx: number;
  calm?: boolean;
}

/**
 * A palette from its sky and ground as 'top mid bottom floor accent' (the backdrop's gradient from the
 * top down, the floor, the highlight colour), its balloons' colours and its chrome balloons' colours.
 */
function palette(ground: string, balloons: string, chrome = ''): Palette {
  const [top = '', mid = '', bottom = '', floor = '', accent = ''] = ground.split(' ');
  return { top, mid, bottom, floor, accent, balloons: balloons.split(' '), chrome: chrome ? chrome.split(' ') : [] };
}

const P = {
  party: palette('#2a0f4a #5b1f66 #8a2d6e #3a1640 #ffcf6b', '#e11d48 #f59e0b #db2777 #7c3aed #fb7185 #ffffff', '#d4a017 #c0c0c8'),
  pastel: palette('#fde7f0 #fbd5e5 #f6bfd6 #e9a8c3 #ffffff', '#f9a8d4 #c4b5fd #93c5fd #fde68a #ffffff #a7f3d0', '#d4a017 #e6b8c8'),
  dusk: palette('#141a46 #5b2a6e #f08a5d #1b1333 #ffc477', '#e11d48 #ffffff #facc15'),
  day: palette('#3b8fd9 #8cc8f2 #e6f5ff #35507d #fff3c4', '#2563eb #ffffff #f59e0b #e11d48 #16a34a'),
  wedding: palette('#fbe9e4 #f6d4cf #efc0bd #f3e3d8 #d4a017', '#ffffff #f8c8d0 #f3a6b5 #fde9d9 #ffffff', '#d4a017'),
  royal: palette('#3d0a1e #6b1230 #8f1d3c #4a0d24 #f5c542', '#ffffff #b91c1c #f5c542 #fde68a #be185d', '#d4a017'),
  earthy: palette('#eee5d6 #e6dac5 #dccbb0 #c9b392 #9caf88', '#f5e6d3 #d6b38a #c08457 #ffffff #e8c9a9', '#d4a017'),
  kids: palette('#5fb4f2 #a7dcfb #e8f7ff #4caf50 #fff3b0', '#ef4444 #facc15 #2563eb #16a34a #f97316 #a855f7'),
  corporate: palette('#070f2b #10225a #1e3a8a #0b1535 #38bdf8', '#1d4ed8 #ffffff #0ea5e9 #f59e0b', '#c0c0c8 #d4a017'),
  mint: palette('#e3f6ef #cdeee2 #b5e3d2 #93cdb8 #ffffff', '#34d399 #ffffff #fbbf24 #60a5fa #f472b6', '#d4a017'),
  babyShower: palette('#e0f2fe #e8eefc #fce7f3 #bfdbfe #ffffff', '#93c5fd #f9a8d4 #ffffff #bae6fd #fbcfe8', '#c0c0c8'),
  haldi: palette('#fff7d6 #fdecb0 #f8d98a #e9b949 #84a65a', '#facc15 #fde047 #ffffff #f59e0b #fef3c7', '#d4a017'),
  sunset: palette('#ff9a76 #ffc38b #ffe4c2 #e0774f #fff6e0', '#e11d48 #7c3aed #2563eb #16a34a #f59e0b #db2777', '#d4a017'),
} satisfies Record<string, Palette>;

/**
 * A scene on the palette's background: `draw` adds its subject to `out`, and with `calm` the quiet left
 * part for a headline goes over it last.
 */
function staged(draw: (ctx: Ctx, p: Palette, o: SceneOpts, out: string[]) => void): SceneFn {
  return (ctx, p, o) => {
    const out = [background(ctx, p)];
    draw(ctx, p, o, out);
    if (o.calm) out.push(calmLeft(ctx, p.top));
    return out.join('');
  };
}

function background(ctx: Ctx, p: Palette): string {
  const g = lin(ctx, [
    [0, p.top],
    [0.55, p.mid],
    [1, p.bottom],
  ]);
  return `<rect width="${ctx.W}" height="${ctx.H}" fill="${g}"/>`;
}

const sceneBirthdayArch = staged((ctx, p, o, out) => {
  const { W, H, u } = ctx;
  const fx = o.fx;
  const xMin = o.calm ? W * 0.5 : 0;
  out.push(bokeh(ctx, 22, xMin, W, 0, H * 0.7, [p.accent, ...p.balloons.slice(0, 3)], 0.22));
  const floorY = H * 0.8;
  const spot = rad(ctx, [
    [0, p.accent, 0.35],
    [1, p.accent, 0],
  ]);
  out.push(`<ellipse cx="${fmt(fx)}" cy="${fmt(floorY - 230 * u)}" rx="${fmt(430 * u)}" ry="${fmt(330 * u)}" fill="${spot}"/>`);
  out.push(fairyLights(ctx, Math.max(xMin, fx - 560 * u), fx + 560 * u, 40 * u, 36 * u, 18));
  const floor = lin(ctx, fade(p.floor, darken(p.floor, 0.45)));
  out.push(`<rect x="0" y="${fmt(floorY)}" width="${W}" height="${fmt(H - floorY)}" fill="${floor}"/>`);
  // Round backdrop
  const bd = rad(ctx, fade(lighten(p.mid, 0.45), lighten(p.mid, 0.15)), 0.45, 0.4, 0.7);
  out.push(`<circle cx="${fmt(fx)}" cy="${fmt(floorY - 235 * u)}" r="${fmt(228 * u)}" fill="${bd}" stroke="${p.accent}" stroke-width="${fmt(8 * u)}"/>`);
  // Stage with a scalloped skirt
  const sw = 400 * u;
  out.push(
    `<rect x="${fmt(fx - sw)}" y="${fmt(floorY - 26 * u)}" width="${fmt(sw * 2)}" height="${fmt(26 * u)}" fill="${lighten(p.floor, 0.3)}"/>`,
    `<rect x="${fmt(fx - sw)}" y="${fmt(floorY)}" width="${fmt(sw * 2)}" height="${fmt(44 * u)}" fill="${darken(p.floor, 0.2)}"/>`,
  );
  const scallops: string[] = [];
  for (let x = fx - sw; x < fx + sw - 1; x += 40 * u) scallops.push(`<path d="M${fmt(x)} ${fmt(floorY)}q${fmt(20 * u)} ${fmt(26 * u)} ${fmt(40 * u)} 0Z"/>`);
  out.push(`<g fill="${p.accent}" fill-opacity="0.85">${scallops.join('')}</g>`);
  // Cake table under the arch
  const ty = floorY - 26 * u;
  const wave = `q${fmt(10 * u)} ${fmt(14 * u)} ${fmt(20 * u)} 0` + `t${fmt(20 * u)} 0`.repeat(5);
  out.push(
    `<rect x="${fmt(fx - 80 * u)}" y="${fmt(ty - 90 * u)}" width="${fmt(160 * u)}" height="${fmt(90 * u)}" rx="${fmt(6 * u)}" fill="${lighten(p.accent, 0.6)}"/>`,
    `<rect x="${fmt(fx - 60 * u)}" y="${fmt(ty - 140 * u)}" width="${fmt(120 * u)}" height="${fmt(50 * u)}" rx="${fmt(8 * u)}" fill="${pick(p.balloons, 2)}"/>`,
    `<rect x="${fmt(fx - 42 * u)}" y="${fmt(ty - 180 * u)}" width="${fmt(84 * u)}" height="${fmt(40 * u)}" rx="${fmt(8 * u)}" fill="#ffffff"/>`,
    `<path d="M${fmt(fx - 60 * u)} ${fmt(ty - 130 * u)}${wave}" fill="none" stroke="#ffffff" stroke-width="${fmt(6 * u)}" stroke-linecap="round"/>`,
    `<rect x="${fmt(fx - 3 * u)}" y="${fmt(ty - 204 * u)}" width="${fmt(6 * u)}" height="${fmt(24 * u)}" fill="${pick(p.balloons, 0)}"/>`,
    `<ellipse cx="${fmt(fx)}" cy="${fmt(ty - 210 * u)}" rx="${fmt(5 * u)}" ry="${fmt(9 * u)}" fill="#ffd25a"/>`,
  );
  // Arch
  const baseY = floorY - 6 * u;
  const Rx = Math.min((o.calm ? 290 : 330) * u, W * 0.4);
  const Ry = Math.min((o.calm ? 440 : 470) * u, floorY - 80 * u);
  const pts: Pt[] = [];
  const N = 24;
  for (let k = 0; k <= N; k++) {
    const th = Math.PI - (Math.PI * k) / N;
    pts.push([fx + Rx * Math.cos(th), baseY - Ry * Math.sin(th)]);
  }
  out.push(garlandAlong(ctx, pts, { r: 46 * u, colors: p.balloons, chrome: p.chrome, per: 3, spread: 0.75, bob: 4 * u }));
  // Bunches at the feet of the arch
  for (const side of [-1, 1]) {
    const bx = fx + side * (Rx + (o.calm ? 0 : 70) * u);
    for (let i = 0; i < 3; i++) {
      const ph = ctx.rng();
      const col = pick(p.balloons, ctx.rng() * p.balloons.length);
      const dy = Math.sin(TAU * (ctx.t + ph)) * 6 * u;
      out.push(
        balloon(ctx, bx + (i - 1) * 34 * u, floorY - 170 * u - i * 36 * u + dy, 34 * u, col, { str: 140 * u + i * 30 * u, sway: 10 * u, tilt: (i - 1) * 8 }),
      );
    }
    out.push(balloon(ctx, bx, floorY - 24 * u, 30 * u, pick(p.balloons, 1), { round: true }));
  }
  out.push(confetti(ctx, 46, xMin, W, 0, H * 0.95, [p.accent, ...p.balloons], 0));
});

interface SkyOpts extends SceneOpts {
  /** Balloon centre y (defaults to 0.36 H). */
  by?: number;
  R?: number;
  stars?: boolean;
  landmark?: boolean;
  /** Height scale of the skyline. */
  city?: number;
  /** A smaller, distant second sky balloon. */
  far?: { x: number; y: number; R: number; colors: readonly string[] };
}

/** A tethered advertising sky balloon: sphere with a printed band and star, net lines and a tether. */
function giantBalloon(
  ctx: Ctx,
  bx: number,
  by: number,
  R: number,
  groundX: number,
  bodyColor: string,
  bandColor: string,
  rimColor: string,
  sway: number,
): string {
  const { u, H } = ctx;
  const k = R / (150 * u);
  const conf: Pt = [bx - sway * 0.3, by + R * 1.5];
  const clip = def(
    ctx,
    `clip-sphere-${fmt(bx)}-${fmt(by)}-${fmt(R)}`,
    (id) => `<clipPath id="${id}"><circle cx="${fmt(bx)}" cy="${fmt(by)}" r="${fmt(R)}"/></clipPath>`,
  );
  const band =
    `<path d="M${fmt(bx - R)} ${fmt(by + R * 0.02)}Q${fmt(bx)} ${fmt(by + R * 0.22)} ${fmt(bx + R)} ${fmt(by + R * 0.02)}L${fmt(bx + R)} ${fmt(by + R * 0.5)}` +
    `Q${fmt(bx)} ${fmt(by + R * 0.7)} ${fmt(bx - R)} ${fmt(by + R * 0.5)}Z" fill="${bandColor}"/>`;
  const seams = [0.35, 0.72]
    .map(
      (s) =>
        `<ellipse cx="${fmt(bx)}" cy="${fmt(by)}" rx="${fmt(R * s)}" ry="${fmt(R)}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="${fmt(2 * u * k)}"/>`,
    )
    .join('');
  const shade = rad(
    ctx,
    [
      [0, '#ffffff', 0.55],
      [0.25, '#ffffff', 0.12],
      [0.6, '#000000', 0],
      [1, '#000000', 0.45],
    ],
    0.35,
    0.3,
    0.8,
  );
  const rim = rad(
    ctx,
    [
      [0.7, rimColor, 0],
      [1, rimColor, 0.45],
    ],
    0.38,
    0.38,
    0.7,
  );
  const lines: string[] = [];
  for (const deg of [15, 45, 70, 90, 110, 135, 165]) {
    const a = (deg * Math.PI) / 180;
    lines.push(`M${fmt(bx + Math.cos(a) * R * 0.98)} ${fmt(by + Math.sin(a) * R * 0.98 - R * 0.25)}L${fmt(conf[0])} ${fmt(conf[1])}`);
  }
  return (
    // Tether to the ground (its lower part disappears behind the near skyline)
    `<path d="M${fmt(conf[0])} ${fmt(conf[1])}L${fmt(groundX)} ${H}" stroke="#1b1530" stroke-opacity="0.75" stroke-width="${fmt(2.2 * u * k)}" fill="none"/>` +
    `<circle cx="${fmt(bx)}" cy="${fmt(by)}" r="${fmt(R)}" fill="${bodyColor}"/>` +
    `<g clip-path="${clip}">${band}<polygon points="${pointsAttr(starPoints(bx, by + R * 0.36, R * 0.15, R * 0.065))}" fill="${bodyColor}"/>${seams}</g>` +
    `<circle cx="${fmt(bx)}" cy="${fmt(by)}" r="${fmt(R)}" fill="${shade}"/>` +
    `<circle cx="${fmt(bx)}" cy="${fmt(by)}" r="${fmt(R)}" fill="${rim}"/>` +
    `<path d="${lines.join('')}" stroke="#1b1530" stroke-opacity="0.5" stroke-width="${fmt(1.6 * u * k)}" fill="none"/>`
  );
}

function sceneSkyBalloon(ctx: Ctx, p: Palette, o: SkyOpts): string {
  const { W, H, u, t } = ctx;
  const sky = lin(ctx, [
    [0, p.top],
    [0.5, p.mid],
    [0.86, p.bottom],
    [1, lighten(p.bottom, 0.3)],
  ]);
  const out: string[] = [`<rect width="${W}" height="${H}" fill="${sky}"/>`];
  const horizon = H * 0.8;
  const sun = rad(ctx, [
    [0, p.accent, 0.85],
    [0.4, p.accent, 0.3],
    [1, p.accent, 0],
  ]);
  out.push(`<ellipse cx="${fmt(o.fx + 180 * u)}" cy="${fmt(horizon)}" rx="${fmt(520 * u)}" ry="${fmt(300 * u)}" fill="${sun}"/>`);
  if (o.stars) {
    const stars: string[] = [];
    for (let i = 0; i < 60; i++) {
      const x = ctx.rng() * W;
      const y = ctx.rng() * H * 0.45;
      const ph = ctx.rng();
      const r = (0.8 + ctx.rng() * 1.6) * u;
      const op = (0.35 + 0.5 * (1 - y / (H * 0.45))) * (0.6 + 0.4 * Math.sin(TAU * (t * 2 + ph)));
      stars.push(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill-opacity="${fmt(op)}"/>`);
    }
    out.push(`<g fill="#ffffff">${stars.join('')}</g>`);
  }
  // Clouds drift by a periodic offset so loops are seamless; at dusk they are thin lit streaks.
  for (let i = 0; i < 6; i++) {
    const x = ctx.rng() * W;
    const y = (60 + ctx.rng() * 260) * u;
    const s = (50 + ctx.rng() * 60) * u;
    const ph = ctx.rng();
    const dx = Math.sin(TAU * (t + ph)) * 40 * u;
    if (o.stars) {
      const c = mix(p.mid, p.bottom, Math.min(1, 0.35 + (y / H) * 0.8));
      const yy = y + 90 * u;
      out.push(
        `<ellipse cx="${fmt(x + dx)}" cy="${fmt(yy)}" rx="${fmt(s * 2.4)}" ry="${fmt(s * 0.16)}" fill="${c}" fill-opacity="0.45"/>` +
          `<ellipse cx="${fmt(x + dx + s * 0.8)}" cy="${fmt(yy - s * 0.2)}" rx="${fmt(s * 1.5)}" ry="${fmt(s * 0.12)}" fill="${lighten(c, 0.2)}" fill-opacity="0.35"/>`,
      );
    } else out.push(cloud(x + dx, y, s));
  }
  const city = o.city ?? 1;
  out.push(skyline(ctx, horizon + 10 * u, mix(p.floor, o.stars ? p.mid : p.bottom, 0.45), { minH: 50 * city, maxH: 150 * city }));
  // Giant sky balloon (and optionally a distant second one)
  const sway = Math.sin(TAU * t) * 10 * u;
  if (o.far) {
    const fb = o.far;
    const fsway = Math.sin(TAU * (t + 0.4)) * 6 * u;
    out.push(
      giantBalloon(ctx, fb.x + fsway, fb.y + Math.sin(TAU * (t + 0.25)) * 8 * u, fb.R, fb.x + 10 * u, pick(fb.colors, 0), pick(fb.colors, 1), p.accent, fsway),
    );
  }
  out.push(giantBalloon(ctx, o.fx + sway, o.by ?? H * 0.36, o.R ?? 150 * u, o.fx + 20 * u, pick(p.balloons, 0), pick(p.balloons, 1), p.accent, sway));
  out.push(
    skyline(ctx, horizon + 60 * u, p.floor, {
      minH: 50 * city,
      maxH: 170 * city,
      windows: o.stars ? '#ffd27a' : '#cfe6ff',
      landmark: o.landmark ? o.fx - 330 * u : undefined,
    }),
  );
  if (o.calm) out.push(calmLeft(ctx, p.top));
  return out.join('');
}

const sceneWedding = staged((ctx, p, o, out) => {
  const { W, H, u } = ctx;
  const fx = o.fx;
  const y0 = H * 0.82;
  const xMin = o.calm ? W * 0.48 : 0;
  // Drape pleats
  const pleats: string[] = [];
  for (let x = xMin; x < W; x += 46 * u) pleats.push(`<rect x="${fmt(x)}" y="0" width="${fmt(23 * u)}" height="${fmt(y0)}"/>`);
  out.push(`<g fill="#ffffff" fill-opacity="0.12">${pleats.join('')}</g>`);
  // Marigold strands (genda phool)
  for (let i = 0; i < 14; i++) {
    const x = xMin + 20 * u + ctx.rng() * (W - xMin - 40 * u);
    const len = (140 + ctx.rng() * 200) * u;
    const beads: string[] = [];
    for (let y = 0, k = 0; y < len; y += 17 * u, k++) {
      beads.push(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(9.5 * u)}" fill="${k % 6 === 5 ? '#c81e4a' : k % 2 ? '#f59e0b' : '#fbbf24'}"/>`);
    }
    out.push(beads.join(''));
  }
  out.push(fairyLights(ctx, Math.max(xMin, fx - 520 * u), fx + 520 * u, 12 * u, 30 * u, 22, '#fff4c7'));
  // Floor and carpet
  const floor = lin(ctx, fade(p.floor, darken(p.floor, 0.15)));
  out.push(
    `<rect x="0" y="${fmt(y0)}" width="${W}" height="${fmt(H - y0)}" fill="${floor}"/>`,
    `<polygon points="${fmt(fx - 110 * u)},${fmt(y0)} ${fmt(fx + 110 * u)},${fmt(y0)} ${fmt(fx + 300 * u)},${H} ${fmt(fx - 300 * u)},${H}" fill="#9f1239" stroke="${p.accent}" stroke-width="${fmt(5 * u)}"/>`,
  );
  // Moongate ring with a soft backdrop and two legs
  const cy = y0 - 245 * u;
  const R = Math.min(240 * u, W * 0.3);
  const glow = rad(ctx, [
    [0, '#ffffff', 0.9],
    [1, lighten(p.mid, 0.3), 0.9],
  ]);
  out.push(
    `<circle cx="${fmt(fx)}" cy="${fmt(cy)}" r="${fmt(R)}" fill="${glow}"/>`,
    `<circle cx="${fmt(fx)}" cy="${fmt(cy)}" r="${fmt(R)}" fill="none" stroke="${p.accent}" stroke-width="${fmt(16 * u)}"/>`,
    `<path d="M${fmt(fx - R * 0.7)} ${fmt(y0)}L${fmt(fx - R * 0.5)} ${fmt(cy + R * 0.86)}M${fmt(fx + R * 0.7)} ${fmt(y0)}L${fmt(fx + R * 0.5)} ${fmt(cy + R * 0.86)}" stroke="${p.accent}" stroke-width="${fmt(10 * u)}"/>`,
  );
  const ringPts = (a0: number, a1: number, count: number): Pt[] => {
    const pts: Pt[] = [];
    for (let i = 0; i <= count; i++) {
      const a = ((a0 + ((a1 - a0) * i) / count) * Math.PI) / 180;
      pts.push([fx + Math.cos(a) * R, cy + Math.sin(a) * R]);
    }
    return pts;
  };
  const big = ringPts(100, 285, 16);
  const small = ringPts(-25, 60, 7);
  out.push(garlandAlong(ctx, [...big, ...small], { r: 40 * u, colors: p.balloons, chrome: p.chrome, per: 3, spread: 0.7 }));
  // Flowers and leaves on the garland
  const fl: string[] = [];
  for (const [x, y] of [...big.filter((_, i) => i % 2 === 0), ...small.filter((_, i) => i % 2 === 1)]) {
    const ang = ctx.rng() * 360;
    fl.push(leaf(x, y, 46 * u, ang, '#5f8f52'), leaf(x, y, 40 * u, ang + 140, '#77a865'));
    const roll = ctx.rng();
    const fx2 = x + (ctx.rng() - 0.5) * 30 * u;
    const fy2 = y + (ctx.rng() - 0.5) * 30 * u;
    if (roll < 0.5) fl.push(rose(fx2, fy2, 20 * u, roll < 0.25 ? '#be123c' : '#f9a8b8'));
    else fl.push(flower(fx2, fy2, 22 * u, '#ffffff'));
  }
  out.push(fl.join(''));
  // Urns with arrangements
  const urn = rad(ctx, fade(lighten(p.accent, 0.5), darken(p.accent, 0.2)), 0.35, 0.3, 0.8);
  for (const side of [-1, 1]) {
    const ux = fx + side * (R + 64 * u);
    if (ux < xMin) continue;
    out.push(
      `<path d="M${fmt(ux - 40 * u)} ${fmt(y0 - 130 * u)}h${fmt(80 * u)}l${fmt(-18 * u)} ${fmt(70 * u)}v${fmt(50 * u)}h${fmt(20 * u)}v${fmt(14 * u)}h${fmt(-84 * u)}v${fmt(-14 * u)}h${fmt(20 * u)}v${fmt(-50 * u)}Z" fill="${urn}"/>`,
    );
    for (let i = 0; i < 7; i++) {
      const a = Math.PI + (i / 6) * Math.PI;
      const x = ux + Math.cos(a) * 56 * u;
      const y = y0 - 140 * u + Math.sin(a) * 46 * u;
      out.push(leaf(ux, y0 - 130 * u, 80 * u, (a * 180) / Math.PI, '#6b9a5b'));
      out.push(i % 2 ? rose(x, y, 20 * u, '#f9a8b8') : flower(x, y, 20 * u, '#ffffff'));
    }
    out.push(rose(ux, y0 - 150 * u, 24 * u, '#be123c'));
  }
});

/** Horizontal gradient that makes a flat shape look like a cylinder or an inflated tube. */
function cylinder(ctx: Ctx, color: string): string {
  return lin(
    ctx,
    [
      [0, darken(color, 0.35)],
      [0.3, lighten(color, 0.35)],
      [0.6, color],
      [1, darken(color, 0.4)],
    ],
    1,
    0,
  );
}

const sceneBouncyCastle = staged((ctx, p, o, out) => {
  const { W, H, u, t } = ctx;
  const fx = o.fx;
  const xMin = o.calm ? W * 0.46 : 0;
  const sun = rad(ctx, [
    [0, '#fffbe0', 1],
    [0.35, '#fff3b0', 0.9],
    [1, '#fff3b0', 0],
  ]);
  out.push(`<circle cx="${fmt(Math.max(fx + 380 * u, W * 0.85))}" cy="${fmt(90 * u)}" r="${fmt(120 * u)}" fill="${sun}"/>`);
  for (let i = 0; i < 5; i++) {
    const x = xMin + ctx.rng() * (W - xMin);
    const y = (50 + ctx.rng() * 170) * u;
    const ph = ctx.rng();
    out.push(cloud(x + Math.sin(TAU * (t + ph)) * 30 * u, y, (40 + ctx.rng() * 40) * u));
  }
  const y0 = H * 0.84;
  const grass = lin(ctx, fade(p.floor, darken(p.floor, 0.3)));
  out.push(
    `<path d="M0 ${fmt(y0 - 40 * u)}Q${fmt(W * 0.3)} ${fmt(y0 - 110 * u)} ${fmt(W * 0.6)} ${fmt(y0 - 50 * u)}T${W} ${fmt(y0 - 60 * u)}V${H}H0Z" fill="${lighten(p.floor, 0.25)}"/>`,
    `<rect x="0" y="${fmt(y0 - 20 * u)}" width="${W}" height="${fmt(H - y0 + 20 * u)}" fill="${grass}"/>`,
    `<ellipse cx="${fmt(fx)}" cy="${fmt(y0 + 20 * u)}" rx="${fmt(330 * u)}" ry="${fmt(26 * u)}" fill="#000000" fill-opacity="0.22"/>`,
  );
  const cw = Math.min(560 * u, W * 0.78);
  const left = fx - cw / 2;
  const [cRed, cYellow, cBlue, cGreen] = [pick(p.balloons, 0), pick(p.balloons, 1), pick(p.balloons, 2), pick(p.balloons, 3)];
  // Back wall with bumps
  const bwTop = y0 - 300 * u;
  out.push(
    `<rect x="${fmt(left + 50 * u)}" y="${fmt(bwTop)}" width="${fmt(cw - 100 * u)}" height="${fmt(280 * u)}" rx="${fmt(20 * u)}" fill="${darken(cYellow, 0.08)}"/>`,
  );
  const bumps: string[] = [];
  for (let x = left + 70 * u; x <= left + cw - 70 * u; x += 44 * u) bumps.push(`<circle cx="${fmt(x)}" cy="${fmt(bwTop)}" r="${fmt(22 * u)}"/>`);
  out.push(`<g fill="${cGreen}">${bumps.join('')}</g>`);
  const turret = (x: number, top: number, w: number, color: string, roof: string, flag: string): string => {
    const h = y0 - top;
    const rings = [0.25, 0.5, 0.75]
      .map(
        (k) =>
          `<rect x="${fmt(x - w / 2)}" y="${fmt(top + h * k - 6 * u)}" width="${fmt(w)}" height="${fmt(12 * u)}" rx="${fmt(6 * u)}" fill="${darken(color, 0.18)}" fill-opacity="0.6"/>`,
      )
      .join('');
    const apex = top - w * 1.3;
    return (
      `<rect x="${fmt(x - w / 2)}" y="${fmt(top)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(w / 2)}" fill="${cylinder(ctx, color)}"/>${rings}` +
      `<path d="M${fmt(x - w * 0.68)} ${fmt(top + 12 * u)}Q${fmt(x)} ${fmt(top + 34 * u)} ${fmt(x + w * 0.68)} ${fmt(top + 12 * u)}L${fmt(x)} ${fmt(apex)}Z" fill="${cylinder(ctx, roof)}"/>` +
      `<circle cx="${fmt(x)}" cy="${fmt(apex)}" r="${fmt(8 * u)}" fill="${flag}"/>` +
      `<path d="M${fmt(x)} ${fmt(apex)}v${fmt(-40 * u)}l${fmt(34 * u)} ${fmt(12 * u)}l${fmt(-34 * u)} ${fmt(12 * u)}" fill="${flag}" stroke="${darken(flag, 0.3)}" stroke-width="${fmt(2 * u)}"/>`
    );
  };
  // Inner turrets (behind the front wall)
  out.push(turret(left + 150 * u, y0 - 330 * u, 62 * u, cBlue, cRed, cYellow), turret(left + cw - 150 * u, y0 - 330 * u, 62 * u, cBlue, cRed, cYellow));
  // Front wall with tube seams and bumps
  const fwTop = y0 - 200 * u;
  const wall = lin(ctx, fade(lighten(cRed, 0.15), darken(cRed, 0.25)));
  out.push(`<rect x="${fmt(left + 20 * u)}" y="${fmt(fwTop)}" width="${fmt(cw - 40 * u)}" height="${fmt(190 * u)}" rx="${fmt(26 * u)}" fill="${wall}"/>`);
  const seams: string[] = [];
  for (let x = left + 60 * u; x < left + cw - 40 * u; x += 42 * u) seams.push(`M${fmt(x)} ${fmt(fwTop + 20 * u)}V${fmt(y0 - 20 * u)}`);
  out.push(`<path d="${seams.join('')}" stroke="${darken(cRed, 0.3)}" stroke-opacity="0.5" stroke-width="${fmt(3 * u)}"/>`);
  const fb: string[] = [];
  for (let x = left + 40 * u; x <= left + cw - 40 * u; x += 40 * u) fb.push(`<circle cx="${fmt(x)}" cy="${fmt(fwTop)}" r="${fmt(20 * u)}"/>`);
  out.push(`<g fill="${cYellow}">${fb.join('')}</g>`);
  // Entrance with safety mesh
  const ew = 170 * u;
  const eTop = fwTop + 40 * u;
  const door = `M${fmt(fx - ew / 2)} ${fmt(y0 - 24 * u)}V${fmt(eTop + ew / 2)}A${fmt(ew / 2)} ${fmt(ew / 2)} 0 0 1 ${fmt(fx + ew / 2)} ${fmt(eTop + ew / 2)}V${fmt(y0 - 24 * u)}`;
  const mesh: string[] = [];
  for (let x = fx - ew / 2 + 14 * u; x < fx + ew / 2; x += 14 * u) mesh.push(`M${fmt(x)} ${fmt(eTop)}V${fmt(y0 - 24 * u)}`);
  for (let y = eTop + 10 * u; y < y0 - 24 * u; y += 14 * u) mesh.push(`M${fmt(fx - ew / 2)} ${fmt(y)}H${fmt(fx + ew / 2)}`);
  const doorClip = def(ctx, `door-${fmt(fx)}-${fmt(y0)}`, (id) => `<clipPath id="${id}"><path d="${door}Z"/></clipPath>`);
  out.push(
    `<path d="${door}Z" fill="#1e3a8a"/>`,
    `<g clip-path="${doorClip}"><path d="${mesh.join('')}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${fmt(2 * u)}"/></g>`,
    `<path d="${door}" fill="none" stroke="${cYellow}" stroke-width="${fmt(14 * u)}"/>`,
  );
  // Front bumper
  const bumper = lin(ctx, fade(lighten(cBlue, 0.3), darken(cBlue, 0.25)));
  out.push(
    `<rect x="${fmt(left - 10 * u)}" y="${fmt(y0 - 34 * u)}" width="${fmt(cw + 20 * u)}" height="${fmt(58 * u)}" rx="${fmt(29 * u)}" fill="${bumper}"/>`,
    `<rect x="${fmt(left + 10 * u)}" y="${fmt(y0 - 26 * u)}" width="${fmt(cw - 20 * u)}" height="${fmt(8 * u)}" rx="${fmt(4 * u)}" fill="#ffffff" fill-opacity="0.35"/>`,
  );
  // Corner turrets (front)
  out.push(turret(left + 20 * u, y0 - 380 * u, 84 * u, cBlue, cRed, cGreen), turret(left + cw - 20 * u, y0 - 380 * u, 84 * u, cBlue, cRed, cGreen));
  // Balloons tied to the corner turrets
  for (const side of [-1, 1]) {
    const tx = fx + side * (cw / 2 - 20 * u);
    const tyTop = y0 - 340 * u;
    for (let i = 0; i < 3; i++) {
      const ph = ctx.rng();
      const col = pick(p.balloons, ctx.rng() * p.balloons.length);
      const bx = tx + side * (30 + i * 26) * u;
      const by = tyTop - (120 + i * 40) * u + Math.sin(TAU * (t + ph)) * 8 * u;
      const r = 30 * u;
      out.push(
        `<path d="M${fmt(bx)} ${fmt(by + r * 1.3)}Q${fmt((bx + tx) / 2)} ${fmt(by + r * 1.8)} ${fmt(tx)} ${fmt(tyTop)}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${fmt(1.6 * u)}"/>`,
        balloon(ctx, bx, by, r, col, { tilt: side * 10 }),
      );
    }
  }
  out.push(confetti(ctx, 24, xMin, W, y0 - 20 * u, H, p.balloons, 0));
});

const sceneGarland = staged((ctx, p, o, out) => {
  const { W, H, u } = ctx;
  const fx = o.fx;
  const y0 = H * 0.84;
  const floor = lin(ctx, fade(p.floor, darken(p.floor, 0.2)));
  out.push(`<rect x="0" y="${fmt(y0)}" width="${W}" height="${fmt(H - y0)}" fill="${floor}"/>`);
  // Chiara-arch backdrop panels
  const panel = (cx: number, w: number, h: number, color: string) =>
    `<path d="M${fmt(cx - w / 2)} ${fmt(y0)}V${fmt(y0 - h + w / 2)}A${fmt(w / 2)} ${fmt(w / 2)} 0 0 1 ${fmt(cx + w / 2)} ${fmt(y0 - h + w / 2)}V${fmt(y0)}Z" fill="${color}"/>`;
  out.push(
    `<ellipse cx="${fmt(fx)}" cy="${fmt(y0)}" rx="${fmt(420 * u)}" ry="${fmt(24 * u)}" fill="#000000" fill-opacity="0.12"/>`,
    panel(fx - 210 * u, 210 * u, 400 * u, lighten(p.accent, 0.3)),
    panel(fx + 210 * u, 210 * u, 360 * u, darken(p.bottom, 0.08)),
    panel(fx, 290 * u, 520 * u, lighten(p.top, 0.5)),
  );
  // Plinths
  const plinth = (cx: number, w: number, h: number, color: string) =>
    `<rect x="${fmt(cx - w / 2)}" y="${fmt(y0 - h)}" width="${fmt(w)}" height="${fmt(h)}" fill="${cylinder(ctx, color)}"/>` +
    `<ellipse cx="${fmt(cx)}" cy="${fmt(y0 - h)}" rx="${fmt(w / 2)}" ry="${fmt(w * 0.14)}" fill="${lighten(color, 0.4)}"/>`;
  out.push(plinth(fx - 150 * u, 110 * u, 150 * u, '#f4f1ea'), plinth(fx - 40 * u, 90 * u, 90 * u, p.accent), plinth(fx + 90 * u, 120 * u, 120 * u, '#d4a017'));
  // Palm leaves behind the garland
  out.push(
    palm(fx - 250 * u, y0 - 400 * u, 120 * u, -130, '#5d7d4e'),
    palm(fx + 240 * u, y0 - 110 * u, 110 * u, -20, '#6b8f5a'),
    palm(fx + 40 * u, y0 - 500 * u, 100 * u, -70, '#6b8f5a'),
  );
  const pts = cubicPts([fx - 300 * u, y0 - 150 * u], [fx - 340 * u, y0 - 560 * u], [fx + 180 * u, y0 - 640 * u], [fx + 300 * u, y0 - 60 * u], 26);
  out.push(garlandAlong(ctx, pts, { r: 44 * u, colors: p.balloons, chrome: p.chrome, per: 3, spread: 0.85 }));
  // Floor cluster
  const floorPts = cubicPts([fx + 180 * u, y0 - 30 * u], [fx + 220 * u, y0 - 10 * u], [fx + 300 * u, y0 - 10 * u], [fx + 360 * u, y0 - 30 * u], 4);
  out.push(garlandAlong(ctx, floorPts, { r: 40 * u, colors: p.balloons, chrome: p.chrome, per: 2 }));
});

function heartPath(x: number, y: number, s: number): string {
  return (
    `M${fmt(x)} ${fmt(y + s * 0.9)}C${fmt(x - s * 1.4)} ${fmt(y)} ${fmt(x - s * 0.9)} ${fmt(y - s * 0.9)} ${fmt(x)} ${fmt(y - s * 0.35)}` +
    `C${fmt(x + s * 0.9)} ${fmt(y - s * 0.9)} ${fmt(x + s * 1.4)} ${fmt(y)} ${fmt(x)} ${fmt(y + s * 0.9)}Z`
  );
}

const sceneBouquet = staged((ctx, p, o, out) => {
  const { W, H, u, t } = ctx;
  const fx = o.fx;
  const y0 = H * 0.86;
  const table = lin(ctx, fade(lighten(p.floor, 0.2), p.floor));
  out.push(
    `<polygon points="${fmt(fx + 200 * u)},0 ${fmt(fx + 420 * u)},0 ${fmt(fx + 100 * u)},${H} ${fmt(fx - 140 * u)},${H}" fill="#ffffff" fill-opacity="0.16"/>`,
    `<rect x="0" y="${fmt(y0)}" width="${W}" height="${fmt(H - y0)}" fill="${table}"/>`,
  );
  out.push(bokeh(ctx, 14, o.calm ? W * 0.5 : 0, W, 0, H * 0.8, ['#ffffff', ...p.balloons.slice(0, 2)], 0.3));
  const k = 1.1;
  const ax = fx;
  const ay = y0 - 92 * u;
  const sway = Math.sin(TAU * t) * 10 * u;
  const spots: Array<[number, number, number]> = [
    [-150, -360, 62],
    [-40, -440, 70],
    [90, -400, 66],
    [190, -330, 58],
    [-110, -250, 56],
    [30, -300, 64],
    [150, -230, 52],
  ];
  const items: string[] = [];
  const strings: string[] = [];
  const foil = pick(p.chrome.length ? p.chrome : p.balloons, 0);
  spots.forEach(([dx, dy, r], i) => {
    const ph = ctx.rng();
    const bob = Math.sin(TAU * (t + ph)) * 6 * u;
    const bx = ax + dx * u * k + sway;
    const by = ay + 100 * u + dy * u * k + bob;
    const rr = r * u * k;
    const kind = i === 1 ? 'star' : i === 5 ? 'heart' : 'latex';
    const bottom = kind === 'latex' ? by + rr * 1.3 : by + rr * 0.95;
    strings.push(`M${fmt(bx)} ${fmt(bottom)}Q${fmt(bx + (ax - bx) * 0.2)} ${fmt((bottom + ay) / 2 + 20 * u)} ${fmt(ax)} ${fmt(ay)}`);
    if (kind === 'star') {
      items.push(
        `<polygon points="${pointsAttr(starPoints(bx, by, rr * 1.1, rr * 0.5))}" fill="${balloonFill(ctx, foil, true)}" stroke="${darken(foil, 0.2)}" stroke-width="${fmt(2 * u)}" stroke-linejoin="round"/>`,
      );
    } else if (kind === 'heart') {
      items.push(`<path d="${heartPath(bx, by, rr)}" fill="${balloonFill(ctx, '#e11d48', true)}"/>`);
    } else {
      items.push(balloon(ctx, bx, by, rr, pick(p.balloons, i), { tilt: dx * 0.06 }));
    }
  });
  out.push(`<path d="${strings.join('')}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${fmt(1.8 * u)}"/>`, items.join(''));
  // Gift box weight with a bow and curly ribbons
  const bc = pick(p.balloons, 2);
  const box = lin(ctx, fade(lighten(bc, 0.1), darken(bc, 0.2)));
  const curls =
    `M${fmt(ax - 10 * u)} ${fmt(ay)}c${fmt(-20 * u)} ${fmt(10 * u)} ${fmt(-10 * u)} ${fmt(30 * u)} ${fmt(-30 * u)} ${fmt(40 * u)}c${fmt(-16 * u)} ${fmt(8 * u)} ${fmt(-6 * u)} ${fmt(24 * u)} ${fmt(-24 * u)} ${fmt(30 * u)}` +
    `M${fmt(ax + 10 * u)} ${fmt(ay)}c${fmt(20 * u)} ${fmt(10 * u)} ${fmt(10 * u)} ${fmt(30 * u)} ${fmt(30 * u)} ${fmt(40 * u)}c${fmt(16 * u)} ${fmt(8 * u)} ${fmt(6 * u)} ${fmt(24 * u)} ${fmt(24 * u)} ${fmt(30 * u)}`;
  out.push(
    `<rect x="${fmt(ax - 64 * u)}" y="${fmt(ay + 10 * u)}" width="${fmt(128 * u)}" height="${fmt(y0 - ay - 10 * u)}" fill="${box}"/>`,
    `<rect x="${fmt(ax - 74 * u)}" y="${fmt(ay - 8 * u)}" width="${fmt(148 * u)}" height="${fmt(24 * u)}" fill="${darken(bc, 0.12)}"/>`,
    `<rect x="${fmt(ax - 10 * u)}" y="${fmt(ay - 8 * u)}" width="${fmt(20 * u)}" height="${fmt(y0 - ay + 8 * u)}" fill="#d4a017"/>`,
    `<path d="M${fmt(ax)} ${fmt(ay - 8 * u)}c${fmt(-36 * u)} ${fmt(-36 * u)} ${fmt(-60 * u)} 0 0 0c${fmt(36 * u)} ${fmt(-36 * u)} ${fmt(60 * u)} 0 0 0" fill="#f5c542" stroke="#b98a0d" stroke-width="${fmt(2 * u)}"/>`,
    `<path d="${curls}" fill="none" stroke="${pick(p.balloons, 0)}" stroke-width="${fmt(3 * u)}"/>`,
  );
});

const sceneHelium = staged((ctx, p, o, out) => {
  const { W, H, u, t } = ctx;
  const ceil = 40 * u;
  const y0 = H * 0.86;
  out.push(
    `<rect width="${W}" height="${fmt(ceil)}" fill="${lighten(p.top, 0.5)}"/>`,
    `<rect y="${fmt(ceil)}" width="${W}" height="${fmt(10 * u)}" fill="#000000" fill-opacity="0.08"/>`,
    `<rect y="${fmt(y0)}" width="${W}" height="${fmt(H - y0)}" fill="${p.floor}"/>`,
  );
  // A window with soft daylight
  const x0 = o.calm ? W * 0.5 : 50 * u;
  const x1 = W - 50 * u;
  // Gift boxes on the floor
  const gifts: Array<[number, number, number, string]> = [
    [0.18, 120, 90, pick(p.balloons, 1)],
    [0.3, 90, 64, pick(p.balloons, 3)],
    [0.82, 110, 80, pick(p.balloons, 2)],
  ];
  for (const [gx, gw, gh, gc] of gifts) {
    const x = x0 + gx * (x1 - x0);
    out.push(
      `<rect x="${fmt(x - (gw * u) / 2)}" y="${fmt(y0 - gh * u + 6 * u)}" width="${fmt(gw * u)}" height="${fmt(gh * u)}" fill="${darken(gc, 0.05)}"/>`,
      `<rect x="${fmt(x - 7 * u)}" y="${fmt(y0 - gh * u + 6 * u)}" width="${fmt(14 * u)}" height="${fmt(gh * u)}" fill="#ffffff" fill-opacity="0.8"/>`,
      `<rect x="${fmt(x - (gw * u) / 2 - 6 * u)}" y="${fmt(y0 - gh * u)}" width="${fmt(gw * u + 12 * u)}" height="${fmt(18 * u)}" fill="${darken(gc, 0.18)}"/>`,
    );
  }
  const count = Math.max(4, Math.round((x1 - x0) / (92 * u)));
  const items: Array<{ depth: number; svg: string }> = [];
  for (let i = 0; i < count * 2; i++) {
    const depth = ctx.rng();
    const back = i >= count;
    const r = (back ? 40 + depth * 14 : 56 + depth * 26) * u;
    const slot = back ? i - count + 0.5 : i;
    const x = x0 + ((slot + 0.5) / count) * (x1 - x0) + (ctx.rng() - 0.5) * 30 * u;
    const ph = ctx.rng();
    const col = pick(p.balloons, ctx.rng() * p.balloons.length);
    const bob = Math.sin(TAU * (t + ph)) * 4 * u;
    const y = ceil + r * 1.16 + 4 * u + bob;
    const len = y0 - y - r * 1.3 - (40 + ctx.rng() * 120) * u;
    const sw = Math.sin(TAU * (t + ph)) * 12 * u + 8 * u;
    const tilt = (ctx.rng() - 0.5) * 14;
    const c = back ? mix(col, p.mid, 0.3) : col;
    items.push({ depth: back ? depth - 1 : depth, svg: balloon(ctx, x, y, r, c, { str: len, sway: sw, curl: true, strColor: darken(p.floor, 0.25), tilt }) });
  }
  items.sort((a, b) => a.depth - b.depth);
  out.push(...items.map((i) => i.svg));
});

const scenePrinted = staged((ctx, p, o, out) => {
  const { W, H, u, t } = ctx;
  const fx = o.fx;
  // Soft balloons in the back
  for (let i = 0; i < 9; i++) {
    const x = (o.calm ? W * 0.5 : 0) + ctx.rng() * (o.calm ? W * 0.5 : W);
    const y = ctx.rng() * H * 0.8;
    const col = pick(p.balloons, ctx.rng() * p.balloons.length);
    out.push(balloon(ctx, x, y, (30 + ctx.rng() * 20) * u, col, { opacity: 0.35 }));
  }
  const big: Array<[number, number, number]> = [
    [-190, -40, 0],
    [190, -60, 1],
    [0, 40, 2],
  ];
  const strs: string[] = [];
  const items: string[] = [];
  for (const [dx, dy, i] of big) {
    const r = 118 * u;
    const bx = fx + dx * u;
    const by = H * 0.42 + dy * u + Math.sin(TAU * (t + i / 3)) * 6 * u;
    strs.push(`M${fmt(bx)} ${fmt(by + r * 1.3)}Q${fmt(bx)} ${fmt(by + r * 2.2)} ${fmt(fx)} ${fmt(H * 1.02)}`);
    items.push(balloon(ctx, bx, by, r, pick(p.balloons, i), { logo: true, tilt: dx * 0.04 }));
  }
  out.push(`<path d="${strs.join('')}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${fmt(2 * u)}"/>`, items.join(''));
});

const sceneCorporate = staged((ctx, p, o, out) => {
  const { W, H, u } = ctx;
  const fx = o.fx;
  const y0 = H * 0.8;
  // Spotlight beams
  const beam = lin(ctx, [
    [0, '#ffffff', 0.28],
    [1, '#ffffff', 0],
  ]);
  for (const dx of [-360, -120, 120, 360]) {
    out.push(
      `<polygon points="${fmt(fx + dx * u - 10 * u)},0 ${fmt(fx + dx * u + 10 * u)},0 ${fmt(fx + dx * 0.4 * u + 90 * u)},${fmt(y0)} ${fmt(fx + dx * 0.4 * u - 90 * u)},${fmt(y0)}" fill="${beam}"/>`,
    );
  }
  // Backdrop screen with an abstract logo and "text" bars
  const bw = 300 * u;
  const bt = 110 * u;
  const screen = lin(ctx, fade(lighten(p.bottom, 0.2), darken(p.top, 0.2)), 1, 1);
  out.push(
    `<rect x="${fmt(fx - bw)}" y="${fmt(bt)}" width="${fmt(bw * 2)}" height="${fmt(y0 - bt - 30 * u)}" rx="${fmt(10 * u)}" fill="${screen}" stroke="${p.accent}" stroke-opacity="0.6" stroke-width="${fmt(4 * u)}"/>`,
    `<path d="M${fmt(fx - bw)} ${fmt(y0 - 160 * u)}C${fmt(fx - bw * 0.4)} ${fmt(y0 - 260 * u)} ${fmt(fx + bw * 0.2)} ${fmt(y0 - 60 * u)} ${fmt(fx + bw)} ${fmt(y0 - 220 * u)}V${fmt(y0 - 30 * u)}H${fmt(fx - bw)}Z" fill="${p.accent}" fill-opacity="0.3"/>`,
    `<circle cx="${fmt(fx)}" cy="${fmt(bt + 130 * u)}" r="${fmt(62 * u)}" fill="none" stroke="#ffffff" stroke-width="${fmt(8 * u)}"/>`,
    `<polygon points="${pointsAttr(starPoints(fx, bt + 130 * u, 40 * u, 17 * u))}" fill="${pick(p.balloons, 3)}"/>`,
    `<rect x="${fmt(fx - 140 * u)}" y="${fmt(bt + 220 * u)}" width="${fmt(280 * u)}" height="${fmt(14 * u)}" rx="${fmt(7 * u)}" fill="#ffffff" fill-opacity="0.7"/>`,
    `<rect x="${fmt(fx - 90 * u)}" y="${fmt(bt + 250 * u)}" width="${fmt(180 * u)}" height="${fmt(10 * u)}" rx="${fmt(5 * u)}" fill="#ffffff" fill-opacity="0.45"/>`,
  );
  // Stage
  const floor = lin(ctx, fade(p.floor, '#000000'));
  out.push(
    `<rect x="${fmt(fx - 460 * u)}" y="${fmt(y0 - 30 * u)}" width="${fmt(920 * u)}" height="${fmt(30 * u)}" fill="${lighten(p.floor, 0.25)}"/>`,
    `<rect x="0" y="${fmt(y0)}" width="${W}" height="${fmt(H - y0)}" fill="${floor}"/>`,
    `<rect x="${fmt(fx - 460 * u)}" y="${fmt(y0)}" width="${fmt(920 * u)}" height="${fmt(40 * u)}" fill="${darken(p.floor, 0.3)}"/>`,
  );
  // Balloon pillars: spiralling three-balloon levels on a base, topped by a chrome balloon
  const pillar = (x: number) => {
    const parts: string[] = [
      `<rect x="${fmt(x - 40 * u)}" y="${fmt(y0 - 60 * u)}" width="${fmt(80 * u)}" height="${fmt(30 * u)}" fill="${pick(p.chrome, 0)}"/>`,
    ];
    const r = 30 * u;
    const levels = Math.min(11, Math.floor((y0 - 230 * u) / (36 * u)));
    for (let k = 0; k < levels; k++) {
      const y = y0 - 78 * u - k * 36 * u;
      const c1 = pick(p.balloons, k);
      const c2 = pick(p.balloons, k + 1);
      parts.push(
        balloon(ctx, x - 28 * u, y - 4 * u, r, darken(c2, 0.15), { round: true }),
        balloon(ctx, x + 28 * u, y - 4 * u, r, darken(c1, 0.15), { round: true }),
        balloon(ctx, x + (k % 2 ? 10 : -10) * u, y + 6 * u, r * 1.05, c1, { round: true }),
      );
    }
    parts.push(balloon(ctx, x, y0 - 78 * u - levels * 36 * u - 50 * u, 58 * u, pick(p.chrome, 1), { chrome: true }));
    return parts.join('');
  };
  out.push(pillar(fx - 390 * u), pillar(fx + 390 * u));
  // Podium
  const podium = lin(ctx, fade('#f8fafc', '#cbd5e1'), 1, 0);
  out.push(
    `<path d="M${fmt(fx - 250 * u)} ${fmt(y0 - 190 * u)}h${fmt(110 * u)}l${fmt(-12 * u)} ${fmt(160 * u)}h${fmt(-86 * u)}Z" fill="${podium}"/>`,
    `<circle cx="${fmt(fx - 195 * u)}" cy="${fmt(y0 - 120 * u)}" r="${fmt(22 * u)}" fill="${pick(p.balloons, 0)}"/>`,
    `<polygon points="${pointsAttr(starPoints(fx - 195 * u, y0 - 120 * u, 14 * u, 6 * u))}" fill="#ffffff"/>`,
  );
  out.push(confetti(ctx, 30, o.calm ? W * 0.5 : 0, W, 0, y0, [p.accent, '#ffffff', '#f59e0b'], 0));
});

const sceneAirDancer = staged((ctx, p, o, out) => {
  const { W, H, u, t } = ctx;
  const fx = o.fx;
  const y0 = H * 0.86;
  // Storefront with a striped awning
  const sx = fx - 420 * u;
  const sw = 560 * u;
  const glass = lin(ctx, fade('#bfe3ff', '#5b9bd5'), 1, 1);
  out.push(
    `<rect x="${fmt(sx)}" y="${fmt(y0 - 420 * u)}" width="${fmt(sw)}" height="${fmt(420 * u)}" fill="#f1e4d0"/>`,
    `<rect x="${fmt(sx)}" y="${fmt(y0 - 440 * u)}" width="${fmt(sw)}" height="${fmt(30 * u)}" fill="#c2410c"/>`,
    `<rect x="${fmt(sx + 40 * u)}" y="${fmt(y0 - 220 * u)}" width="${fmt(280 * u)}" height="${fmt(180 * u)}" fill="${glass}" stroke="#7c2d12" stroke-width="${fmt(8 * u)}"/>`,
    `<rect x="${fmt(sx + 360 * u)}" y="${fmt(y0 - 220 * u)}" width="${fmt(120 * u)}" height="${fmt(220 * u)}" fill="#7c2d12"/>`,
    `<circle cx="${fmt(sx + 460 * u)}" cy="${fmt(y0 - 110 * u)}" r="${fmt(6 * u)}" fill="#fbbf24"/>`,
  );
  out.push(balloon(ctx, sx + 110 * u, y0 - 150 * u, 26 * u, pick(p.balloons, 3)), balloon(ctx, sx + 170 * u, y0 - 165 * u, 30 * u, pick(p.balloons, 4)));
  const stripes: string[] = [];
  const aw = sw / 12;
  for (let i = 0; i < 12; i++) {
    const x = sx + i * aw;
    stripes.push(
      `<path d="M${fmt(x)} ${fmt(y0 - 330 * u)}H${fmt(x + aw)}V${fmt(y0 - 260 * u)}q${fmt(-aw / 2)} ${fmt(24 * u)} ${fmt(-aw)} 0Z" fill="${i % 2 ? '#ffffff' : '#dc2626'}"/>`,
    );
  }
  out.push(stripes.join(''));
  const pavement = lin(ctx, fade('#9ca3af', '#6b7280'));
  out.push(`<rect x="0" y="${fmt(y0)}" width="${W}" height="${fmt(H - y0)}" fill="${pavement}"/>`);
  // Balloons tied beside the door
  for (let i = 0; i < 4; i++) {
    const ph = ctx.rng();
    const bxx = sx + (330 + (i % 2) * 30 - Math.floor(i / 2) * 60) * u;
    const col = pick(p.balloons, i + 1);
    const by = y0 - 400 * u - (i % 2) * 40 * u + Math.sin(TAU * (t + ph)) * 8 * u;
    out.push(balloon(ctx, bxx, by, 30 * u, col, { str: 150 * u + (i % 2) * 40 * u, sway: 8 * u, tilt: (i - 1.5) * 6 }));
  }
  // Air dancer: a striped tube whose shape waves with t
  const bx = fx + 150 * u;
  const baseY = y0 - 44 * u;
  const w1 = Math.sin(TAU * t * 2) * 60 * u;
  const w2 = Math.sin(TAU * (t * 2 + 0.3)) * 90 * u;
  const w3 = Math.sin(TAU * (t * 2 + 0.55)) * 50 * u;
  const hx = bx + w3;
  const hy = baseY - 430 * u + Math.abs(Math.sin(TAU * t * 2)) * 30 * u;
  const body = `M${fmt(bx)} ${fmt(baseY)}C${fmt(bx + w1)} ${fmt(baseY - 150 * u)} ${fmt(bx + w2)} ${fmt(baseY - 300 * u)} ${fmt(hx)} ${fmt(hy)}`;
  const c0 = pick(p.balloons, 0);
  const c1 = pick(p.balloons, 1);
  const shX = bx + (w2 + w3) * 0.55;
  const shY = baseY - 330 * u;
  const a1 = Math.sin(TAU * (t * 2 + 0.1)) * 80 * u;
  const a2 = Math.sin(TAU * (t * 2 + 0.6)) * 80 * u;
  const arms =
    `M${fmt(shX)} ${fmt(shY)}Q${fmt(shX - 100 * u)} ${fmt(shY - 20 * u + a1 * 0.3)} ${fmt(shX - 170 * u)} ${fmt(shY - 90 * u + a1)}` +
    `M${fmt(shX)} ${fmt(shY)}Q${fmt(shX + 100 * u)} ${fmt(shY - 10 * u + a2 * 0.3)} ${fmt(shX + 170 * u)} ${fmt(shY - 70 * u + a2)}`;
  out.push(
    `<ellipse cx="${fmt(bx)}" cy="${fmt(y0 + 4 * u)}" rx="${fmt(90 * u)}" ry="${fmt(12 * u)}" fill="#000000" fill-opacity="0.25"/>`,
    `<path d="${arms}" fill="none" stroke="${c0}" stroke-width="${fmt(34 * u)}" stroke-linecap="round"/>`,
    `<path d="${arms}" fill="none" stroke="${c1}" stroke-width="${fmt(34 * u)}" stroke-dasharray="${fmt(14 * u)} ${fmt(30 * u)}"/>`,
    `<path d="${body}" fill="none" stroke="${c0}" stroke-width="${fmt(74 * u)}" stroke-linecap="round"/>`,
    `<path d="${body}" fill="none" stroke="${c1}" stroke-width="${fmt(74 * u)}" stroke-dasharray="${fmt(30 * u)} ${fmt(46 * u)}"/>`,
    `<path d="${body}" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="${fmt(18 * u)}" transform="translate(${fmt(-18 * u)} 0)"/>`,
  );
  // Hair spikes and a friendly face
  const hair: string[] = [];
  for (let i = -3; i <= 3; i++) {
    const a = ((-90 + i * 22 + Math.sin(TAU * (t * 2 + i * 0.1)) * 10) * Math.PI) / 180;
    hair.push(`<path d="M${fmt(hx + i * 8 * u)} ${fmt(hy)}L${fmt(hx + Math.cos(a) * 70 * u)} ${fmt(hy + Math.sin(a) * 70 * u)}"/>`);
  }
  out.push(
    `<g stroke="${pick(p.balloons, 2)}" stroke-width="${fmt(12 * u)}" stroke-linecap="round">${hair.join('')}</g>`,
    `<circle cx="${fmt(hx)}" cy="${fmt(hy + 4 * u)}" r="${fmt(37 * u)}" fill="${c0}"/>`,
    `<circle cx="${fmt(hx - 13 * u)}" cy="${fmt(hy + 2 * u)}" r="${fmt(11 * u)}" fill="#ffffff"/><circle cx="${fmt(hx + 13 * u)}" cy="${fmt(hy + 2 * u)}" r="${fmt(11 * u)}" fill="#ffffff"/>`,
    `<circle cx="${fmt(hx - 11 * u)}" cy="${fmt(hy + 4 * u)}" r="${fmt(5 * u)}" fill="#111827"/><circle cx="${fmt(hx + 15 * u)}" cy="${fmt(hy + 4 * u)}" r="${fmt(5 * u)}" fill="#111827"/>`,
    `<path d="M${fmt(hx - 16 * u)} ${fmt(hy + 20 * u)}q${fmt(16 * u)} ${fmt(14 * u)} ${fmt(32 * u)} 0" fill="none" stroke="#111827" stroke-width="${fmt(4 * u)}" stroke-linecap="round"/>`,
  );
  // Blower base
  const vents = [12, 24, 36].map((d) => `M${fmt(bx - 40 * u)} ${fmt(baseY + d * u)}h${fmt(80 * u)}`).join('');
  out.push(
    `<rect x="${fmt(bx - 56 * u)}" y="${fmt(baseY - 6 * u)}" width="${fmt(112 * u)}" height="${fmt(y0 - baseY + 6 * u)}" rx="${fmt(10 * u)}" fill="${cylinder(ctx, '#374151')}"/>`,
    `<path d="${vents}" stroke="#111827" stroke-width="${fmt(3 * u)}"/>`,
  );
});

/** Video 1: a soft party backdrop with balloons drifting up; each balloon rises once per loop. */
function sceneRising(ctx: Ctx, p: Palette): string {
  const { W, H, u, t } = ctx;
  const out: string[] = [background(ctx, p)];
  const glow = rad(ctx, [
    [0, p.accent, 0.3],
    [1, p.accent, 0],
  ]);
  out.push(`<ellipse cx="${fmt(W / 2)}" cy="${fmt(H * 0.45)}" rx="${fmt(W * 0.55)}" ry="${fmt(H * 0.5)}" fill="${glow}"/>`);
  out.push(bokeh(ctx, 30, 0, W, 0, H, [p.accent, ...p.balloons.slice(0, 3)], 0.25));
  out.push(fairyLights(ctx, -40 * u, W * 0.52, 30 * u, 40 * u, 12), fairyLights(ctx, W * 0.48, W + 40 * u, 24 * u, 46 * u, 12));
  const items: Array<{ depth: number; svg: string }> = [];
  const count = 22;
  for (let i = 0; i < count; i++) {
    const depth = ctx.rng();
    const r = (26 + depth * 40) * u;
    const x0 = ((i + ctx.rng() * 0.8) / count) * W;
    const ph = ctx.rng();
    const swayPh = ctx.rng();
    const col = pick(p.balloons, ctx.rng() * p.balloons.length);
    const chrome = ctx.rng() < 0.15;
    const span = H + r * 6;
    const y = H + r * 1.3 - frac(ph + t) * span;
    const x = x0 + Math.sin(TAU * (t * 2 + swayPh)) * 16 * u;
    const tilt = Math.cos(TAU * (t * 2 + swayPh)) * 7;
    const c = depth < 0.35 ? mix(col, p.mid, 0.35) : col;
    const sway = Math.sin(TAU * (t * 2 + swayPh)) * 10 * u;
    items.push({ depth, svg: balloon(ctx, x, y, r, chrome ? pick(p.chrome, 0) : c, { str: r * 2.6, sway, tilt, chrome }) });
  }
  items.sort((a, b) => a.depth - b.depth);
  out.push(...items.map((i) => i.svg));
  out.push(confetti(ctx, 30, 0, W, -20 * u, H + 20 * u, [p.accent, '#ffffff', ...p.balloons], 1));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// Stills

type SceneFn = (ctx: Ctx, p: Palette, o: SceneOpts) => string;

const SCENES = {
  arch: sceneBirthdayArch,
  sky: sceneSkyBalloon,
  wedding: sceneWedding,
  castle: sceneBouncyCastle,
  garland: sceneGarland,
  bouquet: sceneBouquet,
  helium: sceneHelium,
  printed: scenePrinted,
  corporate: sceneCorporate,
  dancer: sceneAirDancer,
} satisfies Record<string, SceneFn>;

interface Still {
  /** Output base name; with several sizes "-{width}" is appended. */
  name: string;
  scene: keyof typeof SCENES;
  palette: Palette;
  seed: number;
  /** Design canvas (u = H / 720). */
  W: number;
  H: number;
  fx: number;
  calm?: boolean;
  play?: boolean;
  /** Extra confetti over the whole picture. */
  confetti?: boolean;
  extra?: Partial<SkyOpts>;
  sizes: ReadonlyArray<readonly [number, number]>;
  maxBytes: number;
}

function stillSvg(s: Still, outW: number, outH: number): string {
  const ctx = makeCtx(s.W, s.H, s.seed);
  let body = SCENES[s.scene](ctx, s.palette, { fx: s.fx, calm: s.calm, ...s.extra });
  if (s.confetti) body += confetti(ctx, 110, 0, s.W, 0, s.H, ['#f5c542', '#ffffff', '#f472b6', '#fb923c'], 0);
  if (s.play) body += playButton(ctx);
  return svgDoc(ctx, outW, outH, body);
}

function stills(): Still[] {
  const hero = (i: number, scene: Still['scene'], palette: Palette, seed: number, extra?: Partial<SkyOpts>): Still => ({
    name: `slide-${i}`,
    scene,
    palette,
    seed,
    W: 1280,
    H: 720,
    fx: 1280 * 0.7,
    calm: true,
    extra,
    sizes: [
      [640, 360],
      [1280, 720],
    ],
    maxBytes: 70 * 1024,
  });
  const card = (name: string, scene: Still['scene'], palette: Palette, seed: number, extra?: Partial<SkyOpts>): Still => ({
    name: `${name}-400`,
    scene,
    palette,
    seed,
    W: 960,
    H: 720,
    fx: 480,
    extra,
    sizes: [[400, 300]],
    maxBytes: 25 * 1024,
  });
  // In the order of the gallery titles in app/features/home/content.ts.
  const gallery: Array<[Still['scene'], Palette, number, Partial<SkyOpts>?]> = [
    ['arch', P.party, 101], // birthday balloon arch
    ['sky', P.dusk, 102, { stars: true, landmark: true }], // sky balloon launch
    ['wedding', P.wedding, 103], // wedding dashing entry
    ['helium', P.pastel, 108], // helium balloon ceiling
    ['arch', P.babyShower, 105], // baby shower
    ['corporate', P.corporate, 107], // annual meeting stage
    ['dancer', P.day, 110], // air dancer at a showroom
    ['castle', P.kids, 104], // bouncy castle party
    ['bouquet', P.mint, 106], // balloon bouquet
    ['garland', P.haldi, 109], // haldi garland
    ['wedding', P.royal, 111], // sangeet (with a confetti blast)
    ['printed', { ...P.corporate, balloons: ['#1d4ed8', '#e11d48', '#0ea5e9'] }, 112], // printed balloons for a launch
  ];
  return [
    hero(1, 'arch', { ...P.party, balloons: ['#db2777', '#f472b6', '#fbcfe8', '#ffffff', '#be185d'], chrome: ['#d4a017'] }, 11),
    hero(2, 'sky', P.dusk, 12, { stars: true, landmark: true, R: 165 }),
    hero(3, 'wedding', P.wedding, 13),
    hero(4, 'castle', P.kids, 14),
    card('quick-balloondecoration', 'arch', P.sunset, 21),
    card('quick-heliumballoon', 'helium', P.pastel, 22),
    card('quick-garlandluxury', 'garland', P.earthy, 23),
    card('quick-balloonbouquet', 'bouquet', P.mint, 24),
    card('hot-printed', 'printed', { ...P.day, balloons: ['#e11d48', '#2563eb', '#16a34a'] }, 31),
    card('hot-kids', 'castle', P.kids, 32),
    card('hot-sky', 'sky', { ...P.day, balloons: ['#d97706', '#ffffff'] }, 33, { by: 250, R: 170 }),
    card('hot-corporate', 'corporate', P.corporate, 34),
    card('hot-airinflatable', 'dancer', P.day, 35),
    ...gallery.map(([scene, palette, seed, extra], i): Still => ({
      name: `gallery-${i + 1}-480`,
      scene,
      palette,
      seed,
      W: 1280,
      H: 720,
      fx: 640,
      play: true,
      confetti: i === 10,
      extra,
      sizes: [[480, 270]],
      maxBytes: 25 * 1024,
    })),
  ];
}

/** Encodes at the given quality, stepping the quality down if the file would exceed its budget. */
async function encodeFitting(svg: string, format: 'avif' | 'webp', quality: number, maxBytes: number): Promise<Buffer> {
  for (let q = quality; q >= 20; q -= 5) {
    const img = sharp(Buffer.from(svg));
    const buf =
      format === 'avif' ? await img.avif({ quality: q, effort: 7 }).toBuffer() : await img.webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
    if (buf.length <= maxBytes) return buf;
  }
  throw new Error(`cannot fit ${format} under ${maxBytes} bytes`);
}

function write(name: string, data: Buffer | string): number {
  fs.writeFileSync(path.join(OUT_DIR, name), data);
  return typeof data === 'string' ? Buffer.byteLength(data) : data.length;
}

// ---------------------------------------------------------------------------------------------
// Clips: frames rendered with sharp and piped as raw RGB into ffmpeg (H.264, yuv420p, BT.709,
// faststart, no audio). Every motion is periodic in t, so the last frame leads into the first.

interface Clip {
  name: string;
  W: number;
  H: number;
  seconds: number;
  crf: number;
  draw: (ctx: Ctx) => string;
  seed: number;
  poster: Array<{ format: 'avif' | 'webp'; maxBytes: number }>;
  maxBytes: number;
}

const FPS = 24;

function clipFrame(c: Clip, t: number): string {
  const ctx = makeCtx(c.W, c.H, c.seed, t);
  const body = c.draw(ctx);
  return svgDoc(ctx, c.W, c.H, body);
}

async function renderClip(c: Clip): Promise<number> {
  const frames = Math.round(c.seconds * FPS);
  const file = path.join(OUT_DIR, `${c.name}.mp4`);
  const args = ['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${c.W}x${c.H}`, '-r', String(FPS), '-i', '-', '-an'];
  args.push(
    '-vf',
    'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'animation',
    '-crf',
    String(c.crf),
  );
  args.push('-profile:v', 'high', '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv');
  args.push('-movflags', '+faststart', '-map_metadata', '-1', file);
  const ff = spawn(FFMPEG, args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise<void>((resolve, reject) => {
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${c.name}`))));
  });
  for (let i = 0; i < frames; i++) {
    const raw = await sharp(Buffer.from(clipFrame(c, i / frames)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ff.stdin.write(raw)) await new Promise((r) => ff.stdin.once('drain', r));
  }
  ff.stdin.end();
  await done;
  const size = fs.statSync(file).size;
  if (size > c.maxBytes) throw new Error(`${c.name}.mp4 is ${size} bytes, over ${c.maxBytes}`);
  let bytes = size;
  const posterSvg = clipFrame(c, 0);
  for (const p of c.poster) bytes += write(`${c.name}-poster.${p.format}`, await encodeFitting(posterSvg, p.format, p.format === 'avif' ? 45 : 70, p.maxBytes));
  return bytes;
}

function clips(): Clip[] {
  const small = { W: 640, H: 360, seconds: 7, crf: 32, poster: [{ format: 'webp' as const, maxBytes: 30 * 1024 }], maxBytes: 350 * 1024 };
  return [
    {
      ...small,
      name: 'video-1',
      seed: 42,
      draw: (ctx) =>
        sceneBirthdayArch(ctx, P.pastel, { fx: ctx.W / 2 }) +
        confetti(ctx, 70, 0, ctx.W, -20 * ctx.u, ctx.H + 20 * ctx.u, ['#f59e0b', '#db2777', '#7c3aed', '#2563eb', '#ffffff'], 1),
    },
    {
      ...small,
      name: 'video-2',
      seed: 45,
      draw: (ctx) =>
        sceneSkyBalloon(
          ctx,
          { ...P.day, balloons: ['#f97316', '#ffffff'] },
          {
            fx: ctx.W * 0.62,
            by: ctx.H * 0.34 - (0.5 - 0.5 * Math.cos(TAU * ctx.t)) * 30 * ctx.u,
            R: 140 * ctx.u,
            landmark: true,
            city: 0.85,
            far: { x: ctx.W * 0.2, y: ctx.H * 0.3, R: 60 * ctx.u, colors: ['#2563eb', '#ffffff'] },
          },
        ),
    },
    { ...small, name: 'video-3', seed: 41, draw: (ctx) => sceneRising(ctx, P.party) },
    {
      name: 'sky-balloon',
      W: 1280,
      H: 540,
      seconds: 8,
      crf: 30,
      seed: 44,
      // Rises slowly and settles back once per loop.
      draw: (ctx) =>
        sceneSkyBalloon(ctx, P.dusk, {
          fx: ctx.W * 0.62,
          by: ctx.H * 0.36 - (0.5 - 0.5 * Math.cos(TAU * ctx.t)) * 50 * ctx.u,
          R: 150 * ctx.u,
          stars: true,
          landmark: true,
          city: 0.75,
        }),
      poster: [
        { format: 'avif', maxBytes: 60 * 1024 },
        { format: 'webp', maxBytes: 60 * 1024 },
      ],
      maxBytes: 500 * 1024,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Standalone decorative balloons (viewBox 0 0 40 56) for the falling-balloons background and the
// pointer trail.

const DECOR_BALLOON_COLORS = ['#e11d48', '#db2777', '#d97706', '#2563eb', '#16a34a', '#7c3aed'] as const;

function decorBalloonSvg(color: string, index: number): string {
  const id = `gb${index}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="56" viewBox="0 0 40 56">` +
    `<defs><radialGradient id="${id}" cx="0.36" cy="0.3" r="0.78"><stop offset="0" stop-color="${lighten(color, 0.55)}"/>` +
    `<stop offset="0.35" stop-color="${lighten(color, 0.1)}"/><stop offset="1" stop-color="${darken(color, 0.3)}"/></radialGradient></defs>` +
    `<path d="M20 41.5c-1.2 3-3.4 5.3-1.4 8.2s1.2 4.3-.4 6.3" fill="none" stroke="#6b7280" stroke-width="0.9" stroke-linecap="round"/>` +
    `<ellipse cx="20" cy="21" rx="16" ry="19" fill="url(#${id})"/>` +
    `<path d="M17.6 43h4.8L20 39.6z" fill="${darken(color, 0.2)}"/>` +
    `<ellipse cx="13.5" cy="12.5" rx="2.6" ry="5" fill="#fff" fill-opacity="0.55" transform="rotate(32 13.5 12.5)"/></svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const only = process.argv[2];
  let bytes = 0;
  let files = 0;
  if (!only || only === 'stills') {
    DECOR_BALLOON_COLORS.forEach((c, i) => {
      bytes += write(`balloon-${i + 1}.svg`, decorBalloonSvg(c, i + 1));
      files++;
    });
    for (const s of stills()) {
      for (const [w, h] of s.sizes) {
        const svg = stillSvg(s, w, h);
        const base = s.sizes.length > 1 ? `${s.name}-${w}` : s.name;
        bytes += write(`${base}.avif`, await encodeFitting(svg, 'avif', 45, s.maxBytes));
        bytes += write(`${base}.webp`, await encodeFitting(svg, 'webp', 70, s.maxBytes));
        files += 2;
      }
    }
  }
  if (!only || only === 'clips' || clips().some((c) => c.name === only)) {
    for (const c of clips()) {
      if (only && only !== 'clips' && only !== c.name) continue;
      const started = Date.now();
      bytes += await renderClip(c);
      files += 1 + c.poster.length;
      console.log(`${c.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  console.log(`wrote ${files} files (${(bytes / 1024).toFixed(0)} KiB) to ${OUT_DIR}`);
}

if (import.meta.main) await main();
