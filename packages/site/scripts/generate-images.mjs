#!/usr/bin/env node
/**
 * Generates every image the static content and the demo data use, as small hand-written SVGs
 * (plus one PNG for Open Graph), into packages/site/public. Deterministic: no randomness, no clock,
 * no network, no native dependencies. Run with `node packages/site/scripts/generate-images.mjs`
 * and commit the output. The names here must match the paths in packages/core/src/content and the
 * server's demo seed; packages/core/src/content/content.test.ts checks that every referenced file exists.
 *
 * The illustrations are our own drawings: tiles and wordmarks in brand colours, never the brands'
 * logo shapes.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
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

/** Relative luminance: pick dark or light text for a background. */
function textOn(hex) {
  const c = hex.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(c.slice(i, i + 2), 16) / 255);
  const lin = (v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b) > 0.45 ? INK : "#ffffff";
}

/** Split words into at most `maxLines` lines of similar length. */
function wrap(words, maxChars) {
  const lines = [];
  let line = "";
  for (const word of words) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A deterministic PRNG (mulberry32) for confetti and texture. */
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

/**
 * For images with several sneakers: one definition whose accent follows `color`, then cheap <use>s.
 * Ids are per document, and every image holds at most one such definition per id.
 */
function sneakerDef(id, { upper = "#ffffff", sole = "#fafafa", line = INK } = {}) {
  return `<defs>${sneaker(0, 0, 1, { upper, sole, line, accent: "currentColor" }).replace("<g ", `<g id="${id}" `)}</defs>`;
}
const useSneaker = (id, x, y, s, color) => `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${s})" color="${color}"/>`;

/** An isometric shoebox: front face w x h at (x, y), depth d. */
function shoebox(x, y, w, h, d, { body = "#f97316", lid = "#ea580c", side = "#c2410c", top = "#fb923c", label = "", labelFill } = {}) {
  const dy = d * 0.5;
  const lidH = Math.min(h * 0.3, 34);
  return (
    `<g stroke="${INK}" stroke-width="3" stroke-linejoin="round">` +
    `<path d="M${n(x)} ${n(y)} L${n(x + d)} ${n(y - dy)} H${n(x + w + d)} L${n(x + w)} ${n(y)} Z" fill="${top}"/>` +
    `<path d="M${n(x + w)} ${n(y)} L${n(x + w + d)} ${n(y - dy)} V${n(y + h - dy)} L${n(x + w)} ${n(y + h)} Z" fill="${side}"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${body}"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(lidH)}" fill="${lid}"/></g>` +
    (label ? text(x + w / 2, y + lidH + (h - lidH) / 2 + 14, Math.min(40, (h - lidH) * 0.45), label, { fill: labelFill ?? textOn(body), anchor: "middle" }) : "")
  );
}

// ---------------------------------------------------------------------------------------------
// Product illustrations, drawn in a 600x600 space without background so that category cards
// and blog heroes can reuse them at any scale.
// ---------------------------------------------------------------------------------------------

const CLEAR = `fill="#dbeafe" fill-opacity=".45" stroke="#60a5fa" stroke-width="4"`;
const glare = (x, y, h) => `<path d="M${x} ${y + h} L${x + 40} ${y} M${x + 24} ${y + h} L${x + 52} ${y + h * 0.3}" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".8"/>`;

const PRODUCT_GLYPHS = {
  "display-case": () =>
    `<rect x="120" y="430" width="360" height="44" rx="6" fill="#27272a"/>` +
    sneaker(170, 300, 1.3, { upper: "#ffffff", accent: "#dc2626" }) +
    `<rect x="130" y="170" width="340" height="262" rx="8" ${CLEAR}/>` +
    `<path d="M130 170 L160 140 H500 L470 170 Z M470 170 L500 140 V402 L470 432 Z" ${CLEAR}/>` +
    glare(150, 200, 120),
  "led-display-case": () =>
    `<rect x="120" y="430" width="360" height="44" rx="6" fill="#18181b"/>` +
    `<rect x="130" y="170" width="340" height="262" rx="8" fill="#0f172a"/>` +
    `<rect x="140" y="178" width="320" height="12" rx="6" fill="#22d3ee"/>` +
    `<path d="M146 190 H454 L420 330 H180 Z" fill="#67e8f9" opacity=".25"/>` +
    sneaker(170, 300, 1.3, { upper: "#f4f4f5", accent: "#a855f7", line: "#e4e4e7" }) +
    `<rect x="130" y="170" width="340" height="262" rx="8" fill="none" stroke="#22d3ee" stroke-width="5"/>` +
    `<circle cx="450" cy="452" r="7" fill="#22d3ee"/>`,
  "stackable-box": () =>
    sneakerDef("s") +
    [0, 1, 2]
      .map((i) => {
        const y = 120 + i * 130;
        const colours = ["#2563eb", "#16a34a", "#dc2626"];
        return (
          `<rect x="150" y="${y}" width="300" height="120" rx="8" ${CLEAR}/>` +
          useSneaker("s", 205, y + 22, 0.95, colours[i]) +
          `<rect x="150" y="${y}" width="300" height="120" rx="8" fill="none" stroke="#1e3a8a" stroke-width="4"/>` +
          `<rect x="270" y="${y + 104}" width="60" height="8" rx="4" fill="#1e3a8a"/>`
        );
      })
      .join(""),
  "collection-crate": () =>
    sneaker(120, 120, 1.15, { accent: "#f59e0b" }) +
    sneaker(250, 145, 1.15, { accent: "#0ea5e9", flip: true }) +
    `<g stroke="${INK}" stroke-width="4"><rect x="110" y="240" width="380" height="240" rx="10" fill="#b45309"/>` +
    `<path d="M110 300 H490 M110 360 H490 M110 420 H490" stroke="#78350f"/>` +
    `<rect x="250" y="262" width="100" height="26" rx="13" fill="#78350f"/></g>`,
  "cleaning-kit": () =>
    `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round">` +
    `<rect x="110" y="200" width="120" height="260" rx="24" fill="#f8fafc"/><rect x="140" y="160" width="60" height="44" rx="6" fill="#15803d"/>` +
    `<rect x="110" y="280" width="120" height="100" fill="#15803d"/>` +
    `<rect x="270" y="330" width="230" height="56" rx="18" fill="#92400e"/><rect x="290" y="386" width="190" height="60" rx="6" fill="#fde68a"/>` +
    `<path d="M300 386 V446 M330 386 V446 M360 386 V446 M390 386 V446 M420 386 V446 M450 386 V446" stroke-width="3"/>` +
    `<rect x="280" y="220" width="200" height="80" rx="10" fill="#38bdf8"/><path d="M280 250 H480" stroke-width="3"/><path d="M300 282 H460" stroke="#e0f2fe" stroke-width="4"/></g>` +
    `<path d="M150 330 l12 -22 l12 22 l-12 22 Z" fill="#ffffff"/>` +
    `<path d="M420 160 l6 18 l18 6 l-18 6 l-6 18 l-6 -18 l-18 -6 l18 -6 Z M480 120 l4 12 l12 4 l-12 4 l-4 12 l-4 -12 l-12 -4 l12 -4 Z" fill="#facc15"/>`,
  "storage-box": () =>
    shoebox(110, 230, 320, 210, 90, { body: "#d6a76c", lid: "#c08a4a", side: "#a16b2f", top: "#e3bd8a", label: "KICKS", labelFill: "#3f2a14" }) +
    `<rect x="190" y="390" width="160" height="30" rx="4" fill="#ffffff" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M205 405 H335" stroke="${INK}" stroke-width="3" stroke-dasharray="10 8"/>`,
  laces: () =>
    `<g fill="none" stroke-linecap="round" stroke-width="14">` +
    `<path d="M120 380 C160 200 300 200 300 300 S460 420 480 220" stroke="#ef4444"/>` +
    `<path d="M120 430 C200 300 320 340 330 400 S440 470 490 330" stroke="#1e293b"/>` +
    `<path d="M120 430 C200 300 320 340 330 400 S440 470 490 330" stroke="#94a3b8" stroke-width="3" stroke-dasharray="4 10"/></g>` +
    `<g fill="${INK}"><rect x="100" y="372" width="34" height="16" rx="6" transform="rotate(-70 117 380)"/><rect x="464" y="210" width="34" height="16" rx="6" transform="rotate(-75 481 218)"/>` +
    `<rect x="100" y="422" width="34" height="16" rx="6" transform="rotate(-55 117 430)"/><rect x="474" y="322" width="34" height="16" rx="6" transform="rotate(-65 491 330)"/></g>`,
  "shoe-trees": () =>
    [0, 1]
      .map((i) => {
        const y = 190 + i * 150;
        return (
          `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round">` +
          `<path d="M270 ${y} Q440 ${y - 30} 500 ${y + 30} Q520 ${y + 60} 480 ${y + 80} Q390 ${y + 100} 270 ${y + 80} Z" fill="#d4a373"/>` +
          `<path d="M300 ${y + 20} H470 M300 ${y + 50} H480" stroke="#a0703f" stroke-width="3"/>` +
          `<rect x="160" y="${y + 30}" width="112" height="16" rx="8" fill="#a1a1aa"/>` +
          `<path d="M90 ${y + 10} Q160 ${y} 170 ${y + 40} Q160 ${y + 80} 90 ${y + 70} Q70 ${y + 40} 90 ${y + 10} Z" fill="#d4a373"/>` +
          `<circle cx="112" cy="${y + 40}" r="10" fill="#a1a1aa"/></g>`
        );
      })
      .join(""),
  "protective-spray": () =>
    `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round">` +
    `<rect x="200" y="230" width="150" height="260" rx="18" fill="#1d4ed8"/><path d="M210 230 Q275 170 340 230 Z" fill="#e4e4e7"/>` +
    `<rect x="252" y="160" width="46" height="34" rx="6" fill="#f4f4f5"/><rect x="298" y="168" width="30" height="12" fill="#f4f4f5"/>` +
    `<rect x="200" y="300" width="150" height="110" fill="#ffffff"/></g>` +
    `<path d="M245 330 Q275 318 305 330 V360 Q305 384 275 396 Q245 384 245 360 Z" fill="#1d4ed8"/>` +
    `<g fill="#60a5fa">${[
      [360, 170, 8],
      [390, 150, 7],
      [392, 186, 9],
      [425, 130, 6],
      [430, 170, 8],
      [428, 210, 6],
      [465, 150, 6],
      [470, 190, 7],
      [500, 170, 5],
    ]
      .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`)
      .join("")}</g>`,
  "crease-protectors": () =>
    [0, 1]
      .map((i) => {
        const x = 110 + i * 200;
        return (
          `<g transform="translate(${x} 0)" stroke="${INK}" stroke-width="4" stroke-linejoin="round">` +
          `<path d="M20 380 Q20 220 100 190 Q180 220 180 380 Q100 410 20 380 Z" fill="#e5e7eb"/>` +
          `<path d="M40 360 Q40 250 100 226 Q160 250 160 360" fill="none" stroke="#9ca3af" stroke-width="3"/>` +
          `<path d="M60 300 H140 M56 330 H144" stroke="#9ca3af" stroke-width="3"/></g>`
        );
      })
      .join("") + `<path d="M100 440 H500" stroke="#d4d4d8" stroke-width="6" stroke-linecap="round"/>`,
  watch: () =>
    `<g stroke="${INK}" stroke-width="4"><rect x="255" y="80" width="90" height="140" rx="14" fill="#78350f"/><rect x="255" y="380" width="90" height="140" rx="14" fill="#78350f"/>` +
    `<circle cx="300" cy="300" r="120" fill="#d4d4d8"/><circle cx="300" cy="300" r="98" fill="#ffffff"/><rect x="418" y="286" width="20" height="28" rx="4" fill="#a1a1aa"/></g>` +
    `<g stroke="${INK}" stroke-linecap="round"><path d="M300 300 V236" stroke-width="8"/><path d="M300 300 L350 320" stroke-width="6"/>` +
    `<path d="M300 212 V224 M300 376 V388 M212 300 H224 M376 300 H388" stroke-width="5"/></g><circle cx="300" cy="300" r="8" fill="${INK}"/>`,
  "g-shock": () =>
    `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round"><rect x="245" y="70" width="110" height="150" rx="18" fill="#111827"/><rect x="245" y="380" width="110" height="150" rx="18" fill="#111827"/>` +
    `<path d="M210 180 H390 L440 230 V370 L390 420 H210 L160 370 V230 Z" fill="#1f2937"/>` +
    `<rect x="142" y="240" width="22" height="36" rx="4" fill="#dc2626"/><rect x="142" y="326" width="22" height="36" rx="4" fill="#9ca3af"/>` +
    `<rect x="436" y="240" width="22" height="36" rx="4" fill="#9ca3af"/><rect x="436" y="326" width="22" height="36" rx="4" fill="#9ca3af"/>` +
    `<rect x="215" y="240" width="170" height="120" rx="10" fill="#a3b18a"/></g>` +
    text(300, 322, 52, "12:45", { anchor: "middle", fill: "#1f2937" }) +
    text(300, 214, 18, "SHOCK RESIST", { anchor: "middle", fill: "#dc2626", spacing: 2 }),
  "sneaker-bag": () =>
    `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round" fill="none"><path d="M220 250 Q220 170 300 170 Q380 170 380 250" stroke-width="14"/></g>` +
    `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round"><rect x="90" y="240" width="420" height="220" rx="60" fill="#1f2937"/>` +
    `<rect x="370" y="260" width="120" height="180" rx="40" fill="#374151"/><path d="M130 262 H360" stroke="#f59e0b" stroke-width="6"/></g>` +
    `<g fill="#9ca3af"><circle cx="410" cy="320" r="6"/><circle cx="430" cy="320" r="6"/><circle cx="450" cy="320" r="6"/><circle cx="410" cy="340" r="6"/><circle cx="430" cy="340" r="6"/><circle cx="450" cy="340" r="6"/></g>` +
    text(230, 380, 34, "KICKS", { anchor: "middle", fill: "#f9fafb", spacing: 3 }),
  insoles: () =>
    [0, 1]
      .map((i) => {
        const x = 140 + i * 170;
        return (
          `<g transform="translate(${x} 110)" stroke="${INK}" stroke-width="4">` +
          `<path d="M70 0 Q140 0 140 110 Q140 190 120 260 Q112 380 70 380 Q24 380 24 300 Q30 220 14 150 Q0 40 70 0 Z" fill="#2dd4bf"/>` +
          `<path d="M70 250 Q104 250 104 310 Q100 350 70 350 Q40 350 40 310 Q40 250 70 250 Z" fill="#0f766e" stroke="none"/>` +
          `<path d="M40 60 Q70 40 110 60 M34 100 Q70 82 118 100" fill="none" stroke="#ccfbf1" stroke-width="4"/></g>`
        );
      })
      .join(""),
  "wall-shelf": () =>
    sneakerDef("s") +
    sneakerDef("d", { upper: "#27272a", line: "#52525b", sole: "#e4e4e7" }) +
    [0, 1, 2]
      .map((i) => {
        const y = 190 + i * 140;
        const colours = ["#ef4444", "#3b82f6", "#22c55e"];
        return (
          useSneaker("s", 120, y - 92, 0.85, colours[i]) +
          useSneaker("d", 310, y - 92, 0.85, colours[(i + 1) % 3]) +
          `<rect x="100" y="${y}" width="400" height="18" rx="4" fill="#a16207" stroke="${INK}" stroke-width="3"/>` +
          `<path d="M100 ${y + 18} L100 ${y + 10}" stroke="${INK}"/>`
        );
      })
      .join(""),
  "drop-front-box": () =>
    `<path d="M140 200 L180 170 H500 L460 200 Z M460 200 L500 170 V390 L460 420 Z" ${CLEAR}/>` +
    `<rect x="140" y="200" width="320" height="220" ${CLEAR}/>` +
    sneaker(175, 295, 1.35, { accent: "#f97316" }) +
    `<path d="M140 420 L100 500 H420 L460 420 Z" fill="#bfdbfe" fill-opacity=".7" stroke="#60a5fa" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="250" y="470" width="100" height="10" rx="5" fill="#1e3a8a"/>` +
    `<path d="M140 200 H460 V420 H140 Z" fill="none" stroke="#1e3a8a" stroke-width="4"/>`,
};

