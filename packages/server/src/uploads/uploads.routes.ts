import { UPLOAD_TYPE_MESSAGE, type UploadedImage } from "@app/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { endpointMounter } from "../http/endpoint";
import { ApiProblem, badRequest } from "../http/errors";
import { renderUpload, sniffImageType, UnreadableImageError } from "./upload-images";
import { UPLOAD_CACHE_CONTROL, UPLOAD_FILE_NAME, type UploadStore } from "./upload-store";

/** Base64 is 4 characters for 3 bytes; the JSON around it is small. */
const jsonLimitFor = (maxBytes: number) => Math.ceil(maxBytes / 3) * 4 + 4096;

/**
 * POST /api/admin/uploads (admin): a picture from the admin's computer, as base64 in JSON (the desktop app's
 * transport carries JSON text). Its type is told by its bytes; over UPLOAD_MAX_MB is a 413. It is resized and
 * converted (upload-images.ts) and stored (upload-store.ts); the answer is its address and size.
 */
export function createUploadApiRoutes(deps: AppDeps, store: UploadStore) {
  const maxBytes = Math.round(deps.env.UPLOAD_MAX_MB * 1024 * 1024);
  const tooLarge = `The picture is too large: at most ${deps.env.UPLOAD_MAX_MB} MB`;
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));
  on(
    "uploads.image",
    async (c, { body: input }) => {
      const bytes = Buffer.from(input.data, "base64");
      if (bytes.length > maxBytes) throw new ApiProblem(413, tooLarge);
      if (!sniffImageType(bytes)) throw badRequest(`data: ${UPLOAD_TYPE_MESSAGE}`, [{ path: "data", message: UPLOAD_TYPE_MESSAGE }]);
      let rendered;
      try {
        rendered = await renderUpload(bytes, input.purpose);
      } catch (error) {
        if (error instanceof UnreadableImageError) {
          deps.log.warn(`upload refused: ${error.message}`);
          const message = "The picture could not be read (damaged, or too many pixels)";
          throw badRequest(`data: ${message}`, [{ path: "data", message }]);
        }
        throw error;
      }
      for (const file of rendered.files) await store.put(file.name, file.body, file.contentType);
      return c.json({ url: store.url(rendered.name), width: rendered.width, height: rendered.height } satisfies UploadedImage, 201);
    },
    {
      use: [bodyLimit({ maxSize: jsonLimitFor(maxBytes), onError: (c) => c.json({ message: tooLarge }, 413) })],
      // Read as JSON at the picture's own limit, not MAX_BODY_BYTES.
      body: { maxBytes: jsonLimitFor(maxBytes) },
    },
  );
  return app;
}

/** GET /uploads/{name}: the disk store's files, with a year's cache (a name never changes content). */
export function createUploadFileRoutes(store: UploadStore) {
  const app = new Hono();
  app.get("/uploads/:name", async (c) => {
    const name = c.req.param("name");
    const body = UPLOAD_FILE_NAME.test(name) && store.read ? await store.read(name) : null;
    if (!body) return c.json({ message: "Not found" }, 404);
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": name.endsWith(".avif") ? "image/avif" : "image/webp",
      "Cache-Control": UPLOAD_CACHE_CONTROL,
    });
  });
  return app;
}
