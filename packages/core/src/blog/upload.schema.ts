import { z } from "zod";

/** The largest picture an admin may upload unless the server says otherwise (UPLOAD_MAX_MB). */
export const DEFAULT_UPLOAD_MAX_MB = 10;
/** What pictures the upload takes (checked by their bytes on the server, not by their name). */
export const UPLOAD_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
/**
 * A post's hero is cut to 1200×630 (the size social cards use); a picture in the body is at most 1200 wide. Each is
 * stored as WebP and AVIF, full and half width, as the site's own pictures are.
 */
export const UPLOAD_PURPOSES = ["hero", "inline"] as const;

/** POST /api/admin/uploads: a picture from the admin's computer, as base64 (the API speaks JSON, desktop included). */
export const uploadRequestSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { error: "must be hero or inline" }),
  data: z.base64({ error: "must be the picture's bytes in base64" }).min(1, "is required"),
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

/** The stored picture: its address (the full-width WebP) and its size in pixels. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Why an upload was refused by its bytes (a 400 naming `data`). */
export const UPLOAD_TYPE_MESSAGE = "The file is not a picture we can use: upload a JPEG, PNG, WebP, AVIF or GIF.";