const PRODUCT_TITLES = {
  "display-case": "Clear acrylic sneaker display case",
  "led-display-case": "LED-lit sneaker display case",
  "stackable-box": "Stackable clear sneaker boxes",
  "collection-crate": "Sneaker collection crate",
  "cleaning-kit": "Sneaker cleaning kit: solution, brush and towel",
  "storage-box": "Sneaker storage box",
  laces: "Replacement sneaker laces",
  "shoe-trees": "Cedar shoe trees",
  "protective-spray": "Sneaker protector spray",
  "crease-protectors": "Sneaker toe-box crease protectors",
  watch: "Analog wristwatch",
  "g-shock": "Shock-resistant digital watch",
  "sneaker-bag": "Sneaker duffel bag with shoe compartment",
  insoles: "Cushioned insoles",
  "wall-shelf": "Floating wall shelves with sneakers",
  "drop-front-box": "Drop-front sneaker box",
};

const productGlyph = (name, x, y, s) => `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${PRODUCT_GLYPHS[name]()}</g>`;

// ---------------------------------------------------------------------------------------------
// Image sets
// ---------------------------------------------------------------------------------------------

/** Resource logos: slug → [display name, tile colour]. Slugs match resourceSlug() in core. */
const LOGOS = {
  nike: ["Nike", "#f05a22"],
  jordan: ["Jordan", "#111111"],
  adidas: ["adidas", "#1e3a8a"],
  "new-balance": ["New Balance", "#b91c1c"],
  puma: ["Puma", "#27272a"],
  asics: ["ASICS", "#0a2d87"],
  converse: ["Converse", "#0f172a"],
  vans: ["Vans", "#c8102e"],
  reebok: ["Reebok", "#1e3a5f"],
  "foot-locker": ["Foot Locker", "#1f1f1f"],
  "finish-line": ["Finish Line", "#0b3d91"],
  "jd-sports": ["JD Sports", "#111827"],
  "end-clothing": ["END. Clothing", "#0a0a0a"],
  sns: ["SNS", "#f4f4f5"],
  kith: ["Kith", "#ffffff"],
  stockx: ["StockX", "#08a05c"],
  goat: ["GOAT", "#1a1a1a"],
  "flight-club": ["Flight Club", "#c41230"],
  "stadium-goods": ["Stadium Goods", "#2b2b2b"],
  "ebay-sneakers": ["eBay Sneakers", "#3665f3"],
  "jason-markk": ["Jason Markk", "#111111"],
  "crep-protect": ["Crep Protect", "#e4002b"],
  reshoevn8r: ["Reshoevn8r", "#14532d"],
  "sneaker-lab": ["Sneaker LAB", "#0e7490"],
  stussy: ["Stüssy", "#f5f5f0"],
  "carhartt-wip": ["Carhartt WIP", "#6b4e2e"],
  champion: ["Champion", "#1c3f94"],
  bape: ["BAPE", "#4d5d2a"],
  stance: ["Stance", "#0f172a"],
  "new-era": ["New Era", "#1f2937"],
  "g-shock": ["G-SHOCK", "#111111"],
  "sneaker-shields": ["Sneaker Shields", "#2563eb"],
  "herschel-supply-co": ["Herschel Supply Co.", "#9f1239"],
  "the-container-store": ["The Container Store", "#0057b8"],
  ikea: ["IKEA", "#0058a3"],
  wayfair: ["Wayfair", "#7b189f"],
  closetmaid: ["ClosetMaid", "#0f766e"],
};
/** Accent for the tile's underline; brands whose colours are dark get a contrasting bar. */
const LOGO_ACCENTS = { jordan: "#dc2626", "jd-sports": "#facc15", ikea: "#ffdb00", "g-shock": "#dc2626", kith: INK, sns: INK };

