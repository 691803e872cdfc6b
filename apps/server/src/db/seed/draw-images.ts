import fs from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { ImageCache } from '../../http/image-cache.ts';
import { encodeVariant, variantFile } from '../../http/image-variants.ts';
import type { DrawJob, ImageSpec, Scene } from './images.ts';

/**
 * Draws the demo's pictures as SVG and encodes them to JPEG with sharp. Run as a child process by
 * images.ts (`generateImages`) with a job ({ filesDir, specs }) as JSON on standard input, so the
 * encoding memory lives and dies here, not in the server. Each picture is a simple illustration of its
 * subject (dunes, sea, skyline, fort, a craft object …); logos and postcard frames carry their name,
 * a promotion banner its words. The layout varies with the file name, and colours and mirroring with the
 * picture's variant, so pictures of one scene shown side by side never look alike (decision 039). Given the
 * resizer's cache, each picture's resized `variants` are written into it under the resizer's own keys
 * (http/image-variants.ts) and within its budget, so the server finds them there and never encodes them.
 */

// one process does nothing else: libvips' cache would only keep decoded SVGs that are never read again
sharp.cache(false);

async function draw(job: DrawJob, concurrency = 4): Promise<void> {
  const queue = [...job.specs];
  const root = path.resolve(job.filesDir);
  const cache = job.cache ? new ImageCache(job.cache.dir, job.cache.bytes) : null;
  const folders = new Set(job.specs.map((s) => path.dirname(path.join(job.filesDir, s.file))));
  await Promise.all([...folders].map((f) => fs.mkdir(f, { recursive: true })));

  async function worker() {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const target = path.join(job.filesDir, spec.file);
      // written beside the target and renamed, so an interrupted start never leaves half a picture behind
      const partial = `${target}.${process.pid}.partial`;
      await sharp(Buffer.from(drawScene(spec)))
        // Huffman optimisation off: a quarter less encoding time for slightly larger sources (the /files resizer re-encodes anyway)
        .jpeg({ quality: 80, chromaSubsampling: '4:2:0', optimiseCoding: false })
        .toFile(partial);
      await fs.rename(partial, target);
      if (!cache) continue;
      const absolute = path.resolve(root, spec.file);
      const { mtimeMs } = await fs.stat(absolute);
      for (const variant of spec.variants) {
        await cache.write(
          variantFile(cache.dir, path.relative(root, absolute), mtimeMs, variant),
          await encodeVariant(absolute, variant),
        );
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Pictures that carry words are never mirrored nor recoloured (a logo's colours are its own). */
const carriesWords = (scene: Scene) => scene === 'logo' || scene === 'frame' || scene === 'promotion';
/** hue turns in degrees, by variant: small enough that sand stays sand, far enough apart to tell side by side */
const hueTurns = [0, 16, 344, 8, 352, 20, 340, 4, 356];
const brightnesses = [1, 1.12, 0.88];

type Look = { hue: number; brightness: number; flop: boolean };

/**
 * The colour turn, brightness and mirroring of one picture: the n-th picture of a scene differs from the
 * one before it in all three, so packages of one destination, listed side by side, never look alike.
 */
function lookOf(spec: ImageSpec): Look {
  if (carriesWords(spec.scene)) return { hue: 0, brightness: 1, flop: false };
  const v = spec.variant;
  return { hue: hueTurns[v % hueTurns.length]!, brightness: brightnesses[v % brightnesses.length]!, flop: v % 2 === 1 };
}

/** One #rrggbb colour turned on the colour wheel and lightened or darkened (in HSL). */
function turnColour(hex: string, look: Look): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const h = d === 0 ? 0 : max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = (h * 60 + look.hue) % 360;
  const light = Math.min(1, l * look.brightness);
  const c = (1 - Math.abs(2 * light - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - c / 2;
  const sector = Math.floor(hue / 60);
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector]!;
  return `#${[r1!, g1!, b1!]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Applies a look to a drawn scene's SVG: every colour turned, the picture mirrored for odd variants.
 * Done on the drawing, not on the pixels, so it costs nothing to encode (a pixel hue turn in sharp
 * made the seed four times slower).
 */
function withLook(scene: string, look: Look, p: Pen): string {
  const recoloured = scene.replace(/#[0-9a-f]{6}\b/gi, (hex) => turnColour(hex, look));
  return look.flop ? `<g transform="translate(${p.w} 0) scale(-1 1)">${recoloured}</g>` : recoloured;
}

// ---------------------------------------------------------------------------------------------
// Drawing

type Pen = { w: number; h: number; rnd: () => number; pick: <T>(items: readonly T[]) => T };

/** mulberry32 seeded by a hash of the file name: the same file always gets the same picture */
function penFor(spec: ImageSpec): Pen {
  let seed = 2166136261;
  for (const ch of spec.file) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  const rnd = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { w: spec.width, h: spec.height, rnd, pick: (items) => items[Math.floor(rnd() * items.length)] as never };
}

const n = (v: number) => Math.round(v * 10) / 10;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function gradient(id: string, stops: string[], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops.map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

function sky(p: Pen, stops: string[]): string {
  return `<defs>${gradient('sky', stops)}</defs><rect width="${p.w}" height="${p.h}" fill="url(#sky)"/>`;
}

function sun(p: Pen, color: string, x = 0.2 + p.rnd() * 0.6, y = 0.2 + p.rnd() * 0.15, r = 0.07): string {
  const rr = Math.min(p.w, p.h) * r;
  return `<circle cx="${n(p.w * x)}" cy="${n(p.h * y)}" r="${n(rr * 1.8)}" fill="${color}" fill-opacity="0.25"/><circle cx="${n(p.w * x)}" cy="${n(p.h * y)}" r="${n(rr)}" fill="${color}"/>`;
}

/** a smooth ridge across the picture at height `y` (share of the height), filled down to the bottom */
function ridge(p: Pen, y: number, amplitude: number, color: string, segments = 4): string {
  const step = p.w / segments;
  let d = `M0 ${n(p.h * y)}`;
  for (let i = 0; i < segments; i++) {
    const x0 = i * step;
    const up = (p.rnd() - 0.5) * 2 * amplitude * p.h;
    const end = p.h * y + (p.rnd() - 0.5) * amplitude * p.h;
    d += ` C ${n(x0 + step * 0.35)} ${n(p.h * y + up)}, ${n(x0 + step * 0.65)} ${n(p.h * y - up)}, ${n(x0 + step)} ${n(end)}`;
  }
  return `<path d="${d} L ${p.w} ${p.h} L 0 ${p.h} Z" fill="${color}"/>`;
}

/** a jagged mountain range (the Hajar mountains behind the east coast) */
function range(p: Pen, y: number, height: number, color: string, peaks = 7): string {
  const pts: string[] = [`0,${n(p.h * y)}`];
  for (let i = 0; i <= peaks * 2; i++) {
    const x = (p.w / (peaks * 2)) * i;
    const top = i % 2 === 1 ? p.h * (y - height * (0.5 + p.rnd() * 0.5)) : p.h * (y - height * p.rnd() * 0.3);
    pts.push(`${n(x)},${n(top)}`);
  }
  pts.push(`${p.w},${p.h}`, `0,${p.h}`);
  return `<polygon points="${pts.join(' ')}" fill="${color}"/>`;
}

function water(p: Pen, y: number, stops: string[]): string {
  const lines = Array.from({ length: 6 }, (_, i) => {
    const ly = p.h * (y + ((1 - y) * (i + 0.5)) / 6);
    const x = p.rnd() * p.w * 0.6;
    return `<rect x="${n(x)}" y="${n(ly)}" width="${n(p.w * (0.15 + p.rnd() * 0.3))}" height="${n(p.h * 0.006)}" rx="3" fill="#ffffff" fill-opacity="0.35"/>`;
  }).join('');
  return `<defs>${gradient('sea', stops)}</defs><rect y="${n(p.h * y)}" width="${p.w}" height="${n(p.h * (1 - y))}" fill="url(#sea)"/>${lines}`;
}

function palm(p: Pen, x: number, base: number, height: number, color = '#2d4a22'): string {
  const bx = p.w * x;
  const by = p.h * base;
  const top = by - p.h * height;
  const lean = (p.rnd() - 0.5) * p.w * 0.04;
  const s = p.h * height * 0.45;
  const fronds = [-150, -120, -60, -30, -95, 200, -20]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const ex = bx + lean + Math.cos(a) * s;
      const ey = top + Math.sin(a) * s * 0.6 + s * 0.35;
      return `<path d="M ${n(bx + lean)} ${n(top)} Q ${n((bx + lean + ex) / 2)} ${n(top - s * 0.3)} ${n(ex)} ${n(ey)}" stroke="${color}" stroke-width="${n(p.h * 0.012)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M ${n(bx)} ${n(by)} Q ${n(bx + lean * 0.2)} ${n((by + top) / 2)} ${n(bx + lean)} ${n(top)}" stroke="#5b3a1e" stroke-width="${n(p.h * 0.014)}" fill="none"/>${fronds}`;
}

function acacia(p: Pen, x: number, base: number, size: number, color: string): string {
  const bx = p.w * x;
  const by = p.h * base;
  const s = p.h * size;
  return `<path d="M ${n(bx)} ${n(by)} L ${n(bx)} ${n(by - s * 0.6)} M ${n(bx)} ${n(by - s * 0.45)} L ${n(bx - s * 0.35)} ${n(by - s * 0.75)} M ${n(bx)} ${n(by - s * 0.5)} L ${n(bx + s * 0.3)} ${n(by - s * 0.8)}" stroke="${color}" stroke-width="${n(s * 0.06)}"/><ellipse cx="${n(bx)}" cy="${n(by - s * 0.82)}" rx="${n(s * 0.75)}" ry="${n(s * 0.16)}" fill="${color}"/>`;
}

function dhow(p: Pen, x: number, y: number, size: number, color: string): string {
  const bx = p.w * x;
  const by = p.h * y;
  const s = p.h * size;
  return `<path d="M ${n(bx - s)} ${n(by)} L ${n(bx + s * 1.1)} ${n(by - s * 0.1)} L ${n(bx + s * 0.7)} ${n(by + s * 0.3)} L ${n(bx - s * 0.7)} ${n(by + s * 0.3)} Z" fill="${color}"/><path d="M ${n(bx)} ${n(by - s * 0.05)} L ${n(bx - s * 0.1)} ${n(by - s * 1.5)} L ${n(bx + s * 0.9)} ${n(by - s * 0.2)} Z" fill="#fdf6e3" fill-opacity="0.92"/>`;
}

function skyline(p: Pen, base: number, color: string, withDomes: boolean): string {
  let x = 0;
  const parts: string[] = [];
  while (x < p.w) {
    const bw = p.w * (0.04 + p.rnd() * 0.06);
    const bh = p.h * (0.08 + p.rnd() * 0.3);
    parts.push(`<rect x="${n(x)}" y="${n(p.h * base - bh)}" width="${n(bw)}" height="${n(bh + 2)}" fill="${color}"/>`);
    if (p.rnd() < 0.5) {
      for (let wy = p.h * base - bh + p.h * 0.03; wy < p.h * base - p.h * 0.02; wy += p.h * 0.045) {
        parts.push(
          `<rect x="${n(x + bw * 0.2)}" y="${n(wy)}" width="${n(bw * 0.6)}" height="${n(p.h * 0.012)}" fill="#ffd27a" fill-opacity="0.55"/>`,
        );
      }
    }
    x += bw + p.w * 0.005;
  }
  if (withDomes) {
    const dx = p.w * (0.25 + p.rnd() * 0.5);
    const r = p.h * 0.09;
    const by = p.h * base;
    parts.push(
      `<rect x="${n(dx - r)}" y="${n(by - r * 1.2)}" width="${n(r * 2)}" height="${n(r * 1.2)}" fill="${color}"/>`,
      `<path d="M ${n(dx - r)} ${n(by - r * 1.2)} A ${n(r)} ${n(r)} 0 0 1 ${n(dx + r)} ${n(by - r * 1.2)} Z" fill="${color}"/>`,
      `<rect x="${n(dx + r * 1.5)}" y="${n(by - r * 4)}" width="${n(r * 0.3)}" height="${n(r * 4)}" fill="${color}"/>`,
      `<path d="M ${n(dx + r * 1.5)} ${n(by - r * 4)} L ${n(dx + r * 1.65)} ${n(by - r * 4.6)} L ${n(dx + r * 1.8)} ${n(by - r * 4)} Z" fill="${color}"/>`,
    );
  }
  return parts.join('');
}

function fort(p: Pen, x: number, base: number, size: number, wall: string, shade: string): string {
  const cx = p.w * x;
  const by = p.h * base;
  const s = p.h * size;
  const merlons = Array.from({ length: 9 }, (_, i) => {
    const mx = cx - s * 1.2 + (i * s * 2.4) / 9;
    return `<rect x="${n(mx)}" y="${n(by - s * 0.85)}" width="${n(s * 0.12)}" height="${n(s * 0.08)}" fill="${wall}"/>`;
  }).join('');
  return [
    `<rect x="${n(cx - s * 1.2)}" y="${n(by - s * 0.78)}" width="${n(s * 2.4)}" height="${n(s * 0.78)}" fill="${wall}"/>`,
    merlons,
    `<rect x="${n(cx - s * 1.55)}" y="${n(by - s * 1.15)}" width="${n(s * 0.45)}" height="${n(s * 1.15)}" rx="${n(s * 0.08)}" fill="${shade}"/>`,
    `<rect x="${n(cx + s * 1.1)}" y="${n(by - s * 1.05)}" width="${n(s * 0.45)}" height="${n(s * 1.05)}" fill="${shade}"/>`,
    `<path d="M ${n(cx - s * 0.18)} ${n(by)} L ${n(cx - s * 0.18)} ${n(by - s * 0.35)} Q ${n(cx)} ${n(by - s * 0.55)} ${n(cx + s * 0.18)} ${n(by - s * 0.35)} L ${n(cx + s * 0.18)} ${n(by)} Z" fill="#5b3a1e"/>`,
    `<rect x="${n(cx - s * 0.75)}" y="${n(by - s * 0.6)}" width="${n(s * 0.1)}" height="${n(s * 0.18)}" fill="#5b3a1e"/>`,
    `<rect x="${n(cx + s * 0.65)}" y="${n(by - s * 0.6)}" width="${n(s * 0.1)}" height="${n(s * 0.18)}" fill="#5b3a1e"/>`,
  ].join('');
}

function windTower(p: Pen, x: number, base: number, size: number, wall: string): string {
  const cx = p.w * x;
  const by = p.h * base;
  const s = p.h * size;
  const slits = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${n(cx - s * 0.2 + i * s * 0.15)}" y="${n(by - s * 1.45)}" width="${n(s * 0.07)}" height="${n(s * 0.4)}" fill="#6b4a2b"/>`,
    )
    .join('');
  return `<rect x="${n(cx - s * 0.28)}" y="${n(by - s * 1.6)}" width="${n(s * 0.56)}" height="${n(s * 1.6)}" fill="${wall}"/>${slits}<rect x="${n(cx - s * 0.6)}" y="${n(by - s * 0.7)}" width="${n(s * 1.2)}" height="${n(s * 0.7)}" fill="${wall}"/>`;
}

/** eight-pointed stars (two overlapping squares each) as one path: one element draws the whole pattern */
function star8Path(centres: [number, number][], r: number, color: string, opacity: number): string {
  const d = centres
    .map(([cx, cy]) => {
      const q = r * Math.SQRT2;
      return `M${n(cx - r)} ${n(cy - r)}H${n(cx + r)}V${n(cy + r)}H${n(cx - r)}Z M${n(cx)} ${n(cy - q)}L${n(cx + q)} ${n(cy)}L${n(cx)} ${n(cy + q)}L${n(cx - q)} ${n(cy)}Z`;
    })
    .join('');
  return `<path d="${d}" fill="${color}" fill-opacity="${opacity}"/>`;
}

function stars(p: Pen, count: number, maxY: number): string {
  const d = Array.from({ length: count }, () => {
    const r = n(0.6 + p.rnd() * 1.8);
    return `M${n(p.rnd() * p.w - r)} ${n(p.rnd() * p.h * maxY)}a${r} ${r} 0 1 0 ${n(2 * r)} 0a${r} ${r} 0 1 0 ${n(-2 * r)} 0`;
  }).join('');
  return `<path d="${d}" fill="#ffffff" fill-opacity="0.8"/>`;
}

/** a warm studio backdrop and a table top for the craft still-lifes */
function studio(p: Pen): string {
  const tones = p.pick([
    ['#f3e9dc', '#e6d3bb'],
    ['#efe6f5', '#dccbe8'],
    ['#e4efe9', '#c9ddd1'],
    ['#f6e7d8', '#ecc9a8'],
  ] as const);
  return `${sky(p, [...tones])}<rect y="${n(p.h * 0.68)}" width="${p.w}" height="${n(p.h * 0.32)}" fill="#a47551"/><rect y="${n(p.h * 0.68)}" width="${p.w}" height="${n(p.h * 0.02)}" fill="#8a5e3e"/>`;
}

type Painter = (p: Pen) => string;

const painters: Record<Scene, Painter> = {
  desert: (p) =>
    sky(
      p,
      p.pick([
        ['#f9d29d', '#f3a46b'],
        ['#9fd3f0', '#fbe3b5'],
        ['#fbc2a2', '#f7e0b0'],
      ]),
    ) +
    sun(p, '#fff3c4') +
    ridge(p, 0.58, 0.06, '#e9b878') +
    acacia(p, 0.15 + p.rnd() * 0.7, 0.62, 0.16, '#6b4f2a') +
    ridge(p, 0.7, 0.07, '#d99a55') +
    ridge(p, 0.84, 0.05, '#b9773c'),
  night: (p) =>
    sky(p, ['#0b1d3a', '#1f3765', '#3b4f86']) +
    stars(p, 90, 0.65) +
    `<circle cx="${n(p.w * 0.78)}" cy="${n(p.h * 0.2)}" r="${n(p.h * 0.07)}" fill="#f8f1d2"/><circle cx="${n(p.w * 0.78 + p.h * 0.03)}" cy="${n(p.h * 0.19)}" r="${n(p.h * 0.065)}" fill="#16284f"/>` +
    ridge(p, 0.72, 0.05, '#2a2236') +
    ridge(p, 0.85, 0.04, '#1a1522'),
  sea: (p) =>
    sky(
      p,
      p.pick([
        ['#7cc3e8', '#dff3fb'],
        ['#f7b89c', '#fde8c8'],
        ['#5b8fd6', '#cfe6f7'],
      ]),
    ) +
    sun(p, '#fff7d1', undefined, 0.18) +
    water(p, 0.45 + p.rnd() * 0.2, ['#2a86b8', '#0b4a6f']) +
    dhow(p, 0.25 + p.rnd() * 0.5, 0.6, 0.04 + p.rnd() * 0.05, '#6b3f1f') +
    ridge(p, 0.9, 0.02, '#f0d9a8'),
  mountains: (p) =>
    sky(p, ['#8fc9ea', '#f5e6cf']) +
    sun(p, '#fff3c4', undefined, 0.16) +
    range(p, 0.55, 0.3, '#9b8472') +
    range(p, 0.6, 0.18, '#7a6352') +
    water(p, 0.62, ['#2b8cbf', '#0e4f73']) +
    dhow(p, 0.3 + p.rnd() * 0.4, 0.7, 0.05, '#5c3519') +
    ridge(p, 0.9, 0.02, '#efd7a5'),
  lagoon: (p) =>
    sky(
      p,
      p.pick([
        ['#9ad7e6', '#f6e4c8'],
        ['#f5b7a5', '#fde3c2'],
      ]),
    ) +
    water(p, 0.6, ['#3aa6a0', '#1b6f7a']) +
    `<ellipse cx="${n(p.w * 0.5)}" cy="${n(p.h * 0.62)}" rx="${n(p.w * 0.38)}" ry="${n(p.h * 0.07)}" fill="#6aa84f"/>` +
    palm(p, 0.25, 0.62, 0.32) +
    palm(p, 0.36, 0.62, 0.26) +
    palm(p, 0.68, 0.62, 0.3) +
    `<path d="M ${n(p.w * 0.47)} ${n(p.h * 0.6)} A ${n(p.h * 0.08)} ${n(p.h * 0.08)} 0 0 1 ${n(p.w * 0.47 + p.h * 0.16)} ${n(p.h * 0.6)} Z" fill="#f4f1ea"/>`,
  city: (p) =>
    sky(p, ['#3d2c6b', '#c45f7a', '#f6b26b']) +
    sun(p, '#ffd9a0', undefined, 0.45, 0.06) +
    skyline(p, 0.68, '#1f1a3a', true) +
    water(p, 0.68, ['#2c3f73', '#141d3a']),
  heritage: (p) =>
    sky(p, ['#87c4e6', '#f3e3c6']) +
    ridge(p, 0.82, 0.01, '#e3c48f') +
    fort(p, 0.4 + p.rnd() * 0.15, 0.82, 0.34, '#dcb887', '#c9a26f') +
    windTower(p, 0.82, 0.82, 0.22, '#d6b27e') +
    palm(p, 0.12, 0.84, 0.36),
  museum: (p) => {
    const tiles: [number, number][] = [];
    for (let y = 0; y < p.h; y += p.h / 5) for (let x = 0; x < p.w; x += p.h / 5) tiles.push([x, y]);
    const count = 3 + Math.floor(p.rnd() * 4);
    const arches = Array.from({ length: count }, (_, i) => {
      const ax = p.w * ((i + 0.5) / count);
      const aw = p.w * (0.28 / count);
      const top = p.h * 0.45;
      return `<path d="M ${n(ax - aw)} ${n(p.h * 0.9)} L ${n(ax - aw)} ${n(top)} Q ${n(ax - aw)} ${n(top - aw)} ${n(ax)} ${n(top - aw * 1.5)} Q ${n(ax + aw)} ${n(top - aw)} ${n(ax + aw)} ${n(top)} L ${n(ax + aw)} ${n(p.h * 0.9)} Z" fill="#0c2340" fill-opacity="0.85"/>`;
    }).join('');
    const r = p.h * (0.12 + p.rnd() * 0.08);
    return (
      sky(
        p,
        p.pick([
          ['#14345f', '#0a1f3b'],
          ['#3b1f4f', '#1b0f2a'],
          ['#0f4d4a', '#082a28'],
          ['#5b1a2a', '#2a0a12'],
        ]),
      ) +
      star8Path(tiles, p.h * 0.035, '#d4af37', 0.18) +
      `<path d="M ${n(p.w / 2 - r)} ${n(p.h * 0.32)} A ${n(r)} ${n(r)} 0 0 1 ${n(p.w / 2 + r)} ${n(p.h * 0.32)} Z" fill="#d4af37"/>` +
      `<rect x="${n(p.w / 2 - r * 1.1)}" y="${n(p.h * 0.32)}" width="${n(r * 2.2)}" height="${n(p.h * 0.05)}" fill="#b8922b"/>` +
      arches +
      `<rect y="${n(p.h * 0.9)}" width="${p.w}" height="${n(p.h * 0.1)}" fill="#8a6d2b"/>`
    );
  },
  safari: (p) => {
    const gx = p.w * (0.55 + p.rnd() * 0.25);
    const gy = p.h * 0.72;
    const s = p.h * 0.2;
    const giraffe =
      `<ellipse cx="${n(gx)}" cy="${n(gy - s * 0.9)}" rx="${n(s * 0.45)}" ry="${n(s * 0.22)}" fill="#c98a3d"/>` +
      [-0.3, -0.15, 0.2, 0.35]
        .map(
          (o) =>
            `<rect x="${n(gx + o * s)}" y="${n(gy - s * 0.85)}" width="${n(s * 0.06)}" height="${n(s * 0.85)}" fill="#c98a3d"/>`,
        )
        .join('') +
      `<path d="M ${n(gx + s * 0.3)} ${n(gy - s)} L ${n(gx + s * 0.55)} ${n(gy - s * 2)} L ${n(gx + s * 0.68)} ${n(gy - s * 1.95)} L ${n(gx + s * 0.45)} ${n(gy - s * 0.9)} Z" fill="#c98a3d"/>` +
      `<ellipse cx="${n(gx + s * 0.7)}" cy="${n(gy - s * 2)}" rx="${n(s * 0.16)}" ry="${n(s * 0.08)}" fill="#c98a3d"/>`;
    return (
      sky(p, ['#f7c873', '#fbe7b5']) +
      sun(p, '#fff4d0', 0.2, 0.3, 0.1) +
      ridge(p, 0.68, 0.02, '#c9b458') +
      acacia(p, 0.25, 0.72, 0.3, '#4e3b1f') +
      giraffe +
      ridge(p, 0.82, 0.02, '#a99a45')
    );
  },
  wetland: (p) =>
    sky(p, ['#bfe3ef', '#f4efe0']) +
    water(p, 0.6, ['#6fb3b8', '#2f7f86']) +
    Array.from({ length: 5 }, () => {
      const fx = p.w * (0.15 + p.rnd() * 0.7);
      const fy = p.h * (0.66 + p.rnd() * 0.12);
      const s = p.h * 0.06;
      return `<ellipse cx="${n(fx)}" cy="${n(fy - s * 1.6)}" rx="${n(s * 0.55)}" ry="${n(s * 0.3)}" fill="#f28fa0"/><path d="M ${n(fx + s * 0.4)} ${n(fy - s * 1.7)} Q ${n(fx + s * 0.9)} ${n(fy - s * 2.6)} ${n(fx + s * 0.6)} ${n(fy - s * 3)}" stroke="#f28fa0" stroke-width="${n(s * 0.15)}" fill="none"/><rect x="${n(fx)}" y="${n(fy - s * 1.4)}" width="${n(s * 0.06)}" height="${n(s * 1.4)}" fill="#d96b7e"/>`;
    }).join('') +
    ridge(p, 0.9, 0.02, '#8fae6b'),
  textile: (p) => {
    const x = p.w * 0.18;
    const y = p.h * 0.3;
    const w = p.w * 0.64;
    const h = p.h * 0.46;
    const colors = p.pick([
      ['#9b2226', '#1b1b1b', '#f1e4c9', '#7a4b2a'],
      ['#23395b', '#f1e4c9', '#9b2226', '#c9a227'],
      ['#5b2333', '#e8d9bd', '#2f2f2f', '#b5651d'],
    ] as const);
    const bands = Array.from({ length: 8 }, (_, i) => {
      const by = y + (h / 8) * i;
      const c = colors[i % colors.length] as string;
      const teeth =
        i % 2 === 1
          ? Array.from({ length: 12 }, (_, k) => {
              const tx = x + (w / 12) * k;
              return `<path d="M ${n(tx)} ${n(by + h / 8)} L ${n(tx + w / 24)} ${n(by)} L ${n(tx + w / 12)} ${n(by + h / 8)} Z" fill="${colors[(i + 2) % colors.length]}"/>`;
            }).join('')
          : '';
      return `<rect x="${n(x)}" y="${n(by)}" width="${n(w)}" height="${n(h / 8 + 1)}" fill="${c}"/>${teeth}`;
    }).join('');
    return (
      studio(p) +
      bands +
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="#3b2a1a" stroke-width="4"/>`
    );
  },
  pottery: (p) => {
    const cx = p.w * 0.5;
    const by = p.h * 0.78;
    const r = p.h * 0.2;
    return (
      studio(p) +
      `<ellipse cx="${n(cx)}" cy="${n(by - r)}" rx="${n(r * 1.05)}" ry="${n(r)}" fill="#b5532c"/>` +
      `<rect x="${n(cx - r * 0.35)}" y="${n(by - r * 2.45)}" width="${n(r * 0.7)}" height="${n(r * 0.6)}" fill="#a54a27"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(by - r * 2.45)}" rx="${n(r * 0.48)}" ry="${n(r * 0.1)}" fill="#8c3d1f"/>` +
      `<path d="M ${n(cx - r)} ${n(by - r * 1.1)} Q ${n(cx)} ${n(by - r * 0.9)} ${n(cx + r)} ${n(by - r * 1.1)}" stroke="#f1e4c9" stroke-width="6" fill="none"/>` +
      `<path d="M ${n(cx - r * 0.9)} ${n(by - r * 0.7)} Q ${n(cx)} ${n(by - r * 0.5)} ${n(cx + r * 0.9)} ${n(by - r * 0.7)}" stroke="#2f2f2f" stroke-width="4" fill="none"/>` +
      `<ellipse cx="${n(cx + r * 1.7)}" cy="${n(by - r * 0.35)}" rx="${n(r * 0.45)}" ry="${n(r * 0.35)}" fill="#c7673a"/>`
    );
  },
  dates: (p) => {
    const x = p.w * 0.2;
    const y = p.h * 0.42;
    const w = p.w * 0.6;
    const h = p.h * 0.3;
    const fruit: string[] = [];
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 7; c++)
        fruit.push(
          `<ellipse cx="${n(x + w * (0.09 + c * 0.137))}" cy="${n(y + h * (0.2 + r * 0.3))}" rx="${n(w * 0.05)}" ry="${n(h * 0.11)}" fill="${p.pick(['#5a2d0c', '#6e3710', '#4a230a'])}"/>`,
        );
    return (
      studio(p) +
      `<rect x="${n(x - 10)}" y="${n(y - 10)}" width="${n(w + 20)}" height="${n(h + 20)}" rx="8" fill="#c9a227"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#f3e6c4"/>` +
      fruit.join('')
    );
  },
  perfume: (p) => {
    const cx = p.w * 0.5;
    const by = p.h * 0.78;
    const s = p.h * 0.22;
    return (
      studio(p) +
      `<polygon points="${n(cx - s * 0.6)},${n(by)} ${n(cx + s * 0.6)},${n(by)} ${n(cx + s * 0.75)},${n(by - s * 0.8)} ${n(cx)},${n(by - s * 1.3)} ${n(cx - s * 0.75)},${n(by - s * 0.8)}" fill="#7b2d5b" fill-opacity="0.9"/>` +
      `<rect x="${n(cx - s * 0.12)}" y="${n(by - s * 1.6)}" width="${n(s * 0.24)}" height="${n(s * 0.35)}" fill="#c9a227"/>` +
      `<circle cx="${n(cx)}" cy="${n(by - s * 1.75)}" r="${n(s * 0.16)}" fill="#d4af37"/>` +
      `<polygon points="${n(cx - s * 0.35)},${n(by - s * 0.2)} ${n(cx - s * 0.15)},${n(by - s * 0.2)} ${n(cx - s * 0.3)},${n(by - s * 0.9)}" fill="#ffffff" fill-opacity="0.3"/>` +
      `<rect x="${n(cx + s * 1.1)}" y="${n(by - s * 0.7)}" width="${n(s * 0.4)}" height="${n(s * 0.7)}" rx="6" fill="#3b2a1a"/>`
    );
  },
  incense: (p) => {
    const cx = p.w * 0.5;
    const by = p.h * 0.78;
    const s = p.h * 0.2;
    const smoke = [0, 1, 2]
      .map(
        (i) =>
          `<path d="M ${n(cx + (i - 1) * s * 0.2)} ${n(by - s * 1.5)} C ${n(cx + s * 0.5)} ${n(by - s * 2)}, ${n(cx - s * 0.5)} ${n(by - s * 2.4)}, ${n(cx + (i - 1) * s * 0.3)} ${n(by - s * 3)}" stroke="#ffffff" stroke-width="5" fill="none" stroke-opacity="0.6"/>`,
      )
      .join('');
    return (
      studio(p) +
      `<path d="M ${n(cx - s * 0.5)} ${n(by)} L ${n(cx + s * 0.5)} ${n(by)} L ${n(cx + s * 0.3)} ${n(by - s * 0.6)} L ${n(cx + s * 0.7)} ${n(by - s * 1.4)} L ${n(cx - s * 0.7)} ${n(by - s * 1.4)} L ${n(cx - s * 0.3)} ${n(by - s * 0.6)} Z" fill="#8c3d1f"/>` +
      `<rect x="${n(cx - s * 0.7)}" y="${n(by - s * 1.5)}" width="${n(s * 1.4)}" height="${n(s * 0.12)}" fill="#d4af37"/>` +
      smoke
    );
  },
  basket: (p) => {
    const cx = p.w * 0.5;
    const by = p.h * 0.8;
    const s = p.h * 0.25;
    const bands = Array.from({ length: 6 }, (_, i) => {
      const y = by - s * (0.15 + i * 0.15);
      const half = s * (0.9 + i * 0.05);
      const c = p.pick(['#d8b46a', '#2e7d32', '#7b1fa2', '#c62828', '#e0c27a']);
      return `<rect x="${n(cx - half)}" y="${n(y)}" width="${n(half * 2)}" height="${n(s * 0.15)}" fill="${c}"/>`;
    }).join('');
    return (
      studio(p) +
      bands +
      `<path d="M ${n(cx - s * 1.1)} ${n(by - s * 0.9)} Q ${n(cx)} ${n(by - s * 2.2)} ${n(cx + s * 1.1)} ${n(by - s * 0.9)}" stroke="#a67c3d" stroke-width="12" fill="none"/>`
    );
  },
  henna: (p) => {
    const cx = p.w * 0.5;
    const cy = p.h * 0.55;
    const r = p.h * 0.24;
    const petals = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<circle cx="${n(cx + Math.cos(a) * r * 0.65)}" cy="${n(cy + Math.sin(a) * r * 0.65)}" r="${n(r * 0.1)}" fill="none" stroke="#7a3b12" stroke-width="4"/>`;
    }).join('');
    return (
      studio(p) +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#f6e3c6"/>` +
      petals +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.3)}" fill="none" stroke="#7a3b12" stroke-width="6"/>` +
      `<polygon points="${n(cx + r * 1.2)},${n(cy + r * 0.9)} ${n(cx + r * 1.45)},${n(cy + r * 0.9)} ${n(cx + r * 1.7)},${n(cy - r * 0.6)}" fill="#2e7d32"/>`
    );
  },
  brass: (p) => {
    const cx = p.w * 0.48;
    const by = p.h * 0.8;
    const s = p.h * 0.2;
    return (
      studio(p) +
      `<defs>${gradient('gold', ['#f6d365', '#c9a227', '#8c6d1f'], false)}</defs>` +
      `<path d="M ${n(cx - s * 0.7)} ${n(by)} Q ${n(cx - s * 0.9)} ${n(by - s * 0.7)} ${n(cx - s * 0.35)} ${n(by - s * 1.1)} L ${n(cx - s * 0.25)} ${n(by - s * 1.8)} L ${n(cx + s * 0.25)} ${n(by - s * 1.8)} L ${n(cx + s * 0.35)} ${n(by - s * 1.1)} Q ${n(cx + s * 0.9)} ${n(by - s * 0.7)} ${n(cx + s * 0.7)} ${n(by)} Z" fill="url(#gold)"/>` +
      `<path d="M ${n(cx - s * 0.3)} ${n(by - s * 1.5)} Q ${n(cx - s * 1.2)} ${n(by - s * 1.6)} ${n(cx - s * 1.4)} ${n(by - s * 2.2)}" stroke="#c9a227" stroke-width="${n(s * 0.12)}" fill="none"/>` +
      `<path d="M ${n(cx - s * 0.3)} ${n(by - s * 1.8)} Q ${n(cx)} ${n(by - s * 2.4)} ${n(cx + s * 0.3)} ${n(by - s * 1.8)} Z" fill="#d4af37"/>` +
      `<circle cx="${n(cx)}" cy="${n(by - s * 2.3)}" r="${n(s * 0.08)}" fill="#8c6d1f"/>`
    );
  },
  soap: (p) => {
    const cx = p.w * 0.5;
    const by = p.h * 0.78;
    const s = p.h * 0.12;
    const bars = [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${n(cx - s * 1.6 + i * s * 0.15)}" y="${n(by - s * (i + 1))}" width="${n(s * 3.2)}" height="${n(s * 0.95)}" rx="${n(s * 0.25)}" fill="${['#f4efe6', '#e9dcc3', '#f7f1e1'][i]}" stroke="#cdbb98" stroke-width="2"/>`,
      )
      .join('');
    return (
      studio(p) +
      bars +
      `<rect x="${n(cx - s * 0.2)}" y="${n(by - s * 3)}" width="${n(s * 0.4)}" height="${n(s * 3)}" fill="#9b2226" fill-opacity="0.85"/>`
    );
  },
  frame: (p) => {
    const m = Math.min(p.w, p.h) * 0.07;
    const tiles: [number, number][] = [];
    for (let x = m / 2; x < p.w; x += m) tiles.push([x, m / 2], [x, p.h - m / 2]);
    for (let y = m * 1.5; y < p.h - m; y += m) tiles.push([m / 2, y], [p.w - m / 2, y]);
    const base = p.pick(['#0f5e7a', '#9b2226', '#2e7d32', '#7b2d5b', '#b5651d']);
    return (
      `<rect width="${p.w}" height="${p.h}" fill="${base}"/>` +
      star8Path(tiles, m * 0.3, '#ffffff', 0.5) +
      `<rect x="${n(m * 1.3)}" y="${n(m * 1.3)}" width="${n(p.w - m * 2.6)}" height="${n(p.h - m * 2.6)}" fill="#f7f1e3"/>` +
      `<rect x="${n(m * 1.6)}" y="${n(m * 1.6)}" width="${n(p.w - m * 3.2)}" height="${n(p.h - m * 3.2)}" fill="none" stroke="${base}" stroke-width="3" stroke-dasharray="14 8"/>`
    );
  },
  vintage: (p) => {
    const subject = p.pick(['fort', 'sea', 'souq'] as const);
    const body =
      subject === 'fort'
        ? ridge(p, 0.8, 0.01, '#b89b72') + fort(p, 0.5, 0.8, 0.3, '#a5875f', '#8d7150') + palm(p, 0.15, 0.82, 0.34, '#5e4a33')
        : subject === 'sea'
          ? water(p, 0.58, ['#9c8663', '#6f5c40']) + dhow(p, 0.45, 0.64, 0.08, '#4a3a27') + dhow(p, 0.75, 0.6, 0.04, '#4a3a27')
          : Array.from({ length: 4 }, (_, i) => {
              const ax = p.w * (0.2 + i * 0.2);
              const aw = p.w * 0.07;
              return `<path d="M ${n(ax - aw)} ${n(p.h * 0.85)} L ${n(ax - aw)} ${n(p.h * 0.45)} Q ${n(ax)} ${n(p.h * 0.3)} ${n(ax + aw)} ${n(p.h * 0.45)} L ${n(ax + aw)} ${n(p.h * 0.85)} Z" fill="#6f5c40"/>`;
            }).join('') + `<rect y="${n(p.h * 0.85)}" width="${p.w}" height="${n(p.h * 0.15)}" fill="#8d7150"/>`;
    const border = Math.min(p.w, p.h) * 0.04;
    return (
      sky(p, ['#e8d9b8', '#cdb48a']) +
      body +
      `<rect x="${n(border / 2)}" y="${n(border / 2)}" width="${n(p.w - border)}" height="${n(p.h - border)}" fill="none" stroke="#fbf6ea" stroke-width="${n(border)}"/>`
    );
  },
  promotion: (p) =>
    sky(p, ['#5c142c', '#7a1f3d', '#c45f7a']) +
    star8Path(
      Array.from({ length: 14 }, () => [p.rnd() * p.w, p.rnd() * p.h] as [number, number]),
      p.h * 0.05,
      '#ffd27a',
      0.18,
    ) +
    skyline(p, 1, '#3a0d1d', true),
  logo: (p) => {
    const base = p.pick(['#0f5e7a', '#9b2226', '#2e7d32', '#7b2d5b', '#b5651d', '#23395b', '#c9a227']);
    return (
      `<rect width="${p.w}" height="${p.h}" fill="#fbf7ef"/>` +
      `<circle cx="${p.w / 2}" cy="${p.h / 2}" r="${n(p.w * 0.42)}" fill="${base}"/>` +
      `<circle cx="${p.w / 2}" cy="${p.h / 2}" r="${n(p.w * 0.36)}" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.7"/>` +
      star8Path([[p.w / 2, p.h * 0.27]], p.w * 0.03, '#ffffff', 0.8)
    );
  },
};

