/** Largest JSON body accepted by any endpoint (413 above). */
export const MAX_BODY_BYTES = 512 * 1024;
