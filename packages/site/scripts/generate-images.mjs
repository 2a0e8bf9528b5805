#!/usr/bin/env node
/**
 * Renders every picture the static content and the demo data use: studio-lit scenes (gradients, soft shadows,
 * reflections, surface textures and film grain) drawn as SVG and rasterised with sharp, written to
 * packages/site/public/images/<set>/ as `<name>.webp` and `<name>.avif` at full width plus `<name>-<half>.webp` /
 * `.avif` at half width (the site's <Picture> builds its srcset from these names: src/components/picture.tsx).
 * Products, categories, blog heroes and the article's boxes are cut-outs on a transparent ground (bar the darkroom
 * scenes): each sits on the page's own panel, light or dark with the theme (docs/decisions/0039); timeline scenes,
 * raffle winners and logos keep their backgrounds.
 * Deterministic (seeded noise, no clock), offline. Run `node packages/site/scripts/generate-images.mjs [set...]`
 * and commit the output. The names must match packages/core/src/content and the server's demo seed;
 * core's content.test.ts and the server's seed.test.ts check that every referenced picture exists.
 *
 * Everything here is our own drawing: generic products and sneakers, and brand names set as wordmarks in our own
 * type treatments, never the brands' logo artwork.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const IMAGES = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images");
const FONT = "DejaVu Sans, Verdana, sans-serif";

// ---------------------------------------------------------------------------------------------
// Colour and number helpers
// ---------------------------------------------------------------------------------------------

const n = (v) => String(Math.round(v * 100) / 100);
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const hex = (c) =>
  `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
/** Mix two colours: t = 0 gives a, 1 gives b. */
const mix = (a, b, t) => hex(rgb(a).map((v, i) => v + (rgb(b)[i] - v) * t));
/** Lighten (f > 0, towards white) or darken (f < 0, towards black). */
const shade = (c, f) => (f >= 0 ? mix(c, "#ffffff", f) : mix(c, "#000000", -f));

/** A deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (s) => [...s].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);

// ---------------------------------------------------------------------------------------------
// A scene: an SVG document with its own gradient and filter ids
// ---------------------------------------------------------------------------------------------

class Scene {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.seed = seed;
    this.random = rng(seed);
    this.defs = [];
    this.count = 0;
  }
  id(prefix) {
    return `${prefix}${this.count++}`;
  }
  /** A linear gradient from (x1,y1) to (x2,y2) in the shape's box (0..1); stops: [offset, colour, opacity?]. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id("l");
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** A linear gradient in scene coordinates. */
  linAbs(stops, x1, y1, x2, y2) {
    const id = this.id("L");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd) {
    const id = this.id("b");
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    return `url(#${id})`;
  }
  /** Noise masked to the shape it is applied to (draw the shape in black, then lower the group's opacity). */
  texture(freq, octaves = 2) {
    const id = this.id("t");
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${this.seed % 997}"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.6 1.1"/><feComposite in2="SourceAlpha" operator="in"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(shape) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  /**
   * The finished SVG of a cut-out: the objects and their shadows on a transparent ground, no vignette or grain (those
   * would tint the ground). The page's panel behind the picture is its background, light or dark with the theme
   * (docs/decisions/0039).
   */
  cutout(body) {
    const { w, h } = this;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
  /** The finished SVG: the body, a soft vignette and film grain over everything. */
  render(body, { vignette = 0.28, grain = 0.05 } = {}) {
    const { w, h } = this;
    const vig = this.rad(
      [
        [0.55, "#000", 0],
        [1, "#000", vignette],
      ],
      0.5,
      0.45,
      0.75,
    );
    const grainId = this.id("g");
    this.defs.push(
      `<filter id="${grainId}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="1" seed="${this.seed % 991}"/>` +
        `<feColorMatrix type="saturate" values="0"/></filter>`,
    );
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${this.defs.join("")}</defs>` +
      body +
      `<rect width="${w}" height="${h}" fill="${vig}"/>` +
      `<rect width="${w}" height="${h}" filter="url(#${grainId})" opacity="${grain}"/></svg>`
    );
  }
}
const stopsOf = (stops) => stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("");

// ---------------------------------------------------------------------------------------------
// Sets, lights and shadows
// ---------------------------------------------------------------------------------------------

/**
 * A seamless studio sweep: a wall lit from `light` (fractions of the frame) falling off to its edges, curving
 * into a floor from `horizon` down.
 */
function studio(s, { wall, floor = shade(wall, -0.12), horizon = 0.64, light = [0.5, 0.28], glow = 0.45 }) {
  const { w, h } = s;
  const y = h * horizon;
  return (
    `<rect width="${w}" height="${h}" fill="${s.lin([
      [0, shade(wall, -0.18)],
      [0.6, wall],
      [1, shade(wall, -0.05)],
    ])}"/>` +
    `<rect width="${w}" height="${h}" fill="${s.rad(
      [
        [0, "#ffffff", glow],
        [1, "#ffffff", 0],
      ],
      light[0],
      light[1],
      0.7,
    )}"/>` +
    `<rect y="${n(y - h * 0.06)}" width="${w}" height="${n(h - y + h * 0.06)}" fill="${s.lin([
      [0, floor, 0],
      [0.18, floor],
      [1, shade(floor, -0.22)],
    ])}"/>`
  );
}

/** A dark room with a coloured rim light: for neon, auction and night scenes. */
function darkroom(s, { base, rim, horizon = 0.66 }) {
  const { w, h } = s;
  return (
    `<rect width="${w}" height="${h}" fill="${s.lin([
      [0, shade(base, -0.4)],
      [1, base],
    ])}"/>` +
    `<rect width="${w}" height="${h}" fill="${s.rad(
      [
        [0, rim, 0.55],
        [1, rim, 0],
      ],
      0.5,
      0.35,
      0.6,
    )}"/>` +
    `<rect y="${n(h * horizon)}" width="${w}" height="${n(h * (1 - horizon))}" fill="${s.lin([
      [0, shade(base, -0.1)],
      [1, shade(base, -0.55)],
    ])}"/>` +
    `<rect y="${n(h * horizon - 1)}" width="${w}" height="3" fill="${rim}" opacity=".25" filter="${s.blur(2)}"/>`
  );
}

/** A soft contact shadow: an ellipse blurred by its own height. */
const shadow = (s, cx, cy, rx, ry, opacity = 0.45) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="${opacity}" filter="${s.blur(Math.max(2, ry * 0.9))}"/>`;

/** A blurred white streak: specular highlight. */
const glint = (s, d, width = 4, opacity = 0.7) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}" filter="${s.blur(width * 0.45)}"/>`;

// ---------------------------------------------------------------------------------------------
// Objects
// ---------------------------------------------------------------------------------------------

/** The corners of a box seen from the front and a little above and to the right: front face, top, right side. */
function boxFaces(x, y, w, h, d) {
  const dx = d * 0.55;
  const dy = -d * 0.4;
  return {
    front: `M${n(x)} ${n(y)} H${n(x + w)} V${n(y + h)} H${n(x)} Z`,
    top: `M${n(x)} ${n(y)} L${n(x + dx)} ${n(y + dy)} H${n(x + w + dx)} L${n(x + w)} ${n(y)} Z`,
    side: `M${n(x + w)} ${n(y)} L${n(x + w + dx)} ${n(y + dy)} V${n(y + h + dy)} L${n(x + w)} ${n(y + h)} Z`,
    dx,
    dy,
  };
}

/** A solid box (cardboard, wood, plastic): shaded faces, a bevel highlight, optional texture. */
function solidBox(
  s,
  { x, y, w, h, d, color, texture = "0.02 0.6", textureOpacity = 0.12, lid = 0, lidColor = shade(color, -0.08), gloss = 0.15 },
) {
  const f = boxFaces(x, y, w, h, d);
  const tex = texture
    ? `<g filter="${s.texture(texture)}" opacity="${textureOpacity}"><path d="${f.front} ${f.top} ${f.side}" fill="#000"/></g>`
    : "";
  return (
    shadow(s, x + w / 2 + f.dx * 0.5, y + h + 4, w * 0.62 + f.dx * 0.4, 12 + d * 0.05, 0.5) +
    `<path d="${f.top}" fill="${s.lin([
      [0, shade(color, 0.28)],
      [1, shade(color, 0.12)],
    ])}"/>` +
    `<path d="${f.side}" fill="${s.lin(
      [
        [0, shade(color, -0.3)],
        [1, shade(color, -0.45)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="${f.front}" fill="${s.lin([
      [0, shade(color, 0.04)],
      [1, shade(color, -0.16)],
    ])}"/>` +
    (lid
      ? `<path d="M${n(x)} ${n(y)} H${n(x + w)} V${n(y + lid)} H${n(x)} Z" fill="${s.lin([
          [0, shade(lidColor, 0.08)],
          [1, shade(lidColor, -0.12)],
        ])}"/>` +
        `<path d="M${n(x)} ${n(y + lid)} H${n(x + w)}" stroke="#000" stroke-opacity=".28" stroke-width="2"/>` +
        `<path d="M${n(x + w)} ${n(y + lid)} L${n(x + w + f.dx)} ${n(y + lid + f.dy)}" stroke="#000" stroke-opacity=".25" stroke-width="2"/>`
      : "") +
    tex +
    `<path d="M${n(x)} ${n(y)} H${n(x + w)} L${n(x + w + f.dx)} ${n(y + f.dy)}" fill="none" stroke="#fff" stroke-opacity="${gloss + 0.2}" stroke-width="2"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${s.lin(
      [
        [0, "#fff", gloss],
        [0.5, "#fff", 0],
      ],
      0,
      0,
      1,
      1,
    )}"/>`
  );
}

/** A clear acrylic box: faint tinted faces, bright edges and reflection bands; `inside` is drawn behind the front. */
function clearBox(s, { x, y, w, h, d, tint = "#dbeafe", edge = "#ffffff", inside = "", frame = null, door = false }) {
  const f = boxFaces(x, y, w, h, d);
  const back = `M${n(x + f.dx)} ${n(y + f.dy)} H${n(x + w + f.dx)} V${n(y + h + f.dy)} H${n(x + f.dx)} Z`;
  const edges = `${f.front} ${f.top} ${f.side}`;
  return (
    shadow(s, x + w / 2 + f.dx * 0.4, y + h + 3, w * 0.6 + f.dx * 0.4, 10, 0.32) +
    `<path d="${back}" fill="${tint}" fill-opacity=".10" stroke="${edge}" stroke-opacity=".25" stroke-width="1.5"/>` +
    `<path d="${f.side}" fill="${tint}" fill-opacity=".16"/>` +
    `<path d="${f.top}" fill="${tint}" fill-opacity=".22"/>` +
    inside +
    `<path d="${f.front}" fill="${s.lin([
      [0, tint, 0.14],
      [1, tint, 0.06],
    ])}"/>` +
    `<path d="M${n(x + w * 0.12)} ${n(y + h)} L${n(x + w * 0.42)} ${n(y)} H${n(x + w * 0.52)} L${n(x + w * 0.22)} ${n(y + h)} Z" fill="#fff" opacity=".13"/>` +
    `<path d="M${n(x + w * 0.58)} ${n(y + h)} L${n(x + w * 0.8)} ${n(y)} H${n(x + w * 0.84)} L${n(x + w * 0.62)} ${n(y + h)} Z" fill="#fff" opacity=".09"/>` +
    (frame ? `<path d="${f.front}" fill="none" stroke="${frame}" stroke-width="${n(Math.max(4, w * 0.018))}"/>` : "") +
    (door
      ? `<rect x="${n(x + w * 0.35)}" y="${n(y + h * 0.08)}" width="${n(w * 0.3)}" height="${n(h * 0.05)}" rx="3" fill="${frame ?? "#94a3b8"}" opacity=".9"/>`
      : "") +
    `<path d="${edges}" fill="none" stroke="${edge}" stroke-opacity=".75" stroke-width="2" stroke-linejoin="round"/>` +
    glint(s, `M${n(x + 8)} ${n(y + h - 10)} V${n(y + 12)}`, 3, 0.6)
  );
}