function titleBlock(p: Pen, title: string, scene: Scene): string {
  const text = escapeXml(title);
  if (scene === 'logo') {
    const initials = escapeXml(
      title
        .split(/\s+/)
        .filter((w) => /^[A-Za-z]/.test(w))
        .slice(0, 2)
        .map((w) => w[0]?.toUpperCase())
        .join(''),
    );
    return `<text x="${p.w / 2}" y="${n(p.h * 0.6)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${n(p.h * 0.26)}" fill="#ffffff" text-anchor="middle">${initials}</text>`;
  }
  if (scene === 'frame') {
    // the frame's middle stays empty for the customer's photo; the name sits on its lower edge
    const size = Math.min(p.w, p.h) * 0.045;
    return `<text x="${p.w / 2}" y="${n(p.h * 0.86)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${n(size)}" fill="#5b3a1e" text-anchor="middle">${text}</text>`;
  }
  if (scene === 'promotion') return promotionWords(p, title.split('\n'));
  // photographs carry no caption: cards crop them to other shapes, and the page shows the name in the reader's language
  return '';
}

/**
 * A banner's words, English on the left and Arabic on the right (the banner is one picture for both
 * languages): a headline and two lines each, from the title's six lines.
 */
function promotionWords(p: Pen, lines: string[]): string {
  const block = (x: number, [head = '', ...rest]: string[]) =>
    `<text x="${n(p.w * x)}" y="${n(p.h * 0.32)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${n(p.h * 0.14)}" fill="#ffffff" text-anchor="middle">${escapeXml(head)}</text>` +
    rest
      .map(
        (line, i) =>
          `<text x="${n(p.w * x)}" y="${n(p.h * (0.5 + i * 0.11))}" font-family="DejaVu Sans, sans-serif" font-size="${n(p.h * 0.06)}" fill="#fff3c4" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('');
  return block(0.26, lines.slice(0, 3)) + block(0.74, lines.slice(3, 6));
}

function drawScene(spec: ImageSpec): string {
  const p = penFor(spec);
  const scene = withLook(painters[spec.scene](p), lookOf(spec), p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${p.w}" height="${p.h}" viewBox="0 0 ${p.w} ${p.h}">${scene}${titleBlock(p, spec.title, spec.scene)}</svg>`;
}

await draw(JSON.parse(await text(process.stdin)) as DrawJob);
