import { ApiError, DEFAULT_UPLOAD_MAX_MB, UPLOAD_IMAGE_TYPES, type UploadedImage } from "@app/core";
import type { RefObject } from "react";
import { useApi } from "../../lib/api";
import { useAdminMutation } from "./use-admin-mutation";

/** What the file pickers offer (the server tells the type by the bytes again). */
export const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(",");

/** A file's bytes as base64 (the upload is JSON: the desktop app's transport carries text). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Upload a picture from the admin's computer (a post's hero, or a picture in its body): the server resizes it and
 * answers its address. A file over the limit is refused before it is sent; a failure is toasted with the server's
 * reason ('Upload failed').
 */
export function useImageUpload(purpose: "hero" | "inline", onUploaded: (image: UploadedImage) => void) {
  const api = useApi();
  return useAdminMutation({
    mutationFn: async (file: File) => {
      if (file.size > DEFAULT_UPLOAD_MAX_MB * 1024 * 1024) {
        // As the server would answer it (413), without sending megabytes first.
        const message = `The picture is too large: at most ${DEFAULT_UPLOAD_MAX_MB} MB`;
        throw new ApiError(413, JSON.stringify({ message }), message, "Payload Too Large");
      }
      return api.uploads.image({ body: { purpose, data: await fileToBase64(file) } });
    },
    // A new picture changes no list.
    invalidates: [],
    success: { title: "Picture uploaded" },
    failure: "Upload failed",
    onSuccess: onUploaded,
  });
}

/** The hidden file picker behind an upload button (the button clicks it): one picture, the input cleared for the next. */
export function PictureFileInput({
  inputRef,
  label,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={IMAGE_ACCEPT}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) onFile(file);
      }}
    />
  );
}