/** A cylinder standing on the floor (bottle, can, tub): rounded shading left to right and an elliptic top. */
function cylinder(s, { x, y, w, h, color, top = shade(color, 0.2), rx = w * 0.06, capH = 0, capColor = "#e5e7eb", label = null }) {
  const band = (c) =>
    s.lin(
      [
        [0, shade(c, -0.45)],
        [0.22, shade(c, 0.05)],
        [0.36, shade(c, 0.45)],
        [0.55, c],
        [1, shade(c, -0.55)],
      ],
      0,
      0,
      1,
      0,
    );
  const ey = Math.max(4, w * 0.12);
  const body = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${band(color)}"/>`;
  const lab = label
    ? `<rect x="${n(x)}" y="${n(y + label.y * h)}" width="${n(w)}" height="${n(label.h * h)}" fill="${band(label.color)}"/>` +
      (label.mark ? `<g opacity=".85">${label.mark(x + w / 2, y + (label.y + label.h / 2) * h, w)}</g>` : "")
    : "";
  const cap = capH
    ? `<rect x="${n(x + w * 0.18)}" y="${n(y - capH)}" width="${n(w * 0.64)}" height="${n(capH + 4)}" rx="${n(w * 0.05)}" fill="${band(capColor)}"/>` +
      `<ellipse cx="${n(x + w / 2)}" cy="${n(y - capH)}" rx="${n(w * 0.32)}" ry="${n(ey * 0.6)}" fill="${shade(capColor, 0.25)}"/>`
    : `<ellipse cx="${n(x + w / 2)}" cy="${n(y + 1)}" rx="${n(w / 2 - 1)}" ry="${n(ey)}" fill="${top}"/>`;
  return (
    shadow(s, x + w * 0.55, y + h, w * 0.62, ey + 3, 0.5) +
    body +
    lab +
    cap +
    glint(s, `M${n(x + w * 0.33)} ${n(y + h * 0.1)} V${n(y + h * 0.88)}`, Math.max(2, w * 0.03), 0.55)
  );
}

/** A sphere (cedar ball, watch crown, light bulb). */
const sphere = (s, cx, cy, r, color) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${s.rad(
    [
      [0, shade(color, 0.45)],
      [0.45, color],
      [1, shade(color, -0.55)],
    ],
    0.38,
    0.35,
    0.7,
  )}"/>`;

/** A wooden or plastic part with long grain. */
const grained = (s, d, color, grain = "0.006 0.22", opacity = 0.22) =>
  `<path d="${d}" fill="${s.lin([
    [0, shade(color, 0.2)],
    [0.45, color],
    [1, shade(color, -0.35)],
  ])}"/>` + `<g filter="${s.texture(grain, 3)}" opacity="${opacity}"><path d="${d}" fill="#000"/></g>`;

// The sneaker is drawn in a 200x100 box, toe to the right.
const SNEAKER = {
  low: "M12 78 L13 36 Q14 22 28 22 L50 24 Q60 25 66 33 L78 45 Q114 52 152 60 Q188 66 195 76 L196 78 Z",
  high: "M13 78 L11 14 Q11 4 24 4 L50 7 Q60 9 63 22 L78 45 Q114 52 152 60 Q188 66 195 76 L196 78 Z",
  sole: "M6 78 H198 Q203 78 201 86 Q199 94 188 94 H14 Q5 94 6 86 Z",
  toe: "M150 60 Q186 64 195 76 L196 78 H158 Q148 70 150 60 Z",
  heel: "M12 78 L13 40 Q26 42 36 56 Q44 68 46 78 Z",
  stripe: "M58 72 Q104 46 158 50 Q150 56 110 62 Q84 68 70 78 H58 Z",
  tongue: "M64 32 Q68 18 80 19 L86 28 Q80 36 78 45 Z",
};

/**
 * A sneaker in profile, lit from above: shaded upper, overlays, stripe, laces and stitching, a midsole with its
 * outsole, and a highlight on the toe. `knit` adds a knitted texture; `high` a high-top collar.
 */
function sneaker(s, x, y, scale, o = {}) {
  const {
    upper = "#f5f5f5",
    panel = upper,
    stripe = "#d62828",
    sole = "#f4f4f4",
    outsole = "#3f3f46",
    laces = "#fafafa",
    high = false,
    knit = false,
    flip = false,
    glow = null,
  } = o;
  const shape = high ? SNEAKER.high : SNEAKER.low;
  const clip = s.clip(`<path d="${shape}"/>`);
  const t = flip
    ? `translate(${n(x + 200 * scale)} ${n(y)}) scale(${n(-scale)} ${n(scale)})`
    : `translate(${n(x)} ${n(y)}) scale(${n(scale)})`;
  const laceMarks = [0, 1, 2, 3, 4]
    .map((i) => {
      const lx = 78 + i * 12;
      const ly = 46 + i * 2.6;
      return `<path d="M${lx} ${ly} l9 -8" stroke="${shade(laces, -0.35)}" stroke-width="4.2" stroke-linecap="round"/><path d="M${lx} ${ly - 0.6} l9 -8" stroke="${laces}" stroke-width="3" stroke-linecap="round"/>`;
    })
    .join("");
  const eyelets = [0, 1, 2, 3, 4]
    .map((i) => `<circle cx="${76 + i * 12}" cy="${49 + i * 2.6}" r="1.4" fill="${shade(panel, -0.5)}"/>`)
    .join("");
  const knitTex = knit
    ? `<g filter="${s.texture("0.9 0.18", 2)}" opacity=".35"><path d="${shape}" fill="#000"/></g>`
    : `<g filter="${s.texture("0.6 0.6", 2)}" opacity=".06"><path d="${shape}" fill="#000"/></g>`;
  return (
    shadow(s, x + 104 * scale, y + 94 * scale, 100 * scale, 6 * scale, 0.55) +
    `<g transform="${t}">` +
    (glow ? `<path d="${SNEAKER.sole}" fill="${glow}" opacity=".8" filter="${s.blur(5)}"/>` : "") +
    `<path d="${shape}" fill="${s.lin([
      [0, shade(upper, 0.12)],
      [0.6, upper],
      [1, shade(upper, -0.25)],
    ])}"/>` +
    `<g clip-path="${clip}">` +
    `<path d="${SNEAKER.toe}" fill="${s.lin([
      [0, shade(panel, 0.1)],
      [1, shade(panel, -0.2)],
    ])}"/>` +
    `<path d="${SNEAKER.heel}" fill="${s.lin([
      [0, shade(panel, 0.1)],
      [1, shade(panel, -0.25)],
    ])}"/>` +
    `<path d="${SNEAKER.stripe}" fill="${s.lin([
      [0, shade(stripe, 0.15)],
      [1, shade(stripe, -0.2)],
    ])}"/>` +
    `<path d="${SNEAKER.toe} ${SNEAKER.heel}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="1.4"/>` +
    `<path d="M152 63 Q184 67 192 76 M16 44 Q28 46 36 58" fill="none" stroke="#000" stroke-opacity=".22" stroke-width=".8" stroke-dasharray="2 2"/>` +
    knitTex +
    `<rect width="200" height="100" fill="${s.lin([
      [0, "#fff", 0.28],
      [0.35, "#fff", 0],
      [0.75, "#000", 0],
      [1, "#000", 0.28],
    ])}"/>` +
    `<ellipse cx="120" cy="58" rx="60" ry="14" fill="#fff" opacity=".12" filter="${s.blur(5)}"/>` +
    `</g>` +
    `<path d="${SNEAKER.tongue}" fill="${s.lin([
      [0, shade(upper, 0.1)],
      [1, shade(upper, -0.3)],
    ])}"/>` +
    `<path d="${high ? "M13 14 Q13 6 24 6 L50 9" : "M14 36 Q15 24 28 24 L50 26 Q58 27 63 32"}" fill="none" stroke="${shade(upper, -0.45)}" stroke-width="2.5" stroke-linecap="round"/>` +
    eyelets +
    laceMarks +
    `<path d="${SNEAKER.sole}" fill="${s.lin([
      [0, shade(sole, 0.1)],
      [0.55, sole],
      [1, shade(sole, -0.22)],
    ])}"/>` +
    `<path d="M7 90 Q10 94 16 94 H188 Q198 94 200 88 L200 90 Q198 96 188 96 H14 Q6 96 6 90 Z" fill="${outsole}"/>` +
    `<path d="M12 82 H194" stroke="#000" stroke-opacity=".12" stroke-width="1"/>` +
    glint(s, "M160 64 Q180 67 190 74", 2.2, 0.8) +
    glint(s, "M20 80 H180", 1.4, 0.5) +
    `</g>`
  );
}

/** A pair of laces coiled loosely on the floor, with metal aglets; `rope` gives round twisted cord. */
function laceCoil(s, cx, cy, r, color, { rope = false, offset = 0 } = {}) {
  const loops = [0, 1, 2].map((i) => {
    const rx = r * (1 - i * 0.16);
    const ry = rx * 0.42;
    const ox = offset + i * r * 0.08;
    return `M${n(cx - rx + ox)} ${n(cy)} a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0 a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0`;
  });
  const width = rope ? r * 0.09 : r * 0.12;
  const d = loops.join(" ");
  const tail = `M${n(cx + r * 0.9)} ${n(cy + r * 0.1)} Q${n(cx + r * 1.3)} ${n(cy + r * 0.5)} ${n(cx + r * 1.05)} ${n(cy + r * 0.75)}`;
  const tail2 = `M${n(cx - r * 0.8)} ${n(cy + r * 0.2)} Q${n(cx - r * 1.1)} ${n(cy + r * 0.7)} ${n(cx - r * 0.55)} ${n(cy + r * 0.8)}`;
  const cord = (path) =>
    `<path d="${path}" fill="none" stroke="${shade(color, -0.45)}" stroke-width="${n(width + 3)}" stroke-linecap="round"/>` +
    `<path d="${path}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"/>` +
    (rope
      ? `<path d="${path}" fill="none" stroke="${shade(color, -0.3)}" stroke-width="${n(width * 0.8)}" stroke-dasharray="${n(width * 0.35)} ${n(width * 0.45)}" opacity=".7"/>`
      : `<path d="${path}" fill="none" stroke="${shade(color, 0.35)}" stroke-width="${n(width * 0.25)}" opacity=".6"/>`);
  const aglet = (ax, ay, angle) =>
    `<g transform="translate(${n(ax)} ${n(ay)}) rotate(${angle})"><rect x="${n(-width * 0.6)}" y="0" width="${n(width * 1.2)}" height="${n(r * 0.28)}" rx="${n(width * 0.4)}" fill="${s.lin(
      [
        [0, "#52525b"],
        [0.4, "#e4e4e7"],
        [1, "#3f3f46"],
      ],
      0,
      0,
      1,
      0,
    )}"/></g>`;
  return (
    shadow(s, cx, cy + r * 0.35, r * 1.15, r * 0.25, 0.35) +
    cord(d) +
    cord(tail) +
    cord(tail2) +
    aglet(cx + r * 1.05, cy + r * 0.72, -20) +
    aglet(cx - r * 0.55, cy + r * 0.78, 70)
  );
}

