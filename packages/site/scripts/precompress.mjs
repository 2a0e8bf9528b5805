#!/usr/bin/env node
// Brotli copies of the built JavaScript and CSS (dist/assets/<file>.br, at the best quality: they are made once and
// never change, their names are hashed), which the server sends to a browser that accepts br (every current one):
// about 15 % fewer bytes than the gzip it compresses on the fly. A static host that serves precompressed files can use
// them too. Files under 1 KB are not worth it, as the server compresses nothing that small.
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const assets = resolve(import.meta.dirname, "../dist/assets");
let before = 0;
let after = 0;
for (const name of await readdir(assets)) {
  // A file kept from the previous build (scripts/keep-previous-assets.ts) keeps its copy.
  if (!/\.(?:js|css)$/.test(name) || existsSync(join(assets, `${name}.br`))) continue;
  const bytes = await readFile(join(assets, name));
  if (bytes.byteLength < 1024) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
  await writeFile(join(assets, `${name}.br`), br);
  before += bytes.byteLength;
  after += br.byteLength;
}
console.log(`brotli copies of dist/assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB`);
