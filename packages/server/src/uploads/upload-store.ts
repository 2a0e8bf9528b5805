import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { resolveDataDir } from "../db/client";
import type { AppEnv } from "../env";

/** Uploaded files never change under their name (it is a hash of the content): caches may keep them for a year. */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Where uploaded pictures are served from on this server (the disk store). */
export const UPLOADS_PATH = "/uploads";
/** An uploaded file's name: a 24-hex stem, an optional half width, WebP or AVIF. */
export const UPLOAD_FILE_NAME = /^[a-f0-9]{24}(?:-\d{1,4})?\.(?:webp|avif)$/;

/** Where uploaded pictures are kept: on this server's disk, or in S3-compatible storage. */
export interface UploadStore {
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The public address of a stored file. */
  url(name: string): string;
  /** A file's bytes, for the disk store that serves them itself (null when absent); the S3 store has none. */
  read?(name: string): Promise<Buffer | null>;
  /** Addresses a post body may show pictures from, besides the site's own paths (the bucket's public URL). */
  readonly imagePrefixes: readonly string[];
}

/** DATA_DIR/uploads, served at /uploads/{name} by this server (uploads.routes.ts). */
export function diskUploadStore(dir: string): UploadStore {
  return {
    imagePrefixes: [],
    async put(name, body) {
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file. A name of its own per write: the same picture
      // uploaded several times at once (the same file name) would share one temporary file, one write renaming it away
      // from the others.
      const temp = path.join(dir, `.${name}.${randomUUID()}.tmp`);
      await writeFile(temp, body);
      await rename(temp, path.join(dir, name));
    },
    url: (name) => `${UPLOADS_PATH}/${name}`,
    async read(name) {
      if (!UPLOAD_FILE_NAME.test(name)) return null;
      try {
        return await readFile(path.join(dir, name));
      } catch {
        return null;
      }
    },
  };
}

export class UploadStoreError extends Error {}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…): each file a signed (SigV4) PUT of the object
 * `uploads/{name}` at S3_ENDPOINT/S3_BUCKET (path-style addressing, which every such service takes), read back from
 * S3_PUBLIC_URL/uploads/{name}.
 */
export function s3UploadStore(
  config: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): UploadStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const base = `${config.publicUrl}/uploads/`;
  return {
    imagePrefixes: [base],
    async put(name, body, contentType) {
      const request = await client.sign(`${config.endpoint}/${encodeURIComponent(config.bucket)}/uploads/${name}`, {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "Content-Type": contentType, "Cache-Control": UPLOAD_CACHE_CONTROL, "Content-Length": String(body.length) },
      });
      const response = await fetchImpl(request, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) {
        const text = (await response.text()).slice(0, 300);
        throw new UploadStoreError(`S3 PUT uploads/${name} answered ${response.status}: ${text}`);
      }
    },
    url: (name) => base + name,
  };
}

/** The store the configuration names: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function uploadStoreFor(env: AppEnv): UploadStore {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY && env.S3_PUBLIC_URL) {
    return s3UploadStore({
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  // An in-memory database (tests) keeps its uploads in a temporary folder of this process.
  const dataDir = env.DATA_DIR.startsWith("memory://") ? path.join(tmpdir(), `kicks-uploads-${process.pid}`) : resolveDataDir(env.DATA_DIR);
  return diskUploadStore(path.join(dataDir, "uploads"));
}