/** A brush: wooden handle with grain, a bristle block of fine strokes. */
function brush(s, x, y, len, { wood = "#b7793f", bristle = "#f5f0e6", bristleH = len * 0.16, angle = 0 } = {}) {
  const handle = `M${n(x)} ${n(y)} h${n(len)} q${n(len * 0.06)} 0 ${n(len * 0.06)} ${n(len * 0.06)} v${n(len * 0.08)} q0 ${n(len * 0.05)} ${n(-len * 0.06)} ${n(len * 0.05)} h${n(-len)} q${n(-len * 0.05)} 0 ${n(-len * 0.05)} ${n(-len * 0.05)} v${n(-len * 0.08)} q0 ${n(-len * 0.06)} ${n(len * 0.05)} ${n(-len * 0.06)} Z`;
  const r = s.random;
  const hairs = Array.from({ length: 70 }, (_, i) => {
    const hx = x + len * 0.04 + (i / 70) * len * 0.96;
    const hl = bristleH * (0.85 + r() * 0.2);
    return `<path d="M${n(hx)} ${n(y + len * 0.18)} l${n((r() - 0.5) * 3)} ${n(hl)}" stroke="${shade(bristle, (r() - 0.6) * 0.4)}" stroke-width="${n(len * 0.008 + 0.6)}"/>`;
  }).join("");
  return (
    `<g transform="rotate(${angle} ${n(x + len / 2)} ${n(y)})">` +
    shadow(s, x + len / 2, y + len * 0.2 + bristleH, len * 0.55, 8, 0.45) +
    `<rect x="${n(x + len * 0.02)}" y="${n(y + len * 0.16)}" width="${n(len * 0.98)}" height="${n(bristleH * 0.3)}" fill="${shade(bristle, -0.4)}"/>` +
    hairs +
    grained(s, handle, wood) +
    glint(s, `M${n(x + len * 0.08)} ${n(y + len * 0.03)} H${n(x + len * 0.9)}`, 3, 0.55) +
    `</g>`
  );
}

/** A soft fabric bag: rounded body, stitched seams, zip, handles; `pocket` adds a ventilated end pocket. */
function bag(s, x, y, w, h, color, { pocket = true, trim = "#f59e0b" } = {}) {
  const body = `M${n(x + h * 0.3)} ${n(y)} H${n(x + w - h * 0.3)} Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + h * 0.45)} V${n(y + h * 0.7)} Q${n(x + w)} ${n(y + h)} ${n(x + w - h * 0.3)} ${n(y + h)} H${n(x + h * 0.3)} Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h * 0.7)} V${n(y + h * 0.45)} Q${n(x)} ${n(y)} ${n(x + h * 0.3)} ${n(y)} Z`;
  const handle = `M${n(x + w * 0.32)} ${n(y + 6)} Q${n(x + w * 0.32)} ${n(y - h * 0.5)} ${n(x + w * 0.5)} ${n(y - h * 0.5)} Q${n(x + w * 0.68)} ${n(y - h * 0.5)} ${n(x + w * 0.68)} ${n(y + 6)}`;
  const mesh = pocket
    ? `<rect x="${n(x + w * 0.74)}" y="${n(y + h * 0.2)}" width="${n(w * 0.2)}" height="${n(h * 0.6)}" rx="${n(h * 0.12)}" fill="${shade(color, -0.35)}"/>` +
      Array.from(
        { length: 24 },
        (_, i) =>
          `<circle cx="${n(x + w * 0.77 + (i % 4) * w * 0.045)}" cy="${n(y + h * 0.27 + Math.floor(i / 4) * h * 0.085)}" r="${n(h * 0.018)}" fill="#000" opacity=".45"/>`,
      ).join("")
    : "";
  return (
    shadow(s, x + w / 2, y + h, w * 0.55, 14, 0.5) +
    `<path d="${handle}" fill="none" stroke="${shade(color, -0.5)}" stroke-width="${n(h * 0.09)}" stroke-linecap="round"/>` +
    `<path d="${handle}" fill="none" stroke="${shade(color, -0.1)}" stroke-width="${n(h * 0.06)}" stroke-linecap="round"/>` +
    `<path d="${body}" fill="${s.lin([
      [0, shade(color, 0.18)],
      [0.5, color],
      [1, shade(color, -0.45)],
    ])}"/>` +
    `<g filter="${s.texture("0.7 0.7", 2)}" opacity=".16"><path d="${body}" fill="#000"/></g>` +
    `<path d="M${n(x + w * 0.08)} ${n(y + h * 0.12)} H${n(x + w * 0.7)}" stroke="${trim}" stroke-width="${n(h * 0.03)}" stroke-linecap="round"/>` +
    `<path d="M${n(x + w * 0.08)} ${n(y + h * 0.12)} H${n(x + w * 0.7)}" stroke="#000" stroke-opacity=".4" stroke-width="1.5" stroke-dasharray="3 3"/>` +
    `<path d="M${n(x + w * 0.06)} ${n(y + h * 0.9)} H${n(x + w * 0.94)}" stroke="#000" stroke-opacity=".3" stroke-dasharray="4 4"/>` +
    mesh +
    `<rect x="${n(x + w * 0.62)}" y="${n(y + h * 0.09)}" width="${n(w * 0.05)}" height="${n(h * 0.08)}" rx="3" fill="${s.lin([
      [0, "#e5e7eb"],
      [1, "#6b7280"],
    ])}"/>` +
    glint(s, `M${n(x + w * 0.2)} ${n(y + h * 0.22)} H${n(x + w * 0.55)}`, 5, 0.3)
  );
}

/** An insole seen from above, toe up. */
function insole(s, x, y, scale, color, accent) {
  const d = "M70 0 Q140 0 140 110 Q140 190 120 260 Q112 380 70 380 Q24 380 24 300 Q30 220 14 150 Q0 40 70 0 Z";
  const holes = Array.from(
    { length: 18 },
    (_, i) => `<circle cx="${45 + (i % 3) * 25}" cy="${40 + Math.floor(i / 3) * 22}" r="3" fill="#000" opacity=".25"/>`,
  ).join("");
  return (
    shadow(s, x + 75 * scale, y + 200 * scale, 80 * scale, 190 * scale, 0.3) +
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">` +
    `<path d="${d}" fill="${s.lin(
      [
        [0, shade(color, 0.2)],
        [1, shade(color, -0.25)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<g filter="${s.texture("0.9 0.9", 1)}" opacity=".12"><path d="${d}" fill="#000"/></g>` +
    `<path d="M70 250 Q104 250 104 310 Q100 350 70 350 Q40 350 40 310 Q40 250 70 250 Z" fill="${s.rad([
      [0, shade(accent, 0.2)],
      [1, accent],
    ])}"/>` +
    holes +
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
    `</g>`
  );
}

/** A shoe tree: a wooden toe form, a steel spring and a heel knob. */
function shoeTree(s, x, y, scale, wood = "#c8925a") {
  const toe = "M170 0 Q340 -30 400 30 Q420 60 380 80 Q290 100 170 80 Z";
  const heel = "M0 10 Q70 0 80 40 Q70 80 0 70 Q-20 40 0 10 Z";
  return (
    shadow(s, x + 210 * scale, y + 92 * scale, 220 * scale, 10 * scale, 0.45) +
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">` +
    `<rect x="70" y="30" width="110" height="14" rx="7" fill="${s.lin([
      [0, "#f4f4f5"],
      [0.5, "#71717a"],
      [1, "#27272a"],
    ])}"/>` +
    grained(s, toe, wood) +
    `<path d="M200 18 H380 M200 50 H390" stroke="#5b3416" stroke-opacity=".35" stroke-width="2"/>` +
    grained(s, heel, wood) +
    `<circle cx="22" cy="40" r="9" fill="${s.rad([
      [0, "#fafafa"],
      [1, "#52525b"],
    ])}"/>` +
    glint(s, "M200 8 Q320 -8 380 28", 4, 0.5) +
    `</g>`
  );
}

/** A drawstring sachet (cedar or charcoal). */
function sachet(s, x, y, w, color) {
  const d = `M${n(x + w * 0.2)} ${n(y)} Q${n(x + w * 0.5)} ${n(y + w * 0.12)} ${n(x + w * 0.8)} ${n(y)} Q${n(x + w * 0.7)} ${n(y + w * 0.3)} ${n(x + w)} ${n(y + w * 0.95)} Q${n(x + w * 0.5)} ${n(y + w * 1.15)} ${n(x)} ${n(y + w * 0.95)} Q${n(x + w * 0.3)} ${n(y + w * 0.3)} ${n(x + w * 0.2)} ${n(y)} Z`;
  return (
    shadow(s, x + w / 2, y + w * 1.02, w * 0.55, w * 0.08, 0.45) +
    `<path d="${d}" fill="${s.lin(
      [
        [0, shade(color, 0.15)],
        [1, shade(color, -0.35)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<g filter="${s.texture("1.1 1.1", 2)}" opacity=".25"><path d="${d}" fill="#000"/></g>` +
    `<path d="M${n(x + w * 0.25)} ${n(y + w * 0.22)} Q${n(x + w * 0.5)} ${n(y + w * 0.3)} ${n(x + w * 0.75)} ${n(y + w * 0.22)}" fill="none" stroke="#f5e6c8" stroke-width="3"/>` +
    `<path d="M${n(x + w * 0.5)} ${n(y + w * 0.28)} q${n(w * 0.1)} ${n(w * 0.2)} ${n(w * 0.02)} ${n(w * 0.32)}" fill="none" stroke="#f5e6c8" stroke-width="2.5"/>`
  );
}

/** A flat soft pack (wipes): pillow-shaped, with a resealable flap. */
function softPack(s, x, y, w, h, color, flap = "#f8fafc") {
  const d = `M${n(x)} ${n(y + 10)} Q${n(x + w / 2)} ${n(y - 8)} ${n(x + w)} ${n(y + 10)} Q${n(x + w + 8)} ${n(y + h / 2)} ${n(x + w)} ${n(y + h - 10)} Q${n(x + w / 2)} ${n(y + h + 8)} ${n(x)} ${n(y + h - 10)} Q${n(x - 8)} ${n(y + h / 2)} ${n(x)} ${n(y + 10)} Z`;
  return (
    shadow(s, x + w / 2, y + h, w * 0.55, 12, 0.45) +
    `<path d="${d}" fill="${s.rad(
      [
        [0, shade(color, 0.3)],
        [0.7, color],
        [1, shade(color, -0.35)],
      ],
      0.45,
      0.4,
      0.7,
    )}"/>` +
    `<rect x="${n(x + w * 0.28)}" y="${n(y + h * 0.18)}" width="${n(w * 0.44)}" height="${n(h * 0.3)}" rx="${n(h * 0.1)}" fill="${s.lin([
      [0, flap],
      [1, shade(flap, -0.15)],
    ])}"/>` +
    `<path d="M${n(x + w * 0.36)} ${n(y + h * 0.2)} Q${n(x + w * 0.5)} ${n(y - h * 0.18)} ${n(x + w * 0.62)} ${n(y + h * 0.2)}" fill="${s.lin(
      [
        [0, "#ffffff"],
        [1, "#e5e7eb"],
      ],
    )}" opacity=".95"/>` +
    glint(s, `M${n(x + w * 0.12)} ${n(y + h * 0.3)} Q${n(x + w * 0.2)} ${n(y + h * 0.12)} ${n(x + w * 0.4)} ${n(y + h * 0.1)}`, 5, 0.45)
  );
}

// ---------------------------------------------------------------------------------------------
// Products (800x800): each demo product its own picture, matched to what it is
// ---------------------------------------------------------------------------------------------

const P = 800;