function logoTile(slug, [name, colour]) {
  const fg = slug === "ikea" ? "#ffdb00" : slug === "jd-sports" ? "#facc15" : textOn(colour);
  const lines = name.length <= 9 ? [name] : wrap(name.split(" "), 10);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(44, 150 / (longest * 0.62), 120 / (lines.length * 1.15));
  const lineH = size * 1.12;
  const startY = 100 - ((lines.length - 1) * lineH) / 2 + size * 0.35;
  const border = colour === "#ffffff" || colour === "#f4f4f5" || colour === "#f5f5f0" ? ` stroke="#d4d4d8" stroke-width="2"` : "";
  const body =
    `<rect x="1" y="1" width="198" height="198" rx="36" fill="${colour}"${border}/>` +
    lines.map((l, i) => text(100, startY + i * lineH, size, l, { fill: fg, anchor: "middle" })).join("") +
    `<rect x="76" y="${n(Math.min(176, startY + (lines.length - 1) * lineH + 18))}" width="48" height="5" rx="2.5" fill="${LOGO_ACCENTS[slug] ?? fg}" opacity=".8"/>`;
  return svg(200, 200, `${name} logo tile`, body);
}

/** Timeline illustrations: [year, slug, short label, gradient from, gradient to, motif]. */
const TIMELINE = [
  [2001, "air-jordan-xvi", "Air Jordan XVI", "#111827", "#7f1d1d", "shroud"],
  [2002, "nike-sb-dunk", "Nike SB Dunk", "#065f46", "#0f766e", "skate"],
  [2005, "pigeon-dunk", "The Pigeon Dunk", "#334155", "#64748b", "pigeon"],
  [2009, "air-yeezy", "Air Yeezy", "#1c1917", "#57534e", "glow"],
  [2011, "nike-mag", "Nike MAG", "#0c4a6e", "#1e293b", "mag"],
  [2012, "flyknit", "Flyknit", "#9a3412", "#f97316", "knit"],
  [2015, "yeezy-boost-350", "Yeezy Boost 350", "#44403c", "#a8a29e", "boost"],
  [2016, "stockx", "StockX", "#14532d", "#16a34a", "chart"],
  [2017, "the-ten", "The Ten", "#e5e5e5", "#a3a3a3", "ten"],
  [2019, "travis-scott-jordan-1", "Reverse Swoosh AJ1", "#451a03", "#92400e", "reverse"],
  [2020, "dunk-revival", "Dunk Revival", "#1e3a8a", "#7c3aed", "dunks"],
  [2022, "louis-vuitton-air-force-1", "Louis Vuitton AF1", "#3f2d1d", "#a16207", "auction"],
  [2023, "jordan-13-record", "Game-worn Record", "#450a0a", "#b91c1c", "record"],
  [2025, "air-jordan-1-at-40", "AJ1 at 40", "#7f1d1d", "#111827", "forty"],
];

