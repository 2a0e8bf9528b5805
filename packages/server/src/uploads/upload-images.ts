import { createHash } from "node:crypto";
import type { UPLOAD_PURPOSES } from "@app/core";
import sharp from "sharp";

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The picture types we take, told by their first bytes (a name or a Content-Type is the sender's say-so). */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "gif" | "webp" | "avif" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG" && bytes[4] === 0x0d && bytes[5] === 0x0a) return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

/** A post's hero: the size social cards use (SPEC: hero image 1200×630). A body picture: at most this wide. */
export const HERO_SIZE = { width: 1200, height: 630 } as const;
export const INLINE_MAX_WIDTH = 1200;
/** A picture with more pixels than this is refused before it is decoded (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
/**
 * And a picture of 16 bits a channel with more than this: decoded, each pixel takes twice the memory, and four such
 * uploads under the cap above took 66-71 s and 650 MiB. A camera's 16-bit export of 10 MP still fits.
 */
export const MAX_INPUT_PIXELS_16_BIT = 10_000_000;
/** Pictures converted at once by this server; the next ones wait their turn (sharp's own threads do each one). */
export const UPLOAD_RENDERS = 2;

let rendering = 0;
const turns: (() => void)[] = [];
/** The most conversions that ran at once (tests reset and read it). */
export const renderLoad = { peak: 0 };
/** `work` when fewer than UPLOAD_RENDERS others run, else after them. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (rendering >= UPLOAD_RENDERS) await new Promise<void>((resolve) => turns.push(resolve));
  else rendering++;
  renderLoad.peak = Math.max(renderLoad.peak, rendering);
  try {
    return await work();
  } finally {
    const next = turns.shift();
    if (next) next();
    else rendering--;
  }
}

export interface RenderedFile {
  name: string;
  contentType: "image/webp" | "image/avif";
  body: Buffer;
}

export interface RenderedUpload {
  /** The full-width WebP's file name: the picture's address in content. */
  name: string;
  width: number;
  height: number;
  files: RenderedFile[];
}

export class UnreadableImageError extends Error {}

/**
 * Resize and convert an uploaded picture as the site's own are (docs/decisions/0013): `<stem>.webp` and `.avif` at
 * full width, `<stem>-<half>.webp` and `.avif` at half width, so `<Picture>` serves AVIF at the size the layout
 * needs. The stem is a hash of the source and the purpose: the same upload twice is the same files (the long
 * cache is safe: a name never changes content). EXIF orientation is applied and metadata dropped.
 */
export function renderUpload(bytes: Buffer, purpose: UploadPurpose): Promise<RenderedUpload> {
  return inTurn(() => convert(bytes, purpose));
}

async function convert(bytes: Buffer, purpose: UploadPurpose): Promise<RenderedUpload> {
  const stem = createHash("sha256").update(purpose).update(bytes).digest("hex").slice(0, 24);
  let base: sharp.Sharp;
  let width: number;
  let height: number;
  try {
    // The header says the depth and size before anything is decoded.
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.depth === "ushort" && (meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS_16_BIT)
      throw new Error(`a 16-bit picture of ${meta.width}×${meta.height} is over ${MAX_INPUT_PIXELS_16_BIT} pixels`);
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    if (purpose === "hero") {
      base = source.resize({ ...HERO_SIZE, fit: "cover", position: "attention" });
      ({ width, height } = HERO_SIZE);
    } else {
      const resized = await source
        .resize({ width: INLINE_MAX_WIDTH, withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      base = sharp(resized.data);
      ({ width, height } = resized.info);
    }
    const half = Math.round(width / 2);
    const halfHeight = Math.max(1, Math.round((height * half) / width));
    const [webp, avif, halfWebp, halfAvif] = await Promise.all([
      base.clone().webp({ quality: 80 }).toBuffer(),
      base.clone().avif({ quality: 55 }).toBuffer(),
      base.clone().resize(half, halfHeight).webp({ quality: 80 }).toBuffer(),
      base.clone().resize(half, halfHeight).avif({ quality: 55 }).toBuffer(),
    ]);
    return {
      name: `${stem}.webp`,
      width,
      height,
      files: [
        { name: `${stem}.webp`, contentType: "image/webp", body: webp },
        { name: `${stem}.avif`, contentType: "image/avif", body: avif },
        { name: `${stem}-${half}.webp`, contentType: "image/webp", body: halfWebp },
        { name: `${stem}-${half}.avif`, contentType: "image/avif", body: halfAvif },
      ],
    };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