/** [wall colour, draw(scene)] for each product picture. */
const PRODUCTS = {
  "display-case": [
    "#e7edf3",
    (s) =>
      clearBox(s, {
        x: 170,
        y: 300,
        w: 400,
        h: 300,
        d: 170,
        tint: "#cfe3ff",
        inside: sneaker(s, 205, 420, 1.75, { upper: "#fafafa", stripe: "#c1121f", panel: "#f1f1f1" }),
      }) +
      `<rect x="160" y="600" width="425" height="16" rx="4" fill="${s.lin([
        [0, "#3f3f46"],
        [1, "#18181b"],
      ])}"/>`,
  ],
  "led-display-case": [
    "#1c1f2b",
    (s) =>
      `<rect x="150" y="250" width="440" height="360" fill="${s.rad(
        [
          [0, "#7dd3fc", 0.45],
          [1, "#7dd3fc", 0],
        ],
        0.5,
        0.2,
        0.7,
      )}"/>` +
      clearBox(s, {
        x: 160,
        y: 270,
        w: 420,
        h: 330,
        d: 170,
        tint: "#93c5fd",
        edge: "#bae6fd",
        frame: "#0f172a",
        inside:
          `<rect x="160" y="268" width="420" height="8" fill="#e0f2fe" filter="${s.blur(3)}"/>` +
          sneaker(s, 205, 400, 1.75, { upper: "#f4f4f5", stripe: "#7c3aed", panel: "#e4e4e7", outsole: "#7c3aed" }),
      }) +
      `<rect x="170" y="264" width="400" height="6" rx="3" fill="#e0f2fe"/><rect x="170" y="264" width="400" height="6" rx="3" fill="#38bdf8" filter="${s.blur(8)}"/>` +
      `<rect x="600" y="560" width="50" height="80" rx="10" fill="${s.lin([
        [0, "#3f3f46"],
        [1, "#09090b"],
      ])}"/>` +
      ["#ef4444", "#22c55e", "#3b82f6", "#fafafa"]
        .map((c, i) => `<circle cx="${613 + (i % 2) * 24}" cy="${580 + Math.floor(i / 2) * 22}" r="7" fill="${c}"/>`)
        .join(""),
    { darkroom: "#38bdf8" },
  ],
  "drop-front-box": [
    "#eef0ec",
    (s) =>
      clearBox(s, {
        x: 190,
        y: 320,
        w: 380,
        h: 270,
        d: 150,
        tint: "#e5e7eb",
        frame: "#18181b",
        door: true,
        inside: sneaker(s, 215, 440, 1.6, { upper: "#111111", panel: "#1f1f1f", stripe: "#f97316", sole: "#fafafa", laces: "#111111" }),
      }) +
      `<path d="M190 590 L150 660 H530 L570 590 Z" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`,
  ],
  "stackable-box": [
    "#f1ede7",
    (s) =>
      [2, 1, 0]
        .map((i) =>
          clearBox(s, {
            x: 200,
            y: 190 + i * 150,
            w: 380,
            h: 140,
            d: 130,
            tint: "#e0e7ff",
            frame: "#334155",
            door: true,
            inside: sneaker(s, 235, 225 + i * 150, 1.35, {
              upper: ["#fafafa", "#1e3a8a", "#dc2626"][i],
              panel: ["#d4d4d8", "#172554", "#991b1b"][i],
              stripe: ["#16a34a", "#fafafa", "#fafafa"][i],
            }),
          }),
        )
        .join(""),
  ],
  "collection-crate": [
    "#e9e4da",
    (s) =>
      sneaker(s, 215, 240, 1.5, { upper: "#fafafa", stripe: "#f59e0b" }) +
      sneaker(s, 300, 265, 1.5, { upper: "#0f172a", panel: "#1e293b", stripe: "#0ea5e9", flip: true }) +
      solidBox(s, { x: 170, y: 360, w: 420, h: 250, d: 120, color: "#2f3b4c", texture: null, gloss: 0.1 }) +
      [0, 1, 2, 3].map((i) => `<rect x="${215 + i * 95}" y="400" width="55" height="160" rx="12" fill="#0b1220" opacity=".55"/>`).join("") +
      `<rect x="330" y="376" width="100" height="20" rx="10" fill="#0b1220" opacity=".7"/>`,
  ],
  "cleaning-kit": [
    "#e6efe9",
    (s) =>
      cylinder(s, {
        x: 200,
        y: 330,
        w: 130,
        h: 280,
        color: "#fafaf9",
        capH: 50,
        capColor: "#15803d",
        label: {
          y: 0.3,
          h: 0.42,
          color: "#15803d",
          mark: (cx, cy) =>
            `<text x="${cx}" y="${cy + 8}" font-family="${FONT}" font-weight="bold" font-size="22" fill="#fff" text-anchor="middle" letter-spacing="2">CLEAN</text>`,
        },
      }) +
      brush(s, 360, 520, 300, { wood: "#a96a36", bristle: "#f1e6cf" }) +
      `<path d="M380 470 Q520 430 640 470 L650 500 Q520 470 390 505 Z" fill="${s.lin([
        [0, "#dbeafe"],
        [1, "#93c5fd"],
      ])}"/>`,
  ],
  "protective-spray": [
    "#e8ecf4",
    (s) =>
      cylinder(s, {
        x: 320,
        y: 290,
        w: 160,
        h: 320,
        color: "#1d4ed8",
        capH: 70,
        capColor: "#f4f4f5",
        label: {
          y: 0.28,
          h: 0.38,
          color: "#f8fafc",
          mark: (cx, cy) => `<path d="M${cx - 26} ${cy - 30} h52 v30 q0 30 -26 42 q-26 -12 -26 -42 Z" fill="#1d4ed8"/>`,
        },
      }) +
      `<rect x="392" y="210" width="40" height="14" rx="4" fill="#e4e4e7"/>` +
      `<g filter="${s.blur(6)}" opacity=".55">${Array.from({ length: 16 }, (_, i) => `<circle cx="${470 + i * 14}" cy="${215 - (i % 5) * 7 + (i % 3) * 4}" r="${4 + (i % 4) * 2}" fill="#bfdbfe"/>`).join("")}</g>` +
      sneaker(s, 90, 520, 1.1, { upper: "#d6b48a", panel: "#b58b5e", stripe: "#6b4423", sole: "#f5f5f4" }),
  ],
  "crease-protectors": [
    "#ecebf0",
    (s) =>
      [0, 1]
        .map((i) => {
          const x = 220 + i * 200;
          const d = `M${x} 560 Q${x} 360 ${x + 90} 330 Q${x + 180} 360 ${x + 180} 560 Q${x + 90} 600 ${x} 560 Z`;
          return (
            shadow(s, x + 95, 585, 100, 14, 0.45) +
            `<path d="${d}" fill="${s.rad(
              [
                [0, "#f5f5f5"],
                [1, "#b8bcc6"],
              ],
              0.4,
              0.35,
              0.8,
            )}"/>` +
            `<g filter="${s.texture("1.2 1.2", 1)}" opacity=".18"><path d="${d}" fill="#000"/></g>` +
            `<path d="M${x + 20} ${480} Q${x + 90} 460 ${x + 160} 480 M${x + 16} 520 Q${x + 90} 500 ${x + 164} 520" fill="none" stroke="#8b909c" stroke-width="3" opacity=".6"/>` +
            glint(s, `M${x + 40} 400 Q${x + 70} 355 ${x + 110} 350`, 6, 0.55)
          );
        })
        .join(""),
  ],
  "shoe-trees": ["#efe7dc", (s) => shoeTree(s, 150, 330, 1.15, "#c8925a") + shoeTree(s, 190, 470, 1.15, "#b97f48")],
  "flat-laces": ["#f3efe8", (s) => laceCoil(s, 320, 430, 150, "#f5f5f4") + laceCoil(s, 470, 520, 120, "#111827", { offset: 10 })],
  "rope-laces": [
    "#e9eef2",
    (s) => laceCoil(s, 330, 440, 150, "#c2410c", { rope: true }) + laceCoil(s, 480, 520, 120, "#e7e5e4", { rope: true, offset: 8 }),
  ],
  insoles: ["#e7f0ef", (s) => insole(s, 230, 190, 1.05, "#2dd4bf", "#0f766e") + insole(s, 420, 210, 1.05, "#2dd4bf", "#0f766e")],
  "wall-shelf": [
    "#ebe6e0",
    (s) =>
      [0, 1, 2]
        .map((i) => {
          const y = 250 + i * 170;
          const cols = [
            ["#fafafa", "#dc2626"],
            ["#1e3a8a", "#fafafa"],
            ["#16a34a", "#fafafa"],
          ][i];
          return (
            shadow(s, 400, y + 30, 240, 10, 0.3) +
            sneaker(s, 170, y - 96, 1.05, { upper: cols[0], stripe: cols[1] }) +
            sneaker(s, 410, y - 96, 1.05, {
              upper: cols[1] === "#fafafa" ? "#27272a" : "#fafafa",
              stripe: cols[0] === "#fafafa" ? "#111" : cols[0],
              flip: true,
            }) +
            `<path d="M150 ${y} H650 L670 ${y - 14} H170 Z" fill="#fff" fill-opacity=".35" stroke="#fff" stroke-opacity=".8"/><rect x="150" y="${y}" width="500" height="10" fill="${s.lin(
              [
                [0, "#e0f2fe", 0.8],
                [1, "#94a3b8", 0.8],
              ],
            )}"/>`
          );
        })
        .join(""),
  ],
  "sneaker-bag": ["#e4e7eb", (s) => bag(s, 170, 360, 460, 250, "#1f2937", { trim: "#f59e0b" })],
  "under-bed-organizer": [
    "#ece8f1",
    (s) =>
      solidBox(s, { x: 140, y: 420, w: 480, h: 170, d: 200, color: "#6b7280", texture: "0.8 0.8", textureOpacity: 0.18, gloss: 0.05 }) +
      (() => {
        const f = boxFaces(140, 420, 480, 170, 200);
        return (
          `<path d="${f.top}" fill="#dbeafe" fill-opacity=".35" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>` +
          [0, 1, 2, 3]
            .map(
              (i) =>
                `<path d="M${140 + i * 120 + 40} 420 l${f.dx * 0.9} ${f.dy * 0.9}" stroke="#374151" stroke-opacity=".5" stroke-width="3"/>`,
            )
            .join("") +
          `<rect x="330" y="480" width="100" height="22" rx="11" fill="#374151"/>`
        );
      })(),
  ],
  "brush-set": [
    "#eee9e1",
    (s) =>
      brush(s, 180, 300, 380, { wood: "#8b5a2b", bristle: "#2b2b2b", bristleH: 50 }) +
      brush(s, 200, 420, 320, { wood: "#b07a45", bristle: "#f1e6cf", bristleH: 44 }) +
      brush(s, 230, 530, 260, { wood: "#c69463", bristle: "#9ca3af", bristleH: 36 }),
  ],
  "travel-cleaning-kit": [
    "#e9edf0",
    (s) =>
      softPack(s, 140, 360, 330, 240, "#e11d48", "#fecdd3") +
      cylinder(s, {
        x: 520,
        y: 390,
        w: 90,
        h: 210,
        color: "#f8fafc",
        capH: 34,
        capColor: "#e11d48",
        label: { y: 0.3, h: 0.35, color: "#e11d48" },
      }) +
      brush(s, 430, 590, 160, { wood: "#27272a", bristle: "#e4e4e7", bristleH: 22, angle: -6 }),
  ],
  "duffel-bag": ["#ebe7e2", (s) => bag(s, 130, 380, 540, 230, "#0a0a0a", { trim: "#f4f4f5" })],
  "cleaning-wipes": [
    "#e7eff5",
    (s) => softPack(s, 200, 380, 400, 220, "#0ea5e9", "#e0f2fe") + softPack(s, 160, 520, 230, 110, "#0284c7", "#e0f2fe"),
  ],
  "suede-brush": [
    "#eee7df",
    (s) =>
      solidBox(s, { x: 200, y: 470, w: 170, h: 90, d: 70, color: "#b45309", texture: "0.9 0.9", textureOpacity: 0.25, gloss: 0.05 }) +
      brush(s, 380, 420, 260, { wood: "#5b3a1e", bristle: "#c9a227", bristleH: 40 }),
  ],
  deodorizer: [
    "#efe9df",
    (s) =>
      sachet(s, 190, 330, 170, "#a16207") +
      sachet(s, 380, 350, 160, "#3f3f46") +
      [
        [300, 590, 26],
        [350, 600, 22],
        [560, 585, 28],
        [610, 600, 20],
        [250, 600, 18],
      ]
        .map(([x, y, r]) => shadow(s, x, y + r * 0.9, r, 5, 0.5) + sphere(s, x, y, r, "#c68a4f"))
        .join(""),
  ],
  "display-riser": [
    "#e9eaee",
    (s) =>
      [0, 1, 2]
        .map(
          (i) =>
            clearBox(s, { x: 170 + i * 150, y: 520 - i * 60, w: 170, h: 80 + i * 60, d: 110, tint: "#e0f2fe" }) +
            sneaker(s, 150 + i * 150, 430 - i * 60, 0.95, {
              upper: ["#fafafa", "#111827", "#b91c1c"][i],
              stripe: ["#16a34a", "#f4f4f5", "#fafafa"][i],
            }),
        )
        .join(""),
  ],
  // The SPEC's Casio and G-Shock items (the grid interleaves them), as sneaker-storage accessories: a Casio label
  // maker and its tape for shoebox labels, and gel insoles sold on their "G-Shock" (g-force shock) absorption.
  "casio-label-maker": [
    "#e8e9ec",
    (s) =>
      solidBox(s, { x: 220, y: 330, w: 330, h: 230, d: 100, color: "#1f2937", texture: null, gloss: 0.18 }) +
      `<rect x="262" y="362" width="246" height="64" rx="6" fill="#a3b18a"/>` +
      `<text x="385" y="405" font-family="DejaVu Sans Mono" font-weight="bold" font-size="26" fill="#1f2a1a" text-anchor="middle">AJ1 CHI 10.5</text>` +
      Array.from(
        { length: 12 },
        (_, i) => `<rect x="${262 + (i % 6) * 42}" y="${448 + Math.floor(i / 6) * 40}" width="32" height="28" rx="5" fill="#4b5563"/>`,
      ).join("") +
      `<rect x="560" y="392" width="140" height="34" fill="#fafafa" stroke="#d4d4d8"/>` +
      `<text x="630" y="415" font-family="${FONT}" font-weight="bold" font-size="15" fill="#111827" text-anchor="middle">AJ1 CHI 10.5</text>`,
  ],
  "casio-label-tape": [
    "#e4e8e6",
    (s) =>
      solidBox(s, { x: 170, y: 400, w: 200, h: 150, d: 70, color: "#f4f4f5", texture: null, gloss: 0.2 }) +
      solidBox(s, { x: 420, y: 420, w: 200, h: 150, d: 70, color: "#111827", texture: null, gloss: 0.2 }) +
      `<rect x="120" y="610" width="540" height="40" fill="#fafafa" stroke="#d4d4d8"/>` +
      `<text x="390" y="638" font-family="${FONT}" font-weight="bold" font-size="22" fill="#111827" text-anchor="middle" letter-spacing="3">DUNK LOW PANDA · US 9</text>`,
  ],
  "gel-insoles": ["#dfe2e6", (s) => insole(s, 230, 190, 1.05, "#f97316", "#1f1f1f") + insole(s, 420, 210, 1.05, "#38bdf8", "#1f1f1f")],
};