function timelineMotif(motif) {
  const base = (opts) => sneaker(210, 215, 2, opts);
  switch (motif) {
    case "shroud":
      return base({ upper: "#111827", accent: "#dc2626", line: "#e5e7eb" }) + `<path d="M360 300 Q450 304 520 340 L500 370 Q430 350 350 352 Z" fill="#e5e7eb" opacity=".55"/>`;
    case "skate":
      return base({ accent: "#0f766e" }) + `<rect x="190" y="408" width="440" height="16" rx="8" fill="#fcd34d"/><circle cx="300" cy="436" r="14" fill="#f4f4f5"/><circle cx="560" cy="436" r="14" fill="#f4f4f5"/>`;
    case "pigeon":
      return base({ upper: "#cbd5e1", accent: "#64748b", sole: "#f1f5f9" }) + `<g fill="#94a3b8"><ellipse cx="650" cy="150" rx="46" ry="28"/><circle cx="690" cy="128" r="18"/><path d="M700 128 l18 6 l-18 4 Z" fill="#f97316"/><path d="M610 150 l-40 -10 l30 24 Z"/></g>`;
    case "glow":
      return base({ upper: "#a8a29e", accent: "#e7e5e4" }) + `<path d="M222 371 H616 Q624 386 616 400 H224 Q214 386 222 371 Z" fill="#a3e635" opacity=".7"/>`;
    case "mag":
      return base({ upper: "#d4d4d8", accent: "#0ea5e9" }) + `<rect x="245" y="200" width="90" height="40" rx="10" fill="#38bdf8" opacity=".85"/><circle cx="640" cy="140" r="50" fill="#38bdf8" opacity=".25"/><circle cx="640" cy="140" r="26" fill="#7dd3fc" opacity=".6"/>`;
    case "knit":
      return base({ upper: "#fed7aa", accent: "#ea580c" }) + `<path d="M260 300 q10 -10 20 0 t20 0 t20 0 t20 0 t20 0 t20 0 M260 320 q10 -10 20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0" fill="none" stroke="#9a3412" stroke-width="3"/>`;
    case "boost":
      return base({ upper: "#a8a29e", accent: "#d6d3d1" }) + `<g fill="#fafaf9">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `<circle cx="${244 + i * 32}" cy="385" r="7"/>`).join("")}</g>`;
    case "chart":
      return base({ accent: "#16a34a" }) + `<path d="M80 220 L180 180 L260 200 L360 120 L460 140 L560 70 L700 50" fill="none" stroke="#bbf7d0" stroke-width="8" stroke-linejoin="round"/>`;
    case "ten":
      return (
        base({ upper: "#fafafa", accent: "#f97316" }) +
        text(420, 372, 28, "\u201cAIR\u201d", { fill: INK, weight: 700 }) +
        `<rect x="232" y="268" width="44" height="10" rx="3" fill="#dc2626" transform="rotate(-30 254 273)"/>`
      );
    case "reverse":
      return sneaker(210, 215, 2, { upper: "#78350f", accent: "#d6d3d1", flip: true }) + `<path d="M300 330 Q400 286 540 318" fill="none" stroke="#fafaf9" stroke-width="14" stroke-linecap="round"/>`;
    case "dunks":
      return (
        sneaker(50, 300, 1.1, { upper: "#ffffff", accent: "#1d4ed8" }) +
        sneaker(290, 240, 1.1, { upper: "#ffffff", accent: "#facc15" }) +
        sneaker(530, 300, 1.1, { upper: "#ffffff", accent: "#16a34a" })
      );
    case "auction":
      return `<rect x="300" y="366" width="300" height="70" fill="#fde68a" stroke="${INK}" stroke-width="3"/>` + sneaker(270, 196, 1.8, { upper: "#78350f", accent: "#facc15" }) + text(700, 140, 40, "$25.3M", { anchor: "end", fill: "#fef3c7" });
    case "record":
      return `<path d="M450 40 L300 470 H600 Z" fill="#fef2f2" opacity=".15"/>` + base({ upper: "#111111", accent: "#dc2626", line: "#e5e5e5" }) + text(700, 140, 40, "$2.2M", { anchor: "end", fill: "#fee2e2" });
    case "forty":
      return base({ upper: "#ffffff", accent: "#dc2626" }) + text(700, 200, 120, "40", { anchor: "end", fill: "#ffffff", opacity: 0.9 });
    default:
      return base({});
  }
}

