#!/usr/bin/env node
/**
 * Generates the site's identity files into packages/site/public: logo.svg, favicon.svg and the Open Graph image
 * (SVG, plus a PNG drawn by a tiny rasteriser: no native dependencies). Deterministic, no network. Run with
 * `node packages/site/scripts/generate-identity.mjs` and commit the output. The pictures of products, brands,
 * the timeline, the article and the blog come from generate-images.mjs.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const FONT = "system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif";
const BRAND = "#15803d";
const INK = "#18181b";

// ---------------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------------

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const n = (v) => String(Math.round(v * 10) / 10);

function svg(w, h, title, body, defs = "") {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`
  );
}

function text(x, y, size, content, { fill = INK, weight = 800, anchor = "start", opacity, spacing } = {}) {
  const extra = `${opacity !== undefined ? ` opacity="${opacity}"` : ""}${spacing !== undefined ? ` letter-spacing="${spacing}"` : ""}`;
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${n(size)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${extra}>${esc(content)}</text>`;
}

const linear = (id, a, b, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

// ---------------------------------------------------------------------------------------------
// Shared drawings. The sneaker is drawn in a 200x100 box, toe to the right.
// ---------------------------------------------------------------------------------------------

const SNEAKER_UPPER = "M12 78 L13 36 Q14 22 28 22 L50 24 Q60 25 66 33 L78 45 Q114 52 152 60 Q188 66 195 76 L196 78 Z";
const SNEAKER_SOLE = "M6 78 H198 Q203 78 201 86 Q199 94 188 94 H14 Q5 94 6 86 Z";

/** A generic low-top sneaker. `s` scales the 200x100 drawing. */
function sneaker(x, y, s, { upper = "#ffffff", accent = "#ef4444", sole = "#fafafa", line = INK, flip = false } = {}) {
  const t = flip ? `translate(${n(x + 200 * s)} ${n(y)}) scale(${-s} ${s})` : `translate(${n(x)} ${n(y)}) scale(${s})`;
  return (
    `<g transform="${t}" stroke="${line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">` +
    `<path d="${SNEAKER_UPPER}" fill="${upper}"/>` +
    `<path d="M20 78 Q22 58 40 54 Q70 50 92 70 Q98 76 96 78 Z" fill="${accent}"/>` +
    `<path d="M150 60 Q186 64 195 76 L196 78 H160 Q150 70 150 60 Z" fill="${accent}"/>` +
    `<path d="M62 64 Q100 50 150 70" fill="none" stroke="${accent}" stroke-width="6"/>` +
    `<path d="M84 48 l8 -8 M98 51 l8 -8 M112 54 l8 -8 M126 57 l8 -8" fill="none"/>` +
    `<path d="${SNEAKER_SOLE}" fill="${sole}"/>` +
    `<path d="M14 86 H192" fill="none" stroke-width="2" opacity=".5"/></g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Site identity
// ---------------------------------------------------------------------------------------------

function siteLogo() {
  const body =
    `<rect width="360" height="64" rx="14" fill="#0a0a0a"/>` +
    sneaker(12, 10, 0.44, { upper: "#ffffff", accent: "#22c55e", line: "#ffffff", sole: "#0a0a0a" }) +
    `<text x="110" y="41" font-family="${FONT}" font-size="22" font-weight="800" letter-spacing="1" fill="#ffffff">KICKS <tspan fill="#4ade80" font-weight="600">DIRECTORY</tspan></text>`;
  return svg(360, 64, "Kicks Directory", body);
}

function favicon() {
  return svg(
    64,
    64,
    "Kicks Directory",
    `<rect width="64" height="64" rx="14" fill="${BRAND}"/>` +
      sneaker(4, 12, 0.28, { upper: "#ffffff", accent: "#0a0a0a", line: "#0a0a0a", sole: "#ffffff" }),
  );
}

function ogSvg() {
  const body =
    `<rect width="1200" height="630" fill="url(#g)"/>` +
    sneaker(640, 160, 2.6, { accent: "#22c55e" }) +
    text(80, 300, 84, "KICKS", { fill: "#ffffff", spacing: 4 }) +
    text(80, 390, 84, "DIRECTORY", { fill: "#4ade80", spacing: 4 }) +
    text(80, 460, 30, "Display. Clean. Store. Collect.", { fill: "#e4e4e7", weight: 600 });
  return svg(1200, 630, "Kicks Directory: the sneaker collector's guide", body, linear("g", "#0a0a0a", "#14532d"));
}

// ---------------------------------------------------------------------------------------------
// A tiny rasteriser + PNG encoder for the Open Graph image (no native dependencies).
// ---------------------------------------------------------------------------------------------

class Raster {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.px = new Float32Array(w * h * 3);
  }
  /** Vertical gradient between two [r,g,b] colours. */
  gradient(top, bottom) {
    for (let y = 0; y < this.h; y++) {
      const t = y / (this.h - 1);
      for (let x = 0; x < this.w; x++) {
        const i = (y * this.w + x) * 3;
        for (let c = 0; c < 3; c++) this.px[i + c] = top[c] + (bottom[c] - top[c]) * t;
      }
    }
  }
  blend(x, y, rgb, a) {
    if (a <= 0 || x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 3;
    for (let c = 0; c < 3; c++) this.px[i + c] += (rgb[c] - this.px[i + c]) * Math.min(1, a);
  }
  /** Even-odd polygon fill with 4x4 supersampling. */
  polygon(points, rgb) {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const x0 = Math.max(0, Math.floor(Math.min(...xs)));
    const x1 = Math.min(this.w - 1, Math.ceil(Math.max(...xs)));
    const y0 = Math.max(0, Math.floor(Math.min(...ys)));
    const y1 = Math.min(this.h - 1, Math.ceil(Math.max(...ys)));
    const inside = (px, py) => {
      let hit = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i];
        const [xj, yj] = points[j];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) hit = !hit;
      }
      return hit;
    };
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        let cover = 0;
        for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) if (inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) cover++;
        this.blend(x, y, rgb, cover / 16);
      }
  }
  /** An anti-aliased round-capped line of radius r. */
  segment(ax, ay, bx, by, r, rgb) {
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - r - 1));
    const x1 = Math.min(this.w - 1, Math.ceil(Math.max(ax, bx) + r + 1));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - r - 1));
    const y1 = Math.min(this.h - 1, Math.ceil(Math.max(ay, by) + r + 1));
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
        const d = Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
        this.blend(x, y, rgb, r + 0.5 - d);
      }
  }
  png() {
    const raw = Buffer.alloc((this.w * 3 + 1) * this.h);
    for (let y = 0; y < this.h; y++) {
      raw[y * (this.w * 3 + 1)] = 0;
      for (let x = 0; x < this.w * 3; x++)
        raw[y * (this.w * 3 + 1) + 1 + x] = Math.max(0, Math.min(255, Math.round(this.px[y * this.w * 3 + x])));
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.w, 0);
    ihdr.writeUInt32BE(this.h, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(raw, { level: 9 })),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Flatten an absolute SVG path (M, L, H, V, Q, Z) into polygons. */
function flatten(d, tx, ty, s) {
  const tokens = d.match(/[MLHVQZ]|-?\d*\.?\d+/g);
  const polys = [];
  let cur = [];
  let x = 0;
  let y = 0;
  let i = 0;
  const num = () => Number(tokens[i++]);
  const push = (px, py) => cur.push([tx + px * s, ty + py * s]);
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === "M") {
      if (cur.length) polys.push(cur);
      cur = [];
      x = num();
      y = num();
      push(x, y);
    } else if (cmd === "L") {
      x = num();
      y = num();
      push(x, y);
    } else if (cmd === "H") {
      x = num();
      push(x, y);
    } else if (cmd === "V") {
      y = num();
      push(x, y);
    } else if (cmd === "Q") {
      const cx = num();
      const cy = num();
      const ex = num();
      const ey = num();
      for (let k = 1; k <= 12; k++) {
        const t = k / 12;
        push((1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * ex, (1 - t) ** 2 * y + 2 * (1 - t) * t * cy + t * t * ey);
      }
      x = ex;
      y = ey;
    } else if (cmd === "Z") {
      polys.push(cur);
      cur = [];
    }
  }
  if (cur.length) polys.push(cur);
  return polys;
}

/** A monoline stroke font on a 4x6 grid (only the letters the OG image needs). */
const arc = (cx, cy, rx, ry, a0, a1, steps = 10) =>
  Array.from({ length: steps + 1 }, (_, k) => {
    const a = ((a0 + ((a1 - a0) * k) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy - ry * Math.sin(a)];
  });
const GLYPHS = {
  A: [
    4,
    [
      [
        [0, 6],
        [2, 0],
        [4, 6],
      ],
      [
        [0.8, 3.9],
        [3.2, 3.9],
      ],
    ],
  ],
  C: [4, [arc(2, 3, 2, 3, 45, 315, 14)]],
  D: [
    4,
    [
      [
        [0, 0],
        [0, 6],
      ],
      [[0, 0], [1.2, 0], ...arc(1.2, 3, 2.8, 3, 90, -90, 12), [0, 6]],
    ],
  ],
  E: [
    3.5,
    [
      [
        [3.5, 0],
        [0, 0],
        [0, 6],
        [3.5, 6],
      ],
      [
        [0, 3],
        [3, 3],
      ],
    ],
  ],
  I: [
    0,
    [
      [
        [0, 0],
        [0, 6],
      ],
    ],
  ],
  K: [
    3.6,
    [
      [
        [0, 0],
        [0, 6],
      ],
      [
        [3.6, 0],
        [0, 4],
      ],
      [
        [1.3, 2.7],
        [3.6, 6],
      ],
    ],
  ],
  L: [
    3.4,
    [
      [
        [0, 0],
        [0, 6],
        [3.4, 6],
      ],
    ],
  ],
  N: [
    4,
    [
      [
        [0, 6],
        [0, 0],
        [4, 6],
        [4, 0],
      ],
    ],
  ],
  O: [4.4, [arc(2.2, 3, 2.2, 3, 0, 360, 20)]],
  P: [3.6, [[[0, 6], [0, 0], [2, 0], ...arc(2, 1.6, 1.6, 1.6, 90, -90, 8), [0, 3.2]]]],
  R: [
    3.6,
    [
      [[0, 6], [0, 0], [2, 0], ...arc(2, 1.6, 1.6, 1.6, 90, -90, 8), [0, 3.2]],
      [
        [1.8, 3.2],
        [3.6, 6],
      ],
    ],
  ],
  S: [3.8, [[...arc(1.9, 1.5, 1.9, 1.5, 20, 270, 10), ...arc(1.9, 4.5, 1.9, 1.5, 90, -160, 10)]]],
  T: [
    4,
    [
      [
        [0, 0],
        [4, 0],
      ],
      [
        [2, 0],
        [2, 6],
      ],
    ],
  ],
  Y: [
    4,
    [
      [
        [0, 0],
        [2, 3],
        [4, 0],
      ],
      [
        [2, 3],
        [2, 6],
      ],
    ],
  ],
  ".": [
    0,
    [
      [
        [0, 6],
        [0, 6],
      ],
    ],
  ],
  " ": [1.6, []],
};

function strokeText(r, str, x, y, unit, rgb, weight = 0.45) {
  let pen = x;
  for (const ch of str) {
    const [width, strokes] = GLYPHS[ch];
    for (const line of strokes)
      for (let k = 0; k < line.length - 1 || (line.length === 1 && k === 0); k++) {
        const [ax, ay] = line[k];
        const [bx, by] = line[k + 1] ?? line[k];
        r.segment(pen + ax * unit, y + ay * unit, pen + bx * unit, y + by * unit, weight * unit, rgb);
      }
    pen += (width + 1.7) * unit;
  }
}

function ogPng() {
  const r = new Raster(1200, 630);
  r.gradient([10, 10, 10], [20, 83, 45]);
  const [sx, sy, s] = [700, 150, 2.2];
  for (const poly of flatten(SNEAKER_SOLE, sx, sy, s)) r.polygon(poly, [250, 250, 250]);
  for (const poly of flatten(SNEAKER_UPPER, sx, sy, s)) r.polygon(poly, [255, 255, 255]);
  for (const poly of flatten("M20 78 Q22 58 40 54 Q70 50 92 70 Q98 76 96 78 Z", sx, sy, s)) r.polygon(poly, [34, 197, 94]);
  for (const poly of flatten("M150 60 Q186 64 195 76 L196 78 H160 Q150 70 150 60 Z", sx, sy, s)) r.polygon(poly, [34, 197, 94]);
  const outline = (d, radius) => {
    for (const poly of flatten(d, sx, sy, s))
      for (let k = 0; k < poly.length; k++) {
        const [ax, ay] = poly[k];
        const [bx, by] = poly[(k + 1) % poly.length];
        r.segment(ax, ay, bx, by, radius, [24, 24, 27]);
      }
  };
  outline(SNEAKER_UPPER, 3);
  outline(SNEAKER_SOLE, 3);
  for (const [ax, ay, bx, by] of [
    [84, 48, 92, 40],
    [98, 51, 106, 43],
    [112, 54, 120, 46],
    [126, 57, 134, 49],
  ])
    r.segment(sx + ax * s, sy + ay * s, sx + bx * s, sy + by * s, 3, [24, 24, 27]);
  strokeText(r, "KICKS", 84, 200, 11, [255, 255, 255], 0.5);
  strokeText(r, "DIRECTORY", 84, 310, 11, [74, 222, 128], 0.5);
  strokeText(r, "DISPLAY. CLEAN. COLLECT.", 86, 450, 5, [228, 228, 231], 0.45);
  return r.png();
}

// ---------------------------------------------------------------------------------------------
// Write everything
// ---------------------------------------------------------------------------------------------

const written = [];
function write(rel, content) {
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([rel, Buffer.byteLength(content)]);
}

write("logo.svg", siteLogo());
write("favicon.svg", favicon());
write("og-default.svg", ogSvg());
write("og-default.png", ogPng());
write("robots.txt", "User-agent: *\nAllow: /\n\nSitemap: /sitemap.xml\n");

console.log(`generate-identity: wrote ${written.map(([f, b]) => `${f} (${(b / 1024).toFixed(1)} KB)`).join(", ")}`);