/**
 * A product on a transparent ground (the page's panel shows through, light or dark); a darkroom product keeps its
 * lit room, which reads as a dark panel in either theme. The wall colours above are the darkrooms' bases.
 */
function productScene(name, [wall, draw, opts = {}]) {
  const s = new Scene(P, P, hash(name));
  // Drawn a little larger than their 800 px layout, so the product fills the frame.
  const product = `<g transform="translate(400 440) scale(1.12) translate(-400 -440)">${draw(s)}</g>`;
  if (!opts.darkroom) return s.cutout(product);
  return s.render(darkroom(s, { base: wall, rim: opts.darkroom, horizon: 0.76 }) + product);
}

/** Several product drawings in one frame: [name, x, y, scale] places the product's 800 px layout. */
const arrange = (s, items) =>
  items.map(([name, x, y, k]) => `<g transform="translate(${x} ${y}) scale(${k})">${PRODUCTS[name][1](s)}</g>`).join("");

// ---------------------------------------------------------------------------------------------
// Product categories (800x400) and blog heroes (1200x630)
// ---------------------------------------------------------------------------------------------

const CATEGORIES = {
  "display-cases": [
    "#e6ebf1",
    [
      ["display-case", 20, -90, 0.62],
      ["drop-front-box", 330, -90, 0.62],
    ],
  ],
  "cleaning-kits": [
    "#e4eee7",
    [
      ["cleaning-kit", 40, -80, 0.6],
      ["brush-set", 330, -80, 0.6],
    ],
  ],
  "storage-solutions": [
    "#efe9df",
    [
      ["stackable-box", 40, -50, 0.58],
      ["under-bed-organizer", 330, -110, 0.62],
    ],
  ],
  "shoe-trees-inserts": [
    "#efe7dc",
    [
      ["shoe-trees", 0, -100, 0.62],
      ["insoles", 350, -70, 0.56],
    ],
  ],
  "protective-sprays": [
    "#e7ebf3",
    [
      ["protective-spray", 20, -90, 0.6],
      ["crease-protectors", 330, -110, 0.62],
    ],
  ],
  "laces-accessories": [
    "#f1ede6",
    [
      ["flat-laces", 20, -120, 0.62],
      ["rope-laces", 330, -120, 0.62],
    ],
  ],
};

function categoryScene(slug, [, items]) {
  const s = new Scene(800, 400, hash(slug));
  return s.cutout(arrange(s, items));
}

const BLOG = {
  "default-hero": ["#e9e5df", (s) => arrange(s, [["wall-shelf", 230, -60, 0.85]])],
  "innovative-sneaker-boxes": [
    "#ece4d8",
    (s) => articleBoxDrawing(s, 5, 90, 340, 0.9) + articleBoxDrawing(s, 4, 450, 360, 0.85) + articleBoxDrawing(s, 12, 720, 320, 0.9),
  ],
  "costco-nike-sb-dunk-low-kirkland-signature-release": [
    "#e7e4e2",
    (s) =>
      solidBox(s, { x: 380, y: 380, w: 420, h: 170, d: 150, color: "#b91c1c", lid: 50, lidColor: "#7f1d1d" }) +
      sneaker(s, 420, 225, 1.9, { upper: "#f5f5f4", panel: "#dc2626", stripe: "#9ca3af", sole: "#fafaf9" }),
  ],
  "how-to-clean-white-sneakers": [
    "#e3ede9",
    (s) => sneaker(s, 120, 330, 2.1, { upper: "#fafafa", stripe: "#e5e5e5" }) + arrange(s, [["cleaning-kit", 560, 0, 0.85]]),
  ],
  "best-sneaker-display-cases": [
    "#e6eaf1",
    (s) =>
      arrange(s, [
        ["display-case", 60, -40, 0.8],
        ["drop-front-box", 560, -40, 0.8],
      ]),
  ],
  "sneaker-storage-guide": [
    "#eee8df",
    (s) =>
      arrange(s, [
        ["stackable-box", 120, -60, 0.85],
        ["collection-crate", 560, -30, 0.8],
      ]),
  ],
  "history-of-the-air-jordan-1": [
    "#2a1212",
    (s) =>
      `<path d="M600 0 L420 470 H780 Z" fill="#fff" opacity=".07" filter="${s.blur(12)}"/>` +
      solidBox(s, { x: 430, y: 430, w: 300, h: 150, d: 120, color: "#1c1917", texture: null, gloss: 0.2 }) +
      sneaker(s, 380, 245, 1.95, {
        upper: "#fafafa",
        panel: "#b91c1c",
        stripe: "#111111",
        high: true,
        sole: "#fafaf9",
        outsole: "#b91c1c",
      }),
    { darkroom: "#ef4444" },
  ],
  "sneaker-lace-styles": [
    "#f0e9ee",
    (s) =>
      sneaker(s, 120, 300, 2.2, { upper: "#111827", stripe: "#f472b6", laces: "#f472b6" }) + arrange(s, [["rope-laces", 560, 30, 0.8]]),
  ],
  "protect-suede-sneakers": [
    "#e8efe6",
    (s) =>
      sneaker(s, 100, 320, 2.2, { upper: "#c8a27a", panel: "#a67c52", stripe: "#6b4423" }) +
      arrange(s, [["protective-spray", 600, 0, 0.85]]),
  ],
};

/** A blog hero: a cut-out as the products are, or a darkroom scene. */
function blogScene(slug, [wall, draw, opts = {}]) {
  const s = new Scene(1200, 630, hash(slug));
  if (!opts.darkroom) return s.cutout(draw(s));
  return s.render(darkroom(s, { base: wall, rim: opts.darkroom, horizon: 0.8 }) + draw(s));
}

// ---------------------------------------------------------------------------------------------
// Timeline (960x480): one scene per event
// ---------------------------------------------------------------------------------------------

const skyline = (s, color, y0) => {
  const r = rng(7);
  let x = 0;
  let out = "";
  while (x < 960) {
    const w = 40 + r() * 70;
    const h = 80 + r() * 180;
    out += `<rect x="${n(x)}" y="${n(y0 - h)}" width="${n(w)}" height="${n(h)}" fill="${color}"/>`;
    for (let k = 0; k < 10; k++)
      if (r() > 0.45)
        out += `<rect x="${n(x + 6 + r() * (w - 14))}" y="${n(y0 - h + 10 + r() * (h - 20))}" width="5" height="7" fill="#fde68a" opacity="${n(0.4 + r() * 0.5)}"/>`;
    x += w + 4;
  }
  return `<g filter="${s.blur(2.5)}">${out}</g>`;
};
const confetti = (s, w, h, colours, count = 60) => {
  const r = s.random;
  return `<g filter="${s.blur(0.6)}">${Array.from({ length: count }, () => `<rect x="${n(r() * w)}" y="${n(r() * h * 0.8)}" width="${n(6 + r() * 8)}" height="${n(3 + r() * 4)}" fill="${colours[Math.floor(r() * colours.length)]}" transform="rotate(${n(r() * 180)} ${n(r() * w)} ${n(r() * h)})" opacity=".9"/>`).join("")}</g>`;
};
const pedestal = (s, x, y, w, h, color = "#f4f4f5") => solidBox(s, { x, y, w, h, d: 90, color, texture: null, gloss: 0.25 });