function timelineImage([year, , label, from, to, motif]) {
  const light = motif === "ten";
  const fg = light ? INK : "#ffffff";
  return svg(
    800,
    500,
    `${year}: ${label} (illustration)`,
    `<rect width="800" height="500" fill="url(#g)"/>` +
      text(40, 120, 110, String(year), { fill: fg, opacity: 0.35 }) +
      timelineMotif(motif) +
      text(40, 470, 30, label, { fill: fg, weight: 700 }),
    linear("g", from, to),
  );
}

/** Article boxes: rank → colours and shape. */
const BOX_COLOURS = [
  ["#f97316", "#ea580c"],
  ["#1d4ed8", "#1e40af"],
  ["#16a34a", "#15803d"],
  ["#dc2626", "#b91c1c"],
  ["#7c3aed", "#6d28d9"],
  ["#0891b2", "#0e7490"],
  ["#ca8a04", "#a16207"],
  ["#db2777", "#be185d"],
  ["#334155", "#1e293b"],
  ["#65a30d", "#4d7c0f"],
];

function darker(hex, f = 0.75) {
  const c = hex.replace("#", "");
  return `#${[0, 2, 4].map((i) => Math.round(parseInt(c.slice(i, i + 2), 16) * f).toString(16).padStart(2, "0")).join("")}`;
}

