// Locally drawn product pictures for the demo catalogue: a standalone 800x800 SVG per product,
// built only from SVG primitives and gradients (no text, fonts or external references) so that
// sharp/librsvg can rasterise it offline. A seeded PRNG varies sizes, positions and hues, so no
// two products get the same picture.
import { darken, fmt, fromHsl, hashString, lighten, mix, mulberry32, parseHex, pick, pointsAttr, type Rand, starPoints, toHex, toHsl } from './kit.ts';

export interface IllustrationOptions {
  seed: number;
  slug: string;
  group: string;
  colorHex: string;
  label: string;
}

/** A lively companion colour for the product colour (works for greys and whites too). */
function companion(base: string, r: Rand): string {
  const { h, s } = toHsl(base);
  const offsets = [0, 25, -25, 40, -40, 180, 150, 210];
  const off = offsets[Math.floor(r() * offsets.length)] ?? 0;
  const sat = s < 0.15 ? 0.55 + r() * 0.3 : Math.max(0.55, s);
  const hue = s < 0.15 ? r() * 360 : h + off + (r() - 0.5) * 16;
  return fromHsl(hue, sat, 0.5 + r() * 0.15);
}

function escapeXml(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[<>&"']/g, (ch) => {
    switch (ch) {
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '&':
        return '&amp;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Scene: collects gradient definitions and shapes

interface Scene {
  r: Rand;
  base: string;
  defs: string[];
  body: string[];
  next: number;
}

function uid(s: Scene, prefix: string): string {
  s.next += 1;
  return `${prefix}${s.next}`;
}

function between(s: Scene, a: number, b: number): number {
  return a + s.r() * (b - a);
}

type Stop = readonly [number, string, number?];

function stopsXml(stops: readonly Stop[]): string {
  return stops.map(([o, c, op]) => `<stop offset="${fmt(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${fmt(op)}"`}/>`).join('');
}

function linear(s: Scene, x1: number, y1: number, x2: number, y2: number, stops: readonly Stop[]): string {
  const id = uid(s, 'l');
  s.defs.push(`<linearGradient id="${id}" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}">${stopsXml(stops)}</linearGradient>`);
  return `url(#${id})`;
}

function radial(s: Scene, color: string, fx = 0.35, fy = 0.3): string {
  const id = uid(s, 'r');
  s.defs.push(
    `<radialGradient id="${id}" cx="${fmt(fx)}" cy="${fmt(fy)}" r="0.8" fx="${fmt(fx)}" fy="${fmt(fy)}">${stopsXml([
      [0, lighten(color, 0.55)],
      [0.45, color],
      [1, darken(color, 0.3)],
    ])}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** A mirror-like fill for chrome/foil: banded light and dark stripes. */
function chromeFill(s: Scene, color: string): string {
  return linear(s, 0, 0, 1, 1, [
    [0, lighten(color, 0.7)],
    [0.25, color],
    [0.45, darken(color, 0.35)],
    [0.6, lighten(color, 0.5)],
    [0.8, color],
    [1, darken(color, 0.4)],
  ]);
}

function add(s: Scene, svg: string): void {
  s.body.push(svg);
}

function ellipse(s: Scene, cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
  add(s, `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${fill}"${extra}/>`);
}

function circle(s: Scene, cx: number, cy: number, r: number, fill: string, extra = ''): void {
  add(s, `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"${extra}/>`);
}

function rect(s: Scene, x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): void {
  add(s, `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}"${rx ? ` rx="${fmt(rx)}"` : ''} fill="${fill}"${extra}/>`);
}

function path(s: Scene, d: string, fill: string, extra = ''): void {
  add(s, `<path d="${d}" fill="${fill}"${extra}/>`);
}

function polygon(s: Scene, pts: ReadonlyArray<readonly [number, number]>, fill: string, extra = ''): void {
  add(s, `<polygon points="${pointsAttr(pts)}" fill="${fill}"${extra}/>`);
}

function stroke(color: string, width: number, extra = ''): string {
  return ` stroke="${color}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}`;
}

function heartPath(x: number, y: number, k: number): string {
  return `M${fmt(x)} ${fmt(y + k * 0.9)} C${fmt(x - k * 1.6)} ${fmt(y - k * 0.1)} ${fmt(x - k * 0.75)} ${fmt(y - k * 1.25)} ${fmt(x)} ${fmt(y - k * 0.4)} C${fmt(x + k * 0.75)} ${fmt(y - k * 1.25)} ${fmt(x + k * 1.6)} ${fmt(y - k * 0.1)} ${fmt(x)} ${fmt(y + k * 0.9)} Z`;
}

// ---------------------------------------------------------------------------------------------
// Balloons

type Print = 'none' | 'dots' | 'star' | 'ring' | 'heart' | 'stripes' | 'confetti';

interface BalloonOpts {
  print?: Print;
  printColor?: string;
  finish?: 'latex' | 'chrome' | 'metallic';
}

function balloonString(s: Scene, x: number, y: number, r: number, tx: number, ty: number, color = '#6b6b6b'): void {
  const y0 = y + r * 1.14 + r * 0.12;
  const h = ty - y0;
  const w = between(s, 12, 30) * (s.r() < 0.5 ? -1 : 1);
  path(
    s,
    `M${fmt(x)} ${fmt(y0)} C${fmt(x + w)} ${fmt(y0 + h * 0.33)} ${fmt(tx - w)} ${fmt(y0 + h * 0.66)} ${fmt(tx)} ${fmt(ty)}`,
    'none',
    stroke(color, 2, ' opacity="0.8"'),
  );
}

function balloonBody(s: Scene, x: number, y: number, r: number, color: string, o: BalloonOpts = {}): void {
  const ry = r * 1.14;
  let fill: string;
  if (o.finish === 'chrome') fill = chromeFill(s, color);
  else if (o.finish === 'metallic')
    fill = linear(s, 0.1, 0, 0.9, 1, [
      [0, lighten(color, 0.6)],
      [0.35, color],
      [0.7, darken(color, 0.2)],
      [1, lighten(color, 0.25)],
    ]);
  else fill = radial(s, color);
  // knot
  polygon(
    s,
    [
      [x - r * 0.1, y + ry + r * 0.13],
      [x + r * 0.1, y + ry + r * 0.13],
      [x, y + ry - r * 0.03],
    ],
    darken(color, 0.2),
  );
  ellipse(s, x, y, r, ry, fill);
  const pc = o.printColor ?? '#ffffff';
  switch (o.print ?? 'none') {
    case 'dots': {
      for (let i = 0; i < 7; i++) {
        const a = s.r() * Math.PI * 2;
        const d = Math.sqrt(s.r()) * 0.62;
        circle(s, x + Math.cos(a) * r * d, y + Math.sin(a) * ry * d, r * between(s, 0.07, 0.12), pc, ' opacity="0.85"');
      }
      break;
    }
    case 'star':
      polygon(s, starPoints(x, y - r * 0.05, r * 0.45, r * 0.19), pc, ' opacity="0.9"');
      break;
    case 'heart':
      path(s, heartPath(x, y, r * 0.33), pc, ' opacity="0.9"');
      break;
    case 'ring':
      circle(s, x, y - r * 0.05, r * 0.42, 'none', stroke(pc, r * 0.08, ' opacity="0.9"'));
      polygon(
        s,
        [
          [x, y - r * 0.32],
          [x + r * 0.24, y + r * 0.12],
          [x - r * 0.24, y + r * 0.12],
        ],
        pc,
        ' opacity="0.9"',
      );
      break;
    case 'stripes':
      for (let i = -1; i <= 1; i++) {
        path(
          s,
          `M${fmt(x - r * 0.85)} ${fmt(y + i * r * 0.45)} Q${fmt(x)} ${fmt(y + i * r * 0.45 + r * 0.25)} ${fmt(x + r * 0.85)} ${fmt(y + i * r * 0.45)}`,
          'none',
          stroke(pc, r * 0.09, ' opacity="0.8"'),
        );
      }
      break;
    case 'confetti':
      for (let i = 0; i < 12; i++) {
        const a = s.r() * Math.PI * 2;
        const d = Math.sqrt(s.r()) * 0.7;
        const cc = fromHsl(s.r() * 360, 0.75, 0.55);
        circle(s, x + Math.cos(a) * r * d, y + Math.sin(a) * ry * d, r * between(s, 0.04, 0.08), cc);
      }
      break;
    default:
      break;
  }
  // highlight
  ellipse(s, x - r * 0.38, y - ry * 0.42, r * 0.16, r * 0.3, '#ffffff', ` opacity="0.55" transform="rotate(-28 ${fmt(x - r * 0.38)} ${fmt(y - ry * 0.42)})"`);
}

interface BalloonSpec {
  x: number;
  y: number;
  r: number;
  color: string;
  opts?: BalloonOpts;
}

/** A bunch of balloons tied to one point, strings behind the balloons. */
function bunch(s: Scene, list: BalloonSpec[], tx: number, ty: number): void {
  for (const b of list) balloonString(s, b.x, b.y, b.r, tx, ty);
  const sorted = [...list].sort((a, b) => a.r - b.r);
  for (const b of sorted) balloonBody(s, b.x, b.y, b.r, b.color, b.opts);
}

function ribbonTail(s: Scene, x: number, y: number, len: number, color: string): void {
  const w = between(s, 20, 40);
  path(
    s,
    `M${fmt(x)} ${fmt(y)} C${fmt(x + w)} ${fmt(y + len * 0.3)} ${fmt(x - w)} ${fmt(y + len * 0.6)} ${fmt(x + w * 0.4)} ${fmt(y + len)}`,
    'none',
    stroke(color, 3),
  );
  path(s, `M${fmt(x)} ${fmt(y)} q${fmt(-w)} ${fmt(len * 0.25)} ${fmt(-w * 0.3)} ${fmt(len * 0.55)}`, 'none', stroke(color, 2.5));
}

function clusterAround(
  s: Scene,
  cx: number,
  cy: number,
  count: number,
  rMin: number,
  rMax: number,
  spread: number,
  colorFor: (i: number) => string,
  opts?: (i: number) => BalloonOpts,
): BalloonSpec[] {
  const list: BalloonSpec[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + between(s, -0.3, 0.3);
    const d = i === 0 ? 0 : spread * between(s, 0.65, 1);
    const o = opts?.(i);
    list.push({
      x: cx + Math.cos(a) * d,
      y: cy + Math.sin(a) * d * 0.8,
      r: between(s, rMin, rMax),
      color: colorFor(i),
      ...(o ? { opts: o } : {}),
    });
  }
  return list;
}

// ---------------------------------------------------------------------------------------------
// Backgrounds and ground

function background(s: Scene, seed: number): void {
  const { h, s: sat } = toHsl(s.base);
  const hue = sat < 0.12 ? (seed * 47) % 360 : h;
  const top = fromHsl(hue + between(s, -20, 20), 0.55, 0.93);
  const bottom = fromHsl(hue + between(s, 20, 70), 0.45, 0.84);
  const angle = s.r();
  const fill = linear(s, angle, 0, 1 - angle, 1, [
    [0, top],
    [1, bottom],
  ]);
  rect(s, 0, 0, 800, 800, fill);
  // soft bokeh
  const n = 4 + Math.floor(s.r() * 5);
  for (let i = 0; i < n; i++) {
    circle(s, between(s, 0, 800), between(s, 0, 800), between(s, 30, 120), '#ffffff', ` opacity="${fmt(between(s, 0.12, 0.3))}"`);
  }
}

function groundShadow(s: Scene, cx: number, cy: number, rx: number, ry: number): void {
  ellipse(s, cx, cy, rx, ry, '#000000', ' opacity="0.12"');
}

function lawn(s: Scene, y: number): void {
  const g = linear(s, 0, 0, 0, 1, [
    [0, fromHsl(105 + between(s, -10, 10), 0.45, 0.62)],
    [1, fromHsl(110, 0.45, 0.45)],
  ]);
  path(s, `M0 ${fmt(y)} Q200 ${fmt(y - 18)} 400 ${fmt(y)} T800 ${fmt(y)} L800 800 L0 800 Z`, g);
}

function floor(s: Scene, y: number, color: string): void {
  const g = linear(s, 0, 0, 0, 1, [
    [0, lighten(color, 0.55)],
    [1, lighten(color, 0.25)],
  ]);
  rect(s, 0, y, 800, 800 - y, g);
}

// ---------------------------------------------------------------------------------------------
// Products / Printed / More

function drawLatex(s: Scene): void {
  const tx = 400 + between(s, -40, 40);
  const ty = 640;
  const n = 5 + Math.floor(s.r() * 4);
  const list = clusterAround(s, 400 + between(s, -30, 30), 300 + between(s, -20, 20), n, 70, 105, 150, (i) => (i % 2 === 0 ? s.base : companion(s.base, s.r)));
  bunch(s, list, tx, ty);
  ribbonTail(s, tx, ty, 110, darken(s.base, 0.15));
}

function drawPrinted(s: Scene, slug: string): void {
  const printColor = toHsl(s.base).l > 0.7 ? darken(s.base, 0.55) : '#ffffff';
  const print = pick<Print>(s.r, ['dots', 'star', 'ring', 'heart', 'stripes', 'confetti']);
  const finish: BalloonOpts['finish'] = slug === 'cromprint' ? 'chrome' : slug === 'metallicprint' ? 'metallic' : 'latex';
  const tx = 400 + between(s, -30, 30);
  const ty = 680;
  if (slug === '36inch') {
    const main: BalloonSpec = { x: 400 + between(s, -30, 30), y: 320, r: between(s, 175, 200), color: s.base, opts: { print, printColor, finish } };
    const side: BalloonSpec[] = [];
    const k = Math.floor(s.r() * 3);
    for (let i = 0; i < k; i++) {
      side.push({
        x: i % 2 === 0 ? between(s, 110, 170) : between(s, 630, 690),
        y: between(s, 180, 420),
        r: between(s, 45, 65),
        color: companion(s.base, s.r),
        opts: { finish },
      });
    }
    bunch(s, [...side, main], tx, ty);
  } else {
    const n = slug === '9inch' ? 6 + Math.floor(s.r() * 3) : slug === '12inch' ? 3 + Math.floor(s.r() * 2) : 4 + Math.floor(s.r() * 2);
    const rMin = slug === '9inch' ? 62 : 88;
    const rMax = slug === '9inch' ? 80 : 112;
    const spread = slug === '9inch' ? 165 : 160;
    const list = clusterAround(
      s,
      400,
      310,
      n,
      rMin,
      rMax,
      spread,
      (i) => (i % 3 === 2 ? companion(s.base, s.r) : s.base),
      () => ({ print, printColor, finish }),
    );
    bunch(s, list, tx, ty);
  }
  ribbonTail(s, tx, ty, 90, darken(s.base, 0.2));
  if (finish !== 'latex') {
    for (let i = 0; i < 6; i++) {
      polygon(s, starPoints(between(s, 40, 760), between(s, 40, 760), between(s, 8, 16), 4), '#ffffff', ' opacity="0.8"');
    }
  }
}

function drawFoil(s: Scene): void {
  const shape = pick(s.r, ['star', 'heart', 'mixed'] as const);
  const tx = 400;
  const ty = 690;
  const items: Array<{ x: number; y: number; k: number; kind: 'star' | 'heart'; color: string }> = [];
  const n = 2 + Math.floor(s.r() * 3);
  for (let i = 0; i < n; i++) {
    const kind = shape === 'mixed' ? (i % 2 === 0 ? 'star' : 'heart') : shape;
    items.push({
      x: 400 + (i === 0 ? 0 : (i % 2 === 0 ? 1 : -1) * between(s, 150, 210)),
      y: i === 0 ? 300 : between(s, 200, 420),
      k: i === 0 ? between(s, 170, 195) : between(s, 85, 120),
      kind,
      color: i === 0 ? s.base : companion(s.base, s.r),
    });
  }
  for (const it of items) {
    path(s, `M${fmt(it.x)} ${fmt(it.y + it.k * 0.85)} Q${fmt(it.x + 30)} ${fmt((it.y + ty) / 2)} ${fmt(tx)} ${fmt(ty)}`, 'none', stroke('#6b6b6b', 2));
  }
  for (const it of [...items].reverse()) {
    const fill = chromeFill(s, it.color);
    if (it.kind === 'star') {
      polygon(s, starPoints(it.x, it.y, it.k, it.k * 0.5), fill, stroke(darken(it.color, 0.15), it.k * 0.12));
      polygon(s, starPoints(it.x - it.k * 0.05, it.y - it.k * 0.05, it.k * 0.45, it.k * 0.22), '#ffffff', ' opacity="0.25"');
    } else {
      path(s, heartPath(it.x, it.y, it.k * 0.75), fill, stroke(darken(it.color, 0.15), it.k * 0.06));
      ellipse(
        s,
        it.x - it.k * 0.45,
        it.y - it.k * 0.45,
        it.k * 0.12,
        it.k * 0.22,
        '#ffffff',
        ` opacity="0.5" transform="rotate(-35 ${fmt(it.x - it.k * 0.45)} ${fmt(it.y - it.k * 0.45)})"`,
      );
    }
  }
  rect(s, tx - 22, ty - 4, 44, 34, darken(s.base, 0.1), 6);
  for (let i = 0; i < 10; i++) {
    polygon(s, starPoints(between(s, 30, 770), between(s, 30, 770), between(s, 6, 13), 3), '#ffffff', ' opacity="0.85"');
  }
}

function partyHat(s: Scene, x: number, y: number, h: number, color: string, tilt: number): void {
  const w = h * 0.62;
  const g = `<g transform="rotate(${fmt(tilt)} ${fmt(x)} ${fmt(y)})">`;
  add(s, g);
  polygon(
    s,
    [
      [x - w / 2, y],
      [x + w / 2, y],
      [x, y - h],
    ],
    radial(s, color, 0.3, 0.6),
  );
  const stripe = companion(color, s.r);
  for (let i = 1; i <= 3; i++) {
    const t = i / 4;
    const yy = y - h * t;
    const half = (w / 2) * (1 - t);
    path(s, `M${fmt(x - half)} ${fmt(yy)} L${fmt(x + half)} ${fmt(yy - h * 0.06)}`, 'none', stroke(stripe, h * 0.05));
  }
  ellipse(s, x, y, w / 2 + 4, 8, darken(color, 0.2));
  circle(s, x, y - h, h * 0.09, '#ffffff');
  add(s, '</g>');
}

function drawParty(s: Scene): void {
  // bunting
  const sag = between(s, 40, 90);
  path(s, `M-10 100 Q400 ${fmt(100 + sag * 2)} 810 100`, 'none', stroke('#8a6d5b', 3));
  const flags = 9;
  for (let i = 0; i < flags; i++) {
    const t = (i + 0.5) / flags;
    const x = -10 + 820 * t;
    const y = 100 + 2 * t * (1 - t) * sag * 2;
    const col = i % 2 === 0 ? s.base : companion(s.base, s.r);
    polygon(
      s,
      [
        [x - 34, y],
        [x + 34, y],
        [x, y + 70],
      ],
      col,
    );
  }
  // cake
  const cx = 400 + between(s, -30, 30);
  const icing = lighten(s.base, 0.65);
  groundShadow(s, cx, 690, 200, 22);
  rect(s, cx - 190, 660, 380, 24, '#e9e4dc', 12);
  rect(s, cx - 150, 520, 300, 150, radial(s, lighten(s.base, 0.25), 0.3, 0.3), 18);
  rect(s, cx - 105, 420, 210, 110, radial(s, lighten(s.base, 0.4), 0.3, 0.3), 16);
  let drip = `M${fmt(cx - 150)} 540`;
  for (let i = 0; i < 6; i++) drip += ` q25 ${fmt(between(s, 20, 40))} 50 0`;
  path(s, `${drip} L${fmt(cx + 150)} 520 L${fmt(cx - 150)} 520 Z`, icing);
  const candles = 3 + Math.floor(s.r() * 3);
  for (let i = 0; i < candles; i++) {
    const x = cx - 80 + (160 * (i + 0.5)) / candles;
    rect(s, x - 7, 350, 14, 72, i % 2 === 0 ? companion(s.base, s.r) : '#ffffff', 4);
    ellipse(s, x, 330, 10, 20, '#ffb300');
    ellipse(s, x, 336, 5, 11, '#fff3c4');
  }
  partyHat(s, 130 + between(s, -20, 20), 640, between(s, 150, 190), companion(s.base, s.r), -12);
  partyHat(s, 670 + between(s, -20, 20), 640, between(s, 130, 170), s.base, 10);
  // a couple of balloons
  balloonString(s, 120, 300, 55, 150, 480);
  balloonBody(s, 120, 300, 55, s.base);
  balloonString(s, 690, 280, 50, 660, 480);
  balloonBody(s, 690, 280, 50, companion(s.base, s.r));
  confetti(s, 30, 0, 800, 0, 800);
}

function confetti(s: Scene, n: number, x0: number, x1: number, y0: number, y1: number): void {
  for (let i = 0; i < n; i++) {
    const x = between(s, x0, x1);
    const y = between(s, y0, y1);
    const col = fromHsl(s.r() * 360, 0.8, 0.58);
    if (s.r() < 0.5) rect(s, x, y, between(s, 8, 16), between(s, 4, 8), col, 1, ` transform="rotate(${fmt(between(s, 0, 180))} ${fmt(x)} ${fmt(y)})"`);
    else circle(s, x, y, between(s, 3, 6), col);
  }
}

function drawBalloonDecoration(s: Scene): void {
  floor(s, 650, s.base);
  // ring backdrop
  const cx = 400;
  const cy = 370;
  const R = between(s, 210, 235);
  circle(s, cx, cy, R, lighten(s.base, 0.8), stroke(lighten(s.base, 0.3), 10));
  rect(s, cx - 8, cy + R, 16, 650 - cy - R, '#c8b89a');
  // garland along the ring, from lower-left over the top to the right
  const start = between(s, 110, 150);
  const end = between(s, 330, 380);
  for (let a = start; a < end; a += between(s, 9, 14)) {
    const rad = (a * Math.PI) / 180;
    const size = between(s, 26, 52);
    const off = between(s, -18, 18);
    const x = cx + Math.cos(rad) * (R + off);
    const y = cy + Math.sin(rad) * (R + off);
    balloonBody(s, x, y, size, s.r() < 0.55 ? s.base : companion(s.base, s.r));
  }
  // cake table
  rect(s, 300, 560, 200, 100, lighten(s.base, 0.6), 10);
  rect(s, 370, 510, 60, 50, companion(s.base, s.r), 8);
  // floor balloons
  for (let i = 0; i < 5; i++) balloonBody(s, between(s, 60, 740), between(s, 690, 740), between(s, 22, 34), companion(s.base, s.r));
}

function drawHelium(s: Scene): void {
  const tx = 400 + between(s, -60, 60);
  const ty = 690;
  const n = 6 + Math.floor(s.r() * 4);
  const list: BalloonSpec[] = [];
  for (let i = 0; i < n; i++) {
    list.push({ x: between(s, 110, 690), y: between(s, 110, 380), r: between(s, 48, 78), color: i % 2 === 0 ? s.base : companion(s.base, s.r) });
  }
  bunch(s, list, tx, ty);
  // weight: a small gift box
  const wc = companion(s.base, s.r);
  rect(s, tx - 40, ty, 80, 70, wc, 6);
  rect(s, tx - 8, ty, 16, 70, lighten(wc, 0.6));
  rect(s, tx - 46, ty - 10, 92, 22, darken(wc, 0.1), 5);
  ellipse(s, tx - 18, ty - 16, 18, 10, lighten(wc, 0.6));
  ellipse(s, tx + 18, ty - 16, 18, 10, lighten(wc, 0.6));
}

function drawGarland(s: Scene): void {
  const y0 = between(s, 150, 220);
  const y2 = between(s, 150, 220);
  const y1 = between(s, 520, 600);
  const at = (t: number): [number, number] => {
    const x = (1 - t) * (1 - t) * 40 + 2 * (1 - t) * t * 400 + t * t * 760;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * y1 + t * t * y2;
    return [x, y];
  };
  // leaves first
  for (let i = 0; i < 14; i++) {
    const [x, y] = at(s.r());
    const rot = between(s, 0, 360);
    ellipse(
      s,
      x,
      y,
      between(s, 40, 60),
      between(s, 12, 18),
      fromHsl(120 + between(s, -20, 20), 0.35, between(s, 0.35, 0.5)),
      ` transform="rotate(${fmt(rot)} ${fmt(x)} ${fmt(y)})"`,
    );
  }
  const palette = [s.base, lighten(s.base, 0.45), companion(s.base, s.r), '#ffffff'];
  const items: BalloonSpec[] = [];
  for (let t = 0; t <= 1.0001; t += 0.018) {
    const [x, y] = at(t);
    const k = s.r();
    const r = k < 0.3 ? between(s, 55, 70) : k < 0.7 ? between(s, 34, 46) : between(s, 16, 24);
    items.push({ x: x + between(s, -40, 40), y: y + between(s, -40, 40), r, color: pick(s.r, palette) });
  }
  items.sort((a, b) => b.r - a.r);
  for (const b of items) balloonBody(s, b.x, b.y, b.r, b.color, s.r() < 0.2 ? { finish: 'chrome' } : {});
}

function drawBouquet(s: Scene): void {
  const tx = 400;
  const ty = 560;
  const bubble = s.r() < 0.35;
  if (bubble) {
    balloonString(s, 400, 280, 170, tx, ty);
    circle(s, 400, 280, 175, '#ffffff', ` opacity="0.35"${stroke('#ffffff', 4, ' stroke-opacity="0.9"')}`);
    const inner = clusterAround(s, 400, 285, 5, 40, 58, 80, (i) => (i % 2 === 0 ? s.base : companion(s.base, s.r)));
    for (const b of inner) balloonBody(s, b.x, b.y, b.r, b.color);
    ellipse(s, 330, 200, 30, 60, '#ffffff', ' opacity="0.5" transform="rotate(-30 330 200)"');
  } else {
    const list = clusterAround(s, 400, 280, 7, 62, 85, 155, (i) => (i % 2 === 0 ? s.base : companion(s.base, s.r)));
    bunch(s, list, tx, ty);
  }
  // wrap cone
  const wrap = lighten(companion(s.base, s.r), 0.35);
  polygon(
    s,
    [
      [tx - 120, ty - 20],
      [tx + 120, ty - 20],
      [tx + 26, 770],
      [tx - 26, 770],
    ],
    radial(s, wrap, 0.3, 0.2),
  );
  polygon(
    s,
    [
      [tx - 120, ty - 20],
      [tx - 40, ty - 60],
      [tx, ty - 20],
      [tx + 40, ty - 60],
      [tx + 120, ty - 20],
    ],
    lighten(wrap, 0.3),
  );
  // bow
  const bow = darken(s.base, 0.1);
  ellipse(s, tx - 34, ty + 60, 36, 20, bow, ' transform="rotate(-20 366 620)"');
  ellipse(s, tx + 34, ty + 60, 36, 20, bow, ' transform="rotate(20 434 620)"');
  circle(s, tx, ty + 60, 14, darken(bow, 0.15));
}

// ---------------------------------------------------------------------------------------------
// Promotional Sky

function skyline(s: Scene): Array<{ x: number; w: number; top: number }> {
  const buildings: Array<{ x: number; w: number; top: number }> = [];
  const tone = fromHsl(toHsl(s.base).h + 200, 0.18, 0.55);
  let x = -10;
  while (x < 810) {
    const w = between(s, 55, 115);
    const h = between(s, 90, 250);
    buildings.push({ x, w, top: 760 - h });
    x += w + between(s, 2, 10);
  }
  for (const b of buildings) {
    const c = mix(tone, '#ffffff', between(s, 0, 0.25));
    rect(s, b.x, b.top, b.w, 760 - b.top, c);
    for (let wy = b.top + 16; wy < 740; wy += 26) {
      for (let wx = b.x + 10; wx < b.x + b.w - 16; wx += 22) {
        if (s.r() < 0.7) rect(s, wx, wy, 10, 13, '#fdf6d8', 1, ' opacity="0.75"');
      }
    }
  }
  rect(s, 0, 755, 800, 45, fromHsl(30, 0.1, 0.45));
  return buildings;
}

function tether(s: Scene, x0: number, y0: number, x1: number, y1: number): void {
  const mx = (x0 + x1) / 2 + between(s, 15, 40);
  const my = (y0 + y1) / 2;
  path(s, `M${fmt(x0)} ${fmt(y0)} Q${fmt(mx)} ${fmt(my)} ${fmt(x1)} ${fmt(y1)}`, 'none', stroke('#3c3c3c', 3));
}

function anchorOn(buildings: Array<{ x: number; w: number; top: number }>, x: number): { x: number; y: number } {
  const b = buildings.find((q) => x >= q.x && x <= q.x + q.w) ?? buildings[0];
  return { x, y: b ? b.top : 700 };
}

function drawSky(s: Scene, slug: string): void {
  // clouds
  for (let i = 0; i < 3; i++) {
    const cx = between(s, 80, 720);
    const cy = between(s, 60, 220);
    for (let k = 0; k < 4; k++) ellipse(s, cx + (k - 1.5) * 34, cy + between(s, -10, 10), between(s, 35, 55), between(s, 22, 32), '#ffffff', ' opacity="0.75"');
  }
  const buildings = skyline(s);
  const accent = toHsl(s.base).l > 0.8 ? companion(s.base, s.r) : '#ffffff';
  if (slug === 'squareshape') {
    const cx = 390 + between(s, -50, 50);
    const cy = 270 + between(s, -20, 20);
    const h = between(s, 120, 150);
    const d = h * 0.45;
    const anchor = anchorOn(buildings, cx + between(s, 60, 140));
    tether(s, cx, cy + h, anchor.x, anchor.y);
    polygon(
      s,
      [
        [cx - h, cy - h],
        [cx - h + d, cy - h - d * 0.6],
        [cx + h + d, cy - h - d * 0.6],
        [cx + h, cy - h],
      ],
      lighten(s.base, 0.35),
      stroke(lighten(s.base, 0.35), 10),
    );
    polygon(
      s,
      [
        [cx + h, cy - h],
        [cx + h + d, cy - h - d * 0.6],
        [cx + h + d, cy + h - d * 0.6],
        [cx + h, cy + h],
      ],
      darken(s.base, 0.25),
      stroke(darken(s.base, 0.25), 10),
    );
    rect(s, cx - h, cy - h, 2 * h, 2 * h, radial(s, s.base, 0.3, 0.25), 14);
    circle(s, cx, cy, h * 0.5, 'none', stroke(accent, h * 0.08));
    polygon(s, starPoints(cx, cy, h * 0.32, h * 0.14), accent);
    rect(s, cx - h + 12, cy - h + 12, h * 0.35, h * 0.12, '#ffffff', 6, ' opacity="0.4"');
  } else if (slug === 'blimpshape') {
    const cx = 420 + between(s, -40, 40);
    const cy = 270 + between(s, -30, 30);
    const rx = between(s, 230, 265);
    const ry = between(s, 95, 115);
    const a1 = anchorOn(buildings, cx - rx * 0.4);
    const a2 = anchorOn(buildings, cx + rx * 0.4);
    tether(s, cx - rx * 0.3, cy + ry * 0.9, a1.x, a1.y);
    tether(s, cx + rx * 0.3, cy + ry * 0.9, a2.x, a2.y);
    const fin = darken(s.base, 0.2);
    polygon(
      s,
      [
        [cx - rx * 0.7, cy - ry * 0.5],
        [cx - rx - 40, cy - ry - 45],
        [cx - rx - 20, cy - ry * 0.1],
      ],
      fin,
      stroke(fin, 8),
    );
    polygon(
      s,
      [
        [cx - rx * 0.7, cy + ry * 0.5],
        [cx - rx - 40, cy + ry + 45],
        [cx - rx - 20, cy + ry * 0.1],
      ],
      fin,
      stroke(fin, 8),
    );
    ellipse(s, cx, cy, rx, ry, radial(s, s.base, 0.4, 0.25));
    const id = uid(s, 'c');
    s.defs.push(`<clipPath id="${id}"><ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}"/></clipPath>`);
    add(s, `<g clip-path="url(#${id})">`);
    rect(s, cx - rx * 0.45, cy - ry, rx * 0.9, 2 * ry, accent, 0, ' opacity="0.9"');
    for (let i = 0; i < 3; i++) rect(s, cx - rx * 0.35, cy - ry * 0.45 + i * ry * 0.35, rx * (0.7 - i * 0.15), ry * 0.14, s.base, 4, ' opacity="0.85"');
    add(s, '</g>');
    polygon(
      s,
      [
        [cx - rx - 40, cy - 8],
        [cx - rx * 0.82, cy - 8],
        [cx - rx * 0.82, cy + 8],
        [cx - rx - 40, cy + 8],
      ],
      fin,
    );
    rect(s, cx - 40, cy + ry - 6, 80, 30, darken(s.base, 0.35), 10);
    ellipse(s, cx + rx * 0.35, cy - ry * 0.55, rx * 0.3, ry * 0.12, '#ffffff', ' opacity="0.45"');
  } else {
    const cx = 400 + between(s, -60, 60);
    const cy = 270 + between(s, -25, 25);
    const r = between(s, 150, 185);
    const anchor = anchorOn(buildings, cx + between(s, 80, 160));
    tether(s, cx, cy + r, anchor.x, anchor.y);
    circle(s, cx, cy, r, radial(s, s.base, 0.35, 0.3));
    const id = uid(s, 'c');
    s.defs.push(`<clipPath id="${id}"><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}"/></clipPath>`);
    add(s, `<g clip-path="url(#${id})">`);
    const bandY = cy + between(s, -30, 10);
    path(
      s,
      `M${fmt(cx - r)} ${fmt(bandY - 40)} Q${fmt(cx)} ${fmt(bandY + 10)} ${fmt(cx + r)} ${fmt(bandY - 40)} L${fmt(cx + r)} ${fmt(bandY + 50)} Q${fmt(cx)} ${fmt(bandY + 100)} ${fmt(cx - r)} ${fmt(bandY + 50)} Z`,
      accent,
      ' opacity="0.92"',
    );
    // meridian seams
    for (let k = -2; k <= 2; k++) ellipse(s, cx, cy, Math.abs(k) * r * 0.38 + 1, r, 'none', stroke(darken(s.base, 0.2), 2, ' opacity="0.35"'));
    add(s, '</g>');
    for (let i = 0; i < 3; i++) circle(s, cx - r * 0.4 + i * r * 0.4, bandY + 28, r * 0.09, s.base);
    ellipse(s, cx - r * 0.4, cy - r * 0.45, r * 0.14, r * 0.26, '#ffffff', ` opacity="0.5" transform="rotate(-35 ${fmt(cx - r * 0.4)} ${fmt(cy - r * 0.45)})"`);
    if (s.r() < 0.5) {
      // hanging banner skirt
      const bw = r * 0.5;
      rect(s, cx - bw / 2, cy + r + 6, bw, r * 0.9, accent, 6);
      for (let i = 0; i < 3; i++) rect(s, cx - bw / 2 + 12, cy + r + 24 + i * r * 0.25, bw - 24, r * 0.1, s.base, 3);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Air Inflatable

function tubePath(points: Array<[number, number]>, widths: number[]): string {
  const left: Array<[number, number]> = [];
  const right: Array<[number, number]> = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as [number, number];
    const q = (points[Math.min(points.length - 1, i + 1)] ?? p) as [number, number];
    const o = (points[Math.max(0, i - 1)] ?? p) as [number, number];
    let dx = q[0] - o[0];
    let dy = q[1] - o[1];
    const len = Math.hypot(dx, dy) || 1;
    dx /= len;
    dy /= len;
    const w = (widths[i] ?? 20) / 2;
    left.push([p[0] - dy * w, p[1] + dx * w]);
    right.push([p[0] + dy * w, p[1] - dx * w]);
  }
  const all = [...left, ...right.reverse()];
  return `M${all.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' L')} Z`;
}

function drawAirDancer(s: Scene): void {
  lawn(s, 720);
  const cx = 400 + between(s, -40, 40);
  const base = 700;
  const top = between(s, 150, 190);
  const amp = between(s, 35, 70);
  const phase = between(s, 0, Math.PI * 2);
  const freq = between(s, 2.2, 3.4);
  const pts: Array<[number, number]> = [];
  const widths: number[] = [];
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    pts.push([cx + Math.sin(phase + t * freq * Math.PI) * amp * t, base - (base - top) * t]);
    widths.push(118 - t * 22);
  }
  const color2 = companion(s.base, s.r);
  const bodyFill = linear(s, 0, 0, 1, 0, [
    [0, darken(s.base, 0.25)],
    [0.4, lighten(s.base, 0.2)],
    [1, darken(s.base, 0.2)],
  ]);
  // arms
  const armAt = Math.floor(steps * 0.62);
  const shoulder = pts[armAt] ?? [cx, 400];
  for (const dir of [-1, 1]) {
    const aPts: Array<[number, number]> = [];
    const aW: number[] = [];
    const lift = between(s, 80, 200);
    const wob = between(s, 0, Math.PI * 2);
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      aPts.push([shoulder[0] + dir * t * 220, shoulder[1] - t * lift + Math.sin(wob + t * 9) * 18 * t]);
      aW.push(46 - t * 14);
    }
    path(s, tubePath(aPts, aW), color2);
    const tip = aPts[aPts.length - 1] ?? shoulder;
    for (let k = -1; k <= 1; k++) {
      ellipse(s, tip[0] + dir * 16, tip[1] + k * 12, 18, 7, color2, ` transform="rotate(${fmt(k * 25)} ${fmt(tip[0])} ${fmt(tip[1])})"`);
    }
  }
  path(s, tubePath(pts, widths), bodyFill);
  // stripes around the tube
  for (const t of [0.2, 0.4, 0.8]) {
    const i = Math.round(t * steps);
    const p = pts[i] ?? [cx, 400];
    ellipse(s, p[0], p[1], (widths[i] ?? 100) / 2, 12, color2, ' opacity="0.9"');
  }
  // head
  const head = pts[steps] ?? [cx, top];
  circle(s, head[0], head[1], 50, bodyFill);
  for (let i = 0; i < 7; i++) {
    const a = ((-160 + i * 23) * Math.PI) / 180;
    polygon(
      s,
      [
        [head[0] + Math.cos(a) * 40, head[1] + Math.sin(a) * 40],
        [head[0] + Math.cos(a) * 95, head[1] + Math.sin(a) * 95],
        [head[0] + Math.cos(a + 0.25) * 40, head[1] + Math.sin(a + 0.25) * 40],
      ],
      i % 2 === 0 ? color2 : s.base,
    );
  }
  const face = pts[steps - 4] ?? head;
  for (const dx of [-20, 20]) {
    ellipse(s, face[0] + dx, face[1] - 8, 14, 18, '#ffffff');
    circle(s, face[0] + dx + 3, face[1] - 5, 7, '#222222');
  }
  path(s, `M${fmt(face[0] - 28)} ${fmt(face[1] + 22)} Q${fmt(face[0])} ${fmt(face[1] + 52)} ${fmt(face[0] + 28)} ${fmt(face[1] + 22)} Z`, '#7a1f2b');
  // blower
  rect(s, cx - 80, base - 10, 160, 60, '#4a4f57', 10);
  circle(s, cx, base + 20, 20, '#2d3036');
}

function drawCharacter(s: Scene): void {
  lawn(s, 690);
  const cx = 400 + between(s, -30, 30);
  const main = s.base;
  const second = companion(main, s.r);
  const belly = lighten(main, 0.55);
  groundShadow(s, cx, 712, 220, 26);
  rect(s, cx - 180, 680, 360, 36, darken(second, 0.2), 16);
  const armUp = s.r() < 0.5;
  // arms
  ellipse(s, cx - 160, armUp ? 360 : 480, 40, 110, radial(s, main), ` transform="rotate(${armUp ? 35 : -15} ${fmt(cx - 160)} ${armUp ? 360 : 480})"`);
  ellipse(s, cx + 160, 470, 40, 110, radial(s, main), ` transform="rotate(15 ${fmt(cx + 160)} 470)"`);
  // feet
  ellipse(s, cx - 70, 670, 70, 34, darken(main, 0.2));
  ellipse(s, cx + 70, 670, 70, 34, darken(main, 0.2));
  // body
  ellipse(s, cx, 500, 160, 185, radial(s, main));
  ellipse(s, cx, 530, 100, 120, belly);
  // head
  const hy = 250;
  circle(s, cx, hy, 118, radial(s, main, 0.35, 0.3));
  const ears = s.r() < 0.5;
  if (ears) {
    circle(s, cx - 100, hy - 85, 40, main);
    circle(s, cx + 100, hy - 85, 40, main);
    circle(s, cx - 100, hy - 85, 20, belly);
    circle(s, cx + 100, hy - 85, 20, belly);
  }
  for (const dx of [-42, 42]) {
    ellipse(s, cx + dx, hy - 15, 24, 30, '#ffffff');
    circle(s, cx + dx + 4, hy - 10, 12, '#222222');
    circle(s, cx + dx + 8, hy - 15, 4, '#ffffff');
  }
  circle(s, cx - 72, hy + 30, 16, '#ff8fa3', ' opacity="0.6"');
  circle(s, cx + 72, hy + 30, 16, '#ff8fa3', ' opacity="0.6"');
  path(s, `M${fmt(cx - 40)} ${fmt(hy + 40)} Q${fmt(cx)} ${fmt(hy + 82)} ${fmt(cx + 40)} ${fmt(hy + 40)}`, 'none', stroke('#222222', 8));
  // hat
  const hat = pick(s.r, ['cap', 'chef', 'cone', 'none'] as const);
  if (hat === 'cap') {
    path(s, `M${fmt(cx - 100)} ${fmt(hy - 70)} Q${fmt(cx)} ${fmt(hy - 190)} ${fmt(cx + 100)} ${fmt(hy - 70)} Z`, second);
    ellipse(s, cx + 70, hy - 70, 80, 16, darken(second, 0.2));
  } else if (hat === 'chef') {
    rect(s, cx - 70, hy - 130, 140, 40, '#ffffff', 8);
    for (const dx of [-50, 0, 50]) circle(s, cx + dx, hy - 150, 42, '#ffffff');
  } else if (hat === 'cone') {
    polygon(
      s,
      [
        [cx - 60, hy - 100],
        [cx + 60, hy - 100],
        [cx, hy - 230],
      ],
      second,
    );
    circle(s, cx, hy - 230, 14, '#ffffff');
  }
  // bow tie / badge
  polygon(
    s,
    [
      [cx - 40, 345],
      [cx, 362],
      [cx - 40, 380],
    ],
    second,
  );
  polygon(
    s,
    [
      [cx + 40, 345],
      [cx, 362],
      [cx + 40, 380],
    ],
    second,
  );
  circle(s, cx, 362, 12, darken(second, 0.2));
}

function drawCustomInflatable(s: Scene): void {
  lawn(s, 700);
  const second = companion(s.base, s.r);
  if (s.r() < 0.5) {
    // entry arch
    const l = between(s, 120, 160);
    const rr = 800 - l;
    const top = between(s, 150, 200);
    const d = `M${fmt(l)} 720 C${fmt(l)} ${fmt(top - 60)} ${fmt(rr)} ${fmt(top - 60)} ${fmt(rr)} 720`;
    path(s, d, 'none', stroke(darken(s.base, 0.2), 100));
    path(s, d, 'none', stroke(s.base, 84));
    path(s, d, 'none', stroke(lighten(s.base, 0.4), 18, ' opacity="0.6"'));
    rect(s, 230, top - 40, 340, 90, second, 20);
    for (let i = 0; i < 3; i++) rect(s, 260, top - 20 + i * 22, 280 - i * 60, 12, '#ffffff', 5, ' opacity="0.9"');
    rect(s, l - 60, 700, 120, 40, '#4a4f57', 8);
    rect(s, rr - 60, 700, 120, 40, '#4a4f57', 8);
  } else {
    // giant bottle replica
    const cx = 400 + between(s, -40, 40);
    groundShadow(s, cx, 715, 170, 22);
    const fill = linear(s, 0, 0, 1, 0, [
      [0, darken(s.base, 0.3)],
      [0.35, lighten(s.base, 0.3)],
      [1, darken(s.base, 0.25)],
    ]);
    path(
      s,
      `M${fmt(cx - 140)} 700 L${fmt(cx - 140)} 360 Q${fmt(cx - 140)} 290 ${fmt(cx - 60)} 250 L${fmt(cx - 50)} 140 L${fmt(cx + 50)} 140 L${fmt(cx + 60)} 250 Q${fmt(cx + 140)} 290 ${fmt(cx + 140)} 360 L${fmt(cx + 140)} 700 Z`,
      fill,
    );
    rect(s, cx - 58, 100, 116, 52, second, 12);
    rect(s, cx - 140, 420, 280, 170, second, 4);
    circle(s, cx, 505, 55, '#ffffff', ' opacity="0.9"');
    polygon(s, starPoints(cx, 505, 40, 17), s.base);
    rect(s, cx - 115, 300, 26, 380, '#ffffff', 13, ' opacity="0.3"');
    rect(s, cx - 90, 700, 180, 30, '#4a4f57', 8);
  }
}

// ---------------------------------------------------------------------------------------------
// Inflatable Tent

function drawCampaignTent(s: Scene): void {
  lawn(s, 690);
  const cx = 400 + between(s, -20, 20);
  const w = between(s, 220, 250);
  const roofY = between(s, 330, 360);
  const second = companion(s.base, s.r);
  groundShadow(s, cx, 720, w + 40, 28);
  const legFill = linear(s, 0, 0, 1, 0, [
    [0, darken(s.base, 0.25)],
    [0.5, lighten(s.base, 0.25)],
    [1, darken(s.base, 0.25)],
  ]);
  // back legs
  rect(s, cx - w + 50, roofY - 10, 36, 300, darken(s.base, 0.35), 18);
  rect(s, cx + w - 86, roofY - 10, 36, 300, darken(s.base, 0.35), 18);
  // back wall (optional)
  if (s.r() < 0.6) rect(s, cx - w + 70, roofY + 40, 2 * w - 140, 240, lighten(second, 0.3), 6, ' opacity="0.9"');
  // roof
  path(
    s,
    `M${fmt(cx - w - 20)} ${fmt(roofY)} Q${fmt(cx - w * 0.5)} ${fmt(roofY - 90)} ${fmt(cx)} ${fmt(roofY - 190)} Q${fmt(cx + w * 0.5)} ${fmt(roofY - 90)} ${fmt(cx + w + 20)} ${fmt(roofY)} Z`,
    radial(s, s.base, 0.5, 0.2),
  );
  path(
    s,
    `M${fmt(cx)} ${fmt(roofY - 190)} Q${fmt(cx - 30)} ${fmt(roofY - 90)} ${fmt(cx - w * 0.45)} ${fmt(roofY)}`,
    'none',
    stroke(lighten(s.base, 0.35), 10, ' opacity="0.7"'),
  );
  path(
    s,
    `M${fmt(cx)} ${fmt(roofY - 190)} Q${fmt(cx + 30)} ${fmt(roofY - 90)} ${fmt(cx + w * 0.45)} ${fmt(roofY)}`,
    'none',
    stroke(darken(s.base, 0.2), 10, ' opacity="0.5"'),
  );
  // valance with scallops
  rect(s, cx - w - 20, roofY - 6, 2 * w + 40, 56, second, 6);
  for (let x = cx - w - 20 + 20; x < cx + w + 20; x += 40) circle(s, x, roofY + 50, 20, second);
  rect(s, cx - 90, roofY + 8, 180, 26, '#ffffff', 8, ' opacity="0.9"');
  // front legs
  rect(s, cx - w - 20, roofY - 20, 52, 360, legFill, 26);
  rect(s, cx + w - 32, roofY - 20, 52, 360, legFill, 26);
  // counter
  if (s.r() < 0.7) {
    rect(s, cx - 110, 560, 220, 130, lighten(s.base, 0.6), 8);
    rect(s, cx - 110, 548, 220, 20, darken(s.base, 0.1), 6);
    circle(s, cx, 625, 34, second);
  }
}

function drawDomeTent(s: Scene): void {
  lawn(s, 680);
  const cx = 400 + between(s, -20, 20);
  const rx = between(s, 280, 320);
  const ry = between(s, 300, 350);
  const gy = 700;
  groundShadow(s, cx, gy + 12, rx + 30, 26);
  path(s, `M${fmt(cx - rx)} ${fmt(gy)} A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(cx + rx)} ${fmt(gy)} Z`, radial(s, s.base, 0.4, 0.2));
  const id = uid(s, 'c');
  s.defs.push(`<clipPath id="${id}"><path d="M${fmt(cx - rx)} ${fmt(gy)} A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(cx + rx)} ${fmt(gy)} Z"/></clipPath>`);
  add(s, `<g clip-path="url(#${id})">`);
  const tube = lighten(s.base, 0.35);
  const legs = 2 + Math.floor(s.r() * 2);
  for (let k = -legs; k <= legs; k++) {
    const e = Math.abs((k / legs) * rx);
    ellipse(s, cx, gy, e + 2, ry, 'none', stroke(tube, 16, ' opacity="0.75"'));
  }
  ellipse(s, cx, gy, rx, ry * 0.45, 'none', stroke(tube, 14, ' opacity="0.6"'));
  add(s, '</g>');
  // door
  const dw = between(s, 90, 120);
  path(
    s,
    `M${fmt(cx - dw)} ${fmt(gy)} L${fmt(cx - dw)} ${fmt(gy - 140)} A${fmt(dw)} ${fmt(dw)} 0 0 1 ${fmt(cx + dw)} ${fmt(gy - 140)} L${fmt(cx + dw)} ${fmt(gy)} Z`,
    darken(s.base, 0.55),
  );
  path(
    s,
    `M${fmt(cx - dw)} ${fmt(gy)} L${fmt(cx - dw)} ${fmt(gy - 140)} A${fmt(dw)} ${fmt(dw)} 0 0 1 ${fmt(cx + dw)} ${fmt(gy - 140)} L${fmt(cx + dw)} ${fmt(gy)}`,
    'none',
    stroke(companion(s.base, s.r), 18),
  );
  ellipse(
    s,
    cx - rx * 0.4,
    gy - ry * 0.7,
    rx * 0.18,
    ry * 0.08,
    '#ffffff',
    ` opacity="0.4" transform="rotate(-30 ${fmt(cx - rx * 0.4)} ${fmt(gy - ry * 0.7)})"`,
  );
  // flags
  for (const fx of [cx - rx - 30, cx + rx + 30]) {
    rect(s, fx - 3, gy - 260, 6, 260, '#777777');
    path(s, `M${fmt(fx + 3)} ${fmt(gy - 258)} q40 30 10 120 q-6 -60 -10 -60 Z`, companion(s.base, s.r));
  }
}

// ---------------------------------------------------------------------------------------------
// Kids Play

function drawCastle(s: Scene): void {
  lawn(s, 700);
  const cx = 400;
  const a = s.base;
  const b = companion(a, s.r);
  const c = companion(a, s.r);
  groundShadow(s, cx, 730, 330, 30);
  // back wall
  rect(s, 150, 330, 500, 300, radial(s, b, 0.5, 0.3), 30);
  // roof arch
  path(s, `M150 350 Q400 ${fmt(between(s, 180, 230))} 650 350 Z`, radial(s, a, 0.5, 0.3));
  // mesh windows
  for (const x of [200, 460]) {
    rect(s, x, 400, 140, 150, '#ffffff', 12, ' opacity="0.35"');
    for (let gx = x + 14; gx < x + 140; gx += 16) rect(s, gx, 400, 2, 150, '#ffffff', 0, ' opacity="0.6"');
    for (let gy = 414; gy < 550; gy += 16) rect(s, x, gy, 140, 2, '#ffffff', 0, ' opacity="0.6"');
  }
  // turrets
  const turret = (x: number, top: number): void => {
    const fill = linear(s, 0, 0, 1, 0, [
      [0, darken(c, 0.25)],
      [0.45, lighten(c, 0.25)],
      [1, darken(c, 0.25)],
    ]);
    rect(s, x - 42, top, 84, 700 - top, fill, 40);
    const capStyle = s.r() < 0.5;
    if (capStyle) {
      polygon(
        s,
        [
          [x - 54, top + 20],
          [x + 54, top + 20],
          [x, top - 90],
        ],
        a,
        stroke(a, 10),
      );
    } else {
      circle(s, x, top + 5, 50, radial(s, a));
    }
    rect(s, x - 2, top - 140, 4, 60, '#666666');
    polygon(
      s,
      [
        [x + 2, top - 140],
        [x + 42, top - 125],
        [x + 2, top - 110],
      ],
      b,
    );
  };
  turret(150, between(s, 230, 270));
  turret(650, between(s, 230, 270));
  if (s.r() < 0.6) {
    turret(300, between(s, 290, 320));
    turret(500, between(s, 290, 320));
  }
  // floor and bouncing bed
  rect(s, 110, 610, 580, 100, radial(s, a, 0.5, 0.2), 40);
  rect(s, 170, 600, 460, 40, lighten(b, 0.3), 20);
  // front step
  rect(s, 280, 680, 240, 50, darken(a, 0.1), 20);
  // a ball in mid air
  circle(s, between(s, 300, 500), between(s, 450, 520), 26, radial(s, companion(a, s.r)));
}

function drawTrampoline(s: Scene): void {
  lawn(s, 640);
  const cx = 400;
  const cy = 540;
  const rx = between(s, 270, 300);
  const ry = 72;
  const frame = s.base;
  groundShadow(s, cx, 735, rx, 30);
  // legs (W shapes)
  for (const x of [cx - rx * 0.8, cx - rx * 0.25, cx + rx * 0.25, cx + rx * 0.8]) {
    path(
      s,
      `M${fmt(x - 40)} ${fmt(cy + 30)} L${fmt(x - 30)} 730 M${fmt(x + 40)} ${fmt(cy + 30)} L${fmt(x + 30)} 730 M${fmt(x - 30)} 730 L${fmt(x + 30)} 730`,
      'none',
      stroke('#8a8f98', 10),
    );
  }
  // net poles (back)
  const poles = [-0.95, -0.5, 0, 0.5, 0.95];
  for (const k of poles) {
    const x = cx + k * rx;
    const y = cy - Math.sqrt(1 - k * k) * ry;
    rect(s, x - 6, y - 270, 12, 270, darken(frame, 0.3), 6);
  }
  // net
  path(
    s,
    `M${fmt(cx - rx)} ${fmt(cy - 270)} A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(cx + rx)} ${fmt(cy - 270)} L${fmt(cx + rx)} ${fmt(cy)} A${fmt(rx)} ${fmt(ry)} 0 0 0 ${fmt(cx - rx)} ${fmt(cy)} Z`,
    '#ffffff',
    ' opacity="0.18"',
  );
  // mat + pad
  ellipse(s, cx, cy, rx, ry, frame);
  ellipse(s, cx, cy + 4, rx - 38, ry - 16, '#202226');
  ellipse(s, cx, cy - 4, rx - 90, ry - 34, '#33363c', ' opacity="0.7"');
  // front poles and net edge
  for (const k of [-0.75, 0, 0.75]) {
    const x = cx + k * rx;
    const y = cy + Math.sqrt(1 - k * k) * ry;
    rect(s, x - 7, y - 300, 14, 300, darken(frame, 0.15), 7);
  }
  ellipse(s, cx, cy - 270, rx, ry, 'none', stroke(darken(frame, 0.15), 8));
  for (let k = -0.9; k <= 0.9; k += 0.15) {
    const x = cx + k * rx;
    path(
      s,
      `M${fmt(x)} ${fmt(cy - 270 + Math.sqrt(1 - k * k) * ry)} L${fmt(x)} ${fmt(cy + Math.sqrt(1 - k * k) * ry)}`,
      'none',
      stroke('#ffffff', 1.5, ' opacity="0.35"'),
    );
  }
  // bouncing ball
  circle(s, cx + between(s, -80, 80), between(s, 300, 380), 30, radial(s, companion(frame, s.r)));
}

function drawPool(s: Scene): void {
  lawn(s, 480);
  const cx = 400;
  const rx = between(s, 290, 320);
  const ry = between(s, 100, 120);
  const top = 480;
  const h = 150;
  const a = s.base;
  const b = companion(a, s.r);
  groundShadow(s, cx, top + h + 10, rx + 20, ry * 0.8);
  // walls: three rings
  for (let i = 2; i >= 0; i--) {
    const y = top + i * (h / 3);
    const col = i % 2 === 0 ? a : b;
    path(
      s,
      `M${fmt(cx - rx)} ${fmt(y)} L${fmt(cx - rx)} ${fmt(y + h / 3)} A${fmt(rx)} ${fmt(ry)} 0 0 0 ${fmt(cx + rx)} ${fmt(y + h / 3)} L${fmt(cx + rx)} ${fmt(y)} Z`,
      linear(s, 0, 0, 1, 0, [
        [0, darken(col, 0.25)],
        [0.4, lighten(col, 0.25)],
        [1, darken(col, 0.25)],
      ]),
    );
  }
  // rim
  ellipse(s, cx, top, rx, ry, lighten(a, 0.15));
  const water = linear(s, 0, 0, 0, 1, [
    [0, '#6fd3f5'],
    [1, '#1f8fcf'],
  ]);
  ellipse(s, cx, top + 6, rx - 42, ry - 30, water);
  for (let i = 0; i < 4; i++) {
    const wx = cx + between(s, -rx * 0.5, rx * 0.5);
    const wy = top + between(s, -25, 30);
    path(s, `M${fmt(wx - 40)} ${fmt(wy)} q20 -10 40 0 t40 0`, 'none', stroke('#ffffff', 3, ' opacity="0.7"'));
  }
  // beach ball
  const bx = cx + between(s, -120, 120);
  const by = top - 10;
  const br = 34;
  const cols = ['#e53935', '#ffffff', '#fdd835', '#ffffff', '#1e88e5', '#ffffff'];
  for (let i = 0; i < 6; i++) {
    const a0 = (i * 60 * Math.PI) / 180;
    const a1 = ((i + 1) * 60 * Math.PI) / 180;
    path(
      s,
      `M${fmt(bx)} ${fmt(by)} L${fmt(bx + Math.cos(a0) * br)} ${fmt(by + Math.sin(a0) * br)} A${br} ${br} 0 0 1 ${fmt(bx + Math.cos(a1) * br)} ${fmt(by + Math.sin(a1) * br)} Z`,
      cols[i] ?? '#ffffff',
    );
  }
  circle(s, bx - 10, by - 12, 8, '#ffffff', ' opacity="0.6"');
  // swim ring leaning on the side
  const rxr = cx + rx - 30;
  circle(s, rxr, top + h - 20, 48, 'none', stroke(b, 28));
  for (let i = 0; i < 4; i++) {
    const ang = (i * 90 * Math.PI) / 180;
    circle(s, rxr + Math.cos(ang) * 48, top + h - 20 + Math.sin(ang) * 48, 10, '#ffffff');
  }
}

function beachBall(s: Scene, bx: number, by: number, br: number): void {
  const cols = [s.base, '#ffffff', companion(s.base, s.r), '#ffffff', companion(s.base, s.r), '#ffffff'];
  const rot = between(s, 0, 60);
  for (let i = 0; i < 6; i++) {
    const a0 = ((rot + i * 60) * Math.PI) / 180;
    const a1 = ((rot + (i + 1) * 60) * Math.PI) / 180;
    path(
      s,
      `M${fmt(bx)} ${fmt(by)} L${fmt(bx + Math.cos(a0) * br)} ${fmt(by + Math.sin(a0) * br)} A${fmt(br)} ${fmt(br)} 0 0 1 ${fmt(bx + Math.cos(a1) * br)} ${fmt(by + Math.sin(a1) * br)} Z`,
      cols[i] ?? '#ffffff',
    );
  }
  circle(s, bx, by, br * 0.16, '#ffffff');
  ellipse(
    s,
    bx - br * 0.4,
    by - br * 0.45,
    br * 0.15,
    br * 0.25,
    '#ffffff',
    ` opacity="0.5" transform="rotate(-35 ${fmt(bx - br * 0.4)} ${fmt(by - br * 0.45)})"`,
  );
}

function drawToys(s: Scene): void {
  floor(s, 560, companion(s.base, s.r));
  const order = [0, 1, 2].sort(() => s.r() - 0.5);
  const slots = [170, 400, 630];
  order.forEach((kind, i) => {
    const x = (slots[i] ?? 400) + between(s, -25, 25);
    if (kind === 0) {
      groundShadow(s, x, 640, 90, 16);
      beachBall(s, x, 540, between(s, 90, 110));
    } else if (kind === 1) {
      // duck
      const col = s.base;
      groundShadow(s, x, 660, 130, 18);
      ellipse(s, x, 580, 130, 80, radial(s, col, 0.4, 0.3));
      ellipse(s, x - 30, 560, 60, 34, darken(col, 0.1), ' opacity="0.6"');
      circle(s, x + 80, 470, 62, radial(s, col, 0.4, 0.3));
      polygon(
        s,
        [
          [x + 130, 470],
          [x + 185, 482],
          [x + 130, 496],
        ],
        '#f28c28',
      );
      circle(s, x + 96, 455, 10, '#222222');
      circle(s, x + 99, 452, 3, '#ffffff');
    } else {
      // swim ring
      const col = companion(s.base, s.r);
      groundShadow(s, x, 650, 110, 16);
      ellipse(s, x, 590, 110, 56, 'none', stroke(col, 44));
      for (let k = 0; k < 6; k++) {
        const ang = (k * 60 * Math.PI) / 180;
        ellipse(s, x + Math.cos(ang) * 110, 590 + Math.sin(ang) * 56, 14, 22, '#ffffff', ' opacity="0.9"');
      }
      ellipse(s, x - 50, 560, 26, 8, '#ffffff', ' opacity="0.5"');
    }
  });
  // a few toy balloons floating above
  const n = 2 + Math.floor(s.r() * 3);
  for (let i = 0; i < n; i++) {
    const x = 100 + ((i + 0.5) / n) * 600 + between(s, -40, 40);
    const y = between(s, 130, 260);
    const r = between(s, 38, 52);
    balloonString(s, x, y, r, x + between(s, -30, 30), y + 200);
    balloonBody(s, x, y, r, i % 2 === 0 ? s.base : companion(s.base, s.r));
  }
}

function drawSlide(s: Scene): void {
  lawn(s, 700);
  const a = s.base;
  const b = companion(a, s.r);
  const px = between(s, 470, 520);
  const py = between(s, 280, 320);
  groundShadow(s, 420, 730, 300, 24);
  // ladder
  const lx0 = px + 120;
  path(s, `M${fmt(px + 40)} ${fmt(py)} L${fmt(lx0 - 10)} 720 M${fmt(px + 120)} ${fmt(py)} L${fmt(lx0 + 70)} 720`, 'none', stroke(darken(b, 0.2), 18));
  for (let t = 0.12; t < 1; t += 0.14) {
    const y = py + (720 - py) * t;
    const x1 = px + 40 + (lx0 - 10 - (px + 40)) * t;
    const x2 = px + 120 + (lx0 + 70 - (px + 120)) * t;
    path(s, `M${fmt(x1)} ${fmt(y)} L${fmt(x2)} ${fmt(y)}`, 'none', stroke(b, 14));
  }
  // platform
  rect(s, px - 20, py - 20, 170, 40, darken(a, 0.15), 12);
  path(
    s,
    `M${fmt(px - 10)} ${fmt(py - 20)} L${fmt(px - 10)} ${fmt(py - 110)} M${fmt(px + 140)} ${fmt(py - 20)} L${fmt(px + 140)} ${fmt(py - 110)} M${fmt(px - 10)} ${fmt(py - 100)} L${fmt(px + 140)} ${fmt(py - 100)}`,
    'none',
    stroke(b, 14),
  );
  // slide chute
  const chute = linear(s, 0, 0, 0, 1, [
    [0, lighten(a, 0.3)],
    [1, darken(a, 0.15)],
  ]);
  path(
    s,
    `M${fmt(px)} ${fmt(py)} C${fmt(px - 150)} ${fmt(py + 60)} ${fmt(px - 230)} ${fmt(620)} 110 660 L110 710 C${fmt(px - 230)} 680 ${fmt(px - 130)} ${fmt(py + 140)} ${fmt(px)} ${fmt(py + 80)} Z`,
    chute,
  );
  path(s, `M${fmt(px)} ${fmt(py)} C${fmt(px - 150)} ${fmt(py + 60)} ${fmt(px - 230)} 620 110 660`, 'none', stroke(darken(a, 0.25), 14));
  path(s, `M${fmt(px)} ${fmt(py + 40)} C${fmt(px - 140)} ${fmt(py + 100)} ${fmt(px - 230)} 650 120 685`, 'none', stroke(lighten(a, 0.6), 5, ' opacity="0.7"'));
  // support
  rect(s, px - 40, py + 80, 18, 720 - py - 80, darken(b, 0.2), 8);
  rect(s, px + 140, py, 18, 720 - py, darken(b, 0.2), 8);
}

function drawPlayItems(s: Scene): void {
  floor(s, 600, companion(s.base, s.r));
  const a = s.base;
  // ball pit
  const pit = linear(s, 0, 0, 0, 1, [
    [0, lighten(a, 0.2)],
    [1, darken(a, 0.2)],
  ]);
  groundShadow(s, 400, 720, 290, 24);
  rect(s, 120, 470, 560, 240, darken(a, 0.3), 50);
  const balls: Array<[number, number, number]> = [];
  for (let i = 0; i < 70; i++) balls.push([between(s, 150, 650), between(s, 420, 500), between(s, 20, 28)]);
  balls.sort((p, q) => p[1] - q[1]);
  const ballColours = ['#e53935', '#1e88e5', '#fdd835', '#43a047', '#ff7043', '#ab47bc', a];
  for (const [x, y, r] of balls) circle(s, x, y, r, radial(s, pick(s.r, ballColours)));
  rect(s, 110, 500, 580, 220, pit, 50);
  rect(s, 110, 500, 580, 40, lighten(a, 0.35), 20);
  // soft blocks
  const bc = companion(a, s.r);
  rect(s, between(s, 40, 90), 230, 120, 120, radial(s, bc, 0.3, 0.3), 16);
  polygon(
    s,
    [
      [620, 350],
      [760, 350],
      [760, 230],
    ],
    radial(s, companion(a, s.r)),
    stroke(darken(a, 0.1), 4),
  );
  circle(s, 400 + between(s, -80, 80), between(s, 200, 280), 60, radial(s, companion(a, s.r)));
}

// ---------------------------------------------------------------------------------------------
// Event Setup

function stage(s: Scene, color: string): void {
  rect(s, 0, 560, 800, 240, darken(color, 0.6));
  rect(
    s,
    40,
    600,
    720,
    70,
    linear(s, 0, 0, 0, 1, [
      [0, lighten(color, 0.15)],
      [1, darken(color, 0.3)],
    ]),
    6,
  );
  rect(s, 40, 600, 720, 10, lighten(color, 0.5), 3);
}

function flowerCluster(s: Scene, x: number, y: number, size: number, palette: string[]): void {
  for (let i = 0; i < 7; i++) {
    const fx = x + between(s, -size, size);
    const fy = y + between(s, -size * 0.6, size * 0.6);
    const fr = between(s, size * 0.25, size * 0.45);
    ellipse(s, fx - fr * 0.6, fy + fr * 0.4, fr * 0.9, fr * 0.35, fromHsl(120, 0.35, 0.4), ` transform="rotate(-30 ${fmt(fx)} ${fmt(fy)})"`);
    const col = pick(s.r, palette);
    circle(s, fx, fy, fr, radial(s, col, 0.4, 0.4));
    circle(s, fx, fy, fr * 0.35, darken(col, 0.25), ' opacity="0.6"');
  }
}

function marigoldString(s: Scene, x: number, y0: number, y1: number): void {
  for (let y = y0; y < y1; y += 18) circle(s, x + Math.sin(y / 30) * 3, y, 10, y % 36 < 18 ? '#f28c28' : '#ffc107');
}

function weddingPalette(s: Scene): string[] {
  return [s.base, lighten(s.base, 0.5), '#ffffff', '#f4c2c2', '#e0218a', '#ffc93c'];
}

function drawBackdrop(s: Scene): void {
  stage(s, s.base);
  const x = 150;
  const y = between(s, 110, 140);
  const w = 500;
  const h = 610 - y;
  rect(s, x - 16, y - 16, w + 32, h + 16, '#d4a017', 12);
  rect(
    s,
    x,
    y,
    w,
    h,
    linear(s, 0, 0, 0, 1, [
      [0, lighten(s.base, 0.75)],
      [1, lighten(s.base, 0.45)],
    ]),
    6,
  );
  // lattice
  for (let gx = x + 40; gx < x + w; gx += 60) {
    for (let gy = y + 40; gy < y + h; gy += 60) circle(s, gx, gy, 16, 'none', stroke(lighten(s.base, 0.2), 3, ' opacity="0.5"'));
  }
  // drapes
  const drape = lighten(companion(s.base, s.r), 0.4);
  path(
    s,
    `M${x} ${fmt(y)} Q${fmt(x + 120)} ${fmt(y + 80)} ${fmt(x + 250)} ${fmt(y)} Q${fmt(x + 380)} ${fmt(y + 80)} ${fmt(x + w)} ${fmt(y)} L${fmt(x + w)} ${fmt(y + 30)} Q${fmt(x + 380)} ${fmt(y + 110)} ${fmt(x + 250)} ${fmt(y + 30)} Q${fmt(x + 120)} ${fmt(y + 110)} ${x} ${fmt(y + 30)} Z`,
    drape,
    ' opacity="0.9"',
  );
  const pal = weddingPalette(s);
  flowerCluster(s, x + 10, y + 10, 60, pal);
  flowerCluster(s, x + w - 10, y + 10, 60, pal);
  flowerCluster(s, x + 60, 590, 50, pal);
  flowerCluster(s, x + w - 60, 590, 50, pal);
  for (const mx of [x + 140, x + 250, x + 360]) marigoldString(s, mx, y + 40, y + between(s, 160, 260));
  // couple sofa
  rect(s, 300, 520, 200, 70, darken(s.base, 0.2), 24);
  rect(s, 310, 480, 180, 60, s.base, 28);
  // stands
  for (const sx of [70, 730]) {
    rect(s, sx - 6, 380, 12, 220, '#d4a017');
    flowerCluster(s, sx, 370, 40, pal);
  }
}

function balloonArch(s: Scene, cx: number, baseY: number, halfW: number, height: number, palette: string[], rMin: number, rMax: number): void {
  const steps = 28;
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps) * Math.PI;
    const x = cx - Math.cos(t) * halfW;
    const y = baseY - Math.sin(t) * height;
    balloonBody(s, x + between(s, -10, 10), y + between(s, -10, 10), between(s, rMin, rMax), palette[i % palette.length] ?? s.base);
  }
}

function coldPyro(s: Scene, x: number, y: number, height: number): void {
  rect(s, x - 20, y, 40, 26, '#33363c', 4);
  for (let i = 0; i < 16; i++) {
    const dx = between(s, -40, 40);
    const top = y - height * between(s, 0.6, 1);
    path(
      s,
      `M${fmt(x)} ${fmt(y)} Q${fmt(x + dx * 0.4)} ${fmt((y + top) / 2)} ${fmt(x + dx)} ${fmt(top)}`,
      'none',
      stroke(pick(s.r, ['#fff6c9', '#ffd54f', '#ffffff']), 2.5, ' opacity="0.85"'),
    );
  }
}

function drawDashingEntry(s: Scene): void {
  floor(s, 520, s.base);
  // carpet
  path(
    s,
    'M330 520 L470 520 L620 800 L180 800 Z',
    linear(s, 0, 0, 0, 1, [
      [0, darken('#b71c1c', 0.2)],
      [1, '#c62828'],
    ]),
  );
  path(s, 'M330 520 L180 800 M470 520 L620 800', 'none', stroke('#d4a017', 6));
  for (let i = 0; i < 10; i++) {
    const t = s.r();
    const y = 520 + t * 280;
    const half = 70 + t * 150;
    circle(s, 400 + between(s, -half, half), y, between(s, 5, 9), pick(s.r, ['#ffffff', '#f4c2c2', '#e0218a', '#f28c28']));
  }
  const pal = [s.base, lighten(s.base, 0.5), '#ffffff', companion(s.base, s.r)];
  balloonArch(s, 400, 560, between(s, 250, 280), between(s, 380, 420), pal, 30, 44);
  coldPyro(s, 150, 700, between(s, 200, 260));
  coldPyro(s, 650, 700, between(s, 200, 260));
  // low fog
  for (let i = 0; i < 14; i++) ellipse(s, between(s, 0, 800), between(s, 740, 800), between(s, 60, 120), between(s, 25, 40), '#ffffff', ' opacity="0.55"');
}

function drawShowerFlower(s: Scene): void {
  stage(s, s.base);
  const pal = weddingPalette(s);
  // floral arch
  const cx = 400;
  for (let i = 0; i <= 22; i++) {
    const t = (i / 22) * Math.PI;
    flowerCluster(s, cx - Math.cos(t) * 250, 600 - Math.sin(t) * 390, 22, pal);
  }
  // petal bomb
  const by = between(s, 120, 170);
  path(s, `M400 0 L400 ${fmt(by - 40)}`, 'none', stroke('#d4a017', 3));
  circle(s, 400, by, 44, radial(s, s.base));
  flowerCluster(s, 400, by, 30, pal);
  // falling petals
  const petal = [s.base, '#e53935', '#e0218a', '#f28c28', '#ffc93c', '#f4c2c2'];
  for (let i = 0; i < 70; i++) {
    const x = between(s, 60, 740);
    const y = between(s, by + 20, 620);
    ellipse(s, x, y, between(s, 6, 11), between(s, 3, 6), pick(s.r, petal), ` transform="rotate(${fmt(between(s, 0, 180))} ${fmt(x)} ${fmt(y)})"`);
  }
  // mandap pillars
  for (const px of [130, 670]) rect(s, px - 14, 260, 28, 340, '#d4a017', 8);
}

function drawDrySmoke(s: Scene): void {
  rect(s, 0, 0, 800, 800, darken(s.base, 0.55), 0, ' opacity="0.75"');
  stage(s, s.base);
  // spotlights
  for (const x of [160, 400, 640]) {
    const beam = linear(s, 0, 0, 0, 1, [
      [0, lighten(s.base, 0.6), 0.7],
      [1, lighten(s.base, 0.6), 0],
    ]);
    polygon(
      s,
      [
        [x - 12, 40],
        [x + 12, 40],
        [x + between(s, 90, 140), 620],
        [x - between(s, 90, 140), 620],
      ],
      beam,
    );
    rect(s, x - 24, 20, 48, 30, '#2d3036', 6);
  }
  // couple silhouettes
  const cx = 400 + between(s, -40, 40);
  ellipse(s, cx - 38, 430, 24, 28, '#1d1f24');
  path(s, `M${fmt(cx - 70)} 600 L${fmt(cx - 60)} 470 Q${fmt(cx - 38)} 450 ${fmt(cx - 16)} 470 L${fmt(cx - 8)} 600 Z`, '#1d1f24');
  ellipse(s, cx + 36, 440, 22, 26, '#1d1f24');
  path(s, `M${fmt(cx + 0)} 600 Q${fmt(cx + 36)} 470 ${fmt(cx + 36)} 470 Q${fmt(cx + 60)} 470 ${fmt(cx + 90)} 600 Z`, darken(s.base, 0.3));
  // fog layer
  const fog = linear(s, 0, 0, 0, 1, [
    [0, '#ffffff', 0.95],
    [1, '#e8eef5', 0.8],
  ]);
  for (let i = 0; i < 36; i++) {
    ellipse(s, between(s, -40, 840), between(s, 560, 700), between(s, 60, 140), between(s, 28, 55), fog, ` opacity="${fmt(between(s, 0.55, 0.95))}"`);
  }
  rect(s, 0, 680, 800, 120, fog);
}

function drawConfetti(s: Scene): void {
  stage(s, s.base);
  const pal = [s.base, '#d4a017', '#ffffff', companion(s.base, s.r), '#e0218a', '#ffc93c'];
  for (const [x, dir] of [
    [110, 1],
    [690, -1],
  ] as const) {
    const ang = dir * between(s, 20, 35);
    add(s, `<g transform="rotate(${fmt(ang)} ${x} 640)">`);
    rect(
      s,
      x - 22,
      520,
      44,
      130,
      linear(s, 0, 0, 1, 0, [
        [0, '#33363c'],
        [0.5, '#8a8f98'],
        [1, '#33363c'],
      ]),
      8,
    );
    rect(s, x - 28, 510, 56, 20, '#d4a017', 6);
    add(s, '</g>');
    for (let i = 0; i < 70; i++) {
      const t = Math.pow(s.r(), 0.7);
      const spread = between(s, -1, 1) * t * 220;
      const px = x + dir * t * 330 + spread * 0.6;
      const py = 510 - t * 470 + spread * 0.4;
      const col = pick(s.r, pal);
      if (s.r() < 0.6) rect(s, px, py, between(s, 8, 16), between(s, 4, 8), col, 1, ` transform="rotate(${fmt(between(s, 0, 180))} ${fmt(px)} ${fmt(py)})"`);
      else circle(s, px, py, between(s, 3, 6), col);
    }
  }
  // streamers
  for (let i = 0; i < 6; i++) {
    const x = between(s, 150, 650);
    path(s, `M${fmt(x)} ${fmt(between(s, 60, 200))} q30 40 0 80 t0 80 t0 80`, 'none', stroke(pick(s.r, pal), 5, ' opacity="0.85"'));
  }
}

function balloonColumn(s: Scene, x: number, bottom: number, top: number, a: string, b: string): void {
  rect(s, x - 30, bottom - 10, 60, 22, '#33363c', 6);
  let k = 0;
  for (let y = bottom - 30; y > top; y -= 40) {
    const col = k % 2 === 0 ? a : b;
    balloonBody(s, x - 22, y, 24, col);
    balloonBody(s, x + 22, y, 24, col);
    k++;
  }
  balloonBody(s, x, top - 20, 40, a, { finish: 'chrome' });
}

function drawCorporate(s: Scene, slug: string): void {
  stage(s, s.base);
  const a = s.base;
  const b = toHsl(a).l > 0.8 ? '#d4a017' : lighten(a, 0.6);
  // screen / backdrop
  const sx = 170;
  const sy = between(s, 110, 150);
  rect(s, sx - 12, sy - 12, 484, 314, '#2d3036', 10);
  rect(
    s,
    sx,
    sy,
    460,
    290,
    linear(s, 0, 0, 1, 1, [
      [0, darken(a, 0.3)],
      [1, lighten(a, 0.2)],
    ]),
    4,
  );
  circle(s, sx + 120, sy + 145, 70, 'none', stroke('#ffffff', 12, ' opacity="0.9"'));
  polygon(s, starPoints(sx + 120, sy + 145, 42, 18), '#ffffff', ' opacity="0.9"');
  for (let i = 0; i < 4; i++) rect(s, sx + 230, sy + 80 + i * 40, between(s, 120, 190), 16, '#ffffff', 8, ' opacity="0.75"');
  rect(s, 390, sy + 290, 20, 600 - sy - 290, '#2d3036');
  const columns = slug !== 'OfficeDecoration';
  if (columns) {
    balloonColumn(s, 90, 600, between(s, 200, 260), a, b);
    balloonColumn(s, 710, 600, between(s, 200, 260), a, b);
  }
  if (slug === 'GrandOpenings') {
    balloonArch(s, 400, 600, 320, between(s, 500, 540), [a, b, '#ffffff'], 26, 38);
    // ribbon with bow
    rect(s, 40, 628, 720, 22, '#c62828');
    ellipse(s, 370, 639, 34, 20, '#c62828', ' transform="rotate(-20 370 639)"');
    ellipse(s, 430, 639, 34, 20, '#c62828', ' transform="rotate(20 430 639)"');
    circle(s, 400, 639, 14, '#8e1b1b');
    path(s, 'M395 650 L370 710 M405 650 L430 710', 'none', stroke('#c62828', 10));
    for (let i = 0; i < 8; i++) circle(s, 60 + i * 97, 680, 14, i % 2 === 0 ? '#f28c28' : '#ffc107');
  } else if (slug === 'ProductLaunch') {
    for (const x of [120, 680]) {
      const beam = linear(s, 0, 0, 0, 1, [
        [0, '#ffffff', 0.55],
        [1, '#ffffff', 0],
      ]);
      polygon(
        s,
        [
          [x - 10, 0],
          [x + 10, 0],
          [400 + (x < 400 ? 60 : -60), 600],
          [400 + (x < 400 ? -80 : 80), 600],
        ],
        beam,
      );
    }
    // reveal box with drape
    rect(s, 310, 450, 180, 160, radial(s, b, 0.4, 0.3), 6);
    path(s, 'M300 450 Q400 420 500 450 L510 620 Q400 600 290 620 Z', darken(a, 0.1), ' opacity="0.92"');
    ellipse(s, 400, 452, 40, 14, '#d4a017');
    confetti(s, 40, 100, 700, 40, 420);
  } else if (slug === 'OfficeDecoration') {
    // ceiling balloons and bunting
    for (let i = 0; i < 9; i++) {
      const x = 60 + i * 85 + between(s, -15, 15);
      const y = between(s, 40, 80);
      balloonString(s, x, y, 30, x + between(s, -10, 10), y + 140, '#8a8f98');
      balloonBody(s, x, y, 30, i % 2 === 0 ? a : b);
    }
    path(s, 'M0 40 Q400 120 800 40', 'none', stroke('#8a6d5b', 2));
    // reception desk
    rect(s, 210, 470, 380, 140, lighten(a, 0.5), 12);
    rect(s, 200, 455, 400, 24, darken(a, 0.2), 8);
    circle(s, 400, 540, 36, a);
    for (const x of [150, 650]) {
      balloonString(s, x, 380, 42, x, 600);
      balloonBody(s, x, 380, 42, x < 400 ? a : b, { finish: 'chrome' });
    }
  } else if (slug === 'ProductivityWorkshops') {
    // round tables
    for (const [tx, ty] of [
      [220, 700],
      [580, 700],
    ] as const) {
      for (let k = 0; k < 5; k++) {
        const ang = (k / 5) * Math.PI * 2;
        rect(s, tx + Math.cos(ang) * 100 - 18, ty + Math.sin(ang) * 40 - 30, 36, 40, darken(a, 0.4), 8);
      }
      ellipse(s, tx, ty, 90, 32, '#ffffff');
      ellipse(s, tx, ty - 20, 10, 20, b);
    }
    // flip chart
    path(s, 'M640 600 L680 420 L720 600 M680 420 L680 600', 'none', stroke('#555a63', 6));
    rect(s, 630, 400, 100, 120, '#ffffff', 4);
    for (let i = 0; i < 3; i++) rect(s, 645, 420 + i * 28, 70 - i * 14, 8, a, 3);
  } else {
    // podium
    polygon(
      s,
      [
        [560, 460],
        [660, 460],
        [650, 610],
        [570, 610],
      ],
      linear(s, 0, 0, 1, 0, [
        [0, darken(a, 0.3)],
        [0.5, lighten(a, 0.2)],
        [1, darken(a, 0.3)],
      ]),
    );
    rect(s, 550, 450, 120, 18, darken(a, 0.45), 4);
    circle(s, 610, 530, 24, '#ffffff', ' opacity="0.85"');
    path(s, 'M600 450 Q595 420 610 405', 'none', stroke('#333333', 4));
    // chairs in rows
    const rows = slug === 'AnnualGeneralMeeting' ? 2 : 1;
    for (let r = 0; r < rows; r++) {
      for (let i = 0; i < 8; i++) {
        const x = 80 + i * 92;
        const y = 690 + r * 60;
        rect(s, x, y - 40, 50, 36, darken(a, 0.35), 8);
        rect(s, x - 4, y - 6, 58, 14, darken(a, 0.2), 5);
      }
    }
    if (slug === 'EmployeeEvents') {
      const flags = 10;
      path(s, 'M0 40 Q400 130 800 40', 'none', stroke('#8a6d5b', 3));
      for (let i = 0; i < flags; i++) {
        const t = (i + 0.5) / flags;
        const x = 800 * t;
        const y = 40 + 2 * t * (1 - t) * 90;
        polygon(
          s,
          [
            [x - 28, y],
            [x + 28, y],
            [x, y + 56],
          ],
          i % 2 === 0 ? a : companion(a, s.r),
        );
      }
      const list = clusterAround(s, 210, 420, 4, 32, 44, 50, (i) => (i % 2 === 0 ? a : companion(a, s.r)));
      bunch(s, list, 230, 600);
    }
  }
}

// ---------------------------------------------------------------------------------------------

type Draw = (s: Scene, slug: string) => void;

/** The drawing of each menu category; the printed, sky and corporate drawings vary with the slug. */
const BY_SLUG: Readonly<Record<string, Draw>> = {
  latex: drawLatex,
  party: drawParty,
  foil: drawFoil,
  ...Object.fromEntries(['9inch', '12inch', '36inch', 'cromprint', 'metallicprint'].map((slug) => [slug, drawPrinted])),
  ...Object.fromEntries(['6to14', 'squareshape', 'blimpshape'].map((slug) => [slug, drawSky])),
  airdancer: drawAirDancer,
  customizeinflatable: drawCustomInflatable,
  characters: drawCharacter,
  campaigntent: drawCampaignTent,
  othertent: drawDomeTent,
  jumping: drawCastle,
  trampoline: drawTrampoline,
  inflatable: drawPool,
  toymini: drawToys,
  ladderslide: drawSlide,
  playitems: drawPlayItems,
  backdroppanels: drawBackdrop,
  dashingentry: drawDashingEntry,
  showerflower: drawShowerFlower,
  drysmoke: drawDrySmoke,
  confettiblasting: drawConfetti,
  ...Object.fromEntries(
    ['AnnualGeneralMeeting', 'EmployeeEvents', 'ProductivityWorkshops', 'GrandOpenings', 'ProductLaunch', 'OfficeDecoration'].map((slug) => [
      slug,
      drawCorporate,
    ]),
  ),
  balloondecoration: drawBalloonDecoration,
  heliumballoon: drawHelium,
  garlandluxury: drawGarland,
  balloonbouquet: drawBouquet,
};

/** Categories added later by the owner: a drawing of their menu group (Products and any other: latex). */
const BY_GROUP: Readonly<Record<string, (s: Scene) => void>> = {
  'Promotional Sky': (s) => drawSky(s, '6to14'),
  'Air Inflatable': (s) => (s.r() < 0.5 ? drawAirDancer(s) : drawCharacter(s)),
  'Inflatable Tent': (s) => (s.r() < 0.5 ? drawCampaignTent(s) : drawDomeTent(s)),
  'Kids Play': drawCastle,
  'Event Setup': (s) => drawCorporate(s, 'GrandOpenings'),
  Printed: (s) => drawPrinted(s, '12inch'),
  More: drawBouquet,
};

function drawScene(s: Scene, slug: string, group: string): void {
  // Own keys only: a slug or group such as "constructor" is not a drawing.
  if (Object.hasOwn(BY_SLUG, slug)) return BY_SLUG[slug]!(s, slug);
  if (Object.hasOwn(BY_GROUP, group)) return BY_GROUP[group]!(s);
  return drawLatex(s);
}

export function illustrationSvg(o: IllustrationOptions): string {
  const seed = (Math.imul(o.seed | 0, 0x9e3779b1) ^ hashString(o.slug) ^ hashString(o.colorHex)) >>> 0;
  const base = toHex(parseHex(o.colorHex));
  const s: Scene = { r: mulberry32(seed), base, defs: [], body: [], next: 0 };
  background(s, o.seed);
  drawScene(s, o.slug, o.group);
  const title = o.label ? `<title>${escapeXml(o.label)}</title>` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
    title +
    `<defs>${s.defs.join('')}</defs>` +
    s.body.join('') +
    '</svg>\n'
  );
}