const TIMELINE = {
  "2001-air-jordan-xvi": [
    { dark: ["#1a0d0d", "#ef4444"] },
    (s) =>
      sneaker(s, 250, 190, 2.3, {
        upper: "#0a0a0a",
        panel: "#111111",
        stripe: "#1f1f1f",
        sole: "#f5f5f5",
        outsole: "#b91c1c",
        laces: "#27272a",
      }) +
      `<path d="M420 270 Q560 250 690 330 L680 360 Q560 300 410 320 Z" fill="#e5e7eb" opacity=".28"/>` +
      glint(s, "M300 240 Q420 230 520 280", 3, 0.6),
  ],
  "2002-nike-sb-dunk": [
    { wall: "#cfd3d6" },
    (s) =>
      `<path d="M170 392 H790 Q810 392 806 404 L800 412 H160 L154 404 Q150 392 170 392 Z" fill="${s.lin([
        [0, "#d4a373"],
        [1, "#8b5a2b"],
      ])}"/>` +
      `<rect x="170" y="386" width="620" height="8" rx="4" fill="#1f1f1f"/>` +
      [250, 700].map((x) => sphere(s, x, 424, 16, "#f4f4f5")).join("") +
      sneaker(s, 280, 200, 1.9, { upper: "#5e6b73", panel: "#2f3e46", stripe: "#84a98c", sole: "#fafafa", outsole: "#2f3e46" }),
  ],
  "2005-pigeon-dunk": [
    { dark: ["#1f2937", "#94a3b8"], city: true },
    (s) =>
      skyline(s, "#111827", 330) +
      `<rect y="330" width="960" height="150" fill="${s.lin([
        [0, "#374151"],
        [1, "#111827"],
      ])}"/>` +
      sneaker(s, 250, 205, 2.2, { upper: "#9ca3af", panel: "#6b7280", stripe: "#d1d5db", sole: "#e5e7eb", outsole: "#f97316" }),
  ],
  "2009-air-yeezy": [
    { dark: ["#0c1410", "#84cc16"] },
    (s) =>
      sneaker(s, 250, 170, 2.3, {
        upper: "#78716c",
        panel: "#57534e",
        stripe: "#a8a29e",
        high: true,
        sole: "#d9f99d",
        outsole: "#bef264",
        glow: "#a3e635",
      }),
  ],
  "2011-nike-mag": [
    { dark: ["#06121f", "#38bdf8"] },
    (s) =>
      sneaker(s, 250, 170, 2.3, {
        upper: "#cbd5e1",
        panel: "#94a3b8",
        stripe: "#e2e8f0",
        high: true,
        sole: "#e0f2fe",
        outsole: "#38bdf8",
        glow: "#38bdf8",
      }) + `<rect x="300" y="205" width="90" height="40" rx="10" fill="#7dd3fc" opacity=".9" filter="${s.blur(3)}"/>`,
  ],
  "2012-flyknit": [
    { wall: "#f0dcc8" },
    (s) =>
      sneaker(s, 220, 210, 2.2, { upper: "#f97316", panel: "#ea580c", stripe: "#fafafa", knit: true, sole: "#fafafa" }) +
      [
        [720, 300, "#fb923c"],
        [800, 320, "#fafafa"],
      ]
        .map(([x, y, c]) => cylinder(s, { x, y, w: 56, h: 80, color: c }))
        .join(""),
  ],
  "2015-yeezy-boost-350": [
    { wall: "#e7e0d6" },
    (s) =>
      sneaker(s, 250, 200, 2.2, {
        upper: "#a8a29e",
        panel: "#78716c",
        stripe: "#d6d3d1",
        knit: true,
        sole: "#fafaf9",
        outsole: "#a8a29e",
      }) +
      `<g opacity=".35">${Array.from({ length: 40 }, (_, i) => `<circle cx="${n(270 + i * 10)}" cy="${n(385 + (i % 3) * 4)}" r="3" fill="#a8a29e"/>`).join("")}</g>`,
  ],
  "2016-stockx": [
    { dark: ["#0b1a12", "#22c55e"] },
    (s) =>
      `<rect x="140" y="60" width="680" height="250" rx="14" fill="#0a0f0c" stroke="#1f2937" stroke-width="6"/>` +
      `<path d="M170 270 L260 240 L330 250 L420 190 L500 205 L590 140 L680 150 L790 90" fill="none" stroke="#22c55e" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M170 270 L260 240 L330 250 L420 190 L500 205 L590 140 L680 150 L790 90" fill="none" stroke="#22c55e" stroke-width="14" opacity=".35" filter="${s.blur(6)}"/>` +
      solidBox(s, { x: 330, y: 360, w: 300, h: 90, d: 80, color: "#f97316", lid: 28, lidColor: "#ea580c" }) +
      sneaker(s, 320, 268, 1.5, { upper: "#fafafa", stripe: "#111111" }),
  ],
  "2017-the-ten": [
    { wall: "#ececec" },
    (s) =>
      sneaker(s, 240, 200, 2.3, { upper: "#fafafa", panel: "#f4f4f5", stripe: "#d4d4d8", sole: "#f5f5f4", outsole: "#f97316" }) +
      `<rect x="304" y="282" width="56" height="12" rx="3" fill="#ef4444" transform="rotate(-28 332 288)"/>` +
      `<text x="520" y="397" font-family="${FONT}" font-size="26" fill="#18181b">\u201cAIR\u201d</text>`,
  ],
  "2019-travis-scott-jordan-1": [
    { wall: "#d9c7b3" },
    (s) =>
      sneaker(s, 250, 160, 2.3, {
        upper: "#6f4e37",
        panel: "#4a3426",
        stripe: "#f5f5f4",
        high: true,
        sole: "#f1e4cf",
        outsole: "#4a3426",
        flip: true,
      }),
  ],
  "2020-dunk-revival": [
    { wall: "#dfe3ea" },
    (s) =>
      [
        ["#1d4ed8", "#fafafa"],
        ["#fafafa", "#f59e0b"],
        ["#16a34a", "#fafafa"],
      ]
        .map(([u, p], i) =>
          sneaker(s, 60 + i * 290, 250 + (i % 2) * -30, 1.3, {
            upper: u,
            panel: p,
            stripe: p === "#fafafa" ? u : "#fafafa",
            sole: "#fafafa",
          }),
        )
        .join(""),
  ],
  "2022-louis-vuitton-air-force-1": [
    { dark: ["#1c1408", "#f59e0b"] },
    (s) =>
      `<path d="M480 0 L300 420 H660 Z" fill="#fde68a" opacity=".12" filter="${s.blur(14)}"/>` +
      pedestal(s, 330, 340, 300, 120, "#1f1a14") +
      sneaker(s, 285, 160, 1.9, { upper: "#7c5a36", panel: "#5b4127", stripe: "#d4a017", sole: "#fafaf9" }),
  ],
  "2023-jordan-13-record": [
    { dark: ["#1a0606", "#dc2626"] },
    (s) =>
      pedestal(s, 330, 340, 300, 120, "#27272a") +
      clearBox(s, {
        x: 300,
        y: 110,
        w: 360,
        h: 230,
        d: 120,
        tint: "#fecaca",
        inside: sneaker(s, 320, 190, 1.6, { upper: "#111111", panel: "#1f1f1f", stripe: "#dc2626", sole: "#fafafa", outsole: "#dc2626" }),
      }),
  ],
  "2025-air-jordan-1-at-40": [
    { wall: "#e9e2dc" },
    (s) =>
      confetti(s, 960, 480, ["#dc2626", "#111111", "#fafafa", "#f59e0b"], 70) +
      sneaker(s, 250, 160, 2.3, { upper: "#fafafa", panel: "#b91c1c", stripe: "#111111", high: true, sole: "#fafaf9", outsole: "#b91c1c" }),
  ],
};

function timelineScene(slug, [set, draw]) {
  const s = new Scene(960, 480, hash(slug));
  const bg = set.dark ? darkroom(s, { base: set.dark[0], rim: set.dark[1], horizon: 0.8 }) : studio(s, { wall: set.wall, horizon: 0.78 });
  return s.render(bg + draw(s));
}

// ---------------------------------------------------------------------------------------------
// Featured article (900x600): twenty boxes, each its own design
// ---------------------------------------------------------------------------------------------

/** rank → [body colour, lid colour, motif]. */
const BOXES = {
  20: ["#facc15", "#1d4ed8", "halftone"],
  19: ["#111111", "#facc15", "stars"],
  18: ["#7c4a1e", "#d97706", "retro"],
  17: ["#0a0a0a", "#b8860b", "gold"],
  16: ["#b91c1c", "#111111", "countdown"],
  15: ["#1c1917", "#d4af37", "sixty"],
  14: ["#0f0f0f", "#c0a062", "twin"],
  13: ["#fafafa", "#f472b6", "doodle"],
  12: ["#1d4ed8", "#dc2626", "split"],
  11: ["#166534", "#14532d", "pitch"],
  10: ["#b91c1c", "#d4af37", "rabbit"],
  9: ["#f97316", "#c2410c", "grid"],
  8: ["#f8fafc", "#e2e8f0", "adapt"],
  7: ["#dc2626", "#b91c1c", "bag"],
  6: ["#9f1239", "#d4af37", "silk"],
  5: ["#f8fafc", "#2563eb", "cooler"],
  4: ["#fef3c7", "#7c3aed", "pint"],
  3: ["#e7d8b8", "#b91c1c", "vintage"],
  2: ["#18181b", "#38bdf8", "mag"],
  1: ["#cbd5e1", "#64748b", "briefcase"],
};