function lighter(hex, f = 0.35) {
  const c = hex.replace("#", "");
  return `#${[0, 2, 4].map((i) => { const v = parseInt(c.slice(i, i + 2), 16); return Math.round(v + (255 - v) * f).toString(16).padStart(2, "0"); }).join("")}`;
}

function articleBox(rank) {
  const [body, lid] = BOX_COLOURS[rank % BOX_COLOURS.length];
  const shadow = `<ellipse cx="300" cy="340" rx="220" ry="26" fill="#000000" opacity=".12"/>`;
  let art;
  if (rank === 1) {
    art =
      `<path d="M250 120 Q250 96 274 96 H326 Q350 96 350 120 V140 H334 V116 H266 V140 H250 Z" fill="#71717a" stroke="${INK}" stroke-width="3"/>` +
      `<rect x="110" y="136" width="380" height="200" rx="18" fill="#d4d4d8" stroke="${INK}" stroke-width="4"/>` +
      `<path d="M110 190 H490" stroke="#a1a1aa" stroke-width="4"/><rect x="180" y="180" width="34" height="22" rx="4" fill="#71717a"/><rect x="386" y="180" width="34" height="22" rx="4" fill="#71717a"/>` +
      text(300, 290, 60, "#1", { anchor: "middle", fill: "#52525b" });
  } else if (rank === 2) {
    art =
      `<rect x="120" y="130" width="360" height="200" rx="16" fill="#facc15" stroke="${INK}" stroke-width="4"/><path d="M120 180 H480" stroke="${INK}" stroke-width="3"/>` +
      `<path d="M270 230 l20 -30 l-6 24 h22 l-20 32 l6 -26 Z" fill="${INK}"/>` +
      text(300, 310, 36, "#2", { anchor: "middle", fill: INK });
  } else if (rank === 4) {
    art =
      `<path d="M190 110 H410 L390 330 Q300 350 210 330 Z" fill="#fef3c7" stroke="${INK}" stroke-width="4"/>` +
      `<ellipse cx="300" cy="110" rx="110" ry="24" fill="#4ade80" stroke="${INK}" stroke-width="4"/>` +
      `<path d="M215 180 Q300 160 385 180 L380 250 Q300 270 220 250 Z" fill="#60a5fa"/>` +
      text(300, 230, 34, "#4", { anchor: "middle", fill: "#ffffff" });
  } else if (rank === 5) {
    art = shoebox(140, 160, 280, 160, 80, { body: "#f8fafc", lid: "#e2e8f0", side: "#cbd5e1", top: "#ffffff", label: "#5", labelFill: "#1d4ed8" }) + `<path d="M160 302 q20 -20 40 0 q20 20 40 0" fill="none" stroke="#1d4ed8" stroke-width="6"/>`;
  } else if (rank === 6) {
    art =
      `<path d="M300 90 L450 165 V285 L300 360 L150 285 V165 Z" fill="#dc2626" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M150 165 L300 240 L450 165 M300 240 V360" fill="none" stroke="#7f1d1d" stroke-width="4"/>` +
      `<path d="M300 110 L420 170 L300 230 L180 170 Z" fill="#facc15" opacity=".35"/>` +
      text(225, 300, 34, "#6", { anchor: "middle", fill: "#fef08a" });
  } else if (rank === 7) {
    art =
      `<path d="M250 140 Q250 90 300 90 Q350 90 350 140" fill="none" stroke="${INK}" stroke-width="8"/>` +
      `<path d="M150 140 H450 L470 330 H130 Z" fill="#dc2626" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M150 140 L130 330 M450 140 L470 330" stroke="#7f1d1d" stroke-width="6"/>` +
      text(300, 260, 44, "#7", { anchor: "middle", fill: "#ffffff" });
  } else {
    const variant = rank % 3;
    const deco =
      variant === 0
        ? `<path d="M150 306 H420 M150 320 H420" stroke="${darker(body, 0.6)}" stroke-width="6"/>`
        : variant === 1
          ? `<g fill="#ffffff" opacity=".5"><circle cx="170" cy="290" r="8"/><circle cx="200" cy="300" r="6"/><circle cx="380" cy="290" r="8"/><circle cx="405" cy="300" r="6"/></g>`
          : `<path d="M172 206 V328" stroke="#ffffff" stroke-width="14" opacity=".6"/>`;
    art = shoebox(140, 170, 290, 160, 90, { body, lid, side: darker(body), top: lighter(body), label: `#${rank}` }) + deco;
  }
  return svg(600, 400, `Illustration of sneaker box number ${rank}`, `<rect width="600" height="400" fill="${darker(body, 0.35)}"/>${shadow}${art}`);
}