/** The box of the article's item `rank`, its front face `w` wide at (x, y) bottom-left-ish, scaled by k. */
function articleBoxDrawing(s, rank, x, y, k = 1) {
  const [body, lid, motif] = BOXES[rank];
  const w = 360 * k;
  const h = 170 * k;
  const d = 150 * k;
  const face = (markup) => `<g clip-path="${s.clip(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`)}">${markup}</g>`;
  const r = rng(rank * 31);
  const dots = (colour, step, size) =>
    Array.from(
      { length: Math.ceil(w / step) * Math.ceil(h / step) },
      (_, i) =>
        `<circle cx="${n(x + (i % Math.ceil(w / step)) * step)}" cy="${n(y + Math.floor(i / Math.ceil(w / step)) * step)}" r="${n(size)}" fill="${colour}"/>`,
    ).join("");
  switch (motif) {
    case "pint":
      return (
        cylinder(s, {
          x: x + 60 * k,
          y: y - 80 * k,
          w: 230 * k,
          h: 250 * k,
          color: body,
          label: {
            y: 0.25,
            h: 0.5,
            color: lid,
            mark: (cx, cy) =>
              `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(36 * k)}" fill="#fde68a"/><path d="M${n(cx - 30 * k)} ${n(cy + 6 * k)} q${n(30 * k)} ${n(-30 * k)} ${n(60 * k)} 0" stroke="#7c3aed" stroke-width="5" fill="none"/>`,
          },
        }) +
        `<ellipse cx="${n(x + 175 * k)}" cy="${n(y - 80 * k)}" rx="${n(120 * k)}" ry="${n(26 * k)}" fill="${s.lin([
          [0, "#a78bfa"],
          [1, "#6d28d9"],
        ])}"/>`
      );
    case "bag":
      return bag(s, x, y - 20 * k, w, h + 40 * k, body, { pocket: false, trim: "#fafafa" });
    case "briefcase":
      return (
        `<path d="M${n(x + w * 0.38)} ${n(y)} v${n(-32 * k)} h${n(w * 0.24)} v${n(32 * k)}" fill="none" stroke="#3f3f46" stroke-width="${n(12 * k)}"/>` +
        solidBox(s, { x, y, w, h: h * 0.9, d: d * 0.35, color: body, texture: "0.02 0.9", textureOpacity: 0.15, gloss: 0.45 }) +
        [0.15, 0.85]
          .map(
            (t) =>
              `<rect x="${n(x + w * t - 16 * k)}" y="${n(y + 10 * k)}" width="${n(32 * k)}" height="${n(18 * k)}" rx="3" fill="${s.lin([
                [0, "#f4f4f5"],
                [1, "#71717a"],
              ])}"/>`,
          )
          .join("") +
        `<path d="M${n(x)} ${n(y + h * 0.45)} H${n(x + w)}" stroke="#475569" stroke-width="3"/>`
      );
    case "cooler":
      return (
        `<path d="M${n(x + w * 0.3)} ${n(y + 6)} q${n(w * 0.2)} ${n(-70 * k)} ${n(w * 0.4)} 0" fill="none" stroke="#1e3a8a" stroke-width="${n(14 * k)}" stroke-linecap="round"/>` +
        solidBox(s, { x, y, w, h, d, color: body, lid: 46 * k, lidColor: lid, texture: null, gloss: 0.35 })
      );
    default:
      break;
  }
  const motifs = {
    halftone: () =>
      dots("#ef4444", 18 * k, 5 * k) +
      `<rect x="${n(x + w * 0.55)}" y="${n(y + h * 0.35)}" width="${n(w * 0.35)}" height="${n(h * 0.5)}" rx="8" fill="#e0f2fe" opacity=".8"/>`,
    stars: () =>
      Array.from(
        { length: 40 },
        () => `<circle cx="${n(x + r() * w)}" cy="${n(y + r() * h)}" r="${n(1 + r() * 2.5)}" fill="#fff" opacity="${n(0.4 + r() * 0.6)}"/>`,
      ).join("") +
      `<rect x="${n(x + w * 0.2)}" y="${n(y + h * 0.35)}" width="${n(w * 0.6)}" height="${n(h * 0.5)}" rx="6" fill="#e0f2fe" opacity=".25" stroke="#facc15" stroke-width="3"/>`,
    retro: () =>
      ["#f59e0b", "#ea580c", "#b91c1c"]
        .map((c, i) => `<rect x="${n(x)}" y="${n(y + h * (0.45 + i * 0.12))}" width="${n(w)}" height="${n(h * 0.08)}" fill="${c}"/>`)
        .join(""),
    gold: () =>
      `<rect x="${n(x + 12 * k)}" y="${n(y + 12 * k)}" width="${n(w - 24 * k)}" height="${n(h - 24 * k)}" fill="none" stroke="#d4af37" stroke-width="3"/>` +
      `<circle cx="${n(x + w / 2)}" cy="${n(y + h * 0.62)}" r="${n(26 * k)}" fill="none" stroke="#d4af37" stroke-width="3"/>`,
    countdown: () =>
      `<rect x="${n(x + w / 2 - 2)}" y="${n(y)}" width="4" height="${n(h)}" fill="#111"/>` +
      [0.25, 0.75]
        .map(
          (t, i) =>
            `<text x="${n(x + w * t)}" y="${n(y + h * 0.72)}" font-family="${FONT}" font-weight="bold" font-size="${n(54 * k)}" fill="#fafafa" text-anchor="middle">${i ? 22 : 1}</text>`,
        )
        .join(""),
    sixty: () =>
      `<text x="${n(x + w / 2)}" y="${n(y + h * 0.78)}" font-family="DejaVu Serif" font-weight="bold" font-size="${n(70 * k)}" fill="#d4af37" text-anchor="middle">60+</text>`,
    twin: () =>
      `<rect x="${n(x + w / 2 - 3)}" y="${n(y)}" width="6" height="${n(h)}" fill="#c0a062"/>` +
      `<rect x="${n(x + 10 * k)}" y="${n(y + h * 0.4)}" width="${n(w - 20 * k)}" height="3" fill="#c0a062"/>`,
    doodle: () =>
      Array.from(
        { length: 14 },
        () =>
          `<path d="M${n(x + r() * w)} ${n(y + r() * h)} q${n(r() * 60 - 30)} ${n(r() * 60 - 30)} ${n(r() * 80 - 40)} ${n(r() * 40)}" stroke="${["#f472b6", "#22c55e", "#3b82f6", "#f59e0b", "#a855f7"][Math.floor(r() * 5)]}" stroke-width="${n(4 + r() * 5)}" fill="none" stroke-linecap="round"/>`,
      ).join(""),
    split: () =>
      `<rect x="${n(x + w / 2)}" y="${n(y)}" width="${n(w / 2)}" height="${n(h)}" fill="#dc2626"/>` +
      `<text x="${n(x + w / 2)}" y="${n(y + h * 0.72)}" font-family="${FONT}" font-weight="bold" font-size="${n(60 * k)}" fill="#fafafa" text-anchor="middle">23</text>`,
    pitch: () =>
      `<rect x="${n(x + 14 * k)}" y="${n(y + 14 * k)}" width="${n(w - 28 * k)}" height="${n(h - 28 * k)}" fill="none" stroke="#dcfce7" stroke-width="3"/><path d="M${n(x + w / 2)} ${n(y + 14 * k)} V${n(y + h - 14 * k)}" stroke="#dcfce7" stroke-width="3"/><circle cx="${n(x + w / 2)}" cy="${n(y + h / 2)}" r="${n(28 * k)}" fill="none" stroke="#dcfce7" stroke-width="3"/>`,
    rabbit: () =>
      dots("#d4af37", 30 * k, 3 * k) +
      `<circle cx="${n(x + w / 2)}" cy="${n(y + h * 0.58)}" r="${n(40 * k)}" fill="#d4af37" opacity=".9"/>`,
    grid: () =>
      Array.from(
        { length: 8 },
        (_, i) => `<path d="M${n(x + ((i + 1) * w) / 9)} ${n(y)} V${n(y + h)}" stroke="#7c2d12" stroke-width="3" opacity=".5"/>`,
      ).join(""),
    adapt: () =>
      `<rect x="${n(x + w * 0.1)}" y="${n(y + h * 0.55)}" width="${n(w * 0.8)}" height="${n(6 * k)}" rx="3" fill="#38bdf8"/><rect x="${n(x + w * 0.1)}" y="${n(y + h * 0.55)}" width="${n(w * 0.8)}" height="${n(6 * k)}" fill="#38bdf8" filter="${s.blur(6)}"/>`,
    silk: () =>
      Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M${n(x)} ${n(y + h * (0.3 + i * 0.12))} q${n(w / 4)} ${n(-20 * k)} ${n(w / 2)} 0 t${n(w / 2)} 0" stroke="#d4af37" stroke-width="2" fill="none" opacity=".7"/>`,
      ).join(""),
    vintage: () =>
      `<rect x="${n(x)}" y="${n(y + h * 0.55)}" width="${n(w)}" height="${n(h * 0.14)}" fill="#111"/>` +
      `<rect x="${n(x + w * 0.66)}" y="${n(y + h * 0.18)}" width="${n(w * 0.24)}" height="${n(h * 0.24)}" fill="#fef9c3" transform="rotate(-6 ${n(x + w * 0.78)} ${n(y + h * 0.3)})"/>` +
      `<g filter="${s.texture("0.05 0.05", 3)}" opacity=".35"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#000"/></g>`,
    mag: () =>
      `<rect x="${n(x + 20 * k)}" y="${n(y + h * 0.45)}" width="${n(w - 40 * k)}" height="${n(h * 0.4)}" rx="10" fill="#0c4a6e" opacity=".7"/><rect x="${n(x + 20 * k)}" y="${n(y + h * 0.45)}" width="${n(w - 40 * k)}" height="5" fill="#38bdf8" filter="${s.blur(4)}"/>`,
  };
  return (
    solidBox(s, {
      x,
      y,
      w,
      h,
      d,
      color: body,
      lid: 46 * k,
      lidColor: lid,
      texture: motif === "vintage" ? "0.03 0.8" : "0.02 0.7",
      textureOpacity: 0.08,
    }) + face(motifs[motif]())
  );
}

function articleScene(rank) {
  const s = new Scene(900, 600, hash(`box-${rank}`));
  const [body] = BOXES[rank];
  const drawing = articleBoxDrawing(s, rank, 240, 300, 1.05);
  // A black box would vanish into a dark theme's panel: it keeps a lit room; any other is a cut-out.
  const dark = ["#0a0a0a", "#111111", "#18181b", "#0f0f0f", "#1c1917"].includes(body);
  if (!dark) return s.cutout(drawing);
  return s.render(darkroom(s, { base: "#2a2a2e", rim: BOXES[rank][1], horizon: 0.72 }) + drawing);
}

// ---------------------------------------------------------------------------------------------
// Raffle winners (640x400)
// ---------------------------------------------------------------------------------------------

const WINNERS = [
  ["#e8e2da", { upper: "#fafafa", panel: "#b91c1c", stripe: "#111111", high: true }],
  ["#e3e6ea", { upper: "#fafafa", panel: "#1e3a8a", stripe: "#1e3a8a" }],
  ["#e9e6e0", { upper: "#d6d3d1", panel: "#a8a29e", stripe: "#166534" }],
  ["#ece7e1", { upper: "#fafafa", panel: "#fafafa", stripe: "#111111", sole: "#c2a77a", outsole: "#8b6b3d" }],
  ["#e2e6ea", { upper: "#cbd5e1", panel: "#94a3b8", stripe: "#ef4444" }],
];

function winnerScene(i) {
  const [wall, palette] = WINNERS[i - 1];
  const s = new Scene(640, 400, hash(`winner-${i}`));
  return s.render(
    studio(s, { wall, horizon: 0.74 }) +
      confetti(s, 640, 400, ["#16a34a", "#f59e0b", "#ef4444", "#3b82f6"], 40) +
      solidBox(s, { x: 200, y: 270, w: 260, h: 80, d: 90, color: "#f97316", lid: 24, lidColor: "#ea580c" }) +
      sneaker(s, 150, 150, 1.45, palette) +
      sneaker(s, 250, 178, 1.45, { ...palette, flip: true }),
  );
}

// ---------------------------------------------------------------------------------------------
// Brand and shop logos (256x256): a wordmark per listing, each in its own type treatment
// ---------------------------------------------------------------------------------------------

/** Type styles: [font family, weight, style, width per character in em, case]. */
const TYPE = {
  sans: ["DejaVu Sans", "bold", "normal", 0.76, "none"],
  condensed: ["DejaVu Sans Condensed", "bold", "normal", 0.6, "upper"],
  italic: ["DejaVu Sans", "bold", "oblique", 0.68, "upper"],
  serif: ["DejaVu Serif", "bold", "normal", 0.78, "none"],
  serifItalic: ["DejaVu Serif", "bold", "italic", 0.66, "none"],
  mono: ["DejaVu Sans Mono", "bold", "normal", 0.62, "upper"],
  light: ["DejaVu Sans", "200", "normal", 0.8, "upper"],
  lower: ["DejaVu Sans", "bold", "normal", 0.66, "lower"],
};