function winnerImage(i) {
  const palettes = [
    ["#7c3aed", "#db2777", "#dc2626"],
    ["#0ea5e9", "#1d4ed8", "#1d4ed8"],
    ["#16a34a", "#0f766e", "#a16207"],
    ["#f97316", "#dc2626", "#15803d"],
    ["#0f172a", "#334155", "#0ea5e9"],
    ["#be185d", "#7c3aed", "#facc15"],
  ];
  const [a, b, accent] = palettes[(i - 1) % palettes.length];
  const rand = rng(i * 7919);
  const confetti = ["#facc15", "#f472b6", "#34d399", "#ffffff", "#60a5fa"]
    .map((colour) => {
      const d = Array.from({ length: 5 }, () => {
        const angle = rand() * Math.PI;
        const y = rand() < 0.35 ? 12 + rand() * 30 : 180 + rand() * 50; // clear of the headline
        return `M${Math.round(rand() * 560 + 20)} ${Math.round(y)}l${n(Math.cos(angle) * 10)} ${n(Math.sin(angle) * 10)}`;
      }).join("");
      return `<path d="${d}" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`;
    })
    .join("");
  const body =
    `<rect width="600" height="600" fill="url(#g)"/>${confetti}` +
    shoebox(150, 380, 260, 140, 80, { body: "#f97316", lid: "#ea580c", side: "#c2410c", top: "#fb923c" }) +
    `<path d="M270 380 V520" stroke="#facc15" stroke-width="16"/>` +
    sneaker(120, 240, 1.8, { accent }) +
    text(300, 110, 56, "WINNER", { anchor: "middle", fill: "#ffffff", spacing: 4 }) +
    text(300, 160, 28, `Monthly raffle #${i}`, { anchor: "middle", fill: "#ffffff", weight: 600, opacity: 0.9 });
  return svg(600, 600, `Sneaker raffle winner ${i}`, body, linear("g", a, b, true));
}

/** Blog heroes (1200x630): slug → [topic label, gradient, glyph]. */
const BLOG_HEROES = {
  "default-hero": ["SNEAKER CULTURE", "#111827", "#15803d", "sneaker"],
  "innovative-sneaker-boxes": ["FEATURED", "#7c2d12", "#f97316", "boxes"],
  "costco-nike-sb-dunk-low-kirkland-signature-release": ["RELEASE NEWS", "#7f1d1d", "#334155", "dunk"],
  "how-to-clean-white-sneakers": ["CARE GUIDE", "#0c4a6e", "#38bdf8", "cleaning-kit"],
  "best-sneaker-display-cases": ["BUYING GUIDE", "#1e1b4b", "#6366f1", "display-case"],
  "sneaker-storage-guide": ["STORAGE", "#422006", "#ca8a04", "stackable-box"],
  "history-of-the-air-jordan-1": ["HISTORY", "#450a0a", "#111111", "aj1"],
  "sneaker-lace-styles": ["STYLE", "#831843", "#f472b6", "laces"],
  "protect-suede-sneakers": ["CARE GUIDE", "#14532d", "#4ade80", "protective-spray"],
};

function blogHero(slug, [label, a, b, glyph]) {
  let art;
  if (glyph === "sneaker") art = sneaker(520, 180, 3, { accent: "#16a34a" });
  else if (glyph === "boxes")
    art =
      shoebox(620, 330, 300, 160, 90, { label: "KICKS" }) +
      shoebox(660, 170, 260, 140, 80, { body: "#1d4ed8", lid: "#1e40af", side: "#1e3a8a", top: "#3b82f6" });
  else if (glyph === "dunk") art = shoebox(620, 370, 340, 170, 100, { body: "#b91c1c", lid: "#7f1d1d", side: "#450a0a", top: "#dc2626" }) + sneaker(560, 150, 2.6, { upper: "#e5e7eb", accent: "#b91c1c" });
  else if (glyph === "aj1") art = sneaker(520, 200, 3, { upper: "#ffffff", accent: "#dc2626" }) + text(1160, 150, 110, "1985", { anchor: "end", fill: "#ffffff", opacity: 0.25 });
  else art = productGlyph(glyph, 580, 15, 1);
  const body =
    `<rect width="1200" height="630" fill="url(#g)"/>` +
    `<rect x="60" y="70" width="${n(label.length * 21 + 48)}" height="52" rx="26" fill="#ffffff" opacity=".92"/>` +
    text(84, 105, 26, label, { fill: INK, spacing: 2 }) +
    art +
    text(60, 560, 40, "KICKS DIRECTORY", { fill: "#ffffff", spacing: 3, opacity: 0.9 });
  return svg(1200, 630, `${label.toLowerCase()} illustration`, body, linear("g", a, b));
}

/** Product category cards (400x300). */
const CATEGORIES = {
  "display-cases": ["#e0f2fe", "display-case"],
  "cleaning-kits": ["#dcfce7", "cleaning-kit"],
  "storage-solutions": ["#fef3c7", "stackable-box"],
  "shoe-trees-inserts": ["#fae8ff", "shoe-trees"],
  "protective-sprays": ["#dbeafe", "protective-spray"],
  "laces-accessories": ["#ffe4e6", "laces"],
};

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
    `<rect width="64" height="64" rx="14" fill="${BRAND}"/>` + sneaker(4, 12, 0.28, { upper: "#ffffff", accent: "#0a0a0a", line: "#0a0a0a", sole: "#ffffff" }),
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
      for (let x = 0; x < this.w * 3; x++) raw[y * (this.w * 3 + 1) + 1 + x] = Math.max(0, Math.min(255, Math.round(this.px[y * this.w * 3 + x])));
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
  A: [4, [[[0, 6], [2, 0], [4, 6]], [[0.8, 3.9], [3.2, 3.9]]]],
  C: [4, [arc(2, 3, 2, 3, 45, 315, 14)]],
  D: [4, [[[0, 0], [0, 6]], [[0, 0], [1.2, 0], ...arc(1.2, 3, 2.8, 3, 90, -90, 12), [0, 6]]]],
  E: [3.5, [[[3.5, 0], [0, 0], [0, 6], [3.5, 6]], [[0, 3], [3, 3]]]],
  I: [0, [[[0, 0], [0, 6]]]],
  K: [3.6, [[[0, 0], [0, 6]], [[3.6, 0], [0, 4]], [[1.3, 2.7], [3.6, 6]]]],
  L: [3.4, [[[0, 0], [0, 6], [3.4, 6]]]],
  N: [4, [[[0, 6], [0, 0], [4, 6], [4, 0]]]],
  O: [4.4, [arc(2.2, 3, 2.2, 3, 0, 360, 20)]],
  P: [3.6, [[[0, 6], [0, 0], [2, 0], ...arc(2, 1.6, 1.6, 1.6, 90, -90, 8), [0, 3.2]]]],
  R: [3.6, [[[0, 6], [0, 0], [2, 0], ...arc(2, 1.6, 1.6, 1.6, 90, -90, 8), [0, 3.2]], [[1.8, 3.2], [3.6, 6]]]],
  S: [3.8, [[...arc(1.9, 1.5, 1.9, 1.5, 20, 270, 10), ...arc(1.9, 4.5, 1.9, 1.5, 90, -160, 10)]]],
  T: [4, [[[0, 0], [4, 0]], [[2, 0], [2, 6]]]],
  Y: [4, [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]]],
  ".": [0, [[[0, 6], [0, 6]]]],
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
  for (const [ax, ay, bx, by] of [[84, 48, 92, 40], [98, 51, 106, 43], [112, 54, 120, 46], [126, 57, 134, 49]])
    r.segment(sx + ax * s, sy + ay * s, sx + bx * s, sy + by * s, 3, [24, 24, 27]);
  strokeText(r, "KICKS", 84, 200, 11, [255, 255, 255], 0.5);
  strokeText(r, "DIRECTORY", 84, 310, 11, [74, 222, 128], 0.5);
  strokeText(r, "DISPLAY. CLEAN. COLLECT.", 86, 450, 5, [228, 228, 231], 0.45);
  return r.png();
}

// ---------------------------------------------------------------------------------------------
// Write everything
// ---------------------------------------------------------------------------------------------

const OWNED_DIRS = ["logos", "timeline", "article", "winners", "products", "blog", "categories"];
const written = [];
function write(rel, content) {
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([rel, Buffer.byteLength(content)]);
}

for (const dir of OWNED_DIRS) rmSync(join(PUBLIC, "images", dir), { recursive: true, force: true });

for (const [slug, entry] of Object.entries(LOGOS)) write(`images/logos/${slug}.svg`, logoTile(slug, entry));
for (const entry of TIMELINE) write(`images/timeline/${entry[0]}-${entry[1]}.svg`, timelineImage(entry));
for (let rank = 1; rank <= 20; rank++) write(`images/article/box-${rank}.svg`, articleBox(rank));
for (let i = 1; i <= 5; i++) write(`images/winners/winner-${i}.svg`, winnerImage(i));
for (const name of Object.keys(PRODUCT_GLYPHS))
  write(`images/products/${name}.svg`, svg(600, 600, PRODUCT_TITLES[name], `<rect width="600" height="600" fill="#f4f4f5"/>${PRODUCT_GLYPHS[name]()}`));
for (const [slug, entry] of Object.entries(BLOG_HEROES)) write(`images/blog/${slug}.svg`, blogHero(slug, entry));
for (const [slug, [bg, glyph]] of Object.entries(CATEGORIES))
  write(`images/categories/${slug}.svg`, svg(400, 300, PRODUCT_TITLES[glyph], `<rect width="400" height="300" fill="${bg}"/>${productGlyph(glyph, 50, 0, 0.5)}`));

write("logo.svg", siteLogo());
write("favicon.svg", favicon());
write("og-default.svg", ogSvg());
write("og-default.png", ogPng());
write("robots.txt", "User-agent: *\nAllow: /\n\nSitemap: /sitemap.xml\n");

const largest = [...written].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`generate-images: wrote ${written.length} files to ${PUBLIC}`);
console.log(`largest: ${largest.map(([f, b]) => `${f} ${(b / 1024).toFixed(1)} KB`).join(", ")}`);