/** slug → [name as set, background, ink, type, ornament]. Slugs match resourceSlug() in core. */
const LOGOS = {
  nike: ["NIKE", "#111111", "#fafafa", "italic", "swash"],
  jordan: ["JORDAN", "#b91c1c", "#fafafa", "condensed", "bar"],
  adidas: ["adidas", "#fafafa", "#111111", "lower", "stripes"],
  "new-balance": ["NB", "#fafafa", "#b91c1c", "italic", "lines"],
  puma: ["PUMA", "#111111", "#fafafa", "sans", "none"],
  asics: ["asics", "#0a2d87", "#fafafa", "lower", "underline"],
  converse: ["CONVERSE", "#fafafa", "#111111", "condensed", "star"],
  vans: ["VANS", "#c8102e", "#fafafa", "italic", "underline"],
  reebok: ["Reebok", "#fafafa", "#1e3a5f", "serifItalic", "bar"],
  "foot-locker": ["FOOT LOCKER", "#1f1f1f", "#fafafa", "condensed", "stripe"],
  "finish-line": ["FINISH LINE", "#0b3d91", "#fafafa", "italic", "check"],
  "jd-sports": ["JD", "#111827", "#facc15", "sans", "box"],
  "end-clothing": ["END.", "#fafafa", "#111111", "sans", "none"],
  sns: ["SNS", "#e4e4e7", "#111111", "serif", "frame"],
  kith: ["KITH", "#fafafa", "#111111", "light", "frame"],
  stockx: ["StockX", "#08a05c", "#fafafa", "sans", "chart"],
  goat: ["GOAT", "#1a1a1a", "#fafafa", "mono", "none"],
  "flight-club": ["FLIGHT CLUB", "#c41230", "#fafafa", "serif", "wings"],
  "stadium-goods": ["STADIUM GOODS", "#2b2b2b", "#e5e7eb", "light", "frame"],
  "ebay-sneakers": ["ebay", "#fafafa", "#3665f3", "lower", "dots"],
  "jason-markk": ["JASON MARKK", "#111111", "#fafafa", "condensed", "drop"],
  "crep-protect": ["CREP", "#e4002b", "#fafafa", "italic", "shield"],
  reshoevn8r: ["Reshoevn8r", "#14532d", "#ecfccb", "serifItalic", "underline"],
  "sneaker-lab": ["LAB", "#0e7490", "#fafafa", "mono", "flask"],
  stussy: ["Stüssy", "#f5f5f0", "#111111", "serifItalic", "none"],
  "carhartt-wip": ["carhartt", "#6b4e2e", "#fef3c7", "lower", "arc"],
  champion: ["Champion", "#1c3f94", "#fafafa", "serifItalic", "c"],
  bape: ["BAPE", "#4d5d2a", "#e7e5c8", "serif", "camo"],
  stance: ["STANCE", "#0f172a", "#fafafa", "light", "underline"],
  "new-era": ["NEW ERA", "#1f2937", "#fafafa", "condensed", "flag"],
  "g-shock": ["G-SHOCK", "#111111", "#ef4444", "italic", "bar"],
  "sneaker-shields": ["SHIELDS", "#2563eb", "#fafafa", "condensed", "shield"],
  "herschel-supply-co": ["HERSCHEL", "#9f1239", "#fafafa", "serif", "frame"],
  "the-container-store": ["the container store", "#0057b8", "#fafafa", "lower", "box"],
  ikea: ["IKEA", "#0058a3", "#ffdb00", "sans", "oval"],
  wayfair: ["wayfair", "#7b189f", "#fafafa", "lower", "dots"],
  closetmaid: ["ClosetMaid", "#0f766e", "#fafafa", "serif", "underline"],
};

function logoScene(slug, [name, bg, ink, type, ornament]) {
  const s = new Scene(256, 256, hash(slug));
  const [family, weight, style, em, textCase] = TYPE[type];
  const setText = textCase === "upper" ? name.toUpperCase() : textCase === "lower" ? name.toLowerCase() : name;
  const words = setText.length > 11 && setText.includes(" ") ? setText.split(" ") : [setText];
  const lines = words.length > 2 ? [words.slice(0, -1).join(" "), words.at(-1)] : words;
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(78, 184 / (longest * em), 150 / (lines.length * 1.15));
  const lineH = size * 1.1;
  const y0 = 128 - ((lines.length - 1) * lineH) / 2 + size * 0.36;
  const text = lines
    .map(
      (l, i) =>
        `<text x="128" y="${n(y0 + i * lineH)}" font-family="${family}" font-weight="${weight}" font-style="${style}" font-size="${n(size)}" fill="${ink}" text-anchor="middle" letter-spacing="${type === "light" ? n(size * 0.12) : type === "condensed" ? "-0.5" : "0"}">${esc(l)}</text>`,
    )
    .join("");
  const bottom = y0 + (lines.length - 1) * lineH;
  const top = y0 - size * 0.8;
  const ornaments = {
    none: "",
    swash: `<path d="M60 ${n(bottom + 22)} Q128 ${n(bottom + 40)} 200 ${n(bottom + 8)} Q140 ${n(bottom + 30)} 60 ${n(bottom + 22)} Z" fill="${ink}"/>`,
    bar: `<rect x="78" y="${n(bottom + 16)}" width="100" height="7" rx="3.5" fill="${ink}"/>`,
    underline: `<rect x="58" y="${n(bottom + 14)}" width="140" height="3" fill="${ink}" opacity=".85"/>`,
    stripes: [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${100 + i * 20}" y="${n(top - 30 + (2 - i) * 8)}" width="12" height="${22 + i * 8}" fill="${ink}" transform="skewX(-25)"/>`,
      )
      .join(""),
    lines: [0, 1, 2, 3]
      .map((i) => `<rect x="40" y="${n(bottom - size * 0.7 + i * size * 0.2)}" width="176" height="${n(size * 0.06)}" fill="${bg}"/>`)
      .join(""),
    star: `<path d="M128 ${n(top - 44)} l8 17 l19 2 l-14 12 l4 19 l-17 -10 l-17 10 l4 -19 l-14 -12 l19 -2 Z" fill="${ink}"/>`,
    stripe: `<path d="M40 ${n(bottom + 14)} H216 M40 ${n(top - 10)} H216" stroke="${ink}" stroke-width="2" stroke-dasharray="10 6"/>`,
    check: `<path d="M70 ${n(bottom + 22)} l20 10 l60 -30" fill="none" stroke="#facc15" stroke-width="6" stroke-linecap="round"/>`,
    box: `<rect x="36" y="${n(top - 16)}" width="184" height="${n(bottom - top + 36)}" fill="none" stroke="${ink}" stroke-width="4"/>`,
    frame: `<rect x="28" y="28" width="200" height="200" fill="none" stroke="${ink}" stroke-width="2"/>`,
    chart: `<path d="M70 ${n(bottom + 30)} l30 -14 l22 6 l30 -20 l30 4" fill="none" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`,
    wings: `<path d="M40 ${n(top - 14)} q44 -22 88 0 q44 -22 88 0" fill="none" stroke="${ink}" stroke-width="3"/>`,
    dots: ["#e53238", "#0064d2", "#f5af02", "#86b817"]
      .map((c, i) => `<circle cx="${92 + i * 24}" cy="${n(bottom + 26)}" r="7" fill="${c}"/>`)
      .join(""),
    drop: `<path d="M128 ${n(top - 48)} q16 22 16 32 a16 16 0 0 1 -32 0 q0 -10 16 -32 Z" fill="${ink}"/>`,
    shield: `<path d="M128 ${n(top - 52)} l30 10 v16 q0 20 -30 30 q-30 -10 -30 -30 v-16 Z" fill="none" stroke="${ink}" stroke-width="4"/>`,
    flask: `<path d="M116 ${n(top - 50)} h24 v14 l20 30 h-64 l20 -30 Z" fill="none" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`,
    arc: `<path d="M60 ${n(top - 8)} Q128 ${n(top - 60)} 196 ${n(top - 8)}" fill="none" stroke="${ink}" stroke-width="8"/>`,
    c: `<path d="M150 ${n(top - 50)} a22 22 0 1 0 0 36" fill="none" stroke="#dc2626" stroke-width="9" stroke-linecap="round"/>`,
    camo: `<g opacity=".35">${Array.from({ length: 14 }, (_, i) => `<ellipse cx="${n(s.random() * 256)}" cy="${n(s.random() * 256)}" rx="${n(14 + s.random() * 22)}" ry="${n(10 + s.random() * 14)}" fill="${["#2f3a1a", "#6b7a3a", "#1f2612"][i % 3]}"/>`).join("")}</g>`,
    flag: `<rect x="96" y="${n(top - 40)}" width="64" height="26" fill="${ink}"/><rect x="96" y="${n(top - 40)}" width="26" height="13" fill="#dc2626"/>`,
    oval: "",
  };
  const oval = ornament === "oval" ? `<ellipse cx="128" cy="128" rx="104" ry="56" fill="${ink}"/>` : "";
  const textInk = ornament === "oval" ? text.replaceAll(`fill="${ink}"`, `fill="${bg}"`) : text;
  const back = ornament === "camo" ? ornaments.camo : "";
  const body =
    `<rect width="256" height="256" fill="${s.lin(
      [
        [0, shade(bg, 0.08)],
        [1, shade(bg, -0.08)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    back +
    oval +
    (ornament === "camo" || ornament === "oval" ? "" : ornaments[ornament]) +
    textInk;
  return s.render(body, { vignette: 0.06, grain: 0.025 });
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

const written = [];
/** Writes `<name>.webp/.avif` at full width and `<name>-<half>.webp/.avif` at half width. */
async function writePicture(set, name, svgText, width, height) {
  const dir = join(IMAGES, set);
  mkdirSync(dir, { recursive: true });
  const png = await sharp(Buffer.from(svgText)).png().toBuffer();
  // A cut-out's alpha plane and hard edges cost bytes (decision 0039): its alpha is kept lossy in WebP, and its
  // AVIF a little lower in quality (flat shapes show it less than a lit wall's gradients).
  const { isOpaque } = await sharp(png).stats();
  const webp = isOpaque ? { quality: 74, effort: 6 } : { quality: 74, alphaQuality: 60, effort: 6 };
  const avif = isOpaque ? { quality: 50, effort: 4 } : { quality: 42, effort: 4 };
  const half = Math.round(width / 2);
  for (const [w, suffix] of [
    [width, ""],
    [half, `-${half}`],
  ]) {
    const img = sharp(png).resize(w, Math.round((height * w) / width));
    await img
      .clone()
      .webp(webp)
      .toFile(join(dir, `${name}${suffix}.webp`));
    await img
      .clone()
      .avif(avif)
      .toFile(join(dir, `${name}${suffix}.avif`));
  }
  written.push(`${set}/${name}`);
}

const SETS = {
  products: async () => {
    for (const [name, entry] of Object.entries(PRODUCTS)) await writePicture("products", name, productScene(name, entry), P, P);
  },
  categories: async () => {
    for (const [slug, entry] of Object.entries(CATEGORIES)) await writePicture("categories", slug, categoryScene(slug, entry), 800, 400);
  },
  blog: async () => {
    for (const [slug, entry] of Object.entries(BLOG)) await writePicture("blog", slug, blogScene(slug, entry), 1200, 630);
  },
  timeline: async () => {
    for (const [slug, entry] of Object.entries(TIMELINE)) await writePicture("timeline", slug, timelineScene(slug, entry), 960, 480);
  },
  article: async () => {
    for (let rank = 1; rank <= 20; rank++) await writePicture("article", `box-${rank}`, articleScene(rank), 900, 600);
  },
  winners: async () => {
    for (let i = 1; i <= 5; i++) await writePicture("winners", `winner-${i}`, winnerScene(i), 640, 400);
  },
  logos: async () => {
    for (const [slug, entry] of Object.entries(LOGOS)) await writePicture("logos", slug, logoScene(slug, entry), 256, 256);
  },
};

const only = process.argv.slice(2);
for (const [set, run] of Object.entries(SETS)) {
  if (only.length && !only.includes(set)) continue;
  rmSync(join(IMAGES, set), { recursive: true, force: true });
  await run();
}
const bytes = (dir) => readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
for (const set of Object.keys(SETS)) {
  if (only.length && !only.includes(set)) continue;
  console.log(
    `generate-images: ${set}: ${readdirSync(join(IMAGES, set)).length} files, ${(bytes(join(IMAGES, set)) / 1024).toFixed(0)} KB`,
  );
}
